package io.github.morrisboard.remote;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * remote.ca-file against a real Mosquitto whose certificate is for {@code localhost} only: a board
 * trusting that CA connects by that name, is refused at 127.0.0.1 (the same broker, a name the
 * certificate does not carry), and a board trusting another CA is refused too.
 */
class RemoteTlsTest {
    @TempDir
    Path dir;

    /** What the link said first: "connected", or why it failed. */
    private static String firstNews(URI broker, Path caFile) throws InterruptedException {
        BlockingQueue<String> news = new LinkedBlockingQueue<>();
        MqttLink.Settings s = new MqttLink.Settings(broker, "tls-test-" + System.nanoTime(), "boardA", "pw-a".toCharArray(),
                Optional.of(CaFile.trust(caFile)), 5, 500);
        try (MqttLink link = new MqttLink(s, new MqttLink.Listener() {
            @Override
            public void connected() {
                news.add("connected");
            }

            @Override
            public void lost(String why) {
                news.add(why);
            }

            @Override
            public void message(String topic, String payload) {
            }
        })) {
            link.start();
            String first = news.poll(TestBoard.PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
            assertNotNull(first, "no news from the link within " + TestBoard.PATIENCE);
            return first;
        }
    }

    @Test
    void theBrokersCertificateMustComeFromTheCaFileAndNameTheHostConnectedTo() throws Exception {
        assumeTrue(Files.isExecutable(Mosquitto.BINARY), "Mosquitto is not installed (.ci/run installs it)");
        try (Mosquitto broker = Mosquitto.forBoards(dir.resolve("broker"), Map.of("boardA", "pw-a"), Map.of(),
                "dns:localhost")) {
            assertEquals("connected", firstNews(URI.create("ssl://localhost:" + broker.port()), broker.caFile()));

            String byAddress = firstNews(URI.create("ssl://127.0.0.1:" + broker.port()), broker.caFile());
            assertTrue(byAddress.contains("No subject alternative names matching IP address 127.0.0.1"), byAddress);

            TestCa.writeCa(dir.resolve("other"));
            String otherCa = firstNews(URI.create("ssl://localhost:" + broker.port()), dir.resolve("other").resolve("ca.pem"));
            assertTrue(otherCa.contains("SSLHandshakeException") && otherCa.contains("PKIX path"), otherCa);
        }
    }
}
