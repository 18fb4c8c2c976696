/// Stable ids for the kinds of error a theme can have, so CI tools (SARIF, JSON) can group and
/// filter them. Lint warnings have their own ids (`LintRules`).
public enum ErrorRules {
    /// The file is not valid YAML.
    public static let yamlSyntax = "yaml-syntax"
    /// An explicit YAML tag outside the core schema (`!!binary`, `!!python/object`, `!custom`).
    public static let yamlTag = "yaml-tag"
    /// A key the theme format does not have (usually misspelt; the message suggests the nearest one).
    public static let unknownKey = "unknown-key"
    /// The same key twice in one mapping.
    public static let duplicateKey = "duplicate-key"
    /// A value of the wrong type, out of range, or not one of the allowed words.
    public static let invalidValue = "invalid-value"
    /// A required value is absent (a scene without `name`, an item with nothing to show, ...), or two keys
    /// that exclude each other are both set (a tab's `systemItem` beside its `title` or `image`).
    public static let missingValue = "missing-value"
    /// A palette colour or font that is not declared.
    public static let unknownReference = "unknown-reference"
    /// A path that leaves the theme's folder (`..`, an absolute path, a symbolic link pointing outside).
    public static let pathOutsideFolder = "path-outside-folder"
    /// A file the theme names does not exist.
    public static let missingFile = "missing-file"
    /// An image that is not a readable PNG, or too large.
    public static let invalidImage = "invalid-image"
    /// A font file that is not a readable font.
    public static let invalidFont = "invalid-font-file"
    /// A problem with the `extends` chain: a cycle, a missing parent, too long a chain, a broken parent.
    public static let extendsProblem = "extends"
    /// The theme is too large or too deeply nested to be read safely.
    public static let limitExceeded = "limit-exceeded"
    /// A design tokens file (`colors: { from: … }`) that cannot be used: not JSON, a colour token
    /// that is not a colour, an alias that leads nowhere or in a cycle (docs/THEME-FORMAT.md, "Design tokens").
    public static let designTokens = "design-tokens"

    /// Every error id with a one-sentence description, for SARIF's rule table.
    public static let all: [(id: String, description: String)] = [
        (yamlSyntax, "The file is not valid YAML."),
        (yamlTag, "An explicit YAML tag (!!binary, !!python/object, !custom); themes use plain values."),
        (unknownKey, "A key the theme format does not have (a \"did you mean\" is suggested)."),
        (duplicateKey, "A key given twice in the same mapping."),
        (invalidValue, "A value of the wrong type, outside its range, or not one of the allowed words."),
        (missingValue, "A required key or value is missing, or two keys that exclude each other are both set."),
        (unknownReference, "A $name that is not in the colors or fonts palette."),
        (pathOutsideFolder, "A file path that is absolute, uses .., or leads through a symlink outside the theme's folder."),
        (missingFile, "A file the theme names does not exist."),
        (invalidImage, "An image that is not a PNG, or is larger than 4096 x 4096 pixels or 16 MiB."),
        (invalidFont, "A font file that is not an OpenType, TrueType or TrueType collection file."),
        (extendsProblem, "A parent theme (extends) that cannot be loaded, or a cycle of extends."),
        (limitExceeded, "A theme beyond the size, nesting or expansion limits."),
        (designTokens, "A design tokens file (colors: from:) that is not JSON, or a colour token or alias that cannot be resolved."),
    ]
}
