package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.wiring.BoardPlan;
import io.github.morrisboard.wiring.ProfileJson;
import io.github.morrisboard.wiring.Report;
import io.github.morrisboard.wiring.WiringFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code wiring}: writes the schematic, the board layout and the 1:1 drilling templates (SVG, PNG,
 * and PDF for A4 and US Letter) from the hardware profile, and prints the LED chain's length;
 * {@code wiring --json} prints the profile instead, resolved, as JSON ({@link ProfileJson}).
 */
@Command(name = "wiring", mixinStandardHelpOptions = true,
        description = {"Draws the schematic, layout and drilling templates.",
                "Writes the schematic, the board layout and the 1:1 drilling templates (SVG, PNG, and PDF "
                + "for A4 and US Letter) from the hardware profile, and prints the LED chain's length.",
                "With --json: prints the profile the board uses, resolved, as one line of JSON, and writes nothing."})
public final class WiringCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "wiring",
            description = "Where the files go (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--size", paramLabel = "MM", split = ",",
            description = "Board side in mm, repeatable; the first one is the layout's (default: 300 and 400).")
    List<Double> sizes;

    @Mixin
    ProfileOption profile;

    @Option(names = "--json", description = "Print the profile (each point's reed pin and pixel, the status pixels, "
            + "colour order, gamma, brightness cap, ...) as JSON instead of drawing; nothing is written.")
    boolean json;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<HardwareProfile> loaded = profile.load(err);
        if (loaded.isEmpty()) {
            return CommandLine.ExitCode.USAGE;
        }
        HardwareProfile p = loaded.get();
        if (json) {
            o.println(ProfileJson.of(p));
            return 0;
        }
        List<Double> boards = sizes == null || sizes.isEmpty() ? WiringFiles.DEFAULT_SIZES : sizes;
        for (double s : boards) {
            if (s < BoardPlan.MIN_SIZE || s > BoardPlan.MAX_SIZE) {
                err.printf("error: --size %s: a board is %d..%d mm%n", io.github.morrisboard.wiring.SvgWriter.num(s), (int) BoardPlan.MIN_SIZE, (int) BoardPlan.MAX_SIZE);
                return CommandLine.ExitCode.USAGE;
            }
        }
        // PDFBox looks for a system font to render Courier with and says so at WARN; the PDF names Courier anyway
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("org.apache.pdfbox")).setLevel(ch.qos.logback.classic.Level.ERROR);
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("org.apache.fontbox")).setLevel(ch.qos.logback.classic.Level.ERROR);
        try {
            Files.createDirectories(out);
            for (WiringFiles.Output f : WiringFiles.generate(p, boards)) {
                Files.write(out.resolve(f.name()), f.bytes());
                o.println("wrote " + out.resolve(f.name()));
            }
        } catch (IOException e) {
            err.println("error: cannot write to " + out + ": " + e.getMessage());
            return 1;
        }
        for (double s : boards) {
            Report.chainLines(new BoardPlan(p, s)).forEach(o::println);
        }
        return 0;
    }
}
