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
	if op.Kind == KindWsConnect {
		w.wsConnect(op)
		return
	}
	c := w.tr.conns[op.Conn]
	if why := wsRefusal(op, c, w.epoch); why != "" {
		w.skip(op, why)
		return
	}
	var rec gateway.RecordID
	if op.Kind == KindWsPrompt || op.Kind == KindWsClose {
		var ok bool
		if rec, ok = w.Record(op.Record); !ok {
			if rec, ok = w.StaleRecord(op.Record); !ok {
				w.skip(op, "no such record")
				return
			}
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
		ev := model.SessionResume{Transport: c.ID, Target: target}
		w.call(ev)
		r, ok := w.g.SessionResume(c.ID, target)
		ev.Returned = &model.ResumeReturn{Record: r, OK: ok}
		w.pend = ev // (the model judges the return with the effects)
		w.nameRecord(r)
	case KindWsPrompt:
		tok, ok := w.g.TuiPrompt(c.ID, rec)
		w.call(model.TuiPrompt{Transport: c.ID, Record: rec, Token: tok, OK: ok})
	case KindWsClose:
		ok := w.g.SessionClose(c.ID, rec)
		w.call(model.TuiClose{Transport: c.ID, Record: rec, OK: ok})
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

// wsConnect opens connection op.Conn on the running process (a name closed or left by an earlier
// process is reused).
func (w *World) wsConnect(op Op) {
	c := w.tr.conns[op.Conn]
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
}

// wsRefusal names why an op on connection c cannot run in process epoch ("" when it can): nothing
// goes to a closed connection or another process's, a drop only to an open one and a teardown only
// to a dropped one. A request on a dropped connection goes through: it was in flight when the
// socket dropped, and the gateway must refuse it (the transport is closed).
func wsRefusal(op Op, c *Conn, epoch int) string {
	switch {
	case c == nil || c.Epoch != epoch:
		return "no such connection"
	case c.State == ConnClosed:
		return "connection closed"
	case op.Kind == KindWsTeardown && c.State != ConnDropped:
		return "not dropped"
	case op.Kind == KindWsDrop && c.State != ConnOpen:
		return "connection dropped"
	}
	return ""
}
