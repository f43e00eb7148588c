package check

import (
	"fmt"
	"html"
	"strings"
	"time"

	"gatewaysim/sim"
)

// Timeline geometry: the lanes' labels fill a gutter of timelineLeft, the axis is about
// timelineWidth wide, each lane a row of timelineRow.
const (
	timelineLeft  = 200.0
	timelineWidth = 1000.0
	timelineRow   = 34.0
	timelineTop   = 16.0
)

// timelineAxis places every step: time, plus one slot for each step that shares the instant of
// the step before it, so that the steps of one instant stand side by side.
type timelineAxis struct {
	xs   []float64 // each step's x
	slot float64   // the width of a slot
	end  float64   // where the drawing ends (open bands run to here)
}

// newAxis spreads steps over the width: when the whole trace is one instant the slots share it;
// otherwise the slots take at most half of it and time the rest.
func newAxis(steps []step) timelineAxis {
	const left, width = timelineLeft, timelineWidth
	extra := 0 // steps at the instant of the step before them
	for i := 1; i < len(steps); i++ {
		if steps[i].at == steps[i-1].at {
			extra++
		}
	}
	var span time.Duration
	if n := len(steps); n > 0 {
		span = steps[n-1].at
	}
	ax := timelineAxis{xs: make([]float64, len(steps))}
	var perNs float64
	if span == 0 {
		ax.slot = min(160, width/float64(max(1, extra+1)))
	} else {
		ax.slot = min(40, width/2/float64(max(1, extra)))
		perNs = (width - ax.slot*float64(extra+1)) / float64(span)
	}
	ordinal := 0
	for i, s := range steps {
		if i > 0 && s.at == steps[i-1].at {
			ordinal++
		}
		ax.xs[i] = left + perNs*float64(s.at) + ax.slot*float64(ordinal)
	}
	ax.end = left + ax.slot
	if n := len(ax.xs); n > 0 {
		ax.end = ax.xs[n-1] + ax.slot
	}
	return ax
}

// x is where step i (0-based) stands; to < 0 (a span still open) is the end.
func (a timelineAxis) x(i int) float64 {
	if i < 0 || i >= len(a.xs) {
		return a.end
	}
	return a.xs[i]
}

