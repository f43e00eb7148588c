package sim

import "testing"

// TestOverrideRoundTrip: an override's one-line form reads back to itself, and a bad one is refused.
func TestOverrideRoundTrip(t *testing.T) {
	for _, s := range []string{"dm:both/30m/23:00", "telegram:idle/2h/04:00/quiet", "thread:none/24h/00:00"} {
		o, err := ParseOverride(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if got := FormatOverride(o); got != s {
			t.Errorf("%s reads back as %s", s, got)
		}
	}
	for _, bad := range []string{"dm", "dm:both/30m", "dm:both/x/04:00", "dm:both/1h/4:00", "dm:both/1h/04:00/loud"} {
		if _, err := ParseOverride(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}
