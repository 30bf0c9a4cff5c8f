package io.github.morrisboard.app.service;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The spectators' page in the browser's language (Chromium {@code --lang=ru}, its {@code Accept-Language}). */
class SpectateLanguageBrowserTest extends SpectateBrowserBase {
    SpectateLanguageBrowserTest() throws Exception {
    }

    @Override
    protected Optional<String> acceptLanguage() {
        return Optional.of("ru");
    }

    @Test
    void theCardsAndThePageSpeakTheBrowsersLanguage() {
        awaitPlies("boardA", 3);
        assertEquals("ru", driver().findElement(By.tagName("html")).getDomAttribute("lang"));
        assertEquals("Все доски на брокере", driver().findElement(By.tagName("h1")).getDomProperty("textContent").strip());
        assertEquals("morrisboard · все доски", driver().getTitle());
        assertEquals("идёт", cardText("boardA", "state"));
        assertEquals("против доски друга", cardText("boardA", "mode"));
        assertEquals("ходов: 2", cardText("boardA", "moves"));
        assertEquals("последний: 2. b2", cardText("boardA", "last"));
        await("the broker shown connected, in Russian", () -> "связь с брокером есть".equals(
                driver().findElement(By.id("broker")).getDomProperty("textContent")));
    }
}
