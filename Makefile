# Targets that exist really work; see README.md.
GO ?= go

.PHONY: test short check fmt-check vet lint explore promote scenario rewrite bench bench-detect selfcheck backends fuzz fuzz-input nightly readme browser-test conformance confirm-upstream mutate history diff

# The full test suite.
test:
	$(GO) test ./...

# Skips the slower tests (those that honour testing.Short).
short:
	$(GO) test -short ./...

# What CI runs (.ci/run, .github/workflows/ci.yml): formatting, vet, then lint and the tests side
# by side (deadcode's whole-program analysis is single-threaded; the tests keep the other core busy).
check: fmt-check vet
	@$(MAKE) --no-print-directory -j2 lint test

# The lint tools at pinned versions, each built once per Go release into TOOLS (git-ignored) and
# run from there: go run would link them again on every call.
TOOLS ?= bin
TOOLDIR := $(TOOLS)/$(shell $(GO) env GOVERSION)
STATICCHECK := $(TOOLDIR)/staticcheck-v0.8.2/staticcheck
DEADCODE := $(TOOLDIR)/deadcode-v0.51.0/deadcode
BENCHSTAT_BIN := $(TOOLDIR)/benchstat-v0.0.0-20260908200009-22c9c6c9d4da/benchstat
$(STATICCHECK):
	GOBIN=$(abspath $(dir $@)) $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2
$(DEADCODE):
	GOBIN=$(abspath $(dir $@)) $(GO) install golang.org/x/tools/cmd/deadcode@v0.51.0
$(BENCHSTAT_BIN):
	GOBIN=$(abspath $(dir $@)) $(GO) install golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da

# staticcheck, and deadcode (a function no test or command reaches).
lint: $(STATICCHECK) $(DEADCODE)
	$(STATICCHECK) ./...
	@out=$$($(DEADCODE) -test ./...); \
		if [ -n "$$out" ]; then echo "unreachable code (deadcode -test):"; echo "$$out"; exit 1; fi

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# The commands make runs are built into BIN (git-ignored) and run from there, not through go run,
# which turns every failure into status 1. GNU make itself exits 2 whenever a command fails, but
# its last line names the command's own status: "Error 1" a seed failed (or a bundle does not
# promote), "Error 2" a bad command line, "Error 3" a harness error. A CI job that needs the code
# itself runs $(BIN)/explore, which make explore leaves built.
BIN ?= bin
.PHONY: $(BIN)/explore
$(BIN)/explore:
	@$(GO) build -o $@ ./cmd/explore

# The main job: seeded simulations of the gateway judged by the reference model, with a short
# report and a progress bar on a terminal. Failures leave bundles under OUT/<run-id>/ (with the
# whole report, report.txt). SEEDS and STEPS scale it; SEED=N runs that seed alone and says only
# what failed; BUGS=B23,H4 switches flags on; CLEAN=1 removes earlier runs' bundles first;
# STORE=sqlite runs every world on a SQLite database instead of the fake disk's images; V=1
# prints a line per seed and every count; SHAPE=1 reduces each bundle keeping the failure's shape
# (explore -keep-shape), not only its invariant. SEEDS is 2500 for explore (20 to 30 s on two cores:
# enough runs for the lifecycle report to reach four in five transition pairs) and 500 for diff.
SEEDS ?=
SEED ?=
STEPS ?= 400
BUGS ?=
CLEAN ?=
STORE ?=
SHAPE ?=
OUT ?= failures
V ?=
explore: $(BIN)/explore
	@$(BIN)/explore $(if $(SEED),-seed $(SEED),-seeds $(or $(SEEDS),2500)) -steps $(STEPS) $(if $(BUGS),-bugs $(BUGS)) \
		$(if $(CLEAN),-clean) $(if $(STORE),-store $(STORE)) $(if $(SHAPE),-keep-shape) -out $(OUT) $(if $(V),-v)

# A failure bundle made a regression file: scenarios/testdata/NAME.txt, its bug flags off and its
# unused lanes out, its output filled in, checked to pass and to fail with the bundle's invariant
# when the flags are back on (TestPromotedFailWithTheirBugs keeps checking that).
BUNDLE ?=
NAME ?=
promote: $(BIN)/explore
	@test -n "$(BUNDLE)" || { echo "make promote: BUNDLE=DIR names a failure bundle (the report prints its directory)" >&2; exit 2; }
	@$(BIN)/explore -promote $(BUNDLE) $(if $(NAME),-name $(NAME))

# One scenario file, scenarios/testdata/NAME.txt, as the tests run it (and, when its header names
# the bug flags it was promoted with, again with them on).
scenario:
	@test -f "scenarios/testdata/$(NAME).txt" || { echo "make scenario: NAME=x runs scenarios/testdata/x.txt, which does not exist" >&2; exit 2; }
	$(GO) test ./scenarios -count=1 -v -datadriven-quiet -run 'Test(Scenarios|PromotedFailWithTheirBugs)/^$(NAME)$$'

