package io.github.morrisboard.remote;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the link hands to its listener (F3, F4): never an exception out of Paho's callback, never a huge String. */
class MqttLinkDeliverTest {
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final Logger logger = (Logger) LoggerFactory.getLogger(MqttLink.class);
    private final List<String> heard = new ArrayList<>();
    private final MqttLink.Listener listener = MqttLink.Listener.of(() -> { }, (t, p) -> heard.add(p));

    @BeforeEach
    void capture() {
        logged.start();
        logger.addAppender(logged);
    }

    @AfterEach
    void release() {
        logger.detachAppender(logged);
    }

    @Test
    void whateverTheListenerThrowsIsRefusedInOneLineAndNotThrownToPaho() {
        for (RuntimeException e : List.<RuntimeException>of(new ArrayIndexOutOfBoundsException("Index 0 out of bounds for length 0"),
                new NullPointerException(), new IllegalStateException("two\nlines"))) {
            MqttLink.Listener throwing = MqttLink.Listener.of(() -> { }, (t, p) -> {
                throw e;
            });
            int before = logged.list.size();
            assertDoesNotThrow(() -> MqttLink.deliver(throwing, "morrisboard/games/x/by/evil/seat", "morrisboard/1 seat x white evil ,".getBytes()));
            assertEquals(1, logged.list.size() - before, "one refusal line for " + e);
            String line = logged.list.getLast().getFormattedMessage();
            assertTrue(line.startsWith("refused a message on morrisboard/games/x/by/evil/seat: ") && !line.contains("\n"), line);
        }
    }

    @Test
    void aPayloadOverTheBoundIsRefusedBeforeItIsDecoded() {
        byte[] big = new byte[MqttLink.MAX_PAYLOAD_BYTES + 1];
        java.util.Arrays.fill(big, (byte) 'd');
        MqttLink.deliver(listener, "morrisboard/games/x/by/evil/record", big);
        assertEquals(List.of(), heard, "the listener got the oversized payload");
        assertEquals("refused a message on morrisboard/games/x/by/evil/record: " + big.length + " bytes, more than the "
                + MqttLink.MAX_PAYLOAD_BYTES + " a board reads", logged.list.getLast().getFormattedMessage());
    }

    /**
     * The longest record a board can hold is the longest its game file keeps (64 KiB, with the plies
     * line in the same words as the record's): with the longest ply word on every ply, and the longest
     * game id, it is read whole.
     */
    @Test
    void theLongestRecordABoardCanHoldFitsTheBound() {
        long fileBytes = 64 * 1024; // store.GameStore.MAX_BYTES: the whole game file, plies line and all
        Ply longest = Notation.parsePly("a1-a4");
        List<Ply> plies = new ArrayList<>(Collections.nCopies((int) (fileBytes / (longest.toString().length() + 1)), longest));
        assertTrue(Notation.format(plies).length() <= fileBytes);
        String id = "a1-b4-d2-g7" + ".2147483647";
        String text = new Message.Record(id, plies).text();
        MqttLink.deliver(listener, "morrisboard/games/x/by/boardB/record", text.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(text), heard, "the longest record was refused");
        System.out.println("the longest record a board can hold: " + text.length() + " bytes; the bound " + MqttLink.MAX_PAYLOAD_BYTES);
    }
}
