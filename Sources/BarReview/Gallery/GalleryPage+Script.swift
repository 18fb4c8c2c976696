/// The gallery page's script: builds a filter per axis from the cards' values and the light/dark
/// switch, lays the cards out by theme and scene, shows the cards the filters let through (counting
/// them in `data-cards`, script errors in `data-errors`) and opens a card's detail.
extension GalleryPage {
    static let script = """
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
        """
}
