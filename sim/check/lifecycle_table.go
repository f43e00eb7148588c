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
down       boot         unrouted:444030@1 idle:51461@1 busy:13228@1 marked:42982@1 suspended:14313@3 finalized:29723@1 stale:459@4
unrouted   message      unrouted:8489@1 busy:28197@1
unrouted   internal     unrouted:3415@3 busy:8717@2
unrouted   /new         unrouted:2708@4 idle:5544@1
unrouted   /resume      unrouted:4802@4 idle:3334@1 stale:141@20
unrouted   /stop        unrouted:7447@1
unrouted   compress     unrouted:8193@1
unrouted   turn-end     unrouted:371@2
unrouted   agent-close  unrouted:7688@1
unrouted   row-ended    unrouted:5661@1
unrouted   route-lost   unrouted:6737@1
unrouted   background   unrouted:9670@1
unrouted   held         queued:1949@5
unrouted   shutdown     unrouted:2156@3
unrouted   exit         down:167016@3
unrouted   kill         down:245160@1
unrouted   disk-fault   unrouted:1458@3
unrouted   mark-resume  unrouted:5291@1
unrouted   suspend      unrouted:7786@3
idle       message      idle:4575@1 busy:21436@1
idle       internal     idle:1465@3 busy:8250@2
idle       /new         idle:9183@1
idle       /resume      idle:7814@1 stale:41@2
idle       /stop        idle:6063@1
idle       compress     idle:7768@1
idle       turn-end     idle:6826@1
idle       agent-close  idle:5695@1 stale:1543@1
idle       row-ended    idle:188@1 stale:4837@1
idle       route-lost   unrouted:3063@1 idle:2496@1
idle       background   idle:7866@1
idle       held         queued:974@10
idle       shutdown     idle:1535@3
idle       tick         unrouted:5292@3 finalized:32141@1
idle       exit         down:19308@4
idle       kill         down:28103@1
idle       boot         marked:3071@2 suspended:58@10
idle       disk-fault   idle:3212@1
idle       tui          idle:4469@6
idle       mark-resume  marked:3428@1
idle       suspend      suspended:5727@3
busy       message      busy:20249@1
busy       internal     busy:12694@2
busy       /new         idle:6269@1 busy:824@4
busy       /resume      idle:3962@1 busy:2753@1 stale:61@2
busy       /stop        unrouted:259@16 idle:4647@1 busy:1043@3 marked:579@10 suspended:460@8 finalized:1@3000 stale:489@13
busy       compress     busy:7615@1
busy       turn-end     unrouted:622@2 idle:61215@1 busy:12770@1 marked:6500@1 suspended:1655@5 finalized:3@1318 stale:2170@4
busy       agent-close  busy:6190@1
busy       row-ended    busy:5791@1
busy       route-lost   busy:6160@1
busy       background   busy:10241@1
busy       held         queued:7043@1
busy       shutdown     busy:2462@3
busy       tick         unrouted:340@7 marked:9261@3 suspended:585@20
busy       kill         down:20517@1
busy       disk-fault   busy:4637@1
busy       tui          busy:907@23
busy       mark-resume  busy:5666@1
busy       suspend      busy:8401@3
queued     message      queued:180@5
queued     internal     queued:155@22
queued     /new         queued:24@49
queued     /resume      queued:39@208
queued     /stop        queued:91@21
queued     compress     queued:101@5
queued     turn-end     queued:461@10
queued     agent-close  queued:1050@1
queued     row-ended    queued:1067@1
queued     route-lost   queued:1133@1
queued     background   queued:1874@1
queued     held         queued:13094@1
queued     released     unrouted:318@5 idle:2354@1 busy:3947@2 marked:380@5 suspended:141@41 finalized:87@7 stale:90@1
queued     exit         down:758@3
queued     kill         down:3539@3
queued     disk-fault   queued:644@2
queued     tui          queued:52@63
queued     mark-resume  queued:1075@1
queued     suspend      queued:1588@9
marked     message      busy:7432@1 marked:5039@1
marked     internal     busy:3885@3 marked:2377@3
marked     /new         idle:1023@1 marked:947@4
marked     /resume      idle:639@1 marked:1435@9 stale:11@27
marked     /stop        marked:3437@1
marked     compress     marked:3346@1
marked     turn-end     marked:454@10
marked     agent-close  marked:1612@1
marked     row-ended    marked:1429@1
marked     route-lost   unrouted:898@1 marked:741@27
marked     background   marked:4092@1
marked     held         queued:569@5
marked     shutdown     marked:1051@3
marked     tick         unrouted:1255@3
marked     exit         down:27126@3
marked     kill         down:17594@1
marked     boot         busy:7395@1
marked     adapter-up   busy:9@55
marked     disk-fault   marked:1944@1
marked     tui          marked:110@168
marked     mark-resume  marked:3356@3
marked     suspend      marked:3391@3
suspended  message      busy:4435@3 suspended:2451@5
suspended  internal     busy:2751@3 suspended:1072@5
suspended  /new         idle:1501@7 suspended:649@30
suspended  /resume      idle:954@27 suspended:1298@7 stale:23@41
suspended  /stop        suspended:2534@3
suspended  compress     suspended:2460@7
suspended  turn-end     suspended:586@13
suspended  agent-close  suspended:1549@8
suspended  row-ended    suspended:1519@17
suspended  route-lost   unrouted:927@17 suspended:810@7
suspended  background   suspended:3083@3
suspended  held         queued:453@7
suspended  shutdown     suspended:570@20
suspended  exit         down:7381@5
suspended  kill         down:7123@3
suspended  disk-fault   suspended:1291@3
suspended  tui          suspended:19@199
suspended  mark-resume  suspended:1632@18
suspended  suspend      suspended:3435@5
finalized  message      busy:11102@2 finalized:1711@1
finalized  internal     busy:2681@4 finalized:586@7
finalized  /new         idle:2463@1 finalized:385@7
finalized  /resume      idle:1001@2 finalized:1096@4 stale:12@167
finalized  /stop        finalized:2039@1
finalized  compress     finalized:3102@1
finalized  turn-end     finalized:168@107
finalized  agent-close  finalized:3654@1
finalized  row-ended    finalized:1405@1
finalized  route-lost   unrouted:800@4 finalized:662@7
finalized  background   finalized:2504@1
finalized  held         queued:592@5
finalized  shutdown     finalized:512@20
finalized  tick         unrouted:3253@20
finalized  exit         down:11878@4
finalized  kill         down:18889@1
finalized  boot         marked:12@547
finalized  disk-fault   finalized:1190@5
finalized  tui          finalized:1472@6
finalized  mark-resume  marked:1225@9
finalized  suspend      suspended:1968@5
stale      message      busy:2454@1 stale:645@1
stale      internal     busy:719@2 stale:215@4
stale      /new         idle:893@1 stale:279@4
stale      /resume      idle:547@1 stale:591@2
stale      /stop        stale:719@1
stale      compress     stale:793@1
stale      turn-end     stale:498@1
stale      agent-close  stale:1059@4
stale      row-ended    stale:910@1
stale      route-lost   unrouted:452@1 stale:365@16
stale      background   stale:978@1
stale      held         queued:34@16
stale      shutdown     stale:120@31
stale      tick         unrouted:199@20 finalized:1152@4
stale      exit         down:1057@4
stale      kill         down:1277@1
stale      boot         marked:82@4 suspended:1@2152
stale      disk-fault   stale:321@1
stale      tui          idle:54@335 stale:128@29
stale      mark-resume  marked:316@1
stale      suspend      suspended:640@17
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
