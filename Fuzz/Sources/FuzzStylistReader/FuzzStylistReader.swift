import FuzzDriver
import FuzzImportSupport

/// libFuzzer entry point: any bytes as a Stylist theme given to `render-theme import stylist` (`fuzzImport`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(.stylist, fileExtension: "yaml", data, size)
}

@_cdecl("FuzzStylistReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
