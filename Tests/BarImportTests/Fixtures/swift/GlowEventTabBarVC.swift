// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Salmancode76/Glow_event
// Commit: ebcdd1bc432039d37f3561197a74cca4ebfba203
// Path: Glow_event/thuraya_features/Controllers/TabBarVC.swift (lines 2-29)
// Licence: none stated in the repository (a 20-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header.
import UIKit

class TabBarVC: UITabBarController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.lightGray]
        appearance.backgroundColor = UIColor.clear
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.systemBlue]
        appearance.stackedLayoutAppearance.normal.iconColor = UIColor.lightGray
        appearance.stackedLayoutAppearance.selected.iconColor = UIColor.systemBlue
        self.tabBar.standardAppearance = appearance
        
        UITabBar.appearance().scrollEdgeAppearance = appearance
        UITabBar.appearance().standardAppearance = appearance
        
        tabBar.isTranslucent = true
        
        let textAttributes = [NSAttributedString.Key.foregroundColor:UIColor.white]
        navigationController?.navigationBar.titleTextAttributes = textAttributes
        title = "Event App"
        navigationController?.setNavigationBarHidden(false, animated: false)
    }
    
}
