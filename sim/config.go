package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // the world's zone must load on machines without a zoneinfo database

	"gatewaysim/gateway"
)

// LaneSpec names a lane and binds it to a fixed inbound source.
type LaneSpec struct {
	Name   string
	Source gateway.Source
}

// Limits stop a run that has gone wrong instead of letting it spin.
type Limits struct {
	Ops         int           // ops one world accepts (0 = unlimited)
	EventsPerOp int           // follow-up events one op may run (a livelock guard)
	Queue       int           // scheduled events (0 = unlimited)
	Horizon     time.Duration // virtual time a run may reach (0 = unlimited)
}

// Config is a world's configuration. Start from DefaultConfig.
type Config struct {
	Lanes   []LaneSpec
	Gateway func(*gateway.Config) // changes the gateway's configuration (after the world's defaults)

	// Start is the first virtual instant; its Location is the gateway's zone.
	Start time.Time

	// Backends names the TUI backend processes that may run beside the messaging gateway over the
	// one store (t1, t2, ...; docs/contract.md §9): each is started by a spawn op. None: a
	// single-process world, exactly as before there were backends.
	Backends []string

	AdaptersDown     []gateway.Platform // adapters down at the start
	NoBoot           bool               // start with no process (the first op is then a boot)
	ExitDelay        time.Duration      // from a completed drain to the process's exit
	RestartDelay     time.Duration      // from an exit with restart to the next boot
	DeliveryDelayMax time.Duration      // outbound delivery delays are drawn in [0, max)

	Agent  AgentConfig
	Limits Limits

	TraceKeep    int  // trace lines retained (<= 0: all); the hash always covers every line
	RecordEvents bool // keep the effects of the last Apply for LastApply

	// Medium, when set, opens the durable store the fake disk forwards the gateway's calls to (a
	// real database; see Medium). Close the world when done with it.
	Medium OpenMedium
	// VerifyMedium reads the medium whole at every event and compares it with the disk's image.
	VerifyMedium bool
}

// DefaultStart is 2026-03-28 09:00 in Europe/Berlin: one day before the spring-forward change
// (2026-03-29 02:00 CET becomes 03:00 CEST).
func DefaultStart() time.Time { return time.Date(2026, 3, 28, 9, 0, 0, 0, berlin()) }

// berlin is the default zone, loaded once: a Location is read-only once loaded, so every world
// may share it, and loading one parses its rules.
var berlin = sync.OnceValue(func() *time.Location {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		panic(err) // time/tzdata is linked in
	}
	return loc
})

// DefaultConfig returns six lanes over the four messaging platforms, a Berlin start one day before
// the DST change, a healthy agent and generous limits.
func DefaultConfig() Config {
	return Config{
		Lanes:            DefaultLanes(6),
		Start:            DefaultStart(),
		ExitDelay:        500 * time.Millisecond,
		RestartDelay:     2 * time.Second,
		DeliveryDelayMax: 2 * time.Second,
		Agent:            DefaultAgent(),
		Limits:           Limits{EventsPerOp: 100000, Queue: 100000},
		RecordEvents:     true,
	}
}

// DefaultLanes returns n lanes named a, b, c, ... cycling through a Telegram DM, a Discord group
// member, a webhook, an api_server client, a second Telegram DM and a Discord thread.
func DefaultLanes(n int) []LaneSpec {
	out := make([]LaneSpec, n)
	for i := range out {
		id := strconv.Itoa(i + 1)
		var src gateway.Source
		switch i % 6 {
		case 0, 4:
			src = gateway.Source{Platform: "telegram", ChatType: gateway.ChatDM, ChatID: "tg" + id, UserID: "u" + id}
		case 1:
			src = gateway.Source{Platform: "discord", ChatType: gateway.ChatGroup, ChatID: "guild1", UserID: "u" + id}
		case 2:
			// A webhook's caller is named as its sender signs: the characters JSON writers escape
			// for HTML (<, >, &) meet every persisted form of the origin.
			src = gateway.Source{Platform: "webhook", ChatType: gateway.ChatDM, ChatID: "hook" + id, UserID: "svc" + id + "<ops&bots>"}
		case 3:
			// An API client names its conversations as it likes: beyond ASCII, a backslash, a
			// character outside the Basic Multilingual Plane (two UTF-16 halves when escaped), and a
			// line separator in its user id (which JSON writers escape for JavaScript), so that
			// every persisted form of the lane's key and origin meets them.
			src = gateway.Source{Platform: "api_server", ChatType: gateway.ChatDM, ChatID: "api" + id + "·ü\\✨\U0001F6F0", UserID: "client" + id + "\u2028"}
		case 5:
			src = gateway.Source{Platform: "discord", ChatType: gateway.ChatThread, ChatID: "guild1", ThreadID: "th" + id, UserID: "u" + id}
		}
		out[i] = LaneSpec{Name: laneName(i), Source: src}
	}
	return out
}

