package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What this board tells the other, under its own broker user ({@link Topics}): each ply its own
 * side played (once accepted and saved) and then the whole record, retained (each board has its
 * own record topic, so neither replaces the other's). It remembers the latest game it was given and, at every
 * (re)connection, publishes all of it again; the other side drops what it already has. So a
 * message lost with a connection, a broker restart or this board's own restart costs nothing.
 * The record goes out before the ply, so whoever reads the ply finds a record at least as long.
 */
public final class Outbox {
    /** Where a message goes. */
    public interface Sender {
        boolean publish(String topic, String payload, boolean retained);
    }

    private final Topics topics;
    private final Color local;
    private final Sender sender;
    private final Message.Seat seat;
    /** The game id its messages carry: the code and the generation ({@link Generation}), once decided. */
    private String gameId;
    private boolean refused;
    private Optional<Game> latest = Optional.empty();
    /** Plies published since the last connection. */
    private int sent;
    /** This board has taken its seat (at the first settled connection): before that nothing goes out. */
    private boolean seated;
    /** This board left this game ({@link #left}): only that goes out. */
    private boolean left;

    /** @param seat this board's seat: its side, and its broker user, under which everything goes out */
    public Outbox(GameCode code, Message.Seat seat, Sender sender) {
        this.topics = Topics.of(code);
        this.seat = seat;
        this.gameId = seat.gameId();
        this.local = seat.side();
        this.sender = sender;
    }

    /** The game as saved: publishes what is new (the local side's new plies, then the record). */
    public synchronized void offer(Game game) {
        if (latest.isPresent() && game.plyCount() < sent) {
            sent = 0; // a takeback: publish again from the start (the receiver keeps the first it saw)
        }
        latest = Optional.of(game);
        flush();
    }

    /**
     * The link is (again) connected and the seats on the broker are in: this board's seat (who plays
     * which side, with which rules), then everything once more.
     */
    public synchronized void reconnected() {
        if (refused) {
            return;
        }
        if (left) {
            sayLeft();
            return;
        }
        sender.publish(topics.seat(seat.board()), new Message.Seat(gameId, seat.side(), seat.board(), seat.rules()).text(), true);
        seated = true;
        sent = 0;
        flush();
    }

    /** The game id (code and generation) everything goes out under from now on. */
    public synchronized void game(String id) {
        this.gameId = id;
    }

    /** How many plies the latest game given has (0 before any). */
    public synchronized int plies() {
        return latest.map(Game::plyCount).orElse(0);
    }

    /**
     * This board left its game (abandoned it for another): its record of the code's next game, empty,
     * goes out retained in place of this game's, and again at every connection, so a fresh friend never
     * joins the game left ({@link Generation#decide}: a record with white's first ply only is a game
     * just started) and a friend still in it hears that it was left. Nothing of this game goes out any
     * more. A board that never sat (nothing of it on the broker under this game) says nothing.
     */
    public synchronized void left() {
        if (seated && !refused) {
            left = true;
            sayLeft();
        }
    }

    private void sayLeft() {
        String next = Generation.id(Generation.code(gameId), Math.max(Generation.of(gameId), 0) + 1);
        sender.publish(topics.record(seat.board()), new Message.Record(next, List.of()).text(), true);
    }

    /** The boards disagree (same side or other rules): nothing more goes out. */
    public synchronized void refuse() {
        refused = true;
    }

    private void flush() {
        if (latest.isEmpty() || refused || !seated || left) {
            return;
        }
        Game g = latest.get();
        if (g.plyCount() == sent && sent > 0) {
            return;
        }
        if (g.plyCount() > 0 && !sender.publish(topics.record(seat.board()), new Message.Record(gameId, g.plies()).text(), true)) {
            return; // not connected: the next connection publishes it all
        }
        boolean all = true;
        for (Message.PlyMessage m : ownPlies(g, sent)) {
            all &= sender.publish(topics.plies(seat.board()), m.text(), false);
        }
        if (all) {
            sent = g.plyCount();
        }
    }

    /** The local side's plies from index {@code from} on, as messages. */
    List<Message.PlyMessage> ownPlies(Game g, int from) {
        List<Message.PlyMessage> out = new ArrayList<>();
        List<Ply> plies = g.plies();
        for (int i = from; i < plies.size(); i++) {
            Color mover = g.positions().get(i).sideToMove();
            if (mover == local) {
                out.add(new Message.PlyMessage(gameId, i + 1, mover, plies.get(i)));
            }
        }
        return out;
    }
}
