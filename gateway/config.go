package gateway

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

// ResetMode selects which time-based resets a policy performs (docs/contract.md §2.2).
type ResetMode string

const (
	ResetNone  ResetMode = "none"
	ResetIdle  ResetMode = "idle"
	ResetDaily ResetMode = "daily"
	ResetBoth  ResetMode = "both"
)

// ResetPolicy is one whole session_reset policy. An override replaces the default entirely.
type ResetPolicy struct {
	Mode                   ResetMode
	IdleLimit              time.Duration // idle_minutes
	AtHour                 int           // daily boundary, local hour 0..23
	Notify                 bool
	NotifyExcludePlatforms []Platform
}

// DefaultResetPolicy is the class default: mode none, 24 h, 04:00, notify on, api_server and
// webhook excluded. Overrides start from this, not from the configured default policy.
func DefaultResetPolicy() ResetPolicy {
	return ResetPolicy{Mode: ResetNone, IdleLimit: 24 * time.Hour, AtHour: 4, Notify: true,
		NotifyExcludePlatforms: []Platform{"api_server", "webhook"}}
}

func (p ResetPolicy) validate(where string) error {
	switch p.Mode {
	case ResetNone, ResetIdle, ResetDaily, ResetBoth:
	default:
		return fmt.Errorf("gateway: %s: unknown reset mode %q (want none, idle, daily or both)", where, p.Mode)
	}
	if p.AtHour < 0 || p.AtHour > 23 {
		return fmt.Errorf("gateway: %s: at_hour %d outside 0..23", where, p.AtHour)
	}
	if p.IdleLimit <= 0 {
		return fmt.Errorf("gateway: %s: idle limit %v must be positive", where, p.IdleLimit)
	}
	return nil
}

func (p ResetPolicy) excludes(pl Platform) bool {
	for _, x := range p.NotifyExcludePlatforms {
		if x == pl {
			return true
		}
	}
	return false
}

// AdapterCaps describes a platform adapter.
type AdapterCaps struct {
	// Interactive: a person reads the replies. False for webhook and api_server: a resume turn
	// there continues the task instead of asking what next (docs/contract.md §2.12 variant c).
	Interactive bool
	// TuiOwned: rows of this platform belong to the TUI backend, which may end them (docs/contract.md §2.14).
	TuiOwned bool
}

// Config is the gateway's configuration. Zero durations are meaningful where noted, so start from
// DefaultConfig and change fields.
type Config struct {
	Location *time.Location // the gateway's local zone; at_hour and session ids use it

	Reset           ResetPolicy
	ResetByPlatform map[Platform]ResetPolicy
	ResetByType     map[ChatType]ResetPolicy

	GroupSessionsPerUser  bool
	ThreadSessionsPerUser bool

	BgProcessMaxAge  time.Duration // <= 0: every process blocks a reset
	FreshnessWindow  time.Duration // W; <= 0 means always fresh
	DrainTimeout     time.Duration // agent.restart_drain_timeout; <= 0 times out at once when busy
	TurnMarkerMaxAge time.Duration // an in-flight marker older than this is cleared, not resumed

	StuckLoopThreshold int // consecutive restarts while active before suspension
	RestartLoopMax     int // boots with candidates inside the window; <= 0 disables
	RestartLoopWindow  time.Duration

	WatcherFirstDelay  time.Duration
	WatcherInterval    time.Duration
	WatcherRetriesMax  int
	AgentIdleTTL       time.Duration // cached agents idle longer are released softly
	RouteMaxAge        time.Duration // hourly prune of idle routes; 0 = off
	RoutePruneInterval time.Duration

	ReapGrace       time.Duration // TUI orphan reap grace; 0 = never reap
	SessionTTL      time.Duration // TUI idle record TTL
	TTLScanInterval time.Duration

	// LeaseRetryInterval: how often the gateway tries again an internal event it holds because
	// another process runs a turn on the lane's session (docs/contract.md §9.6 step 6).
	LeaseRetryInterval time.Duration

	Adapters map[Platform]AdapterCaps

	// Entropy supplies the random part of session ids. Required: the gateway has no randomness
	// of its own.
	Entropy func() uint32

	// Alive reports whether the process named owner (a Row.Owner stamp, e.g. "t1#2") is still
	// running: V1's pid and start-time check, supplied by the world as Entropy is. Nil: every
	// other process counts as dead, the single-process behaviour (docs/contract.md §9.4).
	Alive func(owner string) bool
	// CommandAlive reports whether background command pid still runs: V1's check before a boot
	// adopts a listed command (procs.go). Nil: every listed command counts as running.
	CommandAlive func(pid int) bool

	Bugs BugSet
}

