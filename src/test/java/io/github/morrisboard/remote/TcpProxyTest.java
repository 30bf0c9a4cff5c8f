package io.github.morrisboard.remote;

import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The relay the reconnection tests cut the network with. A run of MqttLinkReconnectTest (CI, stop 43)
 * never made its first connection: the broker's second listener was not bound yet when the relay's
 * first client came, the refused connection ended the relay's accepting for good, and every later
 * attempt waited in its backlog until the test gave up after 20 s.
 */
class TcpProxyTest {

    @Test
    void aClientRefusedWhileTheTargetIsDownLeavesTheRelayAcceptingTheNext() throws Exception {
        int target = Mosquitto.freePort();
        try (TcpProxy proxy = new TcpProxy(target)) {
            try (Socket early = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
                early.setSoTimeout(5000);
                assertEquals(-1, early.getInputStream().read(), "refused as the target was: closed");
            }
            try (ServerSocket echo = new ServerSocket()) {
                echo.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), target));
                try (Socket client = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
                    client.setSoTimeout(5000);
                    try (Socket served = echo.accept()) {
                        served.setSoTimeout(5000);
                        OutputStream out = client.getOutputStream();
                        out.write(42);
                        out.flush();
                        InputStream in = served.getInputStream();
                        assertEquals(42, in.read(), "the next client's byte passes");
                    }
                }
            }
        }
    }
}
