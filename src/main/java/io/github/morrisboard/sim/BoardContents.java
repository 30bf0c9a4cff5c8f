package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;

import java.util.List;

/**
 * What a power cut leaves on the simulated board: the magnets standing on it (a 24-bit mask) and
 * its lasting faults. The simulator keeps it in its state directory and starts from it.
 */
public record BoardContents(int magnets, List<SimulatedFault> faults) {
    /** Nothing on the board, nothing wrong with it. */
    public static final BoardContents EMPTY = new BoardContents(0, List.of());

    public BoardContents {
        if ((magnets & ~Point.ALL) != 0) {
            throw new IllegalArgumentException(String.format("magnets 0x%x name points beyond the 24", magnets));
        }
        faults = List.copyOf(faults);
    }
}