# Regenerates the scenario files' expected output (an invariant violation still fails).
rewrite:
	$(GO) test ./scenarios -rewrite
	git diff --stat scenarios/testdata

# The Go benchmarks of BENCHMARKS.md, one core, COUNT runs each (benchstat gives a confidence
# interval from 6; about 20 min on the shared machine): raw world
# throughput, property throughput (with the oracle's whole observations beside), a judged month of
# a 1,000-lane gateway (wall time, peak memory), the step's cost by lanes and by run length; then a CPU profile of the
# property grouped by where the time goes, and benchstat's medians. Everything lands in BENCHOUT
# (raw lines, benchstat's tables, the profile, the load average before and after), to compare a
# change against with benchstat. make bench-detect is the detection-speed comparison.
COUNT ?= 6
BENCHOUT ?= bench
BENCHSTAT ?= $(BENCHSTAT_BIN)
BENCHGO = $(GO) test ./sim -run '^$$' -cpu 1 -count $(COUNT)
bench: $(BENCHSTAT_BIN)
	@mkdir -p $(BENCHOUT)
	@echo "before: $$(uptime)" | tee $(BENCHOUT)/uptime.txt
	$(BENCHGO) -bench '^BenchmarkWorld$$/^(busy-day-20|mixed)$$' -benchtime 100000x | tee $(BENCHOUT)/world.txt
	$(BENCHGO) -bench '^BenchmarkProperty$$' -benchtime 200x | tee $(BENCHOUT)/property.txt
	$(BENCHGO) -bench '^BenchmarkPropertyWhole$$' -benchtime 200x | tee -a $(BENCHOUT)/property.txt
	$(BENCHGO) -bench '^BenchmarkStep$$/^lanes=[0-9]+$$/^(oracle|world)$$' -benchtime 20000x | tee $(BENCHOUT)/step.txt
	$(BENCHGO) -bench '^BenchmarkStep$$/^lanes=(10|100)$$/^whole$$' -benchtime 200x | tee -a $(BENCHOUT)/step.txt
	$(BENCHGO) -bench '^BenchmarkStep$$/^lanes=1000$$/^whole$$' -benchtime 20x | tee -a $(BENCHOUT)/step.txt
	$(BENCHGO) -bench '^BenchmarkStep$$/^lanes=10000$$/^whole$$' -benchtime 3x | tee -a $(BENCHOUT)/step.txt
	$(BENCHGO) -bench '^BenchmarkRunLength$$/^ops=[0-9]+$$/^oracle$$' -benchtime 2000x | tee $(BENCHOUT)/runlength.txt
	$(BENCHGO) -bench '^BenchmarkRunLength$$/^ops=[0-9]+$$/^whole$$' -benchtime 100x | tee -a $(BENCHOUT)/runlength.txt
	$(BENCHGO) -bench '^BenchmarkMonth$$' -benchtime 1x | tee $(BENCHOUT)/month.txt
	$(GO) test ./sim -run '^$$' -cpu 1 -bench '^BenchmarkProperty$$' -benchtime 1000x \
		-cpuprofile $(BENCHOUT)/property.pprof -o $(BENCHOUT)/sim.test | tee $(BENCHOUT)/profile-run.txt
	scripts/profile-groups $(BENCHOUT)/sim.test $(BENCHOUT)/property.pprof | tee $(BENCHOUT)/profile.txt
	@echo "after: $$(uptime)" | tee -a $(BENCHOUT)/uptime.txt
	for f in world property step runlength month; do $(BENCHSTAT) $(BENCHOUT)/$$f.txt > $(BENCHOUT)/$$f.stat; cat $(BENCHOUT)/$$f.stat; done

# Detection speed (BENCHMARKS.md): per bug flag of a sample, the self-check's rapid run against
# go test -fuzz on FuzzProperty, bounded by FUZZTIME per attempt (about 10 min). FLAGS, FUZZTIME,
# RUNS, COUNT and BENCHOUT scale it.
bench-detect:
	OUT=$(BENCHOUT) COUNT=$(COUNT) scripts/bench-detect

# The harness proves its power: the generic property with each bug flag on in turn, then the
# upstream-v1 preset, one row each (caught, checks, seconds, shrunk length, invariant). Exits 1
# when a flag is not caught within the budget. FLAGS=B23,H4 checks only those.
FLAGS ?=
.PHONY: $(BIN)/selfcheck
$(BIN)/selfcheck:
	@$(GO) build -o $@ ./cmd/selfcheck
selfcheck: $(BIN)/selfcheck
	@$(BIN)/selfcheck $(if $(FLAGS),-flags $(FLAGS))

