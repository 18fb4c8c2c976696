/// The status bar a `topAttached` bar extends under, by device (docs/UIKIT.md §1.2): a scene that
/// does not write `statusBarHeight:` gets the status bar of the device its width, scale and idiom
/// name, so a first render looks like the phone the user holds.
public enum StatusBarMetrics {
    /// One device class: its portrait width in points, the scale that tells it apart from another
    /// of that width (nil: any), its status bar in points, and the devices, as `explain` names them.
    public struct Device: Sendable, Equatable {
        /// The portrait width in points.
        public let width: Double
        /// The scale that tells the device apart from another of its width; nil: any scale.
        public let scale: Int?
        /// The status bar's height in points.
        public let height: Double
        /// The devices, as `explain` names them.
        public let devices: String
        /// Where an iOS 26 (Liquid Glass) bar starts when that is not `height`: the device's safe area
        /// (docs/UIKIT.md §1.2); nil: `height` in every era.
        public var liquidGlassHeight: Double? = nil

        /// Where the bar starts under the status bar in `era`.
        public func height(in era: Era?) -> Double {
            era == .ios26 ? liquidGlassHeight ?? height : height
        }
    }

    /// The safe area's top on the 393 and 430 pt Dynamic Island phones, where an iOS 26 bar starts
    /// (docs/UIKIT.md §1.2): measured at 393 pt on one fit app (Bike Action Denver, a real phone) and
    /// two check apps (GutHealth, Owlory); 430 pt follows the rule every fit width shows on iOS 26
    /// (the bar starts at the safe area: 390 → 47, 393 → 59, 402 and 440 → 62, 420 → 68), and
    /// Owlory's 430 pt phone (check) agrees. Before iOS 26 these phones' bars start at 54 (DNSChat).
    public static let dynamicIslandSafeArea = 59.0

    /// Phones, by portrait width (docs/UIKIT.md §1.2). 390, 402, 420 and 440 pt are measured on iOS 26
    /// captures (Tests/Fixtures/Calibration/SOURCES.md: 390 → 47, 402 and 440 → 62, 420 → 68); the
    /// others come from the device lists §1.2 cites. Where two devices share a width and scale the
    /// current one wins and `explain` names the other.
    public static let phones: [Device] = [
        Device(width: 320, scale: nil, height: 20, devices: "iPhone 5s or SE (1st generation), home button"),
        Device(width: 375, scale: 2, height: 20, devices: "iPhone 6-8 or SE (2nd, 3rd generation), home button"),
        Device(
            width: 375, scale: 3, height: 44,
            devices: "iPhone X, XS or 11 Pro, notch (12 mini and 13 mini report 50: set statusBarHeight)"),
        Device(width: 390, scale: nil, height: 47, devices: "iPhone 12-14 or 16e, notch (measured on iOS 26 captures)"),
        Device(
            width: 393, scale: nil, height: 54, devices: "iPhone 14 Pro-16, Dynamic Island (before iOS 26 the bar starts at 53.67 pt)",
            liquidGlassHeight: dynamicIslandSafeArea),
        Device(width: 402, scale: nil, height: 62, devices: "iPhone 16 Pro or 17, Dynamic Island (measured on iOS 26 captures)"),
        Device(width: 414, scale: 2, height: 48, devices: "iPhone XR or 11, notch"),
        Device(
            width: 414, scale: 3, height: 44,
            devices: "iPhone XS Max or 11 Pro Max, notch (an iPhone 6-8 Plus, also 414 pt @3x, has 20: set statusBarHeight)"),
        Device(width: 420, scale: nil, height: 68, devices: "iPhone Air, Dynamic Island (measured on iOS 26 captures)"),
        Device(width: 428, scale: nil, height: 47, devices: "iPhone 12-13 Pro Max or 14 Plus, notch"),
        Device(
            width: 430, scale: nil, height: 54,
            devices: "iPhone 14 Pro Max-16 Plus, Dynamic Island (before iOS 26 the bar starts at 53.67 pt)",
            liquidGlassHeight: dynamicIslandSafeArea),
        Device(width: 440, scale: nil, height: 62, devices: "iPhone 16-17 Pro Max, Dynamic Island (measured on iOS 26 captures)"),
    ]

    /// An iPad with rounded corners (every iPad Pro from 2018, Air from the 4th generation, mini from
    /// the 6th): 24 pt (measured: 1024 and 1032 pt 13" iPads, iOS 26, Bindicator, one app).
    public static let roundedPad = Device(
        width: 0, scale: nil, height: 24, devices: "an iPad without a home button (measured on 13\" iPads, iOS 26, one app)")
    /// A home-button iPad in portrait (768 pt: 9.7", mini 2-5; 810 pt: 10.2"): 20 pt.
    public static let homeButtonPad = Device(width: 0, scale: nil, height: 20, devices: "an iPad with a home button (768 or 810 pt)")
    /// The portrait widths of home-button iPads.
    static let homeButtonPadWidths: Set<Double> = [768, 810]

    /// The device a render of `width` at `scale` on `idiom` stands for: a pad's by its width; a phone
    /// the listed device of that width and scale, else the one of that width, else the nearest
    /// listed width at or below it (a narrower phone keeps the SE's 20 pt).
    public static func device(width: Double, scale: Int, idiom: UserInterfaceIdiom) -> Device {
        if idiom == .pad { return homeButtonPadWidths.contains(width) ? homeButtonPad : roundedPad }
        let sameWidth = phones.filter { $0.width == width }
        if let exact = sameWidth.first(where: { $0.scale == scale }) ?? sameWidth.first(where: { $0.scale == nil }) ?? sameWidth.last {
            return exact
        }
        let below = phones.filter { $0.width < width && ($0.scale == nil || $0.scale == scale) }
        return below.last ?? phones[0]
    }

    /// The status bar of `variant`'s device in `era` (nil: before iOS 26): 0 on a phone with compact
    /// metrics (a vertically compact iPhone hides it, §11.3), else the device's.
    public static func height(for variant: Variant, era: Era? = nil) -> Double {
        let idiom = TraitEnvironment.idiom(of: variant)
        if idiom == .phone && variant.metrics.isCompact { return 0 }
        return device(width: variant.width, scale: variant.scale, idiom: idiom).height(in: era)
    }
}
