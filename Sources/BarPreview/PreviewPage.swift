#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    /// The live preview page: it reads `/state.json`, shows every render (grouped by theme), shows
    /// errors above them, and listens to `/events` (server-sent events) to reload what changed.
    enum PreviewPage {
        static let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>BarTheme watch</title>
            <style>
            body { margin: 20px; font: 14px -apple-system, system-ui, sans-serif; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 18px; } h2 { font-size: 15px; margin: 18px 0 6px; }
            .cards { display: flex; flex-wrap: wrap; gap: 10px; } .card { background: #fff; border: 1px solid #d1d1d6; border-radius: 8px; padding: 6px; width: 320px; }
            .card img { width: 100%; display: block; } .meta { font-size: 11px; color: #6e6e73; margin-top: 4px; overflow-wrap: anywhere; }
            .errors pre { background: #fff0f0; border: 1px solid #ff3b30; border-radius: 8px; padding: 10px; white-space: pre-wrap; }
            #status { font-size: 12px; color: #6e6e73; }
            .card.broken::after { content: "this image did not load"; display: block; font-size: 11px; color: #ff3b30; }
            </style></head>
            <body>
            <h1>BarTheme watch <span id="status">connecting…</span></h1>
            <div class="errors" id="errors"></div>
            <div id="renders"></div>
            <script>
            "use strict";
            const images = new Map();
            async function refresh() {
              const state = await (await fetch("/state.json", { cache: "no-store" })).json();
              document.getElementById("status").textContent = "version " + state.version;
              const errors = document.getElementById("errors");
              errors.replaceChildren(...state.errors.map(e => { const p = document.createElement("pre"); p.textContent = e.message; return p; }));
              const box = document.getElementById("renders");
              const seen = new Set();
              let theme = null, cards = null;
              box.replaceChildren();
              for (const render of state.renders) {
                if (render.theme !== theme) {
                  theme = render.theme;
                  const h = document.createElement("h2"); h.textContent = theme; box.append(h);
                  cards = document.createElement("div"); cards.className = "cards"; box.append(cards);
                }
                seen.add(render.id);
                let card = images.get(render.id);
                if (!card) {
                  card = document.createElement("div"); card.className = "card";
                  const img = document.createElement("img"); img.alt = render.scene;
                  img.addEventListener("load", () => card.classList.remove("broken"));
                  img.addEventListener("error", () => card.classList.add("broken"));
                  const meta = document.createElement("div"); meta.className = "meta";
                  card.append(img, meta); images.set(render.id, card);
                }
                const img = card.querySelector("img");
                const src = "/image/" + encodeURIComponent(render.id) + "?v=" + render.version;
                if (img.getAttribute("src") !== src) img.src = src;
                card.querySelector(".meta").textContent = render.scene + " · " + render.variant;
                cards.append(card);
              }
              for (const id of [...images.keys()]) if (!seen.has(id)) images.delete(id);
            }
            const events = new EventSource("/events");
            events.onmessage = () => refresh();
            events.onerror = () => { document.getElementById("status").textContent = "disconnected; retrying…"; };
            refresh();
            </script>
            </body></html>
            """
    }
#endif
