#!/usr/bin/env python3
"""Conformance adapter: upstream's session store behind a JSON-lines protocol.

This file is part of gatewaysim (our code). It imports the upstream hermes-agent
checkout named by the environment variable HERMES_SRC and drives its SessionStore
(gateway/session.py) and SessionDB (hermes_state.py) one operation at a time, so
that the Go driver in this package can replay the harness's interleavings against
upstream's real code. No upstream code is copied here: every store operation below
calls upstream's own method; the few compositions (the /new order, a watcher pass,
the stuck-loop escalation) follow the order in which upstream's gateway/run.py and
gateway/slash_commands.py call those methods, and say so.

Protocol. One JSON object per line on stdin, one per line on stdout. Every request
has "op" and "at" (virtual Unix time in seconds); the adapter sets its clock to "at"
before running the op. A reply is {"ok": true, ...} or {"ok": false, "error": ...}.
Upstream's own prints and logs go to stderr, never to the protocol stream.

Time. gateway.session._now and the time.time seen by hermes_state read the virtual
clock; naive local datetimes come from the TZ the driver sets in the environment.
Session ids draw their random part from a seeded generator, so a run is repeatable.

Environment: HERMES_SRC (the checkout), HERMES_HOME (a scratch directory the driver
creates; each init wipes it), TZ. A run's zone and freshness window W come with its
init and are set as TZ and HERMES_AUTO_CONTINUE_FRESHNESS, where upstream reads them.
"""

import json
import os
import random
import shutil
import sys
import time as _real_time
import types
import uuid as _real_uuid
from datetime import datetime
from pathlib import Path

PROTO = sys.stdout
sys.stdout = sys.stderr  # upstream prints warnings to stdout; keep the protocol clean

SRC = os.environ.get("HERMES_SRC", "")
if not SRC or not os.path.isfile(os.path.join(SRC, "gateway", "session.py")):
    PROTO.write(json.dumps({"ok": False, "error": "HERMES_SRC does not name an upstream checkout"}) + "\n")
    PROTO.flush()
    sys.exit(2)
sys.path.insert(0, SRC)
_real_time.tzset()

import logging  # noqa: E402

logging.basicConfig(stream=sys.stderr, level=logging.ERROR)


class Clock:
    """The virtual clock every patched time source reads."""

    now = 0.0


class _TimeModule(types.ModuleType):
    """time, except that time.time() is the virtual clock."""

    def __getattr__(self, name):
        return getattr(_real_time, name)

    def time(self):
        return Clock.now


import hermes_state  # noqa: E402
import gateway.session as gsession  # noqa: E402
from gateway import restart_loop_guard  # noqa: E402
from gateway.config import GatewayConfig, Platform, SessionResetPolicy  # noqa: E402
from gateway.session import SessionSource, SessionStore  # noqa: E402

hermes_state.time = _TimeModule("time")
gsession._now = lambda: datetime.fromtimestamp(Clock.now)

_rng = random.Random(0)
gsession.uuid = types.SimpleNamespace(uuid4=lambda: _real_uuid.UUID(int=_rng.getrandbits(128), version=4))


class Procs:
    """Background processes per lane: a stand-in for tools.process_registry.

    has_active reproduces process_registry.has_active_for_session's predicate: a
    process blocks while it is younger than max_age (None: always).
    """

    def __init__(self):
        self.started = {}

    def start(self, key):
        self.started.setdefault(key, []).append(Clock.now)

    def end(self, key):
        lst = self.started.get(key) or []
        if lst:
            lst.pop(0)

    def has_active(self, key, max_age):
        return any(max_age is None or (Clock.now - t) < max_age for t in self.started.get(key, []))


