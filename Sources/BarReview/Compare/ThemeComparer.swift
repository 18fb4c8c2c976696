import BarRender
import BarSnapshot
import BarTheme

/// Compares two versions of a theme the way a reviewer needs it: both versions are resolved and
/// rendered for every scene × variant; settings are compared by the resolver's explanation (so a
/// change names the declaration behind it, and precedence is never re-implemented here), pixels
/// by CIEDE2000. Variants are matched by scene name and variant.
public struct ThemeComparer {
    let renderer: BarRenderer

    public init(renderer: BarRenderer) {
        self.renderer = renderer
    }

    /// The rendered side of one variant: its images and what the resolver said.
    public struct Side: Sendable {
        public let job: RenderJob
        public let raster: Raster
        public let properties: [String: ExplainedProperty]
        /// The design token behind each property that has one (`DesignTokenOrigin`), as shown.
        public let tokens: [String: String]
    }

    /// Compares `old` with `new` (either may be nil: a file added or removed). `images` receives
    /// the old and new rasters of every variant whose pixels changed, with the report's image name.
    public func compare(
        old: ThemeVersion?, new: ThemeVersion?, overrides: VariantOverrides = VariantOverrides(),
        images: (String, Raster?, Raster?) -> Void = { _, _, _ in }
    ) throws(RenderError) -> ThemeComparison {
        let oldSides = try sides(of: old, overrides: overrides)
        let newSides = try sides(of: new, overrides: overrides)
        let oldKeys = Set(oldSides.keys), newKeys = Set(newSides.keys)
        var grouped: [String: SettingChange] = [:]
        var order: [String] = []
        var pixelChanges: [PixelChange] = []
        for key in oldKeys.intersection(newKeys).sorted() {
            let before = oldSides[key]!, after = newSides[key]!
            for name in Set(before.properties.keys).union(after.properties.keys).sorted() {
                let was = before.properties[name], now = after.properties[name]
                guard was?.value != now?.value || was?.detail != now?.detail else { continue }
                let change = SettingChange(
                    property: name, oldValue: was?.value ?? "(none)", newValue: now?.value ?? "(none)",
                    newSource: now.map { Self.source($0.provenance, token: after.tokens[name]) } ?? "(none)",
                    oldSource: was.map { Self.source($0.provenance, token: before.tokens[name]) } ?? "(none)",
                    rule: now?.provenance.rule ?? "", variants: [])
                let group = [change.property, change.oldValue, change.newValue, change.newSource, change.oldSource].joined(
                    separator: "\u{1F}")
                if grouped[group] == nil {
                    grouped[group] = change
                    order.append(group)
                }
                grouped[group]!.variants.append(key)
            }
            if let pixels = Self.pixelChange(key: key, imageName: Self.imageName(after.job), before.raster, after.raster) {
                pixelChanges.append(pixels)
                images(pixels.imageName, before.raster, after.raster)
            }
        }
        for key in newKeys.subtracting(oldKeys).sorted() { images(Self.imageName(newSides[key]!.job), nil, newSides[key]!.raster) }
        for key in oldKeys.subtracting(newKeys).sorted() { images(Self.imageName(oldSides[key]!.job), oldSides[key]!.raster, nil) }
        let document = new?.document ?? old?.document
        return ThemeComparison(
            key: new?.key ?? old?.key ?? "", name: document?.name ?? "",
            fileStatus: old == nil ? .added : new == nil ? .removed : .changed,
            settingChanges: Self.markingFollowers(order.map { grouped[$0]! }), pixelChanges: pixelChanges,
            addedVariants: newKeys.subtracting(oldKeys).sorted(), removedVariants: oldKeys.subtracting(newKeys).sorted(),
            comparedVariants: oldKeys.intersection(newKeys).count)
    }

    /// Marks a change that is another one seen again: a derived setting (`background`, which an
    /// opaque bar fills with `barTintColor`) whose old and new values come from the same
    /// declarations, in the same variants, as a listed change of another setting.
    static func markingFollowers(_ changes: [SettingChange]) -> [SettingChange] {
        let derived: Set<String> = ["background"]
        let marked = changes.map { change in
            guard derived.contains(change.property) else { return change }
            let leader = changes.first {
                !derived.contains($0.property) && $0.newSource == change.newSource && $0.oldSource == change.oldSource
                    && $0.variants == change.variants
            }
            var marked = change
            marked.follows = leader?.property
            return marked
        }
        // Each follower right after the change it follows.
        var ordered: [SettingChange] = []
        for change in marked where change.follows == nil {
            ordered.append(change)
            ordered += marked.filter { $0.follows == change.property && $0.newSource == change.newSource && $0.variants == change.variants }
        }
        return ordered
    }

