"""One upstream gateway process (ours): upstream's GatewayRunner on the virtual clock, with fake
platform adapters and the stub agent, stepped one request at a time.

The process lives in a forked child of the controller (runner.py), so a kill is a real SIGKILL
and the next boot is a fresh interpreter state over the same HERMES_HOME, as a restart is.

A request carries the instant it happens at ("at", virtual Unix seconds) and the turn spec that
turns started while it runs take ("spec": seconds, outcome, prompt tokens). The process first
moves the clock to "at", firing every timer due on the way (turn ends, the expiry watcher, the
drain timeout, the resume pass's one-second settle), then performs the request, then runs the
loop until it is quiet. Everything upstream did meanwhile comes back as a timeline: events in the
harness's vocabulary, each with its effects (observe.py).
"""

import asyncio
import contextvars
import os
import sys
from pathlib import Path

import observe
import vclock
import words
from background import BackgroundOps
from outside import OutsideOps
from tui import TuiOps
from fakes import Turns, make_adapter_class, make_agent_class
from vclock import Clock, VirtualLoop

CHECKPOINT = 1.0  # a turn asked to stop ends interrupted this soon (docs/contract.md §2.16)

from fakes import inbound as current_inbound  # noqa: E402


class Process(OutsideOps, TuiOps, BackgroundOps):
    def __init__(self, src, config):
        self.src = src
        self.config = config
        self.loop = VirtualLoop()
        asyncio.set_event_loop(self.loop)
        self.loop.enter()
        self.spec = (1.0, "ok", 0)
        self.token = 0
        self.tokens = {}  # turn -> harness token
        self.exited = False
        self.runner = None  # upstream's GatewayRunner (none in a TUI backend: boot "gateway": false)
        self.start_task = None
        self.stop_task = None
        self.msgseq = 0
        self.user_texts = []
        self.specs = {}  # user text -> the turn spec of the op that sent it
        self.unplaced = []  # user messages sent but not yet running or waiting
        self.held = {}  # platform value -> messages the platform holds until the gateway connects
        self.asks = set()  # lanes whose turn a user's message asked to stop in this request
        vclock.install_blocking()
        self._import()
        self.obs = observe.Observer(self)
        VirtualLoop.on_spin_move = self.obs.moved
        self._tui_init()
        import threading
        vclock.VirtualTimer.loop = self.loop
        threading.Timer = vclock.VirtualTimer

    # --- construction --------------------------------------------------------------------

    def _trace_threads(self):
        import threading
        import traceback
        orig = threading.Thread.start

        def start(th):
            if "ThreadPoolExecutor" not in (th.name or "") and not (th.name or "").startswith(("hermes-gateway", "asyncio")):
                _debug("thread", th.name, "".join(traceback.format_stack(limit=6)[:-1]).replace("\n", " | ")[:600])
            return orig(th)

        threading.Thread.start = start

    def _count_threads(self):
        """Threads upstream starts for one piece of work (closing an evicted agent, titling a
        session) count as executor jobs: the loop waits for them, so whether they finish before
        the next loop turn does not depend on real time. Long-lived ones are left alone."""
        import threading
        orig = threading.Thread.start

        def start(th):
            name = th.name or ""
            target = getattr(th, "_target", None)
            what = name + " " + getattr(target, "__qualname__", "")
            if getattr(target, "__module__", "") == "concurrent.futures.thread":
                what += " ThreadPoolExecutor"  # a pool's worker thread: its jobs are counted, not it
            if os.environ.get("GATEWAYSIM_DEBUG"):
                _debug("thread-start", what, "counted" if not any(w in what for w in LONG_LIVED_THREADS) else "long-lived")
            if not isinstance(th, vclock.GatedThread) and not any(w in what for w in LONG_LIVED_THREADS):
                run = th.run
                ticket = vclock.Work.ticket()

                def counted():
                    vclock.Work.enter(ticket)
                    vclock.Work.local.holding = True
                    try:
                        run()
                    finally:
                        vclock.Work.local.holding = False
                        with vclock.Work.cv:
                            vclock.Work.running -= 1
                            vclock.Work.serving += 1
                            vclock.Work.cv.notify_all()

                with vclock.Work.cv:
                    vclock.Work.running += 1
                th.run = counted
            return orig(th)

        threading.Thread.start = start

    def _import(self):
        self._count_threads()
        if os.environ.get("GATEWAYSIM_DEBUG"):
            self._trace_threads()
        import gateway.run as grun
        from gateway.config import Platform, PlatformConfig
        from gateway.platforms.base import BasePlatformAdapter, MessageEvent, SendResult
        from gateway.session import SessionSource
        import run_agent

        self.grun, self.Platform, self.MessageEvent, self.SessionSource = grun, Platform, MessageEvent, SessionSource
        self.FakeAdapter = make_adapter_class(BasePlatformAdapter, PlatformConfig, SendResult)
        self.FakeAdapter.on_connect = self._deliver_held
        run_agent.AIAgent = make_agent_class(run_agent.AIAgent)
        if self.config.get("close_ends_row"):
            # Upstream's agent construction sets _end_session_on_close = True (agent_init.py,
            # since b17180d95), so that its close() ends the agent's row as agent_close. The stub
            # is not built that way: the flag reads as one of its empty attributes, false, and
            # close() ends nothing. Off by default, because every process-mode measurement so far
            # ran without it; a test that needs upstream's close as a real agent has it asks.
            run_agent.AIAgent._end_session_on_close = True
        grun.AIAgent = run_agent.AIAgent if hasattr(grun, "AIAgent") else None
        vclock.patch_modules(self.src)

        fake = self.FakeAdapter

        def create_adapter(runner, platform, config):
            a = fake(platform)
            a.interactive_resume = _interactive_resume(platform.value)
            try:
                a.gateway_runner = runner
            except Exception:
                pass
            return a

        grun.GatewayRunner._create_adapter = create_adapter
        for name in IDLE_WATCHERS:
            if hasattr(grun.GatewayRunner, name):
                setattr(grun.GatewayRunner, name, _idle_watcher)
        if hasattr(grun, "loop_heartbeat_forever"):
            grun.loop_heartbeat_forever = _idle_coroutine
        words.hook_i18n(self.src)

    def _gateway_config(self):
        from gateway.config import GatewayConfig, SessionResetPolicy
        c = self.config
        cfg = GatewayConfig()
        cfg.platforms = {}
        for p in c.get("platforms") or ["telegram"]:
            from gateway.config import PlatformConfig
            cfg.platforms[self.Platform(p)] = PlatformConfig(enabled=True, token="gatewaysim")
        cfg.default_reset_policy = _policy(SessionResetPolicy, c["reset"])
        cfg.reset_by_platform = {self.Platform(k): _policy(SessionResetPolicy, v) for k, v in (c.get("by_platform") or {}).items()}
        cfg.reset_by_type = {k: _policy(SessionResetPolicy, v) for k, v in (c.get("by_type") or {}).items()}
        cfg.group_sessions_per_user = bool(c.get("group_per_user", True))
        cfg.thread_sessions_per_user = bool(c.get("thread_per_user", False))
        cfg.session_store_max_age_days = int(c.get("max_age_days", 90))
        cfg.sessions_dir = Path(os.environ["HERMES_HOME"]) / "sessions"
        cfg.loop_watchdog = False  # a real-time watchdog of a virtual loop would only misfire
        for p in cfg.platforms:
            # A home channel of its own, so that no lane's chat is asked to set one.
            os.environ.setdefault(p.value.upper() + "_HOME_CHANNEL", "gatewaysim-home")
        return cfg

    # --- the request loop ------------------------------------------------------------------

    def handle(self, req):
        """Performs one request; returns its reply (the timeline since the last request)."""
        path = os.environ.get("GATEWAYSIM_PROFILE")
        if not path:
            return self._handle(req)
        import cProfile
        prof = getattr(self, "_prof", None) or cProfile.Profile()
        self._prof = prof
        prof.enable()
        try:
            return self._handle(req)
        finally:
            prof.disable()
            prof.dump_stats("%s.%d" % (path, os.getpid()))

    def _handle(self, req):
        spec = req.get("spec")
        if spec:
            self.spec = (float(spec[0]), str(spec[1]), int(spec[2]))
        op = req["op"]
        self.asks = set()
        self.obs.begin("advance", at=Clock.epoch())
        if req.get("mono") is not None:
            # A step to a timer's loop instant, as it is (advance_mono says why not via the epoch).
            self.loop.advance_mono(float(req["mono"]), on_quiet=self._on_quiet, on_move=self.obs.moved)
        else:
            self.loop.advance(float(req["at"]), on_quiet=self._on_quiet, on_move=self.obs.moved)
        vclock.patch_modules(self.src)
        fn = getattr(self, "op_" + op, None)
        if fn is None:
            raise ValueError("the runner does not support op %r" % op)
        out = fn(req) or {}
        self._settle()
        if vclock._COUNT:
            _debug("timers", op, vclock._COUNT.most_common(8))
            vclock._COUNT.clear()
        out["timeline"] = self.obs.take()
        out["exited"] = self.exited
        out["next"] = self.loop.next_timer()  # the loop instant of its next timer (runner.py's lockstep)
        out["stalls"] = VirtualLoop.stalls  # each one let a job and the loop run at once: real time leaked in
        out["spins"] = VirtualLoop.spins
        return out

    def _settle(self):
        while True:
            self.loop.run_until_quiet()
            if not self._on_quiet():
                return

    def _check_waiting(self):
        """Every user message not placed yet (no turn runs it, it is not held by the restore
        gate) that sits in one of upstream's pending-message slots behind its lane's running turn,
        or was handed to that turn as its interrupt, is reported waiting, once."""
        for m in list(self.unplaced):
            text, lane = m["text"], m["lane"]
            if text in self.obs.gate_queued:
                continue  # the restore gate holds it: queued, not waiting
            if any(getattr(t, "user_text", None) == text for t in Turns.all[-8:]):
                self.unplaced.remove(m)
                continue
            live = [t for t in Turns.live() if t.lane == lane and t.spec is not None]
            if not live:
                continue
            held = any(t.interrupt_text == text for t in live)
            if not (held or _pending_has(self.runner, text)):
                continue
            self.unplaced.remove(m)
            entry = self.runner.session_store._entries.get(lane)
            self.obs.waiting.add(text)
            self.obs.waiting_lanes[lane] = self.obs.waiting_lanes.get(lane, 0) + 1
            if not m.get("internal"):
                self.asks.add(lane)  # a user's message asks the turn to stop; a notice does not
            self.obs.emit("waiting", lane=lane, session=entry.session_id if entry else live[-1].session_id,
                          token=self.tokens.get(id(live[-1])))

    def _message_waits_on(self, t):
        """Whether turn t's interrupt is the ask of a user's message that came to wait behind it
        during this request (a command's or a drain's interrupt is no such ask)."""
        return t.lane in self.asks and not getattr(self.runner, "_draining", False)

    def _on_quiet(self):
        """Schedules the end of every turn that started since, and the early end of every turn
        asked to stop; True when it scheduled anything."""
        self._check_waiting()
        did = False
        for t in Turns.live():
            if t.spec is None:
                t.record = self._tui_record(t)
                if t.record is None:
                    continue  # its record is named when the call's answer is read (_tui_record)
                if not t.lane and not t.record:
                    t.lane = self._lane_of_session(t)
                t.user_text = self.user_text_of(t)
                t.spec = self.specs.get(t.user_text, self.spec)
                self.token += 1
                self.tokens[id(t)] = self.token
                self.obs.turn_started(t, self.token)
                t.end_at = t.started + t.spec[0]
                t.outcome = t.spec[1]
                t.handle = self.loop.call_at(Clock.mono_of(t.end_at), self._finish, t)
                did = True
            if t.interrupt_asked and not getattr(t, "interrupt_seen", False):
                t.interrupt_seen = True
                t.asked_in_stop = self.stop_task is not None  # the drain's interrupt, not a user's
                if self._message_waits_on(t):
                    # A user's message waiting behind the turn asked it to stop. A drain's or a
                    # command's interrupt is no such ask: the turn's end says interrupted.
                    self.obs.interrupt_asked(t, self.tokens[id(t)])
                early = Clock.epoch() + CHECKPOINT
                if early < t.end_at:
                    t.handle.cancel()
                    t.end_at, t.outcome = early, "interrupted"
                    t.handle = self.loop.call_at(Clock.mono_of(early), self._finish, t)
                did = True
        return did

    def _finish(self, t):
        if t.ended:
            return
        t.ended = True
        # A turn the stopping gateway interrupted ended by the gateway's hand, not the agent's:
        # the world reports no end of it (the drain's interruption owes the turn).
        drained = t.outcome == "interrupted" and getattr(t, "asked_in_stop", False) and not self.exited
        self.obs.turn_ended(t, self.tokens[id(t)], drained)
        t.ticket = vclock.Work.release()
        t.gate.set()

    def _tui_record(self, t):
        """The TUI record whose agent runs turn t (0: a gateway turn). None while a TUI call is
        in flight whose answer names that record: a session.resume runs on upstream's pool, and
        the auto-continue it schedules starts its turn before the harness reads the answer."""
        if self.tui is None:
            return 0
        for sid, s in list(self.tui._sessions.items()):
            if s.get("agent") is t.agent:
                n = self.record_of(sid)
                return None if n == 0 and self.calling else n
        return 0

    def _lane_of_session(self, t):
        """The turn's lane in versions before the agent was told its gateway_session_key: the
        lane whose entry names the session, else the key of the chat the agent was made for."""
        store = getattr(self.runner, "session_store", None)
        for k, e in list(getattr(store, "_entries", {}).items()):
            if e.session_id == t.session_id:
                return k
        return self.obs.session_lanes.get(t.session_id, "")  # the lane the session last ran on

    def user_text_of(self, t):
        """The user's text the turn runs (None: a turn no user message started)."""
        ev = getattr(t, "inbound", None)
        empty = ev is not None and not getattr(ev, "internal", False) and not getattr(ev, "text", "")
        if empty or (ev is None and self.obs.empty_msgs.get(t.lane, 0) > 0):
            # A user's message without text (a photo without a caption) runs this turn: it is
            # not synthetic.
            if self.obs.empty_msgs.get(t.lane, 0) > 0:
                self.obs.empty_msgs[t.lane] -= 1
            return ""
        cands = [t.kwargs.get("persist_user_message"), t.message]
        for c in cands:
            if not isinstance(c, str) or not c:
                continue
            for u in reversed(self.user_texts):
                if c == u or c.endswith(u):
                    return u
        return None

    # --- ops -------------------------------------------------------------------------------

    def op_boot(self, req):
        _write_user_config(self.config.get("restart_loop"))
        _seed_session_ids(self.config.get("seed", 0), req.get("boot", 0))
        self.obs.begin("boot", at=Clock.epoch())
        if req.get("gateway") is False:
            return {}  # a TUI backend: tui_gateway/server.py over the home, no messaging gateway
        for p in req.get("down") or []:
            self.FakeAdapter.up[p] = False  # the network is still down for this platform
        self.runner = self.grun.GatewayRunner(self._gateway_config())
        # The run's stuck-loop threshold, which upstream keeps as a class constant (3) since
        # cb4addaca: the model judges upstream by the run's value, so upstream must run with it.
        stuck = self.config.get("stuck")
        if stuck and hasattr(self.runner, "_STUCK_LOOP_THRESHOLD"):
            self.runner._STUCK_LOOP_THRESHOLD = stuck
        self.obs.hook_runner(self.runner)
        self.start_task = self.loop.create_task(self.runner.start())
        return {}

    def op_message(self, req):
        """A user's message (or a command: its text starts with a slash). On a platform the
        gateway is not connected to, the platform holds it and delivers it when the gateway
        connects, as real platforms' update queues do (upstream keeps that queue on a reconnect,
        #46621)."""
        lane = req["lane"]
        platform = self.Platform(lane["platform"])
        adapter = self.runner.adapters.get(platform)
        self.obs.begin(req.get("event", "message") if adapter is not None else "held", lane=lane["key"], at=Clock.epoch())
        src = self.SessionSource(platform=platform, chat_id=lane["chat_id"],
                                 chat_type=lane.get("chat_type", "dm"), user_id=lane.get("user_id") or None,
                                 thread_id=lane.get("thread_id") or None)
        kw = {}
        if req.get("internal"):
            kw["internal"] = True
        self.msgseq += 1
        text = req.get("text", "")
        if text and not text.startswith("/"):
            # Every user text is made unique, so that a turn tells whose message it runs.
            text = "%s [m%d]" % (text, self.msgseq)
            self.user_texts.append(text)
            self.specs[text] = self.spec
        ev = self.MessageEvent(text=text, source=src, message_id="m%d" % self.msgseq, **kw)
        msg = {"ev": ev, "lane": lane["key"], "internal": bool(req.get("internal"))}
        if adapter is None:
            self.held.setdefault(platform.value, []).append(msg)
            return {}
        self._hand(adapter, msg)
        return {}

    def _hand(self, adapter, msg):
        """Hands one message to upstream's adapter."""
        ev = msg["ev"]
        if ev.text and not ev.text.startswith("/"):
            self.unplaced.append({"text": ev.text, "lane": msg["lane"], "internal": msg["internal"]})
        ctx = contextvars.copy_context()
        ctx.run(current_inbound.set, ev)
        return self.loop.create_task(adapter.handle_message(ev), context=ctx)

    def _deliver_held(self, adapter):
        msgs = self.held.pop(adapter.platform.value, None)
        if msgs:
            self.loop.create_task(self._deliver(adapter, msgs))

    async def _deliver(self, adapter, msgs):
        """The platform's held messages, in order, once upstream has taken the adapter in."""
        for _ in range(100):
            if self.runner.adapters.get(adapter.platform) is adapter:
                break
            await asyncio.sleep(0)
        for msg in msgs:
            self.obs.begin("delivered", lane=msg["lane"], at=Clock.epoch())
            await self._hand(adapter, msg)
            for _ in range(20):
                await asyncio.sleep(0)

    def op_stop(self, req):
        """A shutdown (restart or not): upstream's stop(), drain and all. The process exits when
        it returns."""
        self.obs.begin("stop", at=Clock.epoch())
        if self.runner is None:
            self._exited(None)  # a TUI backend exits at once (its own atexit closes its sessions)
            return {}
        self.stop_task = self.loop.create_task(self.runner.stop(restart=bool(req.get("restart"))))
        self.stop_task.add_done_callback(self._exited)
        return {}

    def _exited(self, task):
        self.exited = True
        self.obs.exited()
        self.tui_exit()

    def op_tick(self, req):
        return {}

    def op_wait_exit(self, req):
        """The supervisor wants to start the next process while this one is still stopping: it
        waits for the stop to finish, up to "limit" seconds of virtual time."""
        limit = Clock.mono + float(req.get("limit", 600))
        while not self.exited and Clock.mono < limit:
            nxt = self.loop.next_timer()
            if nxt is None:
                break
            before = Clock.mono
            self.loop.advance_mono(min(nxt, limit), on_quiet=self._on_quiet, on_move=self.obs.moved)
            if Clock.mono == before and self.loop.next_timer() == nxt:
                raise RuntimeError("wait_exit: the loop does not move past its next timer (%.6f)" % nxt)
        return {"at": Clock.epoch()}

    def _platform(self, name):
        """Upstream's Platform of that name, or None (the harness's TUI is no platform of it)."""
        try:
            return self.Platform(name)
        except ValueError:
            return None

    def op_adapter_down(self, req):
        self.obs.begin("adapter-down", at=Clock.epoch())
        p = self._platform(req["platform"])
        if p is None:
            return {}
        self.FakeAdapter.up[p.value] = False
        a = self.runner.adapters.get(p)
        if a is not None:
            a._set_fatal_error("gatewaysim_down", "network unreachable (gatewaysim)", retryable=True)
            self.loop.create_task(a._notify_fatal_error())
        return {}

    def op_adapter_up(self, req):
        self.obs.begin("adapter-up", at=Clock.epoch())
        p = self._platform(req["platform"])
        if p is not None:
            self.FakeAdapter.up[p.value] = True
        return {}

    def op_dump(self, req):
        return self.obs.dump()


