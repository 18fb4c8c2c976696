import BarTheme
import Foundation
import SwiftSyntax

/// Read values → the theme's spelling: colours and fonts (palette entries for named ones), text
/// attribute dictionaries, images (found beside the theme, or noted).
extension SwiftAppearanceInterpreter {
    func colorDraft(_ value: SwiftValue, for key: String, at node: some SyntaxProtocol, target: AppearanceTarget?) -> DraftValue? {
        let value = implicitColor(value, at: Syntax(node))
        guard case .color(let color) = value else {
            if case .nilValue = value { return nil }
            note("\(key): \(value.whyNotUsable)", at: node, in: target)
            return nil
        }
        return recorder.palette.reference(color)
    }

    /// `.white` or `.brandGreen` where a colour is expected: a UIKit colour name, or a static
    /// colour the files declare (`extension UIColor { static let brandGreen = … }`).
    func implicitColor(_ value: SwiftValue, at node: Syntax? = nil) -> SwiftValue {
        guard case .member(let name) = value else { return value }
        if let declared = readProperty(name, in: "UIColor") ?? readProperty(name) {
            if case .color = declared { return declared }
            // `static var accent: UIColor { return .systemIndigo }`: the UIKit colour, under the property's name.
            if case .member(let inner) = declared, inner != name, case .color(var color)? = uikitColor(named: inner, at: node) {
                color.paletteName = name
                return .color(color)
            }
        }
        if let color = uikitColor(named: name, at: node) { return color }
        return .unknown("the colour '.\(name)', which is not a UIKit colour or a colour declared in the files read")
    }

    /// A colour UIColor.h or UIInterface.h declares, by its Swift name or its older `whiteColor`
    /// spelling; a deprecated one as the colour it returns now (noted), or why it cannot be imported.
    func uikitColor(named raw: String, at node: Syntax?) -> SwiftValue? {
        let name = UIKitColorText.swiftName(raw)
        if UIKitColorText.names.contains(name) {
            return .color(ImportedColor(value: .scalar(name), rgba: UIKitColorText.fixedChannels[name], paletteName: nil))
        }
        guard let deprecated = UIKitColorText.deprecated[name] ?? UIKitColorText.deprecated[raw] else { return nil }
        guard let replacement = deprecated.replacement else { return .unknown(deprecated.why) }
        if let node { note(deprecated.why, at: node) }
        return .color(ImportedColor(value: .scalar(replacement), rgba: nil, paletteName: nil))
    }

    // MARK: Text attributes

    func evaluateDictionary(_ dictionary: DictionaryExprSyntax) -> SwiftValue {
        let attributes = ImportedAttributes()
        if case .elements(let elements) = dictionary.content {
            for element in elements { addAttribute(element.key, evaluate(element.value), to: attributes) }
        }
        return .attributes(attributes)
    }

    /// One `key: value` of a text attribute dictionary; old spellings (`NSForegroundColorAttributeName`,
    /// `UITextAttributeTextColor`) included.
    func addAttribute(_ keyExpression: ExprSyntax, _ value: SwiftValue, to attributes: ImportedAttributes) {
        let place = location(keyExpression)
        var key = keyExpression.trimmedDescription
        if let last = key.split(separator: ".").last { key = String(last) }
        key = key.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let names = [
            "foregroundColor": "foregroundColor", "NSForegroundColorAttributeName": "foregroundColor", "NSColor": "foregroundColor",
            "UITextAttributeTextColor": "foregroundColor", "font": "font", "NSFontAttributeName": "font", "NSFont": "font",
            "UITextAttributeFont": "font", "shadow": "shadow", "NSShadowAttributeName": "shadow", "NSShadow": "shadow",
            "UITextAttributeTextShadowColor": "shadowColor", "UITextAttributeTextShadowOffset": "shadowOffset",
        ]
        guard let themeKey = names[key] else {
            attributes.unsupported.append((key, place, recorder.statementStack.last))
            return
        }
        attributes.values.removeAll { $0.key == themeKey }
        attributes.values.append(
            ImportedAttributes.Entry(key: themeKey, value: value, location: place, statement: recorder.statementStack.last))
    }

