/// What a key's value looks like: the parser's own description of each value, from which the
/// JSON Schema (`ThemeSchema`) is generated, so the schema cannot drift from the parser.
public indirect enum ValueShape: Sendable, Hashable {
    /// Any non-empty text.
    case text
    /// Text matching a regular expression (ECMA-262, as JSON Schema uses).
    case pattern(String)
    /// `true` or `false`.
    case boolean
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// A whole number from a fixed set.
    case integer([Int])
    /// One of a fixed set of words (aliases included).
    case choice([String])
    /// A colour: hex, `rgb()`/`rgba()`, a UIKit name, a `$palette` reference, or `{ light, dark }`.
    case color
    /// A font: a `$palette` reference or a font object.
    case font
    /// An image: a path, or an image object with options.
    case image
    /// `[x, y]` in points, or `{ horizontal:, vertical: }` (`UIOffset`'s names), each -100…100.
    case offset
    /// `[x, y]` in points, or `{ width:, height: }` (a shadow's offset is a `CGSize`), each -100…100.
    case shadowOffset
    /// `[top, left, bottom, right]` in points.
    case edgeInsets
    /// `[top, left, bottom, right]` in points, each -1000…1000 (an item's `imageInsets`: negative is an outset).
    case signedEdgeInsets
    /// A number (for `default` metrics) or a mapping of bar metrics to numbers.
    case perMetrics
    /// `[x, y]` or `{ horizontal:, vertical: }` (for `default` metrics), or a mapping of bar metrics
    /// to either, each -1000…1000 (bar button item title offsets, docs/UIKIT.md §2.5).
    case offsetsPerMetrics
    /// One of the objects in `ThemeKeys.objects`, by name.
    case object(ThemeObjectName)
    /// A list of values (a single value is accepted as a list of one when `allowsSingle`).
    case list(ValueShape, maximum: Int, allowsSingle: Bool)
    /// A mapping from names to values (palettes).
    case map(ValueShape)
    /// The `colors:` palette: names to colours, and `from:`, the design tokens files it reads
    /// (docs/THEME-FORMAT.md, "Design tokens").
    case colorPalette
    /// Any of several shapes.
    case anyOf([ValueShape])

    /// The words a `ThemeEnum` accepts: its cases, then its aliases.
    static func choice<E: ThemeEnum>(of type: E.Type) -> ValueShape {
        .choice(E.spellings + E.aliases.keys.sorted())
    }
}
