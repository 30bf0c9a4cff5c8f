package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.app.service.BoardAssembly;
import io.github.morrisboard.app.service.BoardService;
import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.AiDriver;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.EventLoop;
import io.github.morrisboard.control.TimedSaver;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.hardware.HardwareFactory;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.ReedListener;
import io.github.morrisboard.sim.SimulatedBoard;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.remote.RemotePlay;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.testing.Await;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Remote play's figures, through a real local Mosquitto with TLS (a private CA, passwords, an ACL),
 * each board wired as {@code BoardService} wires it: the simulated hardware (Pi4J's mock providers,
 * the MCP23017 register models and the interrupt-driven reed scanner's thread, the WS2812 driver
 * on the mock SPI), the AI driver, {@link RemotePlay} from the settings, the saver chain of
 * {@link BoardAssembly} (crash-safe store on disk, analysis queue, then the publish), the
 * controller on its {@link EventLoop}, and the monotonic clock. Left out: the companion page, the
 * broadcast, the systemd watchdog.
 *
 * <p><b>latency PLIES [SEED]</b>: two boards in this JVM play random legal games (new games with new
 * codes until PLIES plies are measured, a game resigned on both boards after 60 plies). Each ply is
 * made by a simulated hand on the mover's board: its magnets are set, the reed scanner stamps each
 * edge with the board's clock. The clock starts at the mover's settle deadline, the last edge's
 * time + the profile's settle time ({@code sensing.settle.ms}): the earliest instant the reading
 * counts as settled and the ply can be accepted; it stops when the other board's LED output is
 * handed the first frame that lights the ply's destination in the announcement's blue (and,
 * second figure, when that frame has been encoded and written to the SPI). The other board's
 * person then carries the ply out by hand there, and plays the next one. Also: acceptance, the
 * mover's view showing the longer record (the controller's decision at the deadline).
 *
 * <p><b>idle SECONDS</b>: the cost of a board doing nothing, each case in its own JVM with the
 * service's JVM flags (systemd/morrisboard.service): a board in the menu without a broker; a board in
 * a remote game waiting for the other side's ply (connected, keep-alive 30 s). Over SECONDS after a
 * 20 s warm-up: the process's CPU time, its threads' context switches (each a wake-up), per thread,
 * and the bytes both ways between the board and the broker, counted at a TCP relay in the parent.
 *
 * <pre>
 * mvn -q test-compile exec:exec -Dexec.executable="$JAVA_HOME/bin/java" -Dexec.classpathScope=test \
 *     -Dexec.args="-Xmx224m -XX:+UseSerialGC -cp %classpath io.github.morrisboard.bench.RemoteLatencyBench latency 300"
 * </pre>
 */
public final class RemoteLatencyBench {
    /** A guard against a hang, never a speed requirement. */
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    /** How often a condition is looked at: often, so that the next ply is not held back by the waiting. */
    private static final Duration POLL = Duration.ofMillis(1);
    private static final int MAX_PLIES_A_GAME = 60;
    /** The service's JVM flags (systemd/morrisboard.service), without its file paths. */
    private static final List<String> SERVICE_JVM = List.of("-Xms32m", "-Xmx112m", "-Xss512k", "-XX:+UseSerialGC",
            "-XX:MaxMetaspaceSize=64m", "-XX:ReservedCodeCacheSize=32m", "-XX:CICompilerCount=2", "-XX:-UsePerfData",
            "-XX:+ExitOnOutOfMemoryError", "--enable-native-access=ALL-UNNAMED");

