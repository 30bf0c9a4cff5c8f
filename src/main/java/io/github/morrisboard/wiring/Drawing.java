package io.github.morrisboard.wiring;

import java.util.List;

/**
 * A drawing: its size in {@code unit} ({@code px}, or {@code mm} for a 1:1 template), a title, a
 * background colour and its shapes in painting order.
 */
public record Drawing(String title, double width, double height, String unit, String background, List<Shape> shapes) {
    public Drawing {
        shapes = List.copyOf(shapes);
    }
}
