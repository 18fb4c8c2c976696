/// The deflate blocks ``BarPNGWriter`` writes for differing rows (docs/PERFORMANCE.md, "Neighbour
/// matches instead of a match search"). Matches are looked for only where a bar's filtered bytes
/// repeat: one byte back (a run of zeros after a zero: flat colour once Sub-filtered) and one
/// filtered line back, straight up or one or two pixels to either side (a soft shadow's or a
/// gradient's contour going down); the longest wins, every other byte is a literal, and each block's
/// Huffman codes are made for its own symbol counts. libdeflate's match search finds little more on
/// a bar and costs several times as much.
///
/// Tokens are kept between blocks and images; one per writer, used from one thread at a time.
struct NeighbourMatchBlock {
    /// A token per literal (its byte, 0 … 255) or match (512 × (1 + its distance's index in
    /// `distances`) + its length, 3 … 258).
    private var tokens: [UInt16] = []
    private var litCounts = [Int](repeating: 0, count: 286)
    private var distanceCounts = [Int](repeating: 0, count: 30)
    /// The distances tried, in order (a tie keeps the first): 1, then a line and a line ∓ 1 and 2 pixels.
    private var distances: [Int] = []
    private var lineBytes = 0
    /// The codes of the block being written, by token (see `write`).
    private var codes: [UInt64] = []

    /// At most this many lines a block, so each part of a bar (flat band, shadows, text) gets codes
    /// made for it.
    static let linesPerBlock = 64
    /// A block with more literals than one byte in this many (an image, a photograph behind glass)
    /// goes to libdeflate instead, whose match search then pays for itself.
    static let maximumLiteralShare = 8

    /// Reads `stretch[range]` into tokens: the filtered lines of one block, matches reaching back
    /// into `stretch` before `range` (the stream's bytes just before). False (nothing to write) when
    /// more than one byte in ``maximumLiteralShare`` would be a literal.
    mutating func tokenize(_ stretch: UnsafeBufferPointer<UInt8>, range: Range<Int>, lineBytes: Int) -> Bool {
        if lineBytes != self.lineBytes {
            self.lineBytes = lineBytes
            distances = [1] + [0, -4, 4, -8, 8].map { lineBytes + $0 }.filter { $0 > 1 && $0 <= 32768 }
        }
        tokens.removeAll(keepingCapacity: true)
        let base = stretch.baseAddress!, end = range.upperBound, distances = distances
        let literalBudget = range.count / Self.maximumLiteralShare
        var literals = 0, index = range.lowerBound
        while index < end {
            let byte = base[index]
            var best = 0, bestKind = 0
            if byte == 0 && index > 0 && base[index - 1] == 0 {
                best = Self.equalBytes(base + index, base + index - 1, limit: min(258, end - index))
                bestKind = 1
            }
            if best < 258 {
                var kind = 1
                while kind < distances.count {
                    let distance = distances[kind]
                    kind += 1
                    guard distance <= index, base[index - distance] == byte else { continue }
                    let run = Self.equalBytes(base + index, base + index - distance, limit: min(258, end - index))
                    if run > best { (best, bestKind) = (run, kind) }
                }
            }
            if best >= 3 {
                tokens.append(UInt16(bestKind * 512 + best))
                index += best
                continue
            }
            tokens.append(UInt16(byte))
            index += 1
            literals += 1
            if literals > literalBudget { return false }
        }
        return true
    }

    /// Writes the tokens of the last ``tokenize(_:range:lineBytes:)`` as one block; `final` sets BFINAL.
    mutating func write(final: Bool, to writer: inout DeflateBitWriter) {
        for index in litCounts.indices { litCounts[index] = 0 }
        for index in distanceCounts.indices { distanceCounts[index] = 0 }
        let lengthSymbols = DeflateHuffman.lengthSymbols, distanceSymbols = distances.map { DeflateHuffman.distanceSymbol($0) }
        for token in tokens {
            let length = Int(token & 511), kind = Int(token >> 9)
            if kind == 0 {
                litCounts[length] += 1
            } else {
                litCounts[lengthSymbols[length].symbol] += 1
                distanceCounts[distanceSymbols[kind - 1].symbol] += 1
            }
        }
        litCounts[256] += 1
        // At least two distance codes, so the code is complete (every inflater accepts it).
        var usedSymbols = distanceCounts.filter { $0 > 0 }.count
        for symbol in 0..<2 where usedSymbols < 2 && distanceCounts[symbol] == 0 {
            distanceCounts[symbol] = 1
            usedSymbols += 1
        }
        let litLengths = DeflateHuffman.lengths(counts: litCounts, limit: 15)
        let litCodes = DeflateHuffman.reversedCodes(lengths: litLengths)
        let usedDistances = (distanceCounts.lastIndex { $0 > 0 } ?? 0) + 1
        let distanceLengths = DeflateHuffman.lengths(counts: Array(distanceCounts[0..<usedDistances]), limit: 15)
        let distanceCodes = DeflateHuffman.reversedCodes(lengths: distanceLengths)
        writer.write(final ? 1 : 0, count: 1)
        for part in DeflateHuffman.dynamicBlockHeader(litLengths: litLengths, distanceLengths: distanceLengths) {
            writer.write(part.value, count: part.bits)
        }
        // Each token's whole code (a match's length code and extra bits, then its distance's code
        // and extra bits) made the first time the token is met: code << 8 | bit count, 0 not yet made.
        if codes.count != 7 * 512 { codes = [UInt64](repeating: 0, count: 7 * 512) }
        codes.withUnsafeMutableBufferPointer { codes in
            codes.update(repeating: 0)
            for token in tokens {
                var entry = codes[Int(token)]
                if entry == 0 {
                    let length = Int(token & 511), kind = Int(token >> 9)
                    var code: UInt64, bits: Int
                    if kind == 0 {
                        (code, bits) = (UInt64(litCodes[length]), litLengths[length])
                    } else {
                        let (symbol, extra, extraBits) = lengthSymbols[length], distance = distanceSymbols[kind - 1]
                        code = UInt64(litCodes[symbol]) | UInt64(extra) << UInt64(litLengths[symbol])
                        bits = litLengths[symbol] + extraBits
                        code |= UInt64(distanceCodes[distance.symbol]) << UInt64(bits)
                        bits += distanceLengths[distance.symbol]
                        code |= UInt64(distance.extra) << UInt64(bits)
                        bits += distance.extraBits
                    }
                    entry = code << 8 | UInt64(bits)
                    codes[Int(token)] = entry
                }
                writer.writeWide(entry >> 8, count: Int(entry & 0xFF))
            }
        }
        writer.write(litCodes[256], count: litLengths[256])
    }

    /// How many bytes from `a` equal those from `b` (at most `limit`), eight at a time where it can.
    /// `b` lies before `a` (a match may overlap itself, as deflate's may).
    private static func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var run = 0
        let left = UnsafeRawPointer(a), right = UnsafeRawPointer(b)
        while run + 8 <= limit,
            left.loadUnaligned(fromByteOffset: run, as: UInt64.self) == right.loadUnaligned(fromByteOffset: run, as: UInt64.self)
        { run += 8 }
        while run < limit, a[run] == b[run] { run += 1 }
        return run
    }
}
