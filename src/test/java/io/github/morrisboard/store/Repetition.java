package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/** Test games that end by a threefold repetition: placing without mills, then both sides shuffle a piece back and forth. */
final class Repetition {
    private Repetition() {
    }

    private static final Game DRAW = find();

    /** A standard game drawn by repetition, found from a fixed seed (the same game on every run). */
    static Game draw() {
        return DRAW;
    }

    private static Game find() {
        Random r = new Random(11);
        for (int attempt = 0; attempt < 10_000; attempt++) {
            Optional<Game> g = tryOnce(r);
            if (g.isPresent()) {
                return g.get();
            }
        }
        throw new IllegalStateException("no repetition found");
    }

    private static Optional<Game> tryOnce(Random r) {
        Game g = Game.start(Rules.STANDARD);
        while (g.plyCount() < 18) {
            var now = g.position();
            List<Ply> quiet = now.legalPlies().stream().filter(p -> now.play(p).removalsOwed() == 0).toList();
            if (quiet.isEmpty()) {
                return Optional.empty();
            }
            g = g.play(quiet.get(r.nextInt(quiet.size())));
        }
        Game start = g;
        for (Ply w : start.position().legalPlies()) {
            Game a = start.play(w);
            if (a.position().removalsOwed() != 0 || a.outcome().isOver()) {
                continue;
            }
            for (Ply b : a.position().legalPlies()) {
                Game c = a.play(b);
                if (c.position().removalsOwed() != 0 || c.outcome().isOver()) {
                    continue;
                }
                Game h = start;
                try {
                    for (int i = 0; i < 2 && !h.outcome().isOver(); i++) {
                        h = h.play(w).play(b).play(Ply.move(w.to(), w.from())).play(Ply.move(b.to(), b.from()));
                    }
                } catch (IllegalArgumentException e) {
                    continue;
                }
                if (h.outcome() instanceof Outcome.Draw d && d.reason() == Outcome.DrawReason.REPETITION) {
                    return Optional.of(h);
                }
            }
        }
        return Optional.empty();
    }
}
