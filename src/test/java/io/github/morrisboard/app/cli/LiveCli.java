package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Main;

import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A command run in-process as a conversation: lines are sent one at a time, and the test waits for
 * an answer before it sends the next (what {@link Cli} cannot do: it gives the whole input at once).
 * Waits end on the answer; their time limit only stops a test whose answer never comes.
 */
final class LiveCli implements AutoCloseable {
    private static final long GIVE_UP_SECONDS = 60;

    private final PipedOutputStream input = new PipedOutputStream();
    private final List<String> lines = new ArrayList<>();
    private final StringBuilder partial = new StringBuilder();
    private int seen; // lines before this one are behind the last wait
    private final CompletableFuture<Integer> status;
    private final InputStream oldIn = System.in;

    private LiveCli(String... args) throws IOException {
        PipedInputStream in = new PipedInputStream(input);
        Writer collect = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) {
                synchronized (lines) {
                    for (int i = off; i < off + len; i++) {
                        if (buf[i] == '\n') {
                            lines.add(partial.toString().strip());
                            partial.setLength(0);
                            lines.notifyAll();
                        } else {
                            partial.append(buf[i]);
                        }
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        System.setIn(in); // the command takes its input when it starts; close() puts the old one back
        status = CompletableFuture.supplyAsync(() -> Main.run(new PrintWriter(collect, true),
                new PrintWriter(collect, true), args));
    }

    /** Starts {@code args} (e.g. {@code "uci"}) with an input the test writes line by line. */
    static LiveCli start(String... args) throws IOException {
        return new LiveCli(args);
    }

    LiveCli send(String line) throws IOException {
        input.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        input.flush();
        return this;
    }

    /**
     * Waits for the first line after the one the last wait returned (printed already or later) that
     * matches; fails if none comes.
     */
    String await(Predicate<String> wanted, String what) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(GIVE_UP_SECONDS);
        synchronized (lines) {
            while (true) {
                for (; seen < lines.size(); seen++) {
                    if (wanted.test(lines.get(seen))) {
                        return lines.get(seen++);
                    }
                }
                long left = giveUp - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("no " + what + " in " + lines);
                }
                lines.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    /** Everything printed so far. */
    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Ends the input and waits for the command to exit; returns its status. */
    int finish() throws Exception {
        input.close();
        return status.get(GIVE_UP_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        try {
            if (!status.isDone()) {
                finish();
            }
        } finally {
            System.setIn(oldIn);
        }
    }
}
