#!/usr/bin/env python3
"""The host's side of the rig's figures: the same jar's start to READY (sd_notify, as systemd
sees it, with the unit's JVM options) on the simulated board, and the same search the rig times
in the guest (bestmove, a depth-capped level, so both do the same work).

    rig/host-figures.py [JAR] [JAVA]      prints "figure: host-NAME VALUE" lines
"""
import os
import re
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
# The unit's JVM options (systemd/morrisboard.service), without its cache paths.
JAVA_OPTS = ["-Xms32m", "-Xmx112m", "-Xss512k", "-XX:+UseSerialGC", "-XX:MaxMetaspaceSize=64m",
             "-XX:ReservedCodeCacheSize=32m", "-XX:CICompilerCount=2", "-XX:-UsePerfData",
             "--enable-native-access=ALL-UNNAMED"]
# The position and search the rig runs in the guest (drive.py's search phase).
SEARCH = ["bestmove", "--level", "8", "--movetime", "600000", "--moves", "d6 a1 d2 b4 d7 f4"]


def start_to_ready(jar, java):
    with tempfile.TemporaryDirectory() as tmp:
        sock_path = os.path.join(tmp, "notify")
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        sock.bind(sock_path)
        conf = os.path.join(tmp, "morrisboard.properties")
        with open(conf, "w") as f:
            f.write("hardware = simulator\nstate.dir = %s/state\nport = 0\n" % tmp)
        env = dict(os.environ, NOTIFY_SOCKET=sock_path)
        t0 = time.monotonic()
        proc = subprocess.Popen([java] + JAVA_OPTS + ["-jar", jar, "--config", conf], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            sock.settimeout(120)
            while True:
                msg = sock.recv(4096).decode(errors="replace")
                if "READY=1" in msg:
                    return time.monotonic() - t0
        finally:
            proc.terminate()
            proc.wait(30)


def search(jar, java):
    t0 = time.monotonic()
    out = subprocess.run([java, "-jar", jar] + SEARCH, capture_output=True, text=True, timeout=600).stdout
    wall = time.monotonic() - t0
    m = re.search(r"nodes (\d+) time (\d+)", out)
    return wall, int(m.group(1)), int(m.group(2)) / 1000.0


def main():
    jar = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "target", "morrisboard.jar")
    java = sys.argv[2] if len(sys.argv) > 2 else "java"
    ready = [start_to_ready(jar, java) for _ in range(3)]
    print("figure: host-start-to-ready-s %s" % " ".join("%.1f" % r for r in ready))
    for _ in range(2):
        wall, nodes, secs = search(jar, java)
        print("figure: host-search-level8 wall %.1f s, search %.2f s, %d nodes" % (wall, secs, nodes))


if __name__ == "__main__":
    main()
