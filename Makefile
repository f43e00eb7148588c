# Targets that exist really work; see README.md.
GO ?= go

.PHONY: test short check fmt-check vet

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

# explore: the long randomized simulation run arrives with the sim issue.
