package io.github.morrisboard.app.service;


import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where the log says the pages are: an address that answers. */
class PageListenersTest {
    /**
     * Under the simulator the companion page listens on the simulator's bind address (loopback by
     * default); the log named {@code http://<hostname>.local:8088/}, which neither resolves off a Pi
     * nor is where it listens (newcomer finding 4).
     */
    @Test
    void underTheSimulatorTheCompanionPageIsPrintedAtTheAddressItListensOn() throws Exception {
        Config config = ConfigLoader.parse(Path.of("web.properties"), List.of("web = play", "web.port = 0"), Map.of());
        try (PageListeners listeners = PageListeners.bind(config, true, "port")) {
            ServerSocket companion = listeners.companion().orElseThrow();
            String printed = PageListeners.where(companion, "vm");
            assertEquals("http://127.0.0.1:" + companion.getLocalPort() + "/", printed);
            URI uri = URI.create(printed);
            try (Socket s = new Socket(uri.getHost(), uri.getPort())) {
                assertEquals(companion.getLocalPort(), s.getPort(), "the printed address answers");
            }
        }
    }

    @Test
    void onTheLanThePageIsPrintedByTheMachinesNameAndAvahis() throws IOException {
        try (ServerSocket everywhere = new ServerSocket()) {
            everywhere.bind(new InetSocketAddress(0));
            int port = everywhere.getLocalPort();
            assertEquals("http://board.local:" + port + "/ (also http://morrisboard.local:" + port + "/ where Avahi announces it)",
                    PageListeners.where(everywhere, "board"));
            assertEquals("http://localhost:" + port + "/ (also http://morrisboard.local:" + port + "/ where Avahi announces it)",
                    PageListeners.where(everywhere, ""), "no readable hostname");
        }
    }

    @Test
    void anIpv6BindIsBracketed() throws IOException {
        try (ServerSocket loopback = new ServerSocket()) {
            loopback.bind(new InetSocketAddress(InetAddress.getByName("::1"), 0));
            assertEquals("http://[0:0:0:0:0:0:0:1]:" + loopback.getLocalPort() + "/", PageListeners.where(loopback, "vm"));
        }
    }
}
