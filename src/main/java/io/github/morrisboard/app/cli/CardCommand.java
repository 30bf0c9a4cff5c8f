package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.card.CardFiles;
import io.github.morrisboard.wiring.FontFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code card}: writes the printable card (the light language and the menu map, A5) in every language. */
@Command(name = "card", mixinStandardHelpOptions = true,
        description = {"Writes the printable card for beside the board.",
                "Writes the printable card to keep beside the board (the light language and the menu map, "
                + "one A5 page) in every language: card-<lang>.pdf and card-<lang>.png (150 dpi)."})
public final class CardCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the files go (default: ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        FontFiles fonts = FontFiles.DEJAVU_SANS;
        Optional<Path> missing = fonts.missing();
        if (missing.isPresent()) {
            err.println("error: the card is printed in DejaVu Sans and " + missing.get()
                    + " is missing; install it: sudo apt install fonts-dejavu-core");
            return 1;
        }
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("org.apache.fontbox")).setLevel(ch.qos.logback.classic.Level.ERROR);
        try {
            Files.createDirectories(out);
            for (CardFiles.Output f : CardFiles.generate(fonts)) {
                Files.write(out.resolve(f.name()), f.bytes());
                o.println("wrote " + out.resolve(f.name()));
            }
        } catch (IOException e) {
            err.println("error: cannot write to " + out + ": " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
