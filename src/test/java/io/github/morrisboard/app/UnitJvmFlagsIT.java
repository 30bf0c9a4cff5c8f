package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @Test
    void writingAndUsingTheClassDataArchiveLeavesTheJournalClean() throws Exception {
        Path jar = Path.of("target", "morrisboard.jar");
        assertTrue(Files.exists(jar), "run after package: " + jar.toAbsolutePath());
        Matcher m = Pattern.compile("(?m)^Environment=\"JAVA_OPTS=(.*)\"$")
                .matcher(Files.readString(Path.of("systemd/morrisboard.service")));
        assertTrue(m.find(), "the unit sets JAVA_OPTS");
        String opts = m.group(1).replace("/var/cache/morrisboard", dir.toString()).replace("%%", "%");
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(opts.split(" +")));
        cmd.addAll(List.of("-jar", jar.toString(), "perft", "2"));
        for (String run : List.of("first run (writes the archive)", "second run (maps it)")) {
            Command r = Command.run(cmd);
            assertEquals(0, r.status(), run + ": " + r.output());
            assertTrue(r.output().contains("nodes 552"), run + ": " + r.output());
            List<String> jvmLines = r.output().lines()
                    .filter(l -> l.startsWith("[") || l.toLowerCase(java.util.Locale.ROOT).contains("warning")).toList();
            assertEquals(List.of(), jvmLines, run + ": the JVM's own log lines");
            assertTrue(Files.exists(dir.resolve("morrisboard.jsa")), run + ": the archive is there");
        }
    }
}