class Adapter:
    def __init__(self):
        self.store = None
        self.config = None
        self.procs = Procs()
        self.max_age = None

    # --- setup -----------------------------------------------------------

    def op_init(self, req):
        """A new run: wipe HERMES_HOME and open a store with this configuration."""
        c = req["config"]
        if self.store is not None:
            try:
                self.store._db.close()
            except Exception:
                pass
        home = Path(os.environ["HERMES_HOME"])
        if home.exists():
            shutil.rmtree(home)
        home.mkdir(parents=True)
        self.procs = Procs()
        os.environ["HERMES_AUTO_CONTINUE_FRESHNESS"] = repr(float(c.get("freshness", 3600)))
        if c.get("zone"):
            os.environ["TZ"] = c["zone"]
            _real_time.tzset()
        _rng.seed(int(req.get("seed", 0)))
        self.config = GatewayConfig()
        self.config.default_reset_policy = _policy(c["reset"])
        self.config.reset_by_platform = {Platform(k): _policy(v) for k, v in (c.get("by_platform") or {}).items()}
        self.config.reset_by_type = {k: _policy(v) for k, v in (c.get("by_type") or {}).items()}
        self.config.group_sessions_per_user = bool(c.get("group_per_user", True))
        self.config.thread_sessions_per_user = bool(c.get("thread_per_user", False))
        self.config.session_store_max_age_days = int(c.get("max_age_days", 90))
        hours = self.config.default_reset_policy.bg_process_max_age_hours
        self.max_age = hours * 3600 if hours and hours > 0 else None  # as run.py builds the callback
        self._open()
        return {}

    def _open(self):
        home = Path(os.environ["HERMES_HOME"])
        self.store = SessionStore(home / "sessions", self.config,
                                  has_active_processes_fn=lambda key: self.procs.has_active(key, self.max_age))
        if self.store._db is None:
            raise RuntimeError("upstream SessionDB did not open")

    def op_restart(self, req):
        """A new process: a fresh SessionStore over the same directory and database. Background
        processes outlive the old one (run.py's start recovers them from the process registry's
        checkpoint); a clean stop or a machine crash has ended them first (kill_procs)."""
        try:
            self.store._db.close()
        except Exception:
            pass
        self._open()
        return {}

    # --- routing and transcript ------------------------------------------

    def op_route(self, req):
        """get_or_create_session."""
        key = req.get("key")
        known = self.store._entries.get(key) if key and self.store._loaded else None
        entry = self.store.get_or_create_session(_source(req["source"]), force_new=bool(req.get("force_new")))
        tokens = (req.get("row_tokens") or {}).get(entry.session_id)
        if tokens and entry is not known and not entry.was_auto_reset and entry.last_prompt_tokens == 0:
            # Only when a run asks to look past the port's recovered entry keeping the row's
            # activity signal: a rebuilt entry of an existing session gets that session's last
            # prompt size.
            entry.last_prompt_tokens = tokens
            with self.store._lock:
                self.store._save()
        return {"entry": entry.to_dict()}

    def op_consume(self, req):
        """The message handler's in-memory consumption of the one-shot flags (run.py
        _handle_message_with_agent): was_auto_reset and is_fresh_reset at once,
        auto_reset_reason after the notice. Nothing is saved here."""
        e = self.store._entries.get(req["key"])
        if e is None:
            return {"entry": None}
        before = e.to_dict()
        e.was_auto_reset = False
        e.is_fresh_reset = False
        if before["was_auto_reset"]:
            e.auto_reset_reason = None
        return {"entry": before}

    def op_save(self, req):
        """A whole-index save (only when a run asks to look past the in-memory consumption)."""
        with self.store._lock:
            self.store._save()
        return {}

    def op_append(self, req):
        self.store.append_to_transcript(req["session_id"], {"role": req["role"], "content": req.get("text", "")})
        return {}

    def op_update(self, req):
        self.store.update_session(req["key"], last_prompt_tokens=req.get("tokens"))
        return {}

    # --- commands ----------------------------------------------------------

    def op_new(self, req):
        """/new as slash_commands._handle_reset_command orders it: the cached agent's
        close (end_session agent_close, when an agent is cached), then reset_session,
        then get_or_create_session(force_new=True) when the key had no entry."""
        if req.get("agent_session"):
            self.store._db.end_session(req["agent_session"], "agent_close")
        entry = self.store.reset_session(req["key"])
        forced = entry is None
        if forced:
            entry = self.store.get_or_create_session(_source(req["source"]), force_new=True)
            if req.get("agent_session") and req.get("promote_agent"):
                # Only when a run asks to look past the port's promoting of the session the
                # routeless /new leaves (upstream leaves it agent_close).
                self.store._db.promote_to_session_reset(req["agent_session"], "session_reset")
        return {"entry": entry.to_dict(), "forced": forced}

    def op_switch(self, req):
        entry = self.store.switch_session(req["key"], req["target"])
        return {"entry": entry.to_dict() if entry else None}

    def op_resolve(self, req):
        """/resume's target: followed along its continuation chain (resolve_resume_session_id)."""
        db = self.store._db
        target = req["id"]
        if db.get_session(target):
            target = db.resolve_resume_session_id(target) or target
        return {"id": target, "row": _row(db.get_session(target))}

    def op_last_message(self, req):
        """When the session's transcript was last written (the resume note's transcript clock)."""
        db = self.store._db
        with db._lock:
            r = db._conn.execute("SELECT MAX(timestamp) AS t FROM messages WHERE session_id = ?", (req["session_id"],)).fetchone()
        return {"at": r["t"] if r else None}

    def op_metadata(self, req):
        """A per-lane metadata write (the Slack thread watermark's set_session_metadata)."""
        return {"changed": self.store.set_session_metadata(req["key"], "watermark", req.get("value"))}

    def op_load(self, req):
        self.store._ensure_loaded()
        return {}

    def op_row(self, req):
        return {"row": _row(self.store._db.get_session(req["id"]))}

    # --- markers -----------------------------------------------------------

    def op_mark_resume(self, req):
        """mark_resume_pending. With keep_existing (only when a run asks to look past the
        drain's re-marking) a lane already resume_pending is left as it is."""
        if req.get("keep_existing"):
            self.store._ensure_loaded()
            e = self.store._entries.get(req["key"])
            if e is not None and e.resume_pending:
                return {"changed": False}
        return {"changed": self.store.mark_resume_pending(req["key"], req["reason"])}

    def op_clear_resume(self, req):
        return {"changed": self.store.clear_resume_pending(req["key"])}

    def op_recent(self, req):
        """Crash marking at boot: suspend_recently_active (it loads the store first)."""
        return {"count": self.store.suspend_recently_active(int(req.get("max_age", 120)))}

    def op_escalate(self, req):
        """run.py _suspend_stuck_loop_sessions' store access: it reads the raw entry
        map without loading it, sets suspended and saves when it suspended any."""
        n = 0
        for key in req["keys"]:
            e = self.store._entries.get(key)
            if e and not e.suspended:
                e.suspended = True
                n += 1
        if n:
            self.store._save()
        return {"count": n}

    def op_suspend(self, req):
        return {"changed": self.store.suspend_session(req["key"])}

    def op_breaker(self, req):
        """restart_loop_guard.check_and_record."""
        return {"tripped": restart_loop_guard.check_and_record(int(req["max"]), int(req["window"]), now=Clock.now)}

    # --- rows, routes, watcher ----------------------------------------------

    def op_end_row(self, req):
        self.store._db.end_session(req["id"], req["reason"])
        return {}

    def op_end_lane_row(self, req):
        """Another process ends the lane's current row (read from memory, never loading)."""
        e = self.store._entries.get(req["key"])
        if e is not None:
            self.store._db.end_session(e.session_id, req["reason"])
        return {}

    def op_index_loss(self, req):
        """The durable index loses one route (or all, key ""): the database's routing table and
        the sessions.json mirror; the running process's memory keeps it."""
        s = self.store
        scope = s._routing_scope()
        index = s._db.load_gateway_routing_entries(scope=scope)
        keys = [req["key"]] if req.get("key") else list(index)
        s._db.delete_gateway_routing_entries(keys, scope=scope)
        path = s.sessions_dir / "sessions.json"
        if path.exists():
            data = json.loads(path.read_text(encoding="utf-8"))
            for k in keys:
                data.pop(k, None)
            path.write_text(json.dumps(data), encoding="utf-8")
        return {}

    def op_route_loss(self, req):
        """The lane's routing entry is lost (index loss, a DB-then-JSON divergence)."""
        with self.store._lock:
            self.store._ensure_loaded_locked()
            gone = self.store._entries.pop(req["key"], None) is not None
            if gone:
                self.store._save()
        return {"changed": gone}

    def op_watcher(self, req):
        """One expiry-watcher pass over the entries (run.py _session_expiry_watcher):
        every entry not yet finalized whose policy expired is finalized through
        set_expiry_finalized. Returns the finalized keys (the caller evicts agents).
        "skip" lists keys to leave alone (only when a run asks to look past the
        watcher's finalizing of lanes with a turn in flight)."""
        self.store._ensure_loaded()
        skip = set(req.get("skip") or [])
        done = []
        for key, entry in list(self.store._entries.items()):
            if key in skip or entry.expiry_finalized or not self.store._is_session_expired(entry):
                continue
            self.store.set_expiry_finalized(entry)
            done.append(key)
        return {"finalized": done}

    def op_keep_agent(self, req):
        """The idle agent sweep's deferral test (run.py _sweep_idle_cached_agents):
        keep an idle agent whose finite session has not expired yet."""
        self.store._ensure_loaded()
        e = self.store._entries.get(req["key"])
        keep = e is not None and self.store.is_session_finalizable(e) and not self.store._is_session_expired(e)
        return {"keep": keep}

    def op_reset_due(self, req):
        """Whether the lane's next routing would reset it (suspended, the policy, an expired
        resume marker), by upstream's own _should_reset and freshness window. Only when a run
        asks to look past the port's resume pass, which leaves such lanes to the user."""
        self.store._ensure_loaded()
        e = self.store._entries.get(req["key"])
        if e is None or e.origin is None:
            return {"due": False}
        if e.suspended or self.store._should_reset(e, e.origin):
            return {"due": True}
        pol = self.config.get_reset_policy(platform=e.origin.platform, session_type=e.origin.chat_type)
        w = gsession.auto_continue_freshness_window()
        ref = e.last_resume_marked_at or e.updated_at
        due = e.resume_pending and pol.mode != "none" and w > 0 and (gsession._now() - ref).total_seconds() > w
        return {"due": bool(due)}

    def op_prune(self, req):
        return {"count": self.store.prune_old_entries(int(req["days"]))}

    def op_proc_start(self, req):
        self.procs.start(req["key"])
        return {}

    def op_kill_procs(self, req):
        """process_registry.kill_all at shutdown (run.py _kill_tool_subprocesses), or a machine
        crash: every background process dies, so the next start has none to recover."""
        self.procs = Procs()
        return {}

    def op_proc_end(self, req):
        self.procs.end(req["key"])
        return {}

    # --- observation -------------------------------------------------------

    def op_dump(self, req):
        """Everything the driver compares: the in-memory routing entries (None while
        the new process has not loaded its store), the persisted routing index and
        every session row."""
        s = self.store
        entries = {k: e.to_dict() for k, e in s._entries.items()} if s._loaded else None
        index = {k: json.loads(v) for k, v in s._db.load_gateway_routing_entries(scope=s._routing_scope()).items()}
        with s._db._lock:
            rows = [dict(r) for r in s._db._conn.execute("SELECT * FROM sessions ORDER BY started_at, id").fetchall()]
        return {"entries": entries, "index": index, "rows": [_row(r) for r in rows]}


