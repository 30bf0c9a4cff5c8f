package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.sensing.Reading;

import java.util.ArrayList;
import java.util.List;

/**
 * The pure decision: the game and the board's reading in, a {@link Verdict} out. No state but
 * memos of the answers that cost most (one caller thread, like everything pure here). The caller
 * plays {@link Verdict.Accepted} plies and undoes {@link Verdict.Takeback}s, then asks again.
 *
 * <p>Decisions are taken on the settled reading of a quiet board; the live reading only gives
 * instant feedback (a lifted piece's targets, a wrong-colour lift, progress while a mismatch is
 * being put right). Presence sensors see no colour: colour always comes from the game. In order:
 * <ol>
 * <li>the reading equals the position: in sync;</li>
 * <li>a legal turn of the side to move gives exactly this reading (a placement or move and the
 * removals it earns, or owed removals), and touches every point that changed: accepted; when the
 * AI's plies are pending, only a prefix of them is, and any other turn is a mismatch against the
 * AI's target at once;</li>
 * <li>one piece of the side to move is off the board, nothing else changed: lifted, with its targets;</li>
 * <li>a fast reply: that turn and then the other side's whole turn, seen by the sensors in that
 * order, the only such pair: accepted, both; otherwise the one turn of step 2 if a point was merely
 * nudged and put back (and no pair of turns explains that point);</li>
 * <li>the reading equals the position before the last ply or the last turn (takebacks on): takeback
 * (legal turns are preferred, they were tried first);</li>
 * <li>a turn and the lift that starts the reply: the turn is accepted;</li>
 * <li>a piece of the side not to move is off the board and nothing legal explains it: a wrong-piece
 * mismatch at once;</li>
 * <li>anything else: a mismatch once it has held for the grace period since it began.</li>
 * </ol>
 */
public final class Reconciler {

    private static final List<Ply> NONE = List.of();

    private final ReconcileSettings settings;
    /** The last game asked about and whether it is over (outcome costs a move count and a repetition scan). */
    private Game lastGame;
    private boolean lastGameOver;
    /** The last two-turn searches (they enumerate every turn), asked again for each live change while the board moves. */
    private final TwoTurnsMemo twoTurnsMemo = new TwoTurnsMemo(), turnAndLiftMemo = new TwoTurnsMemo();

    private static final class TwoTurnsMemo {
        Game game;
        int settled, changed;
        long since, times;
        TwoTurns answer;
    }

    public Reconciler(ReconcileSettings settings) {
        this.settings = settings;
    }

    public ReconcileSettings settings() {
        return settings;
    }

    /** The verdict for this reading at time {@code now} (ms). */
    public Verdict decide(Situation situation, Reading reading, long now) {
        int expected = situation.game().position().occupied();
        if (reading.quiet()) {
            return decideSettled(situation, reading, now);
        }
        int live = reading.live();
        if (live == expected) {
            return new Verdict.InSync();
        }
        Verdict instant = instantFeedback(situation, live);
        if (instant != null) {
            return instant;
        }
        if (decideSettled(situation, reading, now) instanceof Verdict.Mismatch m) {
            if (meaning(situation, live, settings).isPresent()) {
                // a turn (or a takeback) once it settles: the board takes it then, and asks nothing of it now
                return new Verdict.Waiting(Long.MAX_VALUE);
            }
            // keep guiding while the same points are being put right, with the board as it is now;
            // a brush elsewhere while the last wrong points are already right shows nothing
            Verdict.Mismatch current = mismatch(situation, live, m.reason());
            if (((current.missing() | current.extra()) & (m.missing() | m.extra())) != 0) {
                return current;
            }
        }
        return new Verdict.Waiting(Long.MAX_VALUE);
    }

