import BarTheme

/// A parent theme's `when:` block as the app must set it. BarTheme ranks a theme's own unscoped
/// values above its parent's scopes (docs/PRECEDENCE.md: the child's layers come first), while
/// UIKit ranks every matching scoped proxy above the unscoped one (docs/UIKIT.md §3.7). So every
/// value that the parent's scope and a nearer theme's unscoped block both set is written on the
/// scoped proxy with the nearer theme's value; values only the scope sets stay as they are.
enum InheritedScopeOverrides {
    /// `scope` with the values of `nearer` (unscoped blocks, nearest first) where both set one.
    static func apply(_ nearer: [BarAppearanceDeclaration], to scope: BarAppearanceDeclaration) -> BarAppearanceDeclaration {
        var result = scope
        func nearest<T>(_ property: (BarAppearanceDeclaration) -> T?) -> T? {
            nearer.lazy.compactMap(property).first
        }
        if scope.barStyle != nil, let value = nearest({ $0.barStyle }) { result.barStyle = value }
        if scope.translucent != nil, let value = nearest({ $0.translucent }) { result.translucent = value }
        if scope.barTintColor != nil, let value = nearest({ $0.barTintColor }) { result.barTintColor = value }
        if scope.tintColor != nil, let value = nearest({ $0.tintColor }) { result.tintColor = value }
        if scope.titleTextAttributes != nil, let value = nearest({ $0.titleTextAttributes }) { result.titleTextAttributes = value }
        if scope.largeTitleTextAttributes != nil, let value = nearest({ $0.largeTitleTextAttributes }) {
            result.largeTitleTextAttributes = value
        }
        if scope.prefersLargeTitles != nil, let value = nearest({ $0.prefersLargeTitles }) { result.prefersLargeTitles = value }
        if scope.backIndicatorImage != nil, let value = nearest({ $0.backIndicatorImage }) { result.backIndicatorImage = value }
        if scope.backIndicatorTransitionMaskImage != nil, let value = nearest({ $0.backIndicatorTransitionMaskImage }) {
            result.backIndicatorTransitionMaskImage = value
        }
        for metrics in scope.titleVerticalPositionAdjustment.keys {
            if let value = nearest({ $0.titleVerticalPositionAdjustment[metrics] }) {
                result.titleVerticalPositionAdjustment[metrics] = value
            }
        }
        // Background and shadow images are stored per (position, metrics) / position, as UIKit stores them.
        result.backgroundImages = scope.backgroundImages.map { entry in
            let key = (entry.position?.value ?? .any, entry.metrics?.value ?? .default)
            return nearest { block in
                block.backgroundImages.last { ($0.position?.value ?? .any) == key.0 && ($0.metrics?.value ?? .default) == key.1 }
            } ?? entry
        }
        result.shadowImages = scope.shadowImages.map { entry in
            nearest { block in block.shadowImages.last { ($0.position?.value ?? .any) == (entry.position?.value ?? .any) } } ?? entry
        }
        for slot in AppearanceSlot.allCases where scope[keyPath: slot.onBar] != nil {
            if let value = nearest({ $0[keyPath: slot.onBar] }) { result[keyPath: slot.onBar] = value }
        }
        return result
    }

    /// The same for a tab bar scope (docs/UIKIT.md §18.4): each legacy property and appearance
    /// object that `nearer` (unscoped `tabBar:` blocks, nearest first) also sets takes its value.
    static func apply(_ nearer: [TabBarAppearanceDeclaration], to scope: TabBarAppearanceDeclaration) -> TabBarAppearanceDeclaration {
        var result = scope
        func take<T>(_ property: WritableKeyPath<TabBarAppearanceDeclaration, T?>) {
            guard scope[keyPath: property] != nil, let value = nearer.lazy.compactMap({ $0[keyPath: property] }).first else { return }
            result[keyPath: property] = value
        }
        take(\.barStyle)
        take(\.translucent)
        take(\.barTintColor)
        take(\.tintColor)
        take(\.backgroundColor)
        take(\.unselectedItemTintColor)
        take(\.backgroundImage)
        take(\.shadowImage)
        take(\.selectionIndicatorImage)
        take(\.itemPositioning)
        take(\.itemWidth)
        take(\.itemSpacing)
        take(\.standardAppearance)
        take(\.scrollEdgeAppearance)
        return result
    }
}
