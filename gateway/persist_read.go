package gateway

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"time"
)

// Reading the persisted JSON as upstream's json.loads and from_dict do, where encoding/json
// alone would not: a field name matches only exactly (encoding/json also takes "Session_ID" for
// session_id; upstream ignores it as an unknown field), and an object that gives one of our fields
// twice is refused instead of silently taking one of the two values. Unknown fields are ignored:
// upstream writes many the port does not model.

// member is one name and value of a JSON object, in order of appearance.
type member struct {
	name  string
	value json.RawMessage
}

// readObject reads b as exactly one JSON object and returns its members in order.
func readObject(b []byte) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("want a JSON object, found %v", describeToken(tok))
	}
	var ms []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return ms, err
		}
		name, _ := tok.(string) // the decoder allows only a string here
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return ms, fmt.Errorf("field %q: %v", name, err)
		}
		ms = append(ms, member{name: name, value: v})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return ms, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ms, errors.New("data after the object")
	}
	return ms, nil
}

func describeToken(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		return string(v)
	case string:
		return "a string"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%v", tok)
}

// exactFields reads b as one JSON object and returns the members named in names, as an object
// for json.Unmarshal; a name given twice is an error.
func exactFields(b []byte, names map[string]bool) ([]byte, error) {
	ms, err := readObject(b)
	if err != nil {
		return nil, err
	}
	known := make(map[string]json.RawMessage, len(ms))
	for _, m := range ms {
		if !names[m.name] {
			continue
		}
		if _, dup := known[m.name]; dup {
			return nil, fmt.Errorf("field %q given twice", m.name)
		}
		known[m.name] = m.value
	}
	return json.Marshal(known) // only names of ours, each once: matched exactly
}

// jsonNames are the JSON names of a struct type's fields.
func jsonNames(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out[name] = true
	}
	return out
}

var (
	entryFields  = jsonNames(reflect.TypeOf(entryLoad{}))
	originFields = jsonNames(reflect.TypeOf(originJSON{}))
)

// originLoad is the read form of origin, with exact names.
type originLoad originJSON

func (o *originLoad) UnmarshalJSON(b []byte) error {
	known, err := exactFields(b, originFields)
	if err != nil {
		return fmt.Errorf("origin: %v", err)
	}
	return json.Unmarshal(known, (*originJSON)(o))
}

// readEntry unmarshals a persisted entry into its read form with exact field names.
func readEntry(b []byte, j *entryLoad) error {
	known, err := exactFields(b, entryFields)
	if err != nil {
		return err
	}
	return json.Unmarshal(known, j)
}

// writable returns t when it is written as a datetime that reads back: in Python's years
// 0001..9999 both in its zone and in UTC (the turn marker is written in UTC). An offset can carry
// a time just past either end ("9999-12-31T23:00:00-05:00" is year 10000 in UTC), which formatLocal
// would write with five digits, or none, and the next load would refuse the entry.
func writable(t time.Time, s string) (time.Time, error) {
	if y, u := t.Year(), t.UTC().Year(); y < 1 || y > 9999 || u < 1 || u > 9999 {
		return time.Time{}, fmt.Errorf("%q is outside the years 0001..9999", s)
	}
	return t, nil
}
