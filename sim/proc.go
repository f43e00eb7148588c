package sim

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// The processes of a world of several processes over one store (docs/contract.md §9): the
// messaging gateway (World.g, its lifecycle in process.go) and the TUI backends declared by
// Config.Backends, each a gateway.Gateway opened with gateway.OpenBackend and never booted.
// A backend lives from a spawn op to a halt (its atexit), a kill of it, or a machine crash. It has
// its own run count (epoch), tick and connections; ws ops on a connection go to the connection's
// process. With no backend declared nothing here runs and no stream is drawn: a single-process
// world is byte for byte what it was.

// tickState is one process's scheduled Tick, at its Deadline. It lives outside the scheduler's
// heap, with a sequence number from the same counter so that it orders among same-time events.
type tickState struct {
	at  time.Duration
	seq uint64
	ok  bool
}

// proc is one TUI backend process of the world.
type proc struct {
	name  string // as declared: t1, t2, ...
	idx   uint8  // its place in Config.Backends, from 1 (0 is the messaging gateway)
	g     *gateway.Gateway
	epoch int // its run: 1 for its first spawn; the current or last
	tick  tickState
}

// index is p's process number in events and names: 0 for nil, the messaging gateway.
func (p *proc) index() uint8 {
	if p == nil {
		return 0
	}
	return p.idx
}

// self is the owner name p's current run stamps on the rows it creates (gateway.Row.Owner).
func (p *proc) self() string { return p.name + "#" + strconv.Itoa(p.epoch) }

// backendName is the form of a process's name: a TUI backend t1..t9, a CLI cli1..cli9.
var backendName = regexp.MustCompile(`^(t|cli)[1-9]$`)

// isCLI reports whether p is a CLI process (cli1..cli9), not a TUI backend.
func (p *proc) isCLI() bool { return p != nil && strings.HasPrefix(p.name, "cli") }

// maxRuns bounds a backend's runs: its epoch fits the 8 bits the token epoch and id range give it.
const maxRuns = 255

// openProcs declares the configured backends and, when there are any, gives every process the
// world's liveness table (gateway.Config.Alive).
func (w *World) openProcs() error {
	if len(w.cfg.Backends) == 0 {
		return nil
	}
	for i, n := range w.cfg.Backends {
		if !backendName.MatchString(n) {
			return fmt.Errorf("sim: process %q: a TUI backend is named t1..t9, a CLI cli1..cli9", n)
		}
		if w.proc(n) != nil {
			return fmt.Errorf("sim: backend %s declared twice", n)
		}
		w.procs = append(w.procs, &proc{name: n, idx: uint8(i + 1)})
	}
	w.gcfg.Alive = w.alive
	return nil
}

// proc returns the backend named name, or nil ("" and unknown names).
func (w *World) proc(name string) *proc {
	for _, p := range w.procs {
		if p.name == name {
			return p
		}
	}
	return nil
}

// gatewayOf is process p's Gateway (p nil: the messaging gateway's), nil when it is down.
func (w *World) gatewayOf(p *proc) *gateway.Gateway {
	if p == nil {
		return w.g
	}
	return p.g
}

// epochOf is process p's current or last run (p nil: the messaging gateway's).
func (w *World) epochOf(p *proc) int {
	if p == nil {
		return w.epoch
	}
	return p.epoch
}

// procName is the name ops and connections give process p: "" for the messaging gateway.
func procName(p *proc) string {
	if p == nil {
		return ""
	}
	return p.name
}

// alive is the world's answer to gateway.Config.Alive: whether the process run an owner stamp
// names ("g#3", "t1#2") is still running.
func (w *World) alive(owner string) bool {
	name, run, ok := strings.Cut(owner, "#")
	epoch, err := strconv.Atoi(run)
	if !ok || err != nil {
		return false
	}
	if name == "g" {
		return w.g != nil && w.epoch == epoch
	}
	p := w.proc(name)
	return p != nil && p.g != nil && p.epoch == epoch
}

// --- what checkers read ---

// ProcInfo is one process of the world as a checker sees it.
type ProcInfo struct {
	Name  string // "" for the messaging gateway, else its name (t1, cli1)
	CLI   bool   // a CLI process (cli1), not a TUI backend
	Self  string // the owner name its current run stamps on rows ("" in a single-process world)
	Epoch int    // its current or last run
	Up    bool
}

