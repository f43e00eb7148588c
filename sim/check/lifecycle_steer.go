package check

import (
	"math"

	"gatewaysim/sim"
)

// Coverage-guided steering. A lane's next transition is one of the events its state can take in
// the lifecycle table; the pairs a run reaches are (last transition, next transition) on one
// lane. The swarm's weights make some of those rare: an event that is rare from a state, and any
// event after a rare last transition, since a lane seldom sits there. The steer picks a lane,
// weighs each event its state can take by how rarely this run took it from that state
// (~1024/sqrt(1+count)), and weighs down the events this run has already taken after the lane's
// last transition, so a run keeps moving its lanes along pairs it has not taken yet. It reads
// only the run's own tracker and which events the committed table lists, and draws with the generator's streams: a steered
// seed is deterministic.

// eventKinds are the op kinds that can make a lane take each event (a kind the swarm leaves out
// is never used; a boot is the generator's own).
var eventKinds = [eventEnd][]sim.Kind{
	EvMessage:     {sim.KindMessage},
	EvInternal:    {sim.KindInternal},
	EvNew:         {sim.KindNew},
	EvResume:      {sim.KindResume},
	EvStop:        {sim.KindStop},
	EvCompress:    {sim.KindCompress},
	EvTurnEnd:     {sim.KindAdvanceTo, sim.KindAdvance},
	EvAgentClose:  {sim.KindAgentClose},
	EvRowEnded:    {sim.KindRowEnded},
	EvRouteLost:   {sim.KindRouteLoss, sim.KindIndexLoss},
	EvBackground:  {sim.KindProcStart, sim.KindProcEnd, sim.KindMetadata},
	EvHeld:        {sim.KindMessage, sim.KindNew, sim.KindResume, sim.KindInternal},
	EvReleased:    {sim.KindAdvanceTo, sim.KindAdvance},
	EvShutdown:    {sim.KindShutdown, sim.KindRestart, sim.KindOperatorDrain},
	EvTick:        {sim.KindTick, sim.KindAdvanceTo},
	EvExit:        {sim.KindDrainTimeout, sim.KindAdvanceTo},
	EvKill:        {sim.KindKill, sim.KindCrash},
	EvAdapterUp:   {sim.KindAdapterUp},
	EvAdapterDown: {sim.KindAdapterDown},
	EvDiskFault:   {sim.KindCorruptRoute, sim.KindUnkeyRow, sim.KindDiskError},
	EvTUI:         {sim.KindWsResume, sim.KindWsPrompt, sim.KindWsClose, sim.KindWsDrop, sim.KindWsTeardown, sim.KindWsCreate},
	EvMarkResume:  {sim.KindMarkResume},
	EvSuspend:     {sim.KindSuspend},
}

// steerListed says, per state and event, whether the table has a transition of it: the events
// a lane in that state can take.
var steerListed = func() (l [stateEnd][eventEnd]bool) {
	for _, lt := range laneTransitions {
		l[lt.From][lt.Event] = true
	}
	return l
}()

// steerNovelty is how much each earlier taking of the same (last transition, event) on any
// lane of the run divides the weight by: a pair the run has taken twice weighs a quarter.
const steerNovelty = 2

// steer is the tracker's steered op for g's next step: a lane, an event its state can take
// (weighed by rarity and by what the run has not taken yet), and an op of a kind that makes it.
func (t *laneTracker) steer(g *sim.Generator) (sim.Op, bool) {
	lane := g.PickLane()
	i, ok := t.byName[lane]
	if !ok {
		return sim.Op{}, false
	}
	// Of two lanes the workload picks, the one whose last transition is the rarer in the table:
	// pairs after a rare transition are the rarest, since a lane seldom sits there.
	if other := g.PickLane(); other != lane {
		if j, ok := t.byName[other]; ok && seen3000(t.last[j]) < seen3000(t.last[i]) {
			lane, i = other, j
		}
	}
	st, last := t.state[i], t.last[i]
	var ws [eventEnd]int
	total := 0
	for e := range eventEnd {
		if !steerListed[st][e] || !anyEnabled(g, eventKinds[e]) {
			continue
		}
		// Rare in this run from this state: weigh up.
		w := max(1, int(1024/math.Sqrt(float64(1+t.fromCount[int(st)*int(eventEnd)+int(e)]))))
		if last >= 0 {
			for range min(t.taken[takenKey(last, e)], 8) {
				w = max(1, w/steerNovelty)
			}
		}
		ws[e] = w
		total += w
	}
	if total == 0 {
		return sim.Op{}, false
	}
	r := g.Chooser()
	n := r.IntN(total)
	e := LaneEvent(0)
	for ; n >= ws[e]; e++ {
		n -= ws[e]
	}
	ks := eventKinds[e]
	start := r.IntN(len(ks))
	for j := range ks {
		if op, ok := g.DrawKind(ks[(start+j)%len(ks)], lane); ok {
			if op.Kind == sim.KindWsResume && r.IntN(2) == 0 {
				t.viewLane(&op, i) // a TUI event on this lane: a client opens its current conversation
			}
			return op, true
		}
	}
	return sim.Op{}, false
}

// seen3000 is how often the table's runs took transition id (-1, none yet: as common as any).
func seen3000(id int) int {
	if id < 0 {
		return math.MaxInt
	}
	return transitionSeen[id]
}

// transitionSeen is each table transition's count, by id.
var transitionSeen = func() []int {
	n := make([]int, transitionIDs)
	for _, lt := range laneTransitions {
		n[lt.id()] = lt.Seen3000
	}
	return n
}()

func anyEnabled(g *sim.Generator, ks []sim.Kind) bool {
	for _, k := range ks {
		if g.Enabled(k) {
			return true
		}
	}
	return false
}

// takenKey keys the run's count of an event taken right after a transition (by id).
func takenKey(last int, e LaneEvent) uint32 { return uint32(last)<<8 | uint32(e) }

// viewLane makes a session.resume open lane i's current conversation, when it has one.
func (t *laneTracker) viewLane(op *sim.Op, i int) {
	g := t.w.Gateway()
	if g == nil {
		return
	}
	if e, ok := g.EntryShared(t.w.Lanes()[i].Key); ok {
		op.Target = t.w.SessionName(e.SessionID)
	}
}