# What a change does to users (docs/diff.md): the same SEEDS generated runs and every scenario
# file on two versions, BASE=REV and HEAD=REV (default: the working tree), each built and replayed
# from its own tree, compared after every op; every difference grouped, reduced and judged by each
# side's invariants. FLAGS_BASE=... FLAGS_HEAD=... compare two sets of bug flags on one version
# instead (HEAD, or the working tree); BUGS= goes on both sides; FILES=none or a glob; V=1 prints
# every scenario file's diff. Exits 0 when nothing differs, 1 when something does (the report
# and the reduced examples go to OUT/diff/<run-id>/), 2 on a bad command line or a harness error.
BASE ?=
HEAD ?=
FLAGS_BASE ?=
FLAGS_HEAD ?=
FILES ?= all
.PHONY: $(BIN)/diff
$(BIN)/diff:
	@$(GO) build -o $@ ./cmd/diff
diff: $(BIN)/diff
	@test -n "$(BASE)$(FLAGS_BASE)$(FLAGS_HEAD)" || { echo "make diff: BASE=REV names the version to compare with (or FLAGS_BASE=LIST FLAGS_HEAD=LIST two flag sets)" >&2; exit 2; }
	@$(BIN)/diff $(if $(BASE),-base $(BASE)) $(if $(HEAD),-head $(HEAD)) $(if $(FLAGS_BASE),-flags-base $(FLAGS_BASE)) \
		$(if $(FLAGS_HEAD),-flags-head $(FLAGS_HEAD)) $(if $(BUGS),-bugs $(BUGS)) -seeds $(or $(SEEDS),500) -steps $(STEPS) \
		-files '$(FILES)' -out $(OUT)/diff $(if $(V),-v)

# The stores side by side (package backend) at full size: every scenario file and RUNS property
# runs on the fake disk, the in-memory store and SQLite with identical traces, the planted SQL bugs
# caught, and the crash sweep over every scenario file. Prints the counts (about 15 min).
RUNS ?= 1000
backends:
	@log=$$(mktemp); $(GO) test ./backend -count=1 -timeout 3h -v -datadriven-quiet \
		-backend.runs $(RUNS) -backend.steps 120 -backend.sweep all \
		-run 'OnEveryBackend|CatchesSQLBugs|CrashSweep' >$$log 2>&1; st=$$?; \
		grep -Ev '^(=== (RUN|NAME|PAUSE|CONT)|    --- PASS)' $$log; rm -f $$log; exit $$st

# Coverage-guided fuzzing of the generic property (sim.FuzzProperty, built with rapid.MakeFuzz;
# seed corpus in sim/testdata/fuzz/FuzzProperty). Every input is a bounded run. Go's
# minimisation of each new interesting input is off: it stalled the fuzzer (docs/robustness.md). A
# failing input is written to sim/testdata/fuzz/FuzzProperty/; rerunning it as go prints
# writes its bundle. BUGS=B23 fuzzes with flags on.
FUZZTIME ?= 10m
fuzz:
	$(GO) test ./sim -run '^$$' -fuzz '^FuzzProperty$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0 $(if $(BUGS),-sim.bugs=$(BUGS))

# Coverage-guided fuzzing of the input parsers, FUZZTIME each, one after the other: the scenario
# checker against datadriven's reader, the op language, the routing index decoder, and the
# persisted form's codec against the reflection-based codec it replaced (docs/robustness.md, "Fuzz
# targets"). A failing input is written to the package's testdata/fuzz/.
fuzz-input:
	$(GO) test ./scenarios -run '^$$' -fuzz '^FuzzScript$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0
	$(GO) test ./sim -run '^$$' -fuzz '^FuzzParseOp$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0
	$(GO) test ./gateway -run '^$$' -fuzz '^FuzzDecodeEntry$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0
	$(GO) test ./gateway -run '^$$' -fuzz '^FuzzDecodeRoutes$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0
	$(GO) test ./gateway -run '^$$' -fuzz '^FuzzCodecMatchesReflection$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 0

# One shard of the nightly exploration: SHARD=i/N takes the i-th of N disjoint parts of the
# seeds FIRST..FIRST+NIGHTLY_SEEDS-1 and stops starting seeds after BUDGET of real time. Its
# bundles go to failures/nightly-<i>-of-<N>/, its whole coverage next to them.
SHARD ?= 1/1
FIRST ?= 1
NIGHTLY_SEEDS ?= 100000
BUDGET ?= 45m
SHARD_NAME = nightly-$(subst /,-of-,$(SHARD))
nightly: $(BIN)/explore
	$(BIN)/explore -first $(FIRST) -seeds $(NIGHTLY_SEEDS) -steps $(STEPS) -shard $(SHARD) -budget $(BUDGET) \
		$(if $(BUGS),-bugs $(BUGS)) -run-id $(SHARD_NAME) -coverage failures/$(SHARD_NAME)-coverage.txt

