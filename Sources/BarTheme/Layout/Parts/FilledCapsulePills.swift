/// The pills of an iOS 26 tab bar capsule that fills the width (`TabBarMetrics.fillingTabCount`
/// tabs or more, docs/UIKIT.md §18.6): one pill per tab, left to right between the capsule's
/// `pillInset`s, each pill overlapping the next by the tab count's pill excess, every pill as wide
/// as the others unless its tab's content needs more.
///
/// UIKit (measured on the fit apps): four tabs of any titles get equal pills that overlap by
/// `filledPillExcess` (Boxing Timer and Reader for iOS, two apps); five tabs overlap by
/// `fiveTabPillExcess`, and a tab whose content plus `filledContentPadding` is wider than the equal
/// pill gets a pill that wide while the others share what is left equally (Apollo, one app: four
/// 74 pt pills and an 89.33 pt one under its account's name, at 402 pt).
struct FilledCapsulePills: Hashable, Sendable {
    /// Each tab's pill, left to right (its tab's content is centred on it).
    var pills: [ClosedRange<Double>]
    /// How far each pill overlaps the next.
    var excess: Double
    /// Whether some tab's content widened its pill past the equal share.
    var grew: Bool

    /// The pills between `left` and `right` (the capsule's ends less its `pillInset`s) for tabs whose
    /// content (the wider of title and image, as BarTheme's text measurer measures it) is
    /// `contentWidths`; a tab without a width counts as narrow.
    init(tabs: Int, left: Double, right: Double, contentWidths: [Double]) {
        let metrics = TabBarMetrics.self
        let overlap = tabs >= 5 ? metrics.fiveTabPillExcess : metrics.filledPillExcess
        let widths = Self.widths(
            room: max(0, right - left) + Double(max(0, tabs - 1)) * overlap,
            needs: (0..<tabs).map { contentWidths.indices.contains($0) ? contentWidths[$0] + metrics.filledContentPadding : 0 })
        var x = left
        pills = widths.map { width in
            defer { x += width - overlap }
            return x...(x + width)
        }
        excess = overlap
        grew = Set(widths).count > 1
    }

    /// Pill widths that sum to `room`: equal, except that a tab whose need is more than the share
    /// left for it gets its need and the others share the rest (repeated until every tab left fits).
    static func widths(room: Double, needs: [Double]) -> [Double] {
        guard !needs.isEmpty else { return [] }
        var fixed = [Int: Double]()
        while true {
            let open = needs.indices.filter { fixed[$0] == nil }
            guard !open.isEmpty else { break }
            let share = (room - fixed.values.reduce(0, +)) / Double(open.count)
            let grown = open.filter { needs[$0] > share }
            guard !grown.isEmpty else {
                return needs.indices.map { fixed[$0] ?? share }
            }
            for index in grown { fixed[index] = needs[index] }
        }
        // Every tab needs more than an equal share: the content cannot fit, so the pills stay equal
        // (UIKit's layout of titles too long for the capsule is not on a capture, ❓).
        return needs.map { _ in room / Double(needs.count) }
    }
}
