package sim

import (
	"gatewaysim/gateway"
	"gatewaysim/model"
)

// wsOp performs a TUI WebSocket op. Connections belong to the process that accepted them: the
// messaging gateway, or the backend a ws-connect proc= names; every later op on a connection
// goes to its process. After a restart (or a backend's death) they are closed and a client
// reconnects under a new name.
func (w *World) wsOp(op Op) {
	var p *proc // the process the op goes to; nil: the messaging gateway
	if op.Kind == KindWsConnect {
		p = w.proc(op.Proc)
	} else if c := w.tr.conns[op.Conn]; c != nil && c.Proc != "" {
		p = w.proc(c.Proc)
	}
	g, epoch := w.gatewayOf(p), w.epochOf(p)
	if p.isCLI() {
		w.skip(op, "a CLI has no sockets")
		return
	}
	if g == nil {
		if p != nil && op.Kind != KindWsConnect {
			w.skip(op, "no such connection") // its backend is gone, and its connections with it
		} else {
			w.skip(op, "no process")
		}
		return
	}
	w.cur = p
	defer func() { w.cur = nil }()
	if op.Kind == KindWsConnect {
		w.wsConnect(op, p, g, epoch)
		return
	}
	c := w.tr.conns[op.Conn]
	if why := wsRefusal(op, c, procName(p), epoch); why != "" {
		w.skip(op, why)
		return
	}
	var rec gateway.RecordID
	if op.Kind == KindWsPrompt || op.Kind == KindWsClose {
		var ok bool
		if rec, ok = w.recordOf(p, op.Record); !ok {
			if rec, ok = w.staleRecordOf(p, op.Record); !ok {
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
		w.nameRecord(g.SessionCreate(c.ID, op.Close))
	case KindWsResume:
		target := w.resolveSession(op.Target)
		ev := model.SessionResume{Transport: c.ID, Target: target}
		w.call(ev)
		done := w.disk.Resuming(procName(p))
		r, ok := g.SessionResume(c.ID, target)
		done()
		ev.Returned = &model.ResumeReturn{Record: r, OK: ok}
		w.pend = ev // (the model judges the return with the effects)
		w.nameRecord(r)
	case KindWsPrompt:
		tok, ok := g.TuiPrompt(c.ID, rec)
		w.call(model.TuiPrompt{Transport: c.ID, Record: rec, Token: tok, OK: ok})
	case KindWsClose:
		ok := g.SessionClose(c.ID, rec)
		w.call(model.TuiClose{Transport: c.ID, Record: rec, OK: ok})
	case KindWsDrop:
		w.call(model.TeardownSnapshot{Transport: c.ID})
		g.TeardownSnapshot(c.ID)
		c.State = ConnDropped
	case KindWsTeardown:
		w.call(model.TeardownApply{Transport: c.ID})
		g.TeardownApply(c.ID)
		c.State = ConnClosed
	}
	w.finish()
}

// wsConnect opens connection op.Conn on process p (nil: the messaging gateway), whose Gateway g
// is in run epoch. A name closed or left by a dead process is reused; one still open on another
// live process is not.
func (w *World) wsConnect(op Op, p *proc, g *gateway.Gateway, epoch int) {
	c := w.tr.conns[op.Conn]
	if c != nil && c.State != ConnClosed && (c.Proc != procName(p) || c.Epoch == epoch) {
		w.skip(op, "already connected")
		return
	}
	w.begin()
	w.lineOp(op)
	id := g.WsConnect()
	w.call(model.WsConnect{Transport: id})
	if c == nil {
		c = &Conn{Name: op.Conn}
		w.tr.conns[op.Conn] = c
		w.tr.order = append(w.tr.order, op.Conn)
	}
	c.Proc, c.Epoch, c.ID, c.State = procName(p), epoch, id, ConnOpen
	w.connByT[procID{p.index(), epoch, int(id)}] = op.Conn
	w.finish()
}

// wsRefusal names why an op on connection c cannot run in process proc's run epoch ("" when it
// can): nothing goes to a closed connection or another process's, a drop only to an open one and
// a teardown only to a dropped one. A request on a dropped connection goes through: it was in
// flight when the socket dropped, and the gateway must refuse it (the transport is closed).
func wsRefusal(op Op, c *Conn, proc string, epoch int) string {
	switch {
	case c == nil || c.Proc != proc || c.Epoch != epoch:
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
