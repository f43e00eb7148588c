package sim

import (
	"encoding/json"
	"strings"

	"gatewaysim/gateway"
	"gatewaysim/model"
)

// Faults of the stored state itself, made by the world rather than the gateway: what another
// program or an older version left on disk. Both images change: the fault is on the disk.

// corruptForm is an entry a corrupt-route op writes (the lane's key replaces %s) and the word the
// boot's reason for skipping it must carry: the reason is all an operator has to find what is wrong
// with the entry (docs/contract.md §1.2), so a skip for the wrong cause is a defect too.
type corruptForm struct {
	data, fault string
}

// corruptForms are taken in turn (see storedFault): a torn file, a path-escaping session id, a
// field of the wrong type, a document that is not JSON, an entry with data after it, an entry
// without a required field, an entry inside a JSON array, a model override that is neither an
// object nor a string, a path-escaping id beside half a turn marker (the half is dropped, the
// entry refused), ids with a parent reference alone, a backslash alone, or a drive letter at either
// end of the alphabet, a time whose offset's seconds are cut off by another character, the 29th
// of February of a common year, a clock reading 24:00, a 60th minute and a 60th second, and a
// model override given as an array, whose reason quotes it compacted, as encoding/json's Compact
// writes it (the reason pinned up to the line separator, escaped: a rewrite that spells the sparkle
// after it as \u2728 leaves the reason's prefix as it is), years with a letter for a digit, a document that is a bare number (ending with its
// exponent) instead of an object, session keys that lead with a drive, a slash or a backslash or
// hold a parent reference (under the lane's own index key: refused for the key, not for the lane),
// the 29th of February of 2100, a century that is no leap year, a field and an origin's field
// given twice (a port decision, docs/contract.md §1.2), a date followed by spaces and nothing
// else, a bare number without an exponent, a time cut after a one-digit hour, a time of two
// digits, the last hour of 9999 five hours west of UTC, which is year 10000 in UTC, and an
// offset with a period for its colon, then the short dates, the drive alone and the override of
// the last lines, and a key with a leading separator beside an id that leads with a letter. Each
// must be refused at load, and every other entry must still load.
var corruptForms = [...]corruptForm{
	{`{"session_key": "%s", "session_id": "2026`, "EOF"},
	{`{"session_key": "%s", "session_id": "../../etc/passwd", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": 17}`, "updated_at"},
	{`not json %s`, "invalid character"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"} {}`, "data after"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00"}`, "updated_at"},
	{`[{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}]`, "JSON object"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "model_override": 17}`, "model_override"},
	{`{"session_key": "%s", "session_id": "../20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "active_turn_token": "k1.1"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "20260328..090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "20260328\\090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "z:20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "A:20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00+01:00x00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-02-29T09:00:00"}`, "updated_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T24:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:60:00+01:00"}`, "updated_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:60Z", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "model_override": [ "<gpt & co>` + "\u2028" + `✨", 1 ,{ "a" : null } ]}`,
		`model_override: want an object or a string: ["\u003cgpt \u0026 co\u003e\u2028`},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "202X-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2O26-03-28T09:00:00"}`, "updated_at"},
	{`2.5e-3`, "unreadable entry: want a JSON object, found 0.0025"},
	{`{"session_key": "C:/agent/main", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	{`{"session_key": "/agent/main", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	{`{"session_key": "\\agent\\main", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	{`{"session_key": "z:\\agent", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	{`{"session_key": "agent/../main", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2100-02-29T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "session_id": "20260328_090000_00000000", "updated_at": "2026-03-28T09:00:00"}`, `field "session_id" given twice`},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "origin": {"platform": "telegram", "chat_id": "1", "platform": "telegram"}}`, `origin: field "platform" given twice`},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28   "}`, "updated_at"},
	{`-17`, "unreadable entry: want a JSON object, found -17"},
	{`-0.25`, "unreadable entry: want a JSON object, found -0.25"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T9", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "17"}`, "updated_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "9999-12-31T23:00:00-05:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00+01.00"}`, "updated_at"},
	// Fields of the wrong JSON type: a number for a string, a number for a flag, a string of
	// digits for a number.
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "platform": 7}`, "platform"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "suspended": 1}`, "suspended"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "total_tokens": "12"}`, "total_tokens"},
	// Offsets out of range: an hour past 24, minutes past 60.
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00+25:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00-01:61"}`, "updated_at"},
	// A model_override of the wrong type whose strings hold escapes, spaced tokens after them: the
	// reason quotes the value compacted whole (spaces outside strings dropped, kept inside).
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "model_override": [ "say \"hi\" \\ <b>" , true , "a b" ]}`,
		`model_override: want an object or a string: ["say \"hi\" \\ \u003cb\u003e",true,"a b"]`},
	// Dates cut short or misspelled: a one-digit day, a date that stops after its month, a time
	// joined by neither T nor a space; a session id that is a drive alone; an override object
	// whose model is not a string.
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-8T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03"}`, "updated_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28_09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "C:", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "session_id"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00", "model_override": {"model": 17}}`, "model_override"},
	// A session id that leads with a letter (another writer's: a valid id) beside a key with a
	// leading separator: refused for the key.
	{`{"session_key": "/agent/cron", "session_id": "cron_20260328_090000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "has a leading separator, a drive path or a parent reference"},
	// A date with no time at all (Python's fromisoformat would read midnight; the contract's
	// reader wants the time).
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	// An offset with one part that is no number: its hours, its minutes, its seconds.
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00+0x:00"}`, "updated_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00+01:0x", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-03-28T09:00:00-01:00:x0"}`, "updated_at"},
	// A month before the first and one after the last.
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-00-28T09:00:00", "updated_at": "2026-03-28T09:00:00"}`, "created_at"},
	{`{"session_key": "%s", "session_id": "20260328_090000_00000000", "created_at": "2026-03-28T09:00:00", "updated_at": "2026-13-01T09:00:00"}`, "updated_at"},
}

