package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.files.Mutations;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.CRC32;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulator's kept board, mutated (and signed again): contents or one line naming the problem, never another exception. */
class BoardFilePropertyTest {

    static String body(BoardContents c) {
        String t = new String(BoardFile.encode(c), StandardCharsets.US_ASCII);
        return t.substring(0, t.lastIndexOf("crc32 "));
    }

    @Provide
    Arbitrary<String> bodies() {
        return Mutations.near(List.of(body(BoardContents.EMPTY),
                body(new BoardContents(Point.bit(Point.parse("a1")) | Point.bit(Point.parse("g7")),
                        List.of(new SimulatedFault.ReedStuck(Point.parse("d6"), true), new SimulatedFault.ReedChattering(Point.parse("d2")))))));
    }

    @net.jqwik.api.Example
    void aSignedFileOfOnlyLineBreaksIsOneLine() {
        for (String body : Mutations.EMPTY_LINES) {
            aKeptBoardIsContentsOrOneLine(body, true);
            aKeptBoardIsContentsOrOneLine(body, false);
        }
    }

    @Property(tries = 1500)
    void aKeptBoardIsContentsOrOneLine(@ForAll("bodies") String body, @ForAll boolean signed) {
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.US_ASCII));
        String text = signed ? body + String.format("crc32 %08x\n", c.getValue()) : body;
        try {
            assertTrue(BoardFile.decode(text.getBytes(StandardCharsets.UTF_8)) != null);
        } catch (IllegalArgumentException e) {
            assertTrue(Mutations.oneLine(e.getMessage()), "not one line: " + e.getMessage());
        }
    }
}
