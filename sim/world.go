package sim

import (
	"fmt"
	"strconv"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Lane is one named lane of the world.
type Lane struct {
	Name   string
	Source gateway.Source
	Key    gateway.LaneKey
}

// World is a simulated deployment of the gateway: virtual time, an event queue, the fake disk,
// the fake transport, the simulated agent and at most one messaging gateway process at a time,
// beside the TUI backends Config.Backends declares (none: a single-process world; proc.go). Apply
// performs one op and every follow-up due at that time. A World is single-threaded and
// deterministic: the seed and the op sequence fix the trace byte for byte.
type World struct {
	cfg     Config
	gcfg    gateway.Config // what every process opens with
	streams Streams

	clk   *Clock
	disk  *Disk
	sched Scheduler
	tick  tickState // the messaging gateway's
	tr    *transport
	agent agent
	trace *Trace

	// The process.
	g              *gateway.Gateway
	epoch          int // process number, 1 for the first
	bootDone       int // boot phases this process has run (4 = booted)
	restartPending bool
	tail           *tailGateway // an exited gateway whose marker writes are still to come (lock.go)
	lostStatus     bool         // the status file is gone until the next gateway's start (status-lost)
	// settling: a machine crash is telling the model its processes' deaths one at a time, and
	// this is not the last (Settling).
	settling      bool
	stayDown      bool // the running drain's shutdown said down=true: no boot after its exit
	exitScheduled bool
	held          bool // the last op held its follow-ups

	// The TUI backends (Config.Backends; none in a single-process world), and the one whose call
	// is being made (nil: the messaging gateway's, above). See proc.go.
	procs []*proc
	cur   *proc

	cmds []command // the background commands running, in start order (commands.go)
	pids int       // the last command's pid

	pauseWhen func(*World) bool // PauseWhen's predicate (pause.go)
	paused    bool              // the predicate held during this Apply

	lanes      []Lane
	laneByName map[string]int
	laneByKey  map[gateway.LaneKey]int

	// Symbolic names, in order of first appearance.
	sessNames map[gateway.SessionID]string
	sessIDs   []gateway.SessionID
	recNames  map[procID]string
	recByName map[string]procID
	connByT   map[procID]string

	opTurn       TurnSpec                       // the turn spec of the op being applied
	heldTurns    map[gateway.LaneKey][]TurnSpec // turn specs of messages the restore gate queued
	releasedTurn TurnSpec                       // the spec of the message the gate just released
	waitTurns    map[gateway.LaneKey][]TurnSpec // turn specs of the messages waiting behind a running turn

	ops, events int
	skipWhy     string // why the current (or last) op was skipped ("" if it was carried out)
	skipped     []int  // the numbers (Ops() after each) of the ops that were skipped
	corruptions int    // corrupt-route ops applied: each writes the next corrupt form
	rewrites    int    // rewrite-route ops applied: each writes in the next other writer's style
	applyEvents int    // events run by the current Apply
	err         error
	lb          []byte
	lineOpen    bool // a trace line is being built (lineStart without lineEnd yet)

	lastFx []gateway.Effect
	lastEv []evMark

	// opCalls: per op kind, the store calls its last application made (by DiskOps index), which
	// the generator aims a disk fault at (Generator.aimed).
	opCalls [kindEnd][len(DiskOps)]uint16

	obs    Observer     // told about every call (observe.go)
	before []BeforeCall // told about every call before it is made (observe.go)
	pend   model.Event  // the call being made, reported with its effects by collect
	obsErr error        // the observer's first error
}

// procID is a per-process id (record or transport) qualified by its process: proc 0 is the
// messaging gateway, i the world's i-th backend; epoch is that process's run.
type procID struct {
	proc  uint8
	epoch int
	id    int
}

type evMark struct {
	at       time.Duration
	line     int // trace line number
	from, to int // range in lastFx
}

// NewWorld builds a world from a seed and a configuration and, unless cfg.NoBoot, boots the first
// process (its boot is the trace's first line).
func NewWorld(seed uint64, cfg Config) (*World, error) {
	if cfg.Start.IsZero() {
		cfg.Start = DefaultStart()
	}
	if len(cfg.Lanes) == 0 {
		return nil, fmt.Errorf("sim: no lanes")
	}
	st := NewStreams(seed)
	w := &World{
		cfg: cfg, streams: st,
		clk:        newClock(cfg.Start),
		disk:       NewDisk(),
		trace:      newTrace(cfg.TraceKeep),
		agent:      agent{cfg: cfg.Agent, rnd: st.Stream(StreamAgent)},
		laneByName: map[string]int{},
		laneByKey:  map[gateway.LaneKey]int{},
		heldTurns:  map[gateway.LaneKey][]TurnSpec{},
		waitTurns:  map[gateway.LaneKey][]TurnSpec{},
		sessNames:  map[gateway.SessionID]string{},
		recNames:   map[procID]string{},
		recByName:  map[string]procID{},
		connByT:    map[procID]string{},
	}
	ent := st.Stream(StreamEntropy)
	w.gcfg = gateway.DefaultConfig()
	w.gcfg.Location = cfg.Start.Location()
	w.gcfg.Entropy = func() uint32 { return ent.Uint32() }
	w.gcfg.CommandAlive = w.commandAlive
	if err := w.openProcs(); err != nil {
		return nil, err
	}
	if cfg.Gateway != nil {
		cfg.Gateway(&w.gcfg)
	}
	if err := w.gcfg.Validate(); err != nil {
		return nil, err
	}
	for i, l := range cfg.Lanes {
		if _, dup := w.laneByName[l.Name]; dup || l.Name == "" {
			return nil, fmt.Errorf("sim: lane name %q empty or repeated", l.Name)
		}
		k := w.gcfg.LaneKey(l.Source)
		if _, dup := w.laneByKey[k]; dup {
			return nil, fmt.Errorf("sim: lanes share the key %s", k)
		}
		w.lanes = append(w.lanes, Lane{Name: l.Name, Source: l.Source, Key: k})
		w.laneByName[l.Name] = i
		w.laneByKey[k] = i
	}
	w.tr = newTransport(w.gcfg.Adapters, cfg.AdaptersDown, st.Stream(StreamTransport), cfg.DeliveryDelayMax)
	if cfg.Medium != nil {
		if err := w.openMedium(); err != nil {
			return nil, err
		}
	}
	if !cfg.NoBoot {
		if err := w.Apply(Op{Kind: KindBoot}); err != nil {
			_ = w.Close()
			return nil, err
		}
	}
	return w, nil
}

// --- what checkers and generators read ---

// Seed is the world's seed.
func (w *World) Seed() uint64 { return w.streams.Seed() }

// Config is the world's configuration.
func (w *World) Config() Config { return w.cfg }

// GatewayConfig is the configuration every process opens with.
func (w *World) GatewayConfig() *gateway.Config { return &w.gcfg }

// Gateway is the current process, or nil when none is up.
func (w *World) Gateway() *gateway.Gateway { return w.g }

// Epoch is the current (or last) process number.
func (w *World) Epoch() int { return w.epoch }

// Booted reports whether a process is up and has run every boot phase.
func (w *World) Booted() bool { return w.g != nil && w.bootDone == len(bootPhases) }

// RoutesLoaded reports whether a process is up and has run its first boot phase, the load of
// the routing index: before that it serves no lane.
func (w *World) RoutesLoaded() bool { return w.g != nil && w.bootDone > 0 }

// Disk is the fake disk: Live() is what the gateway sees, Durable() what survives a crash.
func (w *World) Disk() *Disk { return w.disk }

// StoredRoutes decodes the routing index as the disk holds it now, with the entries that would
// not load and why.
func (w *World) StoredRoutes() ([]gateway.Entry, []gateway.SkippedEntry) {
	return gateway.DecodeRoutes(w.disk.Live().Routes(), w.gcfg.Location)
}

// Clock is the world's virtual time.
func (w *World) Clock() *Clock { return w.clk }

// Now is the current virtual instant.
func (w *World) Now() time.Time { return w.clk.Now() }

// Elapsed is virtual time since the start.
func (w *World) Elapsed() time.Duration { return w.clk.now }

// Trace is the run's trace.
func (w *World) Trace() *Trace { return w.trace }

// Ops and Events count the ops applied and the trace lines written.
func (w *World) Ops() int    { return w.ops }
func (w *World) Events() int { return w.events }

// Skipped is why the last op applied was skipped ("" when it was carried out): an op the world
// could not carry out in its state (a message with no process, a boot of a booted process).
func (w *World) Skipped() string { return w.skipWhy }

// SkippedOps lists the numbers of the ops that were skipped (op n is the n-th Apply, counting a
// boot NewWorld made), in order.
func (w *World) SkippedOps() []int { return w.skipped }

// Err is the failure that stopped the world (a gateway panic, a limit), or nil.
func (w *World) Err() error { return w.err }

// Lanes is the lane table.
func (w *World) Lanes() []Lane { return w.lanes }

// Lane looks a lane up by name.
func (w *World) Lane(name string) (Lane, bool) {
	i, ok := w.laneByName[name]
	if !ok {
		return Lane{}, false
	}
	return w.lanes[i], true
}

// LaneByKey looks a lane up by key.
func (w *World) LaneByKey(k gateway.LaneKey) (Lane, bool) {
	i, ok := w.laneByKey[k]
	if !ok {
		return Lane{}, false
	}
	return w.lanes[i], true
}

// Outbox is what lane name received, in order.
func (w *World) Outbox(name string) []OutItem {
	l, ok := w.Lane(name)
	if !ok {
		return nil
	}
	return w.tr.out[l.Key]
}

// Adapters lists the adapters with their state, sorted by platform.
func (w *World) Adapters() []Adapter { return append([]Adapter(nil), w.tr.adapters...) }

// AdapterIsUp reports whether platform p's adapter is up.
func (w *World) AdapterIsUp(p gateway.Platform) bool { return w.tr.up(p) }

// Conns lists the WebSocket connections ever opened, in order.
func (w *World) Conns() []Conn {
	out := make([]Conn, 0, len(w.tr.order))
	for _, n := range w.tr.order {
		out = append(out, *w.tr.conns[n])
	}
	return out
}

// SessionName is the symbolic name of a session id: s1, s2, ... in order of first appearance in
// an effect. An id never seen prints as itself.
func (w *World) SessionName(id gateway.SessionID) string {
	if n, ok := w.sessNames[id]; ok {
		return n
	}
	if s := string(id); len(s) > len(missingPrefix) && s[:len(missingPrefix)] == missingPrefix {
		return "?" + s[len(missingPrefix):]
	}
	return string(id)
}

// SessionID resolves a symbolic session name.
func (w *World) SessionID(name string) (gateway.SessionID, bool) {
	i, err := strconv.Atoi(name[min(1, len(name)):])
	if len(name) < 2 || name[0] != 's' || err != nil || i < 1 || i > len(w.sessIDs) {
		return "", false
	}
	return w.sessIDs[i-1], true
}

// Sessions lists every named session id, s1 first.
func (w *World) Sessions() []gateway.SessionID { return append([]gateway.SessionID(nil), w.sessIDs...) }

// RecordName is the symbolic name of a TUI record of the current process ("" if never seen).
func (w *World) RecordName(id gateway.RecordID) string {
	return w.recNames[procID{epoch: w.epoch, id: int(id)}]
}

// Record resolves a record name to the current process's record id.
func (w *World) Record(name string) (gateway.RecordID, bool) { return w.recordOf(nil, name) }

// recordOf resolves a record name to process p's current record id (p nil: the messaging
// gateway's).
func (w *World) recordOf(p *proc, name string) (gateway.RecordID, bool) {
	id, ok := w.recByName[name]
	if !ok || id.proc != p.index() || id.epoch != w.epochOf(p) {
		return 0, false
	}
	return gateway.RecordID(id.id), true
}

// RecordCount is how many records the run has named (recordName(1) up to it), in every process.
func (w *World) RecordCount() int { return len(w.recNames) }

// recordName is the name of the n-th record a run sees: u1, u2, ...
func recordName(n int) string { return "u" + strconv.Itoa(n) }

// StaleRecord is the id a client that still holds record name from an earlier process sends
// after the restart: that process's id, which the current one never issued (its ids count from 1,
// and this one is offset past any count a run reaches). ok is false for a name never seen or a
// record of the current process.
func (w *World) StaleRecord(name string) (gateway.RecordID, bool) { return w.staleRecordOf(nil, name) }

// staleRecordOf is StaleRecord for process p (nil: the messaging gateway): a record of another
// process, or of an earlier run of p, as a client that still holds it sends it to p. No process
// issues ids from 1<<30 (a backend's range ends below it, gateway.BackendOptions).
func (w *World) staleRecordOf(p *proc, name string) (gateway.RecordID, bool) {
	id, ok := w.recByName[name]
	if !ok || id.proc == p.index() && id.epoch == w.epochOf(p) {
		return 0, false
	}
	return gateway.RecordID(1<<30 + id.id), true
}

// ConnName is the name of a transport of the current process ("" if never seen).
func (w *World) ConnName(id gateway.TransportID) string {
	return w.connByT[procID{epoch: w.epoch, id: int(id)}]
}

// NextEventAt is the virtual time of the earliest pending follow-up (a tick, a turn end, an
// exit, a restart boot).
func (w *World) NextEventAt() (time.Duration, bool) {
	at, _, ok := w.next()
	return at, ok
}

// Deadline is the gateway's next deadline as an offset, when a process is up and has one.
func (w *World) Deadline() (time.Duration, bool) {
	if w.g == nil {
		return 0, false
	}
	at, ok := w.g.Deadline()
	if !ok {
		return 0, false
	}
	return w.clk.offset(at), true
}

// Event is one trace line's worth of the last Apply: its time, its line and its effects.
type Event struct {
	At      time.Duration
	Line    string
	Effects []gateway.Effect
}

// LastApply returns the events of the last Apply (Config.RecordEvents).
func (w *World) LastApply() []Event {
	out := make([]Event, 0, len(w.lastEv))
	for _, m := range w.lastEv {
		ev := Event{At: m.at, Effects: w.lastFx[m.from:m.to]}
		if back := w.trace.n - m.line + 1; back >= 1 && back <= len(w.trace.lines) {
			ev.Line = w.trace.Tail(back)[0]
		}
		out = append(out, ev)
	}
	return out
}

// recordName is the name of process p's (nil: the messaging gateway's) record id in its run
// epoch.
func (w *World) recordName(p *proc, epoch int, id gateway.RecordID) string {
	if n, ok := w.recNames[procID{p.index(), epoch, int(id)}]; ok {
		return n
	}
	return id.String()
}

func (w *World) connName(p *proc, epoch int, id gateway.TransportID) string {
	if n, ok := w.connByT[procID{p.index(), epoch, int(id)}]; ok {
		return n
	}
	return id.String()
}

// laneName prints a lane key as its lane's name; a TUI row key "tui:<id>" as "tui:<sN>".
func (w *World) laneName(k gateway.LaneKey) string {
	if i, ok := w.laneByKey[k]; ok {
		return w.lanes[i].Name
	}
	if s := string(k); len(s) > 4 && s[:4] == "tui:" {
		return "tui:" + w.SessionName(gateway.SessionID(s[4:]))
	}
	return string(k)
}

func (w *World) nameSession(id gateway.SessionID) {
	if id == "" {
		return
	}
	if _, ok := w.sessNames[id]; ok {
		return
	}
	if s := string(id); len(s) > len(missingPrefix) && s[:len(missingPrefix)] == missingPrefix {
		return
	}
	w.sessIDs = append(w.sessIDs, id)
	w.sessNames[id] = "s" + strconv.Itoa(len(w.sessIDs))
}

// missingPrefix marks the id an unknown target name resolves to, so that the gateway sees a
// session that does not exist and the trace still prints the name (as ?sN).
const missingPrefix = "missing_"

func (w *World) nameRecord(id gateway.RecordID) {
	if id == 0 {
		return
	}
	p := procID{w.cur.index(), w.epochOf(w.cur), int(id)}
	if _, ok := w.recNames[p]; ok {
		return
	}
	n := recordName(len(w.recNames) + 1)
	w.recNames[p] = n
	w.recByName[n] = p
}
