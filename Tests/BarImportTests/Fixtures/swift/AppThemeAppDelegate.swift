// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: aling94/playground
// Commit: 74c0812ee21f772a816968a07642d6da09ce4b64
// Path: iOS/AppTheme/AppTheme/Application/AppDelegate.swift (lines 9-22)
// Licence: none stated in the repository (a 10-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
        UITabBar.appearance().tintColor = .green
        UITabBar.appearance().unselectedItemTintColor = .blue
        return true
    }
}
