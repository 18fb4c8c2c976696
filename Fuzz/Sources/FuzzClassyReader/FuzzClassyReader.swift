import FuzzDriver
import FuzzImportSupport

/// libFuzzer entry point: any bytes as a Classy style sheet given to `render-theme import classy` (`fuzzImport`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(.classy, fileExtension: "cas", data, size)
}

@_cdecl("FuzzClassyReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
