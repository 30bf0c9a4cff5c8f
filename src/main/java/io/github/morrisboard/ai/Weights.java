package io.github.morrisboard.ai;

/**
 * The evaluation's weights, in hundredths of a piece. {@link #DEFAULT} was chosen by short
 * self-play matches (AiTuneBench): each variant against the current default from six openings,
 * both colours, at a fixed depth; variants that scored better were adopted, then checked
 * against the weights they replaced.
 *
 * @param piece      a piece on the board or in hand
 * @param mobility   each legal slide (moving phase, not flying)
 * @param blocked    each own piece with no empty neighbour (a penalty)
 * @param mill       each complete own mill (it can open and close again)
 * @param openTwo    two own pieces on a line whose third point is empty
 * @param closable   an open two that an own piece can close next turn (adjacent, flying or from hand)
 * @param toMove     a closable mill when it is this side's turn (a piece is about to fall)
 * @param running    a running ("double") mill: a piece that swings between two mills
 * @param flyingTwo  an open two of a side that flies (it can close any of them)
 * @param tempo      the side to move
 * @param fork       an empty point where a placement would make two open twos at once (placing phase)
 */
public record Weights(int piece, int mobility, int blocked, int mill, int openTwo, int closable, int toMove,
                      int running, int flyingTwo, int tempo, int fork) {

    public static final Weights DEFAULT = new Weights(100, 16, 12, 24, 20, 80, 110, 140, 60, 4, 25);

    /** Every weight multiplied by {@code num / den} except the piece value (for tuning runs). */
    public Weights scaled(int num, int den) {
        return new Weights(piece, mobility * num / den, blocked * num / den, mill * num / den, openTwo * num / den,
                closable * num / den, toMove * num / den, running * num / den, flyingTwo * num / den, tempo, fork * num / den);
    }
}
