package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;

/**
 * How a game ends by the players' word: a resignation, and in a remote game a draw offered,
 * accepted or declined, and the word both boards hold ({@link Event.Ending}). It decides what
 * follows ({@link Act}); the controller says the words to the opponent and ends the game.
 */
final class GameEnding {
    private static final Logger log = LoggerFactory.getLogger(GameEnding.class);

    /** What the controller does next. */
    sealed interface Act {
        /** Tell the opponent {@code word} about {@code game}. */
        record Say(Opponent.Word word, Game game) implements Act {
        }

        /** The game ends here with {@code outcome}. */
        record End(Outcome outcome) implements Act {
        }

        /** Nobody can resign a game of two AIs: it is abandoned. */
        record Abandon(String why) implements Act {
        }

        /** Nothing to do. */
        record Nothing() implements Act {
        }
    }

    /** How the game ended by the players' word; empty: as its position says. */
    private Optional<Outcome> ended = Optional.empty();
    /** A remote game's latest draw offer, as both boards hold it. */
    private Optional<Event.DrawOffer> drawOffer = Optional.empty();
    /** This board resigned a remote game: said once (its own remote game hears it at once and ends it, broker or not). */
    private boolean resignSaid;

    /** A game starts: nothing has been said of its end. */
    void reset() {
        ended = Optional.empty();
        drawOffer = Optional.empty();
        resignSaid = false;
    }

    /** The game ended by the players' word with {@code outcome}. */
    void end(Outcome outcome) {
        ended = Optional.of(outcome);
        drawOffer = Optional.empty();
    }

    /** This board's player's word in play: a resignation, a draw offered, or one declined. */
    Act onWord(PlayerRequests.Request.Word word, Setup setup, Game g) {
        return switch (word) {
            case PlayerRequests.Request.Resign r -> resign(setup, g, r.how());
            case PlayerRequests.Request.OfferDraw d -> offer(setup, g, d.how());
            case PlayerRequests.Request.DeclineDraw d -> decline(setup, g, d.how());
        };
    }

    /**
     * The side played by hand here gives up ({@code how}: the page, the menu button, a cleared
     * board). In a remote game the other board is told, once, and the game ends when the word comes
     * back as an {@link Event.Ending}; against the AI, or two people at this board (the side to
     * move resigns), it ends here. A game of two AIs has nobody to resign: abandoned.
     */
    Act resign(Setup setup, Game g, String how) {
        return switch (setup.mode()) {
            case REMOTE -> {
                if (resignSaid) {
                    yield new Act.Nothing();
                }
                resignSaid = true;
                log.info("{} resigns ({})", setup.localColor().label(), how);
                yield new Act.Say(Opponent.Word.RESIGN, g);
            }
            case HUMAN_AI -> new Act.End(new Outcome.Win(setup.opponentColor(), Outcome.WinReason.RESIGNATION));
            case HUMAN_HUMAN -> new Act.End(new Outcome.Win(g.position().sideToMove().other(), Outcome.WinReason.RESIGNATION));
            case AI_AI -> new Act.Abandon(how);
        };
    }

    /**
     * The player leaves the game by a gesture ({@code why}): a remote game is resigned (the other board
     * must learn it ended), any other abandoned.
     */
    Act leave(Setup setup, Game g, String why) {
        return setup.mode() == Mode.REMOTE ? resign(setup, g, why) : new Act.Abandon(why);
    }

    /**
     * A draw: offered, or the other board's standing offer accepted (the draw gesture, the page).
     * Only in a remote game: the AI takes no offers, and two people at one board just agree.
     */
    Act offer(Setup setup, Game g, String how) {
        if (setup.mode() != Mode.REMOTE) {
            log.info("a draw offer ({}) is for remote play: ignored in {}", how, setup.mode().label());
            return new Act.Nothing();
        }
        Color local = setup.localColor();
        boolean accept = standing(local.other(), g.plyCount());
        log.info("{} {} a draw ({})", local.label(), accept ? "accepts" : "offers", how);
        return new Act.Say(accept ? Opponent.Word.ACCEPT : Opponent.Word.OFFER, g);
    }

    /** The other board's standing draw offer is declined (the page; a ply played here declines it too). */
    Act decline(Setup setup, Game g, String how) {
        if (setup.mode() == Mode.REMOTE && standing(setup.localColor().other(), g.plyCount())) {
            log.info("{} declines the draw ({})", setup.localColor().label(), how);
            return new Act.Say(Opponent.Word.DECLINE, g);
        }
        return new Act.Nothing();
    }

    /** This board's player played on ({@code plies} just played in {@code g}) while the other board's offer stood: that declines it. */
    Act declineByPlaying(Setup setup, Game g, int plies) {
        Game before = g;
        for (int i = 0; i < plies; i++) {
            before = before.undo();
        }
        Color local = setup.localColor();
        if (setup.mode() == Mode.REMOTE && before.position().sideToMove() == local && standing(local.other(), before.plyCount())) {
            log.info("{} played on: the draw offered at ply {} is declined", local.label(), before.plyCount());
            return new Act.Say(Opponent.Word.DECLINE, before);
        }
        return new Act.Nothing();
    }

    /**
     * The remote game's words changed ({@code inPlay}: a game is in play): a result ends the game
     * here too; an offer is kept while it stands. News of another game, or none in play, is ignored.
     */
    Act onEnding(Event.Ending e, boolean inPlay, Setup setup) {
        if (!inPlay || setup.mode() != Mode.REMOTE || !ofGame(setup, e.code())) {
            log.debug("ending news of game {} ignored", e.code());
            return new Act.Nothing();
        }
        drawOffer = e.offer();
        return e.result().<Act>map(Act.End::new).orElseGet(Act.Nothing::new);
    }

    /** Whether news of the game {@code code} (its id) is about {@code setup}'s remote game. */
    private static boolean ofGame(Setup setup, String code) {
        return setup.code().map(GameCode::id).equals(Optional.of(code));
    }

    /**
     * The friend's board already plays a side of this remote game ({@code playing}: the game in
     * play): if nothing of it has been played, the setup to start it again with, taking the other
     * side with the friend's rules.
     */
    static Optional<Setup> onSeatTaken(Event.SeatTaken e, Optional<Game> playing, Setup setup) {
        if (playing.isEmpty() || setup.mode() != Mode.REMOTE || !ofGame(setup, e.code()) || playing.get().plyCount() > 0) {
            log.info("the friend's seat in game {} ignored", e.code());
            return Optional.empty();
        }
        log.info("game {}: the friend plays {} ({}), so this board plays {}", e.code(), e.friend().label(), e.rules(), e.friend().other().label());
        return Optional.of(setup.withOpponentColor(e.friend()).withRules(e.rules()));
    }

    /** Whether {@code side}'s draw offer stands at {@code plies}: made at that ply count and not answered. */
    private boolean standing(Color side, int plies) {
        return drawOffer.filter(o -> o.stands(side, plies)).isPresent();
    }

    /**
     * What the players said of the end.
     *
     * @param ended     how the game ended by the players' word (a resignation, an agreed draw), if it did
     * @param drawOffer a remote game's latest draw offer, if any (it stands only at its own ply count)
     */
    record Facts(Optional<Outcome> ended, Optional<Event.DrawOffer> drawOffer) {
    }

    Facts facts() {
        return new Facts(ended, drawOffer);
    }

    /** How the game ended by the players' word, if it did. */
    Optional<Outcome> ended() {
        return ended;
    }
}
