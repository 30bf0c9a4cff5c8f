package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.TraceEdge;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Two people playing a random legal game by hand, written as the reed edges the board would see:
 * every edge bounces, sleeves brush empty points, pieces are lifted and put back, held in the hand
 * for long thinking, removals follow mills at once or after a pause, wrong-colour pieces are
 * lifted, illegal moves are held and then corrected, games run into the flying endgame, and some
 * turns are taken back. Alongside, what a correct referee must print: the plies in order and
 * {@code undo} for each ply taken back.
 */
public final class SimulatedHand {

    /** The kinds of human behaviour the generator puts in (counted, so tests can check coverage). */
    public enum Habit {
        BOUNCE, BRUSH, LIFT_AND_PUT_BACK, SLOW_THINKING, FAST_REMOVAL, SLOW_REMOVAL, WRONG_COLOUR_LIFT,
        ILLEGAL_THEN_CORRECTED, FLYING_MOVE, TAKEBACK, FAST_REPLY
    }

    /** A generated game: its trace, the expected output tokens, the game it plays and what habits it used. */
    public record Script(Rules rules, boolean takebacks, List<TraceEdge> edges, List<String> expected, Game game,
                  Map<Habit, Integer> habits) {
    }

    private final Random rnd;
    private final boolean takebacks;
    private Game game;
    private int board;
    private long t = 500;
    private final List<TraceEdge> edges = new ArrayList<>();
    private final List<String> expected = new ArrayList<>();
    private final Map<Habit, Integer> habits = new EnumMap<>(Habit.class);
    private final long[] changedAt = new long[Point.COUNT];

    private SimulatedHand(long seed, Rules rules, boolean takebacks) {
        this.rnd = new Random(seed);
        this.takebacks = takebacks;
        this.game = Game.start(rules);
    }

    /** A whole game (to its end or {@code maxPlies}) from a seed. */
    public static Script play(long seed, Rules rules, boolean takebacks, int maxPlies) {
        SimulatedHand h = new SimulatedHand(seed, rules, takebacks);
        while (!h.game.outcome().isOver() && h.game.plyCount() < maxPlies && !h.game.position().legalPlies().isEmpty()) {
            h.turn(false, 0);
        }
        h.pause(2000);
        return new Script(rules, takebacks, List.copyOf(h.edges), List.copyOf(h.expected), h.game, Map.copyOf(h.habits));
    }

    private void count(Habit h) {
        habits.merge(h, 1, Integer::sum);
    }

    private boolean chance(double p) {
        return rnd.nextDouble() < p;
    }

    private long between(long lo, long hi) {
        return lo + (long) (rnd.nextDouble() * (hi - lo));
    }

    private int pick(int mask) {
        int n = rnd.nextInt(Integer.bitCount(mask));
        for (int m = mask; ; m &= m - 1) {
            if (n-- == 0) {
                return Integer.numberOfTrailingZeros(m);
            }
        }
    }

    // ---- the physical layer ----

    private void emit(long at, int point, boolean occupied) {
        edges.add(new TraceEdge(at, point, occupied));
        board ^= 1 << point;
        changedAt[point] = at;
    }

    /** A piece arrives or leaves: the edge, and (nearly always) contact bounce inside 20 ms. */
    private void edge(int point, boolean occupied) {
        if (((board >> point & 1) == 1) == occupied) {
            throw new IllegalStateException("generator bug: " + Point.name(point) + " already " + occupied);
        }
        emit(t, point, occupied);
        if (chance(0.9)) {
            count(Habit.BOUNCE);
            long bt = t;
            for (int i = 0, n = 1 + rnd.nextInt(3); i < n; i++) {
                bt += 1 + rnd.nextInt(3);
                emit(bt, point, !occupied);
                bt += 1 + rnd.nextInt(3);
                emit(bt, point, occupied);
            }
        }
        t += 25 + rnd.nextInt(40);
    }

