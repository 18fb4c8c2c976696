import FuzzDriver
@testable import BarTheme

/// libFuzzer entry point: any bytes as a design tokens file (`colors: { from: tokens.json }`): the
/// JSON reader (`DesignTokenJSON`), the token set and the alias resolver of every token. Each must
/// return a value or a located diagnostic, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch DesignTokenJSON.parse(text, file: "fuzz.json") {
    case .failed(let diagnostic):
        guard let location = diagnostic.location, location.line >= 1, location.column >= 1 else {
            fatalError("an error without a location: \(diagnostic.description)")
        }
    case .tree(let root):
        var set = DesignTokenSet()
        let legacy = !text.contains("\"$value\"") && text.contains("\"value\"")
        _ = set.add(root, file: "fuzz.json", legacy: legacy)
        let resolver = DesignTokenResolver(set: set)
        for path in set.order { _ = resolver.resolve(path) }
    }
    return 0
}

@_cdecl("FuzzDesignTokens_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
