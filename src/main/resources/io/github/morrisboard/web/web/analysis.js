// The evaluation graph of a finished game on the companion page: after each ply the evaluation for
// white (up is white ahead, a piece a grid line, decided games at the edge) from the board's
// background analysis (GET /api/games/{n}/analysis), the mistakes (?) and blunders (??) marked with
// what was better. It shows the newest analysed game, numbered as the list and the analyse command number
// them (1 the last), and says so when the newest is still being analysed; each finished game in the list
// gets a button. Every word is the catalog's (words.js), in the page's language.
// Its own file, hooked into companion.html by one script tag: companion.js knows nothing of it.
"use strict";
(() => {
  const NS = "http://www.w3.org/2000/svg";
  const W = 600, H = 200, CLAMP = 400; // four pieces either way fill the height
  const DECIDED = 28000;
  const { word } = window.morrisWords; // words.js
  const number = (n) => n.toLocaleString(document.documentElement.lang || undefined);
  let drawn = ""; // what the graph shows: the game's place, its number, the newer game it is not
  const key = (g, newest) => `${g.n}/${g.number}/${newest ? newest.n : ""}`;

  function el(tag, attrs, parent, ns) {
    const e = ns ? document.createElementNS(NS, tag) : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function y(score) {
    const s = Math.abs(score) > DECIDED ? Math.sign(score) * CLAMP : Math.max(-CLAMP, Math.min(CLAMP, score));
    return H / 2 - (s / CLAMP) * (H / 2 - 8);
  }

  function section() {
    let s = document.getElementById("analysis");
    if (s) return s;
    const games = document.getElementById("games");
    s = el("section", { id: "analysis", class: "analysis", "aria-live": "polite" });
    el("h2", { id: "analysis-heading" }, s);
    el("p", { id: "analysis-title", class: "help" }, s);
    el("p", { id: "analysis-note", class: "help", hidden: "" }, s);
    el("div", { id: "analysis-graph" }, s);
    el("ol", { id: "analysis-marks", class: "marks" }, s);
    games.after(s);
    return s;
  }

  // The section's words, in the page's language (again once the catalog is in).
  function heading() {
    document.getElementById("analysis-heading").textContent = word("companion.analysis", [], "Evaluation");
    if (!document.body.dataset.analysed) {
      document.getElementById("analysis-title").textContent = word("companion.analysis.none", [], "No finished game analysed yet");
    }
  }

  // A ply as the line names it: a placement or a move in the record's notation, a removal in words.
  function ply(p) {
    return p.startsWith("x") ? word("companion.analysis.take", [p.slice(1)], "taking " + p.slice(1)) : p;
  }

  // One marked ply: who, which move, the ply and its mark, what it did, and what was better.
  function line(s) {
    const harm = s.harm ? word("companion.analysis.harm." + s.harm, [number(s.pieces || 0)], s.harm) : "";
    const said = word("companion.analysis.line." + s.side, [number(s.move), ply(s.played) + s.mark, harm],
      `${s.side}, move ${s.move} (${ply(s.played)}${s.mark}): ${harm}`);
    return s.best && s.best !== s.played ? word("companion.analysis.better", [said, ply(s.best)], `${said}; ${ply(s.best)} was better`) : said;
  }

  // Draws game g's analysis a (g.n its place in the API, g.number as the list shows it); newest: the
  // newest finished game when it is another one, still being analysed.
  function draw(g, a, newest) {
    section();
    heading();
    const n = g.number;
    const box = document.getElementById("analysis-graph");
    box.replaceChildren();
    const plies = a.plies;
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "eval-graph",
      "aria-label": word("companion.analysis.label", [number(n), number(plies.length)], `Evaluation of game ${n} after each of its ${plies.length} plies`) }, box, true);
    el("rect", { x: 0, y: 0, width: W, height: H / 2, fill: "#f4f1ea" }, svg, true);
    el("rect", { x: 0, y: H / 2, width: W, height: H / 2, fill: "#3b3b3b" }, svg, true);
    for (let p = -3; p <= 3; p++) {
      el("line", { x1: 0, x2: W, y1: y(p * 100), y2: y(p * 100), stroke: p === 0 ? "#c08a2b" : "#8888", "stroke-width": p === 0 ? 2 : 1 }, svg, true);
    }
    const x = (i) => (plies.length === 0 ? 0 : (i / plies.length) * W);
    const points = [[x(0), y(plies.length ? plies[0].before : 0)]];
    plies.forEach((s, i) => points.push([x(i + 1), y(s.after)]));
    el("polyline", { class: "eval-line", points: points.map((p) => p.map((v) => v.toFixed(1)).join(",")).join(" "),
      fill: "none", stroke: "#2f7de1", "stroke-width": 3 }, svg, true);
    const list = document.getElementById("analysis-marks");
    list.replaceChildren();
    plies.forEach((s, i) => {
      if (!s.mark) return;
      const what = line(s);
      const c = el("circle", { class: s.mark === "??" ? "mark blunder" : "mark mistake", cx: x(i + 1).toFixed(1), cy: y(s.after).toFixed(1),
        r: s.mark === "??" ? 8 : 6, fill: s.mark === "??" ? "#d7263d" : "#f29e1f", stroke: "#fff", "stroke-width": 2,
        "data-ply": String(s.ply) }, svg, true);
      el("title", {}, c, true).textContent = what;
      el("li", { class: s.mark === "??" ? "blunder" : "mistake" }, list).textContent = what;
    });
    if (!list.children.length) el("li", { class: "none" }, list).textContent = word("companion.analysis.nomarks", [], "no mistakes marked");
    document.getElementById("analysis-title").textContent = word("companion.analysis.caption",
      [number(n), number(g.moves), number(plies.length)], `Game ${n}: ${g.moves} moves, ${plies.length} plies`);
    const note = document.getElementById("analysis-note");
    note.hidden = !newest;
    note.textContent = newest ? word("companion.analysis.pending", [number(newest.number), number(n)],
      `Game ${newest.number} is still being analysed: this is game ${n}`) : "";
    document.body.dataset.analysed = String(g.n);
    drawn = key(g, newest);
  }

  async function show(g, newest) {
    const r = await fetch(`/api/games/${g.n}/analysis`, { credentials: "same-origin", cache: "no-store" });
    if (!r.ok) return false;
    draw(g, await r.json(), newest);
    return true;
  }

  let busy = false, again = false;
  async function refresh() {
    if (busy) { again = true; return; } // the list changed while it was read: read it once more after
    busy = true;
    try {
      section();
      const r = await fetch("/api/games", { credentials: "same-origin", cache: "no-store" });
      if (!r.ok) return;
      const games = await r.json();
      const items = document.querySelectorAll("#games > li:not(.none)");
      heading();
      let shown = false, newest = null;
      for (let i = 0; i < games.length; i++) {
        const g = games[i];
        if (g.result === "abandoned") continue;
        const li = items[i];
        if (li && !li.querySelector("button.graph")) {
          const b = el("button", { type: "button", class: "quiet graph" }, li);
          b.textContent = word("companion.analysis.button", [], "evaluation");
          b.addEventListener("click", () => show(g, null));
        }
        // the newest analysed game (drawn again when the list changed it: its number grows with each
        // new game), saying which game it is not when a newer one is still being analysed
        if (!shown) shown = drawn === key(g, newest) || await show(g, newest);
        if (!shown && !newest) {
          newest = g;
          setTimeout(refresh, 15000); // the board is still analysing it: look again
        }
      }
    } finally {
      busy = false;
      if (again) { again = false; refresh(); }
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    const games = document.getElementById("games");
    if (!games) return;
    new MutationObserver((changes) => {
      if (changes.some((c) => [...c.addedNodes].some((n) => n.nodeName === "LI"))) refresh();
    }).observe(games, { childList: true });
    refresh();
  });
  // The catalog came in after the section was drawn (in the fallback's English): draw it again.
  document.addEventListener("morris-words", () => {
    drawn = null;
    refresh();
  });
})();
