/// A compact form of the Unicode Bidirectional Algorithm for one line of bar text: strong
/// characters set the direction, numbers stay left-to-right, neutrals between two characters of
/// the same direction take it, other neutrals take the paragraph's; runs are reordered by the
/// UBA's rule L2. Explicit embedding controls are not supported (bar titles do not use them).
enum BidiLevels {
    enum Class {
        case left, right, number, neutral
    }

    static func classify(_ character: Character) -> Class {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        let v = scalar.value
        if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
        {
            // Arabic-Indic digits are numbers, not letters.
            if (0x0660...0x0669).contains(v) || (0x06F0...0x06F9).contains(v) { return .number }
            return .right
        }
        if scalar.properties.numericType == .decimal { return .number }
        if scalar.properties.isAlphabetic { return .left }
        return .neutral
    }

    /// Whether the paragraph is right-to-left: its first strong character is (UBA rules P2-P3).
    static func isRightToLeftParagraph(_ classes: [Class]) -> Bool {
        classes.first { $0 == .left || $0 == .right } == .right
    }

    /// One embedding level per character: even is left-to-right, odd right-to-left.
    static func levels(for classes: [Class], rightToLeft: Bool) -> [Int] {
        let base = rightToLeft ? 1 : 0
        func strong(_ c: Class) -> Int? {
            switch c {
            case .left: return rightToLeft ? 2 : 0
            case .right: return 1
            case .number: return rightToLeft ? 2 : 0
            case .neutral: return nil
            }
        }
        // Direction of a neutral: numbers count as right-to-left neighbours for neutrals (UBA N1).
        func side(_ c: Class) -> Bool? {
            switch c {
            case .left: return false
            case .right: return true
            case .number: return rightToLeft
            case .neutral: return nil
            }
        }
        var levels = classes.map { strong($0) ?? -1 }
        var i = 0
        while i < classes.count {
            guard levels[i] == -1 else { i += 1; continue }
            var j = i
            while j < classes.count && levels[j] == -1 { j += 1 }
            let before = i > 0 ? side(classes[i - 1]) : rightToLeft
            let after = j < classes.count ? side(classes[j]) : rightToLeft
            let level = (before == after && before != nil) ? (before! ? 1 : (rightToLeft ? 2 : 0)) : base
            for k in i..<j { levels[k] = level }
            i = j
        }
        return levels
    }

    /// The visual order of runs given each run's level (UBA L2): from the highest level down to
    /// the lowest odd level, reverse every maximal sequence of runs at that level or higher.
    static func visualOrder(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
