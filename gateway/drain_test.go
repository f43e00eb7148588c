package gateway

import (
	"testing"
	"time"
)

// Shutdown and restart drain (docs/contract.md §2.11). Upstream groups: test_restart_resume_pending (mark at
// drain start, clear on completion, keep on timeout) and test_clean_shutdown_marker.

func drainTimeout(d time.Duration) func(*Config) { return func(c *Config) { c.DrainTimeout = d } }

// TestDrainPreMark: lanes with a turn in flight are marked resume_pending when the drain begins,
// durably, so a kill during the wait loses nothing (B05 marked only after the timeout).
func TestDrainPreMark(t *testing.T) {
	cases := []struct {
		name    string
		bugs    BugSet
		restart bool
		want    ResumeReason // at drain begin, "" = no mark
		boot    ResumeReason // the reason the boot after a kill mid-drain resumes with
	}{
		{"restart: restart_timeout", nil, true, ResumeRestartTimeout, ResumeRestartTimeout},
		{"shutdown: shutdown_timeout", nil, false, ResumeShutdownTimeout, ResumeShutdownTimeout},
		{"B05: no pre-mark; only the turn marker saves the lane", BugSet{B05}, true, "", ResumeRestartInterrupted},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { drainTimeout(30 * time.Second)(c); c.Bugs = tc.bugs })
				src, idle := tgDM("101"), tgDM("102")
				r.exchange(idle, "done already", 10)
				r.send(src, "long job")
				lines := r.beginShutdown(tc.restart)
				r.want(lines, "drain-notice lane=telegram:dm:101")
				r.wantNo(lines, "drain-notice lane=telegram:dm:102", "marked-resume lane=telegram:dm:102")
				stored, _ := r.stored(src)
				if tc.want != "" {
					r.want(lines, "marked-resume lane=telegram:dm:101 resume="+string(tc.want))
					r.check(stored.ResumePending && stored.ResumeReason == tc.want, "the pre-mark must be durable at once")
				} else {
					r.wantNo(lines, "marked-resume")
					r.check(!stored.ResumePending, "B05 writes no pre-mark")
				}
				r.advance(10 * time.Second)
				boot := r.crash() // killed during the wait
				r.want(boot, "resume-note lane=telegram:dm:101 resume="+string(tc.boot)+" text=b",
					"turn-started lane=telegram:dm:101 flag")
				r.wantNo(boot, "turn-started lane=telegram:dm:102")
			})
		})
	}
}

// TestDrainCompletes: when every turn ends within the drain, the pre-marks of lanes no longer
// running are cleared and the exit is clean; nothing resumes at the next boot.
func TestDrainCompletes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		outcome Outcome
	}{{"the turn ends ok", OutcomeOK}, {"the turn fails", OutcomeFailed}, {"the turn is interrupted", OutcomeInterrupted}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, drainTimeout(30*time.Second))
				src := tgDM("103")
				r.send(src, "job")
				r.beginShutdown(true)
				r.advance(5 * time.Second)
				r.endTurn(src, tc.outcome, 10)
				r.check(r.g.Drained(), "the drain must complete when the last turn ends")
				lines := r.finishShutdown()
				r.want(lines, "clean-shutdown flag")
				stored, _ := r.stored(src)
				r.check(!stored.ResumePending, "the pre-mark must be cleared after a completed drain")
				r.g = nil
				boot := r.boot()
				r.wantNo(boot, "marked-resume", "turn-started", "resume-note")
			})
		})
	}
}

// TestDrainTimeout: at the timeout the lanes still running (not the drain-start snapshot) are
// marked and interrupted; the exit is not clean and the next boot resumes only those lanes.
func TestDrainTimeout(t *testing.T) {
	cases := []struct {
		name string
		bugs BugSet
	}{
		{"lanes still running are resumed", nil},
		{"B05 (no pre-mark): the timeout marks the lanes still running only", BugSet{B05}},
		{"B03: nothing is marked; the boot suspends recently active lanes", BugSet{B03}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { drainTimeout(30 * time.Second)(c); c.Bugs = tc.bugs })
				early, late := tgDM("104"), tgDM("105")
				r.exchange(early, "hello", 10)
				r.exchange(late, "hello", 10)
				r.send(early, "short job")
				r.send(late, "long job")
				lateID := r.sid(late)
				r.beginShutdown(true)
				r.advance(10 * time.Second)
				r.endTurn(early, OutcomeOK, 10)
				r.check(!r.g.Drained(), "one lane still runs")
				dl, _ := r.g.Deadline()
				r.check(dl.Equal(r.now().Add(20*time.Second)), "drain deadline %v", dl)
				lines := r.finishShutdown()
				r.want(lines, "clean-shutdown")
				r.wantNo(lines, "clean-shutdown flag")
				r.g = nil
				boot := r.boot()
				r.wantNo(boot, "turn-started lane=telegram:dm:104")
				if len(tc.bugs) == 0 || tc.bugs[0] != B03 {
					r.want(boot, "resume-note lane=telegram:dm:105 resume=restart_timeout",
						"turn-started lane=telegram:dm:105 session="+r.name(lateID)+" flag")
					r.check(!r.entry(early).ResumePending, "a lane that finished in time must not be pending")
					return
				}
				r.want(boot, "suspended lane=telegram:dm:105")
				r.checkOutcome(r.send(late, "did it finish?"), late, lateID, EndSuspended)
			})
		})
	}
}

