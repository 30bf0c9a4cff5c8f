package io.github.morrisboard.hardware;

import io.github.morrisboard.board.Button;
import io.github.morrisboard.sim.SimulatedBoard;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ButtonsTest {
    record Press(long t, Button b, boolean pressed) {
    }

    @Test
    void debouncerPassesChangesAndDropsBounce() {
        Debouncer d = new Debouncer(30);
        assertEquals(List.of(), d.accept(990, false), "no change");
        assertEquals(List.of(true), d.accept(1000, true), "a reading without a change starts no window");
        assertEquals(List.of(), d.accept(1005, false), "bounce");
        assertEquals(List.of(), d.accept(1010, true), "bounce");
        assertEquals(List.of(false), d.accept(1100, false));
        assertEquals(List.of(), d.accept(1110, false));
    }

    @Test
    void aPressShorterThanTheWindowIsNotLost() {
        Debouncer d = new Debouncer(30);
        assertEquals(List.of(true), d.accept(1000, true));
        assertEquals(List.of(), d.accept(1010, false), "released inside the window");
        assertEquals(List.of(false, true), d.accept(2000, true), "the next press first delivers the missed release");
    }

    @Test
    void pressesArriveDebouncedFromPi4jInputs() {
        AtomicLong clock = new AtomicLong(0);
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard(), clock::get)) {
            List<Press> presses = new CopyOnWriteArrayList<>();
            board.hardware().buttons().start((t, b, p) -> presses.add(new Press(t, b, p)));
            assertEquals(List.of(Button.HINT, Button.MENU), board.hardware().buttons().fitted());
            clock.set(1000);
            board.setButton(Button.HINT, true);
            clock.set(1004);
            board.setButton(Button.HINT, false);             // contact bounce
            clock.set(1008);
            board.setButton(Button.HINT, true);
            clock.set(1300);
            board.setButton(Button.HINT, false);
            clock.set(1400);
            board.setButton(Button.MENU, true);
            assertEquals(List.of(new Press(1000, Button.HINT, true), new Press(1300, Button.HINT, false),
                    new Press(1400, Button.MENU, true)), presses);
        }
    }
}
