#!/usr/bin/env python3
"""Conformance runner: upstream's real gateway process behind a JSON-lines protocol (ours).

This file and its neighbours are gatewaysim's code. They import the upstream hermes-agent
checkout named by HERMES_SRC and drive its GatewayRunner (gateway/run.py) the way a deployment
does: start() with platform adapters, messages through the adapters, stop() with its drain, and
SIGKILL. Nothing of upstream is copied or re-implemented; what stands in for the surroundings (a
platform's network, the model, the clock) is in fakes.py and vclock.py.

Processes. This controller imports upstream once and forks one child per gateway process: boot
forks, kill sends SIGKILL, and a stop ends the child when upstream's stop() returns. The store
(HERMES_HOME: state.db, sessions/, the marker files) outlives every child, as it does on disk.
Several children may be up at once over that one home, each named by its requests' "proc" (two
TUI backends: boot with "gateway": false); they share one clock (Controller._lockstep).

Protocol. One JSON object per line on stdin and stdout. Every request has "op" and "at" (virtual
Unix seconds). Replies are {"ok": true, ...} or {"ok": false, "error": ...}; a process op's reply
carries "timeline": the events upstream went through since the last request, with their effects.

Environment: HERMES_SRC, HERMES_HOME (a scratch directory; init wipes it), TZ.
"""

import json
import os
import shutil
import signal
import sys

PROTO = sys.stdout
sys.stdout = sys.stderr  # upstream prints; keep the protocol stream clean

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.environ.get("HERMES_SRC", "")
if not SRC or not os.path.isfile(os.path.join(SRC, "gateway", "run.py")):
    PROTO.write(json.dumps({"ok": False, "error": "HERMES_SRC does not name an upstream checkout with gateway/run.py"}) + "\n")
    PROTO.flush()
    sys.exit(2)
sys.path.insert(0, SRC)
import standins  # noqa: E402

standins.install()

import logging  # noqa: E402

logging.basicConfig(stream=sys.stderr, level=logging.ERROR)
os.environ.setdefault("GATEWAY_ALLOW_ALL_USERS", "true")
os.environ.setdefault("OPENROUTER_API_KEY", "sk-or-gatewaysim")  # the stub agent never calls it

import vclock  # noqa: E402
from vclock import Clock  # noqa: E402

Clock.reset(1_780_000_000.0)
vclock.install_time()
import gateway.run  # noqa: E402,F401  (imported once, before any fork)
import fold  # noqa: E402

if not os.environ.get("GATEWAYSIM_NOFOLD"):  # (set, it runs upstream's loops as they are: a check of fold.py)
    FOLDED = fold.fold_class(gateway.run.GatewayRunner)  # the idle watchers' one-second steps (fold.py)
    vclock.VirtualLoop.on_quiet_hook = fold.recheck
import run_agent  # noqa: E402,F401

def _import_quietly(name):
    """Imports a module without letting it start threads (tui_gateway.server starts an update
    check and an idle reaper at import: a network call, and a loop on real time)."""
    import threading
    start = threading.Thread.start
    threading.Thread.start = lambda self: None
    try:
        __import__(name)
    except Exception:
        pass
    finally:
        threading.Thread.start = start


_import_quietly("tui_gateway.server")

# What every gateway process imports on its way up (its platforms, the status file, the command
# table and the prompt toolkit behind it), imported here once rather than in each forked child:
# it was a tenth of a run. Only modules whose import defines things and reads no file of the home;
# a name a checkout lacks is skipped.
for _name in ("hermes_state", "gateway.status", "gateway.pairing", "gateway.hooks", "gateway.channel_directory",
              "gateway.shutdown_forensics", "gateway.display_config", "gateway.session_context",
              "gateway.platforms.webhook", "gateway.platforms.api_server", "gateway.platforms.discord",
              "gateway.platforms.telegram", "hermes_cli.commands", "hermes_cli.profiles", "hermes_cli.models",
              "hermes_cli.platforms", "hermes_cli.tools_config", "hermes_cli.security_advisories",
              "tools.checkpoint_manager", "tools.slash_confirm", "tools.clarify_gateway", "tools.tirith_security",
              "agent.shell_hooks", "agent.models_dev", "prompt_toolkit"):
    _import_quietly(_name)

try:  # the platform plugins every start() looks up, imported here once rather than per process
    from gateway.platform_registry import platform_registry as _registry
    _registry.plugin_entries()
except Exception:
    pass


