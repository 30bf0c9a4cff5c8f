package io.github.morrisboard.card;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.lights.Palette;
import io.github.morrisboard.lights.Pattern;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.lights.Style;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.wiring.Drawing;
import io.github.morrisboard.wiring.FontFiles;
import io.github.morrisboard.wiring.Shape;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The printable card to keep beside the board, one A5 page in one language: the light language
 * (each point signal's colour swatch, pattern and meaning in priority order, the status pixels, the
 * game over, setting up a position) and the menu map (the board with each option point marked, and
 * what each means). Made from {@link Signal}, {@link Legend}, {@link MenuLayout} and the legend's words, so it cannot drift
 * from them. Text is measured with the font it is printed in and wrapped to its column; a card that
 * does not fit its page is an error naming the language.
 */
public final class Card {
    /** A5 portrait, mm. */
    public static final double WIDTH = 148, HEIGHT = 210;
    static final double MARGIN = 7;
    /** Text sizes in mm: the smallest is 2.85 mm, 8.1 pt. */
    static final double TITLE = 5.0, HEAD = 3.6, BODY = 3.0, SMALL = 2.85;
    static final double LEADING = 1.14;
    static final String PAPER = "#ffffff", INK = "#111111", GREY = "#4a4a4a", RULE = "#9a9a9a";
    private static final double SWATCH_R = 1.6;
    /** Between two rows, mm. */
    private static final double ROW_GAP = 0.3;

    private final LegendTexts t;
    private final Font plain, bold;
    private final List<Shape> shapes = new ArrayList<>();
    /**
     * The point signals the card explains: the game's (a phone's pairing point is not: the board's
     * words say what it asks and whose it is, and the page's legend names it).
     */
    public static final List<Signal> SIGNALS = java.util.Arrays.stream(Signal.values())
            .filter(sig -> sig != Signal.PAIRING && sig != Signal.PLACE_WHITE && sig != Signal.PLACE_BLACK).toList();
    /**
     * The signals of a position being set up by hand: never lit with the game's, so they have a band of
     * their own (under the status lights or the game over), where a person setting up a puzzle looks for them.
     */
    public static final List<Signal> SET_UP = List.of(Signal.PLACE_WHITE, Signal.PLACE_BLACK);

    private Card(LegendTexts texts, FontFiles fonts) {
        this.t = texts;
        this.plain = fonts.awt(false);
        this.bold = fonts.awt(true);
    }

    /** The card in {@code texts}' language. */
    public static Drawing draw(LegendTexts texts, FontFiles fonts) {
        return new Card(texts, fonts).layout();
    }

