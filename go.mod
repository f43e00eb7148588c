module gatewaysim

go 1.26

require (
	github.com/benbjohnson/clock v1.3.5
	github.com/cockroachdb/datadriven v1.0.3
	pgregory.net/rapid v1.3.0
)

require github.com/pmezard/go-difflib v1.0.0 // indirect