def _debug(*args):
    path = os.environ.get("GATEWAYSIM_DEBUG")
    if path:
        with open(path, "a") as f:
            print(*args, file=f)


def _pending_has(runner, text):
    """Whether an event with this text sits in any of upstream's pending-message slots (the
    runner's and its adapters' dicts and lists whose names say pending or queue)."""
    holders = [runner] + list(getattr(runner, "adapters", {}).values())
    for h in holders:
        for name, val in list(vars(h).items()):
            if "pending" not in name and "queue" not in name:
                continue
            if _holds_text(val, text, 0):
                return True
    return False


def _holds_text(val, text, depth):
    if depth > 3:
        return False
    if getattr(val, "text", None) == text:
        return True
    if isinstance(val, dict):
        return any(_holds_text(v, text, depth + 1) for v in list(val.values()))
    if isinstance(val, (list, tuple, set)) or type(val).__name__ == "deque":
        return any(_holds_text(v, text, depth + 1) for v in list(val))
    return False


# Background watchers of upstream's runner that have nothing to do with the session lifecycle
# (kanban boards, handoffs between machines, async delegations, scale-to-zero, the operator's
# drain file). On the virtual clock each would tick thousands of times a simulated day; they
# are replaced by a coroutine that waits until the runner cancels it at stop().
# Threads that live on past one piece of work (they are not waited for).
LONG_LIVED_THREADS = ("watchdog", "_background_install", "faulthandler", "heartbeat", "reaper", "_loop", "ThreadPoolExecutor",
                      "hermes-gateway", "asyncio_", "proc-reader", "proc-pty-reader")  # (a background process's output reader: background.py)

