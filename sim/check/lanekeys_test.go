package check

import (
	"testing"

	"gatewaysim/gateway"
)

// TestSourceShapesReachWhatLanesLack: the shapes checkLaneKeys holds the key function to include a
// chat without an id, a source without user ids, and the thread toggled, so that a key function
// wrong only there (a DM keyed without its user when it has no chat id) is caught in every run.
func TestSourceShapesReachWhatLanesLack(t *testing.T) {
	s := gateway.Source{Platform: "telegram", ChatType: gateway.ChatDM, ChatID: "c1", UserID: "u1"}
	var noChat, noUser, thread bool
	for _, v := range sourceShapes(s) {
		noChat = noChat || v.ChatID == "" && v.UserID != ""
		noUser = noUser || v.UserID == "" && v.UserIDAlt == ""
		thread = thread || v.ThreadID != ""
	}
	if !noChat || !noUser || !thread {
		t.Fatalf("shapes of %+v: no chat id %v, no user %v, a thread %v", s, noChat, noUser, thread)
	}
}
