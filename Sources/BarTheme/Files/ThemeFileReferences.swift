/// Every file a theme names in its own text (images and font files), each once per place it is
/// written. Values inherited from a parent are left out: they are checked with the parent.
struct ThemeFileReferences {
    private(set) var images: [Located<String>] = []
    private(set) var fonts: [Located<String>] = []
    /// Every font declaration the theme's own text writes (palette, bars, tab bars, items, scenes).
    private(set) var fontDeclarations: [FontDeclaration] = []
    /// `fontFiles:` as this file lists them (checked when the theme is parsed, `FontFileReader`).
    let fontFiles: [Located<String>]
    /// Every image declaration the theme's own text writes, in the order written (an image named
    /// twice, with different options, is here twice).
    private(set) var imageDeclarations: [ImageDeclaration] = []
    private var seen = Set<Located<String>>()
    private let file: String

    init(_ document: ThemeDocument) {
        file = document.path
        fontFiles = document.fontFiles
        for font in document.palette.fonts.values { add(font: font.value) }
        for block in [document.navigationBar, document.toolbar] { add(block) }
        add(items: document.barButtonItem)
        add(tabBar: document.tabBar)
        for state in TabBarItemState.allCases { add(document.tabBarItem?.titleTextAttributes[state]?.value) }
        for scope in document.scopes {
            add(tabBar: scope.tabBar)
            add(scope.navigationBar)
            add(scope.toolbar)
            add(items: scope.barButtonItem)
        }
        for scene in document.scenes {
            add(scene.instance)
            // The starting items and the items that stack steps declare (docs/UIKIT.md §11).
            for item in scene.items + scene.stack.flatMap(\.declaredItems) {
                for object in [
                    item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance, item.compactScrollEdgeAppearance,
                ] {
                    add(object)
                }
                for button in item.declaredBarButtonItems + [item.backBarButtonItem].compactMap({ $0 }) {
                    add(image: button.image)
                    add(items: button.appearance)
                }
            }
            for button in scene.toolbarItems {
                add(image: button.image)
                add(items: button.appearance)
            }
            add(tabBar: scene.tabBarInstance)
            for tab in scene.tabBarContent?.items ?? [] {
                add(image: tab.image)
                add(image: tab.selectedImage)
                for state in TabBarItemState.allCases { add(tab.appearance?.titleTextAttributes[state]?.value) }
            }
        }
    }

    /// A `tabBar:` block: its images, its appearance objects' images and title fonts (docs/UIKIT.md §18).
    private mutating func add(tabBar block: TabBarAppearanceDeclaration?) {
        guard let block else { return }
        add(block.barEquivalent)
        add(image: block.selectionIndicatorImage)
        for object in [block.standardAppearance, block.scrollEdgeAppearance].compactMap({ $0 }) {
            add(image: object.selectionIndicatorImage)
            for layout in TabBarItemLayout.allCases {
                for state in TabBarItemState.allCases {
                    let values = object.itemAppearance(for: layout)?.state(state)
                    add(values?.titleTextAttributes)
                    add(values?.badgeTextAttributes)
                }
            }
        }
    }

    private mutating func add(_ block: BarAppearanceDeclaration?) {
        guard let block else { return }
        add(block.titleTextAttributes)
        add(block.largeTitleTextAttributes)
        for entry in block.backgroundImages { add(image: entry.image) }
        for entry in block.shadowImages { add(image: entry.image) }
        add(image: block.backIndicatorImage)
        add(image: block.backIndicatorTransitionMaskImage)
        add(items: block.barButtonItem)
        for object in [block.standardAppearance, block.compactAppearance, block.scrollEdgeAppearance, block.compactScrollEdgeAppearance] {
            add(object)
        }
    }

    private mutating func add(_ object: BarAppearanceObjectDeclaration?) {
        guard let object else { return }
        add(image: object.backgroundImage)
        add(image: object.shadowImage)
        add(object.titleTextAttributes)
        add(object.largeTitleTextAttributes)
        add(image: object.backIndicatorImage)
        add(image: object.backIndicatorTransitionMaskImage)
        for buttons in [object.buttonAppearance, object.doneButtonAppearance, object.backButtonAppearance] {
            for state in [buttons?.normal, buttons?.highlighted, buttons?.disabled, buttons?.focused] {
                add(state?.titleTextAttributes)
                add(image: state?.backgroundImage)
            }
        }
    }

    /// A `barButtonItem:` block or an item's own appearance: title fonts and background images.
    private mutating func add(items block: ItemAppearanceDeclaration?) {
        guard let block else { return }
        for state in ControlState.allCases { add(block.titleTextAttributes[state]?.value) }
        for entry in block.backgroundImages + block.backButtonBackgroundImages { add(image: entry.image) }
    }

    private mutating func add(_ attributes: TextAttributesDeclaration?) {
        if let font = attributes?.font?.value { add(font: font) }
    }

    private mutating func add(font: FontDeclaration) {
        if font.location.file == file { fontDeclarations.append(font) }
        guard let path = font.file, path.location.file == file, seen.insert(path).inserted else { return }
        fonts.append(path)
    }

    private mutating func add(image: ImageDeclaration?) {
        if let image, image.path.location.file == file { imageDeclarations.append(image) }
        guard let path = image?.path, path.location.file == file, seen.insert(path).inserted else { return }
        images.append(path)
    }
}

extension ThemeDocument {
    /// Every image this theme's own text declares (proxies, scopes, scenes), with its options, in
    /// the order written; paths are relative to this theme's file. Inherited images are the parent's.
    public var declaredImages: [ImageDeclaration] { ThemeFileReferences(self).imageDeclarations }

    /// Every font this theme's own text declares (palette, bars, tab bars, items, scenes), in the
    /// order walked; a font written once and used twice may be here twice.
    public var declaredFonts: [FontDeclaration] { ThemeFileReferences(self).fontDeclarations }

    /// The files this theme's own text names (images with their @2x/@3x siblings, font files,
    /// the design tokens files of `colors: { from: … }`),
    /// as paths next to the theme file; what a watcher must look at besides the theme and its
    /// parents. Files inherited from a parent are listed by the parent.
    public var referencedFilePaths: [String] {
        let references = ThemeFileReferences(self)
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        func joined(_ relative: String) -> String { folder.isEmpty ? relative : "\(folder)/\(relative)" }
        var paths: [String] = []
        for image in references.images {
            let file = joined(image.value)
            paths.append(file)
            if let dot = file.lastIndex(of: "."), !file[dot...].contains("/") {
                for scale in ["@2x", "@3x"] { paths.append(String(file[..<dot]) + scale + String(file[dot...])) }
            }
        }
        paths += (references.fontFiles + references.fonts).map { joined($0.value) }
        paths += tokenFiles
        return paths
    }
}
