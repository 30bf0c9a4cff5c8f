package io.github.morrisboard.bench;

import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How far a book grown from some games can reach into others: for each ply of the placing phase, the
 * share of recorded games whose position there (up to the board's symmetries, {@link OpeningBook.Key})
 * also arises in a game from another opening. A book learnt from games of some openings can only ever
 * answer a new opening's game where that share says it meets a known position. The games are the lines
 * {@link AiPiBudgetBench} and {@link AiBookLearnBench} print, read as {@link AiTuneBench} reads them (a
 * record seen twice counts once); a game's opening is its position after two plies.
 *
 * <pre>AiBookReachBench FILE...</pre>
 */
public final class AiBookReachBench {
    public static void main(String[] args) throws IOException {
        List<String> records = AiTuneBench.read(Arrays.stream(args).map(Path::of).toList()).records();
        int plies = 2 * Rules.STANDARD.pieces() + 2; // the placing phase, and a removal or two after it
        Map<OpeningBook.Key, Set<OpeningBook.Key>> openingsOf = new HashMap<>();
        OpeningBook.Key[][] keys = new OpeningBook.Key[records.size()][];
        OpeningBook.Key[] opening = new OpeningBook.Key[records.size()];
        for (int g = 0; g < records.size(); g++) {
            List<Position> positions = Game.replay(Rules.STANDARD, records.get(g)).positions();
            opening[g] = OpeningBook.Key.of(new MutablePosition(positions.get(2)));
            keys[g] = new OpeningBook.Key[Math.min(plies + 1, positions.size())];
            for (int k = 0; k < keys[g].length; k++) {
                keys[g][k] = OpeningBook.Key.of(new MutablePosition(positions.get(k)));
                openingsOf.computeIfAbsent(keys[g][k], x -> new HashSet<>()).add(opening[g]);
            }
        }
        System.out.printf("%d games from %d openings%n", records.size(), new HashSet<>(List.of(opening)).size());
        System.out.println("ply  games  positions  games at a position another opening reaches  positions another opening reaches");
        for (int k = 3; k <= plies; k++) {
            int games = 0, met = 0;
            Set<OpeningBook.Key> distinct = new HashSet<>(), shared = new HashSet<>();
            for (int g = 0; g < records.size(); g++) {
                if (k >= keys[g].length) {
                    continue;
                }
                games++;
                distinct.add(keys[g][k]);
                Set<OpeningBook.Key> from = openingsOf.get(keys[g][k]);
                if (from.size() > 1) {
                    met++;
                    shared.add(keys[g][k]);
                }
            }
            System.out.printf("%3d %6d %10d %14.1f %% %38.1f %%%n", k, games, distinct.size(), 100.0 * met / games,
                    100.0 * shared.size() / distinct.size());
        }
    }
}
