/// Finds where a raw deflate stream's last block starts and where the stream ends, to the bit, by
/// reading its block headers and Huffman symbols without producing any output (RFC 1951 §3.2).
///
/// ``BarPNGWriter`` compresses each stretch of differing rows with libdeflate, whose one-shot API
/// ends every stream with a final block padded to a whole byte; to join such a stream with the
/// blocks around it, the writer clears that block's BFINAL bit and copies exactly the stream's bits.
/// libdeflate offers no call that stops without a final block, and its output ends with 0 to 7
/// padding bits that only reading the last block tells apart (docs/PERFORMANCE.md).
struct DeflateStreamScanner {
    struct Layout: Equatable {
        /// The bit (from bit 0 of byte 0) that is the last block's BFINAL.
        var finalBlockBit: Int
        /// The number of bits up to and including the last block's end-of-block symbol.
        var bitCount: Int
        /// Whether a block is stored: its bytes are aligned to the stream's bytes, so the stream can
        /// only be copied to a byte boundary.
        var hasStoredBlock: Bool
    }

    struct Malformed: Error {}

    /// A decoding table for one Huffman code: indexed by the next `maxBits` bits of the stream, each
    /// entry is `symbol << 4 | length` (0 where no code begins).
    private var litTable: [UInt16] = [], distanceTable: [UInt16] = [], codeLengthTable: [UInt16] = []

    /// The layout of the complete raw deflate stream in `bytes`; throws if it is not one.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) throws(Malformed) -> Layout {
        var reader = BitReader(bytes: bytes), hasStoredBlock = false
        while true {
            let blockStart = reader.position
            let isFinal = try reader.read(1) == 1
            switch try reader.read(2) {
            case 0:
                hasStoredBlock = true
                reader.position = (reader.position + 7) & ~7
                let length = Int(try reader.read(16)), complement = Int(try reader.read(16))
                guard length ^ 0xFFFF == complement, reader.position + length * 8 <= bytes.count * 8 else { throw Malformed() }
                reader.position += length * 8
            case 1:
                let lit = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
                try skipSymbols(&reader, litLengths: lit, distanceLengths: [Int](repeating: 5, count: 30))
            case 2:
                let (lit, distance) = try readDynamicHeader(&reader)
                try skipSymbols(&reader, litLengths: lit, distanceLengths: distance)
            default: throw Malformed()
            }
            if isFinal { return Layout(finalBlockBit: blockStart, bitCount: reader.position, hasStoredBlock: hasStoredBlock) }
        }
    }

    private mutating func readDynamicHeader(_ reader: inout BitReader) throws(Malformed) -> ([Int], [Int]) {
        let litCount = Int(try reader.read(5)) + 257, distanceCount = Int(try reader.read(5)) + 1
        let orderedCount = Int(try reader.read(4)) + 4
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<orderedCount { codeLengthLengths[DeflateHuffman.codeLengthOrder[index]] = Int(try reader.read(3)) }
        let codeLengthBits = try Self.fill(&codeLengthTable, lengths: codeLengthLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(litCount + distanceCount)
        while lengths.count < litCount + distanceCount {
            let symbol = try Self.decode(&reader, codeLengthTable, codeLengthBits)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Malformed() }
                lengths += repeatElement(last, count: 3 + Int(try reader.read(2)))
            case 17: lengths += repeatElement(0, count: 3 + Int(try reader.read(3)))
            default: lengths += repeatElement(0, count: 11 + Int(try reader.read(7)))
            }
        }
        guard lengths.count == litCount + distanceCount else { throw Malformed() }
        return (Array(lengths[0..<litCount]), Array(lengths[litCount...]))
    }

    /// Reads symbols up to and including the end-of-block symbol.
    private mutating func skipSymbols(_ reader: inout BitReader, litLengths: [Int], distanceLengths: [Int]) throws(Malformed) {
        let litBits = try Self.fill(&litTable, lengths: litLengths)
        let distanceBits = try Self.fill(&distanceTable, lengths: distanceLengths)
        while true {
            let symbol = try Self.decode(&reader, litTable, litBits)
            if symbol < 256 { continue }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < 29 else { throw Malformed() }
            reader.position += DeflateHuffman.lengthExtraBits[index]
            let distance = try Self.decode(&reader, distanceTable, distanceBits)
            guard distance < 30 else { throw Malformed() }
            reader.position += DeflateHuffman.distanceExtraBits[distance]
        }
    }

    /// Fills `table` for the code of `lengths`; returns the table's index width (the longest code).
    /// A code with no symbols (a block without matches may give every distance length 0) gets a
    /// table of one empty entry: decoding from it is an error.
    private static func fill(_ table: inout [UInt16], lengths: [Int]) throws(Malformed) -> Int {
        let maxBits = lengths.max() ?? 0
        guard maxBits <= 15 else { throw Malformed() }
        let size = 1 << maxBits
        if table.count < size { table = [UInt16](repeating: 0, count: size) }
        table.withUnsafeMutableBufferPointer { entries in
            entries.baseAddress!.update(repeating: 0, count: size)
            let codes = DeflateHuffman.reversedCodes(lengths: lengths)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                var index = Int(codes[symbol])
                while index < size {
                    entries[index] = UInt16(symbol << 4 | length)
                    index += 1 << length
                }
            }
        }
        return maxBits
    }

    private static func decode(_ reader: inout BitReader, _ table: [UInt16], _ bits: Int) throws(Malformed) -> Int {
        let entry = table[Int(reader.peek(bits))]
        guard entry != 0 else { throw Malformed() }
        reader.position += Int(entry & 15)
        guard reader.position <= reader.bitLimit else { throw Malformed() }
        return Int(entry >> 4)
    }

    /// Reads bits least significant first; reading past the end gives zero bits (callers check the
    /// position against `bitLimit`).
    struct BitReader {
        let bytes: UnsafeRawBufferPointer
        var position = 0
        var bitLimit: Int { bytes.count * 8 }

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        /// The next `count` (≤ 25) bits, without moving.
        func peek(_ count: Int) -> UInt32 {
            let byte = position >> 3
            var word: UInt32 = 0
            if byte + 4 <= bytes.count {
                word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: byte, as: UInt32.self))
            } else {
                for k in 0..<max(0, min(4, bytes.count - byte)) { word |= UInt32(bytes[byte + k]) << UInt32(8 * k) }
            }
            return (word >> UInt32(position & 7)) & (1 << UInt32(count) - 1)
        }

        mutating func read(_ count: Int) throws(Malformed) -> UInt32 {
            let value = peek(count)
            position += count
            guard position <= bitLimit else { throw Malformed() }
            return value
        }
    }
}
