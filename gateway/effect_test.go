package gateway

import (
	"reflect"
	"testing"
	"time"
)

// TestEffectString pins the printed form of every kind's effect, each field it can carry set:
// scenario files, traces and reports are made of these lines. They are what the effects printed
// when one Flag and one Text held what Fresh, Pass, Why and the other named fields hold now.
func TestEffectString(t *testing.T) {
	at := time.Date(2026, 3, 28, 11, 5, 3, 0, time.UTC)
	for _, c := range []struct {
		e    Effect
		want string
		at   string // Describe with times as 15:04:05, when it differs
	}{
		{Effect{Kind: Routed, Lane: "telegram:dm:1", Session: "s1", Fresh: true, Reason: EndIdle}, "routed lane=telegram:dm:1 session=s1 reason=idle flag", ""},
		{Effect{Kind: Routed, Lane: "telegram:dm:1", Session: "s1", Fresh: true}, "routed lane=telegram:dm:1 session=s1 flag", ""},
		{Effect{Kind: Routed, Lane: "telegram:dm:1", Session: "s1"}, "routed lane=telegram:dm:1 session=s1", ""},
		{Effect{Kind: Recovered, Lane: "l", Session: "s1", Pass: FindOwn}, "recovered lane=l session=s1 text=own", ""},
		{Effect{Kind: Recovered, Lane: "l", Session: "s1", Pass: FindExact}, "recovered lane=l session=s1 text=exact", ""},
		{Effect{Kind: Recovered, Lane: "l", Session: "s1", Pass: FindPeer}, "recovered lane=l session=s1 text=peer", ""},
		{Effect{Kind: Notice, Lane: "l", Session: "s1", Reason: EndDaily}, "notice lane=l session=s1 reason=daily", ""},
		{Effect{Kind: ContextNote, Lane: "l", Session: "s1", Reason: EndIdle}, "context-note lane=l session=s1 reason=idle", ""},
		{Effect{Kind: ResumeNote, Lane: "l", Session: "s1", Resume: "restart_timeout", Variant: "b"}, "resume-note lane=l session=s1 resume=restart_timeout text=b", ""},
		{Effect{Kind: TurnStarted, Lane: "l", Session: "s1", Token: 1<<32 | 3, Synthetic: true}, "turn-started lane=l session=s1 token=k1.3 flag", ""},
		{Effect{Kind: TurnStarted, Lane: "l", Session: "s1", Token: 1<<32 | 3}, "turn-started lane=l session=s1 token=k1.3", ""},
		{Effect{Kind: TurnStarted, Record: 2, Transport: 3, Session: "s1", Token: 5}, "turn-started session=s1 token=k0.5 record=u2 transport=t3", ""},
		{Effect{Kind: TurnEnded, Lane: "l", Session: "s1", Token: 7, Outcome: OutcomeInterrupted}, "turn-ended lane=l session=s1 token=k0.7 outcome=interrupted", ""},
		{Effect{Kind: TurnEnded, Record: 2, Session: "s1", Token: 7, Outcome: OutcomeOK}, "turn-ended session=s1 token=k0.7 record=u2 outcome=ok", ""},
		{Effect{Kind: Reply, Lane: "l", Session: "s1", Text: "new session"}, "reply lane=l session=s1 text=new session", ""},
		{Effect{Kind: Reply, Text: "restart loop: auto-resume skipped"}, "reply text=restart loop: auto-resume skipped", ""},
		{Effect{Kind: DrainNotice, Lane: "l", Category: DrainRestart}, "drain-notice lane=l text=restart", ""},
		{Effect{Kind: Rejected, Lane: "l", Why: "shutting down"}, "rejected lane=l text=shutting down", ""},
		{Effect{Kind: Rejected, Transport: 3, Record: 2, Session: "s1", Why: "busy"}, "rejected session=s1 record=u2 transport=t3 text=busy", ""},
		{Effect{Kind: Queued, Lane: "l"}, "queued lane=l", ""},
		{Effect{Kind: Dispatched, Lane: "l"}, "dispatched lane=l", ""},
		{Effect{Kind: Waiting, Lane: "l", Session: "s1", Token: 9}, "waiting lane=l session=s1 token=k0.9", ""},
		{Effect{Kind: InterruptAsked, Lane: "l", Session: "s1", Token: 9}, "interrupt-asked lane=l session=s1 token=k0.9", ""},
		{Effect{Kind: FollowUp, Lane: "l"}, "follow-up lane=l", ""},
		{Effect{Kind: Discarded, Lane: "l", Why: "drain"}, "discarded lane=l text=drain", ""},
		{Effect{Kind: RowCreated, Session: "s2", Lane: "l", Parent: "s1"}, "row-created lane=l session=s2 text=compression of s1", ""},
		{Effect{Kind: RowCreated, Session: "s2", Lane: "l"}, "row-created lane=l session=s2", ""},
		{Effect{Kind: RowEnded, Session: "s1", Reason: EndAgentClose, Lane: "l"}, "row-ended lane=l session=s1 reason=agent_close", ""},
		{Effect{Kind: RowPromoted, Session: "s1", Reason: EndIdle, Lane: "l"}, "row-promoted lane=l session=s1 reason=idle", ""},
		{Effect{Kind: RowReopened, Session: "s1", Lane: "l"}, "row-reopened lane=l session=s1", ""},
		{Effect{Kind: RouteSaved, Lane: "l", Session: "s1"}, "route-saved lane=l session=s1", ""},
		{Effect{Kind: RouteDropped, Lane: "l", Session: "s1", Why: "stale at boot"}, "route-dropped lane=l session=s1 text=stale at boot", ""},
		{Effect{Kind: EntrySkipped, Lane: "l", Why: "unreadable"}, "entry-skipped lane=l text=unreadable", ""},
		{Effect{Kind: StoreFailed, Op: "save_route", Why: "database is locked", Lane: "l", Session: "s1"}, "store-failed lane=l session=s1 text=save_route: database is locked", ""},
		{Effect{Kind: StoreFailed, Op: "load_routes", Why: "database is locked"}, "store-failed text=load_routes: database is locked", ""},
		{Effect{Kind: MarkedResume, Lane: "l", Session: "s1", Resume: "restart_timeout"}, "marked-resume lane=l session=s1 resume=restart_timeout", ""},
		{Effect{Kind: ClearedResume, Lane: "l", Session: "s1"}, "cleared-resume lane=l session=s1", ""},
		{Effect{Kind: Suspended, Lane: "l", Session: "s1"}, "suspended lane=l session=s1", ""},
		{Effect{Kind: Finalized, Lane: "l", Session: "s1", Reason: EndIdle}, "finalized lane=l session=s1 reason=idle", ""},
		{Effect{Kind: AgentClosed, Lane: "l", Session: "s1", RowEnded: true}, "agent-closed lane=l session=s1 flag", ""},
		{Effect{Kind: AgentClosed, Lane: "l", Session: "s1"}, "agent-closed lane=l session=s1", ""},
		{Effect{Kind: CleanShutdown, MarkerWritten: true}, "clean-shutdown text=written flag", ""},
		{Effect{Kind: CleanShutdown}, "clean-shutdown text=skipped", ""},
		{Effect{Kind: RecordBound, Record: 1, Transport: 2, Session: "s1", Bind: boundCreate}, "record-bound session=s1 record=u1 transport=t2 text=create", ""},
		{Effect{Kind: RecordBound, Record: 1, Transport: 2, Session: "s1", Bind: boundResumeLive}, "record-bound session=s1 record=u1 transport=t2 text=resume-live", ""},
		{Effect{Kind: RecordBound, Record: 1, Transport: 2, Session: "s1", Bind: boundResumeCold}, "record-bound session=s1 record=u1 transport=t2 text=resume-cold", ""},
		{Effect{Kind: RecordBound, Record: 1, Transport: 2, Session: "s1", Bind: boundPrompt}, "record-bound session=s1 record=u1 transport=t2 text=prompt", ""},
		{Effect{Kind: RecordDetached, Record: 1, Transport: 2, Session: "s1"}, "record-detached session=s1 record=u1 transport=t2", ""},
		{Effect{Kind: ReapArmed, Record: 1, Session: "s1", Token: 4, At: at}, "reap-armed session=s1 token=k0.4 record=u1 at=2026-03-28T11:05:03Z", "reap-armed session=s1 token=k0.4 record=u1 at=11:05:03"},
		{Effect{Kind: RecordClosed, Record: 1, Session: "s1", Reason: EndTuiClose}, "record-closed session=s1 reason=tui_close record=u1", ""},
		{Effect{Kind: NotFound, Transport: 2, Session: "s1"}, "not-found session=s1 transport=t2", ""},
		{Effect{Kind: NotFound, Transport: 2, Session: "s1", Reason: EndTuiClose, Why: "intentional boundary"}, "not-found session=s1 reason=tui_close transport=t2 text=intentional boundary", ""},
		{Effect{Kind: NotFound, Transport: 2, Session: "s1", Why: "reopen failed"}, "not-found session=s1 transport=t2 text=reopen failed", ""},
		{Effect{Kind: NotFound, Transport: 2, Record: 1}, "not-found record=u1 transport=t2", ""},
		{Effect{Kind: Rejected, Transport: 2, Why: "transport closed"}, "rejected transport=t2 text=transport closed", ""},
		{Effect{}, "none", ""},
		{Effect{Kind: effEnd}, "effect(36)", ""},
	} {
		if got := c.e.String(); got != c.want {
			t.Errorf("%#v prints\n  %q, want\n  %q", c.e, got, c.want)
		}
		want := c.at
		if want == "" {
			want = c.want
		}
		if got := c.e.Describe(func(t time.Time) string { return t.Format("15:04:05") }); got != want {
			t.Errorf("%#v describes as\n  %q, want\n  %q", c.e, got, want)
		}
	}
}