    /** The verdict for the settled reading (taken as if the board were at rest). */
    private Verdict decideSettled(Situation situation, Reading reading, long now) {
        Game game = situation.game();
        Position p = game.position();
        int settled = reading.settled();
        long since = reading.since();
        if (settled == p.occupied()) {
            return new Verdict.InSync();
        }
        List<Ply> turn = isOver(game) ? NONE : explainTurn(p, settled);
        int unexplained = reading.changed() & ~touched(turn);
        if (!turn.isEmpty() && unexplained == 0) {
            return acceptTurn(situation, turn, settled);
        }
        Verdict lifted = turn.isEmpty() ? lifted(situation, settled) : null;
        if (lifted != null) {
            return lifted; // a bare lift of an own piece: no two turns, no takeback looks like that
        }
        // a fast reply (two turns in one window), or one turn and a piece nudged and put back
        TwoTurns two = explainTwoTurns(situation, reading, false);
        if (turn.isEmpty() || (unexplained & two.touched()) != 0) {
            if (!two.plies().isEmpty()) {
                return new Verdict.Accepted(two.plies());
            }
        } else if (!two.ambiguous()) {
            return acceptTurn(situation, turn, settled);
        }
        int back = takebackPlies(game, settled);
        if (back > 0) {
            return new Verdict.Takeback(back);
        }
        // a turn and the lift that starts the reply: weaker than a takeback, which it may resemble
        TwoTurns turnAndLift = explainTwoTurns(situation, reading, true);
        if (!turnAndLift.plies().isEmpty()) {
            return new Verdict.Accepted(turnAndLift.plies());
        }
        if (wrongPiece(situation, settled)) {
            return mismatch(situation, settled, Verdict.Reason.WRONG_PIECE);
        }
        if (now - since >= settings.graceMs()) {
            return mismatch(situation, settled, Verdict.Reason.NO_LEGAL_ACTION);
        }
        return new Verdict.Waiting(since + settings.graceMs());
    }

    private static Verdict acceptTurn(Situation situation, List<Ply> turn, int settled) {
        if (!situation.aiPending() || isPrefix(turn, situation.opponentPlies())) {
            return new Verdict.Accepted(turn);
        }
        return mismatch(situation, settled, Verdict.Reason.NOT_AI_MOVE);
    }

    /** Two turns that explain a reading (empty if none or several), the points they touch; {@code ambiguous} if several. */
    private record TwoTurns(List<Ply> plies, int touched, boolean ambiguous) {
    }

    private static final TwoTurns NO_TWO_TURNS = new TwoTurns(NONE, 0, false);

    /** Lifted or a mismatch that needs no waiting, from the live reading; null when the settled reading decides. */
    private Verdict instantFeedback(Situation situation, int live) {
        Verdict lifted = lifted(situation, live);
        if (lifted != null) {
            return lifted;
        }
        // only a bare lift: with a point newly covered the hand is likely mid-turn (or a magnet is
        // passing over one), and the settled reading decides, still without a grace period
        int extra = live & ~situation.game().position().occupied();
        if (extra == 0 && wrongPiece(situation, live) && explainTurn(situation.game().position(), live).isEmpty()) {
            return mismatch(situation, live, Verdict.Reason.WRONG_PIECE);
        }
        return null;
    }

    /** Lifted (or, for the AI, a lift of the wrong piece) if exactly one own piece is off the board in the moving phase. */
    private Verdict lifted(Situation situation, int reading) {
        Game game = situation.game();
        Position p = game.position();
        int e = p.occupied();
        Color side = p.sideToMove();
        int missing = e & ~reading;
        if ((reading & ~e) != 0 || Integer.bitCount(missing) != 1 || (missing & p.pieces(side)) == 0
                || p.removalsOwed() > 0 || p.isPlacing(side) || isOver(game)) {
            return null;
        }
        int from = Integer.numberOfTrailingZeros(missing);
        if (!situation.aiPending()) {
            return new Verdict.Lifted(from, p.targets(from));
        }
        Ply ai = situation.opponentPlies().getFirst();
        if (ai.kind() == Ply.Kind.MOVE && ai.from() == from) {
            return new Verdict.Lifted(from, 1 << ai.to());
        }
        return mismatch(situation, reading, Verdict.Reason.NOT_AI_MOVE);
    }

    /** Whether the game is over; remembers the answer for the last game (games are immutable). */
    private boolean isOver(Game game) {
        if (game != lastGame) {
            lastGameOver = game.outcome().isOver();
            lastGame = game;
        }
        return lastGameOver;
    }

