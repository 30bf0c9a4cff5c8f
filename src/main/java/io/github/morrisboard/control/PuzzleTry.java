package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.learn.PlyScores;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.RefereeEvent;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.BoardSensor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One puzzle played on the board, once its position stands there: a {@link Referee} of its own on the
 * board's sensor (nothing of the game in play, its saves or the history is touched) judges the person's
 * plies against the puzzle's line. The right ply: the board says so, and in a longer line the
 * opponent's reply is announced as the AI's plies are, for the person to carry out. A wrong ply: what it
 * cost is said, the board asks for it to be put back, then shows the better ply in the hint colour; the
 * person plays it (the solution taken) or asks to try again without it. The first wrong ply or the
 * solution asked for fails the puzzle at once; a line played through without either solves it; either is
 * counted once ({@link #result}). Pure: time comes in.
 */
final class PuzzleTry {
    private static final Logger log = LoggerFactory.getLogger(PuzzleTry.class);

    /** A wrong ply, the better one, and what the wrong one cost its mover. */
    record Wrong(Ply played, Ply better, PlyScores.Cost cost) {
    }

    private final Puzzle puzzle;
    private final BoardSensor sensor;
    private final ReconcileSettings settings;
    /** What a wrong ply costs: the position before it and the wrong ply, the better one. */
    private final Costs costs;
    private Referee referee;
    /** The line's plies played so far. */
    private int done;
    private Optional<Wrong> wrong = Optional.empty();
    /** The better ply is lit (after a wrong ply, or asked for). */
    private boolean solutionShown;
    /** The puzzle is failed (a wrong ply, or the solution asked for): solving it now counts nothing more. */
    private boolean failed;
    /** Whether the result was handed out to be counted. */
    private boolean counted;

    /** What a ply costs instead of another in a position ({@link PracticePort#cost}). */
    interface Costs {
        PlyScores.Cost of(Game at, Ply played, Ply better);
    }

    PuzzleTry(Puzzle puzzle, BoardSensor sensor, ReconcileSettings settings, Costs costs) {
        this.puzzle = puzzle;
        this.sensor = sensor;
        this.settings = settings;
        this.costs = costs;
        this.referee = new Referee(puzzle.position(), sensor, settings);
    }

    /** The puzzle begins on a board that shows its position. */
    void start(long now) {
        referee.start(now);
    }

    /** A reed's edge; returns a chattering reed's news, if any. */
    List<RefereeEvent.Chatter> onEdge(int point, boolean occupied, long now) {
        return heard(referee.onEdge(now, point, occupied), now);
    }

    /** Time passes; returns a chattering reed's news, if any. */
    List<RefereeEvent.Chatter> onTick(long now) {
        return heard(referee.onTick(now), now);
    }

    /**
     * The hint button or the phone: the better ply is shown (the solution taken: the puzzle is failed), or,
     * when it shows, hidden again to try once more without it.
     */
    void solution() {
        if (ended()) {
            return;
        }
        solutionShown = !solutionShown;
        if (solutionShown && !failed) {
            log.info("puzzle {}: the solution was asked for", puzzle.id());
            failed = true;
        }
    }

    private List<RefereeEvent.Chatter> heard(List<RefereeEvent> events, long now) {
        List<RefereeEvent.Chatter> chatter = new ArrayList<>();
        for (RefereeEvent e : events) {
            switch (e) {
                case RefereeEvent.Played p -> {
                    for (Ply ply : p.plies()) {
                        if (!ended() && !played(ply, now)) {
                            return chatter; // a wrong ply: a new referee judges from the position before it
                        }
                    }
                }
                case RefereeEvent.Chatter c -> chatter.add(c);
                default -> { }
            }
        }
        announceReply(now);
        return chatter;
    }

    /** A ply the referee accepted; false when it was wrong. */
    private boolean played(Ply ply, long now) {
        Ply expected = puzzle.line().get(done);
        if (ply.equals(expected)) {
            done++;
            log.info("puzzle {}: {} is right ({} of {})", puzzle.id(), ply, done, puzzle.line().size());
            if (mine(done - 1)) {
                wrong = Optional.empty();
                solutionShown = false;
            }
            return true;
        }
        Game at = gameAt(done);
        PlyScores.Cost cost = costs.of(at, ply, expected);
        log.info("puzzle {}: {} is not the best ply ({} was, it costs {})", puzzle.id(), ply, expected, cost.harm());
        wrong = Optional.of(new Wrong(ply, expected, cost));
        failed = true;
        solutionShown = true;
        referee = new Referee(at, sensor, settings); // the board shows what to put back, then the better ply
        referee.start(now);
        return false;
    }

    /** After the person's right ply in a longer line: the opponent's reply, announced to be carried out by hand. */
    private void announceReply(long now) {
        if (!ended() && !mine(done) && referee.announced().isEmpty()) {
            referee.announce(List.of(puzzle.line().get(done)), now);
        }
    }

    /** Whether the line's ply {@code i} is the person's (the side to move at the puzzle's position). */
    private boolean mine(int i) {
        return gameAt(i).position().sideToMove() == person();
    }

    private Color person() {
        return puzzle.sideToMove();
    }

    private Game gameAt(int plies) {
        Game g = puzzle.position();
        for (Ply p : puzzle.line().subList(0, plies)) {
            g = g.play(p);
        }
        return g;
    }

    /** Whether the whole line was played. */
    boolean ended() {
        return done == puzzle.line().size();
    }

    /**
     * The result to count, once: failed as soon as a wrong ply is made or the solution asked for (a puzzle left
     * then is still counted), solved once the line is played through without either.
     */
    Optional<Boolean> result() {
        if (counted || !failed && !ended()) {
            return Optional.empty();
        }
        counted = true;
        return Optional.of(!failed);
    }

    /** Whether a wrong ply was made or the solution asked for. */
    boolean failed() {
        return failed;
    }

    /** When the referee needs the time next. */
    long nextWake() {
        return referee.nextDeadline();
    }

    /**
     * What the puzzle shows.
     *
     * @param game      the position now (the puzzle's, with the line played so far)
     * @param verdict   the board against it
     * @param announced the opponent's reply still to be carried out
     * @param wrong     the last wrong ply, while the better one has not been played
     * @param better    the better ply to light, when the solution shows and the person is to move
     * @param done      the line's plies played; {@code failed}: a wrong ply was made or the solution asked for
     */
    record Facts(Puzzle puzzle, Game game, Verdict verdict, List<Ply> announced, Optional<Wrong> wrong, Optional<Ply> better,
                 int done, boolean failed) {
        Color person() {
            return puzzle.sideToMove();
        }

        boolean ended() {
            return done == puzzle.line().size();
        }
    }

    Facts facts() {
        boolean mine = !ended() && mine(done);
        Optional<Ply> better = solutionShown && mine ? Optional.of(puzzle.line().get(done)) : Optional.empty();
        return new Facts(puzzle, referee.game(), referee.verdict(), new ArrayList<>(referee.announced()), wrong, better, done, failed);
    }

    Puzzle puzzle() {
        return puzzle;
    }
}
