package model

// The leniency census: how often the model allowed a routing more than one landing, and why.
// Every alternative the prediction adds beyond the contract's one answer comes from a named
// source of uncertainty; counting them says how much room the oracle leaves, and where.

// Leniency names why a routing was allowed more than one landing.
type Leniency uint16

const (
	LenActivity  Leniency = 1 << iota // the activity instant is a range (a write whose stamp is unsure, a DST fold)
	LenDebt                           // an owed turn's marker may or may not have expired, or may not exist
	LenSuspend                        // a suspension may have been lost with a route
	LenEmpty                          // after an accident, a conversation with no sure transcript may start afresh
	LenStale                          // the entry may be older than the model's facts (a failed or lost route write)
	LenShaky                          // a write of the current row failed or was lost (reopen, create, transcript)
	LenLookup                         // a lookup of the lane's rows failed in this step
	LenUncertain                      // a left conversation whose closing is not on disk may come back
	LenClosed                         // another process's intentional end of the current row may not have landed
	lenEnd
)

var lenNames = [...]string{"activity clock unsure", "owed turn unsure", "suspension unsure",
	"empty transcript after an accident", "older entry after a failed or lost write",
	"row write failed or lost", "lookup failed", "closing not on disk", "end elsewhere unsure"}

// LeniencyNames lists the census's reasons in order.
func LeniencyNames() []string { return lenNames[:] }

// Census counts the routings the model judged and the lenient ones, per reason (a routing may
// count under several).
type Census struct {
	Routings int
	Lenient  int
	ByReason [len(lenNames)]int
}

// Add accumulates another census.
func (c *Census) Add(o Census) {
	c.Routings += o.Routings
	c.Lenient += o.Lenient
	for i := range c.ByReason {
		c.ByReason[i] += o.ByReason[i]
	}
}

// Census is what the model has counted so far.
func (m *Model) Census() Census { return m.census }

// landings is the number of distinct landings a allows: staying, each fresh reason, and a
// conversation whose closing is not on disk.
func (a *Allowed) landings() int {
	n := 0
	if a.Same {
		n++
	}
	for r := ReasonNone; r < numReasons; r++ {
		if a.Fresh.Has(r) {
			n++
		}
	}
	if a.why&LenUncertain != 0 || a.path.lands() && a.path.only != a.Session {
		n++
	}
	return n
}

// count records one judged routing.
func (c *Census) count(a *Allowed) {
	c.Routings++
	if a.landings() <= 1 {
		return
	}
	c.Lenient++
	for i := range c.ByReason {
		if a.why&(1<<i) != 0 {
			c.ByReason[i]++
		}
	}
}
