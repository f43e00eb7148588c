package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

func TestResetVerdicts(t *testing.T) {
	rules := RulesFrom(ptr(testConfig()))
	pol := func(mode gateway.ResetMode, idle time.Duration, atHour int) *gateway.ResetPolicy {
		return &gateway.ResetPolicy{Mode: mode, IdleLimit: idle, AtHour: atHour, Notify: true}
	}
	at := func(y int, mo time.Month, d, h, mi int) time.Time { return time.Date(y, mo, d, h, mi, 0, 0, ny) }
	utc := func(y int, mo time.Month, d, h, mi int) time.Time { return time.Date(y, mo, d, h, mi, 0, 0, time.UTC) }
	sat10 := at(2026, 3, 7, 10, 0)
	cases := []struct {
		name    string
		p       *gateway.ResetPolicy
		act     span
		now     time.Time
		blocked Tri
		want    string
	}{
		{"idle: before the limit", pol(gateway.ResetIdle, time.Hour, 4), instant(sat10), sat10.Add(59 * time.Minute), No, "{none}"},
		{"idle: exactly at the limit is not past it", pol(gateway.ResetIdle, time.Hour, 4), instant(sat10), sat10.Add(time.Hour), No, "{none}"},
		{"idle: just past the limit", pol(gateway.ResetIdle, time.Hour, 4), instant(sat10), sat10.Add(time.Hour + time.Nanosecond), No, "{idle}"},
		{"idle: the activity clock is a range", pol(gateway.ResetIdle, time.Hour, 4), span{sat10, sat10.Add(30 * time.Minute)}, sat10.Add(75 * time.Minute), No, "{none,idle}"},
		{"none: never by time", pol(gateway.ResetNone, time.Hour, 4), instant(sat10), sat10.Add(72 * time.Hour), No, "{none}"},
		{"a process blocks", pol(gateway.ResetIdle, time.Hour, 4), instant(sat10), sat10.Add(2 * time.Hour), Yes, "{none}"},
		{"a process may block", pol(gateway.ResetIdle, time.Hour, 4), instant(sat10), sat10.Add(2 * time.Hour), Maybe, "{none,idle}"},
		{"daily: before the hour", pol(gateway.ResetDaily, time.Hour, 4), instant(sat10), at(2026, 3, 8, 3, 59), No, "{none}"},
		{"daily: at the hour (spring-forward day, the hour exists)", pol(gateway.ResetDaily, time.Hour, 4), instant(sat10), at(2026, 3, 8, 4, 0), No, "{daily}"},
		{"daily: active after today's boundary", pol(gateway.ResetDaily, time.Hour, 4), instant(at(2026, 3, 8, 5, 0)), at(2026, 3, 8, 23, 0), No, "{none}"},
		{"both: idle wins", pol(gateway.ResetBoth, time.Hour, 4), instant(sat10), at(2026, 3, 8, 12, 0), No, "{idle}"},
		{"both: daily without idle", pol(gateway.ResetBoth, 48*time.Hour, 4), instant(sat10), at(2026, 3, 8, 5, 0), No, "{daily}"},
		// 02:00 does not exist on 2026-03-08 in New York: either neighbouring offset may be meant.
		{"daily: at_hour in the spring gap", pol(gateway.ResetDaily, time.Hour, 2), instant(utc(2026, 3, 8, 6, 30)), at(2026, 3, 8, 5, 0), No, "{none,daily}"},
		{"daily: well before the gap", pol(gateway.ResetDaily, time.Hour, 2), instant(utc(2026, 3, 8, 5, 30)), at(2026, 3, 8, 5, 0), No, "{daily}"},
		// 01:00 happens twice on 2026-11-01 in New York (05:00Z and 06:00Z).
		{"daily: at_hour in the autumn fold", pol(gateway.ResetDaily, time.Hour, 1), instant(utc(2026, 11, 1, 5, 30)), utc(2026, 11, 1, 6, 45), No, "{none,daily}"},
		{"daily: after both readings of the fold", pol(gateway.ResetDaily, time.Hour, 1), instant(utc(2026, 11, 1, 6, 10)), utc(2026, 11, 1, 6, 45), No, "{none}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := rules.resetVerdicts(c.p, c.act, c.now, c.blocked).String(); got != c.want {
				t.Fatalf("act %s..%s now %s: got %s, want %s", c.act.lo, c.act.hi, c.now, got, c.want)
			}
		})
	}
}

