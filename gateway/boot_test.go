package gateway

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Startup (docs/contract.md §2.10): the stale prune, stuck-loop escalation, the restart-loop breaker and the
// resume pass. Upstream groups: test_session_store_stale_prune, test_restart_resume_pending
// (stuck-loop escalation, suspended beats resume_pending).

// seedRow writes a row for src into the store before any process runs.
func (r *rig) seedRow(alias string, src Source, age time.Duration, messages int, end EndReason, parent SessionID) SessionID {
	started := r.now().Add(-age)
	id := SessionID(fmt.Sprintf("%s_%08x", started.Format("20060102_150405"), len(r.alias)+0xa0))
	row := Row{ID: id, Key: r.key(src), Peer: src.Peer(), ParentID: parent, StartedAt: started, Messages: messages,
		ActiveAt: started.Add(time.Minute), UserAt: started.Add(time.Minute), PromptTokens: 100}
	if end != EndNone {
		row.EndedAt, row.EndReason = started.Add(2*time.Minute), end
	}
	r.mem.PutRow(row)
	r.nameAs(id, alias)
	return id
}

// seedRoute writes src's routing entry, pointing at id, updated age ago; mut edits it.
func (r *rig) seedRoute(src Source, id SessionID, age time.Duration, mut func(*Entry)) {
	origin := src
	e := Entry{Key: r.key(src), SessionID: id, CreatedAt: r.now().Add(-age), UpdatedAt: r.now().Add(-age),
		Origin: &origin, Platform: src.Platform, ChatType: src.ChatType}
	if mut != nil {
		mut(&e)
	}
	data, err := EncodeEntry(e, rigZone)
	if err == nil {
		err = r.mem.SaveRoute(e.Key, data)
	}
	if err != nil {
		r.fail("seed route: %v", err)
	}
}

