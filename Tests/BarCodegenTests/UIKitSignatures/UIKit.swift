// A test-only module named UIKit: the Swift signatures of the UIKit API that BarTheme's generated
// code may call, so the generated files compile on Linux exactly where they would compile against
// Apple's UIKit. Only API that exists in UIKit is declared (a call with no UIKit signature must fail
// to compile here too). Each declaration names the Objective-C header it comes from, in the public
// copy of Apple's headers in the repository phracker/MacOSX-SDKs (Mac Catalyst's iOS-support UIKit,
// iOS 15 API), commit 67b7e101950060841157ad4aa312477e71bef1d6, folder
// MacOSX12.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/
// (UIBarAppearance.h, UINavigationBarAppearance.h, UIToolbarAppearance.h and
// UIBarButtonItemAppearance.h read from the MacOSX12.1.sdk copy of the same folder). Swift names
// follow Apple's Swift rendering of those headers (developer.apple.com documentation).
//
// The bodies RECORD every call the generated code makes: which proxy (with its trait and
// containment scope), bar instance or appearance object, which property or method, which values
// (colours resolved for light and dark, fonts, images with their cap insets and rendering mode).
// The recording is read only through `@_spi(Recording) import UIKit` (`Recording.json()`), so the
// generated code, which imports UIKit plainly, cannot see anything UIKit does not have.
// Not compiled into any target: BarCodegenTests builds it as a module with swiftc.

@_exported import Foundation

// MARK: The recording (not UIKit API: visible only through @_spi(Recording))

/// Every call recorded since the last `begin(_:)`, as JSON-ready values.
@_spi(Recording) @MainActor public enum Recording {
    static var sections: [[String: Any]] = []
    static var nextObject = 0

    /// Starts a new named section (one theme's `apply()`, or its `apply(to:)`).
    public static func begin(_ name: String) {
        sections.append(["name": name, "calls": [[String: Any]]()])
    }

    static func record(_ target: [String: Any], _ call: String, _ arguments: [Any]) {
        if sections.isEmpty { begin("") }
        var calls = sections[sections.count - 1]["calls"] as? [[String: Any]] ?? []
        calls.append(["target": target, "call": call, "arguments": arguments])
        sections[sections.count - 1]["calls"] = calls
    }

    static func newObjectID() -> Int {
        nextObject += 1
        return nextObject
    }

