package change

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

var historySeeds = flag.Int("history.seeds", 20, "TestHistory: generated runs per refactor commit (500 for the issue's bar)")

// A commit of the project's own history and what the diff must find between it and its parent.
type historyCase struct {
	commit, about string
	// files are replayed on both sides: "x" is change/testdata/history/x.txt (a reduced example
	// the diff found), "head:x" the head tree's scenarios/testdata/x.txt.
	files []string
	// want lists differences that must be found, one per file: "file | class | op | observables"
	// (the observables a prefix: a refused line's error is long).
	want []string
	// refactor: nothing may differ, over -history.seeds runs and every scenario file of the head.
	refactor bool
}

var historyCases = []historyCase{
	{commit: "e2101fe", about: "a drain tells each chat once, in the stop's category",
		files: []string{"e2101fe_drain_notice_category", "head:regress_p_drain_per_lane_group_chat_told_twice"},
		want: []string{
			"e2101fe_drain_notice_category | allowed change | shutdown | user: drain-notice text",
			"regress_p_drain_per_lane_group_chat_told_twice | allowed change | shutdown | user: drain-notice base only, drain-notice text",
		}},
	{commit: "1089d68", about: "row-ended takes intentional reasons (an op form the parent refuses)",
		files: []string{"head:row_ended_elsewhere_on_purpose"},
		want:  []string{"row_ended_elsewhere_on_purpose | cannot run on base | row-ended | run: base: sim: row-ended: reason=session_reset"}},
	{commit: "d3db418", about: "mark-resume and suspend, the outside writers (ops the parent lacks)",
		files: []string{"head:mark_resume_and_suspend_from_outside"},
		want:  []string{`mark_resume_and_suspend_from_outside | cannot run on base | mark-resume | run: base: sim: unknown op "mark-resume"`}},
	{commit: "2226fe1", about: "the user's /restart (an op the parent lacks)",
		files: []string{"head:restart_command_drains_and_boots"},
		want:  []string{`restart_command_drains_and_boots | cannot run on base | restart | run: base: sim: unknown op "restart"`}},
	{commit: "2281225", about: "the hourly prune keeps a lane for a background process only while it counts",
		files: []string{"2281225_prune_ignores_old_process"},
		want:  []string{"2281225_prune_ignores_old_process | allowed change | advance | store: route-dropped head only"}},
	{commit: "6a85f11", about: "the busy lane: a message during a turn waits and asks the turn to stop",
		files: []string{"6a85f11_busy_lane_message_waits", "head:regress_p_followup_drop_drain_drops_waiting_message"},
		want: []string{
			"6a85f11_busy_lane_message_waits | allowed change | message | user: interrupt-asked head only, routed base only",
			"regress_p_followup_drop_drain_drops_waiting_message | fixes I5 | message | user: interrupt-asked head only",
		}},
	{commit: "fedfeda", about: "the watcher reports a row another process ended as daily as finalized",
		files: []string{"fedfeda_watcher_finalizes_daily_end"},
		want:  []string{"fedfeda_watcher_finalizes_daily_end | allowed change | advance | store: finalized head only"}},
	{commit: "3284058", about: "Effect's Flag and Text split into named fields (a refactor of gateway/)", refactor: true},
	{commit: "5d8b33f", about: "the world's own events printed key=value (the older form is read as the new)", refactor: true},
}

// TestHistory dogfoods the diff on the project's own history: each gateway commit with a behaviour
// change is found with its class, and a refactor of gateway/ shows no difference. Each version is
// checked out and built once into the diff's cache (GATEWAYSIM_DIFF_CACHE, or the user's cache
// directory); a clone without the history skips.
func TestHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two versions per commit")
	}
	repo, err := OpenRepo("..")
	if err != nil {
		t.Skip(err)
	}
	tmp := t.TempDir()
	for _, c := range historyCases {
		t.Run(c.commit, func(t *testing.T) {
			base, head := historySide(t, repo, c.commit+"~1", tmp), historySide(t, repo, c.commit, tmp)
			defer base.Replay.Close()
			defer head.Replay.Close()
			o := Options{ReduceReplays: 1}
			for _, f := range c.files {
				path := filepath.Join("testdata", "history", f+".txt")
				if name, ok := strings.CutPrefix(f, "head:"); ok {
					path = filepath.Join(head.Version.Dir, "scenarios", "testdata", name+".txt")
				}
				s, err := ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				o.Files = append(o.Files, s)
			}
			if c.refactor {
				if o.Files, err = ReadFiles(filepath.Join(head.Version.Dir, "scenarios", "testdata")); err != nil {
					t.Fatal(err)
				}
				o.Seeds, o.First, o.Steps = *historySeeds, 1, 400
			}
			r, err := Run(base, head, o)
			if err != nil {
				t.Fatal(err)
			}
			reproduce := fmt.Sprintf("go run ./cmd/diff -base %s~1 -head %s", c.commit, c.commit)
			if c.refactor {
				if r.Differs() || r.Runs == 0 {
					var b strings.Builder
					r.Summary(&b)
					t.Fatalf("%s (%s): %d runs compared, and a refactor differs:\n%s(%s -seeds %d)", c.commit, c.about, r.Runs, b.String(), reproduce, *historySeeds)
				}
				return
			}
			got := map[string]string{}
			for _, f := range r.Files {
				op, _, _ := strings.Cut(f.Diff.Directive, " ")
				got[f.Scenario.Name] = strings.Join([]string{f.Scenario.Name, f.Diff.Class.String(), op, ObservableList(f.Diff.Observables)}, " | ")
			}
			for _, w := range c.want {
				name, _, _ := strings.Cut(w, " | ")
				if !strings.HasPrefix(got[name], w) {
					t.Errorf("%s (%s):\n  want %s\n  got  %q\n(%s -seeds 0 -files ...%s.txt)", c.commit, c.about, w, got[name], reproduce, strings.TrimPrefix(name, "head:"))
				}
			}
		})
	}
}

// historySide builds and starts the replay program of one commit.
func historySide(t *testing.T, repo *Repo, rev, tmp string) *Side {
	t.Helper()
	v, err := repo.Resolve(rev)
	if errors.Is(err, ErrNoCommit) {
		t.Skipf("%v (the test needs the project's history: git fetch --unshallow)", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	bin, err := repo.Build(v, filepath.Join(tmp, v.Commit))
	if err != nil {
		t.Fatal(err)
	}
	p, err := StartProcess(rev, bin, v.Dir)
	if err != nil {
		t.Fatal(err)
	}
	return &Side{Version: v, Replay: p}
}
