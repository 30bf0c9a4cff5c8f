package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.TraceEdge;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Thousands of random legal games played by simulated hands (see {@link SimulatedHand}) through
 * sensing and reconciliation: every intended ply is accepted exactly once and in order, no other
 * ply ever is, takebacks undo exactly what was taken back, and the game at the end is the game played.
 */
class SimulatedHandPropertyTest {

    @Provide
    Arbitrary<Rules> rules() {
        return Arbitraries.of(Rules.STANDARD, Rules.TWELVE, Rules.parse("standard,flying=off"),
                Rules.parse("twelve,double-removal=on"), Rules.parse("standard,remove-from-mills=always"));
    }

    /** Plays the script's edges through a referee; returns the printed tokens (plies, undo). */
    static List<String> referee(SimulatedHand.Script s, Referee referee) {
        List<String> tokens = new ArrayList<>();
        for (TraceEdge e : s.edges()) {
            collect(referee.onEdge(e.t(), e.point(), e.occupied()), tokens);
        }
        for (long d = referee.nextDeadline(); d != Long.MAX_VALUE; d = referee.nextDeadline()) {
            collect(referee.onTick(d), tokens);
        }
        return tokens;
    }

    /**
     * The tokens with each run of consecutive removals sorted: two removals that settle together
     * (double-removal rules) are indistinguishable in order to presence sensors.
     */
    static List<String> removalsSorted(List<String> tokens) {
        List<String> out = new ArrayList<>(tokens);
        for (int i = 0; i < out.size(); ) {
            int j = i;
            while (j < out.size() && out.get(j).startsWith("x")) {
                j++;
            }
            if (j > i) {
                out.subList(i, j).sort(null);
                i = j;
            } else {
                i++;
            }
        }
        return out;
    }

    private static List<String> names(List<Ply> plies) {
        return plies.stream().map(Ply::toString).toList();
    }

    private static void collect(List<RefereeEvent> events, List<String> tokens) {
        for (RefereeEvent e : events) {
            switch (e) {
                case RefereeEvent.Played p -> p.plies().forEach(ply -> tokens.add(ply.toString()));
                case RefereeEvent.TookBack tb -> tb.undone().forEach(ply -> tokens.add("undo"));
                default -> {
                }
            }
        }
    }

    /** A triple takeback of a double removal at the end of placing that reads as a turn and its quick reply (CI, seed 4777430). */
    @net.jqwik.api.Example
    void aTakebackThatATurnAndAQuickReplyExplainIsNotScripted() {
        everyIntendedPlyIsAcceptedOnceInOrderAndNothingElse(4777430L, Rules.parse("twelve,double-removal=on"), true);
    }

    @Property(tries = 2000)
    void everyIntendedPlyIsAcceptedOnceInOrderAndNothingElse(@ForAll long seed, @ForAll("rules") Rules rules,
                                                             @ForAll boolean takebacks) {
        SimulatedHand.Script s = SimulatedHand.play(seed, rules, takebacks, 160);
        Referee referee = new Referee(Game.start(rules), SensingTimings.DEFAULTS,
                ReconcileSettings.DEFAULTS.withTakebacks(takebacks), 0);
        List<String> tokens = referee(s, referee);
        assertEquals(removalsSorted(s.expected()), removalsSorted(tokens),
                () -> "seed " + seed + " rules " + rules + " takebacks " + takebacks);
        assertEquals(removalsSorted(names(s.game().plies())), removalsSorted(names(referee.game().plies())));
        assertTrue(referee.game().position().samePlay(s.game().position()));
        assertInstanceOf(Verdict.InSync.class, referee.verdict(), "the board ends in sync");
        s.habits().keySet().forEach(h -> Statistics.label("habits").collect(h));
        Statistics.label("game over").collect(s.game().outcome().isOver());
    }

    /** The generator really does what it claims, in a few hundred games. */
    @Property(tries = 1)
    void theSimulatedHandsUseEveryHabit(@ForAll long seed) {
        Map<SimulatedHand.Habit, Integer> total = new EnumMap<>(SimulatedHand.Habit.class);
        int finished = 0;
        for (int i = 0; i < 300; i++) {
            SimulatedHand.Script s = SimulatedHand.play(seed + i, i % 2 == 0 ? Rules.STANDARD : Rules.TWELVE, true, 160);
            s.habits().forEach((h, n) -> total.merge(h, n, Integer::sum));
            finished += s.game().outcome().isOver() ? 1 : 0;
        }
        for (SimulatedHand.Habit h : SimulatedHand.Habit.values()) {
            assertTrue(total.getOrDefault(h, 0) >= 20, () -> h + " used only " + total.getOrDefault(h, 0) + " times: " + total);
        }
        assertTrue(finished >= 150, "most games are played to the end: " + finished);
    }
}
