package io.github.morrisboard.bench;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Setup;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** How long the light language takes to compute one frame, and the next change, for busy scenes. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LightsBench {
    final Position owes = Game.replay(Rules.STANDARD, "a1 d1 a4 d2 a7").position();
    /** A mill pulsing, removable pieces, the AI's removal, a hint, the AI thinking. */
    final Scene busy = Scene.Play.of(owes).withMill(Point.bit(0) | Point.bit(1) | Point.bit(2), 0)
            .withRemovable(owes.removable()).withAiPly(Ply.remove(Point.parse("d1"))).withThinking(true)
            .withTargets(owes.empty());
    final Scene menu = Scene.Menu.of(MenuState.of(Setups.EXAMPLE));
    final LightSettings settings = LightSettings.DEFAULT;
    long t;

    @Benchmark
    public Frame frameBusy() {
        return Lights.frame(busy, settings, t += 7);
    }

    @Benchmark
    public long nextChangeBusy() {
        return Lights.nextChange(busy, settings, t += 7);
    }

    @Benchmark
    public Frame frameMenu() {
        return Lights.frame(menu, settings, t += 7);
    }
}
