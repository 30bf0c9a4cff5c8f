package io.github.morrisboard.setup;

import io.github.morrisboard.board.Point;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The short code two people share to join one game: four distinct points (lit on both boards, or
 * typed on a page). The order they were touched in does not matter; the game id is the four names
 * in point order, joined by dashes ({@code a1-b4-d2-g7}), which is also safe inside an MQTT topic.
 * The one owner of that format: the menu's code screens, {@link Setup#code()}, the settings'
 * {@code remote.game} and the page's join all go through it.
 *
 * @param points the four points as a mask
 */
public record GameCode(int points) {
    public static final int SIZE = 4;

    public GameCode {
        if ((points & ~Point.ALL) != 0 || Integer.bitCount(points) != SIZE) {
            throw new IllegalArgumentException("a game code is " + SIZE + " different points, not [" + Point.names(points & Point.ALL) + "]");
        }
    }

    /** Reads {@code a1,d2,g7,b4} (commas, dashes or spaces between the points); throws naming the bad point otherwise. */
    public static GameCode parse(String text) {
        String[] names = text.trim().split("[,\\s-]+");
        int mask = 0;
        for (String n : names) {
            int p = Point.parse(n);
            if ((mask & Point.bit(p)) != 0) {
                throw new IllegalArgumentException("game code \"" + text + "\" names " + n + " twice (it needs " + SIZE + " different points)");
            }
            mask |= Point.bit(p);
        }
        if (names.length != SIZE) {
            throw new IllegalArgumentException("game code \"" + text + "\" has " + names.length + " points; it needs " + SIZE);
        }
        return new GameCode(mask);
    }

    /**
     * The code whose {@link #id()} is {@code id} exactly (as a saved game or a message carries it, never
     * another spelling); throws otherwise.
     */
    public static GameCode ofId(String id) {
        if (!isId(id)) {
            throw new IllegalArgumentException("a game code is " + SIZE + " different points in point order joined by dashes "
                    + "(a1-b4-d2-g7), not \"" + id + "\"");
        }
        return parse(id);
    }

    /** Whether {@code text} is a game's {@link #id()} exactly: four different points in point order, dashes between. */
    public static boolean isId(String text) {
        try {
            return parse(text).id().equals(text);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The game's id: {@code a1-b4-d2-g7}. */
    public String id() {
        return Arrays.stream(Point.names(points).split(" ")).collect(Collectors.joining("-"));
    }

    @Override
    public String toString() {
        return id();
    }
}
