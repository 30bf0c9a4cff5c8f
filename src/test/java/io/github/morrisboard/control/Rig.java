package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.sensing.SensingTimings;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A controller on a fake clock with a scripted hand: edges go in as a person would make them,
 * time advances through the controller's own deadlines, the AI answers at once (searching on
 * the calling thread at a shallow level, deterministic), and every frame sent is recorded.
 */
final class Rig {
    long now = 1_000;
    final List<Frame> frames = new ArrayList<>();
    final List<String> statuses = new ArrayList<>();
    final Deque<Event.OpponentPly> answers = new ArrayDeque<>();
    final MemorySaver saver = new MemorySaver();
    final Searcher searcher = Searcher.of(4, Tables.none());
    int aiRequests;
    int aiCancels;
    /** How often {@link #advance} woke the controller for a deadline it asked for (the event loop's wake-ups). */
    int wakeUps;
    /** The words this board's player said (remote play), each with the ply count it was said at. */
    final List<String> said = new ArrayList<>();
    final Controller c;

    Rig(Setup setup) {
        this(setup, java.util.Optional.empty(), 0);
    }

    /** A controller that may resume {@code resume}, on a board whose reed input first reads {@code reading}. */
    Rig(Setup setup, java.util.Optional<Resume> resume, int reading) {
        this(setup, resume, reading, PracticePort.NONE);
    }

    /** As above, its lessons reading and keeping through {@code practice}. */
    Rig(Setup setup, java.util.Optional<Resume> resume, int reading, PracticePort practice) {
        LedOutput leds = new RecordedLeds(frames);
        Opponent ai = new Opponent() {
            @Override
            public void request(long id, Setup setup, Game game, Level level) {
                aboutThisGame(setup);
                aiRequests++;
                // shallow and seeded: the same answer every run
                var req = level.equals(Level.FULL) ? SearchRequest.full(300)
                        : new SearchRequest(60_000, Level.of(Math.min(level.number(), 3)), new SplittableRandom(id));
                // the search's time limit runs on the real clock (the fake one stands still meanwhile)
                var result = searcher.search(game, req, () -> System.nanoTime() / 1_000_000);
                answers.add(new Event.OpponentPly(now, id, result.best().orElseThrow()));
            }

            @Override
            public void cancel() {
                aiCancels++;
            }

            @Override
            public void say(Word word, Setup setup, Game game) {
                aboutThisGame(setup);
                said.add(word.name().toLowerCase(java.util.Locale.ROOT) + " " + game.plyCount());
            }
        };
        c = new Controller(new Ports(leds, ai, saver, statuses::add).withPractice(practice), SensingTimings.DEFAULTS, ReconcileSettings.DEFAULTS,
                LightSettings.DEFAULT, setup, resume);
        c.tick(now);
        c.handle(new Event.BoardRead(now, reading)); // the reed input's first news
        c.tick(now);
    }

    /** The opponent is asked about the game being played: the controller hands it that game's setup. */
    private void aboutThisGame(Setup setup) {
        if (!setup.equals(c.state().setup())) {
            throw new AssertionError("the opponent was handed " + setup + " during a game of " + c.state().setup());
        }
    }

    Rig newGame() {
        c.newGame(now);
        return advance(10);
    }

    /** Lets {@code ms} pass, waking whenever the controller asks, answering the AI as it asks. */
    Rig advance(long ms) {
        long until = now + ms;
        while (true) {
            drainAi();
            long next = Math.min(until, Math.max(now + 1, c.nextWake(now)));
            if (next > until) {
                break;
            }
            now = next;
            c.tick(now);
            if (now >= until) { // the end of the span asked for, not a wake-up the controller asked for
                break;
            }
            wakeUps++;
        }
        drainAi();
        return this;
    }

    private void drainAi() {
        while (!answers.isEmpty()) {
            Event.OpponentPly a = answers.poll();
            c.handle(new Event.OpponentPly(now, a.request(), a.ply()));
            c.tick(now);
        }
    }

