package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestProgressQuietOffTerminal: without a terminal the bar is nil and its methods do nothing.
func TestProgressQuietOffTerminal(t *testing.T) {
	var out bytes.Buffer
	p := StartProgress(&out, false, 100)
	if p != nil {
		t.Fatal("a bar without a terminal")
	}
	p.Update(ProgressState{Done: 1})
	p.Stop()
	if out.Len() != 0 {
		t.Fatalf("wrote %q", out.String())
	}
}

// TestProgressShowsSeedsFailuresRate: on a terminal the bar shows seeds done of the total,
// failures so far, events per second and the time left, and clears itself when stopped.
func TestProgressShowsSeedsFailuresRate(t *testing.T) {
	var out bytes.Buffer
	p := StartProgress(&out, true, 10)
	for i := 1; i <= 4; i++ {
		p.Update(ProgressState{Done: i, Failed: i / 2, Events: int64(i) * 40000})
		time.Sleep(100 * time.Millisecond) // lets the bar's clock move: the time left is a rate
	}
	p.Stop()
	s := out.String()
	for _, want := range []string{"4/10", "2 failed", "events/s"} {
		if !strings.Contains(s, want) {
			t.Errorf("the bar lacks %q: %q", want, s)
		}
	}
	if !regexp.MustCompile(`\[\d+s:\d+s\]`).MatchString(s) { // [elapsed:left]
		t.Errorf("no elapsed and left times in %q", s)
	}
}
