package io.github.morrisboard.web;

import io.github.morrisboard.http.Assets;

import java.util.List;

/** The companion page's files (the plain board's shared with the spectators' page); the board's style, the words' and the legend's scripts and the icon are every page's ({@link Assets#SHARED}). */
final class PageAssets {
    private static final String OWN = "/io/github/morrisboard/web/web/";
    private static final String SHARED = Assets.SHARED;

    private PageAssets() {
    }

    static Assets load() {
        return Assets.of(OWN + "companion.html", List.of(OWN + "companion.js", OWN + "analysis.js", OWN + "practice.js", OWN + "position.js", OWN + "companion.css",
                OWN + "plainboard.js", OWN + "plainboard.css", SHARED + "words.js", SHARED + "legend.js", SHARED + "legend.css",
                SHARED + "sim.css", SHARED + "favicon.svg"));
    }
}
