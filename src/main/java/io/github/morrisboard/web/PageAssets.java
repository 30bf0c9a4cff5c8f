package io.github.morrisboard.web;

import java.util.Map;

/** The companion page's files; the stylesheets, the words' and the legend's scripts and the icon are the simulator page's. */
final class PageAssets {
    private static final String OWN = "/io/github/morrisboard/web/web/";
    private static final String SIM = "/io/github/morrisboard/sim/web/";

    private PageAssets() {
    }

    static Assets load() {
        Assets.Asset page = Assets.load(OWN + "companion.html", "text/html; charset=utf-8");
        return new Assets(Map.of(
                "/", page,
                "/index.html", page,
                "/companion.js", Assets.load(OWN + "companion.js", "text/javascript; charset=utf-8"),
                "/analysis.js", Assets.load(OWN + "analysis.js", "text/javascript; charset=utf-8"),
                "/companion.css", Assets.load(OWN + "companion.css", "text/css; charset=utf-8"),
                "/words.js", Assets.load(SIM + "words.js", "text/javascript; charset=utf-8"),
                "/legend.js", Assets.load(SIM + "legend.js", "text/javascript; charset=utf-8"),
                "/legend.css", Assets.load(SIM + "legend.css", "text/css; charset=utf-8"),
                "/sim.css", Assets.load(SIM + "sim.css", "text/css; charset=utf-8"),
                "/favicon.svg", Assets.load(SIM + "favicon.svg", "image/svg+xml")));
    }
}
