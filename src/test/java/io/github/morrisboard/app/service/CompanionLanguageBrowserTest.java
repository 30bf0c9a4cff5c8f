package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.LegendTexts;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page in the browser's language: Chromium started with {@code --lang=ru} (so it sends
 * {@code Accept-Language: ru}) gets the page's own strings and the board's sentences in Russian (the
 * board's language setting is {@code auto}), the light legend and its menu map too; {@link CompanionPairingBrowserTest}
 * and {@link CompanionLegendBrowserTest} see the English.
 */
class CompanionLanguageBrowserTest extends CompanionBrowserTest {
    CompanionLanguageBrowserTest() throws Exception {
        super(withHistory(), "play", "rules = standard,repetition=off"); // an option, to be said in words (issue 32)
    }

    /**
     * A state directory whose history holds two games, as the board writes them (in English), before
     * the board starts: the page shows the history the board's loop read and published, never the
     * files themselves.
     */
    private static java.nio.file.Path withHistory() throws java.io.IOException {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("morrisboard-companion");
        io.github.morrisboard.store.GameStore store = new io.github.morrisboard.store.GameStore(dir);
        io.github.morrisboard.engine.Game played = io.github.morrisboard.engine.Game.replay(
                io.github.morrisboard.engine.Rules.STANDARD, "d6 f4 d2 b4");
        store.appendHistory(Setups.EXAMPLE, played, "white wins: black is down to two pieces");
        store.appendHistory(Setups.EXAMPLE, played, io.github.morrisboard.store.HistoryEntry.ABANDONED);
        return dir;
    }

    @Override
    protected Optional<String> acceptLanguage() {
        return Optional.of("ru");
    }

    @Test
    void theBrowsersRussianForThePageAndTheBoardsSentences() throws Exception {
        await("the menu's words in Russian", () -> text(By.id("message")).startsWith("Вы играете белыми"));
        assertEquals("Вы играете белыми против компьютера, уровень 5. Подсказки включены. Мельница на девять фишек (без ничьей при повторении). "
                + "Чтобы выбрать, поставьте фишку на светящуюся точку и снимите её; d1 начинает партию", text(By.id("message")));
        assertEquals("ru", driver().findElement(By.tagName("html")).getDomAttribute("lang"));
        await("the rules on the settings line in words", () -> text(By.id("set-rules")).equals("Мельница на девять фишек (без ничьей при повторении)"));
        assertEquals("Меню", text(By.id("sync")));
        assertEquals("меню", text(By.id("mode")));
        assertEquals("Ходы", text(By.cssSelector("h2[data-words='companion.moves']")));
        assertEquals("Привязать телефон", text(By.id("pair-start")));
        assertEquals("Чтобы управлять с этого телефона, привяжите его: доска попросит коснуться трёх точек",
                text(By.id("access-note")));
        assertEquals("Компьютер играет", text(By.cssSelector("[data-words='companion.set.ai-color']")));
        assertEquals("вы против компьютера", text(By.cssSelector("#set-mode option[value='human-vs-ai']")));
        assertEquals("Доска, как её видит программа", driver().findElement(By.id("board")).getDomAttribute("aria-label"));
        await("the live link", () -> text(By.id("link")).equals("на связи"));
        // The light legend in Russian: what is lit, and the menu map.
        LegendTexts ru = LegendTexts.of("ru");
        await("the legend in Russian", () -> text(By.id("legend-title")).equals(ru.text("page.LIGHTS"))
                && text(By.cssSelector("#legend-lit li[data-key='status.MENU'] .meaning")).equals(ru.text("status.MENU")));
        assertEquals("Меню: выберите партию", ru.text("status.MENU"), "the catalog's Russian, not a key or English");
        assertEquals("ru", driver().findElement(By.id("legend")).getDomAttribute("lang"));
        assertEquals(ru.text("page.MENU"), text(By.id("legend-menu-title")));
        assertEquals(ru.text("page.MENU_HOW"), text(By.id("legend-menu-how")));
        assertEquals("Начать партию", text(By.cssSelector("#legend-menu-list li[data-point='d1'] .meaning")));
        assertEquals(ru.text("menu.LEVEL").replace("{n}", "5") + " (" + ru.text("page.CHOSEN") + ")",
                text(By.cssSelector("#legend-menu-list li.chosen[data-key='menu.LEVEL'] .meaning")));

        // The two games of the history (written in English): the page lists them in Russian.
        board().toggle(Point.parse("d1")); // the menu's start point: a piece put down, held past the settle time, lifted
        Thread.sleep(1500);
        board().toggle(Point.parse("d1"));
        await("the game's words in Russian", () -> text(By.id("message")).equals("Вы играете белыми: поставьте фишку"));
        assertEquals("Ход белых", text(By.id("turn")));
        assertEquals("вы против компьютера", text(By.id("mode")));
        assertEquals("Доска совпадает с партией", text(By.id("sync")));
        await("the game's lights in Russian, no menu map", () -> driver().findElement(By.id("legend-menu")).getDomProperty("hidden").equals("true")
                && text(By.cssSelector("#legend-lit li[data-key='signal.TARGET'] .meaning")).equals(ru.text("signal.TARGET")));
        await("the history's games in Russian, newest first", () -> driver().findElements(By.cssSelector("#games li")).size() == 2);
        List<String> games = driver().findElements(By.cssSelector("#games li")).stream()
                .map(li -> li.getDomProperty("textContent")).toList();
        assertTrue(games.get(0).contains(" · Партия прервана · "), games.get(0));
        assertTrue(games.get(1).contains(" · Белые выиграли: у чёрных осталось две фишки · "), games.get(1));
        board().toggle(Point.parse("d6"));
        await("the move list", () -> text(By.id("moves")).startsWith("1. d6"));
        screenshot("companion-russian");
    }
}
