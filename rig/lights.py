"""The light language, read back from the LED frames the rig's emulator decodes from the SPI writes.

What the board means is in src/main/java/io/github/morrisboard/lights/LIGHTS.md (Signal, Palette,
Lights); which pixel is which point, the gamma and the brightness cap are in the hardware profile,
which the jar prints as it reads it (`morrisboard wiring --json`, ProfileJson.java): the rig does not
parse the profile again. This module undoes the driver's correction (as the simulator page does,
PixelCorrection.perceived), names each pixel's colour, and checks a board's lights against
expectations over a window of frames, so blink and pulse phases do not matter:

    profile = Profile.load(jar)                          # the jar's built-in profile, as the service uses it
    seen = observe(read_frame, profile, seconds=2.5)     # read_frame() -> (serial, wire bytes)
    problems = check(seen, {"a1": TARGET, "d6": AI_TO}, status={1: ("violet", LIT)}, rest=DARK)

A check names every point that differs, with what it showed, so a failing run says what the
person at the board would have seen.
"""
import json
import os
import subprocess
import time

# Palette (0xRRGGBB at full strength), as in Palette.java.
COLOURS = {
    "white": 0xFFFFFF,
    "cyan": 0x00FFFF,
    "gold": 0xFFB000,
    "red": 0xFF0000,
    "blue": 0x0040FF,
    "magenta": 0xFF00FF,
    "green": 0x00FF00,
    "amber": 0xFF6000,
    "violet": 0x8000FF,
}

# How a light behaves over a window: STEADY never dark and one colour; BLINK both lit and dark;
# PULSE never dark (its level varies, but a slow emulated JVM may send few steps); LIT lit at
# least once (any pattern); DARK never lit; STILL one exact value all window long (a scene at rest:
# LIGHTS.md, "At rest"), MOVING never dark and more than one value (a pulse seen to move).
STEADY, BLINK, PULSE, LIT, DARK, STILL, MOVING = "steady", "blink", "pulse", "lit", "dark", "still", "moving"


class Expect:
    """What one light should show: a colour name, a behaviour, and optionally a level range
    (the perceived brightness of its brightest sample relative to full white, 0..1)."""

    def __init__(self, colour, behaviour, level=None, name=None):
        self.colour, self.behaviour, self.level, self.name = colour, behaviour, level, name or colour

    def __repr__(self):
        return self.name


def signal(name, colour, behaviour, level=None):
    return Expect(colour, behaviour, level, name)


# The point signals (Signal.java) on colour pixels, with the levels the default brightness (60 %)
# gives: full colours about 0.6, legal targets (DIM_WHITE 0x505050) about 0.19.
MISSING = signal("MISSING", "amber", BLINK)
EXTRA = signal("EXTRA", "red", STEADY)
AI_REMOVAL = signal("AI_REMOVAL", "magenta", BLINK)
LIFTED = signal("LIFTED", "cyan", STEADY)
AI_FROM = signal("AI_FROM", "blue", BLINK)
AI_TO = signal("AI_TO", "blue", STEADY)
HINT_FROM = signal("HINT_FROM", "green", BLINK)
HINT_TO = signal("HINT_TO", "green", STEADY)
MILL = signal("MILL", "gold", LIT)  # pulses for 2.4 s only: lit at least once in the window
REMOVABLE = signal("REMOVABLE", "red", PULSE)
TARGET = signal("TARGET", "white", STEADY, (0.08, 0.35))
# Setting up a position (issue 33): where a white piece goes, where a black one goes (LIGHTS.md rows 3 and 4).
PLACE_WHITE = signal("PLACE_WHITE", "white", BLINK, (0.4, 1.0))
PLACE_BLACK = signal("PLACE_BLACK", "violet", BLINK)
OFF = signal("dark", None, DARK)


class ProfileError(Exception):
    """The jar could not say which profile the board uses (one line: the command and what it said)."""


