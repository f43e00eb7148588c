package scenarios

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Setup is what a file's config directive fixes: the world's seed and lanes, the gateway's reset
// policy and timings, the bug flags and the start instant. The zero values of the policy fields
// are the gateway's defaults (sim.DefaultSwarm).
type Setup struct {
	Seed  uint64
	Lanes int
	Swarm sim.Swarm // only the policy fields are read (the overrides included)
	Bugs  gateway.BugSet
	Start time.Time
	// Quiet switches notify off on the default policy; Exclude, when set, replaces its
	// notify_exclude_platforms.
	Quiet   bool
	Exclude []gateway.Platform
	Agent   *sim.AgentConfig // the agent's rates, when not the default
	// Named are the lanes the file's lane directives add after config: each replaces the
	// positional lane of its name, or comes after them.
	Named []sim.LaneSpec
	// Procs are the TUI backends beside the messaging gateway (procs=t1,t2; sim.Config.Backends).
	Procs []string
}

// DefaultSetup is seed 1, six lanes, the gateway's default policy, no bug, sim.DefaultStart.
func DefaultSetup() Setup {
	return Setup{Seed: 1, Lanes: 6, Swarm: sim.DefaultSwarm(), Start: sim.DefaultStart()}
}

// configKeys are the config directive's keys, in the order the reference (doc.go) lists them.
var configKeys = []string{"seed", "lanes", "reset", "idle", "at", "drain", "fresh", "grace", "prune", "tune", "overrides", "notify",
	"exclude", "agent", "bugs", "start", "zone", "procs"}

// ParseConfig reads a config directive's arguments (key=value words, as sim.ConfigLine prints
// them) over DefaultSetup.
func ParseConfig(args []string) (Setup, error) {
	c := configReader{s: DefaultSetup()}
	seen := map[string]bool{}
	for _, a := range args {
		key, val, ok := strings.Cut(a, "=")
		if !ok {
			return c.s, fmt.Errorf("config: %q is not key=value (keys: %s)", a, strings.Join(configKeys, " "))
		}
		if seen[key] {
			return c.s, fmt.Errorf("config: %s given twice", key)
		}
		seen[key] = true
		known, err := c.setPolicy(key, val)
		if !known {
			known, err = c.set(key, val)
		}
		if !known {
			return c.s, fmt.Errorf("config: unknown key %q (keys: %s)", key, strings.Join(configKeys, " "))
		}
		if err != nil {
			return c.s, fmt.Errorf("config: %s=%s: %v", key, val, err)
		}
	}
	return c.s, c.applyStart()
}

// configReader accumulates a config directive: the setup, and the start and zone words, which
// are read together once every key is in.
type configReader struct {
	s           Setup
	start, zone string
}

// setPolicy sets a key of the reset policy and its timings; known is false for other keys.
func (c *configReader) setPolicy(key, val string) (known bool, err error) {
	sw := &c.s.Swarm
	switch key {
	case "reset":
		switch m := gateway.ResetMode(val); m {
		case gateway.ResetNone, gateway.ResetIdle, gateway.ResetDaily, gateway.ResetBoth:
			sw.Mode = m
		default:
			err = fmt.Errorf("want none, idle, daily or both")
		}
	case "idle":
		sw.IdleLimit, err = positive(val)
	case "at":
		sw.AtHour, err = parseHour(val)
	case "drain":
		sw.DrainTimeout, err = nonNegative(val)
	case "fresh":
		sw.FreshnessWindow, err = nonNegative(val)
	case "grace":
		sw.ReapGrace, err = nonNegative(val)
	case "prune":
		sw.RouteMaxAge, err = positive(val)
	case "tune":
		sw.Tuning, err = sim.ParseTuning(val)
	case "overrides":
		for _, o := range strings.Split(val, ",") {
			var ov sim.Override
			if ov, err = sim.ParseOverride(o); err != nil {
				break
			}
			sw.Overrides = append(sw.Overrides, ov)
		}
	default:
		return false, nil
	}
	return true, err
}

