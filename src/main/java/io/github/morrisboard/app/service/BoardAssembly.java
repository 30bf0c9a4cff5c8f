package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.BackgroundPriority;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.control.Ports;
import io.github.morrisboard.control.PracticePort;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.PuzzleBook;
import io.github.morrisboard.control.Resume;
import io.github.morrisboard.hardware.ButtonListener;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.hardware.ReedListener;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Style;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import io.github.morrisboard.web.Sessions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.LocalTime;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * The production wiring of one board, in one place: settings, hardware profile and saved state
 * become a {@link Controller}, and the hardware's callbacks become {@link Event}s. The service runs
 * it on its event loop; the whole-system tests build exactly this on the simulated board with a
 * fake clock, so what they prove is what runs.
 */
public final class BoardAssembly {
    /** Analyses finished games in the background, one at a time, for every board in this JVM. */
    private static final BackgroundAnalyser ANALYSER = new BackgroundAnalyser(Tables.none(), Analyser.DEFAULT_NODES,
            BackgroundPriority::lowerThisThread);

    private static final Logger log = LoggerFactory.getLogger(BoardAssembly.class);
    /** Reconciliation's grace period before a wrong reading is shown as a mismatch. */
    static final long GRACE_MS = 1500;

    private final Controller controller;
    private final LightSettings lights;
    private final Config config;

    /**
     * @param leds the LEDs (from the hardware)
     * @param ai   the AI (its answers must be posted back as events)
     */
    public BoardAssembly(Config config, HardwareProfile profile, GameStore store, LedOutput leds, Opponent ai,
                         Consumer<String> status) {
        this(config, profile, store, leds, ai, status, UnaryOperator.identity(), () -> { }, () -> 0);
    }

    /**
     * @param savers      wraps the store's saver (remote play publishes each saved ply)
     * @param viewChanged called on the loop thread whenever the controller's view changes (it must only hand the news on)
     * @param codes       a new game code for each menu where remote play is set up, else 0
     */
    public BoardAssembly(Config config, HardwareProfile profile, GameStore store, LedOutput leds, Opponent ai,
                         Consumer<String> status, UnaryOperator<GameSaver> savers, Runnable viewChanged, IntSupplier codes) {
        this.config = config;
        LoadResult loaded = store.load();
        if (loaded instanceof LoadResult.SetAside s) {
            log.warn("{}", s.reason());
        }
        StoreSaver saver = new StoreSaver(store);
        // The menu starts from the last choices made on the board (kept with the games), else the settings file.
        Setup setup = loaded.lastSetup().orElseGet(config::setup);
        Optional<Resume> resume = Optional.empty();
        if (loaded instanceof LoadResult.Resumed r) {
            if (config.resume()) {
                resume = Optional.of(new Resume(r.game().setup(), r.game().game()));
            } else {
                log.info("an unfinished game of {} plies is not resumed (resume = off); it goes to the history",
                        r.game().plies().size());
                saver.abandoned(r.game().setup(), r.game().game());
            }
        }
        this.lights = lightSettings(profile).withBrightness(config.brightnessAt(LocalTime.now()));
        // the puzzles beside the history, the built-in ones, the history's positions and rating (issue 33)
        Practice practice = new Practice(Optional.of(new PuzzleBook(store.file().getParent())), store::publishedHistory,
                java.time.Instant::now, java.time.ZoneId.systemDefault());
        GameSaver analysing = new AnalysingSaver(saver, ANALYSER, new AnalysisFiles(store.file().getParent()), practice);
        Ports ports = new Ports(leds, ai, savers.apply(analysing), status, viewChanged, () -> forgetPhones(config.stateDir()), codes)
                .withPractice(PracticePort.of(practice));
        this.controller = new Controller(ports, timings(profile), new ReconcileSettings(config.takebacksAllowed(), GRACE_MS),
                lights, setup, resume);
    }

    /** The menu's "forget phones": every session of the companion page revoked on disk (its checks read the file each time). */
    private static void forgetPhones(java.nio.file.Path stateDir) {
        try {
            Sessions sessions = new Sessions(stateDir);
            String paired = sessions.countOrWhy();
            sessions.forgetAll();
            log.info("paired phones forgotten from the menu: {}", paired);
        } catch (java.io.IOException | RuntimeException e) {
            log.warn("paired phones: {} could not be removed ({}); forget them with `morrisboard phones --forget`",
                    stateDir.resolve(Sessions.FILE), e.toString());
        }
    }

    /** The light language's settings for the LEDs the profile describes: colour pixels or single-colour LEDs. */
    static LightSettings lightSettings(HardwareProfile profile) {
        return profile.ledBackend() == LedBackend.MONO
                ? LightSettings.DEFAULT.withStyle(Style.MONO).withStatusPixels(0)
                : LightSettings.DEFAULT.withStatusPixels(profile.strip().statusPixels().size());
    }

    /** Sensing's timings from the profile, chatter included (one detector, in sensing). */
    static SensingTimings timings(HardwareProfile profile) {
        return new SensingTimings(profile.bounceMs(), profile.noiseMs(), profile.settleMs(),
                profile.reeds().chatterEdges(), profile.reeds().chatterWindowMs());
    }

    public Controller controller() {
        return controller;
    }

    /** The night brightness at {@code time}, as news for the controller at {@code at} (post it now and then). */
    public Event followClock(LocalTime time, long at) {
        return new Event.LightsChanged(at, lights.withBrightness(config.brightnessAt(time)));
    }

    /** The reed input's callbacks as events for {@code post} (which must only queue them). */
    public static ReedListener reedEvents(Consumer<Event> post, LongSupplier clock) {
        return new ReedListener() {
            @Override
            public void onStart(long timeMs, int occupancy) {
                post.accept(new Event.BoardRead(timeMs, occupancy));
            }

            @Override
            public void onEdge(long timeMs, int point, boolean occupied) {
                post.accept(new Event.ReedEdge(timeMs, point, occupied));
            }

            @Override
            public void onFault(HardwareFault fault) {
                long t = clock.getAsLong();
                switch (fault) {
                    case HardwareFault.I2cFailure f -> post.accept(new Event.FaultChanged(t, new FaultSource.Chip(f.address()), f.describe(), true));
                    case HardwareFault.I2cRecovered f -> post.accept(new Event.FaultChanged(t, new FaultSource.Chip(f.address()), f.describe(), false));
                    case HardwareFault.InterruptStuck f -> post.accept(new Event.FaultChanged(t, new FaultSource.InterruptLine(f.gpio()), f.describe(), true));
                    case HardwareFault.InterruptFreed f -> post.accept(new Event.FaultChanged(t, new FaultSource.InterruptLine(f.gpio()), f.describe(), false));
                    case HardwareFault.ChipReset f -> log.warn("{}", f.describe()); // configured again at once: nothing to show
                }
            }
        };
    }

    /** Button presses as events. */
    public static ButtonListener buttonEvents(Consumer<Event> post) {
        return (t, button, pressed) -> {
            if (pressed) {
                post.accept(new Event.ButtonPressed(t, button));
            }
        };
    }

    /** The analysis of {@code game} kept beside {@code store}'s history, if written (a read failure is logged, as none). */
    static Optional<String> analysis(GameStore store, HistoryEntry game) {
        try {
            return new AnalysisFiles(store.file().getParent()).read(game);
        } catch (java.io.IOException e) {
            log.warn("cannot read the analysis of a game: {}", e.toString());
            return Optional.empty();
        }
    }
}
