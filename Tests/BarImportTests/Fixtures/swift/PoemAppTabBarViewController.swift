// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: UlaAldo/PoemApp
// Commit: 3170ae094dea787cd38db32966b0bda7e7d84f6d
// Path: PoemApp/VC/TabBarViewController.swift (lines 8-27)
// Licence: none stated in the repository (a 12-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header.
import UIKit

class TabBarViewController: UITabBarController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        let appearance = UITabBarAppearance()
        
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray3
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.systemGray3]
        
        appearance.stackedLayoutAppearance.selected.iconColor = .white
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.white]
        
        self.tabBar.standardAppearance = appearance
        
    }

}
