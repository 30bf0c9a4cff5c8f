package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.BackgroundPriorityTest;

import io.github.morrisboard.app.os.BackgroundPriority;

import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.SavedGame;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.web.Access;
import io.github.morrisboard.web.CompanionServer;
import io.github.morrisboard.web.Pairing;
import io.github.morrisboard.web.Sessions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game finished on the assembled board (production wiring, real files) is analysed in the
 * background, the analysis lands beside the history, and the companion page's API returns it.
 */
class AnalysisAfterGameTest {
    @TempDir
    Path dir;

    /** A whole game, level 8 against level 1, counted in clock readings (the same on any machine). */
    static Game finishedGame() {
        long[] tick = {0};
        Game g = new SelfPlay(Rules.STANDARD, 20, 2, () -> tick[0]++).playFrom(Game.start(Rules.STANDARD),
                SelfPlay.Player.of(8), SelfPlay.Player.of(1), true, 3, Tables.none(), OpeningBook.standard(), (x, y) -> { }).game();
        assertTrue(g.outcome().isOver(), "the game is over: " + g.record());
        return g;
    }

    @Test
    void aFinishedGameIsAnalysedInTheBackgroundAndThePageReadsIt() throws Exception {
        Game whole = finishedGame();
        List<Ply> plies = whole.plies();
        Game before = Game.replay(Rules.STANDARD, String.join(" ", plies.subList(0, plies.size() - 1).stream().map(Ply::toString).toList()));
        Setup setup = AssembledBoard.defaults(dir).setup().withMode(Mode.HUMAN_HUMAN);
        new GameStore(dir).save(SavedGame.of(setup, before));

        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(before.position().occupied());
        assertEquals(Phase.PLAY, b.c.state().phase(), "the game resumed");
        Ply last = plies.getLast();
        switch (last.kind()) {
            case REMOVE -> b.lift(Point.name(last.to()));
            case MOVE -> b.lift(Point.name(last.from())).place(Point.name(last.to()));
            case PLACE -> b.place(Point.name(last.to()));
        }
        b.advance(3000);
        assertEquals(Phase.OVER, b.c.state().phase(), "the game is over");
        assertTrue(b.history().contains(plies.getLast().toString()), "in the history: " + b.history());
        assertFalse(b.history().contains("abandoned"), b.history());

        Path file = new AnalysisFiles(dir).file(AnalysisFiles.key(whole.rules(), whole.plies()));
        awaitAnalysis(file);

        GameStore store = b.store; // the loop's: the page reads the history it published
        CompanionServer server = CompanionServer.start(BoardService.boardPort(b.c, store, false, command -> { }), Access.VIEW,
                new Sessions(dir), new Pairing(b.clock::get), CompanionServer.ownNames("boardpi"),
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), b.clock::get);
        try {
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                    + "/api/games/1/analysis")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            assertTrue(r.headers().firstValue("content-type").orElse("").startsWith("application/json"));
            Matcher m = Pattern.compile("\"ply\":(\\d+)").matcher(r.body());
            int count = 0;
            while (m.find()) {
                assertEquals(++count, Integer.parseInt(m.group(1)), "the plies in order");
            }
            assertEquals(plies.size(), count, "one entry a ply: " + r.body());
            assertTrue(r.body().contains("\"played\":\"" + plies.getFirst() + "\""), r.body());
            assertTrue(r.body().contains("\"mark\":\"?"), "level 1's mistakes are marked: " + r.body());
            assertEquals(Files.readString(file), r.body(), "the file is what the page gets");
            HttpResponse<String> none = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                    + "/api/games/2/analysis")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, none.statusCode(), none.body());
        } finally {
            server.close();
            b.close();
        }
    }

    @Test
    void aResignedGameIsAnalysedToo() throws Exception {
        List<Ply> plies = finishedGame().plies().subList(0, 12);
        Game before = Game.replay(Rules.STANDARD, String.join(" ", plies.stream().map(Ply::toString).toList()));
        Setup setup = AssembledBoard.defaults(dir).setup().withMode(Mode.HUMAN_HUMAN);
        new GameStore(dir).save(SavedGame.of(setup, before));
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(before.position().occupied());
        try {
            b.c.handle(new io.github.morrisboard.control.Event.FromPage(b.clock.get(), new io.github.morrisboard.control.PageCommand.Resign()));
            b.drain();
            assertEquals(Phase.OVER, b.c.state().phase(), "resigned");
            assertTrue(b.history().contains("white resigned: black wins"), b.history());
            Path file = new AnalysisFiles(dir).file(AnalysisFiles.key(before.rules(), before.plies()));
            awaitAnalysis(file);
            if (Files.isDirectory(Path.of("/proc/self/task"))) { // Linux
                // the assembled board's analyser is one in the JVM (another test's, with the same hook, may still be ending)
                List<Integer> nice = BackgroundPriorityTest.niceOfThreads("game-analysis");
                assertFalse(nice.isEmpty(), "the analysis thread is found");
                assertTrue(nice.stream().allMatch(n -> n == BackgroundPriority.NICE), "the analysis thread runs at nice 19: " + nice);
            }
        } finally {
            b.close();
        }
    }

    /**
     * Waits for the analysis to be written beside the history: 180 s at most (200,000 nodes a ply at the
     * lowest priority on a busy machine; a guard, not a speed requirement), looking every 200 ms.
     */
    private static void awaitAnalysis(Path file) throws InterruptedException {
        Await.until("the analysis to be written beside the history: " + file, Duration.ofSeconds(180), Duration.ofMillis(200),
                () -> Files.exists(file), () -> "", AssertionFailedError::new);
    }
}
