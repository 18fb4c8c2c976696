// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: BenchR267/Pfandflitzer
// Commit: 775b924aedc3f9bfeaddb6178cd2f0834b42a0d8
// Path: Pfandflitzer/AppDelegate.swift (lines 9-35)
// Licence: none stated in the repository (a 20-line excerpt, kept for the facts it shows)
// Kept small (the bar code only); unchanged apart from this header.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?


    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        appearance()
        return true
    }

    func appearance() {
        
        let green = UIColor(red: 47.0/255, green: 172.0/255, blue: 102.0/255, alpha: 1)
        
        let textAttributes = [NSForegroundColorAttributeName: UIColor.white]
        UINavigationBar.appearance().titleTextAttributes = textAttributes
        UINavigationBar.appearance().barTintColor = green
        UINavigationBar.appearance().isTranslucent = false

        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).setTitleTextAttributes([NSForegroundColorAttributeName: UIColor.white], for: .normal)
        
        UIButton.appearance().tintColor = green
    }
    
}
