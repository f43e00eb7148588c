package conformance

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// procsReplay is one scenario file's outcome on V1's processes.
type procsReplay struct{ file, found, left, note string }

// procsReplays is what every multi-process scenario file (scenarios/testdata, procs= in its
// config line) does on V1's own processes (339d968): the invariants upstream's findings break, in
// order of first breach ("| off course": then a known departure took upstream off the world's
// course, Result.Judged), and the op kinds the runner left out on both sides. Each note says what
// the replay confirms of the file's finding, or why it cannot. The files named upstream_v1_* and
// regress_p_* are the generic property's findings under the upstream-v1 preset and its flags'
// minimal files; multiprocess_* are the port's own scenarios (they pass with no flag), whose
// replay shows what V1 does in the same interleaving.
var procsReplays = []procsReplay{
	{"multiprocess_background_notice_waits_for_the_dashboards_turn", "MP1 I15", "",
		"a background notice of the Telegram chat runs a turn beside the dashboard's on one conversation (§9.6 step 6); the user's message at the same instant then waits behind that turn without asking it to stop (I15, after the MP1: V1 interrupts no agent still being set up, _AGENT_PENDING_SENTINEL, and the message comes in that window)"},
	{"multiprocess_compression_moves_the_turn_lease", "MP1 replies", "compress",
		"without the compression, the dashboard's prompt runs beside the gateway's turn (X3); V1 also starts a second TUI turn on a busy record"},
	{"multiprocess_continue_a_dead_backends_turn", "MP2 MP1", "",
		"a third backend continues the turn the second is already continuing (X1, #94778)"},
	{"multiprocess_crash_loses_a_marks_save", "I15 I7 effects replies I2 I5", "compress",
		"V1's single-process defects of the gateway (/new mid-turn, H4's session_reset, the restore gate) come first"},
	{"multiprocess_gateway_boot_adopts_a_dead_backends_command", "I6 I7", "proc-spawn proc-start",
		"needs a backend's background command, which the runner has not; V1's resume-pass defects show"},
	{"multiprocess_machine_crash_with_a_backends_reap_armed", " | off course", "",
		"a resume of a session nobody typed into: upstream has no row of it yet (tui-lazy-row-resume)"},
	{"multiprocess_message_routes_ahead_of_a_held_notice", "MP1 I15", "",
		"a background notice of the Telegram chat runs a turn beside the dashboard's on one conversation (§9.6 step 6); the user's message at the same instant then waits behind that turn without asking it to stop (I15, as in the first file)"},
	{"multiprocess_queued_compression_moves_the_turn", "I5 I10", "compress",
		"needs compression; V1's restore-gate defects show"},
	{"multiprocess_resume_decides_on_its_early_read_of_the_marks", " | off course", "",
		"upstream leaves the course at a resume of a session nobody typed into"},
	{"multiprocess_resume_pass_leaves_a_session_the_dashboard_runs", "MP1", "",
		"the gateway's resume pass runs a turn beside the dashboard's (X13's gateway half)"},
	{"multiprocess_resume_reads_before_a_compression", "", "stale-read compress", "needs a race between a resume's two statements and compression"},
	{"multiprocess_routeless_notice_beside_a_backends_turn", "MP1", "",
		"a background notice whose lane's route was lost runs beside the dashboard's turn on the session recovery lands it on (§9.6 step 6)"},
	{"multiprocess_routeless_message_beside_a_backends_turn", "MP1", "",
		"a message whose route was lost runs beside the dashboard's turn on the session recovery lands it on (X3)"},
	{"multiprocess_telegram_message_while_the_dashboard_runs", "MP1", "",
		"a Telegram message runs a turn beside the dashboard's on one conversation (X3, #86190)"},
	{"multiprocess_two_backends_take_one_session_at_once", " | off course", "",
		"upstream leaves the course at a resume of a session nobody typed into (its race is on the port's turn leases, which V1 has not)"},
	{"multiprocess_two_commands_start_at_once", "", "stale-read proc-spawn proc-start", "needs background commands and a race on the process list"},
	{"regress_p_cli_ends_gateway_row", "", "cli-resume", "needs a CLI process, which the runner has not"},
	{"regress_p_continue_live_two_backends", "MP2 MP1", "",
		"P-continue-live confirmed: the second backend reruns the first one's live turn (X1, #94778)"},
	{"regress_p_lease_local_dashboard_prompts_a_running_telegram_chat", "MP1", "",
		"P-lease-local confirmed: the dashboard's prompt runs beside the chat's turn (X3)"},
	{"regress_p_mark_clear_any_stale_mark_at_resume", "MP4", "",
		"P-mark-clear-any confirmed: a resume retires another backend's stale mark (X2's retire half)"},
	{"regress_p_marks_whole_two_backends_mark_at_once", "MP4", "",
		"P-marks-whole confirmed: two backends mark turns at once and V1's read-then-rename drops one mark (X2's write half)"},
	{"regress_p_proc_list_whole_backend_spawn_drops_a_lanes_command", "I6 I7", "proc-start proc-spawn",
		"needs background commands (X12); V1's resume-pass defects show"},
	{"regress_p_prompt_left_dashboard_types_after_new", "I2", "",
		"P-prompt-left confirmed: the dashboard's turn runs in the conversation /new left (X6)"},
	{"regress_p_reopen_blind_resume_reopens_a_row_left_since_its_read", "I2", "stale-read",
		"P-reopen-blind's I2, without the race: V1's resume reopens a row /new left whenever it is asked (X5)"},
	{"regress_p_sweep_blind_live_backend", "", "", "agrees: V1 has no startup sweep to end a live backend's rows (B33), so P-sweep-blind is not in the preset"},
	{"regress_p_viewer_ends_two_backends", "MP2 MP1", "",
		"V1's resume continues the live turn first (X1), so the viewer's close (X7) is not reached on the same course"},
	{"upstream_v1_cli_exit_ends_lane_row", "", "cli-resume", "needs a CLI process (X4)"},
	{"upstream_v1_cli_resume_reopens_a_conversation_new_left", "I15", "cli-resume", "needs a CLI process (X5 from the CLI)"},
	{"upstream_v1_dashboard_command_drops_a_telegram_lanes_command", "", "proc-start proc-spawn", "needs background commands (X12)"},
	{"upstream_v1_dashboard_continues_beside_a_telegram_turn", "I7 effects I15", "compress",
		"needs compression (X13's full form); V1's single-process defects show"},
	{"upstream_v1_dashboard_continues_beside_the_gateways_resume_turn", "MP1", "",
		"X13 confirmed: the dashboard continues a turn beside the gateway's resume turn"},
	{"upstream_v1_dashboard_types_in_a_running_telegram_chat", "MP1", "",
		"X3 confirmed (#86190): the dashboard's prompt runs beside a Telegram chat's turn"},
	{"upstream_v1_dashboard_types_into_a_chat_new_left", "I15 MP1", "",
		"V1's /new on that lane leaves its turn running (I15), so the dashboard's prompt meets the turn (MP1), not the boundary (X6: see regress_p_prompt_left)"},
	{"upstream_v1_resume_retires_a_live_backends_long_turn_mark", "MP4", "",
		"X2's retire half confirmed: a resume retires a live backend's long turn's mark"},
	{"upstream_v1_second_backend_reruns_a_live_turn", "MP2 MP1", "",
		"X1 confirmed (#94778): the second backend reruns the first one's live turn"},
	{"upstream_v1_two_backends_mark_turns_at_once", "MP4", "",
		"X2's write half confirmed: two backends mark turns at once and V1's read-then-rename drops one mark"},
	{"upstream_v1_two_backends_run_one_conversation", " | off course", "",
		"X3 between two backends opens a session nobody typed into; upstream has no row of it yet"},
	{"upstream_v1_viewer_close_ends_live_backends_row", " | off course", "",
		"X7 opens a session nobody typed into; upstream has no row of it yet"},
}

