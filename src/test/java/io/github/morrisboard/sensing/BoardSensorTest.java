package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoardSensorTest {

    private static final int D6 = Point.parse("d6");
    private static final int A1 = Point.parse("a1");
    private static final int A4 = Point.parse("a4");

    private final List<SensorEvent> events = new ArrayList<>();

    private static List<SensorEvent.Settled> settles(List<SensorEvent> events) {
        return events.stream().filter(e -> e instanceof SensorEvent.Settled).map(e -> (SensorEvent.Settled) e).toList();
    }

    /** Feeds an edge and then some ringing: the contact bounces for 15 ms after it. */
    private void bouncyEdge(BoardSensor s, long t, int point, boolean occ) {
        events.addAll(s.onEdge(t, point, occ));
        events.addAll(s.onEdge(t + 3, point, !occ));
        events.addAll(s.onEdge(t + 7, point, occ));
        events.addAll(s.onEdge(t + 12, point, !occ));
        events.addAll(s.onEdge(t + 15, point, occ));
    }

    @Test
    void liveReadingFollowsTheFirstEdgeAtOnceAndSettlesAfter600ms() {
        BoardSensor s = new BoardSensor(SensingTimings.DEFAULTS, Point.bit(D6), 0);
        bouncyEdge(s, 1000, D6, false);
        assertEquals(0, events.getFirst().reading().live(), "lift shows in the live reading at the first edge");
        assertEquals(1000, events.getFirst().at());
        assertFalse(s.reading().quiet());
        assertEquals(Point.bit(D6), s.reading().settled(), "not settled yet");
        List<Long> deadlines = new ArrayList<>();
        for (long d = s.nextDeadline(); d < 1600; d = s.nextDeadline()) {
            deadlines.add(d);
            s.onTick(d);
        }
        assertEquals(List.of(1020L, 1151L), deadlines, "bounce window end, then the noise threshold");
        assertEquals(1600, s.nextDeadline());
        assertTrue(settles(s.onTick(1599)).isEmpty());
        List<SensorEvent.Settled> st = settles(s.onTick(1600));
        assertEquals(1, st.size());
        assertEquals(0, st.getFirst().reading().settled());
        assertEquals(1000, st.getFirst().reading().since());
        assertTrue(s.reading().quiet());
        assertEquals(Long.MAX_VALUE, s.nextDeadline());
    }

    @Test
    void bounceWithinTheWindowNeverShowsAndEndsOnTheContactsFinalLevel() {
        BoardSensor s = new BoardSensor();
        events.addAll(s.onEdge(100, A1, true));
        events.addAll(s.onEdge(105, A1, false));
        events.addAll(s.onEdge(110, A1, true));
        events.addAll(s.onTick(5000));
        long liveChanges = events.stream().filter(e -> e instanceof SensorEvent.LiveChanged).count();
        assertEquals(1, liveChanges, "bounce inside 20 ms is invisible: " + events);
        assertEquals(Point.bit(A1), settles(events).getFirst().reading().settled());
        assertEquals(700, settles(events).getFirst().at());
    }

    @Test
    void aTapShorterThanTheBounceWindowStillEndsEmpty() {
        BoardSensor s = new BoardSensor();
        s.onEdge(100, A1, true);
        s.onEdge(110, A1, false); // gone before the bounce window ends
        s.onTick(121);
        assertEquals(0, s.reading().live());
        s.onTick(5000);
        assertEquals(0, s.reading().settled());
        assertTrue(s.reading().quiet());
    }

    @Test
    void aBrushOf150msOrLessIsNoiseAndDoesNotDelaySettling() {
        BoardSensor s = new BoardSensor();
        events.addAll(s.onEdge(0, D6, true));         // a placement
        events.addAll(s.onEdge(300, A1, true));       // a magnet brushes a1 ...
        events.addAll(s.onEdge(450, A1, false));      // ... for exactly 150 ms
        events.addAll(s.onTick(10_000));
        List<SensorEvent.Settled> st = settles(events);
        assertEquals(1, st.size(), events::toString);
        assertEquals(600, st.getFirst().at(), "the brush did not push settling back");
        assertEquals(Point.bit(D6), st.getFirst().reading().settled());
    }

    @Test
    void aChangeHeldLongerThan150msIsRealAndRestartsTheSettleClock() {
        BoardSensor s = new BoardSensor();
        events.addAll(s.onEdge(0, D6, true));
        events.addAll(s.onEdge(300, A1, true));
        events.addAll(s.onEdge(451, A1, false));      // held 151 ms: not noise
        events.addAll(s.onTick(10_000));
        List<SensorEvent.Settled> st = settles(events);
        assertEquals(1, st.size(), events::toString);
        assertEquals(451 + 600, st.getFirst().at());
        assertEquals(451, st.getFirst().reading().since());
        assertEquals(Point.bit(D6), st.getFirst().reading().settled());
    }

    @Test
    void aPieceMayStayInTheHandForAnyLength() {
        BoardSensor s = new BoardSensor(SensingTimings.DEFAULTS, Point.bit(A1), 0);
        s.onEdge(1000, A1, false);
        s.onTick(1600);
        assertEquals(0, s.reading().settled());
        assertTrue(s.reading().quiet());
        assertEquals(Long.MAX_VALUE, s.nextDeadline(), "nothing to wait for while the piece is in the hand");
        events.addAll(s.onTick(3_600_000));
        assertTrue(events.isEmpty());
        events.addAll(s.onEdge(3_600_000, A4, true));
        events.addAll(s.onTick(3_600_600));
        assertEquals(Point.bit(A4), settles(events).getFirst().reading().settled());
    }

    @Test
    void aSettleThatFellBetweenTwoEdgesIsStillReportedInOrder() {
        BoardSensor s = new BoardSensor();
        s.onEdge(0, A1, true);
        List<SensorEvent> ev = s.onEdge(5000, A4, true); // the caller never ticked
        assertEquals(2, ev.size(), ev::toString);
        SensorEvent.Settled first = (SensorEvent.Settled) ev.get(0);
        assertEquals(600, first.at());
        assertEquals(Point.bit(A1), first.reading().settled());
        assertEquals(Point.bit(A1) | Point.bit(A4), ev.get(1).reading().live());
    }

    @Test
    void aChatteringPointIsNamedAndDoesNotKeepTheBoardUnsettled() {
        BoardSensor s = new BoardSensor(SensingTimings.DEFAULTS, Point.bit(A1), 0);
        s.onEdge(1000, D6, true);
        boolean occ = false;
        List<SensorEvent.Chatter> chatter = new ArrayList<>();
        List<SensorEvent.Settled> st = new ArrayList<>();
        for (long t = 1100; t < 5000; t += 60) { // a failing reed flapping every 60 ms
            for (SensorEvent e : s.onEdge(t, A1, occ)) {
                if (e instanceof SensorEvent.Chatter c) {
                    chatter.add(c);
                }
                if (e instanceof SensorEvent.Settled x) {
                    st.add(x);
                }
            }
            occ = !occ;
        }
        assertEquals(1, chatter.size());
        assertTrue(chatter.getFirst().started());
        assertEquals(A1, chatter.getFirst().point());
        assertTrue(chatter.getFirst().describe().contains("a1"), chatter.getFirst().describe());
        assertEquals(Point.bit(A1), s.reading().chattering());
        assertEquals(1, st.size(), "the board settled despite the chatter");
        assertEquals(Point.bit(A1) | Point.bit(D6), st.getFirst().reading().settled());
        assertEquals(Point.bit(A1) | Point.bit(D6), s.reading().live(), "the chattering point shows its steady value");
        List<SensorEvent> later = s.onTick(10_000);
        assertTrue(later.stream().anyMatch(e -> e instanceof SensorEvent.Chatter c && !c.started()), later::toString);
        assertEquals(0, s.reading().chattering());
    }

    @Test
    void aBouncyHandPlacingLiftingAndPlacingAgainIsNotChatter() {
        BoardSensor s = new BoardSensor();
        bouncyEdge(s, 0, D6, true);
        bouncyEdge(s, 300, D6, false);
        bouncyEdge(s, 600, D6, true);
        events.addAll(s.onTick(10_000));
        assertTrue(events.stream().noneMatch(e -> e instanceof SensorEvent.Chatter), events::toString);
        assertEquals(Point.bit(D6), s.reading().settled());
    }

    @Test
    void badInputIsRefusedWithAClearMessage() {
        BoardSensor s = new BoardSensor();
        s.onEdge(100, A1, true);
        IllegalArgumentException back = assertThrows(IllegalArgumentException.class, () -> s.onEdge(99, A1, false));
        assertTrue(back.getMessage().contains("backwards"), back.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.onEdge(200, 24, true));
        assertThrows(IllegalArgumentException.class, () -> new SensingTimings(20, 700, 600, 12, 1000));
    }

    /** Ticking only at nextDeadline() gives exactly what ticking every millisecond gives. */
    @Test
    void deadlineDrivenTickingMatchesTickingEveryMillisecond() {
        Random rnd = new Random(5);
        for (int round = 0; round < 40; round++) {
            List<TraceEdge> edges = new ArrayList<>();
            int occ = 0;
            long t = 0;
            for (int i = 0; i < 60; i++) {
                t += rnd.nextInt(4) == 0 ? rnd.nextInt(900) : rnd.nextInt(40);
                int p = rnd.nextInt(4);
                occ ^= 1 << p;
                edges.add(new TraceEdge(t, p, (occ >> p & 1) == 1));
            }
            long end = t + 3000;
            BoardSensor byDeadline = new BoardSensor();
            List<SensorEvent> a = new ArrayList<>();
            for (TraceEdge e : edges) {
                for (long d = byDeadline.nextDeadline(); d < e.t(); d = byDeadline.nextDeadline()) {
                    a.addAll(byDeadline.onTick(d));
                }
                a.addAll(byDeadline.onEdge(e.t(), e.point(), e.occupied()));
            }
            a.addAll(byDeadline.onTick(end));
            BoardSensor everyMs = new BoardSensor();
            List<SensorEvent> b = new ArrayList<>();
            int next = 0;
            for (long ms = 0; ms <= end; ms++) {
                b.addAll(everyMs.onTick(ms));
                while (next < edges.size() && edges.get(next).t() == ms) {
                    TraceEdge e = edges.get(next++);
                    b.addAll(everyMs.onEdge(ms, e.point(), e.occupied()));
                }
            }
            assertEquals(b, a, "round " + round);
            assertFalse(a.isEmpty());
        }
    }
}
