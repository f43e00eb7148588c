package check

import (
	"fmt"
	"html"
	"sort"
	"strings"
	"time"
)

// Timeline renders trace lines as an HTML page with one SVG swimlane per lane the trace names
// (in the order of lanes, then as the trace first names them, then one per TUI record): a band
// per session incarnation (labelled sN), a bar per agent turn (grey while still running at the
// end), dots for notices (red) and resume notes (blue), and vertical lines for boots (green),
// exits (grey), kills (orange) and crashes (red). The axis is time, except where trace lines
// share an instant: those steps stand side by side, one slot each, under one label for the
// instant (a reduced failure often happens entirely at +0s). It reads only the trace text, so
// it costs the run nothing. The page has no script; its elements carry classes and data-*
// attributes (a step's number and instant, a lane's name, the failure's step) so that a test can
// check the drawing in a browser.
func Timeline(title string, lines, lanes []string) string {
	return TimelinePage(title, TimelineSection{Lines: lines, Lanes: lanes})
}

// TimelineSection is one drawing of a timeline page: a trace, its lanes, the names the legend
// maps to real ids, and the failure (when Failure is set) at the step it happened in.
type TimelineSection struct {
	Heading  string // "" for none
	Lines    []string
	Lanes    []string          // the order of the lanes (a lane the trace never names is not drawn)
	Keys     map[string]string // lane name -> lane key, for the labels and the legend
	Sessions []string          // the real session ids, s1 first, for the legend
	Failure  string            // the failure's key ("I2"); "" draws no marker
	Story    string            // the failure in the trace's names ("lane e left s1 by /new ...")
	FailAt   time.Duration
	// FailStep is the trace line (1-based) the failure happened in; 0 means the last line at or
	// before FailAt (an op's violation stops the run in the line that caused it).
	FailStep int
}

// TimelinePage renders a page of one or more timelines under a title, then the key.
func TimelinePage(title string, sections ...TimelineSection) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!doctype html><meta charset=utf-8><title>%s</title>\n", html.EscapeString(title))
	b.WriteString("<style>body{font:12px monospace;margin:10px}h3{font-size:14px}h4{font-size:12px;margin:14px 0 2px}" +
		"table.legend{border-collapse:collapse;margin:4px 0 10px}table.legend td{padding:1px 10px 1px 0}</style>\n")
	fmt.Fprintf(&b, "<h3>%s</h3>\n", html.EscapeString(title))
	for _, sec := range sections {
		if sec.Heading != "" {
			fmt.Fprintf(&b, "<h4>%s</h4>\n", html.EscapeString(sec.Heading))
		}
		if sec.Story != "" {
			fmt.Fprintf(&b, "<p class='story'>%s: %s</p>\n", html.EscapeString(sec.Failure), html.EscapeString(sec.Story))
		}
		tl := readTimeline(sec.Lines)
		lanes := tl.laneOrder(sec.Lanes)
		b.WriteString(tl.draw(lanes, sec.Keys, sec.Failure, tl.failStep(sec.FailStep, sec.FailAt)))
		b.WriteString(tl.legend(lanes, sec.Keys, sec.Sessions))
	}
	b.WriteString("<p>bands: sessions; bars: turns (grey: still running); dots: notice (red), resume note (blue); " +
		"lines: boot (green), exit (grey), kill (orange), crash (red); dashed red: the step that failed. " +
		"The axis is time, except that lines of one instant stand side by side, one slot per step, " +
		"under the instant's label. Hover for times and each step's trace line.</p>\n")
	return b.String()
}

// step is one trace line: an op or a follow-up the world ran, at its instant.
type step struct {
	at   time.Duration
	text string // the line after its offset
}

// span is a band or a bar of a swimlane between two steps (0-based); to < 0 while it is still
// open at the end.
type span struct {
	from, to int
	label    string
}

// mark is a dot on a swimlane or a process line across them, at a step.
type mark struct {
	step  int
	color string
}

// timelineData is what a trace draws, read once line by line.
type timelineData struct {
	steps    []step
	sessions map[string][]span         // lane -> session incarnations
	turns    map[string][]span         // lane -> agent turns
	open     map[string]map[string]int // lane -> token -> step a turn still running started in
	dots     map[string][]mark         // lane -> notices and resume notes
	procs    []mark                    // boots, exits, kills and crashes
	sessLane map[string]string         // some effects name the session, not the lane
	seen     map[string]bool
	named    []string // lanes in order of first mention
}

