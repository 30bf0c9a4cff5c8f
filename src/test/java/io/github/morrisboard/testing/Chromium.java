package io.github.morrisboard.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Headless Chromium for the browser tests (Debian's {@code chromium} and {@code chromedriver}, no
 * downloads, no Selenium Manager), set up in this one place. {@link #start} starts a browser of one's
 * own (a test that needs two at once, one for each board); as a JUnit extension this class hands a
 * {@code @BeforeAll} method a {@link Shared}, whose browsers live in the root store: one for each
 * language, started by the first class that asks and quit when the whole run ends, so the browser
 * classes do not each wait for a Chromium of their own. A class that takes one over finds it on a
 * blank page with no cookies, no cache and the window at its first size.
 * <p>
 * Without Chromium the tests FAIL (CI installs it: {@code .ci/run}); they never skip.
 * {@code -Dsim.chromium=PATH} and {@code -Dsim.chromedriver=PATH} point elsewhere.
 */
public final class Chromium implements ParameterResolver {
    private static final Path BASE_DIR = Path.of(System.getProperty("basedir", "."));
    private static final ExtensionContext.Namespace BROWSERS = ExtensionContext.Namespace.create(Chromium.class);
    private static final Dimension WINDOW = new Dimension(1280, 900);

    /** The browsers of the whole run, one for each language; {@link #of} hands one over. */
    public record Shared(ExtensionContext.Store store) {
        /**
         * The run's browser for these languages (empty: Chromium's default), as a new class should find
         * it; a new one if the last has gone (crashed or quit), so one lost browser fails one class only.
         */
        public ChromeDriver of(Optional<String> language) {
            String key = "chromium " + language.orElse("default");
            ChromeDriver driver = store.getOrComputeIfAbsent(key, k -> new Browser(language), Browser.class).driver;
            try {
                driver.get("about:blank");
            } catch (WebDriverException gone) {
                store.remove(key, Browser.class).close();
                driver = store.getOrComputeIfAbsent(key, k -> new Browser(language), Browser.class).driver;
                driver.get("about:blank");
            }
            driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
            driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
            driver.manage().window().setSize(WINDOW);
            return driver;
        }
    }

    /** One shared browser and its profile directory, quit when the root store closes. */
    private static final class Browser implements AutoCloseable {
        final Path profile;
        final ChromeDriver driver;

        Browser(Optional<String> language) {
            try {
                profile = Files.createTempDirectory("sim-chromium-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            driver = start(language, profile);
        }

        @Override
        public void close() {
            try {
                driver.quit();
            } catch (WebDriverException alreadyGone) {
                // nothing left to quit
            } finally {
                deleteRecursively(profile);
            }
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Shared.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return new Shared(context.getRoot().getStore(BROWSERS));
    }

    /**
     * A browser of the caller's own on {@code profile}, which the caller quits: these languages
     * (Chromium's {@code --lang} and its {@code Accept-Language}; empty: Chromium's default), the
     * window 1280 by 900, chromedriver's log in {@code target/}.
     */
    public static ChromeDriver start(Optional<String> language, Path profile) {
        Path chromium = Path.of(System.getProperty("sim.chromium", "/usr/bin/chromium"));
        Path chromedriver = Path.of(System.getProperty("sim.chromedriver", "/usr/bin/chromedriver"));
        for (Path p : new Path[] {chromium, chromedriver}) {
            if (!Files.isExecutable(p)) {
                fail("browser tests need Debian's headless Chromium: " + p + " is missing. Install it with "
                        + "`apt-get install -y --no-install-recommends chromium chromium-driver` (.ci/run does), "
                        + "or point -Dsim.chromium / -Dsim.chromedriver at another chromium and chromedriver.");
            }
        }
        try {
            Files.createDirectories(BASE_DIR.resolve("target"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        language.ifPresent(l -> {
            options.addArguments("--lang=" + l);
            options.setExperimentalOption("prefs", Map.of("intl.accept_languages", l));
        });
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--window-size=" + WINDOW.width + "," + WINDOW.height, "--force-device-scale-factor=1",
                "--user-data-dir=" + profile);
        // An explicit driver path: Selenium then never runs Selenium Manager (which would try to download).
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.toFile())
                .usingAnyFreePort()
                .withLogFile(BASE_DIR.resolve("target/chromedriver-" + profile.getFileName() + ".log").toFile())
                .build();
        return new ChromeDriver(service, options);
    }

    /** Best effort: Chromium may still be flushing its profile as it exits; the OS cleans /tmp in the end. */
    public static void deleteRecursively(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for the OS's temp cleaning
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // left for the OS's temp cleaning
        }
    }
}