    /// The sections as JSON (keys sorted, so the text is deterministic).
    public static func json() -> String {
        let data = (try? JSONSerialization.data(withJSONObject: sections, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A value as the recording writes it.
protocol RecordedValue {
    var recordedValue: Any { get }
}

func encode(_ value: Any?) -> Any {
    guard let value else { return NSNull() }
    if let value = value as? RecordedValue { return value.recordedValue }
    if let value = value as? CGFloat { return Double(value) }
    if let value = value as? Bool { return value }
    if let value = value as? [NSAttributedString.Key: Any] {
        var result: [String: Any] = [:]
        for (key, entry) in value { result[key.rawValue] = encode(entry) }
        return result
    }
    return ["unrecordable": String(describing: value)]
}

/// An enum case by its Swift name (`.compact` → "compact").
func encode<T>(case value: T) -> String { String(describing: value) }

// MARK: Foundation additions (NSAttributedString.h, NSShadow in NSShadow.h of UIKit)

extension NSAttributedString.Key {
    /// NSAttributedString.h: NSFontAttributeName.
    public static let font = NSAttributedString.Key("NSFont")
    /// NSAttributedString.h: NSForegroundColorAttributeName.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// NSAttributedString.h: NSShadowAttributeName.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// NSShadow.h (UIKit on iOS): `init` gives a zero offset, zero blur radius and the default colour.
open class NSShadow: NSObject, RecordedValue {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
    public override init() {}

    var recordedValue: Any {
        [
            "shadowOffset": [Double(shadowOffset.width), Double(shadowOffset.height)], "shadowBlurRadius": Double(shadowBlurRadius),
            "shadowColor": encode(shadowColor),
        ]
    }
}

// MARK: Geometry (UIGeometry.h)

/// UIGeometry.h.
public struct UIEdgeInsets: Sendable, RecordedValue {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    var recordedValue: Any { [Double(top), Double(left), Double(bottom), Double(right)] }
}

/// UIGeometry.h.
public struct UIOffset: Sendable, RecordedValue {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    var recordedValue: Any { [Double(horizontal), Double(vertical)] }
}

// MARK: Traits (UITraitCollection.h, UIInterface.h)

/// UIInterface.h.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// UIInterface.h.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// UIDevice.h.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
/// UITraitCollection.h (UIInterface.h).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }
/// UIInterface.h: Increase Contrast (iOS 13).
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }

/// UITraitCollection.h.
open class UITraitCollection: NSObject, @unchecked Sendable, RecordedValue {
    /// The traits this collection specifies, by property name.
    let traits: [String: String]
    init(traits: [String: String]) { self.traits = traits }
    public override convenience init() { self.init(traits: [:]) }

    open var userInterfaceStyle: UIUserInterfaceStyle {
        switch traits["userInterfaceStyle"] {
        case "light": return .light
        case "dark": return .dark
        default: return .unspecified
        }
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: ["userInterfaceStyle": encode(case: userInterfaceStyle)])
    }
    /// UITraitCollection.h: accessibilityContrast (iOS 13).
    open var accessibilityContrast: UIAccessibilityContrast {
        switch traits["accessibilityContrast"] {
        case "normal": return .normal
        case "high": return .high
        default: return .unspecified
        }
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(traits: ["accessibilityContrast": encode(case: accessibilityContrast)])
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: ["horizontalSizeClass": encode(case: horizontalSizeClass)])
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: ["verticalSizeClass": encode(case: verticalSizeClass)])
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traits: ["layoutDirection": encode(case: layoutDirection)])
    }
    /// UITraitCollection.h: traitCollectionWithUserInterfaceIdiom: (iOS 8).
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(traits: ["userInterfaceIdiom": encode(case: idiom)])
    }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traits: traitCollections.reduce(into: [:]) { $0.merge($1.traits) { _, later in later } })
    }

    var recordedValue: Any { traits }
}

// MARK: Colours, fonts, images (UIColor.h, UIFont.h, UIFontDescriptor.h, UIImage.h)

