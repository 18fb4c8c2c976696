import FuzzDriver
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

@_cdecl("FuzzThemeParser_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzThemeParser($0, $1) }
}
