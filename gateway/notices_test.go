package gateway

import (
	"testing"
	"time"
)

// The auto-reset notice and context note (docs/contract.md §2.13) and the resume note (§2.12). Upstream
// groups: test_session_reset_notify (notify defaults, activity flag, auto-reset field round-trip,
// TestResumePendingExpiredAutoReset) and test_restart_resume_pending (note variants, blank turn).

func apiServerDM(chat string) Source {
	return Source{Platform: "api_server", ChatType: ChatDM, ChatID: chat, UserID: "u" + chat}
}

// resetCause drives a lane, after its first exchange, to the point where its next message gets
// an automatic reset for one reason.
type resetCause struct {
	reason EndReason
	mut    func(*Config)
	drive  func(r *rig, src Source)
}

var (
	causeIdle  = resetCause{EndIdle, idlePolicy(time.Hour), func(r *rig, src Source) { r.advance(2 * time.Hour) }}
	causeDaily = resetCause{EndDaily, func(c *Config) { c.Reset.Mode = ResetDaily },
		func(r *rig, src Source) { r.advance(20 * time.Hour) }}
	causeSuspended = resetCause{EndSuspended, nil, func(r *rig, src Source) { r.stuckLoop(src) }}
	causeExpired   = resetCause{EndResumePendingExpired, idlePolicy(48 * time.Hour), func(r *rig, src Source) {
		r.markPending(src)
		r.advance(2 * time.Hour)
	}}
)

// TestResetNotify: the notice is sent exactly when the §2.13 predicate holds, the context note
// always, each with the exact reason.
func TestResetNotify(t *testing.T) {
	notifyOff := func(c *Config) { c.Reset.Notify = false }
	excludeNone := func(c *Config) { c.Reset.NotifyExcludePlatforms = nil }
	cases := []struct {
		name   string
		cause  resetCause
		mut    func(*Config)
		bugs   BugSet
		src    Source
		tokens int // last_prompt_tokens of the replaced incarnation
		notice bool
		note   EndReason // the context note's reason (defaults to the cause's)
	}{
		{name: "idle with activity: notice", cause: causeIdle, src: tgDM("1"), tokens: 1200, notice: true},
		{name: "idle without activity: no notice", cause: causeIdle, src: tgDM("1"), tokens: 0},
		{name: "B07: activity read from total_tokens, the notice is lost", cause: causeIdle, bugs: BugSet{B07},
			src: tgDM("1"), tokens: 1200},
		{name: "idle with notify off: no notice", cause: causeIdle, mut: notifyOff, src: tgDM("1"), tokens: 1200},
		{name: "idle on webhook (excluded by default): no notice", cause: causeIdle, src: webhookDM("1"), tokens: 1200},
		{name: "idle on api_server (excluded by default): no notice", cause: causeIdle, src: apiServerDM("1"), tokens: 1200},
		{name: "idle on webhook with an empty exclude list: notice", cause: causeIdle, mut: excludeNone,
			src: webhookDM("1"), tokens: 1200, notice: true},
		{name: "idle on discord: notice", cause: causeIdle, src: discordDM("1"), tokens: 5, notice: true},
		{name: "daily with activity: notice", cause: causeDaily, src: tgDM("1"), tokens: 1200, notice: true},
		{name: "daily without activity: no notice", cause: causeDaily, src: tgDM("1"), tokens: 0},
		{name: "suspended: notice despite notify off and no activity", cause: causeSuspended, mut: notifyOff,
			src: tgDM("1"), tokens: 0, notice: true},
		{name: "suspended on webhook: excluded", cause: causeSuspended, src: webhookDM("1"), tokens: 1200},
		{name: "H2: suspended on webhook bypasses the exclusion", cause: causeSuspended, bugs: BugSet{H2},
			src: webhookDM("1"), tokens: 1200, notice: true},
		{name: "expired marker: notice despite notify off and no activity", cause: causeExpired, mut: notifyOff,
			src: tgDM("1"), tokens: 0, notice: true},
		{name: "expired marker on api_server: excluded", cause: causeExpired, src: apiServerDM("1"), tokens: 1200},
		{name: "H2: expired marker on api_server bypasses the exclusion", cause: causeExpired, bugs: BugSet{H2},
			src: apiServerDM("1"), tokens: 1200, notice: true},
		{name: "B10: expired marker worded as idle and silenced by notify off", cause: causeExpired, mut: notifyOff,
			bugs: BugSet{B10}, src: tgDM("1"), tokens: 1200, note: EndIdle},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) {
					if tc.cause.mut != nil {
						tc.cause.mut(c)
					}
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				r.exchange(tc.src, "hello", tc.tokens)
				old := r.sid(tc.src)
				tc.cause.drive(r, tc.src)
				lines := r.send(tc.src, "back again")
				r.wantReset(lines, tc.src, old, tc.cause.reason)
				note := tc.cause.reason
				if tc.note != "" {
					note = tc.note
				}
				r.want(lines, "context-note reason="+string(note))
				r.check(count(lines, "context-note") == 1, "want exactly one context note")
				if tc.notice {
					r.want(lines, "notice reason="+string(note))
					r.check(count(lines, "notice") == 1, "want exactly one notice")
				} else {
					r.wantNo(lines, "notice")
				}
				e := r.entry(tc.src)
				r.check(!e.WasAutoReset && e.AutoResetReason == "", "the notice step must consume was_auto_reset and clear the reason")
				r.check(e.PrevSessionID == old, "prev_session_id %s, want %s", r.name(e.PrevSessionID), r.name(old))
			})
		})
	}
}