// DefaultConfig returns the V1 defaults of docs/contract.md §5 with the four simulated platforms.
func DefaultConfig() Config {
	return Config{
		Location:             time.UTC,
		Reset:                DefaultResetPolicy(),
		GroupSessionsPerUser: true,
		BgProcessMaxAge:      24 * time.Hour,
		FreshnessWindow:      time.Hour,
		DrainTimeout:         0,
		TurnMarkerMaxAge:     time.Hour,
		StuckLoopThreshold:   3,
		RestartLoopMax:       3,
		RestartLoopWindow:    60 * time.Second,
		WatcherFirstDelay:    60 * time.Second,
		WatcherInterval:      300 * time.Second,
		WatcherRetriesMax:    3,
		AgentIdleTTL:         time.Hour,
		RouteMaxAge:          90 * 24 * time.Hour,
		RoutePruneInterval:   time.Hour,
		ReapGrace:            20 * time.Second,
		SessionTTL:           6 * time.Hour,
		TTLScanInterval:      300 * time.Second,
		LeaseRetryInterval:   10 * time.Second,
		Adapters: map[Platform]AdapterCaps{
			"telegram":   {Interactive: true},
			"discord":    {Interactive: true},
			"webhook":    {},
			"api_server": {},
			"tui":        {Interactive: true, TuiOwned: true},
		},
	}
}

// Validate reports the first configuration error. Every policy is checked, overrides included
// (the port decision that fixes H3), so that no policy can fail at routing time.
func (c *Config) Validate() error {
	if c.Location == nil {
		return errors.New("gateway: Location is nil")
	}
	if c.Entropy == nil {
		return errors.New("gateway: Entropy is nil; the gateway has no randomness of its own")
	}
	if err := c.Reset.validate("session_reset"); err != nil {
		return err
	}
	if !c.Bugs.mask().Has(H3) {
		for _, p := range sortedPlatforms(c.ResetByPlatform) {
			if err := c.ResetByPlatform[p].validate("reset_by_platform." + string(p)); err != nil {
				return err
			}
		}
		for _, t := range sortedTypes(c.ResetByType) {
			if err := c.ResetByType[t].validate("reset_by_type." + string(t)); err != nil {
				return err
			}
		}
	}
	if c.WatcherInterval <= 0 || c.WatcherFirstDelay < 0 || c.TTLScanInterval <= 0 || c.RoutePruneInterval <= 0 || c.LeaseRetryInterval <= 0 {
		return errors.New("gateway: watcher, prune, TTL and lease retry intervals must be positive")
	}
	if c.ReapGrace < 0 {
		return errors.New("gateway: ReapGrace must be >= 0 (0 = never reap)")
	}
	if c.StuckLoopThreshold <= 0 {
		return errors.New("gateway: StuckLoopThreshold must be positive")
	}
	return nil
}

// policyFor chooses the policy of a lane: platform override, then chat-type override, then default.
func (c *Config) policyFor(p Platform, t ChatType) ResetPolicy {
	if pol, ok := c.ResetByPlatform[p]; ok {
		return pol
	}
	if pol, ok := c.ResetByType[t]; ok {
		return pol
	}
	return c.Reset
}

func (c *Config) caps(p Platform) AdapterCaps { return c.Adapters[p] }

func sortedPlatforms(m map[Platform]ResetPolicy) []Platform {
	out := make([]Platform, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func sortedTypes(m map[ChatType]ResetPolicy) []ChatType {
	out := make([]ChatType, 0, len(m))
	for t := range m {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
