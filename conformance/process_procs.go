package conformance

import (
	"maps"
	"slices"
	"strconv"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Process mode over a world of several processes (docs/contract.md §9): the messaging gateway is
// the runner's default process (""), and each TUI backend of the world (sim.Config.Backends) is
// a child of its own under the backend's name, over the same HERMES_HOME and on the same clock
// (runner.py's lockstep). A world event goes to the process the world made the call in
// (sim.World.Calling), a backend's spawn boots its child with no messaging gateway, its halt
// stops it (its atexit closes its sessions) and its kill kills it. Upstream's events come back
// tagged with their process, and the model judges them as that process's steps
// (model.Observation.Proc), so the rules of several processes (MP1, MP2, MP5, MP8, I2 across
// processes) are judged on upstream's own code.
//
// Ids. Upstream numbers each process's records (and turns) from 1; the world gives each backend
// run a range of its own (gateway.BackendOptions.FirstID: (place<<8 | run) << 16). A backend's
// record n is the world's record base+n, in the order each side creates them, so the model's
// registry keeps one id per record across processes, and a world's record of another run (a
// client that missed its backend's restart) reaches upstream as no record of the process.

// procSides is the process side's view of the world's backends.
type procSides struct {
	place map[string]int  // each backend's place in Config.Backends, from 1
	runs  map[string]int  // each backend's runs booted so far (the world's epoch)
	up    map[string]bool // its child is up
	gw    []gateway.Entry // the messaging gateway's routing entries as its last event left them
}

func newProcSides(w *sim.World) procSides {
	s := procSides{place: map[string]int{}, runs: map[string]int{}, up: map[string]bool{}}
	for i, p := range w.Procs() {
		if p.Name != "" {
			s.place[p.Name] = i
		}
	}
	return s
}

// eventProc is the process a captured world event goes to: the one a process event names, else
// the one the world made the call in.
func eventProc(c captured) string {
	switch e := c.ev.(type) {
	case model.Spawn:
		return e.Proc
	case model.Halt:
		return e.Proc
	case model.Kill:
		return e.Proc
	case model.ReadEarly:
		return e.Proc
	}
	return c.proc
}

// stamp is the owner name of process proc's current run as the model prints it (t1#2); the
// messaging gateway's run is not counted here, and it writes no marks.
func (s *procSides) stamp(proc string) string {
	if proc == "" {
		return "gateway"
	}
	return proc + "#" + strconv.Itoa(s.runs[proc])
}

// base is the id range of backend proc's current run; 0 for the messaging gateway.
func (s *procSides) base(proc string) int {
	if proc == "" {
		return 0
	}
	return (s.place[proc]<<8 | s.runs[proc]) << 16
}

// upRecord is the record number upstream's process proc knows the world's record r by; 0 (none)
// when r is of another run.
func (s *procSides) upRecord(proc string, r gateway.RecordID) int {
	b := s.base(proc)
	if b == 0 {
		return int(r)
	}
	if int(r)&^0xffff != b {
		return 0
	}
	return int(r) & 0xffff
}

// ticked are the processes an op's closing tick goes to: the messaging gateway (also when no
// process is up, as in a world of one process), then each backend up, in order of place.
func (s *procSides) ticked(gatewayUp bool) []string {
	var up []string
	for _, name := range slices.SortedFunc(maps.Keys(s.up), func(a, b string) int { return s.place[a] - s.place[b] }) {
		if s.up[name] {
			up = append(up, name)
		}
	}
	if gatewayUp || len(up) == 0 {
		return append([]string{""}, up...)
	}
	return up
}

// before notes a request about to go to backend proc: a boot begins its next run.
func (s *procSides) before(proc string, req map[string]any) {
	if req["op"] == "boot" {
		s.runs[proc]++
	}
}

// after notes what the request did to backend proc's child.
func (s *procSides) after(proc string, req map[string]any, exited bool) {
	switch req["op"] {
	case "boot":
		s.up[proc] = true
	case "kill":
		s.up[proc] = false
	}
	if exited {
		s.up[proc] = false
	}
}

// event is the model's event for a timeline event of backend t.Proc; input is the world event
// the request carried.
func (s *procSides) event(t *tlEvent, input model.Event) model.Event {
	switch t.Event {
	case "boot":
		return model.Spawn{Proc: t.Proc}
	case "stop":
		return model.Tick{Proc: t.Proc} // a backend's stop is its exit, the next event
	case "exit":
		s.up[t.Proc] = false
		return model.Halt{Proc: t.Proc}
	case "kill":
		if k, ok := input.(model.Kill); ok && k.Proc == t.Proc {
			return k // (a machine crash says so)
		}
		return model.Kill{Proc: t.Proc}
	case "tick", "advance":
		return model.Tick{Proc: t.Proc}
	case "tui-turn-end":
		b := s.base(t.Proc)
		return model.TuiTurnEnd{Record: gateway.RecordID(b + t.Record), Token: gateway.TurnToken(b + t.Token), Outcome: gateway.Outcome(t.Outcome)}
	}
	return input
}

// ids moves an effect of backend proc's into the world's id ranges.
func (s *procSides) ids(proc string, fx *gateway.Effect) {
	b := s.base(proc)
	if b == 0 {
		return
	}
	if fx.Record != 0 {
		fx.Record += gateway.RecordID(b)
	}
	if fx.Token != 0 {
		fx.Token += gateway.TurnToken(b)
	}
}

// entries is what an event of process proc shows of the messaging gateway's routing entries: a
// gateway event's own (stated: it carries the store's state), a backend's event the gateway's as
// its last event left them (a backend never touches the gateway's memory).
func (s *procSides) entries(proc string, stated bool, e []gateway.Entry) []gateway.Entry {
	if proc == "" {
		if stated {
			s.gw = e
		}
		return e
	}
	return s.gw
}
