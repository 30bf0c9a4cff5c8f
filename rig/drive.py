#!/usr/bin/env python3
"""Drives a booted rig guest from the host (rig/run.sh starts it).

Two virtio-serial ports, each joined by QEMU to a unix socket in the run directory:
  ctl.sock  morris-emu's control port (reed, stuck, nack, powercycle, intstuck, button, frame, regs, status)
  sh.sock   a root shell in the guest (rig-shell.service)

The first scenario: wait for the guest and the service to come up (READY under Type=notify),
record the figures, place a piece on a1 and wait for the LED frame decoded from SPI to change.
Prints "figure: NAME VALUE" lines and one "rig: ..." verdict; exit 0 on success, 1 when the board
(the service, the emulated hardware) failed, 2 when the guest never answered (the environment).
"""
import socket
import sys
import time


class Port:
    """A line-oriented connection to one of the guest's virtio-serial ports."""

    def __init__(self, path, wait_s):
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        self.buf = b""

    def send(self, text):
        self.sock.sendall(text.encode())

    def line(self, timeout_s):
        deadline = time.monotonic() + timeout_s
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer in %.0f s" % timeout_s)
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("port closed")
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        return line.decode(errors="replace")


class Shell(Port):
    """Runs commands in the guest's root shell; each returns (status, output)."""

    def run(self, command, timeout_s=120):
        self.send("%s\necho __RIG_END__ $?\n" % command)
        out = []
        while True:
            line = self.line(timeout_s)
            if line.startswith("__RIG_END__ "):
                return int(line.split()[1]), "\n".join(out)
            out.append(line)


class Control(Port):
    def cmd(self, text):
        self.send(text + "\n")
        return self.line(30)


def frame(ctl):
    """(serial, pixel colours as RRGGBB) of the last frame decoded from the SPI writes (GRB wire order)."""
    parts = ctl.cmd("frame").split()
    serial, data = int(parts[1]), bytes.fromhex(parts[4]) if len(parts) > 4 else b""
    pixels = ["%02x%02x%02x" % (data[i + 1], data[i], data[i + 2]) for i in range(0, len(data) - 2, 3)]
    return serial, pixels


def props(shell, unit, *names):
    _, out = shell.run("systemctl show %s %s" % (unit, " ".join("-p " + n for n in names)))
    return dict(l.split("=", 1) for l in out.splitlines() if "=" in l)


def figure(name, value):
    print("figure: %s %s" % (name, value), flush=True)


def main():
    run_dir, started = sys.argv[1], float(sys.argv[2])
    try:
        shell = Shell(run_dir + "/sh.sock", 60)
    except OSError as e:
        print("rig: the guest's shell port never opened: %s" % e)
        return 2
    try:
        return scenario(run_dir, started, shell)
    finally:
        # Through the same connection: a second one could open while the guest's shell is between
        # two sessions, and a virtio port drops what comes while no one in the guest has it open.
        try:
            shell.send("systemctl poweroff\n")
            time.sleep(2)
        except OSError:
            pass


def scenario(run_dir, started, shell):
    try:
        shell.run("true", timeout_s=900)
    except (OSError, TimeoutError, ConnectionError) as e:
        print("rig: the guest's shell never answered: %s" % e)
        return 2
    figure("shell-answers-s", "%.0f" % (time.time() - started))
    _, state = shell.run("systemctl is-system-running --wait", timeout_s=1200)
    figure("boot-to-multi-user-s", "%.0f" % (time.time() - started))
    figure("system-state", state.strip())
    ready = None
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        p = props(shell, "morrisboard", "ActiveState", "SubState", "NRestarts")
        if p.get("ActiveState") == "active":
            ready = p
            break
        if p.get("ActiveState") == "failed":
            break
        time.sleep(2)
    _, journal = shell.run("journalctl -b -u morrisboard -u rig-hardware --no-pager -o short-monotonic | tail -n 80")
    print(journal)
    if ready is None:
        print("rig: morrisboard never reached READY: %s" % props(shell, "morrisboard", "ActiveState", "SubState", "Result"))
        return 1
    _, nodes = shell.run("stat -c '%n %G %a' /dev/gpiochip* /dev/i2c-1 /dev/spidev0.0")
    print(nodes)
    gpio_groups = [l.split()[1] for l in nodes.splitlines() if l.startswith("/dev/gpiochip")]
    _, seccomp = shell.run("grep Seccomp: /proc/$(systemctl show -p MainPID --value morrisboard)/status")
    print("service:", seccomp.strip())
    t = props(shell, "morrisboard", "InactiveExitTimestampMonotonic", "ActiveEnterTimestampMonotonic", "NRestarts")
    figure("start-to-ready-s", "%.1f" % ((int(t["ActiveEnterTimestampMonotonic"]) - int(t["InactiveExitTimestampMonotonic"])) / 1e6))
    figure("restarts-before-ready", t["NRestarts"])

    ctl = Control(run_dir + "/ctl.sock", 30)
    print("emulator:", ctl.cmd("status"))
    serial0, before = frame(ctl)
    print("frame %d before: %s" % (serial0, " ".join(before)))
    placed = time.monotonic()
    print("emulator:", ctl.cmd("reed 0x20 A0 1"), "(a piece on a1)")
    changed = None
    while time.monotonic() < placed + 120:
        serial, pixels = frame(ctl)
        if serial > serial0 and pixels != before:
            changed = (serial, pixels)
            break
        time.sleep(0.2)
    print("emulator:", ctl.cmd("status"))
    print("emulator:", ctl.cmd("regs 0x20"))
    _, journal = shell.run("journalctl -b -u morrisboard --no-pager -o short-monotonic | tail -n 30")
    print(journal)
    mem = props(shell, "morrisboard", "MemoryPeak", "MemoryCurrent")
    figure("memory-peak-mb", "%.0f" % (int(mem.get("MemoryPeak", "0") or 0) / 1e6) if mem.get("MemoryPeak", "").isdigit() else mem)
    if changed is None:
        print("rig: the LED frame did not change within 120 s of placing a piece on a1")
        return 1
    figure("placement-to-frame-s", "%.1f" % (time.monotonic() - placed))
    print("frame %d after: %s" % (changed[0], " ".join(changed[1])))
    if not gpio_groups or any(g != "gpio" for g in gpio_groups):
        print("rig: the gpiochips are not group gpio (install.sh's udev rule): %s" % gpio_groups)
        return 1
    print("rig: READY on the real providers, and a placement on a1 changed the LEDs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
