package scenarios

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"testing/synctest"

	"github.com/cockroachdb/datadriven"

	"gatewaysim/sim"
)

// recTB records failures instead of failing, so that a test can assert that a file fails.
type recTB struct {
	testing.TB
	failed bool
	msgs   []string
}

func (r *recTB) Helper()                   {}
func (r *recTB) Log(a ...any)              { r.msgs = append(r.msgs, fmt.Sprint(a...)) }
func (r *recTB) Logf(f string, a ...any)   { r.msgs = append(r.msgs, fmt.Sprintf(f, a...)) }
func (r *recTB) Error(a ...any)            { r.Log(a...); r.failed = true }
func (r *recTB) Errorf(f string, a ...any) { r.Logf(f, a...); r.failed = true }
func (r *recTB) Fatal(a ...any)            { r.Log(a...); r.FailNow() }
func (r *recTB) Fatalf(f string, a ...any) { r.Logf(f, a...); r.FailNow() }
func (r *recTB) Fail()                     { r.failed = true }
func (r *recTB) FailNow()                  { r.failed = true; runtime.Goexit() }
func (r *recTB) Failed() bool              { return r.failed }

// runRecorded runs a file through datadriven with a recording TB, in a bubble.
func runRecorded(t *testing.T, path string) *recTB {
	rec := &recTB{TB: t}
	synctest.Test(t, func(t *testing.T) {
		done := make(chan struct{})
		go func() {
			defer close(done)
			e := &Env{}
			datadriven.RunTestAny(rec, path, e.Handle)
		}()
		<-done
	})
	return rec
}

// setRewrite switches datadriven's -rewrite flag for one test.
func setRewrite(t *testing.T, on bool) {
	f := flag.Lookup("rewrite")
	old := f.Value.String()
	if err := f.Value.Set(fmt.Sprint(on)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Value.Set(old) })
}

// TestRewriteNeverRecordsViolation: a file whose run violates an invariant (the B23 regression
// with its flag on in the config), run with -rewrite, fails at the violating directive and
// leaves the file byte for byte as it was.
func TestRewriteNeverRecordsViolation(t *testing.T) {
	src, err := os.ReadFile("testdata/regress_b23_new_undone_by_agent_close.txt")
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(src, []byte("config lanes=1\n"), []byte("config lanes=1 bugs=B23\n"), 1)
	if bytes.Equal(bad, src) {
		t.Fatal("the B23 file's config line changed; update this test")
	}
	path := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	setRewrite(t, true)
	rec := runRecorded(t, path)
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	log := strings.Join(rec.msgs, "\n")
	if !rec.failed || !regexp.MustCompile(`bad\.txt:\d+: new lane=a: I2: `).MatchString(log) {
		t.Fatalf("want a failure naming bad.txt:N and I2, got failed=%v:\n%s", rec.failed, log)
	}
	if !bytes.Equal(got, bad) {
		t.Fatalf("the rewrite changed the file:\n%s", got)
	}
}

// TestRewriteRegenerates: with -rewrite a good file with stale outputs gets the real ones.
func TestRewriteRegenerates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "good.txt")
	stale := "# a\n\nconfig lanes=1\n----\nwrong\n\nboot\n----\nwrong\n"
	if err := os.WriteFile(path, []byte(stale), 0o644); err != nil {
		t.Fatal(err)
	}
	setRewrite(t, true)
	if rec := runRecorded(t, path); rec.failed {
		t.Fatalf("rewrite failed: %s", rec.msgs)
	}
	got, _ := os.ReadFile(path)
	want := "# a\n\nconfig lanes=1\n----\nlane a agent:main:telegram:dm:tg1\n\nboot\n----\n+0s boot process=1\n"
	if string(got) != want {
		t.Fatalf("rewritten:\n%s\nwant:\n%s", got, want)
	}
}

// TestHarnessErrors: harness mistakes fail with the file:line and what is valid.
func TestHarnessErrors(t *testing.T) {
	const cfg = "config lanes=1\n----\nlane a agent:main:telegram:dm:tg1\n\n" // lines 1-4
	const boot = "boot\n----\n+0s boot process=1\n\n"                         // lines 5-8
	for _, c := range []struct{ text, want string }{
		{cfg + "frobnicate lane=a\n----\n", `bad.txt:5: frobnicate lane=a: unknown command "frobnicate" (valid: config state liveness | ops: message internal new`},
		{"config lanes=1 colour=red\n----\n", `bad.txt:1: config lanes=1 colour=red: config: unknown key "colour" (keys: seed lanes reset idle at drain fresh grace prune overrides notify exclude agent bugs start zone)`},
		{"config bugs=B99\n----\n", `bad.txt:1: config bugs=B99: config: bugs=B99: gateway: unknown bug flag "B99" (flags: B01`},
		{"config at=4\n----\n", `bad.txt:1: config at=4: config: at=4: want HH:00`},
		{"boot\n----\n", `bad.txt:1: boot: config must be the first directive`},
		{cfg + "config\n----\n", `bad.txt:5: config: config given twice`},
		{cfg + "message lane=a turn=60s/ok\n----\n", `bad.txt:5: message lane=a turn=60s/ok: write the op as "message lane=a turn=1m/ok"`},
		{cfg + "message\n----\n", `bad.txt:5: message: sim: message needs lane= (valid: config state liveness`},
		{cfg + boot + "message lane=zz\n----\n", `bad.txt:9: message lane=zz: sim: message lane=zz: unknown lane "zz"`},
		{cfg + "state now\n----\n", `bad.txt:5: state now: state takes no arguments`},
	} {
		path := filepath.Join(t.TempDir(), "bad.txt")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		rec := runRecorded(t, path)
		if log := strings.Join(rec.msgs, "\n"); !rec.failed || !strings.Contains(log, c.want) {
			t.Errorf("%q: want a failure containing\n  %s\ngot failed=%v:\n  %s", c.text, c.want, rec.failed, log)
		}
	}
}

// TestDocExamples: doc.go has one valid Example line per command and per op kind.
func TestDocExamples(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile(`Example: (.*)`).FindAllStringSubmatch(string(src), -1) {
		line := strings.TrimSpace(m[1])
		cmd, args, _ := strings.Cut(line, " ")
		if seen[cmd] {
			t.Errorf("two examples for %s", cmd)
		}
		seen[cmd] = true
		switch cmd {
		case "config":
			if _, err := ParseConfig(strings.Fields(args)); err != nil {
				t.Errorf("%s: %v", line, err)
			}
		case "state", "liveness":
		default:
			op, err := sim.ParseOp(line)
			if err != nil || op.String() != line {
				t.Errorf("example %q: %v (canonical %q)", line, err, op.String())
			}
		}
	}
	for _, c := range commands {
		if !seen[c] {
			t.Errorf("doc.go has no example for %s", c)
		}
	}
	for _, k := range sim.Kinds() {
		if !seen[k.String()] {
			t.Errorf("doc.go has no example for op %s", k)
		}
	}
}
