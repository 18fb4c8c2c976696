import BarImport
import BarTheme

/// One fuzz input as a style sheet given to `render-theme import FORMAT` (file `fuzz.EXTENSION`):
/// the importer must return a theme (and notes) without crashing, hanging or running out of
/// memory, and every note must have a place (line and column from 1).
public func fuzzImport(_ format: ImportFormat, fileExtension: String, _ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = ThemeImporter.run(.init(format: format, sources: [(path: "fuzz.\(fileExtension)", text: text)]))
    for note in result.notes where note.location.line < 1 || note.location.column < 1 {
        fatalError("a note without a place: \(note.description)")
    }
    return 0
}