// readTimeline reads every trace line: "+offset label | effect | effect ...". A line of ticks
// collapsed by sim.CollapseTicks ("+1m..+5m tick x5 (no effect)") is one step at its last instant.
func readTimeline(lines []string) *timelineData {
	tl := &timelineData{sessions: map[string][]span{}, turns: map[string][]span{}, open: map[string]map[string]int{},
		dots: map[string][]mark{}, sessLane: map[string]string{}, seen: map[string]bool{}}
	for _, l := range lines {
		off, rest, ok := strings.Cut(l, " ")
		if _, last, collapsed := strings.Cut(off, ".."); collapsed {
			off = last
		}
		at, err := time.ParseDuration(strings.TrimPrefix(off, "+"))
		if !ok || err != nil {
			continue
		}
		parts := strings.Split(rest, " | ")
		i := len(tl.steps)
		tl.steps = append(tl.steps, step{at: at, text: rest})
		tl.event(i, parts[0])
		for _, eff := range parts[1:] {
			tl.effect(i, eff)
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
func (tl *timelineData) event(i int, label string) {
	kind, f := effectFields(label)
	if f["lane"] != "" {
		tl.mention(f["lane"])
	}
	if f["proc"] != "" || kind == "crash" && f["down"] != "" {
		tl.otherProcess(i, kind, f)
		if f["proc"] != "" {
			return // (the lines across every lane are the messaging gateway's)
		}
	}
	switch {
	case strings.HasPrefix(label, "boot") && strings.Contains(label, " process="):
		tl.procs = append(tl.procs, mark{i, "#2a2"})
	case strings.HasPrefix(label, "exit "):
		tl.procs = append(tl.procs, mark{i, "#999"})
	case strings.HasPrefix(label, "kill"):
		tl.procs = append(tl.procs, mark{i, "#e80"})
	case strings.HasPrefix(label, "crash"):
		tl.procs = append(tl.procs, mark{i, "#d22"})
	}
	if strings.HasPrefix(label, "kill") || strings.HasPrefix(label, "exit ") {
		tl.loseTurns(i, gatewayToken) // the gateway is gone: its turns end here
	}
	if strings.HasPrefix(label, "crash") {
		tl.loseTurns(i, func(string) bool { return true }) // the machine: every process's
	}
}

// otherProcess reads the life of a process beside the gateway (a TUI backend or a CLI of a world
// of several): each run is a span on its own band, "proc t1", from its start to its halt, kill or
// the machine's crash (which names the backends it took down); a halt or kill loses its turns.
func (tl *timelineData) otherProcess(i int, kind string, f map[string]string) {
	var names []string
	if kind == "crash" {
		names = strings.Split(f["down"], ",")
	} else {
		names = []string{f["proc"]}
	}
	for _, name := range names {
		band := "proc " + name
		tl.mention(band)
		ss := tl.sessions[band]
		switch kind {
		case "spawn", "cli-resume":
			tl.sessions[band] = append(ss, span{i, -1, name + "#" + f["epoch"]})
			continue
		case "halt", "kill", "crash":
			if n := len(ss); n > 0 && ss[n-1].to < 0 {
				ss[n-1].to = i
			}
		default:
			continue
		}
		if kind != "crash" {
			prefix := "k" + name + "-"
			tl.loseTurns(i, func(tok string) bool { return strings.HasPrefix(tok, prefix) })
		}
	}
}

// gatewayToken reports whether a printed turn token is the messaging gateway's (k3.1), not a
// backend's (kt1-2.3).
func gatewayToken(tok string) bool { return len(tok) > 1 && tok[1] >= '0' && tok[1] <= '9' }

// loseTurns ends at step i the open turns whose token mine says: their process is gone.
func (tl *timelineData) loseTurns(i int, mine func(tok string) bool) {
	for lane, toks := range tl.open {
		for tok, from := range toks {
			if mine(tok) {
				tl.turns[lane] = append(tl.turns[lane], span{from, i, "lost"})
				delete(toks, tok)
			}
		}
		if len(toks) == 0 {
			delete(tl.open, lane)
		}
	}
}

// effect reads one effect of a line onto the swimlane of its lane.
func (tl *timelineData) effect(i int, eff string) {
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
				ss[n-1].to = i
			}
			tl.sessions[lane] = append(ss, span{i, -1, s})
		}
	case "turn-started":
		if tl.open[lane] == nil {
			tl.open[lane] = map[string]int{}
		}
		tl.open[lane][f["token"]] = i
	case "turn-ended":
		if from, ok := tl.open[lane][f["token"]]; ok {
			tl.turns[lane] = append(tl.turns[lane], span{from, i, f["outcome"]})
			delete(tl.open[lane], f["token"])
		}
	case "notice":
		tl.dots[lane] = append(tl.dots[lane], mark{i, "#d22"})
	case "resume-note":
		tl.dots[lane] = append(tl.dots[lane], mark{i, "#22d"})
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
	// Boots and exits first, so that a kill or crash at the same step stays visible.
	sort.SliceStable(tl.procs, func(i, j int) bool { return procRank(tl.procs[i].color) < procRank(tl.procs[j].color) })
}

// laneOrder is the lanes the trace names: those of given first, in its order, then the others
// as the trace first names them. A lane the trace never names is left out.
func (tl *timelineData) laneOrder(given []string) []string {
	var lanes []string
	placed := map[string]bool{}
	for _, l := range given {
		if tl.seen[l] && !placed[l] {
			lanes = append(lanes, l)
			placed[l] = true
		}
	}
	for _, l := range tl.named {
		if !placed[l] {
			lanes = append(lanes, l)
			placed[l] = true
		}
	}
	return lanes
}

// failStep is the 0-based step of the failure: step (1-based) when given, else the last step at
// or before at; -1 when the trace has no step.
func (tl *timelineData) failStep(step int, at time.Duration) int {
	if step > 0 && step <= len(tl.steps) {
		return step - 1
	}
	i := len(tl.steps) - 1
	for i > 0 && tl.steps[i].at > at {
		i--
	}
	return i
}

// legend maps the drawing's names to the real ids: each drawn lane to its key, each session to
// its id.
func (tl *timelineData) legend(lanes []string, keys map[string]string, sessions []string) string {
	var b strings.Builder
	b.WriteString("<table class='legend'>")
	for _, l := range lanes {
		if k := keys[l]; k != "" {
			fmt.Fprintf(&b, "<tr class='lane-name'><td>lane %s</td><td>%s</td></tr>", html.EscapeString(l), html.EscapeString(k))
		}
	}
	for i, id := range sessions {
		fmt.Fprintf(&b, "<tr class='session-name' data-name='s%d' data-id='%s'><td>s%d</td><td>%s</td></tr>",
			i+1, html.EscapeString(id), i+1, html.EscapeString(id))
	}
	b.WriteString("</table>\n")
	return b.String()
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
