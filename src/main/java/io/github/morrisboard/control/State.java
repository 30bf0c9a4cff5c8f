package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.Setup;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the controller knows at one instant, read on the loop's thread ({@link Controller#state()}:
 * the tests, and the service once the loop has stopped). Other threads read only what the loop
 * {@linkplain Controller#published() published}.
 *
 * @param phase         where the board is in its round
 * @param setup         the current choices (those of the game in play, or the menu's)
 * @param game          the game being played or just finished; empty before the first game
 * @param verdict       the board against the game, as the referee judges it (in sync before the first game)
 * @param opponentPlies the opponent's announced plies still to be carried out by hand (only in play)
 * @param outcome       how the game ends or ended: by the players' word if they gave one, else as its position says
 * @param hint          the hint shown, if one is
 * @param lastFrame     the frame last sent to the LEDs; empty before the first
 * @param status        the status line last published
 * @param faults        the faults active now, by source, worst first
 */
public record State(Phase phase, Setup setup, Optional<Game> game, Verdict verdict, List<Ply> opponentPlies,
                    Outcome outcome, Optional<Ply> hint, Optional<Frame> lastFrame, String status,
                    Map<FaultSource, String> faults) {
}
