package scenarios

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// TestScenarios runs every file in testdata/ (go test ./scenarios -rewrite regenerates the
// expected outputs).
func TestScenarios(t *testing.T) {
	datadriven.Walk(t, "testdata", func(t *testing.T, path string) {
		if strings.Contains(filepath.ToSlash(path), "testdata/fuzz/") {
			t.Skip("a Go fuzz corpus (FuzzScript), not a scenario")
		}
		RunFile(t, path)
	})
}
