package io.github.morrisboard.store;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Setup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The child process of the restart test: plays a scripted sequence of saves (random games ply by
 * ply, a clear after each) over and over until it is killed, and prints {@code ack N} once save N
 * (counting on across repeats: state {@code N % script size}) has returned. The parent kills it at
 * a random moment and checks what survived.
 */
public final class CrashWriter {
    private CrashWriter() {
    }

    /** What the file should say after each save: a game so far, or (after a clear) just a setup. */
    static List<LoadResult> script(long seed, int games) {
        Random r = new Random(seed);
        List<LoadResult> states = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Setup setup = Setups.EXAMPLE.withLevel(1 + r.nextInt(10)).withRules(r.nextBoolean() ? Rules.STANDARD : Rules.TWELVE);
            Game g = Game.start(setup.rules());
            while (!g.outcome().isOver() && g.plyCount() < 120) {
                List<Ply> legal = g.position().legalPlies();
                g = g.play(legal.get(r.nextInt(legal.size())));
                states.add(new LoadResult.Resumed(SavedGame.of(setup, g)));
            }
            states.add(new LoadResult.Fresh(setup));
        }
        return states;
    }

    static void perform(GameStore store, LoadResult state) throws java.io.IOException {
        switch (state) {
            case LoadResult.Resumed r -> store.save(r.game());
            case LoadResult.Fresh f -> store.clear(f.setup());
            case LoadResult.SetAside s -> throw new IllegalArgumentException("not a state to write: " + s);
            case LoadResult.NoFile n -> throw new IllegalArgumentException("not a state to write: " + n);
        }
    }

    /** {@code CrashWriter DIR SEED GAMES} */
    public static void main(String[] args) throws Exception {
        GameStore store = new GameStore(Path.of(args[0]));
        List<LoadResult> states = script(Long.parseLong(args[1]), Integer.parseInt(args[2]));
        for (long i = 0; ; i++) {
            perform(store, states.get((int) (i % states.size())));
            System.out.println("ack " + i);
            System.out.flush();
        }
    }
}
