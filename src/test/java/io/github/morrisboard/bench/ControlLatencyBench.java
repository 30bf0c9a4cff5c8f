package io.github.morrisboard.bench;

import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Ports;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.sensing.SensingTimings;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * From a settled reading to the frame handed to the LEDs: a piece has been put down, and the
 * loop's tick at the settling instant decides the placement (sensing, reconciliation, the game),
 * renders the light language and hands the new frame over. Measured per tick, the save to disk
 * excluded (it follows the frame).
 */
@State(Scope.Thread)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ControlLatencyBench {
    private Controller controller;
    private long settleAt;
    private int frames;

    @org.openjdk.jmh.annotations.Setup(Level.Invocation)
    public void pieceJustPutDown() {
        LedOutput leds = new LedOutput() {
            @Override
            public void show(Frame frame) {
                frames++;
            }

            @Override
            public void close() {
            }
        };
        Opponent noAi = new Opponent() {
            @Override
            public void request(long id, Setup setup, Game game, io.github.morrisboard.ai.Level level) {
            }

            @Override
            public void cancel() {
            }
        };
        GameSaver saver = io.github.morrisboard.control.Savers.answering(true);
        Setup setup = new Setup(Mode.HUMAN_HUMAN, Color.BLACK, 3, true, Rules.STANDARD);
        controller = new Controller(new Ports(leds, noAi, saver, s -> { }), SensingTimings.DEFAULTS, ReconcileSettings.DEFAULTS,
                LightSettings.DEFAULT, setup, java.util.Optional.empty());
        controller.handle(new Event.BoardRead(0, 0));
        controller.newGame(0);
        controller.tick(1);
        controller.handle(new Event.ReedEdge(100, Point.parse("d6"), true));
        controller.tick(101);
        settleAt = controller.nextWake(101);
        for (long t = 101; t < settleAt - 1; t = Math.min(settleAt - 1, controller.nextWake(t))) {
            controller.tick(t); // animations up to just before the reading settles
        }
    }

    @Benchmark
    public Frame settledReadingToFrame() {
        controller.tick(SensingTimings.DEFAULTS.settleMs() + 100);
        return controller.state().lastFrame().orElseThrow();
    }
}
