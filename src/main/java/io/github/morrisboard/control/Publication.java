package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.lights.Scene;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the board has shown and told: the frame last sent to the LEDs, the scene and settings
 * behind it, and the view and status line for other threads, each handed on only when it
 * changed. Written on the loop thread; {@link #view()} and {@link #legend()} are read by others.
 */
final class Publication {
    /** What the lights were last told to show; the legend is worked out from it only when a page asks. */
    private record Lit(Scene scene, LightSettings lights, long at) {
    }

    private final LedOutput leds;
    private final Consumer<String> status;
    private final Runnable listener;
    private Optional<Frame> lastFrame = Optional.empty();
    private String lastStatus = "";
    private volatile View view = View.STARTING;
    private volatile Optional<Lit> lit = Optional.empty();

    /** @param listener called whenever {@link #view()} changes (it must only hand the news on) */
    Publication(LedOutput leds, Consumer<String> status, Runnable listener) {
        this.leds = leds;
        this.status = status;
        this.listener = listener;
    }

    /** The lights show {@code scene} with {@code settings} at {@code now}; a frame is sent only if it differs from the last. */
    void show(Scene scene, LightSettings settings, long now) {
        lit = Optional.of(new Lit(scene, settings, now));
        Frame frame = Lights.frame(scene, settings, now);
        if (!lastFrame.equals(Optional.of(frame))) {
            leds.show(frame);
            lastFrame = Optional.of(frame);
        }
    }

    /** Publishes the view and the status line, each if it changed. */
    void publish(View v, String line) {
        if (!v.equals(view)) {
            view = v;
            listener.run();
        }
        if (!line.equals(lastStatus)) {
            lastStatus = line;
            status.accept(line);
        }
    }

    /** When the scene last shown next changes with {@code settings}: now if nothing was shown yet. */
    long nextChange(LightSettings settings, long now) {
        return lit.map(l -> Lights.nextChange(l.scene(), settings, now)).orElse(now);
    }

    View view() {
        return view;
    }

    /** What the lights say now (the signals lit, the menu's points). */
    Legend legend() {
        return lit.map(l -> Legend.of(l.scene(), l.lights(), l.at())).orElse(Legend.NONE);
    }

    /** The frame last sent to the LEDs; empty before the first. */
    Optional<Frame> lastFrame() {
        return lastFrame;
    }

    /** The status line last published; empty before the first. */
    Optional<String> status() {
        return lastStatus.isEmpty() ? Optional.empty() : Optional.of(lastStatus);
    }
}
