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
down       boot         unrouted:414818@1 idle:65946@1 busy:24219@1 marked:76998@1 suspended:4243@3 finalized:52824@1 stale:124@14
unrouted   message      unrouted:3624@4 busy:31973@1
unrouted   internal     unrouted:201@4 busy:1693@3
unrouted   /new         unrouted:181@26 idle:3308@4
unrouted   /resume      unrouted:1100@1 idle:1455@1 stale:33@73
unrouted   /stop        unrouted:1242@7
unrouted   compress     unrouted:2170@1
unrouted   turn-end     unrouted:117@16
unrouted   agent-close  unrouted:4259@1
unrouted   row-ended    unrouted:1764@1
unrouted   route-lost   unrouted:1837@1
unrouted   background   unrouted:4013@1
unrouted   held         queued:1091@14
unrouted   shutdown     unrouted:507@20
unrouted   exit         down:163750@3
unrouted   kill         down:227884@1
unrouted   disk-fault   unrouted:256@44
unrouted   mark-resume  unrouted:1136@1
unrouted   suspend      unrouted:1174@8
idle       message      idle:7858@3 busy:57854@1
idle       internal     idle:332@4 busy:5689@2
idle       /new         idle:10376@1
idle       /resume      idle:8525@1 stale:28@102
idle       /stop        idle:3012@2
idle       compress     idle:5465@1
idle       turn-end     idle:10405@1
idle       agent-close  idle:4114@1 stale:1873@1
idle       row-ended    idle:40@17 stale:2991@1
idle       route-lost   unrouted:1574@7 idle:838@4
idle       background   idle:8302@1
idle       held         queued:1517@5
idle       shutdown     idle:974@18
idle       tick         unrouted:7841@3 finalized:51074@1
idle       exit         down:29207@3
idle       kill         down:30814@1
idle       boot         marked:2133@7 suspended:38@146
idle       disk-fault   idle:1051@17
idle       mark-resume  marked:669@3
idle       suspend      suspended:1026@8
busy       message      busy:60995@1
busy       internal     busy:6172@2
busy       /new         idle:8717@1 busy:254@4
busy       /resume      idle:5786@1 busy:2755@1 stale:59@2
busy       /stop        unrouted:35@14 idle:2503@1 busy:180@3 marked:69@43 suspended:25@19 stale:113@7
busy       compress     busy:3619@1
busy       turn-end     unrouted:326@4 idle:107834@1 busy:47275@1 marked:9839@3 suspended:284@3 finalized:4@373 stale:1852@1
busy       agent-close  busy:4510@4
busy       row-ended    busy:3778@1
busy       route-lost   busy:3068@4
busy       background   busy:8055@1
busy       held         queued:4465@1
busy       shutdown     busy:810@3
busy       tick         unrouted:29@79 marked:14334@3 suspended:31@18
busy       kill         down:25447@1
busy       disk-fault   busy:1156@1
busy       mark-resume  busy:720@3
busy       suspend      busy:1200@3
queued     message      queued:579@33
queued     internal     queued:37@63
queued     /new         queued:58@331
queued     /resume      queued:47@198
queued     /stop        queued:29@174
queued     compress     queued:34@144
queued     turn-end     queued:581@7
queued     agent-close  queued:466@14
queued     row-ended    queued:429@16
queued     route-lost   queued:404@8
queued     background   queued:726@1
queued     held         queued:9285@1
queued     released     unrouted:55@14 idle:1004@7 busy:3755@1 marked:71@82 suspended:7@641 finalized:72@40 stale:16@412
queued     exit         down:1089@5
queued     kill         down:2474@1
queued     disk-fault   queued:135@1
queued     mark-resume  queued:88@1
queued     suspend      queued:147@8
marked     message      busy:16025@3 marked:5618@3
marked     internal     busy:566@14 marked:320@47
marked     /new         idle:314@7 marked:268@47
marked     /resume      idle:156@9 marked:395@43 stale:2@1046
marked     /stop        marked:813@10
marked     compress     marked:612@3
marked     turn-end     marked:48@9
marked     agent-close  marked:543@7
marked     row-ended    marked:361@33
marked     route-lost   unrouted:162@7 marked:128@9
marked     background   marked:1285@3
marked     held         queued:553@10
marked     shutdown     marked:648@5
marked     tick         unrouted:1760@3
marked     exit         down:46232@3
marked     kill         down:35048@3
marked     boot         busy:3693@1
marked     adapter-up   busy:33@21
marked     disk-fault   marked:517@3
marked     mark-resume  marked:772@3
marked     suspend      marked:553@3
suspended  message      busy:1631@3 suspended:400@3
suspended  internal     busy:143@7 suspended:14@199
suspended  /new         idle:216@7 suspended:14@387
suspended  /resume      idle:129@22 suspended:98@17 stale:2@638
suspended  /stop        suspended:84@89
suspended  compress     suspended:100@116
suspended  turn-end     suspended:74@73
suspended  agent-close  suspended:206@7
suspended  row-ended    suspended:164@9
suspended  route-lost   unrouted:104@17 suspended:68@9
suspended  background   suspended:374@9
suspended  held         queued:81@47
suspended  shutdown     suspended:45@113
suspended  exit         down:1677@3
suspended  kill         down:2203@9
suspended  disk-fault   suspended:118@17
suspended  mark-resume  suspended:97@71
suspended  suspend      suspended:184@9
finalized  message      busy:28481@1 finalized:4112@5
finalized  internal     busy:2420@2 finalized:181@46
finalized  /new         idle:4051@4 finalized:179@7
finalized  /resume      idle:2115@7 finalized:1477@4 stale:16@41
finalized  /stop        finalized:1558@7
finalized  compress     finalized:2898@4
finalized  turn-end     finalized:240@30
finalized  agent-close  finalized:3706@1
finalized  row-ended    finalized:1273@4
finalized  route-lost   unrouted:677@1 finalized:326@7
finalized  background   finalized:4179@1
finalized  held         queued:796@7
finalized  shutdown     finalized:563@47
finalized  tick         unrouted:5200@20
finalized  exit         down:24049@4
finalized  kill         down:29062@1
finalized  disk-fault   finalized:482@7
finalized  mark-resume  marked:357@11
finalized  suspend      suspended:478@7
stale      message      busy:3420@1 stale:391@1
stale      internal     busy:157@14 stale:10@142
stale      /new         idle:814@1 stale:36@103
stale      /resume      idle:520@2 stale:306@1
stale      /stop        stale:88@14
stale      compress     stale:206@9
stale      turn-end     stale:322@4
stale      agent-close  stale:541@6
stale      row-ended    stale:319@17
stale      route-lost   unrouted:96@16 stale:54@56
stale      background   stale:267@14
stale      held         queued:40@63
stale      shutdown     stale:22@119
stale      tick         unrouted:156@77 finalized:950@1
stale      exit         down:294@4
stale      kill         down:472@14
stale      boot         marked:34@237
stale      disk-fault   stale:54@67
stale      tui          idle:62@335
stale      mark-resume  marked:40@9
stale      suspend      suspended:54@9
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
