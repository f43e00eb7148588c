package gateway

import (
	"testing"
	"time"
)

// The reset policy (docs/contract.md §2.2) and the routing freshness gate (§2.3), seen through the routing of
// the next message. Upstream group: test_session_reset_notify (reason selection, mode none, the
// background-process check) and test_clean_shutdown_marker (freshness gate including mode none).

func idlePolicy(limit time.Duration) func(*Config) {
	return func(c *Config) { c.Reset.Mode, c.Reset.IdleLimit = ResetIdle, limit }
}

// TestPolicyResetReason: which reason the next message gets after a quiet period.
func TestPolicyResetReason(t *testing.T) {
	both := func(limit time.Duration) func(*Config) {
		return func(c *Config) { c.Reset.Mode, c.Reset.IdleLimit, c.Reset.AtHour = ResetBoth, limit, 4 }
	}
	cases := []struct {
		name    string
		mut     func(*Config)
		bugs    BugSet
		before  func(r *rig, src Source) // after the first exchange, before the wait
		wait    time.Duration
		want    EndReason // "" = the lane stays on its session
		wantRow EndReason // the old row's end_reason when it differs from want
	}{
		{name: "idle exactly at the limit does not fire", mut: idlePolicy(time.Hour), wait: time.Hour},
		{name: "idle one second past the limit", mut: idlePolicy(time.Hour), wait: time.Hour + time.Second, want: EndIdle},
		{name: "idle beats daily when both fire", mut: both(time.Hour), wait: 20 * time.Hour, want: EndIdle},
		{name: "daily alone under both", mut: both(48 * time.Hour), wait: 20 * time.Hour, want: EndDaily},
		{name: "both: neither due", mut: both(48 * time.Hour), wait: 10 * time.Hour},
		{name: "mode none never resets by time", wait: 30 * 24 * time.Hour},
		{name: "no watcher pass: the lazy reset records the specific reason", wait: 2 * time.Hour, want: EndIdle,
			mut: func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c) }},
		{name: "B25: the lazy reset ends the old row as plain session_reset", bugs: BugSet{B25},
			mut:  func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c) },
			wait: 2 * time.Hour, want: EndIdle, wantRow: EndSessionReset},
		{name: "a background process blocks the reset", mut: idlePolicy(time.Hour), wait: 2 * time.Hour,
			before: func(r *rig, src Source) { r.processStarted(src) }},
		{name: "a process older than 24h no longer blocks", mut: idlePolicy(time.Hour), wait: 24*time.Hour + time.Minute,
			before: func(r *rig, src Source) { r.processStarted(src) }, want: EndIdle},
		{name: "a process exactly 24h old no longer blocks", mut: idlePolicy(time.Hour), wait: 24 * time.Hour,
			before: func(r *rig, src Source) { r.processStarted(src) }, want: EndIdle},
		{name: "a process just under 24h old still blocks", mut: idlePolicy(time.Hour), wait: 24*time.Hour - time.Second,
			before: func(r *rig, src Source) { r.processStarted(src) }},
		{name: "max age <= 0: every process blocks", wait: 72 * time.Hour,
			mut:    func(c *Config) { idlePolicy(time.Hour)(c); c.BgProcessMaxAge = 0 },
			before: func(r *rig, src Source) { r.processStarted(src) }},
		{name: "an ended process no longer blocks", mut: idlePolicy(time.Hour), wait: 2 * time.Hour, want: EndIdle,
			before: func(r *rig, src Source) { r.processStarted(src); r.processEnded(src) }},
		{name: "one of two processes ended: still blocked", mut: idlePolicy(time.Hour), wait: 2 * time.Hour,
			before: func(r *rig, src Source) { r.processStarted(src); r.processStarted(src); r.processEnded(src) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("42")
				r.exchange(src, "hello", 900)
				old := r.sid(src)
				if tc.before != nil {
					tc.before(r, src)
				}
				r.advance(tc.wait)
				lines := r.send(src, "again")
				if tc.want == "" {
					r.wantSame(lines, src, old)
					r.wantReason(old, "live")
					return
				}
				r.wantReset(lines, src, old, tc.want)
				wantRow := tc.want
				if tc.wantRow != "" {
					wantRow = tc.wantRow
				}
				r.wantReason(old, string(wantRow))
			})
		})
	}
}

