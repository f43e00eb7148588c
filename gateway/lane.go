package gateway

import "strings"

// laneKey is cfg.LaneKey(s), remembered for the last source: a message's source is keyed several
// times over while the gateway handles it.
func (g *Gateway) laneKey(s Source) LaneKey {
	if s != g.keyOf.src || g.keyOf.key == "" {
		g.keyOf.src, g.keyOf.key = s, g.cfg.LaneKey(s)
	}
	return g.keyOf.key
}

// LaneKey derives the session key of a source (docs/contract.md §1.1): "agent:main:<platform>:<type>:<chat>"
// followed by participant and thread parts. It is a pure function of the source and two flags.
func (c *Config) LaneKey(s Source) LaneKey {
	parts := make([]string, 0, 7)
	parts = append(parts, "agent", "main", string(s.Platform), string(s.ChatType))
	if s.ChatID != "" {
		parts = append(parts, s.ChatID)
	}
	who := s.participant()
	if s.ChatType == ChatDM {
		if s.ChatID == "" && who != "" {
			parts = append(parts, who)
		}
		if s.ThreadID != "" {
			parts = append(parts, s.ThreadID)
		}
		return LaneKey(strings.Join(parts, ":"))
	}
	if s.ThreadID != "" {
		parts = append(parts, s.ThreadID)
	}
	sharedThread := s.ThreadID != "" && !c.ThreadSessionsPerUser
	if c.GroupSessionsPerUser && !sharedThread && who != "" {
		parts = append(parts, who)
	}
	return LaneKey(strings.Join(parts, ":"))
}