    /**
     * A piece of the side not to move is off the board, and the reading is not on its way to an
     * explained board (a takeback being made, the AI's announced plies being made).
     */
    private boolean wrongPiece(Situation situation, int reading) {
        Game game = situation.game();
        Position p = game.position();
        int e = p.occupied();
        int missingTheirs = e & ~reading & p.pieces(p.sideToMove().other());
        if (missingTheirs == 0) {
            return false;
        }
        if (situation.aiPending() && towards(e, reading, target(situation))) {
            return false;
        }
        if (settings.takebacks() && game.plyCount() > 0) {
            List<Position> ps = game.positions();
            if (towards(e, reading, ps.get(ps.size() - 2).occupied())
                    || towards(e, reading, ps.get(ps.size() - 1 - lastTurnLength(game)).occupied())) {
                return false;
            }
        }
        return true;
    }

    /**
     * What the board makes of a quiet {@code reading}, whatever came before it: a turn of the side to
     * move (only the opponent's announced plies while they are pending), or a takeback; empty when it
     * is neither (in sync, lifted, a mismatch to be). What a person's step on the way to putting a
     * mismatch right would count as ({@link Repair}).
     */
    static java.util.Optional<Verdict> meaning(Situation situation, int reading, ReconcileSettings settings) {
        Game game = situation.game();
        Position p = game.position();
        if (reading == p.occupied()) {
            return java.util.Optional.empty();
        }
        List<Ply> turn = game.outcome().isOver() ? NONE : explainTurn(p, reading);
        if (!turn.isEmpty()) {
            return !situation.aiPending() || isPrefix(turn, situation.opponentPlies())
                    ? java.util.Optional.of(new Verdict.Accepted(turn)) : java.util.Optional.empty();
        }
        int back = takebackPlies(game, reading, settings.takebacks());
        return back > 0 ? java.util.Optional.of(new Verdict.Takeback(back)) : java.util.Optional.empty();
    }

    /** The occupancies a takeback restores (the position before the last ply, before the last turn); none with takebacks off. */
    static List<Integer> takebackReadings(Game game, boolean takebacks) {
        if (!takebacks || game.plyCount() == 0) {
            return List.of();
        }
        List<Position> ps = game.positions();
        return List.of(ps.get(ps.size() - 2).occupied(), ps.get(ps.size() - 1 - lastTurnLength(game)).occupied());
    }

    /** Whether every point where {@code reading} differs from {@code from} differs the same way in {@code to}. */
    static boolean towards(int from, int reading, int to) {
        int removed = from & ~reading, added = reading & ~from;
        return (removed & ~(from & ~to)) == 0 && (added & ~(to & ~from)) == 0;
    }

    static Verdict.Mismatch mismatch(Situation situation, int reading, Verdict.Reason reason) {
        int expected = situation.aiPending() ? target(situation) : situation.game().position().occupied();
        return new Verdict.Mismatch(expected & ~reading, reading & ~expected, reason);
    }

    /** The occupancy after the AI's announced plies. */
    private static int target(Situation situation) {
        Position p = situation.game().position();
        for (Ply ply : situation.opponentPlies()) {
            p = p.play(ply);
        }
        return p.occupied();
    }

    private static boolean isPrefix(List<Ply> turn, List<Ply> ai) {
        return turn.size() <= ai.size() && ai.subList(0, turn.size()).equals(turn);
    }

    /** Plies undone by a takeback to this reading: 1 (the last ply), the whole last turn, or 0. */
    private int takebackPlies(Game game, int reading) {
        return takebackPlies(game, reading, settings.takebacks());
    }

    private static int takebackPlies(Game game, int reading, boolean takebacks) {
        if (!takebacks || game.plyCount() == 0) {
            return 0;
        }
        List<Position> ps = game.positions();
        if (ps.get(ps.size() - 2).occupied() == reading) {
            return 1;
        }
        int turn = lastTurnLength(game);
        return turn > 1 && ps.get(ps.size() - 1 - turn).occupied() == reading ? turn : 0;
    }

    /** The last ply that is not a removal and the removals after it (at least 1 when there are plies). */
    private static int lastTurnLength(Game game) {
        List<Ply> plies = game.plies();
        int n = 0;
        while (n < plies.size() - 1 && plies.get(plies.size() - 1 - n).isRemoval()) {
            n++;
        }
        return n + 1;
    }

