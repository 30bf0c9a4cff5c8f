// The pages' language (the simulator's and the companion's): the server's catalog (GET /api/words:
// the board's language setting, or the browser's Accept-Language). Until it is in, and for a key
// it lacks, a page shows its fallback: the English written in the page or sent by the server.
"use strict";

window.morrisWords = (() => {
  let words = {};

  // A template of the catalog with its placeholders {0}, {1} filled, or the fallback when the key is unknown.
  function word(key, args, fallback) {
    const template = words[key];
    if (template === undefined) return fallback;
    return template.replace(/\{(\d+)\}/g, (all, i) => {
      const a = (args || [])[Number(i)];
      return typeof a === "string" ? a : a ? say(a, "") : all;
    });
  }

  // A sentence of the state ({key, args}; an argument is a string or another sentence) in the page's language.
  function say(sentence, fallback) {
    return word(sentence.key, sentence.args, fallback);
  }

  // The sentences of one message, joined as the server joins them.
  function sayAll(sentences, fallback) {
    const said = (sentences || []).map((s) => say(s, null));
    return said.length > 0 && !said.includes(null) ? said.join(". ") : fallback;
  }

  // The page's own strings: elements marked data-words (text) and data-words-label (aria-label).
  function localize(language) {
    document.documentElement.lang = language;
    for (const e of document.querySelectorAll("[data-words]")) e.textContent = word(e.dataset.words, [], e.textContent);
    for (const e of document.querySelectorAll("[data-words-label]")) {
      e.setAttribute("aria-label", word(e.dataset.wordsLabel, [], e.getAttribute("aria-label")));
    }
  }

  // Fetches the catalog and says the page's own strings in it (then tells the page: a "morris-words"
  // event on the document); resolves either way (English on failure).
  function load() {
    return fetch("/api/words", { cache: "no-store" }).then((r) => r.json()).then((w) => {
      words = w.words;
      localize(w.language);
      // what a page drew before the catalog was in is drawn again in its language
      document.dispatchEvent(new Event("morris-words"));
    }).catch(() => {});
  }

  return { word, say, sayAll, load };
})();
