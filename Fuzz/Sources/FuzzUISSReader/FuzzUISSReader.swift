import FuzzDriver
import FuzzImportSupport

/// libFuzzer entry point: any bytes as UISS JSON given to `render-theme import uiss` (`fuzzImport`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(.uiss, fileExtension: "json", data, size)
}

@_cdecl("FuzzUISSReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
