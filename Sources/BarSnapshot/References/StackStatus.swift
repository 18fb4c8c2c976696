import BarRender

/// How the rendering stack of this run compares with the one recorded beside the references.
public enum StackStatus: Sendable, Equatable {
    /// `STACK.json` matches the current stack.
    case matches
    /// There is no (readable) `STACK.json`; recording creates it.
    case unrecorded
    /// The stack changed; each entry says what, e.g. `cairo 1.16.0 → 1.18.0`.
    case differs([String])
    /// The current stack could not be determined (e.g. a pinned font is unreadable).
    case unknown(String)

    /// Compares `current` with `recorded`.
    public init(current: RenderingStack, recorded: RenderingStack?) {
        guard let recorded else { self = .unrecorded; return }
        let changes = current.changes(since: recorded)
        self = changes.isEmpty ? .matches : .differs(changes)
    }

    /// A sentence for the run's output, or `nil` when the stack matches.
    public var note: String? {
        switch self {
        case .matches:
            return nil
        case .unrecorded:
            return "The references have no \(ReferenceStore.stackFileName) recording the cairo, FreeType, HarfBuzz and font versions "
                + "they were drawn with; `render-theme snapshot record` writes it."
        case .differs(let changes):
            return "The rendering stack differs from the one the references were recorded with (\(ReferenceStore.stackFileName)): "
                + changes.joined(separator: "; ") + ". Pixel differences may come from this rather than from a theme."
        case .unknown(let reason):
            return "The rendering stack could not be read (\(reason)), so it was not compared with \(ReferenceStore.stackFileName)."
        }
    }
}
