package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.remote.Topics;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.sim.SimulatedFault;
import io.github.morrisboard.store.AnalysisFiles;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.web.AnalysisJson;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Words;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.Select;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page in all five languages, in every state the page has, on one board and one Chromium:
 * one window a language (its {@code Accept-Language} and a 360 px phone screen set for that window
 * alone), all five following the same board. The board is driven once through the menu (with an
 * analysed game and its mistakes), pairing, a game against the AI (placing, a hint, the AI's ply to carry
 * out, a mismatch, a fault, resign asked and done: lost), a game of two people (a mill's removal owed,
 * moving, flying, won), and remote play with a friend's board (waiting for it, its ply to carry out, its
 * draw offer, the draw); at each state every window is read once it shows the board's state. Per
 * language: (a) no English sentence of the catalogs and no English word in the visible text of a
 * non-English page (point names, numbers and the brand aside), (b) at 360 px nothing past the right edge
 * and no sideways scrolling, and (c) in remote play the board's words and lights never say "the AI".
 */
class CompanionEveryStateBrowserTest extends CompanionBrowserTest {
    private static final List<String> LANGUAGES = List.of("en", "ru", "pl", "cs", "hu");
    /** A Latin word of four letters or more. */
    private static final Pattern WORD = Pattern.compile("\\b[A-Za-z]{4,}\\b");
    /** Each language's word for the AI (its catalog's "The AI is thinking"), which remote play must not say. */
    private static final Map<String, Pattern> THE_AI = Map.of("en", Pattern.compile("\\bAI\\b"), "ru", Pattern.compile("(?iu)компьютер"),
            "pl", Pattern.compile("(?iu)komputer"), "cs", Pattern.compile("(?iu)počítač"), "hu", Pattern.compile("(?iu)(?<!\\p{L})gép"));

    private static Mosquitto broker;
    /** The window the phone's requests go from. */
    private static final String COMMANDS = "pl";

    /** Each language's window. */
    private final Map<String, String> windows = new LinkedHashMap<>();
    /** What each language's checks found, state by state. */
    private final Map<String, List<String>> faults = new LinkedHashMap<>();
    /** The states each language's window was read in. */
    private final Map<String, List<String>> seen = new LinkedHashMap<>();
    private Throwable tourFailed;
    private boolean toured;

    CompanionEveryStateBrowserTest() throws Exception {
        super(withAnalysedGame(), "play", withBroker("mode = human-vs-ai", "level = 1", "ai.min.think = 0", "ai.movetime = 100", "bind = ::"));
    }

