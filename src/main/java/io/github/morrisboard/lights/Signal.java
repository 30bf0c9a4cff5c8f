package io.github.morrisboard.lights;

/**
 * The point signals of the light language, in priority order: when several fall on one point,
 * the first one listed wins. Each has its look on colour pixels and its pattern on on/off LEDs.
 * The whole table, with the status pixels, the game over and the menu, is in {@code LIGHTS.md}.
 */
public enum Signal {
    /** A piece that should be on the board is not (mismatch). Whole-board: hides every other signal. */
    MISSING(Palette.AMBER, Pattern.SLOW_BLINK, Pattern.SLOW_BLINK),
    /** A piece where none should be (mismatch). Whole-board: hides every other signal. */
    EXTRA(Palette.RED, Pattern.STEADY, Pattern.STEADY),
    /**
     * Setting up a position ({@link Scene.SetUp}): a white piece goes here. Presence sensors cannot see
     * colour: the words say which colour goes where too, and the board trusts the colours once the
     * pieces stand where the lights asked.
     */
    PLACE_WHITE(Palette.WHITE, Pattern.SLOW_BLINK, Pattern.SLOW_BLINK),
    /** Setting up a position: a black piece goes here (the black side's violet; on on/off LEDs a double flash). */
    PLACE_BLACK(Palette.VIOLET, Pattern.SLOW_BLINK, Pattern.DOUBLE_BLINK),
    /** The piece the AI removes. */
    AI_REMOVAL(Palette.MAGENTA, Pattern.FAST_BLINK, Pattern.FAST_BLINK),
    /** Where the lifted piece came from. */
    LIFTED(Palette.CYAN, Pattern.STEADY, Pattern.SLOW_BLINK),
    /** The piece the AI moves. */
    AI_FROM(Palette.BLUE, Pattern.SLOW_BLINK, Pattern.SLOW_BLINK),
    /** Where the AI places or moves to. */
    AI_TO(Palette.BLUE, Pattern.STEADY, Pattern.STEADY),
    /** The hint's piece (best ply on request). */
    HINT_FROM(Palette.GREEN, Pattern.SLOW_BLINK, Pattern.SLOW_BLINK),
    /** The hint's target, or the piece it removes. */
    HINT_TO(Palette.GREEN, Pattern.STEADY, Pattern.DOUBLE_BLINK),
    /** The three points of a mill just formed, for {@link Lights#MILL_MS}. */
    MILL(Palette.GOLD, Pattern.PULSE, Pattern.DOUBLE_BLINK),
    /** Opponent pieces that may be removed (hints on). */
    REMOVABLE(Palette.RED, Pattern.SLOW_PULSE, Pattern.SLOW_BLINK),
    /** Legal placements, or the lifted piece's legal targets (hints on). */
    TARGET(Palette.DIM_WHITE, Pattern.STEADY, Pattern.STEADY),
    /**
     * A phone asks to pair: the one point of its current step (lift the piece there and put it
     * back, or put a piece there and take it off). Shown over any other signal on its point, in
     * every phase ({@link Scene.Pairing}).
     */
    PAIRING(Palette.PINK, Pattern.TRIPLE_BLINK, Pattern.TRIPLE_BLINK);

    private final int color;
    private final Pattern rgb;
    private final Pattern mono;

    Signal(int color, Pattern rgb, Pattern mono) {
        this.color = color;
        this.rgb = rgb;
        this.mono = mono;
    }

    public int color() {
        return color;
    }

    /** The pattern in this style. */
    public Pattern pattern(Style style) {
        return style == Style.RGB ? rgb : mono;
    }
}
