// The companion page's position to set up (issue 33): a small board to tap (each tap: empty, white, black, empty
// again), the side to move, the pieces each side still has to place, who plays, and the same as one line of text
// (the board's position text: W:a1,d2,g4 B:d6,g7 hand 6/7 black to move), kept in step both ways. A paired phone
// sends it (POST /api/commands/position) from the menu; the board's lights then show where each piece goes, and
// once they stand a game goes on from there. A text the board cannot set up is refused at once with a sentence
// the page says in its language. Its own file, hooked into companion.html by one script tag (after practice.js,
// whose send it uses).
"use strict";
(() => {
  const plain = window.morrisPlainBoard; // plainboard.js
  const { word } = window.morrisWords; // words.js
  const NAMES = plain.NAMES;
  const $ = (id) => document.getElementById(id);
  const points = {}; // a point's name: "white", "black" or ""
  let byName = {};

  function el(tag, attrs, parent, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = attrs && attrs["data-words"] ? word(attrs["data-words"], [], text) : text; // the catalog may be in
    if (parent) parent.appendChild(e);
    return e;
  }

  function labelled(form, id, key, fallback, control) {
    const l = el("label", { for: id }, form);
    el("span", { id: id + "-label", "data-words": key }, l, fallback);
    l.appendChild(document.createTextNode(" "));
    l.appendChild(control);
    return l;
  }

  function option(select, value, key, fallback) {
    el("option", { value, "data-words": key }, select, fallback);
  }

  function build(s) {
    el("h2", { "data-words": "companion.position" }, s, "Set up a position");
    el("p", { id: "position-help", class: "help", "data-words": "companion.position.help" }, s,
      "Tap a point for a white piece, again for a black one, once more to empty it; or type the position as one line");
    const example = el("p", { class: "help" }, s); // the notation is the same in every language, as the points' names are
    el("span", { "data-words": "companion.position.example" }, example, "For example");
    example.appendChild(document.createTextNode(": "));
    el("code", { id: "position-example" }, example, "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move");
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    for (const [k, v] of Object.entries({ id: "position-board", class: "plain-board position-board", viewBox: "0 0 800 800", role: "group",
      "data-words-label": "companion.position", "aria-label": "Set up a position" })) svg.setAttribute(k, v);
    s.appendChild(svg);
    byName = plain.draw(svg, "pos-");
    for (const n of NAMES) byName[n].addEventListener("click", () => tap(n));
    const f = el("form", { id: "position-form", class: "position-form" }, s);
    const side = el("select", { id: "position-side", name: "side" });
    option(side, "white", "side.move.white", "White to move");
    option(side, "black", "side.move.black", "Black to move");
    f.appendChild(side);
    for (const c of ["white", "black"]) {
      labelled(f, "position-hand-" + c, "companion.position.hand." + c, c === "white" ? "White still to place" : "Black still to place",
        el("input", { id: "position-hand-" + c, type: "number", min: "0", max: "12", value: "9", inputmode: "numeric" }));
    }
    const players = el("select", { id: "position-players", name: "players" });
    option(players, "human-vs-ai", "mode.human-vs-ai", "you against the AI");
    option(players, "human-vs-human", "mode.human-vs-human", "two people");
    labelled(f, "position-players", "companion.set.mode", "Players", players);
    labelled(f, "position-text", "companion.position.text", "The position as text",
      el("input", { id: "position-text", name: "position", autocomplete: "off", autocapitalize: "off", spellcheck: "false" }));
    el("button", { id: "position-clear", type: "button", class: "quiet", "data-words": "companion.position.clear" }, f, "Empty the board");
    el("button", { id: "position-go", type: "submit", "data-words": "companion.practice.setup" }, f, "Set it up on the board");
    el("p", { id: "position-status", class: "help" }, s);
    for (const id of ["position-side", "position-hand-white", "position-hand-black"]) $(id).addEventListener("input", write);
    $("position-text").addEventListener("input", () => read($("position-text").value));
    $("position-clear").addEventListener("click", () => { for (const n of NAMES) points[n] = ""; write(); });
    f.addEventListener("submit", (e) => { e.preventDefault(); go(); });
  }

  // A tap: empty, white, black, empty again.
  function tap(n) {
    points[n] = points[n] === "" ? "white" : points[n] === "white" ? "black" : "";
    write();
  }

  function show() {
    plain.show(byName, points);
  }

  // The board, the side and the hands as the one line the board reads (its canonical form).
  function text() {
    const list = (c) => NAMES.filter((n) => points[n] === c).join(",") || "-";
    const w = Number($("position-hand-white").value) || 0, b = Number($("position-hand-black").value) || 0;
    return `W:${list("white")} B:${list("black")}` + (w + b > 0 ? ` hand ${w}/${b}` : "") + ` ${$("position-side").value} to move`;
  }

  function write() {
    show();
    $("position-text").value = text();
  }

  // Typed text shown on the board as far as it reads; what it cannot read the board names when it is sent.
  function read(t) {
    const words = t.toLowerCase().replace(/,/g, " ").replace(/(^|\s)(w|b|white|black):/g, "$1$2: ").split(/\s+/).filter(Boolean);
    const seen = {};
    let list = null, hand = [0, 0], side = null;
    for (let i = 0; i < words.length; i++) {
      const x = words[i];
      if (x === "w:" || x === "white:") list = "white";
      else if (x === "b:" || x === "black:") list = "black";
      else if (x === "hand" && /^\d+\/\d+$/.test(words[i + 1] || "")) { hand = words[++i].split("/").map(Number); list = null; }
      else if (x === "white" || x === "black") { side = x; list = null; }
      else if (list && NAMES.includes(x)) seen[x] = list;
      else if (!(x === "-" || x === "to" || x === "move")) return;
    }
    for (const n of NAMES) points[n] = seen[n] || "";
    $("position-hand-white").value = String(hand[0]);
    $("position-hand-black").value = String(hand[1]);
    if (side) $("position-side").value = side;
    show();
  }

  async function go() {
    const body = new URLSearchParams({ position: $("position-text").value, players: $("position-players").value }).toString();
    const r = await window.morrisPractice.send("/api/commands/position", body);
    $("position-status").textContent = r.said;
    document.body.dataset.positionSent = String(r.status);
  }

  // The rules' pieces in hand and the players the settings choose, to begin with: the rules' start.
  async function begin() {
    try {
      const s = await (await fetch("/api/settings", { credentials: "same-origin", cache: "no-store" })).json();
      const pieces = String(s.rules || "").startsWith("twelve") ? "12" : "9";
      $("position-hand-white").value = $("position-hand-black").value = pieces;
      $("position-players").value = s.mode === "human-vs-human" ? "human-vs-human" : "human-vs-ai";
    } catch (e) { /* the defaults stand */ }
    write();
  }

  document.addEventListener("DOMContentLoaded", () => {
    const s = $("position");
    if (!s) return;
    for (const n of NAMES) points[n] = "";
    build(s);
    write();
    begin();
    document.body.dataset.position = "ready";
  });
  // The catalog came in after the section was drawn (in the fallback's English): its words in the page's language.
  document.addEventListener("morris-words", () => {
    for (const e of document.querySelectorAll("#position [data-words]")) e.textContent = word(e.dataset.words, [], e.textContent);
    for (const e of document.querySelectorAll("#position [data-words-label]")) {
      e.setAttribute("aria-label", word(e.dataset.wordsLabel, [], e.getAttribute("aria-label")));
    }
  });
})();
