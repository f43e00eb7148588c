package model

import (
	"fmt"
	"sort"

	"gatewaysim/gateway"
)

// CheckConfig states the port decision on configuration (docs/contract.md#port-decisions, §5):
// every reset policy, the default and each override, is validated at load; an unknown mode, an
// at_hour outside 0-23 or an idle limit <= 0 is a configuration error, never a failure at routing
// time; so are a watcher, prune or TTL-scan interval <= 0, a negative watcher first delay, a
// negative reap grace and a stuck-loop threshold <= 0.
// It returns nil for a configuration the gateway must accept, else a *Violation (invariant
// "config") naming the first policy the gateway must refuse: a harness that saw the gateway
// open over such a configuration reports it.
func CheckConfig(cfg *gateway.Config) error {
	if err := policyError("session_reset", cfg.Reset); err != nil {
		return err
	}
	if err := knobError(cfg); err != nil {
		return err
	}
	ps := make([]string, 0, len(cfg.ResetByPlatform))
	for p := range cfg.ResetByPlatform {
		ps = append(ps, string(p))
	}
	sort.Strings(ps)
	for _, p := range ps {
		if err := policyError("reset_by_platform."+p, cfg.ResetByPlatform[gateway.Platform(p)]); err != nil {
			return err
		}
	}
	ts := make([]string, 0, len(cfg.ResetByType))
	for t := range cfg.ResetByType {
		ts = append(ts, string(t))
	}
	sort.Strings(ts)
	for _, t := range ts {
		if err := policyError("reset_by_type."+t, cfg.ResetByType[gateway.ChatType(t)]); err != nil {
			return err
		}
	}
	return nil
}

func policyError(where string, p gateway.ResetPolicy) error {
	var why string
	switch {
	case p.Mode != gateway.ResetNone && p.Mode != gateway.ResetIdle && p.Mode != gateway.ResetDaily && p.Mode != gateway.ResetBoth:
		why = fmt.Sprintf("unknown mode %q", p.Mode)
	case p.AtHour < 0 || p.AtHour > 23:
		why = fmt.Sprintf("at_hour %d outside 0-23", p.AtHour)
	case p.IdleLimit <= 0:
		why = fmt.Sprintf("idle limit %v <= 0", p.IdleLimit)
	default:
		return nil
	}
	return violate("config", "%s: %s must be a configuration error at load", where, why)
}

func knobError(cfg *gateway.Config) error {
	var why string
	switch {
	case cfg.WatcherInterval <= 0:
		why = fmt.Sprintf("watcher interval %v <= 0", cfg.WatcherInterval)
	case cfg.WatcherFirstDelay < 0:
		why = fmt.Sprintf("watcher first delay %v < 0", cfg.WatcherFirstDelay)
	case cfg.TTLScanInterval <= 0:
		why = fmt.Sprintf("TTL scan interval %v <= 0", cfg.TTLScanInterval)
	case cfg.RoutePruneInterval <= 0:
		why = fmt.Sprintf("route prune interval %v <= 0", cfg.RoutePruneInterval)
	case cfg.LeaseRetryInterval <= 0:
		why = fmt.Sprintf("lease retry interval %v <= 0", cfg.LeaseRetryInterval)
	case cfg.ReapGrace < 0:
		why = fmt.Sprintf("reap grace %v < 0", cfg.ReapGrace)
	case cfg.StuckLoopThreshold <= 0:
		why = fmt.Sprintf("stuck-loop threshold %d <= 0", cfg.StuckLoopThreshold)
	default:
		return nil
	}
	return violate("config", "%s must be a configuration error at load", why)
}