// storedFault applies unkey-row, corrupt-route and rewrite-route.
func (w *World) storedFault(op Op) {
	l := w.lanes[w.laneByName[op.Lane]]
	switch op.Kind {
	case KindUnkeyRow:
		id, ok := w.storedSession(l.Key)
		if !ok || !w.disk.UnkeyRow(id) {
			w.skip(op, "no row")
			return
		}
		w.lineStart()
		w.lineOp(op)
		w.lineKV("session", w.SessionName(id))
		w.lineEnd()
	case KindCorruptRoute:
		// The form turns with each corruption, starting where the virtual minute points, so that
		// short runs, which seldom corrupt twice, still meet every form.
		form := corruptForms[(w.corruptions+int(w.Now().Unix()/60))%len(corruptForms)]
		if op.Damage == fixedForm {
			form = corruptForms[op.DamageAt%len(corruptForms)]
		}
		key, _ := json.Marshal(string(l.Key)) // the key as a JSON string's inside (a key may hold a backslash)
		data := []byte(strings.Replace(form.data, "%s", string(key[1:len(key)-1]), 1))
		if op.Damage != "" && op.Damage != fixedForm {
			w.disk.Sync()
			r, ok := w.disk.durable.Route(l.Key)
			if !ok {
				w.skip(op, "no route")
				return
			}
			d, _ := damageNamed(op.Damage)
			if data, form.fault, ok = damaged(d, r.Data, op.DamageAt); !ok {
				w.skip(op, "not a JSON document before or after the damage")
				return
			}
		}
		if !w.disk.CorruptRoute(l.Key, data) {
			w.skip(op, "no route")
			return
		}
		w.corruptions++
		w.lineStart()
		w.lineOp(op)
		w.lineEnd()
		w.tell(model.RouteCorrupted{Lane: l.Key, Fault: form.fault})
	case KindRewriteRoute:
		// The style turns with each rewrite, starting where the virtual minute points, as the
		// corrupt forms do.
		style := foreignStyles[(w.rewrites+int(w.Now().Unix()/60))%len(foreignStyles)]
		created := createdSentinels[w.rewrites%len(createdSentinels)]
		if op.Spelling != 0 {
			style = drawnStyle(op.Spelling)
			created = drawnCreated(style.draw)
			style.override = drawnOverride(style.draw)
		}
		ok, err := w.disk.RewriteRoute(l.Key, func(b []byte) ([]byte, error) { return rewriteJSON(b, style, created, w.gcfg.Location) })
		if !ok {
			// No route, or one that is not a JSON document (a corrupt-route op wrote it): no
			// writer that reads it first would rewrite it; nor one that gives a member twice,
			// which no rewrite preserves.
			why := "no route"
			switch {
			case err != nil && strings.Contains(err.Error(), "given twice"):
				why = "a member given twice"
			case err != nil:
				why = "not JSON"
			}
			w.skip(op, why)
			return
		}
		w.rewrites++
		w.lineStart()
		w.lineOp(op)
		w.lineKV("style", style.name)
		if created != "" {
			w.lineKV("created", created)
		}
		w.lineEnd()
		w.tell(model.RouteRewritten{Lane: l.Key, Changed: created != "" || style.override != nil})
	}
}

// indexLoss drops the lane's route, or every route, from both images.
func (w *World) indexLoss(op Op) {
	w.disk.Sync()
	w.lineStart()
	w.lineOp(op)
	var k gateway.LaneKey
	if op.Lane != "" {
		k = w.lanes[w.laneByName[op.Lane]].Key
		w.disk.LoseRoute(k)
	} else {
		w.disk.LoseRoutes()
	}
	w.lineEnd()
	w.tell(model.RouteLost{Lane: k, Disk: true})
}

// storedSession is the session the lane's stored route names.
func (w *World) storedSession(k gateway.LaneKey) (gateway.SessionID, bool) {
	es, _ := w.StoredRoutes()
	for _, e := range es {
		if e.Key == k {
			return e.SessionID, true
		}
	}
	return "", false
}
