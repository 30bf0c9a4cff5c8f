package io.github.morrisboard.remote;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The opponent on a board with no broker set ({@code remote.broker} empty): the AI for every game but
 * a remote one. A remote game resumed from the saved game (the broker removed while it was unfinished)
 * is the friend's, and the local AI never plays the friend's side: asked for it, this answers nothing,
 * so the game waits, kept as it is, and tells the players why (a {@link FaultSource.NoBroker} fault,
 * in words); it goes on once the broker is set again and the board restarted. Hints on this board's
 * turn are still the AI's.
 */
public final class NoBroker implements Opponent {
    private static final Logger log = LoggerFactory.getLogger(NoBroker.class);

    private final Opponent ai;
    private final Consumer<Event> post;
    private final LongSupplier clockMs;
    private boolean told;

    public NoBroker(Opponent ai, Consumer<Event> post, LongSupplier clockMs) {
        this.ai = ai;
        this.post = post;
        this.clockMs = clockMs;
    }

    /** The board's opponent: remote play when a broker is set, else this (the AI, never for a friend's side). */
    public static Opponent port(Optional<RemotePlay> remote, Opponent ai, Consumer<Event> post, LongSupplier clockMs) {
        return remote.<Opponent>map(r -> r).orElseGet(() -> new NoBroker(ai, post, clockMs));
    }

    @Override
    public void request(long id, Setup s, Game game, Level level) {
        if (s.mode() != Mode.REMOTE || game.position().sideToMove() != s.opponentColor()) {
            ai.request(id, s, game, level); // a game that is not remote, or a hint on this board's turn
            return;
        }
        if (!told) {
            told = true;
            log.warn("a remote game ({}) but no broker set (remote.broker): the friend's side is not played here; the game waits, kept",
                    s.code().map(c -> "code " + c.id()).orElse("no code"));
        }
        post.accept(new Event.FaultChanged(clockMs.getAsLong(), new FaultSource.NoBroker(),
                "a remote game but no broker set (remote.broker): the game waits", true));
    }

    @Override
    public void cancel() {
        ai.cancel();
    }

    @Override
    public void say(Word word, Setup setup, Game game) {
        ai.say(word, setup, game);
    }
}
