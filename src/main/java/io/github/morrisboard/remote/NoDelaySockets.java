package io.github.morrisboard.remote;

import javax.net.SocketFactory;
import javax.net.ssl.SSLSocketFactory;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;

/**
 * TLS sockets with Nagle's algorithm off. MQTT's messages are small and a ply is two back-to-back
 * publishes (the record, then the ply): with Nagle on, the second waits for the broker's delayed
 * ACK of the first (tens of milliseconds) before it leaves.
 */
final class NoDelaySockets extends SSLSocketFactory {
    private final SSLSocketFactory tls;

    NoDelaySockets(SSLSocketFactory tls) {
        this.tls = tls;
    }

    private static Socket noDelay(Socket s) throws IOException {
        s.setTcpNoDelay(true);
        return s;
    }

    @Override
    public Socket createSocket() throws IOException {
        return noDelay(tls.createSocket());
    }

    @Override
    public Socket createSocket(Socket s, String host, int port, boolean autoClose) throws IOException {
        return noDelay(tls.createSocket(noDelay(s), host, port, autoClose));
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return noDelay(tls.createSocket(host, port));
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return noDelay(tls.createSocket(host, port, localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return noDelay(tls.createSocket(host, port));
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return noDelay(tls.createSocket(address, port, localAddress, localPort));
    }

    @Override
    public String[] getDefaultCipherSuites() {
        return tls.getDefaultCipherSuites();
    }

    @Override
    public String[] getSupportedCipherSuites() {
        return tls.getSupportedCipherSuites();
    }

    /** Plain TCP (a {@code tcp://} broker on a trusted network), Nagle off as well. */
    static SocketFactory plain() {
        SocketFactory f = SocketFactory.getDefault();
        return new SocketFactory() {
            @Override
            public Socket createSocket() throws IOException {
                return noDelay(f.createSocket());
            }

            @Override
            public Socket createSocket(String host, int port) throws IOException {
                return noDelay(f.createSocket(host, port));
            }

            @Override
            public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
                return noDelay(f.createSocket(host, port, localHost, localPort));
            }

            @Override
            public Socket createSocket(InetAddress host, int port) throws IOException {
                return noDelay(f.createSocket(host, port));
            }

            @Override
            public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
                return noDelay(f.createSocket(address, port, localAddress, localPort));
            }
        };
    }
}
