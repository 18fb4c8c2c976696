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

    init(_ declaration: SearchControllerDeclaration, atScrollEdge: Bool?) {
        self.init(
            placeholder: declaration.placeholder?.value, text: declaration.text?.value.isEmpty == false ? declaration.text?.value : nil,
            placement: declaration.placement?.value ?? .automatic, hidesWhenScrolling: declaration.hidesWhenScrolling?.value ?? true,
            isAtTop: atScrollEdge ?? true, fieldBackground: declaration.textFieldBackgroundColor?.value,
            location: declaration.location)
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

    /// The decision for `search` in `era`: placements exist from iOS 16 (eras `ios15`, `ios26`);
    /// `automatic` and `stacked` give the row, the others the trailing button; a row shows at the
    /// top of the content or when `hidesWhenScrolling` is off.
    public static func decide(_ search: SearchFieldContent, era: Era) -> SearchFieldRule {
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
            return
                "\(why): a 52 pt row below the bar, shown at the top of the content or with hidesWhenScrolling false (docs/UIKIT.md §13.1)"
        case .collapsed:
            return
                "hidesSearchBarWhenScrolling (default true) collapses the row when the content is not at its top (atScrollEdge: false) (docs/UIKIT.md §13.1)"
        case .trailingButton:
            return
                "placement \(placement.rawValue) puts the search bar in the bar's row: drawn as a trailing search button (approximate, docs/UIKIT.md §13.1)"
        }
    }
}
