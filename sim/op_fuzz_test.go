package sim

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseOp: ParseOp never panics, every error is its own ("sim: ..."), and an op it accepts
// prints to a line that parses back to the identical op and prints the same again. The seed
// corpus is every op line of the scenario files and a few malformed ones.
//
//	go test ./sim -run '^$' -fuzz '^FuzzParseOp$' -fuzztime 10m
func FuzzParseOp(f *testing.F) {
	files, err := filepath.Glob("../scenarios/testdata/*.txt")
	if err != nil || len(files) == 0 {
		f.Fatalf("scenario files: %v", err)
	}
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if w, _, _ := strings.Cut(l, " "); w != "" {
				if _, ok := KindByName(w); ok {
					f.Add(l)
				}
			}
		}
	}
	for _, l := range []string{"", "advance", "advance -1s", "advance-to deadline-", "advance-to 23:59+1ns",
		"crash torn=-0", "message lane=a turn=1ns/ok tokens=1 hold=true", "disk-error op=save_route count=1",
		"index-loss", "message lane==", "row-ended lane=a reason=", "advance 9223372036854775807ns"} {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, line string) {
		op, err := ParseOp(line)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "sim: ") {
				t.Fatalf("%q: error without its origin: %v", line, err)
			}
			return
		}
		canon := op.String()
		back, err := ParseOp(canon)
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", line, canon, err)
		}
		if !reflect.DeepEqual(back, op) || back.String() != canon {
			t.Fatalf("%q printed as %q, which parses to %#v, not %#v", line, canon, back, op)
		}
	})
}
