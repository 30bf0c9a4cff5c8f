package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ButtonConfig;
import io.github.morrisboard.board.Button;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.LongSupplier;

/**
 * The optional hint and menu buttons: GPIO inputs with pull-ups (a press pulls to GND), watched by
 * Pi4J listeners that debounce ({@link Debouncer}) and hand the change to the {@link ButtonListener}.
 */
public final class Buttons implements AutoCloseable {
    /** Pi4J id of a button's input, e.g. {@code morrisboard-button-hint}. */
    public static String id(Button b) {
        return "morrisboard-button-" + b.name().toLowerCase(java.util.Locale.ROOT);
    }

    private final Map<Button, DigitalInput> inputs = new EnumMap<>(Button.class);
    private final LongSupplier clockMs;
    private volatile ButtonListener listener = (t, b, p) -> { };

    public Buttons(ButtonConfig config, Context context, LongSupplier clockMs) {
        this.clockMs = clockMs;
        add(context, Button.HINT, config.hintGpio(), config.debounceMs());
        add(context, Button.MENU, config.menuGpio(), config.debounceMs());
    }

    private void add(Context context, Button button, OptionalInt gpio, long debounceMs) {
        if (gpio.isEmpty()) {
            return;
        }
        DigitalInput in = context.create(DigitalInput.newConfigBuilder(context)
                .id(id(button)).name("morrisboard " + button.name().toLowerCase(java.util.Locale.ROOT) + " button")
                .address(gpio.getAsInt()).pull(PullResistance.PULL_UP).debounce(debounceMs * 1000));
        Debouncer d = new Debouncer(debounceMs);
        inputs.put(button, in);
        in.addListener(e -> {
            boolean pressed = e.state() == DigitalState.LOW;
            long t = clockMs.getAsLong();
            for (boolean change : d.accept(t, pressed)) {
                listener.onButton(t, button, change);
            }
        });
    }

    /** The fitted buttons' inputs. */
    Map<Button, DigitalInput> inputs() {
        return Map.copyOf(inputs);
    }

    /** The buttons that are fitted. */
    public List<Button> fitted() {
        return new ArrayList<>(inputs.keySet());
    }

    public void start(ButtonListener listener) {
        this.listener = listener;
    }

    /** Stops delivery; the inputs themselves are released with the Pi4J context. */
    @Override
    public void close() {
        listener = (t, b, p) -> { };
    }
}
