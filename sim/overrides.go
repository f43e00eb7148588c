package sim

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"gatewaysim/gateway"
)

// The reset-policy overrides in their one-line form, as a scenario's config directive writes
// them: <platform or chat type>:<mode>/<idle>/<HH>:00, with /quiet when notify is off, e.g.
// "dm:both/30m/23:00" or "telegram:idle/2h/04:00/quiet". Each override is a whole policy.

// FormatOverride prints one override.
func FormatOverride(o Override) string {
	s := o.String()
	if !o.Policy.Notify {
		s += "/quiet"
	}
	return s
}

// ParseOverride reads FormatOverride's form. The name is a chat type (dm, group, channel, thread)
// or else a platform.
func ParseOverride(s string) (Override, error) {
	where, rest, ok := strings.Cut(s, ":")
	parts := strings.Split(rest, "/")
	if !ok || where == "" || len(parts) < 3 || len(parts) > 4 {
		return Override{}, fmt.Errorf("override %q: want <platform|type>:<mode>/<idle>/<HH>:00[/quiet]", s)
	}
	o := Override{Policy: gateway.DefaultResetPolicy()}
	switch t := gateway.ChatType(where); t {
	case gateway.ChatDM, gateway.ChatGroup, gateway.ChatChannel, gateway.ChatThread:
		o.Type = t
	default:
		o.Platform = gateway.Platform(where)
	}
	p := &o.Policy
	p.Mode = gateway.ResetMode(parts[0])
	idle, err := time.ParseDuration(parts[1])
	if err != nil {
		return Override{}, fmt.Errorf("override %q: idle %q: %v", s, parts[1], err)
	}
	p.IdleLimit = idle
	var h int
	if n, err := fmt.Sscanf(parts[2], "%d:00", &h); n != 1 || err != nil || len(parts[2]) != 5 {
		return Override{}, fmt.Errorf("override %q: at %q: want HH:00", s, parts[2])
	}
	p.AtHour = h
	if len(parts) == 4 {
		if parts[3] != "quiet" {
			return Override{}, fmt.Errorf("override %q: %q: the only suffix is /quiet", s, parts[3])
		}
		p.Notify = false
	}
	return o, nil
}

// configOverrides lists a gateway configuration's overrides, platforms first, each sorted.
func configOverrides(g *gateway.Config) []Override {
	var out []Override
	for p, pol := range g.ResetByPlatform {
		out = append(out, Override{Platform: p, Policy: pol})
	}
	for t, pol := range g.ResetByType {
		out = append(out, Override{Type: t, Policy: pol})
	}
	slices.SortFunc(out, func(a, b Override) int {
		if (a.Platform == "") != (b.Platform == "") {
			if a.Platform != "" {
				return -1
			}
			return 1
		}
		return strings.Compare(string(a.Platform)+string(a.Type), string(b.Platform)+string(b.Type))
	})
	return out
}
