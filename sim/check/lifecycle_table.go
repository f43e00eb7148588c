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
down       boot         unrouted:425962@1 idle:51214@1 busy:13473@1 marked:45577@1 suspended:17588@3 finalized:33215@1 stale:451@1
unrouted   message      unrouted:8898@1 busy:28180@1
unrouted   internal     unrouted:3777@3 busy:9241@2
unrouted   /new         unrouted:2768@4 idle:5936@1
unrouted   /resume      unrouted:4990@2 idle:3514@1 stale:153@1
unrouted   /stop        unrouted:8266@1
unrouted   compress     unrouted:9032@1
unrouted   turn-end     unrouted:375@1
unrouted   agent-close  unrouted:8213@1
unrouted   row-ended    unrouted:6285@1
unrouted   route-lost   unrouted:7386@1
unrouted   background   unrouted:10617@1
unrouted   held         queued:2336@5
unrouted   shutdown     unrouted:2368@3
unrouted   exit         down:154498@3
unrouted   kill         down:238683@1
unrouted   disk-fault   unrouted:1679@3
unrouted   mark-resume  unrouted:5671@1
unrouted   suspend      unrouted:8558@3
idle       message      idle:4440@1 busy:21094@1
idle       internal     idle:1346@14 busy:8293@2
idle       /new         idle:9029@1
idle       /resume      idle:7565@1 stale:41@34
idle       /stop        idle:6424@1
idle       compress     idle:7914@1
idle       turn-end     idle:6743@1
idle       agent-close  idle:5899@1 stale:1664@1
idle       row-ended    idle:157@20 stale:4993@1
idle       route-lost   unrouted:3137@1 idle:2493@1
idle       background   idle:8192@1
idle       held         queued:1040@7
idle       shutdown     idle:1530@9
idle       tick         unrouted:5419@3 finalized:31995@1
idle       exit         down:18743@4
idle       kill         down:28720@1
idle       boot         marked:3068@1 suspended:50@146
idle       disk-fault   idle:3428@1
idle       tui          idle:4550@6
idle       mark-resume  marked:3545@1
idle       suspend      suspended:6052@3
busy       message      busy:19754@1
busy       internal     busy:12980@2
busy       /new         idle:6201@1 busy:782@4
busy       /resume      idle:4041@1 busy:2803@1 stale:35@133
busy       /stop        unrouted:267@2 idle:4759@1 busy:1037@3 marked:597@3 suspended:472@3 stale:457@14
busy       compress     busy:7664@1
busy       turn-end     unrouted:647@4 idle:61539@1 busy:12764@2 marked:6392@3 suspended:1611@3 finalized:6@86 stale:2221@1
busy       agent-close  busy:6268@1
busy       row-ended    busy:5589@1
busy       route-lost   busy:6246@1
busy       background   busy:10299@1
busy       held         queued:6545@1
busy       shutdown     busy:2399@3
busy       tick         unrouted:282@9 marked:9380@3 suspended:527@3
busy       kill         down:20416@1
busy       disk-fault   busy:4578@1
busy       tui          busy:946@16
busy       mark-resume  busy:5565@1
busy       suspend      busy:8436@3
queued     message      queued:141@14
queued     internal     queued:102@18
queued     /new         queued:27@715
queued     /resume      queued:32@16
queued     /stop        queued:72@14
queued     compress     queued:61@3
queued     turn-end     queued:411@3
queued     agent-close  queued:1080@7
queued     row-ended    queued:1110@2
queued     route-lost   queued:1175@8
queued     background   queued:1935@3
queued     held         queued:12260@2
queued     released     unrouted:398@5 idle:2301@1 busy:3900@2 marked:403@11 suspended:155@44 finalized:116@40 stale:95@68
queued     exit         down:731@3
queued     kill         down:3684@1
queued     disk-fault   queued:562@18
queued     tui          queued:54@352
queued     mark-resume  queued:1129@3
queued     suspend      queued:1468@3
marked     message      busy:7444@1 marked:4929@5
marked     internal     busy:3762@3 marked:2462@5
marked     /new         idle:1030@1 marked:964@7
marked     /resume      idle:578@1 marked:1419@1 stale:14@33
marked     /stop        marked:3474@1
marked     compress     marked:3519@3
marked     turn-end     marked:464@1
marked     agent-close  marked:1587@9
marked     row-ended    marked:1554@9
marked     route-lost   unrouted:881@1 marked:796@1
marked     background   marked:4157@1
marked     held         queued:661@9
marked     shutdown     marked:1097@20
marked     tick         unrouted:1287@3
marked     exit         down:29021@3
marked     kill         down:18631@1
marked     boot         busy:7277@1
marked     adapter-up   busy:6@111
marked     disk-fault   marked:2015@5
marked     tui          marked:101@168
marked     mark-resume  marked:3488@3
marked     suspend      marked:3451@3
suspended  message      busy:4399@3 suspended:2416@3
suspended  internal     busy:2623@3 suspended:1035@5
suspended  /new         idle:1459@7 suspended:648@17
suspended  /resume      idle:1004@7 suspended:1181@17 stale:5@318
suspended  /stop        suspended:2479@3
suspended  compress     suspended:2462@3
suspended  turn-end     suspended:598@17
suspended  agent-close  suspended:1551@7
suspended  row-ended    suspended:1567@9
suspended  route-lost   unrouted:972@9 suspended:814@7
suspended  background   suspended:3089@3
suspended  held         queued:568@7
suspended  shutdown     suspended:543@20
suspended  exit         down:9262@3
suspended  kill         down:8735@3
suspended  disk-fault   suspended:1245@5
suspended  tui          suspended:6@63
suspended  mark-resume  suspended:1693@3
suspended  suspend      suspended:3420@3
finalized  message      busy:10877@2 finalized:1813@1
finalized  internal     busy:2482@5 finalized:586@4
finalized  /new         idle:2462@1 finalized:369@4
finalized  /resume      idle:942@2 finalized:1097@4 stale:12@360
finalized  /stop        finalized:1992@4
finalized  compress     finalized:3100@1
finalized  turn-end     finalized:171@47
finalized  agent-close  finalized:3845@1
finalized  row-ended    finalized:1448@1
finalized  route-lost   unrouted:877@1 finalized:700@1
finalized  background   finalized:2608@1
finalized  held         queued:577@7
finalized  shutdown     finalized:494@5
finalized  tick         unrouted:3428@20
finalized  exit         down:13730@4
finalized  kill         down:20726@5
finalized  boot         marked:6@196
finalized  disk-fault   finalized:1145@1
finalized  tui          finalized:1527@6
finalized  mark-resume  marked:1246@1
finalized  suspend      suspended:1959@5
stale      message      busy:2544@1 stale:695@1
stale      internal     busy:803@4 stale:180@4
stale      /new         idle:878@1 stale:315@4
stale      /resume      idle:503@1 stale:504@1
stale      /stop        stale:689@1
stale      compress     stale:866@1
stale      turn-end     stale:504@1
stale      agent-close  stale:1125@1
stale      row-ended    stale:906@1
stale      route-lost   unrouted:416@1 stale:378@1
stale      background   stale:942@1
stale      held         queued:56@57
stale      shutdown     stale:89@31
stale      tick         unrouted:217@22 finalized:1244@1
stale      exit         down:1015@4
stale      kill         down:1415@1
stale      boot         marked:57@160
stale      disk-fault   stale:281@1
stale      tui          idle:58@217 stale:147@29
stale      mark-resume  marked:322@1
stale      suspend      suspended:613@17
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
