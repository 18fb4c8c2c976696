// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: aling94/playground
// Commit: 0b392fc8d09504e3d1a164ad785e46c1b0e27b09
// Path: iOS/AppTheme/AppTheme/Theme/AppearanceManager.swift (lines 9-24, 47-63 and 122-128; the other views' set-up left out)
// Licence: none stated in the repository (a 30-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header and the cuts.
import UIKit

struct AppearanceManager {
    
    static let shared = AppearanceManager()
    
    private init() {
        setupTabBars()
    }
}

private extension AppearanceManager {
    func setupTabBars() {
        let tabBars = UITabBar.appearance()
        // Layer order from bottom-most: backgroundColor, barTint, backgroundImage
        tabBars.backgroundColor = .red
        tabBars.barTintColor = .orange
        tabBars.backgroundImage = UIImage(color: .blue)
        // Icon tints
        tabBars.tintColor = .white
        tabBars.unselectedItemTintColor = .green
        tabBars.isTranslucent = false
        
        let tabBarItems = UITabBarItem.appearance()
        // unselectedItemTintColor seems to take priority over .normal titleTextAttributes
        tabBarItems.setTitleTextAttributes(UIColor.yellow.textAttribute, for: .normal)
        tabBarItems.setTitleTextAttributes(UIColor.black.textAttribute, for: .selected)
    }
}

private extension UIColor {
    
    var textAttribute: [NSAttributedString.Key : UIColor] {
        return [.foregroundColor : self]
    }
}
