package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The text form of the simulated board's contents, kept in the state directory: a line of the
 * magnets standing on it, a line per lasting fault, then a CRC-32 of everything before it, so a
 * torn or altered file is detected.
 *
 * <pre>
 * morrisboard-board 1
 * magnets a1 d6 g7
 * fault stuck-closed d2
 * crc32 5d3c1a7e
 * </pre>
 */
final class BoardFile {
    static final String FIRST_LINE = "morrisboard-board 1";
    private static final String MAGNETS = "magnets";
    private static final String FAULT = "fault";
    private static final String CHECKSUM = "crc32 ";

    private BoardFile() {
    }

    static byte[] encode(BoardContents contents) {
        StringBuilder sb = new StringBuilder(FIRST_LINE).append('\n');
        sb.append(MAGNETS).append(contents.magnets() == 0 ? "" : " " + Point.names(contents.magnets())).append('\n');
        for (SimulatedFault f : contents.faults()) {
            sb.append(FAULT).append(' ').append(f.token()).append('\n');
        }
        String body = sb.toString();
        return (body + CHECKSUM + crc(body) + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** Reads a file's bytes back; throws naming the line and the problem, on one line. */
    static BoardContents decode(byte[] bytes) {
        try {
            return decodeChecked(bytes);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(io.github.morrisboard.files.OneLine.of(String.valueOf(e.getMessage())), e);
        }
    }

    private static BoardContents decodeChecked(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.US_ASCII);
        if (!text.endsWith("\n")) {
            throw new IllegalArgumentException(text.isEmpty() ? "empty" : "truncated: the last line is incomplete");
        }
        int last = text.lastIndexOf('\n', text.length() - 2) + 1;
        String body = text.substring(0, last);
        String sum = text.substring(last, text.length() - 1);
        if (!sum.startsWith(CHECKSUM)) {
            throw new IllegalArgumentException("truncated: no checksum line at the end");
        }
        if (!sum.substring(CHECKSUM.length()).equals(crc(body))) {
            throw new IllegalArgumentException("checksum mismatch (file says " + sum.substring(CHECKSUM.length())
                    + ", content gives " + crc(body) + "): torn or altered");
        }
        String[] lines = body.split("\n"); // a body of line breaks only splits into nothing
        if (lines.length == 0 || !lines[0].equals(FIRST_LINE)) {
            throw new IllegalArgumentException("line 1: \"" + (lines.length == 0 ? "" : lines[0]) + "\" is not \"" + FIRST_LINE + "\"");
        }
        if (lines.length < 2 || !(lines[1].equals(MAGNETS) || lines[1].startsWith(MAGNETS + " "))) {
            throw new IllegalArgumentException("line 2: no \"" + MAGNETS + "\" line");
        }
        int magnets = 0;
        List<SimulatedFault> faults = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            try {
                if (i == 1) {
                    for (String name : lines[1].substring(MAGNETS.length()).strip().split(" +")) {
                        magnets |= name.isEmpty() ? 0 : Point.bit(Point.parse(name));
                    }
                } else if (lines[i].startsWith(FAULT + " ")) {
                    faults.add(SimulatedFault.parse(lines[i].substring(FAULT.length() + 1)));
                } else {
                    throw new IllegalArgumentException("\"" + lines[i] + "\" is neither magnets nor a fault");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return new BoardContents(magnets, faults);
    }

    private static String crc(String s) {
        CRC32 c = new CRC32();
        c.update(s.getBytes(StandardCharsets.US_ASCII));
        return String.format("%08x", c.getValue());
    }
}