// Procs lists the world's processes: the messaging gateway first, then the backends in
// Config.Backends order.
func (w *World) Procs() []ProcInfo {
	out := []ProcInfo{{Epoch: w.epoch, Up: w.g != nil}}
	if w.g != nil {
		out[0].Self = w.g.Self()
	}
	for _, p := range w.procs {
		pi := ProcInfo{Name: p.name, CLI: p.isCLI(), Epoch: p.epoch, Up: p.g != nil}
		if p.g != nil {
			pi.Self = p.self()
		}
		out = append(out, pi)
	}
	return out
}

// Backend is the running process of backend name, or nil when it is down or not declared.
func (w *World) Backend(name string) *gateway.Gateway {
	if p := w.proc(name); p != nil {
		return p.g
	}
	return nil
}

// AllRecords is the TUI records of every process up (Gateway.Records), sorted by id: record ids
// are unique across the world (gateway.BackendOptions.FirstID), so the union is one registry.
func (w *World) AllRecords() []gateway.RecordView {
	return union(w, true, (*gateway.Gateway).Records, byRecord)
}

// OthersRecords is AllRecords without the messaging gateway's.
func (w *World) OthersRecords() []gateway.RecordView {
	return union(w, false, (*gateway.Gateway).Records, byRecord)
}

// AllReapTimers is the pending reap timers of every process up (Gateway.ReapTimers), in the order
// they fire: by due time, then record, then generation.
func (w *World) AllReapTimers() []gateway.ReapTimer {
	return union(w, true, (*gateway.Gateway).ReapTimers, firingOrder)
}

// OthersReapTimers is AllReapTimers without the messaging gateway's.
func (w *World) OthersReapTimers() []gateway.ReapTimer {
	return union(w, false, (*gateway.Gateway).ReapTimers, firingOrder)
}

// union is what list reports of every process up (the messaging gateway's only when gw), in
// order. A process in its halt's step is left out: what it held went with its atexit.
func union[T any](w *World, gw bool, list func(*gateway.Gateway) []T, order func(a, b T) int) []T {
	var out []T
	if gw && w.g != nil {
		out = list(w.g)
	}
	if len(w.procs) == 0 {
		return out // (a single process's list is in order already)
	}
	for _, p := range w.upProcs() {
		if p.g.Phase() != gateway.PhaseExited {
			out = append(out, list(p.g)...)
		}
	}
	slices.SortFunc(out, order)
	return out
}

func byRecord(a, b gateway.RecordView) int { return cmp.Compare(a.ID, b.ID) }

func firingOrder(a, b gateway.ReapTimer) int {
	return cmp.Or(a.Due.Compare(b.Due), cmp.Compare(a.Record, b.Record), cmp.Compare(a.Generation, b.Generation))
}

// BackendRecordName is the symbolic name of a record of backend name's current run (the id
// printed when it was never named).
func (w *World) BackendRecordName(name string, id gateway.RecordID) string {
	p := w.proc(name)
	return w.recordName(p, p.epoch, id)
}

// BackendConnName is the symbolic name of a transport of backend name's current run.
func (w *World) BackendConnName(name string, id gateway.TransportID) string {
	p := w.proc(name)
	return w.connName(p, p.epoch, id)
}

// Calling names the process whose call the world is making or reporting (to an Observer or a
// BeforeCall): "" for the messaging gateway, else the backend's name. A single-process world
// always answers "".
func (w *World) Calling() string { return procName(w.cur) }

// --- lifecycle ---

// spawn starts backend op.Proc: a new run over the disk, whose startup runs the owner-aware
// sweep. Traced "spawn proc=t1 epoch=N".
func (w *World) spawn(op Op) {
	p := w.proc(op.Proc)
	if p.isCLI() {
		w.skip(op, "a CLI starts with cli-resume")
		return
	}
	g := w.startRun(op, p, func(self string) (*gateway.Gateway, error) {
		hi := 1<<30 | uint32(p.idx)<<8 | uint32(p.epoch)
		return gateway.OpenBackend(w.gcfg, w.clk.gateway(), w.disk.For(p.name, w.clk), gateway.BackendOptions{
			Self: self, TokenEpoch: hi, FirstID: (int(p.idx)<<8 | p.epoch) << 16})
	})
	if g == nil {
		return
	}
	defer func() { w.cur = nil }()
	w.call(model.Spawn{Proc: p.name})
	g.BackendStart()
	w.finish()
}

