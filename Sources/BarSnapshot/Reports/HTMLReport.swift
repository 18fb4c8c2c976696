import Foundation

/// The HTML report, `index.html`: one self-contained page that opens from disk with no server and
/// loads nothing from the network (inline CSS and a few lines of inline script).
///
/// At the top, the counts and any notes (rendering stack drift, stale references, errors). Then
/// one card per failing variant (failed, missing, error), each with its name, message, and the
/// reference | actual | diff images side by side at point size (pixel width ÷ scale), followed by
/// a slider that wipes between reference and actual laid over each other. Cards are grouped by
/// theme; status filters and a search box narrow them (hundreds of failures stay navigable).
/// Passing and recorded variants are listed in a collapsed table at the end.
///
/// Two forms: `index.html` links the review images by paths relative to the report folder (keep
/// the folder together); the single-file form (`report.html`, `embedding` given) carries every image
/// as a `data:` URI, so the one file can be copied or attached alone.
public enum HTMLReport {
    /// The page for `outcome`. With `embedding`, images are read through it (a path relative to the
    /// report folder → the PNG's bytes) and embedded; a missing image falls back to its path.
    public static func render(_ outcome: SnapshotRun.Outcome, embedding: ((String) -> Data?)? = nil) -> String {
        let summary = outcome.summary
        let failing = outcome.results.filter(\.status.isFailure)
        let others = outcome.results.filter { !$0.status.isFailure }
        func source(_ path: String) -> String {
            guard let embedding, let data = embedding(path) else { return path }
            return "data:image/png;base64," + data.base64EncodedString()
        }
        let form =
            embedding == nil
            ? "This page links the review images in its folder: keep the folder together (the single-file <code>\(ReportDirectory.singleFileHTMLName)</code>, when written, embeds them)."
            : "Single-file report: every image is embedded, so this file can be copied or attached on its own."
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>BarTheme snapshots: \(summary.failed + summary.missing + summary.errors == 0 ? "all passed" : "\(failing.count) failing")</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>BarTheme snapshot report</h1>
            <p class="counts">
            \(badge("passed", summary.passed))\(badge("failed", summary.failed))\(badge("missing", summary.missing))\(badge("recorded", summary.recorded))\(badge("error", summary.errors))\(rareBadge("notWritten", "not written", summary.notWritten))\(rareBadge("stale", "stale", summary.stale))
            </p>
            <p class="meta form">\(form)</p>
            <p class="meta">\(summary.total) variants · record mode <code>\(e(outcome.configuration.mode.rawValue))</code> · shard \(outcome.configuration.shard) · references in <code>\(e(outcome.configuration.snapshotsPath))</code></p>
            </header>
            <main>

            """
        var notes: [String] = []
        if let note = outcome.stack.note { notes.append(e(note)) }
        for error in outcome.themeErrors + outcome.writeErrors { notes.append("<pre>\(e(error.description))</pre>") }
        if !outcome.staleReferences.isEmpty {
            let verb =
                outcome.deletedStaleReferences
                ? "were deleted" : "are not rendered by any variant any more (kept; `render-theme snapshot record` deletes them)"
            notes.append(
                "\(outcome.staleReferences.count) stale reference\(outcome.staleReferences.count == 1 ? "" : "s") \(e(verb)):<ul>"
                    + outcome.staleReferences.map { "<li><code>\(e($0))</code></li>" }.joined() + "</ul>")
        }
        if !notes.isEmpty {
            html += "<section class=\"notes\">" + notes.map { "<div class=\"note\">\($0)</div>" }.joined() + "</section>\n"
        }
        if failing.isEmpty {
            html += "<p class=\"allgood\">Every variant matches its reference.</p>\n"
        }
        if !outcome.results.isEmpty {
            html += filters(outcome.results)
        }
        // Failing cards grouped by theme, themes in name order.
        var index = 0
        for theme in Array(Set(failing.map(\.theme))).sorted() {
            let cases = failing.filter { $0.theme == theme }
            html +=
                "<section class=\"theme\" data-theme=\"\(e(theme))\"><h2 class=\"theme-name\">\(e(theme)) "
                + "<small>\(cases.count) not passing</small></h2>\n"
            for result in cases {
                html += card(result, index: index, source: source)
                index += 1
            }
            html += "</section>\n"
        }
        html += "<p class=\"nomatch\" hidden>No variant matches the filters.</p>\n"
        if !others.isEmpty {
            html +=
                "<details class=\"others\"><summary>\(others.count) passing or recorded variant\(others.count == 1 ? "" : "s")</summary>"
                + "<table><thead><tr><th>variant</th><th>status</th><th>details</th></tr></thead><tbody>"
            for result in others {
                html +=
                    "<tr class=\"case-row\" data-status=\"\(result.status.rawValue)\" data-theme=\"\(e(result.theme))\" data-text=\"\(e((result.name + " " + result.message).lowercased()))\">"
                    + "<td><code>\(e(result.name))</code></td><td><span class=\"status \(result.status.rawValue)\">"
                    + "\(result.status.rawValue)</span></td><td>\(e(result.message))</td></tr>"
            }
            html += "</tbody></table></details>\n"
        }
        html += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// One failing variant.
    private static func card(_ result: SnapshotCaseResult, index: Int, source: (String) -> String) -> String {
        let scale = Self.scale(of: result.variant)
        var html =
            "<article class=\"case \(result.status.rawValue)\" id=\"case-\(index)\" data-name=\"\(e(result.name))\" "
            + "data-status=\"\(result.status.rawValue)\" data-theme=\"\(e(result.theme))\" "
            + "data-text=\"\(e((result.name + " " + result.message).lowercased()))\">\n"
        html +=
            "<h2><span class=\"status \(result.status.rawValue)\">\(result.status.rawValue)</span> <code>\(e(result.name))</code></h2>\n"
        html += "<p class=\"message\">\(e(result.message))</p>\n"
        if let figures = result.comparison {
            html +=
                "<p class=\"figures\">\(grouped(figures.differentPixels)) different · \(grouped(figures.antialiasedPixels)) anti-aliased · "
                + "\(grouped(figures.totalPixels)) compared · largest ΔE2000 \(String(format: "%.2f", figures.maxDeltaE))"
                + (figures.maxDeltaEPixel.map { " at pixel \($0)" } ?? "") + (figures.maxDeltaEPoint.map { " = \($0) pt" } ?? "") + " · "
                + "reference \(figures.referenceSize) px · actual \(figures.actualSize) px</p>\n"
        }
        guard let artifacts = result.artifacts else { return html + "</article>\n" }
        html += "<div class=\"images\">\n"
        html += figure("reference", artifacts.reference, scale: scale, empty: "no reference", source: source)
        html += figure("actual", artifacts.actual, scale: scale, empty: "not rendered", source: source)
        html += figure("diff", artifacts.diff, scale: scale, empty: "no diff", source: source)
        html += "</div>\n"
        if let reference = artifacts.reference {
            html += """
                <div class="wipe">
                <p>Wipe: drag to show the reference (left) and the actual image (right) laid over each other.</p>
                <div class="wipebox"><div class="stack"><img class="base" src="\(e(source(reference)))" alt="reference" data-scale="\(scale)"><img class="top" src="\(e(source(artifacts.actual)))" alt="actual"><div class="divider"></div></div>
                <input type="range" min="0" max="100" value="50" aria-label="wipe between reference and actual"></div>
                </div>

                """
        }
        return html + "</article>\n"
    }

    /// One labelled image, or a placeholder.
    private static func figure(_ label: String, _ path: String?, scale: Int, empty: String, source: (String) -> String) -> String {
        guard let path else {
            return "<figure class=\"\(label)\"><figcaption>\(label)</figcaption><div class=\"empty\">\(empty)</div></figure>\n"
        }
        let image = "<img src=\"\(e(source(path)))\" alt=\"\(label)\" data-scale=\"\(scale)\">"
        // Linked images open full size; an embedded one has no file to link to.
        let linked = source(path) == path ? "<a href=\"\(e(path))\">\(image)</a>" : image
        return "<figure class=\"\(label)\"><figcaption>\(label)</figcaption>\(linked)</figure>\n"
    }

    /// Status checkboxes (with counts), a theme menu and a search box; the script applies them.
    private static func filters(_ results: [SnapshotCaseResult]) -> String {
        let statuses: [SnapshotStatus] = [.failed, .missing, .error, .notWritten, .recorded, .passed]
        var html = "<form class=\"filters\" onsubmit=\"return false\">"
        for status in statuses {
            let count = results.filter { $0.status == status }.count
            guard count > 0 else { continue }
            html += "<label><input type=\"checkbox\" data-status=\"\(status.rawValue)\" checked> \(status.rawValue) (\(count))</label>"
        }
        let themes = Array(Set(results.map(\.theme))).sorted()
        if themes.count > 1 {
            html +=
                "<select class=\"theme-filter\" aria-label=\"theme\"><option value=\"\">every theme</option>"
                + themes.map { "<option value=\"\(e($0))\">\(e($0))</option>" }.joined() + "</select>"
        }
        html += "<input type=\"search\" class=\"search\" placeholder=\"Search names and messages\" aria-label=\"search\">"
        html += "<span class=\"shown\"></span></form>\n"
        return html
    }

    /// `207 643`: thousands separated by spaces, as in `ComparisonResult.summary` (`PixelCount`).
    static func grouped(_ value: Int) -> String {
        PixelCount.grouped(value)
    }

    private static func badge(_ label: String, _ count: Int, kind: String? = nil) -> String {
        "<span class=\"badge \(kind ?? label)\(count == 0 ? " zero" : "")\"><b>\(count)</b> \(label)</span>"
    }

    /// A badge for what most runs never have (files not written, stale references): shown only when
    /// there is some.
    private static func rareBadge(_ kind: String, _ label: String, _ count: Int) -> String {
        count == 0 ? "" : badge(label, count, kind: kind)
    }

    /// The scale of a variant such as `default.topAttached.light.375w@3x` (1 when absent).
    static func scale(of variant: String) -> Int {
        guard let at = variant.lastIndex(of: "@"), variant.hasSuffix("x"),
            let value = Int(variant[variant.index(after: at)..<variant.index(before: variant.endIndex)]), value > 0
        else { return 1 }
        return value
    }

    private static func e(_ text: String) -> String { MarkupEscaping.escape(text) }

    private static let style = """
        :root { color-scheme: light; --ink: #1c1c1e; --muted: #6e6e73; --line: #d2d2d7; --card: #fff; --page: #f2f2f7; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: var(--page); }
        header { padding: 20px 28px 12px; background: var(--card); border-bottom: 1px solid var(--line); }
        h1 { font-size: 22px; margin: 0 0 10px; }
        main { padding: 20px 28px 40px; }
        code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .meta { color: var(--muted); margin: 8px 0 0; }
        .counts { margin: 0; display: flex; flex-wrap: wrap; gap: 8px; }
        .badge { padding: 4px 12px; border-radius: 999px; background: #e5e5ea; font-size: 14px; }
        .badge b { font-size: 16px; }
        .badge.zero { opacity: .45; }
        .badge.passed { background: #d8f3dc; } .badge.failed, .badge.error { background: #ffd6d6; }
        .badge.missing { background: #ffe8c2; } .badge.recorded { background: #d6e6ff; } .badge.stale { background: #ece0ff; }
        .notes .note { background: #fff8e1; border: 1px solid #f0d68a; border-radius: 8px; padding: 10px 14px; margin-bottom: 10px; }
        .note pre { white-space: pre-wrap; margin: 0; }
        .allgood { font-size: 17px; color: #1b7a35; }
        .case { background: var(--card); border: 1px solid var(--line); border-left: 6px solid #d70015; border-radius: 10px; padding: 14px 18px 18px; margin-bottom: 22px; }
        .case.missing { border-left-color: #c96a00; } .case.error { border-left-color: #7a0010; }
        .case h2 { font-size: 16px; margin: 0 0 6px; word-break: break-all; }
        .status { display: inline-block; font: 600 12px/1 -apple-system, Arial, sans-serif; text-transform: uppercase; letter-spacing: .04em; padding: 4px 8px; border-radius: 5px; vertical-align: 2px; background: #e5e5ea; }
        .status.failed, .status.error { background: #d70015; color: #fff; } .status.missing { background: #c96a00; color: #fff; }
        .status.passed { background: #1b7a35; color: #fff; } .status.recorded { background: #0a60d0; color: #fff; }
        .message { margin: 0 0 4px; overflow-wrap: anywhere; } .figures { margin: 0 0 12px; color: var(--muted); font-size: 13px; }
        .images { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 14px; align-items: start; }
        figure { margin: 0; min-width: 0; }
        figcaption { font-weight: 600; font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin-bottom: 4px; }
        figure img, .stack img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
          background: repeating-conic-gradient(#e9e9ee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .empty { border: 1px dashed var(--line); padding: 24px; color: var(--muted); text-align: center; }
        .wipe { margin-top: 14px; } .wipebox { display: inline-block; max-width: 100%; } .wipe p { margin: 0 0 4px; color: var(--muted); font-size: 13px; }
        .stack { position: relative; display: inline-block; max-width: 100%; line-height: 0; }
        /* The actual image covers the reference exactly (same box, whatever the window width) and is
           clipped from the left; the divider marks the edge. */
        .stack img.top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; border-color: transparent; background: none; clip-path: inset(0 0 0 50%); }
        .stack .divider { position: absolute; top: 0; bottom: 0; left: 50%; width: 2px; margin-left: -1px; background: #d70015; }
        .filters { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; margin-bottom: 18px; }
        .filters .search { flex: 1 1 220px; padding: 5px 8px; font: inherit; }
        .filters .shown { color: var(--muted); font-size: 13px; }
        .theme-name { font-size: 18px; margin: 6px 0 12px; } .theme-name small { color: var(--muted); font-weight: 400; font-size: 14px; }
        [hidden] { display: none !important; }
        .wipe input { display: block; width: 100%; margin: 6px 0 0; }
        .others { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 16px; }
        .others summary { cursor: pointer; font-weight: 600; }
        table { border-collapse: collapse; width: 100%; margin-top: 10px; font-size: 13px; }
        td, th { text-align: left; padding: 5px 8px; border-top: 1px solid var(--line); vertical-align: top; }
        """

    /// Sizes images at point size (pixel width ÷ scale, never wider than their box) and drives the wipes.
    private static let script = """
        document.querySelectorAll('img[data-scale]').forEach(function (img) {
          function size() { if (img.naturalWidth) { img.style.width = (img.naturalWidth / Number(img.dataset.scale)) + 'px'; } }
          if (img.complete) { size(); } else { img.addEventListener('load', size); }
        });
        document.querySelectorAll('.wipe').forEach(function (wipe) {
          var top = wipe.querySelector('img.top'), divider = wipe.querySelector('.divider'), range = wipe.querySelector('input');
          function update() {
            top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; divider.style.left = range.value + '%';
            // How far the two images are apart (0 when they cover each other exactly), for checking the layout.
            var a = wipe.querySelector('img.base').getBoundingClientRect(), b = top.getBoundingClientRect();
            wipe.dataset.offset = String(Math.round(Math.abs(a.left - b.left) + Math.abs(a.width - b.width) + Math.abs(a.top - b.top)));
          }
          window.addEventListener('resize', update); wipe.querySelectorAll('img').forEach(function (img) { img.addEventListener('load', update); });
          range.addEventListener('input', update); update();
        });
        (function () {
          var form = document.querySelector('.filters');
          if (!form) { return; }
          var boxes = form.querySelectorAll('input[data-status]'), search = form.querySelector('.search'),
              theme = form.querySelector('.theme-filter'), shown = form.querySelector('.shown');
          function apply() {
            var statuses = {}, query = search.value.trim().toLowerCase(), only = theme ? theme.value : '', count = 0, total = 0;
            boxes.forEach(function (box) { statuses[box.dataset.status] = box.checked; });
            document.querySelectorAll('[data-status][data-text]').forEach(function (item) {
              var visible = statuses[item.dataset.status] !== false && (!only || item.dataset.theme === only)
                && (!query || item.dataset.text.indexOf(query) >= 0);
              item.hidden = !visible; total += 1; if (visible) { count += 1; }
            });
            document.querySelectorAll('section.theme').forEach(function (section) {
              section.hidden = !section.querySelector('article.case:not([hidden])');
            });
            var nomatch = document.querySelector('.nomatch');
            if (nomatch) { nomatch.hidden = count > 0; }
            shown.textContent = count + ' of ' + total + ' shown';
            document.body.dataset.shown = String(count);
          }
          form.addEventListener('input', apply); form.addEventListener('change', apply); apply();
        })();
        """
}
