/// The four places an iOS 13+ appearance object can be set, on a bar and on a navigation item
/// (docs/UIKIT.md §3.8); the YAML key is the raw value.
public enum AppearanceSlot: String, CaseIterable, Sendable {
    /// The default object, the one for compact metrics, the one for content scrolled to the top, and the
    /// compact scroll-edge one (iOS 15+).
    case standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance

    /// Whether this is one of the scroll-edge slots.
    public var isScrollEdge: Bool { self == .scrollEdgeAppearance || self == .compactScrollEdgeAppearance }

    /// Its key in a bar block or a navigation item.
    public var key: ThemeKey {
        switch self {
        case .standardAppearance: return .standardAppearance
        case .compactAppearance: return .compactAppearance
        case .scrollEdgeAppearance: return .scrollEdgeAppearance
        case .compactScrollEdgeAppearance: return .compactScrollEdgeAppearance
        }
    }

    /// The slot on a bar block.
    public var onBar: WritableKeyPath<BarAppearanceDeclaration, BarAppearanceObjectDeclaration?> {
        switch self {
        case .standardAppearance: return \.standardAppearance
        case .compactAppearance: return \.compactAppearance
        case .scrollEdgeAppearance: return \.scrollEdgeAppearance
        case .compactScrollEdgeAppearance: return \.compactScrollEdgeAppearance
        }
    }

    /// The slot on a navigation item.
    public var onItem: WritableKeyPath<NavigationItemDeclaration, BarAppearanceObjectDeclaration?> {
        switch self {
        case .standardAppearance: return \.standardAppearance
        case .compactAppearance: return \.compactAppearance
        case .scrollEdgeAppearance: return \.scrollEdgeAppearance
        case .compactScrollEdgeAppearance: return \.compactScrollEdgeAppearance
        }
    }
}
