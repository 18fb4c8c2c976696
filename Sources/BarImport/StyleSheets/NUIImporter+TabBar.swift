import BarTheme
import Foundation

/// NUI's `TabBar` and `TabBarItem` classes, as NUITabBarRenderer and NUITabBarItemRenderer apply
/// them: the tab bar's images, tints and drawn background, the tabs' title attributes per state and
/// title offset (the `tabBarItem:` proxy).
extension NUIImporter {
    static func tabBar(_ rule: StyleRule, builder: StyleSheetBuilder) {
        let bar = StyleSheetBuilder.Bar.tabBar
        let declared = rule.declarationsByName
        for declaration in rule.declarations {
            switch declaration.name {
            case "background-image": image(declaration, key: .backgroundImage, bar: bar, builder: builder)
            case "selected-image": image(declaration, key: .selectionIndicatorImage, bar: bar, builder: builder)
            case "background-tint-color": setColor(declaration, key: .tintColor, bar: bar, builder: builder)
            case "bar-tint-color": setColor(declaration, key: .barTintColor, bar: bar, builder: builder)
            case "selected-image-tint-color":
                builder.note(
                    "selected-image-tint-color sets UITabBar.selectedImageTintColor, deprecated since iOS 8 (tintColor colours the selected tab); use background-tint-color",
                    at: declaration.location, bar: bar)
            case "background-color", "background-color-top", "background-color-bottom": break
            default:
                builder.note(
                    "the NUI TabBar property '\(declaration.name)' is not one NUI applies to tab bars", at: declaration.location, bar: bar)
            }
        }
        // NUI draws the gradient (or the plain colour) into an image of the bar's size, its background image.
        if let top = declared["background-color-top"] {
            gradient(top: top, bottom: declared["background-color-bottom"] ?? top, bar: bar, builder: builder)
        } else if let color = declared["background-color"] {
            gradient(top: color, bottom: color, bar: bar, builder: builder)
        }
    }

    static func tabBarItem(_ rule: StyleRule, builder: StyleSheetBuilder) {
        let bar = StyleSheetBuilder.Bar.tabBarItem
        let declared = rule.declarationsByName
        let normal = titleAttributeMapping(declared, suffix: nil, bar: bar, builder: builder)
        let selected = titleAttributeMapping(declared, suffix: "selected", bar: bar, builder: builder, font: normal[.font])
        for (state, attributes) in [(ThemeKey.normal, normal), (.selected, selected)] where !attributes.entries.isEmpty {
            builder.set(bar, containedIn: nil, [.titleTextAttributes, state], .mapping(attributes))
        }
        for declaration in rule.declarations {
            switch declaration.name {
            case "text-offset":
                let numbers = declaration.value.split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "px ")))
                }
                guard numbers.count == 2 else {
                    builder.note("text-offset '\(declaration.value)' is not 'x, y'", at: declaration.location, bar: bar)
                    continue
                }
                builder.set(bar, containedIn: nil, [.titlePositionAdjustment], .list(numbers.map(DraftValue.number)))
            case "background-image-selected":
                // NUITabBarRenderer puts the first tab's selected background on the tab bar.
                image(declaration, key: .selectionIndicatorImage, bar: .tabBar, builder: builder)
            case "finished-image", "finished-image-selected":
                builder.note(
                    "\(declaration.name) is a tab's own image, not appearance: give the tabs of a tab bar scene their image and selectedImage",
                    at: declaration.location, bar: bar)
            case "font-name", "font-size", "font-color", "text-shadow-color", "text-shadow-offset", "font-color-selected",
                "text-shadow-color-selected", "text-shadow-offset-selected":
                break
            default:
                builder.note(
                    "the NUI TabBarItem property '\(declaration.name)' is not one NUI applies to tabs", at: declaration.location, bar: bar)
            }
        }
    }
}
