package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each as state:count@seed, how
// often seeds 1..3000 of the exploration job (TableSteps ops each) took it and the first of them
// that did. The count is the table's evidence and says how rare a transition is: a run of seeds
// 1..500 meets about a sixth of it, so the few counted in the tens or less it may miss; the
// exploration job then runs their seeds after its range (-rare), and the report names any
// transition still missed and why. A transition a run takes that is not here is reported too:
// with no bug flag on it means the table is incomplete (TestSeeds fails), with one on it is the
// bug's own doing.
//
// Remake it (after a change to the generator, the swarms or the gateway's lifecycle) with
// go run ./cmd/explore -seeds 3000 -coverage FILE: FILE ends with these lines.
const laneTable = `
down       boot         unrouted:413082@1 idle:74396@2 marked:86496@2 suspended:302@60 finalized:52724@3 stale:92@2
unrouted   message      unrouted:1659@5 busy:32931@1
unrouted   internal     unrouted:135@18 busy:1627@8
unrouted   /new         unrouted:164@2 idle:3290@1
unrouted   /resume      unrouted:1101@2 idle:1575@16 stale:30@7
unrouted   /stop        unrouted:1146@14
unrouted   compress     unrouted:2134@1
unrouted   turn-end     unrouted:465@37
unrouted   agent-close  unrouted:4459@6
unrouted   row-ended    unrouted:1732@2
unrouted   route-lost   unrouted:2252@8
unrouted   background   unrouted:4041@1
unrouted   held         queued:1200@2
unrouted   exit         down:159837@2
unrouted   kill         down:229956@2
unrouted   disk-fault   unrouted:332@20
idle       message      idle:3286@4 busy:63058@1
idle       internal     idle:270@4 busy:6022@2
idle       /new         idle:10448@2
idle       /resume      idle:8429@1 stale:28@518
idle       /stop        idle:3125@1
idle       compress     idle:5575@1
idle       turn-end     idle:38364@1
idle       agent-close  idle:4020@4 stale:2182@4
idle       row-ended    idle:61@17 stale:3156@2
idle       route-lost   unrouted:1741@4 idle:951@7
idle       background   idle:8666@1
idle       held         queued:1514@2
idle       tick         unrouted:8179@14 finalized:54079@1
idle       exit         down:27676@2
idle       kill         down:33207@2
idle       boot         marked:9874@2 suspended:205@60
idle       disk-fault   idle:1093@7
busy       message      busy:62413@1
busy       internal     busy:5826@2
busy       /new         idle:8867@2 busy:210@4
busy       /resume      idle:6014@1 busy:2815@2 stale:46@80
busy       /stop        unrouted:17@160 idle:2779@4 busy:156@4 marked:57@57 finalized:1@322 stale:103@57
busy       compress     busy:3565@2
busy       turn-end     unrouted:519@7 idle:115263@1 busy:30722@1 marked:9068@3 finalized:3@307 stale:2649@2
busy       agent-close  busy:4893@4
busy       row-ended    busy:3813@2
busy       route-lost   busy:3287@4
busy       background   busy:8261@1
busy       held         queued:4444@2
busy       tick         unrouted:32@229 marked:14020@2
busy       kill         down:25808@2
busy       disk-fault   busy:1325@2
queued     message      queued:637@2
queued     internal     queued:54@237
queued     /new         queued:75@20
queued     /resume      queued:54@34
queued     /stop        queued:33@34
queued     compress     queued:23@217
queued     turn-end     queued:617@14
queued     agent-close  queued:495@20
queued     row-ended    queued:389@2
queued     route-lost   queued:446@2
queued     background   queued:861@14
queued     held         queued:8977@2
queued     released     unrouted:72@16 idle:897@2 busy:3915@2 marked:47@37 finalized:45@73 stale:14@286
queued     exit         down:1075@2
queued     kill         down:2509@5
queued     disk-fault   queued:109@130
marked     message      busy:15193@3 marked:3975@3
marked     internal     busy:530@7 marked:294@3
marked     /new         idle:249@28 marked:262@16
marked     /resume      idle:122@17 marked:336@17 stale:1@1086
marked     /stop        marked:628@3
marked     compress     marked:579@3
marked     turn-end     marked:121@66
marked     agent-close  marked:441@16
marked     row-ended    marked:251@17
marked     route-lost   unrouted:122@17 marked:106@37
marked     background   marked:994@3
marked     held         queued:505@5
marked     tick         unrouted:1517@14
marked     exit         down:40014@2
marked     kill         down:33140@2
marked     boot         busy:28156@2
marked     adapter-up   busy:29@120
marked     disk-fault   marked:463@7
suspended  message      busy:196@60 suspended:19@213
suspended  internal     busy:6@940 suspended:1@1278
suspended  /stop        suspended:11@135
suspended  compress     suspended:4@135
suspended  background   suspended:6@1553
suspended  held         queued:2@1746
suspended  exit         down:208@60
suspended  kill         down:96@132
suspended  disk-fault   suspended:4@747
finalized  message      busy:31136@1 finalized:1460@4
finalized  internal     busy:2425@4 finalized:122@4
finalized  /new         idle:4373@1 finalized:159@4
finalized  /resume      idle:2052@1 finalized:1383@1 stale:12@7
finalized  /stop        finalized:1405@7
finalized  compress     finalized:2965@1
finalized  turn-end     finalized:1391@13
finalized  agent-close  finalized:4032@6
finalized  row-ended    finalized:1425@1
finalized  route-lost   unrouted:935@7 finalized:481@1
finalized  background   finalized:4466@1
finalized  held         queued:857@21
finalized  tick         unrouted:5413@14
finalized  exit         down:22610@3
finalized  kill         down:30638@3
finalized  boot         marked:2@524 suspended:1@161
finalized  disk-fault   finalized:648@5
stale      message      busy:4278@2 stale:144@17
stale      internal     busy:188@7 stale:13@4
stale      /new         idle:864@2 stale:52@2
stale      /resume      idle:572@2 stale:323@2
stale      /stop        stale:135@2
stale      compress     stale:275@2
stale      turn-end     stale:1408@4
stale      agent-close  stale:692@8
stale      row-ended    stale:331@2
stale      route-lost   unrouted:114@2 stale:80@8
stale      background   stale:378@2
stale      held         queued:52@17
stale      tick         unrouted:201@14 finalized:1115@7
stale      exit         down:322@2
stale      kill         down:526@8
stale      boot         marked:14@37
stale      disk-fault   stale:88@7
stale      tui          idle:67@82
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
