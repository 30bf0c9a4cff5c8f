package io.github.morrisboard.bench;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.SimulatedHand;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.TraceEdge;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * CPU cost per sensor edge: each invocation feeds the next edge of simulated-hand games (bounce,
 * brushes, lifts, mismatches, takebacks, removals) into the sensor alone, or into the sensor and
 * reconciliation together (the {@link Referee}: settle + reconcile + playing accepted plies), which
 * also handles every deadline that falls before the edge. Starting a new game when a script ends
 * is counted too (once per ~1000 edges).
 * Run: mvn -q -o test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.openjdk.jmh.Main
 * -Dexec.args="SensingReconcileBench -f 0 -wi 5 -i 10 -w 2 -r 2" (under exec:java a forked run, -f 1,
 * cannot find JMH's ForkedMain; for a fork run org.openjdk.jmh.Main with java -cp and the test class path).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SensingReconcileBench {

    private final List<TraceEdge> edges = new ArrayList<>();
    /** The rules of the game that starts at each edge index (absent: the game goes on). */
    private final Map<Integer, Rules> gameStarts = new HashMap<>();
    private int next;
    private Referee referee;
    private BoardSensor sensor;

    @Setup
    public void setup() {
        for (int seed = 1; seed <= 20; seed++) {
            Rules rules = seed % 2 == 0 ? Rules.STANDARD : Rules.TWELVE;
            SimulatedHand.Script s = SimulatedHand.play(seed, rules, true, 160);
            gameStarts.put(edges.size(), rules);
            edges.addAll(s.edges());
        }
    }

    private TraceEdge nextEdge() {
        if (next == edges.size()) {
            next = 0;
        }
        Rules rules = gameStarts.get(next);
        if (rules != null) {
            referee = new Referee(Game.start(rules), SensingTimings.DEFAULTS, ReconcileSettings.DEFAULTS, 0);
            sensor = new BoardSensor(SensingTimings.DEFAULTS, 0, 0);
        }
        return edges.get(next++);
    }

    @Benchmark
    public Object sensorOnly() {
        TraceEdge e = nextEdge();
        return sensor.onEdge(e.t(), e.point(), e.occupied());
    }

    @Benchmark
    public Object settleAndReconcile() {
        TraceEdge e = nextEdge();
        return referee.onEdge(e.t(), e.point(), e.occupied());
    }
}
