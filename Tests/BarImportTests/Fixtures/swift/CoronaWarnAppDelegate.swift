// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: corona-warn-app/cwa-app-ios
// Commit: 02c629b695e64643b3d8a06dff290eb59ae14ad3
// Path: src/xcode/ENA/ENA/Source/AppDelegate & Globals/AppDelegate.swift (lines 1023-1037)
// Licence: Apache-2.0
// Kept small (the appearance code only); unchanged apart from this header.
	private func setupNavigationBarAppearance() {
		let appearance = UINavigationBar.appearance()

		appearance.tintColor = .enaColor(for: .tint)

		appearance.titleTextAttributes = [
			NSAttributedString.Key.foregroundColor: UIColor.enaColor(for: .textPrimary1)
		]

		appearance.largeTitleTextAttributes = [
			NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .largeTitle).scaledFont(size: 28, weight: .bold),
			NSAttributedString.Key.foregroundColor: UIColor.enaColor(for: .textPrimary1)
		]

		UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).adjustsFontSizeToFitWidth = true
