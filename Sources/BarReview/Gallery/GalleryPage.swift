import BarSnapshot
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Inline JSON inside <script>: "</" must not end the element.
        let data = String(decoding: try encoder.encode(cards), as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(MarkupEscaping.escape(title))</title>
            <style>
            :root { --bg: #f2f2f7; --fg: #1c1c1e; --card: #ffffff; --line: #d1d1d6; --muted: #6e6e73; }
            body.dark { --bg: #000000; --fg: #f2f2f7; --card: #1c1c1e; --line: #38383a; --muted: #98989d; }
            body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: var(--bg); color: var(--fg); }
            header { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); padding: 10px 20px; z-index: 1; }
            h1 { font-size: 18px; margin: 0 0 8px; } .filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
            label { font-size: 12px; color: var(--muted); } select, button { font: inherit; }
            main { padding: 12px 20px; } h2 { font-size: 16px; margin: 20px 0 6px; } h3 { font-size: 13px; color: var(--muted); margin: 10px 0 6px; font-weight: 600; }
            .cards { display: flex; flex-wrap: wrap; gap: 10px; }
            .card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px; cursor: pointer; width: 300px; }
            .card img { width: 100%; height: auto; display: block; } .card .meta { font-size: 11px; color: var(--muted); margin-top: 4px; overflow-wrap: anywhere; }
            .hidden { display: none !important; } #count { font-size: 12px; color: var(--muted); }
            dialog { max-width: 90vw; background: var(--card); color: var(--fg); border: 1px solid var(--line); border-radius: 10px; }
            dialog img { max-width: 85vw; display: block; margin-bottom: 8px; } dialog pre { font-size: 12px; white-space: pre-wrap; }
            </style></head>
            <body data-cards="0" data-errors="0">
            <header><h1>\(MarkupEscaping.escape(title))</h1><div class="filters" id="filters"></div></header>
            <main id="gallery"></main>
            <dialog id="detail"><img id="detail-image" alt=""><div id="detail-title"></div><pre id="detail-explain"></pre>
            <form method="dialog"><button>Close</button></form></dialog>
            <script id="cards" type="application/json">\(data)</script>
            <script>
            "use strict";
            let errors = 0;
            window.addEventListener("error", () => { errors += 1; document.body.dataset.errors = String(errors); });
            const cards = JSON.parse(document.getElementById("cards").textContent);
            const axes = [["era", "era"], ["style", "style"], ["metrics", "metrics"], ["position", "position"], ["scale", "scale"],
                          ["width", "width"], ["direction", "direction"], ["accessibility", "accessibility"], ["pseudo", "pseudolanguage"]];
            const chosen = {};
            const filters = document.getElementById("filters");
            for (const [key, label] of axes) {
              const values = [...new Set(cards.map(c => c[key]))].sort();
              const wrap = document.createElement("label");
              wrap.textContent = label + " ";
              const select = document.createElement("select");
              select.id = "filter-" + key;
              for (const value of ["all", ...values]) {
                const option = document.createElement("option");
                option.value = value; option.textContent = value; select.append(option);
              }
              select.addEventListener("change", () => { chosen[key] = select.value; apply(); });
              wrap.append(select); filters.append(wrap);
            }
            const toggle = document.createElement("button");
            toggle.id = "style-toggle"; toggle.textContent = "Light / dark";
            toggle.addEventListener("click", () => {
              const dark = !document.body.classList.contains("dark");
              document.body.classList.toggle("dark", dark);
              const select = document.getElementById("filter-style");
              const wanted = dark ? "dark" : "light";
              if ([...select.options].some(o => o.value === wanted)) { select.value = wanted; chosen.style = wanted; apply(); }
            });
            filters.append(toggle);
            const count = document.createElement("span"); count.id = "count"; filters.append(count);

            const gallery = document.getElementById("gallery");
            const elements = [];
            let theme = null, scene = null, sceneBox = null;
            for (const card of cards) {
              if (card.theme !== theme) {
                theme = card.theme; scene = null;
                const h = document.createElement("h2"); h.textContent = theme; gallery.append(h);
              }
              if (card.scene !== scene) {
                scene = card.scene;
                const h = document.createElement("h3"); h.textContent = scene; gallery.append(h);
                sceneBox = document.createElement("div"); sceneBox.className = "cards"; gallery.append(sceneBox);
              }
              const element = document.createElement("div");
              element.className = "card";
              const image = document.createElement("img");
              image.loading = "lazy"; image.src = card.image; image.width = card.pixelWidth; image.height = card.pixelHeight;
              image.alt = card.theme + " / " + card.scene;
              const meta = document.createElement("div");
              meta.className = "meta";
              meta.textContent = [card.era, card.metrics, card.position, card.style, card.width + " pt", "@" + card.scale + "x", card.direction]
                .concat(card.accessibility === "none" ? [] : [card.accessibility], card.pseudo === "none" ? [] : ["pseudo " + card.pseudo]).join(" · ");
              element.append(image, meta);
              element.addEventListener("click", () => open(card));
              sceneBox.append(element);
              elements.push([card, element]);
            }
            function apply() {
              let shown = 0;
              for (const [card, element] of elements) {
                const visible = axes.every(([key]) => !chosen[key] || chosen[key] === "all" || card[key] === chosen[key]);
                element.classList.toggle("hidden", !visible);
                if (visible) shown += 1;
              }
              count.textContent = shown + " of " + cards.length + " renders";
              document.body.dataset.cards = String(shown);
            }
            function open(card) {
              document.getElementById("detail-image").src = card.image;
              document.getElementById("detail-title").textContent = card.theme + " / " + card.scene + " · " + card.era + " · " + card.metrics + " · " + card.position + " · " + card.style;
              document.getElementById("detail-explain").textContent = card.explain.join("\\n");
              document.getElementById("detail").showModal();
            }
            apply();
            </script>
            </body></html>

            """
    }
}