// draw renders the swimlanes of lanes, the process lines, the failure's marker at step fail
// (0-based; none without a failure) and the axis: the steps, the instants' labels.
func (tl *timelineData) draw(lanes []string, keys map[string]string, failure string, fail int) string {
	ax := newAxis(tl.steps)
	var b strings.Builder
	axisY := timelineTop + timelineRow*float64(len(lanes)) + 4
	words := len(tl.steps) <= 40 // each step's event under it, where it has the room
	h := axisY + 24
	if words {
		h += 14
	}
	fmt.Fprintf(&b, "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' font-family='monospace' font-size='11' data-steps='%d'>\n",
		ax.end+90, h, len(tl.steps))
	for i, lane := range lanes {
		tl.drawLane(&b, ax, lane, keys[lane], timelineTop+timelineRow*float64(i))
	}
	for _, p := range tl.procs {
		fmt.Fprintf(&b, "<line x1='%.1f' x2='%.1f' y1='0' y2='%.0f' stroke='%s' stroke-width='%d'><title>%s</title></line>\n",
			ax.x(p.step), ax.x(p.step), axisY, p.color, 1+procRank(p.color)/2, html.EscapeString(tl.stepTitle(p.step)))
	}
	tl.drawAxis(&b, ax, axisY, words)
	if failure != "" && fail >= 0 {
		x := ax.x(fail)
		fmt.Fprintf(&b, "<g class='failure' data-step='%d' data-at-ns='%d'><line x1='%.1f' x2='%.1f' y1='0' y2='%.0f' stroke='#d22' stroke-width='2' stroke-dasharray='4 3'><title>%s failed in %s</title></line>\n",
			fail+1, int64(tl.steps[fail].at), x, x, axisY, html.EscapeString(failure), html.EscapeString(tl.stepTitle(fail)))
		tx, anchor := x+3, "start"
		if x > ax.end-240 { // near the right end: the words go to the left of the line
			tx, anchor = x-3, "end"
		}
		fmt.Fprintf(&b, "<text x='%.1f' y='11' fill='#d22' font-weight='bold' text-anchor='%s'>%s at step %d, %s</text></g>\n", tx, anchor,
			html.EscapeString(failure), fail+1, sim.FormatOffset(tl.steps[fail].at))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// drawAxis renders a tick per step (class step, with its number and instant), the instants'
// labels where they do not collide, and with words each step's event under its slot.
func (tl *timelineData) drawAxis(b *strings.Builder, ax timelineAxis, y float64, words bool) {
	fmt.Fprintf(b, "<line x1='%.0f' x2='%.1f' y1='%.0f' y2='%.0f' stroke='#888'/>\n", timelineLeft, ax.end, y, y)
	labelEnd := -1e9 // where the last instant's label ends
	lastX := ax.x(len(tl.steps) - 1)
	lastLabel := ""
	if n := len(tl.steps); n > 0 {
		lastLabel = sim.FormatOffset(tl.steps[n-1].at)
	}
	for i, s := range tl.steps {
		x := ax.x(i)
		fmt.Fprintf(b, "<line class='step' data-step='%d' data-at-ns='%d' x1='%.1f' x2='%.1f' y1='%.0f' y2='%.0f' stroke='#888'><title>%s</title></line>\n",
			i+1, int64(s.at), x, x, y, y+5, html.EscapeString(tl.stepTitle(i)))
		// The last instant is always labelled: a label that would run into it is left out.
		label := sim.FormatOffset(s.at)
		end := x + 6.7*float64(len(label)) + 8
		if (i == 0 || s.at != tl.steps[i-1].at) && x >= labelEnd && (i == 0 || label == lastLabel || end <= lastX) {
			fmt.Fprintf(b, "<text class='instant' x='%.1f' y='%.0f'>%s</text>\n", x, y+16, label)
			labelEnd = end
		}
		room := ax.x(i+1) - x // to the next step (the last has the margin after the end)
		if i == len(tl.steps)-1 {
			room = ax.end + 80 - x
		}
		if n := int(room/6.7) - 1; words && n >= 4 {
			fmt.Fprintf(b, "<text class='step-word' x='%.1f' y='%.0f' fill='#555'>%s</text>\n", x, y+30,
				html.EscapeString(clip(stepWord(s.text), n)))
		}
	}
}

// stepTitle is a step's hover text: its number, its instant and its trace line.
func (tl *timelineData) stepTitle(i int) string {
	if i < 0 || i >= len(tl.steps) {
		return "the end"
	}
	return fmt.Sprintf("step %d, %s: %s", i+1, sim.FormatOffset(tl.steps[i].at), tl.steps[i].text)
}

// stepRef names a step by its number and instant ("step 3, +0s"), for the spans' hover text.
func (tl *timelineData) stepRef(i int) string {
	if i < 0 || i >= len(tl.steps) {
		return "the end"
	}
	return fmt.Sprintf("step %d, %s", i+1, sim.FormatOffset(tl.steps[i].at))
}

// stepWord is a step's event in short: its word and its lane ("message e", "boot", "turn-end e").
func stepWord(text string) string {
	event, _, _ := strings.Cut(text, " | ")
	word, _, _ := strings.Cut(event, " ")
	if _, f := effectFields(event); f["lane"] != "" {
		return word + " " + f["lane"]
	}
	return word
}

// drawLane renders one swimlane at height y: its name and key, session bands, turn bars and
// dots.
func (tl *timelineData) drawLane(b *strings.Builder, ax timelineAxis, lane, key string, y float64) {
	fmt.Fprintf(b, "<g class='lane' data-lane='%s' data-key='%s'>", html.EscapeString(lane), html.EscapeString(key))
	fmt.Fprintf(b, "<line x1='%.0f' x2='%.1f' y1='%.0f' y2='%.0f' stroke='#ddd'/>", timelineLeft, ax.end, y+timelineRow-2, y+timelineRow-2)
	fmt.Fprintf(b, "<text class='lane-label' x='4' y='%.0f' font-weight='bold'>%s</text>", y+12, html.EscapeString(lane))
	if key != "" {
		fmt.Fprintf(b, "<text class='lane-key' x='4' y='%.0f' font-size='9' fill='#666'>%s</text>", y+24, html.EscapeString(clip(key, 34)))
	}
	b.WriteByte('\n')
	for _, s := range tl.sessions[lane] {
		x0, x1 := ax.x(s.from), ax.x(s.to)
		fmt.Fprintf(b, "<rect class='session' data-session='%s' x='%.1f' y='%.0f' width='%.1f' height='16' fill='%s' opacity='0.5'><title>%s from %s to %s</title></rect>",
			html.EscapeString(s.label), x0, y+2, max(x1-x0, 1), sessionColor(s.label), html.EscapeString(s.label),
			tl.stepRef(s.from), tl.stepRef(s.to))
		if x1-x0 >= 18 { // a label only where it fits: a session replaced at once has no room
			fmt.Fprintf(b, "<text x='%.1f' y='%.0f'>%s</text>", x0+2, y+14, html.EscapeString(s.label))
		}
		b.WriteByte('\n')
	}
	for _, t := range tl.turns[lane] {
		fill := "#333"
		if t.to < 0 {
			fill = "#aaa"
		}
		x0, x1 := ax.x(t.from), ax.x(t.to)
		fmt.Fprintf(b, "<rect class='turn' x='%.1f' y='%.0f' width='%.1f' height='4' fill='%s'><title>turn %s from %s to %s</title></rect>\n",
			x0, y+20, max(x1-x0, 1), fill, html.EscapeString(t.label), tl.stepRef(t.from), tl.stepRef(t.to))
	}
	for _, d := range tl.dots[lane] {
		fmt.Fprintf(b, "<circle cx='%.1f' cy='%.0f' r='3' fill='%s'><title>%s</title></circle>\n", ax.x(d.step), y+10, d.color,
			html.EscapeString(tl.stepTitle(d.step)))
	}
	b.WriteString("</g>\n")
}

// procRank orders process lines for drawing: boots and exits under kills and crashes.
func procRank(color string) int {
	switch color {
	case "#e80", "#d22":
		return 2
	}
	return 0
}

func sessionColor(name string) string {
	h := fnv64(name)
	return fmt.Sprintf("hsl(%d,60%%,60%%)", h%360)
}
