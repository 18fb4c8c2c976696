// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Automattic/pocket-casts-ios
// Commit: c23892d1f47bc44d422fa06c389b49820aa04dd3
// Path: podcasts/PCNavigationController.swift (lines 40-60)
// Licence: MPL-2.0
// Kept small (the bar code only); unchanged apart from this header.
    @objc private func themeDidChange() {
        updateNavColors()
    }

    private func updateNavColors() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = AppTheme.colorForStyle(navStyle, themeOverride: themeOverride)
        appearance.titleTextAttributes = [NSAttributedString.Key.foregroundColor: AppTheme.colorForStyle(titleStyle, themeOverride: themeOverride)]
        appearance.shadowColor = nil

        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.tintColor = AppTheme.colorForStyle(iconStyle, themeOverride: themeOverride)

        // Attempt to shrink longer text to fit in the navbar.
        let labelAppearance = UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        labelAppearance.adjustsFontSizeToFitWidth = true
        labelAppearance.minimumScaleFactor = 0.75
        labelAppearance.baselineAdjustment = .none
    }
