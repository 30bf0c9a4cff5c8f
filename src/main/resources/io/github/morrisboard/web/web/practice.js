// The companion page's practice (issue 33): the rating after each game against the AI as a curve, the
// puzzle of the day, every puzzle (the person's own, then the built-in ones) with its counts, and on each
// game of the history the position after any ply; a paired phone sets any of them up on the board
// (POST /api/commands/puzzle, /api/commands/setup), whose lights then show where each piece goes.
// Reads GET /api/practice: only what the board's loop published. Every word is the catalog's (words.js).
// Its own file, hooked into companion.html by one script tag: companion.js knows nothing of it.
"use strict";
(() => {
  const NS = "http://www.w3.org/2000/svg";
  const W = 600, H = 160;
  const { word, say } = window.morrisWords; // words.js
  const number = (n) => n.toLocaleString(document.documentElement.lang || undefined);
  let practice = null;

  function el(tag, attrs, parent, ns) {
    const e = ns ? document.createElementNS(NS, tag) : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function section() {
    let s = document.getElementById("practice");
    if (s) return s;
    s = el("section", { id: "practice", class: "practice", "aria-live": "polite" });
    el("h2", { id: "practice-heading" }, s);
    el("p", { id: "practice-rating", class: "help" }, s);
    el("div", { id: "rating-curve" }, s);
    const today = el("p", { id: "practice-today" }, s);
    el("span", { id: "practice-today-title" }, today);
    today.appendChild(document.createTextNode(" "));
    el("button", { id: "practice-today-go", type: "button", class: "quiet setup" }, today);
    el("p", { id: "practice-count", class: "help" }, s);
    el("ol", { id: "puzzles", class: "puzzles" }, s);
    el("p", { id: "practice-status", class: "help" }, s);
    document.getElementById("games").before(s);
    return s;
  }

  // A paired phone's request (the session's CSRF token read first: the phone may have been paired since the page
  // loaded); its answer in words: sent, or the refusal in the page's language (the sentence the board sends with
  // it, else its reason's, else the English).
  async function send(path, body) {
    const session = await (await fetch("/api/session", { credentials: "same-origin", cache: "no-store" })).json();
    const r = await fetch(path, {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: { "X-CSRF-Token": session.csrf || "", "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    let json = {};
    try { json = await r.json(); } catch (e) { /* no body */ }
    if (r.status === 202) {
      return { status: r.status, said: word("companion.practice.sent", [], "Sent to the board: set up the position as its lights show") };
    }
    const english = json.error || String(r.status);
    const why = json.say ? say(json.say, english) : json.reason ? word("companion.refused." + json.reason, [], english) : english;
    return { status: r.status, said: word("companion.refused", [why], "Refused: " + why) };
  }
  window.morrisPractice = { send };

  async function post(path, body) {
    const r = await send(path, body);
    document.getElementById("practice-status").textContent = r.said;
    document.body.dataset.practiceSent = String(r.status);
  }

  function setUpPuzzle(id) {
    post("/api/commands/puzzle", "id=" + encodeURIComponent(id));
  }

  // The rating after each counted game: a line, the newcomer's 1500 as a rule.
  function curve(points) {
    const box = document.getElementById("rating-curve");
    box.replaceChildren();
    if (!points.length) return;
    const ratings = points.map((p) => p.rating).concat([1500]);
    const lo = Math.min(...ratings) - 50, hi = Math.max(...ratings) + 50;
    const y = (r) => H - 8 - ((r - lo) / (hi - lo)) * (H - 16);
    const x = (i) => (points.length === 1 ? W / 2 : 8 + (i / (points.length - 1)) * (W - 16));
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "rating-curve",
      "aria-label": word("companion.practice.curve", [], "Your rating after each game against the AI") }, box, true);
    el("rect", { x: 0, y: 0, width: W, height: H, fill: "#f4f1ea" }, svg, true);
    el("line", { x1: 0, x2: W, y1: y(1500), y2: y(1500), stroke: "#c08a2b", "stroke-dasharray": "6 4" }, svg, true);
    el("polyline", { class: "rating-line", fill: "none", stroke: "#2f7de1", "stroke-width": 3,
      points: points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(" ") }, svg, true);
    points.forEach((p, i) => {
      const c = el("circle", { cx: x(i).toFixed(1), cy: y(p.rating).toFixed(1), r: 5,
        fill: p.score === 1 ? "#2e9e44" : p.score === 0 ? "#d7263d" : "#f29e1f", stroke: "#fff", "stroke-width": 2 }, svg, true);
      el("title", {}, c, true).textContent = `${number(p.rating)} (${p.ended.slice(0, 10)})`;
    });
  }

  function draw(p) {
    section();
    document.getElementById("practice-heading").textContent = word("companion.practice", [], "Practise");
    document.getElementById("practice-rating").textContent = p.curve.length
      ? word("companion.practice.rating", [number(p.rating.rating), number(p.rating.deviation), number(p.rating.level)],
        `Your rating: ${p.rating.rating} (±${p.rating.deviation}); the adaptive level plays you at level ${p.rating.level}`)
      : word("companion.practice.norating", [], "No rating yet: it starts with your first finished game against the AI");
    curve(p.curve);
    const today = p.puzzles.find((z) => z.id === p.today);
    document.getElementById("practice-today").hidden = !today;
    if (today) {
      document.getElementById("practice-today-title").textContent =
        word("companion.practice.today", [say(today.title, today.kind)], "Puzzle of the day: " + today.kind);
      const go = document.getElementById("practice-today-go");
      go.textContent = word("companion.practice.setup", [], "Set it up on the board");
      go.onclick = () => setUpPuzzle(today.id);
    }
    document.getElementById("practice-count").textContent = word("companion.practice.count", [number(p.solved), number(p.total)],
      `Puzzles solved: ${p.solved} of ${p.total}`);
    const list = document.getElementById("puzzles");
    list.replaceChildren();
    for (const z of p.puzzles) {
      const li = el("li", { "data-puzzle": z.id, class: z.solved > 0 ? "solved" : "" }, list);
      el("span", { class: "title" }, li).textContent = [say(z.title, z.kind),
        word(z.own ? "companion.practice.own" : "companion.practice.builtin", [], z.own ? "from your games" : "built in"),
        word("companion.practice.counts", [number(z.solved), number(z.failed)], `solved ${z.solved}, failed ${z.failed}`)].join(" · ");
      li.appendChild(document.createTextNode(" "));
      const b = el("button", { type: "button", class: "quiet setup" }, li);
      b.textContent = word("companion.practice.setup", [], "Set it up on the board");
      b.addEventListener("click", () => setUpPuzzle(z.id));
    }
    document.body.dataset.practice = String(p.puzzles.length);
  }

  // Each game of the history: the position after any of its plies, set up on the board.
  async function games() {
    const r = await fetch("/api/games", { credentials: "same-origin", cache: "no-store" });
    if (!r.ok) return;
    const list = await r.json();
    const items = document.querySelectorAll("#games > li:not(.none)");
    list.forEach((g, i) => {
      const li = items[i];
      if (!li || li.querySelector("form.setup")) return;
      const f = el("form", { class: "setup" }, li);
      const label = el("label", {}, f);
      el("span", {}, label).textContent = word("companion.games.setup", [], "Set up the position after ply") + " ";
      el("input", { name: "ply", type: "number", min: "0", max: String(g.plies), value: String(g.plies), inputmode: "numeric" }, label);
      f.appendChild(document.createTextNode(" "));
      el("button", { type: "submit", class: "quiet setup" }, f).textContent = word("companion.games.setup.go", [], "Set it up");
      f.addEventListener("submit", (e) => {
        e.preventDefault();
        post("/api/commands/setup", `game=${g.n}&ply=${encodeURIComponent(f.elements.ply.value)}`);
      });
    });
  }

  async function refresh() {
    const r = await fetch("/api/practice", { credentials: "same-origin", cache: "no-store" });
    if (!r.ok) return;
    practice = await r.json();
    draw(practice);
  }

  document.addEventListener("DOMContentLoaded", () => {
    const g = document.getElementById("games");
    if (!g) return;
    new MutationObserver((changes) => {
      if (changes.some((c) => [...c.addedNodes].some((n) => n.nodeName === "LI"))) {
        games();
        refresh(); // the list is made again when the phase changes: a puzzle counted, a game ended
      }
    }).observe(g, { childList: true });
    refresh();
  });
  // The catalog came in after the section was drawn (in the fallback's English): draw it again.
  document.addEventListener("morris-words", () => {
    if (practice) draw(practice);
    document.querySelectorAll("#games form.setup").forEach((f) => f.remove());
    games();
  });
})();
