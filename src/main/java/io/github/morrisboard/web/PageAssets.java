package io.github.morrisboard.web;

import java.util.List;

/** The companion page's files (the plain board's shared with the spectators' page); the stylesheets, the words' and the legend's scripts and the icon are the simulator page's. */
final class PageAssets {
    private static final String OWN = "/io/github/morrisboard/web/web/";
    private static final String SIM = "/io/github/morrisboard/sim/web/";

    private PageAssets() {
    }

    static Assets load() {
        return Assets.of(OWN + "companion.html", List.of(OWN + "companion.js", OWN + "analysis.js", OWN + "companion.css",
                OWN + "plainboard.js", OWN + "plainboard.css", SIM + "words.js", SIM + "legend.js", SIM + "legend.css",
                SIM + "sim.css", SIM + "favicon.svg"));
    }
}
