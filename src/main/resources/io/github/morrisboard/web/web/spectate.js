// The spectators' page: every board of the broker live (server-sent events of /api/boards), each
// as a card with its name, state, players, moves, last move and position (plainboard.js), in the
// page's language (words.js: the browser's). It only reads: there is nothing here to click.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const { word, say } = window.morrisWords; // words.js
  const plain = window.morrisPlainBoard; // plainboard.js
  const cards = new Map(); // board name -> { card, points, fields }

  function element(tag, className, parent) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    parent.appendChild(e);
    return e;
  }

  function card(name) {
    let c = cards.get(name);
    if (c) return c;
    const root = document.createElement("section");
    root.className = "panel spectated";
    root.dataset.board = name;
    const title = element("header", "title", root);
    element("h2", "name", title).textContent = name;
    const state = element("span", "chip state", title);
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "plain-board");
    svg.setAttribute("viewBox", "0 0 800 800");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", word("spectate.board", [name], "The board " + name));
    root.appendChild(svg);
    const fields = {
      state, mode: element("p", "mode", root), turn: element("p", "turn", root), moves: element("p", "moves", root),
      last: element("p", "last", root), result: element("p", "result", root), problem: element("p", "problem", root),
    };
    c = { root, points: plain.draw(svg, "pt-" + name + "-"), fields };
    cards.set(name, c);
    return c;
  }

  function turn(b) {
    if (!b.turn || b.state !== "on") return "";
    const how = b.taking ? "take" : b.placing ? "place" : "move";
    return word(`side.${how}.${b.turn}`, [], b.turn + " to " + how);
  }

  function render(s) {
    const broker = $("broker");
    broker.textContent = s.connected ? word("spectate.broker.up", [], "connected to the broker")
      : word("spectate.broker.down", [], "the broker is not answering: reconnecting");
    broker.className = "link " + (s.connected ? "online" : "offline");
    const list = $("boards");
    const seen = new Set();
    for (const b of s.boards) {
      const c = card(b.board);
      seen.add(b.board);
      list.appendChild(c.root); // in the server's order (by name)
      c.root.dataset.state = b.state;
      c.root.dataset.plies = String(b.plies);
      c.root.dataset.ply = b.ply;
      c.root.dataset.problem = b.problem;
      const f = c.fields;
      f.state.textContent = word("spectate.state." + b.state, [], b.state);
      f.mode.textContent = word("mode." + b.mode, [], b.mode.replaceAll("-", " "));
      f.turn.textContent = turn(b);
      f.moves.textContent = word("companion.games.moves", [String(b.moves)], "moves: " + b.moves);
      f.last.textContent = b.last ? word("spectate.last", [b.last], "last: " + b.last) : "";
      f.result.textContent = b.result ? say(b.result, "") : "";
      f.problem.textContent = b.problem ? word("spectate.unreplayable", [b.problem], "Its latest game cannot be replayed: " + b.problem) : "";
      plain.show(c.points, b.points);
    }
    for (const [name, c] of cards) {
      if (!seen.has(name)) { c.root.remove(); cards.delete(name); }
    }
    $("none").hidden = s.boards.length > 0;
    document.body.dataset.boards = String(s.boards.length);
    document.body.dataset.ready = "true";
  }

  function follow() {
    const events = new EventSource("/api/events");
    events.onerror = () => {
      $("broker").textContent = word("page.link.reconnecting", [], "reconnecting…");
      $("broker").className = "link offline";
    };
    events.onmessage = (e) => render(JSON.parse(e.data));
  }

  window.morrisWords.load().finally(follow);
})();