    /// Every variant of a version, rendered and explained, by `scene / variant`.
    func sides(of version: ThemeVersion?, overrides: VariantOverrides) throws(RenderError) -> [String: Side] {
        guard let version else { return [:] }
        var result: [String: Side] = [:]
        for job in RenderJob.jobs(for: version.document, parents: version.parents, overrides: overrides) {
            let output = try renderer.render(job)
            var properties: [String: ExplainedProperty] = [:]
            let explained =
                output.appearance.explained + ExplainedBar.tabBarProperties(output.appearance.tabBar, content: output.content)
                + Self.contentProperties(output.content, layout: output.layout)
            // The design token behind each colour, in the appearance the bar's colours were resolved for.
            let tokens = DesignTokenOrigin.origins(
                of: explained, document: version.document, parents: version.parents, style: output.appearance.effectiveStyle
            ).mapValues { $0.mapFiles(version.shown).description }
            for property in explained {
                properties[property.name] = ExplainedProperty(
                    property.name, version.shown(property.value), Self.shown(property.provenance, in: version),
                    overridden: property.overridden, detail: version.shown(property.detail))
            }
            result["\(job.scene.name.value) / \(job.variant)"] = Side(
                job: job, raster: output.raster, properties: properties, tokens: tokens)
        }
        return result
    }

    /// What the bar shows besides its appearance: title, back title, items (as `content.*`).
    static func contentProperties(_ content: BarContent, layout: BarLayout) -> [ExplainedProperty] {
        let scene = Provenance(.defaulted("the scene's items"), rule: "the top item and its neighbours (docs/UIKIT.md §4)")
        func items(_ list: [BarItemContent]) -> String {
            list.compactMap { VoiceOverNames.label(for: $0) }.joined(separator: ", ")
        }
        var result = [ExplainedProperty("content.title", content.showsLargeTitle ? "\(content.title) (large)" : content.title, scene)]
        if let back = layout.texts.first(where: { $0.role == .backTitle }) {
            result.append(ExplainedProperty("content.backTitle", back.text, scene))
        } else if content.backButton != nil {
            result.append(ExplainedProperty("content.backTitle", "(indicator only)", scene))
        }
        if let prompt = content.prompt { result.append(ExplainedProperty("content.prompt", prompt, scene)) }
        if !content.leftItems.isEmpty { result.append(ExplainedProperty("content.leftItems", items(content.leftItems), scene)) }
        if !content.rightItems.isEmpty { result.append(ExplainedProperty("content.rightItems", items(content.rightItems), scene)) }
        if !content.toolbarItems.isEmpty { result.append(ExplainedProperty("content.toolbarItems", items(content.toolbarItems), scene)) }
        return result
    }

    /// A provenance whose declaration path is shown as the version stands for it.
    static func shown(_ provenance: Provenance, in version: ThemeVersion) -> Provenance {
        guard case .declared(let location, let layer) = provenance.origin else { return provenance }
        let path = SourceLocation(file: version.shown(location.file), line: location.line, column: location.column)
        return Provenance(.declared(path, layer: layer), rule: provenance.rule)
    }

    /// `Ocean.yaml:12:17 (navigationBar proxy)` or `default: …`; with the design token behind a
    /// declared colour, `… ← token color.brand (tokens.json:4:9)`.
    static func source(_ provenance: Provenance, token: String? = nil) -> String {
        switch provenance.origin {
        case .declared(let location, let layer): return "\(location) (\(layer))" + (token.map { " ← \($0)" } ?? "")
        case .defaulted(let what): return "default: \(what)"
        }
    }

    static func imageName(_ job: RenderJob) -> String {
        "\(job.scene.name.value).\(job.variant).png"
    }

    /// The pixel difference between two renders, or nil when they are identical.
    static func pixelChange(key: String, imageName: String, _ old: Raster, _ new: Raster) -> PixelChange? {
        guard old != new else { return nil }
        guard old.width == new.width, old.height == new.height else {
            let width = max(old.width, new.width), height = max(old.height, new.height)
            return PixelChange(
                variant: key, imageName: imageName, differentPixels: width * height, totalPixels: width * height,
                maximumDeltaE: 0, boundingBox: PixelChange.Box(x: 0, y: 0, width: width, height: height),
                sizeChange: (old: "\(old.width)×\(old.height)", new: "\(new.width)×\(new.height)"))
        }
        var count = 0, maximum = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<old.height {
                    for x in 0..<old.width {
                        let i = (y * old.width + x) * 4
                        guard a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] else { continue }
                        count += 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        let delta = CIEDE2000.difference(
                            PixelColor(r: a[i], g: a[i + 1], b: a[i + 2], a: a[i + 3]),
                            PixelColor(r: b[i], g: b[i + 1], b: b[i + 2], a: b[i + 3]))
                        maximum = max(maximum, delta)
                    }
                }
            }
        }
        return PixelChange(
            variant: key, imageName: imageName, differentPixels: count, totalPixels: old.width * old.height,
            maximumDeltaE: maximum,
            boundingBox: PixelChange.Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), sizeChange: nil)
    }
}
