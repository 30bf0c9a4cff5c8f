package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.store.LoadResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The controller's saver on a real store: the seams between the game file and the history (issue 11, items 3 and 4). */
class StoreSaverTest {
    @TempDir
    Path dir;

    /** A finished game: a fixed choice among the legal plies until the game ends (the same game every run). */
    static Game finishedGame() {
        Game g = Game.start(Rules.STANDARD);
        while (!g.outcome().isOver()) {
            List<Ply> legal = g.position().legalPlies();
            g = g.play(legal.get(g.plyCount() * 7 % legal.size()));
        }
        return g;
    }

    @Test
    void oneBadByteInTheHistoryNoLongerStopsAFinishedGameBeingRecordedAndForgotten() throws IOException {
        GameStore store = new GameStore(dir);
        Files.write(dir.resolve(GameStore.HISTORY), new byte[]{'2', '0', (byte) 0xff, '\n'});
        StoreSaver saver = new StoreSaver(store);
        Game game = finishedGame();
        assertTrue(saver.save(Setups.EXAMPLE, game.undo()), "saved up to the ply before the end, as the controller does");
        saver.finished(Setups.EXAMPLE, game);
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store.load(), "never resumed one ply before its end");
        assertEquals(game.plies(), store.history().getLast().plies());
    }

    @Test
    void anAbandonedGameIsKeptInTheHistory() {
        GameStore store = new GameStore(dir);
        StoreSaver saver = new StoreSaver(store);
        Game game = Game.replay(Rules.STANDARD, "d6 a1 d2");
        saver.save(Setups.EXAMPLE, game);
        saver.abandoned(Setups.EXAMPLE, game);
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store.load());
        HistoryEntry kept = store.history().getLast();
        assertEquals(HistoryEntry.ABANDONED, kept.result());
        assertEquals(game.plies(), kept.plies());
    }
}
