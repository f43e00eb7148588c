package conformance

import (
	"sort"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// The process side of upstream: boot (run.py start), the startup resume pass
// (_schedule_resume_pending_sessions), the expiry watcher (_session_expiry_watcher with
// _sweep_idle_cached_agents and the hourly prune), shutdown (_stop_impl_body) and death.

// The watcher's schedule: upstream ships _session_expiry_watcher with an initial sleep of 60 s and
// an interval argument of 300 s (start() passes none), the hourly prune's _prune_interval of 3600 s
// and _AGENT_CACHE_IDLE_TTL_SECS of 3600 s. The upstream side runs its watcher on the run's
// configuration (Config.WatcherFirstDelay, WatcherInterval, RoutePruneInterval, AgentIdleTTL),
// whose defaults are those values (TestWatcherScheduleIsUpstreams reads them from the checkout),
// so that a run that tunes a watcher knob compares the port with upstream set the same way, as
// this side already does for the stuck-loop threshold (a class literal upstream) and the
// restart-loop breaker.

func (u *Upstream) boot(ph model.BootPhase) error {
	switch ph {
	case model.BootAll:
		for p := model.BootLoadRoutes; p <= model.BootResumePass; p++ {
			if err := u.boot(p); err != nil {
				return err
			}
		}
	case model.BootLoadRoutes:
		// A new process: a fresh SessionStore over the same directory; it loads lazily.
		u.died()
		u.phase, u.gate = upBooting, true
		if err := u.call("restart", nil, nil); err != nil {
			return err
		}
		u.lazyUnloaded = true
		if u.avoid["lazy-load"] {
			return u.call("load", nil, nil) // as the port does: load and prune in the first phase
		}
	case model.BootMarkCrashed:
		if u.clean {
			u.clean = false // the marker is deleted and crash marking skipped
			return nil
		}
		u.lazyUnloaded = false // suspend_recently_active loads the store
		return u.call("recent", map[string]any{"max_age": recentWindow}, nil)
	case model.BootEscalateStuck:
		// _suspend_stuck_loop_sessions, then the file is deleted whatever it held (H6).
		var keys []string
		for k, n := range u.counts {
			if n >= u.cfg.StuckLoopThreshold {
				keys = append(keys, string(k))
			}
		}
		sort.Strings(keys)
		clear(u.counts)
		if u.avoid["lazy-load"] && u.lazyUnloaded {
			// After a clean shutdown nothing of upstream's boot has loaded the store by now, so
			// _suspend_stuck_loop_sessions reads an empty entry map and suspends nothing (the
			// preset's P-boot-order). The lazy-load avoidance moves the load and prune earlier,
			// not what this escalation sees.
			keys = nil
		}
		if len(keys) > 0 {
			n := len(u.fx)
			if err := u.call("escalate", map[string]any{"keys": keys}, nil); err != nil {
				return err
			}
			for _, e := range u.fx[n:] {
				if e.Kind == gateway.RouteSaved { // the entries it saved are the ones it suspended
					u.emit(gateway.Effect{Kind: gateway.Suspended, Lane: e.Lane, Session: e.Session})
				}
			}
		}
	case model.BootResumePass:
		u.phase = upRunning
		u.watchNext, u.lastPrune = u.now.Add(u.cfg.WatcherFirstDelay), time.Time{}
		if err := u.resumePass("", true); err != nil {
			return err
		}
		u.passDone = true
		return u.liftGate()
	}
	return nil
}

// resumePass auto-continues fresh restart-interrupted lanes (on one platform when p is set):
// candidates are resume_pending, not suspended, with an origin and a restart reason; the
// restart-loop breaker may skip the pass; a candidate is skipped when its marker is stale (a
// window W <= 0 skips every one: real time always passes between marking and this pass), when it
// is running, or when its adapter is not connected. Each is an empty-text internal message.
func (u *Upstream) resumePass(p gateway.Platform, startup bool) error {
	var d wireDump
	if err := u.call("load", nil, nil); err != nil {
		return err
	}
	if err := u.call("dump", nil, &d); err != nil {
		return err
	}
	var cands []wireEntry
	for _, e := range d.Entries {
		if e.ResumePending && !e.Suspended && e.Origin != nil && resumeReasons[str(e.ResumeReason)] &&
			(p == "" || gateway.Platform(e.Origin.Platform) == p) {
			cands = append(cands, e)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].Key < cands[j].Key })
	var br struct {
		Tripped bool `json:"tripped"`
	}
	win := u.cfg.RestartLoopWindow
	if win <= 0 {
		win = 60 * time.Second
	}
	if err := u.call("breaker", map[string]any{"max": u.cfg.RestartLoopMax, "window": int(win / time.Second)}, &br); err != nil {
		return err
	}
	if br.Tripped {
		// Upstream warns the operator that it skipped the pass (restart_loop_guard's
		// check_and_record): the port's Reply without a lane (docs/contract.md §2.10 step 5).
		u.emit(gateway.Effect{Kind: gateway.Reply, Text: breakerSkipped})
		return nil
	}
	return u.dispatch(cands, startup)
}

