package io.github.morrisboard.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.*;

class SessionsTest {
    @TempDir
    Path dir;

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
