package io.github.morrisboard.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** Runs an external command for a test: exit status and the output (stdout and stderr merged). */
record Command(int status, String output) {

    static Command run(List<String> command) throws IOException, InterruptedException {
        return run(command, java.util.Map.of());
    }

    /** As {@link #run(List)}, with {@code env} over this process's environment. */
    static Command run(List<String> command, java.util.Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("timed out: " + command);
        }
        return new Command(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    /** Fails unless shellcheck passes {@code scripts} (skipped where shellcheck is not installed). */
    static void assertShellcheckClean(Path... scripts) throws IOException, InterruptedException {
        var shellcheck = which("shellcheck");
        org.junit.jupiter.api.Assumptions.assumeTrue(shellcheck.isPresent(), "shellcheck is not installed (apt-get install shellcheck)");
        List<String> command = new java.util.ArrayList<>(List.of(shellcheck.get().toString()));
        Stream.of(scripts).map(Path::toString).forEach(command::add);
        Command r = run(command);
        org.junit.jupiter.api.Assertions.assertEquals(0, r.status(), r.output());
    }

    /** The executable's path if it is on the PATH. */
    static java.util.Optional<Path> which(String name) {
        return Stream.of(System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":"))
                .map(d -> Path.of(d, name))
                .filter(Files::isExecutable)
                .findFirst();
    }

    List<String> lines() {
        return output.lines().toList();
    }
}
