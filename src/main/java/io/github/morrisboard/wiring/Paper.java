package io.github.morrisboard.wiring;

/** The sheets a template is printed on, portrait, in millimetres. */
public enum Paper {
    A4("a4", 210, 297), LETTER("letter", 215.9, 279.4);

    public final String id;
    public final double width, height;

    Paper(String id, double width, double height) {
        this.id = id;
        this.width = width;
        this.height = height;
    }
}
