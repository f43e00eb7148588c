package conformance

import (
	"fmt"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// Reach on the Go side: how often the history campaign's generator draws a run in which a
// catalogued defect shows, judged on the Go port (no upstream, milliseconds a seed). A defect
// whose flag shows in one seed of a hundred cannot be expected within a budget of tens of seeds
// upstream; one that never shows is out of the generator's reach, whatever upstream does.

// Reach is one flag's count.
type Reach struct {
	Flag        gateway.Bug
	Seeds, Hits int
	First       int // how many runs it takes to the first that shows it (0: none does)
}

// GoReach counts, over the seeds in the order a campaign runs them, the process campaign's runs
// of steps ops in which the Go oracle fails under b, alone or on top of the upstream-v1 preset
// where the preset alone fails otherwise (or not at all), as the history campaign's confirmation
// reads it.
func GoReach(b gateway.Bug, seeds []uint64, steps int) (Reach, error) {
	r := Reach{Flag: b, Seeds: len(seeds)}
	for i, s := range seeds {
		setup := ProcessSetup(s)
		ops, err := generated(setup, GenerateProcess(s, steps), nil)
		if err != nil {
			return r, err
		}
		alone := failureKey(setup, ops, gateway.BugSet{b})
		with := failureKey(setup, ops, append(gateway.PresetUpstreamV1(), b))
		if alone != "" || with != "" && with != failureKey(setup, ops, gateway.PresetUpstreamV1()) {
			r.Hits++
			if r.First == 0 {
				r.First = i + 1
			}
		}
	}
	return r, nil
}

// generated draws a run's ops on a Go world with no flag (the generator reads the world), as a
// process-mode run draws them: an op without a turn spec gets the next of the seed's own turn
// draws (runProcess), so that the turns, and so the ops the generator draws after them, are the
// ones upstream is given. obs, when not nil, watches the world.
func generated(s scenarios.Setup, next func(*sim.World) (sim.Op, bool), obs sim.Observer) ([]sim.Op, error) {
	w, _, err := s.World()
	if err != nil {
		return nil, err
	}
	if obs != nil {
		w.SetObserver(obs)
	}
	turns := newTurnDraws(s.Seed)
	var ops []sim.Op
	for {
		op, ok := next(w)
		if !ok {
			return ops, nil
		}
		if !op.Turn.Set {
			op.Turn = turns.draw()
		}
		ops = append(ops, op)
		if w.Apply(op) != nil {
			return ops, nil
		}
	}
}

// failureKey is the key of the Go side's first failure on ops under bugs ("" when it passes).
func failureKey(s scenarios.Setup, ops []sim.Op, bugs gateway.BugSet) string {
	msg, key := goRun(s, ops, bugs)
	if msg != "" && key == "" {
		return "setup: " + msg
	}
	return key
}

// ReachTable is the counts of every flag of the history table, as Markdown.
func ReachTable(rows []Reach, steps int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| flag | seeds that show it on the Go side (%d ops each) | runs to the first |\n|---|---|---|\n", steps)
	for _, r := range rows {
		first := "-"
		if r.First > 0 {
			first = fmt.Sprint(r.First)
		}
		fmt.Fprintf(&b, "| %s | %d of %d | %s |\n", r.Flag, r.Hits, r.Seeds, first)
	}
	return b.String()
}
