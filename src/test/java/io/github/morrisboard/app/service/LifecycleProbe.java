package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.LoggingSetup;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A stand-in process for {@link ServiceLifecycleProcessTest}: wired exactly as the controller's main
 * wires the lifecycle (logging set-up first, steps registered, hook installed, READY, a ticking loop),
 * with steps that write to a file so the test can see they ran and in which order.
 */
public final class LifecycleProbe {

    public static void main(String[] args) throws Exception {
        LoggingSetup.configure(System.getenv());
        Path record = Path.of(args[0]);
        ServiceLifecycle life = ServiceLifecycle.fromEnvironment();
        life.onShutdown(ShutdownPhase.LIGHTS_OFF, "leds", () -> append(record, "dark"));
        life.onShutdown(ShutdownPhase.SAVE, "game", () -> append(record, "saved"));
        life.onShutdown(ShutdownPhase.STOP_WORK, "ai", () -> append(record, "ai stopped"));
        life.installShutdownHook();
        life.ready("probe: in sync");
        while (true) {
            life.tick(System.nanoTime() / 1_000_000);
            Thread.sleep(10);
        }
    }

    private static void append(Path file, String line) throws Exception {
        Files.writeString(file, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