// laneName is a, b, ..., z, then a1, b1, ...
func laneName(i int) string {
	s := string(rune('a' + i%26))
	if i >= 26 {
		s += strconv.Itoa(i / 26)
	}
	return s
}

// Directive prints the lane as the scenario language's lane directive:
// "lane b platform=discord chat=group:guild1 user=u2", with alt= and thread= when set.
func (l LaneSpec) Directive() string {
	s := l.Source
	out := "lane " + l.Name + " platform=" + string(s.Platform) + " chat=" + string(s.ChatType) + ":" + s.ChatID
	if s.UserID != "" {
		out += " user=" + s.UserID
	}
	if s.UserIDAlt != "" {
		out += " alt=" + s.UserIDAlt
	}
	if s.ThreadID != "" {
		out += " thread=" + s.ThreadID
	}
	return out
}

// ParseLaneSpec reads a lane directive's words (after "lane"): the name, then platform=P,
// chat=TYPE:ID (TYPE dm, group, channel or thread; ID may be empty), and optionally user=U,
// alt=U (the alternative user id, which wins as the participant) and thread=T. It is the inverse
// of LaneSpec.Directive.
func ParseLaneSpec(args []string) (LaneSpec, error) {
	const form = "lane NAME platform=P chat=TYPE:ID [user=U] [alt=U] [thread=T]"
	if len(args) == 0 || strings.Contains(args[0], "=") {
		return LaneSpec{}, fmt.Errorf("lane: the first word is the lane's name (form: %s)", form)
	}
	l := LaneSpec{Name: args[0]}
	seen := map[string]bool{}
	for _, a := range args[1:] {
		k, v, ok := strings.Cut(a, "=")
		if !ok || seen[k] {
			return LaneSpec{}, fmt.Errorf("lane %s: %q is not key=value or is given twice (form: %s)", l.Name, a, form)
		}
		seen[k] = true
		switch k {
		case "platform":
			l.Source.Platform = gateway.Platform(v)
		case "chat":
			t, id, ok := strings.Cut(v, ":")
			switch ct := gateway.ChatType(t); ct {
			case gateway.ChatDM, gateway.ChatGroup, gateway.ChatChannel, gateway.ChatThread:
				l.Source.ChatType, l.Source.ChatID = ct, id
			default:
				ok = false
			}
			if !ok {
				return LaneSpec{}, fmt.Errorf("lane %s: chat=%s: want TYPE:ID with TYPE dm, group, channel or thread", l.Name, v)
			}
		case "user":
			l.Source.UserID = v
		case "alt":
			l.Source.UserIDAlt = v
		case "thread":
			l.Source.ThreadID = v
		default:
			return LaneSpec{}, fmt.Errorf("lane %s: unknown key %q (form: %s)", l.Name, k, form)
		}
	}
	if l.Source.Platform == "" || !seen["chat"] {
		return LaneSpec{}, fmt.Errorf("lane %s: platform= and chat= are required (form: %s)", l.Name, form)
	}
	return l, nil
}

// WithLanes returns lanes with each of named replacing the lane of its name, or appended after
// them when no lane has it.
func WithLanes(lanes []LaneSpec, named ...LaneSpec) []LaneSpec {
	out := append([]LaneSpec(nil), lanes...)
	for _, n := range named {
		i := slices.IndexFunc(out, func(l LaneSpec) bool { return l.Name == n.Name })
		if i < 0 {
			out = append(out, n)
		} else {
			out[i] = n
		}
	}
	return out
}
