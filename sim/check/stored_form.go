package check

import (
	"fmt"
	"time"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// routeRead is a route the step saved, as the oracle's reader reads the bytes the store holds.
type routeRead struct {
	stored gateway.StoredRoute
	form   members // its members as written
	entry  gateway.Entry
	err    error // the contract refuses the entry
}

// checkSavedForms holds every route the step saved to the contract's persisted form (§1.2),
// read with the oracle's own reader: it loads; it is written in the contract's form (timeForms:
// the times' offsets, the marker's halves together, empty values null); it reads back as the
// entry the process holds; its bytes are the canonical form of what it reads as (canonDiff); and
// a turn token the step
// started has this process's boot count as its boot half (§1.3, §2.10 step 1). epoch is that
// count, 0 when the boot could not know it.
func checkSavedForms(saved []routeRead, g *gateway.Gateway, fx []gateway.Effect, loc *time.Location, epoch uint32) error {
	for i := range saved {
		r := &saved[i]
		k := gateway.LaneKey(r.stored.Key)
		if r.err != nil {
			return persistViolation("the gateway saved lane %s's route in a form the contract refuses: %v", k, r.err)
		}
		if err := timeForms(r.form, loc); err != nil {
			return persistViolation("lane %s's saved route: %v", k, err)
		}
		lastLanded := !saveFailedLast(fx, k)
		if g != nil && lastLanded {
			if mem, ok := g.EntryShared(k); ok {
				if f := entryDiff(mem, r.entry); f != "" {
					return persistViolation("lane %s's saved route reads back with another %s than the process holds", k, f)
				}
			}
		}
		if d := canonDiff(r.stored.Data, r.entry, loc); d != "" {
			return persistViolation("lane %s's saved route is not in the canonical form: %s", k, d)
		}
		if tok := r.entry.ActiveTurnToken; tok != 0 && epoch != 0 && lastLanded && startedIn(fx, k) && uint32(tok>>32) != epoch {
			return persistViolation("lane %s's saved turn token %v has boot half %d, but this process is boot %d of the store",
				k, tok, uint32(tok>>32), epoch)
		}
	}
	return nil
}

func persistViolation(format string, args ...any) error {
	return &model.Violation{Inv: "persist", Facts: fmt.Sprintf(format, args...)}
}

// saveFailedLast reports whether lane k's last route write in the step failed: the store then
// holds the route of the last save that succeeded, older than what the process holds.
func saveFailedLast(fx []gateway.Effect, k gateway.LaneKey) bool {
	for i := len(fx) - 1; i >= 0; i-- {
		switch e := &fx[i]; {
		case e.Lane != k:
		case e.Kind == gateway.RouteSaved:
			return false
		case e.Kind == gateway.StoreFailed && (e.Op == "save_route" || e.Op == "delete_route"):
			return true
		}
	}
	return false
}

// startedIn reports whether the step started a turn on lane k.
func startedIn(fx []gateway.Effect, k gateway.LaneKey) bool {
	for i := range fx {
		if fx[i].Kind == gateway.TurnStarted && fx[i].Record == 0 && fx[i].Lane == k {
			return true
		}
	}
	return false
}

// timeForms checks how a written entry spells its times: local ones with the configured zone's
// offset at that instant (a naive time is upstream's form, which the port no longer writes), the
// turn marker's start in UTC, and the marker's two halves both set or both null; then its empty
// values (emptyForms).
func timeForms(m members, loc *time.Location) error {
	for _, name := range [...]string{"created_at", "updated_at", "last_resume_marked_at", "active_turn_started_at"} {
		s, err := m.text(name)
		if err != nil || s == "" {
			continue // (readEntry judged the type)
		}
		want := loc
		if name == "active_turn_started_at" {
			want = time.UTC
		}
		if err := offsetIn(s, want); err != nil {
			return fmt.Errorf("%s %q: %v", name, s, err)
		}
	}
	if m.has("active_turn_token") != m.has("active_turn_started_at") {
		return fmt.Errorf("half a turn marker written (active_turn_token %s, active_turn_started_at %s)",
			m.get("active_turn_token"), m.get("active_turn_started_at"))
	}
	return emptyForms(m)
}

// emptyForms: an empty optional value is written null, an absent origin or model override left
// out (§1.2).
func emptyForms(m members) error {
	for _, name := range [...]string{"platform", "prev_session_id", "auto_reset_reason", "resume_reason",
		"last_resume_marked_at", "active_turn_token", "active_turn_started_at", "model_override"} {
		if string(m.get(name)) == `""` {
			return fmt.Errorf("%s written as an empty string, not null", name)
		}
	}
	for _, name := range [...]string{"origin", "model_override"} {
		if v, ok := m.member(name); ok && string(v) == "null" {
			return fmt.Errorf("%s written null, not left out", name)
		}
	}
	return nil
}

// offsetIn checks that s carries the UTC offset loc has at the instant s names.
func offsetIn(s string, loc *time.Location) error {
	s = isoT(s)
	for _, layout := range isoLayouts {
		t, err := time.Parse(layout, s)
		if err != nil {
			continue
		}
		_, got := t.Zone()
		if _, want := t.In(loc).Zone(); got != want {
			return fmt.Errorf("offset %ds, but the zone's is %ds then", got, want)
		}
		return nil
	}
	return fmt.Errorf("no UTC offset")
}

// entryDiff names the first field in which the entry read from the store differs from the
// process's (every field is persisted, and encoding then decoding returns it exactly, §1.2), or "".
// The process's times are compared as stored, to the microsecond.
func entryDiff(mem, disk gateway.Entry) string {
	us := func(t time.Time) time.Time { return t.Truncate(time.Microsecond) }
	switch {
	case mem.Key != disk.Key:
		return "session_key"
	case mem.SessionID != disk.SessionID:
		return "session_id"
	case !us(mem.CreatedAt).Equal(disk.CreatedAt):
		return "created_at"
	case !us(mem.UpdatedAt).Equal(disk.UpdatedAt):
		return "updated_at"
	case (mem.Origin == nil) != (disk.Origin == nil) || mem.Origin != nil && *mem.Origin != *disk.Origin:
		return "origin"
	case mem.Platform != disk.Platform || mem.ChatType != disk.ChatType:
		return "platform or chat_type"
	case mem.TotalTokens != disk.TotalTokens || mem.LastPromptTokens != disk.LastPromptTokens:
		return "token count"
	case mem.WasAutoReset != disk.WasAutoReset || mem.AutoResetReason != disk.AutoResetReason ||
		mem.ResetHadActivity != disk.ResetHadActivity:
		return "auto-reset field"
	case mem.PrevSessionID != disk.PrevSessionID || mem.IsFreshReset != disk.IsFreshReset ||
		mem.ExpiryFinalized != disk.ExpiryFinalized || mem.Suspended != disk.Suspended:
		return "reset flag"
	case mem.ResumePending != disk.ResumePending || mem.ResumeReason != disk.ResumeReason ||
		!us(mem.LastResumeMarkedAt).Equal(disk.LastResumeMarkedAt):
		return "resume marker"
	case mem.ModelOverride != disk.ModelOverride:
		return "model_override"
	case mem.ActiveTurnToken != disk.ActiveTurnToken || !us(mem.ActiveTurnStartedAt).Equal(disk.ActiveTurnStartedAt):
		return "turn marker"
	}
	return ""
}
