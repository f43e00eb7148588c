"""Upstream's TUI gateway (tui_gateway/server.py) inside the gateway process (ours).

A dashboard or desktop client talks JSON-RPC to the TUI gateway over a WebSocket. Here each
connection is a FakeTransport (upstream's Transport protocol: write and close), and requests go
through upstream's own dispatch(): session.create, session.resume, prompt.submit, session.close.
A dropped socket stops taking writes; its teardown is upstream's _close_sessions_for_transport,
which closes the close-on-disconnect records and parks the rest for the orphan reap. The reap's
threading.Timer runs on the virtual clock (vclock.VirtualTimer). The TUI gateway shares the
process's store, as a dashboard backend shares the home, and its lifetime: at the process's
clean exit it closes its sessions (tui_exit). A process booted with "gateway": false is a TUI
backend alone (the desktop's or the dashboard's, no messaging gateway); several may share the
home, each with its own _sessions, as separate processes do (runner.py).

Records are named by the harness in order of creation (record 1, 2, ...), like the Go world's
u1, u2: the record number maps to upstream's session id (sid) of the same rank.
"""

import copy
import itertools
import os
from pathlib import Path

from vclock import Clock


class FakeTransport:
    """One WebSocket connection: frames written while it is alive are kept; after the drop a
    write fails, as on a dead socket."""

    def __init__(self, tid):
        self.tid = tid
        self.alive = True
        self.frames = []

    def write(self, obj):
        if not self.alive:
            return False
        self.frames.append(obj)
        return True

    def close(self):
        self.alive = False