// TestResetNoticeOnce: the auto-reset effect fires on the first handled message only, even when
// that message's turn does not succeed (B28 consumed the flag only after a successful turn).
func TestResetNoticeOnce(t *testing.T) {
	cases := []struct {
		name    string
		bugs    BugSet
		outcome Outcome // how the first turn after the reset ends
		notices int     // notices over the two messages after the reset
	}{
		{"failed first turn: one notice", nil, OutcomeFailed, 1},
		{"interrupted first turn: one notice", nil, "", 1},
		{"ok first turn: one notice", nil, OutcomeOK, 1},
		{"B28: a failed first turn re-fires the notice", BugSet{B28}, OutcomeFailed, 2},
		{"B28: an interrupted first turn re-fires the notice", BugSet{B28}, "", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); c.Bugs = tc.bugs })
				src := tgDM("3")
				r.exchange(src, "hello", 700)
				r.advance(2 * time.Hour)
				first := r.send(src, "back")
				if tc.outcome != "" {
					r.endTurn(src, tc.outcome, 0)
				}
				r.advance(time.Minute)
				second := r.send(src, "still there?") // waits behind the first turn when it is still running
				if tc.outcome == "" {
					second = append(second, r.endTurn(src, OutcomeInterrupted, 0)...) // which it asked to stop
				}
				all := append(append([]string(nil), first...), second...)
				r.check(count(all, "notice reason=idle") == tc.notices, "want %d notices, got %d", tc.notices, count(all, "notice"))
				r.check(count(all, "context-note") == tc.notices, "want %d context notes, got %d", tc.notices, count(all, "context-note"))
			})
		})
	}
}

// TestResetNoticeOnceAcrossCrash: a crash during the first turn after the reset does not make
// the boot's resume turn announce the reset again (B28 kept the flag until a successful turn).
func TestResetNoticeOnceAcrossCrash(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bugs    BugSet
		notices int
	}{{"one notice", nil, 1}, {"B28: the boot's resume turn re-fires it", BugSet{B28}, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("4")
				r.exchange(src, "hello", 700)
				r.advance(2 * time.Hour)
				all := r.send(src, "back")
				all = append(all, r.crash()...)
				r.want(all, "turn-started lane=telegram:dm:4 flag")
				r.check(count(all, "notice reason=idle") == tc.notices, "want %d notices, got %d", tc.notices, count(all, "notice"))
			})
		})
	}
}

