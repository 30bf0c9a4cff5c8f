package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.web.AnalysisJson;
import io.github.morrisboard.remote.Mosquitto;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page on a 360 px phone in one of the board's languages (the browser's, as a phone in that
 * language asks for it), in each state a player meets as the page follows the board (the menu with an
 * analysed game and its mistakes listed, a game, a game over, a remote game waiting for the friend): no English word is left on a translated
 * page, and nothing overflows or scrolls sideways (each mode's label tried in the mode chip). One subclass a language; each page is loaded once (the board
 * keeps two event streams for one address, and notices a reloaded page's old one gone only later).
 */
abstract class CompanionWordsBrowserTest extends CompanionBrowserTest {
    /** A Latin word of four letters or more. */
    private static final Pattern WORD = Pattern.compile("\\b[A-Za-z]{4,}\\b");

    /** The broker a remote game is opened on (no friend joins it: the page's words while it waits are what is read). */
    private static Mosquitto broker;

    CompanionWordsBrowserTest() throws Exception {
        super(withAnalysedGame(), "play", withBroker("mode = human-vs-human"));
    }

    private static String[] withBroker(String setting) throws Exception {
        Path dir = Files.createTempDirectory("morrisboard-words-broker");
        broker = Mosquitto.forBoards(dir, Map.of("board", "board-secret"));
        Path password = Files.writeString(dir.resolve("password"), "board-secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        return new String[] {setting, "remote.broker = " + broker.plainUri(), "remote.user = board", "remote.password-file = " + password};
    }

    @AfterAll
    void stopBroker() throws InterruptedException {
        broker.close();
    }

    @Override
    protected final Optional<String> acceptLanguage() {
        return Optional.of(language());
    }

    /** The page's language (called before the constructor's body has run: a constant). */
    abstract String language();

    private static Path withAnalysedGame() throws Exception {
        Path stateDir = Files.createTempDirectory("morrisboard-words");
        Game game = AnalysisAfterGameTest.finishedGame();
        Analysis analysis = new Analyser(Searcher.of(2, Tables.none()), 20_000).analyse(game);
        assertTrue(!analysis.marked().isEmpty(), "mistakes to list");
        new GameStore(stateDir).appendHistory(Setups.EXAMPLE, game);
        new AnalysisFiles(stateDir).write(game.rules(), game.plies(), AnalysisJson.of(analysis));
        return stateDir;
    }

    @Test
    void noEnglishAndNothingOverflowsAt360PxInAnyState() throws Exception {
        // a phone's screen: 360 px wide, the scroll bars drawn over the page as a phone draws them
        driver().executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 360, "height", 800, "deviceScaleFactor", 1, "mobile", true));
        List<String> faults = new ArrayList<>();
        check("menu", "menu", faults);
        pairAtTheBoard();
        await("the paired phone's buttons", () -> driver().findElement(By.id("cmd-start")).isDisplayed());
        for (String b : List.of("cmd-hint", "cmd-takeback", "cmd-resign")) {
            assertFalse(driver().findElement(By.id(b)).isDisplayed(), b + " is not offered without a game");
        }
        board().toggle(io.github.morrisboard.board.Point.parse("d1")); // the menu's start point
        Thread.sleep(1500); // held past the settle time: the board counts what was meant
        board().toggle(io.github.morrisboard.board.Point.parse("d1"));
        await("a game", () -> body("phase").equals("play"));
        check("game", "play", faults);
        assertTrue(driver().findElement(By.id("cmd-resign")).isDisplayed(), "a game: Resign is offered");
        String resign = text(By.id("cmd-resign"));
        driver().findElement(By.id("cmd-resign")).click();
        await("asked to tap again", () -> body("confirm").equals("resign"));
        assertEquals("play", body("phase"), "one tap does not resign");
        assertNotEquals(resign, text(By.id("cmd-resign")), "the button says to tap again");
        driver().findElement(By.id("cmd-resign")).click();
        await("the game over", () -> body("phase").equals("over"));
        await("no stale \"sent: Resign\" once the game is over", () -> text(By.id("command-status")).isEmpty());
        check("game over", "over", faults);
        // two games now, numbered as analyse --game numbers them: 1 the one just resigned
        await("the games numbered", () -> driver().findElements(By.cssSelector("#games li[data-game]")).size() == 2);
        assertEquals(List.of("1", "2"), driver().findElements(By.cssSelector("#games li")).stream().map(li -> li.getDomAttribute("data-game")).toList());
        if (body("analysed").equals("1")) { // the first game's graph, while the one just ended is analysed: the page says so
            assertTrue(driver().findElement(By.id("analysis-note")).isDisplayed(), "the graph says it is another game");
        }
        await("the menu again (the board is clear)", () -> body("phase").equals("menu"));
        driver().findElement(By.id("cmd-open")).click();
        String remote = catalog("words/words_" + language()).getProperty("mode.remote");
        await("a remote game", () -> body("phase").equals("play") && text(By.id("mode")).equals(remote));
        check("remote game", "play", faults);
        assertTrue(faults.isEmpty(), String.join("\n", faults));
    }

    /** Notes every English word and every overflow the page shows once it is in this state. */
    private void check(String state, String phase, List<String> faults) throws IOException {
        Set<String> english = words(catalog("words/words_en"));
        english.addAll(words(catalog("lights/legend_en")));
        String language = language();
        await(state + " in " + language, () -> language.equals(driver().findElement(By.tagName("html")).getDomAttribute("lang"))
                && body("phase").equals(phase) && !driver().findElements(By.cssSelector("#games a")).isEmpty());
        if (state.equals("menu")) {
            await("the mistakes listed", () -> !body("analysed").isEmpty());
        }
        if (language.equals("en")) {
            english.clear(); // the page in English: only whether it fits
        }
        Set<String> allowed = words(catalog("words/words_" + language));
        allowed.addAll(words(catalog("lights/legend_" + language)));
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) script("""
                const out = [];
                const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                for (let n = walk.nextNode(); n; n = walk.nextNode()) {
                  const p = n.parentElement;
                  const shown = p && (p.closest('svg title') || p.getClientRects().length > 0);
                  if (shown && n.textContent.trim()) out.push(n.textContent.trim());
                }
                for (const e of document.querySelectorAll('[aria-label]')) if (e.getClientRects().length) out.push(e.getAttribute('aria-label'));
                return out;""");
        for (String t : texts) {
            Matcher m = WORD.matcher(t);
            while (m.find()) {
                String w = m.group().toLowerCase(java.util.Locale.ROOT);
                if (english.contains(w) && !allowed.contains(w)) {
                    faults.add(language + ", " + state + ": English \"" + m.group() + "\" in \"" + t + "\"");
                    break;
                }
            }
        }
        @SuppressWarnings("unchecked")
        List<String> over = (List<String>) script("""
                const out = [], w = document.documentElement.clientWidth;
                if (w !== 360) out.push('the page is ' + w + ' px wide, not 360');
                if (document.documentElement.scrollWidth > w) out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px');
                for (const e of document.body.querySelectorAll('*')) {
                  const r = e.getBoundingClientRect();
                  if (r.width > 0 && r.right > w + 0.5) out.push((e.id || e.tagName) + ' ends at ' + Math.round(r.right) + ' px: ' + (e.textContent || '').trim().slice(0, 40));
                }
                return out;""");
        for (String o : over) {
            faults.add(language + ", " + state + ", 360 px: " + o);
        }
        // the mode label shows each mode in its turn: every one must fit, not only this board's
        Properties mine = catalog("words/words_" + language);
        for (String key : mine.stringPropertyNames().stream().filter(k -> k.startsWith("mode.")).sorted().toList()) {
            Number right = (Number) script("const m = document.getElementById('mode'), was = m.textContent; m.textContent = arguments[0];"
                    + " const r = m.getBoundingClientRect().right; m.textContent = was; return r;", mine.getProperty(key));
            if (right.doubleValue() > 360.5) {
                faults.add(language + ", " + state + ", 360 px: the mode label " + key + " ends at " + right + " px");
            }
        }
        screenshot("companion-" + language + "-" + state.replace(' ', '-') + "-360");
    }

    /** The Latin words of four letters or more in a catalog's texts, lower case. */
    private static Set<String> words(Properties catalog) {
        Set<String> out = new HashSet<>();
        for (String key : catalog.stringPropertyNames()) {
            Matcher m = WORD.matcher(catalog.getProperty(key));
            while (m.find()) {
                out.add(m.group().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return out;
    }

    private static Properties catalog(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = CompanionWordsBrowserTest.class.getResourceAsStream(
                "/io/github/morrisboard/" + name + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
