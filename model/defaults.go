package model

import (
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// CheckDefaults ("config") compares a configuration's knobs with the defaults of
// docs/contract.md §5. Every run builds its configuration on the gateway's defaults and the model
// judges against the contract's, so a default off by a unit would make every run judge a gateway
// other than the one the contract describes (or none at all, when the gateway refuses its own
// defaults and every run is skipped as rightly refused).
func CheckDefaults(cfg gateway.Config) error {
	type knob struct {
		name      string
		got, want any
	}
	p := cfg.Reset
	for _, k := range [...]knob{
		{"session_reset.mode", p.Mode, gateway.ResetNone},
		{"session_reset.idle", p.IdleLimit, 24 * time.Hour},
		{"session_reset.at_hour", p.AtHour, 4},
		{"session_reset.notify", p.Notify, true},
		{"session_reset.notify_exclude", slices.Equal(p.NotifyExcludePlatforms, []gateway.Platform{"api_server", "webhook"}) ||
			slices.Equal(p.NotifyExcludePlatforms, []gateway.Platform{"webhook", "api_server"}), true},
		{"group_sessions_per_user", cfg.GroupSessionsPerUser, true},
		{"thread_sessions_per_user", cfg.ThreadSessionsPerUser, false},
		{"bg_process_max_age", cfg.BgProcessMaxAge, 24 * time.Hour},
		{"freshness_window", cfg.FreshnessWindow, time.Hour},
		{"drain_timeout", cfg.DrainTimeout, time.Duration(0)},
		{"turn_marker_max_age", cfg.TurnMarkerMaxAge, time.Hour},
		{"stuck_loop_threshold", cfg.StuckLoopThreshold, 3},
		{"restart_loop_max", cfg.RestartLoopMax, 3},
		{"restart_loop_window", cfg.RestartLoopWindow, 60 * time.Second},
		{"watcher_first_delay", cfg.WatcherFirstDelay, 60 * time.Second},
		{"watcher_interval", cfg.WatcherInterval, 300 * time.Second},
		{"watcher_retries_max", cfg.WatcherRetriesMax, 3},
		{"agent_idle_ttl", cfg.AgentIdleTTL, time.Hour},
		{"route_max_age", cfg.RouteMaxAge, 90 * 24 * time.Hour},
		{"route_prune_interval", cfg.RoutePruneInterval, time.Hour},
		{"reap_grace", cfg.ReapGrace, 20 * time.Second},
		{"session_ttl", cfg.SessionTTL, 6 * time.Hour},
		{"ttl_scan_interval", cfg.TTLScanInterval, 300 * time.Second},
		{"lease_retry_interval", cfg.LeaseRetryInterval, 10 * time.Second},
		{"location", cfg.Location == time.UTC, true},
		{"adapters", adapterCaps(cfg.Adapters), "api_server:-,discord:interactive,telegram:interactive,tui:interactive+tui-owned,webhook:-"},
	} {
		if k.got != k.want {
			return violate("config", "the default %s is %v, the contract's is %v", k.name, k.got, k.want)
		}
	}
	return nil
}

// adapterCaps prints a configuration's adapters with their capabilities, sorted by platform, as
// the contract's table (§5) lists them.
func adapterCaps(as map[gateway.Platform]gateway.AdapterCaps) string {
	var out []string
	for p, c := range as {
		caps := "-"
		switch {
		case c.Interactive && c.TuiOwned:
			caps = "interactive+tui-owned"
		case c.Interactive:
			caps = "interactive"
		case c.TuiOwned:
			caps = "tui-owned"
		}
		out = append(out, string(p)+":"+caps)
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}
