/// An SF Symbol name BarTheme does not know, on a bar button item or a tab (`image` and
/// `selectedImage`): on a device `UIImage(systemName:)` returns `nil` for a name iOS does not have,
/// and the item or tab shows no image.
struct UnknownSymbolRule: LintRule {
    let id = "unknown-symbol"
    let summary = "An SF Symbol name BarTheme does not know: if it is misspelt, the item shows no image on a device."
    let source = "docs/UIKIT.md §10.13"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let symbols = theme.declaredBarButtonItems.compactMap(\.symbol) + theme.declaredTabSymbols
        return symbols.compactMap { symbol -> Diagnostic? in
            let name = symbol.name
            guard !KnownSymbolNames.all.contains(name.value) else { return nil }
            let closest = SpellingSuggestion.closest(to: name.value, in: KnownSymbolNames.sorted, limit: KnownSymbolNames.sorted.count)
            let guess = closest.map { "; did you mean '\($0)'?" } ?? "."
            return warning(
                "BarTheme does not know the SF Symbol '\(name.value)'\(guess) A misspelt name gives no image on a device (UIImage(systemName:) returns nil)",
                at: name.location,
                hint:
                    "check the name in Apple's SF Symbols app; a real symbol BarTheme does not list is drawn with the approximate 22 × 22 pt box"
            )
        }
    }
}
