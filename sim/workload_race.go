package sim

// The generator's races on a whole-file state (sim/stale.go): two processes write the marker
// file, the turn leases or the process list at the same moment. One step in raceOdds of a world
// of several processes, a process reads the file early (stale-read), another writes it (a prompt
// that marks its turn and takes its lease, a command's start), and then the first writes it too:
// its write sits on a read that the other's save has overtaken (X2's write half, X12 under a true
// race).

// raceOdds: one step in raceOdds of a world of several processes draws a race (together).
const raceOdds = 20

// together is the race's three ops, the stale read first; false when no two processes up can
// write the drawn file now.
func (g *Generator) together() (Op, bool) {
	w, r := g.w, g.work
	file := StaleFiles[r.IntN(len(StaleFiles))]
	var can []*proc
	if g.canWrite(nil, file) {
		can = append(can, nil)
	}
	for _, p := range w.procs {
		if g.canWrite(p, file) {
			can = append(can, p)
		}
	}
	if len(can) < 2 {
		return Op{}, false
	}
	i := r.IntN(len(can))
	j := (i + 1 + r.IntN(len(can)-1)) % len(can) // another process
	g.queue = append([]Op{g.writeOf(can[j], file), g.writeOf(can[i], file)}, g.queue...)
	return Op{Kind: KindStaleRead, Proc: procName(can[i]), File: file}, true
}

// canWrite reports whether process p (nil: the messaging gateway) can write file now: by a
// command's start (the process list), a chat message (its turn's lease) or a TUI prompt in an
// idle open record of p on an open socket (its mark and its lease).
func (g *Generator) canWrite(p *proc, file string) bool {
	w := g.w
	if p == nil {
		return w.g != nil && len(w.lanes) > 0 && (file == StaleProcList && g.sw.Weights[KindProcStart] > 0 ||
			file == StaleTurnLeases && g.sw.Weights[KindMessage] > 0)
	}
	if p.g == nil || p.isCLI() {
		return false
	}
	if file == StaleProcList {
		return g.sw.Weights[KindProcStart] > 0 && len(g.idleRecords(p)) > 0
	}
	return g.sw.Weights[KindWsPrompt] > 0 && len(g.idleRecords(p)) > 0
}

// writeOf is the op by which p writes file (canWrite holds).
func (g *Generator) writeOf(p *proc, file string) Op {
	w, r := g.w, g.work
	if p == nil {
		lane := w.lanes[r.IntN(len(w.lanes))].Name
		if file == StaleProcList {
			return Op{Kind: KindProcStart, Lane: lane}
		}
		op, _ := drawMessage(g, KindMessage, lane)
		return op
	}
	if file == StaleProcList {
		return Op{Kind: KindProcSpawn, Proc: p.name}
	}
	open := g.idleRecords(p)
	rec := open[r.IntN(len(open))]
	return Op{Kind: KindWsPrompt, Conn: rec.conn, Record: rec.name, Turn: g.turn()}
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