def _policy(d):
    p = SessionResetPolicy()
    p.mode = d["mode"]
    p.idle_minutes = int(d["idle_minutes"])
    p.at_hour = int(d["at_hour"])
    p.notify = bool(d.get("notify", True))
    p.notify_exclude_platforms = tuple(d.get("exclude", ("api_server", "webhook")))
    p.bg_process_max_age_hours = int(d.get("bg_max_age_hours", 24))
    return p


def _source(d):
    return SessionSource(platform=Platform(d["platform"]), chat_id=d.get("chat_id", ""), chat_type=d.get("chat_type", "dm"),
                         user_id=d.get("user_id") or None, thread_id=d.get("thread_id") or None)


def _row(r):
    if not r:
        return None
    keys = ("id", "source", "user_id", "session_key", "chat_id", "chat_type", "thread_id", "parent_session_id",
            "started_at", "ended_at", "end_reason", "message_count")
    return {k: r.get(k) for k in keys}


def _snapshot(ad):
    """Rows (end state) and in-memory entries, to report what one op changed."""
    s = ad.store
    if s is None:
        return {}, None
    with s._db._lock:
        rows = {r["id"]: (r["ended_at"], r["end_reason"], r["session_key"])
                for r in s._db._conn.execute("SELECT id, ended_at, end_reason, session_key FROM sessions").fetchall()}
    entries = {k: e.to_dict() for k, e in s._entries.items()} if s._loaded else None
    return rows, entries


