package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;

/**
 * A lasting fault the {@link SimulatedBoard} can be given, so the faults a wooden board suffers
 * can be tried on the simulator: it stays until it is cleared (a power-cycled chip is a moment,
 * not a lasting fault: {@link SimulatedBoard#powerCycle}). Each has a label for a person and a
 * one-word-plus-point form for files and the web API ({@link #token()}, {@link #parse}).
 */
public sealed interface SimulatedFault {

    /** One line for a person, e.g. "d6 stuck closed". */
    String label();

    /** The file and API form, e.g. "stuck-closed d6"; {@link #parse} reads it back. */
    String token();

    /** The I2C cable is out: every register read and write of every chip fails like a NACK. */
    record BusUnplugged() implements SimulatedFault {
        @Override
        public String label() {
            return "I2C bus unplugged";
        }

        @Override
        public String token() {
            return "bus-unplugged";
        }
    }

    /** A fault of one point's reed; a point has at most one. */
    sealed interface ReedFault extends SimulatedFault {
        int point();
    }

    /** The reed reads closed (welded) or open (broken) whatever magnet stands on the point. */
    record ReedStuck(int point, boolean closed) implements ReedFault {
        public ReedStuck {
            checkPoint(point);
        }

        @Override
        public String label() {
            return Point.name(point) + " stuck " + (closed ? "closed" : "open");
        }

        @Override
        public String token() {
            return (closed ? "stuck-closed " : "stuck-open ") + Point.name(point);
        }
    }

    /** The reed opens and closes on its own, many times a second (a loose magnet, a failing reed). */
    record ReedChattering(int point) implements ReedFault {
        public ReedChattering {
            checkPoint(point);
        }

        @Override
        public String label() {
            return Point.name(point) + " chatters";
        }

        @Override
        public String token() {
            return "chatter " + Point.name(point);
        }
    }

    /** Reads a {@link #token()}; throws naming the bad part otherwise. */
    static SimulatedFault parse(String token) {
        String[] w = token.strip().split(" +");
        return switch (w[0]) {
            case "bus-unplugged" -> {
                if (w.length != 1) {
                    throw new IllegalArgumentException("\"" + token + "\": bus-unplugged takes no point");
                }
                yield new BusUnplugged();
            }
            case "stuck-closed", "stuck-open", "chatter" -> {
                if (w.length != 2) {
                    throw new IllegalArgumentException("\"" + token + "\": " + w[0] + " takes one point");
                }
                int point = Point.parse(w[1]);
                yield w[0].equals("chatter") ? new ReedChattering(point) : new ReedStuck(point, w[0].equals("stuck-closed"));
            }
            default -> throw new IllegalArgumentException("unknown fault \"" + w[0]
                    + "\" (faults: bus-unplugged, stuck-closed POINT, stuck-open POINT, chatter POINT)");
        };
    }

    private static void checkPoint(int point) {
        if (point < 0 || point >= Point.COUNT) {
            throw new IllegalArgumentException("no point " + point);
        }
    }
}
