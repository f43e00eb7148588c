package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
	"testing/synctest"
)

// Bubble runs f inside a testing/synctest bubble, where the simulator's mock clock costs no real
// time. A panic in f (a harness bug) comes back as an *InternalError.
type Bubble func(f func()) error

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

// Main runs body with the program's arguments (without the program name) and exits with the code
// it returns. A testing/synctest bubble can only be made from a test, so body runs as the one
// test of testing.Main, and Main exits before the testing package prints anything of its own:
// no PASS, FAIL or "--- FAIL" line reaches the user, and the testing package's flags are not
// parsed (body parses its arguments itself).
func Main(body func(args []string, bubble Bubble) int) {
	args := os.Args[1:]
	os.Args = os.Args[:1] // the testing package parses os.Args: give it nothing to parse
	test := func(t *testing.T) { os.Exit(body(args, NewBubble(t))) }
	testing.Main(func(string, string) (bool, error) { return true, nil },
		[]testing.InternalTest{{Name: filepath.Base(os.Args[0]), F: test}}, nil, nil)
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

// NewBubble returns the Bubble of test t: each call runs f in a synctest bubble of its own, and a
// panic in f comes back as an *InternalError instead of failing t.
func NewBubble(t *testing.T) Bubble {
	return func(f func()) (err error) {
		synctest.Test(t, func(*testing.T) {
			defer func() {
				if r := recover(); r != nil {
					err = &InternalError{Value: r, StackFile: saveStack(r)}
				}
			}()
			f()
		})
		return err
	}
}
