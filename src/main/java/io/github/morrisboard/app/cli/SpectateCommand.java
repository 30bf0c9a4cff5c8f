package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.service.BoardService;

import io.github.morrisboard.http.HostNames;
import io.github.morrisboard.config.Bind;
import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.config.StartCheck;
import io.github.morrisboard.remote.Spectator;
import io.github.morrisboard.web.CompanionServer;
import io.github.morrisboard.web.SpectateServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * {@code morrisboard spectate}: a read-only page of every board that broadcasts on the broker of the
 * settings' {@code remote.*} ({@code remote.broker}, {@code remote.user}, {@code remote.password-file},
 * {@code remote.ca-file}), live. It runs until stopped (Ctrl-C, SIGTERM). Its broker user needs only
 * {@code topic read morrisboard/boards/#}.
 */
@Command(name = "spectate", mixinStandardHelpOptions = true,
        description = {"Serves a live page of the boards that broadcast.",
                "Serves a read-only page of every board that broadcasts its game on the broker (remote.broadcast = true), live.",
                "The broker, user, password file and CA are the settings file's remote.* keys; the user needs only "
                        + "'topic read morrisboard/boards/#' in the broker's ACL. Runs until stopped."})
public final class SpectateCommand implements Callable<Integer> {
    static final int DEFAULT_PORT = 8090;

    @Option(names = "--config", paramLabel = "FILE",
            description = "The settings file with remote.broker, remote.user, remote.password-file (and remote.ca-file). "
                    + "Default: /etc/morrisboard/morrisboard.properties if it exists.")
    Optional<Path> file = Optional.empty();

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The page's listening address (0.0.0.0: every network of this machine). Default: ${DEFAULT-VALUE}.")
    String bind;

    @Option(names = "--name", paramLabel = "HOST",
            description = "A further name the page answers to (repeatable), e.g. the club's screen server's; it always answers to "
                    + "this machine's hostname, its .local name, localhost and its address.")
    java.util.List<String> extraNames = new java.util.ArrayList<>();

    int port = DEFAULT_PORT;

    @Option(names = "--port", paramLabel = "PORT",
            description = "The page's port, 0 to 65535 (0: any free port). Default: " + DEFAULT_PORT + ".")
    void port(int value) {
        if (value < 0 || value > 65535) { // refused while parsing: before anything starts
            throw new CommandLine.ParameterException(spec.commandLine(), "--port: expected a port from 0 to 65535, got " + value);
        }
        port = value;
    }

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Config.Remote remote;
        InetSocketAddress address;
        try {
            ConfigLoader.Loaded loaded = ConfigLoader.loadLocated(file, System.getenv());
            if (!loaded.config().remote().on()) {
                throw loaded.problem("remote.broker", "spectate needs the broker (ssl://host:port) whose boards it shows");
            }
            StartCheck.remote(loaded);
            remote = loaded.config().remote();
            address = new InetSocketAddress(Bind.resolve(bind), port);
        } catch (ConfigException | java.io.UncheckedIOException e) {
            err.println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (IllegalArgumentException e) {
            err.println("error: --bind: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        // One client id per user, as the broker keeps each client's session (a fresh id per run would leave
        // one behind every time): one spectate process per user; a second would take the session over.
        Spectator spectator = new Spectator(BoardService.settings(remote, "spectate"));
        SpectateServer server;
        try {
            java.util.Set<String> names = new java.util.HashSet<>(CompanionServer.ownNames(BoardService.hostname()));
            names.addAll(extraNames);
            server = SpectateServer.start(spectator, names, address);
        } catch (IOException e) { // the listening socket, before anything is started: a setting's refusal
            spectator.close();
            err.println("error: --port: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        spectator.start();
        out.println("spectate: http://" + HostNames.literal(server.address().getAddress()) + ":" + server.port()
                + "/ (the boards of " + remote.broker() + ", as " + remote.user() + ")");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop(server, spectator);
            stopped.countDown();
        }, "spectate-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await(); // until SIGTERM / Ctrl-C (the hook) or an interrupt (a test)
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs anyway
            }
            stop(server, spectator);
        }
        return 0;
    }

    private static void stop(SpectateServer server, Spectator spectator) {
        server.close();
        spectator.close();
    }
}