// TestStalePrune: at boot every route whose row has ended is repaired: a recoverable row is
// reopened and the route kept (flags and clock intact), a compression continuation or an older
// recoverable row repoints it, a watcher-finalized route is kept with its pending reset, anything
// else is dropped; a store error keeps that entry only.
func TestStalePrune(t *testing.T) {
	a, b := tgDM("131"), tgDM("132")
	cases := []struct {
		name  string
		mut   func(*Config)
		bugs  BugSet
		seed  func(r *rig) // seeds lane a (and maybe b)
		fail  func(r *rig, op string, key LaneKey, id SessionID) bool
		check func(r *rig, boot []string)
	}{
		{name: "accidental end: reopened, the route keeps its flags and clock",
			seed: func(r *rig) {
				id := r.seedRow("A", a, 3*time.Hour, 3, EndAgentClose, "")
				r.seedRoute(a, id, 2*time.Hour, func(e *Entry) {
					e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = true, ResumeRestartTimeout, r.now().Add(-20*time.Minute)
				})
			},
			check: func(r *rig, boot []string) {
				r.want(boot, "row-reopened session=A", "recovered text=exact session=A")
				r.wantNo(boot, "route-dropped")
				e := r.entry(a)
				r.check(e.SessionID == r.idOf("A") && e.ResumePending && e.ResumeReason == ResumeRestartTimeout,
					"the route must keep A and its resume marker")
				r.check(e.UpdatedAt.Equal(r.now().Add(-2*time.Hour)), "the activity clock moved: %v", e.UpdatedAt)
			}},
		{name: "H12: accidental end, same id: reopened but the route is dropped", bugs: BugSet{H12},
			seed: func(r *rig) { r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndAgentClose, ""), 2*time.Hour, nil) },
			check: func(r *rig, boot []string) {
				r.want(boot, "route-dropped session=A")
				_, ok := r.g.Entry(r.key(a))
				r.check(!ok, "H12 drops the route")
			}},
		{name: "intentional end, nothing recoverable: dropped",
			seed: func(r *rig) { r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil) },
			check: func(r *rig, boot []string) {
				r.want(boot, "route-dropped session=A text=stale at boot")
				r.wantReason(r.idOf("A"), "session_reset")
				_, ok := r.stored(a)
				r.check(!ok, "the dropped route must leave the index")
			}},
		{name: "B13: no prune, the route keeps pointing into the ended row", bugs: BugSet{B13},
			seed: func(r *rig) { r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil) },
			check: func(r *rig, boot []string) {
				r.check(r.sid(a) == r.idOf("A"), "B13 keeps the route")
			}},
		{name: "compression: repointed to the live continuation, flags kept",
			seed: func(r *rig) {
				parent := r.seedRow("A", a, 3*time.Hour, 3, EndCompression, "")
				r.seedRow("A2", a, 2*time.Hour, 3, EndNone, parent)
				r.seedRoute(a, parent, 2*time.Hour, func(e *Entry) { e.LastPromptTokens = 77 })
			},
			check: func(r *rig, boot []string) {
				e := r.entry(a)
				r.check(e.SessionID == r.idOf("A2") && e.LastPromptTokens == 77, "want A2 with the old flags, got %s", r.name(e.SessionID))
				r.wantReason(r.idOf("A"), "compression")
			}},
		{name: "an older recoverable row: repointed, flags and clock kept",
			seed: func(r *rig) {
				r.seedRow("A", a, 5*time.Hour, 3, EndAgentClose, "")
				newer := r.seedRow("B", a, 3*time.Hour, 0, EndAgentClose, "")
				r.seedRoute(a, newer, 2*time.Hour, func(e *Entry) { e.LastPromptTokens = 77 })
			},
			check: func(r *rig, boot []string) {
				e := r.entry(a)
				r.check(e.SessionID == r.idOf("A") && e.LastPromptTokens == 77, "want A with the flags, got %s", r.name(e.SessionID))
				r.check(e.UpdatedAt.Equal(r.now().Add(-2*time.Hour)), "the activity clock moved: %v", e.UpdatedAt)
				r.wantReason(r.idOf("A"), "live")
			}},
		{name: "H12: repointed entries are rebuilt flagless and stamped now", bugs: BugSet{H12},
			seed: func(r *rig) {
				r.seedRow("A", a, 5*time.Hour, 3, EndAgentClose, "")
				newer := r.seedRow("B", a, 3*time.Hour, 0, EndAgentClose, "")
				r.seedRoute(a, newer, 2*time.Hour, func(e *Entry) { e.ResumePending, e.ResumeReason = true, ResumeRestartTimeout })
			},
			check: func(r *rig, boot []string) {
				e := r.entry(a)
				r.check(e.SessionID == r.idOf("A") && !e.ResumePending && e.UpdatedAt.Equal(r.now()), "H12 rebuilds the entry")
			}},
		{name: "no origin: still a recovery attempt",
			seed: func(r *rig) {
				r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndAgentClose, ""), 2*time.Hour, func(e *Entry) { e.Origin = nil })
			},
			check: func(r *rig, boot []string) {
				r.want(boot, "recovered session=A")
				r.check(r.sid(a) == r.idOf("A"), "the route must be kept")
			}},
		{name: "a live row: untouched",
			seed: func(r *rig) { r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndNone, ""), 2*time.Hour, nil) },
			check: func(r *rig, boot []string) {
				r.wantNo(boot, "route-dropped", "recovered", "row-reopened")
			}},
		{name: "probe error: that entry is kept, the others repaired",
			seed: func(r *rig) {
				r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil)
				r.seedRoute(b, r.seedRow("B", b, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil)
			},
			fail: func(r *rig, op string, _ LaneKey, id SessionID) bool { return op == "Row" && id == r.idOf("A") },
			check: func(r *rig, boot []string) {
				r.want(boot, "store-failed session=A", "route-dropped session=B")
				r.wantNo(boot, "route-dropped session=A")
				r.check(r.sid(a) == r.idOf("A"), "the entry whose probe failed must be kept")
			}},
		{name: "lookup error: that entry is kept, the others repaired",
			seed: func(r *rig) {
				r.seedRoute(a, r.seedRow("A", a, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil)
				r.seedRoute(b, r.seedRow("B", b, 3*time.Hour, 3, EndSessionReset, ""), 2*time.Hour, nil)
			},
			fail: func(r *rig, op string, key LaneKey, _ SessionID) bool {
				return op == "LaneRows" && key == r.key(a)
			},
			check: func(r *rig, boot []string) {
				r.want(boot, "store-failed", "route-dropped session=B")
				r.wantNo(boot, "route-dropped session=A")
				r.check(r.sid(a) == r.idOf("A"), "the entry whose lookup failed must be kept")
			}},
		{name: "a bad entry is skipped, the rest load",
			seed: func(r *rig) {
				r.seedRoute(a, "../../etc/passwd", time.Hour, nil)
				r.seedRoute(b, r.seedRow("B", b, 3*time.Hour, 3, EndNone, ""), 2*time.Hour, nil)
			},
			check: func(r *rig, boot []string) {
				r.want(boot, "entry-skipped lane=telegram:dm:131")
				_, ok := r.g.Entry(r.key(a))
				r.check(!ok, "the bad entry must not load")
				r.check(r.sid(b) == r.idOf("B"), "the good entry must load")
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newColdRig(t, rigStart, func(c *Config) {
					if tc.mut != nil {
						tc.mut(c)
					}
					c.Bugs = tc.bugs
				})
				r.down["telegram"] = true // nothing auto-resumes: the boot's effects are the prune's
				tc.seed(r)
				if tc.fail != nil {
					r.st = &lockedStore{Store: r.mem, fail: func(op string, k LaneKey, id SessionID) bool { return tc.fail(r, op, k, id) }}
				}
				boot := r.boot()
				tc.check(r, boot)
			})
		})
	}
}