class TuiOps:
    """The TUI requests of a Process (mixed in)."""

    def _tui_init(self):
        self.transports = {}  # harness transport id -> FakeTransport
        self.records = []  # sid per record number - 1
        self.rpc = itertools.count(1)
        self.tui = None
        self.calling = False  # a request is in upstream's dispatch (its answer not read yet)

    def _server(self):
        if self.tui is None:
            import tui_gateway.server as server
            self.tui = server
            grace = self.config.get("reap_grace")
            if grace is not None:
                server._WS_ORPHAN_REAP_GRACE_S = max(0.0, float(grace))
            self.obs.hook_tui(self, server)
        return self.tui

    def _call(self, transport, method, params):
        """One JSON-RPC request through upstream's dispatch; its response (written to the
        transport when a pool worker handled it)."""
        rid = next(self.rpc)
        n = len(transport.frames)
        resp = self._server().dispatch({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}, transport)
        if resp is None:
            self.calling = True
            try:
                self._settle()
            finally:
                self.calling = False
            for f in transport.frames[n:]:
                if isinstance(f, dict) and f.get("id") == rid:
                    return f
            return {}
        return resp

    def record_of(self, sid):
        try:
            return self.records.index(sid) + 1
        except ValueError:
            return 0

    def _sid(self, record):
        r = int(record)
        return self.records[r - 1] if 0 < r <= len(self.records) else "missing-%d" % r

    def op_ws_connect(self, req):
        self.obs.begin("ws-connect", transport=req["conn"])
        self.transports[req["conn"]] = FakeTransport(req["conn"])
        return {}

    def op_ws_create(self, req):
        self.obs.begin("ws-create", transport=req["conn"])
        t = self.transports[req["conn"]]
        resp = self._call(t, "session.create", {"cols": 80, "close_on_disconnect": bool(req.get("close"))})
        sid = ((resp or {}).get("result") or {}).get("session_id")
        self.obs.tui_response(self, t, resp, "create", sid)
        return {}

    def op_ws_resume(self, req):
        self.obs.begin("ws-resume", transport=req["conn"])
        t = self.transports[req["conn"]]
        resp = self._call(t, "session.resume", {"session_id": req["target"], "cols": 80})
        result = (resp or {}).get("result") or {}
        self.obs.tui_response(self, t, resp, "resume", result.get("session_id"), target=req["target"])
        return {"auto_continue": result.get("auto_continue")}  # what upstream told the client it scheduled

    def op_ws_prompt(self, req):
        self.obs.begin("ws-prompt", transport=req["conn"], record=req["record"])
        t = self.transports[req["conn"]]
        self.msgseq += 1
        text = "tui prompt [m%d]" % self.msgseq
        self.user_texts.append(text)
        self.specs[text] = self.spec
        resp = self._call(t, "prompt.submit", {"session_id": self._sid(req["record"]), "text": text})
        self.obs.tui_response(self, t, resp, "prompt", self._sid(req["record"]))
        return {}

    def op_ws_drop(self, req):
        self.obs.begin("ws-drop", transport=req["conn"])
        t = self.transports.get(req["conn"])
        if t is not None:
            t.alive = False
        return {}

    def op_ws_teardown(self, req):
        self.obs.begin("ws-teardown", transport=req["conn"])
        t = self.transports.get(req["conn"])
        if t is not None:
            self._server()._close_sessions_for_transport(t)
        return {}

    def op_stale_read(self, req):
        """The world's stale-read op (sim/stale.go): this process's next load of the file, while
        the clock stays at this instant, returns what the file holds now, whatever another
        process saves in between; so a save of its own then replaces theirs, as V1's
        read-then-rename allows. Only the backends' interrupted-turn markers exist at V1: the
        turn leases are the port's (V1 keeps none, so a stale read of them changes nothing),
        and the runner is not given the other files' races."""
        self.obs.begin("stale-read", at=Clock.epoch())
        if req.get("file") != "turn-marks":
            return {}
        import tui_gateway.turn_marker as tm
        load = getattr(tm._load, "gatewaysim_load", tm._load)  # (a read taken before and not used)
        at = Clock.epoch()
        path = tm._marker_path(os.environ["HERMES_HOME"])
        snap = load(path)

        def early(p):
            tm._load = load
            if Path(p) == path and Clock.epoch() == at:
                return copy.deepcopy(snap)
            return load(p)

        early.gatewaysim_load = load
        tm._load = early
        return {}

    def tui_exit(self):
        """The TUI gateway exits with the process it lives in, as in the port (docs/contract.md
        §2.11, the drain's clean-up): upstream's _shutdown_sessions, which a TUI gateway process
        runs at its exit (atexit, or its entry's signal handler), closes every session it holds
        as tui_shutdown. Only at a clean exit: a SIGKILL runs nothing. (Upstream's messaging
        gateway leaves by os._exit, which skips atexit; its TUI gateway runs in a process of its
        own, whose exit this is.)"""
        if self.tui is None:
            return  # no TUI request reached this process: it holds no session
        shutdown = getattr(self.tui, "_shutdown_sessions", None)
        if shutdown is not None:
            shutdown()

    def op_ws_state(self, req):
        """This process's TUI records as upstream holds them (its _sessions: the stored session
        each one is on, whether upstream counts a turn running on it) and the turns the stub agent
        is running, each with its session and whether it runs upstream's auto-continue note. A
        test reads what another process cannot see: each process's own memory."""
        from fakes import Turns
        server = self._server()
        recs = []
        for sid, s in list(server._sessions.items()):
            recs.append({"record": self.record_of(sid), "session": s.get("session_key") or "",
                         "running": bool(s.get("running"))})
        note = getattr(server, "_auto_continue_note", None)
        head = note("") if note else None  # the note's wording before the interrupted prompt
        turns = [{"record": getattr(t, "record", 0), "session": t.session_id or "",
                  "auto_continue": bool(head) and isinstance(t.message, str) and t.message.startswith(head)}
                 for t in Turns.live()]
        return {"records": recs, "turns": turns}

    def op_ws_close(self, req):
        self.obs.begin("ws-close", transport=req["conn"], record=req["record"])
        t = self.transports[req["conn"]]
        sid = self._sid(req["record"])
        resp = self._call(t, "session.close", {"session_id": sid})
        self.obs.tui_response(self, t, resp, "close", sid)
        return {}


def now():
    return Clock.epoch()
