package check

import (
	"fmt"
	"html"
	"strings"
	"time"

	"gatewaysim/sim"
)

// Timeline geometry: the axis starts at timelineLeft and is timelineWidth wide.
const (
	timelineLeft  = 80.0
	timelineWidth = 1100.0
	timelineRow   = 30.0
)

// timelineAxis maps virtual time onto the drawing: +0s at timelineLeft, end at its width.
type timelineAxis struct{ end time.Duration }

func (a timelineAxis) x(t time.Duration) float64 {
	return timelineLeft + timelineWidth*float64(t)/float64(a.end)
}

// draw renders the swimlanes of lanes, the process lines, the failure's marker and the axis.
func (tl *timelineData) draw(lanes []string, failure string, failAt time.Duration) string {
	const left, width, row = timelineLeft, timelineWidth, timelineRow
	end := max(tl.end, failAt)
	if end == 0 {
		end = time.Second
	}
	ax := timelineAxis{end}
	var b strings.Builder
	h := row*float64(len(lanes)) + 40
	fmt.Fprintf(&b, "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' font-family='monospace' font-size='11' data-left='%.0f' data-width='%.0f' data-end-ns='%d'>\n",
		left+width+20, h, left, width, int64(end))
	for i, lane := range lanes {
		tl.drawLane(&b, ax, lane, 10+row*float64(i))
	}
	for _, p := range tl.procs {
		fmt.Fprintf(&b, "<line x1='%.1f' x2='%.1f' y1='0' y2='%.0f' stroke='%s' stroke-width='%d'><title>%s</title></line>\n",
			ax.x(p.at), ax.x(p.at), h-20, p.color, 1+procRank(p.color)/2, sim.FormatOffset(p.at))
	}
	if failure != "" {
		fmt.Fprintf(&b, "<g class='failure' data-at-ns='%d'><line x1='%.1f' x2='%.1f' y1='0' y2='%.0f' stroke='#d22' stroke-width='2' stroke-dasharray='4 3'><title>%s %s</title></line>\n",
			int64(failAt), ax.x(failAt), ax.x(failAt), h-20, sim.FormatOffset(failAt), html.EscapeString(failure))
		fmt.Fprintf(&b, "<text x='%.1f' y='%.0f' fill='#d22' text-anchor='end'>%s at %s</text></g>\n", max(ax.x(failAt)-3, left+200), h-24, html.EscapeString(failure), sim.FormatOffset(failAt))
	}
	fmt.Fprintf(&b, "<text x='%.0f' y='%.0f'>+0s</text><text x='%.0f' y='%.0f' text-anchor='end'>%s</text>\n</svg>\n",
		left, h-5, left+width, h-5, sim.FormatOffset(end))
	return b.String()
}

// drawLane renders one swimlane at height y: its label, session bands, turn bars and dots.
func (tl *timelineData) drawLane(b *strings.Builder, ax timelineAxis, lane string, y float64) {
	const left, width = timelineLeft, timelineWidth
	x := ax.x
	fmt.Fprintf(b, "<g class='lane' data-lane='%s'>", html.EscapeString(lane))
	fmt.Fprintf(b, "<line x1='%.0f' x2='%.0f' y1='%.0f' y2='%.0f' stroke='#ddd'/>", left, left+width, y+26, y+26)
	fmt.Fprintf(b, "<text x='4' y='%.0f'>%s</text>\n", y+15, html.EscapeString(lane))
	for _, s := range tl.sessions[lane] {
		to := s.to
		if to < 0 {
			to = ax.end
		}
		fmt.Fprintf(b, "<rect x='%.1f' y='%.0f' width='%.1f' height='16' fill='%s' opacity='0.5'><title>%s %s..%s</title></rect>",
			x(s.from), y+2, max(x(to)-x(s.from), 1), sessionColor(s.label), s.label, sim.FormatOffset(s.from), sim.FormatOffset(to))
		if x(to)-x(s.from) >= 18 { // a label only where it fits: a session replaced at once has no room
			fmt.Fprintf(b, "<text x='%.1f' y='%.0f'>%s</text>", x(s.from)+2, y+14, html.EscapeString(s.label))
		}
		b.WriteByte('\n')
	}
	for _, t := range tl.turns[lane] {
		to, fill := t.to, "#333"
		if to < 0 {
			to, fill = ax.end, "#aaa"
		}
		fmt.Fprintf(b, "<rect x='%.1f' y='%.0f' width='%.1f' height='4' fill='%s'><title>turn %s %s..%s</title></rect>\n",
			x(t.from), y+20, max(x(to)-x(t.from), 1), fill, t.label, sim.FormatOffset(t.from), sim.FormatOffset(to))
	}
	for _, d := range tl.dots[lane] {
		fmt.Fprintf(b, "<circle cx='%.1f' cy='%.0f' r='3' fill='%s'/>\n", x(d.at), y+10, d.color)
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
