// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Automattic/pocket-casts-ios
// Commit: c23892d1f47bc44d422fa06c389b49820aa04dd3
// Path: podcasts/LargeNavBarViewController.swift (lines 2-21)
// Licence: MPL-2.0
// Kept small (the bar code only); unchanged apart from this header.
class LargeNavBarViewController: PCViewController {
    func setupLargeTitle() {
        changeNavTint(titleColor: nil, iconsColor: AppTheme.colorForStyle(.primaryIcon02))
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationItem.largeTitleDisplayMode = .automatic
        navigationController?.navigationBar.sizeToFit()

        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = AppTheme.colorForStyle(.primaryUi01)
        appearance.shadowColor = .clear
        appearance.largeTitleTextAttributes = [
            NSAttributedString.Key.foregroundColor: AppTheme.colorForStyle(.primaryText01)
        ]
        appearance.titleTextAttributes = [
            NSAttributedString.Key.foregroundColor: AppTheme.colorForStyle(.primaryText01)
        ]
        appearance.setBackIndicatorImage(UIImage(named: "nav-back"), transitionMaskImage: UIImage(named: "nav-back"))
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.standardAppearance = appearance
    }
