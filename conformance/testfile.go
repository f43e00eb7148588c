package conformance

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gatewaysim/scenarios"
	"gatewaysim/sim"
)

// A finding as a test file for upstream: the requests its replay sent to the runner, the step at
// which the commit before the fix and the fix differ, and what the fix does there; the file runs
// gatewaysim's runner (embedded, zipped) on the checkout it sits in and compares that step. It
// is written in upstream's style (a unittest.TestCase, which pytest collects as well).

//go:embed upstream_test_template.py
var testTemplate string

// Recording is a run's requests and replies, in order, with the op each request served.
type Recording struct {
	Requests []map[string]any
	Replies  [][]byte
	Ops      []int
}

// Record runs ops on r (a process-mode runner) and records its requests and replies.
func (r *Runner) Record(s scenarios.Setup, ops []sim.Op) (*Recording, error) {
	rec := &Recording{}
	r.ad.Record = func(req map[string]any, reply []byte) {
		cp := make(map[string]any, len(req))
		for k, v := range req {
			cp[k] = v
		}
		rec.Requests = append(rec.Requests, cp)
		rec.Replies = append(rec.Replies, append([]byte(nil), reply...))
		rec.Ops = append(rec.Ops, r.op)
	}
	defer func() { r.ad.Record = nil }()
	_, err := r.run(s, replay(ops))
	return rec, err
}

// UpstreamTest is a generated test file.
type UpstreamTest struct {
	Name string // the file's name: test_gatewaysim_<flags>_<fix>.py
	Text string
	Step int // the request it checks
}

// BuildUpstreamTest writes the test of a finding from its recordings before (pre) and at (post)
// the fix: the first step whose projections differ is the one checked. ok is false when no step
// differs.
func BuildUpstreamTest(r *HistoryResult, pre, post *Recording, zone string) (*UpstreamTest, bool, error) {
	n := min(len(pre.Replies), len(post.Replies))
	step := -1
	for i := 0; i < n; i++ {
		if !sameRequest(pre.Requests[i], post.Requests[i]) {
			break
		}
		if project(pre.Replies[i]) != project(post.Replies[i]) {
			step = i
			break
		}
	}
	if step < 0 {
		return nil, false, nil
	}
	harness, err := harnessZip()
	if err != nil {
		return nil, false, err
	}
	reqs, err := json.MarshalIndent(post.Requests[:step+1], "", " ")
	if err != nil {
		return nil, false, err
	}
	flags := "noflag"
	if len(r.Flags) > 0 {
		flags = strings.ToLower(strings.ReplaceAll(r.Flags.String(), ",", "_"))
	}
	name := fmt.Sprintf("test_gatewaysim_%s_%s.py", flags, r.Fix)
	class := "TestGatewaysim" + strings.ToUpper(flags[:1]) + flags[1:] + "Fix" + r.Fix
	story := wrap(fmt.Sprintf("What the harness found: %s (%s, upstream %s). The generic campaign with seed %d broke the "+
		"harness's invariant %s on the commit before the fix and not on the fix; the shrunk run is %d ops.",
		r.What, flagsText(r), r.Issues, r.Finding.Seed, r.Invariant, len(r.Finding.Ops)), 96)
	story = append(story, "", "The invariant's report: "+firstLine(r.Finding.Viol.Err.Error()))
	text := fillTemplate(map[string]string{
		"{{TITLE}}":   fmt.Sprintf("%s: %s (fixed upstream by %s)", flagsText(r), r.What, r.Fix),
		"{{STORY}}":   strings.Join(story, "\n"),
		"{{VERDICT}}": fmt.Sprintf("At %s (the commit before the fix) this test fails; at %s (the fix) it passes.", r.Pre, r.Post),
		"{{FILE}}":    name, "{{MODULE}}": strings.TrimSuffix(name, ".py"),
		"{{REQUESTS}}": string(reqs), "{{STEP}}": strconv.Itoa(step), "{{EXPECTED}}": string(post.Replies[step]),
		"{{MODE}}": "fixed", "{{HARNESS}}": harness, "{{ZONE}}": strconv.Quote(zone),
		"{{META}}":  fmt.Sprintf("mode=fixed pre=%s post=%s", r.Pre, r.Post),
		"{{CLASS}}": class, "{{METHOD}}": methodName(r.What),
	})
	return &UpstreamTest{Name: name, Text: text, Step: step}, true, nil
}

