package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
)

// seedFlag is -seed: a number, or "random" for a sample nobody has seen. The checks were written
// from survivors of the seeded samples, so a score on those samples says how well the checks fit
// them; a fresh sample says how they fare on mutants they were not tuned to.
type seedFlag struct {
	seed   uint64
	random bool
}

func (s *seedFlag) String() string {
	if s.random {
		return "random"
	}
	return strconv.FormatUint(s.seed, 10)
}

func (s *seedFlag) Set(v string) error {
	if v == "random" {
		s.random = true
		return nil
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want a number or random, not %q", v)
	}
	s.seed, s.random = n, false
	return nil
}

// resolve draws the seed when it is random (from the runtime's random source, seeded by the
// system) and prints it first, with the command that draws the same sample again.
func (s *seedFlag) resolve(out io.Writer, draw func() uint64) uint64 {
	if s.random {
		s.seed, s.random = draw(), false
		fmt.Fprintf(out, "seed %d, drawn at random (this sample again: make mutate MSEED=%d)\n", s.seed, s.seed)
	}
	return s.seed
}

// drawSeed is the seed of a random sample.
func drawSeed() uint64 { return rand.Uint64() }