class Profile:
    """The parts of the hardware profile that say how a frame maps to points and which reed is which
    point, as the jar resolved them (`wiring --json`): pixels {point: index}, status [index, ...],
    gamma, cap (led.brightness), order ("GRB"), reeds {point: ("0x20", "A0")}, buttons {"hint": 5, ...}."""

    def __init__(self, pixels, status, gamma, cap, order, reeds=None, buttons=None, source=None):
        self.pixels, self.status, self.gamma, self.cap, self.order = pixels, status, gamma, cap, order
        self.points = sorted(pixels)
        self.reeds = reeds or {}
        self.buttons = buttons or {}
        self.source = source

    @staticmethod
    def from_json(text):
        """The profile from the JSON the jar printed (ProfileJson.java names the fields)."""
        d = json.loads(text)
        points, strip = d["points"], d["strip"]
        buttons = {k[:-len("Gpio")]: v for k, v in d["buttons"].items() if k.endswith("Gpio")}
        return Profile({p: v["pixel"] for p, v in points.items()}, list(strip["statusPixels"]), float(strip["gamma"]),
                       int(strip["brightness"]), strip["order"],
                       {p: (v["reed"]["address"], v["reed"]["pin"]) for p, v in points.items()}, buttons, d["source"])

    @staticmethod
    def read(path):
        """The profile from a file of the jar's JSON (a fixture: rig/hardware-profile.json)."""
        with open(path) as f:
            return Profile.from_json(f.read())

    @staticmethod
    def load(jar, profile=None, java=None, timeout_s=120):
        """The profile the jar uses, as it prints it: `java -jar JAR wiring --json [--profile FILE]`,
        run in / so that without `profile` it is the jar's built-in one (the service's when its settings
        name none). `java`: default $JAVA_HOME/bin/java, else java on the PATH."""
        java = java or (os.path.join(os.environ["JAVA_HOME"], "bin", "java") if os.environ.get("JAVA_HOME") else "java")
        cmd = [java, "-jar", os.path.abspath(jar), "wiring", "--json"] + (["--profile", os.path.abspath(profile)] if profile else [])
        try:
            r = subprocess.run(cmd, cwd="/", capture_output=True, text=True, timeout=timeout_s)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise ProfileError("%s: %s" % (" ".join(cmd), e)) from e
        if r.returncode != 0:
            said = [l.strip() for l in (r.stderr.strip() or r.stdout.strip() or "nothing").splitlines()]
            # a list of problems ("error: 3 problems in the hardware profile:" and one a line): its first one
            first = " ".join(said[:2]) + (" (+%d more)" % (len(said) - 2) if len(said) > 2 else "")
            raise ProfileError("%s: exit %d: %s" % (" ".join(cmd), r.returncode, first))
        try:
            return Profile.from_json(r.stdout)
        except (ValueError, KeyError, TypeError) as e:
            raise ProfileError("%s: not the profile's JSON (%r): %s" % (" ".join(cmd), e, r.stdout.strip()[:120])) from e

    def perceived(self, wire_rgb):
        """The intended colour (r, g, b 0..255) behind a wire colour: cap and gamma undone."""
        out = []
        for c in wire_rgb:
            out.append(0.0 if c == 0 else min(1.0, c / self.cap) ** (1 / self.gamma) * 255.0)
        return tuple(out)

    def decode(self, data):
        """Wire bytes of one frame -> {point: (r, g, b) perceived, 'status0': ..., ...}."""
        n = len(self.order)
        idx = {ch: self.order.index(ch) for ch in "RGB"}
        pixels = []
        for i in range(0, len(data) - n + 1, n):
            px = data[i:i + n]
            pixels.append(self.perceived((px[idx["R"]], px[idx["G"]], px[idx["B"]])))
        out = {}
        for point, i in self.pixels.items():
            out[point] = pixels[i] if i < len(pixels) else (0.0, 0.0, 0.0)
        for k, i in enumerate(self.status):
            out["status%d" % k] = pixels[i] if i < len(pixels) else (0.0, 0.0, 0.0)
        return out


def name_colour(rgb):
    """(colour name, level) of a perceived colour: the palette colour of the nearest hue, and its
    brightness relative to that colour at full strength; (None, 0) for dark."""
    top = max(rgb)
    if top < 1:
        return None, 0.0
    norm = [c / top for c in rgb]
    best, dist = None, None
    for name, c in COLOURS.items():
        ref = [(c >> 16 & 0xFF) / 255, (c >> 8 & 0xFF) / 255, (c & 0xFF) / 255]
        d = sum((a - b) ** 2 for a, b in zip(norm, ref))
        if dist is None or d < dist:
            best, dist = name, d
    return best, top / 255.0


