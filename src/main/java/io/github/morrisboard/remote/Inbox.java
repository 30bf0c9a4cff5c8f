package io.github.morrisboard.remote;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What has arrived from the other board, as a pure value: the opponent's plies by number and the
 * longest record seen. Arrival order does not matter and a repeat changes nothing; the next ply the
 * local game needs is looked up by its number, from a ply message or else the record.
 */
final class Inbox {
    /** What one message did. */
    enum Outcome { NEW, DUPLICATE, IGNORED, CONFLICT }

    private final String gameId;
    private final Color opponent;
    private final Map<Integer, Ply> plies = new HashMap<>();
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
                Ply before = plies.putIfAbsent(p.number(), p.ply());
                yield before == null ? Outcome.NEW : before.equals(p.ply()) ? Outcome.DUPLICATE : Outcome.CONFLICT;
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
        Ply p = plies.get(n);
        if (p != null) {
            return Optional.of(p);
        }
        return record.size() >= n && agrees(game) ? Optional.of(record.get(n - 1)) : Optional.empty();
    }

    /** Whether a later ply arrived while the next one is missing (a message lost or still under way: read the record). */
    boolean gap(Game game) {
        int n = game.plyCount() + 1;
        return !plies.containsKey(n) && plies.keySet().stream().anyMatch(k -> k > n);
    }

    /** Whether the longest record seen agrees with {@code game} where both have plies. */
    boolean agrees(Game game) {
        int common = Math.min(record.size(), game.plyCount());
        return record.subList(0, common).equals(game.plies().subList(0, common));
    }

    /** The longest record seen. */
    List<Ply> record() {
        return record;
    }
}
