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

    /// The key as written in YAML (its `spelling`).
    public var description: String { spelling }

    /// Alphabetical order of the spellings.
    public static func < (a: ThemeKey, b: ThemeKey) -> Bool { a.spelling < b.spelling }

    // Every key of the format, alphabetically.
    /// `accessibility`: a scene's accessibility settings variants (`increaseContrast`, `reduceTransparency`, …).
    public static var accessibility: ThemeKey { named() }
    /// `accessibilityLabel`: what VoiceOver says for a tab or a bar button item.
    public static var accessibilityLabel: ThemeKey { named() }
    /// `allowsToolbarIntegration`: a search controller's `searchBarPlacementAllowsToolbarIntegration` (iOS 26).
    public static var allowsToolbarIntegration: ThemeKey { named() }
    /// `animated`: a stack step's `animated:` argument.
    public static var animated: ThemeKey { named() }
    /// `atScrollEdge`: whether a scene's content is scrolled to its edge (the scroll-edge appearance).
    public static var atScrollEdge: ThemeKey { named() }
    /// `backBarButtonItem`: a navigation item's `backBarButtonItem`.
    public static var backBarButtonItem: ThemeKey { named() }
    /// `backButtonAppearance`: a navigation bar appearance object's `backButtonAppearance`.
    public static var backButtonAppearance: ThemeKey { named() }
    /// `backButtonBackgroundImages`: the item background images behind the back button.
    public static var backButtonBackgroundImages: ThemeKey { named() }
    /// `backButtonDisplayMode`: a navigation item's `backButtonDisplayMode` (iOS 14+).
    public static var backButtonDisplayMode: ThemeKey { named() }
    /// `backButtonTitle`: a navigation item's `backButtonTitle` (iOS 11+).
    public static var backButtonTitle: ThemeKey { named() }
    /// `backButtonTitlePositionAdjustment`: the back button title's offset, per bar metrics.
    public static var backButtonTitlePositionAdjustment: ThemeKey { named() }
    /// `backIndicatorImage`: the navigation bar's back chevron image.
    public static var backIndicatorImage: ThemeKey { named() }
    /// `backIndicatorTransitionMaskImage`: the back chevron's transition mask image.
    public static var backIndicatorTransitionMaskImage: ThemeKey { named() }
    /// `backdrop`: a scene's colour of the content behind the bar.
    public static var backdrop: ThemeKey { named() }
    /// `backgroundColor`: an appearance object's background colour, or the tab bar's `backgroundColor`.
    public static var backgroundColor: ThemeKey { named() }
    /// `backgroundEffect`: an appearance object's blur effect (`UIBlurEffect.Style`).
    public static var backgroundEffect: ThemeKey { named() }
    /// `backgroundImage`: the tab bar's or an appearance object's background image.
    public static var backgroundImage: ThemeKey { named() }
    /// `backgroundImageContentMode`: an appearance object's `backgroundImageContentMode`.
    public static var backgroundImageContentMode: ThemeKey { named() }
    /// `backgroundImages`: a bar's or a bar button item's background images, one per state, position or metrics.
    public static var backgroundImages: ThemeKey { named() }
    /// `badgeBackgroundColor`: a tab item state appearance's badge colour.
    public static var badgeBackgroundColor: ThemeKey { named() }
    /// `badgeColor`: a tab bar item's badge colour (iOS 10+).
    public static var badgeColor: ThemeKey { named() }
    /// `badgePositionAdjustment`: a tab item state appearance's badge offset.
    public static var badgePositionAdjustment: ThemeKey { named() }
    /// `badgeTextAttributes`: a tab item state appearance's badge text attributes.
    public static var badgeTextAttributes: ThemeKey { named() }
    /// `badgeTitlePositionAdjustment`: a tab item state appearance's badge title offset.
    public static var badgeTitlePositionAdjustment: ThemeKey { named() }
    /// `badgeValue`: a tab bar item's badge text.
    public static var badgeValue: ThemeKey { named() }
    /// `bar`: a scene's bar: `navigationBar`, `toolbar` or `tabBar`.
    public static var bar: ThemeKey { named() }
    /// `barButtonItem`: the `UIBarButtonItem` proxy, at the top level, in a `when:` entry or in a bar block.
    public static var barButtonItem: ThemeKey { named() }
    /// `barStyle`: a bar's `barStyle`.
    public static var barStyle: ThemeKey { named() }
    /// `barTintColor`: a bar's (or a search bar's) `barTintColor`.
    public static var barTintColor: ThemeKey { named() }
    /// `blurRadius`: a text shadow's blur radius.
    public static var blurRadius: ThemeKey { named() }
    /// `bottomAccessory`: a tab bar scene's `UITabBarController.bottomAccessory` (iOS 26).
    public static var bottomAccessory: ThemeKey { named() }
    /// `buttonAppearance`: an appearance object's bar button item appearance.
    public static var buttonAppearance: ThemeKey { named() }
    /// `capInsets`: an image's cap insets (`resizableImage(withCapInsets:)`).
    public static var capInsets: ThemeKey { named() }
    /// `color`: a text shadow's colour, or the fill colour of a custom view or title view box.
    public static var color: ThemeKey { named() }
    /// `colors`: the theme's colour palette.
    public static var colors: ThemeKey { named() }
    /// `compactAppearance`: a bar's or a navigation item's compact appearance object.
    public static var compactAppearance: ThemeKey { named() }
    /// `compactInlineLayoutAppearance`: a tab bar appearance's compact inline item layout.
    public static var compactInlineLayoutAppearance: ThemeKey { named() }
    /// `compactScrollEdgeAppearance`: a bar's or a navigation item's compact scroll-edge appearance (iOS 15+).
    public static var compactScrollEdgeAppearance: ThemeKey { named() }
    /// `compatibilityMode`: the theme's `UIDesignRequiresCompatibility` (the pre-26 look for an `ios26` theme).
    public static var compatibilityMode: ThemeKey { named() }
    /// `configureWith`: an appearance object's starting configuration (default, opaque or transparent background).
    public static var configureWith: ThemeKey { named() }
    /// `containedIn`: a `when:` scope's or a scene's container chain.
    public static var containedIn: ThemeKey { named() }
    /// `container`: what holds a scene's navigation stack.
    public static var container: ThemeKey { named() }
    /// `containment`: the policy ranking competing `containedIn` scopes.
    public static var containment: ThemeKey { named() }
    /// `contentHorizontalAlignment`: a UIKit button custom view's image alignment across its width.
    public static var contentHorizontalAlignment: ThemeKey { named() }
    /// `contentScrollView`: whether a navigation bar scene's screen has a scroll view under the bar.
    public static var contentScrollView: ThemeKey { named() }
    /// `customView`: a bar button item's `customView`.
    public static var customView: ThemeKey { named() }
    /// `dark`: a dynamic colour's dark appearance (or the design tokens files for it).
    public static var dark: ThemeKey { named() }
    /// `darkHighContrast`: a dynamic colour's dark appearance with Increase Contrast.
    public static var darkHighContrast: ThemeKey { named() }
    /// `disable`: the lint rules a theme switches off.
    public static var disable: ThemeKey { named() }
    /// `disabled`: the disabled state's attributes in a state dictionary.
    public static var disabled: ThemeKey { named() }
    /// `doneButtonAppearance`: an appearance object's done-style button appearance.
    public static var doneButtonAppearance: ThemeKey { named() }
    /// `enabled`: a tab bar item's or a bar button item's `isEnabled`.
    public static var enabled: ThemeKey { named() }
    /// `era`: the theme's UIKit look (`ios7`, `ios13`, `ios15`, `ios26`).
    public static var era: ThemeKey { named() }
    /// `event`: a stack step's user event.
    public static var event: ThemeKey { named() }
    /// `extends`: the theme's parent theme.
    public static var extends: ThemeKey { named() }
    /// `family`: a font's family.
    public static var family: ThemeKey { named() }
    /// `file`: a font file inside the theme's folder.
    public static var file: ThemeKey { named() }
    /// `flipsForRightToLeft`: an image's `imageFlipsForRightToLeftLayoutDirection`.
    public static var flipsForRightToLeft: ThemeKey { named() }
    /// `focused`: the focused state's attributes in a state dictionary.
    public static var focused: ThemeKey { named() }
    /// `font`: the font in text attributes.
    public static var font: ThemeKey { named() }
    /// `fontFiles`: the app's own font files a theme may use.
    public static var fontFiles: ThemeKey { named() }
    /// `fonts`: the theme's font palette.
    public static var fonts: ThemeKey { named() }
    /// `foregroundColor`: the text colour in text attributes.
    public static var foregroundColor: ThemeKey { named() }
    /// `from`: a deployment range's oldest iOS version (or a colour palette's design tokens files).
    public static var from: ThemeKey { named() }
    /// `height`: a custom view's or a title view's height in points.
    public static var height: ThemeKey { named() }
    /// `hidesBackButton`: a navigation item's `hidesBackButton`.
    public static var hidesBackButton: ThemeKey { named() }
    /// `hidesBarsOnSwipe`: a navigation controller's `hidesBarsOnSwipe`.
    public static var hidesBarsOnSwipe: ThemeKey { named() }
    /// `hidesBarsOnTap`: a navigation controller's `hidesBarsOnTap`.
    public static var hidesBarsOnTap: ThemeKey { named() }
    /// `hidesBarsWhenKeyboardAppears`: a navigation controller's `hidesBarsWhenKeyboardAppears`.
    public static var hidesBarsWhenKeyboardAppears: ThemeKey { named() }
    /// `hidesBarsWhenVerticallyCompact`: a navigation controller's `hidesBarsWhenVerticallyCompact`.
    public static var hidesBarsWhenVerticallyCompact: ThemeKey { named() }
    /// `hidesSharedBackground`: a bar button item's `hidesSharedBackground` (iOS 26).
    public static var hidesSharedBackground: ThemeKey { named() }
    /// `hidesWhenScrolling`: a search controller's `hidesSearchBarWhenScrolling`.
    public static var hidesWhenScrolling: ThemeKey { named() }
    /// `highlighted`: the pressed state's attributes in a state dictionary.
    public static var highlighted: ThemeKey { named() }
    /// `horizontal`: an offset's `UIOffset.horizontal` (`{ horizontal:, vertical: }`), in points.
    public static var horizontal: ThemeKey { named() }
    /// `horizontalSizeClass`: the horizontal size class trait.
    public static var horizontalSizeClass: ThemeKey { named() }
    /// `iconColor`: a tab item state appearance's icon colour.
    public static var iconColor: ThemeKey { named() }
    /// `image`: the image of a tab, a bar button item or a background image entry, or an image mapping's file.
    public static var image: ThemeKey { named() }
    /// `imageInsets`: a bar button item's `imageInsets`.
    public static var imageInsets: ThemeKey { named() }
    /// `inlineLayoutAppearance`: a tab bar appearance's inline item layout.
    public static var inlineLayoutAppearance: ThemeKey { named() }
    /// `itemPositioning`: a tab bar's `itemPositioning`.
    public static var itemPositioning: ThemeKey { named() }
    /// `itemSpacing`: a tab bar's `itemSpacing`.
    public static var itemSpacing: ThemeKey { named() }
    /// `itemWidth`: a tab bar's `itemWidth`.
    public static var itemWidth: ThemeKey { named() }
    /// `items`: a scene's items (navigation items, bar button items or tabs), or an item group's bar button items.
    public static var items: ThemeKey { named() }
    /// `label`: the text drawn in a custom view's or a title view's box.
    public static var label: ThemeKey { named() }
    /// `landscapeImagePhoneInsets`: a bar button item's `landscapeImagePhoneInsets`.
    public static var landscapeImagePhoneInsets: ThemeKey { named() }
    /// `largeSubtitle`: a navigation item's `largeSubtitle` (iOS 26).
    public static var largeSubtitle: ThemeKey { named() }
    /// `largeTitleDisplayMode`: a navigation item's `largeTitleDisplayMode` (iOS 11+).
    public static var largeTitleDisplayMode: ThemeKey { named() }
    /// `largeTitleTextAttributes`: the large title's text attributes.
    public static var largeTitleTextAttributes: ThemeKey { named() }
    /// `layoutDirection`: the layout direction trait.
    public static var layoutDirection: ThemeKey { named() }
    /// `layoutDirections`: a scene's layout direction variants.
    public static var layoutDirections: ThemeKey { named() }
    /// `leadingItemGroups`: a navigation item's `leadingItemGroups` (iOS 16+).
    public static var leadingItemGroups: ThemeKey { named() }
    /// `leftBarButtonItems`: a navigation item's `leftBarButtonItems`.
    public static var leftBarButtonItems: ThemeKey { named() }
    /// `leftItemsSupplementBackButton`: a navigation item's `leftItemsSupplementBackButton`.
    public static var leftItemsSupplementBackButton: ThemeKey { named() }
    /// `legacyOverridesAppearanceObjects`: the policy on legacy proxy values against appearance objects.
    public static var legacyOverridesAppearanceObjects: ThemeKey { named() }
    /// `light`: a dynamic colour's light appearance (or the design tokens files for it).
    public static var light: ThemeKey { named() }
    /// `lightHighContrast`: a dynamic colour's light appearance with Increase Contrast.
    public static var lightHighContrast: ThemeKey { named() }
    /// `lint`: the theme's lint settings.
    public static var lint: ThemeKey { named() }
    /// `maxPixels`: how many pixels per image `snapshot verify` lets exceed the tolerance.
    public static var maxPixels: ThemeKey { named() }
    /// `maxRatio`: the fraction of an image's pixels `snapshot verify` lets exceed the tolerance.
    public static var maxRatio: ThemeKey { named() }
    /// `metrics`: a background image's bar metrics, or a scene's metrics variants.
    public static var metrics: ThemeKey { named() }
    /// `minimized`: whether a tab bar scene draws the minimized iOS 26 bar.
    public static var minimized: ThemeKey { named() }
    /// `name`: a scene's or a navigation item's name.
    public static var name: ThemeKey { named() }
    /// `navigationBar`: the navigation bar proxy (top level, `when:` entry) or a scene's navigation bar.
    public static var navigationBar: ThemeKey { named() }
    /// `navigationBarHidden`: a navigation controller's `isNavigationBarHidden` at the start.
    public static var navigationBarHidden: ThemeKey { named() }
    /// `navigationController`: a scene's navigation controller settings.
    public static var navigationController: ThemeKey { named() }
    /// `normal`: the normal state's attributes in a state dictionary.
    public static var normal: ThemeKey { named() }
    /// `offset`: a text shadow's offset.
    public static var offset: ThemeKey { named() }
    /// `placeholder`: a search bar's `placeholder`.
    public static var placeholder: ThemeKey { named() }
    /// `placement`: a search controller's `preferredSearchBarPlacement` (iOS 16+).
    public static var placement: ThemeKey { named() }
    /// `pointSize`: an SF Symbol's point size.
    public static var pointSize: ThemeKey { named() }
    /// `policies`: the theme's choices where UIKit's documents and behaviour disagree.
    public static var policies: ThemeKey { named() }
    /// `pop`: a stack step popping the top item.
    public static var pop: ThemeKey { named() }
    /// `popTo`: a stack step popping to a view controller.
    public static var popTo: ThemeKey { named() }
    /// `popToRoot`: a stack step popping to the root view controller.
    public static var popToRoot: ThemeKey { named() }
    /// `position`: a background or shadow image's bar position.
    public static var position: ThemeKey { named() }
    /// `positions`: a scene's bar position variants.
    public static var positions: ThemeKey { named() }
    /// `prefersLargeTitles`: a navigation bar's `prefersLargeTitles` (iOS 11+).
    public static var prefersLargeTitles: ThemeKey { named() }
    /// `prompt`: a navigation item's `prompt`.
    public static var prompt: ThemeKey { named() }
    /// `pseudoLanguages`: a scene's pseudo-language variants.
    public static var pseudoLanguages: ThemeKey { named() }
    /// `push`: a stack step pushing an item.
    public static var push: ThemeKey { named() }
    /// `refuse`: whether the bar delegate refuses a stack step.
    public static var refuse: ThemeKey { named() }
    /// `renderingMode`: an image's `UIImage.RenderingMode`.
    public static var renderingMode: ThemeKey { named() }
    /// `representativeItem`: an item group's `representativeItem`.
    public static var representativeItem: ThemeKey { named() }
    /// `resizingMode`: an image's `UIImage.ResizingMode`.
    public static var resizingMode: ThemeKey { named() }
    /// `rightBarButtonItems`: a navigation item's `rightBarButtonItems`.
    public static var rightBarButtonItems: ThemeKey { named() }
    /// `role`: a tab's role (the iOS 26 search tab).
    public static var role: ThemeKey { named() }
    /// `scale`: an SF Symbol's scale.
    public static var scale: ThemeKey { named() }
    /// `scales`: a scene's display scale variants.
    public static var scales: ThemeKey { named() }
    /// `scalesWithDynamicType`: whether a large title's font grows with the user's text size.
    public static var scalesWithDynamicType: ThemeKey { named() }
    /// `scenes`: the theme's scenes, what to draw.
    public static var scenes: ThemeKey { named() }
    /// `scrollEdgeAppearance`: a bar's or a navigation item's scroll-edge appearance object.
    public static var scrollEdgeAppearance: ThemeKey { named() }
    /// `scrollEdgeEffect`: a scene's iOS 26 scroll edge effect.
    public static var scrollEdgeEffect: ThemeKey { named() }
    /// `searchBarPlacement`: a bar button item that is the `searchBarPlacementBarButtonItem` (iOS 26).
    public static var searchBarPlacement: ThemeKey { named() }
    /// `searchBarStyle`: a search bar's `searchBarStyle`.
    public static var searchBarStyle: ThemeKey { named() }
    /// `searchController`: a navigation item's (or a toolbar scene's) search controller.
    public static var searchController: ThemeKey { named() }
    /// `selected`: the selected state's attributes in a state dictionary.
    public static var selected: ThemeKey { named() }
    /// `selectedImage`: a tab bar item's `selectedImage`.
    public static var selectedImage: ThemeKey { named() }
    /// `selectedItem`: a tab bar scene's selected tab index.
    public static var selectedItem: ThemeKey { named() }
    /// `selectionIndicatorImage`: a tab bar's selection indicator image.
    public static var selectionIndicatorImage: ThemeKey { named() }
    /// `selectionIndicatorTintColor`: a tab bar appearance's `selectionIndicatorTintColor`.
    public static var selectionIndicatorTintColor: ThemeKey { named() }
    /// `setItems`: a stack step replacing a standalone bar's items.
    public static var setItems: ThemeKey { named() }
    /// `setNavigationBarHidden`: a stack step hiding or showing the navigation bar.
    public static var setNavigationBarHidden: ThemeKey { named() }
    /// `setToolbarHidden`: a stack step hiding or showing the toolbar.
    public static var setToolbarHidden: ThemeKey { named() }
    /// `setViewControllers`: a stack step replacing the controller's view controllers.
    public static var setViewControllers: ThemeKey { named() }
    /// `shadow`: the text shadow in text attributes.
    public static var shadow: ThemeKey { named() }
    /// `shadowColor`: an appearance object's shadow (hairline) colour.
    public static var shadowColor: ThemeKey { named() }
    /// `shadowImage`: a bar's or an appearance object's shadow image.
    public static var shadowImage: ThemeKey { named() }
    /// `shadowImageRequiresBackgroundImage`: the policy on whether a shadow image needs a background image.
    public static var shadowImageRequiresBackgroundImage: ThemeKey { named() }
    /// `shadowImages`: a toolbar's shadow images, one per position.
    public static var shadowImages: ThemeKey { named() }
    /// `sharesBackground`: a bar button item's `sharesBackground` (iOS 26).
    public static var sharesBackground: ThemeKey { named() }
    /// `size`: a font's size in points.
    public static var size: ThemeKey { named() }
    /// `snapshot`: how `snapshot verify` compares the theme's references.
    public static var snapshot: ThemeKey { named() }
    /// `stack`: a scene's steps that change the navigation stack.
    public static var stack: ThemeKey { named() }
    /// `stackedItemPositioning`: a tab bar appearance's `stackedItemPositioning`.
    public static var stackedItemPositioning: ThemeKey { named() }
    /// `stackedItemSpacing`: a tab bar appearance's `stackedItemSpacing`.
    public static var stackedItemSpacing: ThemeKey { named() }
    /// `stackedItemWidth`: a tab bar appearance's `stackedItemWidth`.
    public static var stackedItemWidth: ThemeKey { named() }
    /// `stackedLayoutAppearance`: a tab bar appearance's stacked item layout.
    public static var stackedLayoutAppearance: ThemeKey { named() }
    /// `standardAppearance`: a bar's or a navigation item's standard appearance object.
    public static var standardAppearance: ThemeKey { named() }
    /// `state`: the control state of a background image or of a bar button item.
    public static var state: ThemeKey { named() }
    /// `statusBarHeight`: a scene's status bar height, which the background extends up at `topAttached`.
    public static var statusBarHeight: ThemeKey { named() }
    /// `style`: a bar button item's `style`.
    public static var style: ThemeKey { named() }
    /// `subtitle`: a navigation item's `subtitle` (iOS 26).
    public static var subtitle: ThemeKey { named() }
    /// `supports`: the theme's deployment range, the iOS versions the app runs on.
    public static var supports: ThemeKey { named() }
    /// `swiftUILabel`: the label a SwiftUI toolbar item is written with (`image`, `label`, `text`).
    public static var swiftUILabel: ThemeKey { named() }
    /// `systemItem`: a bar button item's or a tab bar item's system item.
    public static var systemItem: ThemeKey { named() }
    /// `systemName`: an SF Symbol's name.
    public static var systemName: ThemeKey { named() }
    /// `tabBar`: the tab bar proxy (top level, `when:` entry) or a scene's tab bar.
    public static var tabBar: ThemeKey { named() }
    /// `tabBarItem`: the `UITabBarItem` proxy.
    public static var tabBarItem: ThemeKey { named() }
    /// `tabBarMinimizeBehavior`: a tab bar scene's `tabBarMinimizeBehavior` (iOS 26).
    public static var tabBarMinimizeBehavior: ThemeKey { named() }
    /// `tag`: a tab bar item's `tag`.
    public static var tag: ThemeKey { named() }
    /// `text`: a search bar's `text`.
    public static var text: ThemeKey { named() }
    /// `textFieldBackgroundColor`: a search bar text field's background colour (iOS 13+).
    public static var textFieldBackgroundColor: ThemeKey { named() }
    /// `theme`: the theme's display name.
    public static var theme: ThemeKey { named() }
    /// `tintColor`: a bar's or a bar button item's `tintColor`.
    public static var tintColor: ThemeKey { named() }
    /// `title`: the title of a tab, a navigation item, a bar button item or a custom view.
    public static var title: ThemeKey { named() }
    /// `titlePositionAdjustment`: an item's or an appearance object's title offset.
    public static var titlePositionAdjustment: ThemeKey { named() }
    /// `titleTextAttributes`: the title's text attributes (of a bar, an item or a state appearance).
    public static var titleTextAttributes: ThemeKey { named() }
    /// `titleVerticalPositionAdjustment`: a navigation bar's title offset, per bar metrics.
    public static var titleVerticalPositionAdjustment: ThemeKey { named() }
    /// `titleView`: a navigation item's `titleView`.
    public static var titleView: ThemeKey { named() }
    /// `to`: a deployment range's newest iOS version.
    public static var to: ThemeKey { named() }
    /// `toleranceDE`: the colour difference `snapshot verify` tolerates per pixel.
    public static var toleranceDE: ThemeKey { named() }
    /// `toolbar`: the toolbar proxy (top level, `when:` entry) or a scene's toolbar.
    public static var toolbar: ThemeKey { named() }
    /// `toolbarHidden`: a navigation controller's `isToolbarHidden` at the start.
    public static var toolbarHidden: ThemeKey { named() }
    /// `toolbarItems`: a view controller's `toolbarItems`.
    public static var toolbarItems: ThemeKey { named() }
    /// `trailingItemGroups`: a navigation item's `trailingItemGroups` (iOS 16+).
    public static var trailingItemGroups: ThemeKey { named() }
    /// `traits`: a `when:` scope's trait collection (`appearance(for:)`).
    public static var traits: ThemeKey { named() }
    /// `translucent`: a bar's `isTranslucent`.
    public static var translucent: ThemeKey { named() }
    /// `unselectedItemTintColor`: a tab bar's `unselectedItemTintColor` (iOS 10+).
    public static var unselectedItemTintColor: ThemeKey { named() }
    /// `userInterfaceIdiom`: the interface idiom trait, or a scene's device.
    public static var userInterfaceIdiom: ThemeKey { named() }
    /// `userInterfaceStyle`: the light or dark interface style trait.
    public static var userInterfaceStyle: ThemeKey { named() }
    /// `userInterfaceStyles`: a scene's light and dark variants.
    public static var userInterfaceStyles: ThemeKey { named() }
    /// `variants`: a scene's render matrix.
    public static var variants: ThemeKey { named() }
    /// `vertical`: an offset's `UIOffset.vertical` (`{ horizontal:, vertical: }`), in points, down.
    public static var vertical: ThemeKey { named() }
    /// `verticalSizeClass`: the vertical size class trait.
    public static var verticalSizeClass: ThemeKey { named() }
    /// `weight`: a font's or an SF Symbol's weight.
    public static var weight: ThemeKey { named() }
    /// `when`: the theme's scoped appearances.
    public static var when: ThemeKey { named() }
    /// `width`: a bar button item's `width`, or a custom view's or a title view's width in points.
    public static var width: ThemeKey { named() }
    /// `widths`: a scene's screen width variants.
    public static var widths: ThemeKey { named() }
    /// `xcode`: the Xcode version the app is built with.
    public static var xcode: ThemeKey { named() }
}
