package check

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each as state:count@seed, how
// often seeds 1..3000 of the exploration job (TableSteps ops each) took it and the first of them
// that did (remade after the runs began tuning the gateway's knobs). The count is the table's evidence and says how rare a transition is: the few counted
// in single digits a shorter run may miss; the exploration job then runs their seeds after its
// range (-rare), and the report names any transition still missed and why. A transition a run takes that is not here is reported too:
// with no bug flag on it means the table is incomplete (TestSeeds fails), with one on it is the
// bug's own doing.
//
// Remake it (after a change to the generator, the swarms or the gateway's lifecycle) with
// go run ./cmd/explore -seeds 3000 -coverage FILE: FILE ends with these lines.
const laneTable = `
down       boot         unrouted:414510@1 idle:73782@1 marked:93475@1 suspended:3909@3 finalized:52561@1 stale:125@14
unrouted   message      unrouted:3635@4 busy:32006@1
unrouted   internal     unrouted:199@4 busy:1682@3
unrouted   /new         unrouted:181@26 idle:3254@4
unrouted   /resume      unrouted:1112@1 idle:1447@1 stale:34@73
unrouted   /stop        unrouted:1242@7
unrouted   compress     unrouted:2205@1
unrouted   turn-end     unrouted:117@16
unrouted   agent-close  unrouted:4269@1
unrouted   row-ended    unrouted:1767@1
unrouted   route-lost   unrouted:1832@1
unrouted   background   unrouted:4025@1
unrouted   held         queued:1116@14
unrouted   shutdown     unrouted:511@20
unrouted   exit         down:163593@3
unrouted   kill         down:227736@1
unrouted   disk-fault   unrouted:258@17
unrouted   mark-resume  unrouted:1128@1
unrouted   suspend      unrouted:1168@8
idle       message      idle:7860@3 busy:57836@1
idle       internal     idle:326@4 busy:5667@2
idle       /new         idle:10422@1
idle       /resume      idle:8548@1 stale:28@102
idle       /stop        idle:3012@2
idle       compress     idle:5502@1
idle       turn-end     idle:10371@1
idle       agent-close  idle:4001@1 stale:1908@1
idle       row-ended    idle:40@34 stale:2984@1
idle       route-lost   unrouted:1570@7 idle:841@4
idle       background   idle:8292@1
idle       held         queued:1511@5
idle       shutdown     idle:974@18
idle       tick         unrouted:7820@3 finalized:51060@1
idle       exit         down:29105@3
idle       kill         down:30603@1
idle       boot         marked:9955@1 suspended:352@3
idle       disk-fault   idle:1050@17
idle       mark-resume  marked:663@3
idle       suspend      suspended:1026@8
busy       message      busy:61109@1
busy       internal     busy:6193@2
busy       /new         idle:8716@1 busy:252@4
busy       /resume      idle:5747@1 busy:2770@1 stale:62@2
busy       /stop        unrouted:36@14 idle:2511@1 busy:176@3 marked:72@43 suspended:23@19 stale:110@7
busy       compress     busy:3650@1
busy       turn-end     unrouted:326@4 idle:107889@1 busy:47349@1 marked:9822@3 suspended:284@3 finalized:4@373 stale:1824@1
busy       agent-close  busy:4458@4
busy       row-ended    busy:3785@1
busy       route-lost   busy:3071@4
busy       background   busy:8093@1
busy       held         queued:4489@1
busy       shutdown     busy:800@3
busy       tick         unrouted:30@79 marked:14330@3 suspended:32@18
busy       kill         down:25482@1
busy       disk-fault   busy:1143@1
busy       mark-resume  busy:708@3
busy       suspend      busy:1203@3
queued     message      queued:564@33
queued     internal     queued:36@63
queued     /new         queued:56@331
queued     /resume      queued:48@75
queued     /stop        queued:31@174
queued     compress     queued:34@75
queued     turn-end     queued:590@7
queued     agent-close  queued:474@14
queued     row-ended    queued:427@16
queued     route-lost   queued:407@8
queued     background   queued:732@1
queued     held         queued:9292@1
queued     released     unrouted:65@14 idle:990@7 busy:3792@1 marked:70@82 suspended:8@641 finalized:65@104 stale:15@412
queued     exit         down:1071@5
queued     kill         down:2519@1
queued     disk-fault   queued:136@1
queued     mark-resume  queued:92@1
queued     suspend      queued:143@8
marked     message      busy:16033@3 marked:5558@3
marked     internal     busy:576@14 marked:317@58
marked     /new         idle:319@7 marked:258@66
marked     /resume      idle:157@9 marked:402@17 stale:2@1046
marked     /stop        marked:813@10
marked     compress     marked:623@3
marked     turn-end     marked:49@9
marked     agent-close  marked:513@7
marked     row-ended    marked:362@9
marked     route-lost   unrouted:168@7 marked:124@9
marked     background   marked:1294@3
marked     held         queued:556@10
marked     shutdown     marked:643@5
marked     tick         unrouted:1754@3
marked     exit         down:46248@3
marked     kill         down:35039@3
marked     boot         busy:27938@1
marked     adapter-up   busy:33@21
marked     disk-fault   marked:519@3
marked     mark-resume  marked:788@3
marked     suspend      marked:556@3
suspended  message      busy:1629@3 suspended:412@3
suspended  internal     busy:139@7 suspended:17@47
suspended  /new         idle:213@7 suspended:12@387
suspended  /resume      idle:129@22 suspended:97@20 stale:2@638
suspended  /stop        suspended:83@89
suspended  compress     suspended:96@116
suspended  turn-end     suspended:73@56
suspended  agent-close  suspended:205@7
suspended  row-ended    suspended:161@9
suspended  route-lost   unrouted:107@112 suspended:70@9
suspended  background   suspended:348@9
suspended  held         queued:81@47
suspended  shutdown     suspended:46@113
suspended  exit         down:1663@3
suspended  kill         down:2200@9
suspended  disk-fault   suspended:118@22
suspended  mark-resume  suspended:97@71
suspended  suspend      suspended:183@9
finalized  message      busy:28454@1 finalized:4123@5
finalized  internal     busy:2405@2 finalized:177@46
finalized  /new         idle:4045@4 finalized:187@7
finalized  /resume      idle:2111@7 finalized:1473@4 stale:14@41
finalized  /stop        finalized:1559@7
finalized  compress     finalized:2864@4
finalized  turn-end     finalized:242@30
finalized  agent-close  finalized:3696@1
finalized  row-ended    finalized:1281@4
finalized  route-lost   unrouted:678@1 finalized:328@7
finalized  background   finalized:4169@1
finalized  held         queued:802@7
finalized  shutdown     finalized:561@47
finalized  tick         unrouted:5196@20
finalized  exit         down:23989@4
finalized  kill         down:28856@1
finalized  boot         marked:1@815
finalized  disk-fault   finalized:483@7
finalized  mark-resume  marked:367@11
finalized  suspend      suspended:480@7
stale      message      busy:3438@1 stale:411@1
stale      internal     busy:161@14 stale:12@142
stale      /new         idle:807@1 stale:33@103
stale      /resume      idle:521@2 stale:302@1
stale      /stop        stale:91@14
stale      compress     stale:227@9
stale      turn-end     stale:321@4
stale      agent-close  stale:606@9
stale      row-ended    stale:317@17
stale      route-lost   unrouted:93@16 stale:51@56
stale      background   stale:275@14
stale      held         queued:40@63
stale      shutdown     stale:22@119
stale      tick         unrouted:159@77 finalized:923@1
stale      exit         down:287@4
stale      kill         down:501@14
stale      boot         marked:34@237
stale      disk-fault   stale:55@30
stale      tui          idle:61@222
stale      mark-resume  marked:34@9
stale      suspend      suspended:49@9
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
