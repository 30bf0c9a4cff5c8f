package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.ReedConfig;
import io.github.morrisboard.board.Point;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The reed switches on MCP23017 expanders. One reader thread of its own does all bus work: it
 * wakes on the shared INT line ({@link #interrupt()}, called from the Pi4J listener, which only
 * records the time and unparks) and every {@code reed.poll.ms} as a safety net, reads INTF, INTCAP
 * and GPIO of each chip in one burst, and delivers the differences as edges. A transient change
 * that was over before the read still shows: INTCAP holds the port as it was at the interrupt.
 * <p>
 * Faults: a bus error is retried; if it persists the chip is reported once ({@link
 * HardwareFault.I2cFailure}) and its points deliver nothing until it answers again; then the real
 * differences are delivered and {@link HardwareFault.I2cRecovered} follows. Every scan first checks that
 * no chip lost its configuration in a power glitch (one register), and reconfigures it before reading.
 * <p>
 * The listener's first call is {@link ReedListener#onStart} with the whole board, as soon as every
 * chip has been read once (at once, or when a chip that failed at start answers): a failed read is
 * never passed off as an empty board. Chatter is not judged here: the sensing sees every edge and
 * names a chattering point ({@code sensing.BoardSensor}).
 */
public final class ReedScanner implements ReedInput {
    private static final Logger log = LoggerFactory.getLogger(ReedScanner.class);
    private static final long NONE = Long.MIN_VALUE;
    private static final int ATTEMPTS = 3;
    private static final int STUCK_SCANS = 3;
    /**
     * How long the INT line must stay low after the reads to be stuck: a real MCP23017 releases it
     * within microseconds of the read, an emulated one on a loaded machine within milliseconds.
     */
    static final long STUCK_MS = 500;

    private final ReedConfig config;
    private final Mcp23017[] chips;
    /** Per chip, the reed pins (16-bit mask) and the point at each pin (-1 none). */
    private final int[] reedPins;
    private final int[][] pointAt;
    private final LongSupplier clockMs;
    private final BooleanSupplier interruptLineLow;
    private final ReentrantLock bus = new ReentrantLock();
    private final AtomicLong pendingInterrupt = new AtomicLong(NONE);

    /** Per chip: occupied pins as last delivered, whether that is known, whether the chip is failing. */
    private final int[] occupied;
    private final boolean[] known;
    private final boolean[] failing;
    private final InterruptLineWatch line = new InterruptLineWatch(STUCK_SCANS, STUCK_MS);
    /** Whether the listener has had the start reading ({@link ReedListener#onStart}). */
    private boolean started;

    private volatile ReedListener listener;
    private volatile long retryPauseNanos = TimeUnit.MILLISECONDS.toNanos(2);
    private volatile boolean running;
    private volatile Thread worker;

    /**
     * @param config           the reed section of the profile
     * @param registers        one per address in {@code config.chips()}, same order
     * @param clockMs          monotonic milliseconds (timestamps of edges)
     * @param interruptLineLow reads the shared INT line (true = asserted)
     */
    public ReedScanner(ReedConfig config, List<? extends Registers> registers, LongSupplier clockMs,
                       BooleanSupplier interruptLineLow) {
        if (registers.size() != config.chips().size()) {
            throw new IllegalArgumentException("one register bus per reed chip: " + config.chips());
        }
        this.config = config;
        this.clockMs = clockMs;
        this.interruptLineLow = interruptLineLow;
        int n = registers.size();
        chips = new Mcp23017[n];
        reedPins = new int[n];
        pointAt = new int[n][16];
        occupied = new int[n];
        known = new boolean[n];
        failing = new boolean[n];
        for (int c = 0; c < n; c++) {
            chips[c] = new Mcp23017(registers.get(c));
            java.util.Arrays.fill(pointAt[c], -1);
        }
        for (int p = 0; p < Point.COUNT; p++) {
            ChipPin pin = config.pin(p);
            int c = config.chips().indexOf(pin.address());
            reedPins[c] |= 1 << pin.pin();
            pointAt[c][pin.pin()] = p;
        }
    }

    /**
     * Sets the pause between attempts at a failed transfer (2 ms: a glitch on the bus has passed by
     * then). Tests that drive the scanner on a fake clock set zero, so an unplugged bus costs them
     * no real time.
     */
    public ReedScanner retryPause(java.time.Duration pause) {
        if (pause.isNegative()) {
            throw new IllegalArgumentException("retry pause " + pause + " is negative");
        }
        retryPauseNanos = pause.toNanos();
        return this;
    }

    /** Configures every chip (errors are reported to the listener once it is started, then retried by polls). */
    @Override
    public void start(ReedListener listener) {
        attach(listener);
        running = true;
        worker = Thread.ofPlatform().name("morrisboard-reeds").daemon(true).unstarted(this::loop);
        worker.start();
    }

    /**
     * Sets the listener, configures the chips and takes the baseline reading, without the reader
     * thread: a deterministic driver (tests, benchmarks, a step-by-step simulation) then calls
     * {@link #scan} itself. Use either this or {@link #start}, not both.
     */
    public void attach(ReedListener listener) {
        this.listener = listener;
        bus.lock();
        try {
            for (int c = 0; c < chips.length; c++) {
                configure(c);
            }
        } finally {
            bus.unlock();
        }
        scan(false);
    }

    /** For the Pi4J INT-line listener: remembers when, wakes the reader, returns at once. */
    public void interrupt() {
        pendingInterrupt.compareAndSet(NONE, clockMs.getAsLong());
        Thread w = worker;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    @Override
    public int read() {
        bus.lock();
        try {
            int mask = 0;
            for (int c = 0; c < chips.length; c++) {
                mask |= toPoints(c, ~readGpioWithRetry(c) & reedPins[c]);
            }
            return mask;
        } finally {
            bus.unlock();
        }
    }

    @Override
    public void close() {
        running = false;
        Thread w = worker;
        if (w != null) {
            LockSupport.unpark(w);
            try {
                w.join(TimeUnit.SECONDS.toMillis(2));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void loop() {
        long pollNanos = TimeUnit.MILLISECONDS.toNanos(config.pollMs());
        long nextPoll = System.nanoTime() + pollNanos;
        while (running) {
            long wait = nextPoll - System.nanoTime();
            if (pendingInterrupt.get() == NONE && wait > 0) {
                LockSupport.parkNanos(this, wait);
            }
            if (!running) {
                break;
            }
            boolean poll = System.nanoTime() - nextPoll >= 0;
            if (pendingInterrupt.get() == NONE && !poll) {
                continue;                                   // spurious wake-up
            }
            try {
                scan(poll);
            } catch (RuntimeException e) {
                log.error("reed scan failed unexpectedly", e);
            }
            if (poll) {
                nextPoll = System.nanoTime() + pollNanos;
            }
        }
    }

    /**
     * One pass over every chip, on the calling thread: what an interrupt ({@code poll} false) or a
     * poll ({@code poll} true: also checks the chips' configuration) triggers on the reader thread.
     */
    public void scan(boolean poll) {
        long irq = pendingInterrupt.getAndSet(NONE);
        long now = clockMs.getAsLong();
        long edgeTime = irq == NONE ? now : irq;
        bus.lock();
        try {
            for (int c = 0; c < chips.length; c++) {
                scanChip(c, poll, edgeTime, now);
            }
            checkInterruptLine(now);
            if (!started && allKnown()) {
                started = true;
                ReedListener l = listener;
                if (l != null) {
                    l.onStart(now, knownOccupancy());
                }
            }
        } finally {
            bus.unlock();
        }
    }

    private void scanChip(int c, boolean poll, long edgeTime, long now) {
        Mcp23017.InterruptState s;
        try {
            // every scan, not only polls: a chip reset between polls must not be read unconfigured
            // (inputs without pull-ups) when the other chip's interrupt wakes the reader
            if (!withRetry(c, chips[c]::hasReedConfiguration)) {
                configure(c);
                fault(new HardwareFault.ChipReset(now, chips[c].address()));
            }
            s = withRetry(c, chips[c]::readInterrupt);
        } catch (HardwareException e) {
            if (!failing[c]) {
                failing[c] = true;
                log.warn("reed expander 0x{} stopped answering: {}", Integer.toHexString(chips[c].address()), e.getMessage());
                fault(new HardwareFault.I2cFailure(now, chips[c].address(), e.getMessage()));
            }
            return;
        }
        int used = reedPins[c];
        if (known[c]) {
            int flagged = s.flags() & used;
            if (flagged != 0) {
                deliver(c, (occupied[c] & ~flagged) | (~s.captured() & flagged), edgeTime);
            }
            deliver(c, ~s.gpio() & used, edgeTime);
        } else {
            occupied[c] = ~s.gpio() & used;
            known[c] = true;
        }
        if (failing[c]) {
            failing[c] = false;
            log.info("reed expander 0x{} answers again", Integer.toHexString(chips[c].address()));
            fault(new HardwareFault.I2cRecovered(now, chips[c].address(), knownOccupancy()));
        }
    }

    /** Delivers an edge for every pin whose occupancy differs from the last delivered, in pin order. */
    private void deliver(int c, int nowOccupied, long time) {
        int diff = nowOccupied ^ occupied[c];
        occupied[c] = nowOccupied;
        ReedListener l = listener;
        for (int d = diff; d != 0; d &= d - 1) {
            int pin = Integer.numberOfTrailingZeros(d);
            int point = pointAt[c][pin];
            boolean occ = (nowOccupied >> pin & 1) != 0;
            if (l != null) {
                l.onEdge(time, point, occ);
            }
        }
    }

    /**
     * The INT line should be high once every chip was read. If it is still low, a change came in
     * after its chip was read: look again at once (the line will not fall again to wake us). If it
     * stays low for {@code STUCK_SCANS} scans in a row and {@code STUCK_MS} on the clock, it is
     * stuck: report it once and leave the work to the poll rather than spin ({@link InterruptLineWatch}).
     */
    private void checkInterruptLine(long now) {
        switch (line.observe(interruptLineLow.getAsBoolean(), clockMs.getAsLong(), anyFailing())) {
            case HIGH, WAIT -> {
            }
            case RESCAN -> pendingInterrupt.compareAndSet(NONE, now);
            case STUCK -> {
                log.warn("reed interrupt line GPIO{} stays low after reading the chips", config.interruptGpio());
                fault(new HardwareFault.InterruptStuck(now, config.interruptGpio()));
            }
            case FREED -> {
                log.info("reed interrupt line GPIO{} works again", config.interruptGpio());
                fault(new HardwareFault.InterruptFreed(now, config.interruptGpio()));
            }
        }
    }

    private boolean allKnown() {
        for (boolean k : known) {
            if (!k) {
                return false;
            }
        }
        return true;
    }

    private boolean anyFailing() {
        for (boolean f : failing) {
            if (f) {
                return true;
            }
        }
        return false;
    }

    private int knownOccupancy() {
        int mask = 0;
        for (int c = 0; c < chips.length; c++) {
            if (known[c]) {
                mask |= toPoints(c, occupied[c]);
            }
        }
        return mask;
    }

    private int toPoints(int c, int pins) {
        int mask = 0;
        for (int d = pins; d != 0; d &= d - 1) {
            mask |= 1 << pointAt[c][Integer.numberOfTrailingZeros(d)];
        }
        return mask;
    }

    private void configure(int c) {
        try {
            withRetry(c, () -> {
                chips[c].configureReeds(reedPins[c]);
                return true;
            });
        } catch (HardwareException e) {
            if (!failing[c]) {
                failing[c] = true;
                log.warn("reed expander 0x{} cannot be configured: {}", Integer.toHexString(chips[c].address()), e.getMessage());
                fault(new HardwareFault.I2cFailure(clockMs.getAsLong(), chips[c].address(), e.getMessage()));
            }
        }
    }

    private int readGpioWithRetry(int c) {
        return withRetry(c, chips[c]::readGpio);
    }

    private <T> T withRetry(int c, java.util.function.Supplier<T> op) {
        HardwareException last = null;
        for (int i = 0; i < ATTEMPTS; i++) {
            try {
                return op.get();
            } catch (HardwareException e) {
                last = e;
                if (i + 1 < ATTEMPTS) {
                    LockSupport.parkNanos(retryPauseNanos);
                }
            }
        }
        throw new HardwareException(String.format("reed expander 0x%02x: %s (after %d attempts)",
                chips[c].address(), last.getMessage(), ATTEMPTS), last);
    }

    private void fault(HardwareFault f) {
        ReedListener l = listener;
        if (l != null) {
            l.onFault(f);
        }
    }
}
