package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// laneTable is every transition of the lane lifecycle that the gateway, with no bug flag on,
// takes: one line per (state, event) with the states it leads to, each with how often seeds
// 1..3000 of the exploration job (400 ops each) took it. That count is the table's evidence and
// says how rare a transition is: a default run (seeds 1..500) reaches about a sixth of it, so the
// few counted in single digits may be missed, and the report then says so and why. A transition
// a run takes that is not here is reported too: with no bug flag on it means the table is
// incomplete (TestLifecycleTable fails), with one on it is the bug's own doing.
//
// Regenerate the counts with: go run ./cmd/explore -seeds 3000 -coverage FILE (see the README).
// The transitions first taken after the last regeneration (those of mark-resume and suspend, a
// /restart's shutdown of its own lane, and the few their draws made reachable) carry the counts
// of the run that first took them (seeds 1..200; 1..500 for busy --tick--> suspended and stale
// --mark-resume--> marked; 1..300 for the /restart ones) until the next one.
const laneTable = `
down       boot         unrouted:329355 idle:74154 marked:88502 suspended:229 finalized:62092 stale:140
unrouted   message      unrouted:861 busy:20620
unrouted   internal     unrouted:70 busy:844
unrouted   /new         unrouted:135 idle:2080
unrouted   /resume      unrouted:803 idle:749 stale:28
unrouted   /stop        unrouted:571
unrouted   compress     unrouted:592
unrouted   turn-end     unrouted:383
unrouted   agent-close  unrouted:3105
unrouted   row-ended    unrouted:1576
unrouted   route-lost   unrouted:2189
unrouted   background   unrouted:2564
unrouted   held         queued:736
unrouted   exit         down:109779
unrouted   kill         down:198593
unrouted   disk-fault   unrouted:2
unrouted   mark-resume  unrouted:81
unrouted   suspend      unrouted:81
unrouted   shutdown     unrouted:52
idle       message      idle:3188 busy:66217
idle       internal     idle:296 busy:6069
idle       /new         idle:10547
idle       /resume      idle:8694 stale:37
idle       /stop        idle:3240
idle       compress     idle:4117
idle       turn-end     idle:39120
idle       agent-close  idle:4825 stale:1768
idle       row-ended    idle:115 stale:3609
idle       route-lost   unrouted:1982 idle:1186
idle       background   idle:9120
idle       held         queued:1630
idle       tick         finalized:57268 unrouted:14850
idle       exit         down:24361
idle       kill         down:34994
idle       disk-fault   idle:17
idle       boot         marked:11017 suspended:231
idle       mark-resume  marked:47
idle       suspend      suspended:72
idle       shutdown     idle:107
busy       message      busy:63711
busy       internal     busy:6119
busy       /new         idle:8826 busy:183
busy       /resume      idle:6026 busy:2715 stale:46
busy       /stop        unrouted:32 idle:2881 busy:175 marked:61 stale:90 suspended:1
busy       compress     busy:3363
busy       turn-end     unrouted:511 idle:113817 busy:31857 marked:9239 finalized:5 stale:2745 suspended:35
busy       agent-close  busy:5260
busy       row-ended    busy:4331
busy       route-lost   busy:3773
busy       background   busy:8337
busy       held         queued:5141
busy       tick         unrouted:39 marked:14088 suspended:1
busy       kill         down:28651
busy       disk-fault   busy:22
busy       mark-resume  busy:63
busy       suspend      busy:110
busy       shutdown     busy:84
queued     message      queued:578
queued     internal     queued:38
queued     /new         queued:53
queued     /resume      queued:35
queued     /stop        queued:23
queued     compress     queued:19
queued     turn-end     queued:586
queued     agent-close  queued:568
queued     row-ended    queued:516
queued     route-lost   queued:473
queued     background   queued:756
queued     held         queued:9532
queued     released     unrouted:26 idle:1022 busy:4314 marked:55 finalized:72 stale:20
queued     exit         down:1048
queued     kill         down:2829
queued     disk-fault   queued:10
queued     mark-resume  queued:10
queued     suspend      queued:17
marked     message      busy:16335 marked:3954
marked     internal     busy:514 marked:291
marked     /new         idle:282 marked:203
marked     /resume      idle:120 marked:324 stale:6
marked     /stop        marked:690
marked     compress     marked:206
marked     turn-end     marked:135
marked     agent-close  marked:486
marked     row-ended    marked:321
marked     route-lost   unrouted:179 marked:99
marked     background   marked:1067
marked     held         queued:596
marked     exit         down:37652
marked     kill         down:34854
marked     disk-fault   marked:5
marked     boot         busy:32391
marked     adapter-up   busy:56
marked     tick         unrouted:1650
marked     mark-resume  marked:75
marked     suspend      marked:40
marked     shutdown     marked:61
suspended  message      busy:226 suspended:13
suspended  internal     busy:4 suspended:1
suspended  /stop        suspended:12
suspended  background   suspended:9
suspended  held         queued:2
suspended  exit         down:169
suspended  kill         down:59
suspended  /new         idle:17 suspended:1
suspended  /resume      idle:18 suspended:3
suspended  compress     suspended:8
suspended  turn-end     suspended:16
suspended  agent-close  suspended:15
suspended  row-ended    suspended:10
suspended  route-lost   unrouted:8 suspended:5
suspended  disk-fault   suspended:6
suspended  mark-resume  suspended:11
suspended  suspend      suspended:12
suspended  shutdown     suspended:2
finalized  message      busy:36949 finalized:1775
finalized  internal     busy:3017 finalized:179
finalized  /new         idle:5599 finalized:263
finalized  /resume      idle:2555 finalized:1836 stale:36
finalized  /stop        finalized:1917
finalized  compress     finalized:2050
finalized  turn-end     finalized:1425
finalized  agent-close  finalized:4935
finalized  row-ended    finalized:2019
finalized  route-lost   unrouted:1166 finalized:773
finalized  background   finalized:5282
finalized  held         queued:1237
finalized  exit         down:23343
finalized  kill         down:39153
finalized  disk-fault   finalized:8
finalized  boot         marked:1
finalized  tick         unrouted:300
finalized  mark-resume  marked:15
finalized  suspend      suspended:36
finalized  shutdown     finalized:45
stale      message      busy:4436 stale:184
stale      internal     busy:212 stale:18
stale      /new         idle:859 stale:35
stale      /resume      idle:531 stale:349
stale      /stop        stale:103
stale      compress     stale:176
stale      turn-end     stale:1434
stale      agent-close  stale:695
stale      row-ended    stale:532
stale      route-lost   unrouted:153 stale:109
stale      background   stale:386
stale      held         queued:44
stale      tick         finalized:1207 unrouted:300
stale      exit         down:328
stale      kill         down:659
stale      disk-fault   stale:4
stale      boot         marked:22
stale      tui          idle:72
stale      suspend      suspended:6
stale      mark-resume  marked:3
stale      shutdown     stale:2
`

// LaneTransition is one transition of the table with its measured count.
type LaneTransition struct {
	Transition
	Seen3000 int // times seeds 1..3000 took it when the table was made
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
			to, ok := stateByName(name)
			n, err := strconv.Atoi(count)
			if !ok || err != nil {
				panic("sim: lane table: bad target " + strconv.Quote(tc))
			}
			t := Transition{From: from, Event: ev, To: to}
			if listed[t] {
				panic(fmt.Sprintf("sim: lane table: %s listed twice", t))
			}
			listed[t] = true
			out = append(out, LaneTransition{Transition: t, Seen3000: n})
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
