package check

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each as state:count@seed, how
// often seeds 1..3000 of the exploration job (TableSteps ops each) took it and the first of them
// that did (remade when a TUI client on a lane's current conversation became a transition of the lane). The count is the table's evidence and says how rare a transition is: the few counted
// in single digits a shorter run may miss; the exploration job then runs their seeds after its
// range (-rare), and the report names any transition still missed and why. A transition a run takes that is not here is reported too:
// with no bug flag on it means the table is incomplete (TestSeeds fails), with one on it is the
// bug's own doing.
//
// Remake it (after a change to the generator, the swarms or the gateway's lifecycle) with
// go run ./cmd/explore -seeds 3000 -coverage FILE: FILE ends with these lines.
const laneTable = `
down       boot         unrouted:419339@1 idle:71250@1 busy:23290@1 marked:71981@1 suspended:4846@3 finalized:55578@1 stale:128@14
unrouted   message      unrouted:3550@4 busy:31918@1
unrouted   internal     unrouted:201@4 busy:1712@3
unrouted   /new         unrouted:181@26 idle:3330@4
unrouted   /resume      unrouted:1097@1 idle:1460@1 stale:33@73
unrouted   /stop        unrouted:1243@7
unrouted   compress     unrouted:2188@1
unrouted   turn-end     unrouted:118@16
unrouted   agent-close  unrouted:4260@1
unrouted   row-ended    unrouted:1768@1
unrouted   route-lost   unrouted:1848@1
unrouted   background   unrouted:4043@1
unrouted   held         queued:1053@14
unrouted   shutdown     unrouted:497@20
unrouted   exit         down:180968@3
unrouted   kill         down:215213@1
unrouted   disk-fault   unrouted:233@44
unrouted   mark-resume  unrouted:1153@1
unrouted   suspend      unrouted:1170@8
idle       message      idle:7964@3 busy:58661@1
idle       internal     idle:328@4 busy:5683@2
idle       /new         idle:10422@1
idle       /resume      idle:8537@1 stale:31@102
idle       /stop        idle:3045@2
idle       compress     idle:5481@1
idle       turn-end     idle:10379@1
idle       agent-close  idle:4113@1 stale:1884@1
idle       row-ended    idle:38@17 stale:3009@1
idle       route-lost   unrouted:1589@7 idle:838@4
idle       background   idle:8308@1
idle       held         queued:1523@5
idle       shutdown     idle:977@18
idle       tick         unrouted:7891@3 finalized:51361@1
idle       exit         down:33447@3
idle       kill         down:31185@1
idle       boot         marked:2150@7 suspended:42@197
idle       disk-fault   idle:1065@17
idle       tui          idle:5023@6
idle       mark-resume  marked:680@3
idle       suspend      suspended:1049@8
busy       message      busy:61122@1
busy       internal     busy:6200@2
busy       /new         idle:8742@1 busy:257@4
busy       /resume      idle:5777@1 busy:2759@1 stale:60@2
busy       /stop        unrouted:37@14 idle:2497@1 busy:179@3 marked:70@43 suspended:26@19 stale:113@7
busy       compress     busy:3626@1
busy       turn-end     unrouted:327@4 idle:108445@1 busy:47167@1 marked:10632@3 suspended:290@3 finalized:4@373 stale:1845@1
busy       agent-close  busy:4498@4
busy       row-ended    busy:3747@1
busy       route-lost   busy:3059@4
busy       background   busy:8042@1
busy       held         queued:4247@1
busy       shutdown     busy:814@3
busy       tick         unrouted:31@79 marked:14289@3 suspended:32@18
busy       kill         down:23289@1
busy       disk-fault   busy:1169@1
busy       tui          busy:1239@17
busy       mark-resume  busy:698@3
busy       suspend      busy:1192@3
queued     message      queued:512@10
queued     internal     queued:35@63
queued     /new         queued:54@331
queued     /resume      queued:50@198
queued     /stop        queued:27@174
queued     compress     queued:27@230
queued     turn-end     queued:591@7
queued     agent-close  queued:448@14
queued     row-ended    queued:426@16
queued     route-lost   queued:397@8
queued     background   queued:680@1
queued     held         queued:8812@1
queued     released     unrouted:51@14 idle:953@7 busy:3650@1 marked:67@82 suspended:8@304 finalized:73@40 stale:16@412
queued     exit         down:1112@5
queued     kill         down:2291@1
queued     disk-fault   queued:132@1
queued     tui          queued:60@352
queued     mark-resume  queued:93@1
queued     suspend      queued:139@8
marked     message      busy:14947@3 marked:5418@3
marked     internal     busy:544@14 marked:295@54
marked     /new         idle:302@7 marked:260@66
marked     /resume      idle:146@9 marked:392@43 stale:2@1046
marked     /stop        marked:755@10
marked     compress     marked:578@3
marked     turn-end     marked:54@9
marked     agent-close  marked:531@7
marked     row-ended    marked:337@75
marked     route-lost   unrouted:156@7 marked:124@9
marked     background   marked:1244@3
marked     held         queued:510@10
marked     shutdown     marked:598@5
marked     tick         unrouted:1639@3
marked     exit         down:47939@3
marked     kill         down:30442@3
marked     boot         busy:3653@1
marked     adapter-up   busy:32@21
marked     disk-fault   marked:490@3
marked     tui          marked:128@27
marked     mark-resume  marked:745@3
marked     suspend      marked:511@3
suspended  message      busy:1745@3 suspended:415@3
suspended  internal     busy:136@7 suspended:17@199
suspended  /new         idle:214@7 suspended:15@387
suspended  /resume      idle:134@22 suspended:103@17 stale:2@638
suspended  /stop        suspended:88@89
suspended  compress     suspended:105@47
suspended  turn-end     suspended:73@73
suspended  agent-close  suspended:211@7
suspended  row-ended    suspended:170@9
suspended  route-lost   unrouted:104@17 suspended:70@9
suspended  background   suspended:374@9
suspended  held         queued:84@47
suspended  shutdown     suspended:42@60
suspended  exit         down:2069@3
suspended  kill         down:2322@9
suspended  disk-fault   suspended:126@17
suspended  tui          suspended:13@268
suspended  mark-resume  suspended:101@60
suspended  suspend      suspended:180@8
finalized  message      busy:28732@1 finalized:4192@5
finalized  internal     busy:2450@2 finalized:191@59
finalized  /new         idle:4069@4 finalized:179@7
finalized  /resume      idle:2118@7 finalized:1477@4 stale:16@41
finalized  /stop        finalized:1560@7
finalized  compress     finalized:2889@4
finalized  turn-end     finalized:239@30
finalized  agent-close  finalized:3682@1
finalized  row-ended    finalized:1289@4
finalized  route-lost   unrouted:676@1 finalized:324@7
finalized  background   finalized:4193@1
finalized  held         queued:762@7
finalized  shutdown     finalized:564@63
finalized  tick         unrouted:5235@20
finalized  exit         down:27410@4
finalized  kill         down:28470@1
finalized  disk-fault   finalized:486@7
finalized  tui          finalized:1691@6
finalized  mark-resume  marked:371@11
finalized  suspend      suspended:462@7
stale      message      busy:3443@1 stale:386@1
stale      internal     busy:157@14 stale:11@142
stale      /new         idle:810@1 stale:40@103
stale      /resume      idle:521@2 stale:303@1
stale      /stop        stale:87@14
stale      compress     stale:207@9
stale      turn-end     stale:332@4
stale      agent-close  stale:539@6
stale      row-ended    stale:324@17
stale      route-lost   unrouted:95@16 stale:58@56
stale      background   stale:265@14
stale      held         queued:42@63
stale      shutdown     stale:25@119
stale      tick         unrouted:162@77 finalized:936@1
stale      exit         down:331@4
stale      kill         down:454@14
stale      boot         marked:34@237
stale      disk-fault   stale:52@67
stale      tui          idle:61@335 stale:153@29
stale      mark-resume  marked:38@9
stale      suspend      suspended:55@9
`

