import Foundation

/// The PostScript name of a font file (`name` table, name ID 6; OpenType specification, "name —
/// Naming Table"): what `UIFont(name:size:)` takes for a font the app bundles. Read without
/// decoding the font: BarTheme has no C. The first font of a collection (`ttcf`) is read.
public enum FontPostScriptName {
    /// The name, or `nil` when the file is not a font with a PostScript name.
    public static func read(path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return read(Array(data))
    }

    static func read(_ bytes: [UInt8]) -> String? {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        var start = 0
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard let first = u32(12) else { return nil }
            start = first
        }
        guard let tables = u16(start + 4) else { return nil }
        var nameTable: Int?
        for index in 0..<tables {
            let record = start + 12 + 16 * index
            guard record + 16 <= bytes.count else { return nil }
            if Array(bytes[record..<record + 4]) == Array("name".utf8) { nameTable = u32(record + 8) }
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return nil }
        var macName: String?
        for index in 0..<count {
            let record = table + 6 + 12 * index
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                let offset = u16(record + 10), nameID == 6
            else { continue }
            let from = table + storage + offset
            guard from >= 0, from + length <= bytes.count else { continue }
            let raw = Array(bytes[from..<from + length])
            if platform == 3 || platform == 0 {
                // UTF-16, big-endian.
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                let name = String(decoding: units, as: UTF16.self)
                if !name.isEmpty { return name }
            } else if platform == 1, macName == nil {
                macName = String(decoding: raw, as: UTF8.self)
            }
        }
        return macName.flatMap { $0.isEmpty ? nil : $0 }
    }
}
