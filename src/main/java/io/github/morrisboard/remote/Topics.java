package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The MQTT topics of one game. Each board writes only under its own broker user,
 * {@code morrisboard/games/<id>/by/<user>/}: {@code plies} (each ply once it was accepted on the
 * board that played it), {@code record} (its whole record, retained, so the other board catches up
 * at a (re)connection), {@code seat} (the side it plays and the rules, retained), {@code end} (its
 * side's latest word, retained) and {@code hello} (to itself, at each connection). So the broker's
 * ACL needs no game and no other board's name: {@link #ACL_PATTERN} lets every board write under its
 * own user only (Mosquitto puts the authenticated user for {@code %u}), {@link #ACL_READ} lets it read
 * every game. A receiver subscribes {@link #everyBoard()} and takes the sender from the topic
 * ({@link #from}), never from the payload.
 */
public record Topics(String gameId) {
    private static final Logger log = LoggerFactory.getLogger(Topics.class);
    public static final String ROOT = "morrisboard/games/";
    /** The ACL line (a {@code pattern}, for every user) that lets each board write under its own user only. */
    public static final String ACL_PATTERN = "pattern readwrite " + ROOT + "+/by/%u/#";
    /** The ACL line (under each board's {@code user}) that lets it read every game. */
    public static final String ACL_READ = "topic read " + ROOT + "#";

    /** What a board publishes under its user: each kind is one topic level. */
    public enum Kind {
        PLIES(Message.PlyMessage.class), RECORD(Message.Record.class), SEAT(Message.Seat.class), END(Message.End.class),
        /** A board's hello to itself: no {@link Message}. */
        HELLO(null);

        private final Class<? extends Message> carries;

        Kind(Class<? extends Message> carries) {
            this.carries = carries;
        }

        String level() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A message's sender (the broker user under whose {@code by/} it was published) and its kind. */
    public record From(String user, Kind kind) {
    }

    /**
     * {@code payload} as the message a topic of {@code from}'s kind carries, of this game's code (any
     * generation: {@link Generation}); empty for a
     * message that does not parse, is of another game or of another kind (logged in one line).
     */
    public Optional<Message> read(From from, String payload) {
        Message m;
        try {
            m = Message.parse(payload);
        } catch (RuntimeException e) { // any parser's exception (a rules text, a point, a number), not only its IllegalArgumentException
            log.warn("ignored a message of {} on {}: {}", from.user(), from.kind(), String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString()));
            return Optional.empty();
        }
        Class<? extends Message> carries = from.kind().carries;
        if (!Generation.code(m.gameId()).equals(gameId) || carries == null || !carries.isInstance(m)) {
            log.warn("ignored a message of {} on {} that is not of this game or kind: {}", from.user(), from.kind(), m.text());
            return Optional.empty();
        }
        return Optional.of(m);
    }

    public static Topics of(GameCode code) {
        return new Topics(code.id());
    }

    /** What every board of this game publishes (the subscription). */
    public String everyBoard() {
        return ROOT + gameId + "/by/+/#";
    }

    /** Where {@code user} publishes messages of {@code kind}. */
    public String of(String user, Kind kind) {
        return ROOT + gameId + "/by/" + user + "/" + kind.level();
    }

    public String plies(String user) {
        return of(user, Kind.PLIES);
    }

    public String record(String user) {
        return of(user, Kind.RECORD);
    }

    /** Which side {@code user}'s board plays, and with which rules (retained). */
    public String seat(String user) {
        return of(user, Kind.SEAT);
    }

    /** {@code user}'s latest word on ending the game (retained). */
    public String end(String user) {
        return of(user, Kind.END);
    }

    /**
     * Where a board says hello to itself at each connection: its own hello coming back means the
     * retained seats (subscribed to before) are in, so it may take its seat.
     */
    public String hello(String user) {
        return of(user, Kind.HELLO);
    }

    /** Who sent a message on {@code topic}, and what kind it is; empty for a topic of another game or of no known kind. */
    public Optional<From> from(String topic) {
        String head = ROOT + gameId + "/by/";
        if (!topic.startsWith(head)) {
            return Optional.empty();
        }
        List<String> rest = List.of(topic.substring(head.length()).split("/", -1));
        if (rest.size() != 2 || rest.getFirst().isEmpty()) {
            return Optional.empty();
        }
        return Arrays.stream(Kind.values()).filter(k -> k.level().equals(rest.get(1))).findFirst()
                .map(k -> new From(rest.getFirst(), k));
    }
}
