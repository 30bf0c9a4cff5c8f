package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * With a table file built by {@code tables}: how long it takes to load, and for each class of
 * 3 and 4 pieces, random positions won for the side to move played out by full strength against
 * full strength (with the tables): are they all won? And positions where the search runs without
 * the table shortcut at the root (a fifth piece in hand for nobody: the search probes the tables
 * below the root). Run with args {@code FILE GAMES}.
 */
public final class AiTablesBench {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "morrisboard-tables.bin");
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long t0 = System.nanoTime();
        Tables tables = Tables.load(file);
        System.out.printf("loaded %s in %.1f s: %s, %,d positions in %,d bytes of memory%n", file,
                (System.nanoTime() - t0) / 1e9, tables.classNames(), tables.positions(), tables.memory());
        Rules r = tables.rules();
        SelfPlay play = new SelfPlay(r, 100, 4, System::currentTimeMillis);
        Searcher probe = Searcher.of(1, tables);
        SplittableRandom rnd = new SplittableRandom(42);
        for (int[] c : new int[][]{{3, 3}, {3, 4}, {4, 3}, {4, 4}}) {
            int won = 0, played = 0, tries = 0;
            long turns = 0;
            while (played < games && tries++ < 2_000_000) {
                Position p = random(r, rnd, c[0], c[1]);
                SearchResult s = probe.search(Game.from(p), SearchRequest.full(1000), System::currentTimeMillis);
                if (!io.github.morrisboard.ai.Search.isWin(s.score())) {
                    continue;
                }
                played++;
                SelfPlay.Played g = play.playFrom(Game.from(p), SelfPlay.Player.of(10), SelfPlay.Player.of(10), true, played, tables);
                if (g.game().outcome() instanceof Outcome.Win w && w.winner() == Color.WHITE) {
                    won++;
                }
                turns += g.game().plies().stream().filter(x -> !x.isRemoval()).count();
            }
            System.out.printf("%dv%d: %d of %d table wins converted (%.1f turns on average; %d positions drawn to find them)%n",
                    c[0], c[1], won, played, played == 0 ? 0.0 : (double) turns / played, tries);
        }
    }

    static Position random(Rules r, SplittableRandom rnd, int a, int b) {
        int w = 0, bl = 0;
        while (Integer.bitCount(w) < a) {
            w |= 1 << rnd.nextInt(Point.COUNT);
        }
        while (Integer.bitCount(bl) < b) {
            int p = rnd.nextInt(Point.COUNT);
            if ((w & (1 << p)) == 0) {
                bl |= 1 << p;
            }
        }
        return Position.of(r, w, bl, 0, 0, Color.WHITE, 0);
    }
}
