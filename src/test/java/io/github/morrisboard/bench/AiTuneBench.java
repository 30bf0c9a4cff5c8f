package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Tuning by self-play: each weight variant plays the default weights from a few varied openings
 * (two random placements each side), both colours, at a fixed depth so runs are repeatable.
 * Prints W D L for the variant. Run: {@code mvn -q -o test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.morrisboard.bench.AiTuneBench -Dexec.args="DEPTH OPENINGS"}.
 */
public final class AiTuneBench {
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int openings = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        Weights d = Weights.DEFAULT;
        Map<String, Weights> variants = new LinkedHashMap<>();
        variants.put("hand-set weights", new Weights(100, 4, 6, 12, 10, 20, 55, 70, 30, 4, 25));
        variants.put("round-1 weights", new Weights(100, 8, 12, 24, 20, 40, 110, 140, 60, 4, 25));
        variants.put("mobility x1.5", new Weights(d.piece(), d.mobility() * 3 / 2, d.blocked(), d.mill(), d.openTwo(), d.closable(), d.toMove(), d.running(), d.flyingTwo(), d.tempo(), d.fork()));
        variants.put("blocked x2", new Weights(d.piece(), d.mobility(), 2 * d.blocked(), d.mill(), d.openTwo(), d.closable(), d.toMove(), d.running(), d.flyingTwo(), d.tempo(), d.fork()));
        Level capped = new Level(10, depth, 100, 0, 0);
        SelfPlay play = new SelfPlay(Rules.STANDARD, 600_000, 8, System::currentTimeMillis);
        String[] starts = {"", "d6 f4 d2 b4", "a1 g7 d7 g4", "b6 f2 c3 e5", "a4 d1 g1 e4", "d3 d5 c4 e3"};
        for (var v : variants.entrySet()) {
            int[] wdl = new int[3];
            long t0 = System.nanoTime();
            for (int o = 0; o < Math.min(openings, starts.length); o++) {
                Game start = Game.replay(Rules.STANDARD, starts[o]);
                for (boolean white : new boolean[]{true, false}) {
                    var g = play.playFrom(start, new SelfPlay.Player(capped, v.getValue()), new SelfPlay.Player(capped, d),
                            white, o, io.github.morrisboard.ai.Tables.none());
                    wdl[g.forA().ordinal()]++;
                }
            }
            System.out.printf("%-16s W D L %d %d %d  (%.0f s)%n", v.getKey(), wdl[0], wdl[1], wdl[2], (System.nanoTime() - t0) / 1e9);
        }
    }
}
