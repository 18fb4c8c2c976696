/// One concrete render of a scene: the axes UIKit would know at display time.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// Bar metrics: `default`, `compact` (landscape phone) or the prompt variants.
    public var metrics: BarMetrics
    /// Bar position: `topAttached` (under the status bar), `top`, `bottom` or `any`.
    public var position: BarPosition
    /// Bar width in points.
    public var width: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Light or dark mode.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Height of the status bar the background extends under at `topAttached` (docs/UIKIT.md §1.2):
    /// the one set, else the status bar of the device this width, scale, idiom and metrics stand
    /// for (`StatusBarMetrics`: 44 pt on a 375 pt @3x iPhone, 54 on a 393 pt one, 0 in landscape).
    /// Worked out when the variant is made: set it again after changing the width, scale or idiom
    /// (`useDeviceStatusBar()` takes the device's again). Setting it marks it as given.
    public var statusBarHeight: Double { didSet { statusBarIsDevices = false } }
    /// Whether `statusBarHeight` is the device's (none was given), so the era may move it: an iOS 26 bar on a
    /// 393 or 430 pt phone starts at the 59 pt safe area (`StatusBarRule`, docs/UIKIT.md §1.2); a given height stays.
    public private(set) var statusBarIsDevices: Bool
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// The accessibility settings the bar is seen with (docs/UIKIT.md §16).
    public var accessibility: AccessibilitySettings = .standard
    /// The pseudolanguage its text is shown in, if any (docs/UIKIT.md §17).
    public var pseudoLanguage: PseudoLanguage? = nil
    /// The device, when the scene names it (`userInterfaceIdiom:`); `nil` reads it from the width
    /// (`TraitEnvironment`). Not part of the file name: a scene names one device.
    public var declaredIdiom: UserInterfaceIdiom? = nil
    /// The iOS era shown, when the theme's `supports:` range or the command line's `--era` gives one
    /// (`EraVariant`); `nil` draws the theme's one era. Named in the file name when there are several.
    public var era: EraVariant? = nil

    /// A variant; every axis has UIKit's common default (a 375-point-wide bar at the top of an iPhone, @3x,
    /// light, left to right). The status bar is the one given, else the device's, as a scene's
    /// variants (`VariantMatrix`) get it (`StatusBarMetrics`, docs/UIKIT.md §1.2).
    public init(
        metrics: BarMetrics = .default, position: BarPosition = .topAttached, width: Double = 375, scale: Int = 3,
        userInterfaceStyle: UserInterfaceStyle = .light, statusBarHeight: Double? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.metrics = metrics
        self.position = position
        self.width = width
        self.scale = scale
        self.userInterfaceStyle = userInterfaceStyle
        self.statusBarHeight = 0
        self.statusBarIsDevices = statusBarHeight == nil
        self.layoutDirection = layoutDirection
        self.statusBarHeight = statusBarHeight ?? StatusBarMetrics.height(for: self)
    }

    /// Takes the status bar of the device this width, scale, idiom and metrics stand for (`StatusBarMetrics`),
    /// as a variant made without one has it.
    public mutating func useDeviceStatusBar() {
        statusBarHeight = StatusBarMetrics.height(for: self)
        statusBarIsDevices = true
    }

    /// `default.topAttached.light.375w@3x`: the part of an output file name after the scene.
    /// Right-to-left variants add `.rtl` before the width, so left-to-right names stay as they were;
    /// accessibility settings and a pseudolanguage add their words after the scale
    /// (`….375w@3x.increaseContrast.pseudoDouble`), and the era last when several are rendered
    /// (`….375w@3x.ios15`), so a theme rendered in one era keeps its names.
    public var description: String {
        let direction = layoutDirection == .rightToLeft ? ".rtl" : ""
        let settings = accessibility.fileNameComponent.map { ".\($0)" } ?? ""
        let pseudo = pseudoLanguage.map { ".\($0.fileNameComponent)" } ?? ""
        let eraName = era.flatMap { $0.isNamed ? ".\($0.era.rawValue)" : nil } ?? ""
        return "\(metrics.rawValue).\(position.rawValue).\(userInterfaceStyle.rawValue)\(direction).\(ThemeNumber.format(width))w@\(scale)x"
            + settings + pseudo + eraName
    }
}

/// Formats numbers for names and messages: whole numbers without a decimal point.
public enum ThemeNumber {
    /// `value` without a decimal point when it is whole (`375`, `37.5`).
    public static func format(_ value: Double) -> String {
        ParseContext.format(value)
    }
}
