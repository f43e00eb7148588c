package change

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
	"gatewaysim/sim/check"
)

// The interleavings both sides replay: generated once, by this build's generator, as scenario
// text; and the scenario files of the head's tree.

// Scenario is one interleaving or scenario file, as the directives both sides are sent.
type Scenario struct {
	Name string // "seed 12", or a file's name
	Path string // a file's path
	Seed uint64 // a generated run's seed (0 for a file)
	// Directives are the scenario's directive lines, config first, as a file spells them.
	Directives []string
	// Ops are the op directives parsed by this build, with Index their positions in Directives
	// (a generated run's only; a file is replayed as it is, never reduced).
	Ops   []sim.Op
	Index []int
}

// Config is the scenario's config directive.
func (s *Scenario) Config() string { return s.Directives[0] }

// withOps is the scenario with its op directives replaced by ops (a reduction's candidate): config,
// the ops, then the directives that followed the last op (a closing liveness).
func (s *Scenario) withOps(ops []sim.Op) *Scenario {
	out := &Scenario{Name: s.Name, Seed: s.Seed, Directives: []string{s.Config()}}
	for _, op := range ops {
		out.Index = append(out.Index, len(out.Directives))
		out.Directives = append(out.Directives, op.String())
		out.Ops = append(out.Ops, op)
	}
	if n := len(s.Index); n > 0 {
		out.Directives = append(out.Directives, s.Directives[s.Index[n-1]+1:]...)
	}
	return out
}

// ForSide is the scenario's directives as a side gets them: its bug flags added to the config.
func (s *Scenario) ForSide(bugs string) []string {
	d := append([]string(nil), s.Directives...)
	d[0] = withBugs(d[0], bugs)
	return d
}

// Text is the scenario as a file: # header lines, then each directive with an empty output.
func (s *Scenario) Text(header []string) string {
	var b strings.Builder
	for _, h := range header {
		b.WriteString(strings.TrimRight("# "+h, " "))
		b.WriteByte('\n')
	}
	if len(header) > 0 {
		b.WriteByte('\n')
	}
	for i, d := range s.Directives {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d)
		b.WriteString("\n----\n")
	}
	return b.String()
}

// Generate draws the run of one seed as explore would (the seed's swarm, steps drawn ops, then
// the quiet phase), on this build's world and without judging it, drawing only ops whose kind
// allowed accepts (the kinds both sides know). A configuration the gateway refuses at load is
// drawn again with the flags of either side (a flag such as H3 lets it through: which side
// accepts it is the difference); it returns nil when it is refused with them too. The config
// line names no flags: each side adds its own.
func Generate(seed uint64, steps int, allowed func(sim.Kind) bool, either gateway.BugSet) (*Scenario, error) {
	spec := check.SeedSpec(seed, nil, steps)
	wc := spec.WorldConfig()
	wc.TraceKeep = 1
	w, err := sim.NewWorld(seed, wc)
	if err != nil && len(either) > 0 {
		spec = check.SeedSpec(seed, either, steps)
		wc = spec.WorldConfig()
		wc.TraceKeep = 1
		w, err = sim.NewWorld(seed, wc)
	}
	if err != nil {
		return nil, nil // a configuration the gateway refuses at load is no run, as in explore
	}
	defer w.Close()
	follow, steer := check.NewLifecycle().Steered(seed) // steered, as explore runs it
	w.SetObserver(follow)
	ops := []sim.Op{{Kind: sim.KindBoot}}
	if err := w.Apply(ops[0]); err != nil {
		return nil, fmt.Errorf("seed %d: %w", seed, err)
	}
	gen := sim.NewGenerator(w, spec.Swarm)
	gen.SetSteer(steer)
	for range steps {
		op := gen.Next()
		for tries := 0; allowed != nil && !allowed(op.Kind) && tries < 100; tries++ {
			op = gen.Next()
		}
		if allowed != nil && !allowed(op.Kind) {
			break
		}
		ops = append(ops, op)
		if err := w.Apply(op); err != nil {
			break // the ops so far are still an interleaving to compare
		}
	}
	if w.Err() == nil {
		settled, _ := sim.Settle(w)
		ops = append(ops, settled...)
	}
	s := &Scenario{Name: fmt.Sprintf("seed %d", seed), Seed: seed, Directives: []string{withoutBugs(sim.ConfigLine(w))}}
	s = s.withOps(ops)
	if w.Err() == nil {
		s.Directives = append(s.Directives, "liveness")
	}
	return s, nil
}

// withoutBugs is a config directive without its bugs= word.
func withoutBugs(config string) string {
	words := strings.Fields(config)
	out := words[:0]
	for _, w := range words {
		if !strings.HasPrefix(w, "bugs=") {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// ReadFiles reads every scenario file of dir (a tree's scenarios/testdata), sorted by name.
func ReadFiles(dir string) ([]*Scenario, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out []*Scenario
	for _, p := range paths {
		s, err := ReadFile(p)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// ReadFile reads one scenario file's directives, each line as the file spells it.
func ReadFile(path string) (*Scenario, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := string(b)
	script, err := scenarios.ParseScript(text)
	if err != nil {
		return nil, fmt.Errorf("%s:%v", path, err)
	}
	lines := strings.Split(text, "\n")
	s := &Scenario{Name: strings.TrimSuffix(filepath.Base(path), ".txt"), Path: path}
	for _, d := range script.Directives {
		s.Directives = append(s.Directives, strings.TrimSpace(lines[d.Line-1]))
	}
	if len(s.Directives) == 0 || !strings.HasPrefix(s.Directives[0], "config") {
		return nil, fmt.Errorf("%s: config must be the first directive", path)
	}
	return s, nil
}
