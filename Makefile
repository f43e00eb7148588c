# Targets that exist really work; see README.md.
GO ?= go

.PHONY: test short check fmt-check vet explore rewrite bench selfcheck conformance

# The full test suite.
test:
	$(GO) test ./...

# Skips the slower property runs (tests that honour testing.Short).
short:
	$(GO) test -short ./...

# What CI runs (.ci/run): formatting, vet, tests.
check: fmt-check vet test

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# The main job: seeded simulations of the gateway judged by the reference model, with a report.
# Failures leave bundles under failures/. SEEDS and STEPS scale it; BUGS=B23,H4 switches flags on.
SEEDS ?= 500
STEPS ?= 400
BUGS ?=
explore:
	$(GO) run ./cmd/explore -seeds $(SEEDS) -steps $(STEPS) $(if $(BUGS),-bugs $(BUGS))

# Regenerates the scenario files' expected output (an invariant violation still fails).
rewrite:
	$(GO) test ./scenarios -rewrite
	git diff --stat scenarios/testdata

# Throughput figures of the simulated world (events per second, simulated time per second).
bench:
	$(GO) test ./sim -run TestBenchWorld -sim.bench -v
	$(GO) test ./sim -run '^$$' -bench . -benchtime 200x

# The harness proves its power: the generic property with each bug flag on in turn, then the
# upstream-v1 preset, one row each (caught, checks, seconds, shrunk length, invariant). Exits 1
# when a flag is not caught within the budget. FLAGS=B23,H4 checks only those.
FLAGS ?=
selfcheck:
	$(GO) run ./cmd/selfcheck $(if $(FLAGS),-flags $(FLAGS))

# Conformance: the generated interleavings against upstream's real session store (needs python3 and
# HERMES_SRC, an upstream checkout at 339d968; see README). Three bounded, seeded campaigns: as drawn
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
