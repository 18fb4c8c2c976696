/// The top item's `searchController`, as the bar shows it (docs/UIKIT.md §13): what the field says and
/// the facts that decide where it goes. ``SearchFieldRule`` makes the decision.
public struct SearchFieldContent: Hashable, Sendable {
    /// The placeholder drawn in an empty field.
    public let placeholder: String?
    /// Typed text, drawn instead of the placeholder.
    public let text: String?
    /// The declared `preferredSearchBarPlacement` (`automatic` when unset).
    public let placement: SearchBarPlacement
    /// `hidesSearchBarWhenScrolling` (default `true`).
    public let hidesWhenScrolling: Bool
    /// Whether the content is at its top: the scene's `atScrollEdge`, `true` when unset.
    public let isAtTop: Bool
    /// `searchTextField.backgroundColor`, replacing the era's fill.
    public let fieldBackground: ColorValue?
    /// iOS 26 `searchBarPlacementAllowsToolbarIntegration` (default `true`).
    public var allowsToolbarIntegration = true
    /// Whether the navigation controller's toolbar shows with this item on top (a toolbar scene, or
    /// a stack step with the toolbar shown): where an iOS 26 iPhone may put the field (§10.7).
    public var showsToolbar = false
    /// Where the `searchController:` block is declared.
    public let location: SourceLocation

    /// A search field with the given parts.
    public init(
        placeholder: String?, text: String?, placement: SearchBarPlacement = .automatic, hidesWhenScrolling: Bool = true,
        isAtTop: Bool = true, fieldBackground: ColorValue? = nil, location: SourceLocation
    ) {
        self.placeholder = placeholder
        self.text = text
        self.placement = placement
        self.hidesWhenScrolling = hidesWhenScrolling
        self.isAtTop = isAtTop
        self.fieldBackground = fieldBackground
        self.location = location
    }

    init(_ declaration: SearchControllerDeclaration, atScrollEdge: Bool?, showsToolbar: Bool = false) {
        self.init(
            placeholder: declaration.placeholder?.value, text: declaration.text?.value.isEmpty == false ? declaration.text?.value : nil,
            placement: declaration.placement?.value ?? .automatic, hidesWhenScrolling: declaration.hidesWhenScrolling?.value ?? true,
            isAtTop: atScrollEdge ?? true, fieldBackground: declaration.textFieldBackgroundColor?.value,
            location: declaration.location)
        self.allowsToolbarIntegration = declaration.allowsToolbarIntegration?.value ?? true
        self.showsToolbar = showsToolbar
    }
}

/// Where UIKit puts a navigation item's search field in an era (docs/UIKIT.md §13.1): the one place
/// this is decided, for the layout and for `explain`.
public enum SearchFieldRule: Hashable, Sendable {
    /// A 52 pt row below the bar's other rows, holding the field.
    case stackedRow
    /// The row is collapsed: the content is scrolled and `hidesSearchBarWhenScrolling` is on.
    case collapsed
    /// In the bar's own row, drawn as a search button on the trailing side (approximate).
    case trailingButton
    /// iOS 26 iPhone: among the floating toolbar's items, a 48 pt glass capsule taking the room
    /// the other platters leave (docs/UIKIT.md §10.7); the navigation bar shows nothing.
    case toolbarField
    /// As `toolbarField` with `integratedButton`: a 48 pt glass circle with the magnifier (approximate).
    case toolbarButton

    /// The decision for `search` in `era`: placements exist from iOS 16 (eras `ios15`, `ios26`);
    /// `automatic` and `stacked` give the row, the others the trailing button; a row shows at the
    /// top of the content or when `hidesWhenScrolling` is off.
    /// `toolbarFloats`: the bar's variant is one where a phone's toolbar floats
    /// (`GlassMetrics.toolbarFloats`); with the toolbar showing, `ios26` moves an `automatic` or
    /// `integrated` field into it unless `allowsToolbarIntegration` is off (§10.7; `automatic`
    /// measured on NetNewsWire 7's timeline, R10).
    public static func decide(_ search: SearchFieldContent, era: Era, toolbarFloats: Bool = false) -> SearchFieldRule {
        if era == .ios26, toolbarFloats, search.showsToolbar, search.allowsToolbarIntegration {
            switch search.placement {
            case .automatic, .integrated: return .toolbarField
            case .integratedButton: return .toolbarButton
            case .inline, .stacked, .integratedCentered: break
            }
        }
        let placementExists = era == .ios15 || era == .ios26
        if placementExists, !search.placement.isStacked { return .trailingButton }
        return search.isAtTop || !search.hidesWhenScrolling ? .stackedRow : .collapsed
    }

    /// The rule in words, with the section that documents it.
    public func explanation(era: Era, placement: SearchBarPlacement) -> String {
        switch self {
        case .stackedRow:
            let why =
                era == .ios7 || era == .ios13
                ? "before iOS 16 the search bar always takes its own row" : "placement \(placement.rawValue) stacks the search bar"
            let field =
                era.usesLiquidGlass
                ? "; on Liquid Glass the field is a 44 pt capsule at the large title's inset, its 16.33 pt magnifier 14 pt in and drawn in the label colour, the text's baseline 28.67 pt down (three fit apps, docs/UIKIT.md §10.14)"
                : ""
            return
                "\(why): a 52 pt row below the bar, shown at the top of the content or with hidesWhenScrolling false (docs/UIKIT.md §13.1)"
                + field
        case .collapsed:
            return
                "hidesSearchBarWhenScrolling (default true) collapses the row when the content is not at its top (atScrollEdge: false) (docs/UIKIT.md §13.1)"
        case .trailingButton:
            return
                "placement \(placement.rawValue) puts the search bar in the bar's row: drawn as a trailing search button (approximate, docs/UIKIT.md §13.1)"
        case .toolbarField:
            return
                "on an iOS 26 iPhone with the toolbar showing, placement \(placement.rawValue) and searchBarPlacementAllowsToolbarIntegration (default true) put the field among the toolbar's items: a 48 pt glass capsule taking the room the other platters leave, 12 pt from them, at the searchBarPlacement item or trailingmost (docs/UIKIT.md §10.7)"
        case .toolbarButton:
            return
                "on an iOS 26 iPhone with the toolbar showing, placement integratedButton puts the search among the toolbar's items as a 48 pt glass circle with the magnifier (approximate, docs/UIKIT.md §10.7)"
        }
    }
}
