package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tables of n against 3, built here up to 4 against 3 (a few seconds) into a real file and read back
 * memory-mapped: against the 4-piece tables where they overlap (3v3, 3v4, 4v3, every position), against
 * their own successors, and refused whole when the file is not what the builder wrote. The larger classes
 * are checked the same way by {@code tables --against-three --verify} (docs/ai.md gives its figures).
 */
class ThreeTablesTest {
    static final Rules R = Rules.STANDARD;
    @TempDir
    static Path dir;
    static Path file;
    static Tables three;
    static List<String> progress = new ArrayList<>();
    /** The values the builder handed over, class by class (mover, opponent, values). */
    static List<Object[]> built = new ArrayList<>();

    @BeforeAll
    static void build() throws IOException {
        file = dir.resolve("three.bin");
        try (ThreeTablesWriter w = new ThreeTablesWriter(file, R)) {
            ThreeTableBuilder.build(R, 4, progress::add, (mover, opponent, values) -> {
                built.add(new Object[]{mover, opponent, values.clone()});
                w.accept(mover, opponent, values);
            });
        }
        three = Tables.load(file);
    }

    @Test
    void holdsTheClosedSetUpToFourAgainstThree() {
        assertEquals(List.of("3v3", "4v3", "3v4"), three.classNames());
        assertTrue(three.supports(R));
        assertTrue(!three.supports(Rules.parse("standard,flying=off")));
        assertEquals(3, progress.size(), String.join("\n", progress));
        assertTrue(Files.isRegularFile(file));
    }

    @Test
    void agreesWithTheThreeAgainstThreeTablesOnEveryPosition() {
        agree(TablesTest.threeVsThree(), new int[][]{{3, 3}});
    }

    /** 3v4 and 4v3 as the 4-piece tables have them (their build and 27 million look-ups take a minute or two here). */
    @Test
    @org.junit.jupiter.api.Tag("strength")
    void agreesWithTheFourPieceTablesOnEveryPositionTheyShare() {
        Tables four = TableBuilder.build(R, 4, 7, line -> { }); // 3v3, 3v4, 4v3: what the 4-piece file holds besides 4v4
        assertEquals(List.of("3v3", "3v4", "4v3"), four.classNames());
        agree(four, new int[][]{{3, 3}, {4, 3}, {3, 4}});
    }

    /** Every position of each class {@code {mover, opponent}} has the same value in {@code four} and here. */
    private static void agree(Tables four, int[][] classes) {
        for (int[] c : classes) {
            long n = 0, differ = 0;
            for (int mover : Combinations.all(Point.COUNT, c[0])) {
                int[] free = new int[Point.COUNT - c[0]];
                for (int p = 0, k = 0; p < Point.COUNT; p++) {
                    if ((mover & (1 << p)) == 0) {
                        free[k++] = p;
                    }
                }
                for (int slots : Combinations.all(Point.COUNT - c[0], c[1])) {
                    MutablePosition m = Position.of(R, mover, Combinations.expand(slots, free), 0, 0, Color.WHITE, 0).mutable();
                    n++;
                    if (four.value(m) != three.value(m)) {
                        differ++;
                    }
                }
            }
            assertEquals(TableClass.size(c[0], c[1]), n);
            assertEquals(0, differ, c[0] + "v" + c[1] + ": positions valued otherwise");
        }
    }

    @Test
    void sampledPositionsAgreeWithTheirSuccessors() {
        List<String> lines = new ArrayList<>();
        assertEquals(0, three.verifySample(20_000, 3, lines::add), String.join("\n", lines));
        assertEquals(3, lines.size());
    }

    @Test
    void theCheckFindsAValueThatIsWrong() throws IOException {
        // the same tables with one position's value changed in its row (and the checksum made again): the
        // sample of that class that holds it disagrees
        Path f = dir.resolve("wrong.bin");
        int[] pos = wonThreeAgainstFour();
        MutablePosition m = Position.of(R, pos[0], pos[1], 0, 0, Color.WHITE, 0).mutable();
        int right = three.value(m);
        try (ThreeTablesWriter w = new ThreeTablesWriter(f, R)) {
            for (Object[] c : built) {
                byte[] values = ((byte[]) c[2]).clone();
                if ((int) c[0] == 3 && (int) c[1] == 4) {
                    values[ThreeIndex.of(4).index(pos[1], pos[0])] = 0; // a won position said to be drawn
                }
                w.accept((int) c[0], (int) c[1], values);
            }
        }
        Tables wrong = Tables.load(f);
        assertEquals(0, wrong.value(m));
        assertTrue(right != 0);
        assertTrue(wrong.expected(m, new int[MutablePosition.MAX_PLIES]) != wrong.score(m, 0), "the position disagrees with its successors");
    }

