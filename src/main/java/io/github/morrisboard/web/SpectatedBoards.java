package io.github.morrisboard.web;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Broadcast;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The boards a spectator page shows, each as its latest broadcast replayed with the engine (standard
 * rules: a broadcast does not carry its rules). A broadcast that cannot be replayed (a ply that is
 * illegal there) does not wipe the board: it keeps the last game that could be, with the reason the
 * latest one could not. Not thread-safe: one thread (the page's) updates it.
 */
final class SpectatedBoards {
    /**
     * One board as shown: {@code latest}, its latest broadcast; {@code shown} and {@code game}, the latest
     * of its broadcasts that replayed and that game (both empty when none ever did); {@code problem}, why
     * {@code latest} did not replay ("" when it did).
     */
    record Board(String name, Broadcast latest, Optional<Broadcast> shown, Optional<Game> game, String problem) {
    }

    private final Map<String, Board> byName = new HashMap<>();

    /** The boards after {@code broadcasts} (the latest of each board, by name), in name order. */
    List<Board> update(Map<String, Broadcast> broadcasts) {
        broadcasts.forEach((name, b) -> {
            Board before = byName.get(name);
            if (before == null || !before.latest().equals(b)) {
                byName.put(name, replayed(before, b));
            }
        });
        List<Board> boards = new ArrayList<>(byName.values());
        boards.sort(java.util.Comparator.comparing(Board::name));
        return boards;
    }

    private static Board replayed(Board before, Broadcast b) {
        Game g = Game.start(Rules.STANDARD);
        for (int i = 0; i < b.plies().size(); i++) {
            try {
                g = g.play(b.plies().get(i));
            } catch (IllegalArgumentException e) { // "d6": the point is taken
                String why = "ply " + (i + 1) + " " + e.getMessage();
                return before == null
                        ? new Board(b.board(), b, Optional.empty(), Optional.empty(), why)
                        : new Board(b.board(), b, before.shown(), before.game(), why);
            }
        }
        return new Board(b.board(), b, Optional.of(b), Optional.of(g), "");
    }
}