// breakerSkipped is the text of the port's Reply for a pass the restart-loop breaker skipped
// (gateway/boot.go schedulePass), which upstream says in a warning to the operator.
const breakerSkipped = "restart loop: auto-resume skipped"

// dispatch sends each dispatchable candidate its empty-text internal message.
func (u *Upstream) dispatch(cands []wireEntry, startup bool) error {
	for _, e := range cands {
		ok, err := u.dispatchable(e)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if startup {
			u.outstanding++
		}
		if err := u.message(gateway.LaneKey(e.Key), "", true, true, startup); err != nil {
			return err
		}
	}
	return nil
}

// dispatchable is the resume pass's check of one candidate: its marker (else its activity clock) is
// within the freshness window (W <= 0 skips every one: real time always passes between marking
// and this pass), its lane is not running and its adapter is connected.
func (u *Upstream) dispatchable(e wireEntry) (bool, error) {
	marker := naive(str(e.LastResumeMarkedAt), u.loc)
	if marker.IsZero() {
		marker = naive(e.UpdatedAt, u.loc)
	}
	k := gateway.LaneKey(e.Key)
	if w := u.cfg.FreshnessWindow; w <= 0 || u.now.Sub(marker) > w {
		return false, nil
	}
	if u.turns[k] != nil || !u.adapters[gateway.Platform(e.Origin.Platform)] {
		return false, nil
	}
	if u.avoid["resume-pass-skips-due-reset"] {
		var due struct {
			Due bool `json:"due"`
		}
		if err := u.call("reset_due", map[string]any{"key": e.Key}, &due); err != nil {
			return false, err
		}
		return !due.Due, nil
	}
	return true, nil
}

// liftGate opens the restore gate once the pass has run and its resume turns have ended, and
// replays the queued events in order.
func (u *Upstream) liftGate() error {
	if !u.gate || !u.passDone || u.outstanding > 0 || u.phase != upRunning {
		return nil
	}
	u.gate = false
	q := u.queue
	u.queue = nil
	for _, ev := range q {
		u.emit(gateway.Effect{Kind: gateway.Dispatched, Lane: eventLane(ev)})
		if err := u.inbound(ev); err != nil {
			return err
		}
	}
	return nil
}

// tick is a gateway tick: the drain's timeout when it is due, else a watcher pass when one is due.
func (u *Upstream) tick() error {
	if u.phase == upDraining && !u.drain.done && !u.now.Before(u.drain.deadline) {
		return u.drainTimedOut()
	}
	if u.phase == upRunning && !u.watchNext.IsZero() && !u.now.Before(u.watchNext) {
		u.watchNext = u.now.Add(u.cfg.WatcherInterval)
		return u.watcherPass()
	}
	return nil
}

// watcherPass finalizes every expired entry (the agent is cleaned up with row-ending off and
// evicted), releases agents idle past the TTL unless their finite session has not expired yet,
// and prunes old routes once an hour.
func (u *Upstream) watcherPass() error {
	var r struct {
		Finalized []string `json:"finalized"`
	}
	args := map[string]any{}
	if u.avoid["watcher-mid-turn"] {
		skip := []string{}
		for _, k := range u.Running() {
			skip = append(skip, string(k))
		}
		args["skip"] = skip
	}
	if err := u.call("watcher", args, &r); err != nil {
		return err
	}
	for _, k := range r.Finalized {
		delete(u.agents, gateway.LaneKey(k))
		u.emit(gateway.Effect{Kind: gateway.Finalized, Lane: gateway.LaneKey(k)})
	}
	for _, k := range sortedLanes(u.agents) {
		if u.turns[k] != nil || u.now.Sub(u.agents[k].last) <= u.cfg.AgentIdleTTL {
			continue
		}
		var keep struct {
			Keep bool `json:"keep"`
		}
		if err := u.call("keep_agent", map[string]any{"key": string(k)}, &keep); err != nil {
			return err
		}
		if !keep.Keep {
			delete(u.agents, k)
		}
	}
	if u.lastPrune.IsZero() || u.now.Sub(u.lastPrune) > u.cfg.RoutePruneInterval {
		u.lastPrune = u.now
		if days := int(u.cfg.RouteMaxAge / (24 * time.Hour)); days > 0 {
			return u.call("prune", map[string]any{"days": days}, nil)
		}
	}
	return nil
}

