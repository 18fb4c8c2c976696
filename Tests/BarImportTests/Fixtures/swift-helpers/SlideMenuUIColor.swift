// BarImport test fixture: a real file no one on this project wrote.
// Repository: dekatotoro/SlideMenuControllerSwift
// Commit: 0dbd9a8805af3853fac3543169f0ab8d3ca701bd
// Path: SlideMenuControllerSwift/UIColor.swift (lines 9-52)
// Licence: MIT
// The app's UIColor(hex:) (swift/SlideMenuAppDelegate.swift calls it); unchanged apart from this header.
import UIKit

extension UIColor {

    private static let hexPrefix = "#"

    convenience init(hex: String) {
        self.init(hex: hex, alpha:1)
    }

    convenience init(hex: String, alpha: CGFloat) {
        var hexWithoutSymbol = hex
        if hexWithoutSymbol.hasPrefix(UIColor.hexPrefix) {
            hexWithoutSymbol = hex.substring(UIColor.hexPrefix.count)
        }
        
        let scanner = Scanner(string: hexWithoutSymbol)
        var hexInt:UInt32 = 0x0
        scanner.scanHexInt32(&hexInt)
        
        var r:UInt32!, g:UInt32!, b:UInt32!
        switch (hexWithoutSymbol.count) {
        case 3: // #RGB
            r = ((hexInt >> 4) & 0xf0 | (hexInt >> 8) & 0x0f)
            g = ((hexInt >> 0) & 0xf0 | (hexInt >> 4) & 0x0f)
            b = ((hexInt << 4) & 0xf0 | hexInt & 0x0f)
            break;
        case 6: // #RRGGBB
            r = (hexInt >> 16) & 0xff
            g = (hexInt >> 8) & 0xff
            b = hexInt & 0xff
            break;
        default:
            // TODO:ERROR
            break;
        }
        
        self.init(
            red: (CGFloat(r)/255),
            green: (CGFloat(g)/255),
            blue: (CGFloat(b)/255),
            alpha:alpha)
    }
}
