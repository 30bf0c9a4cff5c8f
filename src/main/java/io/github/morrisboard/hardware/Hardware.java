package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.LedOutput;

import com.pi4j.context.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The whole board as the rest of the program sees it: reeds, LEDs, buttons, built by
 * {@link HardwareFactory} from a profile. Closing darkens the LEDs, stops the reed reader and
 * shuts the Pi4J context down (its threads are not daemons and its own shutdown hook is off, so
 * the program must close this, e.g. from its SIGTERM hook).
 */
public final class Hardware implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Hardware.class);

    private final HardwareProfile profile;
    private final Context context;
    private final ReedInput reeds;
    private final LedOutput leds;
    private final Buttons buttons;
    private boolean closed;

    Hardware(HardwareProfile profile, Context context, ReedInput reeds, LedOutput leds, Buttons buttons) {
        this.profile = profile;
        this.context = context;
        this.reeds = reeds;
        this.leds = leds;
        this.buttons = buttons;
    }

    public HardwareProfile profile() {
        return profile;
    }

    public ReedInput reeds() {
        return reeds;
    }

    public LedOutput leds() {
        return leds;
    }

    public Buttons buttons() {
        return buttons;
    }

    /**
     * Registers a JVM shutdown hook that closes this hardware, so SIGTERM (systemd stop) and
     * Ctrl-C leave every LED dark and release the GPIOs. Closing twice is harmless.
     */
    public Hardware closeOnShutdown() {
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().name("morrisboard-hardware-shutdown").unstarted(this::close));
        return this;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            leds.close();
        } catch (RuntimeException e) {
            log.warn("could not darken the LEDs: {}", e.toString());
        }
        buttons.close();
        reeds.close();
        try {
            context.shutdown();
        } catch (RuntimeException e) {
            log.warn("Pi4J shutdown: {}", e.toString());
        }
    }
}
