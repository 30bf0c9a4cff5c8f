package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game analysed ply by ply (see {@link Analyser}): what each ply did to the evaluation, the ply
 * the search preferred, and a mark for mistakes and blunders; and a plain summary.
 *
 * @param steps        one per ply of the record, in order
 * @param nodesPerPly  the search budget each position had
 */
public record Analysis(List<Step> steps, long nodesPerPly) {

    public Analysis {
        steps = List.copyOf(steps);
    }

    /** How bad a ply was, by the evaluation it gave away. */
    public enum Mark {
        NONE(""), MISTAKE("?"), BLUNDER("??");

        private final String sign;

        Mark(String sign) {
            this.sign = sign;
        }

        /** {@code ""}, {@code ?} or {@code ??}, as chess annotates. */
        public String sign() {
            return sign;
        }
    }

    /**
     * One ply.
     *
     * @param index  0-based ply number in the record
     * @param move   the mover's turn number (1 for each side's first; a removal belongs to the turn that closed the mill)
     * @param side   who played it
     * @param played the ply played
     * @param best   the ply the search preferred (empty when the game was over, which no ply of a record follows)
     * @param before the evaluation before the ply, for white, hundredths of a piece (see {@link #format})
     * @param after  the evaluation after it, for white
     * @param bestAfter the evaluation after the preferred ply, for white, searched as {@code after} was (equal
     *                  to it when the preferred ply was played)
     * @param loss   how much the ply gave away, for its mover (0 when it was the preferred ply or no worse)
     * @param mark   mistake or blunder, by the winning chance {@code loss} costs and by decided results given away
     */
    public record Step(int index, int move, Color side, Ply played, Optional<Ply> best, int before, int after,
                       int bestAfter, int loss, Mark mark) {
        /** What the ply did, for its mover: a forced win let go or a forced loss let in first, else the ground it lost. */
        public Harm harm() {
            int preferred = side == Color.WHITE ? bestAfter : -bestAfter;
            int got = side == Color.WHITE ? after : -after;
            if (Search.isWin(preferred) && !Search.isWin(got)) {
                return Harm.WIN_LET_GO; // the mover may still be far ahead: the forced win is what went
            }
            if (!Search.isLoss(preferred) && Search.isLoss(got)) {
                return Harm.LOSS_LET_IN;
            }
            return loss >= 150 ? Harm.PIECES : loss >= 90 ? Harm.PIECE : loss >= 40 ? Harm.HALF_PIECE : Harm.GROUND;
        }

        /** The pieces a {@link Harm#PIECES} loss comes to, rounded. */
        public int piecesLost() {
            return Math.round(loss / 100f);
        }
    }

    /** What a ply did to its mover's game, as the summary and the companion page word it. */
    public enum Harm {
        /** Less than half a piece. */
        GROUND,
        /** About half a piece. */
        HALF_PIECE,
        /** About a piece. */
        PIECE,
        /** About {@link Step#piecesLost()} pieces, two or more. */
        PIECES,
        /** A forced win let go. */
        WIN_LET_GO,
        /** A forced win let in for the opponent. */
        LOSS_LET_IN
    }

    /** The marked plies only. */
    public List<Step> marked() {
        return steps.stream().filter(s -> s.mark() != Mark.NONE).toList();
    }

    /**
     * The summary a beginner reads: one sentence a marked ply ("your move 14 lost about a piece: a1-a4 was
     * better."), then the count for each side. {@code you}: the side to call "your" (the other is
     * "the opponent's"); without it the sides are named.
     */
    public List<String> summary(Optional<Color> you) {
        List<String> lines = new ArrayList<>();
        int[][] counts = new int[2][3];
        for (Step s : steps) {
            counts[s.side().ordinal()][s.mark().ordinal()]++;
            if (s.mark() == Mark.NONE) {
                continue;
            }
            String who = you.isEmpty() ? s.side().label() + "'s" : you.get() == s.side() ? "your" : "the opponent's";
            String better = s.best().map(b -> ": " + b + " was better").orElse("");
            lines.add(capitalise(who) + " move " + s.move() + " (" + s.played() + s.mark().sign() + ") "
                    + what(s) + better + ".");
        }
        if (lines.isEmpty()) {
            lines.add("No mistakes found (" + nodesPerPly + " nodes a position).");
        }
        for (Color c : Color.values()) {
            String name = you.isEmpty() ? capitalise(c.label()) : you.get() == c ? "You" : "The opponent";
            lines.add(name + ": " + count(counts[c.ordinal()][Mark.BLUNDER.ordinal()], "blunder") + ", "
                    + count(counts[c.ordinal()][Mark.MISTAKE.ordinal()], "mistake") + ".");
        }
        return lines;
    }

    /** What the ply did, for its mover. */
    private static String what(Step s) {
        return switch (s.harm()) {
            case WIN_LET_GO -> "let a forced win go";
            case LOSS_LET_IN -> "let the opponent force a win";
            case PIECES -> "lost about " + s.piecesLost() + " pieces";
            case PIECE -> "lost about a piece";
            case HALF_PIECE -> "lost about half a piece";
            case GROUND -> "lost ground";
        };
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /**
     * An evaluation for white as a person reads it: {@code +1.35} (pieces), {@code +M7} (white
     * mates in 7 plies), {@code -T12} (the endgame tables: black wins, 12 turns on), {@code 0.00}.
     */
    public static String format(int white) {
        int a = Math.abs(white);
        String sign = white > 0 ? "+" : white < 0 ? "-" : "";
        if (Search.isWin(a)) {
            return a > Search.TABLE_WIN ? sign + "M" + (Search.MATE - a) : sign + "T" + (Search.TABLE_WIN - a);
        }
        return String.format(java.util.Locale.ROOT, "%s%d.%02d", sign, a / 100, a % 100);
    }
}
