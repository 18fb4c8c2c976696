import BarTheme
import Foundation

/// San Francisco's horizontal metrics (docs/UIKIT.md §2.4, "Widths"): per face (SF Pro Text and
/// Display, nine weights) each covered character's advance, ink edges and kerning classes, the
/// `kern` feature's class pairs and the `trak` table, in font units, read from the package
/// resource `SanFrancisco/widths.txt` (numbers measured from SF Pro's files; its README names them).
/// Where Inter stands in for San Francisco, `TextEngine` lays Inter's glyphs out on these widths.
struct SanFranciscoWidths: Sendable {
    /// San Francisco's units per em.
    static let unitsPerEm = 2048.0

    /// One character's metrics, font units.
    struct Glyph: Sendable, Equatable {
        let advance: Double
        /// The outline's left and right ink edges from the pen (equal for a glyph without ink).
        let inkLeft: Double
        let inkRight: Double
        /// Kerning classes as the first and as the second character of a pair (0: never kerned).
        let leftClass: Int
        let rightClass: Int

        var hasInk: Bool { inkRight > inkLeft }
    }

    /// One face: an optical size in one weight.
    struct Face: Sendable {
        var glyphs: [Unicode.Scalar: Glyph] = [:]
        /// Adjustment by (left class, right class), font units.
        var kerning: [Int: Double] = [:]
        /// The `trak` table's normal track: point size → font units.
        var track: [(size: Double, units: Double)] = []

        /// The adjustment between `first` and `second`, font units.
        func kerning(_ first: Glyph, _ second: Glyph) -> Double {
            kerning[Self.pairKey(first.leftClass, second.rightClass)] ?? 0
        }

        static func pairKey(_ left: Int, _ right: Int) -> Int { left << 16 | right }
    }

    /// The resource's bytes, and each face's lines (after its `face` line) as a range of them, by
    /// "optical weight"; a face is parsed the first time it is asked for.
    private let bytes: [UInt8]
    private let sections: [String: Range<Int>]
    /// The faces parsed so far.
    private let parsed = ParsedFaces()

    /// The package's table, read once per process; nil if the resource cannot be read or its header
    /// is malformed (then text keeps Inter's widths; `SanFranciscoWidthsTests` checks every face loads).
    static let shared: SanFranciscoWidths? = {
        guard let url = Bundle.module.url(forResource: "widths", withExtension: "txt", subdirectory: "SanFrancisco"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? SanFranciscoWidths(bytes: [UInt8](data))
    }()

    /// The face `font` is laid out on: SF Pro Text below 20 pt, Display from 20 pt, in the weight
    /// of the Inter face drawn (the font's own for `system`, which has all nine; `Inter Display`
    /// has Bold only, so any weight of it is laid out on SF's Bold, as it is drawn); nil when Inter
    /// does not stand in for San Francisco in `font`.
    func face(for font: FontDescriptor) -> Face? {
        guard font.standsInForSanFrancisco else { return nil }
        let optical = font.size < TrackingTable.displayFromSize ? "text" : "display"
        let drawn = FontTable.face(family: font.family, weight: font.weight)?.weight ?? font.weight
        return face(optical: optical, weight: drawn.numericValue)
    }

    /// The face for an optical size (`text`, `display`) and weight, as the table names it; nil when
    /// the table has no such face or its lines are malformed (`parsedFace` says which line).
    func face(optical: String, weight: Int) -> Face? { try? parsedFace(optical: optical, weight: weight) }

    /// The face for an optical size and weight, parsed on first use; throws for a malformed line.
    func parsedFace(optical: String, weight: Int) throws(RenderError) -> Face? {
        let name = "\(optical) \(weight)"
        guard let section = sections[name] else { return nil }
        return try parsed.face(named: name) { () throws(RenderError) -> Face in
            try bytes.withUnsafeBufferPointer { buffer throws(RenderError) -> Face in
                var face = Face()
                var lines = TableLines(buffer, section)
                while let line = lines.next() {
                    guard line.isEmpty == false, buffer[line.lowerBound] != UInt8(ascii: "#") else { continue }
                    guard Self.parse(TableFields(buffer, line), into: &face) else {
                        throw Self.unreadable(buffer, line)
                    }
                }
                return face
            }
        }
    }

    /// Splits the table into its faces (format in its header: `face`, `track`, `g` and `k` lines;
    /// `#` comments); each face's lines are parsed when the face is first asked for. Reading all 18
    /// faces (41 000 lines) with `split` at once took most of a debug build's first render, 0.4 of
    /// 0.55 s (docs/PERFORMANCE.md, "The San Francisco table"), and a bar uses one to three of them.
    init(parsing text: String) throws(RenderError) { try self.init(bytes: Array(text.utf8)) }

    private init(bytes: [UInt8]) throws(RenderError) {
        self.bytes = bytes
        self.sections = try bytes.withUnsafeBufferPointer { buffer throws(RenderError) -> [String: Range<Int>] in
            var sections: [String: Range<Int>] = [:]
            var current: (name: String, start: Int)?
            var lines = TableLines(buffer, 0..<buffer.count)
            while let line = lines.next() {
                var fields = TableFields(buffer, line)
                guard fields.next(is: "face") else {
                    // Only comments and blank lines come before the first face.
                    guard current != nil || line.isEmpty || buffer[line.lowerBound] == UInt8(ascii: "#") else {
                        throw Self.unreadable(buffer, line)
                    }
                    continue
                }
                guard let optical = fields.nextString(), let weight = fields.nextString() else { throw Self.unreadable(buffer, line) }
                if let current { sections[current.name] = current.start..<line.lowerBound }
                current = ("\(optical) \(weight)", min(line.upperBound + 1, buffer.count))
            }
            if let current { sections[current.name] = current.start..<buffer.count }
            return sections
        }
    }

    /// The error for a line that cannot be read, with its 1-based line number.
    private static func unreadable(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> RenderError {
        let number = 1 + buffer[..<line.lowerBound].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let text = String(decoding: buffer[line], as: UTF8.self)
        return RenderError.font("SanFrancisco/widths.txt:\(number): cannot read '\(text)'")
    }

    /// Adds one `track`, `g` or `k` line to `face`; false when the line is malformed.
    private static func parse(_ line: TableFields, into face: inout Face) -> Bool {
        var fields = line
        if fields.next(is: "track") {
            var entries: [(size: Double, units: Double)] = []
            while let entry = fields.nextString() {
                let pair = entry.split(separator: ":").compactMap { Double($0) }
                guard pair.count == 2 else { return false }
                entries.append((pair[0], pair[1]))
            }
            face.track = entries
        } else if fields.next(is: "g") {
            guard let code = fields.nextInteger(radix: 16), let scalar = Unicode.Scalar(UInt32(clamping: code)),
                let advance = fields.nextInteger(), let inkLeft = fields.nextInteger(), let inkRight = fields.nextInteger(),
                let leftClass = fields.nextInteger(), let rightClass = fields.nextInteger(), fields.atEnd
            else { return false }
            face.glyphs[scalar] = Glyph(
                advance: Double(advance), inkLeft: Double(inkLeft), inkRight: Double(inkRight), leftClass: leftClass,
                rightClass: rightClass)
        } else if fields.next(is: "k") {
            guard let left = fields.nextInteger(), let right = fields.nextInteger(), let value = fields.nextInteger(), fields.atEnd
            else { return false }
            face.kerning[Face.pairKey(left, right)] = Double(value)
        } else {
            return false
        }
        return true
    }
}

/// The lines of a range of the table's bytes, each without its newline.
private struct TableLines {
    let buffer: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        (self.buffer, position, end) = (buffer, range.lowerBound, range.upperBound)
    }

    mutating func next() -> Range<Int>? {
        guard position < end else { return nil }
        var stop = position
        while stop < end, buffer[stop] != UInt8(ascii: "\n") { stop += 1 }
        defer { position = stop + 1 }
        return position..<stop
    }
}

/// The space-separated fields of one line of the table.
private struct TableFields {
    let buffer: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) {
        (self.buffer, position, end) = (buffer, line.lowerBound, line.upperBound)
    }

