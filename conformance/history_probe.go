package conformance

import (
	"sync"
	"sync/atomic"

	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// probe is one seed of a history campaign as run on both commits: the run before the fix, and
// what its violations do at the fix. It depends on the seed alone, so any pair of sides may run
// it and its classification waits for its turn in seed order.
type probe struct {
	seed  uint64
	setup scenarios.Setup
	run   *Result
	err   error
	// atFix are the fix's violations of the seed, by signature and op; firesAtFix says, for each
	// violation of run past the ops the fix's run got through, whether its ops replayed at the
	// fix show it.
	atFix      map[string]bool
	firesAtFix map[int]bool
}

// probes runs seeds on every pair of sides at once, each pair taking the next seed; take hands
// them out in seed order. alone runs a function with every pair paused (a shrink uses the first
// pair and must not share the machine, or the time to find would count work done meanwhile).
type probes struct {
	slots   []chan probe
	next    atomic.Int64
	halt    atomic.Bool
	pause   sync.RWMutex
	wg      sync.WaitGroup
	stopped bool
}

func startProbes(sides []HistorySides, c HistoryConfig) *probes {
	p := &probes{slots: make([]chan probe, max(c.Runs, 0))}
	for i := range p.slots {
		p.slots[i] = make(chan probe, 1)
	}
	for _, s := range sides {
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			for !p.halt.Load() {
				i := int(p.next.Add(1) - 1)
				if i >= len(p.slots) {
					return
				}
				p.pause.RLock()
				p.slots[i] <- runProbe(s, c, i)
				p.pause.RUnlock()
			}
		}()
	}
	return p
}

// take waits for seed i's probe.
func (p *probes) take(i int) probe { return <-p.slots[i] }

// alone runs fn while no pair runs a seed.
func (p *probes) alone(fn func() *HistoryResult) *HistoryResult {
	p.pause.Lock()
	defer p.pause.Unlock()
	return fn()
}

// stop lets the seeds under way end and starts no more.
func (p *probes) stop() {
	if p.stopped {
		return
	}
	p.stopped = true
	p.halt.Store(true)
	p.wg.Wait()
}

// runProbe runs the i-th seed of the campaign on one pair of sides.
func runProbe(s HistorySides, c HistoryConfig, i int) probe {
	seed := c.Seed + uint64(i)
	if i < len(c.Order) {
		seed = c.Order[i]
	}
	gen := func() func(*sim.World) (sim.Op, bool) { return GenerateProcessWithout(seed, c.Steps, c.Lacking) }
	p := probe{seed: seed, setup: ProcessSetupWithout(seed, c.Lacking)}
	p.run, p.err = s.Pre.run(p.setup, gen())
	if p.run == nil || len(p.run.Violations) == 0 {
		return p
	}
	fixOps := 0
	p.atFix, fixOps = stepSignatures(s.Post, p.setup, gen())
	p.firesAtFix = map[int]bool{}
	for k, v := range p.run.Violations {
		sig := ViolationSignature(v)
		if !p.atFix[stepKey(sig, v.Step)] && v.Step >= fixOps {
			p.firesAtFix[k] = fires(s.Post, p.setup, v.Ops[:v.Step+1], sig)
		}
	}
	return p
}
