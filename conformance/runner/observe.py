"""What upstream's runner did, in the harness's vocabulary (ours).

The observer keeps a timeline of events, each with the effects seen while it was current:

- durable changes, by comparing the store before and after (rows of state.db's sessions table;
  the persisted routing index, from state.db's gateway_routing table where it exists, else from
  sessions.json; the in-memory entries' suspended and expiry_finalized flags), flushed before
  every other effect so that they keep their order;
- routings, from upstream's own SessionStore.get_or_create_session (wrapped, never changed);
- turns, from the stub agent; notes, from the text the agent was handed, matched against what
  upstream's own builders produce (build_resume_recovery_note) or its fixed context notes;
- what the chats were shown, from the fake adapters' sends, classified by upstream's wording
  (the auto-reset notice, the drain notice) or reported as a reply.

Nothing here decides what upstream should have done; it only names what it did.
"""

import contextvars
import json
import os
import sqlite3
import threading
from pathlib import Path

from fakes import Sends
from words import classify_send, notes
from vclock import Clock

# Set while upstream handles one inbound message with the agent: its first routing is the
# message's routing (later get_or_create_session calls of the same turn re-read the entry).
routing = contextvars.ContextVar("gatewaysim_routing", default=None)


class Observer:
    def __init__(self, proc):
        self.proc = proc
        self.lock = threading.RLock()
        self.events = []
        self.cur = None
        self.tick_at = None  # the clock moved here: the next effect opens a tick
        self.waiting = set()  # user texts waiting behind a running turn
        self.waiting_lanes = {}  # lane -> messages now waiting on it
        self.gate_queued = set()  # user texts the restore gate holds
        self.dirty = False  # the current event changed something since its state was taken
        self.routed = {}  # lane -> the session of a routing reported since its last turn started
        self.session_lanes = {}  # session -> the lane its last turn ran on
        self.empty_msgs = {}  # lane -> users' messages without text handled but not run yet
        self.tui_bound = {}  # TUI sid -> the transport it is bound to (as reported)
        self.tui_sids = {}  # id() of a TUI session dict -> its sid (a popped session may not say)
        self.lane_session = {}  # lane -> the session its last turn ran on
        self.sent = 0
        self.con = None
        self.stamp = None
        self.durable = ({}, {}, [])
        home = os.environ["HERMES_HOME"]
        self.paths = (os.path.join(home, "state.db"), os.path.join(home, "state.db-wal"),
                      os.path.join(home, "sessions", "sessions.json"))
        self.snap = self._snapshot()

    # --- the timeline ----------------------------------------------------------------------

    def _close(self):
        """Attaches the state at the end of the current event to it (rows, in-memory entries):
        once after the event changed anything, or if it has none yet."""
        if self.cur is None:
            return
        # The marker file is written and cleared without a row of the store changing, so a change
        # of it alone is a change of the state too.
        marks = read_marks(os.environ["HERMES_HOME"])
        if self.dirty or "state" not in self.cur or marks != getattr(self, "marks", None):
            self.cur["state"] = self.state(marks)
            self.dirty = False

    def state(self, marks=None):
        """The rows, the in-memory entries, the running lanes and the marker file (marks: as just
        read, else read here)."""
        rows = self._durable()[2]
        runner = getattr(self.proc, "runner", None)
        store = getattr(runner, "session_store", None)
        entries = None
        if store is not None and getattr(store, "_loaded", False) and not self.proc.exited:
            entries = {k: e.to_dict() for k, e in list(store._entries.items())}
        self.marks = read_marks(os.environ["HERMES_HOME"]) if marks is None else marks
        return {"rows": rows, "entries": entries, "running": sorted(_running(runner)), "marks": self.marks}

    def begin(self, name, at=None, **fields):
        with self.lock:
            self._flush()
            self._close()
            self.tick_at = None
            ev = {"event": name, "at": Clock.epoch() if at is None else at, "effects": []}
            ev.update(fields)
            self.events.append(ev)
            self.cur = ev

    def take(self):
        """The timeline since the last take, with empty ticks and advances dropped."""
        with self.lock:
            self._flush()
            self._close()
            out = [e for e in self.events if e["effects"] or e["event"] not in ("advance", "tick")]
            self.events, self.cur = [], None
            self.begin("advance")
            self.events = []
            return out

    def emit(self, kind, **fields):
        with self.lock:
            self._flush()
            self._emit(kind, **fields)

    def _open_tick(self):
        self.dirty = True
        if self.cur is None or self.tick_at is not None:
            at = self.tick_at
            self.tick_at = None
            ev = {"event": "tick", "at": Clock.epoch() if at is None else at, "effects": []}
            self.events.append(ev)
            self.cur = ev

    def _emit(self, kind, **fields):
        self._open_tick()
        e = {"kind": kind}
        e.update({k: v for k, v in fields.items() if v not in (None, "", False, 0)})
        self.cur["effects"].append(e)

    def note(self, kind, **fields):
        self.emit(kind, **fields)

    def moved(self):
        """Virtual time moved to a timer's instant: what happens next is a tick of its own. The
        current event ended before it: its state is taken now."""
        with self.lock:
            self._flush()
            self._close()
            self.tick_at = Clock.epoch()

    # --- hooks -----------------------------------------------------------------------------

    def hook_runner(self, runner):
        store = runner.session_store
        obs = self
        orig = store.get_or_create_session

        def get_or_create_session(source, *args, **kwargs):
            key = _key_of(store, source)
            before = store._entries.get(key) if key and getattr(store, "_loaded", False) else None
            before_id = before.session_id if before is not None else None
            entry = orig(source, *args, **kwargs)
            holder = routing.get()
            if obs.scoped_routing and not (holder and holder["pending"]):
                return entry
            if holder:
                holder["pending"] = False
            fresh = entry.session_id != before_id
            reason = getattr(entry, "auto_reset_reason", None) if getattr(entry, "was_auto_reset", False) else None
            with obs.lock:
                obs._flush()
                obs._emit("routed", lane=entry.session_key, session=entry.session_id, fresh=fresh, reason=reason)
                obs.routed[entry.session_key] = entry.session_id
            return entry

        store.get_or_create_session = get_or_create_session
        self.scoped_routing = hasattr(runner, "_handle_message_with_agent")
        if self.scoped_routing:
            agent_path = runner._handle_message_with_agent

            async def handle_message_with_agent(event, *args, **kwargs):
                token = routing.set({"pending": True})
                try:
                    return await agent_path(event, *args, **kwargs)
                finally:
                    routing.reset(token)

            runner._handle_message_with_agent = handle_message_with_agent
        queue = getattr(runner, "_queue_startup_restore_event", None)
        if queue is not None:
            def queue_startup_restore_event(event, *args, **kwargs):
                obs.gate_queued.add(getattr(event, "text", None))
                obs.emit("queued", lane=_event_lane(runner, event))
                return queue(event, *args, **kwargs)

            runner._queue_startup_restore_event = queue_startup_restore_event
        handler = runner._handle_message

        async def handle_message(event, *args, **kwargs):
            from fakes import inbound
            inbound.set(event)  # this task's own context: what it starts runs on behalf of event
            if not getattr(event, "internal", False) and not (getattr(event, "text", "") or "") \
                    and str(getattr(event, "message_id", "") or "").startswith("m"):
                # A user's message without text: no text to tell its turn by (versions that run the
                # agent without copying the context lose the event too), so its lane remembers it.
                lane = _event_lane(runner, event)
                obs.empty_msgs[lane] = obs.empty_msgs.get(lane, 0) + 1
            if getattr(event, "_hermes_startup_restore_replay", False) and not getattr(event, "_gatewaysim_dispatched", False):
                event._gatewaysim_dispatched = True
                obs.gate_queued.discard(getattr(event, "text", None))
                obs.emit("dispatched", lane=_event_lane(runner, event))
            return await handler(event, *args, **kwargs)

        runner._handle_message = handle_message
        for name, phase in (("suspend_recently_active", "boot-mark-crashed"),):
            _wrap_begin(store, name, self, phase)
        _wrap_begin(runner, "_suspend_stuck_loop_sessions", self, "boot-escalate-stuck")
        _wrap_begin(runner, "_schedule_resume_pending_sessions", self, "boot-resume-pass", only_first=True)
        self._hook_breaker()

    def _hook_breaker(self):
        """Reports a tripped restart-loop breaker (gateway.restart_loop_guard, since b48cacb97):
        upstream tells the operator in a warning that it skipped the pass, which is the port's
        Reply without a lane (docs/contract.md section 2.10 step 5). Wrapped once per process (the
        resume pass imports the module at each call and reads the wrapped function)."""
        try:
            from gateway import restart_loop_guard as rlg
        except ImportError:
            return  # before b48cacb97: no breaker
        check = getattr(rlg, "check_and_record", None)
        if check is None or getattr(check, "_gatewaysim", False):
            return
        obs = self

        def check_and_record(*args, **kwargs):
            tripped = check(*args, **kwargs)
            if tripped:
                obs.emit("breaker-skipped")
            return tripped

        check_and_record._gatewaysim = True
        rlg.check_and_record = check_and_record

    # --- the TUI gateway ---------------------------------------------------------------------

    def hook_tui(self, proc, server):
        """Reports the TUI gateway's record changes: an orphan reap armed, a record closed
        (finalized, with its end reason), a record parked when its socket went away."""
        obs = self
        arm = server._schedule_ws_orphan_reap

        def schedule_ws_orphan_reap(sid, *args, **kwargs):
            s = server._sessions.get(sid) or {}
            obs.detached(proc, sid, s)
            obs.emit("reap-armed", record=proc.record_of(sid), session=s.get("session_key"))
            return arm(sid, *args, **kwargs)

        server._schedule_ws_orphan_reap = schedule_ws_orphan_reap
        finalize = server._finalize_session

        def finalize_session(session, *args, **kwargs):
            if session and not session.get("_finalized"):
                reason = kwargs.get("end_reason", args[0] if args else "tui_close")
                sid = session.get("_sid") or obs.tui_sids.get(id(session)) or \
                    next((k for k, v in server._sessions.items() if v is session), "")
                agent = session.get("agent")
                obs.emit("record-closed", record=proc.record_of(sid),
                         session=getattr(agent, "session_id", None) or session.get("session_key"), reason=reason)
            return finalize(session, *args, **kwargs)

        server._finalize_session = finalize_session
        close_for = server._close_sessions_for_transport

        def close_sessions_for_transport(transport, *args, **kwargs):
            before = {sid: s.get("transport") for sid, s in list(server._sessions.items())}
            out = close_for(transport, *args, **kwargs)
            for sid, t in before.items():
                s = server._sessions.get(sid)
                if t is transport and s is not None and s.get("transport") is not transport:
                    obs.detached(proc, sid, s)
            return out

        server._close_sessions_for_transport = close_sessions_for_transport

    def detached(self, proc, sid, s):
        """Reports record sid parked off the transport it was bound to, once per binding."""
        tid = self.tui_bound.pop(sid, None)
        if tid is not None:
            self.emit("record-detached", record=proc.record_of(sid), transport=tid, session=s.get("session_key"))

    def tui_response(self, proc, transport, resp, kind, sid, target=None):
        """A TUI request's answer: a record bound to the transport (created, resumed, prompted),
        closed, or nothing found."""
        err = (resp or {}).get("error")
        if err:
            self.emit("not-found", transport=transport.tid, record=proc.record_of(sid) if sid else None,
                      session=target, why="%s %s" % (err.get("code"), err.get("message")))
            return
        server = proc.tui
        if kind == "close":
            return
        if not sid:
            return
        fresh = sid not in proc.records
        if fresh:
            proc.records.append(sid)
        s = server._sessions.get(sid) or {}
        bind = {"create": "create", "prompt": "prompt"}.get(kind) or ("resume-cold" if fresh else "resume-live")
        if kind == "prompt" and not fresh and self.tui_bound.get(sid) == transport.tid:
            return  # a prompt on its own transport binds nothing new (from another, it rebinds)
        self.tui_bound[sid] = transport.tid
        if s:
            self.tui_sids[id(s)] = sid
        self.emit("record-bound", record=proc.record_of(sid), transport=transport.tid,
                  session=s.get("session_key") or target, bind=bind)

    def turn_started(self, t, token):
        msg = t.message if isinstance(t.message, str) else ""
        if getattr(t, "record", 0):
            self.emit("turn-started", record=t.record, session=t.session_id, token=token,
                      transport=self._record_transport(t.record))
            return
        with self.lock:
            self._flush()
            lane = t.lane
            if t.user_text is not None and t.user_text in self.waiting:
                self.waiting.discard(t.user_text)
                self.waiting_lanes[lane] = max(0, self.waiting_lanes.get(lane, 0) - 1)
                self._emit("follow-up", lane=lane)
            if self.routed.pop(lane, None) is None:
                # A message that waited runs as a follow-up of the turn it waited behind, which
                # may not route it again: its turn's session is its routing.
                fresh = self.lane_session.get(lane) != t.session_id
                self._emit("routed", lane=lane, session=t.session_id, fresh=fresh)
            self.lane_session[lane] = t.session_id
            self.session_lanes[t.session_id] = lane
            for e in notes(self.proc, t, msg):
                self._emit(e.pop("kind"), **e)
            self._emit("turn-started", lane=t.lane, session=t.session_id, token=token, synthetic=t.user_text is None)

    def _record_transport(self, record):
        """The transport TUI record n is bound to now, as upstream's session holds it (the
        prompt's answer goes there), else as the harness last saw it bound."""
        recs = getattr(self.proc, "records", [])
        if not 0 < record <= len(recs):
            return None
        sid = recs[record - 1]
        tui = getattr(self.proc, "tui", None)
        s = (tui._sessions.get(sid) if tui is not None else None) or {}
        tid = getattr(s.get("transport"), "tid", None)
        return tid if tid is not None else self.tui_bound.get(sid)

    def interrupt_asked(self, t, token):
        self.emit("interrupt-asked", lane=t.lane, session=t.session_id, token=token)

    def turn_ended(self, t, token, drained=False):
        if getattr(t, "record", 0):
            self.begin("tui-turn-end", record=t.record, token=token, outcome=t.outcome)
            self.emit("turn-ended", record=t.record, session=t.session_id, token=token, outcome=t.outcome)
            return
        if drained:
            self.begin("drain-interrupted", lane=t.lane)
        else:
            self.begin("turn-end", lane=t.lane, token=token, outcome=t.outcome, tokens=t.spec[2] if t.spec else 0)
        self.emit("turn-ended", lane=t.lane, session=t.session_id, token=token, outcome=t.outcome)

    def exited(self):
        self.begin("exit")

    # --- durable changes -------------------------------------------------------------------

    def _flush(self):
        """Reports what the store changed since the last snapshot, in the current event."""
        self._sends()
        snap = self._snapshot()
        if snap[0] is self.snap[0] and snap[1] is self.snap[1] and snap[2] == self.snap[2]:
            return  # the store is as it was (same read) and no entry's flags moved: nothing changed
        changes = _changes(self.snap, snap)
        if changes and os.environ.get("GATEWAYSIM_DEBUG"):
            with open(os.environ["GATEWAYSIM_DEBUG"], "a") as f:
                print(Clock.epoch(), self.cur and self.cur["event"], self.tick_at, changes, file=f)
        if changes:
            self._open_tick()
            self.cur["effects"].extend(changes)
        self.snap = snap

    def _sends(self):
        while self.sent < len(Sends.log):
            s = Sends.log[self.sent]
            self.sent += 1
            kind, fields = classify_send(s["text"])
            self._open_tick()
            e = {"kind": kind, "chat": s["chat_id"], "platform": s["platform"], "thread": s.get("thread_id", "")}
            e.update(fields)
            self.cur["effects"].append(e)

    def _durable(self):
        """Rows and the persisted index, read again only when state.db (or its journal) or
        sessions.json changed since the last read: a stat of each file is all an unchanged store
        costs, which matters because the clock moves thousands of times a simulated day."""
        db, wal, sj = self.paths
        stamp = (_stat(db), _stat(wal), _stat(sj))
        if stamp == self.stamp:
            return self.durable
        if self.con is None and os.path.exists(db):
            try:
                self.con = sqlite3.connect("file:%s?mode=ro" % db, uri=True, timeout=5, check_same_thread=False)
                self.con.row_factory = sqlite3.Row
            except sqlite3.Error:
                self.con = None
        rows, index, full = {}, {}, []
        if self.con is not None:
            try:
                for r in self.con.execute("SELECT * FROM sessions ORDER BY started_at, id"):
                    d = row_dict(r)
                    rows[d["id"]] = (d["ended_at"], d["end_reason"], d["session_key"])
                    full.append(d)
                try:
                    for r in self.con.execute("SELECT session_key, entry_json FROM gateway_routing"):
                        index[r["session_key"]] = json.loads(r["entry_json"])
                except sqlite3.OperationalError:
                    index = None
            except sqlite3.Error:
                pass
        if index is None or self.con is None:
            index = _read_sessions_json(Path(sj))
        self.stamp, self.durable = stamp, (rows, index, full)
        return self.durable

    def _snapshot(self):
        rows, index, _ = self._durable()
        flags = {}
        runner = getattr(self.proc, "runner", None)
        store = getattr(runner, "session_store", None)
        if store is not None and getattr(store, "_loaded", False):
            for k, e in list(store._entries.items()):
                flags[k] = (e.session_id, bool(getattr(e, "suspended", False)), bool(getattr(e, "expiry_finalized", False)))
        return rows, index, flags

    def dump(self):
        """Everything the driver compares: in-memory entries (None before the store loads), the
        persisted index and every row."""
        runner = getattr(self.proc, "runner", None)
        store = getattr(runner, "session_store", None)
        entries = None
        if store is not None and getattr(store, "_loaded", False):
            entries = {k: e.to_dict() for k, e in list(store._entries.items())}
        _, index, rows = self._durable()
        return {"entries": entries, "index": index, "rows": rows, "running": sorted(_running(runner))}


