package check

import (
	"slices"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Lane lifecycle coverage: what a run did to each lane, as transitions (state, event, state) of a
// small state machine read off the gateway, and as consecutive pairs of transitions on one lane.
// The states are derived after every gateway call from what anyone may observe: the process
// (up, its routes loaded), the lane's routing entry, the turn in flight, the restore gate's
// Queued and Dispatched effects, and the row the entry points at. Nothing here steers a run.

// LaneState is where a lane is in its lifecycle.
type LaneState uint8

const (
	StateDown      LaneState = iota // no process serves the lane (none up, or its routes not loaded yet)
	StateUnrouted                   // the process has no routing entry for the lane
	StateIdle                       // routed, nothing pending
	StateBusy                       // an agent turn runs on the lane
	StateQueued                     // the restore gate holds an event of the lane
	StateMarked                     // resume_pending: a turn was cut off and the lane waits to resume
	StateSuspended                  // the entry is suspended: the next message starts afresh
	StateFinalized                  // the expiry watcher finalized the incarnation
	StateStale                      // the entry's row has ended (not by the watcher): the next routing heals it
	stateEnd
)

var stateNames = [...]string{"down", "unrouted", "idle", "busy", "queued", "marked", "suspended", "finalized", "stale"}

func (s LaneState) String() string { return stateNames[s] }

// LaneEvent is what happened to a lane in one gateway call (or world event).
type LaneEvent uint8

const (
	EvMessage LaneEvent = iota
	EvInternal
	EvNew
	EvResume
	EvStop
	EvCompress
	EvTurnEnd
	EvAgentClose
	EvRowEnded
	EvRouteLost
	EvBackground // a background process starting or ending, a metadata write: never activity
	EvHeld       // the restore gate held an inbound event of the lane (whichever kind)
	EvReleased   // the restore gate lifted and replayed the lane's held events
	EvShutdown
	EvTick
	EvExit
	EvKill
	EvBoot
	EvAdapterUp
	EvAdapterDown
	EvDiskFault
	EvTUI
	EvMarkResume // the lane's entry marked resume_pending from outside a drain
	EvSuspend    // the lane's entry suspended from outside the boot's escalation
	eventEnd
)

var laneEventNames = [...]string{"message", "internal", "/new", "/resume", "/stop", "compress", "turn-end",
	"agent-close", "row-ended", "route-lost", "background", "held", "released", "shutdown", "tick", "exit",
	"kill", "boot", "adapter-up", "adapter-down", "disk-fault", "tui", "mark-resume", "suspend"}

func (e LaneEvent) String() string { return laneEventNames[e] }

// Transition is one step of a lane's lifecycle.
type Transition struct {
	From  LaneState
	Event LaneEvent
	To    LaneState
}

func (t Transition) String() string {
	return t.From.String() + " --" + t.Event.String() + "--> " + t.To.String()
}

// id packs a transition into a small integer (an index into Lifecycle's counts).
func (t Transition) id() int {
	return (int(t.From)*int(eventEnd)+int(t.Event))*int(stateEnd) + int(t.To)
}

func transitionOf(id int) Transition {
	to := id % int(stateEnd)
	id /= int(stateEnd)
	return Transition{From: LaneState(id / int(eventEnd)), Event: LaneEvent(id % int(eventEnd)), To: LaneState(to)}
}

const transitionIDs = int(stateEnd) * int(eventEnd) * int(stateEnd)

// Lifecycle counts transitions and consecutive pairs of transitions over any number of runs.
// Observer returns the hook for one world.
type Lifecycle struct {
	Counts [transitionIDs]int64
	First  [transitionIDs]uint64 // the smallest seed that took each transition (0: none, or no seed known)
	Pairs  map[[2]uint16]int64
	// Dwells counts transitions by how long the lane had been in the state it leaves, bucketed
	// by the contract's windows (DwellBucket): recovery and expiry turn on such ages.
	Dwells map[[2]uint16]int64
	// ByPlatform counts transitions by the platform of the lane that took them: the contract
	// tells the platforms apart (interactive or not, who owns a row), so the same step on
	// another platform is another case.
	ByPlatform map[PlatformTransition]int64
	// InDrain counts, by dwell bucket as Dwells does, the transitions a lane took while its
	// process drained, the call that ended the drain included (the kill or exit): the contract
	// has rules of its own there (no new turn, the marks, the drain's deadline), so a step
	// inside a drain is another case than the same step outside one.
	InDrain map[[2]uint16]int64
	Events  [eventEnd]int64 // transitions per event, whatever the states (for the report's "why")
	Entered [stateEnd]int64 // transitions per target state
	Runs    int

	// Ran, when set, tells the report whether the run ran a seed (a missed transition's table
	// seed that was run and did not take it says that the table is out of date).
	Ran func(seed uint64) bool
}

// NewLifecycle returns empty counts.
func NewLifecycle() *Lifecycle {
	return &Lifecycle{Pairs: map[[2]uint16]int64{}, Dwells: map[[2]uint16]int64{}, ByPlatform: map[PlatformTransition]int64{},
		InDrain: map[[2]uint16]int64{}}
}

// PlatformTransition is a transition (its id) taken by a lane of a platform.
type PlatformTransition struct {
	Platform gateway.Platform
	ID       uint16
}

// Count is the number of times t was taken.
func (c *Lifecycle) Count(t Transition) int64 { return c.Counts[t.id()] }

// Add adds o's counts to c.
func (c *Lifecycle) Add(o *Lifecycle) {
	for i, n := range o.Counts {
		c.Counts[i] += n
	}
	for i, s := range o.First {
		if s != 0 && (c.First[i] == 0 || s < c.First[i]) {
			c.First[i] = s
		}
	}
	for k, n := range o.Pairs {
		c.Pairs[k] += n
	}
	for k, n := range o.Dwells {
		c.Dwells[k] += n
	}
	for k, n := range o.ByPlatform {
		c.ByPlatform[k] += n
	}
	for k, n := range o.InDrain {
		c.InDrain[k] += n
	}
	for i, n := range o.Events {
		c.Events[i] += n
	}
	for i, n := range o.Entered {
		c.Entered[i] += n
	}
	c.Runs += o.Runs
}

// Observer returns an Observer that follows every lane of one world (from its first boot on)
// and counts into c. Install it before the world's first op (RunSpec.Observe).
func (c *Lifecycle) Observer() sim.Observer { return c.SeedObserver(0) }

// SeedObserver is Observer for the run of a seed: c also notes, per transition, the smallest
// seed that took it (First), which is how the lifecycle table names a seed for each transition.
func (c *Lifecycle) SeedObserver(seed uint64) sim.Observer {
	obs, _ := c.Steered(seed)
	return obs
}

// Steered is SeedObserver with a steer over the same run's lanes (lifecycle_steer.go): give
// it to the run's generator (sim.Generator.SetSteer) to bias the run toward the transition pairs
// it has not taken.
func (c *Lifecycle) Steered(seed uint64) (sim.Observer, sim.Steer) {
	c.Runs++
	var t *laneTracker
	obs := func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		if t == nil {
			t = newLaneTracker(w)
		}
		t.step(c, w, ev, fx, seed)
		return nil
	}
	steer := func(g *sim.Generator) (sim.Op, bool) {
		if t == nil {
			return sim.Op{}, false
		}
		return t.steer(g)
	}
	return obs, steer
}