// TestPolicyDailyAcrossDST: the daily boundary is at_hour:00 on the local wall clock of
// Europe/Berlin, on the days the clocks change too. Each step is a message at a wall time and the
// reason it must get ("" = same session). A boundary computed as midnight plus at_hour of elapsed
// time would fire an hour late in spring and an hour early in autumn.
func TestPolicyDailyAcrossDST(t *testing.T) {
	type step struct {
		at   time.Time
		want EndReason
	}
	cases := []struct {
		name   string
		atHour int
		skip   string
		steps  []step
	}{
		{name: "spring forward, at_hour 4: 4 h after 23:00 CET is the boundary", atHour: 4, steps: []step{
			{berlin(2026, 3, 28, 23, 0), ""},
			{berlin(2026, 3, 29, 3, 59), ""},
			{berlin(2026, 3, 29, 4, 0), EndDaily},
			{berlin(2026, 3, 29, 23, 0), ""},
			{berlin(2026, 3, 30, 4, 0), EndDaily},
		}},
		{name: "spring forward, at_hour 2 falls into the gap: fires at 03:00 CEST, once", atHour: 2, steps: []step{
			{berlin(2026, 3, 28, 23, 0), ""},
			{berlin(2026, 3, 29, 1, 59), ""},
			{berlin(2026, 3, 29, 3, 0), EndDaily},
			{berlin(2026, 3, 29, 3, 30), ""},
			{berlin(2026, 3, 29, 23, 30), ""},
		}},
		{name: "fall back, at_hour 4: the 25 h day resets at 04:00 CET, not 03:00", atHour: 4, steps: []step{
			{berlin(2026, 10, 24, 23, 0), ""},
			{berlin(2026, 10, 25, 3, 30), ""},
			{berlin(2026, 10, 25, 4, 0), EndDaily},
			{berlin(2026, 10, 25, 23, 0), ""},
		}},
		{name: "fall back, at_hour 2 in the repeated hour: fires at the first 02:00", atHour: 2,
			steps: []step{
				{berlin(2026, 10, 25, 1, 50), ""},
				{time.Date(2026, 10, 25, 0, 10, 0, 0, time.UTC), EndDaily}, // 02:10 CEST, the first 02:10
				{time.Date(2026, 10, 25, 1, 15, 0, 0, time.UTC), ""},       // 02:15 CET, the second pass
				{berlin(2026, 10, 26, 2, 0), EndDaily},
			}},
		{name: "fall back, at_hour 2: activity in the first 02:xx is not reset in the second", atHour: 2,
			steps: []step{
				{time.Date(2026, 10, 25, 0, 30, 0, 0, time.UTC), ""}, // 02:30 CEST
				{time.Date(2026, 10, 25, 1, 15, 0, 0, time.UTC), ""}, // 02:15 CET
				{berlin(2026, 10, 25, 23, 0), ""},
				{berlin(2026, 10, 26, 2, 0), EndDaily},
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.skip != "" {
				t.Skip(tc.skip)
			}
			inBubble(t, func(t *testing.T) {
				r := newRigAt(t, tc.steps[0].at, func(c *Config) { c.Reset.Mode, c.Reset.AtHour = ResetDaily, tc.atHour })
				src := tgDM("7")
				for i, s := range tc.steps {
					if i > 0 {
						r.advanceTo(s.at, "")
					}
					var prev SessionID
					if i > 0 {
						prev = r.sid(src)
					}
					lines := r.send(src, "msg")
					switch {
					case i == 0:
					case s.want == "":
						r.wantSame(lines, src, prev)
					default:
						r.wantReset(lines, src, prev, s.want)
						r.wantReason(prev, string(s.want))
					}
					r.endTurn(src, OutcomeOK, 100)
				}
			})
		})
	}
}

