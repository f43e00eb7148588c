package repo

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests when a goroutine outlives them (go.uber.org/goleak), as
// every package with tests does.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
