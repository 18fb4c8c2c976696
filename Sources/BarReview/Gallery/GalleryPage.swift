import BarSnapshot
import BarTheme
import Foundation

/// The gallery: one self-contained HTML page (styles, script and data inline; images beside it)
/// that works from `file://` with no server. Cards are grouped by theme and scene; filters narrow
/// by era, style, metrics, position, scale, width and direction; a light/dark switch shows one
/// style at a time; a click opens the full render with its explain summary.
///
/// The page reports on itself for automated checks: `<body data-cards="N" data-errors="M">` after
/// its script ran (cards shown, script errors caught).
public enum GalleryPage {
    public static func html(title: String, cards: [GalleryCard]) throws -> String {
        // Inline JSON inside <script>: "</" must not end the element.
        let data = String(decoding: try ReportJSON.encode(cards, layout: .compact), as: UTF8.self).replacingOccurrences(
            of: "</", with: "<\\/")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(MarkupEscaping.escape(title))</title>
            <style>
            \(styleSheet)
            </style></head>
            <body data-cards="0" data-errors="0">
            <header><h1>\(MarkupEscaping.escape(title))</h1><div class="filters" id="filters"></div></header>
            <main id="gallery"></main>
            <dialog id="detail"><img id="detail-image" alt=""><div id="detail-title"></div><pre id="detail-explain"></pre>
            <form method="dialog"><button>Close</button></form></dialog>
            <script id="cards" type="application/json">\(data)</script>
            <script>
            \(script)
            </script>
            </body></html>

            """
    }
}
