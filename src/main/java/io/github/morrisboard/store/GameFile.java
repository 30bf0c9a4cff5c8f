package io.github.morrisboard.store;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.IllegalPlyException;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * The text form of the saved state: one {@code key value} line each, then a CRC-32 of everything
 * before it, so a torn or altered file is detected. A few hundred bytes.
 *
 * <pre>
 * morrisboard-game 1
 * mode human-vs-ai
 * ai black
 * level 3
 * adaptive on
 * hints on
 * rules standard
 * game on
 * plies d6 a1 d2 b4 d7 xb4
 * crc32 5d3c1a7e
 * </pre>
 * {@code game none} (and no {@code plies} line) when no game is running: the file then only
 * remembers the setup. A game that went on from a position set up on the board (typed or tapped on
 * the companion page) has a {@code start} line before {@code game}, the position in
 * {@link PositionText}'s words ({@code start W:a1,d2,g4 B:d6,g7 hand 6/7 black to move}), and its plies are
 * played from there; without one (every file before it) the game starts at the rules' start.
 */
final class GameFile {
    static final String MAGIC = "morrisboard-game";
    static final int VERSION = 1;
    private static final List<String> KEYS = List.of("mode", "ai", "level", "adaptive", "hints", "rules", "code", "start", "game", "plies");

    private GameFile() {
    }

    /** The setup, and the plies of a game from the rules' start if one is running. */
    static byte[] encode(Setup s, Optional<List<Ply>> plies) {
        return encode(s, Optional.empty(), plies);
    }

    /** A running game: a {@code start} line when it did not begin at the rules' start. */
    static byte[] encode(SavedGame g) {
        boolean rulesStart = g.start().equals(Position.start(g.setup().rules()));
        return encode(g.setup(), rulesStart ? Optional.empty() : Optional.of(g.start()), Optional.of(g.plies()));
    }

