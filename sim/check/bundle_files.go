package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gatewaysim/sim"
)

// Script is the op list as the run applied it, one directive per line.
func (b Bundle) Script() string {
	var s strings.Builder
	for _, op := range b.Ops {
		s.WriteString(op.String())
		s.WriteByte('\n')
	}
	return s.String()
}

// String is bundle.txt: the headline first, then where, whether it replays, how to reproduce.
func (b Bundle) String() string {
	var s strings.Builder
	fmt.Fprintf(&s, "%s\n\n", b.Headline)
	if b.Story != "" {
		fmt.Fprintf(&s, "story:      %s (in scenario.txt's names)\n", b.Story)
	}
	fmt.Fprintf(&s, "failed at:  op %d of scenario.txt (%s), %s of virtual time\n", b.FailStep, b.FailOp, sim.FormatOffset(b.FailAt))
	fmt.Fprintf(&s, "replays:    %s\n", b.Replay)
	fmt.Fprintf(&s, "reproduce:  %s\n", b.Reproduce)
	fmt.Fprintf(&s, "seed:       %s\n", b.Seed)
	fmt.Fprintf(&s, "bugs:       %s\n", b.Bugs)
	fmt.Fprintf(&s, "swarm:      %s\n", b.Swarm)
	fmt.Fprintf(&s, "ops:        %d applied (boot, %d drawn, the quiet phase as far as it got)", len(b.Ops), b.Drawn)
	if b.Reduced != nil {
		exhausted := ""
		if b.Stats.Exhausted {
			exhausted = ", budget spent"
		}
		fmt.Fprintf(&s, "; reduced to %d (%d replays%s)", len(b.Reduced), b.Stats.Replays, exhausted)
	}
	s.WriteString("\n")
	s.WriteString("files:      scenario.txt (the reduced run, its flags on: make promote BUNDLE=<this directory> makes a\n")
	s.WriteString("            regression file of it), ops.txt (the run as applied), trace.txt (the scenario's trace, idle\n")
	s.WriteString("            ticks collapsed), timeline.html (one swimlane per lane)\n")
	fmt.Fprintf(&s, "\nfailure:\n  %s\n", strings.ReplaceAll(strings.TrimRight(b.Failure, "\n"), "\n", "\n  "))
	fmt.Fprintf(&s, "\nlast trace lines:\n  %s\n", strings.Join(b.Tail, "\n  "))
	return s.String()
}

// Name is the bundle's directory name: the invariant, then the tag (or a hash of the scenario,
// so that the same failure lands in the same directory).
func (b Bundle) Name() string {
	inv := strings.NewReplacer(" ", "-", "/", "-").Replace(b.Invariant)
	if len(inv) > 24 || inv == "" {
		inv = "failure"
	}
	if b.Tag != "" {
		return inv + "-" + safeName(b.Tag)
	}
	return fmt.Sprintf("%s-%08x", inv, fnv64(b.Scenario)&0xffffffff)
}

// Write puts the bundle in dir/<Name>/: bundle.txt, scenario.txt, ops.txt, trace.txt and
// timeline.html. It returns the directory, or the first write error.
func (b Bundle) Write(dir string) (string, error) {
	return b.WriteAs(dir, b.Name())
}

// WriteAs is Write into dir/name.
func (b Bundle) WriteAs(dir, name string) (string, error) {
	d := filepath.Join(dir, name)
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", err
	}
	files := []struct{ name, text string }{
		{"bundle.txt", b.String()},
		{"ops.txt", b.Script()},
		{"scenario.txt", b.Scenario},
		{"timeline.html", b.Timeline},
		{"trace.txt", strings.Join(sim.CollapseTicks(b.Trace), "\n") + "\n"},
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(d, f.name), []byte(f.text), 0o644); err != nil {
			return d, err
		}
	}
	return d, nil
}

// safeName keeps a directory name to letters, digits, '-', '_' and '.'.
func safeName(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '-'
	}, s)
}

func tailOf(lines []string, n int) []string {
	return lines[max(0, len(lines)-n):]
}