    private Drawing layout() {
        double x0 = MARGIN, x1 = WIDTH - MARGIN;
        double y = MARGIN + TITLE * 0.85;
        text(x0, y, TITLE, true, INK, t.text("card.TITLE"));
        y += 2;
        shapes.add(new Shape.Line(x0, y, x1, y, Shape.Stroke.solid(RULE, 0.3)));

        y = heading(x0, y + 2, t.text("card.LIGHTS"));
        y = paragraph(x0, y, x1 - x0, SMALL, false, GREY, t.text("card.PRIORITY"));
        double pointsColumn = patternColumn(SIGNALS.stream().map(sig -> sig.pattern(Style.RGB)).toList(), x1 - x0);
        for (Signal sig : SIGNALS) {
            y = row(x0, y, x1 - x0, pointsColumn, sig.color(), t.text(sig.pattern(Style.RGB)), t.text(Legend.key(sig)));
        }

        // The status pixels and the game over side by side (the game over's words are fewer).
        double mid = x0 + (x1 - x0) * 0.62, gap = 3;
        double top = y;
        double half = mid - gap / 2 - x0, narrow = x1 - mid - gap / 2;
        double left = heading(x0, top, t.text("card.STATUS"));
        List<Legend.Entry> status = Legend.statusEntries(Style.RGB);
        double column = patternColumn(status.stream().map(Legend.Entry::pattern).toList(), half);
        for (Legend.Entry e : status) {
            left = row(x0, left, half, column, e.color(), t.text(e.pattern()), t.text(e.key()));
        }
        double right = heading(mid + gap / 2, top, t.text("card.OVER"));
        List<Legend.Entry> over = Legend.overEntries();
        column = patternColumn(over.stream().map(Legend.Entry::pattern).toList(), narrow);
        for (Legend.Entry e : over) {
            right = row(mid + gap / 2, right, narrow, column, e.color(), t.text(e.pattern()), t.text(e.key()));
        }
        right = paragraph(mid + gap / 2, right + 0.5, narrow, SMALL, false, GREY, t.text("card.OVER_HOW"));
        // setting up a position: under the status lights or the game over, its pattern in a column or said once in its
        // heading (the two share it), wherever the card ends higher
        double best = Double.MAX_VALUE;
        int choice = 0;
        for (int c = 0; c < 4; c++) {
            int drawn = shapes.size();
            boolean underLeft = c < 2;
            double end = setUp(underLeft ? x0 : mid + gap / 2, underLeft ? left : right, underLeft ? half : narrow, c % 2 == 1);
            shapes.subList(drawn, shapes.size()).clear();
            double both = underLeft ? Math.max(end, right) : Math.max(left, end);
            if (both < best - 1e-9) {
                best = both;
                choice = c;
            }
        }
        if (choice < 2) {
            left = setUp(x0, left, half, choice == 1);
        } else {
            right = setUp(mid + gap / 2, right, narrow, choice == 3);
        }
        y = Math.max(left, right);
        // remote play's status lights under both, the whole width (their words are long), aligned with the points' lights
        for (Legend.Entry e : Legend.remoteStatusEntries(Style.RGB)) {
            y = row(x0, y, x1 - x0, pointsColumn, e.color(), t.text(e.pattern()), t.text(e.key()));
        }

        y = menu(x0, heading(x0, y, t.text("card.MENU")), x1);
        if (y > HEIGHT - MARGIN + 1e-9) {
            throw new IllegalStateException("the " + t.lang() + " card does not fit on A5: it needs "
                    + String.format(Locale.ROOT, "%.1f", y - (HEIGHT - MARGIN)) + " mm more; shorten its texts");
        }
        return new Drawing(t.text("card.TITLE"), WIDTH, HEIGHT, "mm", PAPER, shapes);
    }

    /**
     * The set-up signals with their heading, from {@code y} in a column {@code width} wide; {@code patternSaidOnce}: their one
     * pattern in the heading, not in a column of the rows (for a narrow column). Returns the bottom.
     */
    private double setUp(double x, double y, double width, boolean patternSaidOnce) {
        List<Pattern> patterns = SET_UP.stream().map(sig -> sig.pattern(Style.RGB)).distinct().toList();
        boolean once = patternSaidOnce && patterns.size() == 1;
        String title = t.text("card.SETUP") + (once ? ": " + t.text(patterns.getFirst()) : "");
        double lift = HEAD * (LEADING - 0.95); // a heading's first baseline as heading() sets it, wrapped to the column
        double bottom = paragraph(x, y + 0.8 + lift, width, HEAD, true, INK, title) - lift + 1.2;
        double column = once ? 0 : patternColumn(SET_UP.stream().map(sig -> sig.pattern(Style.RGB)).toList(), width);
        for (Signal sig : SET_UP) {
            bottom = row(x, bottom, width, column, sig.color(), once ? "" : t.text(sig.pattern(Style.RGB)), t.text(Legend.key(sig)));
        }
        return bottom;
    }

    // ---------------------------------------------------------------- the menu map

