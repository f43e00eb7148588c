package sim

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Swarm is one run's draw (from the swarm stream) of which op kinds are enabled and how often,
// the share of steps that inject a fault, and the gateway policy the run uses. Drawing a
// different subset per run finds interleavings that uniform rates make rare (swarm testing).
type Swarm struct {
	Focus     Focus        // the family of kinds the run concentrates on
	Weights   [kindEnd]int // relative rate per kind; 0 = off
	FaultRate float64      // share of steps drawn from the fault kinds
	Flaky     bool         // the agent's turns fail, get interrupted and run long far more often
	LaneMask  uint64       // the lanes the workload and the faults pick from (bit i = lane i); 0 = all
	Gone      bool         // TUI clients whose socket drops do not come back for their sessions
	Graceful  bool         // restarts are drained shutdowns: no kill under a turn, no kill mid-drain

	Mode            gateway.ResetMode
	IdleLimit       time.Duration
	AtHour          int
	Overrides       []Override // whole policies per platform or chat type, now and then an invalid one
	DrainTimeout    time.Duration
	FreshnessWindow time.Duration
	ReapGrace       time.Duration
	RouteMaxAge     time.Duration // the hourly route prune's age limit; 0: the gateway's default (90 days)
	Tuning          Tuning        // other knobs away from their defaults (breaker, timers, ages)
	Zone            int           // the world's zone and start: 0 the default, else zoneStarts[Zone-1] (swarm_zone.go)
	// Procs is the number of TUI backends beside the messaging gateway (t1, t2; Config.Backends):
	// 0, a world of one process, in most runs. CLI adds a CLI process (cli1) to such a world.
	Procs int
	CLI   bool
}

// Focus is a family of kinds a swarm concentrates on. Most defects of the catalogue need a few
// kinds in a row (a TUI socket's create, drop, rebind and teardown; a restart while a turn runs,
// three times over; a boundary command after an accident), which the full mix makes rare: a
// focused swarm (three runs in four) draws from its family (with messages and time always on) at
// the rates of opTable (sim/ops.go).
type Focus uint8

const (
	FocusAll        Focus = iota // every kind at its base rate
	FocusTUI                     // WebSocket sockets, records, prompts, drops, teardowns, reaps
	FocusRestart                 // turns in flight across shutdowns, drains, kills and boots
	FocusBoundaries              // commands, resets and accidents to a lane's conversation
	focusEnd
)

var focusNames = [...]string{"all", "tui", "restart", "boundaries"}

func (f Focus) String() string { return focusNames[f] }

// DefaultSwarm enables every kind at its base rate with a 10% fault share and the gateway's
// default policy.
func DefaultSwarm() Swarm {
	d := gateway.DefaultConfig()
	return Swarm{Weights: focusRates[FocusAll], FaultRate: 0.1, Mode: d.Reset.Mode, IdleLimit: d.Reset.IdleLimit,
		AtHour: d.Reset.AtHour, DrainTimeout: d.DrainTimeout, FreshnessWindow: d.FreshnessWindow, ReapGrace: d.ReapGrace}
}

// DrawSwarm draws a run's swarm from the seed's swarm stream. Messages and advances are always
// on; every other kind is off with probability 1/4, else scaled by 1/4..2.
func DrawSwarm(seed uint64) Swarm { return DrawSwarmFrom(NewStreams(seed).Stream(StreamSwarm)) }

// DrawSwarmFrom draws a swarm with any chooser: a focus (a quarter of the runs use every kind), then per
// kind of the focus: off with probability 1/4 (messages and advances are always on), else its
// rate scaled by 1/4..2; then the policy, with valid overrides only.
func DrawSwarmFrom(r Chooser) Swarm { return drawSwarm(r, false) }

// DrawSwarmWithBadConfig is DrawSwarmFrom where one override in six is invalid: for a caller that
// checks that the gateway refuses such a configuration at load (the property does).
func DrawSwarmWithBadConfig(r Chooser) Swarm { return drawSwarm(r, true) }

