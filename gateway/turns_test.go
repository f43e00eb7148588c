package gateway

import (
	"testing"
	"time"
)

// Inbound handling and agent turns (docs/contract.md §2.1 entry, §2.10 step 6, §8.2 turn markers), /stop,
// internal events, and the startup restore gate (§2.10 step 4). Upstream group:
// test_restart_resume_pending (turn markers: crash mid-turn and after a completed turn).

// crashFor drops the process, lets d pass with nothing running, and boots a new one.
func (r *rig) crashFor(d time.Duration) []string {
	r.t.Helper()
	r.note("crash")
	r.g = nil
	r.advance(d)
	return r.boot()
}

// TestTurns: turn tokens, interruption, the activity signal and resume_pending clearing.
func TestTurns(t *testing.T) {
	t.Run("a stale token is ignored", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("81")
			r.send(src, "one")
			k := r.key(src)
			first, _, _ := r.g.RunningTurn(k)
			r.want(r.send(src, "two"), "waiting token="+first.String(), "interrupt-asked token="+first.String())
			lines := r.endTurn(src, OutcomeInterrupted, 0)
			r.want(lines, "turn-ended token="+first.String()+" outcome=interrupted", "follow-up", "turn-started")
			second, _, _ := r.g.RunningTurn(k)
			r.check(second != first, "a new token per turn")
			lines = r.step("turn-end with the old token", func() { r.g.TurnEnded(k, first, OutcomeOK, 5) })
			r.check(len(lines) == 0, "a stale token must change nothing: %v", lines)
			now, _, ok := r.g.RunningTurn(k)
			r.check(ok && now == second, "the current turn must keep running")
		})
	})
	t.Run("tokens never repeat across processes", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("82")
			r.send(src, "one")
			first, _, _ := r.g.RunningTurn(r.key(src))
			r.crash()
			r.endTurnIfRunning(src)
			r.send(src, "two")
			second, _, _ := r.g.RunningTurn(r.key(src))
			r.check(first != second, "token %v reused after a crash", first)
		})
	})
	t.Run("last_prompt_tokens comes from ok turns only", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("83")
			r.exchange(src, "one", 1000)
			r.send(src, "two")
			r.endTurn(src, OutcomeFailed, 0)
			r.check(r.entry(src).LastPromptTokens == 1000, "a failed turn overwrote the activity signal: %d", r.entry(src).LastPromptTokens)
			r.exchange(src, "three", 0)
			r.check(r.entry(src).LastPromptTokens == 0, "an ok turn records its prompt size")
		})
	})
	t.Run("resume_pending is cleared only by an ok turn", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("84")
			r.exchange(src, "hello", 10)
			r.markPending(src)
			r.send(src, "one")
			r.endTurn(src, OutcomeFailed, 0)
			r.check(r.entry(src).ResumePending, "a failed turn cleared the marker")
			r.send(src, "two")
			r.send(src, "three") // interrupts "two"
			r.check(r.entry(src).ResumePending, "an interrupted turn cleared the marker")
			lines := r.endTurn(src, OutcomeOK, 10)
			r.want(lines, "cleared-resume")
			stored, _ := r.stored(src)
			r.check(!stored.ResumePending && stored.ResumeReason == "", "the clear must be durable")
		})
	})
	t.Run("the in-flight marker is durable before the turn and cleared after it", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("85")
			r.send(src, "one")
			tok, _, _ := r.g.RunningTurn(r.key(src))
			stored, _ := r.stored(src)
			r.check(stored.ActiveTurnToken == tok && stored.ActiveTurnStartedAt.Equal(r.now()),
				"stored marker %v at %v, want %v", stored.ActiveTurnToken, stored.ActiveTurnStartedAt, tok)
			r.endTurn(src, OutcomeFailed, 0)
			stored, _ = r.stored(src)
			r.check(stored.ActiveTurnToken == 0 && stored.ActiveTurnStartedAt.IsZero(), "the marker must be cleared by any end")
		})
	})
}

// endTurnIfRunning ends the lane's turn (a boot resume) when one runs.
func (r *rig) endTurnIfRunning(src Source) {
	if _, _, ok := r.g.RunningTurn(r.key(src)); ok {
		r.endTurn(src, OutcomeOK, 1)
	}
}

// TestStopNeverRotates: /stop interrupts the running turn and the next message stays on the
// session (B02 suspended the lane, so the next message minted a fresh one).
func TestStopNeverRotates(t *testing.T) {
	for _, tc := range []struct {
		name string
		bugs BugSet
		want EndReason
	}{{"same session", nil, stays}, {"B02: /stop suspends, the next message resets", BugSet{B02}, EndSuspended}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("86")
				r.exchange(src, "hello", 10)
				r.send(src, "long job")
				old := r.sid(src)
				lines := r.stopCmd(src)
				r.want(lines, "turn-ended outcome=interrupted", "reply text=stopped")
				lines = r.send(src, "never mind")
				r.checkOutcome(lines, src, old, tc.want)
			})
		})
	}
}

