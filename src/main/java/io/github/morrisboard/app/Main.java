package io.github.morrisboard.app;

import picocli.CommandLine;

import java.io.PrintWriter;
import picocli.CommandLine.Command;

/**
 * The one entry point: {@code java -jar morrisboard.jar [SUBCOMMAND] …}.
 * Without a subcommand it runs the controller (the simulator on a machine without a Pi).
 * Every subcommand is its own class in this package; this class only lists them.
 */
@Command(name = "morrisboard",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "A Raspberry Pi controller for a wooden Nine Men's Morris board.",
        subcommands = {
                CommandLine.HelpCommand.class,
                PerftCommand.class,
                MovesCommand.class,
                ReplayCommand.class,
                BestmoveCommand.class,
                HardwareCheckCommand.class,
                SelfplayCommand.class,
                UciCommand.class,
                TablesCommand.class,
                ConfigCommand.class,
        })
public final class Main implements Runnable {

    /** Exit status for bad input (a malformed ply, an unreadable file, a bad option). */
    public static final int EXIT_USAGE = 2;

    public static void main(String[] args) {
        LoggingSetup.configure(System.getenv()); // before anything logs: journald format under systemd
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command line with its output going to {@code out} and {@code err} (tests call this). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExitCodeExceptionMapper(e -> EXIT_USAGE);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("error: " + ex.getMessage());
            ex.getCommandLine().usage(ex.getCommandLine().getErr());
            return EXIT_USAGE;
        });
        return cl.execute(args);
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[]{"morrisboard " + (v == null ? "(development build)" : v)};
        }
    }
}
