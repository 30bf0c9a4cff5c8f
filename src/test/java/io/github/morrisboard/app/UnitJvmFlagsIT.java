package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The jar under the unit's own JVM flags (JAVA_OPTS of {@code systemd/morrisboard.service}) says
 * nothing the journal does not need: the first run, which writes the class-data archive at exit,
 * and the second, which maps it. (Writing it used to log a line per class the archive cannot hold,
 * about 150 of them, picocli's pre-Java-6 classes most of all.)
 */
class UnitJvmFlagsIT {
    @TempDir
    Path dir;

    /** The jar run as the unit runs it, its cache directory in {@code dir}: {@code perft 2} with {@code jar}. */
    private List<String> unitRun(Path jar) throws IOException {
        assertTrue(Files.exists(jar), "run after package: " + jar.toAbsolutePath());
        Matcher m = Pattern.compile("(?m)^Environment=\"JAVA_OPTS=(.*)\"$")
                .matcher(Files.readString(Path.of("systemd/morrisboard.service")));
        assertTrue(m.find(), "the unit sets JAVA_OPTS");
        String opts = m.group(1).replace("/var/cache/morrisboard", dir.toString()).replace("%%", "%");
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(opts.split(" +")));
        cmd.addAll(List.of("-jar", jar.toString(), "perft", "2"));
        return cmd;
    }

    /** Runs it: it must start and do its work whatever the archive is. */
    private static Command started(List<String> cmd, String run) throws Exception {
        Command r = Command.run(cmd);
        assertEquals(0, r.status(), run + ": " + r.output());
        assertTrue(r.output().contains("nodes 552"), run + ": " + r.output());
        return r;
    }

    /**
     * A stale or missing archive never fails a start, and the fast start comes back: missing (written at
     * exit), torn by a power cut while it was written (written anew), made before another jar was put in
     * place (the program upgraded; the JVM would leave it unused for ever: the program removes it), no
     * archive at all (garbage, empty: the same). After a removal the next exit writes it, the start after
     * maps it.
     */
    @Test
    void aStaleMissingOrBrokenArchiveNeverFailsAStartAndComesBack() throws Exception {
        Path jar = Files.copy(Path.of("target", "morrisboard.jar"), dir.resolve("morrisboard.jar"));
        List<String> cmd = unitRun(jar);
        Path jsa = dir.resolve("morrisboard.jsa");
        started(cmd, "missing");
        assertTrue(Files.size(jsa) > 1_000_000, "written at exit");

        // the program upgraded: another jar put in place (its date as a package gives it, older than the archive)
        Path newer = Files.copy(jar, dir.resolve("next.jar"));
        Files.setLastModifiedTime(newer, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 86_400_000));
        Files.move(newer, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Command stale = started(cmd, "stale (another jar)");
        assertTrue(stale.output().contains("was made for an older program: removed"), stale.output());
        assertTrue(Files.notExists(jsa), "removed");
        cameBack(cmd, jsa);

        long whole = Files.size(jsa);
        try (var f = java.nio.channels.FileChannel.open(jsa, java.nio.file.StandardOpenOption.WRITE)) {
            f.truncate(whole / 3); // a power cut while it was written at a stop
        }
        started(cmd, "torn");
        assertTrue(Files.size(jsa) > whole * 9 / 10, "written anew whole: " + Files.size(jsa) + " bytes, was " + whole);

        for (byte[] broken : List.of("garbage".repeat(100).getBytes(java.nio.charset.StandardCharsets.US_ASCII), new byte[0])) {
            Files.write(jsa, broken);
            Command r = started(cmd, broken.length + " bytes of no archive");
            assertTrue(r.output().contains("is not one the JVM can use: removed"), r.output());
            assertTrue(Files.notExists(jsa), "removed");
            cameBack(cmd, jsa);
        }
    }

    /** After the archive's removal: the next run writes it at exit, the one after maps it (and says nothing). */
    private static void cameBack(List<String> cmd, Path jsa) throws Exception {
        started(cmd, "after the removal");
        assertTrue(Files.exists(jsa), "written again at exit");
        java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(jsa);
        Command mapped = started(cmd, "mapped again");
        assertEquals(written, Files.getLastModifiedTime(jsa), "mapped, not written again");
        assertEquals(List.of(), jvmLines(mapped), "the JVM's own log lines");
    }

    private static List<String> jvmLines(Command r) {
        return r.output().lines()
                .filter(l -> l.startsWith("[") || l.toLowerCase(java.util.Locale.ROOT).contains("warning")).toList();
    }

    @Test
    void writingAndUsingTheClassDataArchiveLeavesTheJournalClean() throws Exception {
        List<String> cmd = unitRun(Path.of("target", "morrisboard.jar"));
        for (String run : List.of("first run (writes the archive)", "second run (maps it)")) {
            Command r = started(cmd, run);
            assertEquals(List.of(), jvmLines(r), run + ": the JVM's own log lines");
            assertTrue(Files.exists(dir.resolve("morrisboard.jsa")), run + ": the archive is there");
        }
    }
}
