package check

import (
	"fmt"
	"html"
	"sort"
	"strings"
	"time"
)

// Timeline renders trace lines as an HTML page with one SVG swimlane per lane (the lanes given
// first, in order, then any other the trace names, then one per TUI record): a band per session
// incarnation (labelled sN), a bar per agent turn (grey while still running at the end), dots for
// notices (red) and resume notes (blue), and vertical lines for boots (green), exits (grey),
// kills (orange) and crashes (red). It reads only the trace text, so it costs the run nothing.
// The page has no script; its elements carry classes and data-* attributes (the lane's name, the
// failure's instant in nanoseconds, the axis) so that a test can check the drawing in a browser.
func Timeline(title string, lines, lanes []string) string {
	return TimelinePage(title, TimelineSection{Lines: lines, Lanes: lanes})
}

// TimelineSection is one drawing of a timeline page: a trace, its lanes, and the failure (when
// Failure is set) at its instant.
type TimelineSection struct {
	Heading string // "" for none
	Lines   []string
	Lanes   []string
	Failure string
	FailAt  time.Duration
}

// TimelinePage renders a page of one or more timelines under a title, then the legend.
func TimelinePage(title string, sections ...TimelineSection) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!doctype html><meta charset=utf-8><title>%s</title><h3>%s</h3>\n", html.EscapeString(title), html.EscapeString(title))
	for _, sec := range sections {
		if sec.Heading != "" {
			fmt.Fprintf(&b, "<h4 style='font:bold 12px monospace;margin:12px 0 2px'>%s</h4>\n", html.EscapeString(sec.Heading))
		}
		b.WriteString(timeline(sec.Lines, sec.Lanes, sec.Failure, sec.FailAt))
	}
	b.WriteString("<p style='font:11px monospace'>bands: sessions; bars: turns (grey: still running); dots: notice (red), resume note (blue); " +
		"lines: boot (green), exit (grey), kill (orange), crash (red); dashed red: the failure; hover for times</p>\n")
	return b.String()
}

// timeline draws one trace as an SVG.
func timeline(lines, given []string, failure string, failAt time.Duration) string {
	tl := readTimeline(lines)
	return tl.draw(tl.laneOrder(given), failure, failAt)
}

// span is a band or a bar of a swimlane; to < 0 while it is still open at the end.
type span struct {
	from, to time.Duration
	label    string
}

// mark is a dot on a swimlane or a process line across them.
type mark struct {
	at    time.Duration
	color string
}

// timelineData is what a trace draws, read once line by line.
type timelineData struct {
	sessions map[string][]span                   // lane -> session incarnations
	turns    map[string][]span                   // lane -> agent turns
	open     map[string]map[string]time.Duration // lane -> token -> start of a turn still running
	dots     map[string][]mark                   // lane -> notices and resume notes
	procs    []mark                              // boots, exits, kills and crashes
	end      time.Duration                       // the last instant the trace names
	sessLane map[string]string                   // some effects name the session, not the lane
	seen     map[string]bool
	named    []string // lanes in order of first mention
}

// readTimeline reads every trace line: "+offset label | effect | effect ...".
func readTimeline(lines []string) *timelineData {
	tl := &timelineData{sessions: map[string][]span{}, turns: map[string][]span{}, open: map[string]map[string]time.Duration{},
		dots: map[string][]mark{}, sessLane: map[string]string{}, seen: map[string]bool{}}
	for _, l := range lines {
		off, rest, ok := strings.Cut(l, " ")
		at, err := time.ParseDuration(strings.TrimPrefix(off, "+"))
		if !ok || err != nil {
			continue
		}
		tl.end = max(tl.end, at)
		parts := strings.Split(rest, " | ")
		tl.event(at, parts[0])
		for _, eff := range parts[1:] {
			tl.effect(at, eff)
		}
	}
	tl.finish()
	return tl
}

func (tl *timelineData) mention(lane string) {
	if lane != "" && !tl.seen[lane] {
		tl.seen[lane] = true
		tl.named = append(tl.named, lane)
	}
}