// cliResume starts CLI op.Proc bound to op.Target (hermes --resume): a new run, which reopens the
// row if it ended by accident. Traced "cli-resume proc=cli1 target=s1 epoch=N".
func (w *World) cliResume(op Op) {
	p := w.proc(op.Proc)
	if !p.isCLI() {
		w.skip(op, "not a CLI")
		return
	}
	g := w.startRun(op, p, func(self string) (*gateway.Gateway, error) {
		return gateway.OpenCLI(w.gcfg, w.clk.gateway(), w.disk.For(p.name, w.clk), self)
	})
	if g == nil {
		return
	}
	defer func() { w.cur = nil }()
	target := w.resolveSession(op.Target)
	ev := model.CliResume{Proc: p.name, Target: target}
	w.call(ev)
	bound := g.CliResume(target)
	ev.Bound = &bound
	w.pend = ev // (the model judges the return with the effects)
	w.finish()
}

// startRun opens a new run of p (open builds its Gateway, named self) and begins its first step,
// traced "<op> epoch=N", with p the calling process; nil when p is already running or out of runs
// (the op is skipped). The caller makes the step's call, then finishes it and resets w.cur.
func (w *World) startRun(op Op, p *proc, open func(self string) (*gateway.Gateway, error)) *gateway.Gateway {
	switch {
	case p.g != nil:
		w.skip(op, "already running")
		return nil
	case p.epoch >= maxRuns:
		w.skip(op, "too many runs")
		return nil
	}
	p.epoch++
	g, err := open(p.self())
	if err != nil {
		panic(err) // the configuration was validated in NewWorld
	}
	p.g, p.tick, w.cur = g, tickState{}, p
	w.begin()
	w.lineOp(op)
	w.lineKV("epoch", strconv.Itoa(p.epoch))
	return g
}

// halt ends backend op.Proc at its own request: the atexit closes every open record
// (tui_shutdown), then the process is gone. Traced "halt proc=t1 epoch=N".
func (w *World) halt(op Op) {
	p := w.proc(op.Proc)
	if p.g == nil {
		w.skip(op, "not running")
		return
	}
	w.cur = p
	defer func() { w.cur = nil }()
	w.begin()
	w.lineOp(op)
	w.lineKV("epoch", strconv.Itoa(p.epoch))
	w.call(model.Halt{Proc: p.name})
	if p.isCLI() {
		p.g.CliExit()
	} else {
		p.g.BackendExit()
	}
	w.collect()
	w.dropProc(p)
	w.finish()
}

// killProc is a SIGKILL of backend op.Proc: every completed write survives (the OS has it), so
// the disk is untouched; the process's records, timers, events and connections are gone.
func (w *World) killProc(op Op) {
	p := w.proc(op.Proc)
	if p.g == nil {
		w.skip(op, "no process")
		return
	}
	w.lineStart()
	w.lineOp(op)
	w.lineKV("epoch", strconv.Itoa(p.epoch))
	w.dropProc(p)
	w.lineEnd()
	w.tell(model.Kill{Proc: p.name})
}

// upProcs are the backends running now, in Config.Backends order.
func (w *World) upProcs() []*proc {
	var out []*proc
	for _, p := range w.procs {
		if p.g != nil {
			out = append(out, p)
		}
	}
	return out
}

// dropProc forgets backend p's run: its scheduled events, its tick, its connections.
func (w *World) dropProc(p *proc) {
	w.sched.dropProc(p.idx, p.epoch)
	w.tr.closeProc(p.name, p.epoch)
	p.g = nil
	p.tick.ok = false
	w.disk.ForgetEarly(p.name, "")
}

// TokenName is a turn token as the trace prints it (k3.1, kt1-2.3).
func (w *World) TokenName(tok gateway.TurnToken) string { return string(w.appendToken(nil, tok)) }

// appendToken appends a turn token as the trace prints it: k<epoch>.<seq> for the messaging
// gateway's, k<backend>-<run>.<seq> for a backend's (kt1-2.3), whose epoch is
// 1<<30 | idx<<8 | run (spawn).
func (w *World) appendToken(b []byte, tok gateway.TurnToken) []byte {
	hi, lo := uint64(tok)>>32, uint64(tok)&0xffffffff
	b = append(b, 'k')
	if idx := int(hi>>8) & 0xff; hi>>30 == 1 && idx >= 1 && idx <= len(w.procs) {
		b = append(b, w.procs[idx-1].name...)
		b = append(b, '-')
		b = strconv.AppendUint(b, hi&0xff, 10)
	} else {
		b = strconv.AppendUint(b, hi, 10)
	}
	b = append(b, '.')
	return strconv.AppendUint(b, lo, 10)
}
