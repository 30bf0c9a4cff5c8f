package io.github.morrisboard.learn;

import java.util.List;

/**
 * The Glicko-2 rating system (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
 * deviation (how sure it is) and its volatility (how erratic the results are), updated once a rating
 * period from the games played in it. Pure arithmetic, on Glicko's scale (1500 for a newcomer).
 */
public final class Glicko2 {
    /** The system constant τ: how much the volatility may change in a period (Glickman suggests 0.3 to 1.2). */
    public static final double TAU = 0.5;
    /** A newcomer: 1500, deviation 350, volatility 0.06. */
    public static final Rating NEWCOMER = new Rating(1500, 350, 0.06);
    /** The scale between Glicko and Glicko-2 units (173.7178). */
    private static final double SCALE = 400 / Math.log(10);
    /** The volatility iteration's tolerance. */
    private static final double EPSILON = 1e-6;

    private Glicko2() {
    }

    /**
     * A rating.
     *
     * @param rating     on Glicko's scale (Elo-like: 400 points is ten to one)
     * @param deviation  the rating deviation, in the same points (350: unknown)
     * @param volatility the expected fluctuation of the rating
     */
    public record Rating(double rating, double deviation, double volatility) {
        public Rating {
            if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
                throw new IllegalArgumentException("a rating needs a finite value and positive deviation and volatility, not "
                        + rating + "/" + deviation + "/" + volatility);
            }
        }
    }

    /**
     * One game of a period.
     *
     * @param opponent          the opponent's rating
     * @param opponentDeviation the opponent's deviation
     * @param score             1 a win, ½ a draw, 0 a loss
     */
    public record Game(double opponent, double opponentDeviation, double score) {
        public Game {
            if (score != 0 && score != 0.5 && score != 1) {
                throw new IllegalArgumentException("a score is 0, 0.5 or 1, not " + score);
            }
        }
    }

    /** The expected score against an opponent (Glicko's E with the opponent's deviation), 0..1. */
    public static double expected(Rating r, double opponent, double opponentDeviation) {
        return e((r.rating() - 1500) / SCALE, (opponent - 1500) / SCALE, g(opponentDeviation / SCALE));
    }

    /**
     * The rating after a period with {@code games} (Glickman's steps 2 to 8). A period without games
     * only widens the deviation (step 6).
     */
    public static Rating rate(Rating r, List<Game> games) {
        double mu = (r.rating() - 1500) / SCALE, phi = r.deviation() / SCALE, sigma = r.volatility();
        if (games.isEmpty()) {
            return new Rating(r.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double vInverse = 0, sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent() - 1500) / SCALE, gJ = g(game.opponentDeviation() / SCALE);
            double eJ = e(mu, muJ, gJ);
            vInverse += gJ * gJ * eJ * (1 - eJ);
            sum += gJ * (game.score() - eJ);
        }
        double v = 1 / vInverse, delta = v * sum;
        double sigmaNew = volatility(delta, phi, v, sigma);
        double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * sum;
        return new Rating(muNew * SCALE + 1500, phiNew * SCALE, sigmaNew);
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double e(double mu, double muJ, double gJ) {
        return 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    }

    /** Step 5: the new volatility, by the Illinois algorithm as the paper gives it. */
    private static double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x), d = phi * phi + v + ex;
            return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
        };
        double lo = a, hi;
        if (delta * delta > phi * phi + v) {
            hi = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * TAU) < 0) {
                k++;
            }
            hi = a - k * TAU;
        }
        double fLo = f.applyAsDouble(lo), fHi = f.applyAsDouble(hi);
        while (Math.abs(hi - lo) > EPSILON) {
            double c = lo + (lo - hi) * fLo / (fHi - fLo), fC = f.applyAsDouble(c);
            if (fC * fHi <= 0) {
                lo = hi;
                fLo = fHi;
            } else {
                fLo /= 2;
            }
            hi = c;
            fHi = fC;
        }
        return Math.exp(lo / 2);
    }
}
