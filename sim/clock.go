package sim

import (
	"strconv"
	"time"

	"github.com/benbjohnson/clock"
)

// Clock is the world's virtual time: an offset from the start instant, mirrored into the
// *clock.Mock that the gateway reads. It is the only code that touches the mock. The mirror is
// lazy: the mock moves (Mock.Set, which sleeps 1 ms outside a synctest bubble) only right before a
// gateway call and only when virtual time has moved, so at most once per distinct timestamp.
// The mock's timers are never used. The mock shows instants in UTC, as a server's clock does, while
// the gateway's zone is the world's: every local-time decision (the daily boundary, session ids,
// persisted times) must convert, and one that forgets to is observable.
type Clock struct {
	mock     *clock.Mock
	start    time.Time
	now      time.Duration // virtual time, as an offset from start
	mirrored time.Duration // the offset the mock shows
	moves    int
}

func newClock(start time.Time) *Clock {
	m := clock.NewMock()
	m.Set(start.UTC())
	return &Clock{mock: m, start: start, moves: 1}
}

// Start is the instant virtual time began, in the world's zone.
func (c *Clock) Start() time.Time { return c.start }

// Now is the current virtual instant, in the world's zone.
func (c *Clock) Now() time.Time { return c.start.Add(c.now) }

// Elapsed is virtual time since the start.
func (c *Clock) Elapsed() time.Duration { return c.now }

// Moves counts the mock's moves (the constructor's included).
func (c *Clock) Moves() int { return c.moves }

// gateway returns the clock the gateway reads.
func (c *Clock) gateway() clock.Clock { return c.mock }

// advance moves virtual time forward to off; it never goes back.
func (c *Clock) advance(off time.Duration) {
	if off > c.now {
		c.now = off
	}
}

// mirror brings the mock to virtual time before a gateway call.
func (c *Clock) mirror() {
	if c.mirrored != c.now {
		c.mock.Set(c.start.Add(c.now).UTC())
		c.mirrored = c.now
		c.moves++
	}
}

// offset converts an instant to an offset from the start.
func (c *Clock) offset(t time.Time) time.Duration { return t.Sub(c.start) }

// FormatOffset prints an offset from the start compactly and exactly: +0s, +45s, +2m03s,
// +1h02m03s, +26h00m00s, +1.5s, -3s.
func FormatOffset(d time.Duration) string { return string(appendOffset(nil, d)) }

func appendOffset(b []byte, d time.Duration) []byte {
	if d < 0 {
		b = append(b, '-')
		d = -d
	} else {
		b = append(b, '+')
	}
	h := int64(d / time.Hour)
	m := int64(d % time.Hour / time.Minute)
	s := int64(d % time.Minute / time.Second)
	frac := int64(d % time.Second)
	switch {
	case h > 0:
		b = strconv.AppendInt(b, h, 10)
		b = append(b, 'h')
		b = append2(b, m)
		b = append(b, 'm')
		b = append2(b, s)
	case m > 0:
		b = strconv.AppendInt(b, m, 10)
		b = append(b, 'm')
		b = append2(b, s)
	default:
		b = strconv.AppendInt(b, s, 10)
	}
	if frac != 0 {
		var f [10]byte
		f[0] = '.'
		for i := 9; i >= 1; i-- {
			f[i] = byte('0' + frac%10)
			frac /= 10
		}
		n := 10
		for f[n-1] == '0' {
			n--
		}
		b = append(b, f[:n]...)
	}
	return append(b, 's')
}

func append2(b []byte, v int64) []byte { return append(b, byte('0'+v/10), byte('0'+v%10)) }
