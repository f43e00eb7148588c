package sim

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Bundle is what a failing run leaves behind (DESIGN decision 10): the seed, the swarm, the
// failure, the last trace lines, the op list (ready for a scenario file) and a one-line
// reproduce command.
type Bundle struct {
	Seed      uint64
	Swarm     string
	Failure   string
	Ops       []Op
	Tail      []string // the last trace lines
	Trace     string   // the retained trace
	Reproduce string
}

// Bundle packages the run's failure. reproduce is the command that replays it.
func (r *Run) Bundle(failure error, reproduce string) Bundle {
	return Bundle{Seed: r.Seed, Swarm: r.Swarm.String(), Failure: failure.Error(), Ops: r.Ops,
		Tail: r.World.Trace().Tail(40), Trace: r.World.Trace().String(), Reproduce: reproduce}
}

// Script is the op list, one directive per line.
func (b Bundle) Script() string {
	var s strings.Builder
	for _, op := range b.Ops {
		s.WriteString(op.String())
		s.WriteByte('\n')
	}
	return s.String()
}

// String is the printed bundle.
func (b Bundle) String() string {
	return fmt.Sprintf("seed: %d\nswarm: %s\nfailure: %s\nreproduce: %s\nops: %d\nlast trace lines:\n  %s\n",
		b.Seed, b.Swarm, b.Failure, b.Reproduce, len(b.Ops), strings.Join(b.Tail, "\n  "))
}

// Write puts the bundle in dir/seed-<seed>/: bundle.txt, ops.txt, trace.txt and timeline.html.
// It returns the directory.
func (b Bundle) Write(dir string) (string, error) {
	d := filepath.Join(dir, fmt.Sprintf("seed-%d", b.Seed))
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", err
	}
	files := map[string]string{"bundle.txt": b.String(), "ops.txt": b.Script(), "trace.txt": b.Trace,
		"timeline.html": Timeline(fmt.Sprintf("seed %d: %s", b.Seed, b.Failure), strings.Split(b.Trace, "\n"))}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(d, name), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	return d, nil
}
