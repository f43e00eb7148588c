package main

import (
	"os"
	"testing"

	"go.uber.org/goleak"

	"gatewaysim/internal/clitest"
)

// TestMain fails the package's tests when a goroutine outlives them (go.uber.org/goleak), and
// removes the command's binary the tests built (clitest.Build) when they are done.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.Cleanup(func(code int) {
		clitest.RemoveBuilt()
		os.Exit(code)
	}))
}
