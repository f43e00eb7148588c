package check

import (
	"testing"

	"gatewaysim/gateway"
)

// TestSelfCheckReportsMisses: with no flag on the property holds, so the self-check must report
// "not caught" after exactly its budget, and a recorded failure must parse.
func TestSelfCheckReportsMisses(t *testing.T) {
	cfg := DefaultSelfCheck()
	cfg.Checks, cfg.ShrinksMax, cfg.ReducesMax = 20, -1, 0
	rows := SelfCheck(cfg, []SelfCheckTarget{{Name: "none"}})
	if len(rows) != 1 || rows[0].Caught || rows[0].Checks != 20 {
		t.Fatalf("no flag: want not caught after 20 checks, got %+v", rows)
	}
	tb := &RecordingTB{}
	tb.Errorf("[rapid] failed after %v tests: %v", 41, "I2: x")
	if n, ok := tb.failedAfter(); !ok || n != 41 || !tb.Failed() {
		t.Fatalf("failedAfter = %d, %v", n, ok)
	}
}

// TestTriggerStepsCoverEveryFlag: every flag has its catalogue trigger's length, so that the
// self-check can measure each shrunk counterexample against it.
func TestTriggerStepsCoverEveryFlag(t *testing.T) {
	for _, b := range gateway.AllBugs() {
		if _, ok := TriggerSteps[b]; !ok {
			t.Errorf("TriggerSteps has no entry for %s", b)
		}
	}
}
