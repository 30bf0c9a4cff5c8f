package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.hardware.AssemblyCheck;
import io.github.morrisboard.hardware.Hardware;
import io.github.morrisboard.hardware.HardwareFactory;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.sim.SimulatedBoard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code hardware-check}: the assembly test of a freshly built board. Lights each point in turn,
 * asks for a magnet there, checks that reed and LED agree with the profile, prints live reed
 * changes and ends with a pass/fail table. Exit status 0 if every point passes, 1 otherwise,
 * 2 for a bad profile.
 */
@Command(name = "hardware-check", mixinStandardHelpOptions = true,
        description = {"Tests the assembled board, point by point.",
                "Assembly test: lights each point in turn and asks for a magnet on it; checks that "
                + "every point's reed and LED agree with the hardware profile; ends with a pass/fail table."})
public final class HardwareCheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProfileOption profile;

    @Option(names = "--simulate", description = "Run on the simulated board; a simulated hand places the magnets.")
    boolean simulate;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "How long to wait for each magnet (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<HardwareProfile> loaded = profile.load(err);
        if (loaded.isEmpty()) {
            return CommandLine.ExitCode.USAGE;
        }
        HardwareProfile p = loaded.get();
        Duration perPoint = Duration.ofSeconds(Math.max(1, timeoutSeconds));
        List<AssemblyCheck.Result> results;
        if (simulate) {
            try (SimulatedBoard board = SimulatedBoard.open(p)) {
                out.println("Simulated board: a simulated hand puts a magnet on each lit point.");
                results = new AssemblyCheck(board.hardware(), out, perPoint, board.hand()).run();
            }
        } else {
            try (Hardware hw = HardwareFactory.openOnPi(p).closeOnShutdown()) {
                results = new AssemblyCheck(hw, out, perPoint, AssemblyCheck.PERSON).run();
            }
        }
        return results.stream().allMatch(r -> r.verdict() == AssemblyCheck.Verdict.PASS) ? 0 : 1;
    }
}
