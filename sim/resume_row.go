package sim

import "gatewaysim/gateway"

// The sessions table, read early. A cold session.resume is two statements: it reads the target's
// row, then reopens it (docs/contract.md §9.2). Another process's write can land between them:
// the messaging gateway's /new or reset ending the row on purpose, a compression, a recovery. The
// op stale-read proc=t1 file=sessions takes t1's read of the sessions table now, and the first
// row read of t1's next session.resume at this instant returns it; the statements after it read
// the table as it is. The port's reopen keeps a boundary in its own statement and the resume
// decides on what the reopen found (gateway.coldReopen); P-reopen-blind's reopen clears any end,
// as V1's reopen_session does, and so erases a boundary written after the read (X5's window).
// Only a resume takes the early read: the model judges every other decision on rows by the
// table as the step found it.

// Resuming marks process proc's session.resume as under way (done undoes it), so that its first
// row read may take the process's early read of the sessions table.
func (d *Disk) Resuming(proc string) (done func()) {
	d.resuming = &proc
	return func() {
		d.resuming = nil
		d.ForgetEarly(proc, StaleSessions)
	}
}

// Row is the store's row read; the first in a resume that has an early read of the sessions table
// answers from that read. Faults apply as to any read.
func (s procStore) Row(id gateway.SessionID) (gateway.Row, bool, error) {
	r, ok, err := s.Disk.Row(id)
	if err != nil || s.resuming == nil || *s.resuming != s.proc {
		return r, ok, err
	}
	if e, early := s.early(StaleSessions); early {
		if er, eok, _ := e.rows.Row(id); eok || !ok {
			return er, eok, nil
		}
		// (The row was created after the read: the resume that names it was asked after that,
		// so its read cannot come earlier.)
	}
	return r, ok, err
}
