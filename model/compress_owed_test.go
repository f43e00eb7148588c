package model

import (
	"testing"

	"gatewaysim/gateway"
)

// TestCompressionOwesASplit: a compression of a surely live row splits it; one that splits nothing
// is I15, unless a store call failed or the lane has no row yet.
func TestCompressionOwesASplit(t *testing.T) {
	t.Run("a split", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Compress{tg}, split(tg, "s1", "s2")...)
	})
	t.Run("nothing split", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.fails("I15", Compress{tg})
	})
	t.Run("the child's create failed", func(t *testing.T) {
		d := newDrv(t)
		d.chat(tg, "s1", 1, 100)
		d.must(Compress{tg}, gateway.Effect{Kind: gateway.StoreFailed, Session: "s2", Op: "create_session", Why: "database is locked"})
	})
	t.Run("a lane without a conversation", func(t *testing.T) {
		d := newDrv(t)
		d.must(Compress{tg})
	})
}
