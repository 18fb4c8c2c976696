/// The limits a design tokens import (`colors: { from: … }`) is held to, each checked before the
/// work it bounds (docs/THEME-FORMAT.md, "Design tokens"; docs/HARDENING.md).
public enum DesignTokenLimits {
    /// The largest tokens file read, in bytes (as a theme file): checked on the file's size before
    /// it is opened.
    public static let maximumFileSize = 1 << 20
    /// At most this many files in one `from:` (each mode's list counted).
    public static let maximumFiles = 16
    /// The deepest nesting of JSON objects and arrays, checked on the text before it is parsed.
    public static let maximumDepth = 32
    /// At most this many tokens (of any type) in the files of one import.
    public static let maximumTokens = 10_000
    /// The most aliases followed from one token (`{a}` → `{b}` → … counts each arrow).
    public static let maximumAliasChain = 32
    /// The longest JSON key or string read, in characters (libyaml, which reads the JSON, takes
    /// keys of at most 1024 characters).
    public static let maximumStringLength = 1_000
}
