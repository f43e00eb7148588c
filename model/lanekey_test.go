package model

import (
	"testing"

	"gatewaysim/gateway"
)

// The contract's examples and rules (docs/contract.md §1.1), and the check firing on a wrong key.
func TestLaneKeyOfFollowsTheContract(t *testing.T) {
	for _, c := range []struct {
		src           gateway.Source
		group, thread bool
		want          gateway.LaneKey
	}{
		{gateway.Source{Platform: "telegram", ChatType: gateway.ChatDM, ChatID: "tg1", UserID: "u1"}, true, false, "agent:main:telegram:dm:tg1"},
		{gateway.Source{Platform: "telegram", ChatType: gateway.ChatDM, UserID: "u1", UserIDAlt: "alt"}, true, false, "agent:main:telegram:dm:alt"},
		{gateway.Source{Platform: "slack", ChatType: gateway.ChatDM, ChatID: "d1", ThreadID: "t1", UserID: "u1"}, true, false, "agent:main:slack:dm:d1:t1"},
		{gateway.Source{Platform: "discord", ChatType: gateway.ChatGroup, ChatID: "guild1", UserID: "u2"}, true, false, "agent:main:discord:group:guild1:u2"},
		{gateway.Source{Platform: "discord", ChatType: gateway.ChatGroup, ChatID: "guild1", UserID: "u2"}, false, false, "agent:main:discord:group:guild1"},
		{gateway.Source{Platform: "discord", ChatType: gateway.ChatThread, ChatID: "guild1", ThreadID: "th6", UserID: "u6"}, true, false, "agent:main:discord:thread:guild1:th6"},
		{gateway.Source{Platform: "discord", ChatType: gateway.ChatThread, ChatID: "guild1", ThreadID: "th6", UserID: "u6"}, true, true, "agent:main:discord:thread:guild1:th6:u6"},
	} {
		if got := LaneKeyOf(c.src, c.group, c.thread); got != c.want {
			t.Errorf("%+v (group %t, thread %t): %s, want %s", c.src, c.group, c.thread, got, c.want)
		}
		cfg := gateway.Config{GroupSessionsPerUser: c.group, ThreadSessionsPerUser: c.thread}
		if err := CheckLaneKey(c.src, cfg.LaneKey(c.src), &cfg); err != nil {
			t.Errorf("the gateway's key: %v", err)
		}
		if err := CheckLaneKey(c.src, c.want+":", &cfg); err == nil {
			t.Errorf("%s: a wrong key passes", c.want)
		}
	}
}
