/// The deflate block ``BarPNGWriter`` writes for a run of rows equal to the row above, without
/// compressing them (docs/PERFORMANCE.md, "Equal rows as runs").
///
/// Each such row is filtered with Up: a filter byte 2, then `rowBytes` zero bytes. The block writes a
/// row as the literal 2, the literal 0, and the other zeros as matches at distance 1 (258 bytes each,
/// then the rest), in a dynamic-Huffman block whose codes are made for exactly these symbols: a
/// 258-byte match costs 2 bits, a 1170 px row about 6 bytes. The header and the codes depend only on
/// the row's length, so one instance serves every run of every image of that width.
struct EqualRowRunBlock {
    let rowBytes: Int
    /// A row's symbols after the filter byte's literal 2 and the first zero's literal 0: match lengths
    /// at distance 1, then (only for rows shorter than 4 bytes) literal zeros.
    private let matches: [(code: UInt32, bits: Int)]
    private let trailingZeros: Int
    private let literalTwo: (code: UInt32, bits: Int), literalZero: (code: UInt32, bits: Int)
    private let endOfBlock: (code: UInt32, bits: Int)
    /// The header after the BFINAL bit: BTYPE, the counts, the code-length code and the code lengths.
    private let header: [(value: UInt32, bits: Int)]

    init(rowBytes: Int) {
        self.rowBytes = rowBytes
        // The zeros after the first one, as match lengths of 3 … 258 (none shorter than 3 left over
        // unless the whole remainder is).
        var lengths: [Int] = [], left = rowBytes - 1
        while left >= 3 {
            let take = left > 258 ? (left - 258 < 3 ? left - 3 : 258) : left
            lengths.append(take)
            left -= take
        }
        trailingZeros = left
        var counts = [Int](repeating: 0, count: 286)
        counts[2] += 1; counts[0] += 1 + left; counts[256] += 1
        for length in lengths { counts[DeflateHuffman.lengthSymbol(length).symbol] += 1 }
        let litLengths = DeflateHuffman.lengths(counts: counts, limit: 15)
        let litCodes = DeflateHuffman.reversedCodes(lengths: litLengths)
        // Two distance codes of one bit (only distance 1, symbol 0, is used): a complete code, which
        // every inflater accepts.
        let distanceLengths = [1, 1]
        let distanceCode = DeflateHuffman.reversedCodes(lengths: distanceLengths)[0]
        func code(_ symbol: Int) -> (code: UInt32, bits: Int) { (litCodes[symbol], litLengths[symbol]) }
        literalTwo = code(2); literalZero = code(0); endOfBlock = code(256)
        matches = lengths.map { length in
            let (symbol, extra, extraBits) = DeflateHuffman.lengthSymbol(length)
            // Length code, its extra bits, then distance symbol 0 (distance 1, no extra bits).
            let bits = litLengths[symbol] + extraBits + 1
            return (litCodes[symbol] | extra << UInt32(litLengths[symbol]) | distanceCode << UInt32(litLengths[symbol] + extraBits), bits)
        }
        header = DeflateHuffman.dynamicBlockHeader(litLengths: litLengths, distanceLengths: distanceLengths)
    }

    /// Writes one block holding `rows` equal rows; `final` sets BFINAL (the stream's last block).
    func write(rows: Int, final: Bool, to writer: inout DeflateBitWriter) {
        writer.write(final ? 1 : 0, count: 1)
        for part in header { writer.write(part.value, count: part.bits) }
        for _ in 0..<rows {
            writer.write(literalTwo.code, count: literalTwo.bits)
            writer.write(literalZero.code, count: literalZero.bits)
            for match in matches { writer.write(match.code, count: match.bits) }
            for _ in 0..<trailingZeros { writer.write(literalZero.code, count: literalZero.bits) }
        }
        writer.write(endOfBlock.code, count: endOfBlock.bits)
    }
}
