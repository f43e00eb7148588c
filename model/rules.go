package model

import (
	"time"

	"gatewaysim/gateway"
)

// Rules are the knobs of the user-facing contract that the model reads. They are copied out of a
// gateway.Config once (RulesFrom): the model reads configuration, never gateway code.
type Rules struct {
	Location *time.Location // the zone in which at_hour is read

	// NoticesUnseen: the driver cannot observe the drain's chat notices (upstream sends them from
	// gateway/run.py, outside the session store the conformance adapter drives), so I8's drain
	// half is not judged.
	NoticesUnseen bool

	Reset           gateway.ResetPolicy
	ResetByPlatform map[gateway.Platform]gateway.ResetPolicy
	ResetByType     map[gateway.ChatType]gateway.ResetPolicy

	BgProcessMaxAge  time.Duration // <= 0: every background process blocks a reset
	FreshnessWindow  time.Duration // W; <= 0: an owed turn never goes stale
	DrainTimeout     time.Duration // how long a shutdown waits for running turns (< 0 reads as 0)
	TurnMarkerMaxAge time.Duration // a crash-interrupted turn older than this may be dropped at boot

	StuckLoopThreshold int           // consecutive restarts while active before suspension
	WatcherRetriesMax  int           // failed finalizations of a lane in a row before the watcher forces it; <= 0: not judged
	RestartLoopMax     int           // boots with candidates inside the window; <= 0: no breaker
	RestartLoopWindow  time.Duration // <= 0 reads as 60 s

	RouteMaxAge  time.Duration // the hourly prune drops routes idle longer than this; 0 = off
	AgentIdleTTL time.Duration // the watcher releases a cached agent idle longer than this; <= 0: not judged
	// The watcher's schedule, which the prune runs on: its first pass after the boot's resume
	// pass, its interval, the prune's own interval (0: unknown, and the prune is not required).
	WatcherFirstDelay, WatcherInterval, RoutePruneInterval time.Duration

	ReapGrace  time.Duration // TUI orphan reap grace; 0 = never reap
	SessionTTL time.Duration // a TUI record idle and older than this may be closed by the TTL reaper
	// TTLScanInterval: the TTL reaper's period (0: unknown, and no scan is required).
	TTLScanInterval time.Duration
	// LeaseRetryInterval: how often the gateway tries again an internal event it holds behind
	// another process's turn (0: unknown, and no retry is required by a time).
	LeaseRetryInterval time.Duration

	Interactive map[gateway.Platform]bool // a person reads the platform's replies
	TuiOwned    map[gateway.Platform]bool // the TUI backend owns the platform's rows
}

// RulesFrom copies the knobs out of cfg.
func RulesFrom(cfg *gateway.Config) Rules {
	r := Rules{
		Location:           cfg.Location,
		Reset:              clonePolicy(cfg.Reset),
		ResetByPlatform:    map[gateway.Platform]gateway.ResetPolicy{},
		ResetByType:        map[gateway.ChatType]gateway.ResetPolicy{},
		BgProcessMaxAge:    cfg.BgProcessMaxAge,
		FreshnessWindow:    cfg.FreshnessWindow,
		DrainTimeout:       cfg.DrainTimeout,
		TurnMarkerMaxAge:   cfg.TurnMarkerMaxAge,
		StuckLoopThreshold: cfg.StuckLoopThreshold,
		WatcherRetriesMax:  cfg.WatcherRetriesMax,
		RestartLoopMax:     cfg.RestartLoopMax,
		RestartLoopWindow:  cfg.RestartLoopWindow,
		RouteMaxAge:        cfg.RouteMaxAge,
		AgentIdleTTL:       cfg.AgentIdleTTL,
		WatcherFirstDelay:  cfg.WatcherFirstDelay,
		WatcherInterval:    cfg.WatcherInterval,
		RoutePruneInterval: cfg.RoutePruneInterval,
		ReapGrace:          cfg.ReapGrace,
		SessionTTL:         cfg.SessionTTL,
		TTLScanInterval:    cfg.TTLScanInterval,
		LeaseRetryInterval: cfg.LeaseRetryInterval,
		Interactive:        map[gateway.Platform]bool{},
		TuiOwned:           map[gateway.Platform]bool{},
	}
	for p, pol := range cfg.ResetByPlatform {
		r.ResetByPlatform[p] = clonePolicy(pol)
	}
	for t, pol := range cfg.ResetByType {
		r.ResetByType[t] = clonePolicy(pol)
	}
	for p, caps := range cfg.Adapters {
		r.Interactive[p] = caps.Interactive
		r.TuiOwned[p] = caps.TuiOwned
	}
	if r.Location == nil {
		r.Location = time.UTC
	}
	if r.RestartLoopWindow <= 0 {
		r.RestartLoopWindow = 60 * time.Second
	}
	return r
}

func clonePolicy(p gateway.ResetPolicy) gateway.ResetPolicy {
	p.NotifyExcludePlatforms = append([]gateway.Platform(nil), p.NotifyExcludePlatforms...)
	return p
}

// policyOf is the lane's whole policy: a platform override wins over a chat-type override, which
// wins over the default. An override replaces the default entirely.
func (r *Rules) policyOf(l *Lane) *gateway.ResetPolicy {
	if p, ok := r.ResetByPlatform[l.Platform]; ok {
		return &p
	}
	if p, ok := r.ResetByType[l.Type]; ok {
		return &p
	}
	return &r.Reset
}

// gatewayOwned reports whether a row of platform p belongs to the messaging gateway (a TUI
// viewer must never end it). Rows with no known platform are not judged.
func (r *Rules) gatewayOwned(p gateway.Platform) bool {
	if p == "" {
		return false
	}
	owned, known := r.TuiOwned[p]
	return known && !owned
}
