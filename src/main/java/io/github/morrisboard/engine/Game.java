package io.github.morrisboard.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game as an immutable value: the start, every ply played, every position reached, and the
 * outcome including repetition. {@link #play} and {@link #undo} return new games.
 */
public final class Game {
    private final List<Position> positions; // positions.get(i) is before plies.get(i); size = plies + 1
    private final List<Ply> plies;

    private Game(List<Position> positions, List<Ply> plies) {
        this.positions = positions;
        this.plies = plies;
    }

    public static Game start(Rules rules) {
        return from(Position.start(rules));
    }

    public static Game from(Position start) {
        return new Game(List.of(start), List.of());
    }

    /** A game from a record (standard or compact notation); throws {@link IllegalPlyException}. */
    public static Game replay(Rules rules, String record) {
        Game g = start(rules);
        for (Ply p : Notation.parseRecord(g.position(), record)) {
            g = g.play(p);
        }
        return g;
    }

    public Rules rules() {
        return position().rules();
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public Position startPosition() {
        return positions.get(0);
    }

    /** Every position from the start to now (one more than the plies). */
    public List<Position> positions() {
        return positions;
    }

    public List<Ply> plies() {
        return plies;
    }

    public int plyCount() {
        return plies.size();
    }

    /** The last ply, if any. */
    public java.util.Optional<Ply> lastPly() {
        return plies.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(plies.get(plies.size() - 1));
    }

    /** The game after a legal ply; throws {@link IllegalArgumentException} with the reason otherwise. */
    public Game play(Ply ply) {
        if (outcome().isOver()) {
            throw new IllegalArgumentException("\"" + ply + "\": the game is over (" + outcome().describe() + ")");
        }
        Position next = position().play(ply);
        List<Position> ps = new ArrayList<>(positions.size() + 1);
        ps.addAll(positions);
        ps.add(next);
        List<Ply> pl = new ArrayList<>(plies.size() + 1);
        pl.addAll(plies);
        pl.add(ply);
        return new Game(Collections.unmodifiableList(ps), Collections.unmodifiableList(pl));
    }

    /** The game without its last ply (the same game when there is none). */
    public Game undo() {
        if (plies.isEmpty()) {
            return this;
        }
        return new Game(positions.subList(0, positions.size() - 1), plies.subList(0, plies.size() - 1));
    }

    /** How often the current position has occurred in this game, counting now. */
    public int repetitions() {
        Position now = position();
        int n = 0;
        for (Position p : positions) {
            if (p.samePlay(now)) {
                n++;
            }
        }
        return n;
    }

    /** Win by pieces or blockade, draw by repetition, by the no-removal counter or a full board. */
    public Outcome outcome() {
        Outcome o = position().outcome();
        if (o instanceof Outcome.Win || o instanceof Outcome.Draw d && d.reason() == Outcome.DrawReason.FULL_BOARD) {
            return o;
        }
        if (rules().repetitionDraw() && position().removalsOwed() == 0 && repetitions() >= 3) {
            return new Outcome.Draw(Outcome.DrawReason.REPETITION);
        }
        return o;
    }

    /** The record in standard notation, one ply per token. */
    public String record() {
        return Notation.format(plies);
    }
}
