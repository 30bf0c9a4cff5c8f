package io.github.morrisboard.remote;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ArrayList;

/**
 * What has arrived from the other board, as a pure value: the opponent's plies by number and the
 * longest record seen. Arrival order does not matter and a repeat changes nothing; the next ply the
 * local game needs is looked up by its number, from a ply message or else the record, and only a
 * ply legal in the local game is ever given: an illegal one sent first under a number (a friend's
 * account misused, a buggy board) does not keep the real one out.
 */
final class Inbox {
    /** What one message did. */
    enum Outcome { NEW, DUPLICATE, IGNORED, CONFLICT }

    private final String gameId;
    private final Color opponent;
    /** The plies heard under each number, in arrival order (an illegal one never takes the real one's place). */
    private final Map<Integer, List<Ply>> plies = new HashMap<>();
    /** How many different plies one number keeps (a flood of a friend's account costs no more). */
    static final int CANDIDATES = 4;
    private List<Ply> record = List.of();

    Inbox(String gameId, Color opponent) {
        this.gameId = gameId;
        this.opponent = opponent;
    }

    /** Takes one message in (another game's, or the local side's own echo, is ignored). */
    Outcome accept(Message m) {
        if (!m.gameId().equals(gameId)) {
            return Outcome.IGNORED;
        }
        return switch (m) {
            case Message.PlyMessage p -> {
                if (p.side() != opponent) {
                    yield Outcome.IGNORED; // our own ply, echoed by the broker
                }
                List<Ply> heard = plies.computeIfAbsent(p.number(), n -> new ArrayList<>(1));
                if (heard.contains(p.ply())) {
                    yield Outcome.DUPLICATE;
                }
                if (heard.size() < CANDIDATES) {
                    heard.add(p.ply());
                }
                yield heard.size() == 1 ? Outcome.NEW : Outcome.CONFLICT;
            }
            case Message.Seat s -> Outcome.IGNORED; // the agreement's, not the record's
            case Message.End e -> Outcome.IGNORED; // the ending's
            case Message.Record r -> {
                int common = Math.min(r.plies().size(), record.size());
                if (!r.plies().subList(0, common).equals(record.subList(0, common))) {
                    yield Outcome.CONFLICT;
                }
                if (r.plies().size() <= record.size()) {
                    yield Outcome.DUPLICATE;
                }
                record = r.plies();
                yield Outcome.NEW;
            }
        };
    }

    /**
     * The opponent's ply that comes next in {@code game} (number {@code game.plyCount() + 1}), if it
     * has arrived; empty while it is not the opponent's turn. A record is used only if it agrees with
     * {@code game} so far.
     */
    Optional<Ply> next(Game game) {
        if (game.position().sideToMove() != opponent) {
            return Optional.empty();
        }
        int n = game.plyCount() + 1;
        Optional<Ply> p = plies.getOrDefault(n, List.of()).stream().filter(game.position()::isLegal).findFirst();
        if (p.isPresent()) {
            return p;
        }
        return record.size() >= n && agrees(game) && game.position().isLegal(record.get(n - 1))
                ? Optional.of(record.get(n - 1)) : Optional.empty();
    }

    /**
     * The first ply number (from 1) where what the other board said disagrees with {@code game}: its
     * record has another ply there; empty while they agree. Nothing resolves that: one board played a
     * ply the other never made.
     */
    OptionalInt differs(Game game) {
        int common = Math.min(record.size(), game.plyCount());
        for (int i = 0; i < common; i++) {
            if (!record.get(i).equals(game.plies().get(i))) {
                return OptionalInt.of(i + 1);
            }
        }
        return OptionalInt.empty();
    }

    /** Whether a later ply arrived while the next one is missing (a message lost or still under way: read the record). */
    boolean gap(Game game) {
        int n = game.plyCount() + 1;
        return !plies.containsKey(n) && plies.keySet().stream().anyMatch(k -> k > n);
    }

    /** Whether the longest record seen agrees with {@code game} where both have plies. */
    boolean agrees(Game game) {
        return differs(game).isEmpty();
    }

    /** The longest record seen. */
    List<Ply> record() {
        return record;
    }
}
