package io.github.morrisboard.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import io.github.morrisboard.testing.LogLines;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.*;

class SessionsTest {
    @TempDir
    Path dir;

    @RegisterExtension
    final LogLines log = LogLines.of(Sessions.class);

    /** F11: a file that is not a small regular text file of hashes pairs nothing, never hangs or fills the memory, and is named once in the log. */
    @Test
    @Timeout(20)
    void aBadFileIsRefusedWithOneLogLine() throws Exception {
        Path file = dir.resolve(Sessions.FILE);
        String token = "AAAAAAAAAAAAAAAAAAAAAAAA";
        List<ThrowingSetup> bad = List.of(
                () -> new ProcessBuilder("mkfifo", file.toString()).start().waitFor(),
                () -> Files.createSymbolicLink(file, Path.of("/dev/zero")),
                () -> Files.write(file, new byte[(int) Sessions.MAX_BYTES + 1]),
                () -> Files.write(file, new byte[] {'a', 'b', (byte) 0xff, (byte) 0xfe, '\n'}));
        for (ThrowingSetup setup : bad) {
            Files.deleteIfExists(file);
            setup.run();
            log.clear();
            Sessions s = new Sessions(dir);
            for (int i = 0; i < 5; i++) {
                assertFalse(s.valid(token), "a bad file pairs nothing");
            }
            assertEquals(1, log.events().size(), "one log line for the bad file, not one per request: " + log.events());
            String line = log.events().getFirst().getFormattedMessage();
            assertTrue(line.contains(file.toString()) && !line.contains("\n"), line);
            IOException e = assertThrows(IOException.class, s::count, "phones refuses");
            assertTrue(e.getMessage().startsWith(file.toString()) && !e.getMessage().contains("\n"), e.getMessage());
        }
    }

    /** A torn line (a hash cut short) or a line of anything else is no session; the good lines still are. */
    @Test
    void aTruncatedLineIsNoSession() throws Exception {
        Sessions s = new Sessions(dir);
        String a = s.issue();
        String b = s.issue();
        Path file = dir.resolve(Sessions.FILE);
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() - 20));
        assertTrue(s.valid(a));
        assertFalse(s.valid(b), "the torn last line");
        assertEquals(1, s.count());
    }

    /** A session lives {@link Sessions#LIFE_MS} from its pairing, then is refused (the server's clock decides, not the cookie). */
    @Test
    void aSessionPastItsLifeIsRefused() throws Exception {
        AtomicLong now = new AtomicLong(1_800_000_000_000L);
        Sessions s = new Sessions(dir, now::get);
        String a = s.issue();
        assertEquals(Optional.of(now.get() + Sessions.LIFE_MS), s.expiry(a));
        now.addAndGet(Sessions.LIFE_MS - 1);
        assertTrue(s.valid(a));
        now.addAndGet(1);
        assertFalse(s.valid(a), "past its life");
        assertEquals(Optional.empty(), s.expiry(a));
        assertEquals(0, s.count());
        assertEquals(30L * 24 * 3600 * 1000, Sessions.LIFE_MS, "the bound the words and the cookie state");
    }

    /** A line of the old format (a hash without its pairing time) has no known age: it no longer counts. */
    @Test
    void anOldLineWithoutItsTimeIsNoSession() throws Exception {
        Files.writeString(dir.resolve(Sessions.FILE), Sessions.hash("AAAAAAAAAAAAAAAAAAAAAAAA") + "\n");
        assertFalse(new Sessions(dir).valid("AAAAAAAAAAAAAAAAAAAAAAAA"));
    }

    interface ThrowingSetup {
        void run() throws Exception;
    }

    @Test
    void onlyTheHashIsKeptAndEachPhoneCanBeForgotten() throws Exception {
        Sessions s = new Sessions(dir);
        String a = s.issue();
        String b = s.issue();
        String file = Files.readString(dir.resolve(Sessions.FILE));
        assertFalse(file.contains(a) || file.contains(b), "no token on disk");
        assertTrue(file.contains(Sessions.hash(a)) && file.contains(Sessions.hash(b)));
        assertTrue(new Sessions(dir).valid(a), "a restart keeps the pairing");
        s.forget(a);
        assertFalse(s.valid(a));
        assertTrue(s.valid(b));
        Sessions.forgetAll(s.file());
        assertFalse(s.valid(b), "the CLI's forgetting is seen at once");
        assertEquals(0, s.count());
    }

    @Test
    void theCsrfTokenBelongsToItsSession() throws Exception {
        Sessions s = new Sessions(dir);
        String a = s.issue();
        String b = s.issue();
        assertTrue(Sessions.csrfMatches(a, Optional.of(Sessions.csrf(a))));
        assertFalse(Sessions.csrfMatches(a, Optional.of(Sessions.csrf(b))));
        assertFalse(Sessions.csrfMatches(a, Optional.empty()));
        assertNotEquals(a, Sessions.csrf(a));
    }

    @Test
    void theOldestPhoneGoesPastTheCap() throws Exception {
        Sessions s = new Sessions(dir);
        String first = s.issue();
        for (int i = 0; i < Sessions.MAX_PHONES; i++) {
            s.issue();
        }
        assertEquals(Sessions.MAX_PHONES, s.count());
        assertFalse(s.valid(first));
    }
}
