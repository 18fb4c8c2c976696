import Foundation

/// Colour sets (`NAME.colorset/Contents.json`) in Xcode asset catalogs, for `UIColor(named:)`.
/// sRGB components as Xcode writes them (`"0.502"`, `"0x80"`, `"128"`); a dark appearance makes a
/// `{ light, dark }` pair, and "High Contrast" entries its `lightHighContrast` / `darkHighContrast`.
/// Other colour spaces are not read.
struct AssetCatalogColors {
    /// Colour set name → theme value.
    private(set) var colors: [String: (value: DraftValue, rgba: ImportedColor.RGBA?)] = [:]

    init(catalogs: [String]) {
        let manager = FileManager.default
        for catalog in catalogs.sorted() {
            guard let enumerator = manager.enumerator(atPath: catalog) else { continue }
            var found: [String] = []
            while let item = enumerator.nextObject() as? String {
                if item.hasSuffix(".colorset/Contents.json") { found.append(item) }
            }
            for item in found.sorted() {
                let parts = item.split(separator: "/")
                guard parts.count >= 2 else { continue }
                let name = String(parts[parts.count - 2].dropLast(".colorset".count))
                guard colors[name] == nil, let data = manager.contents(atPath: catalog + "/" + item),
                    let value = Self.read(data)
                else { continue }
                colors[name] = value
            }
        }
    }

    static func read(_ data: Data) -> (value: DraftValue, rgba: ImportedColor.RGBA?)? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        var light: ImportedColor.RGBA?, dark: ImportedColor.RGBA?
        var lightHigh: ImportedColor.RGBA?, darkHigh: ImportedColor.RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let rgba = channels(color) else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            func has(_ appearance: String, _ value: String) -> Bool {
                appearances.contains { $0["appearance"] == appearance && $0["value"] == value }
            }
            let isDark = has("luminosity", "dark")
            let isExplicitLight = has("luminosity", "light")
            // Increase Contrast's entries ("contrast": "high", docs/UIKIT.md §16.1) are variants, not
            // the normal colours.
            if has("contrast", "high") {
                if isDark { darkHigh = rgba } else if isExplicitLight || lightHigh == nil { lightHigh = rgba }
                continue
            }
            if appearances.isEmpty { light = light ?? rgba }
            if isDark { dark = rgba }
            if isExplicitLight { light = rgba }
        }
        guard let light else { return nil }
        guard dark != nil || lightHigh != nil || darkHigh != nil else { return (.scalar(UIKitColorText.hex(light)), light) }
        var mapping = DraftMapping()
        mapping[.light] = .scalar(UIKitColorText.hex(light))
        mapping[.dark] = .scalar(UIKitColorText.hex(dark ?? light))
        if let lightHigh { mapping[.lightHighContrast] = .scalar(UIKitColorText.hex(lightHigh)) }
        if let darkHigh { mapping[.darkHighContrast] = .scalar(UIKitColorText.hex(darkHigh)) }
        return (.mapping(mapping), nil)
    }

    private static func channels(_ color: [String: Any]) -> ImportedColor.RGBA? {
        if let space = color["color-space"] as? String, !["srgb", "extended-srgb"].contains(space) { return nil }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)"
            if text.hasPrefix("0x"), let int = Int(text.dropFirst(2), radix: 16) { return Double(int) / 255 }
            guard let number = Double(text) else { return nil }
            return text.contains(".") || key == "alpha" ? number : number / 255
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return .init(red: r, green: g, blue: b, alpha: value("alpha") ?? 1)
    }
}