/// UIColor.h.
open class UIColor: NSObject, @unchecked Sendable, RecordedValue {
    let components: [Double]?
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The name of a colour UIKit provides (`systemBackground`), recorded as that name.
    let name: String?
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [Double(red), Double(green), Double(blue), Double(alpha)]
        provider = nil
        name = nil
    }
    /// UIColor.h: colorWithDynamicProvider: (iOS 13).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = nil
        provider = dynamicProvider
        name = nil
    }
    init(named name: String) {
        components = nil
        provider = nil
        self.name = name
    }

    // UIColor.h: the class colours (blackColor … brownColor, clearColor).
    open class var black: UIColor { UIColor(named: "black") }
    open class var darkGray: UIColor { UIColor(named: "darkGray") }
    open class var lightGray: UIColor { UIColor(named: "lightGray") }
    open class var white: UIColor { UIColor(named: "white") }
    open class var gray: UIColor { UIColor(named: "gray") }
    open class var red: UIColor { UIColor(named: "red") }
    open class var green: UIColor { UIColor(named: "green") }
    open class var blue: UIColor { UIColor(named: "blue") }
    open class var cyan: UIColor { UIColor(named: "cyan") }
    open class var yellow: UIColor { UIColor(named: "yellow") }
    open class var magenta: UIColor { UIColor(named: "magenta") }
    open class var orange: UIColor { UIColor(named: "orange") }
    open class var purple: UIColor { UIColor(named: "purple") }
    open class var brown: UIColor { UIColor(named: "brown") }
    open class var clear: UIColor { UIColor(named: "clear") }

    // UIInterface.h, `UIColor (UIColorSystemColors)`: the system colours (iOS 7; the grays and the
    // label, separator and background colours iOS 13).
    open class var systemRed: UIColor { UIColor(named: "systemRed") }
    open class var systemGreen: UIColor { UIColor(named: "systemGreen") }
    open class var systemBlue: UIColor { UIColor(named: "systemBlue") }
    open class var systemOrange: UIColor { UIColor(named: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(named: "systemYellow") }
    open class var systemPink: UIColor { UIColor(named: "systemPink") }
    open class var systemPurple: UIColor { UIColor(named: "systemPurple") }
    open class var systemTeal: UIColor { UIColor(named: "systemTeal") }
    open class var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
    open class var systemGray: UIColor { UIColor(named: "systemGray") }
    open class var systemGray2: UIColor { UIColor(named: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(named: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(named: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(named: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(named: "systemGray6") }
    open class var label: UIColor { UIColor(named: "label") }
    open class var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
    open class var placeholderText: UIColor { UIColor(named: "placeholderText") }
    open class var separator: UIColor { UIColor(named: "separator") }
    open class var systemBackground: UIColor { UIColor(named: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(named: "tertiarySystemGroupedBackground") }
    open class var systemBrown: UIColor { UIColor(named: "systemBrown") }
    open class var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel") }
    open class var link: UIColor { UIColor(named: "link") }
    open class var opaqueSeparator: UIColor { UIColor(named: "opaqueSeparator") }
    open class var systemFill: UIColor { UIColor(named: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { UIColor(named: "tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { UIColor(named: "quaternarySystemFill") }
    // UIInterface.h: iOS 15.
    @available(iOS 15.0, *) open class var systemMint: UIColor { UIColor(named: "systemMint") }
    @available(iOS 15.0, *) open class var systemCyan: UIColor { UIColor(named: "systemCyan") }
    // UIInterface.h: the fixed text colours (iOS 2; lightText is white at 60 %, darkText black).
    open class var lightText: UIColor { UIColor(named: "lightText") }
    open class var darkText: UIColor { UIColor(named: "darkText") }

    /// A fixed colour as `{"rgba": [r, g, b, a]}`; a dynamic one as the colours its provider gives
    /// for light and dark traits; a colour UIKit names as `{"named": name}` (the recording does not
    /// know its values: the round trip maps the name back through the theme format's own table).
    var recordedValue: Any {
        if let name { return ["named": name] }
        if let components { return ["rgba": components] }
        guard let provider else { return NSNull() }
        func high(_ style: UIUserInterfaceStyle) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: .high)])
        }
        return [
            "light": provider(UITraitCollection(userInterfaceStyle: .light)).recordedValue,
            "dark": provider(UITraitCollection(userInterfaceStyle: .dark)).recordedValue,
            "lightHighContrast": provider(high(.light)).recordedValue,
            "darkHighContrast": provider(high(.dark)).recordedValue,
        ]
    }
}

/// UIFont.h.
open class UIFont: NSObject, @unchecked Sendable, RecordedValue {
    public struct Weight: Hashable, Sendable {
        let name: String
        /// UIFontDescriptor.h: UIFontWeightUltraLight … UIFontWeightBlack.
        public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }
    let recordedFields: [String: Any]
    init(recorded: [String: Any]) { recordedFields = recorded }
    /// The recording module has every font the app bundles, so this never fails.
    public init?(name fontName: String, size fontSize: CGFloat) { recordedFields = ["name": fontName, "size": Double(fontSize)] }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(recorded: ["system": true, "size": Double(fontSize), "weight": weight.name])
    }
    var recordedValue: Any { recordedFields }
}

/// UIFont.h's text styles.
extension UIFont {
    public struct TextStyle: Hashable, Sendable {
        let name: String
        public static let largeTitle = TextStyle(name: "largeTitle"), headline = TextStyle(name: "headline"), body = TextStyle(name: "body")
    }
}

/// UIFontMetrics.h. The recording runs at the default content size, where a scaled font is the font.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

/// UIImage.h.
open class UIImage: NSObject, @unchecked Sendable, RecordedValue {
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    let recordedFields: [String: Any]
    init(recorded: [String: Any]) { recordedFields = recorded }
    /// The recording module's catalog has every image the app names, so this never fails.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        recordedFields = ["named": name]
    }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        UIImage(
            recorded: recordedFields.merging(["capInsets": capInsets.recordedValue, "resizingMode": encode(case: resizingMode)]) { _, new in
                new
            })
    }
    /// UIImage.h: -imageFlippedForRightToLeftLayoutDirection (iOS 9).
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(recorded: recordedFields.merging(["flipsForRightToLeft": true]) { _, new in new })
    }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(recorded: recordedFields.merging(["renderingMode": encode(case: renderingMode)]) { _, new in new })
    }
    var recordedValue: Any { recordedFields }
}

