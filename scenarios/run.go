package scenarios

import (
	"testing"
	"testing/synctest"

	"github.com/cockroachdb/datadriven"
)

// RunFile runs one scenario file under datadriven, inside a synctest bubble (the world's mock
// clock needs one). With -rewrite it rewrites the expected outputs, unless a directive fails:
// a failure stops the file before datadriven writes anything. The file is checked first
// (CheckFile): a malformed one fails with its file:line before any directive runs.
func RunFile(t *testing.T, path string) {
	t.Helper()
	if _, err := CheckFile(path); err != nil {
		t.Fatal(err)
	}
	synctest.Test(t, func(t *testing.T) {
		e := &Env{}
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			return e.Handle(t, d)
		})
	})
}
