package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AiPlayerTest {
    final LinkedBlockingQueue<AiMove> posted = new LinkedBlockingQueue<>();
    final Game game = Game.replay(Rules.STANDARD, "d6 f4 d2 b4");
    /** Without the opening book: these tests need a search that runs (a book answer is instant). */
    final Searcher searcher = Searcher.of(2, Tables.none()).withoutBook();

    @Test
    void postsItsResultTaggedWithTheGame() throws InterruptedException {
        try (AiPlayer ai = new AiPlayer(searcher, posted::add, System::currentTimeMillis)) {
            long ticket = ai.think(game, SearchRequest.full(100));
            AiMove m = posted.poll(30, TimeUnit.SECONDS);
            assertNotNull(m);
            assertEquals(ticket, m.ticket());
            assertSame(game, m.game());
            assertTrue(game.position().isLegal(m.result().best().orElseThrow()));
        }
    }

    @Test
    void cancelStopsTheSearchAndDropsItsResult() throws InterruptedException {
        try (AiPlayer ai = new AiPlayer(searcher, posted::add, System::currentTimeMillis)) {
            ai.think(game, SearchRequest.full(3_600_000)); // an hour: only the cancel ends it
            // think returned while the search runs: the caller is never blocked
            waitUntil(ai::thinking);
            assertTrue(posted.isEmpty());
            ai.cancel();
            waitUntil(() -> !ai.thinking());
            assertNull(posted.poll(200, TimeUnit.MILLISECONDS), "a cancelled search posts nothing");
        }
    }

    @Test
    void aNewThinkSupersedesTheOldOne() throws InterruptedException {
        try (AiPlayer ai = new AiPlayer(searcher, posted::add, System::currentTimeMillis)) {
            ai.think(game, SearchRequest.full(3_600_000));
            Game next = game.play(game.position().legalPlies().get(0));
            long second = ai.hint(next, 50);
            AiMove m = posted.poll(30, TimeUnit.SECONDS);
            assertNotNull(m);
            assertEquals(second, m.ticket());
            assertSame(next, m.game());
            assertNull(posted.poll(200, TimeUnit.MILLISECONDS), "only the newest search answers");
            assertFalse(ai.thinking());
        }
    }

    /** A clock that only the AI's pauses advance: the search (two plies deep) takes no time at all. */
    final java.util.concurrent.atomic.AtomicLong fake = new java.util.concurrent.atomic.AtomicLong(1000);
    final SearchRequest shallow = new SearchRequest(3_600_000, Level.exact(10, 2, 100), new java.util.SplittableRandom(1));

    @Test
    void answersNoSoonerThanTheMinimumThinkingTime() throws InterruptedException {
        java.util.List<Long> pauses = new java.util.concurrent.CopyOnWriteArrayList<>();
        long[] postedAt = {-1};
        try (AiPlayer ai = new AiPlayer(searcher, m -> {
            postedAt[0] = fake.get();
            posted.add(m);
        }, fake::get, 1200, ms -> {
            pauses.add(ms);
            fake.addAndGet(ms);
        })) {
            ai.think(game, shallow);
            assertNotNull(posted.poll(30, TimeUnit.SECONDS));
            assertEquals(2200, postedAt[0], "posted 1,200 ms after the request, not before, not later");
            assertTrue(pauses.stream().allMatch(ms -> ms > 0 && ms <= 50), "short steps: " + pauses);
        }
    }

    @Test
    void noMinimumAnswersAtOnce() throws InterruptedException {
        try (AiPlayer ai = new AiPlayer(searcher, posted::add, fake::get, 0, ms -> {
            throw new AssertionError("no pause without a minimum");
        })) {
            ai.think(game, shallow);
            assertNotNull(posted.poll(30, TimeUnit.SECONDS));
            assertEquals(1000, fake.get());
        }
    }

    @Test
    void aCancelDuringTheWaitDropsTheAnswer() throws InterruptedException {
        AiPlayer[] self = new AiPlayer[1];
        try (AiPlayer ai = new AiPlayer(searcher, posted::add, fake::get, 1200, ms -> {
            fake.addAndGet(ms);
            self[0].cancel();
        })) {
            self[0] = ai;
            ai.think(game, shallow);
            waitUntil(() -> fake.get() > 1000);
            assertNull(posted.poll(300, TimeUnit.MILLISECONDS), "cancelled while waiting: nothing posted");
            assertTrue(fake.get() <= 1050, "the wait ended at the cancel: " + fake.get());
        }
    }

    private static void waitUntil(java.util.function.BooleanSupplier c) throws InterruptedException {
        for (int i = 0; i < 3000 && !c.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(c.getAsBoolean(), "condition not reached in 30 s");
    }
}