// event reads a line's op or follow-up: the lane it names, and the process's life.
func (tl *timelineData) event(at time.Duration, label string) {
	if _, f := effectFields(label); f["lane"] != "" {
		tl.mention(f["lane"])
	}
	switch {
	case strings.HasPrefix(label, "boot") && strings.Contains(label, " process="):
		tl.procs = append(tl.procs, mark{at, "#2a2"})
	case strings.HasPrefix(label, "exit "):
		tl.procs = append(tl.procs, mark{at, "#999"})
	case strings.HasPrefix(label, "kill"):
		tl.procs = append(tl.procs, mark{at, "#e80"})
	case strings.HasPrefix(label, "crash"):
		tl.procs = append(tl.procs, mark{at, "#d22"})
	}
	if strings.HasPrefix(label, "kill") || strings.HasPrefix(label, "crash") || strings.HasPrefix(label, "exit ") {
		// The process is gone: its turns end here.
		for lane, toks := range tl.open {
			for tok, from := range toks {
				tl.turns[lane] = append(tl.turns[lane], span{from, at, "lost"})
				delete(toks, tok)
			}
			if len(toks) == 0 {
				delete(tl.open, lane)
			}
		}
	}
}

// effect reads one effect of a line onto the swimlane of its lane.
func (tl *timelineData) effect(at time.Duration, eff string) {
	kind, f := effectFields(eff)
	lane := tl.effectLane(f)
	if lane == "" {
		return
	}
	tl.mention(lane)
	switch kind {
	case "routed", "route-saved", "row-created", "record-bound":
		s := f["session"]
		ss := tl.sessions[lane]
		if n := len(ss); n == 0 || ss[n-1].label != s {
			if n > 0 {
				ss[n-1].to = at
			}
			tl.sessions[lane] = append(ss, span{at, -1, s})
		}
	case "turn-started":
		if tl.open[lane] == nil {
			tl.open[lane] = map[string]time.Duration{}
		}
		tl.open[lane][f["token"]] = at
	case "turn-ended":
		if from, ok := tl.open[lane][f["token"]]; ok {
			tl.turns[lane] = append(tl.turns[lane], span{from, at, f["outcome"]})
			delete(tl.open[lane], f["token"])
		}
	case "notice":
		tl.dots[lane] = append(tl.dots[lane], mark{at, "#d22"})
	case "resume-note":
		tl.dots[lane] = append(tl.dots[lane], mark{at, "#22d"})
	}
}

// effectLane is the swimlane of an effect: its lane, or for a TUI session one swimlane "tui sN"
// (its row, lane tui:sN, and the records bound to it), or the lane its session was last seen on.
func (tl *timelineData) effectLane(f map[string]string) string {
	lane := f["lane"]
	if strings.HasPrefix(lane, "tui:") {
		lane = "tui " + lane[len("tui:"):]
	}
	if lane == "" && f["record"] != "" && f["session"] != "" {
		lane = "tui " + f["session"]
	}
	if lane != "" && f["session"] != "" {
		tl.sessLane[f["session"]] = lane
	}
	if lane == "" {
		lane = tl.sessLane[f["session"]]
	}
	return lane
}

// finish leaves the turns still running open to the end and puts every lane's turns and the
// process lines in drawing order.
func (tl *timelineData) finish() {
	for lane, toks := range tl.open {
		for tok, from := range toks {
			tl.turns[lane] = append(tl.turns[lane], span{from, -1, "running " + tok})
		}
	}
	for _, ts := range tl.turns {
		sort.Slice(ts, func(i, j int) bool {
			return ts[i].from < ts[j].from || ts[i].from == ts[j].from && ts[i].label < ts[j].label
		})
	}
	// Boots and exits first, so that a kill or crash at the same instant stays visible.
	sort.SliceStable(tl.procs, func(i, j int) bool { return procRank(tl.procs[i].color) < procRank(tl.procs[j].color) })
}

// laneOrder is the given lanes in their order, then the others as the trace first names them.
func (tl *timelineData) laneOrder(given []string) []string {
	lanes := append([]string(nil), given...)
	for _, l := range given {
		tl.seen[l] = false
	}
	for _, l := range tl.named {
		if tl.seen[l] {
			lanes = append(lanes, l)
		}
	}
	return lanes
}

// effectFields splits one printed effect into its kind and key=value fields (a quoted text
// keeps its spaces).
func effectFields(eff string) (string, map[string]string) {
	kind, rest, _ := strings.Cut(eff, " ")
	f := map[string]string{}
	for rest != "" {
		var kv string
		if i := strings.Index(rest, "=\""); i >= 0 && !strings.Contains(rest[:i], " ") {
			j := strings.Index(rest[i+2:], "\"")
			if j < 0 {
				break
			}
			kv, rest = rest[:i+3+j], strings.TrimPrefix(rest[i+3+j:], " ")
		} else {
			kv, rest, _ = strings.Cut(rest, " ")
		}
		k, v, _ := strings.Cut(kv, "=")
		f[k] = v
	}
	return kind, f
}
