package io.github.morrisboard.control;

import io.github.morrisboard.board.Button;

/**
 * What a person asks for with a button or from a paired phone, in the phase that allows it: a
 * pure table from (request, phase) to what the controller does ({@link Request}). The menu's own
 * page commands (start, open, join, choose) are {@link MenuSession}'s and are asked first.
 */
final class PlayerRequests {
    /** Where a paired phone's request comes from, in the log and in the words said to the other board. */
    static final String FROM_A_PHONE = "from a paired phone";

    /** What the controller does for the request. */
    sealed interface Request {
        /** In play: a hint. */
        record Hint() implements Request {
        }

        /** In the menu: the cursor steps to the next lit option. */
        record Step() implements Request {
        }

        /** In the menu: the option under the cursor is chosen (or, with none, a game starts). */
        record Choose() implements Request {
        }

        /** In play: the menu button (pressed twice, the player leaves the game). */
        record MenuPressed() implements Request {
        }

        /** After a game: the menu. */
        record Menu() implements Request {
        }

        /** In play: this board's player's word on how the game ends ({@link GameEnding#onWord}); {@code how}: by a button, a gesture or a phone. */
        sealed interface Word extends Request {
            String how();
        }

        /** In play: this board's player resigns. */
        record Resign(String how) implements Word {
        }

        /** In play: this board's player offers a draw. */
        record OfferDraw(String how) implements Word {
        }

        /** In play: this board's player declines the draw offered. */
        record DeclineDraw(String how) implements Word {
        }

        /** In play, where takebacks are allowed: back to the last position where a person is to move. */
        record TakeBack() implements Request {
        }

        /** A lesson's request: a position to set up, leaving it ({@link Lesson#ask}, which knows the phases it allows). */
        record Practise(Lesson.Ask ask) implements Request {
        }

        /** A phone asks to be paired (in any phase). */
        record Pairing(PageCommand.Pairing ask) implements Request {
        }

        /** Not in this phase, and said in the log ({@code why}). */
        record Ignored(String why) implements Request {
        }

        /** Not in this phase, and nothing to say (a hint with no game and no menu). */
        record Nothing() implements Request {
        }
    }

    private PlayerRequests() {
    }

    /** A button pressed in {@code phase}. */
    static Request press(Button button, Phase phase) {
        return switch (button) {
            case HINT -> switch (phase) {
                case PLAY -> new Request.Hint();
                case MENU -> new Request.Step(); // one button steps through the lit options
                case PUZZLE -> new Request.Practise(new Lesson.Ask.Solution()); // the better ply shown, or hidden to try again
                case STARTING, OVER, SETUP -> new Request.Nothing();
            };
            case MENU -> switch (phase) {
                case PLAY -> new Request.MenuPressed();
                case OVER -> new Request.Menu();
                case MENU -> new Request.Choose(); // the other chooses the option under the cursor (or starts)
                case SETUP, PUZZLE -> new Request.Practise(new Lesson.Ask.Leave()); // the board is cleared, then the menu
                case STARTING -> new Request.Ignored("the menu button waits until the board has been read");
            };
        };
    }

    /** A paired phone's request in {@code phase} (not one of the menu's), with {@code takebacks} allowed in this game or not. */
    static Request page(PageCommand command, Phase phase, boolean takebacks) {
        boolean play = phase == Phase.PLAY;
        return switch (command) {
            case PageCommand.Hint h when play -> new Request.Hint();
            case PageCommand.Resign r when play -> new Request.Resign(FROM_A_PHONE);
            case PageCommand.OfferDraw d when play -> new Request.OfferDraw(FROM_A_PHONE);
            case PageCommand.DeclineDraw d when play -> new Request.DeclineDraw(FROM_A_PHONE);
            case PageCommand.TakeBack b when play && takebacks -> new Request.TakeBack();
            case PageCommand.SetUp u -> new Request.Practise(new Lesson.Ask.GamePosition(u.game(), u.ply()));
            case PageCommand.SetUpPosition t -> new Request.Practise(new Lesson.Ask.TypedPosition(t.position(), t.players()));
            case PageCommand.Leave l -> new Request.Practise(new Lesson.Ask.Leave());
            case PageCommand.Puzzle z -> new Request.Practise(new Lesson.Ask.Puzzle(z.id()));
            case PageCommand.Solution s -> new Request.Practise(new Lesson.Ask.Solution());
            case PageCommand.Pairing p -> new Request.Pairing(p);
            default -> new Request.Ignored("page: " + command + " ignored in " + phase);
        };
    }
}
