package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Fault;

/**
 * Where a fault comes from. A fault is shown while its source is faulty and cleared only by news
 * from that same source (a chip answering again clears that chip, never a quiet reed or a good
 * save). Records, so two reports of one source are one fault.
 */
public sealed interface FaultSource {

    /** What the status pixels show for it: storage has its own look; everything else is the board's sensing. */
    default Fault shows() {
        return switch (this) {
            case Storage s -> Fault.STORAGE;
            case Opponent o -> Fault.OPPONENT_AWAY;
            case Disagreement d -> Fault.OPPONENT_AWAY;
            default -> Fault.SENSOR;
        };
    }

    /** A reed expander (MCP23017) at this I2C address does not answer. */
    record Chip(int address) implements FaultSource {
        @Override
        public String toString() {
            return String.format("reed expander 0x%02x", address);
        }
    }

    /** The reed expanders' shared interrupt line is stuck (moves still come in by polling). */
    record InterruptLine(int gpio) implements FaultSource {
        @Override
        public String toString() {
            return "reed interrupt line GPIO" + gpio;
        }
    }

    /** The reed at this point chatters (a failing reed, a loose magnet, a wire touching). */
    record Reed(int point) implements FaultSource {
        @Override
        public String toString() {
            return "reed at " + Point.name(point);
        }
    }

    /** The game cannot be saved (disk full, read-only card). */
    record Storage() implements FaultSource {
        @Override
        public String toString() {
            return "storage";
        }
    }

    /**
     * Remote play: the broker cannot be reached or the link to it dropped, so the opponent's plies
     * cannot arrive (nor this board's leave). Shown only while a remote game is in play.
     */
    record Opponent() implements FaultSource {
        @Override
        public String toString() {
            return "broker link";
        }
    }

    /**
     * Remote play: the other board plays the same side ({@code sameSide}: {@code theirs} and
     * {@code ours} are the side) or other rules (the rules as text); this board refused the game and
     * plays nothing more of it. Shown only while a remote game is in play.
     */
    record Disagreement(String board, boolean sameSide, String theirs, String ours) implements FaultSource {
        @Override
        public String toString() {
            return "disagreement with " + board;
        }
    }

    /** The controller itself failed handling an event (a bug; the game is kept). Clears after a while. */
    record Internal() implements FaultSource {
        @Override
        public String toString() {
            return "controller";
        }
    }
}
