package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.View;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The whole board through adversity: the assembled board (the production wiring on the simulated
 * board, real files, a fake clock) driven through random sequences of hand plies right and wrong,
 * power cuts with pieces moved, added or removed while down, a corrupt game file, I2C buses
 * failing, chips losing power, chattering reeds, an unwritable state directory and menu starts.
 * After every step: nothing threw; every ply the board accepted is on disk; what is on disk
 * replays legally; the game's colours are the pieces' colours whenever the board agrees with it;
 * no game leaves the game file without being in the history; a chip's fault is shown exactly
 * while the chip is failing.
 */
class AdversityPropertyTest {

    /** One thing that happens to the board. */
    sealed interface Step {
    }

    /** A person plays a legal ply (the AI's announced one when it has one); in the menu, starts a game; after it, clears the board. */
    record Play(int pick) implements Step {
    }

    /** A clumsy hand: the piece on {@code from} (if any) goes to {@code to} (if empty); or a new piece on an empty {@code from}. */
    record Clumsy(int from, int to) implements Step {
    }

    /** The person follows the lights and puts the board back as the game has it. */
    record Restore() implements Step {
    }

    /** Power cut; while off: 0 nothing, 1 a piece lifted, 2 a piece added, 3 a piece moved, 4 the game file corrupted. */
    record PowerCut(int whileOff, int point) implements Step {
    }

    /** A reed expander stops answering for {@code ms} (a loose cable), then answers again. */
    record BusDown(int chip, int ms) implements Step {
    }

    /** A reed expander loses power for a moment: its registers are back at their reset values. */
    record ChipReset(int chip) implements Step {
    }

    /** A reed chatters for a while, then is quiet in its old state. */
    record Chatter(int point) implements Step {
    }

    /** The state directory stops (or starts again) taking writes. */
    record Storage(boolean broken) implements Step {
    }

    record Wait(int ms) implements Step {
    }

