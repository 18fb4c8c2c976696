/// Dynamic Type's text sizes (`UIContentSizeCategory`; Settings › Accessibility › Display & Text Size ›
/// Larger Text), in SwiftUI's `DynamicTypeSize` spellings with Xcode's `AX1`…`AX5` for the accessibility sizes.
public enum ContentSizeCategory: String, ThemeEnum, Comparable {
    /// The standard sizes, smallest to largest; `large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes (Larger Accessibility Sizes), smallest to largest.
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// UIKit's own names and SwiftUI's `accessibility1`…`5`.
    public static let aliases: [String: ContentSizeCategory] = [
        "extraSmall": .xSmall, "extraLarge": .xLarge, "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge,
        "accessibility1": .ax1, "accessibility2": .ax2, "accessibility3": .ax3, "accessibility4": .ax4, "accessibility5": .ax5,
        "accessibilityMedium": .ax1, "accessibilityLarge": .ax2, "accessibilityExtraLarge": .ax3,
        "accessibilityExtraExtraLarge": .ax4, "accessibilityExtraExtraExtraLarge": .ax5,
    ]

    /// The large title's point size at this category: UIKit's `.largeTitle` text style, 34 pt at
    /// the default `large` (docs/UIKIT.md §16.4, Apple HIG "Typography", Dynamic Type sizes for iOS).
    public var largeTitleSize: Double {
        switch self {
        case .xSmall: return 31
        case .small: return 32
        case .medium: return 33
        case .large: return 34
        case .xLarge: return 36
        case .xxLarge: return 38
        case .xxxLarge: return 40
        case .ax1: return 44
        case .ax2: return 48
        case .ax3: return 52
        case .ax4: return 56
        case .ax5: return 60
        }
    }

    /// Smaller sizes first, in the order of the cases.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
