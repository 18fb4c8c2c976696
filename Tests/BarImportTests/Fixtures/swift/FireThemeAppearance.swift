// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: peterich-rs/fire
// Commit: 0c2851e95705e3b78d06477799a42c11745a6d5c
// Path: native/ios-app/App/Core/FireTheme.swift (lines 67, 70-73, 116, 172-176, 202-205, 210-213,
//   231-234, 304-308, 314-320, 322-361)
// Licence: GPL-3.0 (LICENSE at that commit); a small excerpt kept for the facts it shows
// Unchanged apart from this header and the lines left out between the excerpts.
import UIKit

enum FireTheme {
    static let uiAccent = adaptiveUIColor(
        UIColor(red: 0.91, green: 0.39, blue: 0.18, alpha: 1),
        UIColor(red: 0.98, green: 0.48, blue: 0.24, alpha: 1)
    )
    private static let darkChrome = UIColor(red: 0.08, green: 0.08, blue: 0.09, alpha: 0.92)
    static let uiChrome = adaptiveUIColor(
        UIColor(red: 0.95, green: 0.94, blue: 0.92, alpha: 0.94),
        darkChrome,
        oled: UIColor(white: 0.0, alpha: 0.92)
    )
    static let uiInk = adaptiveUIColor(
        UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1),
        UIColor(white: 1.0, alpha: 0.96)
    )
    static let uiTertiaryInk = adaptiveUIColor(
        UIColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 1),
        UIColor(white: 1.0, alpha: 0.38)
    )
    static let uiDivider = adaptiveUIColor(
        UIColor(white: 0, alpha: 0.08),
        UIColor(white: 1, alpha: 0.08)
    )
    static let uiTabBarBackground = adaptiveUIColor(
        UIColor(red: 0.95, green: 0.94, blue: 0.92, alpha: 0.96),
        UIColor(red: 0.05, green: 0.05, blue: 0.05, alpha: 0.94),
        oled: UIColor(white: 0, alpha: 0.94)
    )
    static var isOledMode: Bool {
        FireAppearancePreference(
            rawValue: UserDefaults.standard.string(forKey: appearancePreferenceStorageKey) ?? ""
        ) == .oled
    }

    static let appearancePreferenceStorageKey = "fire.appearancePreference"
    static func adaptiveUIColor(_ light: UIColor, _ dark: UIColor, oled: UIColor? = nil) -> UIColor {
        UIColor { traits in
            if traits.userInterfaceStyle == .dark {
                return isOledMode ? (oled ?? dark) : dark
            }
            return light
        }
    }

    /// Apply global UIKit chrome defaults (nav/tab/table) to match the design language.
    @MainActor
    static func applyGlobalAppearances() {
        let nav = UINavigationBarAppearance()
        nav.configureWithDefaultBackground()
        nav.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        nav.backgroundColor = uiChrome
        nav.shadowColor = uiDivider
        nav.titleTextAttributes = [.foregroundColor: uiInk]
        nav.largeTitleTextAttributes = [.foregroundColor: uiInk]

        let navBar = UINavigationBar.appearance()
        navBar.standardAppearance = nav
        navBar.scrollEdgeAppearance = nav
        navBar.compactAppearance = nav
        navBar.tintColor = uiAccent

        let tab = UITabBarAppearance()
        tab.configureWithDefaultBackground()
        tab.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        tab.backgroundColor = uiTabBarBackground
        let tabBar = UITabBar.appearance()
        tabBar.standardAppearance = tab
        tabBar.scrollEdgeAppearance = tab
        tabBar.tintColor = uiAccent
        tabBar.unselectedItemTintColor = uiTertiaryInk

        UITableView.appearance().backgroundColor = uiCanvas
        UICollectionView.appearance().backgroundColor = uiCanvas
    }
}
