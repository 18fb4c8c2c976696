/// `supports: { from: 17 }`: the iOS versions an app runs on, from its deployment target to the
/// newest release (or `to:`). Every era the range touches is a variant of each scene, as light and
/// dark are (docs/THEME-FORMAT.md, "Deployment range"): iOS 17 to 26 renders `ios15` (iOS 15-18)
/// and `ios26`. `compatibilityMode: true` still draws the `ios26` variant in the pre-26 look, as
/// the Info.plist key does on an iOS 26 device.
public struct DeploymentRangeDeclaration: Hashable, Sendable {
    /// `from:`, the deployment target: an iOS version (`17`, `ios17`) or an era (`ios15`).
    public var from: Located<EraName>
    /// `to:`, the newest iOS the range covers; `nil`: every release to today's (the `ios26` era).
    public var to: Located<EraName>?
    /// Where `supports:` is written.
    public var location: SourceLocation

    /// The range `from` to `to` (nil: to today's release), written at `location`.
    public init(from: Located<EraName>, to: Located<EraName>? = nil, location: SourceLocation) {
        self.from = from
        self.to = to
        self.location = location
    }

    /// The eras from `from` to `to`, oldest first: `from: 17` → `[ios15, ios26]`.
    public var eras: [Era] {
        let cases = Era.allCases
        guard let first = cases.firstIndex(of: from.value.era), let last = cases.firstIndex(of: to?.value.era ?? cases[cases.count - 1]),
            first <= last
        else { return [from.value.era] }
        return Array(cases[first...last])
    }

    /// "iOS 17 to 26", "ios15 to ios26": the range as written, for messages and `explain`.
    public var summary: String {
        func word(_ name: EraName) -> String { name.version.map { "iOS \($0)" } ?? name.era.rawValue }
        return "\(word(from.value)) to \(to.map { word($0.value) } ?? "today's iOS")"
    }
}
