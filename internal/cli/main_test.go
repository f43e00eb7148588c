package cli

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestGuardTurnsPanicsIntoErrors: a harness panic is one line of error with the stack saved
// aside, never a Go panic on the user's terminal; a body that returns gives no error.
func TestGuardTurnsPanicsIntoErrors(t *testing.T) {
	ran := false
	if err := Guard(func() { ran = true }); err != nil || !ran {
		t.Fatalf("err %v, ran %v", err, ran)
	}
	err := Guard(func() { panic("planted") })
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
