package io.github.morrisboard.app;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The companion page in the browser's language: Chromium started with {@code --lang=ru} (so it sends
 * {@code Accept-Language: ru}) gets the page's own strings and the board's sentences in Russian (the
 * board's language setting is {@code auto}); {@link CompanionPairingBrowserTest} sees the English.
 */
class CompanionLanguageBrowserTest extends CompanionBrowserTest {
    CompanionLanguageBrowserTest() throws Exception {
    }

    @Override
    protected Optional<String> acceptLanguage() {
        return Optional.of("ru");
    }

    @Test
    void theBrowsersRussianForThePageAndTheBoardsSentences() throws Exception {
        await("the menu's words in Russian", () -> text(By.id("message")).startsWith("Вы играете белыми"));
        assertEquals("Вы играете белыми против компьютера, уровень 5. Подсказки включены. Мельница на девять фишек. "
                + "Чтобы выбрать, поставьте фишку на светящуюся точку и снимите её; d1 начинает игру", text(By.id("message")));
        assertEquals("ru", driver().findElement(By.tagName("html")).getDomAttribute("lang"));
        assertEquals("Меню", text(By.id("sync")));
        assertEquals("меню", text(By.id("mode")));
        assertEquals("Ходы", text(By.cssSelector("h2[data-words='companion.moves']")));
        assertEquals("Привязать телефон", text(By.id("pair-start")));
        assertEquals("Чтобы управлять с этого телефона, привяжите его: доска попросит коснуться трёх точек",
                text(By.id("access-note")));
        assertEquals("Компьютер играет", text(By.cssSelector("[data-words='companion.set.ai-color']")));
        assertEquals("вы против компьютера", text(By.cssSelector("#set-mode option[value='human-vs-ai']")));
        assertEquals("пока нет", text(By.cssSelector("#games li")));
        assertEquals("Доска, как её видит игра", driver().findElement(By.id("board")).getDomAttribute("aria-label"));
        await("the live link", () -> text(By.id("link")).equals("на связи"));

        board().toggle(Point.parse("d1")); // the menu's start point: a piece put down, held past the settle time, lifted
        Thread.sleep(1500);
        board().toggle(Point.parse("d1"));
        await("the game's words in Russian", () -> text(By.id("message")).equals("Вы играете белыми: поставьте фишку"));
        assertEquals("Ход белых", text(By.id("turn")));
        assertEquals("вы против компьютера", text(By.id("mode")));
        assertEquals("Доска совпадает с игрой", text(By.id("sync")));
        board().toggle(Point.parse("d6"));
        await("the move list", () -> text(By.id("moves")).startsWith("1. d6"));
        screenshot("companion-russian");
    }
}
