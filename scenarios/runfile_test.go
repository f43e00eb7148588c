package scenarios

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunFileRefusesMalformed: RunFile, the runner every scenario goes through, fails a malformed
// file with the checker's file:line error before running any directive, including files that
// datadriven alone would run in part or pass (a swallowed directive, an unclosed block). Each file
// runs in a child process of this test binary (TestRunFileChild), since the failure it must show
// is a test failing.
func TestRunFileRefusesMalformed(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	cases := []struct{ name, text, want string }{
		{"swallowed directive", "config lanes=1\nmessage lane=zz\n----\nok\n", `bad.txt:1: config: expected ---- on line 2, found "message lane=zz"`},
		{"unclosed block", "config lanes=1\n----\n----\nlane a x\n", "bad.txt:1: config: the output block opened by ---- ---- on lines 2-3 is never closed"},
		{"not UTF-8", "config lanes=1\n----\nlane a \xff\n", "bad.txt:3: not UTF-8: byte 0xff at column 8"},
		{"unknown lane", "config lanes=1\n----\nlane a x\n\nmessage lane=b\n----\nok\n", `bad.txt:5: message: unknown lane "b"`},
	}
	dir := t.TempDir()
	for _, c := range cases {
		path := filepath.Join(dir, "bad.txt")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestRunFileChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "SCENARIO_CHILD_FILE="+path)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || !strings.Contains(string(out), c.want) || strings.Contains(string(out), "panic") {
			t.Errorf("%s: err %v, output:\n%s", c.name, err, out)
		}
	}
}

// TestRunFileChild runs the file named by SCENARIO_CHILD_FILE; it is TestRunFileRefusesMalformed's
// child and skips otherwise.
func TestRunFileChild(t *testing.T) {
	path := os.Getenv("SCENARIO_CHILD_FILE")
	if path == "" {
		t.Skip("the child of TestRunFileRefusesMalformed")
	}
	RunFile(t, path)
}
