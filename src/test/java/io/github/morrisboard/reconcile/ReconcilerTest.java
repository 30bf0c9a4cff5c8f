package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.Reading;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ReconcilerTest {

    private final Reconciler reconciler = new Reconciler(ReconcileSettings.DEFAULTS);

    static int mask(String names) {
        return Arrays.stream(names.trim().split("\\s+")).filter(s -> !s.isEmpty()).mapToInt(Point::parse)
                .map(Point::bit).reduce(0, (a, b) -> a | b);
    }

    static List<Ply> plies(String record) {
        return Notation.splitPlies(record).stream().map(Notation::parsePly).toList();
    }

    /** A quiet board whose settled reading began at {@code since}. */
    static Reading settled(int mask, long since) {
        return new Reading(mask, mask, true, since, 0);
    }

    /** A board in motion: {@code live} now, {@code settled} before. */
    static Reading moving(int live, int settled) {
        return new Reading(live, settled, false, 0, 0);
    }

    private Verdict decide(Game game, int reading) {
        return reconciler.decide(Situation.human(game), settled(reading, 10_000), 10_000);
    }

    /** Moving phase: white a1 a7 b4 f6, black g1 g4 b2 d7; white to move (b4-a4 closes a1 a4 a7). */
    static Game midgame(Color side) {
        return Game.from(Position.of(Rules.STANDARD, mask("a1 a7 b4 f6"), mask("g1 g4 b2 d7"), 0, 0, side, 0));
    }

    @Test
    void aPlacementIsAccepted() {
        assertEquals(new Verdict.Accepted(plies("d6")), decide(Game.start(Rules.STANDARD), mask("d6")));
    }

    @Test
    void aMoveAndItsRemovalMaySettleTogetherAndColourComesFromTheGame() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        assertEquals(new Verdict.Accepted(plies("b4-a4 xg1")), decide(g, e & ~mask("b4 g1") | mask("a4")));
        assertEquals(new Verdict.Accepted(plies("b4-a4")), decide(g, e & ~mask("b4") | mask("a4")));
        Game owed = g.play(Ply.move(Point.parse("b4"), Point.parse("a4")));
        assertEquals(new Verdict.Accepted(plies("xd7")), decide(owed, owed.position().occupied() & ~mask("d7")));
    }

    @Test
    void aPlacementAndItsRemovalMaySettleTogether() {
        Game g = Game.replay(Rules.STANDARD, "d6 a1 b6 g1");
        int e = g.position().occupied();
        assertEquals(new Verdict.Accepted(plies("f6 xa1")), decide(g, e & ~mask("a1") | mask("f6")));
    }

    @Test
    void aRemovalNeedsAMillAndMustFollowTheMillRule() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        // f6-f4 closes no mill: g1 gone with it is a wrong piece, shown at once
        assertEquals(new Verdict.Mismatch(mask("f6 g1"), mask("f4"), Verdict.Reason.WRONG_PIECE),
                decide(g, e & ~mask("f6 g1") | mask("f4")));
        // black b4 b6 b2 is a mill; black also has d7 outside it: b2 may not be taken
        Game mill = Game.from(Position.of(Rules.STANDARD, mask("a1 g1 g7 f4"), mask("b2 b4 b6 d7"), 0, 0, Color.WHITE, 0));
        int m = mill.position().occupied();
        assertEquals(new Verdict.Mismatch(mask("f4 b2"), mask("g4"), Verdict.Reason.WRONG_PIECE),
                decide(mill, m & ~mask("f4 b2") | mask("g4")));
        assertEquals(new Verdict.Accepted(plies("f4-g4 xd7")), decide(mill, m & ~mask("f4 d7") | mask("g4")));
    }

    @Test
    void aFlyingMoveIsAccepted() {
        Game g = Game.from(Position.of(Rules.STANDARD, mask("a1 a7 f6"), mask("g1 g4 b2 d7"), 0, 0, Color.WHITE, 0));
        int e = g.position().occupied();
        assertEquals(new Verdict.Accepted(plies("f6-a4 xd7")), decide(g, e & ~mask("f6 d7") | mask("a4")));
        Game noFlying = Game.from(Position.of(Rules.parse("standard,flying=off"), mask("a1 a7 f6"), mask("g1 g4 b2 d7"), 0, 0, Color.WHITE, 0));
        assertEquals(Verdict.Mismatch.class, reconciler.decide(Situation.human(noFlying),
                settled(e & ~mask("f6") | mask("a4"), 0), 10_000).getClass());
    }

    @Test
    void aLiftedPieceShowsItsTargetsAtOnceFromTheLiveReading() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        Verdict v = reconciler.decide(Situation.human(g), moving(e & ~mask("b4"), e), 10_000);
        assertEquals(new Verdict.Lifted(Point.parse("b4"), mask("a4 c4 b6")), v);
        // held in the hand for a long time: still just lifted, never a mismatch
        assertEquals(v, reconciler.decide(Situation.human(g), settled(e & ~mask("b4"), 0), 3_600_000));
    }

    @Test
    void aLiftedPieceOfTheSideNotToMoveIsAWrongPieceMismatchAtOnce() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        Verdict.Mismatch wrong = new Verdict.Mismatch(mask("g4"), 0, Verdict.Reason.WRONG_PIECE);
        assertEquals(wrong, reconciler.decide(Situation.human(g), moving(e & ~mask("g4"), e), 10_000));
        assertEquals(wrong, reconciler.decide(Situation.human(g), settled(e & ~mask("g4"), 10_000), 10_000));
    }

    @Test
    void anIllegalReadingBecomesAMismatchAfterTheGraceAndTheBoardReturnsToSyncWhenPutRight() {
        Game g = midgame(Color.WHITE);
        int e = g.position().occupied();
        int wrong = e & ~mask("b4") | mask("d5"); // b4-d5 is not a line
        assertEquals(new Verdict.Waiting(1000 + 1500), reconciler.decide(Situation.human(g), settled(wrong, 1000), 1600));
        Verdict.Mismatch m = new Verdict.Mismatch(mask("b4"), mask("d5"), Verdict.Reason.NO_LEGAL_ACTION);
        assertEquals(m, reconciler.decide(Situation.human(g), settled(wrong, 1000), 2500));
        // while it is being put right: d5 cleared, the piece in the hand shows its targets
        assertEquals(new Verdict.Lifted(Point.parse("b4"), mask("a4 c4 b6")),
                reconciler.decide(Situation.human(g), new Reading(e & ~mask("b4"), wrong, false, 1000, 0), 2600));
        // a different wrong board while moving: the mismatch follows the live reading
        assertEquals(new Verdict.Mismatch(mask("b4"), mask("d5 e4"), Verdict.Reason.NO_LEGAL_ACTION),
                reconciler.decide(Situation.human(g), new Reading(wrong | mask("e4"), wrong, false, 1000, 0), 2600));
        assertEquals(new Verdict.InSync(), reconciler.decide(Situation.human(g), new Reading(e, wrong, false, 1000, 0), 2700));
        assertEquals(e, g.position().occupied(), "the game is unchanged");
    }

    @Test
    void aTakebackRestoresTheLastPlyOrTheLastTurn() {
        Game g = Game.replay(Rules.STANDARD, "d6 a1 b6 g1 f6 xa1 d1");
        List<Position> ps = g.positions();
        assertEquals(new Verdict.Takeback(1), decide(g, ps.get(ps.size() - 2).occupied()));
        Game afterRemoval = g.undo();
        List<Position> qs = afterRemoval.positions();
        assertEquals(new Verdict.Takeback(2), decide(afterRemoval, qs.get(qs.size() - 3).occupied()));
        Reconciler noTakeback = new Reconciler(ReconcileSettings.DEFAULTS.withTakebacks(false));
        assertEquals(Verdict.Mismatch.class, noTakeback.decide(Situation.human(g),
                settled(ps.get(ps.size() - 2).occupied(), 0), 10_000).getClass());
    }

    @Test
    void aLegalMoveIsPreferredOverATakeback() {
        Game g = Game.replay(Rules.STANDARD, "d6 a1 b6 g1 f6 xa1"); // black to place; a1 was just taken
        int e = g.position().occupied();
        // a1 occupied again: black placing on a1, or taking back xa1; the legal placement wins
        assertEquals(new Verdict.Accepted(plies("a1")), decide(g, e | mask("a1")));
    }

    @Test
    void whenTheAiPlyIsPendingOnlyItIsAcceptedAndAnythingElsePointsAtIt() {
        Game g = midgame(Color.WHITE);
        Situation ai = new Situation(g, plies("b4-a4 xg1"));
        int e = g.position().occupied();
        assertEquals(new Verdict.InSync(), reconciler.decide(ai, settled(e, 0), 10_000));
        assertEquals(new Verdict.Accepted(plies("b4-a4")), reconciler.decide(ai, settled(e & ~mask("b4") | mask("a4"), 0), 10_000));
        assertEquals(new Verdict.Accepted(plies("b4-a4 xg1")),
                reconciler.decide(ai, settled(e & ~mask("b4 g1") | mask("a4"), 0), 10_000));
        // lifting the AI's piece lights only the AI's target
        assertEquals(new Verdict.Lifted(Point.parse("b4"), mask("a4")), reconciler.decide(ai, moving(e & ~mask("b4"), e), 10_000));
        // another legal move: a mismatch pointing at the AI's move, at once
        int other = e & ~mask("f6") | mask("f4");
        assertEquals(new Verdict.Mismatch(mask("a4 f6"), mask("b4 f4 g1"), Verdict.Reason.NOT_AI_MOVE),
                reconciler.decide(ai, settled(other, 10_000), 10_000));
        // the right piece to the wrong point, and the wrong removal
        assertEquals(Verdict.Reason.NOT_AI_MOVE, ((Verdict.Mismatch) reconciler.decide(ai, settled(e & ~mask("b4") | mask("c4"), 10_000), 10_000)).reason());
        Game owed = g.play(Ply.move(Point.parse("b4"), Point.parse("a4")));
        Situation aiRemoval = new Situation(owed, plies("xg1"));
        int o = owed.position().occupied();
        assertEquals(new Verdict.Mismatch(mask("g4"), mask("g1"), Verdict.Reason.NOT_AI_MOVE),
                reconciler.decide(aiRemoval, settled(o & ~mask("g4"), 10_000), 10_000));
        assertEquals(new Verdict.Accepted(plies("xg1")), reconciler.decide(aiRemoval, settled(o & ~mask("g1"), 10_000), 10_000));
    }

    /** A quiet reading that knows which points changed since the last settle, and when (name=ms, …). */
    static Reading withHistory(int mask, String changes) {
        long[] at = new long[Point.COUNT];
        Arrays.fill(at, 0);
        int changed = 0;
        for (String c : changes.split(" ")) {
            String[] kv = c.split("=");
            at[Point.parse(kv[0])] = Long.parseLong(kv[1]);
            changed |= Point.bit(Point.parse(kv[0]));
        }
        return new Reading(mask, mask, true, 2000, 0, changed, at);
    }

    @Test
    void aFastReplyIsAcceptedInTheOrderTheSensorsSawIt() {
        Game g = Game.start(Rules.STANDARD);
        int both = mask("d6 a1");
        assertEquals(new Verdict.Accepted(plies("d6 a1")),
                reconciler.decide(Situation.human(g), withHistory(both, "d6=1000 a1=1300"), 2000));
        assertEquals(new Verdict.Accepted(plies("a1 d6")),
                reconciler.decide(Situation.human(g), withHistory(both, "a1=1000 d6=1300"), 2000));
        // without the order of the changes, two placements are never guessed
        assertEquals(Verdict.Waiting.class, reconciler.decide(Situation.human(g), settled(both, 1300), 2000).getClass());
        assertEquals(Verdict.Mismatch.class, reconciler.decide(Situation.human(g), settled(both, 1300), 2800).getClass());
    }

    @Test
    void aPieceTakenRightAfterItWasPlacedIsSeenByItsChangesNotGuessedAway() {
        Game g = Game.replay(Rules.STANDARD, "d6 a1 b6"); // black to place
        int e = g.position().occupied();
        // black placed f2, white replied f6 closing b6 d6 f6 and took f2 at once: the board shows only f6
        assertEquals(new Verdict.Accepted(plies("f2 f6 xf2")),
                reconciler.decide(Situation.human(g), withHistory(e | mask("f6"), "f6=1300 f2=1500"), 2200));
        // had f2 never changed, f6 would simply be black's placement
        assertEquals(new Verdict.Accepted(plies("f6")),
                reconciler.decide(Situation.human(g), withHistory(e | mask("f6"), "f6=1300"), 2200));
    }

    @Test
    void nothingIsAcceptedOnceTheGameIsOver() {
        // black is down to two pieces: white has won
        Game g = Game.from(Position.of(Rules.STANDARD, mask("a4 d7 d2"), mask("a1 g7"), 0, 0, Color.BLACK, 0));
        int e = g.position().occupied();
        Verdict v = reconciler.decide(Situation.human(g), settled(e & ~mask("a1") | mask("d1"), 0), 10_000);
        assertEquals(new Verdict.Mismatch(mask("a1"), mask("d1"), Verdict.Reason.NO_LEGAL_ACTION), v, () -> g.outcome().describe());
    }
}
