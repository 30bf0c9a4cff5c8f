#!/usr/bin/env python3
"""Tests of rig/lights.py without a guest: frames made the way the driver makes them
(PixelCorrection.java: brightness, gamma, cap, a lit channel kept at 1 if it is at least 30 % of
the brightest) are read back to the palette's colours, and a window's checks catch what differs.
The profile is the jar's own JSON of firmware-config/hardware.properties (rig/hardware-profile.json,
written by `java -jar target/morrisboard.jar wiring --json`; ProfileJsonTest fails when it is stale).
Run: python3 rig/test_lights.py"""
import os
import shutil
import stat
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lights as L  # noqa: E402

FIXTURE = os.path.join(HERE, "hardware-profile.json")
PROFILE = L.Profile.read(FIXTURE)


def wire(colour, f=0.6):
    """The driver's wire bytes (R, G, B) for a palette colour shown at level f (Palette.scale, PixelCorrection)."""
    ch = [min(255, round((colour >> s & 0xFF) * f)) if f > 0 else 0 for s in (16, 8, 0)]
    top = max(ch)
    out = []
    for v in ch:
        r = round((v / 255) ** PROFILE.gamma * 255 * PROFILE.cap / 255)
        out.append(r if r > 0 or v == 0 else (1 if v * 100 >= top * 30 else 0))
    return out


def frame(colours):
    """Wire bytes (GRB) of a chain: {point or statusN: (colour, level)}."""
    data = bytearray(3 * 26)
    for k, (c, f) in colours.items():
        i = PROFILE.status[int(k[6:])] if k.startswith("status") else PROFILE.pixels[k]
        r, g, b = wire(c, f)
        data[3 * i:3 * i + 3] = bytes((g, r, b))
    return bytes(data)


class Frames:
    def __init__(self, frames):
        self.frames, self.i = frames, 0

    def __call__(self):
        f = self.frames[self.i % len(self.frames)]
        self.i += 1
        return self.i, f


def window(*frames):
    w = L.Window(PROFILE)
    for n, f in enumerate(frames):
        w.add(n, f)
    return w


class ProfileTest(unittest.TestCase):
    def test_the_jars_json_names_every_points_pixel_and_reed(self):
        self.assertEqual(24, len(PROFILE.points))
        self.assertEqual(("0x20", "A0"), PROFILE.reeds["a1"])
        self.assertEqual(("0x21", "B5"), PROFILE.reeds["g7"])
        self.assertEqual((0, 4, 23), (PROFILE.pixels["a1"], PROFILE.pixels["g7"], PROFILE.pixels["d3"]))
        self.assertEqual(([24, 25], 2.6, 160, "GRB"), (PROFILE.status, PROFILE.gamma, PROFILE.cap, PROFILE.order))
        self.assertEqual({"hint": 5, "menu": 6}, PROFILE.buttons)
        self.assertEqual(sorted(range(24)), sorted(PROFILE.pixels.values()))

    def fake_java(self, script):
        d = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, d)
        java = os.path.join(d, "java")
        with open(java, "w") as f:
            f.write("#!/bin/sh\n" + script)
        os.chmod(java, stat.S_IRWXU)
        return java, d

    def test_load_reads_what_the_jar_prints_run_in_root_with_the_named_profile(self):
        java, d = self.fake_java('echo "$(pwd) $@" >"$(dirname "$0")/args"; cat "%s"\n' % FIXTURE)
        p = L.Profile.load("/some/morrisboard.jar", profile="/etc/hw.properties", java=java)
        self.assertEqual(PROFILE.reeds, p.reeds)
        with open(os.path.join(d, "args")) as f:
            # in /: without --profile the jar's built-in profile, not a firmware-config/ below the caller
            self.assertEqual("/ -jar /some/morrisboard.jar wiring --json --profile /etc/hw.properties", f.read().strip())

    def test_a_profile_the_jar_refuses_is_one_line_naming_the_command_and_the_place(self):
        java, _ = self.fake_java('echo "error: /etc/hw.properties:96: led.gamma: 9 is out of range 1.0..4.0" >&2; exit 2\n')
        with self.assertRaises(L.ProfileError) as e:
            L.Profile.load("/some/morrisboard.jar", java=java)
        self.assertEqual(java + " -jar /some/morrisboard.jar wiring --json: exit 2: "
                         "error: /etc/hw.properties:96: led.gamma: 9 is out of range 1.0..4.0", str(e.exception))
        java, _ = self.fake_java('printf "error: 2 problems in the hardware profile:\\n  f:3: a: x\\n  f:4: b: y\\n" >&2; exit 2\n')
        with self.assertRaises(L.ProfileError) as e:
            L.Profile.load("/j.jar", java=java)
        self.assertTrue(str(e.exception).endswith("exit 2: error: 2 problems in the hardware profile: f:3: a: x (+1 more)"), e.exception)
        with self.assertRaises(L.ProfileError) as e:
            L.Profile.load("/j.jar", java="/nonexistent/java")
        self.assertIn("/nonexistent/java -jar /j.jar wiring --json: ", str(e.exception))


