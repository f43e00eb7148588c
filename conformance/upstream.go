package conformance

import (
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/sim"
)

// Upstream is the upstream side of a run: it receives the world's events (the gateway calls the
// Go world made, in the model's vocabulary) and performs each against upstream's session store,
// in the order upstream's gateway/run.py and gateway/slash_commands.py call the store. It keeps
// the process state that lives in run.py rather than in the store: the agent cache, the running
// turns, the restore gate, the drain, the marker files and the watcher's schedule. That state is
// our reading of run.py (function names in the comments); the store decisions are upstream's own.
//
// Approximations, all deliberate and the same as the Go port's: a turn writes the user's message
// when it starts and the reply when it ends ok, and nothing when it fails or is interrupted; a
// command that replaces the lane's session interrupts its turn; an agent is bound to one session
// and replaced when the lane's turn runs on another.
type Upstream struct {
	ad   *Adapter
	w    *sim.World
	cfg  *gateway.Config
	loc  *time.Location
	op   sim.Op // the op being applied (tells a route loss from an index loss)
	now  time.Time
	goFx []gateway.Effect // the Go side's effects of the current event (turn tokens only)

	phase       upPhase
	gate        bool
	passDone    bool
	outstanding int
	queue       []model.Event

	agents   map[gateway.LaneKey]*upAgent
	turns    map[gateway.LaneKey]*upTurn
	waiting  map[gateway.LaneKey][]upWait // messages waiting behind a running turn (run.py's pending slot and overflow)
	adapters map[gateway.Platform]bool
	started  []gateway.LaneKey // lanes whose turn started in the current event

	clean  bool                    // .clean_shutdown
	counts map[gateway.LaneKey]int // .restart_failure_counts
	drain  upDrain

	// lazyUnloaded: upstream's own boot has not loaded the store yet (a new SessionStore before its
	// first access; on a crash boot suspend_recently_active is that access). The lazy-load avoidance
	// loads it anyway; the stuck-loop escalation still reads what upstream's would.
	lazyUnloaded bool

	watchNext time.Time
	lastPrune time.Time
	metaSeq   int
	known     map[string]bool // upstream session ids seen so far: a routing to any other is fresh
	tokens    map[string]int  // each session's last ok turn's prompt size (what the port's row keeps)
	avoid     map[string]bool // classes the run looks past (Options.Avoid)
	trace     bool            // report the store's changes as effects (the invariant mode)

	fx       []gateway.Effect    // effects of the current event, synthesized (the invariant mode reads them)
	routings []Routing           // routings of the current op
	created  []gateway.SessionID // sessions the current op created, in order
}

type upPhase uint8

const (
	upDown upPhase = iota
	upBooting
	upRunning
	upDraining
)

type upAgent struct {
	session string
	last    time.Time
}

type upTurn struct {
	session   string
	token     gateway.TurnToken // the Go side's token for the same turn (0: Go started none)
	internal  bool
	synthetic bool
	gated     bool
	stopAsked bool // a waiting user message interrupted the agent (it stops at its next checkpoint)
}

// upWait is a message waiting behind the lane's running turn.
type upWait struct {
	text     string
	internal bool
}

type upDrain struct {
	restart   bool
	deadline  time.Time
	active    []gateway.LaneKey
	premarked []gateway.LaneKey
	done      bool
	timedOut  bool
}

// recentWindow is suspend_recently_active's default max age, as run.py calls it at boot.
const recentWindow = 120

// resumeReasons are run.py's _AUTO_RESUME_REASONS.
var resumeReasons = map[string]bool{"restart_timeout": true, "shutdown_timeout": true, "restart_interrupted": true}

// NewUpstream initialises the adapter for w's configuration (a fresh HERMES_HOME); avoid names the
// classes the run looks past.
func NewUpstream(ad *Adapter, w *sim.World, seed uint64, avoid map[string]bool) (*Upstream, error) {
	u := &Upstream{ad: ad, w: w, cfg: w.GatewayConfig(), loc: w.GatewayConfig().Location,
		agents: map[gateway.LaneKey]*upAgent{}, turns: map[gateway.LaneKey]*upTurn{},
		waiting:  map[gateway.LaneKey][]upWait{},
		adapters: map[gateway.Platform]bool{}, counts: map[gateway.LaneKey]int{}, known: map[string]bool{}, tokens: map[string]int{}, avoid: avoid}
	u.now = w.Now()
	cfg := adapterConfig(u.cfg)
	cfg["zone"] = u.loc.String()
	err := ad.Call(map[string]any{"op": "init", "at": epoch(u.now), "seed": seed, "config": cfg}, nil)
	return u, err
}

// adapterConfig is the gateway's configuration in the adapter's terms.
func adapterConfig(c *gateway.Config) map[string]any {
	pol := func(p gateway.ResetPolicy) map[string]any {
		ex := make([]string, len(p.NotifyExcludePlatforms))
		for i, x := range p.NotifyExcludePlatforms {
			ex[i] = string(x)
		}
		return map[string]any{"mode": string(p.Mode), "idle_minutes": int(p.IdleLimit / time.Minute), "at_hour": p.AtHour,
			"notify": p.Notify, "exclude": ex, "bg_max_age_hours": int(c.BgProcessMaxAge / time.Hour)}
	}
	byPlat, byType := map[string]any{}, map[string]any{}
	for k, p := range c.ResetByPlatform {
		byPlat[string(k)] = pol(p)
	}
	for k, p := range c.ResetByType {
		byType[string(k)] = pol(p)
	}
	return map[string]any{"reset": pol(c.Reset), "by_platform": byPlat, "by_type": byType,
		"freshness":      c.FreshnessWindow.Seconds(),
		"group_per_user": c.GroupSessionsPerUser, "thread_per_user": c.ThreadSessionsPerUser,
		"max_age_days": int(c.RouteMaxAge / (24 * time.Hour))}
}