    private double menu(double x0, double y, double x1) {
        double size = 42, step = size / 6;
        double bx = x0 + 3, by = y + 4;
        String line = "#7a6a58";
        Shape.Stroke boardLine = Shape.Stroke.solid(line, 0.45);
        for (int ring = 0; ring < 3; ring++) {
            double a = ring * step;
            shapes.add(new Shape.Rect(bx + a, by + a, size - 2 * a, size - 2 * a, boardLine, "none"));
        }
        shapes.add(new Shape.Line(bx + 3 * step, by, bx + 3 * step, by + 2 * step, boardLine));
        shapes.add(new Shape.Line(bx + 3 * step, by + 4 * step, bx + 3 * step, by + size, boardLine));
        shapes.add(new Shape.Line(bx, by + 3 * step, bx + 2 * step, by + 3 * step, boardLine));
        shapes.add(new Shape.Line(bx + 4 * step, by + 3 * step, bx + size, by + 3 * step, boardLine));
        // every point; the option points as swatches with their mark
        List<Mark> marks = marks();
        for (int p = 0; p < Point.COUNT; p++) {
            String name = Point.name(p);
            double cx = bx + (name.charAt(0) - 'a') * step, cy = by + ('7' - name.charAt(1)) * step;
            int point = p;
            java.util.Optional<Mark> m = marks.stream().filter(k -> k.points().contains(point)).findFirst();
            if (m.isEmpty()) {
                shapes.add(new Shape.Circle(cx, cy, 0.9, Shape.Stroke.solid(line, 0), line));
            } else {
                int level = m.get().points().indexOf(point) + 1;
                marker(cx, cy, 2.75, m.get().color(), m.get().option() instanceof MenuOption.Level ? String.valueOf(level) : m.get().label());
            }
        }
        // the list beside the board
        double lx = bx + size + 6, width = x1 - lx;
        double ly = y + 1;
        for (Mark m : marks) {
            String meaning = m.option() instanceof MenuOption.Level
                    ? t.text("menu.LEVEL").replace("{n}", "1–10") : t.text(Legend.key(m.option()));
            ly = markedRow(lx, ly, width, m.color(), m.option() instanceof MenuOption.Level ? "1" : m.label(), meaning);
        }
        ly += 0.8;
        // how to choose, under the board beside the list's end (the list is the taller in most languages)
        double how = paragraph(x0, by + size + 3.5 + SMALL * 0.85, lx - 3 - x0, SMALL, false, GREY, t.text("page.MENU_HOW")) + 0.8;
        // the lights a piece or the cursor makes: each at the list's end, or under the how-to, wherever the menu ends higher
        int[] colours = {Palette.WHITE, Palette.RED, Palette.WHITE};
        String[] keys = {"menu.HELD", "menu.NO_OPTION", "menu.CURSOR"};
        for (int i = 0; i < keys.length; i++) {
            int drawn = shapes.size();
            double under = row(x0, how, lx - 3 - x0, 0, colours[i], "", t.text(keys[i]));
            shapes.subList(drawn, shapes.size()).clear();
            double beside = row(lx, ly, width, 0, colours[i], "", t.text(keys[i]));
            if (Math.max(under, ly) < Math.max(how, beside) - 1e-9) {
                shapes.subList(drawn, shapes.size()).clear();
                how = row(x0, how, lx - 3 - x0, 0, colours[i], "", t.text(keys[i]));
            } else {
                ly = beside;
            }
        }
        return Math.max(how, ly);
    }

    /** One option (levels: all ten together), its points, colour and mark letter. */
    private record Mark(MenuOption option, List<Integer> points, int color, String label) {
    }

    private static List<Mark> marks() {
        List<Mark> marks = new ArrayList<>();
        List<Integer> levels = new ArrayList<>();
        char letter = 'A';
        for (int p : MenuLayout.order()) {
            String label = String.valueOf(letter);
            for (MenuOption o : MenuLayout.options(p)) { // a point with two options (d2): one letter, two rows
                if (o instanceof MenuOption.Level) {
                    levels.add(p);
                } else {
                    marks.add(new Mark(o, List.of(p), Legend.color(o), label));
                }
            }
            if (!(MenuLayout.at(p).orElseThrow() instanceof MenuOption.Level)) {
                letter++;
            }
        }
        marks.addFirst(new Mark(new MenuOption.Level(1), levels, Legend.color(new MenuOption.Level(1)), ""));
        return marks;
    }

    // ---------------------------------------------------------------- rows and text

    private double heading(double x, double y, String text) {
        double base = y + HEAD * LEADING;
        text(x, base, HEAD, true, INK, text);
        return base + 1.2;
    }

