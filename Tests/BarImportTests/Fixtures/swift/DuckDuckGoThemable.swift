// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: DuckDuckGo/Themable.swift (lines 19-49)
// Licence: Apache-2.0
// Kept small (the appearance code only); the excerpt is unchanged apart from this header.
import UIKit

extension UIViewController {

    func decorateNavigationBar(with theme: Theme = ThemeManager.shared.currentTheme) {
        navigationController?.navigationBar.barTintColor = theme.barBackgroundColor
        navigationController?.navigationBar.tintColor = theme.navigationBarTintColor
        
        var titleAttrs = navigationController?.navigationBar.titleTextAttributes ?? [:]
        titleAttrs[NSAttributedString.Key.foregroundColor] = theme.navigationBarTitleColor
        navigationController?.navigationBar.titleTextAttributes = titleAttrs
        
        let appearance = UINavigationBarAppearance()
        appearance.shadowColor = .clear
        appearance.backgroundColor = theme.backgroundColor
        appearance.titleTextAttributes = titleAttrs

        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }
    
    func decorateToolbar(with theme: Theme = ThemeManager.shared.currentTheme) {
        navigationController?.toolbar.barTintColor = theme.barBackgroundColor
        navigationController?.toolbar.backgroundColor = theme.barBackgroundColor
        navigationController?.toolbar.tintColor = theme.barTintColor
        
        let appearance = navigationController?.toolbar.standardAppearance
        navigationController?.toolbar.scrollEdgeAppearance = appearance
    }
}
