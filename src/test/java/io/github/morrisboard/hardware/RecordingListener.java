package io.github.morrisboard.hardware;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Collects what a ReedInput delivers, for tests; waits with a timeout when asked. */
public final class RecordingListener implements ReedListener {
    public record Edge(long timeMs, int point, boolean occupied) {
    }

    public final BlockingQueue<Edge> edges = new LinkedBlockingQueue<>();
    public final BlockingQueue<HardwareFault> faults = new LinkedBlockingQueue<>();
    public final BlockingQueue<Integer> starts = new LinkedBlockingQueue<>();

    @Override
    public void onStart(long timeMs, int occupancy) {
        starts.add(occupancy);
    }

    @Override
    public void onEdge(long timeMs, int point, boolean occupied) {
        edges.add(new Edge(timeMs, point, occupied));
    }

    @Override
    public void onFault(HardwareFault fault) {
        faults.add(fault);
    }

    public Edge nextEdge() throws InterruptedException {
        Edge e = edges.poll(5, TimeUnit.SECONDS);
        if (e == null) {
            throw new AssertionError("no reed edge within 5 s");
        }
        return e;
    }

    public HardwareFault nextFault() throws InterruptedException {
        HardwareFault f = faults.poll(5, TimeUnit.SECONDS);
        if (f == null) {
            throw new AssertionError("no fault within 5 s");
        }
        return f;
    }
}