ROW_FIELDS = ("id", "source", "user_id", "session_key", "chat_id", "chat_type", "thread_id", "parent_session_id",
              "started_at", "ended_at", "end_reason", "message_count")


def row_dict(r):
    keys = r.keys()
    return {k: (r[k] if k in keys else None) for k in ROW_FIELDS}


def read_marks(home):
    """The TUI backends' interrupted-turn markers (tui_gateway/turn_marker.py's file), by
    session: the attempts and the start of each; [] when there is no file or it does not read."""
    try:
        with open(os.path.join(home, "desktop", "interrupted_turns.json"), encoding="utf-8") as f:
            data = json.load(f)
    except Exception:
        return []
    if not isinstance(data, dict):
        return []
    return [{"session": k, "attempts": int(v.get("attempts") or 0), "started_at": float(v.get("started_at") or 0)}
            for k, v in sorted(data.items()) if isinstance(v, dict)]


def read_rows(home):
    """Every row of the store's sessions table (for a dump while no process is up)."""
    db = Path(home) / "state.db"
    if not db.exists():
        return []
    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True, timeout=5)
    con.row_factory = sqlite3.Row
    try:
        return [row_dict(r) for r in con.execute("SELECT * FROM sessions ORDER BY started_at, id")]
    except sqlite3.Error:
        return []
    finally:
        con.close()


