import Testing

@testable import BarTheme

/// "Did you mean" for values (CHANGELOG.md, the "Did you mean" entry): swapped letters, words found
/// inside longer keys, and a search bounded before it starts (docs/THEME-FORMAT.md, "Limits").
@Suite struct SpellingSuggestionTests {
    @Test func swappedNeighboursCountAsOneEdit() {
        #expect(SpellingSuggestion.distance("brnad", "brand") == 1)
        #expect(SpellingSuggestion.closest(to: "brnad", in: ["accent", "brand"]) == "brand")
        #expect(SpellingSuggestion.closest(to: "titel", in: ["title"]) == "title")
    }

    @Test func aWordInsideALongerKeyBeatsALooseEditDistanceMatch() {
        let keys = ThemeKeys.variantsObject.names
        #expect(SpellingSuggestion.closest(to: "styles", in: keys) == "userInterfaceStyles")
        #expect(SpellingSuggestion.closest(to: "directions", in: keys) == "layoutDirections")
        // One edit still wins, and short words get no part match.
        #expect(SpellingSuggestion.closest(to: "scale", in: keys) == "scales")
        #expect(SpellingSuggestion.closest(to: "tint", in: ["barTintColor", "translucent"]) == nil)
    }

    /// Beyond the bounds there is no suggestion at all (the search is skipped, not cut short; its
    /// speed is for benchmarks, not a wall-clock assertion).
    @Test func theSearchIsBoundedBeforeItStarts() {
        let long = String(repeating: "x", count: 500_000)
        let many = (0..<20_000).map { "colour\($0)" }
        #expect(SpellingSuggestion.closest(to: long, in: SystemColors.sortedNames) == nil)
        #expect(SpellingSuggestion.closest(to: "colour1", in: many) == nil)
        #expect(SpellingSuggestion.closest(to: "colour1", amongUnordered: Set(many)) == nil)
        #expect(SpellingSuggestion.closest(to: "colour1x", in: Array(many.prefix(1_000))) != nil)
    }
}
