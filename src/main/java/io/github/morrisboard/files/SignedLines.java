package io.github.morrisboard.files;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Text files of one record a line, each line carrying its own checksum ({@code … crc32 5d3c1a7e}: the
 * CRC-32 of the line's UTF-8 bytes before {@code " crc32 "}), so one bad byte costs one line, not
 * the file. The history and the puzzle book are kept so.
 */
public final class SignedLines {
    /** What comes between a line's text and its checksum. */
    public static final String MARK = " crc32 ";

    private SignedLines() {
    }

    /**
     * One line of a file as found.
     *
     * @param number 1-based
     * @param bytes  without the line break
     * @param whole  whether a line break ends it (a line torn by a dying card has none)
     */
    public record Line(int number, byte[] bytes, boolean whole) {
    }

    /** The file's lines, empty ones left out. */
    public static List<Line> split(byte[] bytes) {
        List<Line> lines = new ArrayList<>();
        int start = 0, number = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            number++;
            if (end > start) {
                lines.add(new Line(number, Arrays.copyOfRange(bytes, start, end), end < bytes.length));
            }
            start = end + 1;
        }
        return lines;
    }

    /** {@code body} with its checksum. */
    public static String sign(String body) {
        return body + MARK + String.format("%08x", crc(body));
    }

    /** The line's bytes as text; throws IllegalArgumentException {@code not UTF-8 text}. */
    public static String text(byte[] line) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("not UTF-8 text");
        }
    }

    /** Whether {@code text} ends with a well-formed checksum. */
    public static boolean isSigned(String text) {
        int at = text.lastIndexOf(MARK);
        return at >= 0 && text.substring(at + MARK.length()).matches("[0-9a-f]{8}");
    }

    /**
     * The text before a signed line's checksum, checked; throws IllegalArgumentException {@code checksum
     * mismatch (line says …, content gives …)}, or when the line is not {@linkplain #isSigned signed}.
     */
    public static String body(String text) {
        if (!isSigned(text)) {
            throw new IllegalArgumentException("no checksum (torn or altered)");
        }
        int at = text.lastIndexOf(MARK);
        String body = text.substring(0, at);
        long want = Long.parseLong(text.substring(at + MARK.length()), 16), got = crc(body);
        if (want != got) {
            throw new IllegalArgumentException(String.format("checksum mismatch (line says %08x, content gives %08x)", want, got));
        }
        return body;
    }

    private static long crc(String body) {
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.UTF_8));
        return c.getValue();
    }
}
