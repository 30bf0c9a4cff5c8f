// The plain board the companion and the spectators' pages draw (the simulator draws its own wooden one
// with LEDs): the wood, the engraved lines, the coordinates and a spot and a piece at each point.
"use strict";

window.morrisPlainBoard = (() => {
  const SVG = "http://www.w3.org/2000/svg";
  const NAMES = ["a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3",
                 "d5", "d6", "d7", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g4", "g7"];
  const RINGS = [["a1", "a7", "g7", "g1", "a1"], ["b2", "b6", "f6", "f2", "b2"], ["c3", "c5", "e5", "e3", "c3"],
                 ["a4", "c4"], ["e4", "g4"], ["d1", "d3"], ["d5", "d7"]];
  const px = (n) => 115 + (n.charCodeAt(0) - 97) * 95;
  const py = (n) => 115 + (7 - Number(n[1])) * 95;

  function svg(tag, attrs, parent) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    parent.appendChild(e);
    return e;
  }

  // Draws the board into an empty <svg class="plain-board" viewBox="0 0 800 800">; each point is a <g>
  // with the id idPrefix + its name and data-point its name. Returns the points by name.
  function draw(root, idPrefix) {
    svg("rect", { class: "plain-wood", x: 16, y: 16, width: 768, height: 768, rx: 30 }, root);
    const lines = svg("g", {}, root);
    const labels = svg("g", {}, root);
    const points = svg("g", {}, root);
    for (const ring of RINGS) {
      svg("polyline", { class: "groove", points: ring.map((n) => px(n) + "," + py(n)).join(" ") }, lines);
    }
    for (let i = 0; i < 7; i++) {
      svg("text", { class: "coord", x: 115 + i * 95, y: 770 }, labels).textContent = String.fromCharCode(97 + i);
      svg("text", { class: "coord", x: 40, y: 115 + (6 - i) * 95 }, labels).textContent = String(i + 1);
    }
    const byName = {};
    for (const n of NAMES) {
      const g = svg("g", { id: idPrefix + n, "data-point": n, transform: `translate(${px(n)} ${py(n)})` }, points);
      svg("circle", { class: "spot", r: 11 }, g);
      svg("circle", { class: "piece", r: 32 }, g);
      svg("circle", { class: "ask-ring", r: 42 }, g);
      byName[n] = g;
    }
    return byName;
  }

  // Shows the pieces of a state's points ({"a1": "white", "a4": "", …}) on a drawn board.
  function show(byName, points) {
    for (const n of NAMES) byName[n].setAttribute("class", "point-plain piece-" + (points[n] || "none"));
  }

  return { NAMES, draw, show };
})();
