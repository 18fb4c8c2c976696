/// The start of a PNG file: the 8-byte signature and the `IHDR` chunk with the image's size in
/// pixels (PNG specification §5.2, §11.2.2). Read without decoding the image: BarTheme has no C.
public struct PNGHeader: Equatable, Sendable {
    /// Width in pixels.
    public let width: UInt32
    /// Height in pixels.
    public let height: UInt32

    /// Bytes needed to read the header: signature (8), chunk length (4), type (4), width, height.
    public static let length = 24

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(width: UInt32, height: UInt32) {
        self.width = width
        self.height = height
    }

    /// The header, or `nil` when `bytes` do not start like a PNG file.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= Self.length, Array(bytes[0..<8]) == Self.signature,
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> UInt32 {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        width = word(16)
        height = word(20)
    }
}