// idOf returns the session with alias a.
func (r *rig) idOf(a string) SessionID {
	r.t.Helper()
	for id, al := range r.alias {
		if al == a {
			return id
		}
	}
	r.fail("no session named %s", a)
	return ""
}

// TestStalePruneKeepsFinalizedReset: a route the watcher finalized survives a restart with its
// pending reset, so the next message still gets the reason, the notice and the context note (port
// decision; H12 drops it and the reset turns silent).
func TestStalePruneKeepsFinalizedReset(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bugs   BugSet
		notice bool
	}{{"the reset survives the restart", nil, true}, {"H12: the reset turns silent", BugSet{H12}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { idlePolicy(time.Hour)(c); c.Bugs = tc.bugs })
				src := tgDM("133")
				r.exchange(src, "hello", 900)
				old := r.sid(src)
				r.advance(70 * time.Minute)
				r.check(r.entry(src).ExpiryFinalized, "the watcher must have finalized %s", r.name(old))
				r.restart()
				lines := r.send(src, "back")
				if tc.notice {
					r.wantReset(lines, src, old, EndIdle)
					r.want(lines, "notice reason=idle", "context-note reason=idle")
					return
				}
				r.wantFresh(lines, src, old)
				r.wantNo(lines, "context-note")
			})
		})
	}
}

// TestStuckLoopEscalation: a lane busy at three consecutive real restarts is suspended at the
// third boot (the counts accumulate across shutdown/boot cycles; H6 deleted the file every boot,
// B01 has no escalation at all); suspended beats resume_pending on the next message.
func TestStuckLoopEscalation(t *testing.T) {
	cases := []struct {
		name      string
		bugs      BugSet
		counts    []int // the lane's count after each restart's exit
		suspended bool
	}{
		{"suspended at the third boot", nil, []int{1, 2, 3}, true},
		{"H6: the count never passes 1", BugSet{H6}, []int{1, 1, 1}, false},
		{"B01: no escalation", BugSet{B01}, []int{1, 2, 3}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs })
				src := tgDM("141")
				r.exchange(src, "hello", 10)
				old := r.sid(src)
				r.send(src, "wedging job")
				var boot []string
				for i := 0; i < 3; i++ {
					r.advance(2 * time.Minute)
					r.beginShutdown(true)
					r.finishShutdown()
					m := r.markers()
					r.check(len(m.FailureCounts) == 1 && m.FailureCounts[0].Count == tc.counts[i],
						"after restart %d: counts %v, want %d", i+1, m.FailureCounts, tc.counts[i])
					r.g = nil
					boot = r.boot()
				}
				if !tc.suspended {
					r.wantNo(boot, "suspended")
					r.want(boot, "turn-started lane=telegram:dm:141 flag")
					return
				}
				r.want(boot, "suspended lane=telegram:dm:141")
				r.wantNo(boot, "turn-started")
				e := r.entry(src)
				r.check(e.Suspended && e.ResumePending, "want the lane both suspended and resume_pending")
				r.check(len(r.markers().FailureCounts) == 0, "the escalated lane leaves the counter file")
				lines := r.send(src, "hello?")
				r.wantReset(lines, src, old, EndSuspended)
				r.want(lines, "notice reason=suspended")
				r.wantNo(lines, "resume-note")
			})
		})
	}
}

