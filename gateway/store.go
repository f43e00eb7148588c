package gateway

import (
	"errors"
	"slices"
	"time"
)

// Store is the gateway's durable state: the routing index, the session rows and the marker files.
//
// The routing index holds each lane's entry in its persisted form (EncodeEntry's JSON, the
// entry_json column of upstream's gateway_routing table): the gateway encodes what it saves and
// decodes and validates what it loads, so every field of the persisted form is exercised by
// whatever store runs underneath. SaveRoute must not keep data once it returns: the gateway
// encodes every entry into the same buffer.
//
// The row writes carry the durable semantics of docs/contract.md §1.6 themselves, so that a database can
// implement each as one conditional statement: EndRow is first-wins, PromoteRow changes a row
// only while it is live or ended for one of the reasons it is given, ReopenRow clears the end
// unless it is one of the reasons it is given to keep, and FindLatest is the two-pass finder. The gateway passes the reason sets,
// so its bug flags reach every store alike. MemStore is the reference implementation.
//
// Every method may fail; the gateway reports a failure as a StoreFailed effect and carries on.
type Store interface {
	// LoadRoutes returns every stored route, each key once, in key order (a keyed table cannot
	// hold a key twice; the order makes the boot's reports of skipped entries deterministic).
	LoadRoutes() ([]StoredRoute, error)
	SaveRoute(key LaneKey, data []byte) error
	DeleteRoute(key LaneKey) error

	// Row returns the row with id; the zero Row when ok is false (no such row, or a failure).
	Row(id SessionID) (Row, bool, error)
	// LaneRows returns the rows whose Key is key; PeerRows those whose Peer is p. Any order.
	LaneRows(key LaneKey) ([]Row, error)
	PeerRows(p Peer) ([]Row, error)

	// CreateRow inserts r unless a row with its id exists (then nothing changes); true when
	// inserted.
	CreateRow(r Row) (bool, error)
	// EndRow is end_session: it ends a live row at at with reason; a row already ended keeps its
	// first reason. It returns the row as it now reads, whether it changed, and whether it exists.
	EndRow(id SessionID, reason EndReason, at time.Time) (Row, bool, error)
	// PromoteRow is promote_to_session_reset: it ends the row at at with reason when the row is
	// live or its reason is in from (the recoverable set); any other end is left untouched.
	PromoteRow(id SessionID, reason EndReason, at time.Time, from ReasonSet) (Row, bool, error)
	// ReopenRow is reopen_session with the port's condition: it clears the end unless the end
	// is in stand (those ends stand), and leaves a live row as it is. V1's statement has no
	// condition (stand nil). One statement, so an end another process wrote after the caller
	// read the row is judged as the store now has it (docs/contract.md §9.2). It returns the row
	// as it now reads and true when it changed.
	ReopenRow(id SessionID, stand ReasonSet) (Row, bool, error)
	// TouchRow applies a transcript write to a row; false when there is no such row.
	TouchRow(id SessionID, t RowTouch) (bool, error)
	// FindLatest is find_latest_gateway_session_for_peer: the newest row (by start) of the lane
	// key, then of the peer (only when both ChatID and ChatType are set), on the peer's platform,
	// live or ended for a reason in recoverable, with at least one message. It reports which pass
	// found it, and the zero Row when it finds none (or fails).
	FindLatest(key LaneKey, p Peer, recoverable ReasonSet) (Row, FindPass, bool, error)

	LoadMarkers() (Markers, error)
	SaveMarkers(m Markers) error

	// LoadTurnMarks and SaveTurnMarks are the TUI backends' interrupted-turn markers (V1's
	// desktop/interrupted_turns.json; docs/contract.md §9.5): the whole file read, then replaced
	// whole, sorted by session. Another process's save between the two is lost (§9.2).
	LoadTurnMarks() ([]TurnMark, error)
	SaveTurnMarks(ms []TurnMark) error
	// SwapTurnMarks replaces the markers by ms only while they still read base (SameTurnMarks), in
	// one step: a compare-and-swap of the file, false (nothing written) when another save came
	// since base was read. SwapTurnLeases and SwapProcList are the same for the other two.
	SwapTurnMarks(base, ms []TurnMark) (bool, error)

	// LoadTurnLeases and SaveTurnLeases are the sessions' cross-process turn leases (a port-only
	// table; docs/contract.md §9.6): the whole table read, then replaced whole, sorted by session
	// and holder.
	LoadTurnLeases() ([]TurnLease, error)
	SaveTurnLeases(ls []TurnLease) error
	SwapTurnLeases(base, ls []TurnLease) (bool, error)

	// LoadProcList and SaveProcList are the list of running background commands (V1's
	// processes.json; docs/contract.md §9.7): the whole file read, then replaced whole, sorted
	// by pid.
	LoadProcList() ([]BgProc, error)
	SaveProcList(ps []BgProc) error
	SwapProcList(base, ps []BgProc) (bool, error)
}