// TestAutoResetFieldsSurviveRestart: was_auto_reset, its reason and the activity flag are
// persisted, so a process that dies between publishing the reset entry and handling the message
// (upstream runs them as separate steps; the Go core runs the routing transition alone here)
// still gives the next message its notice and context note. B06 drops them from the index.
func TestAutoResetFieldsSurviveRestart(t *testing.T) {
	cases := []struct {
		name    string
		bugs    BugSet
		survive bool
	}{
		{"fields persisted", nil, true},
		{"B06: fields not persisted", BugSet{B06}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); noWatcher(c); c.Bugs = tc.bugs })
				src := tgDM("9")
				r.exchange(src, "hello", 800)
				old := r.sid(src)
				r.advance(2 * time.Hour)
				r.step("routing transition only", func() { r.g.route(src, true) })
				stored, _ := r.stored(src)
				r.check(stored.SessionID != old, "the reset entry must be published")
				r.check(stored.WasAutoReset == tc.survive && stored.ResetHadActivity == tc.survive &&
					(stored.AutoResetReason == EndIdle) == tc.survive,
					"stored entry: was_auto_reset=%v reason=%q had_activity=%v", stored.WasAutoReset,
					stored.AutoResetReason, stored.ResetHadActivity)
				r.crash()
				lines := r.send(src, "hi")
				r.check(r.sid(src) == stored.SessionID, "the lane must stay on the published incarnation")
				if tc.survive {
					r.want(lines, "context-note reason=idle", "notice reason=idle")
				} else {
					r.wantNo(lines, "context-note", "notice")
				}
			})
		})
	}
}

// TestResumePendingExpiredAutoReset mirrors upstream's class of that name: the reason, the
// activity flag, the old row's end_reason, the idle path unaffected, W <= 0 bypassing the gate.
func TestResumePendingExpiredAutoReset(t *testing.T) {
	cases := []struct {
		name    string
		mut     func(*Config)
		bugs    BugSet
		tokens  int
		wait    time.Duration
		want    EndReason // "" = same session
		wantRow EndReason
	}{
		{name: "expired: specific reason on entry and row", mut: idlePolicy(48 * time.Hour), tokens: 0,
			wait: 2 * time.Hour, want: EndResumePendingExpired},
		{name: "expired with activity: reset_had_activity set", mut: idlePolicy(48 * time.Hour), tokens: 1500,
			wait: 2 * time.Hour, want: EndResumePendingExpired},
		{name: "B10: the row ends as plain session_reset", mut: idlePolicy(48 * time.Hour), bugs: BugSet{B10},
			tokens: 1500, wait: 2 * time.Hour, want: EndResumePendingExpired, wantRow: EndSessionReset},
		{name: "idle path unaffected: a due idle reset wins", mut: idlePolicy(90 * time.Minute), tokens: 1500,
			wait: 2 * time.Hour, want: EndIdle},
		{name: "W = 0 bypasses the gate", tokens: 1500, wait: 2 * time.Hour,
			mut: func(c *Config) { idlePolicy(48 * time.Hour)(c); c.FreshnessWindow = 0 }},
		{name: "W < 0 bypasses the gate", tokens: 1500, wait: 30 * time.Hour,
			mut: func(c *Config) { idlePolicy(48 * time.Hour)(c); c.FreshnessWindow = -1 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { tc.mut(c); c.Bugs = tc.bugs })
				src := tgDM("11")
				r.exchange(src, "hello", tc.tokens)
				r.markPending(src)
				old := r.sid(src)
				r.advance(tc.wait)
				lines := r.send(src, "hello again")
				if tc.want == "" {
					r.wantSame(lines, src, old)
					r.want(lines, "resume-note text=a")
					return
				}
				r.wantReset(lines, src, old, tc.want)
				wantRow := tc.want
				if tc.wantRow != "" {
					wantRow = tc.wantRow
				}
				r.wantReason(old, string(wantRow))
				stored, _ := r.stored(src)
				r.check(stored.ResetHadActivity == (tc.tokens > 0), "reset_had_activity %v with last_prompt_tokens %d",
					stored.ResetHadActivity, tc.tokens)
				r.check(!stored.ResumePending, "the new incarnation must not be resume_pending")
			})
		})
	}
}

