package io.github.morrisboard.app.service;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.testing.JarRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import static io.github.morrisboard.testing.JarRun.MODE;
import static io.github.morrisboard.testing.JarRun.RECORD;
import static io.github.morrisboard.testing.JarRun.SYNC;
import static io.github.morrisboard.testing.JarRun.field;
import static org.junit.jupiter.api.Assertions.*;

/**
 * A power cut costs nothing: the real jar plays a human-vs-human game on the simulated board and
 * is killed (SIGKILL, no shutdown at all) at random moments — mid-move, mid-settle, mid-write —
 * then started again on a swept board (a game with pieces is then set up again by lights, and resumes once
 * they stand). Every ply the board had accepted (as its page showed) must be there after
 * the restart, and the game file must never be set aside as corrupt.
 */
class PowerCutIT {

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsItResumesWithEveryAcceptedPly() throws Exception {
        Path config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\nmode = human-vs-human\n");
        // the game the people will play: seeded random legal plies
        Game plan = Game.start(Rules.STANDARD);
        SplittableRandom rnd = new SplittableRandom(11);
        while (plan.plyCount() < 30 && !plan.outcome().isOver()) {
            List<Ply> legal = plan.position().legalPlies();
            plan = plan.play(legal.get(rnd.nextInt(legal.size())));
        }
        List<Ply> plies = plan.plies();
        String acknowledged = "";
        int restarts = 0;
        while (restarts < 4 && !acknowledged.equals(plan.record())) {
            // --board empty: the board cleared while the power was off, then put back piece by piece (the
            // usual case, pieces left standing, is RestartIT's). The start waits for the board to be read.
            try (JarRun run = JarRun.start(config, dir.resolve("out-" + restarts + ".txt"), "--board", "empty")) {
                String state = run.state();
                String record = field(RECORD, state);
                assertTrue(record.startsWith(acknowledged) && record.length() <= acknowledged.length() + 8,
                        "restart " + restarts + ": acknowledged \"" + acknowledged + "\" but resumed \"" + record + "\"");
                if (restarts == 0) {
                    assertEquals("menu", field(MODE, state));
                    run.toggle("d1");
                    Thread.sleep(900);
                    run.toggle("d1");
                    run.await(s -> field(MODE, s).equals("human-vs-human"), "a game to start");
                } else {
                    // the board was swept (--board empty): a game with pieces is set up again by lights first (issue 33)
                    String mode = field(MODE, state);
                    assertTrue(mode.equals("human-vs-human") || mode.equals("setup") && !record.isEmpty(),
                            "an unfinished game resumes, set up again first when it has pieces: " + mode + ", \"" + record + "\"");
                    restoreBoard(run, record);
                }
                acknowledged = record;
                // play a few plies, then cut the power at a random moment
                int n = Notation.splitPlies(record).size();
                int stopAfter = n + 2 + rnd.nextInt(5);
                for (int i = n; i < Math.min(stopAfter, plies.size()); i++) {
                    String before = acknowledged;
                    carryOut(run, plies.get(i));
                    if (i == stopAfter - 1) {
                        break; // killed before this ply is confirmed: it may or may not have settled
                    }
                    acknowledged = field(RECORD, run.await(s -> field(RECORD, s).length() > before.length(), "ply " + i));
                }
                Thread.sleep(rnd.nextInt(900)); // anywhere: settling, saving, idle
            } // closing the run is a power cut: no shutdown hook runs
            try (var files = Files.list(dir.resolve("state"))) {
                assertTrue(files.noneMatch(f -> f.getFileName().toString().contains("corrupt")), "nothing set aside");
            }
            restarts++;
        }
        // a last start: everything acknowledged is there
        try (JarRun run = JarRun.start(config, dir.resolve("out-last.txt"))) {
            String record = field(RECORD, run.state());
            assertTrue(record.startsWith(acknowledged), "acknowledged \"" + acknowledged + "\" but resumed \"" + record + "\"");
            System.out.printf("FIGURES power cuts: %d, plies kept: %d%n", restarts, Notation.splitPlies(record).size());
        }
    }

    /**
     * After a restart the simulated magnets are as they were at the cut (the simulator keeps them),
     * perhaps mid-move or a ply ahead of the saved game: make the board match the saved game.
     */
    private void restoreBoard(JarRun run, String record) throws Exception {
        Game g = Game.replay(Rules.STANDARD, record);
        String state = run.state();
        for (int p = 0; p < Point.COUNT; p++) {
            boolean wanted = (g.position().occupied() & Point.bit(p)) != 0;
            boolean there = state.contains("\"" + Point.name(p) + "\":{\"magnet\":true");
            if (wanted != there) {
                run.toggle(Point.name(p));
            }
        }
        run.await(s -> field(SYNC, s).equals("in sync") && field(MODE, s).equals("human-vs-human"), "the restored board to match");
    }

    private void carryOut(JarRun run, Ply ply) throws Exception {
        switch (ply.kind()) {
            case PLACE, REMOVE -> run.toggle(Point.name(ply.to()));
            case MOVE -> {
                run.toggle(Point.name(ply.from()));
                Thread.sleep(300);
                run.toggle(Point.name(ply.to()));
            }
        }
    }
}
