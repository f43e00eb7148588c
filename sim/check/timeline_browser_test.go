package check

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"gatewaysim/gateway"
	"gatewaysim/sim"
)

var (
	flagTimeline   = flag.String("sim.timeline", "", "TestTimelineInBrowser checks this timeline.html (a bundle's) instead of one it makes")
	flagScreenshot = flag.String("sim.screenshot", "", "TestTimelineInBrowser saves a PNG of the page here")
)

// browserNames are the executables TestTimelineInBrowser looks for ($CHROMIUM first).
var browserNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"}

// TestTimelineInBrowser renders failure bundles' timeline.html in headless Chromium
// (github.com/chromedp/chromedp) and checks what a person would see, on two real failures: a
// same-instant one (B23: the reduced scenario happens entirely at +0s) and a long one (seed 1 of
// the exploration with B20 on, which fails 160 hours in). In every drawing: each lane the trace
// names is drawn, with its name and its key, and no other; the steps stand in trace order, those
// of one instant side by side under one label for the instant; the failure's marker stands on
// the step that failed; the legend maps every sN of the trace to a real session id; the console
// has no error. It skips when no browser is installed; scripts/browser-test installs Debian's
// chromium and runs it. -sim.timeline=FILE checks another bundle's page (the same checks, the
// failure's step taken from the page); -sim.screenshot=FILE saves a PNG of each page (a suffix
// per case).
func TestTimelineInBrowser(t *testing.T) {
	exe := findBrowser()
	if exe == "" {
		t.Skipf("no Chromium or Chrome found (looked for $CHROMIUM and %s): scripts/browser-test installs Debian's chromium and runs this test",
			strings.Join(browserNames, ", "))
	}
	if *flagTimeline != "" {
		t.Run("given", func(t *testing.T) { checkTimelinePage(t, exe, *flagTimeline, timelineWant{}, *flagScreenshot) })
		return
	}
	shot := func(name string) string {
		if *flagScreenshot == "" {
			return ""
		}
		return strings.TrimSuffix(*flagScreenshot, ".png") + "-" + name + ".png"
	}
	t.Run("same-instant", func(t *testing.T) {
		r := failingRun(t, sim.DefaultSwarm(), gateway.BugSet{gateway.B23},
			"boot", "message lane=b turn=1m/ok tokens=10", "advance 40s", "message lane=e turn=1m/ok tokens=100",
			"ws-connect conn=c1", "advance 30s", "stop lane=b", "new lane=e")
		b, page := writeBundlePage(t, r)
		var at []time.Duration
		for _, l := range b.Trace {
			off, _, _ := strings.Cut(l, " ")
			d, _ := time.ParseDuration(strings.TrimPrefix(off, "+"))
			at = append(at, d)
		}
		if len(at) < 3 || slices.Max(at) != 0 {
			t.Fatalf("the reduced scenario is not one instant (%v): this case proves nothing\n%s", at, strings.Join(b.Trace, "\n"))
		}
		checkTimelinePage(t, exe, page, timelineWant{drawings: 2, failOp: b.FailOp, instants: 1}, shot("same-instant"))
	})
	t.Run("long", func(t *testing.T) {
		r, err := RunSeed(SeedSpec(1, gateway.BugSet{gateway.B20}, 400))
		if r == nil || FailureKey(err) == "" {
			t.Fatalf("seed 1 with B20: %v", err)
		}
		r.Err = err
		_, page := writeBundlePage(t, r)
		checkTimelinePage(t, exe, page, timelineWant{drawings: 2, longest: 100 * time.Hour}, shot("long"))
	})
}