// routeLost is a lost route: from memory and the index (route-loss), or from the durable index
// alone, the database's routing table and sessions.json (index-loss; the lane "" means all).
func (u *Upstream) routeLost(k gateway.LaneKey) error {
	if u.op.Kind == sim.KindIndexLoss {
		return u.call("index_loss", map[string]any{"key": string(k)}, nil)
	}
	return u.call("route_loss", map[string]any{"key": string(k)}, nil)
}

// stop begins a shutdown: every running lane is pre-marked resume_pending before the drain wait
// (mark_resume_pending overwrites an earlier marker; it refuses only a suspended entry).
func (u *Upstream) stop(restart bool) error {
	if u.phase != upRunning {
		return nil
	}
	u.phase = upDraining
	u.drain = upDrain{restart: restart, deadline: u.now.Add(max(u.cfg.DrainTimeout, 0)), active: u.Running()}
	u.notifyDrain()
	for _, k := range u.drain.active {
		changed, err := u.markResume(k)
		if err != nil {
			return err
		}
		if changed || !u.avoid["drain-remark"] {
			u.drain.premarked = append(u.drain.premarked, k)
		}
	}
	u.drain.done = len(u.turns) == 0
	return nil
}

// notifyDrain is run.py's drain notification: each chat with a running agent is told once (its
// delivery target deduplicates the lanes of one chat), in the stop's category.
func (u *Upstream) notifyDrain() {
	category := gateway.DrainShutdown
	if u.drain.restart {
		category = gateway.DrainRestart
	}
	told := map[string]bool{}
	for _, k := range u.drain.active {
		target := string(k)
		if l, err := u.lane(k); err == nil {
			target = gateway.DrainTarget(l.Source)
		}
		if !told[target] {
			told[target] = true
			u.emit(gateway.Effect{Kind: gateway.DrainNotice, Lane: k, Category: category})
		}
	}
}

// markResume is mark_resume_pending for the drain (run.py marks whatever the lane carries).
func (u *Upstream) markResume(k gateway.LaneKey) (bool, error) {
	var r struct {
		Changed bool `json:"changed"`
	}
	err := u.call("mark_resume", map[string]any{"key": string(k), "reason": u.drainReason(),
		"keep_existing": u.avoid["drain-remark"]}, &r)
	return r.Changed, err
}

func (u *Upstream) drainReason() string {
	if u.drain.restart {
		return string(gateway.ResumeRestartTimeout)
	}
	return string(gateway.ResumeShutdownTimeout)
}

// drainTimedOut marks every lane still running (again) and interrupts it, then kills the tool
// subprocesses (background processes included: _kill_tool_subprocesses "post-interrupt").
func (u *Upstream) drainTimedOut() error {
	if u.phase != upDraining || u.drain.done {
		return nil
	}
	u.drain.timedOut = true
	for _, k := range u.Running() {
		if _, err := u.markResume(k); err != nil {
			return err
		}
		u.interrupt(k)
	}
	u.drain.done = true
	return u.call("kill_procs", nil, nil)
}

// exit finishes the shutdown: after a drain that did not time out the pre-marks of lanes no longer
// running are cleared; agents are cleaned up without row ends; background processes are killed
// (_kill_tool_subprocesses "final-cleanup"), so only a kill of the process leaves them for the
// next start to recover (a machine crash ends them too, in event); .clean_shutdown is written only
// when the drain did not time out; the restart-failure counts are rewritten from the lanes active
// at drain start.
func (u *Upstream) exit() error {
	if u.phase != upDraining || !u.drain.done {
		return nil
	}
	if !u.drain.timedOut {
		for _, k := range u.drain.premarked {
			if u.turns[k] == nil {
				if err := u.call("clear_resume", map[string]any{"key": string(k)}, nil); err != nil {
					return err
				}
			}
		}
	}
	if err := u.call("kill_procs", nil, nil); err != nil {
		return err
	}
	u.clean = !u.drain.timedOut
	if len(u.drain.active) > 0 {
		next := map[gateway.LaneKey]int{}
		for _, k := range u.drain.active {
			next[k] = u.counts[k] + 1
		}
		u.counts = next
	}
	u.died()
	return nil
}

// died forgets the process: its agents, turns, gate and queue. The store's unsaved memory dies
// with it (the next boot opens a fresh SessionStore).
func (u *Upstream) died() {
	u.phase, u.gate, u.passDone, u.outstanding, u.queue = upDown, false, false, 0, nil
	clear(u.agents)
	clear(u.turns)
	clear(u.waiting)
	u.watchNext = time.Time{}
}
