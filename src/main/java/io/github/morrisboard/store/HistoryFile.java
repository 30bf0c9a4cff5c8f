package io.github.morrisboard.store;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.SignedLines;
import io.github.morrisboard.setup.Mode;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The text form of the history: one finished or abandoned game per line, each line carrying its
 * own checksum, so one bad byte costs one line, not the file.
 *
 * <pre>
 * 20261129T153000Z standard human-vs-ai level=5 opponent=black "white wins: black is down to two pieces" d6 a1 … crc32 5d3c1a7e
 * </pre>
 * A game from a position set up on the board says it before the result, in {@link PositionText}'s words in
 * brackets ({@code start=[W:a1,d2,g4 B:d6,g7 hand 6/7 black to move]}); its plies are played from there.
 * The CRC-32 covers the line's bytes before {@code " crc32 "}. Lines written before checksums were
 * added have none and are still read when they parse, in a file that has no signed line (this
 * version signs every line it keeps at its first append) and when whole.
 */
final class HistoryFile {
    static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    /** The lines read: the good ones (entries and their text) and the bad ones (the bytes as found, and why). */
    record Read(List<HistoryEntry> entries, List<String> goodLines, List<byte[]> badLines, List<String> problems) {
    }

    private HistoryFile() {
    }

    /** One line with its checksum, without the line break. */
    static String format(HistoryEntry e) {
        String body = STAMP.format(e.ended()) + " " + e.rules() + " " + e.mode().label()
                + (e.level().isPresent() ? " level=" + e.level().getAsInt() : "")
                + e.opponent().map(c -> " opponent=" + c.label()).orElse("")
                + (e.fromRulesStart() ? "" : " start=[" + PositionText.format(e.start()) + "]") + " \"" + e.result() + "\" "
                + Notation.formatCompact(e.plies());
        return SignedLines.sign(body);
    }

    /**
     * Splits the file into good and bad lines; never throws (whatever a line holds, it is good or
     * set aside with its reason). A line without a checksum is an old one only in a file written
     * before checksums (no line has one) and only when it is whole (ends with a line break): a line
     * torn by a dying card loses its checksum first, and is then bad, never read as a shorter game.
     */
    static Read read(byte[] bytes) {
        List<HistoryEntry> entries = new ArrayList<>();
        List<String> good = new ArrayList<>();
        List<byte[]> bad = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        boolean signedFile = hasSignedLine(bytes);
        for (SignedLines.Line line : SignedLines.split(bytes)) {
            try {
                String body = verified(line, signedFile);
                entries.add(parse(body));
                good.add(SignedLines.sign(body));
            } catch (RuntimeException e) { // IllegalArgumentException, DateTimeException, or a bug: the line, not the file
                bad.add(line.bytes());
                problems.add("line " + line.number() + ": " + oneLine(e));
            }
        }
        return new Read(entries, good, bad, problems);
    }

    /** Whether any line of the file ends with a well-formed checksum (then every line must have one). */
    private static boolean hasSignedLine(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1); // the checksum is ASCII, whatever the rest is
        return text.lines().anyMatch(SignedLines::isSigned);
    }

    /** The exception's message on one line (a line's text may hold a carriage return or other control characters). */
    private static String oneLine(RuntimeException e) {
        return io.github.morrisboard.files.OneLine.of(e.getMessage() == null ? e.toString() : e.getMessage());
    }

    /**
     * The line's text before its checksum, checked; a line without a checksum (an old one) as it is
     * when the file has no signed line and the line is whole.
     */
    private static String verified(SignedLines.Line line, boolean signedFile) {
        String text = SignedLines.text(line.bytes());
        if (!SignedLines.isSigned(text)) {
            if (!line.whole()) {
                throw new IllegalArgumentException("torn: the last line is incomplete and has no checksum");
            }
            if (signedFile) {
                throw new IllegalArgumentException("no checksum (torn or altered: the other lines have one)");
            }
            return text; // written before lines had checksums: trusted if it parses
        }
        return SignedLines.body(text);
    }

    /** {@code STAMP RULES MODE [level=N] [opponent=white|black] [start=[POSITION]] "RESULT" RECORD}. */
    static HistoryEntry parse(String body) {
        String[] head = body.split(" ", 4);
        if (head.length < 4) {
            throw new IllegalArgumentException("expected \"<time> <rules> <mode> [level=N] \\\"<result>\\\" <plies>\"");
        }
        Instant ended = Instant.from(STAMP.parse(head[0]));
        Rules rules = Rules.parse(head[1]);
        Mode mode = Mode.parse(head[2]);
        String rest = head[3];
        OptionalInt level = OptionalInt.empty();
        if (rest.startsWith("level=")) {
            int sp = rest.indexOf(' ');
            if (sp < 0) {
                throw new IllegalArgumentException("no result after the level");
            }
            try {
                level = OptionalInt.of(Integer.parseInt(rest.substring(6, sp)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("level \"" + rest.substring(6, sp) + "\" is not a number");
            }
            rest = rest.substring(sp + 1);
        }
        Optional<Color> opponent = Optional.empty();
        if (rest.startsWith("opponent=")) {
            int sp = rest.indexOf(' ');
            if (sp < 0) {
                throw new IllegalArgumentException("no result after the opponent's side");
            }
            opponent = Optional.of(Color.parse(rest.substring(9, sp)));
            rest = rest.substring(sp + 1);
        }
        Position start = Position.start(rules);
        if (rest.startsWith("start=[")) {
            int end = rest.indexOf("] ");
            if (end < 0) {
                throw new IllegalArgumentException("the start position has no closing bracket");
            }
            try {
                start = PositionText.parse(rules, rest.substring(7, end));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("the start position: " + e.getMessage());
            }
            rest = rest.substring(end + 2);
        }
        int close = rest.indexOf('"', 1);
        if (!rest.startsWith("\"") || close < 0) {
            throw new IllegalArgumentException("the result is not in quotes");
        }
        String result = rest.substring(1, close);
        String record = rest.substring(close + 1).strip();
        return new HistoryEntry(ended, rules, mode, level, opponent, result, Notation.parseRecord(start, record), start);
    }
}
