/// Huffman codes of the deflate format (RFC 1951 §3.2.2) for the small alphabets ``EqualRowRunBlock``
/// writes and ``DeflateStreamScanner`` reads: code lengths from symbol counts, the canonical codes of
/// given lengths (bit-reversed, as deflate writes them least significant bit first), and the tables
/// of length and distance symbols.
enum DeflateHuffman {
    /// Code lengths (0 = unused) of an optimal prefix code for `counts`: a plain Huffman tree, ties
    /// broken by symbol order so the same counts always give the same lengths. A single used symbol
    /// gets length 1. The alphabets this is used for have at most a handful of used symbols, so no
    /// length comes near deflate's limits (15, and 7 for the code-length alphabet); `limit` is checked.
    static func lengths(counts: [Int], limit: Int) -> [Int] {
        var lengths = [Int](repeating: 0, count: counts.count)
        // Nodes: leaves first (the used symbols), then inner nodes as they are made.
        var weight: [Int] = [], parent: [Int] = [], leafSymbol: [Int] = []
        for (symbol, count) in counts.enumerated() where count > 0 {
            weight.append(count); parent.append(-1); leafSymbol.append(symbol)
        }
        guard leafSymbol.count > 1 else {
            if let only = leafSymbol.first { lengths[only] = 1 }
            return lengths
        }
        var open = Array(weight.indices)
        while open.count > 1 {
            open.sort { weight[$0] != weight[$1] ? weight[$0] < weight[$1] : $0 < $1 }
            let a = open.removeFirst(), b = open.removeFirst()
            weight.append(weight[a] + weight[b]); parent.append(-1)
            parent[a] = weight.count - 1; parent[b] = weight.count - 1
            open.append(weight.count - 1)
        }
        for (leaf, symbol) in leafSymbol.enumerated() {
            var depth = 0, node = leaf
            while parent[node] >= 0 { depth += 1; node = parent[node] }
            precondition(depth <= limit, "a Huffman code longer than deflate allows for this alphabet")
            lengths[symbol] = depth
        }
        return lengths
    }

    /// The canonical codes for `lengths` (RFC 1951 §3.2.2), each bit-reversed to its length so it can
    /// be written least significant bit first; 0 for unused symbols.
    static func reversedCodes(lengths: [Int]) -> [UInt32] {
        var countOfLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countOfLength[length] += 1 }
        var next = [Int](repeating: 0, count: 16), code = 0
        for bits in 1...15 {
            code = (code + countOfLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[length] += 1 }
            return reverse(UInt32(next[length]), length)
        }
    }

    static func reverse(_ code: UInt32, _ length: Int) -> UInt32 {
        var code = code, reversed: UInt32 = 0
        for _ in 0..<length {
            reversed = reversed << 1 | code & 1
            code >>= 1
        }
        return reversed
    }

    /// The smallest length of length symbols 257 … 285, and their extra bits.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The smallest distance of distance symbols 0 … 29, and their extra bits.
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block's header gives the code-length alphabet's lengths.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The length symbol (257 … 285) of a match of `length` bytes (3 … 258), its extra bits' value
    /// and count.
    static func lengthSymbol(_ length: Int) -> (symbol: Int, extra: UInt32, extraBits: Int) {
        precondition((3...258).contains(length), "a deflate match is 3 to 258 bytes")
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        return (257 + index, UInt32(length - lengthBase[index]), lengthExtraBits[index])
    }
}