    func attributesDraft(_ value: SwiftValue, for key: String, at node: some SyntaxProtocol, target: AppearanceTarget?) -> DraftValue? {
        guard case .attributes(let attributes) = value else {
            note("\(key): \(value.whyNotUsable)", at: node, in: target)
            return nil
        }
        var mapping = DraftMapping()
        var oldShadow = DraftMapping()
        for entry in attributes.values {
            let (name, value, place) = (entry.key, entry.value, entry.location)
            // The statement that set the key shares the fate of the key: noted below, or imported.
            if let statement = entry.statement { recorder.ledger.imported.insert(statement) }
            switch (name, value) {
            case ("foregroundColor", .color), ("foregroundColor", .member):
                mapping[.foregroundColor] = colorDraft(value, for: name, at: node, target: target)
            case ("font", .font(let font)):
                mapping[.font] = recorder.palette.reference(font)
                if let custom = font.custom {
                    addNote(ImportNote("\(key) font: \(custom.message)", at: place, suggestion: custom.suggestion), target: target)
                }
            case ("shadow", .object(let reference)) where recorder.objects.kind(of: reference) == .shadow:
                let shadow = recorder.objects.snapshot(reference)
                if !shadow.entries.isEmpty { mapping[.shadow] = .mapping(shadow) }
            case ("shadowColor", .color), ("shadowColor", .member):
                oldShadow[.color] = colorDraft(value, for: name, at: node, target: target)
            case ("shadowOffset", .offset(let x, let y)):
                oldShadow[.offset] = .list([.number(x), .number(y)])
            default:
                addNote(ImportNote("\(key) \(name): \(value.whyNotUsable)", at: place), target: target, statement: entry.statement)
            }
        }
        if !oldShadow.entries.isEmpty { mapping[.shadow] = .mapping(oldShadow) }
        for (name, place, statement) in attributes.unsupported {
            addNote(
                ImportNote(
                    "\(key): the text attribute '\(name)' is not part of a theme (BarTheme reads font, foregroundColor and shadow)",
                    at: place), target: target, statement: statement)
        }
        return mapping.entries.isEmpty ? nil : .mapping(mapping)
    }

    private func addNote(_ note: ImportNote, target: AppearanceTarget?, statement origin: StatementLedger.Span? = nil) {
        recorder.record(note, in: target, origin: origin)
    }

    // MARK: Images

    /// The image's theme value: `images/NAME.png` (or `NAME.png`) when that file is beside the theme,
    /// `images/empty.png` (written by the importer) for `UIImage()`, else a note with the line to add.
    func imageDraft(_ value: SwiftValue, for key: ThemeKey, at node: some SyntaxProtocol, target: AppearanceTarget?) -> DraftValue? {
        guard case .image(let image) = value else {
            note("\(key): \(value.whyNotUsable)", at: node, in: target)
            return nil
        }
        let path: String
        if let name = image.assetName {
            let base = ImageName.base(name)
            let candidates = ["images/\(base).png", "\(base).png"]
            guard let found = candidates.first(where: imageExists) else {
                let list = key == .backgroundImages || key == .shadowImages
                note(
                    "\(key): the image \"\(name)\" is not beside the theme; copy it to images/\(base).png and uncomment the line below",
                    at: node, suggestion: list ? "\(key): [ { image: images/\(base).png } ]" : "\(key): images/\(base).png", in: target)
                return nil
            }
            path = found
        } else {
            recorder.usesEmptyImage = true
            path = "images/empty.png"
        }
        var options = DraftMapping()
        if let insets = image.capInsets { options[.capInsets] = insets.draft }
        if let mode = image.resizingMode { options[.resizingMode] = .scalar(mode) }
        if let mode = image.renderingMode { options[.renderingMode] = .scalar(mode) }
        if image.flipsForRightToLeft { options[.flipsForRightToLeft] = .bool(true) }
        guard !options.entries.isEmpty else { return .text(path) }
        var mapping = DraftMapping()
        mapping[.image] = .text(path)
        for entry in options.entries { mapping[entry.key] = entry.value }
        return .mapping(mapping)
    }
}