// MARK: Views and bars (UIView.h, UIVisualEffect.h, UIBarCommon.h, UIAppearance.h)

/// UIBarCommon.h (UIInterface.h): UIBarStyle.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
/// UIBarCommon.h: UIBarMetrics (landscapePhone is a deprecated alias of compact).
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }
/// UIBarCommon.h: UIBarPosition.
public enum UIBarPosition: Int, Sendable { case any = 0, bottom = 1, top = 2, topAttached = 3 }

/// UIBlurEffect.h (UIVisualEffect.h).
open class UIBlurEffect: NSObject, RecordedValue {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    let style: Style
    public init(style: UIBlurEffect.Style) { self.style = style }
    var recordedValue: Any { ["blurEffect": encode(case: style)] }
}

/// UIAppearance.h: the container protocol.
public protocol UIAppearanceContainer: AnyObject {}

/// UIView.h.
@MainActor open class UIView: NSObject, UIAppearanceContainer {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    /// What the recording names as the receiver: a proxy with its scope, or this instance.
    var recordingTarget: [String: Any] = [:]
    func record(_ call: String, _ arguments: Any...) { Recording.record(recordingTarget, call, arguments) }

    open var tintColor: UIColor! { didSet { record("tintColor", encode(tintColor)) } }
    /// UI_APPEARANCE_SELECTOR in UIView.h (a tab bar's own colour, docs/UIKIT.md §18.8).
    open var backgroundColor: UIColor? { didSet { record("backgroundColor", encode(backgroundColor)) } }
    public required override init() {
        super.init()
        recordingTarget = ["instance": String(describing: type(of: self))]
    }
    static func proxy(_ traits: UITraitCollection?, _ containers: [UIAppearanceContainer.Type]?) -> Self {
        let proxy = self.init()
        var target: [String: Any] = ["proxy": String(describing: self)]
        if let traits { target["traits"] = traits.traits }
        if let containers { target["containedIn"] = containers.map { String(describing: $0) } }
        proxy.recordingTarget = target
        return proxy
    }
    /// UIAppearance.h: +appearance.
    public class func appearance() -> Self { proxy(nil, nil) }
    /// UIAppearance.h: +appearanceWhenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        proxy(nil, containerTypes)
    }
    /// UIAppearance.h: +appearanceForTraitCollection: (iOS 8).
    public class func appearance(for trait: UITraitCollection) -> Self { proxy(trait, nil) }
    /// UIAppearance.h: +appearanceForTraitCollection:whenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> Self
    {
        proxy(trait, containerTypes)
    }
}

