package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * What the board shows and tells, made from the controller's facts at one moment
 * ({@link Presenter.Facts}): the scene for the lights, with the pairing shown over it and the light
 * settings with the game's own hints choice; then the view and the status line, published
 * ({@link Publication}). Loop thread only, except what {@link Publication} lets other threads read.
 */
final class Display {
    private final Publication publication;
    private final PairingDesk pairings;
    /** What the controller knows now, read each time it is shown. */
    private final Supplier<Presenter.Facts> facts;
    /** What the person has practised, published with each view for the phone. */
    private final Supplier<Progress> progress;
    private LightSettings lightSettings;

    Display(Publication publication, PairingDesk pairings, LightSettings lightSettings, Supplier<Presenter.Facts> facts) {
        this(publication, pairings, lightSettings, facts, () -> Progress.NONE);
    }

    Display(Publication publication, PairingDesk pairings, LightSettings lightSettings, Supplier<Presenter.Facts> facts,
            Supplier<Progress> progress) {
        this.publication = publication;
        this.pairings = pairings;
        this.lightSettings = lightSettings;
        this.facts = facts;
        this.progress = progress;
    }

    /** The light settings changed (brightness, colours); each game's hints choice still applies. */
    void lights(LightSettings settings) {
        lightSettings = settings;
    }

    /**
     * The frame goes out first, then {@code flushSave} writes a save that is due, then the facts are
     * read again (if the save changed them: the storage fault) for the page and the status: the person
     * sees the board answer first; the SD card write follows (milliseconds); only then is the new state
     * published, so whatever the page or the status shows is on disk.
     *
     * @param flushSave writes a save that is due; returns whether the facts changed
     */
    void render(BooleanSupplier flushSave, long now) {
        Presenter.Facts f = facts.get();
        publication.show(pairings.shown(Presenter.scene(f)), lights(f.setup()), now);
        if (flushSave.getAsBoolean()) {
            f = facts.get();
        }
        publication.publish(pairings.shown(Presenter.view(f)), f.setup(), Presenter.status(f), progress.get());
    }

    /** What the board should show now. */
    Scene scene() {
        return pairings.shown(Presenter.scene(facts.get()));
    }

    /**
     * When the lights next change by themselves in a game of {@code setup} (a blink, a pulse): now if nothing was
     * shown yet; while a pairing is shown, within 100 ms (its step is followed, its end kept).
     */
    long nextChange(Setup setup, long now) {
        return Math.min(publication.nextChange(lights(setup), now), pairings.busy() ? now + 100 : Long.MAX_VALUE);
    }

    /** The board reads {@code settled} at {@code now}: a pairing shown follows its step (in a game with {@code takebacks} or not). */
    void pairing(int settled, boolean takebacks, long now) {
        if (pairings.busy()) {
            pairings.observe(facts.get(), settled, takebacks, now);
        }
    }

    /** The status line last published; before the first, the one for now. */
    String status() {
        return publication.status().orElseGet(() -> Presenter.status(facts.get()));
    }

    /** What the loop published last, for other threads. */
    Published published() {
        return publication.published();
    }

    /** The frame last sent to the LEDs; empty before the first. */
    Optional<Frame> lastFrame() {
        return publication.lastFrame();
    }

    /** The light settings with {@code setup}'s own hints choice. */
    private LightSettings lights(Setup setup) {
        return lightSettings.withHints(setup.hints());
    }
}