    @Provide
    Arbitrary<Step> steps() {
        Arbitrary<Integer> point = Arbitraries.integers().between(0, Point.COUNT - 1);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(12, Arbitraries.integers().between(0, 1000).map(Play::new)),
                net.jqwik.api.Tuple.of(3, Combinators.combine(point, point).as(Clumsy::new)),
                net.jqwik.api.Tuple.of(3, Arbitraries.just(new Restore())),
                net.jqwik.api.Tuple.of(2, Combinators.combine(Arbitraries.integers().between(0, 4), point).as(PowerCut::new)),
                net.jqwik.api.Tuple.of(1, Combinators.combine(Arbitraries.of(0x20, 0x21), Arbitraries.of(300, 3000, 12_000)).as(BusDown::new)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(0x20, 0x21).map(ChipReset::new)),
                net.jqwik.api.Tuple.of(1, point.map(Chatter::new)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(true, false).map(Storage::new)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(200, 2000, 12_000).map(Wait::new)));
    }

    @Provide
    Arbitrary<Mode> modes() {
        return Arbitraries.of(Mode.HUMAN_HUMAN, Mode.HUMAN_AI);
    }

    @Property(tries = 3000)
    void theBoardKeepsItsPromisesThroughAdversity(@ForAll("modes") Mode mode,
                                                   @ForAll @Size(min = 10, max = 40) List<@net.jqwik.api.From("steps") Step> steps)
            throws Exception {
        Path dir = stateDirectory();
        try {
            new Run(dir, mode).go(steps);
        } finally {
            deleteTree(dir);
        }
    }

    /** Found by 3000 sequences: a stray piece lifted completes the AI's ply; the hand then keeps it. */
    @net.jqwik.api.Example
    void aStrayPieceLiftedCompletesTheAisPly() throws Exception {
        Path dir = stateDirectory();
        try {
            new Run(dir, Mode.HUMAN_AI).go(List.of(new Clumsy(0, 0), new Play(0), new Clumsy(0, 0), new Clumsy(0, 0),
                    new Restore(), new Play(1), new Restore(), new Clumsy(0, 0), new Clumsy(6, 0), new Clumsy(0, 2)));
        } finally {
            deleteTree(dir);
        }
    }

    /**
     * A fresh state directory, in memory where the machine has {@code /dev/shm}. The store syncs
     * every save to the disk, and the sequences' saves wait on those syncs: a thousand sequences took
     * 53 s on the disk against 38 s in memory on a quiet machine, more on a busy one. What this property checks
     * is what the files say, not that the disk keeps them (that is the store's {@code RestartTest} and
     * {@code PowerCutIT}'s), so a memory file system, real files all the same, tests the same thing.
     */
    static Path stateDirectory() throws java.io.IOException {
        Path shm = Path.of("/dev/shm");
        return Files.isDirectory(shm) && Files.isWritable(shm)
                ? Files.createTempDirectory(shm, "morrisboard-adversity")
                : Files.createTempDirectory("morrisboard-adversity");
    }

    /** Found by the property: shrunk sequences kept as examples. */
    @net.jqwik.api.Example
    void aClumsyHandAfterAPowerCut() throws Exception {
        Path dir = stateDirectory();
        try {
            new Run(dir, Mode.HUMAN_HUMAN).go(List.of(new Play(41), new Play(2), new ChipReset(0x21), new Play(23),
                    new Play(12), new BusDown(0x20, 3000), new Play(163), new Clumsy(0, 21), new PowerCut(0, 20),
                    new Wait(12000), new Wait(200), new Clumsy(0, 23)));
        } finally {
            deleteTree(dir);
        }
    }

    /**
     * Found by the property on a quiet machine: a clumsy black hand puts a new piece on b4, which white has
     * just left for c4, then lifts white's piece from c4. The reading is the position before white's
     * slide, which is a takeback no presence sensor can tell from white's own; the game has white on b4
     * again where the hand's piece is black. The hand no longer puts a piece where a takeback would want
     * the other colour.
     */
    @net.jqwik.api.Example
    void aNewPieceWhereTheLastSlideStartedThenTheSlidPieceLifted() throws Exception {
        Path dir = stateDirectory();
        try {
            new Run(dir, Mode.HUMAN_HUMAN).go(List.of(new Play(0), new Play(8), new Play(14), new Play(8), new Play(13),
                    new Play(0), new Restore(), new Restore(), new Clumsy(6, 0), new Clumsy(12, 0), new Wait(12000),
                    new Play(18), new PowerCut(2, 8), new Restore(), new Chatter(8), new Wait(12000), new Play(0),
                    new Wait(200), new Play(54), new Play(1), new Play(20), new Clumsy(0, 0), new Wait(2000), new Restore(),
                    new PowerCut(0, 7), new Play(914), new Play(169), new Wait(2000), new Play(5), new BusDown(0x20, 3000),
                    new Play(76), new Play(196), new Play(124), new Play(2), new Clumsy(4, 19), new Storage(true),
                    new Wait(12000), new Clumsy(7, 2)));
        } finally {
            deleteTree(dir);
        }
    }

    /** One sequence: the board, the pieces as a person sees them (with colours), and what the test has done. */
    private static final class Run {
        final AssembledBoard b;
        final Color[] pieces = new Color[Point.COUNT];
        boolean storageBroken;
        boolean corrupted;
        /** The last game seen on disk, in the history's notation, and whether it is still running. */
        Optional<Game> onDisk = Optional.empty();
        final StringBuilder log = new StringBuilder();

        Run(Path dir, Mode mode) {
            Config c = new Config(mode, Color.BLACK, 2, true, Rules.STANDARD, 80, 15, LocalTime.MIDNIGHT, LocalTime.MIDNIGHT,
                    true, true, dir, Config.LogLevel.INFO, Optional.empty(), "127.0.0.1", 0, Duration.ofMillis(200), Duration.ZERO, 1, java.util.OptionalLong.of(1), Config.Hardware.SIMULATOR,
                    Optional.empty(), Config.Web.OFF, 0, Config.Remote.OFF);
            b = new AssembledBoard(dir, c);
        }

        void go(List<Step> steps) throws Exception {
            b.powerOn(0);
            check("power on");
            try {
                for (Step s : steps) {
                    log.append(s).append('\n');
                    try {
                        step(s);
                    } catch (AssertionError e) {
                        throw e;
                    } catch (Exception | Error e) {
                        throw new AssertionError("the board threw after:\n" + log, e);
                    }
                    check(s.toString());
                    if (b.isOn() && b.c.state().game().isPresent()) {
                        log.append("  -> ").append(b.c.state().phase()).append(' ').append(b.record()).append(' ').append(b.c.state().verdict()).append('\n');
                    }
                }
            } finally {
                b.close();
            }
        }

        int occupied() {
            int m = 0;
            for (int p = 0; p < Point.COUNT; p++) {
                if (pieces[p] != null) {
                    m |= Point.bit(p);
                }
            }
            return m;
        }

        /** No piece of the game on {@code p} (or no game). */
        boolean gameEmpty(int p) {
            return b.c.state().game().map(g -> (g.position().occupied() >> p & 1) == 0).orElse(true);
        }

        /**
         * Whether a hand may put a piece of {@code colour} on {@code p} without doing what no presence sensor
         * can tell from a takeback: the game has no piece there, and none of the positions a takeback returns
         * to (before the last ply, before the last turn: the last three) has one of the other colour there.
         */
        boolean mayPut(int p, Color colour) {
            return gameEmpty(p) && b.c.state().game().map(g -> {
                List<Position> ps = g.positions();
                for (int k = 2; k <= Math.min(4, ps.size()); k++) {
                    Position before = ps.get(ps.size() - k);
                    if ((before.pieces(colour.other()) >> p & 1) != 0) {
                        return false;
                    }
                }
                return true;
            }).orElse(true);
        }

        Color sideToMove() {
            return b.c.state().game().map(g -> g.position().sideToMove()).orElse(Color.WHITE);
        }

        void put(int p, Color c) {
            pieces[p] = c;
            b.set(p, true).advance(250);
        }

        void take(int p) {
            pieces[p] = null;
            b.set(p, false).advance(250);
        }

        void step(Step s) throws IOException {
            switch (s) {
                case Play p -> play(p.pick());
                case Clumsy c -> {
                    // Presence sensors cannot see colour, so a clumsy hand here never does what no board
                    // could tell from a legal ply (an opponent's piece slid onto a point where the side to
                    // move may place reads as that placement) or from a takeback (a new piece where the
                    // opponent's last slide started, then the slid piece lifted, reads as the opponent
                    // taking the slide back): it moves its own pieces anywhere, lifts the opponent's, and
                    // puts new pieces of its colour where the game has none (mayPut). Lifting a
                    // stray piece can itself complete the ply the board waited for (3000 sequences found
                    // it): when the turn has passed to the other side, the hand keeps the piece.
                    Color own = sideToMove();
                    if (pieces[c.from()] == own && pieces[c.to()] == null && mayPut(c.to(), own)) {
                        take(c.from());
                        b.advance(1000); // the hand looks at the lights before it puts the piece down
                        if (sideToMove() == own && pieces[c.to()] == null && mayPut(c.to(), own)) {
                            put(c.to(), own);
                        }
                    } else if (pieces[c.from()] != null && pieces[c.from()] != own) {
                        take(c.from());
                    } else if (pieces[c.from()] == null && mayPut(c.from(), own) && b.c.state().phase() == Phase.PLAY) {
                        put(c.from(), own);
                    }
                    b.advance(2000);
                }
                case Restore r -> restore();
                case PowerCut pc -> powerCut(pc);
                case BusDown d -> {
                    b.board.chip(d.chip()).setFailing(true);
                    b.advance(d.ms());
                    check("bus down");
                    b.board.chip(d.chip()).setFailing(false);
                    b.advance(500);
                }
                case ChipReset r -> {
                    b.board.chip(r.chip()).powerOnReset();
                    b.advance(500);
                }
                case Chatter c -> {
                    boolean was = pieces[c.point()] != null;
                    for (int i = 0; i < 12; i++) {
                        b.set(c.point(), i % 2 == (was ? 0 : 1)).advance(25);
                    }
                    b.set(c.point(), was).advance(3000);
                }
                case Storage st -> {
                    storageBroken = st.broken();
                    for (String f : List.of(GameStore.FILE, GameStore.HISTORY)) {
                        Path tmp = b.stateDir.resolve(f + ".tmp"); // a directory where the temp file goes: every write fails, even as root
                        if (st.broken()) {
                            Files.createDirectories(tmp);
                        } else {
                            Files.deleteIfExists(tmp);
                        }
                    }
                    b.advance(st.broken() ? 100 : 2500); // a failed save is tried again within 2 s
                }
                case Wait w -> b.advance(w.ms());
            }
        }

        void play(int pick) {
            switch (b.c.state().phase()) {
                case STARTING -> b.advance(500);
                case MENU -> {
                    if (occupied() != 0) {
                        for (int p = 0; p < Point.COUNT; p++) {
                            if (pieces[p] != null) {
                                take(p);
                            }
                        }
                        b.advance(1000);
                    }
                    int d1 = Point.parse("d1");
                    put(d1, Color.WHITE);
                    b.advance(800);
                    take(d1);
                    b.advance(1000);
                }
                case OVER -> {
                    for (int p = 0; p < Point.COUNT; p++) {
                        if (pieces[p] != null) {
                            take(p);
                        }
                    }
                    b.advance(2000);
                }
                case SETUP -> { // a saved game on a swept board (issue 33): the person follows the lights, each colour where it is lit
                    View v = b.c.published().view();
                    putAs(v.white(), v.black());
                }
                case PUZZLE -> b.advance(500);
                case PLAY -> {
                    if (!(b.c.state().verdict() instanceof Verdict.InSync) || occupied() != b.game().position().occupied()) {
                        restore();
                    }
                    if (b.c.state().phase() != Phase.PLAY) {
                        return;
                    }
                    Position pos = b.game().position();
                    Ply ply;
                    if (!b.c.state().opponentPlies().isEmpty()) {
                        ply = b.c.state().opponentPlies().get(0);
                    } else if (b.c.state().setup().opponentPlays(pos.sideToMove())) {
                        b.advance(500); // thinking
                        return;
                    } else {
                        List<Ply> legal = pos.legalPlies();
                        ply = legal.get(pick % legal.size());
                    }
                    carryOut(ply, pos.sideToMove());
                    b.advance(1500);
                }
            }
        }

        void carryOut(Ply ply, Color side) {
            switch (ply.kind()) {
                case PLACE -> put(ply.to(), side);
                case MOVE -> {
                    take(ply.from());
                    put(ply.to(), side);
                }
                case REMOVE -> take(ply.to());
            }
        }

        /** The person puts the board back as the game has it (each piece in its colour). */
        void restore() {
            if (b.c.state().phase() != Phase.PLAY) {
                return;
            }
            Position pos = b.game().position();
            putAs(pos.white(), pos.black());
        }

        /** The person makes the board hold white pieces on {@code white}, black ones on {@code black}, nothing else. */
        void putAs(int white, int black) {
            for (int p = 0; p < Point.COUNT; p++) {
                Color want = (white >> p & 1) != 0 ? Color.WHITE : (black >> p & 1) != 0 ? Color.BLACK : null;
                if (pieces[p] != want) {
                    if (pieces[p] != null) {
                        take(p);
                    }
                    if (want != null) {
                        put(p, want);
                    }
                }
            }
            b.advance(2000);
        }

        void powerCut(PowerCut pc) throws IOException {
            b.powerCut();
            int p = pc.point();
            switch (pc.whileOff()) {
                case 1 -> {
                    if (pieces[p] != null) {
                        pieces[p] = null;
                        b.setWhileOff(p, false);
                    }
                }
                case 2 -> {
                    if (pieces[p] == null && mayPut(p, sideToMove())) {
                        // a person adds one of the side to move's pieces (a piece of the other colour is a mistake colour-blind sensors cannot see)
                        pieces[p] = sideToMove();
                        b.setWhileOff(p, true);
                    }
                }
                case 3 -> {
                    int to = (p + 7) % Point.COUNT;
                    Color own = sideToMove();
                    if (pieces[p] == own && pieces[to] == null && mayPut(to, own)) {
                        pieces[to] = pieces[p];
                        pieces[p] = null;
                        b.setWhileOff(p, false);
                        b.setWhileOff(to, true);
                    }
                }
                case 4 -> {
                    Path f = b.stateDir.resolve(GameStore.FILE);
                    if (Files.exists(f) && !storageBroken) {
                        byte[] bytes = Files.readAllBytes(f);
                        if (bytes.length > 20) {
                            bytes[bytes.length / 2] ^= 0x20;
                            Files.write(f, bytes);
                            corrupted = true;
                        }
                    }
                }
                default -> { }
            }
            b.powerOn(occupied()).advance(2500);
        }

        /** The invariants, after every step. */
        void check(String after) throws IOException {
            String where = " — after:\n" + log;
            Controller c = b.c;
            // the fault is shown exactly while its source is faulty
            for (int chip : List.of(0x20, 0x21)) {
                boolean down = b.board.chip(chip).failing();
                assertEquals(down, c.state().faults().containsKey(new FaultSource.Chip(chip)),
                        String.format("chip 0x%02x %s", chip, down ? "dead but no fault shown" : "answers but a fault is shown") + where);
            }
            if (after.equals("bus down")) {
                return;
            }
            assertTrue(c.state().phase() != Phase.STARTING, "the board was read" + where);
            LoadResult loaded = new GameStore(b.stateDir).load(); // replays what is on disk: a bad ply would be refused here
            if (c.state().phase() == Phase.PLAY && !storageBroken) {
                LoadResult.Resumed r = assertInstanceOf(LoadResult.Resumed.class, loaded, "the running game is on disk" + where);
                assertEquals(b.game().plies(), r.game().plies(), "every accepted ply is on disk" + where);
                onDisk = Optional.of(b.game());
            } else if (!storageBroken && !corrupted && !(loaded instanceof LoadResult.Resumed) && onDisk.isPresent()) {
                String game = Notation.formatCompact(onDisk.get().plies());
                assertTrue(b.history().contains(game), "a game that left the game file is in the history: " + game
                        + "\nhistory: " + b.history() + where);
                onDisk = Optional.empty();
            }
            if (corrupted && !(loaded instanceof LoadResult.Resumed)) {
                onDisk = Optional.empty(); // the test itself destroyed it: set aside and named, not ours to find
                corrupted = false;
            }
            // colours: when the board agrees with the game, every piece is where the game has its colour
            if (c.state().phase() == Phase.PLAY && c.state().verdict() instanceof Verdict.InSync
                    && occupied() == b.game().position().occupied()) {
                Position pos = b.game().position();
                for (int p = 0; p < Point.COUNT; p++) {
                    if (pieces[p] != null) {
                        if ((pos.pieces(pieces[p]) >> p & 1) == 0) {
                            fail("the game has the wrong colour at " + Point.name(p) + ": " + pos + where);
                        }
                    }
                }
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