// fillTemplate replaces the test template's placeholders.
func fillTemplate(vals map[string]string) string {
	var pairs []string
	for k, v := range vals {
		pairs = append(pairs, k, v)
	}
	return strings.NewReplacer(pairs...).Replace(testTemplate)
}

// BuildKnownDefectTest writes the test of a violation on a commit with no fix to compare with (a
// V1 defect): it checks the violating op's last step and fails while upstream still does there
// what it did when the violation was found. It is the weaker form: any change at that step makes
// it pass, so its docstring says what the harness expected instead.
func BuildKnownDefectTest(name, what, commit string, v *Violation, rec *Recording, zone string) (*UpstreamTest, error) {
	step := -1
	for i, op := range rec.Ops {
		if op == v.Step {
			step = i
		}
	}
	if step < 0 {
		return nil, fmt.Errorf("conformance: the recording has no request of op %d", v.Step+1)
	}
	harness, err := harnessZip()
	if err != nil {
		return nil, err
	}
	reqs, err := json.MarshalIndent(rec.Requests[:step+1], "", " ")
	if err != nil {
		return nil, err
	}
	file := "test_gatewaysim_" + name + ".py"
	story := wrap(fmt.Sprintf("What the harness found: %s. Its invariant %s breaks at op %d of the run below: %s",
		what, v.Invariant(), v.Step+1, firstLine(v.Err.Error())), 96)
	return &UpstreamTest{Name: file, Step: step, Text: fillTemplate(map[string]string{
		"{{TITLE}}": fmt.Sprintf("A defect of upstream at %s: %s", commit, what),
		"{{STORY}}": strings.Join(story, "\n"),
		"{{VERDICT}}": fmt.Sprintf("At %s this test fails: the checked step does what the defect does. It passes once that step "+
			"changes, so read a pass as \"changed\", and check the change against the expectation above.", commit),
		"{{FILE}}": file, "{{MODULE}}": strings.TrimSuffix(file, ".py"),
		"{{REQUESTS}}": string(reqs), "{{STEP}}": strconv.Itoa(step), "{{EXPECTED}}": string(rec.Replies[step]),
		"{{MODE}}": "defect", "{{HARNESS}}": harness, "{{ZONE}}": strconv.Quote(zone),
		"{{META}}":   "mode=defect commit=" + commit,
		"{{CLASS}}":  "TestGatewaysim" + className(name),
		"{{METHOD}}": methodName(what),
	})}, nil
}

