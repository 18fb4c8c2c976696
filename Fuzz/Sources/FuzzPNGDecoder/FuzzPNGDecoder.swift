import FuzzDriver
import BarRender
import Foundation

/// libFuzzer entry point: any bytes as a PNG file, as given and with every chunk's CRC fixed up
/// (a mutation almost always breaks a CRC, which would stop every input at the first check).
/// `PNGStructure.check` must accept or refuse them without crashing; what it accepts, the decoder
/// (libpng through Cairo) must decode to an image of the size the header gave.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    checkAndDecode(bytes)
    checkAndDecode(withFixedCRCs(bytes))
    return 0
}

func checkAndDecode(_ bytes: Data) {
    guard let header = try? PNGStructure.check(bytes) else { return }
    do {
        let raster = try PNGCodec.decode(bytes)
        guard raster.width == header.width, raster.height == header.height else {
            fatalError("decoded \(raster.width)×\(raster.height), header says \(header.width)×\(header.height)")
        }
    } catch {
        fatalError("PNGStructure accepted a file the decoder refuses: \(error)")
    }
}

/// The file with each chunk's CRC recomputed, as far as its chunk headers can be followed.
func withFixedCRCs(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
        guard length <= bytes.count - offset - 12 else { break }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[(offset + 4)..<(offset + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let at = offset + 8 + length
        bytes[at] = UInt8(crc >> 24); bytes[at + 1] = UInt8(crc >> 16 & 0xFF); bytes[at + 2] = UInt8(crc >> 8 & 0xFF); bytes[at + 3] = UInt8(crc & 0xFF)
        offset = at + 4
    }
    return Data(bytes)
}

@_cdecl("FuzzPNGDecoder_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzPNGDecoder($0, $1) }
}