// set sets a key of the world, the notices, the agent, the bug flags or the start; known is false
// for a key it does not know.
func (c *configReader) set(key, val string) (known bool, err error) {
	s := &c.s
	switch key {
	case "seed":
		if s.Seed, err = strconv.ParseUint(val, 10, 64); err != nil {
			err = fmt.Errorf("want a whole number >= 0")
		}
	case "lanes":
		s.Lanes, err = strconv.Atoi(val)
		if err != nil || s.Lanes < 0 || s.Lanes > 26 {
			err = fmt.Errorf("want 0..26 (0: only the lanes that lane directives name)")
		}
	case "notify":
		var on bool
		if on, err = strconv.ParseBool(val); err != nil {
			err = fmt.Errorf("want true or false")
		}
		s.Quiet = !on
	case "exclude":
		s.Exclude = []gateway.Platform{}
		for _, p := range strings.Split(val, ",") {
			if p != "" {
				s.Exclude = append(s.Exclude, gateway.Platform(p))
			}
		}
	case "agent":
		a := sim.DefaultAgent()
		err = sim.ParseAgentRates(val, &a)
		s.Agent = &a
	case "bugs":
		s.Bugs, err = parseBugs(val)
	case "procs":
		s.Procs = strings.Split(val, ",")
	case "start":
		c.start = val
	case "zone":
		c.zone = val
	default:
		return false, nil
	}
	return true, err
}

// applyStart moves the start instant to the start and zone words: a zone alone keeps the
// default wall time in that zone.
func (c *configReader) applyStart() error {
	if c.start == "" && c.zone == "" {
		return nil
	}
	loc := c.s.Start.Location()
	if c.zone != "" {
		var err error
		if loc, err = time.LoadLocation(c.zone); err != nil {
			return fmt.Errorf("config: zone=%s: %v (expected an IANA zone such as Europe/Berlin)", c.zone, err)
		}
	}
	t := c.s.Start
	if c.start != "" {
		var err error
		if t, err = time.ParseInLocation("2006-01-02T15:04", c.start, loc); err != nil {
			return fmt.Errorf("config: start=%s: want YYYY-MM-DDTHH:MM", c.start)
		}
	} else {
		t = time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), 0, 0, loc)
	}
	c.s.Start = t
	return nil
}

func positive(v string) (time.Duration, error) {
	d, err := sim.ParseDuration(v)
	if err == nil && d <= 0 {
		err = fmt.Errorf("must be positive")
	}
	return d, err
}

func nonNegative(v string) (time.Duration, error) {
	d, err := sim.ParseDuration(v)
	if err == nil && d < 0 {
		err = fmt.Errorf("must be >= 0")
	}
	return d, err
}

// parseHour reads the daily boundary as HH:00 (the policy has whole hours only).
func parseHour(v string) (int, error) {
	if len(v) != 5 || v[2] != ':' || v[3:] != "00" {
		return 0, fmt.Errorf("want HH:00")
	}
	h, err := strconv.Atoi(v[:2])
	if err != nil || h < 0 || h > 23 {
		return 0, fmt.Errorf("hour outside 00..23")
	}
	return h, nil
}

func parseBugs(v string) (gateway.BugSet, error) {
	var out gateway.BugSet
	for _, name := range strings.Split(v, ",") {
		b, err := gateway.ParseBug(name)
		if err != nil {
			var all []string
			for _, b := range gateway.AllBugs() {
				all = append(all, b.String())
			}
			return nil, fmt.Errorf("%v (flags: %s)", err, strings.Join(all, " "))
		}
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// WorldConfig is the sim configuration of the setup: sim.DefaultConfig with the setup's lanes,
// start and policy, no boot (the file boots), the whole trace kept.
func (s Setup) WorldConfig() sim.Config {
	cfg := sim.DefaultConfig()
	cfg.Lanes = sim.WithLanes(sim.DefaultLanes(s.Lanes), s.Named...)
	cfg.Start = s.Start
	cfg.NoBoot = true
	cfg.TraceKeep = 0
	cfg.Backends = append([]string(nil), s.Procs...)
	s.Swarm.Apply(&cfg)
	if s.Agent != nil {
		cfg.Agent = *s.Agent
	}
	bugs := append(gateway.BugSet(nil), s.Bugs...)
	prev := cfg.Gateway
	quiet, exclude := s.Quiet, s.Exclude
	cfg.Gateway = func(g *gateway.Config) {
		prev(g)
		g.Bugs = bugs
		if quiet {
			g.Reset.Notify = false
		}
		if exclude != nil {
			g.Reset.NotifyExcludePlatforms = append([]gateway.Platform(nil), exclude...)
		}
	}
	return cfg
}

// World builds the setup's world with the oracle attached before anything happens: the file's
// first op is normally boot.
func (s Setup) World() (*sim.World, *check.Oracle, error) { return s.WorldWith(nil) }

// WorldWith is World with the configuration adjusted by mod (when set) before the world is built.
func (s Setup) WorldWith(mod func(*sim.Config)) (*sim.World, *check.Oracle, error) {
	cfg := s.WorldConfig()
	if mod != nil {
		mod(&cfg)
	}
	w, err := sim.NewWorld(s.Seed, cfg)
	if err != nil {
		return nil, nil, err
	}
	o := check.NewOracle(w)
	o.Attach(w)
	return w, o, nil
}
