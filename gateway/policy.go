package gateway

import "time"

// The reset policy (docs/contract.md §2.2) and the routing freshness gate (§2.3).

// policyReset is policy_reset(E): "idle", "daily" or none for an entry at now.
func (g *Gateway) policyReset(e *Entry, now time.Time) ResetReason {
	if g.processBlocks(e.Key, now) {
		return EndNone
	}
	pol := g.cfg.policyFor(e.Platform, e.ChatType)
	if pol.Mode == ResetIdle || pol.Mode == ResetBoth {
		if now.After(e.UpdatedAt.Add(pol.IdleLimit)) {
			return EndIdle
		}
	}
	if pol.Mode == ResetDaily || pol.Mode == ResetBoth {
		if e.UpdatedAt.Before(dailyBoundary(now, pol.AtHour, g.cfg.Location)) {
			return EndDaily
		}
	}
	return EndNone
}

// dailyBoundary is the most recent at_hour:00 local at or before now, decided on the local hour
// as docs/contract.md §2.2 states it: an hour below at_hour means today's boundary has not come yet. The zone
// rules do the rest: an at_hour skipped by a spring-forward change normalises to the first instant
// after the gap, and an at_hour repeated by a fall-back change means its first occurrence.
func dailyBoundary(now time.Time, atHour int, loc *time.Location) time.Time {
	local := now.In(loc)
	year, month, day := local.Date()
	if hour, _, _ := local.Clock(); hour < atHour {
		day--
	}
	b := time.Date(year, month, day, atHour, 0, 0, 0, loc)
	if hour, minute, _ := b.Add(-time.Hour).In(loc).Clock(); hour == atHour && minute == 0 {
		b = b.Add(-time.Hour).In(loc)
	}
	return b
}

// resetReason is the lock-free reason of §2.1 step 2: suspended, then resume_pending with the
// freshness gate, then the policy.
func (g *Gateway) resetReason(e *Entry, now time.Time) ResetReason {
	if e.Suspended {
		return EndSuspended
	}
	r := g.policyReset(e, now)
	if r != EndNone || !e.ResumePending {
		return r
	}
	if g.markerExpired(e, now) {
		return EndResumePendingExpired
	}
	return EndNone
}

// markerExpired is the routing freshness gate: inactive under mode none (B11 ignores that), when
// W <= 0, and absent altogether under B09.
func (g *Gateway) markerExpired(e *Entry, now time.Time) bool {
	if g.bugs.Has(B09) || g.cfg.FreshnessWindow <= 0 {
		return false
	}
	if g.cfg.policyFor(e.Platform, e.ChatType).Mode == ResetNone && !g.bugs.Has(B11) {
		return false
	}
	ref := e.LastResumeMarkedAt
	if ref.IsZero() {
		ref = e.UpdatedAt
	}
	return now.Sub(ref) > g.cfg.FreshnessWindow
}

// within reports whether t lies within the freshness window before now; W <= 0 is always fresh.
func (g *Gateway) within(t, now time.Time) bool {
	return g.cfg.FreshnessWindow <= 0 || (!t.IsZero() && now.Sub(t) <= g.cfg.FreshnessWindow)
}
