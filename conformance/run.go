package conformance

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// A run: one op list applied to a Go world (the gateway under a flag set, upstream-v1 by default)
// and, event by event, to upstream through the adapter; after every op both sides are observed,
// named and compared, and the first divergence ends the run.

// Options configure runs.
type Options struct {
	Bugs   gateway.BugSet // the Go side's flags; nil means gateway.PresetUpstreamV1()
	Ignore []string       // field names or item kinds ("routed", "running") left out of the comparison
	Judge  bool           // also judge upstream's observables with the model's invariants

	// Avoid names known classes to look past (see Avoidable): their trigger ops are rewritten, the
	// upstream side does what the port does there, or their field is not compared.
	Avoid map[string]bool

	// Clock reads real elapsed time (nil: the process's monotonic clock).
	Clock func() time.Duration

	Debug func(string) // when set, told every upstream event with its effects

	StopOnViolation bool // end a judged run at its first violation
	NoCompare       bool // judge only: no Go-side comparison

	// Process drives upstream's whole gateway process (runner/runner.py: gateway/run.py's
	// GatewayRunner) instead of its store alone; the adapter must have been started with
	// AdapterOptions.Process. The run is judged only (process.go).
	Process bool
	// Lacking is the op kinds a process-mode campaign never draws: those the checkout has no
	// code for (Lacks).
	Lacking []sim.Kind
	// Procs: a process-mode campaign's worlds run this many TUI backends beside the messaging
	// gateway (t1, t2, ...), each an upstream process of its own over the one home
	// (process_procs.go); 0: one process, as before.
	Procs int
}

// DefaultIgnore are the fields a comparison leaves out unless it is strict. None at present: the
// port sets and consumes is_fresh_reset (a one-shot flag for skill re-injection) where upstream
// does, so it is compared like every other field.
var DefaultIgnore = []string{}

// Result is what one run found.
type Result struct {
	Ops, Events int
	Config      string
	Divergence  *Divergence  // the first divergence, or nil
	Violations  []*Violation // Judge: the model's violations on upstream, in order
	GoTime      time.Duration
	UpTime      time.Duration
	Calls       int // adapter requests
	// Left: process mode, the ops the process side does not perform (processOp), in order; the
	// Go world left them out too, so both ran the same interleaving without them.
	Left []sim.Op

	GoView, UpView []Item // both sides after the last op applied
}

var processStart = time.Now()

func (r *Runner) now() time.Duration {
	if r.opts.Clock != nil {
		return r.opts.Clock()
	}
	return time.Since(processStart)
}

// Runner runs op lists against one adapter process, one run at a time.
type Runner struct {
	ad   *Adapter
	opts Options
	op   int // process mode: the index of the op being applied (a recording notes it per request)
}

// NewRunner returns a runner over a started adapter.
func NewRunner(ad *Adapter, opts Options) *Runner {
	if opts.Bugs == nil {
		opts.Bugs = gateway.PresetUpstreamV1()
	}
	return &Runner{ad: ad, opts: opts}
}

// Setup returns s with the runner's Go-side flags.
func (r *Runner) setup(s scenarios.Setup) scenarios.Setup {
	s.Bugs = append(gateway.BugSet(nil), r.opts.Bugs...)
	if r.opts.Avoid["dst-naive-clock"] {
		t := s.Start
		s.Start = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), 0, time.UTC)
	}
	return s
}

// Avoided lists the classes the runner looks past, in class order.
func (r *Runner) Avoided() []string {
	var out []string
	for _, c := range classes {
		if r.opts.Avoid[c.Name] {
			out = append(out, c.Name)
		}
	}
	return out
}

// Run applies ops to both sides.
func (r *Runner) Run(s scenarios.Setup, ops []sim.Op) (*Result, error) {
	i := 0
	return r.run(s, func(*sim.World) (sim.Op, bool) {
		if i == len(ops) {
			return sim.Op{}, false
		}
		i++
		return ops[i-1], true
	})
}

// captured is one world event with its Go effects.
type captured struct {
	ev   model.Event
	fx   []gateway.Effect
	at   time.Time
	proc string // the process the world made the call in (sim.World.Calling)
}

// pair is a run in progress: the world, the upstream side and their names.
type pair struct {
	r      *Runner
	w      *sim.World
	up     *Upstream
	goN    *Namer
	upN    *Namer
	view   viewer
	ignore map[string]bool
	evs    []captured
	judge  *Judge
}

func (r *Runner) run(s scenarios.Setup, next func(*sim.World) (sim.Op, bool)) (*Result, error) {
	if r.opts.Process {
		return r.runProcess(s, next)
	}
	s = r.setup(s)
	w, err := sim.NewWorld(s.Seed, s.WorldConfig())
	if err != nil {
		return nil, err
	}
	calls := r.ad.Calls()
	t0 := r.now()
	up, err := NewUpstream(r.ad, w, s.Seed, r.opts.Avoid)
	if err != nil {
		return nil, err
	}
	res := &Result{Config: sim.ConfigLine(w)}
	res.UpTime += r.now() - t0
	p := r.newPair(w, up)
	var ops []sim.Op
	for {
		op, ok := next(w)
		if !ok {
			break
		}
		if op, ok = avoidOp(op, r.opts.Avoid); !ok {
			continue
		}
		ops = append(ops, op)
		if stop, err := p.step(res, ops, calls); stop || err != nil {
			return res, err
		}
	}
	return res, nil
}