    /** Time passes; now and then a sleeve brushes an empty point that is not {@code keepOff}. */
    private void pause(long ms) {
        long end = t + ms;
        if (ms > 400 && chance(0.15)) {
            t += between(0, ms - 300);
            brush(0);
        }
        t = Math.max(t, end);
    }

    /**
     * A magnet passes over an empty point for at most 110 ms: noise. Not over a point that changed
     * in the last 250 ms: that change would itself look like noise (too short to count).
     */
    private void brush(int keepOff) {
        int recent = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            recent |= t - changedAt[p] < 250 ? 1 << p : 0;
        }
        int empty = ~board & Point.ALL & ~keepOff & ~recent;
        if (empty == 0) {
            return;
        }
        count(Habit.BRUSH);
        int p = pick(empty);
        emit(t, p, true);
        t += between(5, 110);
        emit(t, p, false);
        t += 30;
    }

    /** Long enough after the last change that the board settles on its own. */
    private void settle() {
        pause(between(700, 2500));
    }

    // ---- the people ----

    /**
     * One turn of the side to move; {@code fast}: a quick reply, straight after the opponent's turn
     * that touched {@code previous} (unless it only touches those points: a removal and a placement
     * on the same point leave no trace on presence sensors, so the reply waits for the board to settle).
     */
    private void turn(boolean fast, int previous) {
        Position p = game.position();
        List<Ply> turn = chooseTurn(p);
        if (fast && ((involved(turn) & ~previous) == 0 || looksLikeTakeback(turn.getFirst()))) {
            fast = false;
            settle();
        }
        if (fast) {
            count(Habit.FAST_REPLY);
        }
        int own = p.pieces(p.sideToMove());
        int theirs = p.pieces(p.sideToMove().other());
        int involved = involved(turn);
        if (!fast && chance(0.08) && (own & ~involved) != 0) {
            count(Habit.LIFT_AND_PUT_BACK);
            int a = pick(own & ~involved);
            edge(a, false);
            pause(between(100, 3000));
            edge(a, true);
            settle();
        }
        int wrongCandidates = theirs & ~involved & ~lastPlyPoints();
        if (!fast && chance(0.06) && wrongCandidates != 0) {
            count(Habit.WRONG_COLOUR_LIFT);
            int a = pick(wrongCandidates);
            edge(a, false);
            pause(between(100, 2500));
            edge(a, true);
            settle();
        }
        Ply first = turn.getFirst();
        switch (first.kind()) {
            case PLACE -> edge(first.to(), true);
            case MOVE -> move(p, first, fast);
            case REMOVE -> throw new IllegalStateException("a turn starts with a placement or a move");
        }
        for (Ply r : turn.subList(1, turn.size())) {
            // a quick reply takes quickly too: had it paused, a piece taken from a point the
            // opponent just emptied and refilled would leave no trace (a nudge looks the same)
            if (fast || chance(0.5)) {
                count(Habit.FAST_REMOVAL);
                t += between(20, 450);
            } else {
                count(Habit.SLOW_REMOVAL);
                pause(between(700, 3000));
            }
            edge(r.to(), false);
        }
        List<Position> before = game.positions();
        for (Ply ply : turn) {
            game = game.play(ply);
            expected.add(ply.toString());
        }
        if (!fast && chance(0.1) && !game.outcome().isOver() && !game.position().legalPlies().isEmpty()) {
            t += between(200, 450); // the opponent replies before this turn settles (after any noise window)
            turn(true, involved);
            return;
        }
        settle();
        // a takeback only where no turn, nor a turn and the quick reply to it, leaves the same board:
        // the referee reads those first (two turns before a takeback), and the sensors cannot tell them apart
        if (takebacks && chance(0.06) && !Oracle.reachableByOneTurn(game.position(), before.getLast().occupied())
                && !Oracle.reachableByTwoTurns(game.position(), before.getLast().occupied())) {
            takeBack(turn);
        }
    }

    private void move(Position p, Ply move, boolean fast) {
        int from = move.from(), to = move.to();
        boolean flying = p.canFly(p.sideToMove());
        if (flying && (p.rules().geometry().adjacent(from) & Point.bit(to)) == 0) {
            count(Habit.FLYING_MOVE);
        }
        int wrongTargets = p.empty() & ~p.targets(from);
        edge(from, false);
        if (!fast && !flying && wrongTargets != 0 && chance(0.07)) {
            count(Habit.ILLEGAL_THEN_CORRECTED);
            int c = pick(wrongTargets);
            pause(between(100, 800));
            edge(c, true);
            pause(between(900, 3500)); // held: shown as a mismatch once past the grace
            edge(c, false);
            pause(between(100, 800));
        } else if (!fast && chance(0.06)) {
            count(Habit.SLOW_THINKING);
            pause(between(5_000, 60_000));
        } else {
            pause(between(40, 1500));
        }
        if (chance(0.1)) {
            brush(Point.bit(to) | Point.bit(from)); // sliding over a point on the way
        }
        edge(to, true);
    }

    /**
     * Whether the board, once this ply's first edge is made, shows an earlier position of the game:
     * a quick reply that the referee must read as a takeback, since it is one as far as the sensors tell.
     */
    private boolean looksLikeTakeback(Ply first) {
        int next = first.kind() == Ply.Kind.MOVE ? board & ~Point.bit(first.from()) : board | Point.bit(first.to());
        List<Position> ps = game.positions();
        for (int i = Math.max(0, ps.size() - 5); i < ps.size() - 1; i++) {
            if (ps.get(i).occupied() == next) {
                return true;
            }
        }
        return false;
    }

    /** The mover puts the board back as it was before its turn, quickly, last ply first. */
    private void takeBack(List<Ply> turn) {
        count(Habit.TAKEBACK);
        for (Ply ply : turn.reversed()) {
            switch (ply.kind()) {
                case REMOVE -> edge(ply.to(), true);
                case PLACE -> edge(ply.to(), false);
                case MOVE -> {
                    edge(ply.to(), false);
                    edge(ply.from(), true);
                }
            }
            expected.add("undo");
            game = game.undo();
        }
        settle();
    }

    /** A random legal turn, preferring plies that close a mill (so games reach the flying endgame). */
    private List<Ply> chooseTurn(Position p) {
        MutablePosition m = p.mutable();
        int[] codes = new int[MutablePosition.MAX_PLIES];
        int n = m.generate(codes);
        int[] mills = new int[n];
        int millCount = 0;
        for (int i = 0; i < n; i++) {
            m.make(codes[i]);
            if (m.removalsOwed() > 0) {
                mills[millCount++] = codes[i];
            }
            m.unmake();
        }
        int first = millCount > 0 && chance(0.6) ? mills[rnd.nextInt(millCount)] : codes[rnd.nextInt(n)];
        List<Ply> turn = new ArrayList<>(List.of(Ply.of(first)));
        m.make(first);
        while (m.removalsOwed() > 0 && (n = m.generate(codes)) > 0) {
            int r = codes[rnd.nextInt(n)];
            turn.add(Ply.of(r));
            m.make(r);
        }
        return turn;
    }

    private static int involved(List<Ply> turn) {
        int m = 0;
        for (Ply p : turn) {
            m |= Point.bit(p.to()) | (p.kind() == Ply.Kind.MOVE ? Point.bit(p.from()) : 0);
        }
        return m;
    }

    /** The points of the last ply: lifting those would be (the start of) a takeback, not a wrong lift. */
    private int lastPlyPoints() {
        return game.lastPly().map(p -> Point.bit(p.to()) | (p.kind() == Ply.Kind.MOVE ? Point.bit(p.from()) : 0)).orElse(0);
    }
}