func drawSwarm(r Chooser, bad bool) Swarm {
	var s Swarm
	s.Focus = Focus(r.IntN(int(focusEnd)))
	base := &focusRates[s.Focus]
	for k := kindNone + 1; k < kindEnd; k++ {
		b := base[k]
		if b == 0 {
			continue
		}
		if !opSpecs[k].alwaysOn.has(s.Focus) && r.IntN(4) == 0 {
			continue
		}
		s.Weights[k] = max(1, b*[]int{1, 2, 4, 8}[r.IntN(4)]/4)
	}
	s.FaultRate = []float64{0, 0.05, 0.1, 0.2, 0.35}[r.IntN(5)]
	if s.Focus == FocusTUI && s.FaultRate < 0.2 {
		s.FaultRate = 0.2 // a dropped socket is a fault
	}
	s.Flaky = r.IntN(4) == 3 || s.Focus == FocusRestart && r.IntN(4) != 0 // failed turns keep a lane active
	s.Gone = r.IntN(2) == 1
	// A third of the runs keep to one lane and a third to two: most defects need several ops on
	// one lane in a row, which six lanes picked uniformly make rare.
	if n := r.IntN(3); n > 0 {
		for range n {
			s.LaneMask |= 1 << r.IntN(6)
		}
	}
	s.Mode = []gateway.ResetMode{gateway.ResetNone, gateway.ResetIdle, gateway.ResetDaily, gateway.ResetBoth}[r.IntN(4)]
	if s.Focus == FocusBoundaries && s.Mode == gateway.ResetNone && r.IntN(4) != 0 {
		s.Mode = gateway.ResetIdle // boundary runs are mostly about resets
	}
	s.IdleLimit = []time.Duration{30 * time.Minute, time.Hour, 2 * time.Hour, 24 * time.Hour}[r.IntN(4)]
	// 2 and 3 o'clock are the hours the spring-forward change skips in Berlin.
	s.AtHour = []int{4, 2, 3, 0, 23}[r.IntN(5)]
	s.DrainTimeout = []time.Duration{0, 0, 30 * time.Second, 3 * time.Minute}[r.IntN(4)]
	if s.Focus == FocusRestart && s.DrainTimeout == 0 && r.IntN(2) == 0 {
		s.DrainTimeout = 3 * time.Minute // restart runs mostly drain: turns can end in the wait
	}
	if s.Focus == FocusRestart && s.DrainTimeout > 0 && r.IntN(2) == 0 {
		s.Graceful = true
	}
	s.FreshnessWindow = []time.Duration{time.Hour, 10 * time.Minute, 0, 6 * time.Hour}[r.IntN(4)]
	if s.Focus == FocusRestart && s.FreshnessWindow != 10*time.Minute && r.IntN(2) == 0 {
		s.FreshnessWindow = 10 * time.Minute // restart runs: a marker can go stale within a run
	}
	s.ReapGrace = []time.Duration{20 * time.Second, 0, 5 * time.Second}[r.IntN(3)]
	if s.Focus == FocusTUI && s.ReapGrace == 0 && r.IntN(2) == 0 {
		s.ReapGrace = 20 * time.Second // TUI runs mostly reap
	}
	s.Overrides = drawOverrides(r, bad)
	if r.IntN(4) == 0 {
		// The default limit (90 days) is longer than any run: a short one lets the prune happen.
		s.RouteMaxAge = []time.Duration{2 * time.Hour, 6 * time.Hour, 24 * time.Hour}[r.IntN(3)]
	}
	s.Tuning = drawTuning(r, bad) // (drawn after the rest: the draws before it keep their values per seed)
	if r.IntN(4) == 0 {
		// Other writers rewrite routes in their own JSON spelling (sim/foreign.go); drawn last for
		// the same reason. (Half the runs, with more rewrites each, doubled the self-check's
		// median checks to catch: the other ops grew rarer.)
		s.Weights[KindRewriteRoute] = 1 + r.IntN(2)
	}
	s.Zone = drawZone(r) // (last too)
	s.Procs, s.CLI = drawProcs(r, s.Focus)
	return s
}

