package io.github.morrisboard.board;


/** The LEDs at the points (and status pixels). Closing leaves every LED dark. */
public interface LedOutput extends AutoCloseable {

    /** Shows the frame (applies gamma, brightness and the power budget where the LEDs have colour). */
    void show(Frame frame);

    /** Darkens every LED and releases the device. */
    @Override
    void close();
}
