package io.github.morrisboard.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.chrome.ChromeDriver;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The run's shared browser: handed over without the last class's cookies, and started again when it has gone. */
@ExtendWith(Chromium.class)
class ChromiumTest {
    private static List<?> cookies(ChromeDriver driver) {
        return (List<?>) driver.executeCdpCommand("Network.getAllCookies", Map.of()).get("cookies");
    }

    @Test
    void theNextClassFindsNoCookiesAndABrowserThatHasGoneIsStartedAgain(Chromium.Shared browsers) {
        ChromeDriver first = browsers.of(Optional.empty());
        first.executeCdpCommand("Network.setCookie", Map.of("name", "session", "value", "x", "url", "http://127.0.0.1:8080/"));
        assertEquals(1, cookies(first).size(), "a cookie of the last class");
        ChromeDriver next = browsers.of(Optional.empty());
        assertSame(first, next, "the same browser");
        assertEquals(0, cookies(next).size(), "none for the next class");

        next.quit();
        ChromeDriver again = browsers.of(Optional.empty());
        assertNotSame(next, again, "a new browser for the one that has gone");
        assertEquals("about:blank", again.getCurrentUrl());
    }
}
