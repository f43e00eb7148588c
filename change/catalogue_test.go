package change

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCatalogueCheckFires: a catalogue that names the wrong invariant for a flag, or no regression
// file and no runs to find it in, does not match; the right one does.
func TestCatalogueCheckFires(t *testing.T) {
	text := strings.Join([]string{
		"| flag | in short | caught by | preset |",
		"|---|---|---|---|",
		"| [B23](#b23) | `/new` undone | I2 | |",
		"| [B07](#b07) | activity from a dead counter | I9 | |",
		"| [B02](#b02) | `/stop` suspends | I2 | |",
		"",
		"### B23",
		"- Caught by: I2 at `new`. Self-check: I2.",
		"- Regression file: `scenarios/testdata/regress_b23_new_undone_by_agent_close.txt`.",
		"### B07",
		"- Caught by: I9. Self-check: I9.",
		"- Regression file:",
		"  `scenarios/testdata/regress_b07_activity_read_from_dead_counter.txt`.",
		"### B02",
		"- Caught by: I2.",
		"- No regression file.",
		"",
	}, "\n")
	path := filepath.Join(t.TempDir(), "bugs.md")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	entries, err := ReadCatalogue(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 || len(entries[1].Files) != 1 || entries[1].Line != 4 || len(entries[2].Files) != 0 {
		t.Fatalf("read %+v", entries)
	}
	rows, err := CheckCatalogue(entries, "..", Local{}, Options{ReduceReplays: 10})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false, false} {
		if rows[i].Matches != want {
			t.Errorf("%s (caught by %v): matches %v, want %v (found %v in %s)", rows[i].Entry.Flag, rows[i].Entry.Caught, rows[i].Matches, want, rows[i].Diff, rows[i].Finding)
		}
	}
	if d := rows[1].Diff; d == nil || d.Class.String() != "introduces I8" {
		t.Errorf("B07 against a catalogue that says I9: the finding shown is %v, want the file's introduces I8", d)
	}
	var b strings.Builder
	WriteCatalogue(&b, rows, 0)
	if !strings.Contains(b.String(), "| B07 | I9 | introduces I8 | a notice | user: notice base only at message | regress_b07_activity_read_from_dead_counter | 0 | **no** |") {
		t.Errorf("the table:\n%s", b.String())
	}
}
