package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;

/**
 * A result posted by {@link AiPlayer}: the ticket {@link AiPlayer#think} returned, the game that
 * was searched (the control loop drops the result when its game has moved on), and what the
 * search found.
 */
public record AiMove(long ticket, Game game, SearchResult result) {
}
