package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the board has shown and told: the frame last sent to the LEDs, the scene and settings
 * behind it, and for other threads one immutable {@link Published} snapshot (the view, the setup it
 * was made with, what the lights showed), replaced in one write at the end of each turn, so what a
 * page reads together was published together; the listener and the status line hear only of
 * changes. Written on the loop thread; only {@link #published()} and {@link #status()} are read by others.
 */
final class Publication {
    private final LedOutput leds;
    private final Consumer<String> status;
    private final Runnable listener;
    private Optional<Frame> lastFrame = Optional.empty();
    /** Written before each snapshot, so a thread that reads a snapshot then this finds the line made with it. */
    private volatile String lastStatus = "";
    /** What the lights were last told to show (loop thread); published with the next view. */
    private Optional<Published.Shown> lit = Optional.empty();
    /** The scene last asked for and since when it has been the same (loop thread): unchanged long enough, it is shown still. */
    private Optional<Scene> asked = Optional.empty();
    private long askedSince;
    /** The one snapshot other threads read. */
    private volatile Published published;

    /**
     * @param setup    the setup published before the loop's first turn
     * @param listener called whenever the published view changes (it must only hand the news on)
     */
    Publication(LedOutput leds, Consumer<String> status, Runnable listener, Setup setup) {
        this.leds = leds;
        this.status = status;
        this.listener = listener;
        this.published = Published.starting(setup);
    }

    /**
     * The lights show {@code scene} with {@code settings} at {@code now}, {@link Scene.Still still} once it
     * has stayed the same for {@link Lights#STILL_AFTER_MS}; a frame is sent only if it differs from the last.
     */
    void show(Scene scene, LightSettings settings, long now) {
        if (!asked.equals(Optional.of(scene))) {
            asked = Optional.of(scene);
            askedSince = now;
        }
        Scene shown = now - askedSince >= Lights.STILL_AFTER_MS ? new Scene.Still(scene) : scene;
        lit = Optional.of(new Published.Shown(shown, settings, now));
        Frame frame = Lights.frame(shown, settings, now);
        if (!lastFrame.equals(Optional.of(frame))) {
            leds.show(frame);
            lastFrame = Optional.of(frame);
        }
    }

    /**
     * Publishes the view with {@code setup} and what the lights show, in one snapshot; the listener
     * and the status line hear of changes. The status line goes first: whoever sees the new view
     * (the service waiting for the board to be read, a page woken by the listener) finds its line.
     */
    void publish(View v, Setup setup, String line, Progress progress) {
        if (!line.equals(lastStatus)) {
            lastStatus = line;
            status.accept(line);
        }
        boolean changed = !v.equals(published.view());
        published = new Published(v, setup, lit, line, progress); // all together, in one write, after the status line
        if (changed) {
            listener.run();
        }
    }

    /**
     * When the scene last shown next changes with {@code settings}, or goes still: now if nothing was
     * shown yet. A still scene wakes the loop only for a blink.
     */
    long nextChange(LightSettings settings, long now) {
        return lit.map(l -> l.scene() instanceof Scene.Still ? Lights.nextChange(l.scene(), settings, now)
                : Math.min(Lights.nextChange(l.scene(), settings, now), askedSince + Lights.STILL_AFTER_MS)).orElse(now);
    }

    /** The snapshot last published (any thread). */
    Published published() {
        return published;
    }

    /** The frame last sent to the LEDs; empty before the first. */
    Optional<Frame> lastFrame() {
        return lastFrame;
    }

    /** The status line last published, from any thread; empty before the first. */
    Optional<String> status() {
        return lastStatus.isEmpty() ? Optional.empty() : Optional.of(lastStatus);
    }
}
