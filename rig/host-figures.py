#!/usr/bin/env python3
"""The host's side of the rig's figures: the same jar's start to READY (sd_notify, as systemd
sees it, with the unit's JVM options) on the simulated board, and the same search the rig times
in the guest (bestmove, a depth-capped level, so both do the same work).

    rig/host-figures.py [JAR] [JAVA]          prints "figure: host-NAME VALUE" lines
    rig/host-figures.py start [JAR] [JAVA]    start to READY: the unit's class-data archive absent
                                              (its first start writes it), then mapped; and without it;
                                              wall seconds (process CPU ms / main thread CPU ms)
    rig/host-figures.py idle [JAR] [JAVA]     an idle board's cost: the simulator's menu with the unit's
                                              flags, CPU and wake-ups over 60 s after a 25 s warm-up
"""
import os
import re
import shlex
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
UNIT = os.path.join(REPO, "systemd", "morrisboard.service")
# The position and search the rig runs in the guest (drive.py's search phase).
SEARCH = ["bestmove", "--level", "8", "--movetime", "600000", "--moves", "d6 a1 d2 b4 d7 f4"]
CLOCK_TICK = os.sysconf("SC_CLK_TCK")


def unit_java_opts(cache):
    """The unit's JAVA_OPTS (systemd/morrisboard.service), its cache directory moved to `cache`."""
    with open(UNIT) as f:
        line = next(l for l in f if l.startswith('Environment="JAVA_OPTS='))
    opts = line.strip()[len('Environment="JAVA_OPTS='):-1].replace("%%", "%")
    return [o.replace("/var/cache/morrisboard", cache) for o in shlex.split(opts)]


def without_archive(opts):
    return [o for o in opts if not o.startswith("-XX:SharedArchiveFile=") and o != "-XX:+AutoCreateSharedArchive"]


