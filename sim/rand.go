package sim

import "math/rand/v2"

// Stream names. Each subsystem draws from its own stream, derived from the run's seed and the
// stream's name, so that switching a fault kind on does not reshuffle the workload's draws.
const (
	StreamSwarm     = "swarm"     // the per-run swarm draw: which op kinds are on, and how often
	StreamWorkload  = "workload"  // user actions and time advances
	StreamFaults    = "faults"    // crashes, kills, adapter and disk faults
	StreamTransport = "transport" // delivery delays
	StreamAgent     = "agent"     // turn durations, outcomes and token counts
	StreamEntropy   = "entropy"   // the random part of session ids (gateway.Config.Entropy)
)

// Streams derives named PCG streams from one seed.
type Streams struct{ seed uint64 }

// NewStreams returns the stream source of a run.
func NewStreams(seed uint64) Streams { return Streams{seed: seed} }

// Seed is the run's seed.
func (s Streams) Seed() uint64 { return s.seed }

// Stream returns a fresh generator for name. The same seed and name always give the same
// sequence; different names give independent sequences.
func (s Streams) Stream(name string) *rand.Rand {
	h := fnv64(name)
	return rand.New(rand.NewPCG(mix64(s.seed^h), mix64(h+0x9e3779b97f4a7c15)))
}

// fnv64 is FNV-1a over a string.
func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// mix64 is the splitmix64 finaliser: it spreads nearby seeds (1, 2, 3, ...) far apart.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Chooser is the randomness a generator consumes. *rand.Rand is one (the seeded streams of
// exploration runs); the property test supplies one backed by rapid's draws, so that rapid can
// shrink a failing run choice by choice. Smaller results must mean simpler choices.
type Chooser interface {
	IntN(n int) int
	Int64N(n int64) int64
	Float64() float64
}