// TestStuckLoopResetBySuccess: a successful turn between restarts clears the lane's count, so
// three restarts with a success in between do not suspend it.
func TestStuckLoopResetBySuccess(t *testing.T) {
	inBubble(t, func(t *testing.T) {
		r := newRig(t, nil)
		src := tgDM("142")
		r.send(src, "job")
		r.advance(2 * time.Minute)
		r.restart()
		r.endTurn(src, OutcomeOK, 10) // the resumed turn succeeds
		r.send(src, "next job")
		for i := 0; i < 2; i++ {
			r.advance(2 * time.Minute)
			boot := r.restart()
			r.wantNo(boot, "suspended")
		}
		r.check(r.markers().FailureCounts[0].Count == 2, "counts %v", r.markers().FailureCounts)
	})
}

// TestStuckLoopCleanBoot: the escalation also runs on a boot after a clean shutdown, after the
// store is loaded (port decision; P-boot-order runs it first and sees no entries).
func TestStuckLoopCleanBoot(t *testing.T) {
	for _, tc := range []struct {
		name      string
		bugs      BugSet
		suspended bool
	}{{"escalated on the clean boot", nil, true}, {"P-boot-order: blind on the clean boot", BugSet{PBootOrder}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { drainTimeout(30 * time.Second)(c); c.Bugs = tc.bugs })
				src := tgDM("143")
				r.send(src, "wedging job")
				for i := 0; i < 2; i++ { // two restarts whose drains time out
					r.advance(2 * time.Minute)
					r.restart()
				}
				r.advance(2 * time.Minute)
				r.beginShutdown(true)
				r.endTurn(src, OutcomeFailed, 0) // the third drain completes: a clean exit
				r.check(count(r.finishShutdown(), "clean-shutdown flag") == 1, "want a clean exit")
				r.check(r.markers().FailureCounts[0].Count == 3, "counts %v", r.markers().FailureCounts)
				r.g = nil
				boot := r.boot()
				r.check(count(boot, "suspended lane=telegram:dm:143") == map[bool]int{true: 1}[tc.suspended],
					"suspended at the clean boot: want %v", tc.suspended)
			})
		})
	}
}