/// UIControl.h: `UIControl.State`, the states bar button item setters take.
@MainActor open class UIControl: UIView {
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// A control state by its Swift name (`.disabled` → "disabled"); a combination is recorded as such.
func encode(state: UIControl.State) -> String {
    let names: [(UIControl.State, String)] = [
        (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
    ]
    if state.isEmpty { return "normal" }
    return names.filter { state.contains($0.0) }.map(\.1).joined(separator: "+")
}

/// UIBarItem.h: `UIBarItem : NSObject <UIAppearance>`; its proxies record like a view's.
@MainActor open class UIBarItem: NSObject {
    var recordingTarget: [String: Any] = [:]
    func record(_ call: String, _ arguments: Any...) { Recording.record(recordingTarget, call, arguments) }
    public required override init() {
        super.init()
        recordingTarget = ["instance": String(describing: type(of: self))]
    }
    static func proxy(_ traits: UITraitCollection?, _ containers: [UIAppearanceContainer.Type]?) -> Self {
        let proxy = self.init()
        var target: [String: Any] = ["proxy": String(describing: self)]
        if let traits { target["traits"] = traits.traits }
        if let containers { target["containedIn"] = containers.map { String(describing: $0) } }
        proxy.recordingTarget = target
        return proxy
    }
    /// UIAppearance.h: +appearance.
    public class func appearance() -> Self { proxy(nil, nil) }
    /// UIAppearance.h: +appearanceWhenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        proxy(nil, containerTypes)
    }
    /// UIAppearance.h: +appearanceForTraitCollection: (iOS 8).
    public class func appearance(for trait: UITraitCollection) -> Self { proxy(trait, nil) }
    /// UIAppearance.h: +appearanceForTraitCollection:whenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> Self
    {
        proxy(trait, containerTypes)
    }
    /// UIBarItem.h: -setTitleTextAttributes:forState:.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record("setTitleTextAttributes(_:for:)", encode(attributes), encode(state: state))
    }
}

/// UIBarButtonItem.h: the appearance setters BarTheme themes (docs/UIKIT.md §2.5).
@MainActor open class UIBarButtonItem: UIBarItem {
    open var tintColor: UIColor? { didSet { record("tintColor", encode(tintColor)) } }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record("setBackgroundImage(_:for:barMetrics:)", encode(backgroundImage), encode(state: state), encode(case: barMetrics))
    }
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record("setTitlePositionAdjustment(_:for:)", adjustment.recordedValue, encode(case: barMetrics))
    }
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record("setBackButtonTitlePositionAdjustment(_:for:)", adjustment.recordedValue, encode(case: barMetrics))
    }
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record("setBackButtonBackgroundImage(_:for:barMetrics:)", encode(backgroundImage), encode(state: state), encode(case: barMetrics))
    }
}

/// UIViewController.h, UINavigationController.h, UISplitViewController.h, UITabBarController.h:
/// containers used in `appearance(whenContainedInInstancesOf:)`.
@MainActor open class UIViewController: NSObject, UIAppearanceContainer {}
@MainActor open class UINavigationController: UIViewController {}
@MainActor open class UISplitViewController: UIViewController {}
@MainActor open class UITabBarController: UIViewController {}

// MARK: Appearance objects (UIBarAppearance.h, UINavigationBarAppearance.h, UIToolbarAppearance.h, UIBarButtonItemAppearance.h)

/// UIBarButtonItemAppearance.h: UIBarButtonItemStateAppearance.
@MainActor open class UIBarButtonItemStateAppearance: NSObject {
    var recordingTarget: [String: Any] = [:]
    func record(_ call: String, _ arguments: Any...) { Recording.record(recordingTarget, call, arguments) }
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { record("titleTextAttributes", encode(titleTextAttributes)) }
    }
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("titlePositionAdjustment", titlePositionAdjustment.recordedValue) }
    }
    open var backgroundImage: UIImage? { didSet { record("backgroundImage", encode(backgroundImage)) } }
}

/// UIBarButtonItemAppearance.h.
@MainActor open class UIBarButtonItemAppearance: NSObject {
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
    func attach(object: Int, path: String) {
        for (name, state) in [("normal", normal), ("highlighted", highlighted), ("disabled", disabled), ("focused", focused)] {
            state.recordingTarget = ["object": object, "path": "\(path).\(name)"]
        }
    }
}

