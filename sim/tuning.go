package sim

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// Tuning sets gateway knobs away from their defaults: the breaker, the stuck-loop threshold, the
// marker and background-process ages, the TUI's TTL and the watcher's, prune's and TTL scan's
// timers. Each is a knob name and a value as the scenario config's tune= key writes them
// ("breaker-max:1,breaker-window:10m"); a knob not listed keeps the default. A quarter of the
// drawn runs tune one or two knobs, so that a gateway reading a knob wrong (or ignoring it) is
// seen; with a bad configuration drawn, a tuning may hold a value the contract refuses.
type Tuning []Tune

// Tune is one knob's setting.
type Tune struct {
	Knob  string
	Value string
}

// knob is one tunable setting of gateway.Config: how to set it, and the values runs draw.
type knob struct {
	name  string
	set   func(g *gateway.Config, v string) error
	get   func(g *gateway.Config) string
	valid []string // values a run may draw
	bad   []string // values the contract refuses at load (docs/contract.md §5)
}

func durationKnob(name string, field func(*gateway.Config) *time.Duration, valid, bad []string) knob {
	return knob{name: name, valid: valid, bad: bad,
		set: func(g *gateway.Config, v string) error {
			d, err := ParseDuration(v)
			*field(g) = d
			return err
		},
		get: func(g *gateway.Config) string { return FormatDuration(*field(g)) }}
}

func intKnob(name string, field func(*gateway.Config) *int, valid, bad []string) knob {
	return knob{name: name, valid: valid, bad: bad,
		set: func(g *gateway.Config, v string) error {
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("%q is not a whole number", v)
			}
			*field(g) = n
			return nil
		},
		get: func(g *gateway.Config) string { return strconv.Itoa(*field(g)) }}
}

// knobs in the order tune= lists them.
var knobs = []knob{
	intKnob("breaker-max", func(g *gateway.Config) *int { return &g.RestartLoopMax }, []string{"1", "2", "0"}, nil),
	durationKnob("breaker-window", func(g *gateway.Config) *time.Duration { return &g.RestartLoopWindow },
		[]string{"10m", "5s", "0s"}, nil),
	intKnob("stuck", func(g *gateway.Config) *int { return &g.StuckLoopThreshold }, []string{"1", "2"}, []string{"0"}),
	durationKnob("marker-age", func(g *gateway.Config) *time.Duration { return &g.TurnMarkerMaxAge },
		[]string{"10m", "3h"}, nil),
	durationKnob("bg-age", func(g *gateway.Config) *time.Duration { return &g.BgProcessMaxAge },
		[]string{"2h", "0s"}, nil),
	durationKnob("session-ttl", func(g *gateway.Config) *time.Duration { return &g.SessionTTL },
		[]string{"1h", "30m"}, nil),
	durationKnob("watch-first", func(g *gateway.Config) *time.Duration { return &g.WatcherFirstDelay },
		[]string{"0s", "10m"}, []string{"-1s"}),
	durationKnob("watch-every", func(g *gateway.Config) *time.Duration { return &g.WatcherInterval },
		[]string{"1m", "1h"}, []string{"0s"}),
	intKnob("watch-retries", func(g *gateway.Config) *int { return &g.WatcherRetriesMax }, []string{"1", "5"}, nil),
	durationKnob("ttl-scan", func(g *gateway.Config) *time.Duration { return &g.TTLScanInterval },
		[]string{"1m", "30m"}, []string{"0s"}),
	durationKnob("prune-every", func(g *gateway.Config) *time.Duration { return &g.RoutePruneInterval },
		[]string{"10m", "6h"}, []string{"0s"}),
}

func knobNamed(name string) (*knob, bool) {
	for i := range knobs {
		if knobs[i].name == name {
			return &knobs[i], true
		}
	}
	return nil, false
}

// drawTuning draws a quarter of the runs one or two knobs; with bad, one such run in four
// gives a knob a value the contract refuses.
func drawTuning(r Chooser, bad bool) Tuning {
	if r.IntN(4) != 0 {
		return nil
	}
	var t Tuning
	for range 1 + r.IntN(2) {
		k := &knobs[r.IntN(len(knobs))]
		if t.has(k.name) {
			continue
		}
		vals := k.valid
		if bad && len(k.bad) > 0 && r.IntN(4) == 0 {
			vals = k.bad
		}
		t = append(t, Tune{Knob: k.name, Value: vals[r.IntN(len(vals))]})
	}
	return t
}

func (t Tuning) has(name string) bool {
	for _, x := range t {
		if x.Knob == name {
			return true
		}
	}
	return false
}

// apply sets the tuned knobs of g.
func (t Tuning) apply(g *gateway.Config) {
	for _, x := range t {
		if k, ok := knobNamed(x.Knob); ok {
			_ = k.set(g, x.Value) // (ParseTuning and drawTuning give only values that parse)
		}
	}
}

func (t Tuning) String() string {
	parts := make([]string, len(t))
	for i, x := range t {
		parts[i] = x.Knob + ":" + x.Value
	}
	return strings.Join(parts, ",")
}

// ParseTuning reads a tune= value: comma-separated knob:value pairs.
func ParseTuning(s string) (Tuning, error) {
	var t Tuning
	for _, part := range strings.Split(s, ",") {
		name, val, ok := strings.Cut(part, ":")
		k, known := knobNamed(name)
		if !ok || !known {
			names := make([]string, len(knobs))
			for i := range knobs {
				names[i] = knobs[i].name
			}
			return nil, fmt.Errorf("%q is not knob:value (knobs: %s)", part, strings.Join(names, " "))
		}
		if t.has(name) {
			return nil, fmt.Errorf("knob %s given twice", name)
		}
		var probe gateway.Config
		if err := k.set(&probe, val); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		t = append(t, Tune{Knob: name, Value: val})
	}
	return t, nil
}

// configTuning is the tuning that turns the default configuration into g's knobs, in knob order.
func configTuning(g *gateway.Config) Tuning {
	d := gateway.DefaultConfig()
	var t Tuning
	for i := range knobs {
		if v := knobs[i].get(g); v != knobs[i].get(&d) {
			t = append(t, Tune{Knob: knobs[i].name, Value: v})
		}
	}
	return t
}
