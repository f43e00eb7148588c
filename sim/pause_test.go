package sim

import (
	"testing"
	"time"
)

// PauseWhen stops an op between two of its events: the clock stays at the last event run, the
// follow-ups wait, a crash drops them with the process, and the next advance runs them.
func TestPauseWhenStopsBetweenEvents(t *testing.T) {
	for _, next := range []string{"crash", "advance 1h"} {
		w, err := NewWorld(1, DefaultConfig())
		must(t, err)
		must(t, w.Apply(MustParseOp("message lane=a turn=5m/ok tokens=10")))
		events := w.Events()
		first, ok := w.NextEventAt()
		if !ok {
			t.Fatal("no follow-up after a message")
		}
		w.PauseWhen(func(w *World) bool { return w.Events() > events })
		must(t, w.Apply(MustParseOp("advance 1h")))
		if !w.Paused() || w.Events() != events+1 {
			t.Fatalf("paused=%v after %d events, want a pause after the first follow-up", w.Paused(), w.Events()-events)
		}
		if w.Elapsed() != first || first >= time.Hour {
			t.Fatalf("the clock moved to %s, want the first follow-up's %s", w.Elapsed(), first)
		}
		if at, ok := w.NextEventAt(); !ok || at >= time.Hour {
			t.Fatal("the follow-ups before +1h were not left waiting")
		}
		w.PauseWhen(nil)
		before := w.Events()
		must(t, w.Apply(MustParseOp(next)))
		ran := w.Events() - before
		switch {
		case next == "crash" && w.Gateway() != nil:
			t.Fatal("the crash left a process")
		case next != "crash" && (ran == 0 || w.Elapsed() != first+time.Hour):
			t.Fatalf("the advance ran %d events to %s, want the waiting follow-ups on the way to %s", ran, w.Elapsed(), first+time.Hour)
		}
	}
}
