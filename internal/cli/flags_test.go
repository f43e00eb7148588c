package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestFlagsErrors: a bad value says what the flag takes instead of the flag package's "parse
// error", in one line that points at -h; stray arguments are refused.
func TestFlagsErrors(t *testing.T) {
	newFlags := func() *Flags {
		f := NewFlags("tool", "does things.", "tool [flags]")
		f.Int("n", 1, "a count")
		f.Uint64("seed", 1, "a seed")
		f.Duration("budget", 0, "a time")
		f.Bool("v", false, "verbose")
		f.String("name", "", "a name")
		f.Hints = map[string]string{"bugs": "the bug flags go to -flags"}
		return f
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "x"}, `invalid value "x" for flag -n: not a whole number (tool -h lists the flags)`},
		{[]string{"-seed", "-1"}, `invalid value "-1" for flag -seed: not a whole number of 0 or more`},
		{[]string{"-budget", "soon"}, `invalid value "soon" for flag -budget: not a duration such as 90s, 45m or 1h30m`},
		{[]string{"-v=maybe"}, `invalid boolean value "maybe" for -v: not true or false`},
		{[]string{"-n", "99999999999999999999"}, `value out of range`},
		{[]string{"-x"}, `flag provided but not defined: -x (tool -h lists the flags)`},
		{[]string{"-bugs", "B23"}, `-bugs is not a flag of tool: the bug flags go to -flags (tool -h lists the flags)`},
		{[]string{"-n", "2", "stray"}, `unexpected argument "stray": every input is a flag (tool -h lists them)`},
	} {
		err := newFlags().Parse(c.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || strings.Contains(err.Error(), "parse error") {
			t.Errorf("%q: %v; want one line with %q", c.args, err, c.want)
		}
	}
	var help bytes.Buffer
	if err := newFlags().Parse([]string{"-h"}, &help); err != ErrHelp {
		t.Fatalf("-h: %v", err)
	}
	for _, want := range []string{"tool: does things.", "usage: tool [flags]", "  -n int           a count (default 1)", "  -budget duration a time"} {
		if !strings.Contains(help.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, help.String())
		}
	}
}
