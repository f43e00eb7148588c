package check

import "time"

// NewRealClock starts, outside any synctest bubble, a goroutine that answers with the real time
// elapsed since the call; the returned function may be called from inside a bubble (its channels
// are made outside it, so the bubble never counts it as blocked), from one goroutine at a time.
// stop ends the goroutine.
func NewRealClock() (now func() time.Duration, stop func()) {
	req := make(chan struct{})
	resp := make(chan time.Duration) // made here: a channel made inside the bubble may not cross it
	done := make(chan struct{})
	start := time.Now()
	go func() {
		for {
			select {
			case <-req:
				resp <- time.Since(start)
			case <-done:
				return
			}
		}
	}()
	now = func() time.Duration {
		req <- struct{}{}
		return <-resp
	}
	return now, func() { close(done) }
}
