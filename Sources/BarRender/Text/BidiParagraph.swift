internal import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) for one line of bar text, computed by GNU FriBidi:
/// the paragraph direction from the first strong character (rules P2-P3; a leading RLM counts),
/// explicit embeddings and isolates, weak types (numbers with their separators stay one
/// left-to-right run: "12:30", "1,250.00"), paired brackets (N0), neutrals (N1-N2), and the
/// visual order (L1-L2). The results are copied into Swift arrays: nothing of FriBidi outlives
/// `init`, so a paragraph is a plain value (docs/UIKIT.md §4.5).
struct BidiParagraph: Sendable {
    /// One embedding level per Unicode scalar of the text: even is left-to-right, odd right-to-left.
    let levels: [Int]
    /// For each visual position, left to right, the index of the scalar drawn there.
    let visualToLogical: [Int]
    /// For each scalar, its visual position (the inverse of ``visualToLogical``).
    let logicalToVisual: [Int]
    /// Whether the paragraph is right-to-left (its first strong character is, rules P2-P3).
    let isRightToLeft: Bool

    /// Runs the algorithm on `text`; text with no strong character is left-to-right.
    init(_ text: String) {
        var characters = text.unicodeScalars.map { FriBidiChar($0.value) }
        let count = characters.count
        let identity = Array(0..<count)
        guard count > 0, count < Int(Int32.max) else {
            (levels, visualToLogical, logicalToVisual, isRightToLeft) = (Array(repeating: 0, count: count), identity, identity, false)
            return
        }
        let length = FriBidiStrIndex(count)
        // FriBidi fills every entry (FriBidiCharType is a C enum: no zero value to start from).
        var types = [FriBidiCharType](unsafeUninitializedCapacity: count) { buffer, initialized in
            fribidi_get_bidi_types(characters, length, buffer.baseAddress)
            initialized = count
        }
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        fribidi_get_bracket_types(&characters, length, &types, &brackets)
        var direction = barfribidi_paragraph_weak_ltr()
        var resolved = [FriBidiLevel](repeating: 0, count: count)
        var map = identity.map { FriBidiStrIndex($0) }
        // Both return 0 only when FriBidi cannot allocate memory: draw in logical order then.
        guard fribidi_get_par_embedding_levels_ex(&types, &brackets, length, &direction, &resolved) > 0,
            fribidi_reorder_line(barfribidi_reorder_flags(), &types, length, 0, direction, &resolved, nil, &map) > 0
        else {
            (levels, visualToLogical, logicalToVisual, isRightToLeft) = (Array(repeating: 0, count: count), identity, identity, false)
            return
        }
        levels = resolved.map { Int($0) }
        visualToLogical = map.map { Int($0) }
        var inverse = identity
        for (visual, logical) in visualToLogical.enumerated() { inverse[logical] = visual }
        logicalToVisual = inverse
        isRightToLeft = barfribidi_is_rtl(direction) != 0
    }
}