    /// True when every field has been read.
    var atEnd: Bool {
        var at = position
        while at < end, buffer[at] == UInt8(ascii: " ") { at += 1 }
        return at == end
    }

    /// The next field's bytes (nil at the end of the line).
    private mutating func nextField() -> Range<Int>? {
        while position < end, buffer[position] == UInt8(ascii: " ") { position += 1 }
        guard position < end else { return nil }
        let start = position
        while position < end, buffer[position] != UInt8(ascii: " ") { position += 1 }
        return start..<position
    }

    /// Reads the next field if it is `word`; true if it was.
    mutating func next(is word: StaticString) -> Bool {
        let saved = position
        guard let field = nextField(), field.count == word.utf8CodeUnitCount,
            zip(buffer[field], UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)).allSatisfy({ $0 == $1 })
        else {
            position = saved
            return false
        }
        return true
    }

    mutating func nextString() -> String? { nextField().map { String(decoding: buffer[$0], as: UTF8.self) } }

    /// The next field as an integer (an optional minus sign, then digits of `radix`); nil if it is not one.
    mutating func nextInteger(radix: Int = 10) -> Int? {
        guard var at = nextField()?.lowerBound else { return nil }
        let negative = buffer[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        guard at < position else { return nil }
        var value = 0
        while at < position {
            let byte = buffer[at]
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            default: return nil
            }
            guard digit < radix, value < Int.max / 32 else { return nil }
            value = value * radix + digit
            at += 1
        }
        return negative ? -value : value
    }
}

/// The faces of `SanFranciscoWidths` parsed so far (or the error of a malformed one), shared by the
/// threads that render; `lock` guards `faces`.
private final class ParsedFaces: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: Result<SanFranciscoWidths.Face, RenderError>] = [:]

    /// The face named `name`, parsed by `parse` the first time (under the lock, so once).
    func face(named name: String, parse: () throws(RenderError) -> SanFranciscoWidths.Face) throws(RenderError) -> SanFranciscoWidths.Face {
        lock.lock()
        defer { lock.unlock() }
        let result = faces[name] ?? Result { () throws(RenderError) in try parse() }
        faces[name] = result
        return try result.get()
    }
}