// TestPolicyOverridesAreWholePolicies: a platform override beats a chat-type override, which
// beats the default, and an override replaces the default whole: its unspecified fields are the
// class defaults (mode none, 24 h, 04:00, notify on), never the default policy's values.
func TestPolicyOverridesAreWholePolicies(t *testing.T) {
	mut := func(c *Config) {
		c.Reset = ResetPolicy{Mode: ResetIdle, IdleLimit: time.Hour, AtHour: 4, Notify: true,
			NotifyExcludePlatforms: DefaultResetPolicy().NotifyExcludePlatforms}
		group := DefaultResetPolicy() // mode none
		c.ResetByType = map[ChatType]ResetPolicy{ChatGroup: group}
		discord := DefaultResetPolicy()
		discord.Mode = ResetDaily
		c.ResetByPlatform = map[Platform]ResetPolicy{"discord": discord}
	}
	cases := []struct {
		name string
		src  Source
		wait time.Duration
		want EndReason
	}{
		{"default policy: idle after 1 h", tgDM("1"), 2 * time.Hour, EndIdle},
		{"type override group = none: no idle from the default", tgGroup("g1", "u1"), 30 * time.Hour, ""},
		{"platform override discord = daily: no idle from the default", discordDM("2"), 2 * time.Hour, ""},
		{"platform override discord = daily: fires across 04:00", discordDM("2"), 20 * time.Hour, EndDaily},
		{"platform beats type: a discord group is daily, not none", discordGroup("g2", "u2"), 20 * time.Hour, EndDaily},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, mut)
				r.exchange(tc.src, "hello", 500)
				old := r.sid(tc.src)
				r.advance(tc.wait)
				lines := r.send(tc.src, "again")
				if tc.want == "" {
					r.wantSame(lines, tc.src, old)
					return
				}
				r.wantReset(lines, tc.src, old, tc.want)
			})
		})
	}
}

// TestFreshnessGate is the routing gate of §2.3: a resume_pending lane whose marker is older than
// W is reset as resume_pending_expired, except under mode none and when W <= 0. The gate reads
// last_resume_marked_at, which messages never bump.
func TestFreshnessGate(t *testing.T) {
	cases := []struct {
		name  string
		mut   func(*Config)
		bugs  BugSet
		waits []time.Duration // a failed message after each wait but the last, then the routed one
		want  EndReason
		note  bool // the kept session gets the resume note (the turn-composition gate: either clock within W)
	}{
		{name: "mode none: the gate is inactive, the marker stays", waits: []time.Duration{2 * time.Hour}},
		{name: "B11: mode none loses the session", bugs: BugSet{B11}, waits: []time.Duration{2 * time.Hour},
			want: EndResumePendingExpired},
		{name: "mode none, days later: still the same session", waits: []time.Duration{72 * time.Hour}},
		{name: "mode none within W: same session with the note", waits: []time.Duration{30 * time.Minute}, note: true},
		{name: "mode idle: expired after W", mut: idlePolicy(48 * time.Hour), waits: []time.Duration{time.Hour + time.Second},
			want: EndResumePendingExpired},
		{name: "mode idle: within W", mut: idlePolicy(48 * time.Hour), waits: []time.Duration{time.Hour}, note: true},
		{name: "W = 0: always fresh", waits: []time.Duration{5 * time.Hour}, note: true,
			mut: func(c *Config) { idlePolicy(48 * time.Hour)(c); c.FreshnessWindow = 0 }},
		{name: "W < 0: always fresh", waits: []time.Duration{5 * time.Hour}, note: true,
			mut: func(c *Config) { idlePolicy(48 * time.Hour)(c); c.FreshnessWindow = -time.Minute }},
		{name: "messages do not bump the marker clock", mut: idlePolicy(48 * time.Hour),
			waits: []time.Duration{40 * time.Minute, 40 * time.Minute}, want: EndResumePendingExpired},
		{name: "B09: the marker never expires", mut: idlePolicy(48 * time.Hour), bugs: BugSet{B09},
			waits: []time.Duration{40 * time.Minute, 40 * time.Minute}, note: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				src := tgDM("5")
				r.exchange(src, "hello", 300)
				r.markPending(src)
				old := r.sid(src)
				for i, w := range tc.waits {
					r.advance(w)
					if i < len(tc.waits)-1 {
						r.send(src, "are you there?")
						r.endTurn(src, OutcomeFailed, 0)
						r.check(r.entry(src).ResumePending, "a failed turn must keep resume_pending")
					}
				}
				lines := r.send(src, "status?")
				if tc.want == "" {
					r.wantSame(lines, src, old)
					if tc.note {
						r.want(lines, "resume-note resume=restart_timeout text=a")
					} else {
						r.wantNo(lines, "resume-note")
					}
					r.check(r.entry(src).ResumePending, "the kept session keeps resume_pending until a turn succeeds")
					return
				}
				cur := r.wantReset(lines, src, old, tc.want)
				r.wantReason(old, string(tc.want))
				r.wantNo(lines, "resume-note")
				r.check(!r.entry(src).ResumePending, "the new incarnation %s must not inherit resume_pending", r.name(cur))
			})
		})
	}
}