// laneTracker is one world's lanes: their states, last transitions and queued events.
type laneTracker struct {
	w         *sim.World
	state     []LaneState
	last      []int       // last transition id per lane, -1 before the first
	since     []time.Time // when each lane entered its state
	queued    []int       // events the restore gate holds per lane
	epoch     int         // the process the queue counts belong to
	event     []LaneEvent
	platform  []gateway.Platform                          // each lane's platform (ByPlatform)
	named     []bool                                      // the call is about the lane: it targets it, or the gate held or released its events
	draining  bool                                        // the process was draining after the last call
	tearing   map[gateway.TransportID][]gateway.SessionID // sessions of the records a socket's teardown began on
	index     map[gateway.LaneKey]int                     // each lane's place in the world's lane table
	byName    map[string]int                              // the same by the lane's name in ops
	taken     map[uint32]int                              // events taken right after each transition, this run (takenKey)
	fromCount [int(stateEnd) * int(eventEnd)]int          // transitions taken per (state, event), this run
}

func newLaneTracker(w *sim.World) *laneTracker {
	n := len(w.Lanes())
	t := &laneTracker{w: w, state: make([]LaneState, n), last: make([]int, n), since: make([]time.Time, n), queued: make([]int, n),
		event: make([]LaneEvent, n), named: make([]bool, n), index: make(map[gateway.LaneKey]int, n), platform: make([]gateway.Platform, n),
		byName: make(map[string]int, n), taken: map[uint32]int{}}
	for i, l := range w.Lanes() {
		t.index[l.Key] = i
		t.byName[l.Name] = i
		t.platform[i] = l.Source.Platform
	}
	for i := range t.last {
		t.last[i] = -1
	}
	return t
}

