package cli

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// ProgressState is what a long run has done so far.
type ProgressState struct {
	Done, Failed int   // seeds finished, seeds failed
	Total        int   // when not 0, the seeds in all from now on (a run that adds seeds)
	Events       int64 // simulated events so far
}

// Progress draws a progress bar (github.com/schollz/progressbar/v3): seeds done of the total,
// failures so far, simulated events per second of real time, and the time left. The bar draws
// from a goroutine of its own, so an update never waits on the terminal. A nil *Progress (no
// terminal) does nothing.
type Progress struct {
	updates chan ProgressState
	done    chan struct{}
}

// IsTerminal reports whether f is a terminal.
func IsTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// StartProgress starts a bar over total seeds on out, or returns nil when show is false (out is
// not a terminal: a log or a pipe gets the report alone).
func StartProgress(out io.Writer, show bool, total int) *Progress {
	if !show || total <= 1 {
		return nil
	}
	p := &Progress{updates: make(chan ProgressState, 64), done: make(chan struct{})}
	bar := progressbar.NewOptions(total,
		progressbar.OptionSetWriter(out),
		progressbar.OptionSetDescription("seeds"),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetWidth(28),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionShowDescriptionAtLineEnd(),
	)
	go func() {
		defer close(p.done)
		start := time.Now()
		for st := range p.updates {
			rate := float64(st.Events) / max(time.Since(start).Seconds(), 1e-3)
			if st.Total > 0 && int64(st.Total) != bar.GetMax64() {
				bar.ChangeMax(st.Total)
			}
			bar.Describe(fmt.Sprintf("seeds, %d failed, %s events/s", st.Failed, si(rate)))
			_ = bar.Set(st.Done) // draws the bar with the new description
		}
		_ = bar.Clear()
	}()
	return p
}

// Update reports the state; it never blocks (a full queue drops the update: a later one follows).
func (p *Progress) Update(st ProgressState) {
	if p == nil {
		return
	}
	select {
	case p.updates <- st:
	default:
	}
}

// Stop clears the bar and returns once it is gone, so that the report prints on a clean line.
func (p *Progress) Stop() {
	if p == nil {
		return
	}
	close(p.updates)
	<-p.done
}

// si prints a rate with a k or M suffix.
func si(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.1fM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.0fk", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}
