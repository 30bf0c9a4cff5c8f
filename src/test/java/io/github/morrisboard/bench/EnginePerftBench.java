package io.github.morrisboard.bench;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Perft;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Perft speed: leaf nodes per second = nodes / time per operation.
 * Start depth 6 = 96,223,680 leaves; moving phase depth 6 = 45,787 leaves.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EnginePerftBench {
    final Position start = Position.start(Rules.STANDARD);
    final Position moving = Game.replay(Rules.STANDARD, "d6 f4 d2 b4 g4 d7 a4 d1 e4 d5 d3 f6 f2 b2 b6 g1 a1 c3").position();

    @Benchmark
    public long startDepth6() {
        return Perft.plies(start, 6);
    }

    @Benchmark
    public long movingDepth7() {
        return Perft.plies(moving, 7);
    }
}
