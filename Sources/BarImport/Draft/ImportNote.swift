import BarTheme

/// Something an importer could not carry into the theme: where it was in the source, what it was,
/// and why. Written as a `# TODO` comment in the theme (with the YAML it would have become, when
/// there is one, commented out) and printed as `file:line:column: note: …`.
public struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// What was not imported and why, in one sentence.
    public var message: String
    /// The theme YAML it would be, commented out in the output (`backIndicatorImage: images/back.png`).
    public var suggestion: String?

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String { "\(location): note: \(message)" }

    /// `description` on one line, safe for a terminal (`OneLineText`): control characters, line
    /// separators and bidirectional controls from the source text become spaces.
    public var terminalLine: String { OneLineText.of(description) }
}
