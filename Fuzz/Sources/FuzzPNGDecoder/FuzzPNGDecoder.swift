import BarRender
import Foundation

/// libFuzzer entry point: any bytes as a PNG file. `PNGStructure.check` must accept or refuse
/// them without crashing; what it accepts, the decoder (libpng through Cairo) must decode to an
/// image of the size the header gave.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let header = try? PNGStructure.check(bytes) else { return 0 }
    do {
        let raster = try PNGCodec.decode(bytes)
        guard raster.width == header.width, raster.height == header.height else {
            fatalError("decoded \(raster.width)×\(raster.height), header says \(header.width)×\(header.height)")
        }
    } catch {
        fatalError("PNGStructure accepted a file the decoder refuses: \(error)")
    }
    return 0
}
