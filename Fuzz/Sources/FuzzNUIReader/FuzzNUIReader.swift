import FuzzDriver
import FuzzImportSupport

/// libFuzzer entry point: any bytes as a NUI style sheet given to `render-theme import nui` (`fuzzImport`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzImport(.nui, fileExtension: "nss", data, size)
}

@_cdecl("FuzzNUIReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
