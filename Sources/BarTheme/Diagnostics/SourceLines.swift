/// The lines of a file's text, indexed once so any line is found in constant time (a theme with
/// 20 000 errors quotes 20 000 lines). Lines end at LF, CRLF or a lone CR, as YAML counts them, so
/// a file saved with any of the three line endings quotes the same line for the same location.
public struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// Byte offsets where each line starts and ends (the end excludes the line break).
    private var starts: [Int] = []
    private var ends: [Int] = []

    /// Indexes `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                starts.append(start)
                ends.append(index)
                if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        starts.append(start)
        ends.append(bytes.count)
    }

    /// How many lines there are (a final line break starts an empty last line).
    public var count: Int { starts.count }

    /// Line `number` (1-based) without its line break, or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1 && number <= starts.count else { return nil }
        return String(decoding: bytes[starts[number - 1]..<ends[number - 1]], as: UTF8.self)
    }
}
