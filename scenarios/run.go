package scenarios

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// RunFile runs one scenario file under datadriven. With -rewrite it rewrites the expected
// outputs, unless a directive fails:
// a failure stops the file before datadriven writes anything.
//
// Before datadriven reads it the file is checked (CheckFile), so a malformed one (a directive whose
// ---- is missing, an output block never closed, a bad op or config) fails with its file:line
// before any directive runs, rather than with datadriven's own message. After a successful rewrite
// every op line is written in its canonical spelling (Canonical).
func RunFile(t *testing.T, path string) {
	t.Helper()
	runFile(t, path)
}

// runFile is RunFile on any testing.TB (the harness tests record failures).
func runFile(t testing.TB, path string) {
	t.Helper()
	if _, err := CheckFile(path); err != nil {
		t.Fatal(err)
	}
	e := &Env{}
	datadriven.RunTestAny(t, path, e.Handle)
	if !t.Failed() && rewriting() {
		if err := canonicalizeFile(path); err != nil {
			t.Fatal(err)
		}
	}
}

// rewriting reports whether datadriven's -rewrite flag is on.
func rewriting() bool {
	f := flag.Lookup("rewrite")
	return f != nil && f.Value.String() == "true"
}

// canonicalizeFile rewrites path's op lines in their canonical spelling.
func canonicalizeFile(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	text, err := Canonical(string(b))
	if err != nil {
		return fmt.Errorf("%s:%v", path, err)
	}
	if text == string(b) {
		return nil
	}
	return os.WriteFile(path, []byte(text), 0o644)
}
