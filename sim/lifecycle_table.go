package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each as state:count@seed, how
// often seeds 1..500 of the exploration job (TableSteps ops each) took it and the first of them
// that did (remade from 1..500 after the busy lane and the new ops; a 3000-seed remake adds the
// rarest). The count is the table's evidence and says how rare a transition is: the few counted
// in single digits a shorter run may miss; the exploration job then runs their seeds after its
// range (-rare), and the report names any transition still missed and why. A transition a run takes that is not here is reported too:
// with no bug flag on it means the table is incomplete (TestSeeds fails), with one on it is the
// bug's own doing.
//
// Remake it (after a change to the generator, the swarms or the gateway's lifecycle) with
// go run ./cmd/explore -seeds 3000 -coverage FILE: FILE ends with these lines.
const laneTable = `
down       boot         unrouted:72355@1 idle:14014@1 marked:16850@1 suspended:722@3 finalized:9232@1 stale:25@14
unrouted   message      unrouted:742@4 busy:5669@1
unrouted   internal     unrouted:40@4 busy:369@3
unrouted   /new         unrouted:19@17 idle:464@4
unrouted   /resume      unrouted:228@1 idle:242@1 stale:7@73
unrouted   /stop        unrouted:249@7
unrouted   compress     unrouted:379@1
unrouted   turn-end     unrouted:17@16
unrouted   agent-close  unrouted:962@1
unrouted   row-ended    unrouted:423@1
unrouted   route-lost   unrouted:434@1
unrouted   background   unrouted:772@1
unrouted   held         queued:193@14
unrouted   shutdown     unrouted:104@20
unrouted   exit         down:29597@3
unrouted   kill         down:38839@1
unrouted   disk-fault   unrouted:50@17
unrouted   mark-resume  unrouted:195@1
unrouted   suspend      unrouted:222@8
idle       message      idle:1193@3 busy:10062@1
idle       internal     idle:45@4 busy:827@2
idle       /new         idle:1646@1
idle       /resume      idle:1438@1 stale:3@102
idle       /stop        idle:467@2
idle       compress     idle:1013@1
idle       turn-end     idle:1617@1
idle       agent-close  idle:537@1 stale:298@1
idle       row-ended    idle:8@34 stale:405@1
idle       route-lost   unrouted:217@7 idle:148@4
idle       background   idle:1335@1
idle       held         queued:230@5
idle       shutdown     idle:178@18
idle       tick         unrouted:1306@3 finalized:8654@1
idle       exit         down:6023@3
idle       kill         down:5614@1
idle       boot         marked:1596@1 suspended:47@3
idle       disk-fault   idle:138@17
idle       mark-resume  marked:95@3
idle       suspend      suspended:161@8
busy       message      busy:10293@1
busy       internal     busy:939@2
busy       /new         idle:1284@1 busy:53@4
busy       /resume      idle:974@1 busy:487@1 stale:10@2
busy       /stop        unrouted:6@14 idle:395@1 busy:25@3 marked:10@43 suspended:5@19 stale:21@7
busy       compress     busy:649@1
busy       turn-end     unrouted:59@4 idle:18621@1 busy:8044@1 marked:1804@3 suspended:55@3 finalized:3@373 stale:287@1
busy       agent-close  busy:626@4
busy       row-ended    busy:504@1
busy       route-lost   busy:538@4
busy       background   busy:1183@1
busy       held         queued:715@1
busy       shutdown     busy:144@3
busy       tick         unrouted:4@79 marked:2572@3 suspended:7@18
busy       kill         down:4293@1
busy       disk-fault   busy:152@1
busy       mark-resume  busy:127@3
busy       suspend      busy:253@3
queued     message      queued:70@33
queued     internal     queued:6@199
queued     /new         queued:1@331
queued     /resume      queued:10@75
queued     /stop        queued:3@174
queued     compress     queued:8@75
queued     turn-end     queued:111@7
queued     agent-close  queued:40@14
queued     row-ended    queued:54@16
queued     route-lost   queued:68@8
queued     background   queued:104@1
queued     held         queued:1324@1
queued     released     unrouted:11@14 idle:137@7 busy:609@1 marked:11@82 finalized:8@104 stale:1@412
queued     exit         down:178@5
queued     kill         down:395@1
queued     disk-fault   queued:18@1
queued     mark-resume  queued:15@1
queued     suspend      queued:19@8
marked     message      busy:2686@3 marked:893@3
marked     internal     busy:108@14 marked:49@50
marked     /new         idle:37@7 marked:30@66
marked     /resume      idle:24@9 marked:64@17
marked     /stop        marked:136@10
marked     compress     marked:96@3
marked     turn-end     marked:11@9
marked     agent-close  marked:80@7
marked     row-ended    marked:48@9
marked     route-lost   unrouted:29@7 marked:30@9
marked     background   marked:219@3
marked     held         queued:92@10
marked     shutdown     marked:111@5
marked     tick         unrouted:285@3
marked     exit         down:8419@3
marked     kill         down:6395@3
marked     boot         busy:4921@1
marked     adapter-up   busy:7@21
marked     disk-fault   marked:63@3
marked     mark-resume  marked:132@3
marked     suspend      marked:85@3
suspended  message      busy:265@3 suspended:51@3
suspended  internal     busy:13@7 suspended:8@47
suspended  /new         idle:33@7 suspended:4@387
suspended  /resume      idle:28@22 suspended:18@20
suspended  /stop        suspended:11@89
suspended  compress     suspended:12@116
suspended  turn-end     suspended:11@56
suspended  agent-close  suspended:39@7
suspended  row-ended    suspended:42@9
suspended  route-lost   unrouted:21@17 suspended:19@9
suspended  background   suspended:66@9
suspended  held         queued:7@47
suspended  shutdown     suspended:6@113
suspended  exit         down:313@3
suspended  kill         down:411@9
suspended  disk-fault   suspended:20@22
suspended  mark-resume  suspended:14@89
suspended  suspend      suspended:40@9
finalized  message      busy:4688@1 finalized:566@5
finalized  internal     busy:358@2 finalized:29@46
finalized  /new         idle:596@4 finalized:28@7
finalized  /resume      idle:328@7 finalized:187@4 stale:2@41
finalized  /stop        finalized:224@7
finalized  compress     finalized:431@4
finalized  turn-end     finalized:41@30
finalized  agent-close  finalized:547@1
finalized  row-ended    finalized:192@4
finalized  route-lost   unrouted:107@1 finalized:42@7
finalized  background   finalized:620@1
finalized  held         queued:105@7
finalized  shutdown     finalized:103@47
finalized  tick         unrouted:1236@20
finalized  exit         down:4216@4
finalized  kill         down:5083@1
finalized  disk-fault   finalized:82@7
finalized  mark-resume  marked:55@11
finalized  suspend      suspended:88@7
stale      message      busy:524@1 stale:56@1
stale      internal     busy:19@14 stale:2@142
stale      /new         idle:104@1 stale:10@103
stale      /resume      idle:56@2 stale:52@1
stale      /stop        stale:14@14
stale      compress     stale:43@9
stale      turn-end     stale:46@4
stale      agent-close  stale:90@9
stale      row-ended    stale:51@17
stale      route-lost   unrouted:16@16 stale:7@56
stale      background   stale:48@14
stale      held         queued:8@17
stale      shutdown     stale:7@119
stale      tick         unrouted:21@77 finalized:144@1
stale      exit         down:54@4
stale      kill         down:88@14
stale      boot         marked:4@237
stale      disk-fault   stale:8@30
stale      tui          idle:9@123
stale      mark-resume  marked:6@9
stale      suspend      suspended:6@9
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
