package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How a person puts a {@link Verdict.Mismatch} right, and what the board makes of it on the way: the
 * steps to ask for, in the order they are said (the pieces to take off first, then the pieces to put
 * back), and the points to light now. Pure, like the {@link Reconciler} whose judgement it foresees.
 *
 * <p>A person makes the steps one point at a time, and the board judges every reading that holds. A
 * reading on the way may be a legal turn (the rules allow it: a wrong slide corrected into a legal
 * one is a ply, and a placement left standing once a slid piece is back is one) or a takeback, and
 * the board takes it. So the words never ask for a step the board does not need:
 * <ul>
 * <li>when, in the order said, the steps reach one turn (or takeback) before the board is restored,
 * only the steps up to it are asked and {@link #then} says what then counts;</li>
 * <li>when they reach one of several (two pieces put down in the placing phase: either one left is a
 * placement), all but one of those pieces are to be taken off ({@link #offButOne}), or put back
 * ({@link #backButOne}), and the one left counts;</li>
 * <li>when only another order reaches one (the slid piece put back while the piece it left on a
 * point where a placement is legal still stands), the lights show the pieces to take off first and
 * the points to fill only once those are off, as the words say.</li>
 * </ul>
 * Nothing counts on the way while a resumed game's board is put back ({@link Verdict.Reason#RESTORE}),
 * nor while the opponent's announced plies are pending (the mismatch is against them: carrying them
 * out is the repair).
 *
 * @param off        the points to take the pieces off
 * @param back       the points to put the pieces back on (or the opponent's on, when its plies are pending)
 * @param offButOne  the points of which all but one are to be cleared (the one left counts as a move)
 * @param backButOne the points of which all but one are to be filled (the one left empty counts as a move)
 * @param then       what the board then does, when the steps asked end in a turn ({@link Verdict.Accepted}) or a
 *                   takeback ({@link Verdict.Takeback}) and not in the game's position
 * @param litExtra   the points lit as pieces to take off now
 * @param litMissing the points lit as pieces to put back now
 */
public record Repair(int off, int back, int offButOne, int backButOne, Optional<Verdict> then, int litExtra, int litMissing) {

    /** A step to the board as it was, all of it. */
    public static Repair all(Verdict.Mismatch m) {
        return new Repair(m.extra(), m.missing(), 0, 0, Optional.empty(), m.extra(), m.missing());
    }

    /** The repair of {@code m} in {@code situation}, the board judged by {@code settings}. */
    public static Repair of(Situation situation, Verdict.Mismatch m, ReconcileSettings settings) {
        Game game = situation.game();
        if (situation.aiPending() || m.reason() == Verdict.Reason.RESTORE || game.outcome().isOver()) {
            return all(m);
        }
        int extra = m.extra(), missing = m.missing();
        int expected = game.position().occupied(), reading = expected & ~missing | extra;
        List<Way> inOrder = new ArrayList<>(), otherwise = new ArrayList<>();
        for (int on : readingsTheBoardTakes(game, settings)) {
            if (on == expected || on == reading || !Reconciler.towards(expected, on, reading)) {
                continue; // not on the way from this reading back to the game's position
            }
            Optional<Verdict> v = Reconciler.meaning(situation, on, settings);
            if (v.isPresent()) {
                int steps = reading ^ on;
                boolean ordered = (steps & ~extra) == 0 || (steps & extra) == extra; // some pieces off, or all off and some back
                (ordered ? inOrder : otherwise).add(new Way(steps, v.get()));
            }
        }
        // put back before everything is off, a piece could be a move: the lights show what to take off first
        boolean offFirst = !otherwise.isEmpty();
        if (inOrder.size() == 1) {
            Way w = inOrder.getFirst();
            int off = w.steps() & extra, back = w.steps() & missing;
            return new Repair(off, back, 0, 0, Optional.of(w.verdict()), off, offFirst && off != 0 ? 0 : back);
        }
        if (!inOrder.isEmpty() && inOrder.stream().allMatch(w -> w.verdict() instanceof Verdict.Accepted)) {
            if (inOrder.stream().allMatch(w -> (w.steps() & ~extra) == 0 && Integer.bitCount(extra & ~w.steps()) == 1)) {
                int standing = inOrder.stream().mapToInt(w -> extra & ~w.steps()).reduce(0, (a, b) -> a | b);
                return new Repair(extra & ~standing, 0, standing, 0, Optional.empty(), extra, 0);
            }
            if (inOrder.stream().allMatch(w -> (w.steps() & extra) == extra && Integer.bitCount(missing & ~w.steps()) == 1)) {
                int empty = inOrder.stream().mapToInt(w -> missing & ~w.steps()).reduce(0, (a, b) -> a | b);
                return new Repair(extra, missing & ~empty, 0, empty, Optional.empty(), extra, offFirst && extra != 0 ? 0 : missing);
            }
        }
        return new Repair(extra, missing, 0, 0, Optional.empty(), extra, offFirst && extra != 0 ? 0 : missing);
    }

    /** Steps from the reading to one the board takes, and what it makes of that. */
    private record Way(int steps, Verdict verdict) {
    }

    /** Every occupancy a turn of the side to move (or a part of one: a ply before its removals) or a takeback gives. */
    private static Set<Integer> readingsTheBoardTakes(Game game, ReconcileSettings settings) {
        Set<Integer> readings = new LinkedHashSet<>();
        Position p = game.position();
        for (List<Ply> turn : Reconciler.completeTurns(p)) {
            Position after = p;
            for (Ply ply : turn) {
                after = after.play(ply);
                readings.add(after.occupied());
            }
        }
        readings.addAll(Reconciler.takebackReadings(game, settings.takebacks()));
        return readings;
    }
}
