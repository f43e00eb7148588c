package model

import (
	"errors"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// A hand driver for tests: it feeds hand-built effects to a Model, keeps a tiny store of rows and
// entries that follows those effects, and runs the state checks, as the simulator will.

var ny = mustZone("America/New_York")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// t0 is a Saturday morning, the day before a DST change in New York.
var t0 = time.Date(2026, 3, 7, 10, 0, 0, 0, ny)

var (
	tg  = Lane{Key: "agent:main:telegram:dm:42", Platform: "telegram", Type: gateway.ChatDM}
	wh  = Lane{Key: "agent:main:webhook:dm:7", Platform: "webhook", Type: gateway.ChatDM}
	tg2 = Lane{Key: "agent:main:telegram:dm:43", Platform: "telegram", Type: gateway.ChatDM}
)

func testConfig(mut ...func(*gateway.Config)) gateway.Config {
	cfg := gateway.DefaultConfig()
	cfg.Location = ny
	cfg.Reset.Mode = gateway.ResetIdle
	cfg.Reset.IdleLimit = time.Hour
	cfg.FreshnessWindow = time.Hour
	for _, f := range mut {
		f(&cfg)
	}
	return cfg
}

type drv struct {
	t       *testing.T
	m       *Model
	now     time.Time
	rows    []gateway.Row
	entries []gateway.Entry
	up      bool
	// unstamped: an ok turn's reply leaves the row's user activity alone; unwritten: its
	// transcript's last write (defects under test).
	unstamped, unwritten bool
	// userTurns: the turns started, and whether each is the user's; internal: the step's event
	// is an internal one.
	userTurns map[gateway.TurnToken]bool
	internal  bool
	// stampAll: every ok reply stamps the user's activity, a resume turn's too (a defect under test).
	stampAll bool
	// plainNew: /new with an entry leaves is_fresh_reset unset; freshKept: the next routing
	// leaves it set (defects under test).
	plainNew, freshKept bool
	// proc: the process whose call the step reports (Observation.Proc; "" the gateway).
	proc string
}

func newDrv(t *testing.T, mut ...func(*gateway.Config)) *drv {
	t.Helper()
	cfg := testConfig(mut...)
	d := &drv{t: t, m: New(RulesFrom(&cfg), t0), now: t0}
	d.must(AdapterUp{"telegram"})
	d.must(AdapterUp{"webhook"})
	d.must(Boot{})
	return d
}

// step runs one event with its effects and returns what the model and the state checks say.
func (d *drv) step(ev Event, effs ...gateway.Effect) error {
	d.t.Helper()
	if a, ok := ev.(Advance); ok {
		d.now = a.To
	}
	d.m.Expect(ev)
	switch e := ev.(type) {
	case Kill:
		d.up = d.up && e.Proc != "" // (a backend's kill leaves the gateway up)
	case Exit:
		d.up = false // the fake store's entries stand for the durable routing index
	case Boot:
		d.up = true
	}
	c, isNew := ev.(NewCmd)
	_, had := findEntry(d.entries, c.Lane.Key)
	if m, ok := ev.(Message); ok && m.Internal {
		d.internal = true // the turn this event starts is not the user's
	}
	d.apply(effs)
	d.internal = false
	if e, ok := findEntry(d.entries, c.Lane.Key); isNew && ok && d.up {
		e.IsFreshReset = had && !d.plainNew // /new with an entry publishes is_fresh_reset
	}
	err := d.m.Observe(effs)
	obs := Observation{At: d.now, Event: ev, Proc: d.proc, Effects: effs, Rows: d.rows}
	if d.up {
		obs.Entries = d.entries
		if obs.Entries == nil {
			obs.Entries = []gateway.Entry{}
		}
	}
	return errors.Join(err, CheckAll(&obs, d.m.History()))
}

// must runs a step that must be clean.
func (d *drv) must(ev Event, effs ...gateway.Effect) {
	d.t.Helper()
	if err := d.step(ev, effs...); err != nil {
		d.t.Fatalf("%s: unexpected violation:\n%v", eventName(ev), err)
	}
}

// fails runs a step that must violate inv.
func (d *drv) fails(inv string, ev Event, effs ...gateway.Effect) {
	d.t.Helper()
	err := d.step(ev, effs...)
	if err == nil {
		d.t.Fatalf("%s: want an %s violation, got none", eventName(ev), inv)
	}
	if !strings.Contains(err.Error(), inv+": ") {
		d.t.Fatalf("%s: want an %s violation, got:\n%v", eventName(ev), inv, err)
	}
	d.t.Logf("%s", err)
}

func (d *drv) after(dt time.Duration) { d.t.Helper(); d.must(Advance{d.now.Add(dt)}) }

// The fake store follows the effects mechanically.
func (d *drv) apply(effs []gateway.Effect) {
	for _, e := range effs {
		switch e.Kind {
		case gateway.RowCreated:
			d.rows = append(d.rows, gateway.Row{ID: e.Session, Key: e.Lane, StartedAt: d.now,
				Peer: gateway.Peer{Platform: platformOf(e.Lane)}})
		case gateway.RowEnded, gateway.RowPromoted:
			if r := d.row(e.Session); r != nil {
				r.EndedAt, r.EndReason = d.now, e.Reason
			}
		case gateway.RowReopened:
			if r := d.row(e.Session); r != nil {
				r.EndedAt, r.EndReason = time.Time{}, ""
			}
		case gateway.TurnStarted:
			if e.Record == 0 {
				if d.userTurns == nil {
					d.userTurns = map[gateway.TurnToken]bool{}
				}
				d.userTurns[e.Token] = !e.Synthetic && !d.internal
			}
		case gateway.TurnEnded:
			if r := d.row(e.Session); r != nil && e.Outcome == gateway.OutcomeOK {
				r.Messages += 2
				if !d.unwritten {
					r.ActiveAt = d.now
				}
				if !d.unstamped && (d.userTurns[e.Token] || d.stampAll) {
					r.UserAt = d.now // (an internal or resume turn's reply does not stamp it)
				}
			}
		case gateway.Routed, gateway.RouteSaved:
			// A new incarnation is a new entry with its flags at their defaults.
			en := d.entry(e.Lane)
			if en.SessionID != e.Session {
				*en = gateway.Entry{Key: e.Lane}
			}
			en.SessionID = e.Session
			if e.Kind == gateway.Routed && !d.freshKept {
				en.IsFreshReset = false // the message consumes /new's flag
			}
		case gateway.MarkedResume:
			en := d.entry(e.Lane)
			if !en.ResumePending {
				en.LastResumeMarkedAt = d.now
			}
			en.ResumePending, en.ResumeReason = true, e.Resume
		case gateway.ClearedResume:
			d.entry(e.Lane).ResumePending = false
		case gateway.Suspended:
			d.entry(e.Lane).Suspended = true
		case gateway.Finalized:
			d.entry(e.Lane).ExpiryFinalized = true
		}
	}
}

// unwrite undoes the end of row id in the fake store and points its lane's entry back at it: a
// crash lost those writes.
func (d *drv) unwrite(id gateway.SessionID) {
	if r := d.row(id); r != nil {
		r.EndedAt, r.EndReason = time.Time{}, ""
		d.entry(r.Key).SessionID = id
	}
}

func (d *drv) row(id gateway.SessionID) *gateway.Row {
	for i := range d.rows {
		if d.rows[i].ID == id {
			return &d.rows[i]
		}
	}
	return nil
}

func (d *drv) entry(k gateway.LaneKey) *gateway.Entry {
	for i := range d.entries {
		if d.entries[i].Key == k {
			return &d.entries[i]
		}
	}
	d.entries = append(d.entries, gateway.Entry{Key: k})
	return &d.entries[len(d.entries)-1]
}

func platformOf(k gateway.LaneKey) gateway.Platform {
	if strings.HasPrefix(string(k), "tui:") {
		return "tui"
	}
	parts := strings.Split(string(k), ":")
	if len(parts) > 2 {
		return gateway.Platform(parts[2])
	}
	return ""
}

// Effect builders.

func fx(k gateway.EffectKind, lane gateway.LaneKey, s gateway.SessionID) gateway.Effect {
	return gateway.Effect{Kind: k, Lane: lane, Session: s}
}

func routed(l Lane, s gateway.SessionID, fresh bool, r gateway.EndReason) gateway.Effect {
	e := fx(gateway.Routed, l.Key, s)
	e.Fresh, e.Reason = fresh, r
	return e
}

func notice(l Lane, r gateway.EndReason) gateway.Effect {
	return gateway.Effect{Kind: gateway.Notice, Lane: l.Key, Reason: r}
}

func ctxNote(l Lane, r gateway.EndReason) gateway.Effect {
	return gateway.Effect{Kind: gateway.ContextNote, Lane: l.Key, Reason: r}
}

// replied is a command's reply naming session s.
func replied(l Lane, s gateway.SessionID, text string) gateway.Effect {
	return gateway.Effect{Kind: gateway.Reply, Lane: l.Key, Session: s, Text: text}
}

func resNote(l Lane, variant string, rr gateway.ResumeReason) gateway.Effect {
	return gateway.Effect{Kind: gateway.ResumeNote, Lane: l.Key, Variant: variant, Resume: rr}
}

func started(l Lane, s gateway.SessionID, tok gateway.TurnToken, synthetic bool) gateway.Effect {
	e := fx(gateway.TurnStarted, l.Key, s)
	e.Token, e.Synthetic = tok, synthetic
	return e
}

func endedFx(l Lane, s gateway.SessionID, tok gateway.TurnToken, out gateway.Outcome) gateway.Effect {
	e := fx(gateway.TurnEnded, l.Key, s)
	e.Token, e.Outcome = tok, out
	return e
}

func rowEnd(l Lane, s gateway.SessionID, r gateway.EndReason, promote bool) gateway.Effect {
	e := fx(gateway.RowEnded, l.Key, s)
	if promote {
		e.Kind = gateway.RowPromoted
	}
	e.Reason = r
	return e
}

// drainNotice is the drain notice to lane l's chat in the stop's category.
func drainNotice(l Lane, restart bool) gateway.Effect {
	category := gateway.DrainShutdown
	if restart {
		category = gateway.DrainRestart
	}
	return gateway.Effect{Kind: gateway.DrainNotice, Lane: l.Key, Category: category}
}

func marked(l Lane, rr gateway.ResumeReason) gateway.Effect {
	return gateway.Effect{Kind: gateway.MarkedResume, Lane: l.Key, Resume: rr}
}

// fresh is the effects of a message that starts a new incarnation s (after old, if any).
func fresh(l Lane, old, s gateway.SessionID, r gateway.EndReason, tok gateway.TurnToken, extra ...gateway.Effect) []gateway.Effect {
	var out []gateway.Effect
	if old != "" && r != "" {
		out = append(out, rowEnd(l, old, r, true))
	}
	out = append(out, fx(gateway.RowCreated, l.Key, s), fx(gateway.RouteSaved, l.Key, s), routed(l, s, true, r))
	out = append(out, extra...)
	return append(out, started(l, s, tok, false))
}

// same is the effects of a message that stays on s.
func same(l Lane, s gateway.SessionID, tok gateway.TurnToken, extra ...gateway.Effect) []gateway.Effect {
	out := []gateway.Effect{routed(l, s, false, "")}
	out = append(out, extra...)
	return append(out, started(l, s, tok, false))
}

// chat sends a message on a new lane and finishes its turn ok with tokens; s is its session.
func (d *drv) chat(l Lane, s gateway.SessionID, tok gateway.TurnToken, tokens int) {
	d.t.Helper()
	d.must(Message{Lane: l}, fresh(l, "", s, "", tok)...)
	d.must(TurnEnd{Lane: l.Key, Token: tok, Outcome: gateway.OutcomeOK, Tokens: tokens}, endedFx(l, s, tok, gateway.OutcomeOK))
}

// reply sends a message that stays on s and finishes ok.
func (d *drv) reply(l Lane, s gateway.SessionID, tok gateway.TurnToken, tokens int) {
	d.t.Helper()
	d.must(Message{Lane: l}, same(l, s, tok)...)
	d.must(TurnEnd{Lane: l.Key, Token: tok, Outcome: gateway.OutcomeOK, Tokens: tokens}, endedFx(l, s, tok, gateway.OutcomeOK))
}

// crashMidTurn: a message on s starts turn tok, the process is killed, and a new one boots with
// the lane marked; the lane's adapter connects after the boot, so that the boot's resume pass
// need not auto-continue it (the turn is left for the lane's next message).
func (d *drv) crashMidTurn(l Lane, s gateway.SessionID, tok gateway.TurnToken) {
	d.t.Helper()
	d.must(Message{Lane: l}, same(l, s, tok)...)
	d.must(Kill{})
	d.must(Boot{}, marked(l, gateway.ResumeRestartInterrupted))
	d.upUnjudged(l.Platform)
}

// upUnjudged brings platform p's adapter up without judging the reconnect pass, as if it had
// skipped the lanes it owes: the lane stays owed for the next message the test sends.
func (d *drv) upUnjudged(p gateway.Platform) {
	d.t.Helper()
	d.m.reconnectUnjudged = true
	d.must(AdapterUp{p})
	d.m.reconnectUnjudged = false
}

// agentClosed is the report of lane l's cached agent closed with its row (an agent-close).
func agentClosed(l Lane, s gateway.SessionID) gateway.Effect {
	return gateway.Effect{Kind: gateway.AgentClosed, Lane: l.Key, Session: s, RowEnded: true}
}

// bootResuming is a driver whose boot's resume pass runs a synthetic turn (token 3) on tg's s1: a
// user's turn there was cut by a kill.
func bootResuming(t *testing.T) *drv {
	d := newDrv(t)
	d.chat(tg, "s1", 1, 100)
	d.must(Message{Lane: tg}, same(tg, "s1", 2)...)
	d.must(Kill{})
	d.must(AdapterUp{"telegram"})
	d.must(Boot{}, marked(tg, gateway.ResumeRestartInterrupted), resNote(tg, "b", gateway.ResumeRestartInterrupted),
		started(tg, "s1", 3, true))
	return d
}

// split is a compression of lane l's row parent into child, in the gateway's order: the child
// created (naming its parent), the parent ended, the route moved.
func split(l Lane, parent, child gateway.SessionID) []gateway.Effect {
	return []gateway.Effect{{Kind: gateway.RowCreated, Lane: l.Key, Session: child, Parent: parent},
		rowEnd(l, parent, gateway.EndCompression, false), fx(gateway.RouteSaved, l.Key, child)}
}
