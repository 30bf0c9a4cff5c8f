// The companion page: follows the board's state (server-sent events), lists the moves and the
// games, and on a paired phone sends the buttons' and the menu's requests. Never a ply. Its words
// and the board's sentences are in the page's language (words.js: the board's setting, else the browser's);
// the light legend is the simulator page's (legend.js), handed each state as a "morrisboard:state" event;
// the board is drawn by plainboard.js.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const { word, say, sayAll } = window.morrisWords; // words.js
  const plain = window.morrisPlainBoard; // plainboard.js
  const NAMES = plain.NAMES;
  let pointElements = {};
  let session = { access: "view", paired: false, csrf: "" };

  function render(s) {
    plain.show(pointElements, s.points);
    const label = s.phase === "play" ? s.mode : s.phase === "over" ? "game-over" : s.phase;
    $("mode").textContent = word("mode." + label, [], label.replaceAll("-", " "));
    $("turn").textContent = s.turn ? word("side.move." + s.turn, [], s.turn + " to move") : "";
    $("message").textContent = sayAll(s.say && s.say.message, s.message);
    $("sync").textContent = s.say ? say(s.say.sync, s.sync) : s.sync;
    $("sync").className = "sync " + s.sync.split(":")[0].replace(/\s+/g, "-");
    const moves = $("moves");
    moves.replaceChildren();
    for (const m of s.moves) {
      const li = document.createElement("li");
      li.textContent = m;
      moves.appendChild(li);
    }
    if (s.moves.length === 0) none(moves, "—");
    $("cmd-draw").hidden = s.draw !== "offer"; // remote play: offer, or answer the other board's offer
    $("cmd-accept-draw").hidden = s.draw !== "answer";
    $("cmd-decline-draw").hidden = s.draw !== "answer";
    for (const c of ["hint", "takeback", "resign"]) $("cmd-" + c).hidden = s.phase !== "play"; // nothing to act on without a game
    $("cmd-solution").hidden = s.phase !== "puzzle"; // a puzzle: the better move shown or hidden (the board's hint button)
    $("cmd-leave").hidden = s.phase !== "puzzle" && s.phase !== "setup";
    if (s.phase !== "play") disarm();
    document.body.dataset.phase = s.phase;
    document.body.dataset.draw = s.draw || "none";
    document.body.dataset.ready = "true";
  }

  function showSession(s) {
    session = s;
    document.body.classList.toggle("paired", s.paired);
    document.body.classList.toggle("view-only", s.access !== "play");
    document.body.dataset.paired = String(s.paired);
    $("access-note").textContent = s.access !== "play"
      ? word("companion.access.view", [], "This board shows its game only: it takes no requests from phones")
      : s.paired && s.ends ? word("companion.access.until", [new Date(s.ends).toLocaleDateString(document.documentElement.lang || undefined), String(s.days)],
        `This phone is paired until ${new Date(s.ends).toLocaleDateString()} (a pairing lasts ${s.days} days): it may start games, change settings, take back, ask for a hint and resign`)
      : s.paired ? word("companion.access.paired", [], "This phone is paired: it may start games, change settings, take back, ask for a hint and resign")
        : word("companion.access.unpaired", [], "To act from this phone, pair it: the board asks for three points");
  }

  async function getJson(path) {
    const r = await fetch(path, { credentials: "same-origin", cache: "no-store" });
    return r.json();
  }

  async function post(path, body) {
    const r = await fetch(path, {
      method: "POST", credentials: "same-origin", cache: "no-store",
      headers: { "X-CSRF-Token": session.csrf, "Content-Type": "application/x-www-form-urlencoded" },
      body: body || "",
    });
    let json = {};
    try { json = await r.json(); } catch (e) { /* an empty answer */ }
    return { status: r.status, json };
  }

  // A list's one line saying it is empty.
  function none(list, text) {
    const li = document.createElement("li");
    li.className = "none";
    li.textContent = text;
    list.replaceChildren(li);
  }

  // The server's refusal, in words: its reason in the page's language (the English it sends beside it
  // is for scripts and logs, and what an older board without reasons shows).
  function refused(r) {
    const english = r.json.error || String(r.status);
    const why = r.json.reason ? word("companion.refused." + r.json.reason, [], english) : english;
    return word("companion.refused", [why], "Refused: " + why);
  }

  function highlight(points) {
    for (const n of NAMES) $("pt-" + n).classList.toggle("ask", points.includes(n));
  }

  // Pairing: the board shows one pairing at a time (this phone's address and code) and lights one
  // point per step; the page follows it and says what to do there.
  async function pair() {
    $("pair-status").textContent = "";
    const r = await post("/api/pair");
    if (r.status !== 201) { $("pair-status").textContent = refused(r); return; }
    const { id, code, seconds } = r.json;
    document.body.dataset.pairing = "waiting";
    document.body.dataset.pairStep = "";
    const poll = async () => {
      const c = await post("/api/pair/" + id);
      if (c.status === 202) {
        const j = c.json;
        const point = j.state === "step" ? j.point : "";
        highlight(point ? [point] : []);
        $("pair-points").textContent = point;
        document.body.dataset.pairStep = point ? j.step + " " + point : "";
        $("pair-status").textContent = j.state === "step"
          ? (j.lift
            ? word("companion.pair.step.lift", [point, String(j.step), String(j.steps), String(j.seconds), code],
              `At the board, lift the piece on the lit point ${point} and put it back (step ${j.step} of ${j.steps}; ${j.seconds} seconds left). The board shows this phone's code: ${code}`)
            : word("companion.pair.step.put", [point, String(j.step), String(j.steps), String(j.seconds), code],
              `At the board, put a piece on the lit point ${point} and take it off again (step ${j.step} of ${j.steps}; ${j.seconds} seconds left). The board shows this phone's code: ${code}`))
          : j.state === "wait"
            ? word("companion.pair.step.wait", [String(j.seconds), code], `The board waits until the move on it is finished (${j.seconds} seconds left). This phone's code: ${code}`)
            : word("companion.pair.queued", [String(j.ahead), code], `Other phones are pairing first (${j.ahead} before this one): the board shows this one's code, ${code}, after them`);
        setTimeout(poll, 700);
        return;
      }
      highlight([]);
      $("pair-points").textContent = "";
      document.body.dataset.pairStep = "";
      if (c.status === 200) {
        document.body.dataset.pairing = "paired";
        $("pair-status").textContent = word("companion.pair.done", [], "Paired");
        showSession(c.json);
        return;
      }
      document.body.dataset.pairing = "refused";
      const why = c.json.why || "";
      $("pair-status").textContent = why === "late"
        ? word("companion.pair.late", [String(seconds)], `Nobody touched the board within ${seconds} seconds: ask again`)
        : why === "no_points" ? word("companion.pair.nopoints", [], c.json.error)
          : why === "full" ? word("companion.pair.full", [], c.json.error)
            : why === "cancelled" ? word("companion.pair.cancelled", [], c.json.error)
              : why === "replaced" ? word("companion.refused", [word("companion.refused.replaced", [], c.json.error)], c.json.error)
                : why === "unknown" ? word("companion.refused", [word("companion.refused.over", [], c.json.error)], c.json.error)
                  : refused(c);
    };
    setTimeout(poll, 300);
  }

  // Resign asks for a second tap within a few seconds: one tap by mistake must not end the game.
  const CONFIRM_MS = 4000;
  let armed = 0;

  function disarm() {
    if (!armed) return;
    clearTimeout(armed);
    armed = 0;
    $("cmd-resign").textContent = word("companion.cmd.resign", [], "Resign");
    $("cmd-resign").classList.remove("confirm");
    delete document.body.dataset.confirm;
  }

  function resign() {
    if (armed) {
      disarm();
      command("resign");
      return;
    }
    armed = setTimeout(disarm, CONFIRM_MS);
    $("cmd-resign").textContent = word("companion.cmd.resign.confirm", [], "Tap again to resign");
    $("cmd-resign").classList.add("confirm");
    document.body.dataset.confirm = "resign";
  }

  async function command(name) {
    const phase = document.body.dataset.phase;
    const r = await post("/api/commands/" + name);
    const what = $("cmd-" + name).textContent;
    if (r.status === 202 && document.body.dataset.phase !== phase) return; // done already: the page shows what it did
    $("command-status").textContent = r.status === 202 ? word("companion.sent", [what], "Sent to the board: " + what) : refused(r);
  }

  async function forget(path) {
    const r = await post(path);
    if (r.status === 200) showSession(r.json);
    else $("command-status").textContent = refused(r);
  }

  async function loadSettings() {
    const s = await getJson("/api/settings");
    $("set-mode").value = s.mode;
    $("set-ai-color").value = s["ai.color"];
    $("set-level").value = s.adaptive ? "adaptive" : String(s.level);
    $("set-level-now").textContent = s.adaptive ? word("companion.set.level.now", [String(s.level)], `now level ${s.level}`) : "";
    $("set-hints").value = String(s.hints);
    // the rules in words, as the board says them (never the settings file's "twelve,flying=off")
    $("set-rules").textContent = say(s["rules.said"], s.rules);
    $("remote").hidden = !s.remote; // remote play: only where a broker is set
  }

  async function loadGames() {
    const games = await getJson("/api/games");
    const list = $("games");
    list.replaceChildren();
    for (const g of games) {
      const li = document.createElement("li");
      li.dataset.game = String(g.number);
      const a = document.createElement("a");
      a.href = `/api/games/${g.n}.txt`;
      const result = g.say ? say(g.say, g.result) : g.result; // the history's English when the board did not write it
      a.textContent = [word("companion.games.game", [String(g.number)], `Game ${g.number}`), g.ended.replace("T", " ").slice(0, 16), word("mode." + g.mode, [], g.mode.replaceAll("-", " ")), result,
        word("companion.games.moves", [String(g.moves)], `moves: ${g.moves}`)].join(" · ");
      li.appendChild(a);
      list.appendChild(li);
    }
    if (games.length === 0) none(list, word("companion.games.none", [], "none yet"));
  }

  function follow() {
    const events = new EventSource("/api/events");
    let phase = "";
    events.onopen = () => { $("link").textContent = word("page.link.live", [], "live"); $("link").className = "link online"; };
    events.onerror = () => {
      $("link").textContent = word("page.link.reconnecting", [], "reconnecting…");
      $("link").className = "link offline";
    };
    events.onmessage = (e) => {
      const s = JSON.parse(e.data);
      render(s);
      document.dispatchEvent(new CustomEvent("morrisboard:state", { detail: s })); // legend.js
      if (s.phase !== phase) {
        if (phase) $("command-status").textContent = ""; // what was sent in the last phase is done: no stale words
        phase = s.phase;
        loadGames();
        loadSettings();
      }
    };
  }

  function init() {
    pointElements = plain.draw($("board"), "pt-");
    for (let l = 1; l <= 10; l++) {
      const o = document.createElement("option");
      o.value = o.textContent = String(l);
      $("set-level").appendChild(o);
    }
    const adaptive = document.createElement("option"); // the level follows the person's rating
    adaptive.value = "adaptive";
    adaptive.dataset.words = "companion.set.level.adaptive";
    adaptive.textContent = "follows your rating";
    $("set-level").appendChild(adaptive);
    $("pair-start").addEventListener("click", pair);
    for (const b of document.querySelectorAll("[data-command]")) {
      b.addEventListener("click", () => (b.dataset.command === "resign" ? resign() : command(b.dataset.command)));
    }
    $("forget-me").addEventListener("click", () => forget("/api/session/forget"));
    $("forget-all").addEventListener("click", () => forget("/api/sessions/forget"));
    $("join").addEventListener("submit", async (e) => {
      e.preventDefault();
      const r = await post("/api/commands/join", new URLSearchParams(new FormData($("join"))).toString());
      const code = r.status === 202 ? r.json.accepted.replace("join ", "") : "";
      $("command-status").textContent = r.status === 202 ? word("companion.joining", [code], `Joining the game ${code}…`) : refused(r);
    });
    $("settings").addEventListener("submit", async (e) => {
      e.preventDefault();
      const r = await post("/api/settings", new URLSearchParams(new FormData($("settings"))).toString());
      $("command-status").textContent = r.status === 202 ? word("companion.settings.sent", [], "Settings sent to the board") : refused(r);
    });
    window.morrisWords.load().finally(() => {
      getJson("/api/session").then(showSession);
      follow();
    });
  }

  init();
})();
