package io.github.morrisboard.app.os;

import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The class-data archive the unit asks for ({@code -XX:SharedArchiveFile=/var/cache/morrisboard/morrisboard.jsa
 * -XX:+AutoCreateSharedArchive}): the JVM maps it at start and writes it at exit when it is missing or
 * torn. Two kinds of file it neither maps nor ever writes again, so that every start would be as slow as
 * the first: one made before the jar was put in place (the program upgraded or replaced: the JVM sees the
 * jar's time changed and leaves the archive as it is, measured on JDK 25), and one that is no archive at
 * all (garbage, empty: taken for a base archive that fails). Such a file is removed here, so the next exit
 * writes a good one. A start never fails for the archive either way: this only brings the fast start back.
 * (The package's postinst removes it on an upgrade anyway, between the old program's stop and the new one's start.)
 */
public final class ClassDataArchive {
    private static final String FILE = "-XX:SharedArchiveFile=";
    private static final String AUTO = "-XX:+AutoCreateSharedArchive";

    /** Why an archive goes, for the log line. */
    enum Unusable {
        STALE("was made for an older program"),
        NO_ARCHIVE("is not one the JVM can use");

        final String why;

        Unusable(String why) {
            this.why = why;
        }
    }

    /** An archive to remove, and why. */
    record Removal(Path archive, Unusable why) {
    }

    private ClassDataArchive() {
    }

    /**
     * The archive to remove: the one this JVM was asked to keep up to date itself ({@code AUTO}), a file,
     * that maps no class data at all ({@code java.vm.info} without "sharing") or was written before a jar
     * of {@code classPath} was put in place (its status change time, which installing it sets whatever
     * date the file carries, or its modification time).
     */
    static Optional<Removal> unusable(String vmInfo, List<String> jvmArguments, String classPath) {
        if (!jvmArguments.contains(AUTO)) {
            return Optional.empty();
        }
        Optional<Path> file = jvmArguments.stream().filter(a -> a.startsWith(FILE)).reduce((a, b) -> b)
                .map(a -> Path.of(a.substring(FILE.length())))
                .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS));
        if (file.isEmpty()) {
            return Optional.empty(); // missing: the JVM writes it at exit
        }
        Path archive = file.get();
        if (!vmInfo.contains("sharing")) {
            return Optional.of(new Removal(archive, Unusable.NO_ARCHIVE));
        }
        try {
            long made = Files.getLastModifiedTime(archive).toMillis();
            for (String entry : classPath.split(java.io.File.pathSeparator)) {
                Path jar = Path.of(entry);
                if (entry.endsWith(".jar") && Files.isRegularFile(jar) && placed(jar) > made) {
                    return Optional.of(new Removal(archive, Unusable.STALE));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Optional.empty();
    }

    /** When {@code jar} was put where it is: its status change time where the file system says it, else its modification time. */
    private static long placed(Path jar) throws IOException {
        long modified = Files.getLastModifiedTime(jar).toMillis();
        try {
            return Math.max(modified, ((java.nio.file.attribute.FileTime) Files.getAttribute(jar, "unix:ctime")).toMillis());
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return modified;
        }
    }

    /** Removes an archive the JVM will not use (see above), saying so once; called first in {@code main}. */
    public static void removeUnusable() {
        List<String> args = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments();
        if (!args.contains(AUTO)) {
            return; // run by hand, by a test: not the service's archive
        }
        Optional<Removal> removal;
        try {
            removal = unusable(System.getProperty("java.vm.info", ""), args, System.getProperty("java.class.path", ""));
        } catch (UncheckedIOException e) {
            return; // unreadable times: left to the JVM
        }
        removal.ifPresent(r -> {
            var log = LoggerFactory.getLogger(ClassDataArchive.class);
            try {
                Files.deleteIfExists(r.archive());
                log.info("class-data archive {} {}: removed; the next stop writes a new one", r.archive(), r.why().why);
            } catch (IOException e) {
                log.warn("class-data archive {} {} and could not be removed: {}", r.archive(), r.why().why, e.getMessage());
            }
        });
    }
}
