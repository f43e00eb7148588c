package gateway

import (
	"strings"
	"testing"
	"time"
)

func validConfig() Config {
	cfg := DefaultConfig()
	cfg.Entropy = func() uint32 { return 0xabcdef01 }
	return cfg
}

// Every policy, default and overrides, is validated at load (port decision; fixes H3), and the
// message names the policy and the bad value.
func TestConfigValidate(t *testing.T) {
	bad := func(mut func(*ResetPolicy)) ResetPolicy {
		p := DefaultResetPolicy()
		p.Mode = ResetIdle
		mut(&p)
		return p
	}
	mode := func(p *ResetPolicy) { p.Mode = "weekly" }
	hour24 := func(p *ResetPolicy) { p.AtHour = 24 }
	hourNeg := func(p *ResetPolicy) { p.AtHour = -1 }
	idle0 := func(p *ResetPolicy) { p.IdleLimit = 0 }
	idleNeg := func(p *ResetPolicy) { p.IdleLimit = -time.Minute }
	tests := []struct {
		name    string
		mut     func(*Config)
		wantErr []string // all must appear; nil = valid
	}{
		{"defaults", func(c *Config) {}, nil},
		{"every mode", func(c *Config) {
			c.ResetByPlatform = map[Platform]ResetPolicy{"telegram": bad(func(p *ResetPolicy) { p.Mode = ResetBoth })}
			c.ResetByType = map[ChatType]ResetPolicy{ChatGroup: bad(func(p *ResetPolicy) { p.Mode = ResetDaily })}
		}, nil},
		{"hour 0 and 23", func(c *Config) {
			c.Reset.AtHour = 0
			c.ResetByType = map[ChatType]ResetPolicy{ChatDM: bad(func(p *ResetPolicy) { p.AtHour = 23 })}
		}, nil},
		{"default: unknown mode", func(c *Config) { mode(&c.Reset) }, []string{"session_reset", "unknown reset mode", "weekly"}},
		{"default: at_hour 24", func(c *Config) { hour24(&c.Reset) }, []string{"session_reset", "at_hour 24"}},
		{"default: at_hour -1", func(c *Config) { hourNeg(&c.Reset) }, []string{"session_reset", "at_hour -1"}},
		{"default: idle 0", func(c *Config) { idle0(&c.Reset) }, []string{"session_reset", "idle"}},
		{"default: idle < 0", func(c *Config) { idleNeg(&c.Reset) }, []string{"session_reset", "idle"}},
		{"default mode none still checks idle", func(c *Config) { c.Reset.Mode = ResetNone; idle0(&c.Reset) },
			[]string{"session_reset", "idle"}},
		{"platform override: unknown mode", func(c *Config) {
			c.ResetByPlatform = map[Platform]ResetPolicy{"telegram": bad(mode)}
		}, []string{"reset_by_platform.telegram", "unknown reset mode"}},
		{"platform override: at_hour 24", func(c *Config) {
			c.ResetByPlatform = map[Platform]ResetPolicy{"discord": bad(hour24)}
		}, []string{"reset_by_platform.discord", "at_hour 24"}},
		{"platform override: idle 0", func(c *Config) {
			c.ResetByPlatform = map[Platform]ResetPolicy{"discord": bad(idle0)}
		}, []string{"reset_by_platform.discord", "idle"}},
		{"type override: unknown mode", func(c *Config) {
			c.ResetByType = map[ChatType]ResetPolicy{ChatGroup: bad(mode)}
		}, []string{"reset_by_type.group", "unknown reset mode"}},
		{"type override: at_hour 24", func(c *Config) {
			c.ResetByType = map[ChatType]ResetPolicy{ChatThread: bad(hour24)}
		}, []string{"reset_by_type.thread", "at_hour 24"}},
		{"type override: idle < 0", func(c *Config) {
			c.ResetByType = map[ChatType]ResetPolicy{ChatDM: bad(idleNeg)}
		}, []string{"reset_by_type.dm", "idle"}},
		{"no entropy", func(c *Config) { c.Entropy = nil }, []string{"Entropy"}},
		{"no location", func(c *Config) { c.Location = nil }, []string{"Location"}},
		{"H3 skips overrides", func(c *Config) {
			c.Bugs = BugSet{H3}
			c.ResetByPlatform = map[Platform]ResetPolicy{"telegram": bad(mode), "discord": bad(idle0)}
			c.ResetByType = map[ChatType]ResetPolicy{ChatGroup: bad(hour24)}
		}, nil},
		{"H3 still checks the default", func(c *Config) { c.Bugs = BugSet{H3}; hour24(&c.Reset) },
			[]string{"session_reset", "at_hour 24"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := validConfig()
			tc.mut(&cfg)
			err := cfg.Validate()
			if tc.wantErr == nil {
				if err != nil {
					t.Fatalf("want valid, got %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("want an error mentioning %q, got none", tc.wantErr)
			}
			for _, w := range tc.wantErr {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

// With several bad overrides the error names the same one every time: map order never leaks.
func TestConfigValidateDeterministic(t *testing.T) {
	first := ""
	for i := 0; i < 50; i++ {
		cfg := validConfig()
		cfg.ResetByPlatform = map[Platform]ResetPolicy{}
		for _, p := range []Platform{"webhook", "telegram", "discord", "api_server", "tui"} {
			pol := DefaultResetPolicy()
			pol.AtHour = 99
			cfg.ResetByPlatform[p] = pol
		}
		err := cfg.Validate()
		if err == nil {
			t.Fatal("want an error")
		}
		if first == "" {
			first = err.Error()
		} else if err.Error() != first {
			t.Fatalf("error changed between runs: %q then %q", first, err)
		}
	}
	if !strings.Contains(first, "reset_by_platform.api_server") {
		t.Errorf("want the first platform in sorted order, got %q", first)
	}
}

// Open refuses a bad configuration instead of failing later at routing time.
func TestOpenRejectsBadConfig(t *testing.T) {
	cfg := validConfig()
	cfg.ResetByType = map[ChatType]ResetPolicy{ChatGroup: {Mode: "sometimes", IdleLimit: time.Hour}}
	if g, err := Open(cfg, nil, NewMemStore()); err == nil || g != nil {
		t.Fatalf("Open accepted a bad override: g=%v err=%v", g, err)
	}
}
