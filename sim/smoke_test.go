package sim

import (
	"testing"
	"testing/synctest"
)

func TestSmoke(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		w, err := NewWorld(1, DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []string{
			"message lane=a turn=5m/ok tokens=120", "message lane=b", "advance 10m", "shutdown restart=true",
			"advance 1m", "message lane=a turn=2h/ok", "advance 1m", "crash torn=1", "boot", "advance 1h",
			"ws-connect conn=c1", "ws-create conn=c1 close=false", "ws-prompt conn=c1 record=u1 turn=30s/ok",
			"ws-drop conn=c1", "advance 5s", "ws-teardown conn=c1", "advance 1m", "advance-to 04:00+1s", "advance 25h",
		} {
			if err := w.Apply(MustParseOp(l)); err != nil {
				t.Fatal(err)
			}
		}
		t.Log("\n" + w.Trace().String())
	})
}
