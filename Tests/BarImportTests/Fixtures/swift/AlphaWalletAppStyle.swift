// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: AlphaWallet/alpha-wallet-ios
// Commit: e4e5cc89edc459b3d266cd7124ab09b7f096b80d
// Path: AlphaWallet/Common/Types/AppStyle.swift (lines 1-60)
// Licence: MIT
// Kept small (the appearance code only); the excerpt is unchanged apart from this header.
// Copyright © 2018 Stormbird PTE. LTD.

import AlphaWalletFoundation
import Foundation
import UIKit

func applyStyle() {
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIDocumentBrowserViewController.self]).tintColor = Configuration.Color.Semantic.navigationBarButtonItemTint
    UIWindow.appearance().tintColor = Configuration.Color.Semantic.appTint

    UINavigationBar.appearance().shadowImage = UIImage(color: Configuration.Color.Semantic.navigationBarSeparator, size: CGSize(width: 0.25, height: 0.25))
    UINavigationBar.appearance().compactAppearance = UINavigationBarAppearance.defaultAppearence
    UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance.defaultAppearence
    UINavigationBar.appearance().scrollEdgeAppearance = UINavigationBarAppearance.defaultAppearence

    //We could have set the backBarButtonItem with an empty title for every view controller. Using appearance here, while a hack is still more convenient though, since we don't have to do it for every view controller instance
    UIBarButtonItem.appearance().setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -200, vertical: 0), for: .default)
    UIBarButtonItem.appearance().tintColor = Configuration.Color.Semantic.navigationBarButtonItemTint
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = Configuration.Color.Semantic.navigationBarButtonItemTint

    UIToolbar.appearance().tintColor = Configuration.Color.Semantic.appTint

    //Background (not needed in iOS 12.1 on simulator)
    //Cancel button
    UISearchBar.appearance().tintColor = Configuration.Color.Semantic.searchBarTint
    //Cursor color
    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = Configuration.Color.Semantic.searchBarTint

    UIRefreshControl.appearance().tintColor = Configuration.Color.Semantic.refreshControl

    UISwitch.appearance().onTintColor = Configuration.Color.Semantic.appTint

    UITableView.appearance().separatorColor = Configuration.Color.Semantic.tableViewSeparator
}

extension UINavigationBarAppearance {
    static var defaultAppearence: UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Configuration.Color.Semantic.navigationBarBackgroundColor
        appearance.shadowColor = Configuration.Color.Semantic.navigationBarSeparator
        appearance.shadowImage = nil
        appearance.setBackIndicatorImage(R.image.backWhite(), transitionMaskImage: R.image.backWhite())
        appearance.titleTextAttributes = [
            .foregroundColor: Configuration.Color.Semantic.navigationBarPrimaryFont,
            .font: Fonts.semibold(size: 17) as Any,
        ]
        appearance.largeTitleTextAttributes = [
            .foregroundColor: Configuration.Color.Semantic.navigationBarPrimaryFont,
            .font: Fonts.bold(size: 36) as Any,
        ]
        //NOTE: Hides back button text
        appearance.backButtonAppearance.normal.titleTextAttributes = [
            .foregroundColor: Configuration.Color.Semantic.backButtonText,
        ]

        return appearance
    }
}

