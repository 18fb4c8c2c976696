/// Choices where UIKit's documentation and observed behaviour disagree (docs/UIKIT.md §8). Each has a
/// documented default in `docs/PRECEDENCE.md`; a theme may pick the other side.
public struct PoliciesDeclaration: Hashable, Sendable {
    /// How competing `containedIn` scopes are ranked (docs/UIKIT.md §3.7, §8 #6). Default `apple`.
    public var containment: Located<ContainmentPolicy>?
    /// Whether legacy proxy values beat iOS 13 appearance objects when a theme sets both
    /// (docs/UIKIT.md §7 item 2, §8 #7). Default `true` (observed on iOS 13).
    public var legacyOverridesAppearanceObjects: Located<Bool>?
    /// Whether `shadowImage` needs a custom background image to show (docs/UIKIT.md §3.4, §8 #8).
    /// Default: true for `ios7`, false for `ios13` (iOS 11+ behaviour).
    public var shadowImageRequiresBackgroundImage: Located<Bool>?
    /// Where the block is declared in the theme.
    public var location: SourceLocation

    /// An empty block declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// `apple`: the outermost matching container wins, depth breaks ties (UIAppearance.h).
/// `mostSpecific`: the longest matching chain wins (Chameleon, observed behaviour).
public enum ContainmentPolicy: String, ThemeEnum {
    /// The outermost matching container wins, depth breaks ties (UIAppearance.h).
    case apple
    /// The longest matching container chain wins (observed behaviour).
    case mostSpecific
}
