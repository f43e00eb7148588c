package gateway

import (
	"errors"

	"github.com/benbjohnson/clock"
)

// A TUI backend (docs/contract.md §9.1) is a process that serves only the TUI over WebSocket:
// records, transports and reap timers (§2.14), no routes, no lanes, no markers. It is a Gateway
// that is opened and never booted: Tick then runs only the TUI reapers (the watcher needs
// PhaseRunning, a drain never began) and Deadline reports only theirs. What a backend needs that
// an un-booted Gateway lacks is given here: a turn-token epoch of its own, record and transport ids
// that no other process issues, its name for the rows it creates (Row.Owner), the owner-aware
// startup sweep and the atexit close.

// BackendOptions name a TUI backend process among the processes over one store.
type BackendOptions struct {
	// Self is the process's name, stamped on every TUI row it creates (Row.Owner) and handed to
	// Config.Alive by other processes, e.g. "t1#2" (backend t1, its second run). Required.
	Self string
	// TokenEpoch is the high half of the process's turn tokens. It must differ from every other
	// process's: a booted gateway's epoch is its boot count (below 1<<30) or Entropy()|1<<31, so a
	// backend takes one in [1<<30, 1<<31).
	TokenEpoch uint32
	// FirstID is the id after which the backend's record and transport ids count (the first is
	// FirstID+1): a range no other process issues, so that ids are unique across the world.
	FirstID int
}

// OpenBackend creates a TUI backend process over st. Start it with BackendStart; end it with
// BackendExit (atexit) or by dropping the object (a kill).
func OpenBackend(cfg Config, clk clock.Clock, st Store, o BackendOptions) (*Gateway, error) {
	if o.Self == "" {
		return nil, errors.New("gateway: a backend needs a name (BackendOptions.Self)")
	}
	if o.FirstID < 0 {
		return nil, errors.New("gateway: BackendOptions.FirstID must be >= 0")
	}
	g, err := Open(cfg, clk, st)
	if err != nil {
		return nil, err
	}
	g.self, g.backend = o.Self, true
	g.tokenEpoch = o.TokenEpoch
	g.tui.recordSeq = RecordID(o.FirstID)
	g.tui.transportSeq = TransportID(o.FirstID)
	return g, nil
}

// SetSelf names a process that OpenBackend did not open (the messaging gateway in a world of
// several processes, e.g. "g#3"), for the owner stamp of the TUI rows it creates. Call it before
// the process's first event. A single-process world never calls it: its rows stay unstamped.
func (g *Gateway) SetSelf(self string) { g.self = self }

// Self is the process's name as stamped on the rows it creates ("" when unnamed).
func (g *Gateway) Self() string { return g.self }

// IsBackend reports whether the process is a TUI backend (OpenBackend).
func (g *Gateway) IsBackend() bool { return g.backend }

// BackendStart is the backend's startup: the owner-aware startup sweep (docs/contract.md §2.10
// step 1, §9.4): a TUI row left live by a dead process is ended startup_orphan_reap; a live
// process's row is spared (P-sweep-blind ends it too; B33 skips the sweep).
func (g *Gateway) BackendStart() {
	if !g.backend || g.phase != PhaseBooting {
		return
	}
	g.tuiStartupSweep()
}

// BackendExit is the backend's atexit: every open record is closed tui_shutdown (its row ended
// under the rules of finalize), and the process is dead.
func (g *Gateway) BackendExit() {
	if !g.backend || g.phase == PhaseExited {
		return
	}
	g.tuiShutdown()
	g.phase = PhaseExited
}
