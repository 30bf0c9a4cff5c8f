package io.github.morrisboard.remote;

import javax.net.ssl.SSLSocketFactory;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real Mosquitto from Debian, started by a test on a free port with a generated configuration:
 * TLS with a CA and server certificate made by {@link TestCa} with keytool (no openssl needed; one for the whole
 * run, {@link TestCa#writeShared}), a password
 * file ({@code mosquitto_passwd}), docs/remote-play.md's ACL file (the one place the tests' ACL is written:
 * {@link #forBoards}), and persistence (so a restart keeps sessions and
 * retained messages, as a broker's service does). A second listener without TLS, same users and
 * ACL, serves in-process tests (the JVM's default trust cannot take the test CA there); a process
 * started by a test trusts it through {@link #trustStore()}.
 */
public final class Mosquitto implements AutoCloseable {
    static final Path BINARY = Path.of("/usr/sbin/mosquitto");
    static final Path PASSWD = Path.of("/usr/bin/mosquitto_passwd");
    /** docs/remote-play.md's {@code max_packet_size}: a board's payload bound plus room for a topic and the header. */
    static final int MAX_PACKET_SIZE = 133_120;

    private final Path dir;
    private final int port;
    private final int plainPort;
    private Process process;

    /** The ACL lines every user gets (Mosquitto applies a {@code pattern} to every user, {@code %u} the authenticated one). */
    static final List<String> PATTERNS = List.of(Topics.ACL_PATTERN, "pattern write " + Broadcast.ROOT + "%u/#");
    /** The ACL lines under each board's {@code user}. */
    static final List<String> BOARD = List.of(Topics.ACL_READ);
    /** The ACL lines under each spectator's {@code user}. */
    static final List<String> WATCHER = List.of("topic read " + Broadcast.ROOT + "#");

    /**
     * A broker for boards with docs/remote-play.md's ACL: every board writes under its own user only (in
     * every game, and its own broadcast) and reads every game.
     *
     * @param boards user → password
     */
    public static Mosquitto forBoards(Path dir, Map<String, String> boards) throws Exception {
        return forBoards(dir, boards, Map.of());
    }

    /** @param watchers the spectators' users → passwords: they read the broadcasts only */
    public static Mosquitto forBoards(Path dir, Map<String, String> boards, Map<String, String> watchers) throws Exception {
        return forBoards(dir, boards, watchers, "ip:127.0.0.1,dns:localhost");
    }

    /** @param san the names the server certificate is for (keytool's san= syntax) */
    public static Mosquitto forBoards(Path dir, Map<String, String> boards, Map<String, String> watchers, String san) throws Exception {
        Map<String, String> users = new java.util.LinkedHashMap<>(boards);
        users.putAll(watchers);
        StringBuilder acl = new StringBuilder();
        PATTERNS.forEach(l -> acl.append(l).append('\n'));
        boards.keySet().forEach(u -> acl.append("user ").append(u).append('\n').append(String.join("\n", BOARD)).append('\n'));
        watchers.keySet().forEach(u -> acl.append("user ").append(u).append('\n').append(String.join("\n", WATCHER)).append('\n'));
        return start(dir, users, acl.toString(), san);
    }

    private static Mosquitto start(Path dir, Map<String, String> users, String acl, String san) throws Exception {
        Files.createDirectories(dir);
        TestCa.writeShared(dir, san);
        boolean first = true;
        for (var u : users.entrySet()) {
            List<String> cmd = new ArrayList<>(List.of(PASSWD.toString(), "-b"));
            if (first) {
                cmd.add("-c");
            }
            cmd.addAll(List.of(dir.resolve("passwd").toString(), u.getKey(), u.getValue()));
            run(cmd);
            first = false;
        }
        Files.writeString(dir.resolve("acl"), acl);
        int port = freePort();
        int plainPort = freePort();
        Files.writeString(dir.resolve("mosquitto.conf"), String.join("\n",
                "user root", // only heeded when started as root: keep reading this directory's files
                "persistence true",
                "persistence_location " + dir + "/",
                "log_dest file " + dir.resolve("mosquitto.log"),
                "log_type all",
                "allow_anonymous false",
                "set_tcp_nodelay true", // small messages leave at once (a broker for boards should set it too)
                "max_packet_size " + MAX_PACKET_SIZE, // docs/remote-play.md's bound on what a client may send
                "password_file " + dir.resolve("passwd"),
                "acl_file " + dir.resolve("acl"),
                "listener " + port + " 127.0.0.1",
                "cafile " + dir.resolve("ca.pem"),
                "certfile " + dir.resolve("server.pem"),
                "keyfile " + dir.resolve("server.key"),
                "listener " + plainPort + " 127.0.0.1",
                ""));
        Mosquitto m = new Mosquitto(dir, port, plainPort);
        m.startProcess();
        return m;
    }

    private Mosquitto(Path dir, int port, int plainPort) {
        this.dir = dir;
        this.port = port;
        this.plainPort = plainPort;
    }

    private void startProcess() throws Exception {
        process = new ProcessBuilder(BINARY.toString(), "-c", dir.resolve("mosquitto.conf").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("mosquitto.out").toFile()).start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < until) {
            if (!process.isAlive()) {
                throw new IllegalStateException("mosquitto stopped at once: " + Files.readString(dir.resolve("mosquitto.out"))
                        + (Files.exists(dir.resolve("mosquitto.log")) ? Files.readString(dir.resolve("mosquitto.log")) : ""));
            }
            if (listens(port) && listens(plainPort)) { // both listeners: it binds them one after the other
                return;
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("mosquitto did not listen on " + port + " and " + plainPort + " within 20 s");
    }

    private static boolean listens(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Stops the broker as its service would (SIGTERM: it writes its persistence file). */
    void stop() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    /** Starts it again on the same port, with what it persisted. */
    void restart() throws Exception {
        stop();
        startProcess();
    }

    int port() {
        return port;
    }

    public URI uri() {
        return uri(port);
    }

    /** The listener without TLS (users and ACL as the TLS one's). */
    public URI plainUri() {
        return URI.create("tcp://127.0.0.1:" + plainPort);
    }

    /** A PKCS12 trust store holding the test CA only (for {@code -Djavax.net.ssl.trustStore}); its password is {@link #TRUST_PASSWORD}. */
    public Path trustStore() {
        return dir.resolve("trust.p12");
    }

    public static final String TRUST_PASSWORD = TestCa.storePassword();

    static URI uri(int port) {
        return URI.create("ssl://127.0.0.1:" + port);
    }

    /** The test CA's certificate (PEM), as a board's remote.ca-file names it. */
    public Path caFile() {
        return dir.resolve("ca.pem");
    }

    /** A client's TLS as a board makes it from remote.ca-file: trusting the test CA only. */
    SSLSocketFactory tls() {
        return CaFile.trust(caFile());
    }

    public String log() throws IOException {
        return Files.exists(dir.resolve("mosquitto.log")) ? Files.readString(dir.resolve("mosquitto.log")) : "";
    }

    /** Kills the broker at once (SIGKILL, as a power cut would). */
    public void kill() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroyForcibly().waitFor();
        }
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    static void run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", cmd) + " failed: " + out);
        }
    }
}
