package model

import (
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestCheckConfigFollowsTheContract: each rule of docs/contract.md §5's validation refuses its
// bad value and accepts the edge the contract allows.
func TestCheckConfigFollowsTheContract(t *testing.T) {
	for _, c := range []struct {
		name string
		set  func(*gateway.Config)
		bad  string // "" when the configuration must be accepted
	}{
		{"default", func(*gateway.Config) {}, ""},
		{"unknown mode", func(g *gateway.Config) { g.Reset.Mode = "sometimes" }, "unknown mode"},
		{"at_hour 24", func(g *gateway.Config) { g.Reset.AtHour = 24 }, "at_hour"},
		{"at_hour 23", func(g *gateway.Config) { g.Reset.AtHour = 23 }, ""},
		{"override idle 0", func(g *gateway.Config) {
			g.ResetByType = map[gateway.ChatType]gateway.ResetPolicy{gateway.ChatDM: {Mode: gateway.ResetIdle, AtHour: 4}}
		}, "reset_by_type.dm"},
		{"watcher interval 0", func(g *gateway.Config) { g.WatcherInterval = 0 }, "watcher interval"},
		{"watcher first delay 0", func(g *gateway.Config) { g.WatcherFirstDelay = 0 }, ""},
		{"watcher first delay -1s", func(g *gateway.Config) { g.WatcherFirstDelay = -time.Second }, "first delay"},
		{"TTL scan 0", func(g *gateway.Config) { g.TTLScanInterval = 0 }, "TTL scan"},
		{"prune interval 0", func(g *gateway.Config) { g.RoutePruneInterval = 0 }, "prune interval"},
		{"reap grace 0", func(g *gateway.Config) { g.ReapGrace = 0 }, ""},
		{"reap grace -1s", func(g *gateway.Config) { g.ReapGrace = -time.Second }, "reap grace"},
		{"stuck 0", func(g *gateway.Config) { g.StuckLoopThreshold = 0 }, "stuck-loop"},
		{"breaker off", func(g *gateway.Config) { g.RestartLoopMax, g.RestartLoopWindow = 0, 0 }, ""},
	} {
		g := gateway.DefaultConfig()
		c.set(&g)
		err := CheckConfig(&g)
		if c.bad == "" && err != nil || c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.bad)
		}
	}
}