# Regenerates the measured figures of README.md and docs/*.md from the commands named next to them
# (minutes; docs/figures.md says which tests keep them in step).
readme:
	scripts/readme-tables

# Renders failure timelines in headless Chromium and checks what they show (installs Debian's
# chromium if missing): two made on the spot, or a bundle's with TIMELINE=DIR/timeline.html;
# SHOT=FILE.png saves a screenshot of it.
TIMELINE ?=
SHOT ?=
browser-test:
	scripts/browser-test $(if $(TIMELINE),-sim.timeline=$(abspath $(TIMELINE))) $(if $(SHOT),-sim.screenshot=$(abspath $(SHOT)))
# Conformance: the generated interleavings against upstream's real session store (needs python3 and
# HERMES_SRC, an upstream checkout at 339d968; see docs/conformance.md). Three bounded, seeded campaigns: as drawn
# (each run stops at its first divergence), with every known divergence class avoided (what is left),
# and the model's invariants on upstream alone. Minimal scenarios of the findings go to
# failures/conformance/. Exits 1 on a divergence no known class explains. CSEED, CRUNS, CBUDGET scale it.
CSEED ?= 1
CRUNS ?= 300
CBUDGET ?= 60s
conformance:
	$(GO) run ./cmd/conformance -campaign -seed $(CSEED) -runs $(CRUNS) -budget $(CBUDGET) -fail-on unclassified -out failures/conformance/drawn
	$(GO) run ./cmd/conformance -campaign -avoid all -seed $(CSEED) -runs $(CRUNS) -budget $(CBUDGET) -fail-on unclassified -out failures/conformance/deep
	$(GO) run ./cmd/conformance -campaign -judge-only -avoid v2-recoverable-set -seed $(CSEED) -runs $(CRUNS) -budget $(CBUDGET) -fail-on unclassified -out failures/conformance/invariants

# The Go side's multi-process findings on upstream's own processes (docs/upstream.md, "Generated
# interleavings on upstream's processes"): for every seed of UFIRST..UFIRST+USEEDS-1 whose first
# violation under the upstream-v1 preset is a multi-process invariant, its reduced bundle replayed
# on the checkout SRC (default $HERMES_SRC), with a count per invariant and outcome (about fifteen
# minutes for the default 4000 seeds on V1).
UFIRST ?= 40001
USEEDS ?= 4000
confirm-upstream:
	FIRST=$(UFIRST) SEEDS=$(USEEDS) $(if $(SRC),SRC=$(SRC)) scripts/confirm-upstream

# History (docs/upstream.md): every catalogued defect with a fix commit in upstream's history,
# looked for by the same generic campaign on upstream's own gateway process (gateway/run.py, driven
# by conformance/runner) at the commit before the fix, and checked at the fix. Needs python3 and
# HERMES_MIRROR, a bare git directory of upstream's history (the public fork mmis1000/hermes-agent);
# checkouts are cached. HRUNS, HSTEPS, HBUDGET (per defect), HSHRINK scale it; HPAR runs of one
# defect go at once (HJOBS defects at once), taken in seed order; HPOOL=N looks at N seeds on the
# Go side first and runs them in coverage order (0: in order); ONLY=B05,B03 picks defects. The
# defaults are the measured configuration (docs/upstream.md, sixth measurement): one defect at a
# time, both cores on it, seeds in order. The table, each finding's scenario and its upstream
# test file go to failures/history/.
HRUNS ?= 600
HSTEPS ?= 30
HBUDGET ?= 10m
HSHRINK ?= 40
HJOBS ?= 1
HPAR ?= 2
HSHRINKBUDGET ?= 150s
HPOOL ?= 0
ONLY ?=
history:
	$(GO) run ./cmd/conformance -history -runs $(HRUNS) -steps $(HSTEPS) -budget $(HBUDGET) -shrink $(HSHRINK) -shrink-budget $(HSHRINKBUDGET) -jobs $(HJOBS) -par $(HPAR) -pool $(HPOOL) \
		$(if $(ONLY),-only $(ONLY)) -out failures/history

# Mutation score: a seeded sample of MUTANTS syntactic mutants of gateway/ (flipped and shifted
# conditions, swapped operators, removed calls), each run against the unit tests, the scenario
# files and the generic property alone (MCHECKS checks); prints which suite killed each and the
# three scores. Equivalent mutants are listed with their reason in cmd/mutate/equivalent.txt.
# MSEED=random draws a fresh sample, its seed printed first (README.md: reading a mutation score).
# About a minute per mutant on two cores.
MUTANTS ?= 80
MSEED ?= 1
MCHECKS ?= 2000
mutate:
	$(GO) run ./cmd/mutate -n $(MUTANTS) -seed $(MSEED) -checks $(MCHECKS)