// TestActivityClock: internal events and metadata writes never move the activity clock, so they
// cannot hold off an idle reset (port decisions; P-internal-touch and P-metadata-touch bring back
// V1's bumps).
func TestActivityClock(t *testing.T) {
	internal := func(r *rig, src Source) {
		r.internal(src)
		r.endTurn(src, OutcomeOK, 50)
	}
	metadata := func(r *rig, src Source) {
		r.step("metadata "+shortLane(r.key(src)), func() { r.g.MetadataWritten(r.key(src)) })
	}
	cases := []struct {
		name  string
		bugs  BugSet
		touch func(r *rig, src Source)
		want  EndReason
	}{
		{"an internal event does not hold off the idle reset", nil, internal, EndIdle},
		{"P-internal-touch: the internal event holds it off", BugSet{PInternalTouch}, internal, stays},
		{"a metadata write does not hold off the idle reset", nil, metadata, EndIdle},
		{"P-metadata-touch: the metadata write holds it off", BugSet{PMetadataTouch}, metadata, stays},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("87")
				r.exchange(src, "hello", 10)
				old := r.sid(src)
				r.advance(50 * time.Minute)
				tc.touch(r, src)
				r.advance(20 * time.Minute)
				r.checkOutcome(r.send(src, "back"), src, old, tc.want)
			})
		})
	}
}

// TestTurnMarkers: crash recovery by durable in-flight-turn markers (port decision, docs/contract.md §8.2):
// a crash mid-turn leaves the lane resume_pending (restart_interrupted) and the boot continues
// it; a crash after a completed turn leaves nothing. B34 marks by recency (120 s) instead.
func TestTurnMarkers(t *testing.T) {
	midTurn := func(r *rig, src Source) []string {
		r.send(src, "long job")
		r.advance(5 * time.Minute)
		return r.crash()
	}
	afterTurn := func(r *rig, src Source) []string {
		r.exchange(src, "quick question", 10)
		r.advance(time.Minute)
		return r.crash()
	}
	cases := []struct {
		name    string
		bugs    BugSet
		run     func(r *rig, src Source) []string // returns the boot's effects
		resumed bool
	}{
		{"crash 5 min into a turn: resumed", nil, midTurn, true},
		{"B34: crash 5 min into a turn: the work is lost", BugSet{B34}, midTurn, false},
		{"crash 1 min after a completed turn: nothing", nil, afterTurn, false},
		{"B34: crash 1 min after a completed turn: a spurious resume", BugSet{B34}, afterTurn, true},
		{"crash mid-turn, boot after the marker's max age: marked as of the turn's start, not auto-continued", nil, func(r *rig, src Source) []string {
			r.send(src, "long job")
			r.advance(time.Minute)
			lines := r.crashFor(2 * time.Hour)
			r.want(lines, "marked-resume resume=restart_interrupted")
			r.wantNo(lines, "resume-note", "turn-started")
			e := r.entry(src)
			r.check(e.ResumePending && e.LastResumeMarkedAt.Before(r.now().Add(-time.Hour)),
				"an old interrupted turn stays owed, marked as of its start (never dropped: I5)")
			return nil
		}, false},
		{"crash right after the turn began: resumed", nil, func(r *rig, src Source) []string {
			r.send(src, "long job")
			return r.crash()
		}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("88")
				lines := tc.run(r, src)
				if tc.resumed {
					r.want(lines, "marked-resume resume=restart_interrupted", "resume-note resume=restart_interrupted text=b",
						"turn-started lane=telegram:dm:88 flag")
				} else if lines != nil {
					r.wantNo(lines, "marked-resume", "resume-note", "turn-started")
					r.check(!r.entry(src).ResumePending, "no resume_pending may be left behind")
				}
				stored, _ := r.stored(src)
				if !tc.resumed {
					r.check(stored.ActiveTurnToken == 0, "the boot must clear the old in-flight marker")
				}
			})
		})
	}
}

// TestRestoreGate: while the boot's resume turns run, inbound events are queued, then replayed in
// arrival order once the last of them ends (docs/contract.md §2.10 step 4).
func TestRestoreGate(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		a, b := tgDM("91"), tgDM("92")
		r.send(a, "long job")
		r.advance(time.Minute)
		boot := r.crash()
		r.want(boot, "turn-started lane=telegram:dm:91 flag")
		q1 := r.send(a, "are you back?")
		q2 := r.send(b, "hello")
		r.want(q1, "queued lane=telegram:dm:91")
		r.want(q2, "queued lane=telegram:dm:92")
		r.wantNo(append(q1, q2...), "routed", "turn-started")
		lines := r.endTurn(a, OutcomeOK, 10)
		r.want(lines, "dispatched lane=telegram:dm:91", "dispatched lane=telegram:dm:92", "cleared-resume")
		first, second := -1, -1
		for i, l := range lines {
			if matches(l, "turn-started lane=telegram:dm:91") && first < 0 {
				first = i
			}
			if matches(l, "turn-started lane=telegram:dm:92") {
				second = i
			}
		}
		r.check(first >= 0 && second > first, "queued messages must be replayed in arrival order")
	})
	t.Run("a failed resume turn lifts the gate too", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			a := tgDM("93")
			r.send(a, "long job")
			r.crash()
			r.want(r.send(a, "hi"), "queued")
			lines := r.endTurn(a, OutcomeFailed, 0)
			r.want(lines, "dispatched", "routed lane=telegram:dm:93", "resume-note text=a")
		})
	})
	t.Run("no resume turns: the gate opens at boot", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			a := tgDM("94")
			r.exchange(a, "hi", 1)
			r.crash()
			r.want(r.send(a, "hello"), "routed", "turn-started")
		})
	})
}