func TestDailyBoundaries(t *testing.T) {
	berlin := mustZone("Europe/Berlin")
	cases := []struct {
		now    time.Time
		loc    *time.Location
		atHour int
		want   []string
	}{
		{time.Date(2026, 3, 7, 10, 0, 0, 0, ny), ny, 4, []string{"2026-03-07T09:00:00Z"}},
		{time.Date(2026, 3, 7, 3, 0, 0, 0, ny), ny, 4, []string{"2026-03-06T09:00:00Z"}},
		{time.Date(2026, 3, 8, 12, 0, 0, 0, ny), ny, 2, []string{"2026-03-08T07:00:00Z", "2026-03-08T06:00:00Z"}},
		{time.Date(2026, 11, 1, 12, 0, 0, 0, ny), ny, 1, []string{"2026-11-01T05:00:00Z", "2026-11-01T06:00:00Z"}},
		{time.Date(2026, 3, 29, 12, 0, 0, 0, berlin), berlin, 4, []string{"2026-03-29T02:00:00Z"}},
		{time.Date(2026, 3, 1, 0, 30, 0, 0, ny), ny, 4, []string{"2026-02-28T09:00:00Z"}}, // yesterday across a month
	}
	for _, c := range cases {
		bs, n := dailyBoundaries(c.now, c.loc, c.atHour)
		var got []string
		for _, b := range bs[:n] {
			got = append(got, b.UTC().Format(time.RFC3339))
		}
		if len(got) != len(c.want) {
			t.Fatalf("now %s at_hour %d: got %v, want %v", c.now, c.atHour, got, c.want)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Fatalf("now %s at_hour %d: got %v, want %v", c.now, c.atHour, got, c.want)
			}
		}
	}
}

func TestBlockedBy(t *testing.T) {
	start := t0
	cases := []struct {
		age, maxAge time.Duration
		want        Tri
	}{
		{time.Hour, 24 * time.Hour, Yes},
		{24*time.Hour - time.Nanosecond, 24 * time.Hour, Yes},
		{24 * time.Hour, 24 * time.Hour, No}, // exactly the cut-off: ignored
		{25 * time.Hour, 24 * time.Hour, No},
		{100 * time.Hour, 0, Yes}, // <= 0: every process blocks
	}
	for _, c := range cases {
		if got := blockedBy([]time.Time{start}, start.Add(c.age), c.maxAge); got != c.want {
			t.Errorf("age %s max %s: got %s, want %s", c.age, c.maxAge, got, c.want)
		}
	}
	if got := blockedBy(nil, start, time.Hour); got != No {
		t.Errorf("no process: got %s", got)
	}
}

func TestNoticeFor(t *testing.T) {
	on := &gateway.ResetPolicy{Notify: true, NotifyExcludePlatforms: []gateway.Platform{"webhook"}}
	off := &gateway.ResetPolicy{Notify: false, NotifyExcludePlatforms: []gateway.Platform{"webhook"}}
	cases := []struct {
		r        Reason
		p        *gateway.ResetPolicy
		pl       gateway.Platform
		activity Tri
		want     Tri
	}{
		{ReasonIdle, on, "telegram", Yes, Yes},
		{ReasonIdle, on, "telegram", No, No},
		{ReasonIdle, on, "telegram", Maybe, Maybe},
		{ReasonDaily, off, "telegram", Yes, No},
		{ReasonIdle, on, "webhook", Yes, No},
		{ReasonSuspended, off, "telegram", No, Yes}, // bypasses notify and activity
		{ReasonExpired, off, "telegram", No, Yes},
		{ReasonExpired, on, "webhook", Yes, No}, // but respects the exclusions (H2)
		{ReasonNone, on, "telegram", Yes, No},
	}
	for _, c := range cases {
		if got := noticeFor(c.r, c.p, c.pl, c.activity); got != c.want {
			t.Errorf("%s on %s notify=%v activity=%s: got %s, want %s", c.r, c.pl, c.p.Notify, c.activity, got, c.want)
		}
	}
}

func TestPolicyOverridesAreWhole(t *testing.T) {
	cfg := testConfig(func(c *gateway.Config) {
		c.ResetByType = map[gateway.ChatType]gateway.ResetPolicy{gateway.ChatGroup: {Mode: gateway.ResetDaily, AtHour: 6, IdleLimit: time.Hour}}
		c.ResetByPlatform = map[gateway.Platform]gateway.ResetPolicy{"discord": gateway.DefaultResetPolicy()}
	})
	rules := RulesFrom(&cfg)
	cases := []struct {
		l    Lane
		want gateway.ResetMode
	}{
		{Lane{Platform: "telegram", Type: gateway.ChatDM}, gateway.ResetIdle},
		{Lane{Platform: "telegram", Type: gateway.ChatGroup}, gateway.ResetDaily},
		{Lane{Platform: "discord", Type: gateway.ChatGroup}, gateway.ResetNone}, // platform beats type
	}
	for _, c := range cases {
		if got := rules.policyOf(&c.l).Mode; got != c.want {
			t.Errorf("%s/%s: got %s, want %s", c.l.Platform, c.l.Type, got, c.want)
		}
	}
	// The model keeps its own copy: later changes to the config do not reach it.
	cfg.Reset.Mode = gateway.ResetNone
	if rules.Reset.Mode != gateway.ResetIdle {
		t.Fatal("rules alias the config")
	}
}
