package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;

import java.util.List;

/** What a puzzle's answer does, read off the position and the line. */
final class PuzzleKinds {
    private PuzzleKinds() {
    }

    /**
     * A flying endgame when a side can fly; else a mill when the answer closes one; a piece in two when
     * the line's next answer does; a block when the answer takes the point where the opponent could
     * close a mill; else {@code otherwise}.
     */
    static Puzzle.Kind of(Game game, List<Ply> line, Puzzle.Kind otherwise) {
        Position p = game.position();
        Color side = p.sideToMove();
        if (!p.isPlacing(side) && (p.canFly(side) || p.canFly(side.other()))) {
            return Puzzle.Kind.FLYING;
        }
        Ply answer = line.getFirst();
        if (closes(p, answer)) {
            return Puzzle.Kind.MILL;
        }
        if (line.size() >= 3 && closes(game.play(line.get(0)).play(line.get(1)).position(), line.get(2))) {
            return Puzzle.Kind.PIECE_IN_TWO;
        }
        if (!answer.isRemoval() && opponentClosesAt(p, answer.to())) {
            return Puzzle.Kind.BLOCK;
        }
        return otherwise;
    }

    /** Whether {@code ply} closes a mill in {@code p} (a removal is owed after it). */
    static boolean closes(Position p, Ply ply) {
        return !ply.isRemoval() && p.play(ply).removalsOwed() > 0;
    }

    /** Whether the opponent of the side to move, were it its turn, could close a mill on {@code point}. */
    private static boolean opponentClosesAt(Position p, int point) {
        return (threats(p) >>> point & 1) != 0;
    }

    /** The points where the opponent of the side to move, were it its turn, could close a mill (none while a removal is owed). */
    static int threats(Position p) {
        if (p.removalsOwed() > 0) {
            return 0;
        }
        Position theirs = Position.of(p.rules(), p.white(), p.black(), p.inHand(Color.WHITE), p.inHand(Color.BLACK),
                p.sideToMove().other(), 0);
        int points = 0;
        for (Ply q : theirs.legalPlies()) {
            if (closes(theirs, q)) {
                points |= 1 << q.to();
            }
        }
        return points;
    }
}
