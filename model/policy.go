package model

import (
	"time"

	"gatewaysim/gateway"
)

// The reset policy as the user-facing contract states it (docs/contract.md §2.2, §2.13, §5), written out
// independently here: which automatic resets may be due for a lane at an instant, given what the
// model knows about its last activity.

// resetVerdicts returns the policy answers (ReasonNone, ReasonIdle, ReasonDaily) possible at now
// for a lane whose activity clock lies in act and whose background processes block with blocked.
//
//   - idle: due when now is strictly after activity + idle limit; it wins over daily.
//   - daily: due when the activity is before the latest at_hour:00 (local) not after now; the
//     boundary is today's if the local hour has reached at_hour, else yesterday's. At a DST
//     change the wall time at_hour:00 may name two instants or none; both readings are allowed.
//   - a live background process younger than the age cut-off blocks every reset.
func (r *Rules) resetVerdicts(p *gateway.ResetPolicy, act span, now time.Time, blocked Tri) Reasons {
	none := reasons(ReasonNone)
	if p.Mode == gateway.ResetNone || blocked == Yes {
		return none
	}
	var out Reasons
	if blocked == Maybe {
		out |= none
	}
	idle := p.Mode == gateway.ResetIdle || p.Mode == gateway.ResetBoth
	daily := p.Mode == gateway.ResetDaily || p.Mode == gateway.ResetBoth
	// x in [act.lo, act.hi] is the unknown activity instant; idle is due at x iff x < cut.
	lo := act.lo
	if idle {
		cut := now.Add(-p.IdleLimit)
		if act.lo.Before(cut) {
			out |= reasons(ReasonIdle)
		}
		if lo.Before(cut) {
			lo = cut
		}
		if lo.After(act.hi) {
			return out // idle is due at every x
		}
	}
	if !daily {
		return out | none
	}
	bs, n := dailyBoundaries(now, r.Location, p.AtHour)
	for _, b := range bs[:n] {
		if lo.Before(b) {
			out |= reasons(ReasonDaily)
		}
		if !act.hi.Before(b) {
			out |= none
		}
	}
	return out
}

// dailyBoundaries returns the instant(s) of the latest local at_hour:00 whose date is today (or
// yesterday when the local hour is below at_hour). Usually one; two at a DST fold (the wall time
// happens twice) and at a gap (it never happens, and either neighbouring offset may be meant).
func dailyBoundaries(now time.Time, loc *time.Location, atHour int) (out [2]time.Time, n int) {
	l := now.In(loc)
	y, mo, d := l.Date()
	if l.Hour() < atHour {
		d--
	}
	wall := time.Date(y, mo, d, atHour, 0, 0, 0, time.UTC) // the wall reading, normalised
	wy, wmo, wd := wall.Date()
	guess := time.Date(wy, wmo, wd, atHour, 0, 0, 0, loc)
	var offs [2]int
	_, offs[0] = guess.Add(-6 * time.Hour).Zone()
	_, offs[1] = guess.Add(6 * time.Hour).Zone()
	var cand [2]time.Time
	valid := 0
	for i, off := range offs {
		cand[i] = wall.Add(-time.Duration(off) * time.Second)
		if cand[i].In(loc).Hour() == atHour {
			valid |= 1 << i
		}
	}
	add := func(t time.Time) {
		for _, x := range out[:n] {
			if x.Equal(t) {
				return
			}
		}
		out[n] = t
		n++
	}
	for i := range cand {
		// A reading that is really at_hour:00 locally counts; with none valid (a gap), both do.
		if valid == 0 || valid&(1<<i) != 0 {
			add(cand[i])
		}
	}
	return out, n
}

// blockedBy says whether the background processes started at starts block a reset at now: a
// process blocks while it is younger than the cut-off; from the instant it is maxAge old it is
// ignored (maxAge <= 0: every process blocks).
func blockedBy(starts []time.Time, now time.Time, maxAge time.Duration) Tri {
	for _, s := range starts {
		if maxAge <= 0 || now.Sub(s) < maxAge {
			return Yes
		}
	}
	return No
}

// noticeFor says whether the user must be told of an automatic reset with reason r (docs/contract.md §2.13,
// with the port's fix of H2): suspended and expired notices bypass notify but respect the
// exclusions; idle and daily ones need notify, no exclusion, and activity in the replaced
// incarnation.
func noticeFor(r Reason, p *gateway.ResetPolicy, pl gateway.Platform, activity Tri) Tri {
	excluded := false
	for _, x := range p.NotifyExcludePlatforms {
		if x == pl {
			excluded = true
		}
	}
	switch r {
	case ReasonSuspended, ReasonExpired:
		return triOf(!excluded)
	case ReasonIdle, ReasonDaily:
		if !p.Notify || excluded {
			return No
		}
		return activity
	}
	return No
}
