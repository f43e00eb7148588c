package scenarios

import (
	"testing"

	"github.com/cockroachdb/datadriven"
)

// TestScenarios runs every file in testdata/ (go test ./scenarios -rewrite regenerates the
// expected outputs).
func TestScenarios(t *testing.T) {
	datadriven.Walk(t, "testdata", func(t *testing.T, path string) {
		RunFile(t, path)
	})
}
