package gateway

import (
	"strings"
	"testing"
)

// Lane keys at the port's reduced fidelity (docs/contract.md §1.1): DM keys add the participant only without
// a chat id (participant, then thread); other chats add the thread, then the participant when
// group_sessions_per_user holds and the thread is not shared.
func TestLaneKey(t *testing.T) {
	type flags struct{ groupPerUser, threadPerUser bool }
	def := flags{groupPerUser: true}
	tests := []struct {
		name string
		f    flags
		src  Source
		want LaneKey
	}{
		{"dm with chat id: no participant", def,
			Source{Platform: "telegram", ChatType: ChatDM, ChatID: "42", UserID: "u1"}, "agent:main:telegram:dm:42"},
		{"dm with chat id and thread", def,
			Source{Platform: "telegram", ChatType: ChatDM, ChatID: "42", UserID: "u1", ThreadID: "t9"}, "agent:main:telegram:dm:42:t9"},
		{"dm ignores group_sessions_per_user", flags{},
			Source{Platform: "telegram", ChatType: ChatDM, ChatID: "42", UserID: "u1"}, "agent:main:telegram:dm:42"},
		{"group, per user", def,
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1"}, "agent:main:discord:group:g1:u1"},
		{"group, per user, alt id wins", def,
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1", UserIDAlt: "a1"}, "agent:main:discord:group:g1:a1"},
		{"group, shared", flags{},
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1"}, "agent:main:discord:group:g1"},
		{"group without a user id", def,
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1"}, "agent:main:discord:group:g1"},
		{"channel, per user", def,
			Source{Platform: "telegram", ChatType: ChatChannel, ChatID: "c1", UserID: "u1"}, "agent:main:telegram:channel:c1:u1"},
		{"thread shared by default", def,
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1", ThreadID: "th1"}, "agent:main:discord:group:g1:th1"},
		{"thread per user: thread, then participant", flags{groupPerUser: true, threadPerUser: true},
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1", ThreadID: "th1"}, "agent:main:discord:group:g1:th1:u1"},
		{"thread per user needs group per user", flags{threadPerUser: true},
			Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: "u1", ThreadID: "th1"}, "agent:main:discord:group:g1:th1"},
		{"thread chat type", def,
			Source{Platform: "discord", ChatType: ChatThread, ChatID: "g1", UserID: "u1", ThreadID: "th1"}, "agent:main:discord:thread:g1:th1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.GroupSessionsPerUser, cfg.ThreadSessionsPerUser = tc.f.groupPerUser, tc.f.threadPerUser
			if got := cfg.LaneKey(tc.src); got != tc.want {
				t.Errorf("LaneKey(%+v) = %q, want %q", tc.src, got, tc.want)
			}
		})
	}
}

// Without a chat id a DM falls back to the sender, so two users never share a lane, and the
// participant comes before the thread. The exact spelling of the empty chat slot is not pinned.
func TestLaneKeyDMWithoutChatID(t *testing.T) {
	cfg := DefaultConfig()
	u1 := cfg.LaneKey(Source{Platform: "telegram", ChatType: ChatDM, UserID: "u1"})
	u2 := cfg.LaneKey(Source{Platform: "telegram", ChatType: ChatDM, UserID: "u2"})
	alt := cfg.LaneKey(Source{Platform: "telegram", ChatType: ChatDM, UserID: "u1", UserIDAlt: "a1"})
	thr := cfg.LaneKey(Source{Platform: "telegram", ChatType: ChatDM, UserID: "u1", ThreadID: "t9"})
	if u1 == u2 {
		t.Errorf("two users without chat id share lane %q", u1)
	}
	if !strings.HasPrefix(string(u1), "agent:main:telegram:dm:") || !strings.HasSuffix(string(u1), ":u1") {
		t.Errorf("dm without chat id = %q, want agent:main:telegram:dm:...:u1", u1)
	}
	if !strings.HasSuffix(string(alt), ":a1") {
		t.Errorf("alt id not preferred: %q", alt)
	}
	if !strings.HasSuffix(string(thr), ":u1:t9") {
		t.Errorf("dm participant and thread order: %q, want ...:u1:t9", thr)
	}
}

// Users in one shared group (or one shared thread) land in the same lane; per-user groups split.
func TestLaneKeySharing(t *testing.T) {
	src := func(user, thread string) Source {
		return Source{Platform: "discord", ChatType: ChatGroup, ChatID: "g1", UserID: user, ThreadID: thread}
	}
	cfg := DefaultConfig()
	if cfg.LaneKey(src("u1", "")) == cfg.LaneKey(src("u2", "")) {
		t.Error("group_sessions_per_user on: two users share a lane")
	}
	if cfg.LaneKey(src("u1", "th")) != cfg.LaneKey(src("u2", "th")) {
		t.Error("shared thread: two users got different lanes")
	}
	cfg.ThreadSessionsPerUser = true
	if cfg.LaneKey(src("u1", "th")) == cfg.LaneKey(src("u2", "th")) {
		t.Error("thread_sessions_per_user on: two users share a thread lane")
	}
	cfg.GroupSessionsPerUser, cfg.ThreadSessionsPerUser = false, false
	if cfg.LaneKey(src("u1", "")) != cfg.LaneKey(src("u2", "")) {
		t.Error("group_sessions_per_user off: two users got different lanes")
	}
}
