package sim

import (
	"gatewaysim/gateway"
)

// wsOp performs a TUI WebSocket op. Connections belong to the process that accepted them; after
// a restart they are closed and a client reconnects under a new name.
func (w *World) wsOp(op Op) {
	if w.g == nil {
		w.skip(op, "no process")
		return
	}
	c := w.tr.conns[op.Conn]
	if op.Kind == KindWsConnect {
		if c != nil && c.Epoch == w.epoch && c.State != ConnClosed {
			w.skip(op, "already connected")
			return
		}
		w.begin()
		w.lineOp(op)
		id := w.g.WsConnect()
		if c == nil {
			c = &Conn{Name: op.Conn}
			w.tr.conns[op.Conn] = c
			w.tr.order = append(w.tr.order, op.Conn)
		}
		c.Epoch, c.ID, c.State = w.epoch, id, ConnOpen
		w.connByT[procID{w.epoch, int(id)}] = op.Conn
		w.finish()
		return
	}
	switch {
	case c == nil || c.Epoch != w.epoch:
		w.skip(op, "no such connection")
		return
	case c.State == ConnClosed:
		w.skip(op, "connection closed")
		return
	case op.Kind == KindWsTeardown && c.State != ConnDropped:
		w.skip(op, "not dropped")
		return
	case op.Kind != KindWsTeardown && c.State != ConnOpen:
		w.skip(op, "connection dropped")
		return
	}
	var rec gateway.RecordID
	if op.Kind == KindWsPrompt {
		var ok bool
		if rec, ok = w.Record(op.Record); !ok {
			w.skip(op, "no such record")
			return
		}
	}
	w.begin()
	w.lineOp(op)
	switch op.Kind {
	case KindWsCreate:
		w.nameRecord(w.g.SessionCreate(c.ID, op.Close))
	case KindWsResume:
		r, _ := w.g.SessionResume(c.ID, w.resolveSession(op.Target))
		w.nameRecord(r)
	case KindWsPrompt:
		w.g.TuiPrompt(c.ID, rec)
	case KindWsDrop:
		w.g.TeardownSnapshot(c.ID)
		c.State = ConnDropped
	case KindWsTeardown:
		w.g.TeardownApply(c.ID)
		c.State = ConnClosed
	}
	w.finish()
}
