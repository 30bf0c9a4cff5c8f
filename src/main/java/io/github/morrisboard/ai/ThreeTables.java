package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The tables of {@code n} against 3 ({@link ThreeTableBuilder}) in a file read memory-mapped: the
 * operating system pages in what the search touches, so a board with little memory (a Pi Zero 2 W)
 * holds in its heap only the indexes' look-up tables ({@link ThreeIndex}), never the values.
 *
 * <p>File (big-endian): the magic {@code MBNV3}, version 1, the header's length, the rules, the
 * classes (mover's pieces, opponent's, rows, row length, where its row offsets and its rows start, its
 * rows' length), the CRC-32 of everything after the header; then each class's rows and offsets. A row
 * holds the values of one canonical set of the big side ({@link ThreeIndex}: the three's sets beside
 * it), stored as the smaller of two forms: a palette (its distinct values, then a code of the fewest
 * bits for each position) or a default value with the exceptions (positions and values). Most rows
 * of the larger classes are one value or nearly so. {@link ThreeTablesWriter} writes it.
 */
public final class ThreeTables {
    static final String MAGIC = "MBNV3";
    static final int VERSION = 1;
    /** The largest file opened: a file the builder writes is far smaller; anything larger is refused. */
    static final long MAX_FILE_BYTES = 1L << 30;

    private final Rules rules;
    private final ByteBuffer file;
    private final Cls[][] classes = new Cls[10][10];
    private final List<String> names;
    private final long bytes;

    /** One class in the file. */
    private record Cls(int mover, int opponent, ThreeIndex ix, boolean moverBig, int offsets, int data) {
    }

    private ThreeTables(Rules rules, ByteBuffer file, List<Cls> list, long bytes) {
        this.rules = rules;
        this.file = file;
        this.bytes = bytes;
        for (Cls c : list) {
            classes[c.mover][c.opponent] = c;
        }
        this.names = list.stream().map(c -> c.mover + "v" + c.opponent).toList();
    }

    /** The rules the tables were built for. */
    Rules rules() {
        return rules;
    }

    /** The classes in the file, e.g. {@code [3v3, 4v3, 3v4, …]}. */
    List<String> classNames() {
        return names;
    }

    /** The file's size (mapped, not in the heap). */
    long fileBytes() {
        return bytes;
    }

    /** Whether a position with {@code mover} pieces for the side to move and {@code opponent} for the other is in a class here. */
    boolean covers(int mover, int opponent) {
        return mover < 10 && opponent < 10 && classes[mover][opponent] != null;
    }

    /** The stored byte (0 draw, else 1 + distance in turns) of a covered position: the masks of the side to move and the other. */
    int value(int mover, int opponent) {
        Cls c = classes[Integer.bitCount(mover)][Integer.bitCount(opponent)];
        int i = c.moverBig ? c.ix.index(mover, opponent) : c.ix.index(opponent, mover);
        int rowLength = c.ix.rowLength();
        int row = i / rowLength, j = i - row * rowLength;
        int at = c.data + file.getInt(c.offsets + 4 * row);
        return entry(file, at, j);
    }

    /** Entry {@code j} of the row at {@code at}. */
    static int entry(ByteBuffer b, int at, int j) {
        int k = b.get(at) & 0xff;
        if (k == 0) { // a default and exceptions
            int n = b.getShort(at + 2) & 0xffff;
            int lo = 0, hi = n - 1, pos = at + 4;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                int p = b.getShort(pos + 2 * mid) & 0xffff;
                if (p < j) {
                    lo = mid + 1;
                } else if (p > j) {
                    hi = mid - 1;
                } else {
                    return b.get(pos + 2 * n + mid) & 0xff;
                }
            }
            return b.get(at + 1) & 0xff;
        }
        if (k == 1) {
            return b.get(at + 1) & 0xff;
        }
        int w = width(k);
        int bit = j * w, codes = at + 1 + k + (bit >>> 3);
        int window = (b.get(codes) & 0xff) | (b.get(codes + 1) & 0xff) << 8;
        return b.get(at + 1 + ((window >>> (bit & 7)) & ((1 << w) - 1))) & 0xff;
    }

    /** Bits a code of a palette of {@code k} values takes. */
    static int width(int k) {
        return 32 - Integer.numberOfLeadingZeros(k - 1);
    }

    /**
     * Opens a table file: maps it, checks the header, every class's place and shape, every row's form
     * and the checksum, and refuses in one line starting with the file's name anything else (a FIFO or a
     * device, a file too large, a wrong magic or version, rules that do not parse, a class the builder
     * never makes or twice, a row or offset out of place, a value that is no distance, a changed byte).
     */
    public static ThreeTables open(Path path) throws IOException {
        String name = path.toString();
        try {
            io.github.morrisboard.files.SmallFile.check(path, MAX_FILE_BYTES);
        } catch (NoSuchFileException e) {
            throw new IOException(name + ": no such endgame table file (tables --against-three builds one)", e);
        }
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > MAX_FILE_BYTES) {
                throw new IOException(name + ": larger than " + MAX_FILE_BYTES + " bytes");
            }
            ByteBuffer b = ch.map(FileChannel.MapMode.READ_ONLY, 0, size).order(ByteOrder.BIG_ENDIAN);
            return read(b, ch, size, name);
        } catch (java.nio.BufferUnderflowException | IndexOutOfBoundsException e) {
            throw new IOException(name + ": cut short or out of place (" + e.getClass().getSimpleName() + ")");
        }
    }

    /** {@code length} bytes of {@code ch} from {@code at}, read (not through the mapping: what is checked stays out of memory). */
    private static ByteBuffer copy(FileChannel ch, long at, int length) throws IOException {
        ByteBuffer out = ByteBuffer.allocate(length);
        while (out.hasRemaining()) {
            if (ch.read(out, at + out.position()) < 0) {
                throw new java.io.EOFException();
            }
        }
        return out.flip();
    }

    /**
     * The file behind the mapping {@code b}: its header read through the mapping, the rows and the checksum
     * through {@code ch}, so that the check leaves none of the values in the process's memory (the pages
     * the search touches come in later, one by one).
     */
    private static ThreeTables read(ByteBuffer b, FileChannel ch, long size, String name) throws IOException {
        byte[] magic = new byte[MAGIC.length()];
        b.get(0, magic);
        if (!MAGIC.equals(new String(magic, StandardCharsets.US_ASCII))) {
            throw new IOException(name + ": not a table file of n against 3 (no " + MAGIC + " header)");
        }
        int version = b.getInt(8);
        if (version != VERSION) {
            throw new IOException(name + ": version " + version + ", this program reads " + VERSION);
        }
        int header = b.getInt(12);
        if (header < 24 || header > size) {
            throw new IOException(name + ": a header of " + header + " bytes in a file of " + size);
        }
        ByteBuffer h = b.slice(0, header).order(ByteOrder.BIG_ENDIAN).position(16);
        int rulesLength = h.getShort() & 0xffff;
        byte[] rulesText = new byte[rulesLength];
        h.get(rulesText);
        Rules rules;
        try {
            rules = Rules.parse(new String(rulesText, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IOException(name + ": rules: " + e.getMessage());
        }
        int n = h.getInt();
        if (n < 1 || n > 13) {
            throw new IOException(name + ": " + n + " classes declared, the builder makes 1 to 13");
        }
        List<Cls> list = new ArrayList<>();
        boolean[][] seen = new boolean[10][10];
        for (int i = 0; i < n; i++) {
            int mover = h.get(), opponent = h.get(), rows = h.getInt(), rowLength = h.getInt();
            int offsets = h.getInt(), data = h.getInt(), dataLength = h.getInt();
            String cls = "class " + (i + 1) + " (" + mover + "v" + opponent + ")";
            if (Math.min(mover, opponent) != 3 || Math.max(mover, opponent) > 9) {
                throw new IOException(name + ": " + cls + ": the builder makes n against 3, n = 3..9");
            }
            if (seen[mover][opponent]) {
                throw new IOException(name + ": " + cls + " appears twice");
            }
            seen[mover][opponent] = true;
            ThreeIndex ix = ThreeIndex.of(Math.max(mover, opponent));
            if (rowLength != ix.rowLength() || (long) rows * rowLength != ix.size()) {
                throw new IOException(name + ": " + cls + " declares " + rows + " rows of " + rowLength + ", it has "
                        + ix.size() / ix.rowLength() + " of " + ix.rowLength());
            }
            if (offsets < header || data < header || dataLength < 0 || (long) offsets + 4L * (rows + 1) > size || (long) data + dataLength > size) {
                throw new IOException(name + ": " + cls + " lies outside the file");
            }
            checkRows(copy(ch, offsets, 4 * (rows + 1)), copy(ch, data, dataLength), rows, rowLength, name + ": " + cls);
            list.add(new Cls(mover, opponent, ix, mover >= opponent, offsets, data));
        }
        long crc = h.getInt() & 0xffffffffL;
        CRC32 c = new CRC32();
        ByteBuffer chunk = ByteBuffer.allocate(1 << 20);
        for (long at = header; at < size; ) {
            int got = ch.read(chunk.clear(), at);
            if (got < 0) {
                throw new java.io.EOFException();
            }
            c.update(chunk.flip());
            at += got;
        }
        if (c.getValue() != crc) {
            throw new IOException(name + ": checksum differs (the file is damaged)");
        }
        return new ThreeTables(rules, b, list, size);
    }

    /**
     * Checks that each row lies where its offset says, in one of the two forms, with distances only (its
     * codes are left to the checksum: a code past its palette reads a byte of the file, never outside it).
     */
    private static void checkRows(ByteBuffer offsets, ByteBuffer b, int rows, int rowLength, String where) throws IOException {
        int last = offsets.getInt(0);
        if (last != 0 || offsets.getInt(4 * rows) != b.limit()) {
            throw new IOException(where + ": its offsets do not span its rows");
        }
        for (int r = 0; r < rows; r++) {
            int next = offsets.getInt(4 * (r + 1));
            if (next < last || next > b.limit()) {
                throw new IOException(where + ": row " + r + " is not a row of the table");
            }
            int at = last, k = next - last < 1 ? -1 : b.get(at) & 0xff;
            int expected;
            if (k < 0) {
                expected = -1;
            } else if (k == 0) {
                int e = next - last >= 4 ? b.getShort(at + 2) & 0xffff : -1;
                expected = e < 0 || e > rowLength ? -1 : 4 + 3 * e;
                for (int j = 0; expected > 0 && j < e; j++) {
                    int p = b.getShort(at + 4 + 2 * j) & 0xffff;
                    int prev = j == 0 ? -1 : b.getShort(at + 2 + 2 * j) & 0xffff;
                    if (p >= rowLength || p <= prev || distance(b.get(at + 4 + 2 * e + j)) < 0) {
                        expected = -1;
                    }
                }
                if (expected > 0 && distance(b.get(at + 1)) < 0) {
                    expected = -1;
                }
            } else {
                expected = 1 + k + (k > 1 ? (rowLength * width(k) + 7) / 8 + 1 : 0);
                for (int j = 0; expected > 0 && j < k && j < next - last - 1; j++) {
                    if (distance(b.get(at + 1 + j)) < 0) {
                        expected = -1;
                    }
                }
            }
            if (expected != next - last) {
                throw new IOException(where + ": row " + r + " is not a row of the table");
            }
            last = next;
        }
    }

    /** The byte as a stored value (0 draw, 1 + distance), or -1 when it is none. */
    private static int distance(byte v) {
        int u = v & 0xff;
        return u <= TableBuilder.MAX_DISTANCE + 1 ? u : -1;
    }

    @Override
    public String toString() {
        return "n against 3 " + names + " (" + bytes + " bytes mapped)";
    }
}
