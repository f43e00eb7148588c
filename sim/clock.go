package sim

import (
	"context"
	"strconv"
	"time"

	"github.com/benbjohnson/clock"
)

// Clock is the world's virtual time: an offset from the start instant. The gateway reads it
// through the clock.Clock the world hands it (gatewayClock), which shows the instant of the
// gateway call in progress: virtual time is copied to it right before each call (mirror), so
// that between calls the gateway's reads stay where its last call left them. The gateway shows
// instants in UTC, as a server's clock does, while the gateway's zone is the world's: every
// local-time decision (the daily boundary, session ids, persisted times) must convert, and one
// that forgets to is observable.
type Clock struct {
	start    time.Time
	startUTC time.Time
	now      time.Duration // virtual time, as an offset from start
	shown    time.Duration // the offset the gateway reads
}

func newClock(start time.Time) *Clock {
	return &Clock{start: start, startUTC: start.UTC()}
}

// Start is the instant virtual time began, in the world's zone.
func (c *Clock) Start() time.Time { return c.start }

// Now is the current virtual instant, in the world's zone.
func (c *Clock) Now() time.Time { return c.start.Add(c.now) }

// Elapsed is virtual time since the start.
func (c *Clock) Elapsed() time.Duration { return c.now }

// gateway returns the clock the gateway reads.
func (c *Clock) gateway() clock.Clock { return gatewayClock{c} }

// advance moves virtual time forward to off; it never goes back.
func (c *Clock) advance(off time.Duration) {
	if off > c.now {
		c.now = off
	}
}

// mirror shows virtual time to the gateway, before a gateway call.
func (c *Clock) mirror() { c.shown = c.now }

// offset converts an instant to an offset from the start.
func (c *Clock) offset(t time.Time) time.Duration { return t.Sub(c.start) }

// gatewayClock is the clock.Clock (github.com/benbjohnson/clock) the gateway is given. The
// gateway reads only Now (docs/design.md decision 2, which gateway/purity_test.go enforces on its
// sources): work due later is reported as a deadline and the world calls Tick then. So Now is the
// whole of it, a read of a field; every timer method, and Since and Until, which would read time
// outside a call's instant, panic.
type gatewayClock struct{ c *Clock }

// Now is the instant of the gateway call in progress, in UTC.
func (g gatewayClock) Now() time.Time { return g.c.startUTC.Add(g.c.shown) }

func (gatewayClock) After(time.Duration) <-chan time.Time { panic(noTimers("After")) }

func (gatewayClock) AfterFunc(time.Duration, func()) *clock.Timer { panic(noTimers("AfterFunc")) }

func (gatewayClock) Since(time.Time) time.Duration { panic(noTimers("Since")) }

func (gatewayClock) Until(time.Time) time.Duration { panic(noTimers("Until")) }

func (gatewayClock) Sleep(time.Duration) { panic(noTimers("Sleep")) }

func (gatewayClock) Tick(time.Duration) <-chan time.Time { panic(noTimers("Tick")) }

func (gatewayClock) Ticker(time.Duration) *clock.Ticker { panic(noTimers("Ticker")) }

func (gatewayClock) Timer(time.Duration) *clock.Timer { panic(noTimers("Timer")) }

func (gatewayClock) WithDeadline(context.Context, time.Time) (context.Context, context.CancelFunc) {
	panic(noTimers("WithDeadline"))
}

func (gatewayClock) WithTimeout(context.Context, time.Duration) (context.Context, context.CancelFunc) {
	panic(noTimers("WithTimeout"))
}

// noTimers is the panic of a clock method other than Now.
func noTimers(method string) string {
	return "sim: the gateway's clock has no " + method + ": the gateway reads Now only, and work due later is " +
		"reported as its Deadline (docs/design.md decision 2)"
}

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
