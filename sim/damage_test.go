package sim

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"gatewaysim/gateway"
)

// Every damage, wherever it strikes a stored route, leaves bytes encoding/json refuses, and the
// gateway's decoder refuses them too, as unreadable (the reason the model requires); a damage
// that found no JSON to begin with does nothing.
func TestDamagesAreRefused(t *testing.T) {
	loc := time.UTC
	e := gateway.Entry{Key: "agent:main:telegram:dm:tg1", SessionID: "20260328_090000_c2e3f511", CreatedAt: time.Date(2026, 3, 28, 9, 0, 0, 0, loc),
		UpdatedAt: time.Date(2026, 3, 28, 9, 5, 0, 0, loc), LastPromptTokens: 1200, ResumePending: true, ResumeReason: "restart_timeout",
		LastResumeMarkedAt: time.Date(2026, 3, 28, 9, 6, 0, 0, loc), Origin: &gateway.Source{Platform: "telegram", ChatType: gateway.ChatDM, ChatID: "tg1", UserID: "u1"}}
	stored, err := gateway.EncodeEntry(e, loc)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range damages {
		made := 0
		for p := range 3 * len(stored) {
			out, why, ok := damaged(d, stored, p)
			if !ok {
				continue // the damage left JSON (a quote that closed a string, a literal in one)
			}
			made++
			if json.Valid(out) {
				t.Fatalf("%s at %d: encoding/json takes %q", d.name, p, out)
			}
			if _, err := gateway.DecodeEntry(out, loc); err == nil || !strings.Contains(err.Error(), why) {
				t.Fatalf("%s at %d: the gateway's decoder says %v, want a reason with %q (%q)", d.name, p, err, why, out)
			}
		}
		if made == 0 {
			t.Errorf("%s never made a document that is no JSON", d.name)
		}
	}
	if _, _, ok := damaged(damages[0], []byte("not json"), 3); ok {
		t.Fatal("a damage of a route that is no JSON document must be refused")
	}
}

// A corrupt-route op prints and parses its damage.
func TestCorruptRouteDamageRoundTrips(t *testing.T) {
	for _, line := range []string{"corrupt-route lane=a", "corrupt-route lane=a damage=truncate:17", "corrupt-route lane=b damage=too-deep"} {
		op, err := ParseOp(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if got := op.String(); got != line {
			t.Fatalf("%s prints as %s", line, got)
		}
	}
	if _, err := ParseOp("corrupt-route lane=a damage=shred"); err == nil || !strings.Contains(err.Error(), "unknown damage") {
		t.Fatalf("an unknown damage: %v", err)
	}
}
