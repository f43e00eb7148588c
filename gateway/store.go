package gateway

import (
	"errors"
	"time"
)

// Store is the gateway's durable state: the routing index, the session rows and the marker files.
// The gateway's semantics (first-wins end, promote, reopen, the finder) live in rows.go on top of
// these plain reads and writes, so a replacement store (the simulator's fake disk) only has to be
// a faithful, possibly failing, possibly non-durable container. Every method may return an error.
type Store interface {
	LoadRoutes() ([]Entry, error)
	SaveRoute(e Entry) error
	DeleteRoute(key LaneKey) error

	Row(id SessionID) (Row, bool, error)
	PutRow(r Row) error
	// LaneRows returns the rows whose Key is key; PeerRows those whose Peer is p. Any order.
	LaneRows(key LaneKey) ([]Row, error)
	PeerRows(p Peer) ([]Row, error)

	LoadMarkers() (Markers, error)
	SaveMarkers(m Markers) error
}

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

// ErrLocked is what an injected disk fault returns ("database is locked").
var ErrLocked = errors.New("database is locked")