// step reads one call. A call about a lane (its commands and turns, the accidents to it, the
// gate holding or releasing its events, a TUI client on its current conversation) is a
// transition of that lane even when the state stays; any other call (a tick, the process's life,
// another TUI client, an adapter) is one only for the lanes whose state it changed.
func (t *laneTracker) step(c *Lifecycle, w *sim.World, ev model.Event, fx []gateway.Effect, seed uint64) {
	if w.Epoch() != t.epoch || w.Gateway() == nil {
		clear(t.queued) // the restore gate's queue dies with its process
		t.epoch = w.Epoch()
	}
	le, target := laneEventOf(ev)
	clear(t.named)
	for i := range t.event {
		t.event[i] = le
	}
	if li, ok := t.index[target]; ok && target != "" {
		t.named[li] = true
	}
	if le == EvTUI {
		t.nameViewed(w, ev)
	}
	drained := t.draining
	t.draining = w.Gateway() != nil && w.Gateway().Phase() == gateway.PhaseDraining
	for i := range fx {
		e := &fx[i]
		li, ok := t.index[e.Lane]
		if !ok {
			continue
		}
		switch e.Kind {
		case gateway.Queued:
			t.queued[li]++
			t.event[li], t.named[li] = EvHeld, true
		case gateway.Dispatched:
			t.queued[li] = max(0, t.queued[li]-1)
			t.event[li], t.named[li] = EvReleased, true
		}
	}
	for i := range t.state {
		to := t.laneState(w, i)
		if le == EvExit {
			to = StateDown // the call is the process's last: it is gone once the call returns
		}
		from := t.state[i]
		if to == from && !t.named[i] {
			continue
		}
		t.state[i] = to
		e := t.event[i]
		id := Transition{From: from, Event: e, To: to}.id()
		c.Counts[id]++
		c.ByPlatform[PlatformTransition{t.platform[i], uint16(id)}]++
		if !t.since[i].IsZero() {
			k := [2]uint16{uint16(id), uint16(DwellBucket(w.Now().Sub(t.since[i])))}
			c.Dwells[k]++
			if drained {
				c.InDrain[k]++
			}
		}
		if to != from || t.since[i].IsZero() {
			t.since[i] = w.Now()
		}
		if seed != 0 && (c.First[id] == 0 || seed < c.First[id]) {
			c.First[id] = seed
		}
		c.Events[e]++
		c.Entered[to]++
		if p := t.last[i]; p >= 0 {
			c.Pairs[[2]uint16{uint16(p), uint16(id)}]++
			t.taken[takenKey(p, e)]++
		}
		t.fromCount[int(from)*int(eventEnd)+int(e)]++
		t.last[i] = id
	}
}

// dwellBounds are the upper bounds of DwellBucket's buckets: the same instant, then the
// contract's windows (a checkpoint, the drain timeout, the freshness window, the idle expiry, a
// day).
var dwellBounds = [...]time.Duration{0, time.Minute, 3 * time.Minute, 10 * time.Minute, 30 * time.Minute,
	2 * time.Hour, 24 * time.Hour}

// DwellBucket is the bucket of a lane's time in a state: the index of the first bound it does
// not pass (len(dwellBounds) past the last).
func DwellBucket(d time.Duration) int {
	for i, b := range dwellBounds {
		if d <= b {
			return i
		}
	}
	return len(dwellBounds)
}

