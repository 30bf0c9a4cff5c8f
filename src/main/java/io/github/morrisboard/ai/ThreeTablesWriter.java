package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The writing side of the file of the tables of n against 3 ({@link ThreeTables}, which reads it and
 * describes its format): takes the classes a {@link ThreeTableBuilder} hands it, each row stored in
 * the smaller of its two forms, and writes the header with the checksum last.
 */
public final class ThreeTablesWriter implements ThreeTableBuilder.Sink, AutoCloseable {
    private static final int HEADER = 4096;
    private final Path path;
    private final FileChannel ch;
    private final Rules rules;
    private final List<int[]> table = new ArrayList<>(); // mover, opponent, rows, rowLength, offsets, data, dataLength
    private long at = HEADER;

    public ThreeTablesWriter(Path path, Rules rules) throws IOException {
        this.path = path;
        this.rules = rules;
        this.ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.READ);
    }

    @Override
    public void accept(int mover, int opponent, byte[] values) throws IOException {
        ThreeIndex ix = ThreeIndex.of(Math.max(mover, opponent));
        int rowLength = ix.rowLength(), rows = values.length / rowLength;
        int[] offsets = new int[rows + 1];
        long data = at;
        ByteBuffer buf = ByteBuffer.allocate(1 << 20);
        int length = 0;
        for (int r = 0; r < rows; r++) {
            byte[] row = encodeRow(values, r * rowLength, rowLength);
            if (buf.remaining() < row.length) {
                flush(buf);
            }
            buf.put(row);
            length += row.length;
            offsets[r + 1] = length;
        }
        flush(buf);
        long off = at;
        ByteBuffer o = ByteBuffer.allocate(4 * (rows + 1));
        for (int x : offsets) {
            o.putInt(x);
        }
        flush(o);
        table.add(new int[]{mover, opponent, rows, rowLength, (int) off, (int) data, length});
    }

    private void flush(ByteBuffer buf) throws IOException {
        buf.flip();
        while (buf.hasRemaining()) {
            at += ch.write(buf, at);
        }
        buf.clear();
        if (at > ThreeTables.MAX_FILE_BYTES) {
            throw new IOException(path + ": the tables grew beyond " + ThreeTables.MAX_FILE_BYTES + " bytes");
        }
    }

    /** Writes the header (with the checksum of what was written) and closes the file. */
    @Override
    public void close() throws IOException {
        try (ch) {
            CRC32 crc = new CRC32();
            ByteBuffer buf = ByteBuffer.allocate(1 << 20);
            for (long p = HEADER; p < at; ) {
                buf.clear();
                int r = ch.read(buf, p);
                buf.flip();
                crc.update(buf);
                p += r;
            }
            ByteBuffer h = ByteBuffer.allocate(HEADER);
            h.put(ThreeTables.MAGIC.getBytes(StandardCharsets.US_ASCII)).put(new byte[3]).putInt(ThreeTables.VERSION).putInt(HEADER);
            byte[] r = rules.toString().getBytes(StandardCharsets.UTF_8);
            h.putShort((short) r.length).put(r).putInt(table.size());
            for (int[] t : table) {
                h.put((byte) t[0]).put((byte) t[1]);
                for (int k = 2; k < t.length; k++) {
                    h.putInt(t[k]);
                }
            }
            h.putInt((int) crc.getValue());
            h.position(0).limit(HEADER);
            for (long p = 0; h.hasRemaining(); ) {
                p += ch.write(h, p);
            }
            ch.force(true);
        }
    }

    /** A row's bytes: the smaller of the palette and the exceptions forms. */
    static byte[] encodeRow(byte[] values, int from, int length) {
        int[] count = new int[256];
        for (int j = 0; j < length; j++) {
            count[values[from + j] & 0xff]++;
        }
        int k = 0, common = 0;
        byte[] palette = new byte[256];
        int[] code = new int[256];
        for (int v = 0; v < 256; v++) {
            if (count[v] > 0) {
                code[v] = k;
                palette[k++] = (byte) v;
                if (count[v] > count[common]) {
                    common = v;
                }
            }
        }
        int exceptions = length - count[common];
        int paletteBytes = 1 + k + (k > 1 ? (length * ThreeTables.width(k) + 7) / 8 + 1 : 0);
        int exceptionBytes = 4 + 3 * exceptions;
        if (exceptionBytes < paletteBytes) {
            ByteBuffer out = ByteBuffer.allocate(exceptionBytes);
            out.put((byte) 0).put((byte) common).putShort((short) exceptions);
            ByteBuffer vals = ByteBuffer.allocate(exceptions);
            for (int j = 0; j < length; j++) {
                int v = values[from + j] & 0xff;
                if (v != common) {
                    out.putShort((short) j);
                    vals.put((byte) v);
                }
            }
            return out.put(vals.array()).array();
        }
        byte[] out = new byte[paletteBytes];
        out[0] = (byte) k;
        System.arraycopy(palette, 0, out, 1, k);
        if (k > 1) {
            int w = ThreeTables.width(k);
            for (int j = 0; j < length; j++) {
                int bit = j * w, at = 1 + k + (bit >>> 3);
                int c = code[values[from + j] & 0xff] << (bit & 7);
                out[at] |= (byte) c;
                out[at + 1] |= (byte) (c >>> 8);
            }
        }
        return out;
    }
}