// strayFields names the fields e sets that its printed line does not show. Every kind prints the
// fields it sets, so clearing any set field changes the line; one that leaves the line as it was
// belongs to another kind (a producer put a word in the wrong field).
func strayFields(e Effect) []string {
	var stray []string
	line := e.String()
	v := reflect.ValueOf(&e).Elem()
	for i := 1; i < v.NumField(); i++ { // field 0 is Kind, always printed
		f := v.Field(i)
		if f.IsZero() {
			continue
		}
		was := reflect.New(f.Type()).Elem()
		was.Set(f)
		f.SetZero()
		if e.String() == line {
			stray = append(stray, v.Type().Field(i).Name)
		}
		f.Set(was)
	}
	return stray
}

// checkFieldsShown fails t when e sets a field of another kind. The gateway tests' harnesses run
// it on every effect they take.
func checkFieldsShown(t testing.TB, e Effect) {
	t.Helper()
	if stray := strayFields(e); stray != nil {
		t.Errorf("%s sets %v, which %s does not carry", e, stray, e.Kind)
	}
}

// TestStrayFields: a field of another kind is named; a kind's own fields, each set, are not.
func TestStrayFields(t *testing.T) {
	for _, c := range []struct {
		e    Effect
		want []string
	}{
		{Effect{Kind: Reply, Lane: "l", Session: "s1", Text: "stopped"}, nil},
		{Effect{Kind: StoreFailed, Lane: "l", Session: "s1", Op: "save_route", Why: "locked"}, nil},
		{Effect{Kind: CleanShutdown, MarkerWritten: true}, nil},
		{Effect{Kind: Rejected, Lane: "l", Text: "draining"}, []string{"Text"}},
		{Effect{Kind: TurnStarted, Lane: "l", Token: 3, Fresh: true, Outcome: OutcomeOK}, []string{"Fresh", "Outcome"}},
		{Effect{Kind: RowCreated, Session: "s2", Lane: "l", Parent: "s1", Why: "compression"}, []string{"Why"}},
	} {
		if got := strayFields(c.e); !reflect.DeepEqual(got, c.want) {
			t.Errorf("strayFields(%#v) = %v, want %v", c.e, got, c.want)
		}
	}
}
