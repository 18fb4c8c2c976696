/// A key of the theme format as written in YAML. Every key is a static member, spelt once (the
/// member's own name is the spelling), so a misspelt key does not compile; which objects take it,
/// with which value and what it means, is in `ThemeKeys` (the objects).
///
/// A new key: a member here, then a `.key(...)` line in the object that takes it (a ThemeKeys+… file),
/// then the walker reads it (`reader[.newKey]`) into the document. docs/THEME-FORMAT.md's table and
/// the JSON Schema follow from that line (`Scripts/update-format-tables`, `render-theme schema`).
public struct ThemeKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The key as written in YAML.
    public let spelling: String

    /// A label for messages that is not one key (`buttonAppearance.normal`, `items[2]`); the parser's own.
    init(label: String) { self.spelling = label }

    /// The key spelt `spelling` when the theme format has one (`isTranslucent` has none, `translucent` has).
    public init?(spelling: String) {
        guard ThemeKeys.allKeys.contains(where: { $0.spelling == spelling }) else { return nil }
        self.spelling = spelling
    }

    /// The key named as the calling static member is.
    private static func named(_ spelling: String = #function) -> ThemeKey { ThemeKey(label: spelling) }

    public var description: String { spelling }

    public static func < (a: ThemeKey, b: ThemeKey) -> Bool { a.spelling < b.spelling }

    // Every key of the format, alphabetically.
    public static var accessibility: ThemeKey { named() }
    public static var accessibilityLabel: ThemeKey { named() }
    public static var allowsToolbarIntegration: ThemeKey { named() }
    public static var animated: ThemeKey { named() }
    public static var atScrollEdge: ThemeKey { named() }
    public static var backBarButtonItem: ThemeKey { named() }
    public static var backButtonAppearance: ThemeKey { named() }
    public static var backButtonBackgroundImages: ThemeKey { named() }
    public static var backButtonDisplayMode: ThemeKey { named() }
    public static var backButtonTitle: ThemeKey { named() }
    public static var backButtonTitlePositionAdjustment: ThemeKey { named() }
    public static var backIndicatorImage: ThemeKey { named() }
    public static var backIndicatorTransitionMaskImage: ThemeKey { named() }
    public static var backdrop: ThemeKey { named() }
    public static var backgroundColor: ThemeKey { named() }
    public static var backgroundEffect: ThemeKey { named() }
    public static var backgroundImage: ThemeKey { named() }
    public static var backgroundImageContentMode: ThemeKey { named() }
    public static var backgroundImages: ThemeKey { named() }
    public static var badgeBackgroundColor: ThemeKey { named() }
    public static var badgeColor: ThemeKey { named() }
    public static var badgePositionAdjustment: ThemeKey { named() }
    public static var badgeTextAttributes: ThemeKey { named() }
    public static var badgeTitlePositionAdjustment: ThemeKey { named() }
    public static var badgeValue: ThemeKey { named() }
    public static var bar: ThemeKey { named() }
    public static var barButtonItem: ThemeKey { named() }
    public static var barStyle: ThemeKey { named() }
    public static var barTintColor: ThemeKey { named() }
    public static var blurRadius: ThemeKey { named() }
    public static var bottomAccessory: ThemeKey { named() }
    public static var buttonAppearance: ThemeKey { named() }
    public static var capInsets: ThemeKey { named() }
    public static var color: ThemeKey { named() }
    public static var colors: ThemeKey { named() }
    public static var compactAppearance: ThemeKey { named() }
    public static var compactInlineLayoutAppearance: ThemeKey { named() }
    public static var compactScrollEdgeAppearance: ThemeKey { named() }
    public static var compatibilityMode: ThemeKey { named() }
    public static var configureWith: ThemeKey { named() }
    public static var containedIn: ThemeKey { named() }
    public static var container: ThemeKey { named() }
    public static var containment: ThemeKey { named() }
    public static var contentScrollView: ThemeKey { named() }
    public static var customView: ThemeKey { named() }
    public static var dark: ThemeKey { named() }
    public static var darkHighContrast: ThemeKey { named() }
    public static var disable: ThemeKey { named() }
    public static var disabled: ThemeKey { named() }
    public static var doneButtonAppearance: ThemeKey { named() }
    public static var enabled: ThemeKey { named() }
    public static var era: ThemeKey { named() }
    public static var event: ThemeKey { named() }
    public static var extends: ThemeKey { named() }
    public static var family: ThemeKey { named() }
    public static var file: ThemeKey { named() }
    public static var flipsForRightToLeft: ThemeKey { named() }
    public static var focused: ThemeKey { named() }
    public static var font: ThemeKey { named() }
    public static var fontFiles: ThemeKey { named() }
    public static var fonts: ThemeKey { named() }
    public static var foregroundColor: ThemeKey { named() }
    public static var from: ThemeKey { named() }
    public static var height: ThemeKey { named() }
    public static var hidesBackButton: ThemeKey { named() }
    public static var hidesBarsOnSwipe: ThemeKey { named() }
    public static var hidesBarsOnTap: ThemeKey { named() }
    public static var hidesBarsWhenKeyboardAppears: ThemeKey { named() }
    public static var hidesBarsWhenVerticallyCompact: ThemeKey { named() }
    public static var hidesSharedBackground: ThemeKey { named() }
    public static var hidesWhenScrolling: ThemeKey { named() }
    public static var highlighted: ThemeKey { named() }
    public static var horizontalSizeClass: ThemeKey { named() }
    public static var iconColor: ThemeKey { named() }
    public static var image: ThemeKey { named() }
    public static var imageInsets: ThemeKey { named() }
    public static var inlineLayoutAppearance: ThemeKey { named() }
    public static var itemPositioning: ThemeKey { named() }
    public static var itemSpacing: ThemeKey { named() }
    public static var itemWidth: ThemeKey { named() }
    public static var items: ThemeKey { named() }
    public static var label: ThemeKey { named() }
    public static var landscapeImagePhoneInsets: ThemeKey { named() }
    public static var largeSubtitle: ThemeKey { named() }
    public static var largeTitleDisplayMode: ThemeKey { named() }
    public static var largeTitleTextAttributes: ThemeKey { named() }
    public static var layoutDirection: ThemeKey { named() }
    public static var layoutDirections: ThemeKey { named() }
    public static var leadingItemGroups: ThemeKey { named() }
    public static var leftBarButtonItems: ThemeKey { named() }
    public static var leftItemsSupplementBackButton: ThemeKey { named() }
    public static var legacyOverridesAppearanceObjects: ThemeKey { named() }
    public static var light: ThemeKey { named() }
    public static var lightHighContrast: ThemeKey { named() }
    public static var lint: ThemeKey { named() }
    public static var maxPixels: ThemeKey { named() }
    public static var maxRatio: ThemeKey { named() }
    public static var metrics: ThemeKey { named() }
    public static var minimized: ThemeKey { named() }
    public static var name: ThemeKey { named() }
    public static var navigationBar: ThemeKey { named() }
    public static var navigationBarHidden: ThemeKey { named() }
    public static var navigationController: ThemeKey { named() }
    public static var normal: ThemeKey { named() }
    public static var offset: ThemeKey { named() }
    public static var placeholder: ThemeKey { named() }
    public static var placement: ThemeKey { named() }
    public static var pointSize: ThemeKey { named() }
    public static var policies: ThemeKey { named() }
    public static var pop: ThemeKey { named() }
    public static var popTo: ThemeKey { named() }
    public static var popToRoot: ThemeKey { named() }
    public static var position: ThemeKey { named() }
    public static var positions: ThemeKey { named() }
    public static var prefersLargeTitles: ThemeKey { named() }
    public static var prompt: ThemeKey { named() }
    public static var pseudoLanguages: ThemeKey { named() }
    public static var push: ThemeKey { named() }
    public static var refuse: ThemeKey { named() }
    public static var renderingMode: ThemeKey { named() }
    public static var representativeItem: ThemeKey { named() }
    public static var resizingMode: ThemeKey { named() }
    public static var rightBarButtonItems: ThemeKey { named() }
    public static var role: ThemeKey { named() }
    public static var scale: ThemeKey { named() }
    public static var scales: ThemeKey { named() }
    public static var scalesWithDynamicType: ThemeKey { named() }
    public static var scenes: ThemeKey { named() }
    public static var scrollEdgeAppearance: ThemeKey { named() }
    public static var scrollEdgeEffect: ThemeKey { named() }
    public static var searchBarPlacement: ThemeKey { named() }
    public static var searchBarStyle: ThemeKey { named() }
    public static var searchController: ThemeKey { named() }
    public static var selected: ThemeKey { named() }
    public static var selectedImage: ThemeKey { named() }
    public static var selectedItem: ThemeKey { named() }
    public static var selectionIndicatorImage: ThemeKey { named() }
    public static var selectionIndicatorTintColor: ThemeKey { named() }
    public static var setItems: ThemeKey { named() }
    public static var setNavigationBarHidden: ThemeKey { named() }
    public static var setToolbarHidden: ThemeKey { named() }
    public static var setViewControllers: ThemeKey { named() }
    public static var shadow: ThemeKey { named() }
    public static var shadowColor: ThemeKey { named() }
    public static var shadowImage: ThemeKey { named() }
    public static var shadowImageRequiresBackgroundImage: ThemeKey { named() }
    public static var shadowImages: ThemeKey { named() }
    public static var sharesBackground: ThemeKey { named() }
    public static var size: ThemeKey { named() }
    public static var snapshot: ThemeKey { named() }
    public static var stack: ThemeKey { named() }
    public static var stackedItemPositioning: ThemeKey { named() }
    public static var stackedItemSpacing: ThemeKey { named() }
    public static var stackedItemWidth: ThemeKey { named() }
    public static var stackedLayoutAppearance: ThemeKey { named() }
    public static var standardAppearance: ThemeKey { named() }
    public static var state: ThemeKey { named() }
    public static var statusBarHeight: ThemeKey { named() }
    public static var style: ThemeKey { named() }
    public static var subtitle: ThemeKey { named() }
    public static var supports: ThemeKey { named() }
    public static var systemItem: ThemeKey { named() }
    public static var systemName: ThemeKey { named() }
    public static var tabBar: ThemeKey { named() }
    public static var tabBarItem: ThemeKey { named() }
    public static var tabBarMinimizeBehavior: ThemeKey { named() }
    public static var tag: ThemeKey { named() }
    public static var text: ThemeKey { named() }
    public static var textFieldBackgroundColor: ThemeKey { named() }
    public static var theme: ThemeKey { named() }
    public static var tintColor: ThemeKey { named() }
    public static var title: ThemeKey { named() }
    public static var titlePositionAdjustment: ThemeKey { named() }
    public static var titleTextAttributes: ThemeKey { named() }
    public static var titleVerticalPositionAdjustment: ThemeKey { named() }
    public static var titleView: ThemeKey { named() }
    public static var to: ThemeKey { named() }
    public static var toleranceDE: ThemeKey { named() }
    public static var toolbar: ThemeKey { named() }
    public static var toolbarHidden: ThemeKey { named() }
    public static var toolbarItems: ThemeKey { named() }
    public static var trailingItemGroups: ThemeKey { named() }
    public static var traits: ThemeKey { named() }
    public static var translucent: ThemeKey { named() }
    public static var unselectedItemTintColor: ThemeKey { named() }
    public static var userInterfaceIdiom: ThemeKey { named() }
    public static var userInterfaceStyle: ThemeKey { named() }
    public static var userInterfaceStyles: ThemeKey { named() }
    public static var variants: ThemeKey { named() }
    public static var verticalSizeClass: ThemeKey { named() }
    public static var weight: ThemeKey { named() }
    public static var when: ThemeKey { named() }
    public static var width: ThemeKey { named() }
    public static var widths: ThemeKey { named() }
    public static var xcode: ThemeKey { named() }
}
