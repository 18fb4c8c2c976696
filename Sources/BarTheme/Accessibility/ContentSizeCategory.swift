/// Dynamic Type's text sizes (`UIContentSizeCategory`; Settings › Accessibility › Display & Text Size ›
/// Larger Text), in SwiftUI's `DynamicTypeSize` spellings with Xcode's `AX1`…`AX5` for the accessibility sizes.
public enum ContentSizeCategory: String, ThemeEnum, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// UIKit's own names and SwiftUI's `accessibility1`…`5`.
    public static let aliases: [String: ContentSizeCategory] = [
        "extraSmall": .xSmall, "extraLarge": .xLarge, "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge,
        "accessibility1": .AX1, "accessibility2": .AX2, "accessibility3": .AX3, "accessibility4": .AX4, "accessibility5": .AX5,
        "accessibilityMedium": .AX1, "accessibilityLarge": .AX2, "accessibilityExtraLarge": .AX3,
        "accessibilityExtraExtraLarge": .AX4, "accessibilityExtraExtraExtraLarge": .AX5,
    ]

    /// Whether this is one of the five sizes the Larger Text switch adds.
    public var isAccessibilitySize: Bool { self >= .AX1 }

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
        case .AX1: return 44
        case .AX2: return 48
        case .AX3: return 52
        case .AX4: return 56
        case .AX5: return 60
        }
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
