package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.words.Sentence;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One consistent snapshot of the simulated board, as the page shows it.
 *
 * @param magnets 24, by point index ({@link Point} order): the mock reed sees a magnet
 * @param pieces  24: "white", "black" or "" — the colour the GAME believes stands there
 * @param leds    24 colours 0xRRGGBB as the LEDs show them right now (decoded from the SPI bytes)
 * @param status  status pixel colours
 * @param mode    e.g. "menu", "human-vs-ai", "game-over"
 * @param record  the game record in standard notation
 * @param sync    in English, for scripts: "in sync", "moving", "mismatch: missing [d6] extra [a1]", ...
 * @param syncLine the board against the game for the person, before it has a language
 * @param message what the person reads, sentence by sentence (the page renders it in its language)
 * @param buttons button names
 * @param faults  the simulated board's lasting faults (the developer panel's)
 * @param chips   the reed chips' I2C addresses (a chip can be power-cycled)
 */
public record SimState(
        boolean[] magnets,
        String[] pieces,
        int[] leds,
        int[] status,
        String mode,
        String record,
        String sync,
        Sentence syncLine,
        List<Sentence> message,
        List<String> buttons,
        List<SimulatedFault> faults,
        List<Integer> chips) {

    public static final String WHITE = "white";
    public static final String BLACK = "black";
    public static final String NONE = "";

    /** Checks the shape (24 points, known piece colours, no nulls) and copies the arrays. */
    public SimState {
        requireLength("magnets", magnets.length);
        requireLength("pieces", pieces.length);
        requireLength("leds", leds.length);
        for (int p = 0; p < Point.COUNT; p++) {
            String piece = pieces[p];
            if (!WHITE.equals(piece) && !BLACK.equals(piece) && !NONE.equals(piece)) {
                throw new IllegalArgumentException("pieces[" + Point.name(p) + "] is " + (piece == null ? "null" : "\"" + piece + "\"")
                        + ", not \"white\", \"black\" or \"\"");
            }
        }
        magnets = magnets.clone();
        pieces = pieces.clone();
        leds = leds.clone();
        status = status.clone();
        mode = Objects.requireNonNull(mode, "mode");
        record = Objects.requireNonNull(record, "record");
        sync = Objects.requireNonNull(sync, "sync");
        syncLine = Objects.requireNonNull(syncLine, "syncLine");
        message = List.copyOf(message);
        buttons = List.copyOf(buttons);
        faults = List.copyOf(faults);
        chips = List.copyOf(chips);
    }

    private static void requireLength(String what, int length) {
        if (length != Point.COUNT) {
            throw new IllegalArgumentException(what + " has " + length + " entries, not " + Point.COUNT);
        }
    }

    @Override
    public boolean[] magnets() {
        return magnets.clone();
    }

    @Override
    public String[] pieces() {
        return pieces.clone();
    }

    @Override
    public int[] leds() {
        return leds.clone();
    }

    @Override
    public int[] status() {
        return status.clone();
    }

    public boolean magnet(int point) {
        return magnets[point];
    }

    public String piece(int point) {
        return pieces[point];
    }

    public int led(int point) {
        return leds[point];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SimState s
                && Arrays.equals(magnets, s.magnets) && Arrays.equals(pieces, s.pieces)
                && Arrays.equals(leds, s.leds) && Arrays.equals(status, s.status)
                && mode.equals(s.mode) && record.equals(s.record) && sync.equals(s.sync) && syncLine.equals(s.syncLine)
                && message.equals(s.message) && buttons.equals(s.buttons) && faults.equals(s.faults) && chips.equals(s.chips);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(magnets), Arrays.hashCode(pieces), Arrays.hashCode(leds),
                Arrays.hashCode(status), mode, record, sync, syncLine, message, buttons, faults, chips);
    }

    @Override
    public String toString() {
        return "SimState[mode=" + mode + ", sync=" + sync + ", message=" + message + ", record=" + record
                + ", magnets=" + Arrays.toString(magnets) + ", pieces=" + Arrays.toString(pieces)
                + ", leds=" + Arrays.toString(leds) + ", status=" + Arrays.toString(status)
                + ", buttons=" + buttons + ", faults=" + faults + ", chips=" + chips + "]";
    }
}
