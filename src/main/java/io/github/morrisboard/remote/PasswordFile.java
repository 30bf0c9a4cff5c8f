package io.github.morrisboard.remote;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** The board's broker password: the first line of a file only the service user may read. */
public final class PasswordFile {
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private PasswordFile() {
    }

    /** Reads the password; throws {@link IllegalArgumentException} with one line naming the file and what is wrong. */
    public static char[] read(Path file) {
        try {
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
            if (perms.stream().anyMatch(OTHERS::contains)) {
                throw new IllegalArgumentException(file + " may be read by others (" + PosixFilePermissions.toString(perms)
                        + "); make it the service user's alone: chmod 600 " + file);
            }
            List<String> lines = SmallFile.readLines(file, 4096);
            if (lines.isEmpty() || lines.getFirst().isEmpty()) {
                throw new IllegalArgumentException(file + " is empty (its first line is the password)");
            }
            return lines.getFirst().toCharArray();
        } catch (UnusableFileException e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (UnsupportedOperationException e) {
            throw new IllegalArgumentException(file + ": its permissions cannot be checked on this file system");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read (" + e + ")");
        }
    }
}
