package cli

import (
	"fmt"
	"os"
	"runtime/debug"
)

// InternalError is a panic of the harness itself, with where its stack was saved.
type InternalError struct {
	Value     any
	StackFile string // "" when the stack could not be saved
}

func (e *InternalError) Error() string {
	s := fmt.Sprintf("internal error (a harness bug): %v", e.Value)
	if e.StackFile != "" {
		s += "; stack in " + e.StackFile
	}
	return s
}

// Guard runs f and returns a panic in it (a harness bug) as an *InternalError, with the stack
// saved aside for the bug report: a command prints one line and exits 3 instead of showing the
// user a Go panic.
func Guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &InternalError{Value: r, StackFile: saveStack(r)}
		}
	}()
	f()
	return nil
}

// saveStack writes the panicking goroutine's stack to a temporary file for the bug report.
func saveStack(r any) string {
	f, err := os.CreateTemp("", "gatewaysim-panic-*.txt")
	if err != nil {
		return ""
	}
	defer f.Close()
	fmt.Fprintf(f, "panic: %v\n\n%s", r, debug.Stack())
	return f.Name()
}
