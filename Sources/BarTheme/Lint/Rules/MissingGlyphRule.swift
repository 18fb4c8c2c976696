/// Text no pinned font can draw: each character neither the text's font nor a fallback font has is
/// drawn as an empty box ("tofu"), so the picture shows boxes where the app would show the
/// characters (with Apple's fonts). Needs the renderer's fonts (`LintResources`).
struct MissingGlyphRule: LintRule {
    let id = "missing-glyph"
    let summary = "Text has characters no pinned font can draw; the render shows empty boxes."
    let source = "Resources/Fonts/README.md (pinned faces and fallbacks)"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard let resources = theme.resources else { return [] }
        var found: [Diagnostic] = []
        for scene in theme.document.scenes {
            let fonts = Self.fonts(for: scene, in: theme)
            var texts: [(Located<String>, FontDescriptor)] = []
            for item in scene.items + scene.stack.flatMap(\.declaredItems) {
                if let title = item.title { texts.append((title, fonts.title)) }
                if let prompt = item.prompt { texts.append((prompt, .prompt)) }
                if let back = item.backButtonTitle { texts.append((back, fonts.back)) }
                if let back = item.backBarButtonItem?.title { texts.append((back, fonts.back)) }
                for button in item.declaredBarButtonItems {
                    if let title = button.title {
                        texts.append((title, button.style?.value.usesDoneFont == true ? fonts.done : fonts.plain))
                    }
                }
            }
            for button in scene.toolbarItems {
                if let title = button.title { texts.append((title, button.style?.value.usesDoneFont == true ? fonts.done : fonts.plain)) }
            }
            for (text, font) in texts {
                let missing = resources.missingCharacters(in: text.value, font: font)
                guard !missing.isEmpty else { continue }
                let listed = missing.map { character in
                    let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                    return "'\(character)' (\(codes))"
                }.joined(separator: ", ")
                // Emoji: the app shows Apple Color Emoji; the render has a subset of Noto Color Emoji.
                let emoji = missing.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }
                let emojiNote =
                    emoji
                    ? " (emoji are drawn from a subset of Noto Color Emoji: single code points, no flags, skin tones and joined sequences)"
                    : ""
                found.append(
                    warning(
                        "no pinned font has a glyph for \(listed): the render draws an empty box where the app shows it\(emojiNote)",
                        at: text.location,
                        hint:
                            "use characters the pinned fonts cover (Latin, Greek, Cyrillic, Hebrew, Arabic, CJK, Devanagari, Thai, common symbols), or accept the boxes in the picture"
                    ))
            }
        }
        return found
    }

    /// The fonts a scene's texts are drawn with, resolved as the renderer does (first variant).
    static func fonts(for scene: SceneDeclaration, in theme: LintContext)
        -> (title: FontDescriptor, plain: FontDescriptor, done: FontDescriptor, back: FontDescriptor)
    {
        let variant = VariantMatrix.variants(for: scene).first ?? Variant()
        let appearance = theme.resolutions.appearance(scene: scene, variant: variant)
        return (
            appearance.titleFont.value, appearance.plainItemText.value.font, appearance.doneItemText.value.font,
            appearance.backButtonText.value.font
        )
    }
}
