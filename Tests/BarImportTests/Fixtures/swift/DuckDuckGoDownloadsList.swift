// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: DuckDuckGo/DownloadsListHostingController.swift (lines 38-47)
// Licence: Apache-2.0
// Kept small (the appearance code only); unchanged apart from this header.
    private func setUpAppearances() {
        // Required due to lack of SwiftUI APIs for changing the background color of List and nav bars
        let appearance = UITableView.appearance(whenContainedInInstancesOf: [DownloadsListHostingController.self])
        appearance.backgroundColor = UIColor(designSystemColor: .background)
        
        let navAppearance = UINavigationBar.appearance(whenContainedInInstancesOf: [DownloadsListHostingController.self])
        navAppearance.backgroundColor = UIColor(designSystemColor: .background)
        navAppearance.barTintColor = UIColor(designSystemColor: .background)
        navAppearance.shadowImage = UIImage()
    }