/// UIBarAppearance.h.
@MainActor open class UIBarAppearance: NSObject {
    let objectID = Recording.newObjectID()
    var recordingTarget: [String: Any] { ["object": objectID, "type": String(describing: type(of: self))] }
    func record(_ call: String, _ arguments: Any...) { Recording.record(recordingTarget, call, arguments) }
    /// How a bar's recording names this object when it is assigned.
    var reference: Any { ["object": objectID] }

    public override init() {}
    open func configureWithDefaultBackground() { record("configureWithDefaultBackground()") }
    open func configureWithOpaqueBackground() { record("configureWithOpaqueBackground()") }
    open func configureWithTransparentBackground() { record("configureWithTransparentBackground()") }
    open var backgroundEffect: UIBlurEffect? { didSet { record("backgroundEffect", encode(backgroundEffect)) } }
    open var backgroundColor: UIColor? { didSet { record("backgroundColor", encode(backgroundColor)) } }
    open var backgroundImage: UIImage? { didSet { record("backgroundImage", encode(backgroundImage)) } }
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill {
        didSet { record("backgroundImageContentMode", encode(case: backgroundImageContentMode)) }
    }
    open var shadowColor: UIColor? { didSet { record("shadowColor", encode(shadowColor)) } }
    open var shadowImage: UIImage? { didSet { record("shadowImage", encode(shadowImage)) } }
}

/// UINavigationBarAppearance.h.
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { record("titleTextAttributes", encode(titleTextAttributes)) }
    }
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("titlePositionAdjustment", titlePositionAdjustment.recordedValue) }
    }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { record("largeTitleTextAttributes", encode(largeTitleTextAttributes)) }
    }
    open var buttonAppearance = UIBarButtonItemAppearance() {
        didSet { buttonAppearance.attach(object: objectID, path: "buttonAppearance") }
    }
    open var doneButtonAppearance = UIBarButtonItemAppearance() {
        didSet { doneButtonAppearance.attach(object: objectID, path: "doneButtonAppearance") }
    }
    open var backButtonAppearance = UIBarButtonItemAppearance() {
        didSet { backButtonAppearance.attach(object: objectID, path: "backButtonAppearance") }
    }
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        record("setBackIndicatorImage(_:transitionMaskImage:)", encode(backIndicatorImage), encode(backIndicatorTransitionMaskImage))
    }
    public override init() {
        super.init()
        buttonAppearance.attach(object: objectID, path: "buttonAppearance")
        doneButtonAppearance.attach(object: objectID, path: "doneButtonAppearance")
        backButtonAppearance.attach(object: objectID, path: "backButtonAppearance")
    }
}

/// UIToolbarAppearance.h.
@MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance() {
        didSet { buttonAppearance.attach(object: objectID, path: "buttonAppearance") }
    }
    open var doneButtonAppearance = UIBarButtonItemAppearance() {
        didSet { doneButtonAppearance.attach(object: objectID, path: "doneButtonAppearance") }
    }
    public override init() {
        super.init()
        buttonAppearance.attach(object: objectID, path: "buttonAppearance")
        doneButtonAppearance.attach(object: objectID, path: "doneButtonAppearance")
    }
}

// MARK: Bars (UINavigationBar.h, UIToolbar.h)

