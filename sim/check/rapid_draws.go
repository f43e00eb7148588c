package check

import (
	"math/bits"
	"reflect"

	"pgregory.net/rapid"

	"gatewaysim/sim"
)

// RapidCheckSeed is the seed rapid v1.3.0 gives the n-th check (1-based) of a batch started
// with -rapid.seed=base: it adds the check's index to a running seed (engine.go, findBug), so
// check n runs with base + 0 + 1 + ... + (n-1). Passing it as -rapid.seed makes that check the
// first one, which is how a bundle's reproduce command replays exactly the failing check.
// TestRapidCheckSeed pins this against rapid's own message.
func RapidCheckSeed(base uint64, n int) uint64 {
	k := uint64(max(n, 1) - 1)
	return base + k*(k+1)/2
}

// rapidChooser makes the generator's choices with rapid draws, so that rapid shrinks a failing run
// choice by choice; every draw shrinks towards 0, the simplest choice.
//
// rapid's integers favour short bit lengths, that is small values (a draw below 16 out of 150
// half the time), and its floats favour 0 and 1. Read as is, a weighted pick starves the end of
// its list (the TUI kinds came up a few times in ten thousand ops) and a rate of 0.1 fires a
// third of the time. So a draw's bits are read reversed: a short draw becomes a coarse position
// over the whole range, which makes every choice close to uniform, as the generator's weights
// and rates mean it; 0 still reads as 0.
type rapidChooser struct{ t *rapid.T }

func (c *rapidChooser) IntN(n int) int { return int(c.Int64N(int64(n))) }

func (c *rapidChooser) Int64N(n int64) int64 {
	k := bits.Len64(uint64(n - 1))
	v := rapid.Uint64Range(0, 1<<k-1).Draw(c.t, "n")
	return int64(spread(v, k, uint64(n)))
}

func (c *rapidChooser) Float64() float64 {
	const k = 20
	v := rapid.Uint64Range(0, 1<<k-1).Draw(c.t, "p")
	return float64(spread(v, k, 1<<k)) / (1 << k)
}

// spread maps a k-bit draw v onto [0, n) through its reversed bits.
func spread(v uint64, k int, n uint64) uint64 {
	if k == 0 {
		return 0
	}
	r := bits.Reverse64(v) >> (64 - k)
	hi, lo := bits.Mul64(r, n)
	return hi<<(64-k) | lo>>k
}

// drawOp draws the next op, or reports that rapid's data ran out. Each op is one draw group, so
// rapid shrinks a failing run by deleting whole ops; the ops after a deleted one read their own
// data, and the last one finds none left (rapid's "overrun", which fails the draw as invalid
// data): the run then ends there instead of being thrown away, so that deleting an op from the
// middle of a run is a candidate rapid can accept. A run being generated never runs out.
func drawOp(t *rapid.T, g *rapid.Generator[sim.Op]) (op sim.Op, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if !invalidData(r) {
				panic(r)
			}
			ok = false
		}
	}()
	return g.Draw(t, "op"), true
}

// invalidData reports whether a panic is rapid's invalid-data signal (pinned rapid v1.3.0: a
// value of its string type invalidData; the simulator's own panics are never of that type).
func invalidData(r any) bool {
	t := reflect.TypeOf(r)
	return t != nil && t.PkgPath() == "pgregory.net/rapid" && t.Name() == "invalidData"
}
