"""Background processes a process's agent started (ours): upstream's process registry
(tools/process_registry.py), driven through its own API as its terminal tool drives it with
background=true, and read back from the process's memory. Process mixes these in.

The registry keeps its running processes in memory and rewrites processes.json, the home's
checkpoint of them, whole from that memory at each spawn; a messaging gateway adopts what the file
lists at its boot. Two processes over one home therefore each write their own list over the
other's (the multi-process note's X12). The processes spawned here are real (a shell running the
command, in a session of its own, so a SIGKILL of the process that spawned it leaves it running, as
a crash does); whoever asks for them ends them.
"""


class BackgroundOps:
    def op_bg_spawn(self, req):
        """The agent of this process starts a background command for the routing key req["key"]
        (upstream's spawn_local, as the terminal tool calls it). Replies with its pid and id."""
        self.obs.begin("bg-spawn", lane=req.get("key") or None)
        from tools.process_registry import process_registry
        s = process_registry.spawn_local(req["command"], task_id=req.get("task", ""), session_key=req.get("key", ""))
        return {"pid": s.pid, "bg": s.id}

    def op_bg_state(self, req):
        """The background processes this process's registry holds as running (its memory), and
        what upstream's reset guard answers for the routing key req["key"] (has_active_for_session
        with the gateway's own age limit, 24 h by default)."""
        from tools.process_registry import process_registry
        procs = []
        for s in list(process_registry._running.values()):
            procs.append({"bg": s.id, "pid": s.pid, "key": s.session_key or "", "exited": bool(s.exited),
                          "detached": bool(getattr(s, "detached", False))})
        key = req.get("key", "")
        return {"procs": procs, "active": bool(key) and process_registry.has_active_for_session(key, max_active_age=24 * 3600)}
