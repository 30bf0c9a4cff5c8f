package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Search;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Issue 34's check on an {@link AnchorMatchBench} match: did a drawn game pass a position the endgame
 * tables call won for this engine? Every drawn game of the match file is replayed, and each of its
 * positions in the tables' domain (moving phase, no removal owed, a side with three pieces or both with
 * at most four) is
 * scored by the tables (a root the tables cover is answered from them, no search). A position won for
 * this engine is reported with the plies since the last removal then (the 100-ply rule's count: a win
 * longer than what is left of it cannot be forced) and the tables' score. The decided games are the
 * check's control: those that passed a table win for their winner are counted too, so a check that
 * finds nothing can be told from one that cannot see.
 *
 * <p>Run: {@code java -cp target/classes:target/test-classes io.github.morrisboard.bench.AnchorDrawCheck
 * MATCH_FILE… tables=FILE…}
 */
public final class AnchorDrawCheck {
    private static final Rules R = Rules.STANDARD;

    public static void main(String[] args) throws Exception {
        List<Path> matches = new ArrayList<>();
        Tables tables = null;
        for (String a : args) {
            if (a.startsWith("tables=")) {
                Tables t = Tables.load(Path.of(a.substring(7)));
                tables = tables == null ? t : tables.with(t);
            } else {
                matches.add(Path.of(a));
            }
        }
        if (tables == null) {
            throw new IllegalArgumentException("tables=FILE is needed (both files: the four-piece tables and those of n against three)");
        }
        System.out.println("# tables: " + tables.classNames());
        Searcher probe = Searcher.of(1, tables).withoutBook();
        int drawn = 0, passed = 0, quiet = 0, theirs = 0;
        long probed = 0;
        int[] won = new int[2], lost = new int[2]; // games, and those that passed a table win for the winner
        for (Path match : matches) {
            for (String line : Files.readAllLines(match)) {
                if (!line.startsWith("game ")) {
                    continue;
                }
                boolean draw = line.contains(": DRAW "), win = line.contains(": WIN ");
                drawn += draw ? 1 : 0;
                Color ours = line.contains(" ours white:") ? Color.WHITE : Color.BLACK;
                String record = line.substring(line.lastIndexOf(" | ") + 3).strip();
                Game g = Game.replay(R, record);
                List<Position> positions = g.positions();
                String first = null;
                boolean theirWin = false;
                for (int i = 0; i < positions.size(); i++) {
                    Position p = positions.get(i);
                    if (!inDomain(p)) {
                        continue;
                    }
                    SearchResult s = probe.search(Game.from(p), SearchRequest.full(20), System::currentTimeMillis);
                    probed++;
                    boolean oursToMove = p.sideToMove() == ours;
                    boolean oursWin = oursToMove ? Search.isWin(s.score()) : Search.isLoss(s.score());
                    theirWin |= oursToMove ? Search.isLoss(s.score()) : Search.isWin(s.score());
                    if (oursWin && first == null) {
                        first = String.format("ply %d, %dv%d, %d quiet plies so far, score %d for the side to move",
                                i, p.onBoard(ours), p.onBoard(ours.other()), p.quietPlies(), s.score());
                    }
                }
                if (!draw) {
                    int[] control = win ? won : lost;
                    control[0]++;
                    control[1] += (win ? first != null : theirWin) ? 1 : 0;
                    continue;
                }
                theirs += theirWin ? 1 : 0;
                String head = line.substring(0, line.indexOf(" | "));
                if (first != null) {
                    passed++;
                    quiet += line.contains("too many moves") ? 1 : 0;
                    System.out.println("WON-THEN-DRAWN " + match.getFileName() + " " + head + " | first won: " + first);
                }
            }
        }
        System.out.printf("# %d drawn games, %,d of their positions in the tables; %d passed a position the tables call won for this engine"
                + " (%d of them drawn by the 100-ply rule), %d one won for the anchor%n", drawn, probed, passed, quiet, theirs);
        System.out.printf("# the check's control: of the %d games this engine won, %d passed a position the tables call won for it;"
                + " of the %d it lost, %d one won for the anchor%n", won[0], won[1], lost[0], lost[1]);
    }

    /** Moving phase, no removal owed, and a side with three pieces or both with at most four: what the two table files cover. */
    private static boolean inDomain(Position p) {
        int w = p.onBoard(Color.WHITE), b = p.onBoard(Color.BLACK);
        return p.inHand(Color.WHITE) == 0 && p.inHand(Color.BLACK) == 0 && p.removalsOwed() == 0
                && (Math.min(w, b) == 3 || Math.max(w, b) <= 4);
    }
}