    private RemoteLatencyBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args.length > 0 ? args[0] : "") {
            case "latency" -> latency(Integer.parseInt(args[1]), args.length > 2 ? Long.parseLong(args[2]) : 1);
            case "idle" -> idle(Integer.parseInt(args[1]));
            case "idle-child" -> idleChild(args[1], Path.of(args[2]), Integer.parseInt(args[3]));
            default -> {
                System.err.println("usage: RemoteLatencyBench latency PLIES [SEED] | idle SECONDS");
                System.exit(2);
            }
        }
        System.exit(0); // the boards' daemon threads and Paho's
    }

    // ------------------------------------------------------------------ one board

    /** The LED output of a board: the hardware's, with the instant each frame is handed over. */
    static final class Leds implements LedOutput {
        private final LedOutput hardware;
        /** The point whose announcement is awaited (-1: none), and when its frame came and was written. */
        volatile int watch = -1;
        volatile long announcedNs, writtenNs;
        final AtomicLong frames = new AtomicLong();

        Leds(LedOutput hardware) {
            this.hardware = hardware;
        }

        /** How the awaited point is lit by the announcement: a removal magenta ({@code AI_REMOVAL}, blinking), else blue ({@code AI_TO}, steady). */
        private volatile boolean removal;

        /** The announcement's colour (scaled by the brightness): blue {@code 0040FF}: no red, blue over green; magenta {@code FF00FF}: no green. */
        static boolean announced(int rgb, boolean removal) {
            int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
            return removal ? r > 0 && b > 0 && g == 0 : r == 0 && b > 0 && b >= g;
        }

        void await(Ply ply) {
            announcedNs = 0;
            writtenNs = 0;
            removal = ply.isRemoval();
            watch = ply.to();
        }

        @Override
        public void show(Frame frame) {
            long t = System.nanoTime();
            frames.incrementAndGet();
            int w = watch;
            boolean hit = w >= 0 && announced(frame.point(w), removal);
            if (hit) {
                watch = -1;
                announcedNs = t;
            }
            hardware.show(frame);
            if (hit) {
                writtenNs = System.nanoTime();
            }
        }

        @Override
        public void close() {
            hardware.close();
        }
    }

    /** One board as the service wires it (see the class comment). */
    static final class Board implements AutoCloseable {
        final String name;
        final SimulatedBoard sim;
        final Leds leds;
        final Controller c;
        final EventLoop loop;
        final Optional<RemotePlay> remote;
        final AiDriver ai;
        final long settleMs;
        /** The latest reed edge's time (the board's clock, ms) and how many edges the reed reader has delivered. */
        final AtomicLong lastEdgeMs = new AtomicLong();
        final AtomicInteger edges = new AtomicInteger();
        /** When the view last showed a longer record (the loop's thread). */
        volatile long acceptedNs;
        /** When the latest save began (after the mover's frame). */
        volatile long savingNs;
        /** When the store's save of a ply returned (the publish follows at once). */
        volatile long storedNs;
        private int recordLength;

        Board(String name, Config config) {
            this.name = name;
            HardwareProfile profile = ProfileLoader.builtIn();
            LongSupplier clock = HardwareFactory::nowMs;
            this.settleMs = profile.settleMs();
            this.sim = SimulatedBoard.open(profile);
            this.leds = new Leds(sim.hardware().leds());
            AtomicReference<EventLoop> loopRef = new AtomicReference<>();
            AtomicReference<Controller> controller = new AtomicReference<>();
            Consumer<Event> post = e -> loopRef.get().post(e);
            this.ai = new AiDriver(Searcher.of(16, Tables.none()).withThreads(config.aiSearchThreads()), config.aiMoveTime().toMillis(),
                    config.aiMinThink().toMillis(), System.nanoTime(), post, clock);
            this.remote = BoardService.remotePlay(config, ai, post, clock);
            Opponent port = remote.<Opponent>map(r -> r).orElse(ai);
            BoardAssembly assembly = new BoardAssembly(config, profile, new GameStore(config.stateDir()), leds, port, s -> { },
                    // the service's saver chain (store, analysis, publish), noting when the latest save began and when the store's part returned
                    saver -> new TimedSaver(remote.map(r -> r.publishing(new TimedSaver(saver, TimedSaver.At.RETURN, ns -> storedNs = ns)))
                            .orElse(saver), TimedSaver.At.BEGIN, ns -> savingNs = ns),
                    () -> {
                        int n = controller.get().published().view().record().length();
                        if (n > recordLength) {
                            acceptedNs = System.nanoTime();
                        }
                        recordLength = n;
                    }, remote.isPresent() ? () -> Point.bit(0) | Point.bit(1) | Point.bit(2) | Point.bit(3) : () -> 0);
            this.c = assembly.controller();
            controller.set(c);
            this.loop = new EventLoop(c, clock, () -> { });
            loopRef.set(loop);
            ReedListener events = BoardAssembly.reedEvents(loop::post, clock);
            sim.hardware().reeds().start(new ReedListener() {
                @Override
                public void onStart(long timeMs, int occupancy) {
                    events.onStart(timeMs, occupancy);
                }

                @Override
                public void onEdge(long timeMs, int point, boolean occupied) {
                    lastEdgeMs.accumulateAndGet(timeMs, Math::max);
                    edges.incrementAndGet();
                    events.onEdge(timeMs, point, occupied);
                }

                @Override
                public void onFault(HardwareFault fault) {
                    events.onFault(fault);
                }
            });
            loop.start();
        }

        String record() {
            return c.published().view().record();
        }

        Phase phase() {
            return c.published().view().phase();
        }

        void page(PageCommand command) {
            loop.post(new Event.FromPage(HardwareFactory.nowMs(), command));
        }

        /** A hand on this board: the ply's magnets, in the order a person moves them; waits until the reed reader has reported each. */
        void hand(Ply ply) throws InterruptedException {
            int before = edges.get(), n = 1;
            switch (ply.kind()) {
                case PLACE -> sim.setMagnet(ply.to(), true);
                case MOVE -> {
                    sim.setMagnet(ply.from(), false);
                    sim.setMagnet(ply.to(), true);
                    n = 2;
                }
                case REMOVE -> sim.setMagnet(ply.to(), false);
            }
            int expected = before + n;
            await(name + "'s reed reader to report " + ply, () -> edges.get() >= expected);
        }

        /** Every piece lifted off the board. */
        void clear() {
            for (int p = 0; p < Point.COUNT; p++) {
                if (sim.magnet(p)) {
                    sim.setMagnet(p, false);
                }
            }
        }

        @Override
        public void close() throws Exception {
            loop.stop(2000);
            remote.ifPresent(RemotePlay::close);
            ai.close();
            sim.close();
        }
    }

    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Await.until(what, PATIENCE, POLL, condition, () -> "", IllegalStateException::new);
    }

    /** A board's settings file: the state directory, no page, daylight brightness; a broker if {@code broker} is given. */
    static Config config(Path dir, String name, Optional<String> broker, Optional<Path> caFile) throws IOException {
        Path state = Files.createDirectories(dir.resolve(name));
        List<String> lines = new ArrayList<>(List.of("state.dir = " + state, "web = off", "night.from = 00:00", "night.until = 00:00"));
        if (broker.isPresent()) {
            Path password = Files.writeString(state.resolve("password"), name + "-secret\n");
            Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
            lines.addAll(List.of("remote.broker = " + broker.get(), "remote.user = " + name, "remote.password-file = " + password,
                    "remote.ca-file = " + caFile.orElseThrow()));
        }
        Path file = Files.write(state.resolve("morrisboard.properties"), lines);
        return ConfigLoader.read(file, Map.of());
    }

    static Mosquitto broker(Path dir, String... users) throws Exception {
        Map<String, String> passwords = new TreeMap<>();
        for (String u : users) {
            passwords.put(u, u + "-secret");
        }
        return Mosquitto.forBoards(dir.resolve("broker"), passwords);
    }

    /** In the menu: the remote game of {@code code}, the friend playing {@code friend}. */
    static void join(Board b, String code, Color friend) throws InterruptedException {
        b.page(new PageCommand.Choose(new Setup(Mode.REMOTE, friend, 3, true, Rules.STANDARD)));
        b.page(new PageCommand.Join(code));
        await(b.name + "'s remote game to start", () -> b.phase() == Phase.PLAY
                && b.remote.orElseThrow().code().equals(Optional.of(code)) && b.remote.orElseThrow().connected());
    }

    // ------------------------------------------------------------------ latency

    static void latency(int plies, long seed) throws Exception {
        Path dir = Files.createTempDirectory("remote-latency");
        SplittableRandom random = new SplittableRandom(seed);
        List<Long> announced = new ArrayList<>(), written = new ArrayList<>(), accepted = new ArrayList<>(), removals = new ArrayList<>();
        List<Long> toSave = new ArrayList<>(), saving = new ArrayList<>(), onward = new ArrayList<>();
        int games = 0;
        long started = System.nanoTime();
        try (Mosquitto broker = broker(dir, "boardA", "boardB");
             Board a = new Board("boardA", config(dir, "boardA", Optional.of(broker.uri().toString()), Optional.of(broker.caFile())));
             Board b = new Board("boardB", config(dir, "boardB", Optional.of(broker.uri().toString()), Optional.of(broker.caFile())))) {
            System.out.printf("settle time %d ms (built-in profile); broker %s (TLS); load before: %s%n", a.settleMs, broker.uri(), load());
            while (announced.size() < plies) {
                await("both menus", () -> a.phase() == Phase.MENU && b.phase() == Phase.MENU);
                String code = code(random);
                join(a, code, Color.BLACK);
                join(b, code, Color.WHITE);
                Thread.sleep(1000); // the links' subscriptions and the seats exchanged: the game's first ply is not a connection's
                games++;
                Game g = Game.start(Rules.STANDARD);
                while (!g.outcome().isOver() && g.plyCount() < MAX_PLIES_A_GAME && announced.size() < plies) {
                    List<Ply> legal = new ArrayList<>(g.position().legalPlies());
                    Collections.sort(legal);
                    Ply ply = legal.get(random.nextInt(legal.size()));
                    Board mover = g.position().sideToMove() == Color.WHITE ? a : b, other = mover == a ? b : a;
                    g = g.play(ply);
                    String record = g.record();
                    other.leds.await(ply);
                    mover.hand(ply);
                    long settleNs = (mover.lastEdgeMs.get() + mover.settleMs) * 1_000_000L;
                    await(mover.name + " to accept " + ply, () -> mover.record().equals(record));
                    await(other.name + " to announce " + ply, () -> other.leds.announcedNs != 0 && other.leds.writtenNs != 0);
                    if (ply.isRemoval()) { // its light blinks (fast blink, free-running): the first lit frame waits for the blink's phase
                        removals.add(other.leds.announcedNs - settleNs);
                    } else {
                        announced.add(other.leds.announcedNs - settleNs);
                        written.add(other.leds.writtenNs - settleNs);
                    }
                    accepted.add(mover.acceptedNs - settleNs);
                    if (mover.savingNs > settleNs && mover.storedNs > mover.savingNs && !ply.isRemoval()) {
                        toSave.add(mover.savingNs - settleNs);
                        saving.add(mover.storedNs - mover.savingNs);
                        onward.add(other.leds.announcedNs - mover.storedNs);
                    }
                    other.hand(ply); // its person carries it out
                    await(other.name + " to accept the opponent's " + ply, () -> other.record().equals(record));
                }
                if (!g.outcome().isOver()) {
                    for (Board x : List.of(a, b)) {
                        x.page(new PageCommand.Resign());
                    }
                }
                for (Board x : List.of(a, b)) {
                    await(x.name + "'s game to end", () -> x.phase() != Phase.PLAY);
                    x.clear();
                }
                System.out.printf("game %d: %d plies, %s; %d measured%n", games, g.plyCount(), g.outcome().describe(), announced.size());
            }
        }
        System.out.printf("%d placements and moves and %d removals in %d games, %.0f s, load after: %s%n", announced.size(), removals.size(), games,
                (System.nanoTime() - started) / 1e9, load());
        System.out.println("from the mover's settle deadline (last reed edge + settle time), in ms:");
        System.out.println("  " + figures("accepted on the mover's board (its view shows the ply)", accepted));
        System.out.println("  " + figures("the other board's LED output handed the announcing frame", announced));
        System.out.println("  " + figures("that frame encoded and written to the SPI", written));
        System.out.println("the same path in three parts (placements and moves), in ms:");
        System.out.println("  " + figures("settle deadline to the save's start (the loop wakes, the ply is decided, the mover's frame shown)", toSave));
        System.out.println("  " + figures("the crash-safe store (write, fsync, rename) and the analysis queue", saving));
        System.out.println("  " + figures("from there to the other board's announcing frame (the publish, TLS, broker, its loop, its frame)", onward));
        if (!removals.isEmpty()) {
            System.out.println("  " + figures("removals: the other board's first frame with the removal's blinking magenta lit", removals));
        }
    }

    /** A fresh code for each game (four points). */
    private static String code(SplittableRandom random) {
        int mask = 0;
        while (Integer.bitCount(mask) < 4) {
            mask |= Point.bit(random.nextInt(Point.COUNT));
        }
        return Point.names(mask).replace(' ', '-');
    }

    static String figures(String what, List<Long> ns) {
        List<Long> s = new ArrayList<>(ns);
        Collections.sort(s);
        return String.format("%s: median %.1f, p99 %.1f, max %.1f, min %.1f (n = %d)", what, s.get(s.size() / 2) / 1e6,
                s.get((int) Math.ceil(s.size() * 0.99) - 1) / 1e6, s.getLast() / 1e6, s.getFirst() / 1e6, s.size());
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "?";
        }
    }

    // ------------------------------------------------------------------ idle

    /** A TCP relay to the broker that counts the bytes each way (TLS records, as they travel). */
    static final class CountingRelay implements AutoCloseable {
        final AtomicLong up = new AtomicLong(), down = new AtomicLong();
        private final ServerSocket server;

        CountingRelay(int target) throws IOException {
            server = new ServerSocket();
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            Thread.ofPlatform().daemon(true).name("relay-accept").start(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket client = server.accept();
                        Socket broker = new Socket(InetAddress.getLoopbackAddress(), target);
                        client.setTcpNoDelay(true);
                        broker.setTcpNoDelay(true);
                        pump(client, broker, up);
                        pump(broker, client, down);
                    } catch (IOException e) {
                        return;
                    }
                }
            });
        }

        int port() {
            return server.getLocalPort();
        }

        private static void pump(Socket from, Socket to, AtomicLong count) {
            Thread.ofPlatform().daemon(true).name("relay-pump").start(() -> {
                byte[] buf = new byte[8192];
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    for (int n; (n = in.read(buf)) >= 0; ) {
                        count.addAndGet(n);
                        out.write(buf, 0, n);
                    }
                } catch (IOException e) {
                    // closed
                }
            });
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    static void idle(int seconds) throws Exception {
        Path dir = Files.createTempDirectory("remote-idle");
        String java = ProcessHandle.current().info().command().orElse("java");
        System.out.printf("idle cost over %d s after a 20 s warm-up, each board in its own JVM (%s); load before: %s%n",
                seconds, String.join(" ", SERVICE_JVM), load());
        for (String what : List.of("menu", "remote")) {
            try (Mosquitto broker = broker(dir.resolve(what), "boardA");
                 CountingRelay relay = new CountingRelay(brokerPort(broker))) {
                Optional<String> uri = what.equals("remote") ? Optional.of("ssl://127.0.0.1:" + relay.port()) : Optional.empty();
                Config config = config(dir.resolve(what), "boardA", uri, Optional.of(broker.caFile()));
                List<String> cmd = new ArrayList<>(List.of(java));
                cmd.addAll(SERVICE_JVM);
                cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), RemoteLatencyBench.class.getName(), "idle-child", what,
                        config.stateDir().resolve("morrisboard.properties").toString(), Integer.toString(seconds)));
                Process child = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
                long upAt = 0, downAt = 0;
                try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = out.readLine()) != null; ) {
                        if (line.equals("measuring")) {
                            upAt = relay.up.get();
                            downAt = relay.down.get();
                        } else if (line.equals("measured")) {
                            long up = relay.up.get() - upAt, down = relay.down.get() - downAt;
                            System.out.printf("  %s: network to the broker %d bytes up, %d down (%.1f B/s both ways; %d B up and %d down before, at connecting)%n",
                                    what, up, down, (up + down) / (double) seconds, upAt, downAt);
                        } else {
                            System.out.println("  " + what + ": " + line);
                        }
                    }
                }
                if (!child.waitFor(PATIENCE.toMillis() + seconds * 1000L, TimeUnit.MILLISECONDS) || child.exitValue() != 0) {
                    child.destroyForcibly();
                    throw new IllegalStateException("the " + what + " board's JVM failed");
                }
            }
        }
        System.out.println("load after: " + load());
    }

    private static int brokerPort(Mosquitto broker) {
        return broker.uri().getPort();
    }

    /** In the child JVM: one board, left alone in the menu or in a remote game waiting for the friend's ply; its own cost measured. */
    static void idleChild(String what, Path configFile, int seconds) throws Exception {
        PrintStream out = System.out;
        try (Board b = new Board("boardA", ConfigLoader.read(configFile, Map.of()))) {
            await("the menu", () -> b.phase() == Phase.MENU);
            if (what.equals("remote")) {
                join(b, "a1-d2-f4-g7", Color.WHITE); // the friend plays white, and has not yet moved
            }
            Thread.sleep(20_000);
            Map<String, long[]> before = threads();
            long cpuBefore = processCpuNs(), framesBefore = b.leds.frames.get();
            out.println("measuring");
            out.flush();
            Thread.sleep(seconds * 1000L);
            long cpu = processCpuNs() - cpuBefore, frames = b.leds.frames.get() - framesBefore;
            Map<String, long[]> after = threads();
            out.println("measured");
            long wakeups = 0;
            Map<String, long[]> byName = new TreeMap<>();
            for (var e : after.entrySet()) {
                long[] was = before.getOrDefault(e.getKey(), new long[3]);
                long[] d = {e.getValue()[0] - was[0], e.getValue()[1] - was[1]};
                String name = e.getKey().substring(e.getKey().indexOf(' ') + 1);
                byName.merge(name, d, (x, y) -> new long[]{x[0] + y[0], x[1] + y[1]});
                wakeups += d[1];
            }
            out.printf("process CPU %.0f ms in %d s (%.2f %% of one core); %d context switches (%.1f/s) in all threads; %d LED frames (%.1f/s); phase %s%n",
                    cpu / 1e6, seconds, cpu / 1e7 / seconds, wakeups, wakeups / (double) seconds, frames, frames / (double) seconds, b.phase());
            byName.entrySet().stream().filter(e -> e.getValue()[0] > 0 || e.getValue()[1] > 0)
                    .sorted((x, y) -> Long.compare(y.getValue()[1], x.getValue()[1]))
                    .forEach(e -> out.printf("  thread %-28s %6d ms CPU, %6d switches (%.2f/s)%n", e.getKey(),
                            e.getValue()[0], e.getValue()[1], e.getValue()[1] / (double) seconds));
            out.flush();
        }
    }

    private static long processCpuNs() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** Every thread of this process ("tid name") → {CPU ms, voluntary + involuntary context switches}, from /proc. */
    private static Map<String, long[]> threads() throws IOException {
        Map<String, long[]> m = new TreeMap<>();
        long tick = 10; // USER_HZ = 100 on Linux: a tick is 10 ms
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path t : tasks.toList()) {
                try {
                    String name = Files.readString(t.resolve("comm")).trim();
                    String stat = Files.readString(t.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    long cpu = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * tick; // utime, stime
                    long switches = 0;
                    for (String line : Files.readAllLines(t.resolve("status"))) {
                        if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:")) {
                            switches += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        }
                    }
                    m.put(t.getFileName() + " " + name, new long[]{cpu, switches});
                } catch (IOException e) {
                    // the thread ended meanwhile
                }
            }
        }
        return m;
    }
}
