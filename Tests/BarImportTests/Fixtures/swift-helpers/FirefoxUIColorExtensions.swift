// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: mozilla-mobile/firefox-ios
// Commit: 58e7ede1f62b8709f8b840c34a48edb2915e0f5e
// Path: Utils/Extensions/UIColorExtensions.swift (lines 5-6, 14-25)
// Licence: MPL-2.0
// Kept small (the app's UIColor(rgb:) initialiser); unchanged apart from this header.
import Foundation
import UIKit

extension UIColor {
    /**
     * Initializes and returns a color object for the given RGB hex integer.
     */
    public convenience init(rgb: Int) {
        self.init(
            red:   CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
            green: CGFloat((rgb & 0x00FF00) >> 8)  / 255.0,
            blue:  CGFloat((rgb & 0x0000FF) >> 0)  / 255.0,
            alpha: 1)
    }
}
