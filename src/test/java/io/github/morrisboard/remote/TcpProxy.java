package io.github.morrisboard.remote;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A small TCP relay between one client and the broker, for cutting the network: {@link #partition}
 * stops every byte both ways without closing anything (as a pulled cable or a dead Wi-Fi does; only
 * the keep-alive can tell) and refuses new connections; {@link #heal} drops the frozen connections
 * and listens again on the same port.
 */
final class TcpProxy implements AutoCloseable {
    private final int target;
    private final int port;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean frozen;
    private volatile boolean swallowing;
    private final AtomicLong lost = new AtomicLong();
    private volatile ServerSocket server;

    TcpProxy(int target) throws IOException {
        this.target = target;
        this.port = Mosquitto.freePort();
        listen();
    }

    int port() {
        return port;
    }

    private void listen() throws IOException {
        ServerSocket s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        server = s;
        Thread t = new Thread(() -> accept(s), "proxy-accept-" + port);
        t.setDaemon(true);
        t.start();
    }

    private void accept(ServerSocket s) {
        while (!s.isClosed()) {
            try {
                Socket client = s.accept();
                if (swallowing) { // accepted and held: not a byte passes, nothing is closed
                    sockets.add(client);
                    continue;
                }
                Socket broker;
                try {
                    broker = new Socket(InetAddress.getLoopbackAddress(), target);
                } catch (IOException refused) { // the broker not (yet) listening: as a refused connection, and go on
                    closeQuietly(client);
                    continue;
                }
                sockets.add(client);
                sockets.add(broker);
                pump(client, broker);
                pump(broker, client);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    if (frozen) {
                        lost.addAndGet(n);
                        while (frozen) {
                            Thread.sleep(20);
                        }
                        return; // bytes sent into a partition are lost, as on a real network
                    }
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                // closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    /**
     * The bytes sent into a partition so far (lost): once a client's are, its message is in flight
     * for it, written and never to be acknowledged.
     */
    long lost() {
        return lost.get();
    }

    /** Cuts the network: nothing passes, nothing is closed, new connections are refused. */
    void partition() throws IOException {
        frozen = true;
        server.close();
    }

    /**
     * A broker that hangs: nothing passes on the open connections, and new ones are accepted and then
     * held without a byte either way (as a broker stuck in start-up, or a half-open NAT, would do).
     */
    void swallow() {
        frozen = true;
        swallowing = true;
    }

    /**
     * The broker answers new connections again, but the ones it swallowed stay open and silent (as
     * a broker that hung in its start-up and was then restarted beside the old sockets would leave them).
     */
    void answerNewOnly() {
        swallowing = false;
        frozen = false;
    }

    /** Ends the partition: the frozen connections are gone (as after a real outage); new ones pass. */
    void heal() throws IOException {
        for (Socket s : sockets) {
            closeQuietly(s);
        }
        sockets.clear();
        frozen = false;
        if (swallowing) {
            swallowing = false; // still listening: new connections pass again
        } else {
            listen();
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket s : sockets) {
            closeQuietly(s);
        }
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
