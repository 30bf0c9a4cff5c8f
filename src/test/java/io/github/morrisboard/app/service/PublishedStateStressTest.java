package io.github.morrisboard.app.service;


import ch.qos.logback.classic.spi.ILoggingEvent;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.control.View;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.testing.LogLines;
import io.github.morrisboard.web.BoardPort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pages read only what the control loop published. Page threads read the board's port as
 * production wires it ({@link BoardService#boardPort} on the assembled board, its store on real
 * files) while the loop chooses in the menu, plays, saves and ends games, and the history on disk
 * turns unusable now and then (oversized, as on a spoiled card). Then: every view, setup and legend
 * served together was published together by the loop (after one of its turns); every history served
 * is one the loop published; a bad history is set aside on the loop's thread only; and no game ended
 * since is lost from the history. The run is bounded by its games, not by time.
 */
class PublishedStateStressTest {
    private static final int GAMES = 8;
    private static final int PLIES = 6;
    private static final int READERS = 2;
    /** Over the history's limit (1 MiB): refused unread, and set aside. */
    private static final int OVERSIZED = 1024 * 1024 + 1;

    @TempDir
    Path dir;

    @RegisterExtension
    final LogLines storeLog = LogLines.of(GameStore.class);

    /** What a page serves together: the state's view, setup and legend (see {@code CompanionServer}). */
    private record Served(View view, Setup setup, Legend legend) {
    }

    private static Served served(BoardPort port) {
        Published p = port.published();
        return new Served(p.view(), p.setup(), p.legend());
    }

    /** What one page thread was served. */
    private static final class Reader extends Thread {
        final Set<Served> states = new HashSet<>();
        final Set<List<HistoryEntry>> histories = new HashSet<>();
        long reads;
        private final BoardPort port;
        private final AtomicBoolean done;

        Reader(BoardPort port, AtomicBoolean done, int n) {
            super("page-" + n);
            this.port = port;
            this.done = done;
        }

        @Override
        public void run() {
            while (!done.get()) {
                states.add(served(port));
                histories.add(port.history());
                reads++;
                Thread.yield();
            }
        }
    }

    @Test
    @Timeout(120)
    void pagesAndThePublisherReadOnlyWhatTheLoopPublished() throws Exception {
        try (AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir))) {
            b.powerOn(0);
            BoardPort port = BoardService.boardPort(b.c, b.store, false, command -> { });
            Set<Served> published = new HashSet<>();
            List<List<HistoryEntry>> histories = new ArrayList<>();
            published.add(served(port));
            histories.add(port.history());
            b.ticked = () -> published.add(served(port));

            AtomicBoolean done = new AtomicBoolean();
            List<Reader> readers = new ArrayList<>();
            for (int i = 0; i < READERS; i++) {
                readers.add(new Reader(port, done, i));
            }
            readers.forEach(Thread::start);
            List<List<Ply>> ended = new ArrayList<>();
            int sinceSpoiled = 0, spoiled = 0;
            try {
                for (int g = 0; g < GAMES; g++) {
                    page(b, new PageCommand.Choose(b.c.state().setup().withMode(Mode.HUMAN_AI)));
                    page(b, new PageCommand.Choose(b.c.state().setup().withMode(Mode.HUMAN_HUMAN)));
                    page(b, new PageCommand.Start());
                    assertEquals(Phase.PLAY, b.c.state().phase());
                    for (int i = 0; i < PLIES; i++) {
                        carryOut(b, b.game().position().legalPlies().getFirst());
                    }
                    page(b, new PageCommand.Resign());
                    assertEquals(Phase.OVER, b.c.state().phase());
                    ended.add(b.game().plies());
                    histories.add(port.history());
                    if (g % 3 == 0 && g < GAMES - 1) { // the card spoils the history between games
                        Files.write(dir.resolve(GameStore.HISTORY), new byte[OVERSIZED]);
                        spoiled++;
                        sinceSpoiled = ended.size();
                    }
                    for (int p = 0; p < Point.COUNT; p++) {
                        if ((b.magnets() >> p & 1) != 0) {
                            b.lift(Point.name(p));
                        }
                    }
                    b.advance(1000);
                    assertEquals(Phase.MENU, b.c.state().phase());
                }
            } finally {
                done.set(true);
                for (Reader r : readers) {
                    r.join();
                }
            }

            List<String> faults = new ArrayList<>();
            for (Reader r : readers) {
                assertTrue(r.reads > 0, r.getName() + " read nothing");
                r.states.stream().filter(s -> !published.contains(s)).findFirst().ifPresent(s -> faults.add(r.getName()
                        + " was served a view, setup and legend never published together: view " + s.view().phase() + " \""
                        + s.view().english() + "\" with setup " + s.setup() + " and legend " + s.legend().lit().stream().map(Legend.Entry::key).toList()
                        + " (" + s.legend().menu().size() + " menu points)"));
                r.histories.stream().filter(h -> !histories.contains(h)).findFirst().ifPresent(h -> faults.add(r.getName()
                        + " was served a history of " + h.size() + " games the loop never published (it published "
                        + histories.stream().map(List::size).toList() + ")"));
            }
            String loop = Thread.currentThread().getName();
            List<ILoggingEvent> setAside = storeLog.events().stream()
                    .filter(e -> e.getFormattedMessage().contains("set aside")).toList();
            setAside.stream().filter(e -> !e.getThreadName().equals(loop)).findFirst().ifPresent(e -> faults.add(
                    "a history was set aside on " + e.getThreadName() + ", not on the loop's thread: " + e.getFormattedMessage()));
            if (setAside.size() != spoiled) {
                faults.add("each spoiled history is set aside once, but " + spoiled + " spoiled, set aside: " + setAside);
            }
            List<List<Ply>> kept = new GameStore(dir).history().stream().map(HistoryEntry::plies).toList();
            if (!kept.equals(ended.subList(sinceSpoiled, ended.size()))) {
                faults.add("the games ended since the history was last spoiled are " + ended.subList(sinceSpoiled, ended.size())
                        + ", the history holds " + kept);
            }
            assertEquals(List.of(), faults);
        }
    }

    /** A paired phone's request, handed to the loop as the event loop does. */
    private static void page(AssembledBoard b, PageCommand command) {
        b.c.handle(new Event.FromPage(b.clock.get(), command));
        b.drain();
    }

    /** The person carries out {@code ply} on the board (each reading settles). */
    private static void carryOut(AssembledBoard b, Ply ply) {
        switch (ply.kind()) {
            case PLACE -> b.place(Point.name(ply.to()));
            case MOVE -> {
                b.lift(Point.name(ply.from()));
                b.place(Point.name(ply.to()));
            }
            case REMOVE -> b.lift(Point.name(ply.to()));
        }
    }
}
