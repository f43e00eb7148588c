package change

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests when a goroutine outlives them (go.uber.org/goleak).
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
