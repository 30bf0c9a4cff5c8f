package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A test double for {@link SimBoard}: plain fields a test sets, toggles and presses recorded in
 * order, listeners told after every change. No game logic: a toggle flips the magnet only.
 */
final class InMemorySimBoard implements SimBoard {
    static final List<String> BUTTONS = List.of("hint", "menu");
    static final List<Integer> CHIPS = List.of(0x20, 0x21);

    private final boolean[] magnets = new boolean[Point.COUNT];
    private final String[] pieces = new String[Point.COUNT];
    private final int[] leds = new int[Point.COUNT];
    private int[] status = new int[2];
    private String mode = "human-vs-ai";
    private String record = "";
    private String sync = "in sync";
    private Sentence syncLine = Sentence.of("sync.in-sync");
    private List<Sentence> message = List.of(Sentence.of("you.move.white"));
    private final List<String> toggles = new ArrayList<>();
    private final List<String> presses = new ArrayList<>();
    private final List<SimulatedFault> faults = new ArrayList<>();
    private final List<Integer> powerCycles = new ArrayList<>();
    private int clears;
    private Legend legend = Legend.NONE;
    private String language = LegendTexts.DEFAULT;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    InMemorySimBoard() {
        Arrays.fill(pieces, SimState.NONE);
    }

    private int stateReads;

    @Override
    public synchronized SimState state() {
        stateReads++;
        return new SimState(magnets, pieces, leds, status, mode, record, sync, syncLine, message, BUTTONS, faults, CHIPS);
    }

    @Override
    public void toggle(int point) {
        synchronized (this) {
            toggles.add(Point.name(point));
            magnets[point] = !magnets[point];
        }
        changed();
    }

    @Override
    public void press(String button) {
        if (!BUTTONS.contains(button)) {
            throw new IllegalArgumentException("no button \"" + button + "\"");
        }
        synchronized (this) {
            presses.add(button);
        }
        changed();
    }

    @Override
    public void clearBoard() {
        synchronized (this) {
            clears++;
            Arrays.fill(magnets, false);
        }
        changed();
    }

    @Override
    public void inject(SimulatedFault fault) {
        synchronized (this) {
            if (fault instanceof SimulatedFault.ReedFault r) {
                faults.removeIf(f -> f instanceof SimulatedFault.ReedFault o && o.point() == r.point());
            }
            faults.remove(fault);
            faults.add(fault);
        }
        changed();
    }

    @Override
    public void clear(SimulatedFault fault) {
        synchronized (this) {
            faults.remove(fault);
        }
        changed();
    }

    @Override
    public void powerCycle(int chipAddress) {
        if (!CHIPS.contains(chipAddress)) {
            throw new IllegalArgumentException("no reed chip " + chipAddress);
        }
        synchronized (this) {
            powerCycles.add(chipAddress);
        }
        changed();
    }

    synchronized List<SimulatedFault> faults() {
        return List.copyOf(faults);
    }

    synchronized List<Integer> powerCycles() {
        return List.copyOf(powerCycles);
    }

    synchronized int clears() {
        return clears;
    }

    @Override
    public AutoCloseable subscribe(Runnable changed) {
        listeners.add(changed);
        return () -> listeners.remove(changed);
    }

    /** How often {@link #state()} was read. */
    synchronized int stateReads() {
        return stateReads;
    }

    int listenerCount() {
        return listeners.size();
    }

    synchronized List<String> toggles() {
        return List.copyOf(toggles);
    }

    synchronized List<String> presses() {
        return List.copyOf(presses);
    }

    InMemorySimBoard led(String point, int rgb) {
        synchronized (this) {
            leds[Point.parse(point)] = rgb;
        }
        return changed();
    }

    /** Puts a piece the game believes in, with its magnet (as after an accepted move). */
    InMemorySimBoard piece(String point, String colour) {
        synchronized (this) {
            int p = Point.parse(point);
            pieces[p] = colour;
            magnets[p] = !colour.isEmpty();
        }
        return changed();
    }

    InMemorySimBoard magnet(String point, boolean on) {
        synchronized (this) {
            magnets[Point.parse(point)] = on;
        }
        return changed();
    }

    InMemorySimBoard status(int... colours) {
        synchronized (this) {
            status = colours.clone();
        }
        return changed();
    }

    InMemorySimBoard texts(String mode, String record, String sync, Sentence syncLine, Sentence... message) {
        synchronized (this) {
            this.mode = mode;
            this.record = record;
            this.sync = sync;
            this.syncLine = syncLine;
            this.message = List.of(message);
        }
        return changed();
    }

    /** What the lights say (the page's legend), in {@code language}. */
    InMemorySimBoard legend(Legend legend, String language) {
        synchronized (this) {
            this.legend = legend;
            this.language = language;
        }
        return changed();
    }

    @Override
    public synchronized Legend legend() {
        return legend;
    }

    @Override
    public synchronized String language() {
        return language;
    }

    /** Everything dark and empty again. */
    InMemorySimBoard reset() {
        synchronized (this) {
            Arrays.fill(magnets, false);
            Arrays.fill(pieces, SimState.NONE);
            Arrays.fill(leds, 0);
            status = new int[2];
            mode = "human-vs-ai";
            record = "";
            sync = "in sync";
            syncLine = Sentence.of("sync.in-sync");
            message = List.of(Sentence.of("you.move.white"));
            toggles.clear();
            presses.clear();
            faults.clear();
            powerCycles.clear();
            clears = 0;
            legend = Legend.NONE;
            language = LegendTexts.DEFAULT;
        }
        return changed();
    }

    private InMemorySimBoard changed() {
        listeners.forEach(Runnable::run);
        return this;
    }
}
