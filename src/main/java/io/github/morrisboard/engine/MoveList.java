package io.github.morrisboard.engine;


import java.util.ArrayList;
import java.util.List;

/**
 * A game as a numbered move list: one line per move number, white's turn then black's, each turn
 * with its removal joined ({@code d6xa1}), as Sanmill and other mill programs import and print them:
 * <pre>
 * 1. d6 f4
 * 2. d2 a1xd6
 * </pre>
 * A ply is never split across lines.
 */
public final class MoveList {
    private MoveList() {
    }

    /** The numbered moves of {@code plies} (white moves first). */
    public static List<String> numbered(List<Ply> plies) {
        return numbered(plies, Color.WHITE);
    }

    /**
     * The numbered moves of {@code plies} played from a position where {@code first} moves: black's first move
     * stands alone on the first line after {@code ...} ({@code 1. ... b4}), as a game from a position set up on the board begins.
     */
    public static List<String> numbered(List<Ply> plies, Color first) {
        List<String> turns = new ArrayList<>();
        for (Ply p : plies) {
            if (p.isRemoval() && !turns.isEmpty()) {
                turns.set(turns.size() - 1, turns.getLast() + p);
            } else {
                turns.add(p.toString());
            }
        }
        if (first == Color.BLACK && !turns.isEmpty()) {
            turns.addFirst("...");
        }
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < turns.size(); i += 2) {
            moves.add((i / 2 + 1) + ". " + turns.get(i) + (i + 1 < turns.size() ? " " + turns.get(i + 1) : ""));
        }
        return moves;
    }

    /** The numbered moves of a record in standard notation (one ply per token). */
    public static List<String> numbered(String record) {
        return numbered(Notation.splitPlies(record).stream().map(Notation::parsePly).toList());
    }

    /** The downloadable text: one move number per line. */
    public static String text(List<Ply> plies) {
        return text(Position.start(Rules.STANDARD), plies);
    }

    /**
     * The downloadable text of a game from {@code start}: one move number per line, after a first line
     * {@code start W:a1,d2,g4 B:d6,g7 hand 6/7 black to move} ({@link PositionText}) when the game began from
     * a position set up on the board (not an empty board with every piece in hand, white to move).
     */
    public static String text(Position start, List<Ply> plies) {
        StringBuilder sb = new StringBuilder();
        if (!start.equals(Position.start(start.rules()))) {
            sb.append("start ").append(PositionText.format(start)).append('\n');
        }
        numbered(plies, start.sideToMove()).forEach(m -> sb.append(m).append('\n'));
        return sb.toString();
    }
}
