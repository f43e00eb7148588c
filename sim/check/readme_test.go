package check

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gatewaysim/sim"
)

// readmeTable returns the rows (cells trimmed) of the Markdown table that docs/figures.md holds
// between the markers of command, without its header and separator rows.
func readmeTable(t *testing.T, readme, command string) [][]string {
	t.Helper()
	begin := "<!-- table: " + command + " -->\n"
	i := strings.Index(readme, begin)
	if i < 0 {
		t.Fatalf("docs/figures.md has no table made by %q (a %q marker)", command, strings.TrimSpace(begin))
	}
	rest := readme[i+len(begin):]
	j := strings.Index(rest, "<!-- end table -->")
	if j < 0 {
		t.Fatalf("docs/figures.md: the table of %q has no end marker", command)
	}
	var rows [][]string
	for _, line := range strings.Split(rest[:j], "\n") {
		if !strings.HasPrefix(line, "|") {
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows = append(rows, cells)
	}
	if len(rows) < 2 {
		t.Fatalf("docs/figures.md: the table of %q is empty (run make readme)", command)
	}
	return rows[2:]
}

// TestReadmeTables keeps the tables of docs/figures.md in step with the code where their columns
// are fixed: the self-check table has a row per flag of the catalogue, in order, then the preset,
// each caught (the self-check fails otherwise); the lifecycle table has a row per state with its
// meaning and the number of transitions of the table that leave it. The measured columns are
// left to the commands that printed them (make readme); TestDocsFigures in cmd/explore and
// cmd/selfcheck compares those it can afford to run.
func TestReadmeTables(t *testing.T) {
	b, err := os.ReadFile("../../docs/figures.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)

	var want []string
	for _, tg := range SelfCheckTargets() {
		want = append(want, tg.Name)
	}
	want = append(want, sim.PresetUpstreamV1Name)
	var flags []string
	for _, r := range readmeTable(t, readme, "go run ./cmd/selfcheck -markdown") {
		flags = append(flags, r[0])
		if r[1] != "yes" {
			t.Errorf("docs/figures.md: the self-check table says %s is caught: %q", r[0], r[1])
		}
	}
	if strings.Join(flags, " ") != strings.Join(want, " ") {
		t.Errorf("docs/figures.md: the self-check table's flags\n  %s\nthe catalogue's\n  %s\n(run make readme)", strings.Join(flags, " "), strings.Join(want, " "))
	}

	rows := readmeTable(t, readme, "go run ./cmd/explore -markdown")
	if len(rows) != int(stateEnd) {
		t.Fatalf("docs/figures.md: the lifecycle table has %d rows, the tracker %d states (run make readme)", len(rows), stateEnd)
	}
	for st := range stateEnd {
		out := 0
		for _, lt := range laneTransitions {
			if lt.From == st {
				out++
			}
		}
		r := rows[st]
		if r[0] != st.String() || r[1] != stateMeanings[st] || r[2] != strconv.Itoa(out) {
			t.Errorf("docs/figures.md: lifecycle row %q, want %s | %s | %d (run make readme)", r, st, stateMeanings[st], out)
		}
	}
	if m := regexp.MustCompile(`\n(\d+) of (\d+) transitions reached`).FindStringSubmatch(readme); m == nil || m[2] != strconv.Itoa(len(laneTransitions)) {
		t.Errorf("docs/figures.md: the lifecycle summary does not count the table's %d transitions: %v", len(laneTransitions), m)
	}
}
