package conformance

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Several upstream processes at once over one HERMES_HOME. The runner names each process by its
// requests' "proc", forks one child for each, and keeps their virtual clocks in lockstep (every
// timer of every process fires in order of time before any of them acts), so each reads what the
// others wrote to the shared home by then (runner.py, Controller). The interleavings here are written by
// hand against Procs (process mode replays the simulator's own, process_procs.go) (two_backends_test.go: two TUI backends, upstream #94778; two_backends_x*_test.go:
// the note's X2, X3, X5, X6, X7, X12 and X13, with a messaging gateway beside TUI backends where
// they need one; two_gateways_x10_test.go: X10, two messaging gateways).

// Procs drives the processes of one process-mode adapter (AdapterOptions.Process).
type Procs struct {
	ad  *Adapter
	loc *time.Location
}

// ProcEvent is one event of a process's timeline: Proc names the process.
type ProcEvent struct {
	tlEvent
	Proc string `json:"proc"`
}

// TuiRecord is one of a process's TUI records as upstream holds it in its _sessions.
type TuiRecord struct {
	Record  int    `json:"record"`
	Session string `json:"session"` // the stored session it is on (its session_key)
	Running bool   `json:"running"` // upstream counts a turn running on it
}

// TuiTurn is a turn the stub agent runs in a process.
type TuiTurn struct {
	Record       int    `json:"record"`
	Session      string `json:"session"`
	AutoContinue bool   `json:"auto_continue"` // it runs upstream's auto-continue note
}

// TuiState is what one process holds in memory (no other process can see it).
type TuiState struct {
	Records []TuiRecord `json:"records"`
	Turns   []TuiTurn   `json:"turns"`
}

// NewProcs starts a fresh home at instant start, for TUI backends only (boot "gateway": false):
// it gives the home no messaging gateway's configuration.
func NewProcs(ad *Adapter, start time.Time, seed uint64) (*Procs, error) {
	return newProcs(ad, start, seed, map[string]any{"zone": start.Location().String()})
}

// NewGatewayProcs starts a fresh home at instant start whose processes may include a messaging
// gateway (a boot without "gateway": false) configured as c says, on the given platforms. The
// zone is start's. extra adds runner settings (nil: none), e.g. "close_ends_row": true, which
// gives the stub agent upstream's default _end_session_on_close (runner/process.py).
func NewGatewayProcs(ad *Adapter, start time.Time, seed uint64, c *gateway.Config, platforms []string, extra map[string]any) (*Procs, error) {
	cfg := adapterConfig(c)
	for k, v := range extra {
		cfg[k] = v
	}
	cfg["zone"] = start.Location().String()
	cfg["platforms"] = platforms
	cfg["reap_grace"] = c.ReapGrace.Seconds()
	cfg["drain"] = c.DrainTimeout.Seconds()
	return newProcs(ad, start, seed, cfg)
}

func newProcs(ad *Adapter, start time.Time, seed uint64, cfg map[string]any) (*Procs, error) {
	p := &Procs{ad: ad, loc: start.Location()}
	err := ad.Call(map[string]any{"op": "init", "at": epoch(start), "seed": seed, "config": cfg}, nil)
	return p, err
}

// Dump is the home's durable state as process proc reads it at instant at (every row of the
// sessions table, the routing index) and, when proc is a messaging gateway, its in-memory
// routing entries and the lanes it runs a turn on.
func (p *Procs) Dump(proc string, at time.Time) (ProcDump, []ProcEvent, error) {
	var d ProcDump
	tl, err := p.Do(proc, at, map[string]any{"op": "dump"}, &d)
	return d, tl, err
}

// ProcDump is a dump reply.
type ProcDump struct {
	wireDump
	Running []string `json:"running"` // lanes in the gateway's _running_agents
}

// Do sends req to process proc at instant at (the runner's ops: ws_connect, ws_create,
// ws_prompt, ws_resume, tick, kill, ...) and returns the timeline of every process up to it.
// out, when not nil, takes the reply's other fields.
func (p *Procs) Do(proc string, at time.Time, req map[string]any, out any) ([]ProcEvent, error) {
	req["proc"], req["at"] = proc, epoch(at)
	line, err := p.ad.CallRaw(req)
	if err != nil {
		return nil, err
	}
	var r struct {
		Timeline []ProcEvent `json:"timeline"`
		Stalls   int         `json:"stalls"`
	}
	if err := json.Unmarshal(line, &r); err != nil {
		return nil, err
	}
	if r.Stalls > 0 {
		return r.Timeline, fmt.Errorf("conformance: process %s stalled %d times: the run is not deterministic", proc, r.Stalls)
	}
	if out != nil {
		err = json.Unmarshal(line, out)
	}
	return r.Timeline, err
}

// State is process proc's TUI state at instant at.
func (p *Procs) State(proc string, at time.Time) (TuiState, []ProcEvent, error) {
	var st TuiState
	tl, err := p.Do(proc, at, map[string]any{"op": "ws_state"}, &st)
	return st, tl, err
}

// Line prints an event: the process, the instant, the event and its effects.
func (p *Procs) Line(e ProcEvent) string {
	var fx []string
	for _, f := range e.Effects {
		s := f.Kind
		for _, kv := range [][2]string{{"record", itoa(f.Record)}, {"session", f.Session}, {"token", itoa(f.Token)},
			{"outcome", f.Outcome}, {"bind", f.Bind}, {"why", f.Why}} {
			if kv[1] != "" {
				s += " " + kv[0] + "=" + kv[1]
			}
		}
		fx = append(fx, s)
	}
	return fmt.Sprintf("%s %s %-14s %s", e.Proc, unix(e.At, p.loc).Format("15:04:05.000"), e.Event, strings.Join(fx, "; "))
}

func itoa(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprint(n)
}
