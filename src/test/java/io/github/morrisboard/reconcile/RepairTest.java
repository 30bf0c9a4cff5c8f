package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static io.github.morrisboard.reconcile.ReconcilerTest.mask;
import static io.github.morrisboard.reconcile.ReconcilerTest.midgame;
import static io.github.morrisboard.reconcile.ReconcilerTest.plies;
import static io.github.morrisboard.reconcile.ReconcilerTest.settled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * How a mismatch is put right (newcomer finding 2): the steps asked never include one the board does
 * not need, what then counts is said, and the lights never ask for a step in an order that makes a ply.
 * Each case is also played through the {@link Reconciler}: the board does with each step what the
 * repair foresaw.
 */
class RepairTest {
    private final Reconciler reconciler = new Reconciler(ReconcileSettings.DEFAULTS);

    private static Repair repair(Game g, int missing, int extra) {
        return Repair.of(Situation.human(g), new Verdict.Mismatch(missing, extra, Verdict.Reason.NO_LEGAL_ACTION), ReconcileSettings.DEFAULTS);
    }

    private Verdict decide(Game g, int reading) {
        return reconciler.decide(Situation.human(g), settled(reading, 0), 10_000);
    }

    /**
     * The newcomer's case: in the placing phase white's c4 slid to e5. Put back first, c4 would leave e5
     * a legal placement, taken as white's ply; so e5 is to come off first, and only e5 is lit until it is.
     */
    @Test
    void aPieceSlidInThePlacingPhaseComesOffFirstAndOnlyItIsLitUntilThen() {
        Game g = Game.replay(Rules.STANDARD, "c4 a1");
        int e = g.position().occupied();
        Repair r = repair(g, mask("c4"), mask("e5"));
        assertEquals(new Repair(mask("e5"), mask("c4"), 0, 0, Optional.empty(), mask("e5"), 0), r);
        // the other order is the one the lights do not show: c4 back first makes e5 a placement
        assertEquals(new Verdict.Accepted(plies("e5")), decide(g, e | mask("e5")));
        // e5 off: c4 is lit to be put back, and nothing on the way counts
        assertEquals(new Repair(0, mask("c4"), 0, 0, Optional.empty(), 0, mask("c4")), repair(g, mask("c4"), 0));
        assertInstanceOf(Verdict.Mismatch.class, decide(g, e & ~mask("c4")));
    }

    /** A legal slide and a piece put down elsewhere: only the stray piece is asked off, and the slide then counts. */
    @Test
    void aLegalSlideWithAStrayPieceAsksOnlyForTheStrayAndSaysTheSlideCounts() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        Repair r = repair(g, mask("b4"), mask("c4 d5"));
        assertEquals(new Repair(mask("d5"), 0, 0, 0, Optional.of(new Verdict.Accepted(plies("b4-c4"))), mask("d5"), 0), r);
        assertEquals(new Verdict.Accepted(plies("b4-c4")), decide(g, e & ~mask("b4") | mask("c4")), "d5 off: the slide counts");
    }

    /** Two pieces put down at once in the placing phase: either one left is a placement, so all but one come off. */
    @Test
    void twoPiecesPutDownAtOnceAreToComeOffAllButOne() {
        Game g = Game.start(Rules.STANDARD);
        assertEquals(new Repair(0, 0, mask("a1 d6"), 0, Optional.empty(), mask("a1 d6"), 0), repair(g, 0, mask("a1 d6")));
        assertEquals(new Verdict.Accepted(plies("d6")), decide(g, mask("d6")));
        assertEquals(new Verdict.Accepted(plies("a1")), decide(g, mask("a1")));
    }

    /** A removal owed, made, and an own piece knocked off with it: only that piece is asked back, and the removal then counts. */
    @Test
    void aRemovalWithAnOwnPieceKnockedOffAsksOnlyForThatPiece() {
        Game g = midgame(Color.WHITE).play(Ply.move(io.github.morrisboard.board.Point.parse("b4"), io.github.morrisboard.board.Point.parse("a4")));
        int e = g.position().occupied();
        Repair r = repair(g, mask("a1 d7"), 0);
        assertEquals(new Repair(0, mask("a1"), 0, 0, Optional.of(new Verdict.Accepted(plies("xd7"))), 0, mask("a1")), r);
        assertEquals(new Verdict.Accepted(plies("xd7")), decide(g, e & ~mask("d7")));
    }

    /** Two removable pieces lifted while one removal is owed: all but one go back, and the one left off counts. */
    @Test
    void twoPiecesLiftedForOneRemovalAreToGoBackAllButOne() {
        Game g = midgame(Color.WHITE).play(Ply.move(io.github.morrisboard.board.Point.parse("b4"), io.github.morrisboard.board.Point.parse("a4")));
        assertEquals(new Repair(0, 0, 0, mask("g1 d7"), Optional.empty(), 0, mask("g1 d7")), repair(g, mask("g1 d7"), 0));
    }

    /** The piece of the last ply lifted with a piece put down: once that piece is off, the board takes the last ply back, and says so. */
    @Test
    void aStepThatTakesTheLastPlyBackIsSaid() {
        Game g = Game.replay(Rules.STANDARD, "d6 b4");
        Repair r = repair(g, mask("b4"), mask("a1"));
        assertEquals(new Repair(mask("a1"), 0, 0, 0, Optional.of(new Verdict.Takeback(1)), mask("a1"), 0), r);
        assertEquals(new Verdict.Takeback(1), decide(g, mask("d6")));
        Repair off = Repair.of(Situation.human(g), new Verdict.Mismatch(mask("b4"), mask("a1"), Verdict.Reason.NO_LEGAL_ACTION),
                ReconcileSettings.DEFAULTS.withTakebacks(false));
        assertEquals(new Repair(mask("a1"), mask("b4"), 0, 0, Optional.empty(), mask("a1"), 0), off,
                "takebacks off: the whole board back, a1 first (b4 back first would leave a1 a placement)");
    }

    /** Nothing counts while a resumed game's board is put back, nor against the AI's announced ply: every difference is asked, all lit. */
    @Test
    void whileRestoringOrWithTheAisPlyPendingEveryStepIsAskedAndLit() {
        Game g = Game.replay(Rules.STANDARD, "c4 a1");
        Verdict.Mismatch restore = new Verdict.Mismatch(mask("c4"), mask("e5"), Verdict.Reason.RESTORE);
        assertEquals(Repair.all(restore), Repair.of(Situation.human(g), restore, ReconcileSettings.DEFAULTS));
        Verdict.Mismatch notAi = new Verdict.Mismatch(mask("d6"), mask("e5"), Verdict.Reason.NOT_AI_MOVE);
        assertEquals(Repair.all(notAi), Repair.of(new Situation(g, plies("d6")), notAi, ReconcileSettings.DEFAULTS));
    }

    /** A wrong slide with no legal turn on the way: every step, both lit at once (no order makes a ply). */
    @Test
    void withNoPlyOnTheWayEverythingIsLitAtOnce() {
        Game g = midgame(Color.WHITE);
        Repair r = repair(g, mask("b4"), mask("d5"));
        assertEquals(Repair.all(new Verdict.Mismatch(mask("b4"), mask("d5"), Verdict.Reason.NO_LEGAL_ACTION)), r);
        assertInstanceOf(Verdict.Lifted.class, decide(g, g.position().occupied() & ~mask("b4")), "d5 off first: b4 is in the hand, no ply");
    }
}
