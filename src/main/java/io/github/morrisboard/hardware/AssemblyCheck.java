package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

/**
 * The assembly test of a freshly built board ({@code hardware-check}): lights each point in turn,
 * in chain order, and asks for a magnet on the lit point. The reed that closes must be the one the
 * profile gives that point, which proves the LED and the reed of each point agree with the profile
 * (a swapped pixel or a swapped reed shows up as a different point closing). Live reed changes are
 * printed as they come; the result is a pass/fail table.
 */
public final class AssemblyCheck {

    /** Who moves the magnet: a person at the board ({@link #PERSON}), or the simulated hand. */
    public interface Hand {
        /** A point is lit and a magnet is wanted on it. */
        void placeOnLitPoint();

        /** The magnet should be lifted again. */
        void lift();
    }

    /** A person does it; the prompts say what to do. */
    public static final Hand PERSON = new Hand() {
        @Override
        public void placeOnLitPoint() {
        }

        @Override
        public void lift() {
        }
    };

    public enum Verdict { PASS, FAIL }

    /** One line of the table. */
    public record Result(int point, ChipPin reed, int pixel, Verdict verdict, String detail) {
    }

    private sealed interface Event {
    }

    private record Edge(long timeMs, int point, boolean occupied) implements Event {
    }

    private record Fault(HardwareFault fault) implements Event {
    }

    private static final int LIT = 0xFFFFFF;

    private final Hardware hardware;
    private final PrintWriter out;
    private final Duration perPoint;
    private final Hand hand;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    /**
     * The reed expanders that do not answer now (from the scanner's faults): their points fail at
     * once instead of waiting for a magnet no reed can report. Read and written on the check's thread.
     */
    private final Set<Integer> silent = new HashSet<>();

    public AssemblyCheck(Hardware hardware, PrintWriter out, Duration perPoint, Hand hand) {
        this.hardware = hardware;
        this.out = out;
        this.perPoint = perPoint;
        this.hand = hand;
    }

    /** The points in the order they are checked: along the LED chain (point order for mono LEDs). */
    public static List<Integer> order(HardwareProfile profile) {
        Comparator<Integer> by = profile.ledBackend() == LedBackend.WS2812
                ? Comparator.comparingInt(profile.strip()::pixel) : Comparator.naturalOrder();
        return IntStream.range(0, Point.COUNT).boxed().sorted(by).toList();
    }

    /** Runs the whole check; prints prompts, live reed changes and the table; returns the table. */
    public List<Result> run() throws InterruptedException {
        HardwareProfile profile = hardware.profile();
        hardware.reeds().start(new ReedListener() {
            @Override
            public void onStart(long timeMs, int occupancy) {
                // the check reads the chips itself before it starts (startEmpty)
            }

            @Override
            public void onEdge(long timeMs, int point, boolean occupied) {
                events.add(new Edge(timeMs, point, occupied));
            }

            @Override
            public void onFault(HardwareFault fault) {
                events.add(new Fault(fault));
            }
        });
        int stuck = startEmpty();
        List<Result> results = new ArrayList<>();
        List<Integer> order = order(profile);
        for (int i = 0; i < order.size(); i++) {
            int p = order.get(i);
            ChipPin reed = profile.reeds().pin(p);
            int pixel = profile.strip().pixel(p);
            if ((stuck >> p & 1) != 0) {
                results.add(new Result(p, reed, pixel, Verdict.FAIL, "reed closed with no magnet (stuck, or a piece left on it)"));
                continue;
            }
            results.add(checkPoint(i + 1, order.size(), p, reed, pixel));
        }
        hardware.leds().show(Frame.dark(profile.strip().statusPixels().size()));
        printTable(results);
        if (results.stream().allMatch(r -> silent.contains(r.reed().address()))) {
            out.println("No reed expander answers, so no point could be tested: is the board's I2C bus wired and enabled "
                    + "(this must run on the Pi the board is attached to)? Off a Pi, hardware-check --simulate tests the simulated board.");
            out.flush();
        }
        return results;
    }

    /** Asks for an empty board; returns the points still closed after the wait (stuck reeds). */
    private int startEmpty() throws InterruptedException {
        OptionalInt reading = read();
        if (reading.isEmpty() || reading.getAsInt() == 0) {
            return 0;
        }
        int occupied = reading.getAsInt();
        out.printf("Remove all pieces and magnets first: closed now %s%n", Point.names(occupied));
        out.flush();
        long deadline = System.nanoTime() + perPoint.toNanos();
        while (occupied != 0 && System.nanoTime() < deadline) {
            Event e = events.poll(100, TimeUnit.MILLISECONDS);
            if (e != null) {
                print(e);
            }
            occupied = read().orElse(occupied);
        }
        if (occupied != 0) {
            out.printf("Still closed: %s; checking the other points.%n", Point.names(occupied));
        }
        return occupied;
    }