    /**
     * The legal plies of the side to move that turn the position's occupancy into {@code reading}:
     * a placement or move, then removals of exactly the missing opponent pieces (in an order the
     * rules allow); or, while removals are owed, those removals. Empty if none does. The answer is
     * unique: colour from the position tells the moving piece from the removed ones.
     */
    static List<Ply> explainTurn(Position p, int reading) {
        int e = p.occupied();
        int missing = e & ~reading, extra = reading & ~e;
        Color side = p.sideToMove();
        int missingOwn = missing & p.pieces(side), missingTheirs = missing & p.pieces(side.other());
        Ply first = null;
        if (p.removalsOwed() == 0) {
            if (Integer.bitCount(extra) != 1) {
                return NONE;
            }
            int to = Integer.numberOfTrailingZeros(extra);
            if (p.isPlacing(side)) {
                first = missingOwn == 0 ? Ply.place(to) : null;
            } else {
                first = Integer.bitCount(missingOwn) == 1 ? Ply.move(Integer.numberOfTrailingZeros(missingOwn), to) : null;
            }
            if (first == null) {
                return NONE;
            }
        } else if (extra != 0 || missingOwn != 0 || missingTheirs == 0) {
            return NONE;
        }
        MutablePosition m = p.mutable();
        List<Ply> plies = new ArrayList<>(2);
        if (first != null) {
            if (!m.isLegal(first.code())) {
                return NONE;
            }
            m.make(first.code());
            plies.add(first);
        }
        return removeAll(m, missingTheirs, plies) ? plies : NONE;
    }

    /**
     * A fast reply: the side to move's whole turn and then the other side's turn (or, with
     * {@code replyLifted}, the lift that starts it: then only the first turn is accepted), both
     * inside one settling window. Accepted only when exactly one pair of turns gives the reading and the
     * sensors saw it happen in that order: every point only the first turn touches changed before
     * every point only the reply touches, and a point both touch (vacated then refilled, or filled
     * then taken) really changed again after the first turn. With the AI's plies pending, the first
     * turn must be exactly those plies.
     */
    private TwoTurns explainTwoTurns(Situation situation, Reading reading, boolean replyLifted) {
        // one settled reading (its settle epoch: since, what changed) is asked about again and again
        TwoTurnsMemo m = replyLifted ? turnAndLiftMemo : twoTurnsMemo;
        long times = 0;
        for (int c = reading.changed(); c != 0; c &= c - 1) {
            int point = Integer.numberOfTrailingZeros(c);
            times = times * 31 + reading.changedAt(point);
        }
        if (situation.game() != m.game || reading.settled() != m.settled || reading.since() != m.since
                || reading.changed() != m.changed || times != m.times || situation.aiPending()) {
            m.answer = searchTwoTurns(situation, reading, replyLifted);
            m.game = situation.game();
            m.settled = reading.settled();
            m.since = reading.since();
            m.changed = reading.changed();
            m.times = times;
        }
        return m.answer;
    }

    private TwoTurns searchTwoTurns(Situation situation, Reading reading, boolean replyLifted) {
        Game game = situation.game();
        Position p = game.position();
        List<List<Ply>> firstTurns = situation.aiPending() ? List.of(situation.opponentPlies()) : completeTurns(p);
        List<Ply> foundFirst = NONE, foundReply = NONE;
        int foundLift = 0;
        Position foundAfterFirst = null;
        for (List<Ply> first : firstTurns) {
            Position p1 = p;
            for (Ply ply : first) {
                p1 = p1 != null && p1.isLegal(ply) ? p1.play(ply) : null;
            }
            if (p1 == null || p1.removalsOwed() > 0 || p1.sideToMove() == p.sideToMove()) {
                continue;
            }
            List<Ply> reply = replyLifted ? NONE : explainTurn(p1, reading.settled());
            int replyTouched = replyLifted ? liftedPiece(p1, reading.settled()) : touched(reply);
            if (replyTouched == 0 || !consistent(touched(first), replyTouched, reading)) {
                continue;
            }
            if (foundAfterFirst != null) {
                if (foundAfterFirst.samePlay(p1) && foundReply.equals(reply)) {
                    continue; // the same removals in another order: one explanation
                }
                return new TwoTurns(NONE, 0, true); // two explanations: never guess
            }
            foundFirst = first;
            foundReply = reply;
            foundLift = replyLifted ? replyTouched : 0;
            foundAfterFirst = p1;
        }
        if (foundAfterFirst == null || isOver(game)) {
            return NO_TWO_TURNS;
        }
        Game afterFirst = game;
        for (Ply ply : foundFirst) {
            afterFirst = afterFirst.play(ply);
        }
        if (afterFirst.outcome().isOver()) {
            return NO_TWO_TURNS;
        }
        List<Ply> both = new ArrayList<>(foundFirst);
        both.addAll(foundReply);
        return new TwoTurns(both, touched(both) | foundLift, false);
    }

