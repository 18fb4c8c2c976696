// A test-only module named UIKit: the Swift signatures of the UIKit API that BarTheme's generated
// code may call, so the generated files compile on Linux exactly where they would compile against
// Apple's UIKit. Only API that exists in UIKit is declared (a call with no UIKit signature must fail
// to compile here too); bodies do nothing. Each declaration names the Objective-C header it comes
// from, in the public copy of Apple's headers in the repository phracker/MacOSX-SDKs (Mac Catalyst's
// iOS-support UIKit, iOS 15 API), commit 67b7e101950060841157ad4aa312477e71bef1d6, folder
// MacOSX12.3.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Versions/A/Headers/
// (UIBarAppearance.h, UINavigationBarAppearance.h, UIToolbarAppearance.h and
// UIBarButtonItemAppearance.h read from the MacOSX12.1.sdk copy of the same folder). Swift names
// follow Apple's Swift rendering of those headers (developer.apple.com documentation).
// Not compiled into any target: BarCodegenTests builds it as a module with swiftc.

@_exported import Foundation

// MARK: Foundation additions (NSAttributedString.h, NSShadow in NSShadow.h of UIKit)

extension NSAttributedString.Key {
    /// NSAttributedString.h: NSFontAttributeName.
    public static let font = NSAttributedString.Key("NSFont")
    /// NSAttributedString.h: NSForegroundColorAttributeName.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// NSAttributedString.h: NSShadowAttributeName.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// NSShadow.h.
open class NSShadow: NSObject {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
    public override init() {}
}

// MARK: Geometry (UIGeometry.h)

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

public struct UIOffset: Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
}

// MARK: Traits (UITraitCollection.h, UIInterface.h)

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }

/// UITraitCollection.h.
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init() }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init() }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init() }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
}

// MARK: Colours, fonts, images (UIColor.h, UIFont.h, UIFontDescriptor.h, UIImage.h)

/// UIColor.h.
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// UIColor.h: colorWithDynamicProvider: (iOS 13).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

/// UIFont.h.
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        /// UIFontDescriptor.h: UIFontWeightUltraLight … UIFontWeightBlack.
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(name: "", size: fontSize)! }
}

/// UIImage.h.
open class UIImage: NSObject, @unchecked Sendable {
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage { self }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
}

// MARK: Views and bars (UIView.h, UIVisualEffect.h, UIBarCommon.h, UIAppearance.h)

public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
/// UIBarCommon.h: UIBarMetrics (landscapePhone is a deprecated alias of compact).
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }
/// UIBarCommon.h: UIBarPosition.
public enum UIBarPosition: Int, Sendable { case any = 0, bottom = 1, top = 2, topAttached = 3 }

/// UIBlurEffect.h (UIVisualEffect.h).
open class UIBlurEffect: NSObject {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public init(style: UIBlurEffect.Style) {}
}

/// UIAppearance.h: the container protocol.
public protocol UIAppearanceContainer: AnyObject {}

/// UIView.h.
@MainActor open class UIView: NSObject, UIAppearanceContainer {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    open var tintColor: UIColor!
    public required override init() {}
    /// UIAppearance.h: +appearance.
    public class func appearance() -> Self { self.init() }
    /// UIAppearance.h: +appearanceWhenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self { self.init() }
    /// UIAppearance.h: +appearanceForTraitCollection: (iOS 8).
    public class func appearance(for trait: UITraitCollection) -> Self { self.init() }
    /// UIAppearance.h: +appearanceForTraitCollection:whenContainedInInstancesOfClasses: (iOS 9).
    public class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        self.init()
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
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    open var backgroundImage: UIImage?
}

/// UIBarButtonItemAppearance.h.
@MainActor open class UIBarButtonItemAppearance: NSObject {
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
}

/// UIBarAppearance.h.
@MainActor open class UIBarAppearance: NSObject {
    public override init() {}
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
}

/// UINavigationBarAppearance.h.
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}

/// UIToolbarAppearance.h.
@MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

// MARK: Bars (UINavigationBar.h, UIToolbar.h)

/// UINavigationBar.h.
@MainActor open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var prefersLargeTitles = false
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    /// iOS 13.
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// iOS 15.
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { nil } set {} }
}

/// UIToolbar.h.
@MainActor open class UIToolbar: UIView {
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
    /// iOS 13.
    open var standardAppearance = UIToolbarAppearance()
    open var compactAppearance: UIToolbarAppearance?
    /// iOS 15.
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance? { get { nil } set {} }
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { get { nil } set {} }
}
