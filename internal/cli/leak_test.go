package cli

import (
	"strings"
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests when a goroutine outlives them (go.uber.org/goleak). Every
// package with tests has this TestMain.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestLeakCheckFires: the check the TestMains run sees a goroutine left running, and stops seeing
// it once the goroutine ends.
func TestLeakCheckFires(t *testing.T) {
	before := goleak.IgnoreCurrent()
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		<-stop
	}()
	if err := goleak.Find(before); err == nil || !strings.Contains(err.Error(), "TestLeakCheckFires") {
		t.Fatalf("a running goroutine not reported: %v", err)
	}
	close(stop)
	<-done
	if err := goleak.Find(before); err != nil {
		t.Fatalf("reported after it ended: %v", err)
	}
}