// BeginOp starts an op: its routings are collected until the next BeginOp.
func (u *Upstream) BeginOp(op sim.Op) {
	u.op = op
	u.routings, u.created = u.routings[:0], u.created[:0]
}

// Routings are the routings of the current op, with upstream's session ids.
func (u *Upstream) Routings() []Routing { return u.routings }

// Effects are the synthesized effects of the last event.
func (u *Upstream) Effects() []gateway.Effect { return u.fx }

// Up reports whether a process is up.
func (u *Upstream) Up() bool { return u.phase != upDown }

// Running lists the lanes with a turn in flight, sorted.
func (u *Upstream) Running() []gateway.LaneKey { return sortedLanes(u.turns) }

// Handle performs one world event at time now; goFx are the Go side's effects of the same
// event, read only to learn the tokens of turns both sides started.
func (u *Upstream) Handle(ev model.Event, goFx []gateway.Effect, now time.Time) error {
	u.now, u.goFx, u.fx, u.started = now, goFx, u.fx[:0], u.started[:0]
	err := u.event(ev)
	for _, k := range u.started {
		if t := u.turns[k]; t != nil {
			t.token = lastTurnToken(goFx, k)
		}
	}
	return err
}

func (u *Upstream) event(ev model.Event) error {
	switch e := ev.(type) {
	case model.AdapterUp:
		u.adapters[e.Platform] = true
		if u.phase == upRunning && u.passDone {
			return u.resumePass(e.Platform, false)
		}
	case model.AdapterDown:
		delete(u.adapters, e.Platform)
	case model.Boot:
		return u.boot(e.Phase)
	case model.Message, model.NewCmd, model.ResumeCmd, model.StopCmd:
		return u.inbound(ev)
	case model.TurnEnd:
		if t := u.turns[e.Lane]; t != nil && t.token == e.Token && e.Token != 0 {
			if err := u.finishTurn(e.Lane, e.Outcome, e.Tokens); err != nil {
				return err
			}
			return u.releaseWaiting(e.Lane)
		}
	case model.AgentClose:
		if a := u.agents[e.Lane]; a != nil {
			delete(u.agents, e.Lane)
			u.emit(gateway.Effect{Kind: gateway.AgentClosed, Lane: e.Lane, Session: gateway.SessionID(a.session), RowEnded: true})
			return u.call("end_row", map[string]any{"id": a.session, "reason": string(gateway.EndAgentClose)}, nil)
		}
	case model.RowEnded:
		return u.call("end_lane_row", map[string]any{"key": string(e.Lane), "reason": string(e.Reason)}, nil)
	case model.ProcessStart:
		return u.call("proc_start", map[string]any{"key": string(e.Lane)}, nil)
	case model.ProcessEnd:
		return u.call("proc_end", map[string]any{"key": string(e.Lane)}, nil)
	case model.RouteLost:
		return u.routeLost(e.Lane)
	case model.MetadataWritten:
		u.metaSeq++
		return u.call("metadata", map[string]any{"key": string(e.Lane), "value": u.metaSeq}, nil)
	case model.Stop:
		return u.stop(e.Restart)
	case model.Tick:
		return u.tick()
	case model.Exit:
		return u.exit()
	case model.Kill:
		u.died()
		if e.Machine {
			// A background command outlives a kill of its process (the next boot recovers it) but
			// not the machine's crash.
			return u.call("kill_procs", nil, nil)
		}
	default:
		return fmt.Errorf("conformance: the upstream side does not support %T", ev)
	}
	return nil
}

// call makes one adapter request at the current time. When the run traces (the invariant mode),
// the store changes the request made come back with it and become durable effects, in call order.
func (u *Upstream) call(op string, args map[string]any, out any) error {
	if args == nil {
		args = map[string]any{}
	}
	args["op"], args["at"] = op, epoch(u.now)
	if u.trace {
		args["trace"] = true
	}
	line, err := u.ad.CallRaw(args)
	if err != nil {
		return err
	}
	if out != nil {
		if err := json.Unmarshal(line, out); err != nil {
			return err
		}
	}
	if u.trace {
		var ch struct {
			Changes []wireChange `json:"changes"`
		}
		if err := json.Unmarshal(line, &ch); err != nil {
			return err
		}
		for _, c := range ch.Changes {
			u.emit(c.effect())
		}
	}
	return nil
}

func (u *Upstream) emit(e gateway.Effect) { u.fx = append(u.fx, e) }

func (u *Upstream) lane(k gateway.LaneKey) (sim.Lane, error) {
	l, ok := u.w.LaneByKey(k)
	if !ok {
		return l, fmt.Errorf("conformance: unknown lane %s", k)
	}
	return l, nil
}

func sortedLanes[V any](m map[gateway.LaneKey]V) []gateway.LaneKey {
	out := make([]gateway.LaneKey, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// lastTurnToken is the token of the last turn the Go side started on lane k in fx (0: none).
func lastTurnToken(fx []gateway.Effect, k gateway.LaneKey) gateway.TurnToken {
	var tok gateway.TurnToken
	for i := range fx {
		if fx[i].Kind == gateway.TurnStarted && fx[i].Lane == k && fx[i].Record == 0 {
			tok = fx[i].Token
		}
	}
	return tok
}

// dump reads upstream's observables: entries in memory (nil until the store loads), the persisted
// index and every row.
func (u *Upstream) dump() (*wireDump, error) {
	var d wireDump
	err := u.call("dump", nil, &d)
	return &d, err
}
