package sim

import (
	"strconv"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// The gateway process's life: open and boot (phase by phase), shutdown, kill and crash, exit after
// a drain and the supervisor's restart.

// bootPhases are the four boot phases in order; Boot is exactly these.
var bootPhases = [...]struct {
	name string
	run  func(*gateway.Gateway)
}{
	{"load-routes", (*gateway.Gateway).LoadRoutes},
	{"mark-crashed", (*gateway.Gateway).MarkCrashed},
	{"escalate-stuck", (*gateway.Gateway).EscalateStuck},
	{"resume-pass", (*gateway.Gateway).ResumePass},
}

// shutdown begins a running process's drain; with op.Restart the supervisor boots a new process
// after its exit, unless op.Down.
func (w *World) shutdown(op Op) {
	if w.g == nil || w.g.Phase() != gateway.PhaseRunning {
		w.skip(op, "not running")
		return
	}
	w.begin()
	w.lineOp(op)
	w.restartPending = op.Restart && !op.Down // down: the supervisor leaves the process down
	w.stayDown = op.Down
	w.call(model.Stop{Restart: op.Restart})
	w.g.BeginShutdown(op.Restart)
	w.finish()
}

// boot opens a process over the disk when none is up (bringing up the adapters that are up), then
// runs boot phases until op.Phases of them have run (all when 0). On a process that is part-way
// through its boot it continues.
func (w *World) boot(op Op) {
	upTo := op.Phases
	if upTo == 0 {
		upTo = len(bootPhases)
	}
	if w.g != nil && w.bootDone >= upTo {
		w.skip(op, "already booted")
		return
	}
	if !w.tailGuard(op) {
		return
	}
	if w.g == nil {
		w.lostStatus = false // (its start writes the status file again)
		w.disk.Sync()
		g, err := gateway.Open(w.gcfg, w.clk.gateway(), w.disk.For("", w.clk))
		if err != nil {
			panic(err) // the configuration was validated in NewWorld
		}
		w.g = g
		w.epoch++
		if len(w.procs) > 0 {
			g.SetSelf("g#" + strconv.Itoa(w.epoch)) // the owner stamp of its TUI rows (proc.go)
		}
		w.bootDone = 0
		w.exitScheduled = false
		w.restartPending, w.stayDown = false, false
	}
	w.begin()
	w.lineOp(op)
	w.lineKV("process", strconv.Itoa(w.epoch))
	if w.bootDone == 0 {
		for _, a := range w.tr.adapters {
			if a.Up {
				w.call(model.AdapterUp{Platform: a.Platform})
				w.g.AdapterUp(a.Platform)
				w.collect()
			}
		}
	}
	if w.bootDone == 0 && upTo == len(bootPhases) && !w.disk.failing() {
		// A whole boot goes through the gateway's own Boot, the entry point a process calls, so
		// that what it runs is judged too. One the store may fail in goes phase by phase: the
		// model judges each phase against what the earlier ones' failures left.
		w.call(model.Boot{Phase: model.BootAll})
		w.g.Boot()
		w.bootDone = upTo
		w.collect()
	}
	for w.bootDone < upTo {
		w.call(model.Boot{Phase: model.BootLoadRoutes + model.BootPhase(w.bootDone)})
		bootPhases[w.bootDone].run(w.g)
		w.bootDone++
		w.collect()
	}
	w.finish()
}

// die ends the process by a kill (every completed write survives: the OS has it) or a crash
// (crash torn=N: only the first N writes of the last event reached the disk). kill proc=t1 kills
// that backend alone (proc.go); a crash is the machine's: every process goes, and the trace adds
// " down=t1,t2" naming the backends it took down (only when there were any).
func (w *World) die(op Op) {
	if op.Proc != "" {
		w.killProc(op)
		return
	}
	var downs []*proc
	if op.Kind == KindCrash {
		downs = w.upProcs()
	}
	if w.g == nil && len(downs) == 0 {
		w.skip(op, "no process")
		return
	}
	keep := -1
	if op.Kind == KindCrash && op.Torn {
		keep = op.Keep
		if op.TornAt != "" {
			if keep = w.tornAt(op.TornAt, op.TornNth); keep < 0 {
				w.skip(op, "no such write pending")
				return
			}
		}
	}
	var pending []Write
	if op.Kind == KindCrash {
		pending = append(pending, w.disk.PendingWrites()...)
		w.killAllCommands() // (the machine's crash takes every command with it)
	}
	w.lineStart()
	w.lineOp(op)
	if w.g != nil {
		w.lineKV("process", strconv.Itoa(w.epoch))
	}
	if len(downs) > 0 {
		names := make([]string, len(downs))
		for i, p := range downs {
			names[i] = p.name
		}
		w.lineKV("down", strings.Join(names, ","))
	}
	kept, lost := w.disk.Crash(keep)
	if op.Kind == KindCrash && op.Torn {
		w.lineKV("writes-kept", strconv.Itoa(kept))
		w.lineKV("writes-lost", strconv.Itoa(len(lost)))
	}
	for i := range pending {
		w.appendWrite(i+1, &pending[i], i < kept)
	}
	gUp := w.g != nil
	if gUp {
		w.dropProcess()
		w.restartPending = false
	}
	for _, p := range downs {
		w.dropProc(p)
	}
	w.lineEnd()
	// One Kill per process. The writes lost are the machine's, not a process's (Disk.Client,
	// which would tag each write with its writer, is still to come): they go with the messaging
	// gateway's Kill, or the first backend's when it was down.
	k := lostWrites(lost)
	k.Machine = op.Kind == KindCrash
	left := len(downs)
	if gUp {
		w.settling = left > 0
		w.tell(k)
	}
	for i, p := range downs {
		pk := model.Kill{Proc: p.name, Machine: true}
		if i == 0 && !gUp {
			pk = k
			pk.Proc = p.name
		}
		left--
		w.settling = left > 0
		w.tell(pk)
	}
	w.settling = false
}

// Settling reports whether the model is being told a machine crash's deaths one process at a
// time and has not heard the last yet: what the processes up report (none of the dead) does not
// match what the model knows until then.
func (w *World) Settling() bool { return w.settling }

// tornAt is the number of pending writes before the nth write of store call call (WriteCalls),
// or -1 when the last event made fewer.
func (w *World) tornAt(call string, nth int) int {
	for i, wr := range w.disk.PendingWrites() {
		if wr.Call == call {
			if nth--; nth == 0 {
				return i
			}
		}
	}
	return -1
}

// appendWrite traces one write of the crashed event, numbered from 1 as torn=N counts them, so a
// scenario can pick the one to tear: " | write n=2 call=row-promote session=s2 reason=... lost".
func (w *World) appendWrite(n int, wr *Write, kept bool) {
	w.lb = append(w.lb, " | write n="...)
	w.lb = strconv.AppendInt(w.lb, int64(n), 10)
	w.lineKV("call", wr.Call)
	switch wr.Kind {
	case WriteRoute, WriteRouteDelete:
		w.lineKV("lane", w.laneName(wr.Key))
	case WriteRow:
		w.lineKV("session", w.SessionName(wr.Row.ID))
		if !wr.Row.Live() {
			w.lineKV("reason", string(wr.Row.EndReason))
		}
	}
	w.lineWord(map[bool]string{true: " kept", false: " lost"}[kept])
}

// exit runs the drained process's Exit and, after a restart, schedules the next boot.
func (w *World) exit() {
	w.exitScheduled = false
	if w.g == nil || !w.g.Drained() {
		return
	}
	w.begin()
	w.lineWord("exit")
	w.lineKV("process", strconv.Itoa(w.epoch))
	w.call(model.Exit{})
	before := w.g.Procs()
	w.g.Exit()
	if w.g.TailPending() {
		w.tail = &tailGateway{w.g, w.epoch, w.clk.now} // (P-unlock-first: lock.go)
	}
	w.killCommands(stopped(before, w.g.Procs())) // (a clean stop kills the commands it tracks)
	w.collect()
	restart := w.restartPending
	w.dropProcess()
	w.finish()
	if restart {
		w.restartPending = false
		w.sched.push(event{at: w.clk.now + w.cfg.RestartDelay, kind: evBoot})
	}
}

// dropProcess forgets the process: its scheduled events, its tick, its connections.
func (w *World) dropProcess() {
	w.sched.dropEpoch(w.epoch)
	w.tr.closeEpoch(w.epoch)
	w.g = nil
	w.disk.ForgetEarly("", "")
	clear(w.heldTurns) // the restore gate's queue dies with the process
	clear(w.waitTurns) // so do the follow-ups
	w.releasedTurn = TurnSpec{}
	w.tick.ok = false
	w.bootDone = 0
	w.exitScheduled = false
	w.held = false
}

// lostWrites is the kill as the model hears it: which lanes' routes, which rows and whether the
// markers lost writes that the process had made.
func lostWrites(lost []Write) model.Kill {
	var k model.Kill
	for _, w := range lost {
		// (A lost save of the TUI marker file or the turn leases is no write the model follows:
		// it judges continuations and turns by which processes run and died mid-turn, not by the
		// files. Nor is one of the process list: the machine's crash killed every command it
		// lists.)
		k.Lossy = k.Lossy || w.Kind != WriteTurnMarks && w.Kind != WriteTurnLeases && w.Kind != WriteProcList
		switch w.Kind {
		case WriteRoute, WriteRouteDelete:
			k.LostRoutes = append(k.LostRoutes, w.Key)
		case WriteRow:
			k.LostRows = append(k.LostRows, w.Row.ID)
		case WriteMarkers:
			k.LostMarkers = true
		}
	}
	return k
}
