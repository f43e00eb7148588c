package model

import "gatewaysim/gateway"

// LaneKeyOf is the lane key docs/contract.md §1.1 gives source s, derived here apart from the
// gateway: the world keys its lanes with the gateway's own function, so without this a gateway
// that keyed a source wrongly (two lanes on one key, a DM keyed like a group) would be judged by
// its own mistake.
func LaneKeyOf(s gateway.Source, groupPerUser, threadPerUser bool) gateway.LaneKey {
	who := s.UserID
	if s.UserIDAlt != "" {
		who = s.UserIDAlt
	}
	key := "agent:main:" + string(s.Platform) + ":" + string(s.ChatType)
	add := func(part string, when bool) {
		if when && part != "" {
			key += ":" + part
		}
	}
	add(s.ChatID, true)
	if s.ChatType == gateway.ChatDM {
		add(who, s.ChatID == "")
		add(s.ThreadID, true)
	} else {
		shared := s.ThreadID != "" && !threadPerUser // a thread is one conversation for all its members
		add(s.ThreadID, true)
		add(who, groupPerUser && !shared)
	}
	return gateway.LaneKey(key)
}

// CheckLaneKey ("config") compares the key the gateway gave source s with the contract's.
func CheckLaneKey(s gateway.Source, got gateway.LaneKey, cfg *gateway.Config) error {
	if want := LaneKeyOf(s, cfg.GroupSessionsPerUser, cfg.ThreadSessionsPerUser); got != want {
		return violate("config", "the gateway keys source %+v as %s, the contract's key is %s", s, got, want)
	}
	return nil
}
