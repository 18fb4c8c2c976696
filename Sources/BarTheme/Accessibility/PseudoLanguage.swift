/// Xcode's pseudolanguages (scheme › Options › App Language; docs/UIKIT.md §17): text transformed
/// before layout, so a team sees what truncates or collides before translating.
public enum PseudoLanguage: String, ThemeEnum {
    /// "Double-Length Pseudolanguage": every string twice, as German or Finnish may need.
    case double
    /// "Accented Pseudolanguage": letters replaced by accented forms, which are taller.
    case accented
    /// "Bounded String Pseudolanguage": every string between `[#` and `#]`, so a cut end shows.
    case bounded
    /// "Right-to-Left Pseudolanguage": the layout mirrored, strings unchanged.
    case rtl

    /// Xcode's longer names.
    public static let aliases: [String: PseudoLanguage] = ["doubleLength": .double, "boundedString": .bounded, "rightToLeft": .rtl]

    /// The part of an output file name: `pseudoDouble`, `pseudoAccented`, `pseudoBounded`, `pseudoRTL`.
    public var fileNameComponent: String {
        switch self {
        case .double: return "pseudoDouble"
        case .accented: return "pseudoAccented"
        case .bounded: return "pseudoBounded"
        case .rtl: return "pseudoRTL"
        }
    }

    /// `text` as the pseudolanguage shows it; an empty string stays empty.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .double: return text + " " + text
        case .accented: return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        case .bounded: return "[#" + text + "#]"
        case .rtl: return text
        }
    }

    /// Whether the layout runs right to left.
    public var mirrorsLayout: Bool { self == .rtl }

    /// `content` with every title, prompt, subtitle, back title and item label transformed.
    public func transform(_ content: BarContent) -> BarContent {
        func item(_ item: BarItemContent) -> BarItemContent {
            var result = item
            if case .text(let title) = item.kind { result.kind = .text(transform(title)) }
            return result
        }
        var back = content.backButton
        if let button = content.backButton {
            back = BackButtonContent(
                titleCandidates: button.titleCandidates.map { transform($0) }, tintColor: button.tintColor,
                appearance: button.appearance)
        }
        var result = BarContent(
            title: transform(content.title), titleView: content.titleView, prompt: content.prompt.map { transform($0) },
            subtitle: content.subtitle.map { transform($0) }, largeSubtitle: content.largeSubtitle.map { transform($0) },
            showsLargeTitle: content.showsLargeTitle, backButton: back, leftItems: content.leftItems.map(item),
            rightItems: content.rightItems.map(item), toolbarItems: content.toolbarItems.map(item))
        result.searchField = content.searchField
        result.largeTitleCollapsed = content.largeTitleCollapsed
        result.tabBar = content.tabBar.map { transform($0) }
        return result
    }

    /// Latin letters and their accented forms (one scalar each, so lengths stay the same).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(Character, Character)] = [
            ("a", "á"), ("b", "ƀ"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"),
            ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("r", "ŕ"), ("s", "š"),
            ("t", "ţ"), ("u", "û"), ("w", "ŵ"), ("y", "ý"), ("z", "ž"), ("A", "Å"), ("B", "Ɓ"), ("C", "Ç"), ("D", "Ď"),
            ("E", "É"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("N", "Ñ"), ("O", "Ö"),
            ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("W", "Ŵ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs { table[plain.unicodeScalars.first!] = accented.unicodeScalars.first! }
        return table
    }()
}

extension PseudoLanguage {
    /// A tab bar's content with every tab title and badge transformed (docs/UIKIT.md §17).
    public func transform(_ content: TabBarContent) -> TabBarContent {
        var result = content
        result.tabs = content.tabs.map { tab in
            var tab = tab
            tab.title = transform(tab.title)
            return tab
        }
        return result
    }
}
