package scenarios

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

// CheckFile reads and checks a scenario file without running it (CheckScript).
func CheckFile(path string) (*Script, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return CheckScript(path, string(b))
}

// CheckScript reads scenario text named name and checks every directive without running it: the
// layout (ParseScript), config first and once and buildable, file-level directives without
// arguments, every op in its one spelling, naming a lane and an adapter the config's world has.
// Every error starts with name:line: and says what was expected. RunFile checks a file so before
// datadriven reads it, so that no malformed file runs in part or passes by accident.
func CheckScript(name, text string) (*Script, error) {
	s, err := ParseScript(text)
	if err != nil {
		return nil, fmt.Errorf("%s:%v", name, err)
	}
	s.Path = name
	return s, s.Check()
}

// Check checks the directives of a parsed script (see CheckScript).
func (s *Script) Check() error {
	if len(s.Directives) == 0 {
		return fmt.Errorf("%s:1: no directive (expected config, then ops)", s.Path)
	}
	var w worldNames
	for i, d := range s.Directives {
		if err := w.check(i, d); err != nil {
			return fmt.Errorf("%s:%d: %s: %v", s.Path, d.Line, d.Cmd, err)
		}
	}
	return nil
}

// worldNames is what the config directive fixes that ops name: the lanes and the adapters.
type worldNames struct {
	lanes     []string
	platforms []string
	ops       bool // an op has run: the world is built
}

func (w *worldNames) check(i int, d Directive) error {
	switch {
	case i == 0 && d.Cmd != "config":
		return errors.New("expected config as the first directive")
	case d.Cmd == "config" && i > 0:
		return errors.New("config given twice (expected it once, as the first directive)")
	case d.Cmd == "config":
		return w.config(d.Args)
	case d.Cmd == "lane":
		if w.ops {
			return errors.New("lane directives come before the first op (they rebuild the world)")
		}
		l, err := sim.ParseLaneSpec(d.Args)
		if err != nil {
			return errors.New(strings.TrimPrefix(err.Error(), "lane: "))
		}
		if has(w.lanes, l.Name) {
			return fmt.Errorf("lane %s named twice", l.Name)
		}
		w.lanes = append(w.lanes, l.Name)
		return nil
	case len(w.lanes) == 0:
		return errors.New("the world has no lane yet: config lanes=0 needs a lane directive first")
	case d.Cmd == "sessions":
		name, ok := strings.CutPrefix(strings.Join(d.Args, " "), "lane=")
		if !ok || len(d.Args) != 1 || !has(w.lanes, name) {
			return fmt.Errorf("takes lane=L, a lane of the world (the world's lanes are %s)", strings.Join(w.lanes, " "))
		}
		return nil
	case d.Cmd == "state" || d.Cmd == "liveness":
		if len(d.Args) > 0 {
			return fmt.Errorf("takes no arguments, found %q", strings.Join(d.Args, " "))
		}
		return nil
	}
	w.ops = true
	if _, ok := sim.KindByName(d.Cmd); !ok {
		return fmt.Errorf("unknown command (expected one of: %s)", validCommands())
	}
	args, _ := splitMaybe(d.Args)
	op, err := ParseOpLine(d.Cmd, args)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "sim: ")
		return errors.New(strings.TrimPrefix(msg, d.Cmd+": "))
	}
	if op.Lane != "" && !has(w.lanes, op.Lane) {
		return fmt.Errorf("unknown lane %q (the world's lanes are %s)", op.Lane, strings.Join(w.lanes, " "))
	}
	if op.Platform != "" && !has(w.platforms, string(op.Platform)) {
		return fmt.Errorf("unknown platform %q (the world's adapters are %s)", op.Platform, strings.Join(w.platforms, " "))
	}
	return nil
}

// config checks the config directive and builds the gateway configuration it makes, as the world
// would, without the world.
func (w *worldNames) config(args []string) error {
	setup, err := ParseConfig(args)
	if err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "config: "))
	}
	wc := setup.WorldConfig()
	g := gateway.DefaultConfig()
	g.Location = wc.Start.Location()
	g.Entropy = func() uint32 { return 0 }
	if wc.Gateway != nil {
		wc.Gateway(&g)
	}
	if err := g.Validate(); err != nil {
		return fmt.Errorf("the gateway refuses this configuration: %v", err)
	}
	for _, l := range wc.Lanes {
		w.lanes = append(w.lanes, l.Name)
	}
	for p := range g.Adapters {
		w.platforms = append(w.platforms, string(p))
	}
	sort.Strings(w.platforms)
	return nil
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
