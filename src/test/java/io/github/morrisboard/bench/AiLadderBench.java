package io.github.morrisboard.bench;

import io.github.morrisboard.ai.BenchOpenings;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

/**
 * The level ladder: each level against one fixed reference, full strength at {@code REF_PERCENT} % of
 * the levels' budget, from {@link AiSelfPlayBench}'s first {@code OPENINGS} openings with both colours.
 * The budget is counted in clock readings (about 256 nodes each), so the table is the same on any
 * machine. Run: {@code java -cp target/classes:target/test-classes io.github.morrisboard.bench.AiLadderBench
 * READINGS REF_PERCENT OPENINGS [LEVELS] [openings=two-ply]}, e.g. {@code 256 12 6 1,2,3,4,5,6,7,8,9,10}; with
 * {@code openings=two-ply} the openings are the start and the 46 two-ply openings ({@link BenchOpenings}), of
 * which the first {@code OPENINGS} are played.
 */
public final class AiLadderBench {
    public static void main(String[] args) {
        long readings = Long.parseLong(args[0]);
        int refPercent = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        String[] levels = "1,2,3,4,5,6,7,8,9,10".split(",");
        String[] openings = AiSelfPlayBench.OPENINGS.split(",", -1);
        for (int i = 3; i < args.length; i++) {
            if (args[i].equals("openings=two-ply")) {
                openings = BenchOpenings.startAndTwoPly();
            } else {
                levels = args[i].split(",");
            }
        }
        SelfPlay.Player ref = new SelfPlay.Player(Level.exact(10, Level.MAX_DEPTH, refPercent), Weights.DEFAULT);
        System.out.printf("reference: full strength at %d %% of %d readings (about %,d nodes a move)%n", refPercent, readings,
                readings * refPercent / 100 * 256);
        for (String l : levels) {
            SelfPlay.Player a = SelfPlay.Player.of(Integer.parseInt(l.strip()));
            int[] wdl = new int[3];
            for (int i = 0; i < count; i++) {
                for (boolean aWhite : new boolean[]{true, false}) {
                    long[] tick = {0};
                    SelfPlay play = new SelfPlay(Rules.STANDARD, readings, TranspositionTable.DEFAULT_MB, () -> tick[0]++);
                    wdl[play.playFrom(Game.replay(Rules.STANDARD, openings[i].strip()), a, ref, aWhite, 7 + i, Tables.none())
                            .forA().ordinal()]++;
                }
            }
            int games = wdl[0] + wdl[1] + wdl[2];
            System.out.printf("level %2s: W D L %2d %2d %2d  score %3.0f %%%n", l.strip(), wdl[0], wdl[1], wdl[2],
                    100.0 * (wdl[0] + wdl[1] / 2.0) / games);
        }
    }
}