// TestRestartLoopBreaker: when boots with resume candidates come too fast, auto-resume is skipped
// for that boot and the markers are kept, so the next user message resumes instead.
func TestRestartLoopBreaker(t *testing.T) {
	cases := []struct {
		name    string
		bugs    BugSet
		gaps    []time.Duration // virtual time before each restart
		tripped string          // per boot: '.' resumed, 'X' tripped, '?' either
		skip    string
	}{
		{name: "the third boot within 60 s trips", gaps: []time.Duration{0, 20 * time.Second, 20 * time.Second},
			tripped: "..X",
		},
		{name: "a tight loop is broken by the fourth boot", gaps: []time.Duration{0, 20 * time.Second, 20 * time.Second, 15 * time.Second},
			tripped: "..?X"},
		{name: "a boot exactly 60 s old still counts", gaps: []time.Duration{0, 30 * time.Second, 30 * time.Second},
			tripped: "..X"},
		{name: "boots 70 s apart never trip", gaps: []time.Duration{0, 70 * time.Second, 70 * time.Second, 70 * time.Second, 70 * time.Second},
			tripped: "....."},
		{name: "B38: no breaker", bugs: BugSet{B38}, gaps: []time.Duration{0, 10 * time.Second, 10 * time.Second, 10 * time.Second, 10 * time.Second},
			tripped: "....."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.skip != "" {
				t.Skip(tc.skip)
			}
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.Bugs = tc.bugs; c.StuckLoopThreshold = 100 })
				src := tgDM("151")
				r.send(src, "restart the gateway")
				tripped := false
				for i, gap := range tc.gaps {
					r.advance(gap)
					boot := r.restart()
					tripped = count(boot, "reply text=restart loop: auto-resume skipped") > 0
					mark := map[bool]string{true: "X", false: "."}[tripped]
					if tc.tripped[i] != '?' && tc.tripped[i:i+1] != mark {
						r.fail("boot %d: tripped %v; want per boot %s", i+1, tripped, tc.tripped)
					}
					if tripped {
						r.wantNo(boot, "turn-started")
						r.check(r.entry(src).ResumePending, "a tripped boot must keep the marker")
					} else {
						r.want(boot, "turn-started lane=telegram:dm:151 flag")
					}
				}
				if tripped {
					lines := r.send(src, "what happened?")
					r.want(lines, "resume-note text=a")
				}
			})
		})
	}
}

// TestRestartLoopBreakerCountsCandidates: the breaker counts a boot whenever some lane is a
// candidate (resume_pending with a restart reason), before the per-candidate skips
// (docs/contract.md §2.10 step 5): boots whose candidate could not be dispatched (its adapter down)
// count too, and so does the reconnect pass, which runs the same scheduler for one platform.
func TestRestartLoopBreakerCountsCandidates(t *testing.T) {
	t.Run("boots with an undispatchable candidate count", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { c.StuckLoopThreshold = 100 })
			src := tgDM("152")
			r.send(src, "restart the gateway")
			r.down["telegram"] = true
			for i := 0; i < 2; i++ {
				r.advance(20 * time.Second)
				boot := r.restart()
				r.wantNo(boot, "turn-started", "reply text=restart loop")
			}
			delete(r.down, "telegram")
			r.advance(10 * time.Second)
			boot := r.restart()
			r.want(boot, "reply text=restart loop: auto-resume skipped")
			r.wantNo(boot, "turn-started")
			r.check(r.entry(src).ResumePending, "a tripped boot must keep the marker")
		})
	})
	t.Run("a reconnect pass with candidates counts", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, func(c *Config) { c.StuckLoopThreshold = 100 })
			src := tgDM("153")
			r.send(src, "restart the gateway")
			r.down["telegram"] = true
			boot := r.restart() // one boot with a candidate
			r.wantNo(boot, "turn-started")
			r.step("adapter-down telegram", func() { r.g.AdapterDown("telegram") })
			lines := r.step("adapter-up telegram", func() { r.g.AdapterUp("telegram") }) // the second
			r.want(lines, "turn-started lane=telegram:dm:153 flag")
			r.advance(10 * time.Second)
			boot = r.restart() // the third within the window trips
			r.want(boot, "reply text=restart loop: auto-resume skipped")
			r.wantNo(boot, "turn-started")
		})
	})
}

