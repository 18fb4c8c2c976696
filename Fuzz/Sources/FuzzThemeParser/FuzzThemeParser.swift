import BarTheme

/// libFuzzer entry point: any bytes as a theme file. The parser must return (a document or
/// located diagnostics) without crashing, hanging or running out of memory, and every error
/// must have a location inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (document, diagnostics) = ThemeParser.parse(text, path: "fuzz.yaml")
    for diagnostic in diagnostics where diagnostic.severity == .error {
        guard let location = diagnostic.location, location.line >= 1, location.column >= 1 else {
            fatalError("an error without a location: \(diagnostic.description)")
        }
    }
    if document == nil && !diagnostics.contains(where: { $0.severity == .error }) {
        fatalError("no document and no error")
    }
    return 0
}

// SwiftPM links an executable's entry point as `FuzzThemeParser_main` (and points `main` at it), so the
// fuzzer's driver is started from here instead of libFuzzer's own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("FuzzThemeParser_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzThemeParser($0, $1) }
}
