package io.github.morrisboard.app;

import io.github.morrisboard.web.Sessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code morrisboard phones}: how many phones are paired with the companion page, and
 * {@code --forget} forgets them all (the running service notices at once: it reads the file on
 * every request). Run it as the service's user: {@code sudo -u morrisboard morrisboard phones --forget}.
 */
@Command(name = "phones", mixinStandardHelpOptions = true,
        description = {"Says how many phones are paired, or forgets them.",
                "Says how many phones are paired with the companion page (web = play); --forget forgets every one.",
                "The sessions are kept as SHA-256 hashes in " + Sessions.FILE + " in the state directory."})
final class PhonesCommand implements Callable<Integer> {

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
            if (forget) {
                int n = sessions.count();
                Sessions.forgetAll(sessions.file());
                spec.commandLine().getOut().println("forgot " + n + " paired phone" + (n == 1 ? "" : "s") + " (" + sessions.file() + ")");
            } else {
                spec.commandLine().getOut().println(sessions.count() + " paired phone(s) in " + sessions.file());
            }
            return 0;
        } catch (ConfigException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return Main.EXIT_USAGE;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: cannot forget the phones: " + e.getMessage());
            return 1;
        }
    }
}
