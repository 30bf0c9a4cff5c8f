package io.github.morrisboard.app;

import io.github.morrisboard.app.os.ClassDataArchive;

import io.github.morrisboard.app.cli.AnalyseCommand;
import io.github.morrisboard.app.cli.BestmoveCommand;
import io.github.morrisboard.app.cli.CardCommand;
import io.github.morrisboard.app.cli.ConfigCommand;
import io.github.morrisboard.app.cli.HardwareCheckCommand;
import io.github.morrisboard.app.cli.MovesCommand;
import io.github.morrisboard.app.cli.PerftCommand;
import io.github.morrisboard.app.cli.PhonesCommand;
import io.github.morrisboard.app.cli.PuzzlesCommand;
import io.github.morrisboard.app.cli.ReplayCommand;
import io.github.morrisboard.app.cli.SelfplayCommand;
import io.github.morrisboard.app.cli.SetupCommand;
import io.github.morrisboard.app.cli.SpectateCommand;
import io.github.morrisboard.app.cli.TablesCommand;
import io.github.morrisboard.app.cli.UciCommand;
import io.github.morrisboard.app.cli.WiringCommand;
import io.github.morrisboard.app.os.LoggingSetup;
import io.github.morrisboard.app.service.BoardService;
import io.github.morrisboard.app.service.PageListeners;
import io.github.morrisboard.app.service.ServiceLifecycle;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.store.StateLock;
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
        description = "A Raspberry Pi controller for a wooden Nine Men's Morris board.")
public final class Main implements java.util.concurrent.Callable<Integer> {

    /** Exit status for bad input (a malformed ply, an unreadable file, a bad option). */
    public static final int EXIT_USAGE = CommandLine.ExitCode.USAGE;

    /**
     * The subcommands, in the help's order. They are added only to a command line that may need
     * them ({@link #needsSubcommands}): picocli builds each one's model by reflection, which was the
     * largest cost between {@code main} and READY (about 215 ms of the main thread's 505 ms here with
     * the class-data archive mapped).
     */
    private static final java.util.List<Class<?>> SUBCOMMANDS = java.util.List.of(
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
            WiringCommand.class,
            CardCommand.class,
            PhonesCommand.class,
            AnalyseCommand.class,
            SpectateCommand.class,
            SetupCommand.class,
            PuzzlesCommand.class);