// TestResumePass: the boot resumes candidates per platform adapter as each comes up, never a
// stale marker; a window W <= 0 means always fresh (P-fresh-zero skipped every candidate).
func TestResumePass(t *testing.T) {
	t.Run("an adapter that comes up later gets its resumes then", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			tg, dc := tgDM("161"), discordDM("162")
			r.send(tg, "job")
			r.send(dc, "job")
			r.down["discord"] = true
			boot := r.restart()
			r.want(boot, "turn-started lane=telegram:dm:161 flag")
			r.wantNo(boot, "turn-started lane=discord:dm:162")
			r.advance(10 * time.Minute)
			lines := r.step("adapter-up discord", func() { r.g.AdapterUp("discord") })
			r.want(lines, "resume-note lane=discord:dm:162 text=b", "turn-started lane=discord:dm:162")
		})
	})
	t.Run("a marker older than W is not auto-resumed", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("163")
			r.send(src, "job")
			r.down["telegram"] = true
			r.restart()
			r.advance(2 * time.Hour)
			lines := r.step("adapter-up telegram", func() { r.g.AdapterUp("telegram") })
			r.wantNo(lines, "turn-started")
			r.check(r.entry(src).ResumePending, "the marker stays for the next message")
		})
	})
	t.Run("a lane already running is skipped", func(t *testing.T) {
		inBubble(t, func(t *testing.T) {
			r := newRig(t, nil)
			src := tgDM("164")
			r.send(src, "job")
			r.down["telegram"] = true
			r.restart()
			r.send(src, "hello again")
			lines := r.step("adapter-up telegram", func() { r.g.AdapterUp("telegram") })
			r.wantNo(lines, "turn-started", "turn-ended")
		})
	})
	for _, tc := range []struct {
		name    string
		bugs    BugSet
		resumed bool
	}{{"W = 0: always fresh, resumed", nil, true}, {"P-fresh-zero: W = 0 skips every candidate", BugSet{PFreshZero}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newRig(t, func(c *Config) { c.FreshnessWindow = 0; c.Bugs = tc.bugs })
				src := tgDM("165")
				r.send(src, "job")
				boot := r.restart()
				r.check((count(boot, "turn-started lane=telegram:dm:165 flag") == 1) == tc.resumed,
					"resumed want %v:\n%s", tc.resumed, strings.Join(boot, "\n"))
			})
		})
	}
}

// TestResumePassNeverBlank: every synthetic turn the boot starts continues the interrupted session
// with a recovery note (I16; model: a boot may auto-continue an owed turn on the same
// conversation, or leave it owed). Here the lane's idle limit passed while its long turn ran.
func TestResumePassNeverBlank(t *testing.T) {

	inBubble(t, func(t *testing.T) {
		r := newRig(t, idlePolicy(time.Hour))
		src := tgDM("166")
		r.exchange(src, "hello", 10)
		r.send(src, "long job")
		old := r.sid(src)
		r.advance(90 * time.Minute)
		boot := r.restart()
		for _, l := range boot {
			if matches(l, "turn-started flag") {
				r.check(matches(l, "turn-started session="+r.name(old)), "a resume turn on another session: %s", l)
				r.want(boot, "resume-note session="+r.name(old))
			}
		}
	})
}

