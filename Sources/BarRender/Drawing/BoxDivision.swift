/// `(sum + window / 2) / window` for the sums of a box of `window` bytes (`sum < 256 × window`), as
/// a multiplication and a shift (Granlund and Montgomery's exact reciprocal: with
/// `shift = N + ⌈log₂ window⌉` for sums below `2^N`, `⌈2^shift / window⌉` gives every quotient
/// exactly).
struct BoxDivision {

    let window: UInt32
    let half: UInt32
    let multiplier: UInt64
    let shift: UInt64

    init(window: UInt32) {
        precondition(window > 0 && window < 1 << 20, "a box window of \(window) samples")
        self.window = window
        half = window / 2
        // Every dividend is below 256 × window + window / 2 < 2^bits.
        let limit = UInt64(256) * UInt64(window) + UInt64(window / 2)
        let bits = UInt64(64 - (limit - 1).leadingZeroBitCount)
        let logWindow = UInt64(64 - (UInt64(window) - 1).leadingZeroBitCount)
        shift = bits + logWindow
        multiplier = ((UInt64(1) << shift) + UInt64(window) - 1) / UInt64(window)
    }

    /// The rounded mean of a window whose samples add up to `sum`.
    @inline(__always)
    func rounded(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum + half) &* multiplier) >> shift)
    }
}