class LightsTest(unittest.TestCase):
    def test_every_palette_colour_is_read_back_at_full_and_dimmed(self):
        # Amber is only ever shown at full (a missing piece); dimmed, its green rounds up to gold's;
        # violet below a fifth reads as magenta (its red rounds up to 1 like its blue).
        for name, c in L.COLOURS.items():
            for f in (0.6,) if name == "amber" else (0.6, 0.21) if name == "violet" else (0.6, 0.21, 0.12):
                got, level = L.name_colour(PROFILE.perceived(wire(c, f)))
                self.assertEqual(name, got, "%s at %.2f read as %s" % (name, f, got))
                self.assertAlmostEqual(f, level, delta=0.06)

    def test_targets_are_dim_white(self):
        got, level = L.name_colour(PROFILE.perceived(wire(0x505050)))
        self.assertEqual("white", got)
        self.assertTrue(L.TARGET.level[0] <= level <= L.TARGET.level[1], level)

    def test_a_blink_needs_a_dark_frame_and_steady_none(self):
        on = frame({"a1": (0x0040FF, 0.6)})
        off = frame({})
        self.assertEqual([], L.check(window(on, off, on), {"a1": L.AI_FROM}))
        self.assertEqual(1, len(L.check(window(on, on), {"a1": L.AI_FROM})))
        self.assertEqual([], L.check(window(on, on), {"a1": L.AI_TO}))
        self.assertEqual(1, len(L.check(window(on, off), {"a1": L.AI_TO})))

    def test_a_wrong_or_extra_light_is_named(self):
        w = window(frame({"a1": (0xFF0000, 0.6), "g7": (0x505050, 1.0), "status0": (0xFFFFFF, 0.6)}))
        problems = L.check(w, {"a1": L.EXTRA}, {0: L.Expect("white", L.STEADY)})
        self.assertEqual(1, len(problems))
        self.assertTrue(problems[0].startswith("g7: expected dark"), problems)
        problems = L.check(w, {"a1": L.MISSING, "g7": L.TARGET})
        self.assertTrue(problems[0].startswith("a1: expected MISSING"), problems)

    def test_gold_amber_and_red_are_told_apart_through_the_gamma(self):
        w = window(frame({"a1": (0xFFB000, 0.6), "a4": (0xFF6000, 0.6), "a7": (0xFF0000, 0.6)}))
        self.assertEqual(["a1"], w.colour_points("gold"))
        self.assertEqual(["a4"], w.colour_points("amber"))
        self.assertEqual(["a7"], w.colour_points("red"))

    def test_observe_samples_the_frames(self):
        frames = Frames([frame({"d1": (0x00FF00, f)}) for f in (0.6, 0.3, 0.1, 0.3)])
        w = L.observe(frames, PROFILE, seconds=0.05, every=0.01)
        self.assertEqual([], L.check(w, {"d1": L.Expect("green", L.PULSE)}))

    def test_a_still_light_shows_one_value_and_a_moving_one_more(self):
        bright, dimmer = frame({"d1": (0x00FF00, 0.6)}), frame({"d1": (0x00FF00, 0.4)})
        still, moving = L.Expect("green", L.STILL), L.Expect("green", L.MOVING)
        self.assertEqual([], L.check(window(bright, bright, bright), {"d1": still}))
        self.assertEqual(1, len(L.check(window(bright, dimmer), {"d1": still})))
        self.assertEqual([], L.check(window(bright, dimmer), {"d1": moving}))
        self.assertEqual(1, len(L.check(window(bright, bright), {"d1": moving})))
        self.assertEqual(1, len(L.check(window(bright, frame({})), {"d1": moving})), "a blink is not a pulse")

    def test_a_window_knows_how_many_frames_a_second_the_board_drew(self):
        # the decoder numbers every frame: a board at rest draws 4 a second, a moving one 25
        for drawn in (4, 25):
            t = [0.0]

            def sample():
                t[0] += 0.1
                return int(t[0] * drawn), frame({"d1": (0x00FF00, 0.6)})

            w = L.observe(sample, PROFILE, seconds=4, every=0.1, clock=lambda: t[0], sleep=lambda s: None)
            self.assertAlmostEqual(drawn, w.frame_rate(), delta=1.0)  # the first sample comes a sample in
        self.assertEqual(0.0, L.Window(PROFILE).frame_rate(), "nothing seen: unknown")

    def test_a_starved_window_samples_until_it_holds_its_frames(self):
        # each sample takes 0.6 s (a loaded host asking a starved guest that draws a frame every
        # 1.25 s): 2.5 s gave 5 samples of 3 frames, all lit; the window holds its 25 samples instead
        t = [0.0]
        blink = [frame({"a1": (0xFF0000, 0.6)})] * 3 + [frame({})] * 3

        def slow():
            t[0] += 0.6
            n = int(t[0] / 1.25)
            return n, blink[n % len(blink)]

        w = L.observe(slow, PROFILE, seconds=2.5, every=0.1, clock=lambda: t[0], sleep=lambda s: None)
        self.assertEqual(25, w.frames)
        self.assertEqual([], L.check(w, {"a1": L.Expect("red", L.BLINK)}))

    def test_a_window_that_never_fills_ends_at_six_times_its_length(self):
        t = [0.0]

        def frozen():
            t[0] += 1.0
            return 1, frame({})

        w = L.observe(frozen, PROFILE, seconds=2.5, every=0.1, clock=lambda: t[0], sleep=lambda s: None)
        self.assertEqual(15, w.frames)

    def test_the_person_closes_and_blocks_mills(self):
        self.assertEqual("g7", L.choose_placement({"a7", "d7"}, {"b2"}, {"g7", "g1", "c3"}))
        self.assertEqual("g1", L.choose_placement({"c3"}, {"a1", "d1"}, {"g7", "g1", "b6"}))
        self.assertTrue(L.closes_mill({"a1", "a4"}, "a7"))
        self.assertFalse(L.closes_mill({"a1", "d2"}, "a7"))

    def test_the_person_makes_a_fork_the_other_cannot_block(self):
        everything = set(L.MILLS[0]).union(*L.MILLS)
        # a4 and d7 each start an open line through a7: placing there threatens two mills at once.
        self.assertEqual(2, L.threats({"a4", "d7"}, {"g1"}, "a7"))
        self.assertEqual("a7", L.choose_placement({"a4", "d7"}, {"g1"}, everything - {"a4", "d7", "g1"}))
        # No fork yet: a placement that leaves one for the next turn, not one on a line already blocked.
        p = L.choose_placement({"a4"}, {"a1"}, everything - {"a4", "a1"})
        self.assertTrue(any(L.threats({"a4", p}, {"a1"}, q) >= 2 for q in everything - {"a4", "a1", p}), p)


if __name__ == "__main__":
    unittest.main()
