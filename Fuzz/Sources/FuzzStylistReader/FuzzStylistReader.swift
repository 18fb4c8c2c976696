import BarImport
import BarTheme

/// libFuzzer entry point: any bytes as a Stylist YAML file given to `render-theme import stylist`. The
/// importer must return a theme (and located notes) without crashing, hanging or running out of
/// memory, and every note must have a place (line and column from 1).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = ThemeImporter.run(.init(format: .stylist, sources: [(path: "fuzz.yaml", text: text)]))
    for note in result.notes where note.location.line < 1 || note.location.column < 1 {
        fatalError("a note without a place: \(note.description)")
    }
    return 0
}

// SwiftPM links an executable's entry point as `FuzzStylistReader_main` (and points `main` at it), so the
// fuzzer's driver is started from here instead of libFuzzer's own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("FuzzStylistReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzOne($0, $1) }
}