// writeBundlePage writes r's reduced bundle and returns it with its timeline's path.
func writeBundlePage(t *testing.T, r *PropertyRun) (Bundle, string) {
	t.Helper()
	b, err := r.Bundle(BundleSpec{Reproduce: "go test ./sim/check -run TestTimelineInBrowser", Reduce: true})
	if err != nil {
		t.Fatal(err)
	}
	dir, err := b.Write(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return b, filepath.Join(dir, "timeline.html")
}

// timelineWant is what a case knows of its page beyond what every page must show.
type timelineWant struct {
	drawings int           // how many drawings (0: any)
	failOp   string        // the first drawing's failing step is this op's line ("": any)
	instants int           // the first drawing has this many instant labels (0: any)
	longest  time.Duration // the last drawing spans at least this much virtual time
}

// checkTimelinePage loads page in the browser and checks its drawings (see TestTimelineInBrowser).
func checkTimelinePage(t *testing.T, exe, page string, want timelineWant, screenshot string) {
	abs, err := filepath.Abs(page)
	if err != nil {
		t.Fatal(err)
	}
	ctx := startBrowser(t, exe)
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()

	var mu sync.Mutex
	var problems []string
	if err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
				problems = append(problems, fmt.Sprintf("console.%s", e.Type))
			}
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+e.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if e.Entry.Level == log.EntryLevelError {
				problems = append(problems, "log: "+e.Entry.Text)
			}
		}
	}); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+abs)); err != nil {
		t.Fatalf("loading %s in %s: %v", abs, exe, err)
	}
	type stepBox struct {
		N     int
		At    float64 // nanoseconds
		X     float64
		Title string
	}
	type laneBox struct {
		Name, Key         string
		Label, KeyLabel   float64 // the rendered widths of the name and the key
		Marks             int     // bands, bars and dots drawn with a width
		FirstY, LastY     float64
		KeyShown, KeyText string
	}
	type drawing struct {
		Story    string
		Lanes    []laneBox
		Steps    []stepBox
		Instants []string
		FailStep int
		FailX    float64
		FailH    float64
		Legend   map[string]string // sN -> id
		LaneKeys map[string]string // lane -> key, from the legend
	}
	type pageView struct {
		Title    string
		Drawings []drawing
	}
	view, err := chromedp.Run(ctx, chromedp.Evaluate[pageView](`(() => ({
		Title: document.querySelector('h3').textContent,
		Drawings: [...document.querySelectorAll('svg')].map(svg => {
			const box = svg.getBoundingClientRect();
			const rx = el => { const r = el.getBoundingClientRect(); return r.x + r.width / 2 - box.x; };
			const prev = svg.previousElementSibling, legend = svg.nextElementSibling;
			const f = svg.querySelector('g.failure'), line = f && f.querySelector('line');
			const lb = line ? line.getBoundingClientRect() : {height: 0};
			const rows = legend ? [...legend.querySelectorAll('tr.session-name')] : [];
			const laneRows = legend ? [...legend.querySelectorAll('tr.lane-name')] : [];
			return {
				Story: prev && prev.classList.contains('story') ? prev.textContent : '',
				Lanes: [...svg.querySelectorAll('g.lane')].map(g => ({
					Name: g.dataset.lane, Key: g.dataset.key,
					Label: g.querySelector('text.lane-label').getBoundingClientRect().width,
					KeyLabel: g.querySelector('text.lane-key') ? g.querySelector('text.lane-key').getBoundingClientRect().width : 0,
					KeyText: g.querySelector('text.lane-key') ? g.querySelector('text.lane-key').textContent : '',
					Marks: [...g.querySelectorAll('rect, circle')].filter(r => r.getBoundingClientRect().width > 0).length,
				})),
				Steps: [...svg.querySelectorAll('line.step')].map(l => ({N: +l.dataset.step, At: +l.dataset.atNs, X: rx(l),
					Title: l.querySelector('title').textContent})),
				Instants: [...svg.querySelectorAll('text.instant')].map(x => x.textContent),
				FailStep: f ? +f.dataset.step : 0, FailX: line ? rx(line) : -1, FailH: lb.height,
				Legend: Object.fromEntries(rows.map(r => [r.dataset.name, r.dataset.id])),
				LaneKeys: Object.fromEntries(laneRows.map(r => [r.cells[0].textContent.replace('lane ', ''), r.cells[1].textContent])),
			};
		}),
	}))()`))
	if err != nil {
		t.Fatalf("reading the page: %v", err)
	}
	if screenshot != "" {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(screenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", screenshot)
	}
	if len(view.Drawings) == 0 || want.drawings > 0 && len(view.Drawings) != want.drawings {
		t.Fatalf("%d timelines drawn, want %d", len(view.Drawings), want.drawings)
	}
	if !strings.HasPrefix(view.Title, "I") && !strings.HasPrefix(view.Title, "liveness") && !strings.HasPrefix(view.Title, "panic") {
		t.Errorf("the heading does not open with the invariant: %q", view.Title)
	}
	laneRe := regexp.MustCompile(` lane=([a-z][a-z0-9]*)(?:$|[^a-z0-9:])`)
	sessRe := regexp.MustCompile(`\bs[0-9]+\b`)
	idRe := regexp.MustCompile(`^[0-9]{8}_[0-9]{6}_[0-9a-f]{8}$`)
	for i, d := range view.Drawings {
		name := fmt.Sprintf("timeline %d", i+1)
		if len(d.Steps) == 0 {
			t.Fatalf("%s: no step drawn", name)
		}
		// Lanes: each one the trace names, with its name and key, and none it does not.
		var trace strings.Builder
		for _, s := range d.Steps {
			trace.WriteString(s.Title + "\n")
		}
		named := map[string]bool{}
		for _, m := range laneRe.FindAllStringSubmatch(trace.String(), -1) {
			named[m[1]] = true
		}
		drawn := map[string]bool{}
		for _, l := range d.Lanes {
			drawn[l.Name] = true
			if l.Label <= 0 || l.Marks == 0 {
				t.Errorf("%s, lane %s: label width %.0f, %d marks; want a label and something drawn", name, l.Name, l.Label, l.Marks)
			}
			if !strings.HasPrefix(l.Name, "tui ") && (l.Key == "" || l.KeyLabel <= 0 || !strings.HasPrefix(l.Key, strings.TrimSuffix(l.KeyText, "...")) ||
				d.LaneKeys[l.Name] != l.Key) {
				t.Errorf("%s, lane %s: key %q drawn as %q (width %.0f), legend %q", name, l.Name, l.Key, l.KeyText, l.KeyLabel, d.LaneKeys[l.Name])
			}
			if !strings.HasPrefix(l.Name, "tui ") && !named[l.Name] {
				t.Errorf("%s: lane %s is drawn but the trace never names it", name, l.Name)
			}
		}
		for l := range named {
			if !drawn[l] {
				t.Errorf("%s: the trace names lane %s, which is not drawn", name, l)
			}
		}
		// Steps: in order; those of one instant side by side; the first instant labelled.
		for j := 1; j < len(d.Steps); j++ {
			a, b := d.Steps[j-1], d.Steps[j]
			switch {
			case b.N != a.N+1 || b.At < a.At:
				t.Errorf("%s: step %d (%.0f ns) follows step %d (%.0f ns)", name, b.N, b.At, a.N, a.At)
			case b.At == a.At && b.X-a.X < 0.5:
				t.Errorf("%s: steps %d and %d share an instant and stand at x=%.1f and %.1f, not side by side", name, a.N, b.N, a.X, b.X)
			case b.X < a.X:
				t.Errorf("%s: step %d stands left of step %d", name, b.N, a.N)
			}
		}
		if len(d.Instants) == 0 || d.Instants[0] != sim.FormatOffset(time.Duration(d.Steps[0].At)) {
			t.Errorf("%s: instant labels %v, want the first step's %s first", name, d.Instants, sim.FormatOffset(time.Duration(d.Steps[0].At)))
		}
		// The failure: marked at the step that failed, told in the trace's names.
		if d.FailStep < 1 || d.FailStep > len(d.Steps) || d.FailH <= 0 {
			t.Fatalf("%s: the failure marker is at step %d of %d (height %.0f)", name, d.FailStep, len(d.Steps), d.FailH)
		}
		fs := d.Steps[d.FailStep-1]
		if math.Abs(d.FailX-fs.X) > 1.5 {
			t.Errorf("%s: the failure marker stands at x=%.1f, its step %d at x=%.1f", name, d.FailX, fs.N, fs.X)
		}
		if d.FailStep != len(d.Steps) {
			t.Errorf("%s: the failure is marked at step %d, but the trace stops at the failure, step %d", name, d.FailStep, len(d.Steps))
		}
		if inv, _, _ := strings.Cut(view.Title, ":"); !strings.HasPrefix(d.Story, inv+": ") {
			t.Errorf("%s: the story %q does not tell the page's invariant %s", name, d.Story, inv)
		}
		// The legend: every sN of the trace and of the story, each to its own real id.
		ids := map[string]string{}
		for _, s := range sessRe.FindAllString(trace.String()+d.Story, -1) {
			id := d.Legend[s]
			if !idRe.MatchString(id) {
				t.Errorf("%s: the legend maps %s to %q", name, s, id)
			} else if o, dup := ids[id]; dup && o != s {
				t.Errorf("%s: the legend maps %s and %s to one id %s", name, o, s, id)
			}
			ids[id] = s
		}
		t.Logf("%s: %d lanes, %d steps over %s, %d instant labels, failure at step %d (x=%.1f), %d sessions in the legend",
			name, len(d.Lanes), len(d.Steps), sim.FormatOffset(time.Duration(d.Steps[len(d.Steps)-1].At)), len(d.Instants), d.FailStep, d.FailX, len(d.Legend))
	}
	first, last := view.Drawings[0], view.Drawings[len(view.Drawings)-1]
	if want.failOp != "" && !strings.Contains(first.Steps[first.FailStep-1].Title, ": "+want.failOp) {
		t.Errorf("timeline 1: the failure is marked at %q, want the step of %q", first.Steps[first.FailStep-1].Title, want.failOp)
	}
	if want.instants > 0 && len(first.Instants) != want.instants {
		t.Errorf("timeline 1: instant labels %v, want %d", first.Instants, want.instants)
	}
	if span := time.Duration(last.Steps[len(last.Steps)-1].At); span < want.longest {
		t.Errorf("timeline %d spans %s, want at least %s", len(view.Drawings), sim.FormatOffset(span), sim.FormatOffset(want.longest))
	}
	mu.Lock()
	defer mu.Unlock()
	if len(problems) > 0 {
		t.Errorf("console: %s", strings.Join(problems, "; "))
	}
	t.Logf("rendered by %s", exe)
}

// findBrowser returns the Chromium or Chrome to drive, or "".
func findBrowser() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, n := range browserNames {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// startBrowser starts headless Chromium, up to three times: on a loaded machine the launcher
// sometimes exits before it listens ("chrome failed to start"), which says nothing of the page.
func startBrowser(t *testing.T, exe string) context.Context {
	t.Helper()
	for attempt := 1; ; attempt++ {
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
			chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
			chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1300, 400),
			chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true))
		ctx, cancelCtx := chromedp.NewContext(alloc)
		err := chromedp.Do(ctx) // allocates the browser and its first tab
		if err == nil {
			t.Cleanup(func() { cancelCtx(); cancelAlloc() })
			return ctx
		}
		cancelCtx()
		cancelAlloc()
		if attempt == 3 {
			t.Fatalf("starting %s: %v", exe, err)
		}
		t.Logf("starting %s (attempt %d): %v; trying again", exe, attempt, err)
	}
}
