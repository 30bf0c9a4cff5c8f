package io.github.morrisboard.web;

import java.util.Map;

/** The companion page's files (the plain board's shared with the spectators' page); the stylesheets, the words' and the legend's scripts and the icon are the simulator page's. */
final class PageAssets {
    private static final String OWN = "/io/github/morrisboard/web/web/";
    private static final String SIM = "/io/github/morrisboard/sim/web/";

    private PageAssets() {
    }

    static Assets load() {
        Assets.Asset page = Assets.load(OWN + "companion.html", "text/html; charset=utf-8");
        return new Assets(Map.ofEntries(
                Map.entry("/", page),
                Map.entry("/index.html", page),
                Map.entry("/companion.js", Assets.load(OWN + "companion.js", "text/javascript; charset=utf-8")),
                Map.entry("/analysis.js", Assets.load(OWN + "analysis.js", "text/javascript; charset=utf-8")),
                Map.entry("/companion.css", Assets.load(OWN + "companion.css", "text/css; charset=utf-8")),
                Map.entry("/plainboard.js", Assets.load(OWN + "plainboard.js", "text/javascript; charset=utf-8")),
                Map.entry("/plainboard.css", Assets.load(OWN + "plainboard.css", "text/css; charset=utf-8")),
                Map.entry("/words.js", Assets.load(SIM + "words.js", "text/javascript; charset=utf-8")),
                Map.entry("/legend.js", Assets.load(SIM + "legend.js", "text/javascript; charset=utf-8")),
                Map.entry("/legend.css", Assets.load(SIM + "legend.css", "text/css; charset=utf-8")),
                Map.entry("/sim.css", Assets.load(SIM + "sim.css", "text/css; charset=utf-8")),
                Map.entry("/favicon.svg", Assets.load(SIM + "favicon.svg", "image/svg+xml"))));
    }
}
