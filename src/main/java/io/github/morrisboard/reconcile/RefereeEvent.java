package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Ply;

import java.util.List;

/** What a {@link Referee} did or saw, with the instant (ms). */
public sealed interface RefereeEvent {

    long at();

    /** These plies were accepted and played, in order. */
    record Played(long at, List<Ply> plies) implements RefereeEvent {
        public Played {
            plies = List.copyOf(plies);
        }
    }

    /** A takeback was accepted: these plies (last first) were undone. */
    record TookBack(long at, List<Ply> undone) implements RefereeEvent {
        public TookBack {
            undone = List.copyOf(undone);
        }
    }

    /** The verdict on the board changed (lifted, mismatch, back in sync, …). */
    record Shown(long at, Verdict verdict) implements RefereeEvent {
    }

    /** A reed started chattering ({@code started}) or is quiet again (see {@code SensorEvent.Chatter}). */
    record Chatter(long at, int point, boolean started, String text) implements RefereeEvent {
    }
}
