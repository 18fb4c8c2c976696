import Foundation

/// SARIF 2.1.0 output (OASIS Static Analysis Results Interchange Format): one run of the
/// `render-theme` tool with its rule table and one result per finding, each with a physical
/// location (file, line, column) and the source line as a snippet.
extension DiagnosticReport {
    /// The `$schema` a SARIF log names: SchemaStore's copy of the SARIF 2.1.0 schema.
    public static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The tool's home page (SARIF `informationUri`).
    public static let informationURI = "https://github.com/bartheme/BarTheme"
    /// Where every rule id is explained (SARIF `helpUri`): THEME-FORMAT's rule table.
    public static let rulesHelpURI = "https://github.com/bartheme/BarTheme/blob/main/docs/THEME-FORMAT.md#lint-rules"
    /// The base that relative file paths are resolved against (SARIF `uriBaseId`): the folder the
    /// command ran in, which a CI checkout makes the repository's root (GitHub code scanning's
    /// convention, `%SRCROOT%`).
    public static let sourceRootBase = "%SRCROOT%"

    /// The findings as a SARIF 2.1.0 log: one run with the rule table and one result per finding.
    public var sarif: JSONValue {
        var rules = DiagnosticRuleCatalog.all
        if diagnostics.contains(where: { $0.ruleID == nil }) { rules.append(DiagnosticRuleCatalog.unclassified) }
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { index[rule.id] = i }
        let ruleObjects: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.id),
                "shortDescription": .object(["text": .string(rule.description)]),
                "helpUri": .string(Self.rulesHelpURI),
                "defaultConfiguration": .object(["level": .string(rule.severity == .error ? "error" : "warning")]),
            ])
        }
        let lines = sources.mapValues(SourceLines.init)
        let results: [JSONValue] = diagnostics.map { d in
            let id = d.ruleID.flatMap { index[$0] != nil ? $0 : nil } ?? DiagnosticRuleCatalog.unclassified.id
            var members: [JSONValue.Member] = [
                .init("ruleId", .string(id)),
                .init("ruleIndex", .number(Double(index[id] ?? rules.count - 1))),
                .init("level", .string(d.severity == .error ? "error" : "warning")),
                .init("message", .object(["text": .string(d.message + (d.hint.map { " (\($0))" } ?? ""))])),
            ]
            if let l = d.location {
                var region: [JSONValue.Member] = [
                    .init("startLine", .number(Double(max(1, l.line)))),
                    .init("startColumn", .number(Double(max(1, l.column)))),
                ]
                if let line = lines[l.file]?.line(l.line) {
                    region.append(.init("snippet", .object(["text": .string(line)])))
                }
                members.append(
                    .init(
                        "locations",
                        .array([
                            .object([
                                "physicalLocation": .object([
                                    "artifactLocation": .object(Self.artifactLocation(l.file)),
                                    "region": .object(region),
                                ])
                            ])
                        ])))
            }
            return .object(members)
        }
        return .object([
            "$schema": .string(Self.sarifSchema),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("render-theme"),
                            "version": .string(BarThemeVersion.current),
                            "informationUri": .string(Self.informationURI),
                            "rules": .array(ruleObjects),
                        ])
                    ]),
                    "originalUriBaseIds": .object([
                        .init(Self.sourceRootBase, .object(["uri": .string(Self.uri(Self.currentFolder()) + "/")]))
                    ]),
                    "results": .array(results),
                ])
            ]),
        ])
    }

    /// A relative path against `%SRCROOT%`; an absolute one as a `file://` URI alone.
    static func artifactLocation(_ path: String) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = [.init("uri", .string(uri(path)))]
        if !path.hasPrefix("/") { members.append(.init("uriBaseId", .string(sourceRootBase))) }
        return members
    }

    /// The absolute path of the current folder.
    static func currentFolder() -> String {
        FileManager.default.currentDirectoryPath
    }

    /// A file path as a relative URI reference (percent-encoding what URIs do not allow).
    static func uri(_ path: String) -> String {
        var allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
        if path.hasPrefix("/") { allowed.insert(":") }
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, allowed.contains(scalar) { out.unicodeScalars.append(scalar) } else { out += String(format: "%%%02X", byte) }
        }
        return out
    }
}
