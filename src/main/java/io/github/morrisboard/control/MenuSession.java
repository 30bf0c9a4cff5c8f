package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuResult;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.UnaryOperator;

/**
 * One menu on the board: the lit options and the screen shown ({@link MenuState}), a piece held on
 * an option, the two buttons' cursor, the last choice (acknowledged in words until the next), and
 * after an abandoned game the wait for an empty board. Readings, buttons and the page's menu
 * commands come in; what the controller does next comes out ({@link Act}).
 */
final class MenuSession {
    private static final Logger log = LoggerFactory.getLogger(MenuSession.class);

    /** What the controller does next. */
    sealed interface Act {
        /** Nothing. */
        record None() implements Act {
        }

        /** The setup is now {@code setup}, kept for the next start's menu. */
        record Remember(Setup setup) implements Act {
        }

        /** A game of {@code setup} starts. */
        record Start(Setup setup) implements Act {
        }

        /** Every paired phone is forgotten, every pairing ended. */
        record ForgetPhones() implements Act {
        }

        /** A puzzle is set up and played. */
        record Puzzle() implements Act {
        }
    }

    /** A new game code for each menu (four points as a mask), when remote play is set up; else 0. */
    private final IntSupplier codes;
    /** A setup with the adaptive level at the level the person's rating gives now (others as they are). */
    private final UnaryOperator<Setup> adapt;
    private MenuState menu;
    /** The option a piece stands on, as a point mask (0: none). */
    private int held;
    /** The pieces on the board, as it last settled. */
    private int standing;
    /** The two optional buttons' cursor (-1: none yet). */
    private int cursor = -1;
    private Optional<MenuOption> chosen = Optional.empty();
    /** A game was abandoned with pieces on the board: no taps until the board is empty. */
    private boolean toClear;

    /** Before the first menu: {@code setup}'s options, without a game code yet. */
    MenuSession(Setup setup, IntSupplier codes) {
        this(setup, codes, UnaryOperator.identity());
    }

    /** As above, {@code adapt} setting the adaptive level to the person's rating. */
    MenuSession(Setup setup, IntSupplier codes, UnaryOperator<Setup> adapt) {
        this.codes = codes;
        this.adapt = adapt;
        this.menu = MenuState.of(setup);
    }

    /**
     * The menu opens on {@code setup}'s choices (an adaptive level at the level the rating gives now), with a new
     * game code, on a board where {@code standing} holds pieces.
     */
    void open(Setup setup, int standing) {
        this.standing = standing;
        menu = MenuState.of(adapt.apply(setup), codes.getAsInt());
        held = 0;
        cursor = -1;
        chosen = Optional.empty();
    }

    /** A game was abandoned; with {@code piecesLeft} the menu waits for the board to be cleared. */
    void abandoned(boolean piecesLeft) {
        toClear = piecesLeft;
    }

    /** A game is on: nothing is left to clear. */
    void gameOn() {
        toClear = false;
    }

    /** The board settled on {@code settled}: a piece placed on a lit option and lifted again chooses it. */
    Act onSettled(int settled) {
        standing = settled;
        if (toClear) { // after an abandoned game: the board is cleared first, and the last piece lifted is no tap
            toClear = settled != 0;
            return new Act.None();
        }
        if (Integer.bitCount(settled) == 1 && (settled & menu.offered()) != 0) {
            held = settled;
        } else if (settled == 0 && held != 0) {
            log.debug("menu: tapped {}", Point.names(held));
            int point = Integer.numberOfTrailingZeros(held);
            held = 0;
            return tap(point);
        } else if (settled != 0) {
            held = 0;
        }
        return new Act.None();
    }

    /** The hint button steps the cursor through the lit options. */
    void onHint() {
        cursor = menu.next(cursor);
        chosen = Optional.empty();
    }

    /** The menu button chooses the option under the cursor, or with none starts a game of {@code current}. */
    Act onMenuButton(Setup current) {
        return cursor >= 0 ? tap(cursor) : new Act.Start(adapt.apply(current));
    }

    /** A paired phone's menu command, given the {@code current} setup; empty if it is none of the menu's here. */
    Optional<Act> onPage(PageCommand command, Setup current) {
        int fresh = menu.fresh();
        return switch (command) {
            case PageCommand.Start s when current.mode() == Mode.REMOTE && fresh != 0 ->
                    start(current.withCode(new GameCode(fresh))); // opened from the phone: the menu's new code
            case PageCommand.Open o when fresh != 0 -> start(current.withMode(Mode.REMOTE).withCode(new GameCode(fresh)));
            case PageCommand.Start s -> start(current);
            case PageCommand.Join j when fresh != 0 -> start(current.withMode(Mode.REMOTE).withCode(GameCode.ofId(j.code())));
            case PageCommand.Choose c when c.setup().rules().equals(current.rules())
                    && (c.setup().mode() != Mode.REMOTE || fresh != 0) -> { // remote only where a broker is set
                menu = MenuState.of(adapt.apply(c.setup()), fresh);
                yield Optional.of(new Act.Remember(menu.setup()));
            }
            default -> Optional.empty();
        };
    }

    private Optional<Act> start(Setup setup) {
        return Optional.of(new Act.Start(adapt.apply(setup)));
    }

    private Act tap(int point) {
        return switch (menu.tap(point)) {
            case MenuResult.Changed c -> {
                boolean choice = !menu.codeScreen() && !c.state().codeScreen();
                Optional<MenuOption> tapped = MenuLayout.at(point, menu.setup());
                menu = choice ? MenuState.of(adapt.apply(c.state().setup()), c.state().fresh()) : c.state(); // the adaptive level shown at once
                chosen = choice ? tapped : Optional.empty(); // a code screen says what it wants itself
                yield choice ? new Act.Remember(menu.setup()) : new Act.None();
            }
            case MenuResult.Start s -> new Act.Start(adapt.apply(s.setup()));
            case MenuResult.ForgetPhones f -> {
                chosen = MenuLayout.at(point, menu.setup());
                log.info("menu: every paired phone is forgotten, every pairing ended");
                yield new Act.ForgetPhones();
            }
            case MenuResult.Puzzle z -> new Act.Puzzle();
            case MenuResult.Ignored i -> {
                log.info("menu: {}", i.why());
                yield new Act.None();
            }
        };
    }

    /**
     * What the menu shows.
     *
     * @param held    the option a piece stands on (a point mask; 0: none)
     * @param stray   the pieces where no option is lit, to be taken away (a point mask)
     * @param cursor  the buttons' cursor (-1: none)
     * @param chosen  the last choice, to acknowledge (empty when none was made since the menu opened)
     * @param toClear a game was abandoned with pieces on the board: the menu waits for an empty board
     */
    record Facts(MenuState state, int held, int stray, int cursor, Optional<MenuOption> chosen, boolean toClear) {
    }

    /** What the menu shows; {@code open}: the board is in the menu (else nothing waits to be cleared). */
    Facts facts(boolean open) {
        return new Facts(menu, held, standing & ~menu.offered(), cursor, chosen, toClear && open);
    }

    MenuState state() {
        return menu;
    }

    int held() {
        return held;
    }
}