def _stat(path):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


def _running(runner):
    if runner is None:
        return []
    return [k for k in getattr(runner, "_running_agents", {}) or {}]


def _read_sessions_json(path):
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except Exception:
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)}


def _changes(before, after):
    rows0, idx0, fl0 = before
    rows1, idx1, fl1 = after
    out = []
    for rid, (ended, reason, key) in rows1.items():
        old = rows0.get(rid)
        if old is None:
            out.append({"kind": "row-created", "session": rid, "lane": key})
            if ended is not None:
                out.append({"kind": "row-ended", "session": rid, "reason": reason, "lane": key})
        elif old[0] is None and ended is not None:
            out.append({"kind": "row-ended", "session": rid, "reason": reason, "lane": key})
        elif old[0] is not None and ended is not None and old[1] != reason:
            out.append({"kind": "row-promoted", "session": rid, "reason": reason, "lane": key})
        elif old[0] is not None and ended is None:
            out.append({"kind": "row-reopened", "session": rid, "lane": key})
    for k, e in idx1.items():
        if idx0.get(k) != e:
            out.append({"kind": "route-saved", "lane": k, "session": e.get("session_id")})
    for k, e in idx0.items():
        if k not in idx1:
            out.append({"kind": "route-dropped", "lane": k, "session": e.get("session_id")})
    for k, (sid, susp, fin) in fl1.items():
        o = fl0.get(k)
        if susp and not (o and o[0] == sid and o[1]):
            out.append({"kind": "suspended", "lane": k, "session": sid})
        if fin and not (o and o[0] == sid and o[2]):
            out.append({"kind": "finalized", "lane": k, "session": sid})
    return out


def _live_turns():
    from fakes import Turns
    return Turns.live()


def _event_lane(runner, event):
    source = getattr(event, "source", None)
    for fn in (getattr(runner, "_session_key_for_source", None), getattr(runner.session_store, "_generate_session_key", None)):
        if fn is None:
            continue
        try:
            return fn(source)
        except Exception:
            continue
    return None


def _key_of(store, source):
    try:
        return store._generate_session_key(source)
    except Exception:
        return None


def _wrap_begin(obj, name, obs, event, only_first=False):
    orig = getattr(obj, name, None)
    if orig is None:
        return
    state = {"n": 0}

    def wrapped(*args, **kwargs):
        state["n"] += 1
        if not only_first or state["n"] == 1:
            obs.begin(event)
        return orig(*args, **kwargs)

    if _is_coroutine(orig):
        async def awrapped(*args, **kwargs):
            state["n"] += 1
            if not only_first or state["n"] == 1:
                obs.begin(event)
            return await orig(*args, **kwargs)
        setattr(obj, name, awrapped)
    else:
        setattr(obj, name, wrapped)


def _is_coroutine(f):
    import inspect
    return inspect.iscoroutinefunction(f)
