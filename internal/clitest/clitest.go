package clitest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// Build builds the command in the test's working directory (its package) and returns the binary.
// The binary is built once per test process and shared by its tests; the package's TestMain
// removes it (RemoveBuilt).
func Build(t testing.TB, name string) string {
	t.Helper()
	built.Lock()
	defer built.Unlock()
	if bin, ok := built.bins[name]; ok {
		return bin
	}
	if built.dir == "" {
		dir, err := os.MkdirTemp("", "clitest-")
		if err != nil {
			t.Fatal(err)
		}
		built.dir, built.bins = dir, map[string]string{}
	}
	bin := filepath.Join(built.dir, name)
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	built.bins[name] = bin
	return bin
}

// built holds the binaries Build made in this process.
var built struct {
	sync.Mutex
	dir  string
	bins map[string]string
}

// RemoveBuilt removes the binaries Build made; the TestMain of a package whose tests build a
// command calls it after the tests.
func RemoveBuilt() {
	built.Lock()
	defer built.Unlock()
	if built.dir != "" {
		os.RemoveAll(built.dir)
		built.dir, built.bins = "", nil
	}
}

// Run runs bin with args and returns what it printed and its exit status; a failure to run it at
// all fails the test.
func Run(t testing.TB, bin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}