class Seen:
    """One light over a window of frames."""

    def __init__(self):
        self.colours = {}  # name -> brightest level seen in that colour
        self.dark = 0
        self.lit = 0
        self.values = set()  # every exact value seen

    def add(self, rgb):
        self.values.add(tuple(rgb))
        name, level = name_colour(rgb)
        if name is None:
            self.dark += 1
        else:
            self.lit += 1
            self.colours[name] = max(level, self.colours.get(name, 0.0))

    def main_colour(self):
        return max(self.colours, key=self.colours.get) if self.colours else None

    def describe(self):
        if not self.colours:
            return "dark"
        kind = "blinking" if self.dark else "lit"
        return "%s %s" % (kind, "/".join("%s %.2f" % (c, l) for c, l in sorted(self.colours.items(), key=lambda x: -x[1])))


class Window:
    """Every light over the frames sampled in a window: point names and status0, status1, ..."""

    def __init__(self, profile):
        self.profile = profile
        self.lights = {k: Seen() for k in list(profile.pixels) + ["status%d" % i for i in range(len(profile.status))]}
        self.frames = 0
        self.serials = set()
        self.seconds = 0.0

    def frame_rate(self):
        """Frames the board drew a second over the window (its decoder numbers every frame), 0 if unknown."""
        if self.seconds <= 0 or not self.serials:
            return 0.0
        return (max(self.serials) - min(self.serials)) / self.seconds

    def add(self, serial, data):
        self.frames += 1
        self.serials.add(serial)
        for k, rgb in self.profile.decode(data).items():
            self.lights[k].add(rgb)

    def colour_points(self, colour, behaviour=LIT):
        """The points (not status pixels) that showed this colour (and, for STEADY, never went dark)."""
        out = []
        for k, s in self.lights.items():
            if k.startswith("status") or colour not in s.colours:
                continue
            if behaviour == STEADY and s.dark:
                continue
            if behaviour == BLINK and not s.dark:
                continue
            out.append(k)
        return sorted(out)

    def summary(self):
        lit = ["%s %s" % (k, s.describe()) for k, s in sorted(self.lights.items()) if s.colours]
        return "%d frames (serials %s..%s): %s" % (self.frames, min(self.serials, default="-"), max(self.serials, default="-"),
                                                  "; ".join(lit) or "all dark")


def observe(read_frame, profile, seconds=2.5, every=0.1, clock=time.monotonic, sleep=time.sleep):
    """Samples the last decoded frame every `every` s for `seconds` s (a 1 Hz blink shows both phases),
    and, on a machine so loaded that a sample takes longer than `every`, for as many samples as that
    window holds (seconds / every), up to six times as long: the guest then draws fewer frames, and a
    blink judged from the four samples a starved window gave was seen lit only (a rig run under a CPU
    hog failed so, its board right)."""
    w = Window(profile)
    start = clock()
    samples = max(1, int(seconds / every)) if every > 0 else 1
    while True:
        serial, data = read_frame()
        w.add(serial, data)
        elapsed = clock() - start
        if elapsed >= seconds and (w.frames >= samples or elapsed >= 6 * seconds):
            w.seconds = elapsed
            return w
        sleep(every)


def meets(seen, e):
    """None if `seen` meets expectation `e`, else a short reason."""
    if e.behaviour == DARK:
        return None if not seen.colours else "expected dark"
    if not seen.colours:
        return "expected %s, dark" % e
    main = seen.main_colour()
    if main != e.colour:
        return "expected %s (%s)" % (e, e.colour)
    if e.behaviour == STEADY and (seen.dark or len(seen.colours) > 1):
        return "expected %s steady" % e
    if e.behaviour == PULSE and seen.dark:
        return "expected %s never dark" % e
    if e.behaviour == STILL and (seen.dark or len(seen.values) > 1):
        return "expected %s still (one value all window; saw %d)" % (e, len(seen.values))
    if e.behaviour == MOVING and (seen.dark or len(seen.values) < 2):
        return "expected %s moving (never dark, more than one value; saw %d)" % (e, len(seen.values))
    if e.behaviour == BLINK and not seen.dark:
        return "expected %s blinking (never dark in the window)" % e
    if e.level is not None and not e.level[0] <= seen.colours[main] <= e.level[1]:
        return "expected %s at level %.2f..%.2f, was %.2f" % (e, e.level[0], e.level[1], seen.colours[main])
    return None


