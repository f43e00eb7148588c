package sim

import (
	"math/rand/v2"
	"sort"
	"time"

	"gatewaysim/gateway"
)

// Adapter is one platform adapter of the fake transport.
type Adapter struct {
	Platform gateway.Platform
	Caps     gateway.AdapterCaps
	Up       bool
}

// OutItem is one outbound effect as a lane received it (or did not: Lost when the lane's
// adapter was down). User-facing kinds: Reply, Notice, DrainNotice, Rejected. Model-facing notes
// (ContextNote, ResumeNote) go into the agent's turn and are never lost.
type OutItem struct {
	At      time.Duration // virtual offset when the gateway produced it
	Delay   time.Duration // delivery delay drawn from the transport stream (0 for notes and losses)
	Kind    gateway.EffectKind
	Session gateway.SessionID
	Reason  gateway.EndReason
	Resume  gateway.ResumeReason
	Text    string // what it said, as the trace prints it: a reply's text, a drain notice's category, a rejection's why, a resume note's variant
	Lost    bool
}

// ConnState is the state of a simulated WebSocket.
type ConnState uint8

const (
	ConnOpen    ConnState = iota + 1 // connected
	ConnDropped                      // the socket died; its teardown snapshot is taken, the apply pending
	ConnClosed                       // torn down, or its process is gone
)

var connStateNames = [...]string{ConnOpen: "open", ConnDropped: "dropped", ConnClosed: "closed"}

func (s ConnState) String() string { return connStateNames[s] }

// Conn is one simulated WebSocket of the TUI.
type Conn struct {
	Name  string
	Proc  string // the process it belongs to: "" the messaging gateway, or a backend (Config.Backends)
	Epoch int    // that process's run
	ID    gateway.TransportID
	State ConnState
}

// transport is the fake messaging and WebSocket transport.
type transport struct {
	adapters []Adapter // sorted by platform
	out      map[gateway.LaneKey][]OutItem
	conns    map[string]*Conn
	order    []string // connection names in order of creation
	rnd      *rand.Rand
	delayMax time.Duration
}

func newTransport(caps map[gateway.Platform]gateway.AdapterCaps, down []gateway.Platform, rnd *rand.Rand, delayMax time.Duration) *transport {
	t := &transport{out: map[gateway.LaneKey][]OutItem{}, conns: map[string]*Conn{}, rnd: rnd, delayMax: delayMax}
	for p, c := range caps {
		t.adapters = append(t.adapters, Adapter{Platform: p, Caps: c, Up: true})
	}
	sort.Slice(t.adapters, func(i, j int) bool { return t.adapters[i].Platform < t.adapters[j].Platform })
	for _, p := range down {
		if a := t.adapter(p); a != nil {
			a.Up = false
		}
	}
	return t
}

func (t *transport) adapter(p gateway.Platform) *Adapter {
	for i := range t.adapters {
		if t.adapters[i].Platform == p {
			return &t.adapters[i]
		}
	}
	return nil
}

func (t *transport) up(p gateway.Platform) bool {
	a := t.adapter(p)
	return a != nil && a.Up
}

// deliver records an outbound effect on its lane. platform is the lane's platform ("" when the
// lane is unknown: then it is delivered).
func (t *transport) deliver(at time.Duration, platform gateway.Platform, e *gateway.Effect) {
	lost, delay := false, time.Duration(0)
	switch e.Kind {
	case gateway.Reply, gateway.Notice, gateway.DrainNotice, gateway.Rejected:
		if platform != "" && !t.up(platform) {
			lost = true
		} else if t.delayMax > 0 {
			delay = time.Duration(t.rnd.Int64N(int64(t.delayMax))).Truncate(time.Millisecond)
		}
	case gateway.ContextNote, gateway.ResumeNote:
	default:
		return
	}
	t.out[e.Lane] = append(t.out[e.Lane], OutItem{At: at, Delay: delay, Kind: e.Kind, Session: e.Session,
		Reason: e.Reason, Resume: e.Resume, Text: e.PrintedText(), Lost: lost})
}

// connsOfProc returns the names of the connections in state s that belong to process proc's run
// epoch ("" the messaging gateway).
func (t *transport) connsOfProc(proc string, epoch int, s ConnState) []string {
	var out []string
	for _, n := range t.order {
		if c := t.conns[n]; c.Proc == proc && c.Epoch == epoch && c.State == s {
			out = append(out, n)
		}
	}
	return out
}

// closeEpoch closes every connection of the messaging gateway's dead process epoch.
func (t *transport) closeEpoch(epoch int) { t.closeProc("", epoch) }

// closeProc closes every connection of a dead process (proc, epoch).
func (t *transport) closeProc(proc string, epoch int) {
	for _, n := range t.order {
		if c := t.conns[n]; c.Proc == proc && c.Epoch == epoch {
			c.State = ConnClosed
		}
	}
}
