package io.github.morrisboard.hardware.profile;

/**
 * The order in which a pixel takes its colour bytes. WS2812B is {@code GRB}; SK6812 RGBW is
 * {@code GRBW} (a white channel: the common part of red, green and blue goes to the white LED).
 */
public enum PixelOrder {
    RGB, RBG, GRB, GBR, BRG, BGR, GRBW, RGBW;

    /** 3 for RGB pixels, 4 for RGBW pixels. */
    public int channels() {
        return name().length();
    }

    /** The shift of each wire byte within {@code 0xWWRRGGBB}, in wire order. */
    public int[] shifts() {
        int[] s = new int[channels()];
        for (int i = 0; i < s.length; i++) {
            s[i] = switch (name().charAt(i)) {
                case 'W' -> 24;
                case 'R' -> 16;
                case 'G' -> 8;
                default -> 0;
            };
        }
        return s;
    }
}
