module gatewaysim

go 1.26

require (
	github.com/benbjohnson/clock v1.3.5 // indirect
	github.com/cockroachdb/datadriven v1.0.3 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	pgregory.net/rapid v1.3.0 // indirect
)
