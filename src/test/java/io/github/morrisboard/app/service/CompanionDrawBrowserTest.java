package io.github.morrisboard.app.service;

import io.github.morrisboard.remote.Mosquitto;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The companion page's draw buttons in headless Chromium, on the assembled board in a remote game
 * through a real Mosquitto: the friend's board is a plain MQTT client saying its words on its
 * {@code end/black} topic. The paired phone opens the game, declines the friend's offer, offers a
 * draw itself, and the friend's accept ends the game on the page.
 */
class CompanionDrawBrowserTest extends CompanionBrowserTest {
    private static Mosquitto broker;
    private static final Pattern CODE = Pattern.compile("Game code ([a-g][1-7](?:-[a-g][1-7]){3})");

    CompanionDrawBrowserTest() throws Exception {
        super(remoteSettings());
    }

    private static String[] remoteSettings() throws Exception {
        Path dir = Files.createTempDirectory("morrisboard-draw-broker");
        broker = Mosquitto.forBoards(dir, Map.of("boardA", "boardA-secret", "friend", "friend-secret"));
        Path password = Files.writeString(dir.resolve("password"), "boardA-secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        return new String[] {"remote.broker = " + broker.plainUri(), "remote.user = boardA", "remote.password-file = " + password};
    }

    @AfterAll
    void stopBroker() throws InterruptedException {
        broker.close();
    }

    private boolean shown(String id) {
        return driver().findElement(By.id(id)).isDisplayed();
    }

    @Test
    void thePhoneDeclinesTheFriendsOfferThenOffersADrawWhichTheFriendAccepts() throws Exception {
        open();
        await("the page to know this phone", () -> !body("paired").isEmpty());
        pairAtTheBoard();
        await("remote play offered", () -> shown("cmd-open"));
        assertFalse(shown("cmd-draw"), "no draw to offer in the menu");

        driver().findElement(By.id("cmd-open")).click();
        await("the game to start", () -> body("phase").equals("play") && CODE.matcher(text(By.id("message"))).find());
        Matcher m = CODE.matcher(text(By.id("message")));
        assertTrue(m.find());
        String code = m.group(1);
        await("the offer button", () -> shown("cmd-draw"));
        assertFalse(shown("cmd-accept-draw"));

        MqttClient friend = new MqttClient(broker.plainUri().toString(), "friend-" + System.nanoTime(), new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName("friend");
        o.setPassword("friend-secret".toCharArray());
        friend.connect(o);
        try {
            BlockingQueue<String> heard = new LinkedBlockingQueue<>();
            String game = "morrisboard/games/" + code + "/by/";
            friend.subscribe(game + "boardA/end", 1, (t, msg) -> heard.add(new String(msg.getPayload(), StandardCharsets.UTF_8)));
            // the friend's board sits on black (the board hears only the board seated opposite), then offers a draw
            friend.publish(game + "friend/seat", ("morrisboard/1 seat " + code + " black friend standard").getBytes(StandardCharsets.UTF_8), 1, true);
            friend.publish(game + "friend/end", ("morrisboard/1 end " + code + " black offer 0").getBytes(StandardCharsets.UTF_8), 1, true);
            await("the friend's offer on the page", () -> shown("cmd-accept-draw") && shown("cmd-decline-draw") && !shown("cmd-draw"));
            assertTrue(text(By.id("message")).startsWith("Your opponent offers a draw"), text(By.id("message")));
            assertEquals("Accept the draw", text(By.id("cmd-accept-draw")));

            driver().findElement(By.id("cmd-decline-draw")).click();
            assertEquals("morrisboard/1 end " + code + " white decline 0", heard.poll(30, TimeUnit.SECONDS));
            await("declined: the offer button again", () -> shown("cmd-draw") && !shown("cmd-accept-draw"));

            driver().findElement(By.id("cmd-draw")).click();
            assertEquals("morrisboard/1 end " + code + " white offer 0", heard.poll(30, TimeUnit.SECONDS));
            await("the page says the offer is out", () -> text(By.id("message")).startsWith("You offered a draw"));
            assertFalse(shown("cmd-draw"), "one offer at a time");
            friend.publish(game + "friend/end", ("morrisboard/1 end " + code + " black accept 0").getBytes(StandardCharsets.UTF_8), 1, true);
            await("the game over", () -> body("phase").equals("over"));
            await("in words", () -> text(By.id("message")).startsWith("Draw agreed"));
            assertFalse(shown("cmd-draw") || shown("cmd-accept-draw") || shown("cmd-decline-draw"), "nothing to answer after the game");
        } finally {
            friend.disconnect();
            friend.close();
        }
    }
}
