package io.github.morrisboard.ai;

import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Rules;

/** Endgame tables (placeholder while the builder is written: covers nothing). */
public final class Tables {
    private static final Tables NONE = new Tables();

    public static Tables none() {
        return NONE;
    }

    boolean supports(Rules rules) {
        return false;
    }

    boolean covers(MutablePosition p) {
        return false;
    }

    int score(MutablePosition p, int ply) {
        throw new IllegalStateException("not covered");
    }

    public static Tables load(java.nio.file.Path file) throws java.io.IOException {
        throw new java.io.IOException(file + ": endgame tables not built yet");
    }

    int bestPly(MutablePosition p, int[] moves, int n) {
        throw new IllegalStateException("not covered");
    }
}