// BgProc is one running background command as the process list records it: PID, the lane key (a
// messaging gateway's command) or stored session id (a TUI backend's) it runs for, the process
// that tracks it (a Row.Owner stamp; "" in a single-process world) and its start.
type BgProc struct {
	PID     int
	Key     string
	Owner   string
	Started time.Time
}

// TurnLease records that Holder (a process stamp, as Row.Owner: "t1#2", "g#3") runs a turn on
// Session since At. A session may show several holders only when the messaging gateway started a
// turn over another process's (turn_lease.go); a holder that is dead holds nothing.
type TurnLease struct {
	Session SessionID
	Holder  string
	At      time.Time
}

// TurnMark records a TUI turn in flight: Owner (a Row.Owner stamp) started a turn on Session at
// At; Attempts counts the continuations of it so far. A mark left by a process that died is an
// interrupted turn, which another backend's cold resume continues (tui_marks.go).
type TurnMark struct {
	Session  SessionID
	Owner    string
	At       time.Time
	Attempts int
}

// StoredRoute is one routing-index row: the lane key and the entry's persisted form.
type StoredRoute struct {
	Key  string
	Data []byte
}

// ReasonSet is a set of end reasons, as a store is given them (a SQL IN list).
type ReasonSet []EndReason

// Has reports whether r is in the set.
func (s ReasonSet) Has(r EndReason) bool {
	for _, x := range s {
		if x == r {
			return true
		}
	}
	return false
}

// RowTouch is one transcript write on a row: messages appended, the transcript's and the user's
// activity stamps, and the last prompt size.
type RowTouch struct {
	Messages     int       // transcript rows appended
	ActiveAt     time.Time // stamped when non-zero: the transcript's last write
	UserAt       time.Time // stamped when non-zero: the user's last activity (recovery's clock)
	PromptTokens int       // written when SetTokens
	SetTokens    bool
}

// FindPass names the finder pass that found a row.
type FindPass string

const (
	FindExact FindPass = "exact"
	FindPeer  FindPass = "peer"
	// FindOwn is no pass of the finder, and no Store returns it: the boot reopened the route's own
	// incarnation, ended by accident, when the finder found nothing else (Recovered's Pass).
	FindOwn FindPass = "own"
)

// Markers is the state upstream keeps in small files beside the database.
type Markers struct {
	Boots         uint32      // processes started over this store; makes turn tokens unique
	CleanShutdown bool        // .clean_shutdown
	FailureCounts []LaneCount // .restart_failure_counts, sorted by lane
	BootTimes     []time.Time // gateway/restart_loop.json: boots that had resume candidates
}

// LaneCount is one lane's consecutive restarts while active.
type LaneCount struct {
	Key   LaneKey
	Count int
}

// SameTurnMarks, SameTurnLeases and SameProcList report whether two reads of a whole-file state
// are the same content (times compared as instants): the test of the Swap methods.
func SameTurnMarks(a, b []TurnMark) bool {
	return slices.EqualFunc(a, b, func(x, y TurnMark) bool {
		return x.Session == y.Session && x.Owner == y.Owner && x.At.Equal(y.At) && x.Attempts == y.Attempts
	})
}

func SameTurnLeases(a, b []TurnLease) bool {
	return slices.EqualFunc(a, b, func(x, y TurnLease) bool {
		return x.Session == y.Session && x.Holder == y.Holder && x.At.Equal(y.At)
	})
}

func SameProcList(a, b []BgProc) bool {
	return slices.EqualFunc(a, b, func(x, y BgProc) bool {
		return x.PID == y.PID && x.Key == y.Key && x.Owner == y.Owner && x.Started.Equal(y.Started)
	})
}

// SwapWhole is a Swap method's one step, for a store whose calls run one at a time (or inside one
// transaction): save next when load still reads base (by same), else write nothing.
func SwapWhole[T any](load func() ([]T, error), same func(a, b []T) bool, save func([]T) error, base, next []T) (bool, error) {
	cur, err := load()
	if err != nil || !same(cur, base) {
		return false, err
	}
	return true, save(next)
}

// ErrContended is a whole-file rewrite's failure when other processes' saves kept coming between
// its read and its swap (swap.go).
var ErrContended = errors.New("changed by another process at every attempt")

// ErrLocked is what an injected disk fault returns ("database is locked").
var ErrLocked = errors.New("database is locked")