// TestResumePassKeepsIncarnation: the resume pass auto-continues a lane only when routing it lands
// on the incarnation that owes the turn. When the stale-route heal would replace it (a fresh one, or
// another conversation recovery picks), the marker would go with the dropped entry and the synthetic
// turn would reach the model blank (I16): the lane is left, marker kept, for the user's next message.
// Explore seed 1637: a message routed into a watcher-finalized row while the store failed the stale
// check, a crash, and the boot's resume turn landed blank on a fresh incarnation.
func TestResumePassKeepsIncarnation(t *testing.T) {
	a := tgDM("167")
	cases := []struct {
		name    string
		seed    func(r *rig) SessionID // seeds lane a's rows and marked route; returns the owed row
		between func(r *rig)           // runs after crash marking, before the resume pass
		resumed bool
	}{
		{name: "live row: resumed with its note",
			seed: func(r *rig) SessionID {
				id := r.seedRow("A", a, 3*time.Hour, 3, EndNone, "")
				r.seedRoute(a, id, 10*time.Minute, markedNow(r))
				return id
			},
			resumed: true},
		{name: "row finalized by the watcher, activity clock moved since: not resumed",
			seed: func(r *rig) SessionID {
				id := r.seedRow("A", a, 3*time.Hour, 3, EndIdle, "")
				r.seedRoute(a, id, 10*time.Minute, func(e *Entry) { markedNow(r)(e); e.ExpiryFinalized = true })
				return id
			}},
		{name: "row ended by accident, recovery reopens it: resumed with its note",
			seed: func(r *rig) SessionID {
				id := r.seedRow("A", a, 3*time.Hour, 3, EndNone, "")
				r.seedRoute(a, id, 10*time.Minute, markedNow(r))
				return id
			},
			between: func(r *rig) { r.g.RowEndedElsewhere(r.key(a), EndWsOrphanReap) },
			resumed: true},
		{name: "row ended by accident, recovery picks an older conversation: not resumed",
			seed: func(r *rig) SessionID {
				r.seedRow("OLD", a, 5*time.Hour, 3, EndAgentClose, "")
				id := r.seedRow("A", a, 3*time.Hour, 0, EndNone, "")
				r.seedRoute(a, id, 10*time.Minute, markedNow(r))
				return id
			},
			between: func(r *rig) { r.g.RowEndedElsewhere(r.key(a), EndWsOrphanReap) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			inBubble(t, func(t *testing.T) {
				r := newColdRig(t, rigStart, nil)
				owed := tc.seed(r)
				g, err := Open(r.cfg, r.clk, r.st)
				if err != nil {
					t.Fatal(err)
				}
				r.g = g
				r.g.AdapterUp("telegram")
				r.step("boot phases 1-3", func() { r.g.LoadRoutes(); r.g.MarkCrashed(); r.g.EscalateStuck() })
				if tc.between != nil {
					r.step("between", func() { tc.between(r) })
				}
				pass := r.step("resume pass", r.g.ResumePass)
				for _, l := range pass {
					if matches(l, "turn-started flag") {
						r.check(matches(l, "turn-started session="+r.name(owed)), "a resume turn off the owed session: %s", l)
						r.want(pass, "resume-note session="+r.name(owed))
					}
				}
				r.check((count(pass, "turn-started flag") == 1) == tc.resumed, "resumed want %v:\n%s", tc.resumed, strings.Join(pass, "\n"))
				if !tc.resumed {
					r.check(r.entry(a).ResumePending, "the marker stays for the next message")
				}
			})
		})
	}
}

// markedNow marks a seeded route resume_pending (restart_interrupted) five minutes ago.
func markedNow(r *rig) func(*Entry) {
	return func(e *Entry) {
		e.ResumePending, e.ResumeReason, e.LastResumeMarkedAt = true, ResumeRestartInterrupted, r.now().Add(-5*time.Minute)
	}
}

// TestResumePassTurnNotStartedLiftsTheGate: a candidate passes the pass's checks, and before its
// routing another process ends its row on purpose (the window between two statements, §9.2): the
// routing goes fresh, so no resume turn starts (it would land blank), and the restore gate, which
// waits only for the pass's turns that run, lifts at the pass's end.
func TestResumePassTurnNotStartedLiftsTheGate(t *testing.T) {
	a := tgDM("167")
	inBubble(t, func(t *testing.T) {
		r := newColdRig(t, rigStart, nil)
		id := r.seedRow("A", a, 3*time.Hour, 3, EndNone, "")
		r.seedRoute(a, id, 10*time.Minute, markedNow(r))
		between := &betweenStore{Store: r.mem}
		g, err := Open(r.cfg, r.clk, between)
		if err != nil {
			t.Fatal(err)
		}
		r.g = g
		r.g.AdapterUp("telegram")
		r.step("boot phases 1-3", func() { r.g.LoadRoutes(); r.g.MarkCrashed(); r.g.EscalateStuck() })
		between.afterRow = func() { // the candidate check's read of the row: /new elsewhere ends it now
			if _, _, err := r.mem.EndRow(id, EndSessionReset, r.now()); err != nil {
				t.Fatal(err)
			}
		}
		pass := r.step("resume pass", r.g.ResumePass)
		r.check(between.afterRow == nil, "the pass never read the candidate's row:\n%s", strings.Join(pass, "\n"))
		r.check(count(pass, "turn-started flag") == 0, "a resume turn started in the fresh conversation:\n%s", strings.Join(pass, "\n"))
		r.check(r.g.boot.outstanding == 0 && !r.g.boot.gate, "the gate waits for %d resume turn(s) that never started (gate %v)", r.g.boot.outstanding, r.g.boot.gate)
	})
}
