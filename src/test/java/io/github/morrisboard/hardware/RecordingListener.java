package io.github.morrisboard.hardware;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Collects what a ReedInput delivers, for tests; waits with a timeout when asked. */
final class RecordingListener implements ReedListener {
    record Edge(long timeMs, int point, boolean occupied) {
    }

    final BlockingQueue<Edge> edges = new LinkedBlockingQueue<>();
    final BlockingQueue<HardwareFault> faults = new LinkedBlockingQueue<>();
    final BlockingQueue<Integer> starts = new LinkedBlockingQueue<>();

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

    Edge nextEdge() throws InterruptedException {
        Edge e = edges.poll(5, TimeUnit.SECONDS);
        if (e == null) {
            throw new AssertionError("no reed edge within 5 s");
        }
        return e;
    }

    HardwareFault nextFault() throws InterruptedException {
        HardwareFault f = faults.poll(5, TimeUnit.SECONDS);
        if (f == null) {
            throw new AssertionError("no fault within 5 s");
        }
        return f;
    }
}
