package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Main;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HardwareCheckCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void simulatedBoardPassesEveryPointInChainOrder() {
        Run r = run("hardware-check", "--simulate", "--timeout", "5");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("[1/24] Put a magnet on the lit point (it should be a1: reed 0x20:A0 GPA0, pixel 0)"), r.out());
        assertTrue(r.out().contains("[4/24] Put a magnet on the lit point (it should be d7"), "chain order: " + r.out());
        assertTrue(r.out().contains("  reed d6 closed"), "live reed changes: " + r.out());
        assertTrue(r.out().contains("  reed d6 opened"), r.out());
        assertTrue(java.util.regex.Pattern.compile("(?m)^d6 +0x21:A1 +12 +PASS").matcher(r.out()).find(), r.out());
        assertTrue(r.out().contains("24 of 24 points pass: PASS"), r.out());
    }

    @Test
    void aBadProfileIsExitStatusTwoNamingFileAndKey(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.properties");
        Files.writeString(f, Files.readString(Path.of("firmware-config/hardware.properties"))
                .replace("reed.point.d6 = 0x21:A1", "reed.point.d6 = 0x21:A0"));
        Run r = run("hardware-check", "--simulate", "--profile", f.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains(f + ":") && r.err().contains("reed.point.d6: pin 0x21:A0 is already used by reed.point.d5"), r.err());
    }

    @Test
    void helpIsThere() {
        Run r = run("hardware-check", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("--simulate"));
    }
}
