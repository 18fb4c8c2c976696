import BarTheme

/// A resolved setting whose value differs between two versions of a theme, with the declarations
/// behind both values and every variant it affects ("barTintColor #0077B6 → #0088C6 from
/// Ocean.yaml:12:17 (navigationBar proxy); affects 8 variants").
public struct SettingChange: Hashable, Sendable {
    /// The property as `explain` names it (`barTintColor`, `titleTextAttributes.foregroundColor`,
    /// `content.backTitle`).
    public var property: String
    public var oldValue: String
    public var newValue: String
    /// Where the new value comes from: `Ocean.yaml:12:17 (navigationBar proxy)` or `default: …`.
    public var newSource: String
    /// Where the old value came from.
    public var oldSource: String
    /// The rule that chose the new value (the resolver's provenance).
    public var rule: String
    /// `scene / variant` of every variant where the setting changed this way.
    public var variants: [String]
    /// The setting this change follows from, when it is the same edit seen again: `background`
    /// moves with the `barTintColor` behind it (same declarations, same variants). Such a change is
    /// listed but not counted.
    public var follows: String? = nil
}
