package io.github.morrisboard.app;

import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.control.AiDriver;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.EventLoop;
import io.github.morrisboard.control.StoreSaver;
import io.github.morrisboard.hardware.Hardware;
import io.github.morrisboard.hardware.HardwareException;
import io.github.morrisboard.hardware.HardwareFactory;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.HardwareProfile;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.hardware.ProfileLoader;
import io.github.morrisboard.hardware.ReedListener;
import io.github.morrisboard.hardware.SimulatedBoard;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sim.BoardKeeper;
import io.github.morrisboard.sim.BoardStart;
import io.github.morrisboard.sim.LiveBoard;
import io.github.morrisboard.sim.SimServer;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The controller process: builds the hardware (real on a Raspberry Pi, Pi4J's mock providers
 * under the simulator), the store, the AI and the control loop, tells systemd it is ready, and
 * runs until SIGTERM, then shuts down in order (AI, loop, save, LEDs dark, Pi4J).
 */
public final class BoardService {
    private static final Logger log = LoggerFactory.getLogger(BoardService.class);
    /** Endgame tables built by {@code tables} are looked for under this name in the state directory. */
    public static final String TABLES_FILE = "morrisboard-tables.bin";
    /** Reconciliation's grace period before a wrong reading is shown as a mismatch. */
    static final long GRACE_MS = 1500;

    private final CountDownLatch stopped = new CountDownLatch(1);
    private final ServiceLifecycle lifecycle;
    private volatile Controller controller;
    private volatile Optional<SimServer> server = Optional.empty();
    private volatile Optional<LiveBoard> simBoard = Optional.empty();

    public BoardService(ServiceLifecycle lifecycle) {
        this.lifecycle = lifecycle;
    }

    /** Whether this machine is a Raspberry Pi (its device tree says so). */
    public static boolean onRaspberryPi() {
        for (String f : new String[]{"/proc/device-tree/model", "/sys/firmware/devicetree/base/model"}) {
            try {
                if (Files.readString(Path.of(f)).contains("Raspberry Pi")) {
                    return true;
                }
            } catch (IOException | RuntimeException e) {
                // not there: not a Pi
            }
        }
        return false;
    }

