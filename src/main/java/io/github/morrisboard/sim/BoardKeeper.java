package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.BoardContents;
import io.github.morrisboard.hardware.HardwareProfile;
import io.github.morrisboard.hardware.SimulatedBoard;
import io.github.morrisboard.store.AtomicFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * Keeps the simulated board's pieces through a restart, as a wooden board keeps them through a
 * power cut: its {@link BoardContents} (magnets, lasting faults) are written to {@value #FILE} in the
 * state directory crash-safely whenever they change, and the next start begins from them. A file
 * that is not a regular file, too big, torn or altered is named in the log and the board starts
 * empty; it is never fatal.
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

    /** The contents kept in {@code file}; empty (and the reason logged) if there are none to trust. */
    static BoardContents load(Path file) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            log.info("simulator: no board kept in {}: the board starts empty", file);
            return BoardContents.EMPTY;
        } catch (IOException e) {
            return unusable(file, e.toString());
        }
        if (!a.isRegularFile()) {
            return unusable(file, "not a regular file (" + (a.isSymbolicLink() ? "a symbolic link" : a.isDirectory() ? "a directory" : "a device or pipe") + ")");
        }
        if (a.size() > MAX_BYTES) {
            return unusable(file, a.size() + " bytes, more than a board's " + MAX_BYTES);
        }
        try (SeekableByteChannel ch = Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            ByteBuffer buf = ByteBuffer.allocate(MAX_BYTES + 1);
            while (buf.hasRemaining() && ch.read(buf) >= 0) {
                // read at most one byte past the limit
            }
            if (buf.position() > MAX_BYTES) {
                return unusable(file, "more than a board's " + MAX_BYTES + " bytes");
            }
            BoardContents c = BoardFile.decode(Arrays.copyOf(buf.array(), buf.position()));
            log.info("simulator: the board starts as kept in {}", file);
            return c;
        } catch (IOException e) {
            return unusable(file, e.toString());
        } catch (IllegalArgumentException e) {
            return unusable(file, e.getMessage());
        }
    }

    private static BoardContents unusable(Path file, String why) {
        log.warn("simulator: the board kept in {} is not used: {}; the board starts empty", file, why);
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
