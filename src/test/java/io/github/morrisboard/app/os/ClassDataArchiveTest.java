package io.github.morrisboard.app.os;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Which class-data archive is removed: only the one the unit has the JVM keep itself, only when the
 * JVM maps no class data at all or the archive is older than the jar (both it would never write again).
 */
class ClassDataArchiveTest {
    @TempDir
    Path dir;

    @Test
    void onlyTheArchiveTheJvmKeepsItselfAndWillNotUseGoes() throws IOException {
        Path jar = Files.writeString(dir.resolve("morrisboard.jar"), "a jar");
        Path jsa = Files.writeString(dir.resolve("morrisboard.jsa"), "an archive");
        long now = System.currentTimeMillis();
        Files.setLastModifiedTime(jar, FileTime.fromMillis(now - 86_400_000)); // a package's date: its commit's
        Files.setLastModifiedTime(jsa, FileTime.fromMillis(now + 3_600_000)); // written at a stop after the jar was put in place
        List<String> unit = List.of("-Xmx112m", "-XX:SharedArchiveFile=" + jsa, "-XX:+AutoCreateSharedArchive", "-Xlog:cds*=off");
        String cp = jar.toString();
        assertEquals(Optional.empty(), ClassDataArchive.unusable("mixed mode, sharing", unit, cp), "newer than the jar, mapped");
        assertEquals(Optional.of(new ClassDataArchive.Removal(jsa, ClassDataArchive.Unusable.NO_ARCHIVE)),
                ClassDataArchive.unusable("mixed mode", unit, cp), "no class data mapped: the file is no archive");
        Files.setLastModifiedTime(jsa, FileTime.fromMillis(now - 3_600_000)); // the jar put in place since (its ctime is now)
        assertEquals(Optional.of(new ClassDataArchive.Removal(jsa, ClassDataArchive.Unusable.STALE)),
                ClassDataArchive.unusable("mixed mode, sharing", unit, cp), "written before the jar was put in place, though the jar's date is older");
        assertEquals(Optional.empty(), ClassDataArchive.unusable("mixed mode", List.of("-XX:SharedArchiveFile=" + jsa), cp),
                "an archive someone else keeps is not this program's to remove");
        assertEquals(Optional.empty(), ClassDataArchive.unusable("mixed mode", List.of(), cp), "no archive asked for (-Xshare:off, a test)");
        Files.delete(jsa);
        assertEquals(Optional.empty(), ClassDataArchive.unusable("mixed mode", unit, cp), "missing: the JVM writes it at exit");
        Files.createDirectory(jsa);
        assertEquals(Optional.empty(), ClassDataArchive.unusable("mixed mode", unit, cp), "not a file: never removed");
    }
}