def _changes(before, after):
    """What an op changed, in the harness's effect vocabulary: rows created, ended, reopened,
    re-ended; entries saved (added or changed) and dropped."""
    rows0, ent0 = before
    rows1, ent1 = after
    out = []
    for rid, (ended, reason, key) in rows1.items():
        old = rows0.get(rid)
        if old is None:
            out.append({"kind": "row-created", "session": rid, "lane": key})
            if ended is not None:
                out.append({"kind": "row-ended", "session": rid, "reason": reason, "lane": key})
        elif old[0] is None and ended is not None or old[0] is not None and ended is not None and old[1] != reason:
            out.append({"kind": "row-ended", "session": rid, "reason": reason, "lane": key})
        elif old[0] is not None and ended is None:
            out.append({"kind": "row-reopened", "session": rid, "lane": key})
    if ent1 is not None:
        for k, e in ent1.items():
            if ent0 is None or ent0.get(k) != e:
                out.append({"kind": "route-saved", "lane": k, "session": e["session_id"]})
        for k, e in (ent0 or {}).items():
            if k not in ent1:
                out.append({"kind": "route-dropped", "lane": k, "session": e["session_id"]})
    return out


def main():
    ad = Adapter()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            req = json.loads(line)
            Clock.now = float(req.get("at", Clock.now))
            fn = getattr(ad, "op_" + req["op"], None)
            if fn is None:
                raise ValueError("unknown op %r" % req["op"])
            trace = req.get("trace") and req["op"] not in ("dump", "init")
            before = _snapshot(ad) if trace else None
            out = {"ok": True}
            out.update(fn(req))
            if trace:
                out["changes"] = _changes(before, _snapshot(ad))
        except Exception as exc:  # the driver reports it with the op
            out = {"ok": False, "error": "%s: %s" % (type(exc).__name__, exc)}
        PROTO.write(json.dumps(out, default=str) + "\n")
        PROTO.flush()


if __name__ == "__main__":
    main()
