/// Huffman codes of the deflate format (RFC 1951 §3.2.2) for the small alphabets ``EqualRowRunBlock``
/// writes and ``DeflateStreamScanner`` reads: code lengths from symbol counts, the canonical codes of
/// given lengths (bit-reversed, as deflate writes them least significant bit first), and the tables
/// of length and distance symbols.
enum DeflateHuffman {
    /// Code lengths (0 = unused) of a prefix code for `counts` no longer than `limit` bits: a plain
    /// Huffman tree, ties broken by symbol order (a leaf before an inner node of the same weight, older
    /// inner nodes first) so the same counts always give the same lengths. A single used symbol gets
    /// length 1. When the tree is deeper than `limit` (15 for literals and lengths, 7 for the
    /// code-length alphabet), the counts are halved (a used symbol keeps at least 1) and the tree made
    /// again, until it fits: flatter counts give a shallower tree, and the code stays a complete one.
    static func lengths(counts: [Int], limit: Int) -> [Int] {
        var weights = counts
        while true {
            let lengths = huffmanLengths(counts: weights)
            if (lengths.max() ?? 0) <= limit { return lengths }
            weights = weights.map { $0 > 0 ? max(1, $0 / 2) : 0 }
        }
    }

    /// An unlimited Huffman tree's code lengths for `counts`, built with two queues: the used symbols
    /// sorted by count (then symbol), and the inner nodes in the order they are made (their weights
    /// never decrease).
    private static func huffmanLengths(counts: [Int]) -> [Int] {
        var lengths = [Int](repeating: 0, count: counts.count)
        let leaves = counts.indices.filter { counts[$0] > 0 }.sorted { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 < $1 }
        guard leaves.count > 1 else {
            if let only = leaves.first { lengths[only] = 1 }
            return lengths
        }
        // Nodes: 0 ..< leaves.count are the leaves in sorted order, then inner nodes as they are made.
        var weight = leaves.map { counts[$0] }, parent = [Int](repeating: -1, count: leaves.count)
        weight.reserveCapacity(2 * leaves.count); parent.reserveCapacity(2 * leaves.count)
        var nextLeaf = 0, nextInner = leaves.count
        func take() -> Int {
            if nextLeaf < leaves.count && (nextInner >= weight.count || weight[nextLeaf] <= weight[nextInner]) {
                defer { nextLeaf += 1 }
                return nextLeaf
            }
            defer { nextInner += 1 }
            return nextInner
        }
        for _ in 1..<leaves.count {
            let a = take(), b = take()
            weight.append(weight[a] + weight[b]); parent.append(-1)
            parent[a] = weight.count - 1; parent[b] = weight.count - 1
        }
        // Depths from the root down: a node's parent is always made after it.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (leaf, symbol) in leaves.enumerated() { lengths[symbol] = depth[leaf] }
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

    /// ``lengthSymbol(_:)`` of every length, by length (0 … 2 unused).
    static let lengthSymbols: [(symbol: Int, extra: UInt32, extraBits: Int)] = (0...258).map { $0 < 3 ? (0, 0, 0) : lengthSymbol($0) }

    /// The distance symbol (0 … 29) of a match `distance` bytes back (1 … 32768), its extra bits'
    /// value and count.
    static func distanceSymbol(_ distance: Int) -> (symbol: Int, extra: UInt32, extraBits: Int) {
        precondition((1...32768).contains(distance), "a deflate distance is 1 to 32768 bytes")
        var index = distanceBase.count - 1
        while distanceBase[index] > distance { index -= 1 }
        return (index, UInt32(distance - distanceBase[index]), distanceExtraBits[index])
    }

    /// BTYPE 2 and a dynamic block's header (RFC 1951 §3.2.7) for these code lengths: runs of unused
    /// symbols as code-length symbols 17 and 18, used lengths one by one.
    static func dynamicBlockHeader(litLengths: [Int], distanceLengths: [Int]) -> [(value: UInt32, bits: Int)] {
        let litCount = max(257, (litLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = Array(litLengths[0..<litCount]) + distanceLengths
        var symbols: [(symbol: Int, extra: UInt32, extraBits: Int)] = [], index = 0
        while index < sequence.count {
            var run = 0
            while sequence[index] == 0 && index + run < sequence.count && sequence[index + run] == 0 && run < 138 { run += 1 }
            if run >= 11 {
                symbols.append((18, UInt32(run - 11), 7)); index += run
            } else if run >= 3 {
                symbols.append((17, UInt32(run - 3), 3)); index += run
            } else {
                symbols.append((sequence[index], 0, 0)); index += 1
            }
        }
        var counts = [Int](repeating: 0, count: 19)
        for entry in symbols { counts[entry.symbol] += 1 }
        let codeLengthLengths = DeflateHuffman.lengths(counts: counts, limit: 7)
        let codeLengthCodes = DeflateHuffman.reversedCodes(lengths: codeLengthLengths)
        let ordered = DeflateHuffman.codeLengthOrder.map { codeLengthLengths[$0] }
        let orderedCount = max(4, (ordered.lastIndex { $0 > 0 } ?? 0) + 1)
        var header: [(value: UInt32, bits: Int)] = [
            (2, 2), (UInt32(litCount - 257), 5), (UInt32(distanceLengths.count - 1), 5), (UInt32(orderedCount - 4), 4),
        ]
        header += ordered[0..<orderedCount].map { (UInt32($0), 3) }
        for entry in symbols {
            header.append((codeLengthCodes[entry.symbol], codeLengthLengths[entry.symbol]))
            if entry.extraBits > 0 { header.append((entry.extra, entry.extraBits)) }
        }
        return header
    }
}
