/// docs/THEME-FORMAT.md's key tables, written from the vocabulary (`ThemeKeys`): each object's table
/// stands between `<!-- keys: NAME -->` and `<!-- end keys -->`, and a test keeps the page equal to
/// this output (`Scripts/update-format-tables` rewrites it).
public enum FormatTables {
    /// The Markdown table of `object`'s keys: one row per key, neighbours with the same words in one row.
    public static func table(_ object: ThemeObject) -> String {
        let columns = object.table
        let headers = [columns.key, columns.uikit, columns.values, columns.defaultText].compactMap { $0 }
        var rows: [(keys: [ThemeKey], cells: [String])] = []
        for definition in object.keys {
            let cells = self.cells(definition.documentation, columns: columns)
            if let last = rows.last, last.cells == cells {
                rows[rows.count - 1].keys.append(definition.key)
            } else {
                rows.append(([definition.key], cells))
            }
        }
        var lines = [row(headers), "|" + String(repeating: "---|", count: headers.count)]
        lines += rows.map { row([$0.keys.map { "`\($0.spelling)`" }.joined(separator: ", ")] + $0.cells) }
        return lines.joined(separator: "\n")
    }

    static func cells(_ documentation: KeyDocumentation, columns: KeyTableColumns) -> [String] {
        if let shared = documentation.sharedAsFor {
            let count = [columns.uikit, columns.values, columns.defaultText].compactMap { $0 }.count
            return ["as for \(shared)"] + Array(repeating: "", count: max(0, count - 1))
        }
        var cells: [String] = []
        if columns.uikit != nil { cells.append(documentation.uikit ?? "") }
        if columns.values != nil { cells.append(documentation.values ?? "") }
        if columns.defaultText != nil { cells.append(documentation.defaultText ?? "") }
        return cells
    }

    /// `| a | b |`, an empty cell as `| |`.
    static func row(_ cells: [String]) -> String {
        "|" + cells.map { $0.isEmpty ? " |" : " \($0) |" }.joined()
    }

    /// The line before an object's table.
    public static func startMarker(_ name: ThemeObjectName) -> String { "<!-- keys: \(name.spelling) -->" }
    /// The line after every table.
    public static let endMarker = "<!-- end keys -->"

    /// `page` with each marked table replaced by the vocabulary's; the objects whose markers are
    /// missing are listed in `missing`.
    public static func updated(_ page: String) -> (page: String, missing: [ThemeObjectName]) {
        var lines = page.components(separatedBy: "\n")
        var missing: [ThemeObjectName] = []
        for object in ThemeKeys.objects {
            guard let start = lines.firstIndex(of: startMarker(object.name)),
                let end = lines[start...].firstIndex(of: endMarker)
            else {
                missing.append(object.name)
                continue
            }
            lines.replaceSubrange((start + 1)..<end, with: table(object).components(separatedBy: "\n"))
        }
        return (lines.joined(separator: "\n"), missing)
    }
}
