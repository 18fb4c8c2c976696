// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: SvenFackert/swift4-ios-tutorials
// Commit: 2bc30c8134cf9d244a5b6aca4d9fea0424b28b0f
// Path: 35_TabBarController/TabBarController_Finished/TabBarController/AppDelegate.swift (lines 9-25)
// Licence: none stated in the repository (a 12-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?


    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
       
        UITabBarItem.appearance().setTitleTextAttributes([NSAttributedStringKey.foregroundColor: UIColor.init(red: 0.0/255.0, green: 122.0/255.0, blue: 255.0/255.0, alpha: 1.0)], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([NSAttributedStringKey.foregroundColor: UIColor.white], for: .selected)
        
        return true
    }

}
