// The simulator page: draws the board, follows the live state (server-sent events) and
// sends clicks (toggle a point's magnet) and button presses to the JSON API.
"use strict";

(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const NAMES = ["a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3",
                 "d5", "d6", "d7", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g4", "g7"];
  const LINES = [
    ["a1", "a7", "g7", "g1", "a1"], ["b2", "b6", "f6", "f2", "b2"], ["c3", "c5", "e5", "e3", "c3"],
    ["a4", "c4"], ["e4", "g4"], ["d1", "d3"], ["d5", "d7"]];
  const ORIGIN = 115;
  const STEP = 95;

  const $ = (id) => document.getElementById(id);

  const { word, say, sayAll } = window.morrisWords; // words.js
  const x = (name) => ORIGIN + (name.charCodeAt(0) - 97) * STEP;
  const y = (name) => ORIGIN + (7 - Number(name[1])) * STEP;

  function el(tag, attrs, parent) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  // Stones: a light from the upper left on a rounded face, one gradient per kind.
  const STONES = {
    "stone-white": [["0", "#ffffff"], ["0.5", "#f1ebdf"], ["1", "#c9bda6"]],
    "stone-black": [["0", "#74777f"], ["0.45", "#2e3036"], ["1", "#0b0c0f"]],
    "stone-unknown": [["0", "#c8c2b8"], ["1", "#7d766c"]],
  };

  function drawStoneGradients() {
    const defs = document.querySelector("#board defs");
    for (const [id, stops] of Object.entries(STONES)) {
      const gradient = el("radialGradient", { id, cx: "0.36", cy: "0.3", r: "0.75" }, defs);
      for (const [offset, colour] of stops) el("stop", { offset, "stop-color": colour }, gradient);
    }
  }

  function drawBoard() {
    drawStoneGradients();
    const lines = $("lines");
    for (const cls of ["groove-light", "groove"]) {
      const g = el("g", { class: cls, transform: cls === "groove-light" ? "translate(0 1.8)" : "" }, lines);
      for (const path of LINES) {
        el("polyline", { points: path.map((n) => x(n) + "," + y(n)).join(" ") }, g);
      }
    }
    const labels = $("labels");
    for (let i = 0; i < 7; i++) {
      const c = String.fromCharCode(97 + i);
      el("text", { class: "coord", x: ORIGIN + i * STEP, y: 736 }, labels).textContent = c;
      el("text", { class: "coord", x: 60, y: ORIGIN + (6 - i) * STEP }, labels).textContent = String(i + 1);
    }
    const points = $("points");
    for (const name of NAMES) {
      const g = el("g", {
        class: "point", id: "pt-" + name, "data-point": name, tabindex: "0", role: "button",
        transform: `translate(${x(name)} ${y(name)})`, "aria-label": name,
      }, points);
      el("title", {}, g).textContent = name;
      el("circle", { class: "hit", r: 44 }, g);
      el("circle", { class: "glow", id: "led-" + name, r: 44, filter: "url(#glow)", fill: "#000000", "data-colour": "#000000" }, g);
      el("circle", { class: "hole", r: 12, fill: "url(#hole)" }, g);
      el("circle", { class: "led-core", r: 5 }, g);
      const stone = el("g", { class: "stone", filter: "url(#stone-shadow)" }, g);
      el("circle", { class: "stone-body", r: 31 }, stone);
      el("circle", { class: "stone-ring", r: 21 }, stone);
      el("circle", { class: "halo", r: 35, filter: "url(#soft)" }, g);
      const marker = el("g", { class: "marker", filter: "url(#stone-shadow)" }, g);
      el("circle", { class: "stone-body", r: 29 }, marker);
      el("text", {}, marker).textContent = "?";
      el("circle", { class: "focus-ring", r: 40 }, g);
      g.addEventListener("click", () => toggle(name));
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(name); }
      });
    }
  }

  // The LEDs' bytes are linear PWM duty (after gamma and brightness); the eye is not.
  // Show the hue at full strength and map intensity back through gamma, so a dim LED reads as dim, not black.
  function look(hex) {
    const n = parseInt(hex.slice(1), 16);
    const r = (n >> 16) & 255, g = (n >> 8) & 255, b = n & 255;
    const m = Math.max(r, g, b);
    if (m === 0) return null;
    const k = 255 / m;
    const full = "#" + [r, g, b].map((c) => Math.round(c * k).toString(16).padStart(2, "0")).join("");
    return { colour: full, alpha: (0.35 + 0.65 * Math.pow(m / 255, 1 / 2.2)).toFixed(3) };
  }

  function post(url) {
    return fetch(url, { method: "POST" }).then(async (res) => {
      if (!res.ok) {
        const body = await res.json().catch(() => ({ error: res.statusText }));
        $("message").textContent = body.error || ("error " + res.status);
        return;
      }
      render(await res.json());
    }).catch((e) => { $("message").textContent = word("page.not-answering", [String(e)], "The simulator is not answering: " + e); });
  }

  function toggle(name) {
    const g = $("pt-" + name);
    g.classList.remove("tapped");
    void g.getBBox(); // restart the tap animation
    g.classList.add("tapped");
    post(`/api/points/${name}/toggle`);
  }

  function press(button, node) {
    node.classList.add("pressed");
    setTimeout(() => node.classList.remove("pressed"), 150);
    post(`/api/buttons/${encodeURIComponent(button)}`);
  }

  function renderPoint(name, p, s) {
    const g = $("pt-" + name);
    const piece = p.piece;
    g.classList.toggle("piece-white", piece === "white");
    g.classList.toggle("piece-black", piece === "black");
    g.classList.toggle("magnet", p.magnet);
    g.classList.toggle("lifted", piece !== "" && !p.magnet);
    g.classList.toggle("unknown", piece === "" && p.magnet);
    g.dataset.piece = piece;
    g.dataset.magnet = String(p.magnet);
    g.dataset.pattern = p.pattern;

    const led = $("led-" + name);
    const seen = look(p.led);
    led.setAttribute("data-colour", p.led);
    g.classList.toggle("lit", seen !== null);
    const core = g.querySelector(".led-core");
    const halo = g.querySelector(".halo");
    if (seen) {
      led.setAttribute("fill", seen.colour);
      halo.setAttribute("stroke", seen.colour);
      core.setAttribute("fill", seen.colour);
      g.style.setProperty("--alpha", seen.alpha);
    } else {
      // The glow keeps its colour while it fades out (60 ms): drawn black it would be a dark halo.
      halo.setAttribute("stroke", "none");
      core.removeAttribute("fill");
    }
    const what = piece ? word("page.point." + piece, [], piece + " piece") : word("page.point.empty", [], "empty");
    const sensed = p.magnet ? word("page.point.magnet", [], "magnet felt") : word("page.point.no-magnet", [], "no magnet");
    // the pattern in the legend's words (the legend's signal there), never the simulator's own label (steady, blink)
    const pattern = window.morrisLegend.patternAt(s, name) || "";
    const light = seen ? word("page.point.led", [p.led, pattern], `LED ${p.led} ${pattern}`).trim() : word("page.point.led-off", [], "LED off");
    g.querySelector("title").textContent = `${name}: ${what}, ${sensed}, ${light}`;
    g.setAttribute("aria-label", `${name}: ${what}, ${sensed}, ${light}`);
  }

  function renderStatus(colours) {
    const row = $("status");
    while (row.children.length > colours.length) row.lastChild.remove();
    while (row.children.length < colours.length) {
      const d = document.createElement("span");
      d.className = "pixel";
      row.appendChild(d);
    }
    colours.forEach((c, i) => {
      const d = row.children[i];
      const seen = look(c);
      d.dataset.colour = c;
      const state = seen ? c : word("page.pixel.off", [], "off");
      d.title = word("page.pixel", [String(i + 1), state], "status pixel " + (i + 1) + ": " + state);
      d.style.setProperty("--c", seen ? seen.colour : "#000000");
      d.style.setProperty("--a", seen ? seen.alpha : "0");
    });
  }

  function renderButtons(names) {
    const row = $("buttons");
    const have = [...row.children].map((b) => b.dataset.button).join(" ");
    if (have === names.join(" ")) return;
    row.replaceChildren();
    for (const name of names) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "hw-button";
      b.id = "button-" + name;
      b.dataset.button = name;
      const cap = document.createElement("span");
      cap.className = "cap";
      b.append(cap, document.createTextNode(word("page.button." + name, [], name)));
      b.addEventListener("click", () => press(name, b));
      row.appendChild(b);
    }
  }

  // The developer panel: faults are typed routes of the API (see SimServer).
  function setUpDevPanel() {
    $("clear-board").addEventListener("click", () => post("/api/board/clear"));
    const select = $("fault-point");
    for (const name of NAMES) {
      const o = document.createElement("option");
      o.value = name;
      o.textContent = name;
      select.appendChild(o);
    }
    for (const b of document.querySelectorAll("#dev-panel [data-fault]")) {
      b.addEventListener("click", () => post("/api/faults/" + b.dataset.fault));
    }
    for (const b of document.querySelectorAll("#dev-panel [data-reed]")) {
      b.addEventListener("click", () => post(`/api/faults/points/${select.value}/${b.dataset.reed}`));
    }
  }

  function renderFaults(faults, chips) {
    const row = $("fault-chips");
    const have = [...row.querySelectorAll("button")].map((b) => b.dataset.chip).join(" ");
    if (have !== chips.join(" ")) {
      row.querySelectorAll("button").forEach((b) => b.remove());
      for (const chip of chips) {
        const b = document.createElement("button");
        b.type = "button";
        b.id = "fault-power-cycle-" + chip;
        b.dataset.chip = chip;
        b.textContent = "chip " + chip;
        b.addEventListener("click", () => post(`/api/faults/chips/${chip}/power-cycle`));
        row.appendChild(b);
      }
    }
    const list = $("fault-list");
    list.replaceChildren();
    for (const f of faults) {
      const li = document.createElement("li");
      li.dataset.fault = f.fault;
      li.textContent = f.label;
      list.appendChild(li);
    }
    if (faults.length === 0) {
      const li = document.createElement("li");
      li.className = "none";
      li.textContent = "none";
      list.appendChild(li);
    }
    $("dev-panel").classList.toggle("faulty", faults.length > 0);
  }

  let version = 0;
  let last = null;

  function render(s) {
    last = s;
    for (const name of NAMES) renderPoint(name, s.points[name], s);
    renderStatus(s.status);
    renderButtons(s.buttons);
    renderFaults(s.faults || [], s.chips || []);
    $("mode").textContent = word("mode." + s.mode, [], s.mode.replaceAll("-", " "));
    $("message").textContent = sayAll(s.say && s.say.message, s.message);
    const sync = $("sync");
    sync.textContent = s.say ? say(s.say.sync, s.sync) : s.sync;
    // "in sync" -> in-sync, "mismatch: missing d6" -> mismatch, "moving" -> moving
    sync.className = "sync " + s.sync.split(":")[0].trim().toLowerCase().replace(/\s+/g, "-");
    const record = $("record");
    const follow = record.scrollTop + record.clientHeight >= record.scrollHeight - 4;
    // One move number per line, as on the phone and a score sheet: "1. d6 b4".
    record.textContent = s.moves && s.moves.length > 0 ? s.moves.join("\n") : "—";
    record.dataset.record = s.record;
    if (follow) record.scrollTop = record.scrollHeight;
    document.body.dataset.version = String(++version);
    document.body.dataset.ready = "true";
    document.dispatchEvent(new CustomEvent("morrisboard:state", { detail: s })); // legend.js
  }

  function connect() {
    const link = $("link");
    const events = new EventSource("/api/events");
    events.onopen = () => { link.textContent = word("page.link.live", [], "live"); link.classList.remove("offline"); };
    events.onmessage = (e) => render(JSON.parse(e.data));
    events.onerror = () => { link.textContent = word("page.link.reconnecting", [], "reconnecting…"); link.classList.add("offline"); };
  }

  drawBoard();
  setUpDevPanel();
  // the legend's words came in after the points were drawn: their tooltips again, with the patterns' words
  document.addEventListener("morris-legend", () => { if (last) for (const name of NAMES) renderPoint(name, last.points[name], last); });
  window.morrisWords.load().finally(() => {
    fetch("/api/state").then((r) => r.json()).then(render).catch(() => {});
    connect();
  });
})();
