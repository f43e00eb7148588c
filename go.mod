module gatewaysim

go 1.26

require (
	github.com/benbjohnson/clock v1.3.5
	pgregory.net/rapid v1.3.0
)