// TestDrainRejectsInbound: from drain begin on, inbound events are rejected, not routed.
func TestDrainRejectsInbound(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, drainTimeout(30*time.Second))
		src := tgDM("106")
		r.send(src, "job")
		r.beginShutdown(false)
		for _, lines := range [][]string{r.send(src, "hello?"), r.newCmd(src), r.stopCmd(src)} {
			r.want(lines, "rejected text=shutting down")
			r.wantNo(lines, "routed", "row-created", "turn-ended")
		}
		_, _, running := r.g.RunningTurn(r.key(src))
		r.check(running, "a rejected event must not touch the running turn")
	})
}

// TestCleanShutdownMarker: the marker is written only when the drain did not time out; a boot
// that finds it skips crash marking and consumes it; shutdown cleanup ends no rows.
func TestCleanShutdownMarker(t *testing.T) {
	cases := []struct {
		name  string
		drain time.Duration
		busy  bool
		clean bool
	}{
		{"nothing running: clean", 0, false, true},
		{"busy, drain 0: timed out at once, not clean", 0, true, false},
		{"busy, drain 30 s, still running: not clean", 30 * time.Second, true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, drainTimeout(tc.drain))
				src := tgDM("107")
				r.exchange(src, "hello", 10)
				if tc.busy {
					r.send(src, "job")
				}
				r.beginShutdown(true)
				lines := r.finishShutdown()
				r.check(count(lines, "clean-shutdown flag") == map[bool]int{true: 1, false: 0}[tc.clean],
					"clean-shutdown flag want %v", tc.clean)
				r.check(r.markers().CleanShutdown == tc.clean, "durable marker %v, want %v", r.markers().CleanShutdown, tc.clean)
				r.g = nil
				r.boot()
				r.check(!r.markers().CleanShutdown, "the boot must consume the marker")
			})
		})
	}
}

// TestCleanMarkerSkipsCrashMarking: with recency marking (B34, where there is something to skip)
// a clean boot marks nothing, while a boot after a crash marks the recently active lane.
func TestCleanMarkerSkipsCrashMarking(t *testing.T) {
	for _, tc := range []struct {
		name   string
		clean  bool
		marked bool
	}{{"clean exit: crash marking skipped", true, false}, {"crash: crash marking runs", false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = BugSet{B34} })
				src := tgDM("108")
				r.exchange(src, "hello", 10)
				r.advance(30 * time.Second)
				var boot []string
				if tc.clean {
					boot = r.restart()
				} else {
					boot = r.crash()
				}
				r.check((count(boot, "marked-resume") > 0) == tc.marked, "marked %v, want %v", count(boot, "marked-resume") > 0, tc.marked)
			})
		})
	}
}

// TestShutdownEndsNoRows: shutdown cleans cached agents up with row-ending off, so the rows stay
// live (B16 ended them as agent_close).
func TestShutdownEndsNoRows(t *testing.T) {
	for _, tc := range []struct {
		name string
		bugs BugSet
		want string
	}{{"rows stay live", nil, "live"}, {"B16: rows end as agent_close", BugSet{B16}, "agent_close"}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				a, b := tgDM("109"), discordDM("110")
				r.exchange(a, "hello", 10)
				r.exchange(b, "hello", 10)
				r.beginShutdown(true)
				lines := r.finishShutdown()
				r.check(count(lines, "agent-closed") == 2, "both cached agents are cleaned up")
				for _, src := range []Source{a, b} {
					r.wantReason(r.sid(src), tc.want)
				}
				if tc.want == "live" {
					r.wantNo(lines, "agent-closed flag", "row-ended")
				}
			})
		})
	}
}

// TestFailureCounts: the exit rewrites the restart-failure counts from the drain-start snapshot;
// a successful turn removes the lane.
func TestFailureCounts(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		busy, quiet := tgDM("111"), tgDM("112")
		r.exchange(quiet, "hello", 10)
		r.send(busy, "job")
		r.restart()
		m := r.markers()
		r.check(len(m.FailureCounts) == 1 && m.FailureCounts[0] == LaneCount{Key: r.key(busy), Count: 1},
			"counts %v, want only the busy lane at 1", m.FailureCounts)
		r.endTurn(busy, OutcomeOK, 10) // the boot's resume turn succeeds
		r.check(len(r.markers().FailureCounts) == 0, "a successful turn must clear the lane's count: %v", r.markers().FailureCounts)
	})
}
