/// Decides which `when:` scopes apply to a bar and ranks them, as UIKit ranks
/// `appearance(whenContainedInInstancesOf:)` and `appearance(for:)` proxies (docs/UIKIT.md §3.7).
public enum ScopeMatcher {
    /// A scope that applies, with what its rank is computed from.
    public struct Match: Hashable, Sendable {
        /// Index of the scope in its document's `when:` list.
        public let index: Int
        /// Index (from the window, 0 = outermost) of the scene container matched by the scope's
        /// outermost class; `nil` for a scope without `containedIn`.
        public let anchor: Int?
        /// Number of classes in `containedIn`.
        public let depth: Int
        /// Whether the scope has a trait filter.
        public let hasTraits: Bool
    }

    /// Whether `scope` applies to a bar whose containers are `chain` (outermost first) in `traits`.
    /// `containedIn` is written innermost first (as in UIKit); it matches when its classes appear in
    /// the chain in that nesting order, not necessarily adjacent. The match read from the window
    /// down is taken ("the first unique match when reading the actual hierarchy from the window down").
    public static func match(_ scope: ScopedAppearanceDeclaration, index: Int, chain: [String], traits: TraitEnvironment) -> Match? {
        if let filter = scope.traits, !traits.matches(filter) { return nil }
        let wanted = Array((scope.containedIn?.value ?? []).reversed())  // outermost first
        var anchor: Int?
        var position = 0
        for (n, name) in wanted.enumerated() {
            guard let found = chain[position...].firstIndex(of: name) else { return nil }
            if n == 0 { anchor = found }
            position = found + 1
        }
        return Match(index: index, anchor: anchor, depth: wanted.count, hasTraits: scope.traits != nil)
    }

    /// Sorts matches most important first.
    ///
    /// `apple` (UIAppearance.h): a scope with containers beats one without; then the outermost
    /// anchor wins; then the longer chain; then a trait filter; then the later declaration.
    /// `mostSpecific` (Chameleon, observed): the longer chain wins; then a trait filter; then the
    /// later declaration.
    public static func ranked(_ matches: [Match], policy: ContainmentPolicy) -> [Match] {
        matches.sorted { a, b in
            switch policy {
            case .apple:
                if (a.anchor != nil) != (b.anchor != nil) { return a.anchor != nil }
                if let x = a.anchor, let y = b.anchor, x != y { return x < y }
            case .mostSpecific:
                break
            }
            if a.depth != b.depth { return a.depth > b.depth }
            if a.hasTraits != b.hasTraits { return a.hasTraits }
            return a.index > b.index
        }
    }
}
