/// Rejects pathologically nested YAML before it reaches the (recursive) composer, so a hostile file
/// fails fast with a clear error instead of exhausting the stack.
enum NestingGuard {
    /// The line and column where flow brackets (`[`, `{`) or block indentation first exceed `limit`
    /// levels, or `nil`. Quoted text and comments are skipped.
    static func firstExcess(in text: String, limit: Int) -> (line: Int, column: Int)? {
        var flowDepth = 0
        var line = 1, column = 0
        var quote: Character?
        var inComment = false
        var atLineStart = true
        var indent = 0
        var indentLevels: [Int] = []
        for character in text {
            column += 1
            if character == "\n" {
                line += 1; column = 0; inComment = false; atLineStart = true; indent = 0
                if quote == "'" || quote == "\"" { continue }
                continue
            }
            if inComment { continue }
            if atLineStart {
                if character == " " { indent += 1; continue }
                atLineStart = false
                if character != "#" && flowDepth == 0 && quote == nil {
                    while let last = indentLevels.last, last >= indent { indentLevels.removeLast() }
                    indentLevels.append(indent)
                    if indentLevels.count > limit { return (line, column) }
                }
            }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#": inComment = true
            case "[", "{":
                flowDepth += 1
                if flowDepth + indentLevels.count > limit { return (line, column) }
            case "]", "}": flowDepth = max(0, flowDepth - 1)
            default: break
            }
        }
        return nil
    }
}
