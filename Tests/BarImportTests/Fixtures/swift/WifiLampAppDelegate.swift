// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: TheCaveCz/letsmake-wifilamp
// Commit: 015ef388685a1d7f4a0c9bf5ba125b293377c04e
// Path: app-ios/wifilamp/AppDelegate.swift (lines 9-49, the Swinject assembly in between left out)
// Licence: MIT (LICENSE)
// Kept small: the Swinject assembly lines of application(_:didFinishLaunchingWithOptions:) and the types after
// the class are left out; the rest unchanged apart from this header.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    
    var mainFlow: Flow!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().barTintColor = UIColor(red: 128/255, green: 204/255, blue: 40/255, alpha: 1)
        UINavigationBar.appearance().tintColor = UIColor.white
        UINavigationBar.appearance().titleTextAttributes = [
            .foregroundColor: UIColor.white
        ]
        UINavigationBar.appearance().isTranslucent = true
        UINavigationBar.appearance().shadowImage = UIImage()

        
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = mainFlow.createRootVC()
        window.makeKeyAndVisible()
        self.window = window
        
        return true
    }

}