IDLE_WATCHERS = ("_kanban_notifier_watcher", "_kanban_dispatcher_watcher", "_handoff_watcher",
                 "_async_delegation_watcher", "_scale_to_zero_watcher", "_drain_control_watcher")


async def _idle_watcher(self, *args, **kwargs):
    await asyncio.Event().wait()


async def _idle_coroutine(*args, **kwargs):
    await asyncio.Event().wait()


def _policy(cls, d):
    p = cls()
    p.mode = d["mode"]
    p.idle_minutes = int(d["idle_minutes"])
    p.at_hour = int(d["at_hour"])
    p.notify = bool(d.get("notify", True))
    p.notify_exclude_platforms = tuple(d.get("exclude", ("api_server", "webhook")))
    p.bg_process_max_age_hours = int(d.get("bg_max_age_hours", 24))
    return p


def _seed_session_ids(seed, boot):
    """Session ids draw their random part from a generator seeded by the run and the boot, so a
    replayed run names its sessions as before (and two processes never collide)."""
    import random
    import types
    import uuid as real_uuid
    import gateway.session as gsession
    rng = random.Random("%s/%s" % (seed, boot))
    gsession.uuid = types.SimpleNamespace(uuid4=lambda: real_uuid.UUID(int=rng.getrandbits(128), version=4))
    # The TUI gateway names its sessions and rows the same way (uuid4().hex[:6] and [:8]); left to
    # the real generator, a row id differed between two runs of one seed, and so did a violation
    # that names it (a flip between a commit and its fix that was only the id).
    tui = sys.modules.get("tui_gateway.server")
    if tui is not None and getattr(tui, "uuid", None) is not None:
        trng = random.Random("%s/%s/tui" % (seed, boot))
        seeded = types.ModuleType("uuid")
        seeded.__dict__.update(real_uuid.__dict__)
        seeded.uuid4 = lambda: real_uuid.UUID(int=trng.getrandbits(128), version=4)
        tui.uuid = seeded


