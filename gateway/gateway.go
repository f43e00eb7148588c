package gateway

import (
	"fmt"
	"sort"
	"time"

	"github.com/benbjohnson/clock"
)

var timeZero time.Time

// Phase is where the process is in its life.
type Phase uint8

const (
	PhaseBooting  Phase = iota // opened; boot phases not yet all run
	PhaseRunning               // serving; the restore gate may still hold inbound messages
	PhaseDraining              // shutdown began; turns may still finish
	PhaseExited                // Exit ran; the object is dead
)

var phaseNames = [...]string{"booting", "running", "draining", "exited"}

func (p Phase) String() string { return phaseNames[p] }

// Gateway is one process of the chat gateway's session core. It is a single-threaded state
// machine: every exported method is one event, runs to completion, and appends its effects to
// an outbox that TakeEffects empties. A crash or kill is modelled by dropping the object; a new
// process is a new Gateway over the same Store.
type Gateway struct {
	cfg  Config
	clk  clock.Clock
	st   Store
	bugs bugMask

	phase       Phase
	tailPending bool               // the exit left its markers to ExitTail (P-unlock-first)
	entries     map[LaneKey]*Entry // written only through setEntry and delEntry; changed through entry
	keys        []LaneKey          // entries' keys sorted; nil when stale (laneKeys)
	// changed: the lanes whose entry a call may have changed since ChangedLanes last ran; nil
	// while nobody tracks them (TrackEntries). Every path that may change an entry takes it
	// through entry, setEntry, delEntry or saveEntry, which note the lane.
	changed map[LaneKey]bool
	turns   map[LaneKey]*turn
	agents  map[LaneKey]*agent
	procs   []BgProc              // background commands the process tracks, sorted by pid (procs.go)
	tipLag  map[LaneKey]SessionID // PTipHeal only: compressions the lane's routing has not yet seen
	waiting map[LaneKey][]Message // follow-ups: messages waiting behind the lane's running turn (busy.go)
	// or, internal events only, behind another process's turn on its session (turn_lease.go)
	leaseRetryAt time.Time // the next try of the events held behind another process's turn; zero: none held

	adaptersUp map[Platform]bool
	boot       bootState
	drain      drainState
	watch      watcherState
	tui        tuiState
	quiesced   bool // the operator's drain holds (quiesce.go)

	tokenEpoch uint32 // boot number, so turn tokens never repeat across processes
	tokenSeq   uint32

	// self is the process's name as stamped on the TUI rows it creates (Row.Owner; "" in a
	// single-process world). backend marks a TUI backend (OpenBackend): it is never booted.
	self     string
	backend  bool
	cli      bool      // a CLI process (OpenCLI): never booted, one bound session
	cliBound SessionID // the session a CLI is bound to (cli.go)

	encoded []byte   // saveEntry encodes every entry into this buffer (a Store keeps no reference to it)
	zone    zoneSpan // the zone period of the last local time written (persist_time.go)
	keyOf   struct { // the last source laneKey derived a key for, and the key
		src Source
		key LaneKey
	}

	out []Effect
}

// turn is an agent turn in flight on a lane.
type turn struct {
	token     TurnToken
	session   SessionID
	synthetic bool // a resume turn the scheduler dispatched
	gated     bool // a resume turn of the startup pass: the restore gate waits for it
	internal  bool // caused by an internal event: its end does not move the activity clock
	stopAsked bool // a waiting user message asked it to stop at its next checkpoint (busy.go)
	started   time.Time
}

// agent is a cached agent: one per lane, bound to the session it was built for.
type agent struct {
	session  SessionID
	lastUsed time.Time
}

// Open creates a process over st. It reads nothing yet: run the boot phases (or Boot) next.
func Open(cfg Config, clk clock.Clock, st Store) (*Gateway, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.RestartLoopWindow <= 0 {
		cfg.RestartLoopWindow = 60 * time.Second // upstream ignores a bad window and uses 60 s
	}
	g := &Gateway{
		cfg: cfg, clk: clk, st: st, bugs: cfg.Bugs.mask(),
		entries:    map[LaneKey]*Entry{},
		turns:      map[LaneKey]*turn{},
		agents:     map[LaneKey]*agent{},
		waiting:    map[LaneKey][]Message{},
		adaptersUp: map[Platform]bool{},
	}
	g.tui.init()
	return g, nil
}

// Config returns the configuration the gateway runs with.
func (g *Gateway) Config() *Config { return &g.cfg }

// Phase reports the process phase.
func (g *Gateway) Phase() Phase { return g.phase }

// TakeEffects returns the effects produced since the last call and empties the outbox. The
// returned slice is valid until the next gateway call.
func (g *Gateway) TakeEffects() []Effect {
	out := g.out
	g.out = g.out[:0]
	return out
}

