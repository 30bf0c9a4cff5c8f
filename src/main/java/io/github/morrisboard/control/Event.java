package io.github.morrisboard.control;

import io.github.morrisboard.board.Button;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.lights.LightSettings;

import java.util.Optional;

/**
 * Everything that reaches the control loop. Hardware threads, the opponent (the AI's thread, the
 * broker's) and the simulator only post these; the loop handles them one at a time on its own thread. {@code at} is
 * milliseconds of the loop's monotonic clock (the hardware stamps reed edges with the same clock).
 */
public sealed interface Event {
    long at();

    /**
     * The whole board as the reed switches read it, once every reed expander has answered: the
     * first news from the reeds (no edge comes before it). Until it arrives the board is unknown.
     */
    record BoardRead(long at, int occupancy) implements Event {
    }

    /** A reed switch closed (a magnet arrived) or opened. */
    record ReedEdge(long at, int point, boolean occupied) implements Event {
    }

    /** A source of faults (the sensing hardware, the broker link in remote play) became faulty ({@code active}) or works again. */
    record FaultChanged(long at, FaultSource source, String message, boolean active) implements Event {
    }

    /** The lights' settings change (the night brightness, followed by the clock). */
    record LightsChanged(long at, LightSettings lights) implements Event {
    }

    /** A button was pressed. */
    record ButtonPressed(long at, Button button) implements Event {
    }

    /** A paired phone asked for something (see {@link PageCommand}); never a ply. */
    record FromPage(long at, PageCommand command) implements Event {
    }

    /**
     * The opponent's answer to request {@code request} (the AI's ply, or the friend's from the other
     * board): the ply to announce (or to show as a hint).
     * An answer to any request but the latest (the game moved on since) is dropped.
     */
    record OpponentPly(long at, long request, Ply ply) implements Event {
    }

    /**
     * The players' words on ending the remote game {@code code}, as both boards now hold them: the
     * result once there is one (a resignation, an agreed draw), else the latest draw offer, if any.
     */
    record Ending(long at, String code, Optional<Outcome> result, Optional<DrawOffer> offer) implements Event {
    }

    /**
     * Remote play: the friend's board already sits on {@code friend} with {@code rules} in game
     * {@code code}, and this board, which has played nothing of it, takes the other side with those
     * rules (joining a friend's game means playing the colour and rules the friend left).
     */
    record SeatTaken(long at, String code, Color friend, Rules rules) implements Event {
    }

    /** {@code side} offered a draw at ply count {@code plies}; {@code declined}: the other side said no. */
    record DrawOffer(Color side, int plies, boolean declined) {
        /** Whether this is {@code by}'s offer standing at ply count {@code at}: made then and not declined. */
        public boolean stands(Color by, int at) {
            return side == by && plies == at && !declined;
        }
    }
}