    /** The width of a column holding these patterns' names: the widest, at most 40% of {@code width}. */
    private double patternColumn(List<io.github.morrisboard.lights.Pattern> patterns, double width) {
        double widest = patterns.stream().mapToDouble(p -> textWidth(t.text(p), SMALL, false)).max().orElse(0);
        return Math.min(widest, width * 0.4);
    }

    /**
     * A swatch, a pattern (wrapped in a column {@code patternWidth} wide) and a meaning (wrapped in the
     * rest); returns the next row's top.
     */
    private double row(double x, double y, double width, double patternWidth, int color, String pattern, String meaning) {
        double base = y + BODY * 0.95;
        swatch(x + SWATCH_R + 0.2, base - BODY * 0.33, color);
        double textX = x + 2 * SWATCH_R + 2;
        double after = textX;
        double bottom = y;
        if (!pattern.isEmpty()) {
            bottom = paragraph(textX, y, patternWidth, SMALL, false, GREY, pattern);
            after = textX + patternWidth + 2.5;
        }
        return Math.max(bottom, paragraph(after, y, x + width - after, BODY, false, INK, meaning)) + ROW_GAP;
    }

    /** A row whose swatch carries a mark, as on the menu map. */
    private double markedRow(double x, double y, double width, int color, String mark, String meaning) {
        double base = y + BODY * 0.95;
        marker(x + 2.2, base - BODY * 0.33, 2.2, color, mark);
        return paragraph(x + 6, y, width - 6, BODY, false, INK, meaning) + ROW_GAP + 0.1;
    }

    private void swatch(double cx, double cy, int color) {
        shapes.add(new Shape.Circle(cx, cy, SWATCH_R, Shape.Stroke.solid("#333333", 0.25), hex(onPaper(color))));
    }

    /** A dim white LED looks pale, not dark: on paper its grey is lightened (colours stay as they are). */
    static int onPaper(int color) {
        int r = color >> 16 & 0xFF, g = color >> 8 & 0xFF, b = color & 0xFF;
        if (r != g || g != b) {
            return color;
        }
        int c = 255 - (int) Math.round((255 - r) * 0.3);
        return c << 16 | c << 8 | c;
    }

    private void marker(double cx, double cy, double r, int color, String label) {
        shapes.add(new Shape.Circle(cx, cy, r, Shape.Stroke.solid("#333333", 0.25), hex(color)));
        double size = label.length() > 1 ? SMALL : BODY;
        text(cx - textWidth(label, size, true) / 2, cy + size * 0.36, size, true, onColour(color), label);
    }

    /** Words wrapped to {@code width} from the top {@code y}; returns the bottom of the last line. */
    private double paragraph(double x, double y, double width, double size, boolean boldFace, String colour, String text) {
        double lineHeight = size * LEADING;
        double base = y + size * 0.95;
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && textWidth(tried, size, boldFace) > width) {
                text(x, base, size, boldFace, colour, line.toString());
                base += lineHeight;
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(tried);
            }
        }
        if (textWidth(line.toString(), size, boldFace) > width + 1e-9) {
            throw new IllegalStateException("the " + t.lang() + " card: \"" + line + "\" is wider than its column ("
                    + String.format(Locale.ROOT, "%.1f", width) + " mm)");
        }
        text(x, base, size, boldFace, colour, line.toString());
        return base + size * (LEADING - 0.95);
    }

    private void text(double x, double y, double size, boolean boldFace, String colour, String text) {
        shapes.add(new Shape.Text(x, y, size, Shape.Anchor.START, boldFace, colour, text));
    }

    private double textWidth(String text, double size, boolean boldFace) {
        return FontFiles.width(boldFace ? bold : plain, text, size);
    }

    static String hex(int rgb) {
        return String.format("#%06x", rgb & 0xFFFFFF);
    }

    /** Black or white, whichever reads better on {@code color}. */
    static String onColour(int color) {
        return Contrast.ratio(color, 0x000000) >= Contrast.ratio(color, 0xFFFFFF) ? "#000000" : "#ffffff";
    }
}