    /** The one piece of the side to move lifted in the moving phase (the reply under way), as a mask; 0 if not that. */
    private static int liftedPiece(Position p, int reading) {
        int missing = p.occupied() & ~reading;
        Color side = p.sideToMove();
        boolean lifted = (reading & ~p.occupied()) == 0 && Integer.bitCount(missing) == 1 && (missing & p.pieces(side)) != 0
                && !p.isPlacing(side) && p.removalsOwed() == 0;
        return lifted ? missing : 0;
    }

    /**
     * Whether the sensors saw two turns touching {@code a} and then {@code b}: a point both touch
     * (vacated then refilled, or filled then taken) really changed, and every point only the first
     * turn touches changed before every point only the reply touches.
     */
    private static boolean consistent(int a, int b, Reading reading) {
        int both = a & b, onlyFirst = a & ~both, onlyReply = b & ~both;
        if ((both & ~reading.changed()) != 0) {
            return false;
        }
        if (onlyFirst == 0 || onlyReply == 0) {
            return true;
        }
        long lastOfFirst = Long.MIN_VALUE;
        for (int m = onlyFirst; m != 0; m &= m - 1) {
            lastOfFirst = Math.max(lastOfFirst, reading.changedAt(Integer.numberOfTrailingZeros(m)));
        }
        for (int m = onlyReply; m != 0; m &= m - 1) {
            if (reading.changedAt(Integer.numberOfTrailingZeros(m)) <= lastOfFirst) {
                return false;
            }
        }
        return true;
    }

    private static int touched(List<Ply> plies) {
        int m = 0;
        for (Ply p : plies) {
            m |= 1 << p.to() | (p.kind() == Ply.Kind.MOVE ? 1 << p.from() : 0);
        }
        return m;
    }

    /** Every complete legal turn of the side to move: a ply and every sequence of the removals it earns. */
    static List<List<Ply>> completeTurns(Position p) {
        List<List<Ply>> turns = new ArrayList<>();
        MutablePosition m = p.mutable();
        int[] codes = new int[MutablePosition.MAX_PLIES];
        int n = m.generate(codes);
        for (int i = 0; i < n; i++) {
            List<Ply> turn = new ArrayList<>(3);
            turn.add(Ply.of(codes[i]));
            m.make(codes[i]);
            addRemovals(m, turn, turns);
            m.unmake();
        }
        return turns;
    }

    private static void addRemovals(MutablePosition m, List<Ply> turn, List<List<Ply>> out) {
        if (m.removalsOwed() == 0) {
            out.add(List.copyOf(turn));
            return;
        }
        int[] codes = new int[MutablePosition.MAX_PLIES];
        int n = m.generate(codes);
        for (int i = 0; i < n; i++) {
            turn.add(Ply.of(codes[i]));
            m.make(codes[i]);
            addRemovals(m, turn, out);
            m.unmake();
            turn.removeLast();
        }
    }

    private static boolean removeAll(MutablePosition m, int toRemove, List<Ply> plies) {
        if (toRemove == 0) {
            return true;
        }
        if (m.removalsOwed() == 0) {
            return false;
        }
        for (int r = toRemove; r != 0; r &= r - 1) {
            int point = Integer.numberOfTrailingZeros(r);
            Ply ply = Ply.remove(point);
            if (m.isLegal(ply.code())) {
                m.make(ply.code());
                plies.add(ply);
                if (removeAll(m, toRemove & ~(1 << point), plies)) {
                    return true;
                }
                plies.removeLast();
                m.unmake();
            }
        }
        return false;
    }
}
