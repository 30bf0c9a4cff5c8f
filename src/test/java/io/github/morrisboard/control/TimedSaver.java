package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

import java.util.function.LongConsumer;

/** A saver for latency figures: tells the {@link System#nanoTime()} at which each save or finish began, or returned. */
public final class TimedSaver extends GameSaver.Forwarding {
    /** When the instant is taken: before handing the save on, or once it returned. */
    public enum At { BEGIN, RETURN }

    private final At at;
    private final LongConsumer told;

    public TimedSaver(GameSaver saver, At at, LongConsumer told) {
        super(saver);
        this.at = at;
        this.told = told;
    }

    @Override
    public boolean save(Setup setup, Game game) {
        return timed(() -> super.save(setup, game));
    }

    @Override
    public boolean finished(Setup setup, Game game) {
        return timed(() -> super.finished(setup, game));
    }

    private boolean timed(java.util.function.BooleanSupplier step) {
        if (at == At.BEGIN) {
            told.accept(System.nanoTime());
        }
        boolean ok = step.getAsBoolean();
        if (at == At.RETURN) {
            told.accept(System.nanoTime());
        }
        return ok;
    }
}
