package check

import (
	"bytes"

	"gatewaysim/gateway"
)

// routeSession reads the session id out of a persisted entry without decoding the rest.
func routeSession(data []byte) gateway.SessionID {
	const key = `"session_id":"`
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return ""
	}
	rest := data[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return gateway.SessionID(rest[:j])
}
