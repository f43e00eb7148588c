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
down       boot         unrouted:431371@1 idle:51000@1 busy:13101@1 marked:46102@1 suspended:17327@3 finalized:34118@1 stale:455@4
unrouted   message      unrouted:8726@1 busy:27964@1
unrouted   internal     unrouted:3634@4 busy:9121@2
unrouted   /new         unrouted:2861@4 idle:5756@1
unrouted   /resume      unrouted:4961@4 idle:3314@1 stale:141@73
unrouted   /stop        unrouted:7918@1
unrouted   compress     unrouted:8774@1
unrouted   turn-end     unrouted:354@2
unrouted   agent-close  unrouted:7844@1
unrouted   row-ended    unrouted:5960@1
unrouted   route-lost   unrouted:6994@1
unrouted   background   unrouted:10178@1
unrouted   held         queued:2080@7
unrouted   shutdown     unrouted:2288@5
unrouted   exit         down:164722@3
unrouted   kill         down:234285@1
unrouted   disk-fault   unrouted:1676@5
unrouted   mark-resume  unrouted:5520@1
unrouted   suspend      unrouted:8051@3
idle       message      idle:4545@1 busy:21031@1
idle       internal     idle:1452@4 busy:8122@2
idle       /new         idle:9150@1
idle       /resume      idle:7520@1 stale:50@2
idle       /stop        idle:5965@1
idle       compress     idle:7599@1
idle       turn-end     idle:6564@1
idle       agent-close  idle:5611@1 stale:1581@6
idle       row-ended    idle:170@4 stale:4651@1
idle       route-lost   unrouted:2902@1 idle:2443@1
idle       background   idle:7683@1
idle       held         queued:992@7
idle       shutdown     idle:1521@9
idle       tick         unrouted:5401@3 finalized:32054@1
idle       exit         down:19816@3
idle       kill         down:27246@1
idle       boot         marked:3053@3 suspended:63@154
idle       disk-fault   idle:3145@1
idle       tui          idle:4459@6
idle       mark-resume  marked:3411@1
idle       suspend      suspended:5671@3
busy       message      busy:19747@1
busy       internal     busy:12251@2
busy       /new         idle:6023@1 busy:818@4
busy       /resume      idle:3793@1 busy:2820@2 stale:42@133
busy       /stop        unrouted:235@1 idle:4475@2 busy:1006@3 marked:534@3 suspended:431@3 stale:468@1
busy       compress     busy:7388@1
busy       turn-end     unrouted:621@2 idle:61455@1 busy:12409@2 marked:6409@3 suspended:1593@5 finalized:5@252 stale:2159@1
busy       agent-close  busy:5934@1
busy       row-ended    busy:5469@1
busy       route-lost   busy:5958@1
busy       background   busy:9809@1
busy       held         queued:6442@1
busy       shutdown     busy:2302@3
busy       tick         unrouted:307@9 marked:9547@3 suspended:515@5
busy       kill         down:20007@1
busy       disk-fault   busy:4351@2
busy       tui          busy:912@23
busy       mark-resume  busy:5522@3
busy       suspend      busy:8151@3
queued     message      queued:155@10
queued     internal     queued:128@14
queued     /new         queued:28@17
queued     /resume      queued:42@120
queued     /stop        queued:95@11
queued     compress     queued:83@70
queued     turn-end     queued:443@10
queued     agent-close  queued:1029@7
queued     row-ended    queued:1002@2
queued     route-lost   queued:1071@2
queued     background   queued:1813@1
queued     held         queued:12560@1
queued     released     unrouted:357@16 idle:2316@1 busy:3619@2 marked:385@3 suspended:123@13 finalized:97@7 stale:65@16
queued     exit         down:903@7
queued     kill         down:3467@2
queued     disk-fault   queued:578@10
queued     tui          queued:56@75
queued     mark-resume  queued:1037@3
queued     suspend      queued:1413@3
marked     message      busy:7489@1 marked:4827@1
marked     internal     busy:3657@3 marked:2286@3
marked     /new         idle:952@1 marked:994@7
marked     /resume      idle:580@1 marked:1410@1 stale:9@594
marked     /stop        marked:3285@1
marked     compress     marked:3241@1
marked     turn-end     marked:429@1
marked     agent-close  marked:1576@1
marked     row-ended    marked:1421@1
marked     route-lost   unrouted:873@7 marked:742@1
marked     background   marked:3944@1
marked     held         queued:661@20
marked     shutdown     marked:1047@3
marked     tick         unrouted:1296@3
marked     exit         down:29652@3
marked     kill         down:18491@1
marked     boot         busy:7361@2
marked     adapter-up   busy:5@14
marked     disk-fault   marked:1898@1
marked     tui          marked:114@63
marked     mark-resume  marked:3131@1
marked     suspend      marked:3265@3
suspended  message      busy:4389@3 suspended:2461@3
suspended  internal     busy:2530@3 suspended:1095@5
suspended  /new         idle:1387@7 suspended:628@22
suspended  /resume      idle:877@22 suspended:1214@9 stale:10@334
suspended  /stop        suspended:2233@3
suspended  compress     suspended:2211@3
suspended  turn-end     suspended:532@13
suspended  agent-close  suspended:1438@7
suspended  row-ended    suspended:1457@9
suspended  route-lost   unrouted:884@9 suspended:766@8
suspended  background   suspended:2851@3
suspended  held         queued:498@7
suspended  shutdown     suspended:528@5
suspended  exit         down:9396@3
suspended  kill         down:8291@3
suspended  disk-fault   suspended:1187@3
suspended  tui          suspended:6@268
suspended  mark-resume  suspended:1587@3
suspended  suspend      suspended:3142@3
finalized  message      busy:11147@2 finalized:1985@1
finalized  internal     busy:2445@5 finalized:652@5
finalized  /new         idle:2535@2 finalized:486@4
finalized  /resume      idle:921@1 finalized:1148@1 stale:11@144
finalized  /stop        finalized:2001@4
finalized  compress     finalized:3057@1
finalized  turn-end     finalized:156@17
finalized  agent-close  finalized:3682@1
finalized  row-ended    finalized:1376@1
finalized  route-lost   unrouted:854@1 finalized:707@4
finalized  background   finalized:2634@4
finalized  held         queued:610@7
finalized  shutdown     finalized:485@31
finalized  tick         unrouted:3314@20
finalized  exit         down:14885@4
finalized  kill         down:20428@1
finalized  boot         marked:8@515
finalized  disk-fault   finalized:1161@7
finalized  tui          finalized:1476@6
finalized  mark-resume  marked:1182@1
finalized  suspend      suspended:1932@5
stale      message      busy:2374@1 stale:612@1
stale      internal     busy:706@2 stale:203@16
stale      /new         idle:836@1 stale:285@4
stale      /resume      idle:447@1 stale:538@4
stale      /stop        stale:651@1
stale      compress     stale:762@1
stale      turn-end     stale:460@2
stale      agent-close  stale:981@6
stale      row-ended    stale:892@1
stale      route-lost   unrouted:410@1 stale:344@1
stale      background   stale:939@1
stale      held         queued:49@76
stale      shutdown     stale:100@47
stale      tick         unrouted:198@28 finalized:1149@1
stale      exit         down:1092@4
stale      kill         down:1323@1
stale      boot         marked:86@89 suspended:1@810
stale      disk-fault   stale:286@1
stale      tui          idle:55@335 stale:127@29
stale      mark-resume  marked:309@1
stale      suspend      suspended:606@8
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
