/// Rejects pathologically nested YAML before it reaches the (recursive) composer, so a hostile file
/// fails fast with a clear error instead of exhausting the stack.
enum NestingGuard {
    /// The line and column where flow brackets (`[`, `{`) or block indentation first exceed `limit`
    /// levels, or `nil`. Quoted text and comments are skipped.
    static func firstExcess(in text: String, limit: Int) -> (line: Int, column: Int)? {
        scan(
            text, bytes: { firstExcess(in: $0, $1, limit: limit) }, characters: { firstExcess(in: $0, $1, limit: limit) })
    }

    /// The line and column of the anchor (`&name`) after the first `limit`, or `nil`. A theme uses
    /// a handful; thousands of anchors are a chain whose nodes, freed one inside the next, would
    /// overflow the stack, so they are refused before the YAML library builds them. Quoted text
    /// and comments are skipped; `&` counts only where a node starts.
    static func anchorBeyond(_ limit: Int, in text: String) -> (line: Int, column: Int)? {
        scan(text, bytes: { anchorBeyond(limit, in: $0, $1) }, characters: { anchorBeyond(limit, in: $0, $1) })
    }

    /// The line and column of a mapping key that is an alias (`*name:`, `? *name`) or an explicit
    /// complex key (`? …`), or `nil`. Themes only use plain keys; an alias as a key makes the YAML
    /// library hash the whole aliased structure, which a chain of anchors turns into a stack
    /// overflow and an alias bomb into an exponential hang, so such keys are refused before parsing.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int, alias: Bool)? {
        scan(text, bytes: { firstComplexKey(in: $0, $1) }, characters: { firstComplexKey(in: $0, $1) })
    }

    /// Runs `bytes` over the text's UTF-8 when it is ASCII without carriage returns, else
    /// `characters` over its characters (`GuardUnits`).
    private static func scan<Result>(
        _ text: String,
        bytes: (UnsafeBufferPointer<UInt8>, GuardUnits<UInt8>) -> Result,
        characters: ([Character], GuardUnits<Character>) -> Result
    ) -> Result {
        var text = text
        let fast = text.withUTF8 { utf8 -> Result? in
            guard !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            return bytes(utf8, GuardUnits<UInt8>({ $0 }))
        }
        return fast ?? characters(Array(text), GuardUnits<Character>({ Character(Unicode.Scalar($0)) }))
    }

    // The scans, over the text's characters (`GuardUnits`: one byte each for ASCII text without
    // carriage returns, Swift `Character`s otherwise); columns count characters either way.

    static func firstExcess<Units: RandomAccessCollection>(
        in units: Units, _ s: GuardUnits<Units.Element>, limit: Int
    ) -> (line: Int, column: Int)? where Units.Index == Int {
        var flowDepth = 0
        var line = 1, column = 0
        var quote: Units.Element?
        var inComment = false
        var atLineStart = true
        var indent = 0
        var indentLevels: [Int] = []
        // The character before this one on the line (nil at a line's start).
        var previous: Units.Element?
        for character in units {
            column += 1
            if character == s.newline {
                line += 1; column = 0; inComment = false; atLineStart = true; indent = 0; previous = nil
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
                    if indentLevels.count > limit { return (line, column) }
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
                if flowDepth + indentLevels.count > limit { return (line, column) }
            } else if character == s.closeBracket || character == s.closeBrace {
                flowDepth = max(0, flowDepth - 1)
            }
        }
        return nil
    }

    static func anchorBeyond<Units: RandomAccessCollection>(
        _ limit: Int, in units: Units, _ s: GuardUnits<Units.Element>
    ) -> (line: Int, column: Int)? where Units.Index == Int {
        var count = 0
        var index = 0
        var start = units.startIndex
        while start <= units.endIndex {
            let end = units[start...].firstIndex(of: s.newline) ?? units.endIndex
            defer { index += 1; start = end + 1 }
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
                    if count > limit { return (index + 1, j + 1) }
                }
            }
        }
        return nil
    }

    static func firstComplexKey<Units: RandomAccessCollection>(
        in units: Units, _ s: GuardUnits<Units.Element>
    ) -> (line: Int, column: Int, alias: Bool)? where Units.Index == Int {
        var index = 0
        var start = units.startIndex
        var candidates: [Int] = []
        while start <= units.endIndex {
            let end = units[start...].firstIndex(of: s.newline) ?? units.endIndex
            defer { index += 1; start = end + 1 }
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
                    return (index + 1, k + 1, false)
                }
                if at(k) == s.star {
                    var m = k + 1
                    while m < count && !s.aliasEnd.contains(at(m)) { m += 1 }
                    while m < count && (at(m) == s.space || at(m) == s.tab) { m += 1 }
                    if m < count && at(m) == s.colon { return (index + 1, k + 1, true) }
                }
            }
        }
        return nil
    }
}
