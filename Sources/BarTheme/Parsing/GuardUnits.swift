/// The characters `NestingGuard` looks for, as units of the text it scans: UTF-8 bytes when every
/// ASCII byte of the text is a `Character` by itself (`NestingGuard.asciiBytesAreCharacters`: the
/// scans look only for ASCII characters, and a non-ASCII character's bytes match none of them), or
/// `Character`s otherwise. The scans are generic over the unit and report offsets that
/// `NestingGuard` turns into character columns, so both readings give the same lines and columns;
/// bytes avoid grapheme breaking and per-line arrays, which were most of the guard's cost when
/// `validate` reads many files (docs/PERFORMANCE.md).
struct GuardUnits<Unit: Equatable> {
    let newline: Unit, space: Unit, tab: Unit, hash: Unit
    let doubleQuote: Unit, apostrophe: Unit
    let openBracket: Unit, closeBracket: Unit, openBrace: Unit, closeBrace: Unit
    let colon: Unit, dash: Unit, comma: Unit, question: Unit, ampersand: Unit, star: Unit
    /// Characters after which a node (a quoted scalar, an anchor) may start: ` \t:-[{,?`.
    let nodeStart: [Unit]
    /// Characters that cannot follow the `&` of an anchor: ` \t,[]{}`.
    let anchorEnd: [Unit]
    /// Characters that end an alias name: ` \t,:]}`.
    let aliasEnd: [Unit]

    init(_ unit: (UInt8) -> Unit) {
        func units(_ text: String) -> [Unit] { text.utf8.map(unit) }
        newline = unit(UInt8(ascii: "\n")); space = unit(UInt8(ascii: " ")); tab = unit(UInt8(ascii: "\t"))
        hash = unit(UInt8(ascii: "#")); doubleQuote = unit(UInt8(ascii: "\"")); apostrophe = unit(UInt8(ascii: "'"))
        openBracket = unit(UInt8(ascii: "[")); closeBracket = unit(UInt8(ascii: "]"))
        openBrace = unit(UInt8(ascii: "{")); closeBrace = unit(UInt8(ascii: "}"))
        colon = unit(UInt8(ascii: ":")); dash = unit(UInt8(ascii: "-")); comma = unit(UInt8(ascii: ","))
        question = unit(UInt8(ascii: "?")); ampersand = unit(UInt8(ascii: "&")); star = unit(UInt8(ascii: "*"))
        nodeStart = units(" \t:-[{,?")
        anchorEnd = units(" \t,[]{}")
        aliasEnd = units(" \t,:]}")
    }
}