// nameViewed names, for a TUI call, the lanes whose current conversation it touches: a client
// opening, prompting or closing it, or the teardown of a socket a record of it was bound to. A
// viewer of a lane's conversation may end its row (I13), so such a call is about the lane.
func (t *laneTracker) nameViewed(w *sim.World, ev model.Event) {
	g := w.Gateway()
	if g == nil {
		return
	}
	var touched []gateway.SessionID
	var about func(gateway.RecordView) bool // the records the call is about, read off the gateway
	switch e := ev.(type) {
	case model.SessionResume:
		touched = append(touched, e.Target)
	case model.TeardownApply:
		touched = t.tearing[e.Transport] // the records it detached or finalized were bound to it at the snapshot
		delete(t.tearing, e.Transport)
	case model.TuiPrompt:
		about = func(r gateway.RecordView) bool { return r.ID == e.Record }
	case model.TuiClose:
		about = func(r gateway.RecordView) bool { return r.ID == e.Record }
	case model.TuiTurnEnd:
		about = func(r gateway.RecordView) bool { return r.ID == e.Record }
	case model.TeardownSnapshot:
		about = func(r gateway.RecordView) bool { return r.Transport == e.Transport }
	}
	if about != nil {
		for _, r := range g.Records() {
			if about(r) {
				touched = append(touched, r.Session)
			}
		}
	}
	if s, ok := ev.(model.TeardownSnapshot); ok {
		if t.tearing == nil {
			t.tearing = map[gateway.TransportID][]gateway.SessionID{}
		}
		t.tearing[s.Transport] = touched
	}
	if len(touched) == 0 {
		return
	}
	for i, l := range w.Lanes() {
		if e, ok := g.EntryShared(l.Key); ok && slices.Contains(touched, e.SessionID) {
			t.named[i] = true
		}
	}
}

// laneState derives lane i's state from the world after a call.
func (t *laneTracker) laneState(w *sim.World, i int) LaneState {
	if !w.RoutesLoaded() {
		return StateDown
	}
	g := w.Gateway()
	if t.queued[i] > 0 {
		return StateQueued
	}
	k := w.Lanes()[i].Key
	if _, _, ok := g.RunningTurn(k); ok {
		return StateBusy
	}
	e, ok := g.EntryShared(k)
	switch {
	case !ok:
		return StateUnrouted
	case e.ResumePending:
		return StateMarked
	case e.Suspended:
		return StateSuspended
	case e.ExpiryFinalized:
		return StateFinalized
	}
	if row, ok, _ := w.Disk().Live().Row(e.SessionID); ok && !row.Live() {
		return StateStale
	}
	return StateIdle
}

// laneEventOf names a call for the lanes: the event and the lane it targets ("" for none: the
// process's life, a tick, a loss of the whole index touch the lanes they change).
func laneEventOf(ev model.Event) (le LaneEvent, target gateway.LaneKey) {
	switch e := ev.(type) {
	case model.Message:
		if e.Internal {
			return EvInternal, e.Lane.Key
		}
		return EvMessage, e.Lane.Key
	case model.NewCmd:
		return EvNew, e.Lane.Key
	case model.ResumeCmd:
		return EvResume, e.Lane.Key
	case model.StopCmd:
		return EvStop, e.Lane.Key
	case model.Compress:
		return EvCompress, e.Lane.Key
	case model.TurnEnd:
		return EvTurnEnd, e.Lane
	case model.AgentClose:
		return EvAgentClose, e.Lane
	case model.RowEnded:
		return EvRowEnded, e.Lane
	case model.RouteLost:
		return EvRouteLost, e.Lane
	case model.ProcessStart:
		return EvBackground, e.Lane
	case model.ProcessEnd:
		return EvBackground, e.Lane
	case model.MetadataWritten:
		return EvBackground, e.Lane
	case model.MarkResume:
		return EvMarkResume, e.Lane
	case model.Suspend:
		return EvSuspend, e.Lane
	case model.Stop, model.OperatorDrain:
		return EvShutdown, ""
	case model.RestartCmd:
		return EvShutdown, e.Lane.Key
	case model.Tick:
		return EvTick, ""
	case model.Exit:
		return EvExit, ""
	case model.Kill:
		return EvKill, ""
	case model.Boot:
		return EvBoot, ""
	case model.AdapterUp:
		return EvAdapterUp, ""
	case model.AdapterDown:
		return EvAdapterDown, ""
	case model.RouteCorrupted:
		return EvDiskFault, e.Lane
	}
	return EvTUI, ""
}