def check(window, points, status=None, rest=OFF):
    """Problems (a list of lines; empty when all is as expected): `points` maps point names to an
    Expect, every other point must meet `rest`; `status` maps status pixel numbers to an Expect
    (status pixels not named are not checked)."""
    problems = []
    for point in window.profile.points:
        e = points.get(point, rest)
        if e is None:
            continue
        why = meets(window.lights[point], e)
        if why:
            problems.append("%s: %s; showed %s" % (point, why, window.lights[point].describe()))
    for i, e in (status or {}).items():
        s = window.lights["status%d" % i]
        why = meets(s, e)
        if why:
            problems.append("status pixel %d: %s; showed %s" % (i, why, s.describe()))
    return problems


# ---- the board's geometry, enough for a person's side of a game (standard rules) ----

MILLS = [line.split() for line in (
    "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
    "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7")]


def closes_mill(own, point):
    """True if a piece on `point` completes a mill with the pieces in `own`."""
    return any(point in m and all(q in own or q == point for q in m) for m in MILLS)


def in_mill(own, point):
    return any(point in m and all(q in own for q in m) for m in MILLS)


def threats(own, other, p):
    """How many lines through p would hold two of own's pieces and an empty third after own places p."""
    mine = own | {p}
    return sum(1 for m in MILLS if p in m and sum(q in mine for q in m) == 2 and not any(q in other for q in m))


def forced_mill(own, other, empty, depth):
    """A placement that starts a run of single threats (each answered where it must be) ending in a
    fork, within `depth` threats; None if there is none. A block that closes the other's mill, or
    threatens one, ends the run (the other removes a piece, or the person must block instead)."""
    for p in sorted(empty):
        if threats(own, other, p) != 1:
            continue
        mine = own | {p}
        block = next(q for m in MILLS if p in m and sum(r in mine for r in m) == 2 and not any(r in other for r in m)
                     for q in m if q not in mine)
        rest = empty - {p, block}
        if closes_mill(other, block) or any(closes_mill(other | {block}, q) for q in rest):
            continue  # the block closes the other's mill, or threatens one: the person must answer it
        if any(threats(mine, other | {block}, q) >= 2 for q in rest) or \
                (depth > 1 and forced_mill(mine, other | {block}, rest, depth - 1)):
            return p
    return None


def choose_placement(own, other, empty):
    """A person who means to close a mill while placing: close one, else block the other's, else make
    two threats at once (a fork: the other can block only one), else set up the most forks for the next
    turn, else build toward a mill. The AI blocks every threat through the point just played, so a
    person who only builds toward one mill may place all nine without closing it (the rig's game phase
    failed so, in CI, on the AI's seed: 17 of 40 seeds at level 1 against `bestmove --level 1 --seed N`;
    this person, 3 of 400). The rig also fixes the AI's seed (run.sh: ai.seed = 1)."""
    empty = sorted(empty)
    for p in empty:
        if closes_mill(own, p):
            return p
    for p in empty:
        if closes_mill(other, p):
            return p
    forks = [p for p in empty if threats(own, other, p) >= 2]
    if forks:
        return forks[0]
    forcing = forced_mill(own, other, set(empty), 4)
    if forcing:
        return forcing

    def next_forks(p):
        return sum(1 for q in empty if q != p and threats(own | {p}, other, q) >= 2)

    def promise(p):
        return sum(1 for m in MILLS if p in m and not any(q in other for q in m)) * 10 + \
            sum(1 for m in MILLS if p in m and not any(q in other for q in m) for q in m if q in own)
    return max(empty, key=lambda p: (next_forks(p), promise(p)))


def choose_removal(own_of_other, removable_hint):
    """A piece of the other side to take: one the board lit as removable, else any not in a mill."""
    lit = sorted(removable_hint)
    if lit:
        return lit[0]
    free = [p for p in sorted(own_of_other) if not in_mill(own_of_other, p)]
    return (free or sorted(own_of_other))[0]