    private static byte[] encode(Setup s, Optional<Position> start, Optional<List<Ply>> plies) {
        StringBuilder sb = new StringBuilder();
        sb.append(MAGIC).append(' ').append(VERSION).append('\n');
        sb.append("mode ").append(s.mode().label()).append('\n');
        sb.append("ai ").append(s.opponentColor().label()).append('\n');
        sb.append("level ").append(s.level()).append('\n');
        if (s.adaptive()) { // the level follows the person's rating (files without the line read as before)
            sb.append("adaptive on\n");
        }
        sb.append("hints ").append(s.hints() ? "on" : "off").append('\n');
        sb.append("rules ").append(s.rules()).append('\n');
        s.code().ifPresent(c -> sb.append("code ").append(c.id()).append('\n')); // a remote game's code (files without it read as before)
        start.ifPresent(p -> sb.append("start ").append(PositionText.format(p)).append('\n'));
        sb.append("game ").append(plies.isPresent() ? "on" : "none").append('\n');
        plies.ifPresent(p -> sb.append("plies ").append(Notation.format(p)).append('\n'));
        byte[] body = sb.toString().getBytes(StandardCharsets.US_ASCII);
        return (sb + "crc32 " + String.format("%08x", crc(body, body.length)) + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * Reads a file's bytes: {@link LoadResult.Fresh} or {@link LoadResult.Resumed}; throws naming the line and problem.
     * The plies are replayed through {@link Game} under the file's rules, so a ply after the game ended
     * (a win, a threefold repetition) is as much an error as an illegal one.
     */
    static LoadResult decode(byte[] bytes) throws CorruptFileException {
        if (bytes.length == 0) {
            throw new CorruptFileException("empty (truncated to nothing)");
        }
        if (bytes[bytes.length - 1] != '\n') {
            throw new CorruptFileException("truncated: the last line is incomplete");
        }
        int lastStart = lastLineStart(bytes);
        String last = ascii(bytes, lastStart, bytes.length - 1 - lastStart);
        if (!last.startsWith("crc32 ")) {
            throw new CorruptFileException("truncated: no checksum line at the end");
        }
        long want;
        try {
            want = Long.parseLong(last.substring(6).trim(), 16);
        } catch (NumberFormatException e) {
            throw new CorruptFileException("checksum line \"" + last + "\" is not hexadecimal");
        }
        long got = crc(bytes, lastStart);
        if (want != got) {
            throw new CorruptFileException(String.format("checksum mismatch (file says %08x, content gives %08x): torn or altered", want, got));
        }
        String[] lines = ascii(bytes, 0, lastStart).split("\n"); // a body of line breaks only splits into nothing
        if (lines.length == 0 || !lines[0].equals(MAGIC + " " + VERSION)) {
            throw new CorruptFileException("line 1: \"" + (lines.length == 0 ? "" : lines[0]) + "\" is not \"" + MAGIC + " " + VERSION + "\"");
        }
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            int sp = line.indexOf(' ');
            String key = sp < 0 ? line : line.substring(0, sp);
            if (!KEYS.contains(key)) {
                throw new CorruptFileException("line " + (i + 1) + ": unknown key \"" + key + "\" (keys: " + String.join(", ", KEYS) + ")");
            }
            if (values.put(key, sp < 0 ? "" : line.substring(sp + 1).trim()) != null) {
                throw new CorruptFileException("line " + (i + 1) + ": \"" + key + "\" given twice");
            }
            lineOf.put(key, i + 1);
        }
        Fields f = new Fields(values, lineOf);
        Setup setup;
        try {
            setup = new Setup(f.get("mode", Mode::parse), f.get("ai", Color::parse),
                    f.get("level", Integer::parseInt), f.get("hints", GameFile::onOff), f.get("rules", Rules::parse),
                    values.containsKey("code") ? f.get("code", GameFile::code) : Optional.empty(),
                    values.containsKey("adaptive") && f.get("adaptive", GameFile::onOff));
        } catch (IllegalArgumentException e) {
            throw new CorruptFileException(e.getMessage());
        }
        String game = f.get("game", v -> v);
        return switch (game) {
            case "none" -> {
                for (String k : List.of("start", "plies")) {
                    if (values.containsKey(k)) {
                        throw new CorruptFileException("line " + lineOf.get(k) + ": " + k + " given with \"game none\"");
                    }
                }
                yield new LoadResult.Fresh(setup);
            }
            case "on" -> {
                Position start = values.containsKey("start") ? f.get("start", v -> PositionText.parse(setup.rules(), v))
                        : Position.start(setup.rules());
                yield new LoadResult.Resumed(new SavedGame(setup, start, f.get("plies", v -> replay(start, v))));
            }
            default -> throw new CorruptFileException("line " + lineOf.get("game") + ": game \"" + game + "\" is not on or none");
        };
    }

    /** The plies of a record from {@code start}, each legal where it stands and none after the game ended; throws naming the ply. */
    static List<Ply> replay(Position start, String record) {
        Game g = Game.from(start);
        List<Ply> plies = Notation.parseRecord(g.position(), record);
        for (int i = 0; i < plies.size(); i++) {
            if (g.outcome().isOver()) {
                throw new IllegalPlyException(i + 1, plies.get(i).toString(), "the game was already over ("
                        + g.outcome().describe() + ")");
            }
            g = g.play(plies.get(i));
        }
        return plies;
    }

    /** The values by key, each parsed with the line named in any error. */
    private record Fields(Map<String, String> values, Map<String, Integer> lineOf) {
        <T> T get(String key, java.util.function.Function<String, T> parse) throws CorruptFileException {
            String v = values.get(key);
            if (v == null) {
                throw new CorruptFileException("no \"" + key + "\" line");
            }
            try {
                return parse.apply(v);
            } catch (IllegalArgumentException e) { // IllegalPlyException too
                throw new CorruptFileException("line " + lineOf.get(key) + " (" + key + "): " + e.getMessage());
            }
        }
    }

    /** A saved game's code: its id, or empty (no remote game). */
    private static Optional<GameCode> code(String v) {
        return v.isEmpty() ? Optional.empty() : Optional.of(GameCode.ofId(v));
    }

    private static boolean onOff(String v) {
        return switch (v) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException("\"" + v + "\" is not on or off");
        };
    }

    private static int lastLineStart(byte[] b) {
        int i = b.length - 2;
        while (i >= 0 && b[i] != '\n') {
            i--;
        }
        return i + 1;
    }

    private static String ascii(byte[] b, int from, int len) {
        return new String(b, from, Math.max(0, len), StandardCharsets.US_ASCII);
    }

    private static long crc(byte[] b, int len) {
        CRC32 c = new CRC32();
        c.update(b, 0, len);
        return c.getValue();
    }
}
