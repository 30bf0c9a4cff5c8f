package io.github.morrisboard.ai;

/**
 * The opening book's lines, written by AiBookBench (32000 ticks a search, positions after at most 7 plies; openings [, d6 f4, a1 g7, b4 d2, a4 d7, b2 f6, c4 e4]): do not edit by hand.
 * Each line: the plies from the start, the book ply, its score for the side to move.
 */
final class OpeningBookLines {
    private OpeningBookLines() {
    }

    static final String[] LINES = {
            "|d2|86",
            "d2|b4|-76",
            "d2 b4|f4|81",
            "d2 b4 f4|d6|-73",
            "d2 b4 f4 d6|f2|85",
            "d2 b4 f4 d6 f2|f6|-40",
            "d2 b4 f4 d6 f2 f6|b2|24",
            "d2 b4 f4 d6 f2 f6 b2|xf6|20",
            "a1 g7|b4|108",
            "a1 g7 b4|d6|-76",
            "a1 g7 b4 d6|d2|52",
            "a1 g7 b4 d6 d2|f4|-62",
            "a1 g7 b4 d6 d2 f4|a4|62",
            "a1 g7 b4 d6 d2 f4 a4|a7|-52",
            "a4 d7|f4|69",
            "a4 d7 f4|c5|-96",
            "a4 d7 f4 c5|a1|76",
            "a4 d7 f4 c5 a1|a7|-20",
            "a4 d7 f4 c5 a1 a7|g7|12",
            "a4 d7 f4 c5 a1 a7 g7|d1|-4",
            "b2 f6|d2|89",
            "b2 f6 d2|f2|-40",
            "b2 f6 d2 f2|f4|28",
            "b2 f6 d2 f2 f4|b4|-28",
            "b2 f6 d2 f2 f4 b4|c3|-8",
            "b2 f6 d2 f2 f4 b4 c3|e4|12",
            "c4 e4|d2|77",
            "c4 e4 d2|b4|-65",
            "c4 e4 d2 b4|d6|66",
            "c4 e4 d2 b4 d6|g1|-56",
            "c4 e4 d2 b4 d6 g1|f4|46",
            "c4 e4 d2 b4 d6 g1 f4|a1|-56",
    };
}