// drawProcs draws how many TUI backends run beside the messaging gateway, and whether a CLI does
// too: one or two backends (mostly two) in a third of the TUI runs and one run in sixteen of the
// other foci, half of those with a CLI (docs/contract.md §9). Drawn last, so the draws before it keep their
// values per seed.
func drawProcs(r Chooser, f Focus) (int, bool) {
	odds := 16
	if f == FocusTUI {
		odds = 3
	}
	if r.IntN(odds) != 0 {
		return 0, false
	}
	v := r.IntN(4)
	return []int{1, 2, 2, 2}[v], v >= 2 // (two backends in most: a turn one runs, another resumes)
}

// Override is a reset policy for one platform (or, when Platform is empty, one chat type). It is
// a whole policy: unset fields take the class defaults, not the default policy's (docs/contract.md §2.2).
type Override struct {
	Platform gateway.Platform
	Type     gateway.ChatType
	Policy   gateway.ResetPolicy
}

func (o Override) String() string {
	where := string(o.Platform)
	if where == "" {
		where = string(o.Type)
	}
	p := o.Policy
	return fmt.Sprintf("%s:%s/%s/%02d:00", where, p.Mode, FormatDuration(p.IdleLimit), p.AtHour)
}

// drawOverrides draws a quarter of the runs one or two overrides; with bad, one in six is invalid
// (an unknown mode, an at_hour out of range, an idle limit of 0), which the gateway must refuse at
// load (the port decision that fixes H3).
func drawOverrides(r Chooser, bad bool) []Override {
	if r.IntN(4) != 0 {
		return nil
	}
	var out []Override
	for range 1 + r.IntN(2) {
		o := Override{Policy: gateway.DefaultResetPolicy()}
		if r.IntN(2) == 0 {
			o.Platform = []gateway.Platform{"telegram", "discord", "webhook", "api_server"}[r.IntN(4)]
		} else {
			o.Type = []gateway.ChatType{gateway.ChatDM, gateway.ChatGroup, gateway.ChatThread}[r.IntN(3)]
		}
		p := &o.Policy
		p.Mode = []gateway.ResetMode{gateway.ResetNone, gateway.ResetIdle, gateway.ResetDaily, gateway.ResetBoth}[r.IntN(4)]
		p.IdleLimit = []time.Duration{24 * time.Hour, 30 * time.Minute, 2 * time.Hour}[r.IntN(3)]
		p.AtHour = []int{4, 0, 23}[r.IntN(3)]
		p.Notify = r.IntN(4) != 0
		if bad && r.IntN(6) == 0 {
			switch r.IntN(3) {
			case 0:
				p.Mode = "sometimes"
			case 1:
				p.AtHour = 24
			default:
				p.IdleLimit = 0
			}
		}
		out = append(out, o)
	}
	return out
}

