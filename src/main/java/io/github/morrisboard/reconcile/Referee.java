package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.Reading;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.SensorEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * The one owner of the game while it is played: reed edges in, the game kept in agreement with
 * the board. Combines a {@link BoardSensor} and a {@link Reconciler} and plays what they accept;
 * every change of the game is reported as a {@link RefereeEvent}, so whoever shows or saves the
 * game follows it and keeps no copy of its own. Pure (time is passed in); used by the controller,
 * {@code replay}, the simulated-hand tests and the benchmark.
 *
 * <p>A resumed game (the board may have changed while the power was off) is judged strictly until
 * the board has been in sync with it once: nothing is accepted or taken back, and every difference
 * is shown as a mismatch to restore ({@link Verdict.Reason#RESTORE}). The board cannot tell what
 * happened while it was off: a piece found on an empty point may be a ply that was made but not
 * yet saved, or one of the other colour, and a presence sensor cannot tell them apart. Putting the
 * board back and making the ply again costs a moment; a wrong colour in the record would cost the game.
 */
public final class Referee {

    private final BoardSensor sensor;
    private final Reconciler reconciler;
    private Game game;
    private Verdict verdict = new Verdict.InSync();
    private long recheckAt = Long.MAX_VALUE;
    /** The AI's announced plies still to be carried out by hand (empty on a person's turn). */
    private List<Ply> opponentPlies = List.of();
    private boolean inSyncOnce;

    /** A referee for {@code game} whose board shows its position at {@code start}, with a sensor of its own. */
    public Referee(Game game, SensingTimings timings, ReconcileSettings settings, long start) {
        this(game, new BoardSensor(timings, game.position().occupied(), start), settings);
        inSyncOnce = true;
    }

    /**
     * A referee for {@code game} reading the board through {@code sensor}, which the caller keeps
     * for the life of the process (edges before and after this game go to the same sensor). Call
     * {@link #start} once and handle its events: the board may differ from the game already.
     */
    public Referee(Game game, BoardSensor sensor, ReconcileSettings settings) {
        this.game = game;
        this.sensor = sensor;
        this.reconciler = new Reconciler(settings);
    }

    /** Judges the board as it reads now (a new or resumed game's first look). */
    public List<RefereeEvent> start(long t) {
        List<RefereeEvent> out = new ArrayList<>(2);
        advance(t, out);
        decide(t, sensor.reading(), out);
        return out;
    }

    /** Whether the board has shown the game's position, even in passing, since this referee started. */
    public boolean inSyncOnce() {
        return inSyncOnce;
    }

    /**
     * The AI announces the plies a person must now make for it (empty: a person's turn). Only
     * they are accepted until carried out; the board is judged again at once.
     */
    public List<RefereeEvent> announce(List<Ply> plies, long t) {
        opponentPlies = List.copyOf(plies);
        List<RefereeEvent> out = new ArrayList<>(2);
        advance(t, out);
        decide(t, sensor.reading(), out);
        return out;
    }

    /** The announced plies not yet carried out. */
    public List<Ply> announced() {
        return opponentPlies;
    }

    public Game game() {
        return game;
    }

    public Verdict verdict() {
        return verdict;
    }

    public Reading reading() {
        return sensor.reading();
    }

    /** A reed edge at {@code t}. */
    public List<RefereeEvent> onEdge(long t, int point, boolean occupied) {
        List<RefereeEvent> out = new ArrayList<>(2);
        advance(t, out);
        handle(sensor.onEdge(t, point, occupied), out);
        return out;
    }

    /** Time passes to {@code t}. */
    public List<RefereeEvent> onTick(long t) {
        List<RefereeEvent> out = new ArrayList<>(2);
        advance(t, out);
        return out;
    }

    /** When to tick next; {@link Long#MAX_VALUE} if only an edge can change anything. */
    public long nextDeadline() {
        return Math.min(sensor.nextDeadline(), recheckAt);
    }

    private void advance(long t, List<RefereeEvent> out) {
        for (long d = nextDeadline(); d <= t; d = nextDeadline()) {
            boolean recheck = recheckAt <= d;
            handle(sensor.onTick(d), out);
            if (recheck && recheckAt <= d) {
                recheckAt = Long.MAX_VALUE;
                decide(d, sensor.reading(), out);
            }
        }
        handle(sensor.onTick(t), out);
    }

    private void handle(List<SensorEvent> events, List<RefereeEvent> out) {
        for (SensorEvent e : events) {
            if (e instanceof SensorEvent.Chatter c) {
                out.add(new RefereeEvent.Chatter(c.at(), c.point(), c.started(), c.describe()));
            }
            decide(e.at(), e.reading(), out);
        }
    }

    private void decide(long at, Reading reading, List<RefereeEvent> out) {
        Verdict v = judge(reading, at);
        for (int guard = 0; guard < 4; guard++) { // after playing, the same reading is in sync: one round
            if (v instanceof Verdict.Accepted a) {
                for (Ply p : a.plies()) {
                    game = game.play(p);
                }
                // what was announced and is now done is no longer pending
                int done = 0;
                while (done < opponentPlies.size() && done < a.plies().size() && opponentPlies.get(done).equals(a.plies().get(done))) {
                    done++;
                }
                opponentPlies = opponentPlies.subList(done, opponentPlies.size());
                out.add(new RefereeEvent.Played(at, a.plies()));
            } else if (v instanceof Verdict.Takeback tb) {
                List<Ply> undone = new ArrayList<>(tb.plies());
                for (int i = 0; i < tb.plies(); i++) {
                    undone.add(game.lastPly().orElseThrow());
                    game = game.undo();
                }
                opponentPlies = List.of();
                out.add(new RefereeEvent.TookBack(at, undone));
            } else {
                break;
            }
            v = judge(reading, at);
        }
        recheckAt = v instanceof Verdict.Waiting w ? w.recheckAt() : Long.MAX_VALUE;
        if (!sameShown(v, verdict)) {
            out.add(new RefereeEvent.Shown(at, v));
        }
        verdict = v;
    }

    /** The reconciler's verdict; until the board has agreed with the game once, nothing is played or taken back. */
    private Verdict judge(Reading reading, long at) {
        if (!inSyncOnce && reading.live() == game.position().occupied()) {
            inSyncOnce = true; // the board shows the game's position: from here on every change is seen
        }
        Situation situation = new Situation(game, opponentPlies);
        Verdict v = reconciler.decide(situation, reading, at);
        if (v instanceof Verdict.Waiting && verdict instanceof Verdict.Mismatch was && reading.quiet()) {
            // a mismatch partly put right: what is left is asked for at once, not after a grace period of silence
            Verdict.Mismatch left = Reconciler.mismatch(situation, reading.settled(), was.reason());
            int before = was.missing() | was.extra(), now = left.missing() | left.extra();
            if (now != 0 && (now & ~before) == 0) {
                v = left;
            }
        }
        if (!inSyncOnce && (v instanceof Verdict.Accepted || v instanceof Verdict.Takeback)) {
            int expected = game.position().occupied();
            return new Verdict.Mismatch(expected & ~reading.settled(), reading.settled() & ~expected, Verdict.Reason.RESTORE);
        }
        if (!inSyncOnce && v instanceof Verdict.Mismatch m && m.reason() != Verdict.Reason.RESTORE) {
            return new Verdict.Mismatch(m.missing(), m.extra(), Verdict.Reason.RESTORE); // nothing counts on the way back either
        }
        return v;
    }

    private static boolean sameShown(Verdict a, Verdict b) {
        return a instanceof Verdict.Waiting ? b instanceof Verdict.Waiting : a.equals(b);
    }
}
