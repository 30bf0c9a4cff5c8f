package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** F18: a port already in use is one line naming the setting and the address, exit 2, and nothing started. */
class BusyPortTest {
    @TempDir
    Path dir;

    private static Set<String> threads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName).collect(Collectors.toSet());
    }

    private Cli runWith(String settings, String... more) throws IOException {
        Path state = dir.resolve("state");
        Path file = dir.resolve("morrisboard.properties");
        Files.writeString(file, "state.dir = " + state + "\n" + settings);
        String[] args = new String[more.length + 3];
        args[0] = "--config";
        args[1] = file.toString();
        args[2] = "--simulate";
        System.arraycopy(more, 0, args, 3, more.length);
        return Cli.run(args);
    }

    private void assertNothingStarted(Cli cli, Set<String> before, String setting, int port) throws IOException {
        assertEquals(2, cli.status(), cli.err());
        String err = cli.err().strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("error: ") && err.contains(setting) && err.contains("127.0.0.1:" + port), err);
        Path state = dir.resolve("state");
        try (var files = Files.exists(state) ? Files.list(state) : java.util.stream.Stream.<Path>empty()) {
            assertEquals(java.util.List.of(), files.toList(), "nothing of the board written");
        }
        Set<String> left = threads();
        left.removeAll(before);
        left.removeIf(n -> n.startsWith("ForkJoinPool") || n.equals("Attach Listener") || n.startsWith("process reaper"));
        assertEquals(Set.of(), left, "no thread left behind");
    }

    @Test
    void theSimulatorsPortTakenIsOneLineNamingThePortOptionExit2AndNothingStarted() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
            int port = taken.getLocalPort();
            Set<String> before = threads();
            assertNothingStarted(runWith("", "--port", String.valueOf(port)), before, "--port", port);
        }
    }

    @Test
    void theCompanionPagesPortTakenIsOneLineNamingWebPortExit2AndNothingStarted() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
            int port = taken.getLocalPort();
            Set<String> before = threads();
            assertNothingStarted(runWith("web = view\nweb.port = " + port + "\n", "--port", "0"), before, "web.port", port);
        }
    }
}
