package gateway

import (
	"errors"

	"github.com/benbjohnson/clock"
)

// A CLI process (docs/contract.md §9.1): `hermes --resume S` binds one session, the user talks in
// it, and the exit closes it. It is a Gateway that is opened and never booted, like a TUI backend,
// with one bound session instead of records. Its exit is where V1 goes wrong across processes: once
// the user talked in it (V1 builds the agent at the first message), it ends the bound row
// cli_close whatever process owns it, so a Telegram lane whose row a CLI user opened and left
// restarts silently at its next message (X4 of the multi-process reading; P-cli-ends restores it,
// and this CLI, which has no prompt yet, stands for one the user talked in). The port ends only a
// row the CLI created, and a CLI creates none here.

// EndCliClose is the CLI's end of the row it was bound to at exit: an explicit end, no boundary
// the lane's user set (docs/contract.md §9.4).
const EndCliClose EndReason = "cli_close"

// OpenCLI creates a CLI process over st, named self (e.g. "cli1#2") for Config.Alive and the
// owner checks. Bind it with CliResume; end it with CliExit (or drop it: a kill).
func OpenCLI(cfg Config, clk clock.Clock, st Store, self string) (*Gateway, error) {
	if self == "" {
		return nil, errors.New("gateway: a CLI needs a name")
	}
	g, err := Open(cfg, clk, st)
	if err != nil {
		return nil, err
	}
	g.self, g.cli = self, true
	return g, nil
}

// IsCLI reports whether the process is a CLI (OpenCLI).
func (g *Gateway) IsCLI() bool { return g.cli }

// Bound is the session a CLI is bound to ("" before CliResume, or when it found nothing).
func (g *Gateway) Bound() SessionID { return g.cliBound }

// CliResume is the CLI's start on stored session target (`hermes --resume`): a row ended by
// accident is reopened; an intentionally ended one is not made live again (the rule of a TUI cold
// resume, §2.14: the lane's recovery could then resurrect it), and the CLI does not bind it; H1
// reopens it, as V1's CLI clears any end of a row with messages. A row that is not there answers
// NotFound.
func (g *Gateway) CliResume(target SessionID) bool {
	if !g.cli || g.phase != PhaseBooting || g.cliBound != "" {
		return false
	}
	for try := 1; ; try++ {
		row, ok := Row{}, false
		if resumable(target) {
			row, ok, _ = g.getRow(target)
		}
		if !ok {
			g.emit(Effect{Kind: NotFound, Session: target})
			return false
		}
		now, live, overtaken := g.coldReopen(row)
		if overtaken && try < swapTries {
			continue
		}
		if !live {
			g.emit(g.coldRefusal(now, 0))
			return false
		}
		g.cliBound = row.ID
		return true
	}
}

// CliExit is the CLI's exit: the bound row is ended cli_close when this CLI created it (it never
// does here), or, with P-cli-ends, whatever process owns it (V1). Then the process is gone.
func (g *Gateway) CliExit() {
	if !g.cli || g.phase == PhaseExited {
		return
	}
	if id := g.cliBound; id != "" {
		if row, ok, err := g.getRow(id); err == nil && ok && (g.bugs.Has(PCliEnds) || row.Owner == g.self) {
			g.endRow(id, EndCliClose)
		}
	}
	g.phase = PhaseExited
}
