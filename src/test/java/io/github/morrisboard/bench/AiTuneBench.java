package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Evaluator;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fits the evaluation's weights to the results of recorded games (the "Texel" method): every
 * position of every game, with no removal owed, is a sample whose label is the game's result for
 * the side to move (1, ½, 0); the evaluation's score {@code s} predicts it as {@code 1 / (1 + e^(−K s))}.
 * First {@code K} is fitted to the default weights (where each fit starts and what {@code lambda} holds
 * it to), then the weights (all but {@code piece}, the
 * scale, and {@code contempt}, which the static evaluation does not use) by gradient descent on the
 * squared error, for all positions and for the placing and the moving phase apart. One game in five
 * (by its record's hash) is held out: its error says whether the fit learnt the games or the game.
 *
 * <p>The games are the lines {@code AiPiBudgetBench} and {@code AiSelfPlayBench} print ({@code … pi
 * white: LOSS in 55 plies: a1 a4 …}); a record seen twice counts once.
 *
 * <pre>AiTuneBench [from=PLY] [lambda=L] FILE...</pre>
 */
public final class AiTuneBench {
    private static final Pattern GAME = Pattern.compile("pi (white|black): (WIN|DRAW|LOSS) in \\d+ plies: (.*)$");
    private static final int TERMS = Weights.Phase.TERMS; // every weight but contempt
    private static final String[] NAMES = {"piece", "mobility", "blocked", "mill", "openTwo", "closable", "toMove",
            "running", "flyingTwo", "tempo", "fork", "waitingTwo"};

    /** Recorded games, each once, and white's result in each (1, ½, 0). */
    record Games(List<String> records, List<Double> whiteResults) {
    }

    /** The games in match outputs: every line {@code … pi white|black: WIN|DRAW|LOSS in N plies: RECORD}. */
    static Games read(List<Path> files) throws IOException {
        Set<String> records = new LinkedHashSet<>();
        List<Double> whiteResults = new ArrayList<>();
        for (Path f : files) {
            for (String line : Files.readAllLines(f)) {
                Matcher m = GAME.matcher(line);
                if (m.find() && records.add(m.group(3).strip())) {
                    double pi = switch (m.group(2)) {
                        case "WIN" -> 1;
                        case "DRAW" -> 0.5;
                        default -> 0;
                    };
                    whiteResults.add(m.group(1).equals("white") ? pi : 1 - pi);
                }
            }
        }
        return new Games(List.copyOf(records), whiteResults);
    }

    /** One position: its terms (the evaluation with one weight 1, the others 0), its label, its phase. */
    private record Sample(int[] f, double y, boolean placing, boolean heldOut) {
    }

    public static void main(String[] args) throws IOException {
        int from = 0;
        double lambda = 0;
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            if (a.startsWith("from=")) {
                from = Integer.parseInt(a.substring(5));
            } else if (a.startsWith("lambda=")) {
                lambda = Double.parseDouble(a.substring(7));
            } else {
                files.add(Path.of(a));
            }
        }
        Games games = read(files);
        List<String> records = games.records();
        List<Double> whiteResults = games.whiteResults();
        Evaluator[] unit = new Evaluator[TERMS];
        for (int i = 0; i < TERMS; i++) {
            int[] v = new int[TERMS];
            v[i] = 1;
            unit[i] = new Evaluator(Rules.STANDARD.geometry(), true, Weights.of(Weights.Phase.of(v), 0));
        }
        List<Sample> samples = new ArrayList<>();
        int g = 0;
        for (String record : records) {
            double white = whiteResults.get(g++);
            boolean heldOut = Math.floorMod(record.hashCode(), 5) == 0;
            List<Position> positions = Game.replay(Rules.STANDARD, record).positions();
            for (int k = from; k < positions.size() - 1; k++) { // the last is over: nothing to predict
                Position pos = positions.get(k);
                MutablePosition p = new MutablePosition(pos);
                if (p.removalsOwed() > 0) {
                    continue;
                }
                int[] f = new int[TERMS];
                for (int i = 0; i < TERMS; i++) {
                    f[i] = unit[i].evaluate(p);
                }
                boolean placing = Weights.placing(p.inHand(0), p.inHand(1));
                samples.add(new Sample(f, p.side() == 0 ? white : 1 - white, placing, heldOut));
            }
        }
        System.out.printf("%d games, %d positions (from ply %d; %d placing)%n", records.size(), samples.size(), from,
                samples.stream().filter(Sample::placing).count());
        double[] def = doubles(Weights.DEFAULT.moving()), defPlacing = doubles(Weights.DEFAULT.placing());
        double k = fitK(samples, def);
        System.out.printf("K = %.5f a hundredth of a piece (a piece ahead predicts %.2f)%n", k, sigmoid(100 * k));
        Predicate<Sample> all = s -> true, inPlacing = Sample::placing, inMoving = s -> !s.placing();
        report("all", all, samples, k, def, fit(samples, k, def, all, lambda));
        double[] placing = fit(samples, k, defPlacing, inPlacing, lambda), moving = fit(samples, k, def, inMoving, lambda);
        report("placing", inPlacing, samples, k, defPlacing, placing);
        report("moving", inMoving, samples, k, def, moving);
        System.out.println("both phases: weights=" + csv(placing) + csv(moving) + Weights.DEFAULT.contempt());
    }

    /** The fit {@code w} of the samples {@code in} against {@code def}: errors on the trained and the held-out games, and the weights. */
    private static void report(String name, Predicate<Sample> in, List<Sample> samples, double k, double[] def, double[] w) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < TERMS; i++) {
            sb.append(String.format(" %s %d→%d", NAMES[i], Math.round(def[i]), Math.round(w[i])));
        }
        System.out.printf("%-7s train %.5f → %.5f, held out %.5f → %.5f:%s%n", name,
                error(samples, k, def, in, false), error(samples, k, w, in, false),
                error(samples, k, def, in, true), error(samples, k, w, in, true), sb);
        System.out.println("        weights=" + csv(w) + Weights.DEFAULT.contempt());
    }

    private static String csv(double[] w) {
        StringBuilder csv = new StringBuilder();
        for (double x : w) {
            csv.append(Math.round(x)).append(',');
        }
        return csv.toString();
    }

    private static double fitK(List<Sample> samples, double[] w) {
        double best = 0, bestErr = Double.MAX_VALUE;
        for (double k = 0.0005; k < 0.05; k *= 1.05) {
            double e = error(samples, k, w, s -> true, false);
            if (e < bestErr) {
                bestErr = e;
                best = k;
            }
        }
        return best;
    }

    /**
     * Adam on the squared error of the samples {@code in}, {@code piece} held at its value (the scale); {@code lambda}
     * holds the fit to {@code start}: {@code lambda × Σ ((w − start) / 100)²} is added to the error.
     */
    private static double[] fit(List<Sample> samples, double k, double[] start, Predicate<Sample> in, double lambda) {
        double[] w = start.clone();
        double[] m = new double[TERMS], v = new double[TERMS];
        double rate = 1.0, b1 = 0.9, b2 = 0.999;
        List<Sample> train = samples.stream().filter(s -> in.test(s) && !s.heldOut()).toList();
        for (int step = 1; step <= 3000; step++) {
            double[] grad = new double[TERMS];
            for (Sample s : train) {
                double p = sigmoid(k * score(s, w));
                double d = -2 * (s.y() - p) * p * (1 - p) * k;
                for (int i = 0; i < TERMS; i++) {
                    grad[i] += d * s.f()[i];
                }
            }
            for (int i = 1; i < TERMS; i++) {
                double gi = grad[i] / train.size() + lambda * 2 * (w[i] - start[i]) / 1e4;
                m[i] = b1 * m[i] + (1 - b1) * gi;
                v[i] = b2 * v[i] + (1 - b2) * gi * gi;
                double mh = m[i] / (1 - Math.pow(b1, step)), vh = v[i] / (1 - Math.pow(b2, step));
                w[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
        }
        return w;
    }

    private static double error(List<Sample> samples, double k, double[] w, Predicate<Sample> in,
                                boolean heldOut) {
        double sum = 0;
        int n = 0;
        for (Sample s : samples) {
            if (s.heldOut() == heldOut && in.test(s)) {
                double e = s.y() - sigmoid(k * score(s, w));
                sum += e * e;
                n++;
            }
        }
        return sum / n;
    }

    private static double score(Sample s, double[] w) {
        double t = 0;
        for (int i = 0; i < TERMS; i++) {
            t += w[i] * s.f()[i];
        }
        return t;
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    private static double[] doubles(Weights.Phase w) {
        return java.util.Arrays.stream(w.values()).asDoubleStream().toArray();
    }
}
