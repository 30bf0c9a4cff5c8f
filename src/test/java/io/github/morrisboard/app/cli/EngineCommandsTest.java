package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class EngineCommandsTest {
    static final String MOVING = "d6 f4 d2 b4 g4 d7 a4 d1 e4 d5 d3 f6 f2 b2 b6 g1 a1 c3";

    @Test
    void perftPrintsNodesLast() {
        assertEquals("nodes 12144", Cli.run("perft", "3").lastLine());
        assertEquals("nodes 1646", Cli.run("perft", "4", "--full", "--moves", MOVING).lastLine());
        assertEquals("nodes 1158", Cli.run("perft", "4", "--moves", MOVING).lastLine());
        Cli divided = Cli.run("perft", "2", "--divide");
        assertTrue(divided.out().contains("a1 23"), divided.out());
        assertEquals("nodes 552", divided.lastLine());
        // with --full, the share of a mill-closing ply (a7 here) counts its removals as part of the same move
        String mill = "a1 b2 a4 b4";
        String total = Cli.run("perft", "3", "--full", "--moves", mill).lastLine();
        Cli fullSplit = Cli.run("perft", "3", "--full", "--divide", "--moves", mill);
        assertEquals(total, fullSplit.lastLine());
        long sum = fullSplit.out().lines().filter(l -> l.matches("[a-g][1-7] \\d+"))
                .mapToLong(l -> Long.parseLong(l.split(" ")[1])).sum();
        assertEquals(total, "nodes " + sum, fullSplit.out());
        assertTrue(fullSplit.out().lines().anyMatch(l -> l.startsWith("a7 ")), fullSplit.out());
    }

    @Test
    void movesListsSortedLegalPlies() {
        assertEquals("legal a4-a7 d3-e3 e4-e3 e4-e5 g4-g7", Cli.run("moves", "--moves", MOVING).lastLine());
        assertEquals("legal xb2 xb4", Cli.run("moves", "--moves", "a1 b2 a4 b4 a7").lastLine());
        // a game played to its end (seeded random play until a side is down to two pieces): nothing is legal
        Rules noDraws = Rules.parse("standard,repetition=off,draw-plies=0");
        Game g = Game.start(noDraws);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        while (!g.outcome().isOver()) {
            var plies = g.position().legalPlies();
            g = g.play(plies.get(rnd.nextInt(plies.size())));
        }
        Cli over = Cli.run("moves", "--rules", "standard,repetition=off,draw-plies=0", "--moves", g.record());
        assertEquals(0, over.status(), over.err());
        assertInstanceOf(Outcome.Win.class, g.outcome());
        assertEquals("legal", over.lastLine());
        // issue 18: the first of two removals leaves black two pieces; the second is not owed
        assertEquals("legal", Cli.run("moves", "--rules", "twelve,double-removal=on", "--moves",
                "g7 f6 a4 e3 d7 c5 a7 xf6 f6 a1 xe3 f2 b2 f4 xb2 d1 e3 g4 d3 b4 c4 g1 xc4 xd3 e4 c4 xe3 d3 b2 c3"
                        + " a7-b6 xd3 c3-d3 b6-a7 xe4 xd3 f4-e4 a7-b6 xf6 f2-d3 b6-a7 xe4").lastLine());
    }

    @Test
    void anIllegalPlyExitsTwoNamingThePly() {
        Cli c = Cli.run("moves", "--rules", "standard,flying=off", "--moves", MOVING + " a1-a7");
        assertEquals(2, c.status());
        assertEquals("error: ply 19 \"a1-a7\": a1 and a7 are not adjacent and white cannot fly", c.err().strip());
        Cli malformed = Cli.run("perft", "1", "--moves", "d6 q7");
        assertEquals(2, malformed.status());
        assertTrue(malformed.err().contains("ply 2 \"q7\""), malformed.err());
        assertEquals(2, Cli.run("perft", "1", "--rules", "checkers").status());
    }

    @Test
    void stdinAnswersOneLinePerLine() {
        Cli c = Cli.runWithInput("\nd6\nd6 d6\n" + MOVING + "\n", "perft", "1", "--stdin");
        assertEquals(2, c.status());
        String[] lines = c.out().strip().split("\\R");
        assertEquals(4, lines.length, c.out());
        assertEquals("nodes 24", lines[0]);
        assertEquals("nodes 23", lines[1]);
        assertTrue(lines[2].startsWith("error: line 3: ply 2 \"d6\""), lines[2]);
        assertEquals("nodes 5", lines[3]);
        Cli moves = Cli.runWithInput("a1 b2 a4 b4 a7\n", "moves", "--stdin");
        assertEquals("legal xb2 xb4", moves.out().strip());
    }

    @Test
    void everyCommandHasHelp() {
        assertEquals(0, Cli.run("--help").status());
        for (String cmd : Main.commandLine().getSubcommands().keySet()) {
            if (cmd.equals("help")) {
                continue;
            }
            Cli c = Cli.run(cmd, "--help");
            assertEquals(0, c.status(), cmd);
            assertTrue(c.out().startsWith("Usage: morrisboard " + cmd), cmd + ": " + c.out());
        }
    }
}
