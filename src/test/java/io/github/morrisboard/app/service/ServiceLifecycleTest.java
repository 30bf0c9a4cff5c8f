package io.github.morrisboard.app.service;

import io.github.morrisboard.app.NotifyReceiver;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.app.service.ShutdownOutcome.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

import static io.github.morrisboard.app.service.ShutdownPhase.LIGHTS_OFF;
import static io.github.morrisboard.app.service.ShutdownPhase.RELEASE;
import static io.github.morrisboard.app.service.ShutdownPhase.SAVE;
import static io.github.morrisboard.app.service.ShutdownPhase.STOP_WORK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServiceLifecycleTest {

    @TempDir
    Path dir;

    private NotifyReceiver systemd() {
        return new NotifyReceiver(dir.resolve("notify").toString());
    }

    private SystemdNotifier notifier(NotifyReceiver systemd, String watchdogUsec) {
        return SystemdNotifier.fromEnvironment(
                Map.of("NOTIFY_SOCKET", systemd.name(), "WATCHDOG_USEC", watchdogUsec), 1);
    }

    @Test
    void stepsRunByPhaseThenRegistrationOrderAfterStopping() {
        List<String> ran = new CopyOnWriteArrayList<>();
        try (NotifyReceiver systemd = systemd()) {
            ServiceLifecycle life = new ServiceLifecycle(notifier(systemd, "0"), Duration.ofSeconds(5));
            life.onShutdown(RELEASE, "pi4j", () -> ran.add("pi4j"));
            life.onShutdown(LIGHTS_OFF, "leds", () -> ran.add("leds"));
            life.onShutdown(SAVE, "game", () -> ran.add("game"));
            life.onShutdown(STOP_WORK, "ai", () -> ran.add("ai"));
            life.onShutdown(SAVE, "settings", () -> ran.add("settings"));
            life.ready("human vs AI, move 0");
            assertEquals(Optional.of("READY=1\nSTATUS=human vs AI, move 0"), systemd.receive(2000));

            List<ShutdownOutcome> outcomes = life.shutdown();

            assertEquals(List.of("ai", "game", "settings", "leds", "pi4j"), ran);
            assertEquals(List.of("ai", "game", "settings", "leds", "pi4j"),
                    outcomes.stream().map(ShutdownOutcome::name).toList());
            assertTrue(outcomes.stream().allMatch(o -> o.result() == Result.DONE), outcomes.toString());
            assertEquals(Optional.of("STOPPING=1\nSTATUS=shutting down"), systemd.receive(2000));
        }
    }

    @Test
    void aFailingOrHungStepIsReportedAndTheNextStillRuns() {
        List<String> ran = new CopyOnWriteArrayList<>();
        CountDownLatch never = new CountDownLatch(1);
        ServiceLifecycle life = new ServiceLifecycle(SystemdNotifier.none(), Duration.ofSeconds(5));
        life.onShutdown(STOP_WORK, "ai", () -> {
            throw new IllegalStateException("search thread gone");
        });
        life.onShutdown(SAVE, "game", Duration.ofMillis(200), never::await); // hangs
        life.onShutdown(LIGHTS_OFF, "leds", () -> ran.add("leds"));

        long start = System.nanoTime();
        List<ShutdownOutcome> outcomes = life.shutdown();
        long tookMillis = (System.nanoTime() - start) / 1_000_000;

        assertEquals(List.of(Result.FAILED, Result.TIMED_OUT, Result.DONE),
                outcomes.stream().map(ShutdownOutcome::result).toList());
        assertEquals(Optional.of("IllegalStateException: search thread gone"), outcomes.get(0).problem());
        assertEquals(List.of("leds"), ran, "the LEDs still go dark after a hung save");
        assertTrue(tookMillis < 2000, "the hung step was abandoned after its limit, took " + tookMillis + " ms");
    }

    @Test
    void theOverallBoundSkipsWhatNoLongerFits() {
        CountDownLatch never = new CountDownLatch(1);
        ServiceLifecycle life = new ServiceLifecycle(SystemdNotifier.none(), Duration.ofMillis(300));
        life.onShutdown(SAVE, "slow", Duration.ofSeconds(10), never::await);
        life.onShutdown(RELEASE, "late", () -> {
        });
        List<ShutdownOutcome> outcomes = life.shutdown();
        assertEquals(Result.TIMED_OUT, outcomes.get(0).result());
        assertTrue(outcomes.get(0).took().toMillis() < 1000, "waited the bound, not the step's limit");
        assertEquals(Result.SKIPPED, outcomes.get(1).result());
    }

    @Test
    void shutdownHappensOnceAndLateRegistrationIsRefused() throws InterruptedException {
        List<String> ran = new CopyOnWriteArrayList<>();
        ServiceLifecycle life = new ServiceLifecycle(SystemdNotifier.none(), Duration.ofSeconds(5));
        life.onShutdown(SAVE, "game", () -> {
            Thread.sleep(100);
            ran.add("game");
        });
        Thread other = new Thread(life::shutdown);
        other.start();
        List<ShutdownOutcome> first = life.shutdown();
        other.join();
        assertSame(first, life.shutdown(), "later calls return the same outcomes");
        assertEquals(List.of("game"), ran, "ran once although called three times");
        assertTrue(life.shuttingDown());
        assertThrows(IllegalStateException.class, () -> life.onShutdown(RELEASE, "late", () -> {
        }));
    }

    @Test
    void tickPingsTheWatchdogAtHalfItsTimeout() {
        try (NotifyReceiver systemd = systemd()) {
            ServiceLifecycle life = new ServiceLifecycle(notifier(systemd, "1000000"), Duration.ofSeconds(1));
            assertEquals(Optional.of(Duration.ofMillis(500)), life.watchdogInterval());
            assertTrue(life.tick(10_000), "first tick pings");
            assertFalse(life.tick(10_100));
            assertFalse(life.tick(10_499));
            assertTrue(life.tick(10_500));
            assertFalse(life.tick(10_600));
            assertTrue(life.tick(11_700), "a late tick pings at once");
            for (int i = 0; i < 3; i++) {
                assertEquals(Optional.of("WATCHDOG=1"), systemd.receive(2000));
            }
            assertEquals(Optional.empty(), systemd.receive(50));
            life.shutdown();
            assertFalse(life.tick(20_000), "no pings once stopping");
        }
    }

    @Test
    void withoutAWatchdogTicksDoNothing() {
        ServiceLifecycle life = new ServiceLifecycle(SystemdNotifier.none(), Duration.ofSeconds(1));
        assertFalse(life.tick(0));
        assertFalse(life.tick(1_000_000));
    }

    @Test
    void statusIsSentOnlyWhenItChanges() {
        try (NotifyReceiver systemd = systemd()) {
            ServiceLifecycle life = new ServiceLifecycle(notifier(systemd, "0"), Duration.ofSeconds(1));
            life.ready("move 0");
            life.status("move 0");
            life.status("move 1, white to move");
            life.status("move 1, white to move");
            assertEquals(Optional.of("READY=1\nSTATUS=move 0"), systemd.receive(2000));
            assertEquals(Optional.of("STATUS=move 1, white to move"), systemd.receive(2000));
            assertEquals(Optional.empty(), systemd.receive(50));
        }
    }
}
