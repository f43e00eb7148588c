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
down       boot         unrouted:442948@1 idle:51443@1 busy:12837@1 marked:42995@1 suspended:14481@3 finalized:29103@1 stale:447@4
unrouted   message      unrouted:8664@1 busy:28186@1
unrouted   internal     unrouted:3461@3 busy:8751@2
unrouted   /new         unrouted:2813@4 idle:5556@1
unrouted   /resume      unrouted:4824@4 idle:3338@1 stale:136@20
unrouted   /stop        unrouted:7503@1
unrouted   compress     unrouted:8329@1
unrouted   turn-end     unrouted:377@1
unrouted   agent-close  unrouted:7794@1
unrouted   row-ended    unrouted:5674@1
unrouted   route-lost   unrouted:6657@1
unrouted   background   unrouted:9696@1
unrouted   held         queued:1868@5
unrouted   shutdown     unrouted:2147@3
unrouted   exit         down:167240@3
unrouted   kill         down:243946@1
unrouted   disk-fault   unrouted:1149@3
unrouted   mark-resume  unrouted:5119@1
unrouted   suspend      unrouted:7793@3
idle       message      idle:4591@1 busy:21262@1
idle       internal     idle:1417@3 busy:8253@2
idle       /new         idle:9112@1
idle       /resume      idle:7739@1 stale:47@2
idle       /stop        idle:6042@1
idle       compress     idle:7760@1
idle       turn-end     idle:6836@1
idle       agent-close  idle:5658@1 stale:1534@6
idle       row-ended    idle:194@2 stale:4767@1
idle       route-lost   unrouted:3090@1 idle:2443@1
idle       background   idle:7722@1
idle       held         queued:938@10
idle       shutdown     idle:1520@3
idle       tick         unrouted:5350@3 finalized:31845@1
idle       exit         down:19448@4
idle       kill         down:27874@1
idle       boot         marked:3201@1 suspended:61@10
idle       disk-fault   idle:2994@1
idle       tui          idle:4449@6
idle       mark-resume  marked:3442@1
idle       suspend      suspended:5730@3
busy       message      busy:20255@1
busy       internal     busy:12697@2
busy       /new         idle:6214@1 busy:838@4
busy       /resume      idle:3901@1 busy:2764@1 stale:45@2
busy       /stop        unrouted:270@7 idle:4689@1 busy:1025@3 marked:598@9 suspended:461@8 finalized:2@2353 stale:494@9
busy       compress     busy:7506@1
busy       turn-end     unrouted:617@2 idle:60985@1 busy:12728@1 marked:6414@3 suspended:1705@3 finalized:4@2050 stale:2150@4
busy       agent-close  busy:6217@1
busy       row-ended    busy:5678@1
busy       route-lost   busy:6127@1
busy       background   busy:10221@1
busy       held         queued:7089@1
busy       shutdown     busy:2431@3
busy       tick         unrouted:320@9 marked:9182@3 suspended:565@17
busy       kill         down:20331@1
busy       disk-fault   busy:4335@1
busy       tui          busy:912@23
busy       mark-resume  busy:5640@1
busy       suspend      busy:8465@3
queued     message      queued:195@3
queued     internal     queued:137@3
queued     /new         queued:29@49
queued     /resume      queued:44@165
queued     /stop        queued:92@3
queued     compress     queued:104@3
queued     turn-end     queued:451@9
queued     agent-close  queued:1099@1
queued     row-ended    queued:1117@1
queued     route-lost   queued:1149@1
queued     background   queued:1887@1
queued     held         queued:13513@1
queued     released     unrouted:299@5 idle:2390@1 busy:3828@1 marked:377@5 suspended:142@41 finalized:84@40 stale:86@1
queued     exit         down:724@3
queued     kill         down:3582@1
queued     disk-fault   queued:571@1
queued     tui          queued:53@63
queued     mark-resume  queued:1073@1
queued     suspend      queued:1607@3
marked     message      busy:7525@1 marked:5082@3
marked     internal     busy:3907@3 marked:2431@3
marked     /new         idle:1019@1 marked:943@4
marked     /resume      idle:638@1 marked:1428@7 stale:12@27
marked     /stop        marked:3400@1
marked     compress     marked:3329@1
marked     turn-end     marked:456@9
marked     agent-close  marked:1609@1
marked     row-ended    marked:1473@1
marked     route-lost   unrouted:889@1 marked:759@9
marked     background   marked:4065@3
marked     held         queued:544@7
marked     shutdown     marked:1084@5
marked     tick         unrouted:1242@3
marked     exit         down:27161@3
marked     kill         down:17341@1
marked     boot         busy:7552@1
marked     adapter-up   busy:8@55
marked     disk-fault   marked:1797@1
marked     tui          marked:107@168
marked     mark-resume  marked:3343@1
marked     suspend      marked:3403@3
suspended  message      busy:4474@3 suspended:2464@3
suspended  internal     busy:2752@3 suspended:1062@3
suspended  /new         idle:1471@7 suspended:683@7
suspended  /resume      idle:951@7 suspended:1300@7 stale:21@41
suspended  /stop        suspended:2480@3
suspended  compress     suspended:2478@3
suspended  turn-end     suspended:588@7
suspended  agent-close  suspended:1522@7
suspended  row-ended    suspended:1573@17
suspended  route-lost   unrouted:961@7 suspended:820@8
suspended  background   suspended:3036@3
suspended  held         queued:466@21
suspended  shutdown     suspended:558@5
suspended  exit         down:7548@3
suspended  kill         down:7138@5
suspended  disk-fault   suspended:1188@3
suspended  tui          suspended:13@199
suspended  mark-resume  suspended:1637@3
suspended  suspend      suspended:3419@3
finalized  message      busy:11003@1 finalized:1680@1
finalized  internal     busy:2559@4 finalized:616@33
finalized  /new         idle:2412@2 finalized:400@7
finalized  /resume      idle:953@1 finalized:1086@4 stale:15@134
finalized  /stop        finalized:2045@7
finalized  compress     finalized:3105@1
finalized  turn-end     finalized:165@17
finalized  agent-close  finalized:3674@1
finalized  row-ended    finalized:1384@1
finalized  route-lost   unrouted:790@1 finalized:681@1
finalized  background   finalized:2534@1
finalized  held         queued:570@5
finalized  shutdown     finalized:542@5
finalized  tick         unrouted:3258@20
finalized  exit         down:11604@4
finalized  kill         down:18565@5
finalized  boot         marked:7@547
finalized  disk-fault   finalized:1083@1
finalized  tui          finalized:1476@6
finalized  mark-resume  marked:1224@1
finalized  suspend      suspended:1981@5
stale      message      busy:2402@1 stale:639@4
stale      internal     busy:737@2 stale:195@4
stale      /new         idle:909@1 stale:261@4
stale      /resume      idle:529@1 stale:537@2
stale      /stop        stale:703@1
stale      compress     stale:786@4
stale      turn-end     stale:476@19
stale      agent-close  stale:1057@4
stale      row-ended    stale:897@4
stale      route-lost   unrouted:434@2 stale:364@16
stale      background   stale:966@2
stale      held         queued:37@16
stale      shutdown     stale:121@31
stale      tick         unrouted:194@20 finalized:1121@4
stale      exit         down:997@4
stale      kill         down:1285@1
stale      boot         marked:72@4 suspended:1@2152
stale      disk-fault   stale:303@19
stale      tui          idle:54@335 stale:127@29
stale      mark-resume  marked:326@1
stale      suspend      suspended:655@7
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
