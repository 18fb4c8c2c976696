import Foundation

/// What a font file says about itself, read from its `name` table (OpenType specification, "name —
/// Naming Table": name IDs 1 family, 2 subfamily, 4 full name, 6 PostScript name, 16 typographic family, 17
/// typographic subfamily) and its `OS/2` table (`usWeightClass`, `fsSelection` bit 0 italic), without
/// decoding the font: BarTheme has no C (the renderer opens the file with FreeType). `readAll` reads
/// every face of a collection (`ttcf`, such as the Mac's `Avenir.ttc`).
public struct FontFileDescription: Hashable, Sendable {
    /// The typographic family (name ID 16), else the family (name ID 1), else the PostScript name.
    public let family: String
    /// The typographic subfamily (name ID 17), else the subfamily (name ID 2): `Bold`, `Light Italic`.
    public let style: String
    /// The PostScript name (name ID 6): what `UIFont(name:size:)` takes.
    public let postScriptName: String
    /// The full name (name ID 4, `Karla Bold`), which `UIFont(name:size:)` also takes; the PostScript name when missing.
    public let fullName: String
    /// `OS/2` `usWeightClass` (100-900; 400 when the file has no `OS/2` table).
    public let weightClass: Int
    /// `OS/2` `fsSelection` bit 0, or a style that says Italic or Oblique.
    public let isItalic: Bool
    /// The face's number in a collection (`ttcf`); 0 for a single font.
    public var index = 0

    /// The weight a theme names this face by: the nearest of UIKit's nine (`usWeightClass` 100 is
    /// `ultraLight`, 200 `thin`, …, 900 `black`; 350 reads as regular).
    public var weight: FontWeight {
        let hundreds = min(9, max(1, (weightClass + 50) / 100))
        return FontWeight.allCases.first { $0.numericValue == hundreds * 100 } ?? .regular
    }

    /// The description of the font at `path`, or nil when it is not a font with a PostScript name.
    public static func read(path: String) -> FontFileDescription? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return read(Array(data))
    }

    /// The most faces read from one collection.
    public static let maximumFaces = 64

    /// Every face of a font file's bytes (one for a single font, each of a collection's, at most
    /// `maximumFaces`), or empty when they are not a font; faces without a PostScript name are left out.
    public static func readAll(_ bytes: [UInt8]) -> [FontFileDescription] {
        let reader = FontTableReader(bytes: bytes)
        guard bytes.starts(with: Array("ttcf".utf8)) else { return read(bytes).map { [$0] } ?? [] }
        let count = min(maximumFaces, reader.u32(8) ?? 0)
        return (0..<count).compactMap { index in
            guard let start = reader.u32(12 + 4 * index), var face = read(reader, start: start) else { return nil }
            face.index = index
            return face
        }
    }

    /// The description of a font file's bytes (a collection's first face), or nil when they are not
    /// a font with a PostScript name.
    public static func read(_ bytes: [UInt8]) -> FontFileDescription? {
        let reader = FontTableReader(bytes: bytes)
        var start = 0
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard let first = reader.u32(12) else { return nil }
            start = first
        }
        return read(reader, start: start)
    }

    private static func read(_ reader: FontTableReader, start: Int) -> FontFileDescription? {
        guard let names = reader.table("name", start: start).map({ reader.names(in: $0) }),
            let postScriptName = names[6].flatMap({ $0.isEmpty ? nil : $0 })
        else { return nil }
        let os2 = reader.table("OS/2", start: start)
        let weightClass = os2.flatMap { reader.u16($0 + 4) }.map { (1...9).contains($0) ? $0 * 100 : $0 } ?? 400
        let style = [names[17], names[2]].compactMap { $0 }.first { !$0.isEmpty } ?? "Regular"
        let selection = os2.flatMap { reader.u16($0 + 62) } ?? 0
        let styleWords = style.lowercased()
        return FontFileDescription(
            family: [names[16], names[1]].compactMap { $0 }.first { !$0.isEmpty } ?? postScriptName,
            style: style, postScriptName: postScriptName, fullName: names[4].flatMap { $0.isEmpty ? nil : $0 } ?? postScriptName,
            weightClass: min(1000, max(1, weightClass)),
            isItalic: selection & 1 == 1 || styleWords.contains("italic") || styleWords.contains("oblique"))
    }
}

/// Bounds-checked big-endian reads of an OpenType file's table directory and naming table.
struct FontTableReader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }

    func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }

    /// Where the table tagged `tag` starts, in the font whose table directory is at `start`, or nil.
    func table(_ tag: String, start: Int) -> Int? {
        guard let tables = u16(start + 4) else { return nil }
        let wanted = Array(tag.utf8)
        for index in 0..<tables {
            let record = start + 12 + 16 * index
            guard record >= 0, record + 16 <= bytes.count else { return nil }
            if Array(bytes[record..<record + 4]) == wanted { return u32(record + 8) }
        }
        return nil
    }

    /// The naming table's strings by name ID: for each ID the Windows English (US) record, else
    /// another Windows or Unicode record, else a Macintosh one.
    func names(in table: Int) -> [Int: String] {
        guard let count = u16(table + 2), let storage = u16(table + 4) else { return [:] }
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + 12 * index
            guard let platform = u16(record), let language = u16(record + 4), let nameID = u16(record + 6),
                let length = u16(record + 8), let offset = u16(record + 10), [1, 2, 4, 6, 16, 17].contains(nameID)
            else { continue }
            let from = table + storage + offset
            guard from >= 0, from + length <= bytes.count else { continue }
            let raw = Array(bytes[from..<from + length])
            let rank: Int, text: String
            switch platform {
            case 3, 0:
                // UTF-16, big-endian.
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
                rank = platform == 3 && language == 0x409 ? 0 : 1
            case 1:
                text = String(decoding: raw, as: UTF8.self)
                rank = 2
            default: continue
            }
            if let known = best[nameID], known.rank <= rank { continue }
            best[nameID] = (rank, text.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters)))
        }
        return best.mapValues(\.text)
    }
}
