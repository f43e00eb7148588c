package check

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
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

// TestTimelineInBrowser renders a failure bundle's timeline.html in headless Chromium
// (github.com/chromedp/chromedp) and checks what a person would see: a swimlane with its label
// for every lane of the world, session bands drawn, the failure's marker at the failure's
// instant on the time axis, and no error in the console. The failure is a real one: B19 on, a
// lane's incarnation finalized by the watcher with the wrong reason, 36 minutes in. It skips when
// no browser is installed; scripts/browser-test installs Debian's chromium and runs it.
func TestTimelineInBrowser(t *testing.T) {
	exe := findBrowser()
	if exe == "" {
		t.Skipf("no Chromium or Chrome found (looked for $CHROMIUM and %s): scripts/browser-test installs Debian's chromium and runs this test",
			strings.Join(browserNames, ", "))
	}
	page, lanes, failAt := *flagTimeline, []string(nil), time.Duration(-1)
	if page == "" {
		var b Bundle
		sw := sim.DefaultSwarm()
		sw.Mode, sw.IdleLimit = gateway.ResetIdle, 30*time.Minute
		r := failingRun(t, sw, gateway.BugSet{gateway.B19}, "boot", "message lane=a turn=1m/ok tokens=100",
			"message lane=b turn=5m/ok tokens=10", "advance 10m", "message lane=c turn=2m/ok tokens=50", "advance 10m",
			"advance 10m", "advance 10m", "message lane=a")
		var err error
		if b, err = r.Bundle(BundleSpec{Reproduce: "go test ./sim/check -run TestTimelineInBrowser", Reduce: true}); err != nil {
			t.Fatal(err)
		}
		dir, err := b.Write(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		page, lanes, failAt = filepath.Join(dir, "timeline.html"), b.Lanes, b.FailAt
		if failAt <= 30*time.Minute {
			t.Fatalf("the failure is at %s: the marker's place would prove little", sim.FormatOffset(failAt))
		}
	}
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
	type laneBox struct {
		Name  string
		Label float64 // the label's rendered width
		Bands int     // session bands drawn with a width
	}
	type drawing struct {
		Lanes                []laneBox
		Left, Width          float64
		End, At              float64 // nanoseconds
		MarkerX, MarkerShown float64
	}
	type pageView struct {
		Title    string
		Drawings []drawing
	}
	view, err := chromedp.Run(ctx, chromedp.Evaluate[pageView](`(() => ({
		Title: document.querySelector('h3').textContent,
		Drawings: [...document.querySelectorAll('svg')].map(svg => {
			const box = svg.getBoundingClientRect();
			const lanes = [...svg.querySelectorAll('g.lane')].map(g => ({
				Name: g.dataset.lane,
				Label: g.querySelector('text').getBoundingClientRect().width,
				Bands: [...g.querySelectorAll('rect')].filter(r => r.getBoundingClientRect().width > 0 && r.getAttribute('height') == '16').length,
			}));
			const f = svg.querySelector('g.failure'), line = f && f.querySelector('line');
			const lb = line ? line.getBoundingClientRect() : {x: -1, width: 0, height: 0};
			return {Lanes: lanes, Left: +svg.dataset.left, Width: +svg.dataset.width, End: +svg.dataset.endNs,
				At: f ? +f.dataset.atNs : -1, MarkerX: lb.x + lb.width / 2 - box.x, MarkerShown: lb.height};
		}),
	}))()`))
	if err != nil {
		t.Fatalf("reading the page: %v", err)
	}
	if *flagScreenshot != "" {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*flagScreenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", *flagScreenshot)
	}

	if len(view.Drawings) == 0 {
		t.Fatal("no timeline drawn")
	}
	for i, got := range view.Drawings {
		if len(got.Lanes) == 0 {
			t.Errorf("timeline %d: no swimlane drawn", i+1)
		}
		var names []string
		bands := 0
		for _, l := range got.Lanes {
			names = append(names, l.Name)
			if l.Label <= 0 {
				t.Errorf("timeline %d, lane %s: its label is not rendered", i+1, l.Name)
			}
			bands += l.Bands
		}
		if lanes != nil && strings.Join(names, ",") != strings.Join(lanes, ",") {
			t.Errorf("timeline %d: swimlanes %v, want the world's lanes %v", i+1, names, lanes)
		}
		if bands == 0 {
			t.Errorf("timeline %d: no session band drawn", i+1)
		}
		if i == 0 && failAt >= 0 && got.At != float64(failAt) {
			t.Errorf("the marker says %s, the failure was at %s", sim.FormatOffset(time.Duration(got.At)), sim.FormatOffset(failAt))
		}
		want := got.Left + got.Width*got.At/got.End
		if got.At < 0 || got.MarkerShown <= 0 || math.Abs(got.MarkerX-want) > 1.5 {
			t.Errorf("timeline %d: the failure marker is drawn at x=%.1f (height %.0f), the failure's instant %s is at x=%.1f",
				i+1, got.MarkerX, got.MarkerShown, sim.FormatOffset(time.Duration(got.At)), want)
		}
		t.Logf("timeline %d: %d lanes, %d session bands, failure marker at x=%.1f for %s", i+1, len(got.Lanes), bands,
			got.MarkerX, sim.FormatOffset(time.Duration(got.At)))
	}
	if lanes != nil && len(view.Drawings) != 2 {
		t.Errorf("%d timelines, want the reduced scenario's and the run's", len(view.Drawings))
	}
	if !strings.HasPrefix(view.Title, "I") && !strings.HasPrefix(view.Title, "liveness") && !strings.HasPrefix(view.Title, "panic") {
		t.Errorf("the heading does not open with the invariant: %q", view.Title)
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
