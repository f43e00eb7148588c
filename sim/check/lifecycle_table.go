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
down       boot         unrouted:443829@1 idle:51139@1 busy:12855@1 marked:42862@1 suspended:14305@3 finalized:29320@1 stale:446@4
unrouted   message      unrouted:8744@1 busy:28243@1
unrouted   internal     unrouted:3471@3 busy:8730@2
unrouted   /new         unrouted:2868@4 idle:5548@1
unrouted   /resume      unrouted:4893@4 idle:3387@1 stale:125@20
unrouted   /stop        unrouted:7545@1
unrouted   compress     unrouted:8357@1
unrouted   turn-end     unrouted:379@1
unrouted   agent-close  unrouted:7737@1
unrouted   row-ended    unrouted:5738@1
unrouted   route-lost   unrouted:6746@1
unrouted   background   unrouted:9757@1
unrouted   held         queued:1872@5
unrouted   shutdown     unrouted:2173@3
unrouted   exit         down:167617@3
unrouted   kill         down:244413@1
unrouted   disk-fault   unrouted:1146@3
unrouted   mark-resume  unrouted:5160@1
unrouted   suspend      unrouted:7857@3
idle       message      idle:4584@1 busy:21181@1
idle       internal     idle:1387@3 busy:8206@2
idle       /new         idle:9079@1
idle       /resume      idle:7755@1 stale:40@2
idle       /stop        idle:6061@1
idle       compress     idle:7717@1
idle       turn-end     idle:6814@1
idle       agent-close  idle:5644@1 stale:1540@6
idle       row-ended    idle:187@2 stale:4795@1
idle       route-lost   unrouted:3055@1 idle:2464@1
idle       background   idle:7669@1
idle       held         queued:927@10
idle       shutdown     idle:1492@3
idle       tick         unrouted:5380@3 finalized:31831@1
idle       exit         down:19320@4
idle       kill         down:27768@1
idle       boot         marked:3161@1 suspended:59@10
idle       disk-fault   idle:3028@1
idle       tui          idle:4446@6
idle       mark-resume  marked:3446@1
idle       suspend      suspended:5744@3
busy       message      busy:20193@1
busy       internal     busy:12656@2
busy       /new         idle:6206@1 busy:820@4
busy       /resume      idle:3907@1 busy:2738@1 stale:50@2
busy       /stop        unrouted:259@7 idle:4629@1 busy:1035@3 marked:596@11 suspended:473@8 finalized:2@2353 stale:498@19
busy       compress     busy:7522@1
busy       turn-end     unrouted:621@2 idle:61009@1 busy:12776@1 marked:6411@3 suspended:1676@3 finalized:3@2050 stale:2156@4
busy       agent-close  busy:6154@1
busy       row-ended    busy:5700@1
busy       route-lost   busy:6146@1
busy       background   busy:10165@1
busy       held         queued:6975@1
busy       shutdown     busy:2442@3
busy       tick         unrouted:312@9 marked:9235@3 suspended:573@17
busy       kill         down:20292@1
busy       disk-fault   busy:4322@1
busy       tui          busy:910@23
busy       mark-resume  busy:5638@1
busy       suspend      busy:8418@3
queued     message      queued:192@3
queued     internal     queued:142@3
queued     /new         queued:23@49
queued     /resume      queued:37@165
queued     /stop        queued:95@3
queued     compress     queued:109@3
queued     turn-end     queued:447@10
queued     agent-close  queued:1092@1
queued     row-ended    queued:1083@1
queued     route-lost   queued:1140@1
queued     background   queued:1863@1
queued     held         queued:13407@1
queued     released     unrouted:298@5 idle:2311@1 busy:3788@1 marked:373@5 suspended:136@41 finalized:72@40 stale:88@1
queued     exit         down:742@3
queued     kill         down:3560@1
queued     disk-fault   queued:572@1
queued     tui          queued:53@63
queued     mark-resume  queued:1080@1
queued     suspend      queued:1576@3
marked     message      busy:7492@1 marked:5070@3
marked     internal     busy:3900@3 marked:2432@3
marked     /new         idle:1001@1 marked:944@4
marked     /resume      idle:660@1 marked:1407@4 stale:11@27
marked     /stop        marked:3374@1
marked     compress     marked:3306@1
marked     turn-end     marked:459@10
marked     agent-close  marked:1603@1
marked     row-ended    marked:1453@1
marked     route-lost   unrouted:892@1 marked:768@27
marked     background   marked:4036@3
marked     held         queued:543@7
marked     shutdown     marked:1065@5
marked     tick         unrouted:1257@3
marked     exit         down:27151@3
marked     kill         down:17240@1
marked     boot         busy:7542@1
marked     adapter-up   busy:8@55
marked     disk-fault   marked:1795@1
marked     tui          marked:107@168
marked     mark-resume  marked:3347@1
marked     suspend      marked:3392@3
suspended  message      busy:4424@3 suspended:2463@3
suspended  internal     busy:2759@3 suspended:1057@3
suspended  /new         idle:1472@7 suspended:669@7
suspended  /resume      idle:956@7 suspended:1303@7 stale:23@41
suspended  /stop        suspended:2513@3
suspended  compress     suspended:2472@3
suspended  turn-end     suspended:594@7
suspended  agent-close  suspended:1522@7
suspended  row-ended    suspended:1580@17
suspended  route-lost   unrouted:958@7 suspended:817@8
suspended  background   suspended:3099@3
suspended  held         queued:458@13
suspended  shutdown     suspended:570@5
suspended  exit         down:7494@3
suspended  kill         down:7031@5
suspended  disk-fault   suspended:1189@3
suspended  tui          suspended:14@119
suspended  mark-resume  suspended:1614@3
suspended  suspend      suspended:3405@3
finalized  message      busy:10996@1 finalized:1715@1
finalized  internal     busy:2608@4 finalized:627@33
finalized  /new         idle:2418@2 finalized:401@7
finalized  /resume      idle:937@1 finalized:1073@4 stale:13@134
finalized  /stop        finalized:2034@7
finalized  compress     finalized:3103@1
finalized  turn-end     finalized:157@17
finalized  agent-close  finalized:3678@1
finalized  row-ended    finalized:1415@1
finalized  route-lost   unrouted:806@1 finalized:672@1
finalized  background   finalized:2539@1
finalized  held         queued:548@5
finalized  shutdown     finalized:557@5
finalized  tick         unrouted:3284@20
finalized  exit         down:11758@4
finalized  kill         down:18590@5
finalized  boot         marked:7@547
finalized  disk-fault   finalized:1078@1
finalized  tui          finalized:1476@6
finalized  mark-resume  marked:1206@1
finalized  suspend      suspended:1977@5
stale      message      busy:2400@1 stale:628@4
stale      internal     busy:751@2 stale:190@16
stale      /new         idle:912@1 stale:281@4
stale      /resume      idle:524@1 stale:553@2
stale      /stop        stale:692@1
stale      compress     stale:767@4
stale      turn-end     stale:487@19
stale      agent-close  stale:1071@4
stale      row-ended    stale:897@4
stale      route-lost   unrouted:431@2 stale:364@16
stale      background   stale:954@2
stale      held         queued:45@16
stale      shutdown     stale:121@31
stale      tick         unrouted:191@20 finalized:1133@4
stale      exit         down:1014@4
stale      kill         down:1296@1
stale      boot         marked:75@14 suspended:1@2152
stale      disk-fault   stale:304@19
stale      tui          idle:54@335 stale:127@29
stale      mark-resume  marked:325@1
stale      suspend      suspended:631@7
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