    /** A full reading, or empty (with the reason printed) if the chips cannot be read. */
    private OptionalInt read() {
        try {
            return OptionalInt.of(hardware.reeds().read());
        } catch (HardwareException e) {
            out.println("cannot read the reeds: " + e.getMessage());
            return OptionalInt.empty();
        }
    }

    private Result checkPoint(int n, int of, int p, ChipPin reed, int pixel) throws InterruptedException {
        HardwareProfile profile = hardware.profile();
        for (Event e = events.poll(); e != null; e = events.poll()) {
            print(e);                                      // leftovers from before the prompt: shown, not counted
        }
        if (silent.contains(reed.address())) {
            return new Result(p, reed, pixel, Verdict.FAIL, notAnswering(reed));
        }
        int[] points = new int[Point.COUNT];
        points[p] = LIT;
        hardware.leds().show(new Frame(points, new int[profile.strip().statusPixels().size()]));
        out.printf("[%d/%d] Put a magnet on the lit point (it should be %s: reed %s %s, pixel %d)%n",
                n, of, Point.name(p), reed, reed.pinName(), pixel);
        out.flush();
        hand.placeOnLitPoint();
        Optional<Edge> closedEdge = awaitEdge(true, reed.address());
        if (closedEdge.isEmpty()) {
            return new Result(p, reed, pixel, Verdict.FAIL, silent.contains(reed.address()) ? notAnswering(reed)
                    : "no reed closed (LED not lit, reed open or unwired)");
        }
        Edge closed = closedEdge.get();
        out.printf("  Lift the magnet%n");
        out.flush();
        hand.lift();
        Optional<Edge> opened = awaitEdge(false, reed.address());
        if (closed.point() != p) {
            return new Result(p, reed, pixel, Verdict.FAIL, "the lit LED is over the reed of " + Point.name(closed.point())
                    + " (LED pixel or reed wiring differs from the profile)");
        }
        if (opened.isEmpty() || opened.get().point() != p) {
            return new Result(p, reed, pixel, Verdict.FAIL, "reed did not open again (stuck closed)");
        }
        return new Result(p, reed, pixel, Verdict.PASS, "");
    }

    private static String notAnswering(ChipPin reed) {
        return String.format("reed expander 0x%02x does not answer (not tested)", reed.address());
    }

    /**
     * The first edge of this kind within the time allowed, printing every event meanwhile; empty
     * at once when the reed's expander {@code chip} stops answering.
     */
    private Optional<Edge> awaitEdge(boolean occupied, int chip) throws InterruptedException {
        long deadline = System.nanoTime() + perPoint.toNanos();
        for (long left = perPoint.toNanos(); left > 0; left = deadline - System.nanoTime()) {
            Event e = events.poll(left, TimeUnit.NANOSECONDS);
            if (e == null) {
                break;
            }
            print(e);
            if (e instanceof Edge edge && edge.occupied() == occupied) {
                return Optional.of(edge);
            }
            if (silent.contains(chip)) {
                break;
            }
        }
        return Optional.empty();
    }

    /** Prints an event, and keeps which expanders do not answer. */
    private void print(Event e) {
        if (e instanceof Fault f) {
            switch (f.fault()) {
                case HardwareFault.I2cFailure failure -> silent.add(failure.address());
                case HardwareFault.I2cRecovered back -> silent.remove(back.address());
                default -> { }
            }
        }
        switch (e) {
            case Edge edge -> out.printf("  reed %s %s%n", Point.name(edge.point()), edge.occupied() ? "closed" : "opened");
            case Fault f -> out.printf("  fault: %s%n", f.fault().describe());
        }
        out.flush();
    }

    private void printTable(List<Result> results) {
        out.println();
        out.printf("%-5s  %-10s  %-5s  %-6s  %s%n", "point", "reed", "pixel", "result", "detail");
        for (Result r : results) {
            out.printf("%-5s  %-10s  %5d  %-6s  %s%n", Point.name(r.point()), r.reed(), r.pixel(), r.verdict(), r.detail());
        }
        long passed = results.stream().filter(r -> r.verdict() == Verdict.PASS).count();
        out.printf("%d of %d points pass: %s%n", passed, results.size(), passed == results.size() ? "PASS" : "FAIL");
        out.flush();
    }
}
