package io.github.morrisboard.app.service;

import io.github.morrisboard.http.PageServer;
import io.github.morrisboard.config.Config;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Optional;

/**
 * The controller's listening sockets (the simulator's page, the companion page), bound before anything
 * of the board starts, so that a port in use is a one-line refusal naming its setting, not a partial start.
 *
 * @param simulator under the simulator
 * @param companion when {@code web} is not {@code off}
 */
public record PageListeners(Optional<ServerSocket> simulator, Optional<ServerSocket> companion) implements AutoCloseable {
    /** A port that cannot be listened on: the message names the setting (or option) and the address. */
    public static final class Busy extends Exception {
        Busy(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Binds what {@code config} asks for; {@code portName} names where the simulator's port came from
     * ({@code port}, or the {@code --port} option). Nothing is left bound when it fails.
     */
    public static PageListeners bind(Config config, boolean simulate, String portName) throws Busy {
        Optional<ServerSocket> sim = Optional.empty();
        try {
            if (simulate) {
                sim = Optional.of(listen("simulator", portName, address(config.bind(), config.port())));
            }
            Optional<ServerSocket> web = Optional.empty();
            if (config.web() != Config.Web.OFF) {
                web = Optional.of(listen("companion page", "web.port", simulate ? address(config.bind(), config.webPort())
                        : new InetSocketAddress(config.webPort())));
            }
            return new PageListeners(sim, web);
        } catch (Busy e) {
            sim.ifPresent(PageListeners::quietly);
            throw e;
        }
    }

    /**
     * Where a person opens the page listening on {@code listener}, as the log prints it. Bound to one
     * address (the simulator's {@code bind}, loopback by default) it is that address, the only one that
     * answers; bound to every address (a Pi on the LAN) it is this machine's name, {@code hostname}
     * (from {@code /etc/hostname}, "" when unreadable), and the name Avahi announces.
     */
    public static String where(ServerSocket listener, String hostname) {
        InetAddress a = listener.getInetAddress();
        int port = listener.getLocalPort();
        if (!a.isAnyLocalAddress()) {
            String host = a.getHostAddress();
            return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/";
        }
        return "http://" + (hostname.isEmpty() ? "localhost" : hostname + ".local") + ":" + port
                + "/ (also http://morrisboard.local:" + port + "/ where Avahi announces it)";
    }

    private static InetSocketAddress address(String bind, int port) throws Busy {
        try {
            return new InetSocketAddress(InetAddress.getByName(bind), port);
        } catch (IOException e) {
            throw new Busy("bind: cannot resolve " + bind + " (" + e.getMessage() + ")");
        }
    }

    private static ServerSocket listen(String what, String setting, InetSocketAddress address) throws Busy {
        try {
            return PageServer.listen(what, address);
        } catch (IOException e) {
            throw new Busy(setting + ": " + e.getMessage() + "; another program (or another morrisboard) has it: "
                    + "choose another port");
        }
    }

    private static void quietly(ServerSocket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // nothing was served on it
        }
    }

    /** Closes what was not handed to a page (a failed start). */
    @Override
    public void close() {
        simulator.ifPresent(PageListeners::quietly);
        companion.ifPresent(PageListeners::quietly);
    }
}
