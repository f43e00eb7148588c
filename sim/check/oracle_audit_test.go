package check

import (
	"strings"
	"testing"

	"gatewaysim/gateway"
)

type fakeLister []gateway.Entry

func (f *fakeLister) Entries() []gateway.Entry { return *f }

// TestLaneAuditCatchesAnUnreportedChange: a lane whose entry changes (or disappears) without
// ChangedLanes reporting it fails the audit; reported changes, and unchanged lanes, pass.
func TestLaneAuditCatchesAnUnreportedChange(t *testing.T) {
	src := &gateway.Source{Platform: "telegram", ChatID: "1"}
	f := &fakeLister{{Key: "a", SessionID: "s1", Origin: src}, {Key: "b", SessionID: "s2"}}
	var a laneAudit
	a.reset(f, 0)
	if err := a.check(10); err != nil {
		t.Fatalf("nothing changed, got %v", err)
	}
	(*f)[0].SessionID = "s3"
	a.note([]gateway.LaneKey{"a"})
	if err := a.check(20); err != nil {
		t.Fatalf("a reported change, got %v", err)
	}
	(*f)[1].LastPromptTokens = 5
	err := a.check(30)
	if err == nil || !strings.Contains(err.Error(), "lane b") || !strings.Contains(err.Error(), "20 and 30") {
		t.Fatalf("an unreported change: want a changed-lanes violation naming lane b, got %v", err)
	}
	changed := *src
	changed.ChatID = "2"
	(*f)[0].Origin = &changed
	if err := a.check(40); err == nil || !strings.Contains(err.Error(), "lane a") {
		t.Fatalf("an unreported origin change: want a violation naming lane a, got %v", err)
	}
	*f = (*f)[1:]
	if err := a.check(50); err == nil || !strings.Contains(err.Error(), "lane a") {
		t.Fatalf("an unreported deletion: want a violation naming lane a, got %v", err)
	}
}
