import BarSnapshot

/// The comparison as one HTML page: per theme, the changed settings (old → new, with the
/// declaration behind the new value), then every variant whose pixels changed with the old, new
/// and diff images side by side. Images are referenced relative to the page (`old/`, `new/`,
/// `diff/`), so the folder works from `file://` and as a CI artifact.
extension ComparisonReport {
    public func html() -> String {
        func e(_ text: String) -> String { MarkupEscaping.escape(text) }
        var body = ["<h1>BarTheme compare</h1>", "<p class=\"what\">\(e(title))</p>", "<p class=\"summary\">\(e(summary))</p>"]
        for theme in changedThemes {
            body.append("<section><h2>\(e(heading(theme)))</h2>")
            if !theme.settingChanges.isEmpty {
                body.append("<table class=\"settings\"><tr><th>setting</th><th>old</th><th>new</th><th>from</th><th>variants</th></tr>")
                for change in theme.settingChanges {
                    body.append(
                        "<tr><td><code>\(e(change.property))</code></td><td>\(swatch(change.oldValue))\(e(change.oldValue))</td>"
                            + "<td>\(swatch(change.newValue))\(e(change.newValue))</td><td>\(e(change.newSource))<br><small>was \(e(change.oldSource))</small></td>"
                            + "<td title=\"\(e(change.variants.joined(separator: "\n")))\">\(change.variants.count)</td></tr>")
                }
                body.append("</table>")
            }
            for pixels in theme.pixelChanges {
                let name = e("\(theme.key)/\(pixels.imageName)")
                body.append("<figure><figcaption>\(e(pixels.variant)): \(e(pixelSummary(pixels)))</figcaption><div class=\"row\">")
                for (label, folder) in [("old", "old"), ("new", "new"), ("diff", "diff")] {
                    body.append(
                        "<div><div class=\"label\">\(label)</div><img src=\"\(folder)/\(name)\" alt=\"\(label) \(e(pixels.variant))\"></div>"
                    )
                }
                body.append("</div></figure>")
            }
            for variant in theme.addedVariants {
                body.append(
                    "<figure><figcaption>added \(e(variant))</figcaption><img src=\"new/\(e("\(theme.key)/\(variant.replacingOccurrences(of: " / ", with: ".")).png"))\" alt=\"added\"></figure>"
                )
            }
            for variant in theme.removedVariants {
                body.append(
                    "<figure><figcaption>removed \(e(variant))</figcaption><img src=\"old/\(e("\(theme.key)/\(variant.replacingOccurrences(of: " / ", with: ".")).png"))\" alt=\"removed\"></figure>"
                )
            }
            body.append("</section>")
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>BarTheme compare</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            table { border-collapse: collapse; margin: 8px 0 16px; } td, th { border: 1px solid #d1d1d6; padding: 4px 8px; text-align: left; vertical-align: top; }
            .row { display: flex; gap: 12px; flex-wrap: wrap; } .row img { max-width: 360px; border: 1px solid #d1d1d6; }
            .label { font-size: 12px; color: #6e6e73; } .swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #8e8e93; margin-right: 4px; vertical-align: middle; }
            figure { margin: 12px 0; } figcaption { margin-bottom: 4px; } .summary { font-weight: 600; }
            </style></head><body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }

    /// A colour square before a value that holds a `#RRGGBB` colour (its first).
    func swatch(_ value: String) -> String {
        // The value's first colour: `#FCA311`, or `opaque #FCA311` for a background.
        guard let colour = value.split(separator: " ").first(where: Self.isHexColour) else { return "" }
        return "<span class=\"swatch\" style=\"background:\(colour.prefix(7))\"></span>"
    }
}
