/// Why a render failed. Each case reads as a sentence a user can act on.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    case imageTooLarge(width: Int, height: Int, limit: Int)
    case cairo(String)
    case font(String)
    case unknownFontFamily(String, known: [String])
    case png(String)
    case image(String)

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