/// UINavigationBar.h.
@MainActor open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default { didSet { record("barStyle", encode(case: barStyle)) } }
    open var isTranslucent = true { didSet { record("isTranslucent", isTranslucent) } }
    open var barTintColor: UIColor? { didSet { record("barTintColor", encode(barTintColor)) } }
    open var shadowImage: UIImage? { didSet { record("shadowImage", encode(shadowImage)) } }
    open var backIndicatorImage: UIImage? { didSet { record("backIndicatorImage", encode(backIndicatorImage)) } }
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet { record("backIndicatorTransitionMaskImage", encode(backIndicatorTransitionMaskImage)) }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { record("titleTextAttributes", encode(titleTextAttributes)) } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { record("largeTitleTextAttributes", encode(largeTitleTextAttributes)) }
    }
    open var prefersLargeTitles = false { didSet { record("prefersLargeTitles", prefersLargeTitles) } }
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record("setTitleVerticalPositionAdjustment(_:for:)", Double(adjustment), encode(case: barMetrics))
    }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        record("setBackgroundImage(_:for:barMetrics:)", encode(backgroundImage), encode(case: barPosition), encode(case: barMetrics))
    }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        record("setBackgroundImage(_:for:)", encode(backgroundImage), encode(case: barMetrics))
    }
    /// iOS 13.
    open var standardAppearance = UINavigationBarAppearance() { didSet { record("standardAppearance", standardAppearance.reference) } }
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { record("compactAppearance", compactAppearance?.reference ?? NSNull()) }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { record("scrollEdgeAppearance", scrollEdgeAppearance?.reference ?? NSNull()) }
    }
    /// iOS 15.
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { nil }
        set { record("compactScrollEdgeAppearance", newValue?.reference ?? NSNull()) }
    }
}

/// UIToolbar.h.
@MainActor open class UIToolbar: UIView {
    open var barStyle: UIBarStyle = .default { didSet { record("barStyle", encode(case: barStyle)) } }
    open var isTranslucent = true { didSet { record("isTranslucent", isTranslucent) } }
    open var barTintColor: UIColor? { didSet { record("barTintColor", encode(barTintColor)) } }
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        record(
            "setBackgroundImage(_:forToolbarPosition:barMetrics:)", encode(backgroundImage), encode(case: topOrBottom),
            encode(case: barMetrics))
    }
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        record("setShadowImage(_:forToolbarPosition:)", encode(shadowImage), encode(case: topOrBottom))
    }
    /// iOS 13.
    open var standardAppearance = UIToolbarAppearance() { didSet { record("standardAppearance", standardAppearance.reference) } }
    open var compactAppearance: UIToolbarAppearance? { didSet { record("compactAppearance", compactAppearance?.reference ?? NSNull()) } }
    /// iOS 15.
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { nil }
        set { record("scrollEdgeAppearance", newValue?.reference ?? NSNull()) }
    }
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { nil }
        set { record("compactScrollEdgeAppearance", newValue?.reference ?? NSNull()) }
    }
}

// MARK: Tab bars (UITabBar.h, UITabBarItem.h, UITabBarAppearance.h)

/// UITabBarAppearance.h: UITabBarItemStateAppearance.
@MainActor open class UITabBarItemStateAppearance: NSObject {
    var recordingTarget: [String: Any] = [:]
    func record(_ call: String, _ arguments: Any...) { Recording.record(recordingTarget, call, arguments) }
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { record("titleTextAttributes", encode(titleTextAttributes)) }
    }
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("titlePositionAdjustment", titlePositionAdjustment.recordedValue) }
    }
    open var iconColor: UIColor? { didSet { record("iconColor", encode(iconColor)) } }
    open var badgePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("badgePositionAdjustment", badgePositionAdjustment.recordedValue) }
    }
    open var badgeBackgroundColor: UIColor? { didSet { record("badgeBackgroundColor", encode(badgeBackgroundColor)) } }
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { record("badgeTextAttributes", encode(badgeTextAttributes)) }
    }
    open var badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("badgeTitlePositionAdjustment", badgeTitlePositionAdjustment.recordedValue) }
    }
}

/// UITabBarAppearance.h: UITabBarItemAppearance (copied when assigned, as UIKit's `copy` property is).
@MainActor open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
    /// A recorded object of its own until it is assigned to a `UITabBarAppearance`.
    let objectID = Recording.newObjectID()
    public override init() {
        super.init()
        attach(object: objectID, path: "")
    }
    public init(style: Style) {
        super.init()
        attach(object: objectID, path: "")
    }
    open func configureWithDefault(for style: Style) {
        Recording.record(["object": objectID, "path": ""], "configureWithDefault(for:)", [encode(case: style)])
    }
    func attach(object: Int, path: String) {
        for (name, state) in [("normal", normal), ("selected", selected), ("disabled", disabled), ("focused", focused)] {
            state.recordingTarget = ["object": object, "path": path.isEmpty ? name : "\(path).\(name)"]
        }
    }
    var reference: Any { ["object": objectID] }
}