// className is name_like_this as NameLikeThis.
func className(name string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' }) {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

func flagsText(r *HistoryResult) string {
	if len(r.Flags) == 0 {
		return "an uncatalogued defect"
	}
	return r.Flags.String()
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

var nonWord = regexp.MustCompile(`[^a-z0-9]+`)

func methodName(what string) string {
	s := strings.Trim(nonWord.ReplaceAllString(strings.ToLower(what), "_"), "_")
	if len(s) > 60 {
		s = strings.TrimRight(s[:60], "_")
	}
	return s
}

// sameRequest reports whether two requests are the same but for the session ids they name.
func sameRequest(a, b map[string]any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(reSession.ReplaceAll(ja, []byte("S")), reSession.ReplaceAll(jb, []byte("S")))
}

// harnessZip is the runner's files, zipped and base64-encoded.
func harnessZip() (string, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	var paths []string
	err := fs.WalkDir(runnerFiles, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return "", err
	}
	sort.Strings(paths)
	for _, p := range paths {
		b, err := runnerFiles.ReadFile(p)
		if err != nil {
			return "", err
		}
		w, err := zw.Create(p)
		if err != nil {
			return "", err
		}
		if _, err := w.Write(b); err != nil {
			return "", err
		}
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}

// project is the Go twin of the test file's project(): the lines a reply's step is compared by.
func project(reply []byte) string {
	var r struct {
		Timeline []struct {
			Event   string           `json:"event"`
			Effects []map[string]any `json:"effects"`
			State   *struct {
				Entries map[string]map[string]any `json:"entries"`
			} `json:"state"`
		} `json:"timeline"`
	}
	if err := json.Unmarshal(reply, &r); err != nil {
		return "unreadable: " + err.Error()
	}
	names := map[string]string{}
	name := func(v any) string {
		return reSession.ReplaceAllStringFunc(fmt.Sprint(v), func(id string) string {
			if n, ok := names[id]; ok {
				return n
			}
			names[id] = fmt.Sprintf("s%d", len(names)+1)
			return names[id]
		})
	}
	var lines []string
	var entries map[string]map[string]any
	for _, ev := range r.Timeline {
		lines = append(lines, ev.Event)
		for _, e := range ev.Effects {
			kind, _ := e["kind"].(string)
			if kind == "answer" || kind == "progress" || kind == "busy-ack" {
				continue
			}
			var fields []string
			for _, k := range []string{"lane", "session", "fresh", "synthetic", "reason", "resume", "variant", "outcome", "category"} {
				if v, ok := e[k]; ok && v != nil && v != "" && v != false {
					fields = append(fields, k+"="+name(v))
				}
			}
			if t, ok := e["text"].(string); ok && t != "" && (kind == "reply" || kind == "rejected") {
				t = name(t)
				if len(t) > 40 {
					t = t[:40]
				}
				fields = append(fields, "text="+t)
			}
			lines = append(lines, "  "+kind+" "+strings.Join(fields, " "))
		}
		if ev.State != nil {
			entries = ev.State.Entries
		}
	}
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		e := entries[k]
		lines = append(lines, fmt.Sprintf("entry %s session=%s resume_pending=%v suspended=%v", k, name(e["session_id"]),
			e["resume_pending"] == true, e["suspended"] == true))
	}
	return strings.Join(lines, "\n")
}

// KnownDefectWhat is a defect scenario's one-line story: its header's first sentence.
func KnownDefectWhat(sc *scenarios.Script) string { return knownDefectWhat(sc) }

func knownDefectWhat(sc *scenarios.Script) string {
	h := strings.Join(strings.Fields(strings.Join(sc.Header, " ")), " ")
	if rest, ok := strings.CutPrefix(h, "A defect of upstream"); ok {
		// The test file names the commit itself: keep what the defect does.
		if _, what, ok := strings.Cut(rest, ": "); ok && what != "" {
			h = strings.ToUpper(what[:1]) + what[1:]
		}
	}
	if i := strings.Index(h, ". "); i >= 0 {
		h = h[:i]
	}
	if len(h) > 200 {
		cut := strings.LastIndexByte(h[:200], ' ')
		if cut <= 0 {
			cut = 200
		}
		h = strings.TrimRight(h[:cut], ",;:") + "..."
	}
	return h
}

// TestMeta reads a generated test file's "# gatewaysim:" line: mode=fixed pre= post=, or
// mode=defect commit=.
func TestMeta(text string) map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		rest, ok := strings.CutPrefix(line, "# gatewaysim: ")
		if !ok {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			if k, v, ok := strings.Cut(kv, "="); ok {
				out[k] = v
			}
		}
		break
	}
	return out
}

// RunUpstreamTest runs a generated test file against a checkout with python -m unittest; nil
// when it passes.
func RunUpstreamTest(path, checkout, python string) error {
	if python == "" {
		python = "python3"
	}
	cmd := exec.Command(python, "-m", "unittest", "-q", strings.TrimSuffix(filepath.Base(path), ".py"))
	cmd.Dir = filepath.Dir(path)
	cmd.Env = append(os.Environ(), "GATEWAYSIM_UPSTREAM="+checkout)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%v\n%s", err, tail(string(out), 1500))
	}
	return nil
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