func (g *Gateway) emit(e Effect) { g.out = append(g.out, e) }

func (g *Gateway) now() time.Time { return g.clk.Now() }

// Entries returns copies of the in-memory routing entries, sorted by lane.
func (g *Gateway) Entries() []Entry {
	out := make([]Entry, 0, len(g.entries))
	for _, k := range g.laneKeys() {
		out = append(out, cloneEntry(*g.entries[k]))
	}
	return out
}

// Entry returns a copy of one lane's routing entry.
func (g *Gateway) Entry(k LaneKey) (Entry, bool) {
	e, ok := g.entries[k]
	if !ok {
		return Entry{}, false
	}
	return cloneEntry(*e), true
}

// EntryShared is Entry for a caller that only reads: the copy shares its Origin with the
// gateway's entry (the gateway replaces an entry's Origin, never changes one in place), so it
// costs no allocation. The caller must not change what Origin points to.
func (g *Gateway) EntryShared(k LaneKey) (Entry, bool) {
	e, ok := g.entries[k]
	if !ok {
		return Entry{}, false
	}
	return *e, true
}

// TrackEntries makes the process note, from now on, every lane whose routing entry a call may
// change (created, changed, replaced or dropped), for ChangedLanes: a checker can then read only
// the entries a step touched instead of every entry after every step.
func (g *Gateway) TrackEntries() {
	if g.changed == nil {
		g.changed = map[LaneKey]bool{}
	}
}

// ChangedLanes returns, sorted, the lanes whose entry may have changed since the previous call
// (or since TrackEntries), and forgets them. It over-approximates: a lane whose entry a call took
// in order to change it is listed even if it ended unchanged. Nil unless TrackEntries ran.
func (g *Gateway) ChangedLanes() []LaneKey {
	if len(g.changed) == 0 {
		return nil
	}
	out := make([]LaneKey, 0, len(g.changed))
	for k := range g.changed {
		out = append(out, k)
	}
	clear(g.changed)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// noteLane records that lane k's entry may change in this call (see TrackEntries).
func (g *Gateway) noteLane(k LaneKey) {
	if g.changed != nil {
		g.changed[k] = true
	}
}

// entry returns lane k's entry, or nil, to a path that may change it: the lane is noted for
// ChangedLanes. Read-only scans over every lane (the watcher's pass, the route prune) read
// g.entries directly and note only the lanes they act on.
func (g *Gateway) entry(k LaneKey) *Entry {
	g.noteLane(k)
	return g.entries[k]
}

// RunningTurn reports the turn in flight on a lane.
func (g *Gateway) RunningTurn(k LaneKey) (TurnToken, SessionID, bool) {
	t, ok := g.turns[k]
	if !ok {
		return 0, "", false
	}
	return t.token, t.session, true
}

// Running returns the lanes with a turn in flight, sorted.
func (g *Gateway) Running() []LaneKey { return sortedKeys(g.turns) }

// laneKeys returns the routed lanes, sorted: every loop over entries goes through it so that
// map order never reaches an effect. The slice is cached until the set of lanes changes and is
// never modified in place, so a loop may add or drop entries while it ranges over it.
func (g *Gateway) laneKeys() []LaneKey {
	if g.keys == nil {
		g.keys = sortedKeys(g.entries)
	}
	return g.keys
}

// setEntry publishes e as its lane's entry.
func (g *Gateway) setEntry(e *Entry) {
	g.noteLane(e.Key)
	if _, known := g.entries[e.Key]; !known {
		g.keys = nil
	}
	g.entries[e.Key] = e
}

// delEntry removes a lane's entry from memory.
func (g *Gateway) delEntry(k LaneKey) {
	g.noteLane(k)
	if _, known := g.entries[k]; known {
		g.keys = nil
	}
	delete(g.entries, k)
}

func sortedKeys[V any](m map[LaneKey]V) []LaneKey {
	keys := make([]LaneKey, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

// newSessionID mints YYYYMMDD_HHMMSS_<8 hex> from the local wall clock and Config.Entropy.
func (g *Gateway) newSessionID() SessionID {
	t := g.now().In(g.cfg.Location)
	return SessionID(fmt.Sprintf("%s_%08x", t.Format("20060102_150405"), g.cfg.Entropy()))
}

func (g *Gateway) newToken() TurnToken {
	g.tokenSeq++
	return TurnToken(uint64(g.tokenEpoch)<<32 | uint64(g.tokenSeq))
}

// storeFailed records a failed durable operation. Upstream logs these and carries on.
func (g *Gateway) storeFailed(op string, k LaneKey, id SessionID, err error) {
	g.emit(Effect{Kind: StoreFailed, Op: op, Why: err.Error(), Lane: k, Session: id})
}
