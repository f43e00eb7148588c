package sim

import "strconv"

// The generator's races on a whole-file state (sim/stale.go): two processes write the marker
// file, the turn leases or the process list at the same moment. One step in raceOdds of a world
// of several processes, a process reads the file early (stale-read), another writes it (a prompt
// that marks its turn and takes its lease, a command's start), and then the first writes it too:
// its write sits on a read that the other's save has overtaken (X2's write half, X12 under a true
// race). A backend that has no idle conversation on an open socket opens one first (a socket when
// it has none, then a session.create): two users pressing enter at once in two windows.

// raceOdds: one step in raceOdds of a world of several processes draws a race (together).
const raceOdds = 16

// together is the race's ops, the stale read just before the two writes; false when no two
// processes up can write any of the files (the drawn one first).
func (g *Generator) together() (Op, bool) {
	w, r := g.w, g.work
	first := r.IntN(len(wholeFiles))
	var file string
	var can []*proc
	for k := range wholeFiles { // the drawn file, or the next one two processes can write
		file, can = wholeFiles[(first+k)%len(wholeFiles)], can[:0]
		if g.canWrite(nil, file) {
			can = append(can, nil)
		}
		for _, p := range w.procs {
			if g.canWrite(p, file) {
				can = append(can, p)
			}
		}
		if len(can) >= 2 {
			break
		}
	}
	if len(can) < 2 {
		return Op{}, false
	}
	i := r.IntN(len(can))
	j := (i + 1 + r.IntN(len(can)-1)) % len(can) // another process
	var setup []Op
	other := g.writeOf(can[j], file, &setup)
	mine := g.writeOf(can[i], file, &setup)
	ops := append(setup, Op{Kind: KindStaleRead, Proc: procName(can[i]), File: file}, other, mine)
	g.queue = append(ops[1:], g.queue...)
	return ops[0], true
}

// canWrite reports whether process p (nil: the messaging gateway) can write file: by a command's
// start (the process list), a chat message (its turn's lease), or a backend's prompt (its mark and
// its lease) or command, in a conversation it has or opens.
func (g *Generator) canWrite(p *proc, file string) bool {
	w, wt := g.w, g.sw.Weights
	if p == nil {
		return w.g != nil && len(w.lanes) > 0 && (file == StaleProcList && wt[KindProcStart] > 0 ||
			file == StaleTurnLeases && wt[KindMessage] > 0)
	}
	if p.g == nil || p.isCLI() || wt[KindWsConnect] == 0 || wt[KindWsCreate] == 0 {
		return false
	}
	if file == StaleProcList {
		return wt[KindProcStart] > 0
	}
	return wt[KindWsPrompt] > 0
}

// writeOf is the op by which p writes file (canWrite holds); the ops that ready p for it, when it
// has no idle conversation on an open socket, go to setup.
func (g *Generator) writeOf(p *proc, file string, setup *[]Op) Op {
	w, r := g.w, g.work
	if p == nil {
		lane := w.lanes[r.IntN(len(w.lanes))].Name
		if file == StaleProcList {
			return Op{Kind: KindProcStart, Lane: lane}
		}
		op, _ := drawMessage(g, KindMessage, lane)
		return op
	}
	var rec namedRecord
	if open := g.idleRecords(p); len(open) > 0 {
		rec = open[r.IntN(len(open))]
	} else {
		if cs := w.tr.connsOfProc(p.name, w.epochOf(p), ConnOpen); len(cs) > 0 {
			rec.conn = cs[r.IntN(len(cs))]
		} else {
			g.conns++
			rec.conn = "c" + strconv.Itoa(g.conns)
			*setup = append(*setup, Op{Kind: KindWsConnect, Proc: p.name, Conn: rec.conn})
		}
		*setup = append(*setup, Op{Kind: KindWsCreate, Conn: rec.conn})
		rec.name = recordName(w.RecordCount() + creates(*setup))
	}
	if file == StaleProcList {
		return Op{Kind: KindProcSpawn, Proc: p.name}
	}
	return Op{Kind: KindWsPrompt, Conn: rec.conn, Record: rec.name, Turn: g.turn()}
}

// creates counts the session.creates among ops: each builds the next record.
func creates(ops []Op) int {
	n := 0
	for _, op := range ops {
		if op.Kind == KindWsCreate {
			n++
		}
	}
	return n
}

// namedRecord is a record of a backend as ops name it, and its open socket.
type namedRecord struct{ name, conn string }

// idleRecords are p's named open records that run no turn and have an open socket.
func (g *Generator) idleRecords(p *proc) []namedRecord {
	w := g.w
	var out []namedRecord
	for _, rec := range p.g.Records() {
		if rec.Finalized || rec.Running || rec.Transport == 0 {
			continue
		}
		name := w.recNames[procID{p.index(), w.epochOf(p), int(rec.ID)}]
		c := w.tr.conns[w.connByT[procID{p.index(), w.epochOf(p), int(rec.Transport)}]]
		if name != "" && c != nil && c.State == ConnOpen {
			out = append(out, namedRecord{name, c.Name})
		}
	}
	return out
}

// resumeRaceOdds: one resume in resumeRaceOdds of a messaging chat's conversation races the lane.
const resumeRaceOdds = 3

// raceOnResume is a race on the sessions table (sim/resume_row.go): the user opens, on backend
// g.at, the conversation a chat's route names, and at the same moment the chat's user moves on
// (/new) or the conversation is compressed. The backend's read of the row comes before that
// write and its reopen after. None when target is no lane's current conversation, or the draw
// says no.
func (g *Generator) raceOnResume(target string) []Op {
	w, r := g.w, g.work
	if w.g == nil || g.at == nil || r.IntN(resumeRaceOdds) != 0 {
		return nil
	}
	var kinds []Kind
	for _, k := range []Kind{KindNew, KindCompress} {
		if g.sw.Weights[k] > 0 {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		return nil
	}
	id, _ := w.SessionID(target)
	for _, e := range w.g.Entries() {
		if i, lane := w.laneByKey[e.Key]; lane && e.SessionID == id {
			return []Op{{Kind: KindStaleRead, Proc: g.at.name, File: StaleSessions},
				{Kind: kinds[r.IntN(len(kinds))], Lane: w.lanes[i].Name}}
		}
	}
	return nil
}