    Rig edge(String point, boolean occupied) {
        c.handle(new Event.ReedEdge(now, Point.parse(point), occupied));
        c.tick(now);
        return this;
    }

    /** A person puts a piece down and lets go (then the reading settles). */
    Rig place(String point) {
        return edge(point, true).advance(800);
    }

    Rig lift(String point) {
        return edge(point, false).advance(800);
    }

    /** Carries out one ply by hand, at a calm pace. */
    Rig carryOut(Ply ply) {
        return switch (ply.kind()) {
            case PLACE -> place(Point.name(ply.to()));
            case MOVE -> edge(Point.name(ply.from()), false).advance(400).place(Point.name(ply.to()));
            case REMOVE -> lift(Point.name(ply.to()));
        };
    }

    Rig carryOut(String plies) {
        for (String p : plies.trim().split("\\s+")) {
            carryOut(io.github.morrisboard.engine.Notation.parsePly(p));
        }
        return this;
    }

    /** A paired phone's request. */
    Rig page(PageCommand command) {
        c.handle(new Event.FromPage(now, command));
        c.tick(now);
        return this;
    }

    Rig press(String button) {
        c.handle(new Event.ButtonPressed(now, io.github.morrisboard.board.Button.valueOf(button.toUpperCase(java.util.Locale.ROOT))));
        c.tick(now);
        return this;
    }

    Game game() {
        return c.state().game().orElseThrow();
    }

    String record() {
        return game().record();
    }

    /** The colour the LEDs show at a point now. */
    int led(String point) {
        return frames.get(frames.size() - 1).point(Point.parse(point));
    }

    /** Whether any frame since index {@code from} showed {@code test} at the point. */
    boolean shownSince(int from, String point, java.util.function.IntPredicate test) {
        for (int i = from; i < frames.size(); i++) {
            if (test.test(frames.get(i).point(Point.parse(point)))) {
                return true;
            }
        }
        return false;
    }

    static int r(int c) {
        return c >> 16 & 255;
    }

    static int g(int c) {
        return c >> 8 & 255;
    }

    static int b(int c) {
        return c & 255;
    }

    static boolean blue(int c) {
        return b(c) > 40 && b(c) > 2 * r(c) && b(c) > 2 * g(c);
    }

    static boolean red(int c) {
        return r(c) > 40 && r(c) > 3 * g(c) && r(c) > 3 * b(c);
    }

    static boolean amber(int c) {
        return r(c) > 40 && g(c) > 0 && r(c) > g(c) && g(c) > b(c) && !red(c);
    }

    static boolean gold(int c) {
        return amber(c) || (r(c) > 40 && g(c) > r(c) / 2 && b(c) < g(c) / 2);
    }

    static boolean dimWhite(int c) {
        return c != 0 && r(c) == g(c) && g(c) == b(c) && r(c) < 0x60;
    }

    static boolean off(int c) {
        return c == 0;
    }

    /** The saver the controller writes to, kept in memory. */
    static final class MemorySaver implements GameSaver {
        final List<String> saved = new ArrayList<>();
        /** The last game saved, whole (its start too). */
        Game lastSaved;
        /** The disk is full: saves fail (and are not kept). */
        boolean failing;
        String finished;
        String abandoned;
        Setup remembered;

        @Override
        public boolean save(Setup setup, Game game) {
            if (failing) {
                return false;
            }
            saved.add(game.record());
            lastSaved = game;
            return true;
        }

        @Override
        public boolean finished(Setup setup, Game game) {
            finished = game.record();
            return true;
        }

        @Override
        public boolean abandoned(Setup setup, Game game) {
            abandoned = game.record();
            return true;
        }

        @Override
        public boolean ended(Setup setup, Game game, String result) {
            finished = game.record() + " (" + result + ")";
            return true;
        }

        @Override
        public boolean remember(Setup setup) {
            remembered = setup;
            return true;
        }
    }
}
