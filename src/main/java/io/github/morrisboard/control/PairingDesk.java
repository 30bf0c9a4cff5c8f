package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Pairing by presence at the board, beside the loop: the phones' requests ({@link PageCommand.Pairing})
 * wait in a queue and are shown one at a time, first come first shown, one per client (a client's
 * new request ends its older one and queues behind the others, so nobody keeps the board by asking
 * again); at most {@link #MAX_QUEUED} wait. The one shown has {@link #STEPS} steps, each to be done within
 * the request's window from its start (else the pairing ends); each lights one
 * point (the {@link Scene.Pairing} signal) and is done only by that point's gesture, in order, seen in
 * the board's settled reading with nothing else changing: an occupied point lifted and put back, an
 * empty one (in the menu only) given a piece that is taken off again. A step whose gesture was broken
 * (something else changed, a ply was played, the phase changed) asks again, at another point.
 *
 * <p>The points asked for are only those whose gesture means nothing to the game or the menu
 * ({@link #safe}), so the game sees every reed edge as it would without pairing and nothing is held
 * back; a change the board asks for anyway (clearing it after a game, restoring a mismatch, the AI's
 * ply, a removal) never completes a step. Pure: time and the board come in as parameters.
 */
final class PairingDesk {
    static final int STEPS = PageCommand.Pairing.STEPS;
    static final int MAX_QUEUED = PageCommand.Pairing.MAX_QUEUED;
    /** The fewest points a pairing is shown with: two, so one step's point is never the next one's (a step may come back to a point). */
    static final int MIN_POINTS = 2;

    private final RandomGenerator random;
    private final Deque<PageCommand.Pairing> queue = new ArrayDeque<>();
    private Optional<Shown> shown = Optional.empty();

    /** The pairing shown: its request, its end, and where its step stands. */
    private static final class Shown {
        final PageCommand.Pairing ask;
        /** Each step must be done by then: the request's window from the step's start. */
        long endsAt;
        int step;
        int point = -1;
        boolean lift;
        /** The settled reading when the step was asked; half: its point has been toggled since, nothing else. */
        int baseline;
        boolean half;
        long context;

        Shown(PageCommand.Pairing ask, long endsAt) {
            this.ask = ask;
            this.endsAt = endsAt;
        }
    }

    PairingDesk(RandomGenerator random) {
        this.random = random;
    }

    /** A phone asks: queued behind the others (its own older request ends), or refused when too many wait. */
    void ask(PageCommand.Pairing p) {
        if (shown.filter(s -> s.ask.client().equals(p.client())).isPresent()) {
            shown.get().ask.news().accept(new PairingNews.Ended(PairingNews.Why.REPLACED));
            shown = Optional.empty();
        }
        queue.removeIf(q -> {
            boolean same = q.client().equals(p.client());
            if (same) {
                q.news().accept(new PairingNews.Ended(PairingNews.Why.REPLACED));
            }
            return same;
        });
        if (queue.size() >= MAX_QUEUED) {
            p.news().accept(new PairingNews.Ended(PairingNews.Why.FULL));
            return;
        }
        queue.add(p);
        p.news().accept(new PairingNews.Queued(queue.size() - 1 + (shown.isPresent() ? 1 : 0)));
    }

    /** Every pairing ends, shown or waiting (the owner forgot every phone). */
    void cancelAll(Runnable forgetPhones) {
        forgetPhones.run();
        shown.ifPresent(s -> s.ask.news().accept(new PairingNews.Ended(PairingNews.Why.CANCELLED)));
        shown = Optional.empty();
        queue.forEach(q -> q.news().accept(new PairingNews.Ended(PairingNews.Why.CANCELLED)));
        queue.clear();
    }

    /**
     * The board now, as the controller knows it ({@code f}, a game where {@code takebacks} are allowed
     * or not) with its settled reading: the points whose gesture means nothing to it ({@link #safe}),
     * and what the game is (the phase and the menu's screen or the game's position) as the context.
     */
    void observe(Presenter.Facts f, int settled, boolean takebacks, long now) {
        boolean menu = f.phase() == Phase.MENU;
        observe(settled, safe(f.phase(), f.game(), f.verdict(), f.opponentPlies(), takebacks, settled, f.menu().held()),
                Objects.hash(f.phase(), menu ? f.menu().state() : f.game().map(Game::position).orElse(null)), now);
    }

    /**
     * The board now: its settled reading, the points whose gesture means nothing to the game now
     * ({@link #safe}), what the game is ({@code context}: a phase, a ply played or taken back changes
     * it) and the time. Ends a late pairing, shows the next, and follows the step's gesture.
     */
    void observe(int settled, int safe, long context, long now) {
        if (shown.isPresent() && now > shown.get().endsAt) {
            end(PairingNews.Why.LATE);
        }
        if (shown.isEmpty()) {
            PageCommand.Pairing next = queue.poll();
            if (next == null) {
                return;
            }
            Shown s = new Shown(next, now + next.windowMs());
            shown = Optional.of(s);
            if (Integer.bitCount(safe) < MIN_POINTS) {
                end(PairingNews.Why.NO_POINTS);
            } else {
                ask(s, settled, safe, context);
            }
            int ahead = shown.isPresent() ? 1 : 0;
            for (PageCommand.Pairing q : queue) {
                q.news().accept(new PairingNews.Queued(ahead++));
            }
            return;
        }
        Shown s = shown.get();
        int bit = s.point < 0 ? 0 : Point.bit(s.point);
        if (s.context != context || s.point < 0) {
            ask(s, settled, safe, context); // the game moved on (or no point could be asked): ask again
        } else if (settled == (s.baseline ^ bit)) {
            s.half = true;
        } else if (settled == s.baseline) {
            if (s.half) {
                s.step++;
                if (s.step == STEPS) {
                    s.ask.news().accept(new PairingNews.Met());
                    shown = Optional.empty();
                } else {
                    s.endsAt = now + s.ask.windowMs();
                    ask(s, settled, safe, context);
                }
            }
        } else if (!s.half && (safe & bit) != 0 && ((settled ^ s.baseline) & bit) == 0) {
            s.baseline = settled; // something else changed before the gesture began: its point still means nothing
        } else {
            ask(s, settled, safe, context); // the gesture was broken: another point
        }
    }

    /** Asks for the step's gesture at a point of {@code safe} other than the last one asked (none: it waits). */
    private void ask(Shown s, int settled, int safe, long context) {
        int from = safe & Point.ALL & (s.point < 0 ? Point.ALL : ~Point.bit(s.point));
        if (from == 0 && s.point < 0 && s.context == context) {
            s.baseline = settled;
            return; // still nothing to ask for: the phone was told
        }
        s.baseline = settled;
        s.half = false;
        s.context = context;
        if (from == 0) {
            s.point = -1;
        } else {
            int pick = random.nextInt(Integer.bitCount(from));
            int m = from;
            for (int i = 0; i < pick; i++) {
                m &= m - 1;
            }
            s.point = Integer.numberOfTrailingZeros(m);
            s.lift = (settled & Point.bit(s.point)) != 0;
        }
        s.ask.news().accept(new PairingNews.Step(s.point, s.lift, s.step, STEPS, s.endsAt));
    }

    private void end(PairingNews.Why why) {
        shown.ifPresent(s -> s.ask.news().accept(new PairingNews.Ended(why)));
        shown = Optional.empty();
    }

    /** The point a pairing's step asks for now, as a mask (0: none): the menu does not see a piece there. */
    int asked() {
        return shown.filter(s -> s.point >= 0).map(s -> Point.bit(s.point)).orElse(0);
    }

    /** Whether the loop must look again soon: a pairing is shown or waits (its end, the next one). */
    boolean busy() {
        return shown.isPresent() || !queue.isEmpty();
    }

    /** The scene with the step's point lit for the pairing shown. */
    Scene shown(Scene scene) {
        return shown.filter(s -> s.point >= 0).<Scene>map(s -> new Scene.Pairing(scene, s.point)).orElse(scene);
    }

    /** The view with the pairing shown said first: whose it is (address, code) and what to do where. */
    View shown(View v) {
        if (shown.isEmpty()) {
            return v;
        }
        Shown s = shown.get();
        Sentence said = s.point < 0 ? Sentence.of("pairing.wait", s.ask.client(), s.ask.code())
                : Sentence.of(s.lift ? "pairing.lift" : "pairing.put", s.ask.client(), s.ask.code(), Point.name(s.point), s.step + 1, STEPS);
        List<Sentence> message = new ArrayList<>(v.message().size() + 1);
        message.add(said);
        message.addAll(v.message());
        return new View(v.phase(), v.mode(), v.record(), v.white(), v.black(), v.sync(), v.syncLine(), message, v.draw(), v.start());
    }

    /**
     * The points whose pairing gesture means nothing to the game or the menu now: in the menu, every
     * point not held (given a piece and emptied: the menu does not see the point a step asks for, {@link #asked},
     * so an option there is not tapped; every point is an option since the puzzles took f4);
     * after a game, the pieces (lifted and put back: clearing the board takes them off and never puts
     * them back); during play, with the board in agreement with the game and nothing announced or
     * owed, the pieces of the side to move that take nothing back when lifted (never an empty point,
     * where a piece would be a placement; never the AI's announced ply's points, never a removable
     * piece while a removal is owed); before the board is read, none.
     */
    static int safe(Phase phase, Optional<Game> game, Verdict verdict, List<Ply> announced, boolean takebacks,
                    int settled, int menuHeld) {
        return switch (phase) {
            case STARTING, SETUP, PUZZLE -> 0; // before the board is read; in a lesson, every point may be asked for
            case MENU -> Point.ALL & ~menuHeld;
            case OVER -> settled & Point.ALL;
            case PLAY -> {
                Game g = game.orElseThrow();
                Position pos = g.position();
                if (!(verdict instanceof Verdict.InSync) || !announced.isEmpty() || settled != pos.occupied()
                        || Integer.bitCount(pos.occupied()) < 2) {
                    yield 0;
                }
                int mine = pos.pieces(pos.sideToMove());
                if (!takebacks) {
                    yield mine;
                }
                Set<Integer> earlier = new HashSet<>();
                for (Position p : g.positions()) {
                    earlier.add(p.occupied());
                }
                int safe = 0;
                for (int m = mine; m != 0; m &= m - 1) {
                    int bit = Integer.lowestOneBit(m);
                    if (!earlier.contains(pos.occupied() & ~bit)) { // lifted, it would read as an earlier position: a takeback
                        safe |= bit;
                    }
                }
                yield safe;
            }
        };
    }
}