    private static String[] withBroker(String... settings) throws Exception {
        Path dir = Files.createTempDirectory("morrisboard-states-broker");
        broker = Mosquitto.forBoards(dir, Map.of("board", "board-secret", "friend", "friend-secret"));
        Path password = Files.writeString(dir.resolve("password"), "board-secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        List<String> all = new ArrayList<>(List.of(settings));
        all.addAll(List.of("remote.broker = " + broker.plainUri(), "remote.user = board", "remote.password-file = " + password));
        return all.toArray(String[]::new);
    }

    private static Path withAnalysedGame() throws Exception {
        Path stateDir = Files.createTempDirectory("morrisboard-states");
        Game game = AnalysisAfterGameTest.finishedGame();
        Analysis analysis = new Analyser(Searcher.of(2, Tables.none()), 20_000).analyse(game);
        assertTrue(!analysis.marked().isEmpty(), "mistakes to list");
        new GameStore(stateDir).appendHistory(Setups.EXAMPLE, game);
        new AnalysisFiles(stateDir).write(game.rules(), game.plies(), AnalysisJson.of(analysis));
        return stateDir;
    }

    @AfterAll
    void stopBroker() throws InterruptedException {
        broker.close();
    }

    @org.junit.jupiter.api.Disabled("unfinished (issue 32): the tour reaches the menu, pairing in all five windows, placing, the hint and the AI's ply; "
            + "the mismatch step (two pieces put down at once) is not seen by the board yet, and the states after it were never run")
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "pl", "cs", "hu"})
    void noEnglishNothingOverflowsAt360PxAndAFriendIsNeverTheAi(String language) throws Throwable {
        if (!toured) {
            toured = true;
            try {
                tour();
            } catch (Throwable t) {
                tourFailed = t;
            }
        }
        if (tourFailed != null) {
            throw new AssertionError("the tour of the states stopped: " + tourFailed.getMessage(), tourFailed);
        }
        assertEquals(List.of("menu", "pairing", "paired", "placing", "hint", "the AI's ply", "a mismatch", "a fault", "resign asked",
                        "lost", "a mill: a removal owed", "moving", "flying", "won", "remote: waiting for the friend", "the friend's ply",
                        "the friend offers a draw", "draw"), seen.get(language), "the states read");
        assertTrue(faults.get(language).isEmpty(), String.join("\n", faults.get(language)));
    }

    // ---------------------------------------------------------------- the board's states, once

    private void tour() throws Exception {
        for (String l : LANGUAGES) {
            if (!windows.isEmpty()) {
                driver().switchTo().newWindow(WindowType.WINDOW);
            }
            windows.put(l, driver().getWindowHandle());
            faults.put(l, new ArrayList<>());
            seen.put(l, new ArrayList<>());
            String agent = (String) script("return navigator.userAgent");
            driver().executeCdpCommand("Emulation.setUserAgentOverride", Map.of("userAgent", agent, "acceptLanguage", l));
            driver().executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    Map.of("width", 360, "height", 800, "deviceScaleFactor", 1, "mobile", true));
            // the board gives one client address at most half of its live streams (4): three windows come
            // from 127.0.0.1, two from ::1 (the board listens on both: bind = ::)
            driver().get(LANGUAGES.indexOf(l) < 3 ? page().toString() : page().toString().replace("127.0.0.1", "[::1]"));
            await("the page to draw its first state", () -> "true".equals(body("ready")));
        }
        await("the mistakes listed", () -> !body("analysed").isEmpty());
        checkAll("menu");

        // pairing, from each window in turn (one phone's cookie: each pairs it again)
        for (String l : LANGUAGES) {
            to(l);
            driver().findElement(By.id("pair-start")).click();
            String last = "";
            boolean first = true;
            while (true) {
                String before = last;
                await("the next step, or paired", () -> body("paired").equals("true") && "paired".equals(body("pairing"))
                        || !body("pair-step").isEmpty() && !body("pair-step").equals(before));
                if ("paired".equals(body("pairing"))) {
                    break;
                }
                if (first) {
                    check(l, "pairing");
                    first = false;
                }
                last = body("pair-step");
                int point = Point.parse(last.substring(last.indexOf(' ') + 1));
                board().toggle(point);
                Thread.sleep(800); // past the settle time: the board counts what was meant
                board().toggle(point);
                Thread.sleep(800);
            }
            check(l, "paired");
        }

        // against the AI; the requests go from the last window paired by 127.0.0.1 (its pairing replaced the
        // earlier windows' session of the one cookie there)
        to(COMMANDS);
        driver().findElement(By.id("cmd-start")).click();
        awaitBoard("a game", m -> m.startsWith("You play white: place a piece"));
        checkAll("placing");
        driver().findElement(By.id("cmd-hint")).click();
        awaitBoard("the hint", m -> m.contains("Hint"));
        await("the hint sent", () -> !text(By.id("command-status")).isEmpty());
        checkAll("hint");
        put("d6");
        String ai = awaitBoard("the AI's placement", m -> m.startsWith("The AI places"));
        checkAll("the AI's ply");
        put(ai.replaceAll(".* on ([a-g][1-7]).*", "$1"));
        awaitBoard("white's turn", m -> m.startsWith("You play white: place a piece"));
        // two pieces put down at once on empty points: no ply, a mismatch once the grace period is over
        List<Integer> empty = java.util.stream.IntStream.range(0, Point.COUNT).filter(p -> board().state().pieces()[p].isEmpty()).boxed().toList();
        board().toggle(empty.get(0));
        board().toggle(empty.get(1));
        awaitBoard("the mismatch", m -> m.startsWith("Take the pieces off"));
        checkAll("a mismatch");
        board().toggle(empty.get(0));
        board().toggle(empty.get(1));
        awaitBoard("white's turn", m -> m.startsWith("You play white: place a piece"));
        SimulatedFault unplugged = new SimulatedFault.BusUnplugged();
        board().inject(unplugged);
        awaitBoard("the fault", m -> !m.startsWith("You play white"));
        checkAll("a fault");
        board().clear(unplugged);
        awaitBoard("white's turn", m -> m.startsWith("You play white: place a piece"));
        for (String l : LANGUAGES) {
            to(l);
            driver().findElement(By.id("cmd-resign")).click();
            await("asked to tap again", () -> body("confirm").equals("resign"));
            check(l, "resign asked");
        }
        to(COMMANDS);
        driver().findElement(By.id("cmd-resign")).click();
        awaitBoard("lost", m -> m.startsWith("The AI wins: you resigned"));
        checkAll("lost");

        // two people: a mill, moving, flying, won
        board().clearBoard();
        awaitBoard("the menu", m -> m.startsWith("You play white against the AI"));
        to(COMMANDS);
        new Select(driver().findElement(By.id("set-mode"))).selectByValue("human-vs-human");
        driver().findElement(By.id("settings-apply")).click();
        awaitBoard("two players chosen", m -> m.startsWith("Two players"));
        driver().findElement(By.id("cmd-start")).click();
        awaitBoard("a game of two", m -> m.startsWith("White:") || m.contains("White"));
        plies("a1 c3 a4 e5 a7");
        awaitBoard("white's removal", m -> m.contains("ill"));
        checkAll("a mill: a removal owed");
        plies("xc3 c5 d7 e3 g7 xc5 b2 g4 f6 g1 xe3 d3 d1 xb2 d5 d2 f2");
        checkAll("moving");
        plies("a4-b4 d5-d6 b4-a4 xe5 d6-d5 a4-b4 d5-d6 b4-a4 xd3");
        board().toggle(Point.parse("f2")); // black, down to three, lifts a piece: it may fly anywhere
        awaitBoard("black lifted a piece", m -> !board().legend().lit().isEmpty() && board().legend().lit().stream()
                .anyMatch(e -> e.key().equals("signal.TARGET") && Integer.bitCount(e.points()) > 4));
        checkAll("flying");
        board().toggle(Point.parse("c3"));
        awaitRecordEnds("f2-c3");
        plies("a4-b4 c3-e3 b4-a4 xf6");
        awaitBoard("won", m -> m.startsWith("White wins"));
        checkAll("won");

        // remote play with a friend's board
        board().clearBoard();
        awaitBoard("the menu", m -> m.startsWith("Two players"));
        to(COMMANDS);
        driver().findElement(By.id("cmd-open")).click();
        String opened = awaitBoard("the game's code", m -> m.contains("Game code "));
        String code = opened.replaceAll("(?s).*Game code ([a-g][1-7](?:-[a-g][1-7]){3}).*", "$1");
        checkAll("remote: waiting for the friend");
        Topics topics = Topics.of(GameCode.ofId(code));
        MqttClient friend = new MqttClient(broker.plainUri().toString(), "friend-" + System.nanoTime(), new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName("friend");
        o.setPassword("friend-secret".toCharArray());
        friend.connect(o);
        try {
            friend.publish(topics.seat("friend"), ("morrisboard/1 seat " + code + " black friend standard").getBytes(StandardCharsets.UTF_8), 1, true);
            awaitBoard("the friend seated", m -> m.startsWith("You play white: place"));
            put("d6");
            friend.publish(topics.plies("friend"), ("morrisboard/1 ply " + code + " 2 black b4").getBytes(StandardCharsets.UTF_8), 1, false);
            awaitBoard("the friend's ply", m -> m.startsWith("The opponent places a black piece on b4"));
            checkAll("the friend's ply");
            put("b4");
            awaitBoard("white's turn", m -> m.startsWith("You play white: place"));
            friend.publish(topics.end("friend"), ("morrisboard/1 end " + code + " black offer 2").getBytes(StandardCharsets.UTF_8), 1, true);
            awaitBoard("the friend's offer", m -> m.contains("offers a draw"));
            checkAll("the friend offers a draw");
            to(COMMANDS);
            await("the accept button", () -> driver().findElement(By.id("cmd-accept-draw")).isDisplayed());
            driver().findElement(By.id("cmd-accept-draw")).click();
            awaitBoard("the draw", m -> m.startsWith("Draw agreed"));
            checkAll("draw");
        } finally {
            friend.disconnect();
            friend.close();
        }
    }

    /** The board's message in English, once it will do (waited for). */
    private String awaitBoard(String what, java.util.function.Predicate<String> ok) {
        String[] last = {""};
        try {
            await(what, () -> ok.test(last[0] = Words.english().render(board().state().message())));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("waited for " + what + "; the board says \"" + last[0] + "\"", e);
        }
        return last[0];
    }

    /** Plies by hand, each awaited in the board's record: "d6" put down, "a1-a4" lifted and put down, "xd1" lifted. */
    private void plies(String plies) throws InterruptedException {
        for (String p : plies.split(" ")) {
            Ply ply = Notation.parsePly(p);
            if (ply.kind() == Ply.Kind.MOVE) {
                board().toggle(ply.from());
                await("lifted " + Point.name(ply.from()), () -> !board().state().magnets()[ply.from()]);
                Thread.sleep(50);
            }
            board().toggle(ply.to());
            awaitRecordEnds(p);
        }
    }

    private void put(String point) {
        board().toggle(Point.parse(point));
        awaitRecordEnds(point);
    }

    private void awaitRecordEnds(String ply) {
        await("the ply " + ply + " in the record", () -> (" " + board().state().record()).endsWith(" " + ply));
    }

    private void to(String language) {
        driver().switchTo().window(windows.get(language));
    }

    private void checkAll(String state) throws IOException {
        for (String l : LANGUAGES) {
            to(l);
            check(l, state);
        }
    }

    // ---------------------------------------------------------------- what a window shows

    /** Reads this window (the current one) once it shows the board's state, and notes what is wrong. */
    private void check(String language, String state) throws IOException {
        Words words = Words.of(Language.parse(language));
        List<String> legend = board().legend().lit().stream().map(Legend.Entry::key).toList();
        await(state + " in " + language, () -> language.equals(driver().findElement(By.tagName("html")).getDomAttribute("lang"))
                && text(By.id("message")).equals(words.render(board().state().message()))
                && legend.equals(driver().findElements(By.cssSelector("#legend-lit li[data-key]")).stream()
                .map(e -> e.getDomAttribute("data-key")).toList()));
        seen.get(language).add(state);
        List<String> found = faults.get(language);
        int before = found.size();
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) script("""
                const out = [];
                const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                for (let n = walk.nextNode(); n; n = walk.nextNode()) {
                  const p = n.parentElement;
                  const shown = p && (p.closest('svg title') || p.getClientRects().length > 0);
                  if (shown && n.textContent.trim()) out.push(n.textContent.trim());
                }
                for (const e of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
                  if (!e.getClientRects().length) continue;
                  for (const a of ['aria-label', 'title']) if (e.getAttribute(a)) out.push(e.getAttribute(a));
                }
                return out;""");
        if (!language.equals("en")) {
            English english = English.against(language);
            for (String t : texts) {
                english.in(t).ifPresent(e -> found.add(state + ": English " + e + " in \"" + t + "\""));
            }
        }
        if (state.startsWith("remote") || state.startsWith("the friend") || state.equals("draw")) {
            String said = String.join(" | ", List.of(text(By.id("message")), text(By.id("sync")), text(By.id("turn")), text(By.id("mode")),
                    text(By.id("legend-lit"))));
            if (THE_AI.get(language).matcher(said).find()) {
                found.add(state + ": remote play says the AI: \"" + said + "\"");
            }
        }
        @SuppressWarnings("unchecked")
        List<String> over = (List<String>) script("""
                const out = [], w = window.innerWidth;
                if (document.documentElement.clientWidth !== 360) out.push('the page is ' + document.documentElement.clientWidth + ' px wide, not 360');
                if (document.documentElement.scrollWidth > w) out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px');
                for (const e of document.body.querySelectorAll('*')) {
                  const r = e.getBoundingClientRect();
                  if (r.width > 0 && r.right > w + 0.5) out.push((e.id || e.tagName) + ' ends at ' + Math.round(r.right) + ' px: ' + (e.textContent || '').trim().slice(0, 40));
                }
                return out;""");
        over.forEach(o -> found.add(state + ", 360 px: " + o));
        if (found.size() > before) {
            screenshot("companion-states-" + language + "-" + state.replaceAll("[^a-z]+", "-"));
        }
    }

    /**
     * The English a page in another language must not show: the English catalogs' sentences (their text
     * around the placeholders, found in a visible text) and their words of four letters or more, less
     * what the page's own language writes the same (point names, numbers, {@code morrisboard}).
     */
    private record English(String language, List<Pattern> sentences, Set<String> words) {
        static English against(String language) throws IOException {
            Set<String> own = new HashSet<>();
            Set<String> ownWords = new HashSet<>();
            for (String c : List.of("words/words_", "lights/legend_")) {
                Properties p = catalog(c + language);
                for (String k : p.stringPropertyNames()) {
                    own.add(p.getProperty(k).strip());
                    Matcher m = WORD.matcher(p.getProperty(k));
                    while (m.find()) {
                        ownWords.add(m.group().toLowerCase(Locale.ROOT));
                    }
                }
            }
            List<Pattern> sentences = new ArrayList<>();
            Set<String> words = new HashSet<>();
            for (String c : List.of("words/words_en", "lights/legend_en")) {
                Properties p = catalog(c);
                for (String k : p.stringPropertyNames()) {
                    String v = p.getProperty(k).strip();
                    Matcher m = WORD.matcher(v);
                    while (m.find()) {
                        if (!ownWords.contains(m.group().toLowerCase(Locale.ROOT))) {
                            words.add(m.group().toLowerCase(Locale.ROOT));
                        }
                    }
                    if (own.contains(v)) {
                        continue; // written the same in this language
                    }
                    // the sentence's own text: its placeholders stand for anything, those at its ends for nothing
                    String core = v.replaceAll("^(\\{\\w+}\\s*)+|(\\s*\\{\\w+})+$", "");
                    if (!core.matches("(?s).*([A-Za-z]{4,}|[A-Za-z]{2,}\\W+[A-Za-z]{2,}).*")) {
                        continue; // nothing but placeholders, point names, signs or one short word (the words' check has those)
                    }
                    StringBuilder re = new StringBuilder("(?<![\\p{L}\\p{N}])");
                    String[] parts = core.split("\\{\\w+}", -1);
                    for (int i = 0; i < parts.length; i++) {
                        re.append(i > 0 ? ".+?" : "").append(Pattern.quote(parts[i]));
                    }
                    sentences.add(Pattern.compile(re.append("(?![\\p{L}\\p{N}])").toString()));
                }
            }
            return new English(language, sentences, words);
        }

        /** The English in one visible text, if any: a catalog sentence, else a word. */
        java.util.Optional<String> in(String text) {
            String t = text.replace("morrisboard", "");
            for (Pattern s : sentences) {
                Matcher m = s.matcher(t);
                if (m.find()) {
                    return java.util.Optional.of("sentence \"" + m.group() + "\"");
                }
            }
            Matcher m = WORD.matcher(t);
            while (m.find()) {
                if (words.contains(m.group().toLowerCase(Locale.ROOT))) {
                    return java.util.Optional.of("word \"" + m.group() + "\"");
                }
            }
            return java.util.Optional.empty();
        }
    }

    private static Properties catalog(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = CompanionEveryStateBrowserTest.class.getResourceAsStream("/io/github/morrisboard/" + name + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
