package model

import (
	"testing"
	"time"

	"gatewaysim/gateway"
)

// TestNoteOwedByTheTranscriptsClock: under mode none a resume-pending lane's message gets the
// resume note when its row's last activity is inside the freshness window, however old the
// mark (docs/contract.md §2.12). Read right before the call, such a row makes the note owed: a
// message without it is I5. A row older than the window leaves it to the mark's clock.
func TestNoteOwedByTheTranscriptsClock(t *testing.T) {
	setup := func(t *testing.T, rowAge time.Duration) *drv {
		d := newDrv(t, func(c *gateway.Config) { c.Reset.Mode = gateway.ResetNone; c.FreshnessWindow = 10 * time.Minute })
		d.chat(tg, "s1", 1, 100)
		d.after(time.Second)
		d.must(MarkResume{Lane: tg.Key, Reason: gateway.ResumeRestartInterrupted}, fx(gateway.RouteSaved, tg.Key, "s1"),
			marked(tg, gateway.ResumeRestartInterrupted))
		d.after(13 * time.Minute) // the mark is older than the window
		entry := gateway.Entry{Key: tg.Key, SessionID: "s1", Platform: tg.Platform, UpdatedAt: t0, ResumePending: true,
			ResumeReason: gateway.ResumeRestartInterrupted, LastResumeMarkedAt: t0.Add(time.Second)}
		live := gateway.Row{ID: "s1", Key: tg.Key, Peer: gateway.Peer{Platform: tg.Platform}, StartedAt: t0, Messages: 2,
			UserAt: t0, ActiveAt: d.now.Add(-rowAge)}
		d.m.ReadBefore(PreRead{Lane: tg.Key, Entry: &entry, Row: &live, LaneRows: []gateway.Row{live}})
		return d
	}
	note := resNote(tg, "a", gateway.ResumeRestartInterrupted)
	note.Session = "s1"
	t.Run("bad: a fresh transcript, no note", func(t *testing.T) {
		setup(t, 8*time.Minute).fails("I5", Message{Lane: tg}, same(tg, "s1", 2)...)
	})
	t.Run("good: a fresh transcript, the note", func(t *testing.T) {
		setup(t, 8*time.Minute).must(Message{Lane: tg}, same(tg, "s1", 2, note)...)
	})
	t.Run("good: a stale transcript, no note", func(t *testing.T) {
		setup(t, 12*time.Minute).must(Message{Lane: tg}, same(tg, "s1", 2)...)
	})
}
