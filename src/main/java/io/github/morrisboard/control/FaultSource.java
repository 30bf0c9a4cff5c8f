package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Fault;

/**
 * Where a fault comes from. A fault is shown while its source is faulty and cleared only by news
 * from that same source (a chip answering again clears that chip, never a quiet reed or a good
 * save). Records, so two reports of one source are one fault.
 */
public sealed interface FaultSource {

    /**
     * The fault's class, which is what the status pixels show for it: storage has its own look,
     * remote play's faults say the opponent is away, everything else is the board's sensing.
     */
    default Fault shows() {
        return switch (this) {
            case Storage s -> Fault.STORAGE;
            case Opponent o -> Fault.OPPONENT_AWAY;
            case Disagreement d -> Fault.OPPONENT_AWAY;
            case Diverged d -> Fault.OPPONENT_AWAY;
            case NoBroker n -> Fault.OPPONENT_AWAY;
            case Chip c -> Fault.SENSOR;
            case InterruptLine l -> Fault.SENSOR;
            case Reed r -> Fault.SENSOR;
            case Internal i -> Fault.SENSOR;
        };
    }

    /**
     * Which class the status pixels show when several are active, lowest first: sensing before
     * storage before the opponent being away.
     */
    default int priority() {
        return switch (shows()) {
            case SENSOR -> 0;
            case STORAGE -> 1;
            case OPPONENT_AWAY -> 2;
            case NONE -> 3;
        };
    }

    /**
     * Whether it makes the board's reading doubtful: a chip that does not answer, a chattering reed.
     * A stuck interrupt line does not (the moves still come in by polling), nor a failure of the
     * controller itself.
     */
    default boolean sensing() {
        return this instanceof Chip || this instanceof Reed;
    }

    /** Remote play's faults, shown only while a remote game is in play. */
    default boolean remote() {
        return shows() == Fault.OPPONENT_AWAY;
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

    /**
     * Remote play: the other board's record has another ply at ply number {@code ply} than this board's
     * (a ply of the friend's account this board played, and then another for the same number): the two
     * boards play different games and nothing decides which is right. Ply 0: the friend has left this
     * game for the code's next one ({@code fault.left}), so this game cannot go on either. Shown only
     * while a remote game is in play.
     */
    record Diverged(String board, int ply) implements FaultSource {
        @Override
        public String toString() {
            return "records differ with " + board;
        }
    }

    /**
     * A remote game (resumed from the saved game) on a board with no broker set: the friend's plies
     * cannot arrive, so the game waits (the local AI never plays the friend's side); it is kept, and goes
     * on once the broker is set again. Shown only while a remote game is in play.
     */
    record NoBroker() implements FaultSource {
        @Override
        public String toString() {
            return "no broker set";
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
