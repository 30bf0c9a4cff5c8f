package io.github.morrisboard.app;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the command line in-process and captures what it prints. */
public record Cli(int status, String out, String err) {

    public static Cli run(String... args) {
        return runWithInput(null, args);
    }

    public static synchronized Cli runWithInput(String stdin, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        InputStream old = System.in;
        try {
            if (stdin != null) {
                System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            }
            int status = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
            return new Cli(status, out.toString(), err.toString());
        } finally {
            System.setIn(old);
        }
    }

    /** The last non-empty line of standard output. */
    public String lastLine() {
        String[] lines = out.strip().split("\\R");
        return lines[lines.length - 1];
    }
}
