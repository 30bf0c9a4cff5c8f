import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;

import picocli.CommandLine;

/**
 * Writes morrisboard(1) to standard output, rendered from the program's own help: picocli's usage
 * text of the main command and then of each subcommand, exactly as {@code morrisboard --help} and
 * {@code morrisboard help COMMAND} print it, so the page cannot drift from the help. One JVM for all
 * of them: the build runs it with Java's source launcher and the jar on the class path,
 * {@code java -cp morrisboard.jar src/deb/ManPage.java VERSION SOURCE_DATE_EPOCH}.
 */
final class ManPage {
    /** 72 columns fit man's page, indented by 7, on an 80-column terminal. */
    private static final int WIDTH = 72;

    private ManPage() {
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        String version = args[0];
        String date = Instant.ofEpochSecond(Long.parseLong(args[1])).atOffset(ZoneOffset.UTC).toLocalDate().toString();
        CommandLine main = (CommandLine) Class.forName("io.github.morrisboard.app.Main").getMethod("commandLine").invoke(null);
        main.setUsageHelpWidth(WIDTH);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.printf(".TH MORRISBOARD 1 \"%s\" \"morrisboard %s\" \"User Commands\"%n", date, version);
        out.println(".SH NAME");
        out.println("morrisboard \\- controller for a wooden Nine Men's Morris board on a Raspberry Pi");
        out.println(".SH SYNOPSIS");
        out.println(".B morrisboard");
        out.println("[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR [\\fIARGS\\fR]]");
        out.println(".SH DESCRIPTION");
        out.println("Without a command, runs the board: on a Raspberry Pi with the board attached the");
        out.println("controller (as the service \\fBmorrisboard.service\\fR does), elsewhere the simulator");
        out.println("in the browser. The commands below are tools beside it. This page is the program's");
        out.println("own help.");
        out.println(".PP");
        verbatim(out, main.getUsageMessage(CommandLine.Help.Ansi.OFF));
        out.println(".SH COMMANDS");
        for (Map.Entry<String, CommandLine> sub : main.getSubcommands().entrySet()) {
            if (sub.getKey().equals("help")) {
                continue;
            }
            sub.getValue().setUsageHelpWidth(WIDTH);
            out.println(".SS " + sub.getKey());
            verbatim(out, sub.getValue().getUsageMessage(CommandLine.Help.Ansi.OFF));
        }
        out.print("""
                .SH FILES
                .TP
                .I /etc/morrisboard/morrisboard.properties
                The settings, every one with its default (commented out); \\fBmorrisboard config\\fR checks them.
                .TP
                .I /var/lib/morrisboard
                The game in progress, the history of games and the endgame tables: the service's state.
                .TP
                .I /usr/share/doc/morrisboard
                The printable cards and the guide to building the board.
                .SH EXIT STATUS
                0 done, 2 a bad option or value (one line saying which), 1 a failure.
                .SH SEE ALSO
                .BR systemctl (1),
                .BR journalctl (1)
                """);
        out.flush();
    }

    /** Text that troff shows as it is: no filling, backslashes escaped, no line taken for a request. */
    private static void verbatim(PrintStream out, String text) {
        out.println(".nf");
        for (String line : text.stripTrailing().split("\\R")) {
            String escaped = line.replace("\\", "\\e");
            out.println(escaped.startsWith(".") || escaped.startsWith("'") ? "\\&" + escaped : escaped);
        }
        out.println(".fi");
    }
}
