import BarTheme
import Foundation
import SwiftSyntax

/// Colour, font and image values from their UIKit spellings.
extension SwiftAppearanceInterpreter {
    /// `UIColor(red:green:blue:alpha:)`, `(white:alpha:)`, `(hue:saturation:brightness:alpha:)`, the
    /// usual hex initialisers (`hex:`, `hexString:`, `rgb:`, `netHex:`, an unlabelled string) and
    /// `UIColor(named:)` (read from an asset catalog when one was given).
    func color(fromArguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], at node: some SyntaxProtocol) -> SwiftValue {
        let labels = args.map { $0.label ?? "_" }
        func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        if let unknown = args.first(where: { $0.value.isUnknown }), case .unknown(let why) = unknown.value {
            return .unknown("a colour argument: \(why)")
        }
        switch labels {
        case ["red", "green", "blue", "alpha"]:
            guard let r = number("red"), let g = number("green"), let b = number("blue"), let a = number("alpha") else { break }
            guard [r, g, b].allSatisfy({ (0...1).contains($0) }) else {
                return .unknown(
                    "UIColor(red:green:blue:alpha:) with a channel outside 0...1 (\(short(node))); UIKit reads it as an extended-range colour"
                )
            }
            return .color(.fixed(.init(red: r, green: g, blue: b, alpha: a)))
        case ["red", "green", "blue"]:
            // Not UIKit's initialiser: the app's own extension, which by convention takes 0-255 channels.
            guard let r = number("red"), let g = number("green"), let b = number("blue") else { break }
            guard [r, g, b].allSatisfy({ (0...255).contains($0) && $0 == $0.rounded() }), [r, g, b].contains(where: { $0 > 1 }) else {
                return .unknown("UIColor(red:green:blue:) is the app's own initialiser and its channel scale is not clear (\(short(node)))")
            }
            return .color(.fixed(.init(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)))
        case ["displayP3Red", "green", "blue", "alpha"]:
            guard let r = number("displayP3Red"), let g = number("green"), let b = number("blue"), let a = number("alpha"),
                [r, g, b].allSatisfy({ (0...1).contains($0) })
            else { break }
            let converted = DisplayP3.sRGB(red: r, green: g, blue: b)
            if converted.clipped {
                note(
                    "\(short(node)) is outside sRGB, which themes hold: imported clipped to the nearest sRGB colour", at: node)
            }
            return .color(.fixed(.init(red: converted.red, green: converted.green, blue: converted.blue, alpha: a)))
        case ["white", "alpha"]:
            guard let w = number("white"), let a = number("alpha") else { break }
            return .color(.fixed(.init(red: w, green: w, blue: w, alpha: a)))
        case ["hue", "saturation", "brightness", "alpha"]:
            guard let h = number("hue"), let s = number("saturation"), let v = number("brightness"), let a = number("alpha") else { break }
            return .color(.fixed(UIKitColorText.channels(hue: h, saturation: s, brightness: v, alpha: a)))
        case ["named"]:
            guard case .string(let name) = args[0].value else { break }
            return namedColor(name)
        default:
            break
        }
        let hexLabels: Set<String> = [
            "_", "hex", "hexString", "hexValue", "hexCode", "rgb", "rgbValue", "netHex", "hexInt", "hexColor", "hex6",
        ]
        if let first = args.first, hexLabels.contains(first.label ?? "_"), args.count <= 2 {
            var alpha = 1.0
            if args.count == 2 {
                guard ["alpha", "a", "opacity"].contains(args[1].label ?? ""), let value = args[1].value.number else {
                    return .unknown("the colour '\(short(node))'")
                }
                alpha = value
            }
            switch first.value {
            case .string(let text):
                guard var rgba = UIKitColorText.channels(hexText: text) else { return .unknown("the hex colour text \"\(text)\"") }
                if args.count == 2 { rgba.alpha = alpha }
                return .color(.fixed(rgba))
            case .number(let value):
                guard value >= 0, value <= 0xFFFFFF, value == value.rounded() else {
                    return .unknown("the hex number in '\(short(node))' has more than six digits (RRGGBBAA or AARRGGBB is not clear)")
                }
                return .color(.fixed(UIKitColorText.channels(rgb24: UInt64(value), alpha: alpha)))
            default:
                break
            }
        }
        return .unknown("the colour '\(short(node))'")
    }

    /// `UIColor(named:)`: the colour set of that name in the asset catalogs given, else unknown.
    private func namedColor(_ name: String) -> SwiftValue {
        if let value = assetColors(name) {
            return .color(ImportedColor(value: value.value, rgba: value.rgba, paletteName: name))
        }
        return .unknown("UIColor(named: \"\(name)\") comes from an asset catalog; give its .xcassets folder with --assets to read it")
    }

    /// `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`.
    func fontFactory(_ name: String, _ args: [(label: String?, value: SwiftValue, node: ExprSyntax)], _ call: FunctionCallExprSyntax)
        -> SwiftValue?
    {
        func font(size: Double, weight: String?) -> SwiftValue {
            var mapping = DraftMapping()
            mapping[.family] = .scalar("system")
            if let weight { mapping[.weight] = .scalar(weight) }
            mapping[.size] = .number(size)
            return .font(ImportedFont(value: .mapping(mapping), paletteName: nil))
        }
        let labels = args.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("systemFont", ["ofSize"]):
            guard let size = args[0].value.number else { return .unknown("the font size in '\(short(call))'") }
            return font(size: size, weight: nil)
        case ("systemFont", ["ofSize", "weight"]):
            guard let size = args[0].value.number, case .member(let weight) = args[1].value,
                FontWeight(rawValue: weight) != nil
            else { return .unknown("the font '\(short(call))'") }
            return font(size: size, weight: weight)
        case ("boldSystemFont", ["ofSize"]):
            guard let size = args[0].value.number else { return .unknown("the font size in '\(short(call))'") }
            return font(size: size, weight: "bold")
        case ("preferredFont", ["forTextStyle"]):
            // UIKit's sizes and weights at the default content size category (Large).
            let styles: [String: (Double, String?)] = [
                "largeTitle": (34, nil), "title1": (28, nil), "title2": (22, nil), "title3": (20, nil), "headline": (17, "semibold"),
                "body": (17, nil), "callout": (16, nil), "subheadline": (15, nil), "footnote": (13, nil), "caption1": (12, nil),
                "caption2": (11, nil),
            ]
            guard case .member(let style) = args[0].value, let (size, weight) = styles[style] else {
                return .unknown("the font '\(short(call))'")
            }
            return font(size: size, weight: weight)
        case ("italicSystemFont", _):
            return .unknown("an italic system font (\(short(call))); themes have no italic")
        case (_, _) where name.hasSuffix("SystemFont"):
            return .unknown("the font '\(short(call))', a system font variant themes do not have")
        default:
            return nil
        }
    }

    /// `UIFont(name:size:)`: the pinned Inter families by PostScript name; anything else is a font
    /// file the theme would need, which the importer does not have.
    func namedFont(_ name: String, size: Double) -> SwiftValue { PinnedFonts.font(name, size: size) }
}
