"""{{TITLE}}

A regression test for upstream hermes-agent, written by gatewaysim's history campaign (a
deterministic simulation harness for the gateway's session lifecycle). It drives this checkout's
own gateway process (gateway/run.py's GatewayRunner: start(), messages through a platform
adapter, stop() with its drain, SIGKILL) on a virtual clock, with a platform adapter that has no
network and an agent that has no model, and checks what the process did at one step.

{{STORY}}

{{VERDICT}}
Run it with pytest or with the standard library:

    python -m pytest {{FILE}}
    python -m unittest {{MODULE}}

It needs nothing beyond what upstream's session store imports. The harness it runs (gatewaysim's
runner, ours) is embedded below and unpacked into a temporary directory; GATEWAYSIM_UPSTREAM may
name the checkout to test (default: the checkout this file sits in), GATEWAYSIM_PYTHON the
interpreter that runs the gateway (default: this one).
"""

# gatewaysim: {{META}}

import base64
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile

# The requests the harness sends, in order (virtual Unix seconds in "at").
REQUESTS = json.loads(r'''{{REQUESTS}}''')

# The step the test checks, and the reply it is compared with: what the process does there once
# the defect is fixed (MODE "fixed": the step must look like it), or what it did with the defect
# (MODE "defect": the step must not look like it).
STEP = {{STEP}}
MODE = "{{MODE}}"
EXPECTED = json.loads(r'''{{EXPECTED}}''')

# gatewaysim's runner (conformance/runner/*.py), zipped.
HARNESS = "{{HARNESS}}"

SESSION_ID = re.compile(r"\d{8}_\d{6}_[0-9a-f]{8}")
IGNORED = ("answer", "progress", "busy-ack")  # a turn's own answer and progress bubbles


def _checkout():
    env = os.environ.get("GATEWAYSIM_UPSTREAM")
    if env:
        return env
    d = os.path.dirname(os.path.abspath(__file__))
    while d != os.path.dirname(d):
        if os.path.isfile(os.path.join(d, "gateway", "run.py")):
            return d
        d = os.path.dirname(d)
    raise unittest.SkipTest("no upstream checkout: set GATEWAYSIM_UPSTREAM")


def project(reply):
    """What the step's reply says a user and the store saw, with session ids named s1, s2, ... in
    order of appearance and times left out: one line per event and effect, then the entries."""
    names = {}

    def name(v):
        return SESSION_ID.sub(lambda m: names.setdefault(m.group(0), "s%d" % (len(names) + 1)), str(v))

    lines = []
    state = None
    for ev in reply.get("timeline", []):
        lines.append(ev["event"])
        for e in ev.get("effects", []):
            if e["kind"] in IGNORED:
                continue
            keys = ("lane", "session", "fresh", "synthetic", "reason", "resume", "variant", "outcome", "category")
            fields = " ".join("%s=%s" % (k, name(e[k])) for k in keys if e.get(k) not in (None, "", False))
            if e["kind"] in ("reply", "rejected") and e.get("text"):
                fields += " text=" + name(e["text"])[:40]
            lines.append("  %s %s" % (e["kind"], fields))
        state = ev.get("state") or state
    for k, e in sorted(((state or {}).get("entries") or {}).items()):
        lines.append("entry %s session=%s resume_pending=%s suspended=%s" % (
            k, name(e.get("session_id")), bool(e.get("resume_pending")), bool(e.get("suspended"))))
    return lines


def run_requests(requests, upstream):
    """Runs the requests on the harness over a fresh home; returns every reply."""
    work = tempfile.mkdtemp(prefix="gatewaysim-test-")
    try:
        zipfile.ZipFile(io.BytesIO(base64.b64decode(HARNESS))).extractall(work)
        env = dict(os.environ, HERMES_SRC=upstream, HERMES_HOME=os.path.join(work, "home"),
                   TZ={{ZONE}}, PYTHONDONTWRITEBYTECODE="1")
        python = os.environ.get("GATEWAYSIM_PYTHON", sys.executable)
        proc = subprocess.Popen([python, "-u", os.path.join(work, "runner", "runner.py")], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        replies = []
        try:
            for req in requests:
                proc.stdin.write(json.dumps(req) + "\n")
                proc.stdin.flush()
                line = proc.stdout.readline()
                if not line:
                    raise RuntimeError("the harness died: " + proc.stderr.read()[-2000:])
                reply = json.loads(line)
                if not reply.get("ok"):
                    raise RuntimeError("the harness refused %s: %s" % (req.get("op"), reply.get("error")))
                replies.append(reply)
        finally:
            proc.stdin.close()
            proc.wait(timeout=60)
            proc.stderr.close()
            proc.stdout.close()
        return replies
    finally:
        shutil.rmtree(work, ignore_errors=True)


class {{CLASS}}(unittest.TestCase):
    def test_{{METHOD}}(self):
        replies = run_requests(REQUESTS[:STEP + 1], _checkout())
        got, want = project(replies[STEP]), project(EXPECTED)
        if MODE == "fixed":
            self.assertEqual(got, want, "step %d (%s) differs from the fixed gateway's" % (STEP, REQUESTS[STEP].get("op")))
        else:
            self.assertNotEqual(got, want, "step %d (%s) still does what the defect does" % (STEP, REQUESTS[STEP].get("op")))


if __name__ == "__main__":
    unittest.main()
