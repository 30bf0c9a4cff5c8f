package io.github.morrisboard.sim;

import io.github.morrisboard.control.Published;
import io.github.morrisboard.control.View;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Button;
import io.github.morrisboard.hardware.PixelCorrection;
import io.github.morrisboard.lights.Legend;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * The simulator page's view of the running controller on simulated hardware: magnets are the
 * mock reeds, LED colours are decoded from the bytes the WS2812 driver wrote to the mock SPI,
 * buttons are pressed on the mock GPIO inputs (so the real debouncing runs), and the pieces,
 * record and sync state come from the controller's published {@link View}.
 */
public final class LiveBoard implements SimBoard {
    private final SimulatedBoard board;
    /** What the control loop published last: the view and its lights' legend, together. */
    private final Supplier<Published> published;
    private final PixelCorrection correction;
    private final String language;
    private final List<Runnable> viewListeners = new CopyOnWriteArrayList<>();

    /** With what the controller published (its view and its lights' legend, in {@code language}). */
    public LiveBoard(SimulatedBoard board, Supplier<Published> published, String language) {
        this.board = board;
        this.published = published;
        this.language = language;
        this.correction = new PixelCorrection(board.profile().strip());
    }

    @Override
    public Legend legend() {
        return published.get().legend();
    }

    @Override
    public Seen seen() {
        Published p = published.get(); // once: the view and the legend of the same turn
        return new Seen(state(p.view()), p.legend());
    }

    @Override
    public String language() {
        return language;
    }

    @Override
    public SimState state() {
        return state(published.get().view());
    }

    private SimState state(View v) {
        boolean[] magnets = new boolean[Point.COUNT];
        String[] pieces = new String[Point.COUNT];
        for (int p = 0; p < Point.COUNT; p++) {
            magnets[p] = board.magnet(p);
            pieces[p] = (v.white() & Point.bit(p)) != 0 ? SimState.WHITE
                    : (v.black() & Point.bit(p)) != 0 ? SimState.BLACK : SimState.NONE;
        }
        return new SimState(magnets, pieces, perceived(board.pointColours()), perceived(board.statusColours()),
                v.mode(), v.record(), v.sync(), v.syncLine(), v.message(), List.of("hint", "menu"), board.faults(), board.reedChips());
    }

    /** Wire colours as a person sees the LEDs (gamma and brightness cap undone). */
    private int[] perceived(int[] wire) {
        int[] out = new int[wire.length];
        for (int i = 0; i < wire.length; i++) {
            out[i] = correction.perceived(wire[i]);
        }
        return out;
    }

    @Override
    public void toggle(int point) {
        board.toggleMagnet(point);
    }

    /** A hand lifts one piece after another, not all at once. */
    static final long HAND_PAUSE_MS = 120;

    @Override
    public void clearBoard() {
        boolean first = true;
        for (int p = 0; p < Point.COUNT; p++) {
            if (board.magnet(p)) {
                if (!first) {
                    pause();
                }
                board.setMagnet(p, false);
                first = false;
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(HAND_PAUSE_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void inject(SimulatedFault fault) {
        board.inject(fault);
    }

    @Override
    public void clear(SimulatedFault fault) {
        board.clear(fault);
    }

    @Override
    public void powerCycle(int chipAddress) {
        if (!board.reedChips().contains(chipAddress)) {
            throw new IllegalArgumentException("no reed chip " + StateJson.chip(chipAddress));
        }
        board.powerCycle(chipAddress);
    }

    @Override
    public void press(String button) {
        board.pressButton(switch (button.toLowerCase(Locale.ROOT)) {
            case "hint" -> Button.HINT;
            case "menu" -> Button.MENU;
            default -> throw new IllegalArgumentException("no button \"" + button + "\" (buttons: hint, menu)");
        });
    }

    @Override
    public AutoCloseable subscribe(Runnable changed) {
        AutoCloseable hardware = board.onChange(changed); // LED frames, magnets, buttons
        viewListeners.add(changed);                          // the game's own news
        return () -> {
            viewListeners.remove(changed);
            hardware.close();
        };
    }

    /** The controller's view changed (record, sync, message): tell the page. */
    public void viewChanged() {
        for (Runnable r : viewListeners) {
            r.run();
        }
    }
}
