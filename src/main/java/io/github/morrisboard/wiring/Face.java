package io.github.morrisboard.wiring;

/**
 * Which side of the board top a template is laid on. The top gets the through holes (LED light
 * holes, buttons); the underside gets the pockets and the cable channels, seen mirrored, because
 * the board lies upside down on the bench: a1 is then at the bottom right.
 */
public enum Face {
    TOP("top"), UNDERSIDE("underside");

    public final String id;

    Face(String id) {
        this.id = id;
    }
}
