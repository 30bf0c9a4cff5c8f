package io.github.morrisboard.app;

import io.github.morrisboard.testing.Await;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** systemd/web/morrisboard-mdns, the package's morrisboard.local helper (run by morrisboard-mdns.service). */
class MdnsAliasTest {
    @TempDir
    Path tmp;

    private static final Path MDNS = Path.of("systemd/web/morrisboard-mdns");

    @Test
    void theAliasScriptIsShellcheckClean() throws Exception {
        Command.assertShellcheckClean(MDNS);
    }

    /**
     * The alias script on a machine not named morrisboard, with {@code ip} and {@code avahi-publish}
     * stood in for by scripts on its PATH (the address read from a file, each publisher's arguments
     * logged): it publishes the address, publishes anew when the address changes (the old publisher
     * ended), again when the publisher dies, and ends its publisher when stopped. On a machine named
     * morrisboard it publishes nothing (Avahi answers the name itself).
     */
    @Test
    void theAliasScriptPublishesTheAddressAndFollowsIt() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path address = Files.writeString(tmp.resolve("address"), "192.168.1.20");
        Path log = tmp.resolve("published.log");
        Path ip = Files.writeString(bin.resolve("ip"), "#!/bin/sh\n"
                + "case \"$*\" in *'route get'*) echo \"1.1.1.1 via 192.168.1.1 dev eth0 src $(cat " + address + ") uid 0\" ;; esac\n");
        Path publish = Files.writeString(bin.resolve("avahi-publish"), "#!/bin/sh\n"
                + "echo \"start $$ $*\" >> " + log + "\ntrap 'echo \"end $$\" >> " + log + "; exit 0' TERM\n"
                + "while :; do sleep 0.1; done\n");
        assertTrue(ip.toFile().setExecutable(true) && publish.toFile().setExecutable(true));
        Path hostname = Files.writeString(tmp.resolve("hostname"), "raspberrypi\n");
        ProcessBuilder pb = new ProcessBuilder("sh", MDNS.toString(), "morrisboard.local").redirectErrorStream(true)
                .redirectOutput(tmp.resolve("out.log").toFile());
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("MORRISBOARD_MDNS_INTERVAL", "0.2");
        pb.environment().put("MORRISBOARD_MDNS_HOSTNAME_FILE", hostname.toString());
        Process p = pb.start();
        try {
            awaitLog(log, "start \\d+ -a -R morrisboard.local 192.168.1.20\n");
            Files.writeString(address, "10.0.0.7"); // DHCP gave another address
            awaitLog(log, "start (\\d+) -a -R morrisboard.local 192.168.1.20\nend \\1\nstart \\d+ -a -R morrisboard.local 10.0.0.7\n");
            String last = Files.readString(log).lines().reduce((a, b) -> b).orElseThrow();
            new ProcessBuilder("kill", last.split(" ")[1]).start().waitFor(); // avahi-daemon restarted: the publisher ended
            awaitLog(log, "(?s).*10\\.0\\.0\\.7\nend \\d+\nstart \\d+ -a -R morrisboard.local 10.0.0.7\n");
        } finally {
            p.destroy(); // SIGTERM, as systemctl stop
        }
        assertTrue(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
        awaitLog(log, "(?s).*\nend \\d+\n");
        assertEquals(0, p.exitValue(), Files.readString(tmp.resolve("out.log")));

        Files.writeString(hostname, "MorrisBoard\n");
        Files.delete(log);
        Command named = Command.run(List.of("env", "PATH=" + bin + ":" + System.getenv("PATH"), "MORRISBOARD_MDNS_HOSTNAME_FILE=" + hostname,
                "sh", MDNS.toString(), "morrisboard.local"));
        assertEquals(0, named.status(), named.output());
        assertTrue(named.output().contains("this machine is named morrisboard: Avahi announces morrisboard.local itself"), named.output());
        assertTrue(Files.notExists(log), "nothing published");
    }

    /** Waits (60 s at most, reading it every 50 ms) until the log matches {@code regex} in full. */
    private static void awaitLog(Path log, String regex) throws Exception {
        Await.until("the publishers' log to match " + regex, Duration.ofSeconds(60), Duration.ofMillis(50),
                () -> Files.exists(log) ? Files.readString(log) : "", text -> text.matches(regex), AssertionFailedError::new);
    }
}
