package io.github.morrisboard.config;

import io.github.morrisboard.hardware.profile.ProfileException;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.profile.ProfileProblem;
import io.github.morrisboard.remote.CaFile;
import io.github.morrisboard.remote.PasswordFile;
import io.github.morrisboard.setup.Mode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/**
 * What the start needs beyond well-formed settings, checked before any hardware is touched, each
 * failure a {@link ConfigException} naming the file, the line and the key like any other bad value:
 * {@code bind} resolves to an address of this machine, {@code profile} is a regular file that
 * parses, {@code state.dir} is a directory a file can be written in. {@code config} runs the same
 * checks (without creating anything).
 */
public final class StartCheck {
    private StartCheck() {
    }

    /**
     * @param start       the controller is starting: a missing state directory is created (else only
     *                    checked to be creatable, and the automatic one outside systemd is not checked)
     * @param resolveBind the simulator's page will be served, so {@code bind} must resolve here
     */
    public static void check(ConfigLoader.Loaded loaded, boolean start, boolean resolveBind) {
        Config c = loaded.config();
        if (resolveBind) {
            try {
                Bind.resolve(c.bind());
            } catch (IllegalArgumentException e) {
                throw loaded.problem("bind", e.getMessage());
            }
        }
        c.profile().ifPresent(p -> {
            try {
                ProfileLoader.load(p);
            } catch (ProfileException e) {
                List<ProfileProblem> all = e.problems();
                throw loaded.problem("profile", all.getFirst() + (all.size() > 1 ? " (and " + (all.size() - 1)
                        + " more problems; see the profile)" : ""));
            } catch (UncheckedIOException e) {
                throw loaded.problem("profile", e.getMessage());
            }
        });
        remote(loaded);
        if (start || loaded.lines().containsKey("state.dir")) {
            try {
                writableDirectory(c.stateDir(), start);
            } catch (IllegalArgumentException e) {
                throw loaded.problem("state.dir", e.getMessage());
            }
        }
    }

    /**
     * Remote play has what it needs: mode remote a broker; a broker (which offers remote play in the
     * menu) a user and a private password file. The game's code is chosen in the menu or on the page
     * ({@code remote.game}, when set, is the code of every game opened on this board).
     */
    public static void remote(ConfigLoader.Loaded loaded) {
        Config.Remote r = loaded.config().remote();
        if (loaded.config().mode() == Mode.REMOTE && !r.on()) {
            throw loaded.problem("remote.broker", "mode remote needs the broker (ssl://host:port)");
        }
        if (!r.on()) {
            return;
        }
        if (r.user().isEmpty()) {
            throw loaded.problem("remote.user", "remote play needs this board's user on the broker");
        }
        try {
            PasswordFile.read(r.passwordFile().orElseThrow(() -> new IllegalArgumentException(
                    "remote play needs the file holding this board's password")));
        } catch (IllegalArgumentException e) {
            throw loaded.problem("remote.password-file", e.getMessage());
        }
        try {
            r.caFile().ifPresent(CaFile::trust);
        } catch (IllegalArgumentException e) {
            throw loaded.problem("remote.ca-file", e.getMessage());
        }
    }

    /** {@code dir} is (or, with {@code create}, becomes) a directory this process can write a file in. */
    static void writableDirectory(Path dir, boolean create) {
        Path d = dir.toAbsolutePath();
        if (!Files.exists(d)) {
            if (!create) {
                Path ancestor = d.getParent();
                while (ancestor != null && !Files.exists(ancestor)) {
                    ancestor = ancestor.getParent();
                }
                if (ancestor == null || !Files.isDirectory(ancestor)) {
                    throw new IllegalArgumentException(d + " does not exist and cannot be created (" + ancestor
                            + " is not a directory)");
                }
                probe(ancestor, d + " does not exist and cannot be created in " + ancestor);
                return;
            }
            try {
                Files.createDirectories(d);
            } catch (IOException e) {
                throw new IllegalArgumentException(d + " cannot be created (" + reason(e) + ")");
            }
        }
        if (!Files.isDirectory(d)) {
            throw new IllegalArgumentException(d + " is not a directory (" + kind(d) + ")");
        }
        probe(d, d + " is not writable");
    }

    /** Writes and deletes a file in {@code dir}: the one test of writability that holds for root and read-only mounts. */
    private static void probe(Path dir, String failure) {
        Path f = dir.resolve(".morrisboard-write-check-" + ProcessHandle.current().pid());
        try {
            Files.deleteIfExists(f);
            Files.write(f, new byte[0]);
            Files.delete(f);
        } catch (IOException e) {
            throw new IllegalArgumentException(failure + " (" + reason(e) + ")");
        }
    }

    private static String kind(Path p) {
        try {
            BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
            return a.isRegularFile() ? "a file" : "a device or special file";
        } catch (IOException e) {
            return reason(e);
        }
    }

    /** What went wrong, in a few words (a file system's reason, not the exception's class and path). */
    public static String reason(IOException e) {
        return e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                : e instanceof java.nio.file.NoSuchFileException ? "no such file or directory" : e.toString();
    }
}
