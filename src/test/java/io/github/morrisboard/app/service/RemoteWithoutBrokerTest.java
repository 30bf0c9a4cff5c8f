package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import io.github.morrisboard.store.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.github.morrisboard.app.service.ServiceBoard.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * F6: a remote game saved unfinished, resumed on a board whose settings no longer name a broker: the
 * local AI does not play the friend's side (before, it did, silently); the game waits, kept, and the
 * board says why.
 */
class RemoteWithoutBrokerTest {
    @TempDir
    Path dir;

    @Test
    void aRemoteGameResumedWithoutABrokerWaitsAndSaysSoAndTheAiNeverPlaysTheFriendsSide() throws Exception {
        Path state = Files.createDirectories(dir.resolve("board"));
        // the friend plays white and moves first; this board (black) has nothing on it, as the saved game
        Setup remote = new Setup(Mode.REMOTE, Color.WHITE, 3, true, Rules.STANDARD, java.util.Optional.of(GameCode.ofId("a1-b6-c5-d7")));
        new GameStore(state).save(new SavedGame(remote, List.of()));
        Config config = ConfigLoader.parse(state.resolve("test.properties"), List.of(
                "night.from = 00:00", "night.until = 00:00", "ai.min.think = 0", "ai.seed = 1"), Map.of())
                .withStateDir(state).withPort(0);
        ServiceBoard b = ServiceBoard.start("board", config);
        try {
            await("the board to say the game waits for want of a broker",
                    () -> b.says().contains("This board has no server set (remote.broker), so the friend's moves cannot arrive"), b::says);
            assertEquals(0, b.lit("signal.AI_TO") | b.lit("signal.OPPONENT_TO"), "a ply is announced for the friend's side: " + b.says());
            assertEquals("", b.record(), "a ply was played for the friend's side");
        } finally {
            b.stop();
        }
        LoadResult kept = new GameStore(state).load();
        assertEquals(Mode.REMOTE, assertInstanceOf(LoadResult.Resumed.class, kept).game().setup().mode(), "the remote game is kept");
    }
}