    /**
     * Starts everything; returns once the board is running (the simulator's address printed to {@code out}).
     * {@code boardStart}: what the simulated board has on it at start (ignored on real hardware).
     */
    public void start(Config config, boolean simulate, BoardStart boardStart, PrintWriter out) throws IOException {
        LongSupplier clock = HardwareFactory::nowMs;
        HardwareProfile profile = config.profile().map(ProfileLoader::load).orElseGet(ProfileLoader::builtIn);
        log.info("hardware profile {}", profile.source());

        Optional<SimulatedBoard> sim = simulate ? Optional.of(BoardKeeper.open(profile, clock, config.stateDir(), boardStart)) : Optional.empty();
        Hardware hw = sim.map(SimulatedBoard::hardware).orElseGet(() -> HardwareFactory.openOnPi(profile));
        lifecycle.onShutdown(ShutdownPhase.RELEASE, "Pi4J and the hardware", hw::close);

        GameStore store = new GameStore(config.stateDir());
        LoadResult loaded = store.load();
        if (loaded instanceof LoadResult.SetAside s) {
            log.warn("{}", s.reason());
        }

        Path tablesFile = config.stateDir().resolve(TABLES_FILE);
        Tables tables = Tables.none();
        if (Files.exists(tablesFile)) {
            try {
                tables = Tables.load(tablesFile);
                log.info("endgame tables loaded from {}", tablesFile);
            } catch (IOException | RuntimeException e) {
                log.warn("endgame tables in {} not loaded: {}", tablesFile, e.toString());
            }
        }
        Searcher searcher = Searcher.of(16, tables);

        AtomicReference<EventLoop> loopRef = new AtomicReference<>();
        AiDriver ai = new AiDriver(searcher, config.aiMoveTime().toMillis(), System.nanoTime(),
                e -> loopRef.get().post(e), clock);

        LedOutput leds = hw.leds();

        int reading = 0;
        try {
            reading = hw.reeds().read();
        } catch (HardwareException e) {
            log.error("cannot read the reed switches at start: {}", e.getMessage());
        }
        SensingTimings timings = new SensingTimings(profile.bounceMs(), profile.noiseMs(), profile.settleMs(),
                SensingTimings.DEFAULTS.chatterChanges(), SensingTimings.DEFAULTS.chatterWindowMs());
        LightSettings lights = LightSettings.DEFAULT.withBrightness(config.brightnessAt(LocalTime.now()));
        // The menu starts from the last choices made on the board (kept with the games), else the settings file.
        Setup setup = Files.exists(store.file()) && !(loaded instanceof LoadResult.SetAside) ? loaded.setup() : config.setup();
        Controller c = new Controller(leds, ai, new StoreSaver(store), lifecycle::status, timings,
                new ReconcileSettings(config.takebacks(), GRACE_MS), lights, setup, reading, clock.getAsLong());
        controller = c;
        // On the loop thread, every turn: feed the watchdog; once a minute, follow the night brightness.
        long[] nextBrightnessCheck = {0};
        EventLoop l = new EventLoop(c, clock, () -> {
            long now = clock.getAsLong();
            lifecycle.tick(now);
            if (now >= nextBrightnessCheck[0]) {
                nextBrightnessCheck[0] = now + 60_000;
                c.setLightSettings(lights.withBrightness(config.brightnessAt(LocalTime.now())));
            }
        });
        loopRef.set(l); // before anything can ask the AI: its answers are posted to this loop
        if (loaded instanceof LoadResult.Resumed r && config.resume()) {
            c.resume(r.game().setup(), r.game().game(), clock.getAsLong());
        }

        hw.reeds().start(new ReedListener() {
            @Override
            public void onEdge(long timeMs, int point, boolean occupied) {
                l.post(new Event.ReedEdge(timeMs, point, occupied));
            }

            @Override
            public void onFault(HardwareFault fault) {
                boolean active = switch (fault) {
                    case HardwareFault.I2cFailure f -> true;
                    case HardwareFault.Chattering f -> true;
                    case HardwareFault.InterruptStuck f -> true;
                    case HardwareFault.I2cRecovered f -> false;
                    case HardwareFault.ChatterEnded f -> false;
                    case HardwareFault.ChipReset f -> false;
                };
                l.post(new Event.HardwareFault(clock.getAsLong(), fault.describe(), active));
            }
        });
        hw.buttons().start((t, button, pressed) -> {
            if (pressed) {
                l.post(new Event.ButtonPressed(t, button.name().toLowerCase(Locale.ROOT)));
            }
        });

        lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the AI", ai::close);
        lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the control loop", () -> l.stop(2000));
        lifecycle.onShutdown(ShutdownPhase.SAVE, "the game", c::saveNow);
        lifecycle.onShutdown(ShutdownPhase.LIGHTS_OFF, "LEDs dark", leds::close);
        lifecycle.onShutdown(ShutdownPhase.RELEASE, "done", stopped::countDown);
        Optional<LiveBoard> live = sim.map(b -> new LiveBoard(b, c::view));
        live.ifPresent(board -> c.onViewChange(board::viewChanged)); // before the loop thread starts
        l.start();

        if (sim.isPresent()) {
            LiveBoard board = live.get();
            simBoard = live;
            SimServer s = SimServer.start(board, config.bind(), config.port());
            server = Optional.of(s);
            lifecycle.onShutdown(ShutdownPhase.RELEASE, "the simulator page", () -> {
                s.close();
                sim.get().close();
            });
            out.println("simulator: " + s.uri());
            out.flush();
        }
        lifecycle.ready(c.status());
        log.info("morrisboard is ready ({}{})", simulate ? "simulator" : "Raspberry Pi hardware",
                server.map(s -> ", " + s.uri()).orElse(""));
    }

    /** Blocks until shutdown has run. */
    public void awaitStop() throws InterruptedException {
        stopped.await();
    }

    /** The simulated board the page drives (empty on real hardware). */
    public Optional<LiveBoard> simBoard() {
        return simBoard;
    }

    /** Runs the registered shutdown (tests; production runs it from the JVM's shutdown hook). */
    void stop() {
        lifecycle.shutdown();
    }
}
