// BarImport test fixture: excerpts of a real file no one on this project wrote.
// Repository: GitHawkApp/GitHawk
// Commit: 36f6fa2850bbfce767a903ba93e960dd2222633f
// Path: Classes/Views/Styles.swift (lines 14, 85-140 and 166-172)
// Licence: MIT
// Kept small (the colour table, setupAppearance and the String.color helper); unchanged apart from this header and the enum's closing brace.
enum Styles {
    enum Colors {

        static let background = UIColor.white
        static let purple = "6f42c1"
        static let blueGray = "8697af"
        static let menuBackgroundColor = "292D35"
        static let splitViewBackground = UIColor(red: 0.556863, green: 0.556863, blue: 0.576471, alpha: 1)

        enum Red {
            static let dark = "75151d"
            static let medium = "cb2431"
            static let light = "ffeef0"
        }

        enum Green {
            static let medium = "28a745"
            static let light = "e6ffed"
        }

        enum Blue {
            static let medium = "0366d6"
            static let light = "f1f8ff"
            static let menu = "5d9cf4"
        }

        enum Gray {
            static let dark = "24292e"
            static let medium = "586069"
            static let light = "a3aab1"
            static let lighter = "f6f8fa"
            static let border = "bcbbc1"

            static let alphaLighter = UIColor(white: 0, alpha: 0.10)
        }

        enum Yellow {
            static let medium = "f29d50"
            static let light = "fff5b1"
        }

    }

    static func setupAppearance() {
        UINavigationBar.appearance().tintColor =  Styles.Colors.Blue.medium.color
        UINavigationBar.appearance().titleTextAttributes =
            [NSAttributedStringKey.foregroundColor: Styles.Colors.Gray.dark.color]
        UISwitch.appearance().onTintColor = Styles.Colors.Blue.medium.color
        UISearchBar.appearance().tintColor = Styles.Colors.Blue.medium.color
        DropdownTitleView.appearance().chevronTintColor = Styles.Colors.Gray.medium.color
        DropdownTitleView.appearance().titleColor = Styles.Colors.Gray.dark.color
        DropdownTitleView.appearance().subtitleColor = Styles.Colors.Gray.light.color
        DropdownTitleView.appearance().titleFont = Styles.Text.bodyBold.preferredFont
        DropdownTitleView.appearance().subtitleFont = Styles.Text.secondaryBold.preferredFont
        UINavigationBar.appearance(whenContainedInInstancesOf: [NYTPhotosOverlayView.self]).tintColor = .white
    }

}
extension String {

    public var color: UIColor {
        return UIColor.fromHex(self)
    }

}
