package io.github.morrisboard.app.os;

import com.sun.jna.LastErrorException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Work that must never slow the board down (the analysis of a finished game) runs on a thread at
 * nice {@value #NICE}: Linux gives each thread its own nice value, set with {@code setpriority} on
 * the thread's id, and a process may always lower its own threads without a privilege. Java's
 * thread priorities do not do it (the JVM maps them only with {@code -XX:ThreadPriorityPolicy=1},
 * which warns at every start of a service that is not root). Elsewhere, or if it is refused, the
 * thread keeps its priority and says so once.
 */
public final class BackgroundPriority {
    private static final Logger log = LoggerFactory.getLogger(BackgroundPriority.class);
    /** The lowest priority: such a thread gets the CPU only when nothing else wants it. */
    public static final int NICE = 19;

    private BackgroundPriority() {
    }

    /** Lowers the calling thread (only it) to nice {@value #NICE}. */
    public static void lowerThisThread() {
        try {
            LibC.INSTANCE.setpriority(LibC.PRIO_PROCESS, LibC.INSTANCE.gettid(), NICE);
        } catch (LastErrorException | LinkageError e) {
            log.info("{} keeps its priority (nice {} not set: {})", Thread.currentThread().getName(), NICE, e.toString());
        }
    }
}
