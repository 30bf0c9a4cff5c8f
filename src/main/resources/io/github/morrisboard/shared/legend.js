// The light legend beside the board: the signals lit right now, each with its colour swatch, its
// pattern and its meaning, and in the menu the map of what each lit point offers. The server says
// what is lit (state.legend) and in which language (state.lang); the words come from
// /api/legend/{lang} once per language. One copy for both pages: sim.js and companion.js hand each new
// state over as a "morrisboard:state" event.
"use strict";

(() => {
  const texts = {};
  let shown = "";
  let latest = null;

  const $ = (id) => document.getElementById(id);

  // The legend's place on the page (<section id="legend">, the same on both pages) gets its parts.
  function build() {
    const part = (tag, attrs, parent) => {
      const e = document.createElement(tag);
      Object.assign(e, attrs);
      parent.append(e);
      return e;
    };
    const section = $("legend");
    // the titles stay empty until the first state brings the page's language (no English before it)
    part("h2", { id: "legend-title" }, section);
    part("ul", { id: "legend-lit", className: "legend-list" }, section);
    const menu = part("div", { id: "legend-menu", hidden: true }, section);
    part("h2", { id: "legend-menu-title" }, menu);
    part("p", { id: "legend-menu-how", className: "legend-how" }, menu);
    part("ul", { id: "legend-menu-list", className: "legend-list" }, menu);
  }

  function words(lang) {
    if (texts[lang]) return Promise.resolve(texts[lang]);
    return fetch("/api/legend/" + encodeURIComponent(lang))
      .then((r) => r.json())
      .then((j) => (texts[lang] = j.texts));
  }

  // A dim white LED looks pale, not dark: on the paper panel its grey is lightened (as on the printed card).
  function onPaper(colour) {
    const v = parseInt(colour.slice(1), 16);
    const r = (v >> 16) & 255, g = (v >> 8) & 255, b = v & 255;
    if (r !== g || g !== b) return colour;
    const c = (255 - Math.round((255 - r) * 0.3)).toString(16).padStart(2, "0");
    return "#" + c + c + c;
  }

  function swatch(colour, pattern) {
    const s = document.createElement("span");
    s.className = "swatch pattern-" + pattern;
    s.style.setProperty("--c", onPaper(colour));
    s.setAttribute("aria-hidden", "true");
    return s;
  }

  function item(list, key, colour, pattern, text, where) {
    const li = document.createElement("li");
    li.dataset.key = key;
    li.append(swatch(colour, pattern));
    const meaning = document.createElement("span");
    meaning.className = "meaning";
    meaning.textContent = text;
    li.append(meaning);
    if (where) {
      const w = document.createElement("span");
      w.className = "where";
      w.textContent = where;
      li.append(w);
    }
    list.append(li);
    return li;
  }

  function draw(state, lang, t) {
    const legend = state.legend || { lit: [], menu: [] };
    const word = (key) => t[key] || key;
    $("legend").lang = lang;
    $("legend-title").textContent = word("page.LIGHTS");
    const lit = $("legend-lit");
    lit.replaceChildren();
    for (const e of legend.lit) {
      item(lit, e.key, e.color, e.pattern, word(e.key), e.points.join(" "));
    }
    if (legend.lit.length === 0) {
      const li = document.createElement("li");
      li.className = "none";
      li.textContent = word("page.NONE");
      lit.append(li);
    }
    const menu = $("legend-menu");
    menu.hidden = legend.menu.length === 0;
    $("legend-menu-title").textContent = word("page.MENU");
    $("legend-menu-how").textContent = word("page.MENU_HOW");
    const list = $("legend-menu-list");
    list.replaceChildren();
    for (const p of legend.menu) {
      const text = word(p.key).replace("{n}", String(p.n)) + (p.chosen ? " (" + word("page.CHOSEN") + ")" : "");
      const li = item(list, p.key, p.color, p.chosen ? "steady" : "dim", text, p.point);
      li.dataset.point = p.point;
      li.classList.toggle("chosen", p.chosen);
    }
    document.body.dataset.legend = String(Number(document.body.dataset.legend || 0) + 1);
  }

  // How the light at a point changes, in words of the page's language (the simulator's point tooltips):
  // the pattern of the signal lit there, steady for an offered menu option; null when nothing of the
  // legend is lit there or its words are not in yet (a "morris-legend" event follows each legend drawn).
  function patternAt(state, name) {
    const t = texts[state.lang || document.documentElement.lang || "en"];
    const legend = state.legend;
    if (!t || !legend) return null;
    const e = legend.lit.find((x) => x.points.includes(name));
    const pattern = e ? e.pattern : legend.menu.some((p) => p.point === name) ? "steady" : null;
    return pattern ? t["pattern." + pattern.toUpperCase().replaceAll("-", "_")] || null : null;
  }

  function update() {
    const state = latest;
    // the board's language setting, else the one the page chose from the browser (words.js sets <html lang>)
    const lang = state.lang || document.documentElement.lang || "en";
    const key = lang + JSON.stringify(state.legend);
    if (key === shown) return;
    words(lang).then((t) => {
      if (state !== latest) return; // a newer state is on its way
      shown = key;
      draw(state, lang, t);
      document.dispatchEvent(new Event("morris-legend")); // the patterns' words are in
    }).catch(() => {});
  }

  build();
  window.morrisLegend = { patternAt };
  document.addEventListener("morrisboard:state", (e) => {
    latest = e.detail;
    update();
  });
})();