// TestProcsScenariosOnUpstream replays every multi-process scenario file on V1's own processes
// (two TUI backends and a messaging gateway over one home, the runner's lockstep clock) and
// judges upstream's timeline with the model: each file's outcome is procsReplays' row. A new
// multi-process file fails the test until it has a row. Needs HERMES_MIRROR; about two and a half
// minutes.
func TestProcsScenariosOnUpstream(t *testing.T) {
	dir, err := mirrorCheckouts(t).Get("339d968")
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("..", "scenarios", "testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !multiProcess(string(b)) {
			continue
		}
		i := slices.IndexFunc(procsReplays, func(r procsReplay) bool { return r.file == name })
		if i < 0 {
			t.Errorf("%s: a multi-process scenario with no row in procsReplays: replay it (go run ./cmd/conformance -process FILE) and add one", name)
			continue
		}
		want := procsReplays[i]
		t.Run(name, func(t *testing.T) {
			setup, ops := scenarioFile(t, f)
			res, err := processRunner(t, dir).Run(setup, ops)
			if err != nil {
				t.Fatal(err)
			}
			var left []string
			for _, op := range res.Left {
				if k := op.Kind.String(); !slices.Contains(left, k) {
					left = append(left, k)
				}
			}
			j := res.Judged()
			got := strings.Join(j.Invariants(), " ")
			if j.Diverged != nil {
				got += " | off course"
			}
			if got != want.found || strings.Join(left, " ") != want.left {
				t.Errorf("on V1: found %q, left out %q; want %q, %q (%s)", got, strings.Join(left, " "), want.found, want.left, want.note)
				for _, f := range j.Found {
					t.Logf("op %d: %s", f.Step+1, f.Violation)
				}
			}
		})
	}
}

// multiProcess reports whether a scenario's config line declares processes beside the gateway.
func multiProcess(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "config ") {
			return strings.Contains(l, " procs=")
		}
	}
	return false
}
