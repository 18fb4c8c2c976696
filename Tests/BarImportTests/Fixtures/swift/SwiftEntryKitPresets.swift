// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: huri000/SwiftEntryKit
// Commit: 5ad36cccf0c4b9fea32f4e9b17a8e38f07563ef0
// Path: Example/SwiftEntryKit/Presets/PresetsViewController.swift (lines 80-94)
// Licence: MIT
// Kept small (the appearance code only); unchanged apart from this header and the function's closing brace.
    private func setupInterfaceStyle() {
        navigationController?.navigationBar.titleTextAttributes = [
            NSAttributedString.Key.foregroundColor: EKColor.standardContent.color(
                for: traitCollection,
                mode: PresetsDataSource.displayMode
            )
        ]
        navigationController?.navigationBar.tintColor = EKColor.navigationItemColor.color(
            for: traitCollection,
            mode: PresetsDataSource.displayMode
        )
        navigationController?.navigationBar.barTintColor = EKColor.navigationBackgroundColor.color(
            for: traitCollection,
            mode: PresetsDataSource.displayMode
        )
}
