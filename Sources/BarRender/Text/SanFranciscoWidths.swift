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

    /// Faces by optical size (`text`, `display`) and weight (100-900).
    private let faces: [String: Face]

    /// The package's table, read once per process; nil if the resource cannot be read or parsed
    /// (then text keeps Inter's widths; `SanFranciscoWidthsTests` checks it loads).
    static let shared: SanFranciscoWidths? = {
        guard let url = Bundle.module.url(forResource: "widths", withExtension: "txt", subdirectory: "SanFrancisco"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        return try? SanFranciscoWidths(parsing: text)
    }()

    /// The face `font` is laid out on: SF Pro Text below 20 pt, Display from 20 pt, in the weight
    /// of the Inter face drawn (the font's own for `system`, which has all nine; `Inter Display`
    /// has Bold only, so any weight of it is laid out on SF's Bold, as it is drawn); nil when Inter
    /// does not stand in for San Francisco in `font`.
    func face(for font: FontDescriptor) -> Face? {
        guard font.standsInForSanFrancisco else { return nil }
        let optical = font.size < TrackingTable.displayFromSize ? "text" : "display"
        let drawn = FontTable.face(family: font.family, weight: font.weight)?.weight ?? font.weight
        return faces["\(optical) \(drawn.numericValue)"]
    }

    /// The face for an optical size (`text`, `display`) and weight, as the table names it.
    func face(optical: String, weight: Int) -> Face? { faces["\(optical) \(weight)"] }

    /// Parses the table (format in its header: `face`, `track`, `g` and `k` lines; `#` comments).
    init(parsing text: String) throws(RenderError) {
        var faces: [String: Face] = [:]
        var current: String?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ")
            guard let kind = fields.first, !kind.hasPrefix("#") else { continue }
            if kind == "face", fields.count >= 3 {
                let name = "\(fields[1]) \(fields[2])"
                current = name
                faces[name] = Face()
                continue
            }
            guard let name = current, Self.parse(fields, into: &faces[name, default: Face()]) else {
                throw RenderError.font("SanFrancisco/widths.txt:\(number + 1): cannot read '\(line)'")
            }
        }
        self.faces = faces
    }

    /// Adds one `track`, `g` or `k` line to `face`; false when the line is malformed.
    private static func parse(_ fields: [Substring], into face: inout Face) -> Bool {
        switch fields.first {
        case "track":
            let entries = fields.dropFirst().map { $0.split(separator: ":").compactMap { Double($0) } }
            guard entries.allSatisfy({ $0.count == 2 }) else { return false }
            face.track = entries.map { ($0[0], $0[1]) }
        case "g":
            let numbers = fields.dropFirst(2).compactMap { Int($0) }
            guard fields.count == 7, numbers.count == 5, let code = UInt32(fields[1], radix: 16), let scalar = Unicode.Scalar(code) else {
                return false
            }
            face.glyphs[scalar] = Glyph(
                advance: Double(numbers[0]), inkLeft: Double(numbers[1]), inkRight: Double(numbers[2]), leftClass: numbers[3],
                rightClass: numbers[4])
        case "k":
            let numbers = fields.dropFirst().compactMap { Int($0) }
            guard numbers.count == 3 else { return false }
            face.kerning[Face.pairKey(numbers[0], numbers[1])] = Double(numbers[2])
        default:
            return false
        }
        return true
    }
}
