"""Writes to a gateway process's store from outside it (ours): another process ending a lane's
row, the lane's cached agent closed by accident, a lost route or index, a resume mark or a
suspension made elsewhere, a metadata write. Each uses upstream's own store API, as the process
sharing the store would; Process mixes these in.
"""


class OutsideOps:
    def _store(self):
        return self.runner.session_store

    def op_row_ended(self, req):
        """Another process ends the lane's current row (its own connection to state.db)."""
        self.obs.begin("row-ended", lane=req["key"])
        e = self._store()._entries.get(req["key"])
        if e is not None:
            other = type(self._store()._db)()
            other.end_session(e.session_id, req["reason"])
            _close_db(other)
        return {}

    def op_agent_close(self, req):
        """The lane's cached agent is closed by accident (upstream's own AIAgent.close decides
        whether that ends the row) and leaves the cache."""
        self.obs.begin("agent-close", lane=req["key"])
        cache = getattr(self.runner, "_agent_cache", None) or {}
        item = cache.pop(req["key"], None)
        agent = item[0] if isinstance(item, tuple) else item
        if agent is not None:
            self.obs.emit("agent-closed", lane=req["key"], session=getattr(agent, "session_id", None))
            agent.close()
        return {}

    def op_route_loss(self, req):
        """The process loses the lane's routing entry, memory and index."""
        self.obs.begin("route-loss", lane=req["key"])
        s = self._store()
        with s._lock:
            s._ensure_loaded_locked()
            if s._entries.pop(req["key"], None) is not None:
                s._save()
        return {}

    def op_index_loss(self, req):
        """The durable index loses one route (or all): state.db's routing table and sessions.json;
        the running process's memory keeps them."""
        self.obs.begin("index-loss", lane=req.get("key"))
        _lose_index(self._store(), req.get("key"))
        return {}

    def op_mark_resume(self, req):
        self.obs.begin("mark-resume", lane=req["key"])
        self._store().mark_resume_pending(req["key"], req["reason"])
        return {}

    def op_suspend(self, req):
        self.obs.begin("suspend", lane=req["key"])
        self._store().suspend_session(req["key"])
        return {}

    def op_metadata(self, req):
        self.obs.begin("metadata", lane=req["key"])
        fn = getattr(self._store(), "set_session_metadata", None)
        if fn is not None:
            fn(req["key"], "watermark", req.get("value"))
        return {}


def _close_db(db):
    try:
        db.close()
    except Exception:
        pass


def _lose_index(store, key):
    import json
    scope = store._routing_scope() if hasattr(store, "_routing_scope") else ""
    db = store._db
    if hasattr(db, "load_gateway_routing_entries"):
        index = db.load_gateway_routing_entries(scope=scope)
        keys = [key] if key else list(index)
        db.delete_gateway_routing_entries(keys, scope=scope)
    path = store.sessions_dir / "sessions.json"
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
        for k in ([key] if key else [k for k in data if not k.startswith("_")]):
            data.pop(k, None)
        path.write_text(json.dumps(data), encoding="utf-8")
