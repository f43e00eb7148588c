package backend_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"

	"gatewaysim/backend"
	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// A leg is one backend running a scenario file or an op list beside the others.

// cannotLose reports whether err is the in-memory store refusing a torn crash: the leg stops
// there, honestly, instead of pretending it lost the writes.
func cannotLose(err error) bool {
	var pe *sim.PanicError
	if !errors.As(err, &pe) {
		return false
	}
	v, ok := pe.Value.(error)
	return ok && errors.Is(v, backend.ErrCannotLose)
}

// configure sets a world's backend (and has the disk check the medium whole at every event).
func configure(k backend.Kind, dir string) func(*sim.Config) {
	return func(c *sim.Config) {
		c.Medium = backend.Opener(k, dir)
		c.VerifyMedium = c.Medium != nil
	}
}

// words renders a directive's arguments back to words, as the scenario runner does.
func words(d *datadriven.TestData) []string {
	out := make([]string, 0, len(d.CmdArgs))
	for _, a := range d.CmdArgs {
		if len(a.Vals) == 0 {
			out = append(out, a.Key)
		} else {
			out = append(out, a.Key+"="+strings.Join(a.Vals, ","))
		}
	}
	return out
}

// fileResult is what running one file on every backend showed.
type fileResult struct {
	directives int
	stopped    map[backend.Kind]string // a leg that stopped early, and where
}

// runFileOnAll runs one scenario file on every backend: each directive on each leg, every
// output compared with the fake disk's (which the golden file checks), every oracle judging its
// own world.
func runFileOnAll(t *testing.T, path, dir string) fileResult {
	res := fileResult{stopped: map[backend.Kind]string{}}
	envs := map[backend.Kind]*scenarios.Env{}
	for _, k := range backend.Kinds() {
		envs[k] = &scenarios.Env{Configure: configure(k, dir)}
	}
	defer func() {
		for _, k := range backend.Kinds() {
			if w := envs[k].World(); w != nil {
				if err := w.Close(); err != nil {
					t.Errorf("%s: close: %v", k, err)
				}
			}
		}
	}()
	datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
		res.directives++
		var ref string
		for _, k := range backend.Kinds() {
			if _, gone := res.stopped[k]; gone {
				continue
			}
			out, err := envs[k].Exec(d.Cmd, words(d))
			switch {
			case err != nil && k == backend.Memory && cannotLose(err):
				res.stopped[k] = d.Pos
				continue
			case err != nil:
				t.Fatalf("%s: %s on %s: %v", d.Pos, d.FullCmd(), k, err)
			case k == backend.Disk:
				ref = out
			case out != ref:
				t.Fatalf("%s: %s: %s printed\n%s\nthe fake disk printed\n%s", d.Pos, d.FullCmd(), k, out, ref)
			}
		}
		return ref
	})
	hash := envs[backend.Disk].World().Trace().Hash()
	for _, k := range backend.Kinds() {
		if _, gone := res.stopped[k]; !gone {
			if h := envs[k].World().Trace().Hash(); h != hash {
				t.Fatalf("%s: trace hash %x, the fake disk's %x", k, h, hash)
			}
		}
	}
	return res
}

func scenarioFiles(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("..", "scenarios", "testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files: %v", err)
	}
	return files
}
