package io.github.morrisboard.control;

import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;

import java.util.List;
import java.util.Objects;

/**
 * What the controller shows besides the lights: an immutable snapshot, published for other threads
 * (the pages, the service status) at the end of each turn of the loop, in {@link Published} with the
 * setup it was made with and what the lights show.
 *
 * @param phase   menu, play or game over
 * @param mode    who plays, e.g. {@code human-vs-ai}
 * @param record  the game record in standard notation of the game in play or just over (empty in the menu)
 * @param white   the points the game believes hold white pieces
 * @param black   the points the game believes hold black pieces
 * @param sync    the board against the game, in English for scripts and logs: in sync, moving, lifted, mismatch with the points
 * @param syncLine the same for the person, before it has a language
 * @param message what the person reads now, sentence by sentence (see {@link Words})
 * @param draw    what a draw offer allows now, for the page's buttons
 * @param start   the position the record is played from, in {@link io.github.morrisboard.engine.PositionText}'s words,
 *                when it is not the rules' start (a game from a position set up on the board); else empty
 */
public record View(Phase phase, String mode, String record, int white, int black, String sync,
                   Sentence syncLine, List<Sentence> message, DrawState draw, String start) {
    public static final View STARTING = new View(Phase.STARTING, "starting", "", 0, 0, "unknown",
            Sentence.of("sync.unknown"), List.of(Sentence.of("start.reading")));

    public View {
        message = List.copyOf(message);
        Objects.requireNonNull(draw, "a view's draw");
        Objects.requireNonNull(start, "a view's start");
    }

    /** A view of a record from the rules' start. */
    public View(Phase phase, String mode, String record, int white, int black, String sync,
                Sentence syncLine, List<Sentence> message, DrawState draw) {
        this(phase, mode, record, white, black, sync, syncLine, message, draw, "");
    }

    /** A view outside a remote game (no draw to offer). */
    public View(Phase phase, String mode, String record, int white, int black, String sync,
                Sentence syncLine, List<Sentence> message) {
        this(phase, mode, record, white, black, sync, syncLine, message, DrawState.NONE);
    }

    /** The message in English (tests, scripts). */
    public String english() {
        return Words.english().render(message);
    }
}
