package io.github.morrisboard.app;

import io.github.morrisboard.files.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each file a command or the start reads (settings, the hardware profile, a trace, endgame tables), tried as
 * a FIFO, a device, huge, truncated and with a bad byte: a value, or one line naming the file and exit status 2.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO read would hang: cut off, not timed
class SpoiledFilesTest {
    @TempDir
    Path dir;

    interface Spoil {
        void at(Path f, byte[] good) throws Exception;
    }

    static final List<Spoil> SPOILS = List.of(
            (f, good) -> SpecialFiles.fifo(f),
            (f, good) -> Files.createSymbolicLink(f, Path.of("/dev/zero")),
            (f, good) -> Files.write(f, new byte[300 * 1024 * 1024 / 64]), // 4.7 MiB: over every text file's cap
            (f, good) -> Files.write(f, Arrays.copyOf(good, good.length / 2)),
            (f, good) -> {
                byte[] b = good.clone();
                b[b.length / 3] = (byte) 0xff;
                Files.write(f, b);
            });

    void tryEvery(String name, byte[] good, Function<Path, Cli> run) throws Exception {
        for (int i = 0; i < SPOILS.size(); i++) {
            Path f = dir.resolve(i + "-" + name);
            SPOILS.get(i).at(f, good);
            Cli r = run.apply(f);
            if (r.status() != 0) {
                assertEquals(Main.EXIT_USAGE, r.status(), name + " spoil " + i + ": " + r.err());
                String err = r.err().strip();
                assertFalse(err.contains("\n") || err.contains("\tat "), name + " spoil " + i + ": " + err);
                assertTrue(err.contains(f.toString()), name + " spoil " + i + " names the file: " + err);
            }
        }
    }

    @Test
    void settings() throws Exception {
        tryEvery("s.properties", "level = 5\nrules = twelve,flying=off\nhints = true\n".getBytes(),
                f -> Cli.run("config", "--config", f.toString()));
    }

    @Test
    void theHardwareProfile() throws Exception {
        byte[] good = Files.readAllBytes(Path.of("firmware-config/hardware.properties"));
        tryEvery("hardware.properties", good, f -> {
            try {
                Path s = Files.writeString(dir.resolve("p-" + f.getFileName() + ".properties"), "profile = " + f + "\n");
                return Cli.run("config", "--config", s.toString());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    void aTrace() throws Exception {
        tryEvery("t.trace", "# rules twelve\n0 d6 1\n120 d6 0\n130 d6 1\n900 a1 1\n".getBytes(),
                f -> Cli.run("replay", f.toString()));
    }

    @Test
    void endgameTables() throws Exception {
        tryEvery("tables.bin", "not tables at all, but bytes enough to be read as a header".getBytes(),
                f -> Cli.run("bestmove", "--tables", f.toString(), "--movetime", "100"));
    }
}
