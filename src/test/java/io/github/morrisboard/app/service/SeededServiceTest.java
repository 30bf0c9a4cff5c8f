package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.github.morrisboard.app.service.ServiceBoard.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * {@code ai.seed} reaches the AI through the assembled service, as the rig relies on: two services
 * started with the same seed, in the same hands, play level 1's same game; another seed plays
 * another (before the setting, each start took a new seed, and no two games were alike).
 */
class SeededServiceTest {
    @TempDir
    Path dir;

    /** The points of level 1's first three placements against the same hands, on a service with {@code ai.seed = seed}. */
    private List<String> levelOneReplies(String name, String seed) throws Exception {
        Path state = Files.createDirectories(dir.resolve(name));
        Config config = ConfigLoader.parse(state.resolve("test.properties"), List.of(
                "night.from = 00:00", "night.until = 00:00", "ai.min.think = 0", "ai.seed = " + seed), Map.of())
                .withStateDir(state).withPort(0);
        ServiceBoard b = ServiceBoard.start(name, config);
        try {
            await("the menu", () -> b.state().mode().equals("menu"), b::says);
            b.tap("a7");
            await("level 1", () -> b.says().startsWith("Level 1 chosen"), b::says);
            b.tap("d1");
            await("the game", () -> b.says().startsWith("You play white"), b::says);
            List<String> replies = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                List<String> taken = Arrays.asList(b.record().split(" "));
                String mine = List.of("a1", "g7", "d2", "b6", "f4", "c5").stream().filter(p -> !taken.contains(p)).findFirst().orElseThrow();
                b.play(mine);
                int plies = 2 * round + 1;
                await("the AI's placement announced", () -> b.record().split(" ").length == plies && b.lit("signal.AI_TO") != 0, b::says);
                String to = Point.names(b.lit("signal.AI_TO"));
                replies.add(to);
                if (round < 2) {
                    b.play(to); // carried out by hand
                }
            }
            return replies;
        } finally {
            b.stop();
        }
    }

    @Test
    void twoServicesWithTheSameSeedPlayTheSameGameAndAnotherSeedAnother() throws Exception {
        List<String> first = levelOneReplies("first", "1");
        assertEquals(first, levelOneReplies("again", "1"), "the same seed, the same hands: the same replies");
        assertNotEquals(first, levelOneReplies("other", "2"), "another seed: other replies");
    }
}