// newPair sets up the comparison of world w and upstream up: the fields left out, the judge, and
// the observer that captures the world's events for the upstream side.
func (r *Runner) newPair(w *sim.World, up *Upstream) *pair {
	p := &pair{r: r, w: w, up: up, goN: newNamer(), upN: newNamer(), ignore: map[string]bool{},
		view: viewer{start: w.Now(), lane: func(k gateway.LaneKey) string {
			if l, ok := w.LaneByKey(k); ok {
				return l.Name
			}
			return string(k)
		}}}
	for _, f := range r.opts.Ignore {
		p.ignore[f] = true
	}
	for c, on := range r.opts.Avoid {
		if f, ok := avoidIgnore[c]; ok && on {
			p.ignore[f] = true
		}
	}
	if r.opts.Judge {
		p.judge = newJudge(w, up)
	}
	w.SetObserver(func(w *sim.World, ev model.Event, fx []gateway.Effect) error {
		p.evs = append(p.evs, captured{ev: ev, fx: append([]gateway.Effect(nil), fx...), at: w.Now()})
		return nil
	})
	return p
}

// step applies the last of ops on both sides and compares them; stop ends the run at a
// divergence (or, when asked, a violation). calls is the adapter's call count at the start.
func (p *pair) step(res *Result, ops []sim.Op, calls int) (stop bool, err error) {
	r, op := p.r, ops[len(ops)-1]
	p.evs = p.evs[:0]
	p.up.BeginOp(op)
	t := r.now()
	if err := p.w.Apply(op); err != nil {
		return true, fmt.Errorf("go side, op %d (%s): %w", len(ops), op, err)
	}
	res.GoTime += r.now() - t
	t = r.now()
	err = p.upstream(res)
	res.UpTime += r.now() - t
	res.Ops, res.Calls = len(ops), r.ad.Calls()-calls
	if err != nil {
		return true, fmt.Errorf("upstream side, op %d (%s): %w", len(ops), op, err)
	}
	for _, v := range res.Violations {
		if v.Ops == nil {
			v.Step, v.Ops, v.Config = len(ops)-1, append([]sim.Op(nil), ops...), res.Config
		}
	}
	goV, upV, err := p.views()
	if err != nil {
		return true, err
	}
	res.GoView, res.UpView = goV, upV
	if ms := compare(goV, upV, p.ignore); len(ms) > 0 && !r.opts.NoCompare {
		res.Divergence = &Divergence{Step: len(ops) - 1, Ops: append([]sim.Op(nil), ops...), Config: res.Config,
			Mismatches: ms, Go: goV, Up: upV}
		return true, nil
	}
	return r.opts.StopOnViolation && len(res.Violations) > 0, nil
}

// upstream replays the op's world events on the upstream side.
func (p *pair) upstream(res *Result) error {
	for _, c := range p.evs {
		res.Events++
		ev := c.ev
		if rc, ok := ev.(model.ResumeCmd); ok {
			rc.Target = p.translate(rc.Target)
			ev = rc
		}
		if err := p.up.Handle(ev, c.fx, c.at); err != nil {
			return fmt.Errorf("%T: %w", c.ev, err)
		}
		if p.r.opts.Debug != nil {
			p.r.opts.Debug(fmt.Sprintf("%s %s", p.view.at(c.at), eventString(ev)))
			for _, e := range p.up.Effects() {
				p.r.opts.Debug("    " + e.String())
			}
		}
		if p.judge != nil {
			v, err := p.judge.step(ev, c.at)
			if err != nil {
				return err
			}
			if v != nil {
				res.Violations = append(res.Violations, v)
			}
		}
	}
	return nil
}

// translate maps a Go session id to the upstream session of the same name; an id without one
// stays as it is, which upstream does not know either.
func (p *pair) translate(id gateway.SessionID) gateway.SessionID {
	if up, ok := p.upN.ID(p.goN.Name(id)); ok {
		return up
	}
	return "missing_" + id
}

// views observes both sides, names their new sessions and prints them.
func (p *pair) views() ([]Item, []Item, error) {
	gs := p.goSide()
	us, err := p.upSide()
	if err != nil {
		return nil, nil, err
	}
	p.goN.learn(&gs, p.view.lane)
	p.upN.learn(&us, p.view.lane)
	return p.view.view(&gs, p.goN), p.view.view(&us, p.upN), nil
}

func (p *pair) goSide() Side {
	s := Side{Rows: p.w.Disk().Live().AllRows()}
	var fx []gateway.Effect
	for _, c := range p.evs {
		fx = append(fx, c.fx...)
	}
	s.Routings = goRoutings(fx)
	for i := range fx {
		if fx[i].Kind == gateway.RowCreated {
			s.Created = append(s.Created, fx[i].Session)
		}
	}
	if g := p.w.Gateway(); g != nil {
		s.Up = true
		s.Entries = g.Entries()
		if s.Entries == nil {
			s.Entries = []gateway.Entry{}
		}
		s.Running = g.Running()
	}
	return s
}

func (p *pair) upSide() (Side, error) {
	d, err := p.up.dump()
	if err != nil {
		return Side{}, err
	}
	s := Side{Up: p.up.Up(), Running: p.up.Running(), Routings: append([]Routing(nil), p.up.Routings()...),
		Created: append([]gateway.SessionID(nil), p.up.created...)}
	for i := range d.Rows {
		s.Rows = append(s.Rows, d.Rows[i].row(p.up.loc))
	}
	if s.Up && d.Entries != nil {
		s.Entries = d.entries(p.up.loc)
	}
	return s, nil
}

// Process reports whether the runner drives upstream's whole process (Options.Process).
func (r *Runner) Process() bool { return r.opts.Process }
