package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.OneLine;

import io.github.morrisboard.files.SignedLines;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The text form of puzzles, one a line, each line with its own checksum (as the history's), so one
 * bad byte costs one puzzle, not the book:
 *
 * <pre>
 * b7 standard mill built-in@23 solved=0 failed=0 | d6 f4 d2 … | a1-a4 crc32 5d3c1a7e
 * </pre>
 * id, rules, kind, source, counts; then the record to the position and the line, compact notation.
 * {@code #} starts a comment line (the built-in file says how it was made).
 */
public final class PuzzleLines {
    /** What a file held: the puzzles, and each bad line as found with why. */
    public record Read(List<Puzzle> puzzles, List<byte[]> badLines, List<String> problems) {
    }

    private PuzzleLines() {
    }

    /** One line with its checksum, without the line break. */
    public static String format(Puzzle p) {
        String body = p.id() + " " + p.rules() + " " + p.kind().label() + " " + p.source() + " solved=" + p.solved()
                + " failed=" + p.failed() + " | " + Notation.formatCompact(p.before()) + " | " + Notation.formatCompact(p.line());
        return SignedLines.sign(body);
    }

    /** Splits a file into good puzzles and bad lines; never throws (an id seen twice is bad the second time). */
    public static Read read(byte[] bytes) {
        List<Puzzle> puzzles = new ArrayList<>();
        List<byte[]> bad = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (SignedLines.Line line : SignedLines.split(bytes)) {
            if (line.bytes()[0] == '#') {
                continue;
            }
            try {
                Puzzle p = parse(SignedLines.body(SignedLines.text(line.bytes())));
                if (!ids.add(p.id())) {
                    throw new IllegalArgumentException("the id " + p.id() + " is used by an earlier line");
                }
                puzzles.add(p);
            } catch (RuntimeException e) { // the line, not the file
                bad.add(line.bytes());
                problems.add("line " + line.number() + ": " + OneLine.of(e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        }
        return new Read(puzzles, bad, problems);
    }

    /** {@code ID RULES KIND SOURCE solved=N failed=M | BEFORE | LINE}. */
    static Puzzle parse(String body) {
        String[] parts = body.split(" \\| ", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("expected \"<id> <rules> <kind> <source> solved=N failed=M | <record> | <line>\"");
        }
        String[] head = parts[0].split(" ");
        if (head.length != 6 || !head[4].startsWith("solved=") || !head[5].startsWith("failed=")) {
            throw new IllegalArgumentException("expected \"<id> <rules> <kind> <source> solved=N failed=M\" before the record");
        }
        Rules rules = Rules.parse(head[1]);
        Puzzle.Kind kind = Puzzle.Kind.parse(head[2]);
        Puzzle.Source source = source(head[3]);
        int solved = count(head[4].substring(7)), failed = count(head[5].substring(7));
        var before = plies("the record", Position.start(rules), parts[1]);
        Game g = Game.start(rules);
        for (var p : before) {
            g = g.play(p);
        }
        var line = plies("the line", g.position(), parts[2]);
        return new Puzzle(head[0], rules, before, line, kind, source, solved, failed);
    }

    private static List<io.github.morrisboard.engine.Ply> plies(String what, Position from, String text) {
        try {
            return Notation.parseRecord(from, text.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + ": " + e.getMessage(), e);
        }
    }

    private static Puzzle.Source source(String text) {
        int at = text.lastIndexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("the source \"" + text + "\" is not built-in@N or game=KEY@N");
        }
        int ply = count(text.substring(at + 1));
        String where = text.substring(0, at);
        if (where.equals("built-in")) {
            return Puzzle.Source.builtIn(ply);
        }
        if (where.startsWith("game=") && where.length() > 5) {
            return new Puzzle.Source(Optional.of(where.substring(5)), ply);
        }
        throw new IllegalArgumentException("the source \"" + text + "\" is not built-in@N or game=KEY@N");
    }

    private static int count(String text) {
        if (!text.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("\"" + text + "\" is not a count");
        }
        return Integer.parseInt(text);
    }
}
