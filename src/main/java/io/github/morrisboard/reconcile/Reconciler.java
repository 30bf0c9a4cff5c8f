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
 * The pure decision: the game and the board's reading in, a {@link Verdict} out. No state but a
 * memo of the last game's outcome (one caller thread, like everything pure here); the caller plays {@link Verdict.Accepted} plies and undoes {@link Verdict.Takeback}s, then asks again.
 *
 * <p>Decisions are taken on the settled reading of a quiet board; the live reading only gives
 * instant feedback (a lifted piece's targets, a wrong-colour lift, progress while a mismatch is
 * being put right). Presence sensors see no colour: colour always comes from the game. In order:
 * <ol>
 * <li>the reading equals the position: in sync;</li>
 * <li>a legal turn of the side to move gives exactly this reading (a placement or move and the
 * removals it earns, or owed removals): accepted; when the AI's plies are pending, only a prefix
 * of them is, and any other turn is a mismatch against the AI's target at once;</li>
 * <li>the reading equals the position before the last ply or the last turn (takebacks on): takeback
 * (a legal turn is preferred, it was tried first);</li>
 * <li>one piece of the side to move is off the board, nothing else changed: lifted, with its targets;</li>
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
            return decideSettled(situation, reading.settled(), reading.since(), now);
        }
        int live = reading.live();
        if (live == expected) {
            return new Verdict.InSync();
        }
        Verdict instant = instantFeedback(situation, live);
        if (instant != null) {
            return instant;
        }
        if (decideSettled(situation, reading.settled(), reading.since(), now) instanceof Verdict.Mismatch m) {
            return mismatch(situation, live, m.reason()); // keep guiding, with the board as it is now
        }
        return new Verdict.Waiting(Long.MAX_VALUE);
    }

    /** The verdict for a settled reading that began at {@code since}. */
    public Verdict decideSettled(Situation situation, int settled, long since, long now) {
        Game game = situation.game();
        Position p = game.position();
        if (settled == p.occupied()) {
            return new Verdict.InSync();
        }
        List<Ply> turn = explainTurn(p, settled);
        if (!turn.isEmpty() && !isOver(game)) {
            if (!situation.aiPending() || isPrefix(turn, situation.aiPlies())) {
                return new Verdict.Accepted(turn);
            }
            return mismatch(situation, settled, Verdict.Reason.NOT_AI_MOVE);
        }
        int back = takebackPlies(game, settled);
        if (back > 0) {
            return new Verdict.Takeback(back);
        }
        Verdict lifted = lifted(situation, settled);
        if (lifted != null) {
            return lifted;
        }
        if (wrongPiece(situation, settled)) {
            return mismatch(situation, settled, Verdict.Reason.WRONG_PIECE);
        }
        if (now - since >= settings.graceMs()) {
            return mismatch(situation, settled, Verdict.Reason.NO_LEGAL_ACTION);
        }
        return new Verdict.Waiting(since + settings.graceMs());
    }

    /** Lifted or a mismatch that needs no waiting, from the live reading; null when the settled reading decides. */
    private Verdict instantFeedback(Situation situation, int live) {
        Verdict lifted = lifted(situation, live);
        if (lifted != null) {
            return lifted;
        }
        if (wrongPiece(situation, live) && explainTurn(situation.game().position(), live).isEmpty()) {
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
        Ply ai = situation.aiPlies().getFirst();
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

    /** Whether every point where {@code reading} differs from {@code from} differs the same way in {@code to}. */
    private static boolean towards(int from, int reading, int to) {
        int removed = from & ~reading, added = reading & ~from;
        return (removed & ~(from & ~to)) == 0 && (added & ~(to & ~from)) == 0;
    }

    private static Verdict.Mismatch mismatch(Situation situation, int reading, Verdict.Reason reason) {
        int expected = situation.aiPending() ? target(situation) : situation.game().position().occupied();
        return new Verdict.Mismatch(expected & ~reading, reading & ~expected, reason);
    }

    /** The occupancy after the AI's announced plies. */
    private static int target(Situation situation) {
        Position p = situation.game().position();
        for (Ply ply : situation.aiPlies()) {
            p = p.play(ply);
        }
        return p.occupied();
    }

    private static boolean isPrefix(List<Ply> turn, List<Ply> ai) {
        return turn.size() <= ai.size() && ai.subList(0, turn.size()).equals(turn);
    }

    /** Plies undone by a takeback to this reading: 1 (the last ply), the whole last turn, or 0. */
    private int takebackPlies(Game game, int reading) {
        if (!settings.takebacks() || game.plyCount() == 0) {
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
