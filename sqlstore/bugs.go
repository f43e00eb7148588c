package sqlstore

// Bug is a defect planted in the SQL layer on purpose, to prove that the differential tests (the
// reference store beside this one) and the property (the oracle over a SQLite-backed world)
// catch a store that gets one durable primitive wrong. With no bug, none of this code runs.
type Bug string

const (
	// BugPromoteAny is promote_to_session_reset without its condition: it overwrites any end,
	// an intentional boundary's included (a resurrected or relabelled conversation).
	BugPromoteAny Bug = "promote-any"
	// BugEndLastWins is end_session without "ended_at IS NULL": the last reason wins.
	BugEndLastWins Bug = "end-last-wins"

	// BugCrashKeepsOneMore is a durability bug, not a semantic one: a torn crash keeps one write
	// more than reached the disk (Crash rolls back to the wrong savepoint). Only a crash can show
	// it, so it is not in Bugs: the crash sweep and the Deferred store differential catch it.
	BugCrashKeepsOneMore Bug = "crash-keeps-one-more"
)

// Bugs lists the planted bugs in the durable primitives' SQL.
func Bugs() []Bug { return []Bug{BugPromoteAny, BugEndLastWins} }

func (b Bug) valid() bool {
	for _, x := range append(Bugs(), BugCrashKeepsOneMore) {
		if x == b {
			return true
		}
	}
	return false
}

func (s *Store) has(b Bug) bool {
	for _, x := range s.opts.Bugs {
		if x == b {
			return true
		}
	}
	return false
}
