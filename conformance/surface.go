package conformance

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// The surface a checkout offers: upstream grew between April and July 2026, and an op whose code
// a commit does not have yet (the TUI gateway, the store's suspend_session and
// mark_resume_pending) cannot be driven there. A run that drew one ended at it with an error, and
// lost everything after; the history campaign instead draws, for a defect, only the ops both of
// its commits take. That is the same generic campaign with what neither commit has taken out, and
// it points at no defect.

// surfaceNeeds names, per op kind, a file of the checkout and a text it must hold for the
// runner to drive the kind there.
var surfaceNeeds = []struct {
	kinds      []sim.Kind
	file, text string
}{
	{[]sim.Kind{sim.KindWsConnect, sim.KindWsCreate, sim.KindWsResume, sim.KindWsPrompt, sim.KindWsDrop,
		sim.KindWsTeardown, sim.KindWsClose}, "tui_gateway/server.py", "def _schedule_ws_orphan_reap"},
	{[]sim.Kind{sim.KindSuspend}, "gateway/session.py", "def suspend_session"},
	{[]sim.Kind{sim.KindMarkResume}, "gateway/session.py", "def mark_resume_pending"},
}

// Lacks is the op kinds the runner cannot drive on the checkout in src, in a fixed order.
func Lacks(src string) []sim.Kind {
	var out []sim.Kind
	for _, n := range surfaceNeeds {
		b, err := os.ReadFile(filepath.Join(src, n.file))
		if err != nil || !strings.Contains(string(b), n.text) {
			out = append(out, n.kinds...)
		}
	}
	return out
}

// without wraps an op filter to refuse the kinds in lacking as well.
func without(takes func(sim.Op) (sim.Op, bool), lacking []sim.Kind) func(sim.Op) (sim.Op, bool) {
	if len(lacking) == 0 {
		return takes
	}
	return func(op sim.Op) (sim.Op, bool) {
		if slices.Contains(lacking, op.Kind) {
			return op, false
		}
		return takes(op)
	}
}

// ProcessSetupWithout is ProcessSetup with the kinds in lacking never drawn.
func ProcessSetupWithout(seed uint64, lacking []sim.Kind) scenarios.Setup {
	s := scenarios.DefaultSetup()
	s.Seed, s.Swarm = seed, processSwarm(seed, lacking)
	return s
}

// GenerateProcessWithout is GenerateProcess with the kinds in lacking never drawn.
func GenerateProcessWithout(seed uint64, steps int, lacking []sim.Kind) func(*sim.World) (sim.Op, bool) {
	return generate(seed, steps, processSwarm(seed, lacking), without(processSupported, lacking))
}
