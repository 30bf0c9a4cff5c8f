package io.github.morrisboard.ai;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Rules;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * Endgame tables for the moving phase with few pieces (built by {@link TableBuilder}): for every
 * position of a loaded class, win, draw or loss for the side to move and the distance in turns.
 * The search probes them ({@link #covers}, {@link #score}); at the root it plays the table's
 * best ply. A position with a removal owed is not stored: the search looks one removal ahead
 * into the smaller class. {@link #none()} covers nothing.
 *
 * <p>File: the magic {@code MBTB1}, the rules, the class count, then each class (mover pieces,
 * opponent pieces, one byte a position), all deflate-compressed. The tables of n against 3
 * ({@link ThreeTables}, a file of their own, memory-mapped) join these ({@link #with}); where both
 * hold a class (3v3, 3v4, 4v3) they agree, and the mapped one answers.
 */
public final class Tables {
    private static final String MAGIC = "MBTB1";
    private static final Tables NONE = new Tables(Rules.STANDARD, List.of(), Optional.empty());

    private final Rules rules;
    private final TableClass[][] classes = new TableClass[13][13];
    private final List<TableClass> list;
    private final Optional<ThreeTables> three;
    /** {@link #three}'s classes by pieces (mover, opponent), for the probe. */
    private final boolean[][] mapped = new boolean[13][13];

    private Tables(Rules rules, List<TableClass> list, Optional<ThreeTables> three) {
        this.rules = rules;
        this.list = List.copyOf(list);
        this.three = three;
        for (TableClass c : list) {
            classes[c.mover][c.opponent] = c;
        }
        three.ifPresent(t -> {
            for (int a = 0; a < 10; a++) {
                for (int b = 0; b < 10; b++) {
                    mapped[a][b] = t.covers(a, b);
                }
            }
        });
    }

    /**
     * These tables with the tables of n against 3 {@code t}; refused when both are for other rules (flying
     * or not), or when these already have such tables.
     */
    public Tables with(ThreeTables t) {
        if (three.isPresent()) {
            throw new IllegalArgumentException("two files of the tables of n against 3");
        }
        if (!list.isEmpty() && t.rules().flying() != rules.flying()) {
            throw new IllegalArgumentException("the tables of n against 3 are for " + t.rules() + ", the others for " + rules);
        }
        return new Tables(list.isEmpty() ? t.rules() : rules, list, Optional.of(t));
    }

    /** These tables with {@code o}'s (one of the two holds only the tables of n against 3, or neither has any). */
    public Tables with(Tables o) {
        if (o.list.isEmpty() && o.three.isEmpty()) {
            return this;
        }
        if (list.isEmpty() && three.isEmpty()) {
            return o;
        }
        if (o.list.isEmpty() && o.three.isPresent()) {
            return with(o.three.get());
        }
        if (list.isEmpty() && three.isPresent()) {
            return o.with(three.get());
        }
        throw new IllegalArgumentException("two files of endgame tables of the same kind");
    }

    public static Tables none() {
        return NONE;
    }

    /** The rules the tables were built for. */
    public Rules rules() {
        return rules;
    }

    /** The classes loaded, e.g. {@code [3v3, 3v4, 4v3, 4v4]}, then those of n against 3 (mapped) not among them. */
    public List<String> classNames() {
        List<String> out = new ArrayList<>(list.stream().map(TableClass::name).toList());
        three.ifPresent(t -> t.classNames().stream().filter(c -> !out.contains(c)).forEach(out::add));
        return List.copyOf(out);
    }

    /** Bytes of the mapped file of n against 3 (in the page cache, not the heap), 0 without one. */
    public long mappedBytes() {
        return three.map(ThreeTables::fileBytes).orElse(0L);
    }

    /** Positions covered. */
    public long positions() {
        return list.stream().mapToLong(TableClass::size).sum();
    }

    /** Bytes of memory the tables take (sparse classes hold only their decided positions). */
    public long memory() {
        return list.stream().mapToLong(TableClass::memory).sum();
    }

    /** Whether these tables answer for games under {@code r} (the draw-rule options do not matter). */
    public boolean supports(Rules r) {
        return (!list.isEmpty() || three.isPresent()) && r.geometry() == Geometry.NINE && r.geometry() == rules.geometry()
                && r.flying() == rules.flying() && !r.doubleRemoval() && !r.oneTimeMill() && !r.removeFromMills();
    }

    /** Whether {@code p} (under supported rules) is in a loaded class: moving phase, no removal owed. */
    boolean covers(MutablePosition p) {
        if (p.removalsOwed() != 0 || p.inHand(0) != 0 || p.inHand(1) != 0) {
            return false;
        }
        int a = Integer.bitCount(p.pieces(p.side())), b = Integer.bitCount(p.pieces(p.side() ^ 1));
        return a < 13 && b < 13 && (classes[a][b] != null || mapped[a][b]);
    }

    /** The stored byte for a covered position: 0 draw, else 1 + distance (odd distance: the side to move wins). */
    int value(MutablePosition p) {
        int us = p.side();
        int own = p.pieces(us), other = p.pieces(us ^ 1);
        int a = Integer.bitCount(own), b = Integer.bitCount(other);
        return mapped[a][b] ? three.get().value(own, other) : classes[a][b].value(own, other);
    }

    /** A search score for a covered position {@code ply} plies from the root. */
    int score(MutablePosition p, int ply) {
        int v = value(p);
        if (v == 0) {
            return 0;
        }
        int d = v - 1;
        int s = Search.TABLE_WIN - ply - d;
        return (d & 1) == 1 ? s : -s;
    }

    /**
     * The table's best of the plies {@code moves[0..n)} of a covered position: the quickest win, else a
     * draw, else the longest loss. A mill-closing ply is valued by its best removal.
     */
    int bestPly(MutablePosition p, int[] moves, int n) {
        int best = moves[0], bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            int s = afterTurn(p);
            p.unmake();
            if (s > bestScore) {
                bestScore = s;
                best = moves[i];
            }
        }
        return best;
    }

    /** With the mover's ply just made on {@code p}: the mover's score (by its best removal when one is owed). */
    int afterTurn(MutablePosition p) {
        if (p.removalsOwed() == 0) {
            return -childScore(p);
        }
        int s = Integer.MIN_VALUE;
        int[] removals = new int[MutablePosition.MAX_PLIES];
        int k = p.generate(removals);
        for (int j = 0; j < k; j++) {
            p.make(removals[j]);
            s = Math.max(s, -childScore(p));
            p.unmake();
        }
        return s;
    }

    /** The score of a position after one turn, for its side to move. */
    private int childScore(MutablePosition p) {
        if (p.tooFew(p.side())) {
            return -Search.MATE + 1;
        }
        return score(p, 1);
    }

    /**
     * Checks every stored position against its successors (the table's own Bellman equation): the
     * stored value must be what the best ply gives. Returns the number of positions that disagree
     * (0 for correct tables); {@code progress} hears one line a class.
     */
    public long verify(java.util.function.Consumer<String> progress) {
        long bad = 0;
        int[] moves = new int[MutablePosition.MAX_PLIES];
        for (TableClass c : list) {
            long badHere = 0;
            int[] combosA = Combinations.all(io.github.morrisboard.board.Point.COUNT, c.mover);
            int[] combosB = Combinations.all(io.github.morrisboard.board.Point.COUNT - c.mover, c.opponent);
            int[] free = new int[io.github.morrisboard.board.Point.COUNT - c.mover];
            for (int ra = 0; ra < combosA.length; ra++) {
                int mover = combosA[ra];
                for (int p = 0, n = 0; p < io.github.morrisboard.board.Point.COUNT; p++) {
                    if ((mover & (1 << p)) == 0) {
                        free[n++] = p;
                    }
                }
                for (int rb = 0; rb < combosB.length; rb++) {
                    int opp = Combinations.expand(combosB[rb], free);
                    MutablePosition m = io.github.morrisboard.engine.Position.of(rules, mover, opp, 0, 0,
                            io.github.morrisboard.engine.Color.WHITE, 0).mutable();
                    if (expected(m, moves) != score(m, 0)) {
                        badHere++;
                    }
                }
            }
            progress.accept(c.name() + ": " + (badHere == 0 ? "every position agrees with its successors"
                    : badHere + " positions disagree"));
            bad += badHere;
        }
        return bad;
    }

    /**
     * Checks {@code perClass} random positions of each class of n against 3 (mapped) against their
     * successors, as {@link #verify} does every position of the others; returns how many disagree.
     */
    public long verifySample(int perClass, long seed, java.util.function.Consumer<String> progress) {
        long bad = 0;
        int[] moves = new int[MutablePosition.MAX_PLIES];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        for (String name : three.map(ThreeTables::classNames).orElse(List.of())) {
            int a = name.charAt(0) - '0', b = name.charAt(2) - '0';
            long badHere = 0;
            for (int i = 0; i < perClass; i++) {
                int mover = randomSet(rnd, a, 0), opp = randomSet(rnd, b, mover);
                MutablePosition m = io.github.morrisboard.engine.Position.of(rules, mover, opp, 0, 0,
                        io.github.morrisboard.engine.Color.WHITE, 0).mutable();
                if (expected(m, moves) != score(m, 0)) {
                    badHere++;
                }
            }
            progress.accept(name + ": " + (badHere == 0 ? perClass + " positions agree with their successors"
                    : badHere + " of " + perClass + " positions disagree"));
            bad += badHere;
        }
        return bad;
    }

    /** {@code k} random points not in {@code taken}. */
    private static int randomSet(java.util.SplittableRandom rnd, int k, int taken) {
        int set = 0;
        while (Integer.bitCount(set) < k) {
            int p = rnd.nextInt(io.github.morrisboard.board.Point.COUNT);
            if ((taken & (1 << p)) == 0) {
                set |= 1 << p;
            }
        }
        return set;
    }

    /** The score a covered position should have from its successors (what {@link #bestPly} achieves). */
    int expected(MutablePosition m, int[] moves) {
        int n = m.generate(moves);
        if (n == 0) {
            return -(Search.TABLE_WIN);
        }
        m.make(bestPly(m, moves, n));
        int s = afterTurn(m);
        m.unmake();
        // a child's score is one ply deeper: shift back to this position's ply 0 (a turn is one distance step)
        if (s == Search.MATE - 1) {
            return Search.TABLE_WIN - 1; // the opponent is down to two: won in one turn
        }
        return s;
    }

    /**
     * How many positions {@code o} values differently (0: the same tables, however each class is
     * held), or -1 when its classes are not these; the rules are not compared.
     */
    long differences(Tables o) {
        if (!classNames().equals(o.classNames())) {
            return -1;
        }
        long d = 0;
        for (int i = 0; i < list.size(); i++) {
            d += list.get(i).differences(o.list.get(i));
        }
        return d;
    }

    /** Writes the tables (compressed). */
    public void write(OutputStream os) throws IOException {
        DeflaterOutputStream z = new DeflaterOutputStream(os, new java.util.zip.Deflater(9), 1 << 16);
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(z, 1 << 16));
        out.writeUTF(MAGIC);
        out.writeUTF(rules.toString());
        out.writeInt(list.size());
        for (TableClass c : list) {
            c.write(out);
        }
        out.flush();
        z.finish();
    }

    public void save(Path file) throws IOException {
        try (OutputStream os = Files.newOutputStream(file)) {
            write(os);
        }
    }

    /**
     * The most bytes deflate makes of one compressed byte (its longest match, 258 bytes, in a
     * quarter of a byte is about 1032): a file of N bytes holds at most this many times N positions.
     */
    static final long MAX_INFLATION = 1032;

    /**
     * Reads tables written by {@link #write} from a file of {@code fileBytes} bytes; refuses, in one
     * line starting with {@code name}, a file that is not what {@link #write} makes: a wrong magic,
     * rules that do not parse, a class the builder never makes ({@value TableBuilder#MAX_PIECES}
     * pieces a side at most) or makes once only, a size that is not the class's, more positions than
     * {@code fileBytes} can hold, a class the memory has no room for (checked before each of its
     * arrays is made), a byte that is no distance, a cut or corrupt stream, or data after the last class.
     */
    public static Tables read(InputStream is, long fileBytes, String name) throws IOException {
        return read(is, fileBytes, name, TableClass.Room.HEAP);
    }

    /** As {@link #read(InputStream, long, String)}, with the memory's free bytes told by {@code room}. */
    static Tables read(InputStream is, long fileBytes, String name, TableClass.Room room) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(new InflaterInputStream(is), 1 << 16));
        String where = "the header";
        try {
            if (!MAGIC.equals(in.readUTF())) {
                throw new IOException(name + ": not an endgame table file (no " + MAGIC + " header)");
            }
            Rules rules;
            try {
                rules = Rules.parse(in.readUTF());
            } catch (RuntimeException e) {
                throw new IOException(name + ": rules: " + e.getMessage());
            }
            int n = in.readInt();
            int most = (TableBuilder.MAX_PIECES - 2) * (TableBuilder.MAX_PIECES - 2);
            if (n < 1 || n > most) {
                throw new IOException(name + ": " + n + " classes declared, the builder makes 1 to " + most);
            }
            List<TableClass> list = new ArrayList<>();
            boolean[][] seen = new boolean[TableBuilder.MAX_PIECES + 1][TableBuilder.MAX_PIECES + 1];
            long positions = 0;
            for (int i = 0; i < n; i++) {
                where = "class " + (i + 1);
                int a = in.readUnsignedByte(), b = in.readUnsignedByte(), size = in.readInt();
                String cls = "class " + (i + 1) + " (" + a + "v" + b + ")";
                if (a < 3 || a > TableBuilder.MAX_PIECES || b < 3 || b > TableBuilder.MAX_PIECES) {
                    throw new IOException(name + ": " + cls + ": the builder makes 3 to " + TableBuilder.MAX_PIECES
                            + " pieces a side");
                }
                if (seen[a][b]) {
                    throw new IOException(name + ": " + cls + " appears twice");
                }
                seen[a][b] = true;
                if (size != TableClass.size(a, b)) {
                    throw new IOException(name + ": " + cls + " declares " + size + " positions, it has "
                            + TableClass.size(a, b));
                }
                positions += size;
                if (positions > MAX_INFLATION * fileBytes) {
                    throw new IOException(name + ": " + cls + " brings the positions to " + positions
                            + ", more than a file of " + fileBytes + " bytes holds");
                }
                where = cls;
                list.add(TableClass.read(in, a, b, size, room));
            }
            if (in.read() != -1) {
                throw new IOException(name + ": data after the last class");
            }
            return new Tables(rules, list, Optional.empty());
        } catch (EOFException | java.util.zip.ZipException | java.io.UTFDataFormatException e) {
            throw new IOException(name + ": truncated or corrupt endgame table file (in " + where + ")");
        } catch (IOException e) {
            String msg = String.valueOf(e.getMessage()).replace('\n', ' ');
            throw msg.startsWith(name + ": ") ? e : new IOException(name + ": " + where + ": " + msg);
        }
    }

    /** The largest table file loaded: the classes built today compress to far less; /dev/zero or a stray image is refused. */
    static final long MAX_FILE_BYTES = 256L * 1024 * 1024;

    /**
     * Loads a table file (the controller calls this at start when the file is present). Only a
     * regular file of at most {@value #MAX_FILE_BYTES} bytes is opened: a FIFO or a device is refused
     * with one line naming it, never waited on or read without end; what is inside is refused as
     * {@link #read} says.
     */
    public static Tables load(Path file) throws IOException {
        if (isThree(file)) {
            ThreeTables t = ThreeTables.open(file);
            return new Tables(t.rules(), List.of(), Optional.of(t));
        }
        try {
            SmallFile.check(file, MAX_FILE_BYTES);
            long bytes = Files.size(file);
            try (InputStream is = SmallFile.open(file, bytes)) { // grown since: refused, not read on
                return read(is, bytes, file.toString());
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IOException(file + ": no such endgame table file (the tables command builds one)", e);
        }
    }

    /** Whether {@code file} begins as a file of the tables of n against 3 does (a missing or unreadable one: no). */
    private static boolean isThree(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return java.util.Arrays.equals(in.readNBytes(ThreeTables.MAGIC.length()),
                    ThreeTables.MAGIC.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        } catch (IOException e) {
            return false;
        }
    }

    /** Collects classes while they are built. */
    static final class Builder {
        private final Rules rules;
        private final List<TableClass> list = new ArrayList<>();
        private final TableClass[][] byCount = new TableClass[13][13];

        Builder(Rules rules) {
            this.rules = rules;
        }

        void add(TableClass c) {
            list.add(c);
            byCount[c.mover][c.opponent] = c;
        }

        TableClass get(int a, int b) {
            TableClass c = byCount[a][b];
            if (c == null) {
                throw new IllegalStateException(a + "v" + b + " is needed before it is built");
            }
            return c;
        }

        Tables done() {
            return new Tables(rules, list, Optional.empty());
        }
    }
}
