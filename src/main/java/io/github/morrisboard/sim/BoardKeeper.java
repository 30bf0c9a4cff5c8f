package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.store.AtomicFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.store.SetAside;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.LongSupplier;

/**
 * Keeps the simulated board's pieces through a restart, as a wooden board keeps them through a
 * power cut: its {@link BoardContents} (magnets, lasting faults) are written to {@value #FILE} in the
 * state directory crash-safely whenever they change, and the next start begins from them. A file
 * that is not a regular file, too big, torn or altered is named in the log and set aside
 * ({@code sim-board.txt.corrupt-<UTC time>}, never overwritten) and the board starts empty; it is
 * never fatal.
 */
public final class BoardKeeper {
    public static final String FILE = "sim-board.txt";
    /** A kept board is well under 1 KB; anything bigger is not one. */
    static final int MAX_BYTES = 4096;
    private static final Logger log = LoggerFactory.getLogger(BoardKeeper.class);

    private final Path file;
    private final SimulatedBoard board;
    private BoardContents saved;
    private String lastFailure = "";

    private BoardKeeper(Path file, SimulatedBoard board) {
        this.file = file;
        this.board = board;
    }

    /**
     * Switches the simulated board on with what {@code start} says stands on it and keeps its
     * contents in {@code stateDir} from then on.
     */
    public static SimulatedBoard open(HardwareProfile profile, LongSupplier clockMs, Path stateDir, BoardStart start) {
        Path file = stateDir.resolve(FILE);
        BoardContents contents = switch (start) {
            case BoardStart.Kept k -> load(file);
            case BoardStart.Given g -> new BoardContents(g.magnets(), java.util.List.of());
        };
        SimulatedBoard board = SimulatedBoard.open(profile, clockMs, contents);
        BoardKeeper keeper = new BoardKeeper(file, board);
        keeper.save();
        board.onContentsChange(keeper::save);
        return board;
    }

    /** The contents kept in {@code file}; empty (and the file set aside, the reason logged) if there are none to trust. */
    static BoardContents load(Path file) {
        return load(file, Instant.now());
    }

    /**
     * The contents kept in {@code file}, read through {@link SmallFile}; a file that is not a regular
     * file, too big, torn or altered is renamed aside ({@link SetAside}, as the game file is), so the
     * save that follows never overwrites it, and the board starts empty.
     */
    static BoardContents load(Path file, Instant now) {
        byte[] bytes;
        try {
            bytes = SmallFile.read(file, MAX_BYTES);
        } catch (NoSuchFileException e) {
            log.info("simulator: no board kept in {}: the board starts empty", file);
            return BoardContents.EMPTY;
        } catch (UnusableFileException e) {
            return unusable(file, e.problem(), now);
        } catch (IOException e) {
            return unusable(file, e.toString(), now);
        }
        try {
            BoardContents c = BoardFile.decode(bytes);
            log.info("simulator: the board starts as kept in {}", file);
            return c;
        } catch (IllegalArgumentException e) {
            return unusable(file, e.getMessage(), now);
        }
    }

    private static BoardContents unusable(Path file, String why, Instant now) {
        try {
            Path to = SetAside.move(file, now);
            log.warn("simulator: the board kept in {} is not used: {}; set aside as {}, the board starts empty", file, why,
                    to.getFileName());
        } catch (IOException | RuntimeException e) {
            log.warn("simulator: the board kept in {} is not used: {}; it could not be set aside ({}), the board starts empty",
                    file, why, e.toString());
        }
        return BoardContents.EMPTY;
    }

    /** Writes the board's contents if they changed since the last write; a failure is logged (once per reason), never thrown. */
    private synchronized void save() {
        BoardContents now = board.contents();
        if (now.equals(saved)) {
            return;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            AtomicFile.replace(file, BoardFile.encode(now));
            saved = now;
            if (!lastFailure.isEmpty()) {
                log.info("simulator: the board is kept in {} again", file);
                lastFailure = "";
            }
        } catch (IOException | RuntimeException e) {
            if (!e.toString().equals(lastFailure)) {
                lastFailure = e.toString();
                log.warn("simulator: cannot keep the board in {}: {}", file, e.toString());
            }
        }
    }
}