// Apply makes cfg's gateway use the swarm's policy (before any modifier cfg already has), and a
// flaky swarm's agent fail, get interrupted and run long more often.
func (s Swarm) Apply(cfg *Config) {
	if s.Focus == FocusRestart && len(cfg.Lanes) == 6 {
		// Eight lanes: h is a second user of lane b's group chat, so that a drain finds two
		// running lanes of one chat (it must tell that chat once, contract §2.11).
		cfg.Lanes = DefaultLanes(8)
	}
	if s.Flaky {
		a := &cfg.Agent
		fail := 0.3
		if s.Focus == FocusRestart {
			fail = 0.5 // a turn that keeps failing is what keeps a lane active across restarts
		}
		a.FailRate, a.InterruptRate, a.LongRate = max(a.FailRate, fail), max(a.InterruptRate, 0.1), max(a.LongRate, 0.3)
	}
	if s.Zone > 0 {
		cfg.Start = zoneStarts[s.Zone-1].Start()
	}
	if s.Procs > 0 && len(cfg.Backends) == 0 {
		for i := range s.Procs {
			cfg.Backends = append(cfg.Backends, "t"+strconv.Itoa(i+1))
		}
		if s.CLI {
			cfg.Backends = append(cfg.Backends, "cli1")
		}
	}
	prev := cfg.Gateway
	cfg.Gateway = func(g *gateway.Config) {
		g.Reset.Mode, g.Reset.IdleLimit, g.Reset.AtHour = s.Mode, s.IdleLimit, s.AtHour
		for _, o := range s.Overrides {
			if o.Platform != "" {
				if g.ResetByPlatform == nil {
					g.ResetByPlatform = map[gateway.Platform]gateway.ResetPolicy{}
				}
				g.ResetByPlatform[o.Platform] = o.Policy
			} else {
				if g.ResetByType == nil {
					g.ResetByType = map[gateway.ChatType]gateway.ResetPolicy{}
				}
				g.ResetByType[o.Type] = o.Policy
			}
		}
		g.DrainTimeout, g.FreshnessWindow, g.ReapGrace = s.DrainTimeout, s.FreshnessWindow, s.ReapGrace
		if s.RouteMaxAge > 0 {
			g.RouteMaxAge = s.RouteMaxAge
		}
		s.Tuning.apply(g)
		if prev != nil {
			prev(g)
		}
	}
}

// laneNames prints LaneMask as the names of the lanes it picks from, "a,e" (bit i is the lane
// named laneName(i): the workload picks lane j when bit j%6 is set, so with more than six lanes
// "a" also stands for g, m, ...).
func (s Swarm) laneNames() string {
	var names []string
	for i := range 64 {
		if s.LaneMask&(1<<i) != 0 {
			names = append(names, laneName(i))
		}
	}
	return strings.Join(names, ",")
}

// GoString is String, so that rapid's draw log prints the swarm readably.
func (s Swarm) GoString() string { return s.String() }

// String describes the swarm in one line, for failure bundles.
func (s Swarm) String() string {
	var on, off []string
	for k := kindNone + 1; k < kindEnd; k++ {
		if focusRates[FocusAll][k] == 0 && s.Weights[k] == 0 {
			continue
		}
		if s.Weights[k] > 0 {
			on = append(on, fmt.Sprintf("%s=%d", k, s.Weights[k]))
		} else {
			off = append(off, k.String())
		}
	}
	var extra string
	if s.LaneMask != 0 {
		extra += " lanes=" + s.laneNames()
	}
	if s.Focus != FocusAll {
		extra += " focus=" + s.Focus.String()
	}
	if s.Flaky {
		extra += " flaky"
	}
	if s.Gone {
		extra += " gone"
	}
	if s.Graceful {
		extra += " graceful"
	}
	if s.RouteMaxAge > 0 {
		extra += " prune=" + FormatDuration(s.RouteMaxAge)
	}
	if s.Zone > 0 {
		z := zoneStarts[s.Zone-1]
		extra += " zone=" + z.name + " start=" + z.Start().Format("2006-01-02")
	}
	if len(s.Tuning) > 0 {
		extra += " tune=" + s.Tuning.String()
	}
	if s.Procs > 0 {
		extra += " procs=" + strconv.Itoa(s.Procs)
	}
	if s.CLI {
		extra += " cli"
	}
	for i, o := range s.Overrides {
		if i == 0 {
			extra += " overrides["
		} else {
			extra += " "
		}
		extra += o.String()
		if i == len(s.Overrides)-1 {
			extra += "]"
		}
	}
	return fmt.Sprintf("faults=%.2f reset=%s idle=%s at=%02d:00 drain=%s fresh=%s grace=%s on[%s] off[%s]%s",
		s.FaultRate, s.Mode, FormatDuration(s.IdleLimit), s.AtHour, FormatDuration(s.DrainTimeout),
		FormatDuration(s.FreshnessWindow), FormatDuration(s.ReapGrace), strings.Join(on, " "), strings.Join(off, " "), extra)
}
