package conformance

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Process mode: upstream's whole gateway process, not only its store. runner/runner.py forks one
// child per gateway process and runs upstream's GatewayRunner (gateway/run.py) in it, on a virtual
// clock, with fake platform adapters and a stub agent; the drain, the restart path, the boot's
// resume pass and restore gate, the expiry watcher, notices and notes, and the busy lane are all
// upstream's own code. The Go world still drives the run (its generator draws the ops from the
// world's state), and its events are forwarded as inputs: a message, a command, a stop, a kill,
// a boot, a fault. What upstream does with them comes back as upstream's own timeline (its turn
// ends, its watcher passes, its drain timeout and exit happen on its own timers), each event with
// its effects and the store's state after it, and the model judges that timeline.

// ProcessSide is the upstream side of a process-mode run.
type ProcessSide struct {
	ad    *Adapter
	w     *sim.World
	loc   *time.Location
	up    bool      // a gateway process is up
	dying bool      // the process is stopping (it exits on its own)
	procs procSides // the world's other processes (process_procs.go)
	marks markSide  // the marker file as last seen (process_marks.go)
	seq   int       // metadata writes
	ids   []string  // upstream session ids in order of creation (s1, s2, ...)
	known map[string]bool
	spec  sim.TurnSpec
	// held are the inputs a platform holds for a lane while the gateway is not connected to it,
	// in order: upstream sees each when it connects (the runner's "delivered" event).
	held map[gateway.LaneKey][]model.Event
}

// ProcessEvent is one event of upstream's timeline in the model's terms.
type ProcessEvent struct {
	Ev      model.Event
	At      time.Time
	Effects []gateway.Effect
	Rows    []gateway.Row
	Entries []gateway.Entry // nil while no process is up or its store is not loaded
	Name    string          // the runner's name for the event ("turn-end", "tick", ...)
	Proc    string          // the process whose event it is: "" the messaging gateway, else a backend (t1)
	// MarksSaved: the event changed the interrupted-turn marker file, which Marks then holds
	// (each mark's owner: the process whose event wrote it, process_marks.go).
	MarksSaved bool
	Marks      []gateway.TurnMark
}

type tlEvent struct {
	Event   string     `json:"event"`
	Proc    string     `json:"proc"` // the process (runner.py tags every process's events but the default one's)
	At      float64    `json:"at"`
	Lane    string     `json:"lane"`
	Record  int        `json:"record"`
	Token   int        `json:"token"`
	Outcome string     `json:"outcome"`
	Tokens  int        `json:"tokens"`
	Effects []tlEffect `json:"effects"`
	State   *tlState   `json:"state"`
}

type tlState struct {
	Rows    []wireRow            `json:"rows"`
	Marks   []wireMark           `json:"marks"` // the TUI backends' interrupted-turn markers (nil: not read)
	Entries map[string]wireEntry `json:"entries"`
	Running []string             `json:"running"`
}

type tlEffect struct {
	Kind      string `json:"kind"`
	Lane      string `json:"lane"`
	Session   string `json:"session"`
	Reason    string `json:"reason"`
	Resume    string `json:"resume"`
	Variant   string `json:"variant"`
	Outcome   string `json:"outcome"`
	Category  string `json:"category"`
	Text      string `json:"text"`
	Chat      string `json:"chat"`
	Thread    string `json:"thread"`
	Platform  string `json:"platform"`
	Token     int    `json:"token"`
	Fresh     bool   `json:"fresh"`
	Synthetic bool   `json:"synthetic"`
	Record    int    `json:"record"`
	Transport int    `json:"transport"`
	Bind      string `json:"bind"`
	Why       string `json:"why"`
}

type tlReply struct {
	Timeline []tlEvent `json:"timeline"`
	Exited   bool      `json:"exited"`
	Down     bool      `json:"down"`
	Stalls   int       `json:"stalls"`
}