/// UITabBarAppearance.h.
@MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance() {
        didSet { assigned("stackedLayoutAppearance", stackedLayoutAppearance) }
    }
    open var inlineLayoutAppearance = UITabBarItemAppearance() {
        didSet { assigned("inlineLayoutAppearance", inlineLayoutAppearance) }
    }
    open var compactInlineLayoutAppearance = UITabBarItemAppearance() {
        didSet { assigned("compactInlineLayoutAppearance", compactInlineLayoutAppearance) }
    }
    open var selectionIndicatorTintColor: UIColor? { didSet { record("selectionIndicatorTintColor", encode(selectionIndicatorTintColor)) } }
    open var selectionIndicatorImage: UIImage? { didSet { record("selectionIndicatorImage", encode(selectionIndicatorImage)) } }
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic {
        didSet { record("stackedItemPositioning", encode(case: stackedItemPositioning)) }
    }
    open var stackedItemWidth: CGFloat = 0 { didSet { record("stackedItemWidth", Double(stackedItemWidth)) } }
    open var stackedItemSpacing: CGFloat = 0 { didSet { record("stackedItemSpacing", Double(stackedItemSpacing)) } }
    /// The assignment copies the item appearance's recorded values into this object at `path`; later
    /// changes go to this object's own copy.
    func assigned(_ path: String, _ item: UITabBarItemAppearance) {
        record(path, item.reference)
        item.attach(object: objectID, path: path)
    }
    public override init() {
        super.init()
        stackedLayoutAppearance.attach(object: objectID, path: "stackedLayoutAppearance")
        inlineLayoutAppearance.attach(object: objectID, path: "inlineLayoutAppearance")
        compactInlineLayoutAppearance.attach(object: objectID, path: "compactInlineLayoutAppearance")
    }
}

/// UITabBar.h.
@MainActor open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open var barStyle: UIBarStyle = .default { didSet { record("barStyle", encode(case: barStyle)) } }
    open var isTranslucent = true { didSet { record("isTranslucent", isTranslucent) } }
    open var barTintColor: UIColor? { didSet { record("barTintColor", encode(barTintColor)) } }
    /// iOS 10.
    open var unselectedItemTintColor: UIColor? { didSet { record("unselectedItemTintColor", encode(unselectedItemTintColor)) } }
    open var backgroundImage: UIImage? { didSet { record("backgroundImage", encode(backgroundImage)) } }
    open var shadowImage: UIImage? { didSet { record("shadowImage", encode(shadowImage)) } }
    open var selectionIndicatorImage: UIImage? { didSet { record("selectionIndicatorImage", encode(selectionIndicatorImage)) } }
    open var itemPositioning: ItemPositioning = .automatic { didSet { record("itemPositioning", encode(case: itemPositioning)) } }
    open var itemWidth: CGFloat = 0 { didSet { record("itemWidth", Double(itemWidth)) } }
    open var itemSpacing: CGFloat = 0 { didSet { record("itemSpacing", Double(itemSpacing)) } }
    /// iOS 13.
    open var standardAppearance = UITabBarAppearance() { didSet { record("standardAppearance", standardAppearance.reference) } }
    /// iOS 15.
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { nil }
        set { record("scrollEdgeAppearance", newValue?.reference ?? NSNull()) }
    }
}

/// UITabBarItem.h: the appearance setters of `UITabBarItem.appearance()` (UIBarItem's
/// `setTitleTextAttributes(_:for:)` included).
@MainActor open class UITabBarItem: UIBarItem {
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) {
        didSet { record("titlePositionAdjustment", titlePositionAdjustment.recordedValue) }
    }
    /// iOS 10.
    open var badgeColor: UIColor? { didSet { record("badgeColor", encode(badgeColor)) } }
}
