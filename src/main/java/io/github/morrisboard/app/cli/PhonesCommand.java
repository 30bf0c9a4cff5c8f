package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.web.Sessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import io.github.morrisboard.files.UnusableFileException;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code morrisboard phones}: how many phones are paired with the companion page, and
 * {@code --forget} forgets them all (the running service notices at once: it reads the file on
 * every request). Run it as the service's user: {@code sudo -u morrisboard morrisboard phones --forget}.
 */
@Command(name = "phones", mixinStandardHelpOptions = true,
        description = {"Says how many phones are paired, or forgets them.",
                "Says how many phones are paired with the companion page (web = play) and when each session ends; --forget forgets every one.",
                "The sessions are kept as SHA-256 hashes in " + Sessions.FILE + " in the state directory; each lasts " + Sessions.LIFE_DAYS + " days from its pairing."})
public final class PhonesCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The settings file (for state.dir).")
    Optional<Path> file = Optional.empty();

    @Option(names = "--forget", description = "Forget every paired phone: each must pair again at the board.")
    boolean forget;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        try {
            Config config = ConfigLoader.load(file, System.getenv());
            Sessions sessions = new Sessions(config.stateDir());
            java.io.PrintWriter out = spec.commandLine().getOut();
            if (forget) {
                String n = sessions.countOrWhy(); // an unusable file is removed too: that is how it is mended
                Sessions.forgetAll(sessions.file());
                out.println("forgot " + n + " (" + sessions.file() + ")");
            } else {
                List<Long> ends = sessions.expiries();
                out.println(ends.size() + " paired phone(s) in " + sessions.file() + "; a session lasts "
                        + Sessions.LIFE_MS / DAY_MS + " days from its pairing");
                for (int i = 0; i < ends.size(); i++) {
                    out.println("  phone " + (i + 1) + ": its session ends " + WHEN.format(Instant.ofEpochMilli(ends.get(i))));
                }
            }
            return 0;
        } catch (ConfigException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (UnusableFileException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage() + " (`morrisboard phones --forget` removes it)");
            return 1;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: cannot " + (forget ? "forget" : "count") + " the phones: " + e.getMessage());
            return 1;
        }
    }

    private static final long DAY_MS = 24L * 3600 * 1000;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);
}
