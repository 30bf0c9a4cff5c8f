package io.github.morrisboard.sim;

import io.github.morrisboard.control.View;
import io.github.morrisboard.engine.Point;
import io.github.morrisboard.hardware.Button;
import io.github.morrisboard.hardware.SimulatedBoard;
import io.github.morrisboard.hardware.StripConfig;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The simulator page's view of the running controller on simulated hardware: magnets are the
 * mock reeds, LED colours are decoded from the bytes the WS2812 driver wrote to the mock SPI,
 * buttons are pressed on the mock GPIO inputs (so the real debouncing runs), and the pieces,
 * record and sync state come from the controller's published {@link View}.
 */
public final class LiveBoard implements SimBoard, AutoCloseable {
    private final SimulatedBoard board;
    private final Supplier<View> view;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService releaser = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sim-buttons");
        t.setDaemon(true);
        return t;
    });
    private final long pressMs;

    public LiveBoard(SimulatedBoard board, Supplier<View> view) {
        this.board = board;
        this.view = view;
        this.pressMs = board.profile().buttons().debounceMs() * 2 + 30;
    }

    @Override
    public SimState state() {
        View v = view.get();
        StripConfig strip = board.profile().strip();
        int[] pixels = board.pixels();
        boolean[] magnets = new boolean[Point.COUNT];
        String[] pieces = new String[Point.COUNT];
        int[] leds = new int[Point.COUNT];
        for (int p = 0; p < Point.COUNT; p++) {
            magnets[p] = board.magnet(p);
            pieces[p] = (v.white() & Point.bit(p)) != 0 ? SimState.WHITE : (v.black() & Point.bit(p)) != 0 ? SimState.BLACK : SimState.NONE;
            int i = strip.pixel(p);
            leds[p] = i < pixels.length ? pixels[i] : 0;
        }
        int[] status = strip.statusPixels().stream().mapToInt(i -> i < pixels.length ? pixels[i] : 0).toArray();
        return new SimState(magnets, pieces, leds, status, v.mode(), v.record(), v.sync(), v.message(),
                List.of("hint", "menu"));
    }

    @Override
    public void toggle(int point) {
        board.setMagnet(point, !board.magnet(point));
        changed();
    }

    @Override
    public void press(String button) {
        Button b = switch (button.toLowerCase(Locale.ROOT)) {
            case "hint" -> Button.HINT;
            case "menu" -> Button.MENU;
            default -> throw new IllegalArgumentException("no button \"" + button + "\" (buttons: hint, menu)");
        };
        board.setButton(b, true);
        releaser.schedule(() -> board.setButton(b, false), pressMs, TimeUnit.MILLISECONDS);
    }

    @Override
    public AutoCloseable subscribe(Runnable changed) {
        listeners.add(changed);
        return () -> listeners.remove(changed);
    }

    /** Something the page shows may have changed (a frame went to the LEDs, a magnet moved). */
    public void changed() {
        for (Runnable r : listeners) {
            r.run();
        }
    }

    @Override
    public void close() {
        releaser.shutdownNow();
    }
}
