package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestTuiRequestsAnsweredOnce: session.create and session.resume get exactly one answer on their
// transport, a record or not found on an open one, a refusal on a closed one.
func TestTuiRequestsAnsweredOnce(t *testing.T) {
	bound := gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 1, Session: "t1"}
	notFound := gateway.Effect{Kind: gateway.NotFound, Transport: 1, Session: "zz"}
	refused := gateway.Effect{Kind: gateway.Rejected, Transport: 1, Text: "transport closed"}
	open := func(t *testing.T) *drv {
		d := newDrv(t)
		d.must(WsConnect{Transport: 1})
		return d
	}
	t.Run("good: create bound", func(t *testing.T) { open(t).must(SessionCreate{Transport: 1}, bound) })
	t.Run("good: resume not found", func(t *testing.T) { open(t).must(SessionResume{Transport: 1, Target: "zz"}, notFound) })
	t.Run("bad: resume unanswered", func(t *testing.T) { open(t).fails("replies", SessionResume{Transport: 1, Target: "zz"}) })
	t.Run("bad: create answered twice", func(t *testing.T) {
		open(t).fails("replies", SessionCreate{Transport: 1}, bound, gateway.Effect{Kind: gateway.RecordBound, Transport: 1, Record: 2, Session: "t2"})
	})
	t.Run("bad: create not found", func(t *testing.T) { open(t).fails("replies", SessionCreate{Transport: 1}, notFound) })
	t.Run("bad: open transport refused", func(t *testing.T) { open(t).fails("replies", SessionCreate{Transport: 1}, refused) })
	t.Run("bad: closed transport bound", func(t *testing.T) {
		d := open(t)
		d.must(TeardownSnapshot{Transport: 1})
		d.fails("replies", SessionCreate{Transport: 1}, bound)
	})
}
