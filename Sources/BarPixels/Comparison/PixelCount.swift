/// How every command prints a count of pixels (issue #42 item 10: `snapshot` printed "3 016",
/// `compare` "3016"): thousands separated by spaces, `211 200`.
public enum PixelCount {
    /// `value` with its thousands separated by spaces: `211 200`, `-3 016`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(" ") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
