package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.control.GameSaver;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The publishing side: only saved plies go out, the record before the ply, everything again at a reconnection. */
class OutboxTest {
    private static final GameCode CODE = GameCode.parse("a1,d2,b4,g7");
    private static final Setup REMOTE = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD);

    private final List<String> sent = new ArrayList<>();
    private boolean up = true;
    private static final String SEAT = "boardA/seat(retained) morrisboard/1 seat a1-b4-d2-g7 white boardA standard";
    private final Outbox outbox = new Outbox(CODE, new Message.Seat(CODE.id(), Color.WHITE, "boardA", Rules.STANDARD), (topic, payload, retained) -> {
        if (up) {
            sent.add(topic.substring(topic.indexOf("/by/") + 4) + (retained ? "(retained) " : " ") + payload);
        }
        return up;
    });

    private static GameSaver saver(boolean works) {
        return io.github.morrisboard.control.Savers.answering(works);
    }

    @Test
    void aPlyGoesOutOnlyOnceSavedRecordFirst() {
        List<io.github.morrisboard.engine.Ply> s = RemotePlayTest.script(8);
        Game g1 = Game.start(Rules.STANDARD).play(s.get(0));
        outbox.offer(g1);
        assertEquals(List.of(), sent, "before the board has taken its seat nothing goes out");
        outbox.reconnected(); // the seats on the broker are in: the seat, then the game so far
        assertEquals(List.of("boardA/seat(retained) morrisboard/1 seat a1-b4-d2-g7 white boardA standard",
                "boardA/record(retained) morrisboard/1 record a1-b4-d2-g7 1 " + s.get(0), "boardA/plies morrisboard/1 ply a1-b4-d2-g7 1 white " + s.get(0)), sent);
        outbox.offer(Game.start(Rules.STANDARD)); // a takeback to the start: nothing to send
        sent.clear();
        new PublishingSaver(saver(false), outbox).save(REMOTE, g1);
        assertEquals(List.of(), sent, "not on disk: not published");
        new PublishingSaver(saver(true), outbox).save(REMOTE.withMode(Mode.HUMAN_AI), g1);
        assertEquals(List.of(), sent, "not a remote game");
        new PublishingSaver(saver(true), outbox).save(REMOTE, g1);
        assertEquals(List.of("boardA/record(retained) morrisboard/1 record a1-b4-d2-g7 1 " + s.get(0),
                "boardA/plies morrisboard/1 ply a1-b4-d2-g7 1 white " + s.get(0)), sent);
        sent.clear();
        Game g2 = g1.play(s.get(1));
        outbox.offer(g2); // black's ply, carried out here: only the record
        assertEquals(List.of("boardA/record(retained) morrisboard/1 record a1-b4-d2-g7 2 " + s.get(0) + " " + s.get(1)), sent);
        sent.clear();
        outbox.reconnected();
        assertEquals(List.of(SEAT, "boardA/record(retained) morrisboard/1 record a1-b4-d2-g7 2 " + s.get(0) + " " + s.get(1),
                "boardA/plies morrisboard/1 ply a1-b4-d2-g7 1 white " + s.get(0)), sent, "the seat, everything again");
    }

    @Test
    void whatCouldNotBeSentGoesOutAtTheNextConnection() {
        List<io.github.morrisboard.engine.Ply> s = RemotePlayTest.script(8);
        up = false;
        outbox.offer(Game.start(Rules.STANDARD).play(s.get(0)));
        up = true;
        assertEquals(List.of(), sent);
        outbox.reconnected();
        assertEquals(3, sent.size(), sent.toString());
        assertEquals(SEAT, sent.getFirst());
    }

    @Test
    void aRefusedGameSendsNothingMore() {
        outbox.refuse();
        outbox.offer(Game.start(Rules.STANDARD).play(RemotePlayTest.script(8).get(0)));
        outbox.reconnected();
        assertEquals(List.of(), sent);
    }

    @Test
    void aPasswordFileOthersMayReadIsRefused(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path f = dir.resolve("password");
        Files.writeString(f, "s3cret\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        assertEquals(f + " may be read by others (rw-r-----); make it the service user's alone: chmod 600 " + f,
                assertThrows(IllegalArgumentException.class, () -> PasswordFile.read(f)).getMessage());
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        assertArrayEquals("s3cret".toCharArray(), PasswordFile.read(f));
    }
}