// NewProcessSide initialises the runner for w's configuration (a fresh HERMES_HOME).
func NewProcessSide(ad *Adapter, w *sim.World, seed uint64) (*ProcessSide, error) {
	cfg := w.GatewayConfig()
	p := &ProcessSide{ad: ad, w: w, loc: cfg.Location, known: map[string]bool{}, held: map[gateway.LaneKey][]model.Event{},
		procs: newProcSides(w)}
	c := adapterConfig(cfg)
	c["zone"] = p.loc.String()
	c["drain"] = cfg.DrainTimeout.Seconds()
	plats := map[string]bool{}
	for _, l := range w.Lanes() {
		plats[string(l.Source.Platform)] = true
	}
	var ps []string
	for k := range plats {
		ps = append(ps, k)
	}
	sort.Strings(ps)
	c["platforms"] = ps
	c["reap_grace"] = cfg.ReapGrace.Seconds()
	// The restart-loop breaker the model judges by (upstream's gateway.restart_loop_guard); a
	// window <= 0 reads as 60 s (docs/contract.md §5), as upstream reads one.
	window := cfg.RestartLoopWindow
	if window <= 0 {
		window = 60 * time.Second
	}
	c["restart_loop"] = map[string]any{"max": cfg.RestartLoopMax, "window": int(window / time.Second)}
	c["stuck"] = cfg.StuckLoopThreshold
	err := ad.Call(map[string]any{"op": "init", "at": epoch(w.Now()), "seed": seed, "config": c}, nil)
	return p, err
}

