import FuzzDriver
@testable import BarImport
import BarTheme

/// libFuzzer entry point: any bytes as JSON for the located-JSON reader UISS files go through
/// (`LocatedJSON`). It must return a tree or a located error, never crash or hang; every
/// location it gives must be inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // By scalars, as the reader counts lines: "\r\n" is one Character, so Character-wise splitting would miss it.
    let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
    func check(_ location: SourceLocation) {
        guard location.line >= 1, location.column >= 1, location.line <= lines else {
            fatalError("a location outside the text: \(location) (\(lines) lines)")
        }
    }
    func walk(_ value: LocatedJSON) {
        check(value.location)
        switch value {
        case .object(let members, _): for member in members { check(member.keyLocation); walk(member.value) }
        case .array(let elements, _): elements.forEach(walk)
        default: break
        }
    }
    do { walk(try LocatedJSON.parse(text, path: "fuzz.json")) } catch { check(error.location) }
    return 0
}

@_cdecl("FuzzLocatedJSON_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzOne($0, $1) }
}
