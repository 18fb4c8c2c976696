// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: DuckDuckGo/SyncSettingsViewController.swift (lines 440-456)
// Licence: Apache-2.0
// Kept small (the appearance code only); unchanged apart from this header.
extension SyncSettingsViewController {

    private func decorate() {
        let theme = ThemeManager.shared.currentTheme
        view.backgroundColor = theme.backgroundColor

        navigationController?.navigationBar.barTintColor = theme.barBackgroundColor
        navigationController?.navigationBar.tintColor = theme.navigationBarTintColor

        let appearance = UINavigationBarAppearance()
        appearance.shadowColor = .clear
        appearance.backgroundColor = theme.backgroundColor

        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance

    }
