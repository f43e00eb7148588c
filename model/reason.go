package model

import "gatewaysim/gateway"

// Reason is an automatic-reset reason as the user is told it (docs/contract.md §2.13), or ReasonNone for a
// fresh incarnation that no reset explains (the first message, an empty conversation replaced).
type Reason uint8

const (
	ReasonNone Reason = iota
	ReasonIdle
	ReasonDaily
	ReasonSuspended
	ReasonExpired // resume_pending_expired
	numReasons
)

var reasonEnds = [numReasons]gateway.EndReason{
	ReasonNone: gateway.EndNone, ReasonIdle: gateway.EndIdle, ReasonDaily: gateway.EndDaily,
	ReasonSuspended: gateway.EndSuspended, ReasonExpired: gateway.EndResumePendingExpired,
}

func (r Reason) String() string {
	if r == ReasonNone {
		return "none"
	}
	return string(reasonEnds[r])
}

// End is the end_reason the replaced row must carry.
func (r Reason) End() gateway.EndReason { return reasonEnds[r] }

// reasonOf maps an observed auto-reset reason back; false for a string that is no reset reason.
func reasonOf(e gateway.EndReason) (Reason, bool) {
	for r := ReasonNone; r < numReasons; r++ {
		if reasonEnds[r] == e {
			return r, true
		}
	}
	return ReasonNone, false
}

// Reasons is a set of Reason.
type Reasons uint8

func reasons(rs ...Reason) Reasons {
	var s Reasons
	for _, r := range rs {
		s |= 1 << r
	}
	return s
}

func (s Reasons) Has(r Reason) bool { return s&(1<<r) != 0 }

// automatic is the set without ReasonNone: the resets that have a reason.
func (s Reasons) automatic() Reasons { return s &^ 1 }

func (s Reasons) String() string {
	if s == 0 {
		return "{}"
	}
	b := []byte{'{'}
	for r := ReasonNone; r < numReasons; r++ {
		if s.Has(r) {
			if len(b) > 1 {
				b = append(b, ',')
			}
			b = append(b, r.String()...)
		}
	}
	return string(append(b, '}'))
}

// endSet is a set of intentional end_reasons that a superseded row may carry.
type endSet uint8

const (
	endSessionReset endSet = 1 << iota
	endSessionSwitch
	endIdle
	endDaily
	endSuspended
	endExpired
)

var endBits = [...]struct {
	bit endSet
	r   gateway.EndReason
}{
	{endSessionReset, gateway.EndSessionReset}, {endSessionSwitch, gateway.EndSessionSwitch},
	{endIdle, gateway.EndIdle}, {endDaily, gateway.EndDaily}, {endSuspended, gateway.EndSuspended},
	{endExpired, gateway.EndResumePendingExpired},
}

func (s endSet) has(r gateway.EndReason) bool {
	for _, b := range endBits {
		if b.r == r {
			return s&b.bit != 0
		}
	}
	return false
}

func (s endSet) String() string {
	b := []byte{'{'}
	for _, e := range endBits {
		if s&e.bit != 0 {
			if len(b) > 1 {
				b = append(b, ',')
			}
			b = append(b, e.r...)
		}
	}
	return string(append(b, '}'))
}

// endsFor is what the old row of an automatic reset with reason r may read. The watcher may have
// finalized the incarnation earlier under the other time reason (idle vs daily): both are specific.
func endsFor(r Reason) endSet {
	switch r {
	case ReasonIdle, ReasonDaily:
		return endIdle | endDaily
	case ReasonSuspended:
		return endSuspended
	case ReasonExpired:
		return endExpired
	}
	return 0
}

// endsForEnd is the set holding just the intentional reason r (0 for any other).
func endsForEnd(r gateway.EndReason) endSet {
	for _, b := range endBits {
		if b.r == r {
			return b.bit
		}
	}
	return 0
}

// resumeSet is a set of resume reasons a recovery note may name.
type resumeSet uint8

const (
	resumeRestart   resumeSet = 1 << iota // restart_timeout
	resumeShutdown                        // shutdown_timeout
	resumeInterrupt                       // restart_interrupted
)

func resumeBit(r gateway.ResumeReason) resumeSet {
	switch r {
	case gateway.ResumeRestartTimeout:
		return resumeRestart
	case gateway.ResumeShutdownTimeout:
		return resumeShutdown
	case gateway.ResumeRestartInterrupted:
		return resumeInterrupt
	}
	return 0
}
