package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Rules;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A tables file that is garbage: a header that lies about its sizes, bytes flipped, the file cut or
 * extended, in the compressed file and in the stream inside it. Loading ends in the original tables
 * (the compressed file's checksum catches a changed byte; inside, a changed value byte is a
 * different, well-formed table: at most that many positions differ) or in one line naming the file
 * and what is wrong; never another exception, and never more memory than the file can justify
 * (measured as the bytes the loading thread allocates).
 */
class TablesFilePropertyTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    /** What loading the real 3v3 file may allocate: its values held twice over while read, and buffers. */
    private static final long BUDGET = 3L * TableClass.size(3, 3) + 4L * 1024 * 1024;

    private static Tables original;
    private static byte[] file;   // the 3v3 tables as written
    private static byte[] plain;  // the stream inside the compression

    private static synchronized void setUp() throws IOException {
        if (original != null) {
            return;
        }
        original = TablesTest.threeVsThree();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        original.write(out);
        file = out.toByteArray();
        try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(file))) {
            plain = in.readAllBytes();
        }
    }

    private static byte[] deflate(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(out, new Deflater(1))) {
            z.write(bytes);
        }
        return out.toByteArray();
    }

    /** One change to a file: {@code kind} 0 flips bytes, 1 cuts it, 2 extends it, 3 overwrites a run. */
    record Mutation(int kind, double where, int count, int seed) {
        byte[] apply(byte[] in) {
            java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
            int at = (int) (where * in.length);
            // the header and the first bytes of each part are where lies matter: aim there half the time
            if (rnd.nextBoolean()) {
                at = Math.min(in.length - 1, rnd.nextInt(Math.min(in.length, 64)));
            }
            return switch (kind) {
                case 0 -> {
                    byte[] out = in.clone();
                    for (int i = 0; i < count; i++) {
                        int p = Math.min(in.length - 1, at + rnd.nextInt(16));
                        out[p] ^= (byte) (1 + rnd.nextInt(255));
                    }
                    yield out;
                }
                case 1 -> Arrays.copyOf(in, at);
                case 2 -> {
                    byte[] out = Arrays.copyOf(in, in.length + count);
                    for (int i = in.length; i < out.length; i++) {
                        out[i] = (byte) rnd.nextInt(256);
                    }
                    yield out;
                }
                default -> {
                    byte[] out = in.clone();
                    byte b = rnd.nextBoolean() ? (byte) 0xff : (byte) rnd.nextInt(256);
                    Arrays.fill(out, at, Math.min(out.length, at + count), b);
                    yield out;
                }
            };
        }
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.doubles().between(0, 1),
                Arbitraries.integers().between(1, 64), Arbitraries.integers()).as(Mutation::new);
    }

    /** The rules' length byte made 35 KB: quoting all of it in the refusal allocated 34 MB (CI, seed -63245986). */
    @Example
    void aRulesLengthMadeHugeIsRefusedWithinTheBudget() throws IOException {
        setUp();
        loadsOrRefuses(deflate(new Mutation(3, 0.0, 1, -63245986).apply(plain)), 1, "the rules' length");
    }

    @Property(tries = 100)
    void aMutatedFileLoadsAsTheOriginalOrIsRefusedInOneLine(@ForAll("mutations") Mutation m) throws IOException {
        setUp();
        loadsOrRefuses(m.apply(file), 0, "compressed " + m);
    }

    @Property(tries = 100)
    void aMutatedStreamInsideLoadsAsTheOriginalOrIsRefusedInOneLine(@ForAll("mutations") Mutation m) throws IOException {
        setUp();
        loadsOrRefuses(deflate(m.apply(plain)), m.count(), "inside " + m);
    }

    /** What is done with a file. */
    interface OnFile {
        void accept(Path f) throws IOException;
    }

    /** {@code bytes} as a file named {@code name} in a directory of its own, for {@code action}; then gone. */
    private static void onFile(byte[] bytes, String name, OnFile action) throws IOException {
        Path dir = Files.createTempDirectory("tables");
        Path f = dir.resolve(name);
        try {
            Files.write(f, bytes);
            action.accept(f);
        } finally {
            Files.deleteIfExists(f);
            Files.delete(dir);
        }
    }

    private static void loadsOrRefuses(byte[] bytes, long changed, String what) throws IOException {
        onFile(bytes, "mutated.bin", f -> {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            Tables back;
            try {
                back = Tables.load(f);
            } catch (IOException e) {
                refusal(e, f, before, what);
                net.jqwik.api.statistics.Statistics.collect("refused");
                return;
            } catch (RuntimeException | OutOfMemoryError e) {
                throw new AssertionError(what + ": not a refusal: " + e, e);
            }
            allocatedWithin(before, what);
            long d = original.differences(back);
            net.jqwik.api.statistics.Statistics.collect(d == 0 ? "loaded the original" : "loaded with changed values");
            assertTrue(d >= 0 && d <= changed, what + ": loaded, but " + d + " positions differ from the original");
            if (changed == 0) {
                assertEquals(original.rules(), back.rules(), what);
            }
        });
    }

    private static void refusal(IOException e, Path f, long before, String what) {
        allocatedWithin(before, what);
        String msg = e.getMessage();
        assertTrue(msg != null && msg.startsWith(f.toString() + ": "), what + ": the refusal names the file: " + msg);
        assertFalse(msg.contains("\n"), what + ": one line: " + msg);
        assertTrue(msg.length() > f.toString().length() + 6, what + ": says what is wrong: " + msg);
    }

    private static void allocatedWithin(long before, String what) {
        long used = THREADS.getCurrentThreadAllocatedBytes() - before;
        assertTrue(used <= BUDGET, what + ": allocated " + used + " bytes, more than " + BUDGET);
    }

    /** A file of the header and a class header only, then {@code dataBytes} bytes of {@code fill}. */
    private static byte[] lying(int classes, int a, int b, int size, int dataBytes, byte fill) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(raw);
        out.writeUTF("MBTB1");
        out.writeUTF(Rules.STANDARD.toString());
        out.writeInt(classes);
        out.writeByte(a);
        out.writeByte(b);
        out.writeInt(size);
        byte[] chunk = new byte[dataBytes];
        Arrays.fill(chunk, fill);
        out.write(chunk);
        out.flush();
        return deflate(raw.toByteArray());
    }

    private static void refused(byte[] bytes, String expected) throws IOException {
        refused(bytes, expected, true);
    }

    private static void refused(byte[] bytes, String expected, boolean byTheHeader) throws IOException {
        onFile(bytes, "lying.bin", f -> {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            try {
                Tables.load(f);
                fail("loaded " + f);
            } catch (IOException e) {
                refusal(e, f, before, expected);
                long used = THREADS.getCurrentThreadAllocatedBytes() - before;
                // refused from the header: no more than the reading buffers, whatever the header claims
                assertTrue(!byTheHeader || used < 1024 * 1024, "allocated " + used + " bytes for a " + bytes.length + "-byte file");
                assertTrue(e.getMessage().contains(expected), e.getMessage());
            } catch (RuntimeException | OutOfMemoryError e) {
                throw new AssertionError("not a refusal: " + e, e);
            }
        });
    }

    @Example
    void aSmallFileDeclaringAHugeClassIsRefusedBeforeItsArrayIsMade() throws IOException {
        // 5v5 is 494 million positions: a 4 MB stream of decided positions in a 4 KB file
        refused(lying(1, 5, 5, TableClass.size(5, 5), 4 << 20, (byte) 1), "5v5");
    }

    @Example
    void aClassWhoseSizeOverflowsIsRefused() throws IOException {
        // 6v6 has 2.5 billion positions: its size wraps around an int
        refused(lying(1, 6, 6, (int) ((long) Combinations.count(24, 6) * Combinations.count(18, 6)), 100, (byte) 0), "6v6");
    }

    @Example
    void aClassTheBuilderNeverMakesIsRefused() throws IOException {
        refused(lying(1, 12, 12, TableClass.size(12, 12), 100, (byte) 0), "12v12");
    }

    @Example
    void aValueNoDistanceGivesIsRefused() throws IOException {
        setUp();
        byte[] bad = plain.clone();
        bad[bad.length - 1] = (byte) 0xff;
        refused(deflate(bad), "255", false);
    }

    @Example
    void moreClassesThanTheFileHoldsIsRefused() throws IOException {
        setUp();
        byte[] bad = plain.clone();
        int at = 2 + 5 + 2 + Rules.STANDARD.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        bad[at + 3] = 2; // two classes declared, one written
        refused(deflate(bad), "class 2", false);
    }

    @Example
    void theSameClassTwiceIsRefused() throws IOException {
        setUp();
        int at = 2 + 5 + 2 + Rules.STANDARD.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        byte[] twice = Arrays.copyOf(plain, plain.length + plain.length - at - 4);
        System.arraycopy(plain, at + 4, twice, plain.length, plain.length - at - 4);
        twice[at + 3] = 2;
        refused(deflate(twice), "3v3) appears twice", false);
    }

    @Example
    void aClassTheMemoryHasNoRoomForIsRefusedBeforeItsArrayIsMade() throws IOException {
        setUp();
        long before = THREADS.getCurrentThreadAllocatedBytes();
        try {
            Tables.read(new ByteArrayInputStream(file), file.length, "t.bin", wanted -> 1 << 20);
            fail("loaded with 1 MiB free");
        } catch (IOException e) {
            assertEquals("t.bin: class 1 (3v3): needs 2 MiB free to be read, the memory has 1 MiB", e.getMessage());
        }
        long used = THREADS.getCurrentThreadAllocatedBytes() - before;
        assertTrue(used < 2L * TableClass.size(3, 3), "refused before the dense array: " + used + " bytes");
        // with room enough, the same file loads
        assertEquals(0, original.differences(Tables.read(new ByteArrayInputStream(file), file.length, "t.bin", wanted -> 1L << 30)));
    }

    @Example
    void aClassWhoseArraysWouldCrowdTheServicesHeapIsRefused() throws IOException {
        // 3v5 all decided: 41 million positions in 40 KB (within deflate's ratio); read, its keys fill
        // 41 MB before its 41 MB of bytes are made, which ended a service of -Xmx112m (64 MiB free)
        byte[] bomb = lying(1, 3, 5, TableClass.size(3, 5), TableClass.size(3, 5), (byte) 1);
        try {
            Tables.read(new ByteArrayInputStream(bomb), bomb.length, "bomb.bin", wanted -> 64L << 20);
            fail("loaded with 64 MiB free");
        } catch (IOException e) {
            assertTrue(e.getMessage().startsWith("bomb.bin: class 1 (3v5): needs "), e.getMessage());
            assertTrue(e.getMessage().endsWith(" MiB free to be read, the memory has 64 MiB"), e.getMessage());
        }
    }

    @Example
    void theOriginalLoadsAsItself() throws IOException {
        setUp();
        onFile(file, "t.bin", f -> {
            Tables back = Tables.load(f);
            assertEquals(0, original.differences(back));
            assertEquals(original.rules(), back.rules());
            assertEquals(List.of("3v3"), back.classNames());
        });
    }
}
