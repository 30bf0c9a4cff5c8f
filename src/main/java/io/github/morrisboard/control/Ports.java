package io.github.morrisboard.control;

import io.github.morrisboard.board.LedOutput;
import org.slf4j.LoggerFactory;

import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Everything the {@link Controller} drives and tells, given once when it is made. The controller
 * calls each on its loop thread.
 *
 * @param leds         the LEDs at the points and the status pixels
 * @param opponent     the other side: the AI, or a friend's board
 * @param saver        where the game and the history go
 * @param status       the status line ({@code systemctl status}) whenever it changes
 * @param viewChanged  whenever {@link Controller#view()} changes (it must only hand the news on)
 * @param forgetPhones when the menu's "forget phones" is tapped: revokes every paired phone's session
 * @param codes        a new game code for each menu (four points as a mask) where remote play is
 *                     set up, else 0 (the menu then offers no remote game)
 * @param practice     what the lessons read and keep beyond the game (the history's positions, the puzzles)
 */
public record Ports(LedOutput leds, Opponent opponent, GameSaver saver, Consumer<String> status,
                    Runnable viewChanged, Runnable forgetPhones, IntSupplier codes, PracticePort practice) {

    /** Without lessons' history or puzzle book ({@link PracticePort#NONE}). */
    public Ports(LedOutput leds, Opponent opponent, GameSaver saver, Consumer<String> status,
                 Runnable viewChanged, Runnable forgetPhones, IntSupplier codes) {
        this(leds, opponent, saver, status, viewChanged, forgetPhones, codes, PracticePort.NONE);
    }

    /** A board with nobody to tell of a new view, no companion page's phones, and no remote play. */
    public Ports(LedOutput leds, Opponent opponent, GameSaver saver, Consumer<String> status) {
        this(leds, opponent, saver, status, () -> { }, Ports::noPhones, () -> 0);
    }

    private static void noPhones() {
        LoggerFactory.getLogger(Controller.class).info("no companion page here: there are no phones to forget");
    }

    public Ports withViewChanged(Runnable listener) {
        return new Ports(leds, opponent, saver, status, listener, forgetPhones, codes, practice);
    }

    public Ports withForgetPhones(Runnable forget) {
        return new Ports(leds, opponent, saver, status, viewChanged, forget, codes, practice);
    }

    public Ports withCodes(IntSupplier fresh) {
        return new Ports(leds, opponent, saver, status, viewChanged, forgetPhones, fresh, practice);
    }

    public Ports withPractice(PracticePort port) {
        return new Ports(leds, opponent, saver, status, viewChanged, forgetPhones, codes, port);
    }
}
