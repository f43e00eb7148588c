package sim

import (
	"gatewaysim/gateway"
	"gatewaysim/model"
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
		w.call(model.WsConnect{Transport: id})
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
	if op.Kind == KindWsPrompt || op.Kind == KindWsClose {
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
		w.call(model.SessionCreate{Transport: c.ID, CloseOnDisconnect: op.Close})
		w.nameRecord(w.g.SessionCreate(c.ID, op.Close))
	case KindWsResume:
		target := w.resolveSession(op.Target)
		w.call(model.SessionResume{Transport: c.ID, Target: target})
		r, _ := w.g.SessionResume(c.ID, target)
		w.nameRecord(r)
	case KindWsPrompt:
		tok, ok := w.g.TuiPrompt(c.ID, rec)
		w.call(model.TuiPrompt{Transport: c.ID, Record: rec, Token: tok, OK: ok})
	case KindWsClose:
		w.call(model.TuiClose{Transport: c.ID, Record: rec})
		w.g.SessionClose(c.ID, rec)
	case KindWsDrop:
		w.call(model.TeardownSnapshot{Transport: c.ID})
		w.g.TeardownSnapshot(c.ID)
		c.State = ConnDropped
	case KindWsTeardown:
		w.call(model.TeardownApply{Transport: c.ID})
		w.g.TeardownApply(c.ID)
		c.State = ConnClosed
	}
	w.finish()
}
