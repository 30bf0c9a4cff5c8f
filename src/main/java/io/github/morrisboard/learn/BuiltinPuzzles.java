package io.github.morrisboard.learn;

import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The puzzles that ship with the program: {@value #RESOURCE} in the jar, written by the {@code
 * puzzles} command ({@link #generate}): {@value #COUNT} puzzles mined ({@link PuzzleMiner}) from
 * games seeded from {@value #SEED}, each ply scored at {@value #NODES} nodes, without endgame tables,
 * so the same file comes out on any machine ({@code BuiltinPuzzlesTest} makes it again and compares).
 */
public final class BuiltinPuzzles {
    public static final String RESOURCE = "/puzzles/builtin.txt";
    public static final int COUNT = 30;
    public static final long SEED = 1;
    public static final long NODES = 2_000;
    private static final int MAX_BYTES = 64 * 1024;

    private BuiltinPuzzles() {
    }

    /** The scorer the set is mined and checked with. */
    public static PlyScores scores() {
        return new PlyScores(Tables.none(), NODES);
    }

    /** The file's text: a comment saying how it was made, then one puzzle a line. */
    public static String generate() {
        StringBuilder text = new StringBuilder("# built-in puzzles, made by `morrisboard puzzles`: " + COUNT + " from level "
                + PuzzleMiner.LEVEL + "'s games against itself from seed " + SEED + ", every ply scored at " + NODES
                + " nodes; each answer beats every other ply by " + PlyScores.MARGIN + " hundredths of a piece or is decided\n");
        new PuzzleMiner(scores()).mine(Rules.STANDARD, COUNT, SEED).forEach(p -> text.append(PuzzleLines.format(p)).append('\n'));
        return text.toString();
    }

    /** The shipped puzzles; a line that does not read is a bug of the build, and throws naming it. */
    public static List<Puzzle> load() {
        try (InputStream in = BuiltinPuzzles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the program");
            }
            PuzzleLines.Read r = PuzzleLines.read(in.readNBytes(MAX_BYTES));
            if (!r.problems().isEmpty()) {
                throw new IllegalStateException(RESOURCE + ": " + r.problems().getFirst());
            }
            return r.puzzles();
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + ": " + e.getMessage(), e);
        }
    }
}