class Board:
    """The jar on the simulated board, started as the unit starts it, until READY=1."""

    def __init__(self, jar, java, opts, tmp):
        self.sock_path = os.path.join(tmp, "notify")
        if os.path.exists(self.sock_path):
            os.unlink(self.sock_path)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(self.sock_path)
        conf = os.path.join(tmp, "morrisboard.properties")
        with open(conf, "w") as f:
            f.write("hardware = simulator\nstate.dir = %s/state\nport = 0\n" % tmp)
        env = dict(os.environ, NOTIFY_SOCKET=self.sock_path)
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen([java] + opts + ["-jar", jar, "--config", conf], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.sock.settimeout(120)
        while "READY=1" not in self.sock.recv(4096).decode(errors="replace"):
            pass
        self.ready_s = time.monotonic() - self.t0
        # CPU to READY: the whole process, and its main thread (the start itself, without the JIT's
        # threads), which a busy machine stretches far less than the wall clock
        self.ready_cpu_ms = self.cpu_ms()
        self.ready_main_ms = self.threads().get("java", (0, 0))[0]

    def stop(self):
        self.proc.terminate()
        self.proc.wait(60)
        self.sock.close()

    def cpu_ms(self, stat=None):
        with open(stat or "/proc/%d/stat" % self.proc.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 // CLOCK_TICK

    def threads(self):
        """{thread name: (cpu ms, context switches)} for every thread of the process ("java": the
        thread that runs main; the launcher's first thread, which only waits for it, is left out)."""
        out = {}
        for tid in os.listdir("/proc/%d/task" % self.proc.pid):
            if int(tid) == self.proc.pid:
                continue
            try:
                with open("/proc/%d/task/%s/stat" % (self.proc.pid, tid)) as f:
                    stat = f.read()
                with open("/proc/%d/task/%s/status" % (self.proc.pid, tid)) as f:
                    status = f.read()
            except OSError:
                continue
            name = stat[stat.index("(") + 1:stat.rindex(")")]
            fields = stat.rsplit(")", 1)[1].split()
            cpu = (int(fields[11]) + int(fields[12])) * 1000 // CLOCK_TICK
            switches = sum(int(m) for m in re.findall(r"ctxt_switches:\s+(\d+)", status))
            c, s = out.get(name, (0, 0))
            out[name] = (c + cpu, s + switches)
        return out


def start_to_ready(jar, java, opts, cache=None):
    """(wall s, process CPU ms, main thread CPU ms) from the start to READY."""
    with tempfile.TemporaryDirectory() as tmp:
        board = Board(jar, java, opts, tmp)
        board.stop()
        return board.ready_s, board.ready_cpu_ms, board.ready_main_ms


def said(runs):
    """'wall s (process CPU ms, main thread CPU ms)' of each run."""
    return " ".join("%.2f s (%d/%d ms)" % r for r in runs)


def starts(jar, java):
    """Start to READY three ways, each three times: the JDK's own archive only, the unit's archive
    absent (the first start, which writes it at exit), the unit's archive mapped (later starts)."""
    with tempfile.TemporaryDirectory() as cache:
        opts = unit_java_opts(cache)
        plain = [start_to_ready(jar, java, without_archive(opts)) for _ in range(3)]
        first, later = [], []
        for _ in range(3):
            for f in os.listdir(cache):
                os.unlink(os.path.join(cache, f)) if os.path.isfile(os.path.join(cache, f)) else None
            first.append(start_to_ready(jar, java, opts))
            later.append(start_to_ready(jar, java, opts))
        size = os.path.getsize(os.path.join(cache, "morrisboard.jsa"))
    print("figure: host-start-to-ready-no-archive %s" % said(plain))
    print("figure: host-start-to-ready-archive-first %s" % said(first))
    print("figure: host-start-to-ready-archive-mapped %s" % said(later))
    print("figure: host-archive-mb %.1f" % (size / 1e6))


def idle(jar, java, warm_s=25, span_s=60):
    """The simulator's menu, nobody at the page: CPU and context switches over span_s after warm_s."""
    with tempfile.TemporaryDirectory() as tmp:
        board = Board(jar, java, unit_java_opts(tmp), tmp)
        try:
            time.sleep(warm_s)
            cpu0, th0, t0 = board.cpu_ms(), board.threads(), time.monotonic()
            time.sleep(span_s)
            cpu1, th1, t1 = board.cpu_ms(), board.threads(), time.monotonic()
        finally:
            board.stop()
    span = t1 - t0
    used = cpu1 - cpu0
    switches = sum(s for _, s in th1.values()) - sum(s for _, s in th0.values())
    print("figure: host-idle-menu-cpu %d ms in %.0f s (%.2f %% of a core), %.1f context switches/s"
          % (used, span, used / span / 10, switches / span))
    for name in sorted(th1, key=lambda n: -(th1[n][0] - th0.get(n, (0, 0))[0])):
        c = th1[name][0] - th0.get(name, (0, 0))[0]
        s = th1[name][1] - th0.get(name, (0, 0))[1]
        if c or s:
            print("  thread %-16s %5d ms CPU, %6.2f switches/s" % (name, c, s / span))


def search(jar, java):
    t0 = time.monotonic()
    out = subprocess.run([java, "-jar", jar] + SEARCH, capture_output=True, text=True, timeout=600).stdout
    wall = time.monotonic() - t0
    m = re.search(r"nodes (\d+) time (\d+)", out)
    return wall, int(m.group(1)), int(m.group(2)) / 1000.0


def main():
    args = sys.argv[1:]
    what = args.pop(0) if args and args[0] in ("start", "idle") else "rig"
    jar = args[0] if args else os.path.join(REPO, "target", "morrisboard.jar")
    java = args[1] if len(args) > 1 else "java"
    if what == "start":
        starts(jar, java)
        return
    if what == "idle":
        idle(jar, java)
        return
    with tempfile.TemporaryDirectory() as cache:
        ready = [start_to_ready(jar, java, unit_java_opts(cache)) for _ in range(3)]
    print("figure: host-start-to-ready-s %s" % " ".join("%.1f" % r[0] for r in ready))
    for _ in range(2):
        wall, nodes, secs = search(jar, java)
        print("figure: host-search-level8 wall %.1f s, search %.2f s, %d nodes" % (wall, secs, nodes))


if __name__ == "__main__":
    main()
