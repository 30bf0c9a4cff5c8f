package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whatever arrives from the broker, on any topic a board reads (its friend's, a third user's, its own),
 * random bytes or a real message with a word changed, dropped, doubled or cut: the board's own listener
 * ends it in a value or one refusal line, and never throws out of Paho's callback (F3, F4). No broker:
 * the messages go straight into a remote game's listener, as {@link MqttLink} hands them over.
 */
class RemotePayloadPropertyTest {
    private static final GameCode CODE = GameCode.parse("a1,b4,d2,g7");
    private static final String GAME = CODE.id();
    private static final List<String> USERS = List.of("boardA", "boardB", "evil");

    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final List<Logger> loggers = new ArrayList<>();
    private final List<Event> posted = new CopyOnWriteArrayList<>();
    private RemoteGame game;

    @BeforeProperty
    void open() {
        logged.start();
        for (Class<?> c : List.of(MqttLink.class, Topics.class, RemoteGame.class, RemoteOpponent.class, Message.class)) {
            Logger l = (Logger) LoggerFactory.getLogger(c);
            l.addAppender(logged);
            loggers.add(l);
        }
        // a broker that is never started: nothing connects, the messages are handed over by the test
        MqttLink.Settings settings = new MqttLink.Settings(URI.create("tcp://127.0.0.1:9"), "prop-" + System.nanoTime(), "boardA",
                "pw".toCharArray(), Optional.empty(), 30, 60_000);
        game = new RemoteGame(settings, CODE, Color.WHITE, Rules.STANDARD, TestBoard.NO_HINTS, posted::add, () -> 0L);
        deliver(Topics.of(CODE).seat("boardB"), new Message.Seat(GAME, Color.BLACK, "boardB", Rules.STANDARD).text());
    }

    @AfterProperty
    void close() {
        loggers.forEach(l -> l.detachAppender(logged));
        game.close();
    }

    private void deliver(String topic, String payload) {
        MqttLink.deliver(game.listener(), topic, payload.getBytes(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<String> topics() {
        Topics t = Topics.of(CODE);
        return Combinators.combine(Arbitraries.of(USERS), Arbitraries.of(Topics.Kind.values())).as(t::of);
    }

    /** Real messages of this game, to be mutated. */
    static final List<String> VALID = List.of(
            "morrisboard/1 seat " + GAME + " black boardB standard",
            "morrisboard/1 seat " + GAME + " white evil twelve,flying=off",
            "morrisboard/1 ply " + GAME + " 2 black d6",
            "morrisboard/1 ply " + GAME + " 1 white a1-a4",
            "morrisboard/1 record " + GAME + " 3 d2 d6 xd2",
            "morrisboard/1 end " + GAME + " black offer 4",
            "morrisboard/1 end " + GAME + " white resign 0",
            "morrisboard/1 record " + GAME + ".3 2 d2 d6",
            "morrisboard/1 seat " + GAME + ".4 black boardB standard",
            "morrisboard/1 hello 3");

    @Provide
    Arbitrary<String> payloads() {
        Arbitrary<String> word = Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(12),
                Arbitraries.of(",", ",,,", " , ", "=", "flying=", "draw-plies=-1", "draw-plies=99999999999", "-1", "0", "2147483648",
                        "a1-", "x", "xx9", "-", "white", "BLACK", GAME, "morrisboard/1", "seat", "ply", "record", "end", "\u0000", "\uFFFF"));
        Arbitrary<String> mutated = Combinators.combine(Arbitraries.of(VALID), Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(0, 3), word).as((valid, at, how, w) -> {
            List<String> words = new ArrayList<>(List.of(valid.split(" ")));
            int i = Math.min(at, words.size() - 1);
            switch (how) {
                case 0 -> words.set(i, w);
                case 1 -> words.remove(i);
                case 2 -> words.add(i, w);
                default -> {
                    return valid.substring(0, Math.min(valid.length(), at * 7));
                }
            }
            return String.join(" ", words);
        });
        Arbitrary<String> random = Arbitraries.strings().ofMaxLength(200);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(6, mutated), net.jqwik.api.Tuple.of(2, random),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(RemotePlayTest.hostile(GAME))));
    }

    @Property(tries = 3000)
    void everyPayloadOnEveryTopicEndsInAValueOrOneRefusalLine(@ForAll("topics") String topic, @ForAll("payloads") String payload) {
        int before = logged.list.size();
        assertDoesNotThrow(() -> game.listener().message(topic, payload), () -> "on " + topic + ": \"" + payload + "\"");
        long refusals = logged.list.subList(before, logged.list.size()).stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(Level.WARN)).count();
        assertTrue(refusals <= 1, () -> refusals + " refusal lines for \"" + payload + "\" on " + topic + ": "
                + logged.list.subList(before, logged.list.size()));
        logged.list.subList(before, logged.list.size()).forEach(e -> assertTrue(!e.getFormattedMessage().contains("\n"),
                () -> "a refusal of more than one line: " + e.getFormattedMessage()));
    }
}