    /** A 3v4 position the three win, to move (4v3 is won by the four only with a mill at once). */
    private static int[] wonThreeAgainstFour() {
        SplittableRandom rnd = new SplittableRandom(13);
        while (true) {
            Position p = TablesTest.random(rnd, 3, 4);
            int v = three.value(p.mutable());
            if (v > 2 && ((v - 1) & 1) == 1) {
                return new int[]{p.white(), p.black()};
            }
        }
    }

    @Test
    void theSearchConvertsAWonThreeAgainstFourWithinTheTablesDistance() {
        SelfPlay play = new SelfPlay(R, 300, 1, Readings.clock());
        SplittableRandom rnd = new SplittableRandom(21);
        int games = 0;
        while (games < 6) {
            Position p = TablesTest.random(rnd, 3, 4);
            MutablePosition m = p.mutable();
            int v = three.value(m);
            if (v <= 2 || ((v - 1) & 1) == 0) {
                continue; // a win for white (three, to move) that takes more than one turn
            }
            games++;
            SelfPlay.Played g = play.playFrom(Game.from(p), SelfPlay.Player.of(10), SelfPlay.Player.of(10), true, games, three);
            assertTrue(g.game().outcome() instanceof Outcome.Win w && w.winner() == Color.WHITE,
                    "white wins " + p + ": " + g.game().record() + " → " + g.game().outcome().describe());
            int turns = (int) g.game().plies().stream().filter(x -> !x.isRemoval()).count();
            assertTrue(turns <= v - 1, "won within the table distance " + (v - 1) + ": " + turns + " turns");
        }
    }

    @Test
    void joinsTheFourPieceTablesAndAnswersForWhatOnlyTheyHold() {
        Tables both = TablesTest.threeVsThree().with(three);
        assertEquals(List.of("3v3", "4v3", "3v4"), both.classNames());
        assertThrows(IllegalArgumentException.class, () -> both.with(three));
        SplittableRandom rnd = new SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            MutablePosition m = TablesTest.random(rnd, 4, 3).mutable();
            assertEquals(three.value(m), both.value(m));
        }
    }

    @Test
    void aDamagedByteIsRefusedInOneLineNamingTheFile() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Path damaged = dir.resolve("damaged.bin");
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(damaged, bytes);
        IOException e = assertThrows(IOException.class, () -> Tables.load(damaged));
        assertTrue(e.getMessage().startsWith(damaged + ": "), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void aCutFileIsRefused() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        for (int keep : new int[]{4, 20, 4096, bytes.length / 3, bytes.length - 1}) {
            Path cut = dir.resolve("cut" + keep + ".bin");
            Files.write(cut, java.util.Arrays.copyOf(bytes, keep));
            IOException e = assertThrows(IOException.class, () -> Tables.load(cut), "cut at " + keep);
            assertTrue(e.getMessage().startsWith(cut.toString()), e.getMessage());
        }
    }

    @Test
    void aHeaderThatLiesAboutAClassIsRefused() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int classes = 16 + 2 + "standard".length() + 4; // the first class: mover, opponent, rows, …
        byte[] lie = bytes.clone();
        lie[classes] = 5; // 5v3 where 3v3 is
        Path f = dir.resolve("lie.bin");
        Files.write(f, lie);
        IOException e = assertThrows(IOException.class, () -> Tables.load(f));
        assertTrue(e.getMessage().contains("class 1 (5v3)"), e.getMessage());
        byte[] version = bytes.clone();
        version[11] = 9;
        Files.write(f, version);
        e = assertThrows(IOException.class, () -> Tables.load(f));
        assertTrue(e.getMessage().contains("version 9"), e.getMessage());
    }

    @Test
    void rowsRoundTripInEitherForm() {
        SplittableRandom rnd = new SplittableRandom(17);
        for (int kinds : new int[]{1, 2, 3, 5, 17, 40}) {
            for (int exceptions : new int[]{0, 3, 200}) {
                byte[] values = new byte[455];
                for (int j = 0; j < values.length; j++) {
                    values[j] = (byte) (j < exceptions || kinds > 1 && rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(kinds) * 2 : 0);
                }
                byte[] row = ThreeTablesWriter.encodeRow(values, 0, values.length);
                java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(row.length + 8).put(row);
                for (int j = 0; j < values.length; j++) {
                    assertEquals(values[j] & 0xff, ThreeTables.entry(b, 0, j), "entry " + j + " of " + kinds + " kinds");
                }
            }
        }
    }
}