// Op forwards one op's world events to upstream (evs: what the Go world did, in order) and
// returns upstream's timeline up to the world's instant after the op (end).
func (p *ProcessSide) Op(op sim.Op, evs []captured, end time.Time) ([]ProcessEvent, error) {
	p.spec = op.Turn
	var out []ProcessEvent
	for _, c := range evs {
		proc := eventProc(c)
		req := p.request(c.ev, proc)
		if req == nil {
			continue
		}
		ev := p.translate(c.ev, req)
		if proc != "" {
			req["proc"] = proc
			p.procs.before(proc, req)
		} else if req["op"] == "boot" && p.up {
			tl, err := p.awaitExit(c.at)
			out = append(out, tl...)
			if err != nil {
				return out, err
			}
		}
		tl, err := p.call(req, c.at, ev)
		if err != nil {
			return out, err
		}
		out = append(out, tl...)
	}
	// Every process up moves to the op's end (its timers fire), the gateway's first.
	for _, proc := range p.procs.ticked(p.up) {
		req := map[string]any{"op": "tick"}
		if proc != "" {
			req["proc"] = proc
		}
		tl, err := p.call(req, end, model.Tick{Proc: proc})
		out = append(out, tl...)
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// awaitExit is the supervisor before a boot while upstream's last process is still up: a process
// that is stopping is waited for (its drain may run longer than the Go side's); one that is not,
// or does not finish within ten minutes, is killed.
func (p *ProcessSide) awaitExit(at time.Time) ([]ProcessEvent, error) {
	var out []ProcessEvent
	if p.dying {
		tl, err := p.call(map[string]any{"op": "wait_exit", "limit": 600}, at, model.Tick{})
		out = append(out, tl...)
		if err != nil || !p.up {
			return out, err
		}
	}
	tl, err := p.call(map[string]any{"op": "kill"}, at, model.Kill{})
	return append(out, tl...), err
}

// request is the runner request for a world event, or nil when the event is not an input
// (upstream's own turn ends, ticks and exits happen on its own clock).
func (p *ProcessSide) request(ev model.Event, proc string) map[string]any {
	lane := func(k gateway.LaneKey) map[string]any {
		l, ok := p.w.LaneByKey(k)
		if !ok {
			return map[string]any{"key": string(k)}
		}
		s := l.Source
		return map[string]any{"key": string(l.Key), "platform": string(s.Platform), "chat_id": s.ChatID,
			"chat_type": string(s.ChatType), "user_id": s.UserID, "thread_id": s.ThreadID}
	}
	switch e := ev.(type) {
	case model.Message:
		text := "hi"
		if e.Empty {
			text = ""
		}
		return map[string]any{"op": "message", "lane": lane(e.Lane.Key), "text": text, "internal": e.Internal}
	case model.NewCmd:
		return map[string]any{"op": "message", "event": "new", "lane": lane(e.Lane.Key), "text": "/new"}
	case model.ResumeCmd:
		target := string(e.Target)
		if i, ok := p.w.SessionID(p.w.SessionName(e.Target)); ok {
			_ = i
		}
		return map[string]any{"op": "message", "event": "resume", "lane": lane(e.Lane.Key), "text": "/resume " + p.upstreamID(target)}
	case model.StopCmd:
		return map[string]any{"op": "message", "event": "stop-cmd", "lane": lane(e.Lane.Key), "text": "/stop"}
	case model.Boot:
		if e.Phase == model.BootAll || e.Phase == model.BootLoadRoutes {
			return map[string]any{"op": "boot"}
		}
	case model.Stop:
		return map[string]any{"op": "stop", "restart": e.Restart}
	case model.Kill:
		return map[string]any{"op": "kill"}
	case model.AdapterDown:
		return map[string]any{"op": "adapter_down", "platform": string(e.Platform)}
	case model.AdapterUp:
		return map[string]any{"op": "adapter_up", "platform": string(e.Platform)}
	case model.AgentClose:
		return map[string]any{"op": "agent_close", "key": string(e.Lane)}
	case model.RowEnded:
		return map[string]any{"op": "row_ended", "key": string(e.Lane), "reason": string(e.Reason)}
	case model.RouteLost:
		if e.Disk {
			return map[string]any{"op": "index_loss", "key": string(e.Lane)}
		}
		return map[string]any{"op": "route_loss", "key": string(e.Lane)}
	case model.MarkResume:
		return map[string]any{"op": "mark_resume", "key": string(e.Lane), "reason": string(e.Reason)}
	case model.Suspend:
		return map[string]any{"op": "suspend", "key": string(e.Lane)}
	case model.MetadataWritten:
		p.seq++
		return map[string]any{"op": "metadata", "key": string(e.Lane), "value": p.seq}
	case model.WsConnect:
		return map[string]any{"op": "ws_connect", "conn": int(e.Transport)}
	case model.SessionCreate:
		return map[string]any{"op": "ws_create", "conn": int(e.Transport), "close": e.CloseOnDisconnect}
	case model.SessionResume:
		return map[string]any{"op": "ws_resume", "conn": int(e.Transport), "target": p.upstreamID(string(e.Target))}
	case model.TuiPrompt:
		return map[string]any{"op": "ws_prompt", "conn": int(e.Transport), "record": p.procs.upRecord(proc, e.Record)}
	case model.TeardownSnapshot:
		return map[string]any{"op": "ws_drop", "conn": int(e.Transport)}
	case model.TeardownApply:
		return map[string]any{"op": "ws_teardown", "conn": int(e.Transport)}
	case model.TuiClose:
		return map[string]any{"op": "ws_close", "conn": int(e.Transport), "record": p.procs.upRecord(proc, e.Record)}
	case model.Spawn:
		return map[string]any{"op": "boot", "gateway": false}
	case model.ReadEarly:
		return map[string]any{"op": "stale_read", "file": e.File}
	case model.Halt:
		return map[string]any{"op": "stop"}
	}
	return nil
}

// translate is the world event as upstream's timeline tells it: a /resume or a TUI session.resume
// names upstream's session (the one req sends), not the Go side's.
func (p *ProcessSide) translate(ev model.Event, req map[string]any) model.Event {
	switch e := ev.(type) {
	case model.ResumeCmd:
		text, _ := req["text"].(string)
		e.Target = gateway.SessionID(strings.TrimPrefix(text, "/resume "))
		return e
	case model.SessionResume:
		t, _ := req["target"].(string)
		e.Target = gateway.SessionID(t)
		return e
	}
	return ev
}

// learn names upstream session id by its order of creation, when it is new.
func (p *ProcessSide) learn(id string) {
	if id != "" && !p.known[id] {
		p.known[id] = true
		p.ids = append(p.ids, id)
	}
}

// upstreamID is the upstream session of the Go side's session name, by order of creation.
func (p *ProcessSide) upstreamID(goID string) string {
	name := p.w.SessionName(gateway.SessionID(goID))
	var i int
	if _, err := fmt.Sscanf(name, "s%d", &i); err == nil && i >= 1 && i <= len(p.ids) {
		return p.ids[i-1]
	}
	return "missing_" + goID
}

// call makes one runner request at instant at and translates its timeline. input is the world
// event the request carries (it names the timeline's event of the same kind).
func (p *ProcessSide) call(req map[string]any, at time.Time, input model.Event) ([]ProcessEvent, error) {
	req["at"] = epoch(at)
	if p.spec.Set {
		req["spec"] = []any{p.spec.Dur.Seconds(), string(p.spec.Outcome), p.spec.Tokens}
	}
	line, err := p.ad.CallRaw(req)
	if err != nil {
		return nil, err
	}
	var r tlReply
	if err := json.Unmarshal(line, &r); err != nil {
		return nil, err
	}
	if r.Stalls > 0 {
		// The runner waited for a job past its patience and let it run beside the loop: from
		// here the run depends on real time, so it is not trusted.
		return nil, fmt.Errorf("conformance: the runner stalled %d times (a job waited for the loop or the baton); the run is not deterministic", r.Stalls)
	}
	if proc, _ := req["proc"].(string); proc != "" {
		p.procs.after(proc, req, r.Exited)
	} else {
		p.gatewayAfter(req, r.Exited)
	}
	out := make([]ProcessEvent, 0, len(r.Timeline))
	for i := range r.Timeline {
		out = append(out, p.event(&r.Timeline[i], input))
	}
	return out, nil
}

// gatewayAfter notes what a request to the messaging gateway's process did to it.
func (p *ProcessSide) gatewayAfter(req map[string]any, exited bool) {
	switch req["op"] {
	case "boot":
		p.up, p.dying = true, false
	case "stop":
		p.dying = true
	case "kill":
		p.up, p.dying = false, false
	}
	if exited {
		p.up, p.dying = false, false
	}
	if !p.up {
		clear(p.held) // the process that would have been handed them is gone
	}
}

// event translates one timeline event.
func (p *ProcessSide) event(t *tlEvent, input model.Event) ProcessEvent {
	pe := ProcessEvent{At: unix(t.At, p.loc), Name: t.Event, Proc: t.Proc}
	if t.Proc != "" {
		pe.Ev = p.procs.event(t, input)
	} else {
		pe.Ev = p.gatewayEvent(t, input)
	}
	var lane gateway.LaneKey
	if t.Lane != "" {
		lane = gateway.LaneKey(t.Lane)
	}
	for _, e := range t.Effects {
		if fx, ok := p.effect(e, lane); ok {
			p.procs.ids(t.Proc, &fx)
			pe.Effects = append(pe.Effects, fx)
		}
	}
	if t.State != nil {
		for i := range t.State.Rows {
			pe.Rows = append(pe.Rows, t.State.Rows[i].row(p.loc))
		}
		if t.State.Entries != nil {
			d := wireDump{Entries: t.State.Entries}
			pe.Entries = d.entries(p.loc)
		}
	}
	pe.Entries = p.procs.entries(t.Proc, t.State != nil, pe.Entries)
	if t.State != nil && t.State.Marks != nil {
		pe.Marks, pe.MarksSaved = p.marks.saw(t.State.Marks, p.procs.stamp(t.Proc), p.loc)
	}
	// A notice and /new's reply name the session the lane is on (a send names only its chat).
	for i := range pe.Effects {
		fx := &pe.Effects[i]
		if fx.Session == "" && (fx.Kind == gateway.Notice || fx.Kind == gateway.Reply && fx.Text == "new session") {
			for _, en := range pe.Entries {
				if en.Key == fx.Lane {
					fx.Session = en.SessionID
				}
			}
		}
	}
	return pe
}

// gatewayEvent is the model's event for a timeline event of the messaging gateway's process.
func (p *ProcessSide) gatewayEvent(t *tlEvent, input model.Event) model.Event {
	switch t.Event {
	case "boot":
		return model.Boot{Phase: model.BootLoadRoutes}
	case "boot-mark-crashed":
		return model.Boot{Phase: model.BootMarkCrashed}
	case "boot-escalate-stuck":
		return model.Boot{Phase: model.BootEscalateStuck}
	case "boot-resume-pass":
		return model.Boot{Phase: model.BootResumePass}
	case "turn-end":
		return model.TurnEnd{Lane: gateway.LaneKey(t.Lane), Token: gateway.TurnToken(t.Token),
			Outcome: gateway.Outcome(t.Outcome), Tokens: t.Tokens}
	case "tick", "advance", "drain-interrupted":
		return model.Tick{}
	case "exit":
		return model.Exit{}
	case "kill":
		return model.Kill{}
	case "tui-turn-end":
		return model.TuiTurnEnd{Record: gateway.RecordID(t.Record), Token: gateway.TurnToken(t.Token), Outcome: gateway.Outcome(t.Outcome)}
	case "held":
		// The platform keeps the input until the gateway connects: for upstream it has not
		// happened yet.
		p.held[gateway.LaneKey(t.Lane)] = append(p.held[gateway.LaneKey(t.Lane)], input)
		return model.Tick{}
	case "delivered":
		if q := p.held[gateway.LaneKey(t.Lane)]; len(q) > 0 {
			p.held[gateway.LaneKey(t.Lane)] = q[1:]
			return q[0]
		}
		return model.Tick{}
	}
	return input // the input the request carried: message, command, stop, fault, TUI call
}

// effect translates one effect; lane is the event's lane (a send to a chat of several lanes goes
// to it when it is one of them).
func (p *ProcessSide) effect(e tlEffect, lane gateway.LaneKey) (gateway.Effect, bool) {
	fx := gateway.Effect{Lane: gateway.LaneKey(e.Lane), Session: gateway.SessionID(e.Session),
		Reason: gateway.EndReason(e.Reason), Token: gateway.TurnToken(e.Token),
		Record: gateway.RecordID(e.Record), Transport: gateway.TransportID(e.Transport)}
	if k, ok := plainKinds[e.Kind]; ok {
		fx.Kind = k
		return fx, true
	}
	switch e.Kind {
	case "row-created", "row-ended", "row-reopened", "route-saved", "route-dropped":
		fx.Kind = wireChange{Kind: e.Kind, Session: e.Session, Lane: e.Lane, Reason: e.Reason}.effect().Kind
		if e.Kind == "row-created" {
			p.learn(e.Session)
		}
	case "routed":
		fx.Kind, fx.Fresh = gateway.Routed, e.Fresh
	case "turn-started":
		fx.Kind, fx.Synthetic = gateway.TurnStarted, e.Synthetic
	case "turn-ended":
		fx.Kind, fx.Outcome = gateway.TurnEnded, gateway.Outcome(e.Outcome)
	case "resume-note":
		fx.Kind, fx.Resume, fx.Variant = gateway.ResumeNote, gateway.ResumeReason(e.Resume), e.Variant
	case "record-bound":
		fx.Kind, fx.Bind = gateway.RecordBound, e.Bind
		if e.Bind == "create" {
			// Upstream makes a TUI session's row at its first prompt (_ensure_session_db_row),
			// the world at its create: the session is named by the create on both sides.
			p.learn(e.Session)
		}
	case "not-found":
		fx.Kind, fx.Why = gateway.NotFound, e.Why
	case "breaker-skipped":
		// Upstream's restart-loop breaker skipped the pass and warned the operator so
		// (restart_loop_guard.check_and_record): the port's Reply without a lane (docs/contract.md
		// §2.10 step 5), which the model demands of a pass the breaker surely skipped (I14).
		fx.Kind, fx.Text = gateway.Reply, breakerSkipped
	case "notice", "drain-notice", "reply", "rejected":
		l, ok := p.chatLane(e, lane)
		if !ok {
			return fx, false // the home channel: no lane's chat
		}
		fx.Lane = l
		switch e.Kind {
		case "notice":
			fx.Kind = gateway.Notice
		case "drain-notice":
			fx.Kind, fx.Category = gateway.DrainNotice, e.Category
		case "rejected":
			fx.Kind, fx.Why = gateway.Rejected, e.Text
		default:
			fx.Kind, fx.Text = gateway.Reply, e.Text
			if fx.Text != "resumed" {
				fx.Session = "" // only a switch's reply names the session the model checks
			}
		}
	default:
		return fx, false
	}
	return fx, true
}

// plainKinds are the runner's effect words that carry nothing but the common fields.
var plainKinds = map[string]gateway.EffectKind{
	"row-promoted": gateway.RowPromoted, "suspended": gateway.Suspended, "finalized": gateway.Finalized,
	"interrupt-asked": gateway.InterruptAsked, "agent-closed": gateway.AgentClosed, "context-note": gateway.ContextNote,
	"record-detached": gateway.RecordDetached, "reap-armed": gateway.ReapArmed, "record-closed": gateway.RecordClosed,
	"waiting": gateway.Waiting, "follow-up": gateway.FollowUp, "queued": gateway.Queued, "dispatched": gateway.Dispatched,
}

// chatLane is the lane a send to e.Chat (and its thread, when it names one) went to: the event's
// lane when it is of that chat, else the first lane of the chat; false when no lane is of that
// chat (the home channel). Threads of one chat are distinct destinations (a drain tells each).
func (p *ProcessSide) chatLane(e tlEffect, lane gateway.LaneKey) (gateway.LaneKey, bool) {
	var first gateway.LaneKey
	for _, l := range p.w.Lanes() {
		if l.Source.ChatID != e.Chat || string(l.Source.Platform) != e.Platform || e.Thread != "" && l.Source.ThreadID != e.Thread {
			continue
		}
		if l.Key == lane {
			return lane, true
		}
		if first == "" {
			first = l.Key
		}
	}
	return first, first != ""
}