// LaneTransition is one transition of the table with its measured count.
type LaneTransition struct {
	Transition
	Seen3000 int    // times seeds 1..3000 took it when the table was made
	Seed     uint64 // the first of those seeds that took it (0: not recorded)
}

// LaneTransitions returns the table, in the order of states, then events, then target states.
func LaneTransitions() []LaneTransition { return laneTransitions }

var laneTransitions, laneListed = parseLaneTable(laneTable)

func parseLaneTable(text string) ([]LaneTransition, map[Transition]bool) {
	var out []LaneTransition
	listed := map[Transition]bool{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 {
			panic("sim: lane table: short line " + strconv.Quote(line))
		}
		from, ok1 := stateByName(f[0])
		ev, ok2 := laneEventByName(f[1])
		if !ok1 || !ok2 {
			panic("sim: lane table: unknown state or event in " + strconv.Quote(line))
		}
		for _, tc := range f[2:] {
			name, count, _ := strings.Cut(tc, ":")
			count, seedText, hasSeed := strings.Cut(count, "@")
			to, ok := stateByName(name)
			n, err := strconv.Atoi(count)
			var seed uint64
			if hasSeed && err == nil {
				seed, err = strconv.ParseUint(seedText, 10, 64)
			}
			if !ok || err != nil {
				panic("sim: lane table: bad target " + strconv.Quote(tc))
			}
			t := Transition{From: from, Event: ev, To: to}
			if listed[t] {
				panic(fmt.Sprintf("sim: lane table: %s listed twice", t))
			}
			listed[t] = true
			out = append(out, LaneTransition{Transition: t, Seen3000: n, Seed: seed})
		}
	}
	return out, listed
}

// Listed reports whether t is in the table.
func (t Transition) Listed() bool { return laneListed[t] }

func stateByName(s string) (LaneState, bool) {
	for i, n := range stateNames {
		if n == s {
			return LaneState(i), true
		}
	}
	return 0, false
}

func laneEventByName(s string) (LaneEvent, bool) {
	for i, n := range laneEventNames {
		if n == s {
			return LaneEvent(i), true
		}
	}
	return 0, false
}
