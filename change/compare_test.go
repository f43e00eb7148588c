package change

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// answer builds an answer from replay protocol lines, failing the test on a malformed one.
func answer(t *testing.T, lines ...string) *Answer {
	t.Helper()
	a, err := parseAnswer(lines)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestCompareNamesWhatAUserSees: the observable named is the most user-facing one that differs,
// by the field that differs, and equal answers give no difference.
func TestCompareNamesWhatAUserSees(t *testing.T) {
	base := []string{"> config", "o lane a k", "> boot", "t +0s boot process=1", "s+ process 1 up",
		"> shutdown restart=true", "t +0s shutdown restart=true | drain-notice lane=a text=restart | route-saved lane=a session=s1",
		"s+ row s1 a live msgs=1"}
	if d := Compare(answer(t, base...), answer(t, base...)); d != nil {
		t.Fatalf("equal answers differ: %+v", d)
	}
	for _, c := range []struct {
		name string
		head []string
		want string
		step int
	}{
		{"a notice's text", replace(base, "text=restart", "text=shutdown"), "user: drain-notice text", 2},
		{"a notice no longer sent", replace(base, "drain-notice lane=a text=restart | ", ""), "user: drain-notice base only", 2},
		{"a write only", replace(base, " | route-saved lane=a session=s1", ""), "store: route-saved base only", 2},
		{"a row's end", replace(base, "s+ row s1 a live msgs=1", "s+ row s1 a ended=+0s reason=idle msgs=1"), "state: row reason", 2},
		{"a user effect beside a write", replace(replace(base, "text=restart", "text=shutdown"), " | route-saved lane=a session=s1", ""),
			"user: drain-notice text", 2},
	} {
		d := Compare(answer(t, base...), answer(t, c.head...))
		if d == nil {
			t.Errorf("%s: no difference found", c.name)
			continue
		}
		if got := ObservableList(d.Observables); got != c.want || d.Step != c.step {
			t.Errorf("%s: %q at step %d, want %q at %d", c.name, got, d.Step, c.want, c.step)
		}
		if d.Class.Kind != ClassAllowed {
			t.Errorf("%s: class %s, want allowed change", c.name, d.Class)
		}
	}
}

func replace(lines []string, old, new string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.Replace(l, old, new, 1)
	}
	return out
}

// TestClassifyBySidesInvariants: each side's own first violation decides the class, and a side
// that could not run a directive makes the scenario unrunnable there.
func TestClassifyBySidesInvariants(t *testing.T) {
	clean := []string{"> config", "> new lane=a", "t +0s new lane=a | routed lane=a session=s2 reason=new"}
	other := replace(clean, "reason=new", "reason=idle")
	violated := append(append([]string(nil), other...), "v I2 lane a left s1 by /new")
	refused := []string{"> config", "> new lane=a", "e unknown op \"new\""}
	for _, c := range []struct {
		name       string
		base, head []string
		want       string
	}{
		{"neither", clean, other, "allowed change"},
		{"head only", clean, violated, "introduces I2"},
		{"base only", violated, clean, "fixes I2"},
		{"both", violated, append(append([]string(nil), clean...), "v I8 a notice owed"), "both violate (base I2, head I8)"},
		{"base cannot run", refused, clean, "cannot run on base"},
		{"verdict alone", append(append([]string(nil), clean...), "v I2 x"), clean, "fixes I2"},
	} {
		d := Compare(answer(t, c.base...), answer(t, c.head...))
		if d == nil {
			t.Errorf("%s: no difference", c.name)
			continue
		}
		if got := d.Class.String(); got != c.want {
			t.Errorf("%s: class %q, want %q", c.name, got, c.want)
		}
	}
}

// TestTraceFormsNormalised: the trace forms before 5d8b33f read as today's.
func TestTraceFormsNormalised(t *testing.T) {
	for old, want := range map[string]string{
		"+1m00s turn-end a k1.1 ok tokens=100":      "+1m00s turn-end lane=a token=k1.1 outcome=ok tokens=100",
		"+2m00s tui-turn-end u1 k1.2 failed":        "+2m00s tui-turn-end record=u1 token=k1.2 outcome=failed",
		"+0s turn-end lane=a token=k1.1 outcome=ok": "+0s turn-end lane=a token=k1.1 outcome=ok",
	} {
		if got := traceLines(old)[0]; got != want {
			t.Errorf("%q: %q, want %q", old, got, want)
		}
	}
	if got := traceLines(`+0s x | turn-ended lane=a text=ok | reply lane=a text="a | b"`); len(got) != 3 ||
		got[1] != "  turn-ended lane=a outcome=ok" || got[2] != `  reply lane=a text="a | b"` {
		t.Errorf("effects: %q", got)
	}
}

// TestRefusedKeyNamesTheKey: a refused op line is counted by its op and the key the side named.
func TestRefusedKeyNamesTheKey(t *testing.T) {
	for _, c := range []struct{ line, why, want string }{
		{`message lane=a text="hi"`, `unknown key "text="hi""`, "message text="},
		{"row-ended lane=a reason=session_reset", "reason=session_reset is not an accident", "row-ended reason=session_reset"},
		{"frobnicate", `unknown op "frobnicate"`, "frobnicate"},
		{"shutdown restart=true down=true", "sim: shutdown: down=true: unknown key (form: shutdown [restart=true])", "shutdown down="},
	} {
		if got := refusedKey(c.line, c.why); got != c.want {
			t.Errorf("%q (%s): %q, want %q", c.line, c.why, got, c.want)
		}
	}
}

// TestUnifiedDiff: a unified diff with its hunk header, nothing for equal texts.
func TestUnifiedDiff(t *testing.T) {
	if got := Unified("a", "b", "x\ny\n", "x\ny\n"); got != "" {
		t.Errorf("equal texts: %q", got)
	}
	got := Unified("a", "b", "1\n2\n3\n4\n", "1\n2\nthree\n4\n")
	want := "--- a\n+++ b\n@@ -1,5 +1,5 @@\n 1\n 2\n-3\n+three\n 4\n \n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestInjectedMainIsTheCommand: the main written into an older tree is cmd/diff/replay's.
func TestInjectedMainIsTheCommand(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", replayCmd))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(replayMain) {
		t.Errorf("change/version.go's replayMain differs from %s: copy the file into it", replayCmd)
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }
