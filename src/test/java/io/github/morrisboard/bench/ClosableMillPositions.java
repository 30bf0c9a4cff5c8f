package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes the positions of {@code LevelTest}'s mill test ({@code closable-mills.txt}): records from
 * games between low levels where the side to move can close a mill and full strength at about a
 * hundred thousand nodes closes one; at most {@code PER_GAME} a game, placing and moving phases both.
 * Run: {@code java -cp target/classes:target/test-classes io.github.morrisboard.bench.ClosableMillPositions COUNT}.
 */
public final class ClosableMillPositions {
    static final int PER_GAME = 3;

    public static void main(String[] args) {
        int want = Integer.parseInt(args[0]);
        Rules r = Rules.STANDARD;
        List<String> out = new ArrayList<>();
        int placing = 0;
        for (int game = 0; out.size() < want; game++) {
            int[] pair = {1 + game % 3, 2 + game % 4};
            List<Game> found = new ArrayList<>();
            long[] tick = {0};
            new SelfPlay(r, 64, 4, () -> tick[0]++).playFrom(Game.start(r), SelfPlay.Player.of(pair[0]),
                    SelfPlay.Player.of(pair[1]), game % 2 == 0, 1000 + game, Tables.none(), OpeningBook.standard(),
                    (g, res) -> {
                        if (found.size() < PER_GAME * 4 && canClose(g.position())) {
                            found.add(g);
                        }
                    });
            int kept = 0;
            for (Game g : found) {
                boolean place = g.position().inHand(g.position().sideToMove()) > 0;
                if (kept == PER_GAME || out.size() == want || place && placing * 2 >= want) {
                    continue;
                }
                long[] t = {0};
                Ply best = Searcher.of(8, Tables.none()).withoutBook()
                        .search(g, new SearchRequest(400, Level.FULL, new SplittableRandom(1)), () -> t[0]++).best().orElseThrow();
                if (g.position().play(best).removalsOwed() > 0) {
                    out.add(g.record());
                    kept++;
                    placing += place ? 1 : 0;
                }
            }
        }
        out.forEach(System.out::println);
        System.err.println(out.size() + " positions, " + placing + " in the placing phase");
    }

    static boolean canClose(Position p) {
        if (p.removalsOwed() > 0) {
            return false;
        }
        for (Ply ply : p.legalPlies()) {
            if (p.play(ply).removalsOwed() > 0) {
                return true;
            }
        }
        return false;
    }
}
