package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Helpers that make ParseOp's errors say what was expected.

// wholeNumber reads a decimal integer argument.
func wholeNumber(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("want a whole number")
	}
	return n, nil
}

// kindKeys lists the keys an op kind takes, as its error for an unknown key shows them.
func kindKeys(k Kind) string {
	f := opSpecs[k].fields
	var keys []string
	for _, c := range []struct {
		bit int
		key string
	}{{fProc | fProcOpt, "proc="}, {fLane | fLaneOpt, "lane="}, {fConn, "conn="}, {fRecord, "record="}, {fTarget, "target="},
		{fPlatform, "platform="}, {fReason, "reason="}, {fDiskOp, "op="}, {fCount, "count="}, {fClose, "close="},
		{fRestart, "restart=true"}, {fTorn, "torn="}, {fPhases, "phases="}, {fDamage, "damage="}, {fSpelling, "spelling="}} {
		if f&c.bit != 0 {
			keys = append(keys, c.key)
		}
	}
	return strings.Join(append(keys, "turn=", "tokens=", "hold=true"), " ")
}

// diskOpNames lists the disk operations a disk-error op may fail.
func diskOpNames() string {
	names := make([]string, len(DiskOps))
	for i, op := range DiskOps {
		names[i] = string(op)
	}
	return strings.Join(names, ", ")
}
