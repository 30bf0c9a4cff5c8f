package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.StartCheck;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.control.AiDriver;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.remote.CaFile;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.remote.MqttLink;
import io.github.morrisboard.remote.PasswordFile;
import io.github.morrisboard.remote.Broadcaster;
import io.github.morrisboard.remote.RemotePlay;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.EventLoop;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.hardware.Hardware;
import io.github.morrisboard.hardware.HardwareFactory;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.sim.SimulatedBoard;
import io.github.morrisboard.sim.BoardKeeper;
import io.github.morrisboard.sim.BoardStart;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.sim.LiveBoard;
import io.github.morrisboard.sim.SimServer;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.store.StateLock;
import io.github.morrisboard.web.Access;
import io.github.morrisboard.web.BoardPort;
import io.github.morrisboard.web.CompanionServer;
import io.github.morrisboard.web.Pairing;
import io.github.morrisboard.web.Sessions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
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
    /** The tables of n against 3 ({@code tables --against-three}), memory-mapped, are looked for under this name beside them. */
    public static final String THREE_TABLES_FILE = "morrisboard-against-three.bin";

    /** How long the start waits for the board's first reading before it reports READY anyway. */
    private static final java.time.Duration READ_WAIT = java.time.Duration.ofSeconds(5);

    private final CountDownLatch stopped = new CountDownLatch(1);
    private final ServiceLifecycle lifecycle;
    private volatile Optional<SimServer> server = Optional.empty();
    private volatile Optional<LiveBoard> simBoard = Optional.empty();
    private volatile Optional<CompanionServer> companion = Optional.empty();

    /** The window of a pairing shown at the board ({@link Pairing#WINDOW_MS}; tests pass a shorter one). */
    private final long pairingWindowMs;

    public BoardService(ServiceLifecycle lifecycle) {
        this(lifecycle, Pairing.WINDOW_MS);
    }

    BoardService(ServiceLifecycle lifecycle, long pairingWindowMs) {
        this.lifecycle = lifecycle;
        this.pairingWindowMs = pairingWindowMs;
    }

    /** Whether this machine is a Raspberry Pi (its device tree says so). */
    public static boolean onRaspberryPi() {
        for (String f : new String[]{"/proc/device-tree/model", "/sys/firmware/devicetree/base/model"}) {
            try {
                if (new String(io.github.morrisboard.files.SmallFile.read(Path.of(f), 4096), java.nio.charset.StandardCharsets.UTF_8)
                        .contains("Raspberry Pi")) {
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
        try {
            start(config, simulate, boardStart, out, PageListeners.bind(config, simulate, "port"));
        } catch (PageListeners.Busy e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** As {@link #start(Config, boolean, BoardStart, PrintWriter)} on {@code listeners}, bound already. */
    public void start(Config config, boolean simulate, BoardStart boardStart, PrintWriter out, PageListeners listeners) throws IOException {
        // One controller per state directory, before anything in it is read or written (a second is refused).
        Files.createDirectories(config.stateDir());
        StateLock lock = StateLock.take(config.stateDir());
        lifecycle.onShutdown(ShutdownPhase.UNLOCK, "the state directory's lock", lock::close);
        LongSupplier clock = HardwareFactory::nowMs;
        HardwareProfile profile = config.profile().map(ProfileLoader::load).orElseGet(ProfileLoader::builtIn);
        log.info("hardware profile {}", profile.source());

        Optional<SimulatedBoard> sim = simulate ? Optional.of(BoardKeeper.open(profile, clock, config.stateDir(), boardStart)) : Optional.empty();
        Hardware hw = sim.map(SimulatedBoard::hardware).orElseGet(() -> HardwareFactory.openOnPi(profile));
        lifecycle.onShutdown(ShutdownPhase.RELEASE, "Pi4J and the hardware", hw::close);

        GameStore store = new GameStore(config.stateDir());

        Tables tables = endgameTables(config.stateDir());
        Searcher searcher = Searcher.of(16, tables).withThreads(config.aiSearchThreads());

        AtomicReference<EventLoop> loopRef = new AtomicReference<>();
        AiDriver ai = new AiDriver(searcher, config.aiMoveTime().toMillis(), config.aiMinThink().toMillis(), config.aiSeed().orElse(System.nanoTime()),
                e -> loopRef.get().post(e), clock);

        LedOutput leds = hw.leds();
        // Remote play (a broker set): in a remote game the other board answers for its side, and each
        // saved ply of this board is published; the menu and the page offer to open or join one.
        // (a remote game saved without its code, by the first slice, is the game of remote.game)
        Optional<RemotePlay> remote = remotePlay(config, ai, e -> loopRef.get().post(e), clock);
        // no broker: the AI, but never for a friend's side of a remote game resumed from the saved game (that waits, and says why)
        Opponent port = io.github.morrisboard.remote.NoBroker.port(remote, ai, e -> loopRef.get().post(e), clock);
        // remote.broadcast: every game of this board, retained on its spectator topic
        Optional<Broadcaster> broadcast = config.remote().on() && config.remote().broadcast()
                ? Optional.of(new Broadcaster(settings(config.remote(), "broadcast"), config.remote().user())) : Optional.empty();
        // The pages that hear of each new view are made after the controller (they read it): they are
        // added to this list before the loop thread starts.
        List<Runnable> viewListeners = new CopyOnWriteArrayList<>();
        BoardAssembly assembly = new BoardAssembly(config, profile, store, leds, port, lifecycle::status,
                saver -> {
                    GameSaver s = remote.map(r -> r.publishing(saver)).orElse(saver);
                    return broadcast.map(b -> b.publishing(s)).orElse(s);
                }, () -> viewListeners.forEach(Runnable::run), remote.isPresent() ? freshCodes(config) : () -> 0);
        Controller c = assembly.controller();
        // On the loop thread, every turn: feed the watchdog; once a minute, follow the night brightness.
        long[] nextBrightnessCheck = {0};
        EventLoop l = new EventLoop(c, clock, () -> {
            long now = clock.getAsLong();
            lifecycle.tick(now);
            if (now >= nextBrightnessCheck[0]) {
                nextBrightnessCheck[0] = now + 60_000;
                loopRef.get().post(assembly.followClock(LocalTime.now(), now)); // set before the loop starts
            }
        });
        loopRef.set(l); // before anything can ask the AI: its answers are posted to this loop
        Optional<CompanionServer> page = config.web() == Config.Web.OFF ? Optional.empty()
                : Optional.of(companion(config, listeners.companion().orElseThrow(), c, l, store, clock, pairingWindowMs));
        page.ifPresent(p -> lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the companion page", p::close));
        companion = page;
        // The reed input's first news is the whole board (BoardRead); nothing is decided before it.
        hw.reeds().start(BoardAssembly.reedEvents(l::post, clock));
        hw.buttons().start(BoardAssembly.buttonEvents(l::post));

        lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the AI", ai::close);
        remote.ifPresent(r -> lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the broker link", r::close));
        broadcast.ifPresent(b -> lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the spectators' link", b::close));
        broadcast.ifPresent(Broadcaster::start);
        lifecycle.onShutdown(ShutdownPhase.STOP_WORK, "the control loop", () -> l.stop(2000));
        lifecycle.onShutdown(ShutdownPhase.SAVE, "the game", c::saveNow);
        lifecycle.onShutdown(ShutdownPhase.LIGHTS_OFF, "LEDs dark", leds::close);
        lifecycle.onShutdown(ShutdownPhase.RELEASE, "done", stopped::countDown);
        Optional<LiveBoard> live = sim.map(b -> new LiveBoard(b, c::published,
                config.language().map(Language::tag).orElse("")));
        live.ifPresent(b -> viewListeners.add(b::viewChanged)); // before the loop thread starts
        page.ifPresent(p -> viewListeners.add(p::viewChanged));
        l.start();

        if (sim.isPresent()) {
            LiveBoard board = live.get();
            simBoard = live;
            SimServer s = SimServer.start(board, listeners.simulator().orElseThrow(), config.language());
            server = Optional.of(s);
            lifecycle.onShutdown(ShutdownPhase.RELEASE, "the simulator page", () -> {
                s.close();
                sim.get().close();
            });
            out.println("simulator: " + s.uri());
            out.flush();
        }
        // READY once the board has been read (its status then says what the board shows), or after a
        // few seconds regardless: a reed bus that is down at boot is shown by the board, not a failed start
        long readBy = System.nanoTime() + READ_WAIT.toNanos();
        while (c.published().view().phase() == Phase.STARTING && System.nanoTime() - readBy < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        lifecycle.ready(c.published().status()); // the loop's thread publishes; this is the main thread
        log.info("morrisboard is ready ({}{})", simulate ? "simulator" : "Raspberry Pi hardware",
                server.map(s -> ", " + s.uri()).orElse(""));
    }

    /**
     * The companion page ({@code web = view | play}): on the LAN at {@code web.port} on a Pi, on the
     * simulator's bind address under the simulator. Its requests reach the loop as events.
     */
    private static CompanionServer companion(Config config, ServerSocket listener, Controller c, EventLoop l, GameStore store,
                                             LongSupplier clock, long pairingWindowMs) throws IOException {
        BoardPort port = boardPort(c, store, config.remote().on(), command -> l.post(new Event.FromPage(clock.getAsLong(), command)));
        String hostname = hostname();
        Access access = config.web() == Config.Web.PLAY ? Access.PLAY : Access.VIEW;
        CompanionServer s = CompanionServer.start(port, access, new Sessions(config.stateDir()), new Pairing(clock, pairingWindowMs),
                CompanionServer.ownNames(hostname), listener, clock, config.language());
        log.info("companion page ({}): {}", access.key(), PageListeners.where(listener, hostname));
        return s;
    }

    /** What the companion page reads from the board and how it acts on it: the controller, the store, the loop; {@code remote}: a broker is set. */
    static BoardPort boardPort(Controller c, GameStore store, boolean remote, java.util.function.Consumer<PageCommand> post) {
        return new BoardPort() {
            @Override
            public Published published() {
                return c.published();
            }

            @Override
            public List<HistoryEntry> history() {
                return store.publishedHistory();
            }

            @Override
            public boolean remote() {
                return remote;
            }

            @Override
            public Optional<String> analysis(HistoryEntry game) {
                return BoardAssembly.analysis(store, game);
            }

            @Override
            public void post(PageCommand command) {
                post.accept(command);
            }
        };
    }

    /** This machine's hostname (readable under ProtectHostname=), or "" when it cannot be read. */
    /**
     * The endgame tables in {@code stateDir}, or none (as when there is no file): a file that is
     * refused is one warning line naming it and what is wrong, and the board plays without.
     */
    static Tables endgameTables(Path stateDir) {
        Tables tables = tablesIn(stateDir.resolve(TABLES_FILE));
        Tables three = tablesIn(stateDir.resolve(THREE_TABLES_FILE));
        try {
            return tables.with(three);
        } catch (IllegalArgumentException e) {
            log.warn("endgame tables of n against 3 not used: {}", e.getMessage());
            return tables;
        }
    }

    /** The tables in {@code tablesFile}, or none: a file that is refused is one warning line naming it and why. */
    private static Tables tablesIn(Path tablesFile) {
        if (!Files.exists(tablesFile)) {
            return Tables.none();
        }
        try {
            Tables tables = Tables.load(tablesFile);
            log.info("endgame tables loaded from {}", tablesFile);
            return tables;
        } catch (IOException e) {
            log.warn("endgame tables not loaded, playing without: {}", e.getMessage());
        } catch (RuntimeException e) {
            log.warn("endgame tables in {} not loaded, playing without: {}", tablesFile, e.toString());
        }
        return Tables.none();
    }

    public static String hostname() {
        try {
            return new String(io.github.morrisboard.files.SmallFile.read(Path.of("/proc/sys/kernel/hostname"), 4096),
                    java.nio.charset.StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** The companion page, when {@code web} is not {@code off}. */
    public Optional<CompanionServer> companion() {
        return companion;
    }

    /**
     * Remote play when the settings name a broker (its user and password file checked at start: see StartCheck).
     * Public for the benchmarks, which wire two boards exactly as the service does.
     */
    public static Optional<RemotePlay> remotePlay(Config config, Opponent ai, java.util.function.Consumer<Event> post,
                                                   LongSupplier clock) {
        Config.Remote r = config.remote();
        if (!r.on()) {
            return Optional.empty();
        }
        log.info("remote play offered: broker {} as {}", r.broker(), r.user());
        return Optional.of(new RemotePlay(code -> settings(r, code.id()), ai, post, clock, r.game()));
    }

    /** The broker link's settings for one use ({@code what}: a game's code, "broadcast"): its own client id, so its own session. */
    public static MqttLink.Settings settings(Config.Remote r, String what) {
        return new MqttLink.Settings(URI.create(r.broker()), "morrisboard-" + r.user() + "-" + what, r.user(),
                PasswordFile.read(r.passwordFile().orElseThrow()), r.caFile().map(CaFile::trust), 30, 30_000);
    }

    /** The code a game opened on this board gets: {@code remote.game} if set, else four points drawn at random for each menu. */
    static java.util.function.IntSupplier freshCodes(Config config) {
        if (!config.remote().game().isEmpty()) {
            int fixed = GameCode.parse(config.remote().game()).points();
            return () -> fixed;
        }
        java.security.SecureRandom random = new java.security.SecureRandom();
        return () -> {
            int mask = 0;
            while (Integer.bitCount(mask) < GameCode.SIZE) {
                mask |= io.github.morrisboard.board.Point.bit(random.nextInt(io.github.morrisboard.board.Point.COUNT));
            }
            return mask;
        };
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
