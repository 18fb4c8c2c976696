import Foundation
import Yams

/// A colour token's `$value` (not an alias) as an sRGB colour, in the two shapes files carry:
///
/// - the Design Tokens Color Module (2025.10) object, `{ "colorSpace": "srgb", "components":
///   [0, 0.48, 1], "alpha": 1, "hex": "#007aff" }`. `srgb`, `srgb-linear`, `hsl`, `hwb`,
///   `oklab` and `oklch` are converted (`DesignTokenColorSpaces`, clipped to sRGB); any other
///   space (`display-p3`, `lab`, …) uses its `hex` fallback, which the module defines as the sRGB
///   colour, and is an error without one. A component written
///   `"none"` counts as 0, as in CSS;
/// - the string of the earlier drafts, Style Dictionary and Tokens Studio: `#RGB`, `#RRGGBB`,
///   `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (channels 0-255, alpha 0-1).
enum DesignTokenColor {
    /// The colour, or a sentence saying what is wrong with it and a hint.
    enum Outcome {
        case color(RGBAColor)
        case problem(String, hint: String)
    }

    static let stringExample = "\"#0A84FF\""
    static let objectExample = "{ \"colorSpace\": \"srgb\", \"components\": [0.04, 0.52, 1], \"alpha\": 1 }"

    static func parse(_ node: Node) -> Outcome {
        switch node {
        case .scalar(let scalar) where scalar.style == .doubleQuoted:
            return string(scalar.string)
        case .mapping(let mapping):
            return object(mapping)
        default:
            return .problem(
                "a colour token's $value must be a colour, not \(node.kindDescription)",
                hint: "write \(stringExample) or \(objectExample)")
        }
    }

    static func string(_ text: String) -> Outcome {
        let trimmed = String(ColorParser.trimmingSpaces(Substring(text)))
        if trimmed.hasPrefix("#") {
            guard let color = ColorParser.hex(String(trimmed.dropFirst())) else {
                return .problem("'\(text)' is not a hex colour", hint: "write #RGB, #RRGGBB or #RRGGBBAA, e.g. \(stringExample)")
            }
            return .color(color)
        }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba("), lower.hasSuffix(")") {
            let isRGBA = lower.hasPrefix("rgba(")
            let parts = lower.dropFirst(isRGBA ? 5 : 4).dropLast().split(separator: ",", omittingEmptySubsequences: false)
                .map(ColorParser.trimmingSpaces)
            let numbers = parts.compactMap(ColorParser.decimal)
            guard parts.count == (isRGBA ? 4 : 3), numbers.count == parts.count,
                numbers.prefix(3).allSatisfy({ (0...255).contains($0) }), (0...1).contains(numbers.count == 4 ? numbers[3] : 1)
            else {
                return .problem(
                    "'\(text)' is not an rgb() / rgba() colour",
                    hint: "write rgb(r, g, b) or rgba(r, g, b, a) with channels 0-255 and alpha 0-1")
            }
            return .color(
                RGBAColor(
                    red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count == 4 ? numbers[3] : 1))
        }
        if trimmed.hasPrefix("{") {
            return .problem(
                "'\(text)' mixes an alias with other text", hint: "an alias is the whole value, e.g. \"{color.brand.primary}\"")
        }
        return .problem(
            "'\(text)' is not a colour", hint: "write \(stringExample), rgba(r, g, b, a), or an alias such as \"{color.blue.500}\"")
    }

    static func object(_ mapping: Node.Mapping) -> Outcome {
        var space: String?, components: [Double?]?, alpha: Double?, hex: String?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "colorSpace":
                guard case .scalar(let s) = value, s.style == .doubleQuoted else {
                    return .problem("'colorSpace' must be a string such as \"srgb\"", hint: objectExample)
                }
                space = s.string
            case "components":
                guard case .sequence(let list) = value else {
                    return .problem("'components' must be an array of numbers", hint: objectExample)
                }
                var numbers: [Double?] = []
                for element in list {
                    guard case .scalar(let s) = element else { return .problem("'components' must hold numbers", hint: objectExample) }
                    if s.style == .doubleQuoted && s.string == "none" {
                        numbers.append(nil)
                    } else if s.style == .plain, let number = Double(s.string), number.isFinite {
                        numbers.append(number)
                    } else {
                        return .problem("'\(s.string)' is not a number (or \"none\") in 'components'", hint: objectExample)
                    }
                }
                components = numbers
            case "alpha":
                guard case .scalar(let s) = value, s.style == .plain, let number = Double(s.string), (0...1).contains(number) else {
                    return .problem("'alpha' must be a number from 0 to 1", hint: objectExample)
                }
                alpha = number
            case "hex":
                guard case .scalar(let s) = value, s.style == .doubleQuoted else {
                    return .problem("'hex' must be a string such as \"#0a84ff\"", hint: objectExample)
                }
                hex = s.string
            default:
                // The colour module's value has these four members; tools add others (Tokens Studio's
                // `description`), which do not change the colour.
                continue
            }
        }
        guard let space else {
            return .problem("a colour object needs 'colorSpace'", hint: objectExample)
        }
        if let components {
            guard components.count == 3 else {
                return .problem("'components' has \(components.count) numbers; a colour has 3", hint: objectExample)
            }
            let c = components.map { $0 ?? 0 }
            if let rgb = DesignTokenColorSpaces.sRGB(space: space, c[0], c[1], c[2]) {
                return .color(RGBAColor(red: clip(rgb.0), green: clip(rgb.1), blue: clip(rgb.2), alpha: alpha ?? 1))
            }
        }
        if let hex {
            guard hex.hasPrefix("#"), let color = ColorParser.hex(String(hex.dropFirst())) else {
                return .problem("'hex' must be #RRGGBB, not '\(hex)'", hint: "the colour module's hex is six hex digits; alpha is 'alpha'")
            }
            return .color(alpha.map { color.withAlpha($0) } ?? color)
        }
        if components == nil {
            return .problem("a colour object needs 'components' (or a 'hex' fallback)", hint: objectExample)
        }
        return .problem(
            "the colour space '\(space)' is not converted here, and the value has no 'hex' fallback",
            hint: "add \"hex\": \"#RRGGBB\" (the sRGB colour), or use one of \(DesignTokenColorSpaces.converted.joined(separator: ", "))")
    }

    static func clip(_ value: Double) -> Double { min(1, max(0, value)) }
}
