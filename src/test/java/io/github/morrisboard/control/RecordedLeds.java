package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;

import java.util.List;

/** LEDs that keep every frame they are shown, in order, in {@code frames}. */
record RecordedLeds(List<Frame> frames) implements LedOutput {
    @Override
    public void show(Frame frame) {
        frames.add(frame);
    }

    @Override
    public void close() {
    }
}
