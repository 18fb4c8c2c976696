/// Rejects pathologically nested YAML before it reaches the (recursive) composer, so a hostile file
/// fails fast with a clear error instead of exhausting the stack.
enum NestingGuard {
    /// The line and column where flow brackets (`[`, `{`) or block indentation first exceed `limit`
    /// levels, or `nil`. Quoted text and comments are skipped.
    static func firstExcess(in text: String, limit: Int) -> (line: Int, column: Int)? {
        scan(text, bytes: { firstExcess(in: $0, $1, limit: limit) }, characters: { firstExcess(in: $0, $1, limit: limit) })
            .map { ($0.line, $0.column) }
    }

    /// The line and column of the anchor (`&name`) after the first `limit`, or `nil`. A theme uses
    /// a handful; thousands of anchors are a chain whose nodes, freed one inside the next, would
    /// overflow the stack, so they are refused before the YAML library builds them. Quoted text
    /// and comments are skipped; `&` counts only where a node starts.
    static func anchorBeyond(_ limit: Int, in text: String) -> (line: Int, column: Int)? {
        scan(text, bytes: { anchorBeyond(limit, in: $0, $1) }, characters: { anchorBeyond(limit, in: $0, $1) })
            .map { ($0.line, $0.column) }
    }

    /// The line and column of a mapping key that is an alias (`*name:`, `? *name`) or an explicit
    /// complex key (`? …`), or `nil`. Themes only use plain keys; an alias as a key makes the YAML
    /// library hash the whole aliased structure, which a chain of anchors turns into a stack
    /// overflow and an alias bomb into an exponential hang, so such keys are refused before parsing.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int, alias: Bool)? {
        scan(text, bytes: { firstComplexKey(in: $0, $1) }, characters: { firstComplexKey(in: $0, $1) })
            .map { ($0.line, $0.column, $0.alias) }
    }

    /// Where a scan found its problem: the offset of the character in the units it read, and for
    /// complex keys whether the key is an alias.
    typealias Finding = (offset: Int, alias: Bool)

    /// Runs `bytes` over the text's UTF-8 when each ASCII byte in it is a character of its own
    /// (`asciiBytesAreCharacters`), else `characters` over its characters, and turns the offset
    /// found into a line and a column counted in characters.
    private static func scan(
        _ text: String,
        bytes: (UnsafeBufferPointer<UInt8>, GuardUnits<UInt8>) -> Finding?,
        characters: ([Character], GuardUnits<Character>) -> Finding?
    ) -> (line: Int, column: Int, alias: Bool)? {
        var text = text
        let fast = text.withUTF8 { utf8 -> (line: Int, column: Int, alias: Bool)?? in
            guard asciiBytesAreCharacters(utf8) else { return nil }
            guard let found = bytes(utf8, GuardUnits<UInt8>({ $0 })) else { return .some(nil) }
            let newline = UInt8(ascii: "\n")
            let lineStart = (utf8[..<found.offset].lastIndex(of: newline) ?? -1) + 1
            let line = utf8[..<found.offset].reduce(1) { $1 == newline ? $0 + 1 : $0 }
            let column = String(decoding: UnsafeBufferPointer(rebasing: utf8[lineStart..<found.offset]), as: UTF8.self).count + 1
            return (line, column, found.alias)
        }
        if let fast { return fast }
        let units = Array(text)
        guard let found = characters(units, GuardUnits<Character>({ Character(Unicode.Scalar($0)) })) else { return nil }
        let lineStart = (units[..<found.offset].lastIndex(of: "\n") ?? -1) + 1
        let line = units[..<found.offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return (line, found.offset - lineStart + 1, found.alias)
    }

    /// Whether every ASCII byte of `utf8` is one Swift `Character` by itself, so that a scan over
    /// bytes sees the same ASCII characters, in the same places, as a scan over `Character`s: no
    /// carriage return (CR LF is one character), no combining scalar right after an ASCII byte
    /// (`"` + U+0301 is one character) and no prepended scalar right before one.
    static func asciiBytesAreCharacters(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\r") { return false }
            guard byte >= 0x80 else { index += 1; continue }
            // A run of non-ASCII scalars: check its first and last scalar against their ASCII neighbours.
            var end = index
            while end < utf8.count && utf8[end] >= 0x80 { end += 1 }
            if index > 0 {
                var first = index + 1
                while first < end && utf8[first] & 0xC0 == 0x80 { first += 1 }
                let scalar = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<first]), as: UTF8.self)
                if ("a" + scalar).count == 1 { return false }
            }
            if end < utf8.count {
                var last = end - 1
                while last > index && utf8[last] & 0xC0 == 0x80 { last -= 1 }
                let scalar = String(decoding: UnsafeBufferPointer(rebasing: utf8[last..<end]), as: UTF8.self)
                if (scalar + "a").count == 1 { return false }
            }
            index = end
        }
        return true
    }

    // The scans, over the text's characters (`GuardUnits`: bytes, where each ASCII byte is a
    // character, or Swift `Character`s); each returns the offset of what it found (`scan` turns it
    // into a line and a column).

    static func firstExcess<Units: RandomAccessCollection>(
        in units: Units, _ s: GuardUnits<Units.Element>, limit: Int
    ) -> Finding? where Units.Index == Int {
        var flowDepth = 0
        var quote: Units.Element?
        var inComment = false
        var atLineStart = true
        var indent = 0
        var indentLevels: [Int] = []
        // The character before this one on the line (nil at a line's start).
        var previous: Units.Element?
        for (offset, character) in zip(units.indices, units) {
            if character == s.newline {
                inComment = false; atLineStart = true; indent = 0; previous = nil
                continue
            }
            if inComment { continue }
            if atLineStart {
                if character == s.space { indent += 1; continue }
                previous = nil
                atLineStart = false
                if character != s.hash && flowDepth == 0 && quote == nil {
                    while let last = indentLevels.last, last >= indent { indentLevels.removeLast() }
                    indentLevels.append(indent)
                    if indentLevels.count > limit { return (offset, false) }
                }
            }
            if let open = quote {
                if character == open { quote = nil }
                previous = character
                continue
            }
            defer { previous = character }
            // A quote opens a quoted scalar only where a scalar starts (`title: Don't panic` is plain).
            if character == s.doubleQuote || character == s.apostrophe {
                if previous.map({ s.nodeStart.contains($0) }) ?? true { quote = character }
            } else if character == s.hash {
                // `#` starts a comment only after whitespace or at a line's start.
                if previous.map({ $0 == s.space || $0 == s.tab }) ?? true { inComment = true }
            } else if character == s.openBracket || character == s.openBrace {
                flowDepth += 1
                if flowDepth + indentLevels.count > limit { return (offset, false) }
            } else if character == s.closeBracket || character == s.closeBrace {
                flowDepth = max(0, flowDepth - 1)
            }
        }
        return nil
    }

    static func anchorBeyond<Units: RandomAccessCollection>(
        _ limit: Int, in units: Units, _ s: GuardUnits<Units.Element>
    ) -> Finding? where Units.Index == Int {
        var count = 0
        var start = units.startIndex
        while start <= units.endIndex {
            let end = units[start...].firstIndex(of: s.newline) ?? units.endIndex
            defer { start = end + 1 }
            let width = end - start
            var quote: Units.Element?
            for j in 0..<width {
                let c = units[start + j]
                if let open = quote { if c == open { quote = nil }; continue }
                let startsNode = j == 0 || s.nodeStart.contains(units[start + j - 1])
                if (c == s.doubleQuote || c == s.apostrophe) && startsNode { quote = c; continue }
                if c == s.hash && (j == 0 || units[start + j - 1] == s.space || units[start + j - 1] == s.tab) { break }
                if c == s.ampersand && startsNode && j + 1 < width && !s.anchorEnd.contains(units[start + j + 1]) {
                    count += 1
                    if count > limit { return (start + j, false) }
                }
            }
        }
        return nil
    }

    static func firstComplexKey<Units: RandomAccessCollection>(
        in units: Units, _ s: GuardUnits<Units.Element>
    ) -> Finding? where Units.Index == Int {
        var start = units.startIndex
        var candidates: [Int] = []
        while start <= units.endIndex {
            let end = units[start...].firstIndex(of: s.newline) ?? units.endIndex
            defer { start = end + 1 }
            let count = end - start, base = start
            func at(_ i: Int) -> Units.Element { units[base + i] }
            var i = 0
            // Indentation and sequence dashes: the key position of a block mapping.
            while i < count && (at(i) == s.space || at(i) == s.tab || (at(i) == s.dash && (i + 1 == count || at(i + 1) == s.space))) {
                i += 1
            }
            candidates.removeAll(keepingCapacity: true)
            candidates.append(i)
            // Flow mappings: after `{` or `,` (outside quotes).
            var quote: Units.Element?
            for j in i..<count {
                let c = at(j)
                if let open = quote { if c == open { quote = nil }; continue }
                if (c == s.doubleQuote || c == s.apostrophe) && (j == 0 || s.nodeStart.contains(at(j - 1))) { quote = c; continue }
                if c == s.hash && (j == 0 || at(j - 1) == s.space) { break }
                if c == s.openBrace || c == s.comma { candidates.append(j + 1) }
            }
            for candidate in candidates {
                var k = candidate
                while k < count && (at(k) == s.space || at(k) == s.tab) { k += 1 }
                guard k < count else { continue }
                if at(k) == s.question && (k + 1 == count || at(k + 1) == s.space || at(k + 1) == s.tab) {
                    return (base + k, false)
                }
                if at(k) == s.star {
                    var m = k + 1
                    while m < count && !s.aliasEnd.contains(at(m)) { m += 1 }
                    while m < count && (at(m) == s.space || at(m) == s.tab) { m += 1 }
                    if m < count && at(m) == s.colon { return (base + k, true) }
                }
            }
        }
        return nil
    }
}
