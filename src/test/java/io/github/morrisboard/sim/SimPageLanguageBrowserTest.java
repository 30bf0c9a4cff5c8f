package io.github.morrisboard.sim;

import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The page in the browser's language: Chromium started with {@code --lang=ru} (so it sends
 * {@code Accept-Language: ru}) gets the page's own strings and the board's sentences in Russian
 * (the board's language setting is {@code auto}). {@link SimPageBrowserTest} sees the English.
 */
class SimPageLanguageBrowserTest extends SimBrowserTest {
    private final InMemorySimBoard board = new InMemorySimBoard();

    @Override
    protected SimBoard board() {
        return board;
    }

    @Override
    protected Optional<String> acceptLanguage() {
        return Optional.of("ru");
    }

    @Test
    void theBrowsersRussianForThePageAndTheBoardsSentences() {
        board.texts("human-vs-ai", "1. d6 a1", "mismatch: missing [d6] extra [a4]", SimPageBrowserTest.SYNC,
                Sentence.of("fix.off.one", "a4"), Sentence.of("fix.back.white.one", "d6"));
        awaitMessage("Уберите фишку с a4. Верните белую фишку на d6");
        assertEquals("Доска не совпадает с партией: нет фишки на d6, лишняя фишка на a4", sync());
        assertEquals("вы против компьютера", mode());
        assertEquals("ru", driver().findElement(By.tagName("html")).getDomAttribute("lang"));
        assertEquals("morrisboard · симулятор", driver().getTitle());
        assertEquals("Запись партии", text(By.cssSelector("h2[data-words='page.record']")));
        assertEquals("Убрать все фишки", text(By.id("clear-board")));
        assertEquals("подсказка", text(By.id("button-hint")));
        assertEquals("на связи", text(By.id("link")));
        assertEquals("Доска для мельницы: нажмите на точку, чтобы поставить или снять фишку",
                driver().findElement(By.id("board")).getDomAttribute("aria-label"));
        assertEquals("a1: пусто, магнита нет, светодиод выключен", pointElement("a1").getDomAttribute("aria-label"));

        board.texts("menu", "", "in sync", Sentence.of("sync.menu"), Sentence.of("chosen.level", 3),
                Sentence.of("setup.you.white", 3));
        awaitMessage("Выбран уровень 3. Вы играете белыми против компьютера, уровень 3");
        assertEquals("меню", mode());
        screenshot("sim-russian");
    }

    private String text(By by) {
        return driver().findElement(by).getDomProperty("textContent").strip();
    }
}