def _write_user_config(restart_loop=None):
    """config.yaml of the home: destructive slash commands run without a confirmation prompt
    (the choice a user makes once with "Always"; the harness's /new acts at once), and interim
    assistant messages off (display.interim_assistant_messages, a user's setting): the stub agent
    says nothing between its start and its answer, and the consumer that would carry its
    commentary polls every 50 ms through every turn, a third of a run's clock moves. Off, a turn
    ends at its agent's end, not up to 50 ms later (that poll's delay): a message in that window no
    longer waits behind a turn whose answer is in.

    restart_loop is the run's restart-loop breaker ({"max", "window"} in seconds), written as
    gateway.restart_loop_guard when it differs from upstream's defaults (3 boots in 60 s): the
    model judges upstream by the breaker the run configures, so upstream must be given it (a run
    that tunes the breaker otherwise judged upstream's defaults against another setting)."""
    path = Path(os.environ["HERMES_HOME"]) / "config.yaml"
    if not path.exists():
        text = ("approvals:\n  destructive_slash_confirm: false\n"
                "display:\n  interim_assistant_messages: false\n")
        rl = restart_loop or {}
        breaker = (rl.get("max", 3), rl.get("window", 60))
        if breaker != (3, 60):
            text += "gateway:\n  restart_loop_guard:\n    max_restarts: %d\n    window_seconds: %d\n" % breaker
        path.write_text(text, encoding="utf-8")


def _interactive_resume(platform):
    """Upstream's own adapter class says whether a human answers on that platform (read from its
    source when the module does not import here: its third-party imports may be missing)."""
    try:
        mod = __import__("gateway.platforms." + platform, fromlist=["*"])
    except Exception:
        mod = None
    if mod is not None:
        for v in vars(mod).values():
            if isinstance(v, type) and v.__module__ == mod.__name__ and "interactive_resume" in vars(v):
                return bool(v.interactive_resume)
        return True
    import re
    path = os.path.join(os.environ.get("HERMES_SRC", ""), "gateway", "platforms", platform + ".py")
    try:
        src = open(path, encoding="utf-8").read()
    except OSError:
        return True
    m = re.search(r"^\s+interactive_resume\s*(?::\s*bool)?\s*=\s*(True|False)", src, re.M)
    return m is None or m.group(1) == "True"
