package conformance

import (
	"fmt"

	"gatewaysim/gateway"
	"gatewaysim/internal/cli"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// Attribution of an upstream violation to the catalogue: the violation's minimal op list is run on
// the Go gateway with the simulator's oracle, once with no flag (the fixed port) and once per flag
// of the upstream-v1 preset. The flags whose mechanism alone makes the oracle report the same
// invariant are the catalogue entries that upstream's real code was just shown to have.

// Attribution says which flags reproduce an upstream violation on the Go side.
type Attribution struct {
	Invariant    string
	FixedPasses  bool           // the Go gateway with no flag passes the ops (else the model judges the fixed port too)
	PresetFails  bool           // the Go gateway under upstream-v1 breaks the same invariant
	Flags        gateway.BugSet // single preset flags that break it
	FixedFailure string         // the fixed port's failure, when it does not pass
}

// Attribute runs ops on the Go side under no flag, under the preset and under each preset flag
// alone.
func Attribute(s scenarios.Setup, ops []sim.Op, inv string) Attribution {
	return AttributeFlags(s, ops, inv, gateway.PresetUpstreamV1())
}

// AttributeFlags is Attribute with the single flags taken from candidates.
func AttributeFlags(s scenarios.Setup, ops []sim.Op, inv string, candidates gateway.BugSet) Attribution {
	a := Attribution{Invariant: inv}
	fails := func(bugs gateway.BugSet) (string, bool) { return goFails(s, ops, inv, bugs) }
	msg, same := fails(nil)
	a.FixedPasses = msg == ""
	if !a.FixedPasses {
		a.FixedFailure = cli.FirstLine(msg)
	}
	_ = same
	_, a.PresetFails = fails(gateway.PresetUpstreamV1())
	for _, b := range candidates {
		if _, ok := fails(gateway.BugSet{b}); ok {
			a.Flags = append(a.Flags, b)
		}
	}
	return a
}

func (a Attribution) String() string {
	fixed := "the fixed port passes"
	if !a.FixedPasses {
		fixed = "the fixed port fails too (" + a.FixedFailure + ")"
	}
	preset := "upstream-v1 does not break " + a.Invariant
	if a.PresetFails {
		preset = "upstream-v1 breaks " + a.Invariant
	}
	flags := "no single flag does"
	if len(a.Flags) > 0 {
		flags = "so do " + a.Flags.String() + " alone"
	}
	return fmt.Sprintf("%s; %s; %s", fixed, preset, flags)
}

// goFails runs ops on the Go side under bugs: its first failure, and whether it breaks inv.
func goFails(s scenarios.Setup, ops []sim.Op, inv string, bugs gateway.BugSet) (string, bool) {
	msg, key := goRun(s, ops, bugs)
	return msg, msg != "" && key == inv
}

// goRun runs ops on the Go side under bugs: its first failure and that failure's key ("" and ""
// when it passes; a setup that cannot be built counts as a failure with no key).
func goRun(s scenarios.Setup, ops []sim.Op, bugs gateway.BugSet) (msg, key string) {
	s.Bugs = bugs
	w, _, err := s.World()
	if err != nil {
		return err.Error(), ""
	}
	for _, op := range ops {
		if err := w.Apply(op); err != nil {
			return err.Error(), check.FailureKey(err)
		}
	}
	// A drained process exits a moment later in the Go world (Config.ExitDelay), where upstream's
	// stop runs to its exit within the op: let that exit happen, or a violation upstream showed at
	// the exit of the last op (a TUI close at shutdown, I13) has no Go counterpart to confirm it.
	if g := w.Gateway(); g != nil && g.Phase() == gateway.PhaseDraining && g.Drained() {
		if err := w.Apply(sim.Op{Kind: sim.KindAdvance, Dur: w.Config().ExitDelay}); err != nil {
			return err.Error(), check.FailureKey(err)
		}
	}
	return "", ""
}

// reproduces reports whether one of flags makes the Go side break inv on ops (confirmedBy).
func reproduces(s scenarios.Setup, ops []sim.Op, inv string, flags gateway.BugSet) bool {
	return len(confirmedBy(s, ops, inv, flags)) > 0
}

// confirmedBy are the flags of candidates that make the Go side break inv on ops: alone, or on
// top of the upstream-v1 preset when the preset alone does not. The second form is for a defect
// that shows only together with later ones (B05 needs B34: without V1's crash marking by recency
// the turn's own durable marker recovers what the missing pre-mark lost); the commit before a
// fix has those later defects too.
func confirmedBy(s scenarios.Setup, ops []sim.Op, inv string, candidates gateway.BugSet) gateway.BugSet {
	var out gateway.BugSet
	preset := -1 // unknown yet: 0 the preset alone passes, 1 it breaks inv
	for _, b := range candidates {
		if _, ok := goFails(s, ops, inv, gateway.BugSet{b}); ok {
			out = append(out, b)
			continue
		}
		if preset < 0 {
			preset = 0
			if _, ok := goFails(s, ops, inv, gateway.PresetUpstreamV1()); ok {
				preset = 1
			}
		}
		if preset == 0 {
			if _, ok := goFails(s, ops, inv, append(gateway.PresetUpstreamV1(), b)); ok {
				out = append(out, b)
			}
		}
	}
	return out
}