    public static void main(String[] args) {
        LoggingSetup.configure(System.getenv()); // before anything logs: journald format under systemd
        ClassDataArchive.removeUnusable(); // one the JVM would never use again: the next stop writes a good one
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command line with its output going to {@code out} and {@code err} (tests call this). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        if (args.length == 0) { // the service's start (its unit gives no argument): nothing for picocli to parse
            try {
                return new Main().start(out, err);
            } catch (Exception e) { // as picocli ends a command that throws
                e.printStackTrace(err);
                return EXIT_USAGE;
            }
        }
        CommandLine cl = new CommandLine(new Main());
        if (needsSubcommands(cl.getCommandSpec(), args)) {
            SUBCOMMANDS.forEach(cl::addSubcommand);
        }
        cl.setOut(out);
        cl.setErr(err);
        cl.setExitCodeExceptionMapper(e -> EXIT_USAGE);
        // Set once here, for the top command and every subcommand: one line, not the whole usage.
        cl.setParameterExceptionHandler(Main::optionError);
        Version version = new Version();
        cl.getSubcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(version));
        return cl.execute(args);
    }

    /** The whole command line, every subcommand in it (its help, the man page, the tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        SUBCOMMANDS.forEach(cl::addSubcommand);
        return cl;
    }

    /**
     * Whether {@code args} may need a subcommand: anything but the controller's own options (and
     * their values) does, and so does the help (it lists them). The controller's start, with no
     * arguments or only its options, goes without them.
     */
    public static boolean needsSubcommands(CommandLine.Model.CommandSpec main, String... args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            int eq = a.indexOf('=');
            CommandLine.Model.OptionSpec o = a.startsWith("-") ? main.findOption(eq < 0 ? a : a.substring(0, eq)) : null;
            if (o == null || o.usageHelp() || o.versionHelp()) {
                return true;
            }
            if (eq < 0 && o.arity().max() > 0) {
                i++; // its value
            }
        }
        return false;
    }

    /** A bad option or parameter: {@code error: …} and where the usage is, exit status 2. */
    static int optionError(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        String message = String.valueOf(ex.getMessage()).strip().replaceAll("\\s*\\R\\s*", "; ");
        cmd.getErr().println("error: " + message + " (see " + cmd.getCommandSpec().qualifiedName() + " --help)");
        cmd.getErr().flush();
        return EXIT_USAGE;
    }

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = "--simulate",
            description = "Run the simulator even on a Raspberry Pi (elsewhere it always runs).")
    boolean simulate;

    Integer port;

    @CommandLine.Option(names = "--port", paramLabel = "PORT",
            description = "The simulator page's port, 0 to 65535 (0: any free port). Default: the config's port (8080).")
    void port(int value) {
        if (value < 0 || value > 65535) { // refused while parsing: before anything starts
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--port: expected a port from 0 to 65535, got " + value);
        }
        port = value;
    }

    @CommandLine.Option(names = "--board", paramLabel = "empty|POINTS",
            description = "The simulator's board at start: 'empty', or the points with a piece (e.g. a1,a4,g7). "
                    + "Default: the pieces it had when it stopped (kept in the state directory).")
    String board;

    @CommandLine.Option(names = "--config", paramLabel = "FILE",
            description = "Settings file. Default: /etc/morrisboard/morrisboard.properties if it exists, else built-in defaults.")
    java.nio.file.Path config;

    /** Without a subcommand: run the controller (the simulator on a machine without a Pi). */
    @Override
    public Integer call() throws Exception {
        return start(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Runs the controller with the options as parsed (none: the defaults), saying what it does on {@code out} and {@code err}. */
    private int start(PrintWriter out, PrintWriter err) throws Exception {
        boolean sim;
        Config cfg;
        try {
            // hardware = auto | pi | simulator decides which board runs; auto asks the device tree
            Config.Hardware which = ConfigLoader.load(java.util.Optional.ofNullable(config), System.getenv()).hardware();
            sim = simulate || !which.real(BoardService::onRaspberryPi);
            // Everything the start needs (bind, profile, state.dir) is checked here, before any hardware.
            cfg = ConfigLoader.loadForStart(java.util.Optional.ofNullable(config), System.getenv(), sim);
        } catch (ConfigException | java.io.UncheckedIOException e) {
            err.println("error: " + e.getMessage());
            return EXIT_USAGE;
        }
        if (port != null) {
            cfg = cfg.withPort(port);
        }
        io.github.morrisboard.sim.BoardStart start = new io.github.morrisboard.sim.BoardStart.Kept();
        if (board != null) {
            try {
                start = io.github.morrisboard.sim.BoardStart.parse(board);
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                return EXIT_USAGE;
            }
        }
        LoggingSetup.level(cfg.logLevel());
        if (board != null && !sim) {
            err.println("error: --board sets up the simulated board; on a Raspberry Pi add --simulate");
            return EXIT_USAGE;
        }
        PageListeners listeners; // every listening socket before anything of the board starts
        try {
            listeners = PageListeners.bind(cfg, sim, port != null ? "--port" : "port");
        } catch (PageListeners.Busy e) {
            err.println("error: " + e.getMessage());
            return EXIT_USAGE;
        }
        ServiceLifecycle lifecycle = ServiceLifecycle.fromEnvironment();
        lifecycle.installShutdownHook();
        BoardService service = new BoardService(lifecycle);
        try {
            service.start(cfg, sim, start, out, listeners);
        } catch (StateLock.InUse e) {
            err.println("error: " + e.getMessage());
            listeners.close();
            lifecycle.shutdown();
            return EXIT_USAGE;
        } catch (RuntimeException | java.io.IOException e) {
            err.println("error: " + e.getMessage());
            listeners.close();
            lifecycle.shutdown();
            return 1;
        }
        service.awaitStop();
        return 0;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[]{"morrisboard " + (v == null ? "(development build)" : v)};
        }
    }
}
