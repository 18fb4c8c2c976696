/// Writes a deflate stream bit by bit, least significant bit first (RFC 1951 §3.1.1), into a byte
/// buffer it keeps between images (``BarPNGWriter`` joins its own blocks and libdeflate's with it).
struct DeflateBitWriter {
    /// The bytes written so far (whole bytes only; ``finish()`` writes the last partial one).
    private(set) var bytes: [UInt8] = []
    /// Bits not yet in `bytes`, the first written in the lowest bit.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Empties the writer, keeping its buffer's capacity.
    mutating func reset(capacity: Int) {
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(capacity)
        pending = 0
        pendingCount = 0
    }

    /// Writes the `count` (≤ 32) low bits of `value`, lowest first.
    mutating func write(_ value: UInt32, count: Int) {
        writeWide(UInt64(value), count: count)
    }

    /// Writes the `count` (≤ 56) low bits of `value`, lowest first (a match's codes at once).
    mutating func writeWide(_ value: UInt64, count: Int) {
        pending |= value << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Writes the first `bitCount` bits of `source` (bit 0 of byte 0 first), as they are.
    mutating func append(bitsOf source: UnsafeRawPointer, bitCount: Int) {
        var offset = 0
        let wholeWords = bitCount / 32
        if pendingCount == 0 {
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: wholeWords * 4))
            offset = wholeWords * 4
        } else {
            for word in 0..<wholeWords {
                write(UInt32(littleEndian: source.loadUnaligned(fromByteOffset: word * 4, as: UInt32.self)), count: 32)
            }
            offset = wholeWords * 4
        }
        var left = bitCount - wholeWords * 32
        while left > 0 {
            let take = min(8, left)
            write(UInt32(source.load(fromByteOffset: offset, as: UInt8.self)) & (1 << UInt32(take) - 1), count: take)
            offset += 1
            left -= take
        }
    }

    /// Brings the stream to a byte boundary with an empty stored block when it is not on one (a
    /// stored block's bytes are aligned to the stream's).
    mutating func alignWithEmptyStoredBlock() {
        guard pendingCount > 0 else { return }
        write(0, count: 3)  // BFINAL 0, BTYPE 00 (stored).
        finish()
        bytes.append(contentsOf: [0x00, 0x00, 0xFF, 0xFF])  // LEN 0, NLEN.
    }

    /// Pads the last byte with zero bits; the stream is then whole bytes.
    mutating func finish() {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        pendingCount = 0
    }
}
