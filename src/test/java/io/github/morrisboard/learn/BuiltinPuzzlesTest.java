package io.github.morrisboard.learn;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped set is current (made again, it is the same file) and every answer is unique by the margin. */
class BuiltinPuzzlesTest {
    static final Path FILE = Path.of("src/main/resources/puzzles/builtin.txt");

    @Test
    void theShippedSetIsTheOneTheMinerMakes() throws IOException {
        if (Boolean.getBoolean("puzzles.write")) {
            Files.writeString(FILE, BuiltinPuzzles.generate());
        }
        assertEquals(BuiltinPuzzles.generate(), Files.readString(FILE),
                "stale: make it again with ./morrisboard puzzles (or -Dpuzzles.write=true)");
    }

    @Test
    void everyAnswerIsUniqueAndTheKindsAreMixed() {
        List<Puzzle> set = BuiltinPuzzles.load();
        assertEquals(BuiltinPuzzles.COUNT, set.size());
        PuzzleMiner check = new PuzzleMiner(BuiltinPuzzles.scores());
        Set<Puzzle.Kind> kinds = EnumSet.noneOf(Puzzle.Kind.class);
        for (Puzzle p : set) {
            assertTrue(p.source().isBuiltIn(), p.id());
            assertTrue(check.stillUnique(p), p.id() + ": its answer " + p.line() + " is not unique by " + PlyScores.MARGIN);
            List<PlyScores.Scored> s = BuiltinPuzzles.scores().score(p.position());
            assertTrue(PlyScores.clearlyBetter(s.get(0).score(), s.get(1).score()) && s.get(0).ply().equals(p.answer()), p.id() + " " + s);
            kinds.add(p.kind());
        }
        assertTrue(kinds.containsAll(EnumSet.of(Puzzle.Kind.MILL, Puzzle.Kind.BLOCK)), "kinds: " + kinds);
    }
}
