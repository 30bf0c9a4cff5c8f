package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * What the controller writes, and when ({@link SaveSchedule}): the game in play at the end of a turn
 * that changed it (again while writing fails), a game when it ends or is abandoned, the menu's choices
 * when they change. Every write shows or clears the storage fault ({@link Faults#storage}).
 */
final class Saves {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(Saves.class);
    private final GameSaver saver;
    private final Faults faults;
    private final SaveSchedule schedule = new SaveSchedule();

    Saves(GameSaver saver, Faults faults) {
        this.saver = saver;
        this.faults = faults;
    }

    /** The game in play changed: it is written at the end of this turn of the loop. */
    void due() {
        schedule.markDue();
    }

    /** Time passes to {@code now}: a failed write's retry falls due. */
    void onTick(long now) {
        schedule.onTick(now);
    }

    /** When a retry falls due, or {@link Long#MAX_VALUE}. */
    long nextWake() {
        return schedule.nextWake();
    }

    /** Writes the game in play if a write is due ({@code inPlay}: a game is in play); returns whether the storage fault changed. */
    boolean flush(boolean inPlay, Setup setup, Supplier<Game> game, long now) {
        if (!schedule.take(inPlay)) {
            return false;
        }
        boolean written = saver.save(setup, game.get());
        schedule.written(written, now);
        return faults.storage(written, now);
    }

    /** The game ended: recorded with its result, by the players' word if they gave one, else as its position says. */
    void ended(Setup setup, Game g, Optional<Outcome> byWord, long now) {
        log.info("game over after {} plies: {}", g.plyCount(), byWord.orElseGet(g::outcome).describe());
        faults.storage(byWord.isPresent() ? saver.ended(setup, g, byWord.get().describe()) : saver.finished(setup, g), now);
    }

    /** The person abandoned the game ({@code why}, for the log): recorded with its plies. */
    void abandoned(Setup setup, Game g, String why, long now) {
        log.info("game abandoned after {} plies: {}", g.plyCount(), why);
        faults.storage(saver.abandoned(setup, g), now);
    }

    /** The menu's choices changed: remembered for the next start. */
    void remember(Setup setup, long now) {
        faults.storage(saver.remember(setup), now);
    }
}
