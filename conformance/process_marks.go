package conformance

import (
	"slices"
	"time"

	"gatewaysim/gateway"
)

// The TUI backends' interrupted-turn markers as upstream keeps them (tui_gateway/turn_marker.py:
// one JSON file per home, each session's mark its attempts and the start of its turn; nothing
// says which process wrote it). The runner reads the file with each event's state. A mark that
// appears, or is rewritten, in an event is that event's process's; one the event left as it was
// keeps its writer. So the model judges upstream's saves by who wrote what (MP4: a process drops
// only its own marks), from upstream's file alone.

// wireMark is one mark as the runner reads it.
type wireMark struct {
	Session   string  `json:"session"`
	Attempts  int     `json:"attempts"`
	StartedAt float64 `json:"started_at"`
}

// markSide is the marker file as the last event left it, with each mark's writer.
type markSide struct {
	last   []wireMark
	owners map[string]string
}

// saw takes the file as an event of the process stamped self left it: the marks with their
// writers and whether the event changed the file.
func (m *markSide) saw(file []wireMark, self string, loc *time.Location) ([]gateway.TurnMark, bool) {
	if slices.Equal(file, m.last) {
		return nil, false
	}
	owners := map[string]string{}
	var out []gateway.TurnMark
	for _, w := range file {
		owner := self
		if i := slices.IndexFunc(m.last, func(o wireMark) bool { return o == w }); i >= 0 {
			owner = m.owners[w.Session]
		}
		owners[w.Session] = owner
		out = append(out, gateway.TurnMark{Session: gateway.SessionID(w.Session), Owner: owner, At: unix(w.StartedAt, loc), Attempts: w.Attempts})
	}
	m.last, m.owners = file, owners
	return out, true
}
