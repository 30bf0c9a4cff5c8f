package io.github.morrisboard.hardware;

import io.github.morrisboard.board.Button;

import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.spi.Spi;

import java.util.Map;
import java.util.Optional;

/**
 * The Pi4J devices a {@link Hardware} was built on, typed: the reed chips' shared INT line, the
 * LED chain's SPI device (none for mono LEDs, which sit on I2C chips) and the fitted buttons'
 * inputs. A simulated board drives its mock devices through these, never by Pi4J registry id.
 */
public record Parts(DigitalInput interrupt, Optional<Spi> spi, Map<Button, DigitalInput> buttons) {
    public Parts {
        buttons = Map.copyOf(buttons);
    }
}
