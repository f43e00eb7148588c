package cli

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"
)

// TestBubbleTurnsPanicsIntoErrors: a harness panic inside the bubble is one line of error with
// the stack saved aside, never a Go panic on the user's terminal; fake time runs inside.
func TestBubbleTurnsPanicsIntoErrors(t *testing.T) {
	bubble := NewBubble(t)
	var slept time.Duration
	if err := bubble(func() {
		start := time.Now()
		time.Sleep(time.Hour) // fake time: returns at once
		slept = time.Since(start)
	}); err != nil || slept != time.Hour {
		t.Fatalf("err %v, slept %s", err, slept)
	}
	err := bubble(func() { panic("planted") })
	var ie *InternalError
	if !errors.As(err, &ie) || ie.StackFile == "" || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "planted") {
		t.Fatalf("err = %v", err)
	}
	stack, rerr := os.ReadFile(ie.StackFile)
	os.Remove(ie.StackFile)
	if rerr != nil || !strings.Contains(string(stack), "goroutine") {
		t.Fatalf("stack file: %v\n%s", rerr, stack)
	}
}