// TestResumeNoteVariants: the recovery note's three variants, its freshness by either clock, and
// the safety net for empty text (docs/contract.md §2.12).
func TestResumeNoteVariants(t *testing.T) {
	cases := []struct {
		name string
		bugs BugSet
		run  func(r *rig) []string // returns the effects of the turn that should carry the note
		want string                // the variant, "" = no note
	}{
		{name: "a: a user message on a pending lane", want: "a", run: func(r *rig) []string {
			src := tgDM("1")
			r.exchange(src, "hello", 10)
			r.markPending(src)
			r.advance(10 * time.Minute)
			return r.send(src, "what happened?")
		}},
		{name: "b: boot auto-resume on an interactive adapter", want: "b", run: func(r *rig) []string {
			src := tgDM("1")
			r.send(src, "long job")
			r.advance(time.Minute)
			lines := r.restart()
			r.want(lines, "turn-started lane=telegram:dm:1 flag")
			return lines
		}},
		{name: "c: boot auto-resume on a non-interactive adapter", want: "c", run: func(r *rig) []string {
			src := webhookDM("1")
			r.send(src, "run the pipeline")
			r.advance(time.Minute)
			return r.restart()
		}},
		{name: "B12: the non-interactive adapter is asked what next", bugs: BugSet{B12}, want: "b", run: func(r *rig) []string {
			src := webhookDM("1")
			r.send(src, "run the pipeline")
			r.advance(time.Minute)
			return r.restart()
		}},
		{name: "old transcript, fresh marker: the note is still injected", want: "b", run: longTurnThenDowntime},
		{name: "B08: old transcript, fresh marker: a blank resume turn", bugs: BugSet{B08}, run: longTurnThenDowntime},
		{name: "safety net: empty text on a pending lane with a stale marker", want: "b", run: emptyTextOnStaleMarker},
		{name: "B08: no safety net for empty text", bugs: BugSet{B08}, run: emptyTextOnStaleMarker},
		{name: "stale marker and transcript, user text: no note", run: func(r *rig) []string {
			src := tgDM("1")
			r.exchange(src, "hello", 10)
			r.markPending(src)
			r.advance(2 * time.Hour)
			return r.send(src, "hi")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				lines := tc.run(r)
				if tc.want == "" {
					r.wantNo(lines, "resume-note")
					return
				}
				r.want(lines, "resume-note text="+tc.want)
				r.check(count(lines, "resume-note") == 1, "want one resume note")
			})
		})
	}
}

// longTurnThenDowntime: a turn starts, runs 50 min, the restart's drain times out (the marker is
// set then), and the gateway is down 20 min: the transcript is 70 min old, the marker 20 min.
func longTurnThenDowntime(r *rig) []string {
	src := tgDM("1")
	r.send(src, "long job")
	r.advance(50 * time.Minute)
	r.beginShutdown(true)
	r.finishShutdown()
	r.g = nil
	r.advance(20 * time.Minute)
	lines := r.boot()
	r.want(lines, "turn-started lane=telegram:dm:1 flag")
	return lines
}

// emptyTextOnStaleMarker: mode none keeps a pending lane's session however old the marker; a
// message with empty text (an attachment) two hours later gets the note from the safety net.
func emptyTextOnStaleMarker(r *rig) []string {
	src := tgDM("1")
	r.exchange(src, "hello", 10)
	r.markPending(src)
	r.advance(2 * time.Hour)
	return r.send(src, "")
}
