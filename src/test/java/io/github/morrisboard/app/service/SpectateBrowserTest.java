package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code morrisboard spectate} as a person uses it (see {@link SpectateBrowserBase}): both boards
 * appear, a new ply shows live, a broken broadcast is ignored and one that cannot be replayed keeps
 * the board's last good game with the reason; the page only reads, and only under its own names.
 */
class SpectateBrowserTest extends SpectateBrowserBase {
    SpectateBrowserTest() throws Exception {
    }

    @Test
    void bothBoardsShowLiveAndABrokenBroadcastKeepsTheLastGoodGame() throws Exception {
        // boardA's retained game, at once
        awaitPlies("boardA", 3);
        assertEquals("white", pieceOn("boardA", "d6"));
        assertEquals("black", pieceOn("boardA", "f4"));
        assertEquals("none", pieceOn("boardA", "d2"));
        assertEquals("playing", cardText("boardA", "state"));
        assertEquals("against a friend's board", cardText("boardA", "mode"));
        assertEquals("Black places a piece", cardText("boardA", "turn"));
        assertEquals("last: 2. b2", cardText("boardA", "last"));
        await("the broker shown connected", () -> "connected to the broker".equals(
                driver().findElement(By.id("broker")).getDomProperty("textContent")));

        // boardB's game arrives while the page is open; boardB abandons it
        assertTrue(savesB.save(Setups.EXAMPLE, game("a1")));
        awaitPlies("boardB", 1);
        assertTrue(savesB.abandoned(Setups.EXAMPLE, game("a1")));
        await("boardB abandoned", () -> "abandoned".equals(cardData("boardB", "state")));
        assertEquals("white", pieceOn("boardB", "a1"));
        assertEquals("abandoned", cardText("boardB", "state"));
        assertEquals(List.of("boardA", "boardB"), driver().findElements(By.cssSelector("section.spectated")).stream()
                .map(e -> e.getDomAttribute("data-board")).toList(), "both boards, by name");
        assertEquals("2", body("boards"));

        // boardA's next ply, live
        assertTrue(savesA.save(REMOTE, game("d6 f4 b2 d2")));
        awaitPlies("boardA", 4);
        assertEquals("black", pieceOn("boardA", "d2"));
        assertEquals("last: 2. b2 d2", cardText("boardA", "last"));

        // a line that is no broadcast, then one whose fifth ply is illegal: the first is ignored, the
        // second shown with its reason, and the board keeps its last good game
        publishAsBoardA("morrisboard/1 board boardA on remote 9 d6", "morrisboard/1 board boardA over remote 5 d6 f4 b2 d2 d6");
        await("boardA's unreplayable broadcast shown", () -> !cardData("boardA", "problem").isEmpty());
        assertTrue(cardData("boardA", "problem").startsWith("ply 5 \"d6\": "), cardData("boardA", "problem"));
        assertTrue(cardText("boardA", "problem").startsWith("Its latest game cannot be replayed: ply 5 \"d6\": "), cardText("boardA", "problem"));
        assertEquals("4", cardData("boardA", "plies"), "the last good game kept");
        assertEquals("on", cardData("boardA", "state"));
        assertEquals("black", pieceOn("boardA", "d2"));
        assertEquals("white", pieceOn("boardB", "a1"), "the other board untouched");

        // the board's next good broadcast: shown again, without the problem
        assertTrue(savesA.save(REMOTE, game("d6 f4 b2 d2 a1")));
        awaitPlies("boardA", 5);
        assertEquals("", cardData("boardA", "problem"));
        assertEquals("", cardText("boardA", "problem"));
        assertEquals("white", pieceOn("boardA", "a1"));
        screenshot("spectate-two-boards");
    }

    @Test
    void thePageOnlyReads() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI boards = page().resolve("/api/boards");
        String[] json = {""};
        await("boardA in GET /api/boards (" + json[0] + ")", () -> {
            try {
                HttpResponse<String> got = http.send(HttpRequest.newBuilder(boards).build(), HttpResponse.BodyHandlers.ofString());
                json[0] = got.statusCode() + " " + got.body();
            } catch (java.io.IOException e) {
                json[0] = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return json[0].startsWith("200 {\"connected\":true,\"boards\":[{\"board\":\"boardA\"");
        });
        for (String path : List.of("/api/boards", "/api/events", "/")) {
            HttpResponse<String> post = http.send(HttpRequest.newBuilder(page().resolve(path)).POST(HttpRequest.BodyPublishers.ofString("x")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(405, post.statusCode(), "POST " + path + ": " + post.body());
            assertEquals("GET", post.headers().firstValue("Allow").orElse(""));
        }
    }

    @Test
    void aForeignHostIsRefused() throws Exception {
        String self = "127.0.0.1:" + page().getPort();
        assertEquals(200, getWithHost("/api/boards", self));
        assertEquals(200, getWithHost("/", "localhost:" + page().getPort()));
        assertEquals(403, getWithHost("/api/boards", "evil.example:" + page().getPort()), "DNS rebinding");
        assertEquals(403, getWithHost("/", "127.0.0.1:1"), "another port");
    }

}
