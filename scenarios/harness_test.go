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

// runRecorded runs a file through datadriven with a recording TB.
func runRecorded(t *testing.T, path string) *recTB {
	rec := &recTB{TB: t}
	func() {
		done := make(chan struct{})
		go func() {
			defer close(done)
			runFile(rec, path)
		}()
		<-done
	}()
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
		{cfg + "frobnicate lane=a\n----\n", `bad.txt:5: frobnicate: unknown command (expected one of: config lane state sessions liveness | ops: message internal new resume st`},
		{"config lanes=1 colour=red\n----\n", `bad.txt:1: config: unknown key "colour" (keys: seed lanes reset idle at drain fresh grace prune tune overrides notify exclude agent bugs start zone procs)`},
		{"config bugs=B99\n----\n", `bad.txt:1: config: bugs=B99: gateway: unknown bug flag "B99" (flags: B01 B02 B03 B05 B06 `},
		{"config at=4\n----\n", `bad.txt:1: config: at=4: want HH:00`},
		{"boot\n----\n", `bad.txt:1: boot: expected config as the first directive`},
		{cfg + "config\n----\n", `bad.txt:5: config: config given twice`},
		{cfg + "message lane=a hold=true turn=1m/ok\n----\n", `bad.txt:5: message: write the op as "message lane=a turn=1m/ok hold=true"`},
		{cfg + "message\n----\n", `bad.txt:5: message: message needs lane= (form: message lane=L [text="..."|text=len:N])`},
		{cfg + boot + "message lane=zz\n----\n", `bad.txt:9: message: unknown lane "zz" (the world's lanes are a)`},
		{cfg + "state now\n----\n", `bad.txt:5: state: takes no arguments, found "now"`},
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

// TestStrictRules: each rule of the strict runner fires on a bad file and names its file:line; a
// bad value gets its own error, never the whole command list.
func TestStrictRules(t *testing.T) {
	const cfg = "config lanes=1\n----\nlane a agent:main:telegram:dm:tg1\n\n" // lines 1-4
	const boot = "boot\n----\n+0s boot process=1\n\n"                         // lines 5-8
	for _, c := range []struct{ name, text, want string }{
		// An op the world cannot carry out fails unless marked with a trailing ?.
		{"skipped kill", cfg + "kill\n----\n", `bad.txt:5: kill: the op was skipped (no process)`},
		{"skipped boot", cfg + boot + "boot\n----\n", `bad.txt:9: boot: the op was skipped (already booted)`},
		{"skipped message", cfg + "message lane=a\n----\n", `bad.txt:5: message lane=a: the op was skipped (no process)`},
		{"skipped drain-timeout", cfg + boot + "drain-timeout\n----\n", `bad.txt:9: drain-timeout: the op was skipped (not draining)`},
		// A directive whose ---- is missing: the next directive would be read as its input.
		{"missing ----", cfg + boot + "message lane=a\nmessage lane=a\n----\n", `bad.txt:9: message: expected ---- on line 10, found "message lane=a" (a directive takes no input lines: is its ---- missing?)`},
		{"missing ---- at the end", cfg + boot + "message lane=a\n", `bad.txt:9: message: the file ends without a ---- line (expec`},
		{"blank before ----", cfg + boot + "kill\n\n----\n", `bad.txt:9: kill: expected ---- on line 10, found "" (a direc`},
		// datadriven's own errors, caught first with the file name.
		{"unclosed ---- ----", cfg + "boot\n----\n----\n+0s boot process=1\n", `bad.txt:5: boot: the output block opened by ---- ---- on lines 6-7 is never closed (expected ---- ---- after the output)`},
		{"text after ---- ----", cfg + "boot\n----\n----\n+0s boot process=1\n----\n----\nkill\n----\n", `bad.txt:11: "kill" after the closing ---- ---- of the block (expected a blank line)`},
		{"unparsable line", cfg + "message lane=(a\n----\n", `bad.txt:5: cannot parse directive at column`},
		// Bad values: a specific error.
		{"bad duration", cfg + boot + "advance 5x\n----\n", `bad.txt:9: advance: "5x" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
		{"bad turn duration", cfg + boot + "message lane=a turn=5x/ok\n----\n", `bad.txt:9: message: turn=5x/ok: "5x" is not a duration (expected e.g. 90s, 5m, 1h30m or 25h)`},
		{"bad outcome", cfg + boot + "message lane=a turn=1m/maybe\n----\n", `bad.txt:9: message: turn=1m/maybe: unknown outcome "maybe" (ok, interrupted, failed)`},
		{"bad reason", cfg + boot + "row-ended lane=a reason=oops\n----\n", `bad.txt:9: row-ended: reason=oops: not an end reason another process writes (ws_o`},
		{"unknown key", cfg + boot + "kill now=1\n----\n", `bad.txt:9: kill: now=1: unknown key (kill takes proc= turn= tokens= hold=true)`},
	} {
		path := filepath.Join(t.TempDir(), "bad.txt")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		rec := runRecorded(t, path)
		log := strings.Join(rec.msgs, "\n")
		if !rec.failed || !strings.Contains(log, c.want) {
			t.Errorf("%s: want a failure containing\n  %s\ngot failed=%v:\n  %s", c.name, c.want, rec.failed, log)
		}
		if strings.Contains(log, "valid:") {
			t.Errorf("%s: the error lists every command:\n  %s", c.name, log)
		}
	}
	// The same files with the skip marked pass.
	for _, text := range []string{
		cfg + "kill ?\n----\n+0s kill (skipped: no process)\n",
		cfg + boot + "boot ?\n----\n+0s boot (skipped: already booted)\n",
		cfg + boot + "message lane=a ?\n----\nfilled in by the rewrite\n", // marked but carried out: fine
	} {
		setRewrite(t, strings.Contains(text, "rewrite"))
		path := filepath.Join(t.TempDir(), "good.txt")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if rec := runRecorded(t, path); rec.failed {
			t.Errorf("%q: %s", text, rec.msgs)
		}
	}
}

// TestDurationSpellings: an op's durations may be written in any spelling Go reads; -rewrite
// prints them canonically and keeps the ? mark.
func TestDurationSpellings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "good.txt")
	in := "# a\n\nconfig lanes=1\n----\n\nboot\n----\n\nadvance 61m\n----\n\nadvance 1.5s\n----\n\nmessage lane=a turn=90s/ok tokens=5\n----\n\nadvance-to deadline-1000ms\n----\n\nkill\n----\n\nkill ?\n----\n"
	if err := os.WriteFile(path, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	setRewrite(t, true)
	if rec := runRecorded(t, path); rec.failed {
		t.Fatalf("rewrite failed: %s", rec.msgs)
	}
	got, _ := os.ReadFile(path)
	for _, want := range []string{"\nadvance 1h1m\n----\n", "\nadvance 1s500ms\n----\n", "\nmessage lane=a turn=1m30s/ok tokens=5\n----\n",
		"\nadvance-to deadline-1s\n----\n", "\nkill ?\n----\n+1h05m59s kill (skipped: no process)\n"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("rewritten file lacks %q:\n%s", want, got)
		}
	}
	// Without -rewrite the canonical file passes as it is.
	setRewrite(t, false)
	if rec := runRecorded(t, path); rec.failed {
		t.Fatalf("%s", rec.msgs)
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
		case "state", "liveness", "sessions":
		case "lane":
			if l, err := sim.ParseLaneSpec(strings.Fields(args)); err != nil || l.Directive() != line {
				t.Errorf("example %q: %v (canonical %q)", line, err, l.Directive())
			}
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
