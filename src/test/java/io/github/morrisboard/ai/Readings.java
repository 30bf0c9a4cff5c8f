package io.github.morrisboard.ai;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The counted clock of the search tests: it advances one "millisecond" each time it is read, and
 * the search reads it about every 256 nodes, so a budget of {@code n} readings is about
 * {@code 256 n} nodes on any machine however busy (10,000 readings are roughly a second of the
 * development VM). A search on it reaches the same depth and answers the same wherever it runs;
 * only the helpers of a parallel search, which never read the clock, still depend on the machine.
 */
final class Readings {
    private Readings() {
    }

    /** A fresh counted clock, starting at 0; safe to read from any thread. */
    static LongSupplier clock() {
        AtomicLong readings = new AtomicLong();
        return readings::getAndIncrement;
    }
}
