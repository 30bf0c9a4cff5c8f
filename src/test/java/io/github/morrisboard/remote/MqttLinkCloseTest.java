package io.github.morrisboard.remote;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A link closed while its connection is still being made (the broker slow to answer, the game
 * switched meanwhile) must not come up afterwards behind the caller's back. The broker here is a
 * socket that answers the CONNECT only once the link has been closed.
 */
class MqttLinkCloseTest {
    @Test
    void aLinkClosedWhileConnectingDisconnectsWhenTheConnectionCompletesAfterwards() throws Exception {
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            MqttLink link = new MqttLink(new MqttLink.Settings(URI.create("tcp://127.0.0.1:" + server.getLocalPort()), "late-close",
                    "boardA", "secret".toCharArray(), Optional.empty(), 30, 500), MqttLink.Listener.of(() -> { }, (t, p) -> { }));
            link.start();
            server.setSoTimeout(60_000);
            try (Socket s = server.accept()) {
                InputStream in = s.getInputStream();
                assertEquals(0x10, in.read(), "the client's CONNECT");
                int length = in.read(); // the CONNECT's remaining length (one byte: it is short)
                in.readNBytes(length);
                link.close(); // closed while the broker has not answered yet
                OutputStream out = s.getOutputStream();
                out.write(new byte[] {0x20, 0x02, 0x00, 0x00}); // CONNACK: accepted
                out.flush();
                s.setSoTimeout(20_000); // a guard, not a speed requirement (the keep-alive is 30 s)
                int next;
                try {
                    next = in.read();
                    while (next == 0x82 || next == 0x30 || next == 0x32) { // a SUBSCRIBE or PUBLISH: read on to what follows
                        in.readNBytes(in.read());
                        next = in.read();
                    }
                } catch (java.net.SocketTimeoutException e) {
                    next = -2;
                }
                assertTrue(next == -1 || next == 0xE0, "the late connection is dropped (EOF or DISCONNECT), not kept: " + next);
            }
        }
    }
}
