package io.github.morrisboard.testing;

import io.github.morrisboard.board.Point;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One run of the built jar ({@code target/morrisboard.jar}) on its simulated board, as the tests that
 * cut its power use it (RestartIT, PowerCutIT, PositionRestartIT): started on a settings file with a
 * small heap, its output in a file; the simulator page's state read and its points toggled as a hand
 * does; a power cut is SIGKILL, no shutdown hook running.
 */
public final class JarRun implements AutoCloseable {
    public static final Pattern RECORD = Pattern.compile("\"record\":\"([^\"]*)\"");
    public static final Pattern MODE = Pattern.compile("\"mode\":\"([^\"]*)\"");
    public static final Pattern SYNC = Pattern.compile("\"sync\":\"([^\"]*)\"");
    /** How often a wait reads the page or the jar's output. */
    public static final Duration LOOK = Duration.ofMillis(50);
    /** How long {@link #await} reads the state for before it fails. */
    public static final Duration PATIENCE = Duration.ofSeconds(20);
    /** A hand's pause after it toggles a point ({@link #hand}): a person, not a machine gun. */
    private static final long HAND_MS = 400;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Process process;
    private final String base;
    private final Path out;

    private JarRun(Process process, String base, Path out) {
        this.process = process;
        this.base = base;
        this.out = out;
    }

    /**
     * Starts the jar on {@code config} (with {@code args} after it), its output into {@code out}, and waits
     * for the simulator's page and for the board behind it to have started: the page is served while the
     * service is still starting (mode "starting" until every reed chip has answered).
     */
    public static JarRun start(Path config, Path out, String... args) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> cmd = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-Xmx96m", "--enable-native-access=ALL-UNNAMED",
                "-jar", Path.of("target", "morrisboard.jar").toString(), "--config", config.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        try {
            JarRun run = new JarRun(p, SimulatorAddress.await(p, out, LOOK), out);
            run.await(s -> !field(MODE, s).isEmpty() && !field(MODE, s).equals("starting"), "the board to start");
            return run;
        } catch (Exception | Error e) {
            p.destroyForcibly();
            throw e;
        }
    }

    /** The file the jar's output goes to. */
    public Path out() {
        return out;
    }

    /** The page's state, as JSON. */
    public String state() throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + "api/state")).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** Toggles a point's magnet, as a piece put down or lifted there. */
    public void toggle(String point) throws IOException, InterruptedException {
        Point.parse(point); // a mistyped point fails here, by name
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + "api/points/" + point + "/toggle"))
                .POST(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new AssertionFailedError("toggling " + point + ": " + r.statusCode() + " " + r.body());
        }
    }

    /** {@link #toggle}, then a hand's pause. */
    public void hand(String point) throws IOException, InterruptedException {
        toggle(point);
        Thread.sleep(HAND_MS);
    }

    /** Reads the state until it is {@code ok} ({@link #PATIENCE} at most), and returns it. */
    public String await(Predicate<String> ok, String what) throws Exception {
        return Await.until(what, PATIENCE, LOOK, this::state, ok, AssertionFailedError::new);
    }

    /** SIGKILL: no shutdown hook runs, as when the power goes. Fails if the process does not end. */
    public void powerCut() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionFailedError("the jar did not end within 30 s of SIGKILL");
        }
    }

    /** A power cut, if the run is still going. */
    @Override
    public void close() throws InterruptedException {
        powerCut();
    }

    /** The first group of {@code p} in {@code json}, or "" when it is not there. */
    public static String field(Pattern p, String json) {
        Matcher m = p.matcher(json);
        return m.find() ? m.group(1) : "";
    }
}
