package check

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each as state:count@seed, how
// often seeds 1..3000 of the exploration job (TableSteps ops each) took it and the first of them
// that did (remade when the exploration job began to steer its runs, lifecycle_steer.go). The count is the table's evidence and says how rare a transition is: the few counted
// in single digits a shorter run may miss; the exploration job then runs their seeds after its
// range (-rare), and the report names any transition still missed and why. A transition a run takes that is not here is reported too:
// with no bug flag on it means the table is incomplete (TestSeeds fails), with one on it is the
// bug's own doing.
//
// Remake it (after a change to the generator, the swarms or the gateway's lifecycle) with
// go run ./cmd/explore -seeds 3000 -coverage FILE: FILE ends with these lines.
const laneTable = `
down       boot         unrouted:423650@1 idle:50799@1 busy:13320@1 marked:45332@1 suspended:17532@3 finalized:32511@1 stale:454@1
unrouted   message      unrouted:8825@1 busy:28265@1
unrouted   internal     unrouted:3769@3 busy:9274@2
unrouted   /new         unrouted:2743@4 idle:5898@1
unrouted   /resume      unrouted:4953@2 idle:3524@1 stale:154@1
unrouted   /stop        unrouted:8264@1
unrouted   compress     unrouted:9031@1
unrouted   turn-end     unrouted:376@1
unrouted   agent-close  unrouted:8031@1
unrouted   row-ended    unrouted:6258@1
unrouted   route-lost   unrouted:7323@1
unrouted   background   unrouted:10581@1
unrouted   held         queued:2329@5
unrouted   shutdown     unrouted:2345@3
unrouted   exit         down:154679@3
unrouted   kill         down:236130@1
unrouted   disk-fault   unrouted:1660@3
unrouted   mark-resume  unrouted:5705@1
unrouted   suspend      unrouted:8550@3
idle       message      idle:4399@1 busy:21109@1
idle       internal     idle:1347@14 busy:8282@2
idle       /new         idle:8983@1
idle       /resume      idle:7599@1 stale:46@34
idle       /stop        idle:6366@1
idle       compress     idle:7941@1
idle       turn-end     idle:6746@1
idle       agent-close  idle:5730@1 stale:1648@1
idle       row-ended    idle:165@20 stale:4984@1
idle       route-lost   unrouted:3133@1 idle:2466@1
idle       background   idle:8214@1
idle       held         queued:1029@7
idle       shutdown     idle:1537@9
idle       tick         unrouted:5416@3 finalized:32113@1
idle       exit         down:18987@4
idle       kill         down:28060@1
idle       boot         marked:3039@1 suspended:54@146
idle       disk-fault   idle:3451@1
idle       tui          idle:4462@6
idle       mark-resume  marked:3552@1
idle       suspend      suspended:6059@3
busy       message      busy:19866@1
busy       internal     busy:12997@2
busy       /new         idle:6232@1 busy:796@4
busy       /resume      idle:4033@1 busy:2828@1 stale:39@68
busy       /stop        unrouted:270@2 idle:4741@1 busy:1055@3 marked:599@3 suspended:467@3 stale:462@14
busy       compress     busy:7614@1
busy       turn-end     unrouted:659@4 idle:61635@1 busy:12892@2 marked:6358@3 suspended:1625@3 finalized:6@86 stale:2200@1
busy       agent-close  busy:6230@1
busy       row-ended    busy:5595@1
busy       route-lost   busy:6300@1
busy       background   busy:10318@1
busy       held         queued:6544@1
busy       shutdown     busy:2409@3
busy       tick         unrouted:288@9 marked:9389@3 suspended:519@3
busy       kill         down:20311@1
busy       disk-fault   busy:4590@1
busy       tui          busy:915@16
busy       mark-resume  busy:5608@1
busy       suspend      busy:8478@3
queued     message      queued:143@14
queued     internal     queued:99@18
queued     /new         queued:28@199
queued     /resume      queued:35@16
queued     /stop        queued:70@14
queued     compress     queued:61@3
queued     turn-end     queued:412@3
queued     agent-close  queued:1079@7
queued     row-ended    queued:1116@2
queued     route-lost   queued:1187@8
queued     background   queued:1952@3
queued     held         queued:12309@2
queued     released     unrouted:405@5 idle:2305@1 busy:3909@2 marked:406@21 suspended:153@44 finalized:118@40 stale:94@94
queued     exit         down:747@3
queued     kill         down:3645@1
queued     disk-fault   queued:550@18
queued     tui          queued:52@352
queued     mark-resume  queued:1123@3
queued     suspend      queued:1491@3
marked     message      busy:7387@1 marked:4897@5
marked     internal     busy:3727@3 marked:2413@5
marked     /new         idle:1033@1 marked:954@7
marked     /resume      idle:573@1 marked:1402@1 stale:16@33
marked     /stop        marked:3482@1
marked     compress     marked:3506@3
marked     turn-end     marked:452@1
marked     agent-close  marked:1546@9
marked     row-ended    marked:1563@9
marked     route-lost   unrouted:881@1 marked:792@1
marked     background   marked:4134@1
marked     held         queued:687@9
marked     shutdown     marked:1105@20
marked     tick         unrouted:1282@3
marked     exit         down:28950@3
marked     kill         down:18459@1
marked     boot         busy:7282@1
marked     adapter-up   busy:4@111
marked     disk-fault   marked:2017@5
marked     tui          marked:102@168
marked     mark-resume  marked:3490@3
marked     suspend      marked:3439@3
suspended  message      busy:4400@3 suspended:2461@3
suspended  internal     busy:2622@3 suspended:1050@5
suspended  /new         idle:1465@7 suspended:659@17
suspended  /resume      idle:998@7 suspended:1197@17 stale:4@318
suspended  /stop        suspended:2525@3
suspended  compress     suspended:2464@3
suspended  turn-end     suspended:591@17
suspended  agent-close  suspended:1564@7
suspended  row-ended    suspended:1599@9
suspended  route-lost   unrouted:992@9 suspended:825@7
suspended  background   suspended:3117@3
suspended  held         queued:561@7
suspended  shutdown     suspended:550@20
suspended  exit         down:9261@3
suspended  kill         down:8694@3
suspended  disk-fault   suspended:1252@5
suspended  tui          suspended:5@84
suspended  mark-resume  suspended:1691@3
suspended  suspend      suspended:3417@3
finalized  message      busy:10933@2 finalized:1812@1
finalized  internal     busy:2504@5 finalized:593@4
finalized  /new         idle:2471@1 finalized:367@4
finalized  /resume      idle:949@2 finalized:1087@4 stale:12@360
finalized  /stop        finalized:1989@4
finalized  compress     finalized:3082@1
finalized  turn-end     finalized:171@47
finalized  agent-close  finalized:3714@1
finalized  row-ended    finalized:1438@1
finalized  route-lost   unrouted:870@1 finalized:696@1
finalized  background   finalized:2630@1
finalized  held         queued:576@7
finalized  shutdown     finalized:505@5
finalized  tick         unrouted:3430@20
finalized  exit         down:13659@4
finalized  kill         down:20103@5
finalized  boot         marked:6@196
finalized  disk-fault   finalized:1121@1
finalized  tui          finalized:1476@6
finalized  mark-resume  marked:1232@1
finalized  suspend      suspended:1985@5
stale      message      busy:2549@1 stale:680@1
stale      internal     busy:812@4 stale:179@4
stale      /new         idle:868@1 stale:313@4
stale      /resume      idle:499@1 stale:495@1
stale      /stop        stale:669@1
stale      compress     stale:856@1
stale      turn-end     stale:512@1
stale      agent-close  stale:1104@1
stale      row-ended    stale:911@1
stale      route-lost   unrouted:423@1 stale:384@1
stale      background   stale:932@1
stale      held         queued:56@57
stale      shutdown     stale:92@31
stale      tick         unrouted:201@22 finalized:1232@1
stale      exit         down:1011@4
stale      kill         down:1432@1
stale      boot         marked:59@160
stale      disk-fault   stale:288@1
stale      tui          idle:57@217 stale:125@29
stale      mark-resume  marked:311@1
stale      suspend      suspended:603@17
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