class Child:
    """One forked gateway process and its pipes."""

    def __init__(self, config):
        r1, w1 = os.pipe()  # controller -> child
        r2, w2 = os.pipe()  # child -> controller
        pid = os.fork()
        if pid == 0:
            os.close(w1)
            os.close(r2)
            _child_main(os.fdopen(r1, "r"), os.fdopen(w2, "w"), config)
            os._exit(0)
        os.close(r1)
        os.close(w2)
        self.pid = pid
        self.w = os.fdopen(w1, "w")
        self.r = os.fdopen(r2, "r")

    def call(self, req):
        self.w.write(json.dumps(req) + "\n")
        self.w.flush()
        line = self.r.readline()
        if not line:
            raise RuntimeError("the gateway process died")
        return json.loads(line)

    def kill(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.reap()

    def reap(self):
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        for f in (self.w, self.r):
            try:
                f.close()
            except Exception:
                pass


def _child_main(rd, wr, config):
    import traceback
    from process import Process
    proc = Process(SRC, config)
    for line in rd:
        req = json.loads(line)
        try:
            out = {"ok": True}
            out.update(proc.handle(req))
        except Exception as exc:
            out = {"ok": False, "error": "%s: %s" % (type(exc).__name__, exc), "trace": traceback.format_exc()[-3000:]}
        wr.write(json.dumps(out, default=str) + "\n")
        wr.flush()
        if out.get("exited"):
            return


class Controller:
    """The supervisor of the gateway processes over the one home. A request's "proc" names its
    process (default ""): several may be up at once, as two TUI backends over one HERMES_HOME are.
    While more than one is up they keep one clock in lockstep (_lockstep): before any of them acts
    at an instant, every timer any of them has due by then fires first, in order of time, so each
    reads what the others wrote to the shared home by then."""

    def __init__(self):
        self.children = {}  # name -> Child
        self.nexts = {}  # name -> the loop instant of the child's next timer (None: none)
        self.config = None
        self.down = set()  # platforms whose network is down (it outlives processes)
        self.boots = 0

    def op_init(self, req):
        for name in list(self.children):
            self.children.pop(name).kill()
        self.nexts = {}
        home = os.environ["HERMES_HOME"]
        if os.path.exists(home):
            shutil.rmtree(home)
        os.makedirs(home)
        c = req["config"]
        c["seed"] = req.get("seed", 0)
        self.config = c
        self.down = set()
        self.boots = 0
        os.environ["HERMES_AUTO_CONTINUE_FRESHNESS"] = repr(float(c.get("freshness", 3600)))
        os.environ["HERMES_RESTART_DRAIN_TIMEOUT"] = repr(float(c.get("drain", 180)))
        if c.get("zone"):
            os.environ["TZ"] = c["zone"]
            import time
            time.tzset()
        Clock.reset(float(req["at"]))
        return {}

    def op_boot(self, req):
        name = req.get("proc", "")
        if name in self.children:
            raise RuntimeError("a gateway process %r is already up" % name)
        self.boots += 1
        self.children[name] = Child(self.config)
        req["down"] = sorted(self.down)
        req["boot"] = self.boots  # (seeds its session ids: two processes never draw the same)
        return self._forward(name, req)

    def op_kill(self, req):
        name = req.get("proc", "")
        child = self.children.pop(name, None)
        self.nexts.pop(name, None)
        if child:
            child.kill()
        import observe
        state = {"rows": observe.read_rows(os.environ["HERMES_HOME"]), "entries": None, "running": []}
        return {"timeline": _tag(name, [{"event": "kill", "at": req["at"], "effects": [], "state": state}])}

    def _platform(self, req, up):
        (self.down.discard if up else self.down.add)(req["platform"])

    def _forward(self, name, req):
        out = self.children[name].call(req)
        if "next" in out:
            self.nexts[name] = out.pop("next")
        out["timeline"] = _tag(name, out.get("timeline") or [])
        if out.get("exited"):
            self.children.pop(name).reap()
            self.nexts.pop(name, None)
        return out

    def _lockstep(self, at, joining=False):
        """Fires every timer of every process due by instant at, earliest first (ties in the
        order of the processes' names), one process step at a time; their timelines, in order.
        joining: the request boots another process beside those up, which must read what their
        timers due by then have written."""
        if len(self.children) + (1 if joining else 0) < 2:
            return []  # one process: its own request moves its clock
        target = Clock.mono_of(at)
        out = []
        while True:
            due = sorted((w, n) for n, w in self.nexts.items() if w is not None and w <= target)
            if not due:
                return out
            when, name = due[0]
            r = self._forward(name, {"op": "tick", "at": Clock.epoch_of(when), "mono": when})
            if not r.get("ok"):
                raise RuntimeError("process %s at its timer: %s" % (name, r.get("error")))
            if self.nexts.get(name) == when:
                raise RuntimeError("process %s does not move past its timer (%.6f)" % (name, when))
            out += r["timeline"]

    def handle(self, req):
        op = req["op"]
        name = req.get("proc", "")
        if op in ("adapter_down", "adapter_up"):
            self._platform(req, op == "adapter_up")
        if op == "init":
            return dict(ok=True, **self.op_init(req))
        if op == "dump" and self.children.get(name) is None:
            import observe
            return {"ok": True, "entries": None, "running": [], "rows": observe.read_rows(os.environ["HERMES_HOME"])}
        before = self._lockstep(float(req["at"]), joining=op == "boot" and name not in self.children)
        fn = getattr(self, "op_" + op, None)
        if fn is not None:
            out = {"ok": True}
            out.update(fn(req))
        elif self.children.get(name) is None:
            import observe
            state = {"rows": observe.read_rows(os.environ["HERMES_HOME"]), "entries": None, "running": []}
            out = {"ok": True, "down": True, "timeline": _tag(name, [{"event": "input", "at": req["at"], "effects": [], "state": state}])}
        else:
            out = self._forward(name, req)
        if before:
            out["timeline"] = before + (out.get("timeline") or [])
        return out


def _tag(name, timeline):
    """A named process's events say whose they are (the default process's stay as they were)."""
    if name:
        for ev in timeline:
            ev["proc"] = name
    return timeline


def main():
    ctl = Controller()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            out = ctl.handle(json.loads(line))
        except Exception as exc:
            out = {"ok": False, "error": "%s: %s" % (type(exc).__name__, exc)}
        PROTO.write(json.dumps(out, default=str) + "\n")
        PROTO.flush()


if __name__ == "__main__":
    main()
