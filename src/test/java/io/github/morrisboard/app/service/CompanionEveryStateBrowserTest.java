package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page in all five languages, in every state the page has, on one board and one Chromium:
 * one window a language (its {@code Accept-Language} and a 360 px phone screen set for that window
 * alone), all five following the same board. The board is driven once through the menu (with an
 * analysed game and its mistakes listed), pairing (each window in turn), a game against the AI (placing,
 * a hint, the AI's ply to carry out, a mismatch, a fault, resign asked and done: the game over, the games
 * numbered), and remote play with a friend's board (waiting for it, its ply to carry out, its draw offer,
 * the draw); at each state every window is read once it shows the board's state. Per language: (a) no
 * English sentence of the catalogs and no English word in the visible text of a non-English page (point
 * names, numbers and the brand aside), (b) at 360 px nothing past the right edge and no sideways
 * scrolling, every mode's label tried in the mode chip, and (c) in remote play the board's words and
 * lights never say "the AI". On the way, the phone's buttons are checked as a person meets them: no
 * Hint, Take back or Resign without a game, Resign asks for a second tap, nothing "sent" outlives its
 * game. The board settles in 250 ms (a profile of its own; the built-in one waits 600 ms), so a
 * person's gestures cost the tour less.
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
        super(withAnalysedGame(), "play", withBroker("mode = human-vs-ai", "level = 1", "ai.min.think = 0", "ai.movetime = 100", "bind = ::",
                "profile = " + quickProfile()));
    }

    /** The shipped hardware profile, the board settling in 250 ms. */
    private static Path quickProfile() throws IOException {
        String shipped = Files.readString(Path.of("firmware-config", "hardware.properties"));
        assertTrue(shipped.contains("sensing.settle.ms = 600"), "the shipped profile's settle time");
        Path p = Files.createTempDirectory("morrisboard-states-profile").resolve("hardware.properties");
        return Files.writeString(p, shipped.replace("sensing.settle.ms = 600", "sensing.settle.ms = " + SETTLE_MS));
    }

    /** The board's settle time here, and how long a hand holds a piece so that the board counts it. */
    private static final long SETTLE_MS = 250, HOLD_MS = SETTLE_MS + 100;

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

    /** The run's browser goes on to the next class with one window, as it came. */
    @AfterAll
    void closeTheOtherWindows() {
        List<String> handles = List.copyOf(windows.values());
        for (String h : handles.subList(Math.min(1, handles.size()), handles.size())) {
            driver().switchTo().window(h).close();
        }
        if (!handles.isEmpty()) {
            driver().switchTo().window(handles.getFirst());
        }
    }

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
                        "lost", "remote: waiting for the friend", "the friend's ply", "the friend offers a draw", "draw"),
                seen.get(language), "the states read");
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
        for (String l : LANGUAGES) {
            to(l);
            await(l + ": the mistakes listed", () -> !body("analysed").isEmpty());
        }
        checkAll("menu");

        // pairing, from each window in turn (one phone's cookie an address: each window pairs it again); the
        // hand follows the board's pink point, as a person at the board does, not the page's step (polled)
        for (String l : LANGUAGES) {
            to(l);
            driver().findElement(By.id("pair-start")).click();
            await(l + ": the first step shown", () -> !body("pair-step").isEmpty());
            check(l, "pairing");
            int done = -1;
            for (int step = 0; step < 3; step++) {
                int last = done;
                await("the board's pink point", () -> pairingPoint() >= 0 && pairingPoint() != last);
                done = pairingPoint();
                board().toggle(done);
                Thread.sleep(HOLD_MS); // past the settle time: the board counts what was meant
                board().toggle(done);
            }
            await(l + ": paired", () -> "paired".equals(body("pairing")) && body("paired").equals("true"));
            check(l, "paired");
        }

        // against the AI; the requests go from the last window paired by 127.0.0.1 (its pairing replaced the
        // earlier windows' session of the one cookie there)
        to(COMMANDS);
        await("the paired phone's buttons", () -> driver().findElement(By.id("cmd-start")).isDisplayed());
        for (String b : List.of("cmd-hint", "cmd-takeback", "cmd-resign")) {
            assertFalse(driver().findElement(By.id(b)).isDisplayed(), b + " is not offered without a game (newcomer finding 6)");
        }
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
        // white's d6 slid to a free corner in the placing phase: no ply, a mismatch once the grace period is over
        String corner = java.util.stream.Stream.of("a1", "g1", "a7", "g7").filter(p -> board().state().pieces()[Point.parse(p)].isEmpty())
                .findFirst().orElseThrow();
        board().toggle(Point.parse("d6"));
        board().toggle(Point.parse(corner));
        awaitBoard("the mismatch", m -> m.equals("Take the piece off " + corner + ". Put the white piece back on d6"));
        checkAll("a mismatch");
        board().toggle(Point.parse(corner)); // in the order the words say: no ply on the way
        Thread.sleep(HOLD_MS);
        board().toggle(Point.parse("d6"));
        awaitBoard("white's turn", m -> m.startsWith("You play white: place a piece"));
        SimulatedFault unplugged = new SimulatedFault.BusUnplugged();
        board().inject(unplugged);
        awaitBoard("the fault", m -> m.contains("does not answer"));
        checkAll("a fault");
        board().clear(unplugged);
        awaitBoard("white's turn", m -> m.equals("You play white: place a piece"));
        for (String l : LANGUAGES) {
            to(l);
            String resign = text(By.id("cmd-resign"));
            driver().findElement(By.id("cmd-resign")).click();
            await("asked to tap again", () -> body("confirm").equals("resign"));
            assertNotEquals(resign, text(By.id("cmd-resign")), l + ": the button says to tap again");
            check(l, "resign asked");
        }
        assertEquals("play", body("phase"), "one tap does not resign");
        to(COMMANDS);
        if (!body("confirm").equals("resign")) { // asked more than 4 s ago: asked again
            driver().findElement(By.id("cmd-resign")).click();
            await("asked to tap again", () -> body("confirm").equals("resign"));
        }
        driver().findElement(By.id("cmd-resign")).click();
        awaitBoard("lost", m -> m.startsWith("The AI wins: you resigned"));
        await("no stale \"sent: Resign\" once the game is over", () -> text(By.id("command-status")).isEmpty());
        checkAll("lost");
        // two games now, numbered as analyse --game numbers them: 1 the one just resigned
        to(COMMANDS);
        await("the games numbered", () -> driver().findElements(By.cssSelector("#games li[data-game]")).size() == 2);
        assertEquals(List.of("1", "2"), driver().findElements(By.cssSelector("#games li")).stream().map(li -> li.getDomAttribute("data-game")).toList());
        if (body("analysed").equals("1")) { // the first game's graph, while the one just ended is analysed: the page says so
            assertTrue(driver().findElement(By.id("analysis-note")).isDisplayed(), "the graph says it is another game");
        }

        // remote play with a friend's board
        board().clearBoard();
        awaitBoard("the menu", m -> m.startsWith("You play white against the AI"));
        to(COMMANDS);
        await("remote play offered", () -> driver().findElement(By.id("cmd-open")).isDisplayed());
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

    /** The point the board lights for a phone's pairing step, or -1. */
    private int pairingPoint() {
        return board().legend().lit().stream().filter(e -> e.key().equals("signal.PAIRING")).mapToInt(e -> Integer.numberOfTrailingZeros(e.points()))
                .findFirst().orElse(-1);
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
        await(state + " in " + language, () -> language.equals(driver().findElement(By.tagName("html")).getDomAttribute("lang"))
                && text(By.id("message")).equals(words.render(board().state().message()))
                && board().legend().lit().stream().map(Legend.Entry::key).toList().equals(driver().findElements(
                        By.cssSelector("#legend-lit li[data-key]")).stream().map(e -> e.getDomAttribute("data-key")).toList()));
        seen.get(language).add(state);
        List<String> found = faults.get(language);
        int before = found.size();
        @SuppressWarnings("unchecked")
        List<String> texts = (List<String>) script("""
                const out = [];
                const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                for (let n = walk.nextNode(); n; n = walk.nextNode()) {
                  const p = n.parentElement;
                  if (p && p.closest('code')) continue; // notation (a position's text), the same in every language as a point's name
                  const shown = p && (p.closest('svg title') || p.getClientRects().length > 0);
                  if (shown && n.textContent.trim()) out.push(n.textContent.trim());
                }
                for (const e of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
                  if (!e.getClientRects().length) continue;
                  for (const a of ['aria-label', 'title']) if (e.getAttribute(a)) out.push(e.getAttribute(a));
                }
                return out;""");
        if (!language.equals("en")) {
            English english = ENGLISH.computeIfAbsent(language, English::against);
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
                // the mode label shows each mode in its turn: every one must fit, not only this board's
                const m = document.getElementById('mode'), was = m.textContent;
                for (const [key, label] of Object.entries(arguments[0])) {
                  m.textContent = label;
                  const right = m.getBoundingClientRect().right;
                  if (right > w + 0.5) out.push('the mode label ' + key + ' ends at ' + Math.round(right) + ' px');
                }
                m.textContent = was;
                return out;""", modes(language));
        over.forEach(o -> found.add(state + ", 360 px: " + o));
        if (found.size() > before) {
            screenshot("companion-states-" + language + "-" + state.replaceAll("[^a-z]+", "-"));
        }
    }

    /** Each language's English to look for, made once. */
    private static final Map<String, English> ENGLISH = new java.util.concurrent.ConcurrentHashMap<>();

    /** Each mode's label in {@code language}, by key. */
    private static Map<String, String> modes(String language) {
        Properties words = catalog("words/words_" + language);
        Map<String, String> modes = new java.util.TreeMap<>();
        words.stringPropertyNames().stream().filter(k -> k.startsWith("mode.")).forEach(k -> modes.put(k, words.getProperty(k)));
        return modes;
    }

    /**
     * The English a page in another language must not show: the English catalogs' sentences (their text
     * around the placeholders, found in a visible text) and their words of four letters or more, less
     * what the page's own language writes the same (point names, numbers, {@code morrisboard}).
     */
    private record English(String language, List<Pattern> sentences, Set<String> words) {
        static English against(String language) {
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

    private static Properties catalog(String name) {
        Properties p = new Properties();
        try (InputStream in = CompanionEveryStateBrowserTest.class.getResourceAsStream("/io/github/morrisboard/" + name + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(name, e);
        }
        return p;
    }
}
