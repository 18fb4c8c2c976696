import Foundation

/// Checks that a font file holds every table its directory lists: FreeType opens a truncated
/// font without complaint and fails (or draws nothing) only when a missing glyph is needed.
enum FontFileStructure {
    /// The first problem with an sfnt file (OpenType, TrueType, or a collection), or `nil`.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 12 else { return "the file is \(bytes.count) bytes, too short for a font" }
        if bytes[0..<4].elementsEqual(Array("ttcf".utf8)) {
            let count = Int(readUInt32(bytes, 8))
            guard count > 0, count <= 256, 12 + 4 * count <= bytes.count else {
                return "the collection's font count (\(count)) does not fit the file"
            }
            for index in 0..<count {
                let offset = Int(readUInt32(bytes, 12 + 4 * index))
                if let problem = tableDirectoryProblem(bytes, at: offset) { return "font \(index) of the collection: \(problem)" }
            }
            return nil
        }
        return tableDirectoryProblem(bytes, at: 0)
    }

    static func tableDirectoryProblem(_ bytes: [UInt8], at start: Int) -> String? {
        guard start >= 0, start + 12 <= bytes.count else { return "truncated: the table directory at byte \(start) is cut off" }
        let version = readUInt32(bytes, start)
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) else { return "not an OpenType or TrueType font" }
        let tables = Int(UInt16(bytes[start + 4]) << 8 | UInt16(bytes[start + 5]))
        guard tables > 0, start + 12 + 16 * tables <= bytes.count else {
            return "truncated: the directory lists \(tables) tables the file cannot hold"
        }
        for index in 0..<tables {
            let record = start + 12 + 16 * index
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            let offset = Int(readUInt32(bytes, record + 8)), length = Int(readUInt32(bytes, record + 12))
            guard offset + length <= bytes.count else {
                return "truncated: the '\(tag)' table ends at byte \(offset + length) of a \(bytes.count)-byte file"
            }
        }
        return nil
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
