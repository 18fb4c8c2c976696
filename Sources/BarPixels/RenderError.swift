/// Why a render failed. Each case reads as a sentence a user can act on.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The image would be larger than the renderer allows (`limit` pixels on a side).
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo reported an error (its message).
    case cairo(String)
    /// A font file could not be loaded or used.
    case font(String)
    /// A font family that is neither `system` nor a pinned family, with the ones that are.
    case unknownFontFamily(String, known: [String])
    /// A PNG could not be encoded or decoded.
    case png(String)
    /// An image a theme names could not be loaded.
    case image(String)

    /// The error as a sentence a user can act on.
    public var description: String {
        switch self {
        case .imageTooLarge(let w, let h, let limit):
            return "the image would be \(w)×\(h) px; each side may be at most \(limit) px"
        case .cairo(let message): return "drawing failed: \(message)"
        case .font(let message): return message
        case .unknownFontFamily(let family, let known):
            return "no pinned font family '\(family)'; known families: \(known.joined(separator: ", "))"
        case .png(let message): return message
        case .image(let message): return message
        }
    }
}
