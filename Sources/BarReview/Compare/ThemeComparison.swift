/// What changed between two versions of one theme file: the resolved settings (grouped by
/// property, values and source, with the variants each change affects), the pixels per variant,
/// and the variants that exist in only one version.
public struct ThemeComparison: Sendable {
    /// The theme's key (its path relative to the compared folder).
    public var key: String
    /// The theme's display name (the new version's, else the old one's).
    public var name: String
    /// Whether the file exists only in the new (`added`) or old (`removed`) version.
    public var fileStatus: FileStatus
    public var settingChanges: [SettingChange]
    public var pixelChanges: [PixelChange]
    /// `scene / variant` present only in the new version.
    public var addedVariants: [String]
    /// `scene / variant` present only in the old version.
    public var removedVariants: [String]
    /// Variants present in both versions.
    public var comparedVariants: Int

    public enum FileStatus: String, Sendable {
        case changed, added, removed
    }

    /// The setting changes that are edits of their own (not following from another listed one).
    public var countedSettingChanges: Int { settingChanges.filter { $0.follows == nil }.count }

    /// Whether anything a reviewer would see changed.
    public var hasChanges: Bool {
        fileStatus != .changed || !settingChanges.isEmpty || !pixelChanges.isEmpty || !addedVariants.isEmpty || !removedVariants.isEmpty
    }
}
