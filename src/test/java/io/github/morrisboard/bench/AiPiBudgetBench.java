package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

/**
 * "Never lose from a balanced opening at a Pi's budget": full strength at {@code READINGS} clock readings
 * a move (about 256 nodes each; the README's Pi Zero 2 W budget is 3,580) against full strength at
 * {@code FACTOR} times that, from {@link AiSelfPlayBench}'s openings {@code FROM..TO-1}, colours swapped;
 * one line a game (so a stopped run keeps its games) and the W D L. Run: {@code java -cp
 * target/classes:target/test-classes io.github.morrisboard.bench.AiPiBudgetBench READINGS FACTOR FROM TO}.
 */
public final class AiPiBudgetBench {
    public static void main(String[] args) {
        long readings = Long.parseLong(args[0]);
        int factor = Integer.parseInt(args[1]);
        int from = Integer.parseInt(args[2]), to = Integer.parseInt(args[3]);
        String[] openings = AiSelfPlayBench.OPENINGS.split(",", -1);
        Level full = Level.FULL;
        SelfPlay.Player pi = new SelfPlay.Player(new Level(10, full.maxDepth(), 100 / factor, 0, 0, 0, 0, 0, full.greed()),
                Weights.DEFAULT);
        SelfPlay.Player strong = new SelfPlay.Player(full, Weights.DEFAULT);
        int[] wdl = new int[3];
        for (int i = from; i < to; i++) {
            for (boolean piWhite : new boolean[]{true, false}) {
                long[] tick = {0};
                SelfPlay play = new SelfPlay(Rules.STANDARD, readings * factor, TranspositionTable.DEFAULT_MB, () -> tick[0]++);
                SelfPlay.Played g = play.playFrom(Game.replay(Rules.STANDARD, openings[i].strip()), pi, strong, piWhite, 7 + i,
                        Tables.none());
                wdl[g.forA().ordinal()]++;
                System.out.printf("opening %2d (%s) pi %s: %s in %d plies: %s%n", i, openings[i].strip(), piWhite ? "white" : "black",
                        g.forA(), g.game().plyCount(), g.game().record());
            }
        }
        System.out.printf("pi budget %d readings vs %dx: W D L %d %d %d%n", readings, factor, wdl[0], wdl[1], wdl[2]);
    }
}
