package sim

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gatewaysim/gateway"
)

// Trace is the run's record: one deterministic text line per event (an op, or a follow-up such as
// a turn end or a tick) with the effects it caused. Lines carry virtual time as an offset from
// the start and symbolic ids (lanes a, b; sessions s1, s2; records u1; connections c1; turn
// tokens k<boot>.<n>); never pointers, wall time or map dumps. Hash covers every line ever added,
// also those a bounded trace no longer keeps.
type Trace struct {
	keep  int      // lines retained; <= 0 keeps all
	lines [][]byte // all lines, or a ring of the last keep
	head  int      // ring: index of the oldest line
	n     int      // lines added
	hash  uint64
}

func newTrace(keep int) *Trace { return &Trace{keep: keep, hash: fnvOffset} }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func (t *Trace) add(line []byte) {
	h := t.hash
	for _, c := range line {
		h = (h ^ uint64(c)) * fnvPrime
	}
	t.hash = (h ^ '\n') * fnvPrime
	t.n++
	if t.keep <= 0 || len(t.lines) < t.keep {
		t.lines = append(t.lines, append([]byte(nil), line...))
		return
	}
	t.lines[t.head] = append(t.lines[t.head][:0], line...)
	t.head = (t.head + 1) % t.keep
}

// Len is the number of lines added.
func (t *Trace) Len() int { return t.n }

// Hash is FNV-1a over every line added, each followed by a newline.
func (t *Trace) Hash() uint64 { return t.hash }

// Lines returns the retained lines, oldest first.
func (t *Trace) Lines() []string { return t.Tail(len(t.lines)) }

// Tail returns the last n retained lines, oldest first.
func (t *Trace) Tail(n int) []string {
	n = min(n, len(t.lines))
	out := make([]string, 0, n)
	for i := len(t.lines) - n; i < len(t.lines); i++ {
		out = append(out, string(t.lines[(t.head+i)%len(t.lines)]))
	}
	return out
}

// String is the retained lines, one per line.
func (t *Trace) String() string {
	var b strings.Builder
	for _, l := range t.Lines() {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// --- line building (World methods: they need the world's symbolic names) ---

// lineStart begins a trace line at the current virtual time.
func (w *World) lineStart() {
	w.lineOpen = true
	w.lb = appendOffset(w.lb[:0], w.clk.now)
	w.lb = append(w.lb, ' ')
}

func (w *World) lineWord(s string) { w.lb = append(w.lb, s...) }

func (w *World) lineOp(op Op) { w.lb = op.appendTo(w.lb) }

func (w *World) lineKV(k, v string) {
	w.lb = append(w.lb, ' ')
	w.lb = append(w.lb, k...)
	w.lb = append(w.lb, '=')
	w.lb = append(w.lb, v...)
}

// lineNote appends a parenthesised remark, e.g. why an op was skipped.
func (w *World) lineNote(s string) {
	w.lb = append(w.lb, " ("...)
	w.lb = append(w.lb, s...)
	w.lb = append(w.lb, ')')
}

func (w *World) lineEnd() {
	w.lineOpen = false
	w.trace.add(w.lb)
	w.events++
}

// appendEffect writes " | <effect>" with symbolic names.
func (w *World) appendEffect(e *gateway.Effect) {
	b := append(w.lb, " | "...)
	b = append(b, e.Kind.String()...)
	kv := func(k, v string) {
		if v != "" {
			b = append(b, ' ')
			b = append(b, k...)
			b = append(b, '=')
			b = append(b, v...)
		}
	}
	if e.Lane != "" {
		kv("lane", w.laneName(e.Lane))
	}
	if e.Session != "" {
		kv("session", w.SessionName(e.Session))
	}
	kv("reason", string(e.Reason))
	kv("resume", string(e.Resume))
	if e.Token != 0 {
		b = append(b, " token="...)
		b = w.appendToken(b, e.Token)
	}
	if e.Record != 0 {
		kv("record", w.recordName(w.cur, w.epochOf(w.cur), e.Record))
	}
	if e.Transport != 0 {
		kv("conn", w.connName(w.cur, w.epochOf(w.cur), e.Transport))
	}
	if text := e.PrintedText(); text != "" {
		text = w.nameSessions(text)
		if strings.ContainsAny(text, " |\"=") {
			kv(e.PrintedTextKey(), strconv.Quote(text))
		} else {
			kv(e.PrintedTextKey(), text)
		}
	}
	if e.PrintedFlag() {
		b = append(b, " flag"...)
	}
	if !e.At.IsZero() {
		b = append(b, " at="...)
		b = appendOffset(b, w.clk.offset(e.At))
	}
	w.lb = b
}

// CollapseTicks shortens trace lines for reading: a run of two or more ticks that had no effect
// becomes one line, "<first>..<last> tick x<n> (no effect)". Every other line is kept as is.
func CollapseTicks(lines []string) []string {
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && idleTick(lines[j]) {
			j++
		}
		switch n := j - i; {
		case n >= 2:
			first, _, _ := strings.Cut(lines[i], " ")
			last, _, _ := strings.Cut(lines[j-1], " ")
			out = append(out, first+".."+last+" tick x"+strconv.Itoa(n)+" (no effect)")
			i = j
		default:
			out = append(out, lines[i])
			i++
		}
	}
	return out
}

// idleTick reports whether a trace line is a tick that had no effect.
func idleTick(l string) bool {
	_, rest, ok := strings.Cut(l, " ")
	return ok && rest == "tick"
}

// nameSessions replaces every session id the world has named in a text (a compression's
// "compression of <parent>") by its symbolic name, so that the trace shows ids only as sN.
func (w *World) nameSessions(text string) string {
	if !strings.ContainsRune(text, '_') {
		return text
	}
	for _, m := range sessionIDRe.FindAllString(text, -1) {
		if n, ok := w.sessNames[gateway.SessionID(m)]; ok {
			text = strings.ReplaceAll(text, m, n)
		}
	}
	return text
}

// Symbolic rewrites a text of real ids (a failure message: "lane agent:main:telegram:dm:tg5 left
// 20260328_090000_1a2b3c4d ...") in the trace's names ("lane e left s1 ..."): every lane key of
// the world by its lane's name, the longest key first, and every session id the world has named
// by its sN.
func (w *World) Symbolic(text string) string {
	keys := make([]int, len(w.lanes))
	for i := range keys {
		keys[i] = i
	}
	sort.SliceStable(keys, func(i, j int) bool { return len(w.lanes[keys[i]].Key) > len(w.lanes[keys[j]].Key) })
	for _, i := range keys {
		text = strings.ReplaceAll(text, string(w.lanes[i].Key), w.lanes[i].Name)
	}
	return w.nameSessions(text)
}

// sessionIDRe matches a gateway session id (YYYYMMDD_HHMMSS_xxxxxxxx).
var sessionIDRe = regexp.MustCompile(`[0-9]{8}_[0-9]{6}_[0-9a-f]{8}`)
