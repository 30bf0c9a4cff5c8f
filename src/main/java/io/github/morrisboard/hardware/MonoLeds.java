package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.MonoConfig;
import io.github.morrisboard.board.LedOutput;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;

/**
 * Single-colour LEDs on MCP23017 outputs, one per point: a point is lit when its colour in the
 * frame is not black (the light language then speaks through blink patterns, already resolved in
 * the frame). Status pixels have no LED here. Latches are written only when they change; a bus
 * error is logged once and retried with the next frame.
 */
public final class MonoLeds implements LedOutput {
    private static final Logger log = LoggerFactory.getLogger(MonoLeds.class);

    private final MonoConfig config;
    private final Mcp23017[] chips;
    private final int[] outputs;
    private final int[] written;
    private final boolean[] configured;
    private boolean failing;

    /** @param registers one per address in {@code config.chips()}, same order */
    public MonoLeds(MonoConfig config, List<? extends Registers> registers) {
        this.config = config;
        int n = registers.size();
        chips = new Mcp23017[n];
        outputs = new int[n];
        written = new int[n];
        configured = new boolean[n];
        for (int c = 0; c < n; c++) {
            chips[c] = new Mcp23017(registers.get(c));
        }
        for (ChipPin pin : config.pins()) {
            outputs[config.chips().indexOf(pin.address())] |= 1 << pin.pin();
        }
    }

    @Override
    public synchronized void show(Frame frame) {
        int[] levels = new int[chips.length];
        for (int p = 0; p < Point.COUNT; p++) {
            ChipPin pin = config.pins().get(p);
            if (frame.point(p) != Frame.BLACK) {
                levels[config.chips().indexOf(pin.address())] |= 1 << pin.pin();
            }
        }
        for (int c = 0; c < chips.length; c++) {
            int wire = (config.activeLow() ? ~levels[c] : levels[c]) & outputs[c];
            try {
                if (!configured[c]) {
                    chips[c].configureOutputs(outputs[c], config.activeLow() ? outputs[c] : 0);
                    configured[c] = true;
                    written[c] = config.activeLow() ? outputs[c] : 0;
                }
                if (wire != written[c]) {
                    chips[c].writeOutputs(wire);
                    written[c] = wire;
                }
                failing = false;
            } catch (HardwareException e) {
                configured[c] = false;
                if (!failing) {
                    failing = true;
                    log.warn("LED expander 0x{} write failed (logged once): {}", Integer.toHexString(chips[c].address()), e.getMessage());
                }
            }
        }
    }

    /** Turns every LED off. */
    @Override
    public void close() {
        show(Frame.dark(0));
    }
}
