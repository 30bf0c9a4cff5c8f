package io.github.morrisboard.engine;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.*;

/** Random games under every variant: unmake restores, the incremental hash equals a fresh one, counts agree. */
class MakeUnmakeTest {
    static final String[] VARIANTS = {"standard", "twelve", "standard,flying=off", "standard,double-removal=on",
            "standard,one-time-mill=on", "standard,remove-from-mills=always", "twelve,double-removal=on,one-time-mill=on"};

    @Test
    void randomGamesStayConsistent() {
        SplittableRandom rnd = new SplittableRandom(42);
        int[] buf = new int[MutablePosition.MAX_PLIES];
        for (String v : VARIANTS) {
            Rules rules = Rules.parse(v);
            for (int game = 0; game < 200; game++) {
                Game g = Game.start(rules);
                MutablePosition m = g.position().mutable();
                while (!g.outcome().isOver() && g.plyCount() < 300) {
                    Position before = m.snapshot();
                    int n = m.generate(buf);
                    assertEquals(n, m.countLegal());
                    assertEquals(g.position().legalPlies().size(), n);
                    int ply = buf[rnd.nextInt(n)];
                    m.make(ply);
                    m.unmake();
                    assertEquals(before, m.snapshot(), "unmake restores");
                    m.make(ply);
                    g = g.play(Ply.of(ply));
                    assertEquals(g.position(), m.snapshot());
                    Position p = m.snapshot();
                    long fresh = Zobrist.of(p.white(), p.black(), p.sideToMove().index(), p.inHand(Color.WHITE),
                            p.inHand(Color.BLACK), p.removalsOwed(), p.usedMills(Color.WHITE), p.usedMills(Color.BLACK));
                    assertEquals(fresh, p.hash(), v + ": incremental hash");
                    assertTrue(Integer.bitCount(p.white()) + p.inHand(Color.WHITE) <= rules.pieces(),
                            v + ": no more white pieces than the rules give");
                }
                assertTrue(g.outcome().isOver() || g.plyCount() == 300);
                if (g.outcome() instanceof Outcome.Win w && w.reason() == Outcome.WinReason.PIECES) {
                    assertTrue(g.position().onBoard(w.winner().other()) + g.position().inHand(w.winner().other()) < 3);
                }
            }
        }
    }
}
