"""B12: unify reset boundaries and recovery (fixed upstream by 9fc0074ba)

A regression test for upstream hermes-agent, written by gatewaysim's history campaign (a
deterministic simulation harness for the gateway's session lifecycle). It drives this checkout's
own gateway process (gateway/run.py's GatewayRunner: start(), messages through a platform
adapter, stop() with its drain, SIGKILL) on a virtual clock, with a platform adapter that has no
network and an agent that has no model, and checks what the process did at one step.

What the harness found: unify reset boundaries and recovery (B12, upstream #61052, #57056,
#61220, #63539, #61993). The generic campaign with seed 3 broke the harness's invariant I16 on
the commit before the fix and not on the fix; the shrunk run is 5 ops.

The invariant's report: I16: synthetic resume turn on lane agent:main:webhook:dm:hook3 has note variant "b", want "c"

At d17daf0b1 (the commit before the fix) this test fails; at 9fc0074ba (the fix) it passes.
Run it with pytest or with the standard library:

    python -m pytest test_gatewaysim_b12_9fc0074ba.py
    python -m unittest test_gatewaysim_b12_9fc0074ba

It needs nothing beyond what upstream's session store imports. The harness it runs (gatewaysim's
runner, ours) is embedded below and unpacked into a temporary directory; GATEWAYSIM_UPSTREAM may
name the checkout to test (default: the checkout this file sits in), GATEWAYSIM_PYTHON the
interpreter that runs the gateway (default: this one).
"""

# gatewaysim: mode=fixed pre=d17daf0b1 post=9fc0074ba

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
REQUESTS = json.loads(r'''[
 {
  "at": 1774684800,
  "config": {
   "by_platform": {},
   "by_type": {},
   "drain": 180,
   "freshness": 21600,
   "group_per_user": true,
   "max_age_days": 90,
   "platforms": [
    "api_server",
    "discord",
    "telegram",
    "webhook"
   ],
   "reap_grace": 20,
   "reset": {
    "at_hour": 4,
    "bg_max_age_hours": 24,
    "exclude": [
     "api_server",
     "webhook"
    ],
    "idle_minutes": 1440,
    "mode": "daily",
    "notify": true
   },
   "thread_per_user": false,
   "zone": "Europe/Berlin"
  },
  "op": "init",
  "seed": 3
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "boot",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   18.508,
   "ok",
   6968
  ]
 },
 {
  "at": 1774684800,
  "internal": false,
  "lane": {
   "chat_id": "hook3",
   "chat_type": "dm",
   "key": "agent:main:webhook:dm:hook3",
   "platform": "webhook",
   "thread_id": "",
   "user_id": "svc3"
  },
  "op": "message",
  "spec": [
   5484,
   "failed",
   919
  ],
  "text": "hi"
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   5484,
   "failed",
   919
  ]
 },
 {
  "at": 1774684860,
  "op": "tick",
  "spec": [
   58.087,
   "ok",
   0
  ]
 },
 {
  "at": 1774684860,
  "op": "stop",
  "restart": true,
  "spec": [
   118.065,
   "ok",
   2690
  ]
 },
 {
  "at": 1774684860,
  "op": "tick",
  "spec": [
   118.065,
   "ok",
   2690
  ]
 },
 {
  "at": 1774685042.5,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685042.5,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685042.5,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685042.5,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685042.5,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685042.5,
  "op": "boot",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 },
 {
  "at": 1774685102.5,
  "op": "tick",
  "spec": [
   52.981,
   "ok",
   4750
  ]
 }
]''')

# The step the test checks, and the reply it is compared with: what the process does there once
# the defect is fixed (MODE "fixed": the step must look like it), or what it did with the defect
# (MODE "defect": the step must not look like it).
STEP = 19
MODE = "fixed"
EXPECTED = json.loads(r'''{"ok": true, "timeline": [{"event": "boot-resume-pass", "at": 1774685043.5, "effects": [{"kind": "route-saved", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746"}, {"kind": "routed", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746"}, {"kind": "resume-note", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746", "resume": "restart_timeout", "variant": "c"}, {"kind": "turn-started", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746", "token": 1, "synthetic": true}], "state": {"rows": [{"id": "20260328_090001_20d99746", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684801.0, "ended_at": null, "end_reason": null, "message_count": 3}], "entries": {"agent:main:webhook:dm:hook3": {"session_key": "agent:main:webhook:dm:hook3", "session_id": "20260328_090001_20d99746", "created_at": "2026-03-28T09:00:01", "updated_at": "2026-03-28T09:04:03.500000", "display_name": null, "platform": "webhook", "chat_type": "dm", "input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "total_tokens": 0, "last_prompt_tokens": 0, "estimated_cost_usd": 0.0, "cost_status": "unknown", "expiry_finalized": false, "suspended": false, "resume_pending": true, "resume_reason": "restart_timeout", "last_resume_marked_at": "2026-03-28T09:04:00.100000", "is_fresh_reset": false, "was_auto_reset": false, "auto_reset_reason": null, "reset_had_activity": false, "origin": {"platform": "webhook", "chat_id": "hook3", "chat_name": null, "chat_type": "dm", "user_id": "svc3", "user_name": null, "thread_id": null, "chat_topic": null}}}, "running": ["agent:main:webhook:dm:hook3"]}}, {"event": "turn-end", "at": 1774685096.481, "effects": [{"kind": "turn-ended", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746", "token": 1, "outcome": "ok"}, {"kind": "answer", "chat": "hook3", "platform": "webhook", "thread": "", "text": "(gatewaysim answer) first step that has no recorded result.]"}, {"kind": "route-saved", "lane": "agent:main:webhook:dm:hook3", "session": "20260328_090001_20d99746"}], "lane": "agent:main:webhook:dm:hook3", "token": 1, "outcome": "ok", "tokens": 4750, "state": {"rows": [{"id": "20260328_090001_20d99746", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684801.0, "ended_at": null, "end_reason": null, "message_count": 4}], "entries": {"agent:main:webhook:dm:hook3": {"session_key": "agent:main:webhook:dm:hook3", "session_id": "20260328_090001_20d99746", "created_at": "2026-03-28T09:00:01", "updated_at": "2026-03-28T09:04:56.481000", "display_name": null, "platform": "webhook", "chat_type": "dm", "input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "total_tokens": 0, "last_prompt_tokens": 4750, "estimated_cost_usd": 0.0, "cost_status": "unknown", "expiry_finalized": false, "suspended": false, "resume_pending": false, "resume_reason": null, "last_resume_marked_at": null, "is_fresh_reset": false, "was_auto_reset": false, "auto_reset_reason": null, "reset_had_activity": false, "origin": {"platform": "webhook", "chat_id": "hook3", "chat_name": null, "chat_type": "dm", "user_id": "svc3", "user_name": null, "thread_id": null, "chat_topic": null}}}, "running": []}}], "exited": false, "stalls": 0}
''')

# gatewaysim's runner (conformance/runner/*.py), zipped.
HARNESS = "UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL2Zha2VzLnB5rFlfr9s4rn/PpyDUh9ozaW7vxX3ZDLLYbtEBZjHoLKbF9qEoDMVmYk0cyRDlkwbF+e4L6l9sx6fTAnMe2kR/KIoif/yREUK8bxFosNYMulH6SGAOMPTkLMrzcwI7aI0WCjNYKrcgoe+kOxh7BtnI3qGFi3ItaAMa3cXYE0jdgNQgj6jdKk2eTYPdZrX6WZ7wVdxIw77uJBHS+MB/SsJ/xzPiyjWQAXxAe3Wt0kdwLSa9GoMUNJB6lTQqGkW9dHW79kv3A11fEBIpo+E4SNusoUd/WzgjkTwircFde6WPJaiJNuaifwKjuytLWl2URV7AxtgCoW6KEizWxjYEl1Y6kFDzfxczdA208gFhj6iBWnPRm9XqnRv2r9gwQE7qhkBpOBjLt6m8wTavfvHzG/jFEbjBauilPfmFvKg2+gEtScd3GbRTnb9iK61GohV6mQ6K94PVtDkoragtg4F4nRlcbc7o36i35ty7F86cUENtBu3GoqBuDeFP/JJKO7R26N1K0smLdwbImR6kA+UINH52ULdYn3qjWPdf1QnDK6HsgifwtotVDslPDIT2OSXzw6VF7S3sb0xOWkdeySCk765hiXLgr2hO/LTWDMdwr/S6jXRyLwnHLtIGQ7s1C1yxvnVnCIuFp4Zkfb8CCna74CdenrmA0WH3bG+DtWIFys1KCLFaqXNvrANJV10rk77WRjv87B6kpTTkWouST8gD6oyr1cGaMzzUnalPECde85c1fDD2tFqtXr199+HN77ADURylw4u8kjqD1HRBW4IAeAatuQTbuGEf3uA5xRUUTAxFdFfvnmC0v5Y27Mbe6OVqtXoGjBBK7xkgOAq1gwv7hjdsx8axg+ZtFygIHeyvEz+6tMhB4+I7JKOxY3lhP62eQW16hQ07mhlb1Xl/YzfAz1gPzlj4w+wpu7OyyaTlZpU03I3NvHkdPv9H2kLcDFXFxWINDR7k0LndW6ORr+sRCd6xl21XAABCiDdT6IkwQwwAbs2RaWyDduNfnrd05gg7+PhptVo1eICzPGEVN1VefrEIcmngtdEHdVx7JX5HGjpXBlWCbiMIXZIT1/Lf0MMOvjyyM2TUfpDdgPDi7/wurkUbAzhAtyKO2LqV+w6zFONRR2PtYAdsJpZXy67D5gYsORnEKI07CAqeTac/J2ixazLqlqt8ChuqqpRWrqoKwu6wzrtGN+I/Gnq0RbnJq6d2K1Cz+s3uvR1wDR7edqO3F+VI8u18H6pei6h6VOIHaY+0hh9+OF3400wXdfDhMnqSzdBvjhh2b9I5G2/1NbBKMwn8Z9HD3s+yI5xMnqU9wQ6O6KRzNmokKh5Ob4LsxMF5Z4rxE7ElCl6+cCoPF3e7xlcZvXzEBT7oXtLyHq/uVH68KJthyfKNosne7Tcb47bzL7VH1JfFLenrCUDQg2G0Us06gA/DggfQyhmPLGs4o5OcneLXJ/zJ486mM8eN7JmiFF9E8iHBhGPBp0Q8muedLeK3cn13v+mfCJnntrFIGoKx8OWx9F48WlXyuODoEYyo6bhw3fJx0XA3BCtoqGskilEZAaBSzY6ldKiLfPWyXAxLbJSr4r5vis3v0EG8FItn8gNXgRh+z5FP+Ut1Quy/R94zeOU9i3Oh3wVKN6qWzlh2sINFarEJ1BgOeAHC2mjPRVWHIAOB5PS85ghmgjUVPwLm/UDKJ2zOt0wIfMTnpJfS+R9Dc0TagmsVZdTne3liaPTsAE4QZmBCwcTGcnHBCcdc9HpEX1nN58RcC2qpa+xY2GYiSl6kyoRq84aZQ1FueLBYfjpnvsvUf/J0R3RVCC19MNOYXxb0RfjIyrggtDzjPEZBuGvPo6I5i8dwbk4GGVMzK2FSn0nJbxojs/bruZDo1LF1NxqykFL9huz6a7gzhYeYIHYXS7jJVCLsuyRjOh3kwS4Knk5Gkl6pJskeDU2XdlJjXnS6BCyKObxKm054Tag0O4jJLfIpnjRvsDd1O4L2sKjHekRoihg661QjRepA5RqWWa3nOQdlyQFhLGv4KabHMILIxJymU6kYW5rLNVcl6eSvMmUHs0WMyKPLsCrppcYFnOfgGKqq8MiFcpG+M4ueimd7w+5WoqSou7vgU/o5VZ9wrtdeOqMhTo1NqogGppS3Oi9q6o06joEbM38fp2lW6UArY42DzRJDl10XGDp/4TqRYY4HkpZBKFOeoMcVA9MPdZOX5vf6Cm1so19NfUqI9A+v8hlda5ockZ16wKLuxkFXd7QZKeF8S8DxceOZyDVdsPinvDsCRqfIFaP1Zaw+Km1MXyyD3wT0ooGrtwH1CxZYZkt/4DpxZuRUTLK6UgPTMrUfnK/2fGOG9W3lA24Bz727ruHATrIG5dAyFQsk5V/vfnv7gtAq2SniYSgkwcdPpa/YM2+DIqjLtvAEbw2kdI23kpLfgIA4pswhZ7tbD4Lr36QjgSTfLshnEBguiGgOoDyXAfTpJLJoy9fm3FskMna7DMlz6O0kuSp0ZqqAP7CDl9M1sb6tOtRH1/r5kfDIj7PGnHdGp7AXyTMGjCROz4WoKjFPYlIRwqtkrDfWGlt4SfP7eveaFLps6Vjm/o6y8w2VSQGbm2C3M4UQdy2wEXcI3cP8LrCc3L6e4GN+us9NsJifwqKQeG4Torzf5pWb7fBjMTlxwIj7bbkin+7MdH/hpJz5mv0TGjb7pX3JYersjbAb+2axsCdJfNoX75ay+A4df/za8sr7zW5Gtb7JeeGbHRi+zYlh5MgJ90Z0MrT6dpD9ODYG1YETjC9D8xRXYjwpSsCOMAVGEpVIpKydelDuWtFwPkt7Xap0hRCv4GLsiaEuItcW/E4EbS4b35KLdAjwQdWOQOY8lvutB+U7n003pf29pNC3ZUrOAZa6r6GRm4gDcxPyrXcZutUvlM4x6el/4QuPiexbDpDZoqUHZsZbVsVnC97ogfciKVwAG5BcP9S4hf/xzWXHWh3MoJvJCdr4vmDuDu8HugLzRa5hjDlxLcJW6Ay5nMo9dkylMBKwATb8z3Ld/0V4OM5P5khseecaZhMNUs0sPr3ZuCfL4V+K5XJcRNJZ+USW5YktvNy8ZIcarGU0dcZ0YguhdSBkr0JS8k17sYX/fUL6WX6ufKrlmGTd/8ZC91zBuWogbPzePHKWn/2ax6nXZvYYYzL6R2pkfBV0mfzdgn4ex5O2kn/QEcG5j2e3wIp9K2m+UB2SkvdC5oIic07VzBSP/A8W8drWdJjbO7NrejyeQ/T8ts2er+uvaqy/6SzrPNUYnFrUXu/XNfvYLxo1SJLU3eyUcJPd5Dq7dK2JZPxcY+/g/bUP2Plt5y4cdjPb1L7zH7SmDva0U4X8wZXAfEdcf7d8c/t1IH7yeXMpx0bpd4b3re7wsxqT/ntjhDnZdal3xyLKJ5ZFrH56aY+WFIUqdsIPwjiHr01Wn+X86NI3CeoAipRmEK+xyONrIGdjtppX85DtEWJA8HliHWRP5fHQWBQ568fKqVYfjD1t+vseq38exsvUzLnbhBys3kSxolxY05ladpvWdE0oou5woVXkjL3CLhRKY5OOXbCK6wJ3+/hpetSZfHMjyfoRPn4R7OCM/dFAIrq62CabPn6aWrXH+saP/K146OP/ffKQmL4HW768g0yez42DHQhzEku40Xd81fgr4Y9QRF0+vvj/l9tPswfM0XN7QyFh2bdg7heS2JmkdmKdfjNcXH/PQZdrnZF5lgUtE9Mfv76TH+7WUk9PNtZ99G7+Go/398is4KC07CqL1BtNmHasQaTftfjxidNiztUUU23kyD71so8+/ukD51TFe75DJyG+WyHfwnn6h4OpKhC66LfBjEbbBLnjHDu96NNqR47zlykuDlJ1Y32RUxnbJzczQgEX1o2pWzlryea6dfXfAAAA//9QSwcI+KIkjGkLAAA3IwAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAOAAAAcnVubmVyL2ZvbGQucHmcWl9v5Dhyf9enKPQ8WMrKgp17CNJ3HWBy2QU2OMwAt3OYB8OQaalkMU2RWpKy3Ajy3YMqUv+6255N+mEsiWSRVfWrv5zdbveLUbWDoXfeouhuHMhaIfRGKalfQBnTuxyEBzto8LLDHJwB3woPApzsBiU81lCLE1TGeQftoGuLtQPTJJUy1RE684oOpHYeRQ2mATFNAt+awQldF0nyj+UEz6I6vlgz6BpG4asWrYPUtwgOnZNGA7710p6mwRxorFfCN8Z2YLEyWmPlN+PJUehnoUEbLxuJNoNRSA/P6EdEDb1wjg8JRuOtIxI1OI+9W7PrTQ+oa0cEO/h9kNVRnfZJAgAwtlLRCVVTlHbQWuqXPQ/QryiK+bkxFkrayQr9gqnUHu2rUNkym36yoaO+R2/6PVsUx/OP4fcJjN2DRT9YvVknmHHhTrqSpnAKsU/vsyT5qlmOr9L6QSgIukNRtaQy3xqHUSDSgYBFtTmM0re8ls6JljRozPGI2BOEROPRgvRJUKE3Fm8cOC161xoflEeHdDfgqhbrgYCX7UFoEPWr0BUGzBDERkH66BDu/+Uuv7u7i9gSuobOOJ/wRDvoG8dYLeBbKx10ph4UgsXRSo8uMOWGqmV456QLOkSHvjX1jQMzanBmsBXSmDfJLD/ZfKSRa5Kd1ZskYyurFkZxpBN73tKJDtkyhPYuQoi+vwiPozgRKy4HJ0kI2viW5Pk8hLV0drAoAhyTygy0FctiPTXCtlIorIPp4CQZJKxDLZsGLdIOpFhWVliz520ao2qsk2hLbD8VWYonHqR3oPHNs/2sTZwgITURYlOi7Wi6A3wTlWcbGNsohFZYjc4l5tmhJXU+YyUGhyACj9LFQ4DR6gRji/ZSGqgrZRx9ebpiiU9J1WJ1hNQQc0+V0V7qAZ/Y1YA3IH1GmygzEmuB84ll36KG2qCbN+2MRUDpaXQUp5yEnrATsqZCR1xK1idqlmSaRUN0RZJ8DlwFn6KcCR4FhVUnMCQyEpj05OekZ0c8ITZ4pfRpRmEjpMK6nFyf2yfsEJ7gGRs6IkOMYBis7D8Hdbp0jxnJ23ToGA4M4fSJ/hAZZcYsHNUiizDZ4Jc4uYkQGFvDYudDGsITzViYaSnQ/HnlJ6ASxFskzNLCV7QsSHxF7Wf1/z5I9CzlAAGKPDXeYtNg5W8bi+t9Ui266BOE91Y+Dx5dtqCoSBLCvkXnCaks2mD6NGcJhDlUputJwNBY061DZEMAi/AnZ6GkRtBD94zWFcmXiJIFtwGyDBDhPVodrY4DjtAnMBOU9tHTctwFcqG0TNpVWErYCxfJbrdLEtn1xpLP8csju5/pVWrXYzWPdsK307M7uenR45sfreiTJKmxgVK6yXJKVk6qTY0xQu12u6etcdFJaCRgHFLpgkurkNfldLzi86SLLLqoGgvSDxwOsJtI7bb+VJNKNrSKV6GGSPGL6NbEeKSQNROkA+6yiZ1+sJjiW28XFr63yDKnrwFUwZVeAw+k9O6R0huK/NkekHYTntXsQbwIUqRPwqmDNqNbh1aQ44AAVkJcRE0xiY2coWYkOF+MQh3XR4UlF1iLIod0EsGZeMPr34yow9M/tLCnr30UGQVcevh3Y9TXPr9IKLY/Jqwjoa82/P2rCYxlZxlL1P4vQjlcw+GbHXBSBDujksB9hqg5TuaLJWch7q8SsnVWmoOx8MVoDKFs5TRDPCTCJMeYMhIpDeQ6//r1y3/sYXaUIf+bvBJRD+6IVT75T0i/sHNsw1RLsZJ30EZjtl/i8aVDp7jqg/ObNR4Vet1QfjF2QrUPyDYWFYXDK+bghX1Bv7KHCwNaTZuMo9xdpSU9TioWSl1Suja/aAZdXTXHeXTaldPdSwNXqFfkhH1xGU2/34qAB494Go2t3Xbds6lPGZlP+s85/GmNyghAUh1/YwwdlnfZnFM5HOBPy/qgwgPMEx7uH8+Ncq1Dnh+E8Wuz6JA/r5VIm4aP8673F5Z4JvFl/sPdY7RhgnDYJno4nkN+6h3bnDmHRRrLoiAjAn8eUb9mnXZd3m6jJK5IIVI4lwJ/fgfKYYzOsPFZH0JwWVOYxbtFcVzEr81stELXl8RJLWHeO2qhSRecXtPJpVs19vLsm4V/Zw2F42+GQ1wjr0ba+wjeV3QRkz/a4GeKKedC5PF1TP1Mid+Hcl8tWS9kl/GR7Qml4AAXq99FkVBq5VzOsod5dEkhmPKH+cOy6GoScTY8ua2YT113XLzmis/i75O7+uGZiMAMhDm8LoeK4xEJtNEHgo7vW5fK1Dl5jIE4JKbpVP+uY+8qzbsodz8ucZ84JnM3YFXFMLV3SX3//Ou3VfBXonuuxZ6DNNHb1hm9EhWuoyj7sGgai0gi1iZYpqTUwwZFKYvyMAEglfVhVnQOlX87TElUmmU5p4KHiLDL4Utrjz+S/OFhYu4xhwkRh4fHYGPkDJdzNzqe+m8shZTX07uwL0OH2ru0N46S1UCZEDM9HMfN9+NY1tiIQfnwvnrJciDXcmBd/1hmk3xIUddEs+Exh0Zf41PjGIn/2qTznuSOf6wXTuXfVcpcOXygF2b3YXKCqz3Y28X3ih3Y47IqhKqZhWhXtKwy/alUphIE71TjmDNAqdz4BLe3tyCmwo9zwmAQOqYTqGua8//8JQnpASiJiz0iJzu25pJ42QF8Ck2Z0FhaF62hC5YkSaWEc1B+F9IH7LFHKKWWvixTEnceM2y98Qj0YxsOg/zo7+KDjn9jVhGm0L+Flx2m2UxsS6oZfJxdVBaFx7IZPOUy2XZeK3StcJ4qlCqFT+MR4CeYti9HccSztVMaFyqThWOayiQuS63pbEVtNKZnydQ86NCXFt2gPJcH2ULbYmxlYpSn8HnQ/7ksA2NFRdFAnXM9nZz/viOQWSOzVGivtTCSpCTQ/AYHeHhMkoQdHR+T4a/P3b4+L7kcVU/0tt92Lxtp3Vnfhzsloc8rLLcIQ9dz1jwXQpBOTR+FwmoXquIsh5Accg9SR5JL1cTGdJiDzwtJPyZ5XFFGVwMHCmipzqYgoeEvB7g7j5j8Sl6JDSHdAp4Hg9QK0feo63QMH709LZRCp5EK3C1Cxj+Ca5g7xjx9850qk8V24N8OMAacj4XmGMt2dg5M2DI3/cZiBceFTh4MIiOXse3U8WVIPTURyZ0QCqASXUgxGqmFUms5vAvjKEOLnXlFkmHIP6L60wV0FHRCp4ybgEtFPbX/9otXDULjPtlyaG3GCC7pYDRH1LFDN2NnalSeobtgBYbaXnq+UahBMNJn6IWPh1VzgzvY5GEDhxsPMgbD3Spn6jnPHzdIol8rCTOTauchfKuw9/Az/5FGX1vEHEQ9sq6kJw8AoxlUDVZIh3tQSPLIp8Zl7E+tD95OEWH6HeEAnXhL73PuHBYVSpWOxRqbtwGat3CPt/+aZecwPsJfCGyXQL2GymPOnFzWT5P8uZcESzTm7+uctnxWpjqmznfe5eCFVKU5LigLl50TttjvGI3Ai0KbOy4BEe4CgqeTFnrjGGd/jrYyaD/1kyeQkOe5m8Ehc3CeAIJ66NAKj+FUK5tt+IrzsGmLuVX1JZs4RfLVA2e5oS8VDhkIPkj4Ce73j+dRKow9Ev2Y7VN5/U9McSthDT9Npe5UPWxk6i1iSv/ELbaMUqWx6V6uZsKPml3fyYO+V7SH1tWVdsaFLX3iHqASzlPg8UjJcri2nK9xblzwJ5QMrq9jmfk1duYmx1SN8FXBnpmgp2y1a1EUxuahi081zlPYVHgIBMKV0nRz9Xy6fvnEiOKafwUNG+EzH2d/blrrotzPDZdLS7vg0Plr/FE9y/wtpexqBxpZ16jMQpZdBU0n9IvCeg2EPwIUzlkPq5uBLY9XrxI4YQi1bv3u/FDj89TdboNL0WHBmYqjJD3dleVu1XulUdT1amwr3HWDG8474EEWLHVOuNNKucUR/X26i66Uu3Ehp4m3UC4AiGIZLxfPKrqr4HvCDcV8Jx9utT0u9wmUs4Zcb5Y8XxM0fMmgpKOSx4YDFdJj59Lsym1DuDgqpKuMNYOXGqkm5JKn0RllIY0uyrJSxg0Wy/L/Gu6U1OjymEQe5v1e0Ie7dx6nrTareuHba7MbqXAzOYbN9OtvP1tLRvrt1CM//siZOFvBYb4SK2qsUft0tyv+y0id8rFWce6CL0J1LHZ7YR2mzlYXx/rtpL144+P84DTy3KBI8ud+mUz27johclOpgN7KV+EDemJaoBHDFQfjkypE2kbqlzwm7fiGFShRHd1yfmKrkW9lJ50LmXcog104yGae1JVlV1yS0LThKZPGb+F+mR3/h8YB3MkV4cU9MLzCS1k+ns0tyrKWlS9LqsJidyMNPYptC9NVpifK//0/76uMGE3jbW88JOEshx2N7LL8fNM8kP2jSdqFUkM/hGkQhPnKehP3aULsawG7zo8NUuP4I1RrHIuy/H0QijYrSzgE+12+LCJDT/6XHEQefQdtMI+Tg5nKouXk0fvRYPK/AQAA//9QSwcI6wDqTikNAABYJgAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL29ic2VydmUucHm8PH+v47iN/+dTqF4sxmn9cjM9HHDIXu6wbaftAt1uMTNtUbx7MBSbedHGkVJJfnnpYL77gdQPS7bz3tvpXB+wO44lURRJkRRFuiiKv+65Zf3JWA38+Mow3UsJmrWirZiQzO6B7bmWYMwrwx5Uw7d9x/WFlarXZrlaLD7sgamtAf0Amh0AToZxZsUROiGBqR2DB5DWVAx4s2dnYfcEFHY7aKxhBkCy8150wIRlZ25Y02sN0q4XixvW9ppvO2DNnst7MBXbXlijjieuhbwnOMYqDWwLO/yHy5bxnQXNSq3OBmc3lltYtdtXOJUxQknDLML8ZsEIwAm0EcZCy7TqLYIVsoXHiu20OqbD77mFM7/UoRtBYec9aEIdHoWhZXYGaOyCxRlXPxolv6HphLw5wlHpCwNptQDzipnenEC20BL+8HgS+lLvhOSd+Ae0bNfxe7Os2K7rzR5av9YFQ8LqC1N2D9qTkxnFLDLU7uFCzMAnoZnSLehvFjdhjcYvL2G8Okv23uH7Hmm6ugdbK103GriF2i+FlWfNTydoKyZxfs+ZdonAba9lgOx4028Zvwdpv2FSWUjbLDwSmq6dGL/nSISKHbltcKH8ngtpLDvvuV2wMa7bXnQtaMNOWrV9A6ykN7UG0x+h1tAopE+NEy+Z0kxYw3biEVrWKEnTE06I+NnTDFdjDTsjS81enWWC8I4fgPGWnyxoZBrI1lSs6bgxYieQL5cUxbPSrZD3C8ZKWmVv1Y0GAzSraKAioK3mQvo3hKSGk9IojBy3kYZTd1ktFn9Udo8iR7LWQiNaMA7pMCOi23ct2/MHYK2S8A3KpJLdhUl+DL2FxY29WhRFsViII04ViPHAtQmvUFrDs4pvzd87YeHfw0+718BpiUSiE7f7TmyZb/0Tt/uFa0HCmfD+PZLNvUcKxfeejpca6Vo5zrhuD02nmkPo92v8sVh8xd6D9WojkgDlpwPDlMRttlW9bNkRjOH3MOgdEre1FwZt7LDrDbYvvgpDUBf6prLjqFPmN0TDu440DUk8PwJtA6bhBunjdJ20+rJcLQK8TUr01a/d81+4LguvY4w4BjVTVKyFHe87u/mjkrBcLBZEK/aD17nrBWMM+7C6FlLYui4NdLsK90WzdK34hy9X+I5tqClvIBpvBqau3v1BNYdymfdyqpxt2O1d3tD0mm0YIpi/t6I51Nz6Nsa+cruMZjuqB2hJpNf0VuKW9HpMnUA6O9IccohnLjwNDdhyiSB7A5r0iWGhdQt7gbaAzBkp617LWUB1xyXgkj5+Qlj4i938dxACw6Q6R6hKMmFzKMiw+u899NBeQQmXpsGZKezN9qprTQ6lFdpe2Ib9lqPxCFRydtDZz6BnmVFHcMrACNkACTIZKVKhlh9gtE6UI0IuXyBJqxdhtUNKeeGMGmiA33FjnVQby7Etn8GDGVEyAPdz0bw5MM0lUyNs4Xiyl/po7qcsQZqaVwNncEur3jpL4vZ+y7Y9KVjkO7vAiFm2F7VTCwH2hz9/x4xoA5JWc2lIzwiLCsF1toqV3ETCLKdAjWgHfEVbLh1JCbonQysai9MQv0TLSs5OCg1p7HHkF0Ld8MtoCqRA1DdPMfJ5+hqUpQ17Pdq+BHe6fY3lx9NsS3DMNqz8+Kli+N/t3YD2Xh2xTZkVyAehlbwtfv/23fdv39e//+H7t8VIe6DtQPqVytDz6kclZIkwKlYED6xYVuyp9psz74plFSHnf7MjvXdWJM/kqRXLEQOM5Cfa3t1uVeMPs1e2XC6o11fs5ubGiU/wem++yN9i0OxNpwyQXk80elEU31rLmz0Y726hGvCeDMg2GKVckViFwk3+cTX1RhPwCre/86YJYKaGuLyQFqrIs9ohyD1HbSkB990KPYwASOwGIyEMyThZA/R2y0T/Ke25WVAfIeOwBCuWmJxb3/0u8IZ+JkaLzSrYga6u/4isdHIIzPZyXi5vfzkIrT8jbdAj4NbqMtrWihWusaiYM9cRDTIAwxDXbZC8mjpMhnm2jPcgkpQAjukZMcLWihV1p3gLbVG5pS+pE2mZgPIKHoWFNqfwMO3Hw5rByqoaFVi5ZDul2aFi6GGxThjrZlrVfsRKWDiacrn8NFALSBt9LJCwxZo5ySv8gGIdJvO0Q59nzQyp2rL2bzy5EGxk3hbuhfS+Dvq4FePOR6rYz3++E9C1qTSTA2iCqzMjTzWdr+aEx+++mZbcvckp+IDEK2jXFGuPYMHxmXzYFZxUsy+XyEpOxoZ4SKdHbpE+7oBcrNnt3acR6FV/alFy/SqniDlHbYUnNdmW8DDTxbls8DAQFJ2HGR3zIdVszilwBh3tDD9A5WhLlpscNuPO4e0Dlw0Y1mqyc5lK+NLcQD9gw26BxBOi6vD+qtgxuI0EvUNFg7+JNXdB15SFxxjNAS6jWN5dI2yVkvD2rpqyn9qdhEa4V/mUO9Rs2DOqtwN74CisF/eDwEPSF5Zygj+CnJggdMlrpMtYRDIF+0H3uZZKFD8JuNL51kkUWI4ubau06z+z/RxDv9QG/PwtVr+EiY4dA70Ta0CLwoHFmsYPeEHQCaiwH4KafkDJdhMEzYzrfYhC7/RlEexDxV4vP42cHzK0cfPEBSeygaf1Fy3qaRGjA+GMAvqL0LbnHSkhf2q0ygcZ9SvDhDSW46GeYhx7QtC446QIh0j0hdA7Vme5Yh/2g7DkzpELw/loovBxAudXCX+6whPh/6suG4l2Jqypx7lX6mC+kKvp/wZeIPDaGV3PWW+BE456j8Y1rDI/JnZS2+BLDa+0oOP79SDjIvZFVGa7lEb1ukFTz/W9QXE6nPFp5CkeAJVSfYBLrXbBKXJDc6J7lge0ojtzD7Y8wIV2DQJ7kY9FOmSiktwUtcDTp3uONBMtwg9il7h085AonoTHKy3urxIiG7FXXUseqz/l07ryLmKHzFqZRp2gjUHu4C6WHgL+do+3BeoB9NbuRkRngwEjTMfTuPHTMRO40WFPe+00mD2qVQSdUvBnm4HE2QgN3NABNzCOhqIx6K2qKShbuz7B/UYsx53P3NTDgOeYTUoB6TnVCcxti3m1EBtJVRYueFNUdNrf5Es+wKUKJ//NmBqVo9OG/l95EmzcP/MzuqluJ3PczdB6RN6E1bl2uHKHsJnf07mtGAniBs+X+cmpdkGf2keEaqR5TfHdxNUKPkgObuRq4Jj6xO1+UGfXgS/yseYiG6cyrw0oybY8p6rwzyo0MMMuNWDLj3E/rMm7+jRln9WXKSw2sIafubDJKq8hNIFBl1DdNeAeSdoPJaG+zGnzLCmJq9fIHKBQdHXu5OzirjXFJPtT7YOstfP5xgdpsfOArjqcyMMnIL6ci7ibkrjwirdtGbWJA1JYeIw4zu9HpwAciKAAHCYUaI1koFczMDzvCcBVhs+y6wkisM1TJIrQHFP11d00zHtt+7yM2tP7JX/vk5sc9452k6OWC7GTR2cO/j7RX8ms400ZLZEuxA1Tkm1hz7tdvNAeGzWUqTGThbSgJe+m0Zdr8lAUdAuI//zv7KZDAMbqyfiwf0SbQVm5ReCuKotjMSOsX7FvKbL+ymR3ZSGwvmZS+bta/LfryCMmydpeWPkA2l+pI9F0TwkDM3P4S14PuFGnS7i/D3ex6AgncUar1BI9NR/SlsA0HOG4BW2YsKvJFNRlw65vkCt7LNw23OIQNHX5a/KTsAkPRuwX7M2Y7WM+1HvQRzCT/aHh1PHLVBAm45MbwFaYk7sKj+Om/KOBq/lh4/N4+BsrqFaYhuvPV1IZoj9JUWUGymuN55XVvFKZGJPYHw/DLgB32nND4aGyLHzaRa2hAWm7S80bKx4o/LNVyt4cuT7cNJobXNeyGtG+Pmt+qn0M0h0E3BTutEQTDWtNew/2K2BgbN8c6k6pU53cSThADhcwDe+4hRvqWjwLGHnRdxCSIbwHcQ2663Vz4gZblOwuNd2Nb1B6JrccH/78XciF+TKnz9Gp0/YiucFGTPVDdvAsiuId3cWZMT6vDNPQKN2GhKE145IpfdpziT7wiXF9hLai1ArXD/XOYC7KmHbjo5qofkC23oFeJiNPXB+gZec9uHs3o5oDWHZG7cXP/JLFCGaOwVwf6RUubjVw7Gxqhy8eSU75SfhKp9Kgv/+0pTTpXOGuC5WbES0Zi495iAs3dwt0udSWng84y8hJHHQAInJD1C0qT6INXS+4Zzp+i3Y5nFjc9EVy0iiuKAd9nF9hcth4moq49iv0DRAC3xMyhVfzUYlxa+n/fY4RdB5xx6DhKoZ+O3oMiV9z1joeZR1sN8QpMX9+xde3r+8oqqnvjTueFrYXLtZUTPW4ES51IUXCiNb5EMjgcMNNbaINK11Sh3k3RcKjLctDFoaciF8WkBQxP29JDswEbDgwZIiOT3vhL5VLFL8bt8+fFs3ZldBfkNlgIGna5O6OvC4XOaD4doJhJt9PHsS9uAf+XxeoqdyPhZFtJvIZxxAlamTMIOruXWAMNtYxFSIX+6d6lvHpuU0Qo20fjWjXzMtxHF64a0ancIaLxivysxxpLroKiqt8CqlsXJyRAuM+QOenmG7EJ/XppLfYMYpFD/kl5MdPbm9nCOG7xFfzZ/EXquvxtRJLZOgpzkaCPiUiKB4Rh8yAO0xmDbg3pqiDvEFVu900F+fMh2ScymUmnECzrSC/JjO11quzNN9ndVLeSk6CAtj9akhguLQIeiQs8BkjF5HfWFr8kzYvUg/x1WBOShrIKJjIMLaHaxYnrlzfg08OzEj8LXlGGv7eg7GvDOPSnEGvBw8mZjfl5C5dVK6luXpyl05aHU8WUh3pFCqlf0ifnbojUqe8AI1apkScnY+x9BZLa6XzIB1ofZX2UtkbAl5klA1PK6LxdXaQzRXtEKm9pukDmxxJK3beXzbF14Z9bQr2NStBa4d+o1pAZR5f+ANHsZz1YEZbzedfonSmBECWss2GFc5Or58C5OMNqDyf6hZC5bh4f+GXkMek4KhrDiztGm79Mu32U3zKrXBZd4UTrmLNwlPFCide+M4/fXL3LkI6OLj76ITSqK4tIrret/FtHZ7dlrMU9VCjwzWzWK8Z2VeMe2lnPp9OnWWyOXAdJkq8hHPC3FTj3BrR3rENy4Q0Rc7MSHtwtG7RyVreOc7lE2TKaOv3xAs1UbZfZrbAU1oK2RC2BdJgg//LVJeWtc8O9arLVi6enWilo7lHmqzCiV3smDDu+raBMr6vmLHa36zkeWTBAUPny620qNjrufQwRyhE68ajNRDKeioNitlmVyeE9sZHtFPIo/31eTe/PlRlKa0za0FztOoN6Nr6y+vMO8jafIaLT02ecVCS1hjgSSDMnANgnBUdg2JH/li+rmZ65PGxG/bmClh/nbVTXafON/0pxInwf5NrSBrhrqPIcDv4/mLOzJhp5uOYQawoGIl4QuvCt1RMEScPeZG040Xs6XLGUeuLZj8DP+TnEmaMLlS4kOsYEB0qjBBLfBtuSCbAomKGUXZvpOeS/QxFZJDKJ+maXxM6es2LdnIruJzKa4pKZP5VLNy9mm9zApP2xbETEY/5WVThkSZO2grVw5yrPSwUSB5cAswSHXmYWUQ9u/WJMm7PvWDbV8xcpN2DFc1mtCWdBxkVH8X4dX+yNTeHp3RfopXimBsa85OxG+tdyloZzVy52iJoN+PI8U9Soz6FzfbihggKclaPZqRTvW3UEdfjn2aYlPCIsP8s5fzsVFO3yRPl+kqpw03k0Jg7A3y0Tk8RLBIr4+3T2Pt2g0s+QXP7yztnE/CHM4evl3MCldHxp8nSLA2jeLnc4NmMP79Q7FFkMeJRzeaXiBEnCXTOoppJklg4UMZSPpeeFMtm8rzVkMMfa1yzNLDsDON0CpX7peVQVyoCQntY/IbV/tHpOuxa0ejMVQ3d0cwPRRPOD/vdtx/e/vXbv73/7vv6N29/9effjeOCLtXkBLJMyy0mo+4qVvBiibZwN1WyJy2kLbNcsyTJlWITEHMB6YL9zrf7TLVqqNHdiQ42u7n1zblIc3mOsXWUewiPFk8hHtpoKwSWyBA2J3lxjBvJiysc9PZLWvZfrANZUm3iqlNjI4RcjG23cdRMdjAB+8VmdE3oDusu3ZEiKUmpY2lu3TXb3Zwlu0abSR5oxYpmT7mt5paeatESx08dtzulj64l/sImV+tXDOE3+h1vkEc558+mnD+fJhqLKWZ2rzo74bdZRbavxKZCSvK2XEUr3bmEuh9W+treH1WvJe/wqJIIhj+W/miUvKYMEPyacYJI9/u82ZMQU/po1zEuWS/j4Cy/sVFU9E0+Iztya0EbtoWG9/46e6h1NMzuVW84HiDRAxVH3PDMiGPfcVxtO7o0arcVO/OuYubHoGqoUmpYnS/PKvHkZct2u6yYezzzLj6bH5fZXvSjhpKZ42n2LEzNnmXZePAVYyFl2istqq9yVfCISg5zNkUpQtqE4mL8JaHBo4LoYP21+Z+jamGjVcG+Jnr0WtCtZEX0U73d/AdqHmgOteFHqJ0Qe5/n6oQrrc71jjdWUR5lmPydOudC/9jAKRY+r95qrWbSFpNVZGmAocLKfUyg7zoq3Qu1ctcoOh+InCUf+tJ6KJNScgWP0PQWyuL92z+8/fUH9nP223c/fD98+OCHd795+4796m+hjpP0tpi9acK/llLRzq70R0/Jyfwqb9vbAvUNevxle1uQJ1JzshHuZ7ifci/SyMLdPFikV9AhMwH1qxlvz9MkmbxySYs1KQei1OgbD9cIwyirqIXHWz1aDZIAwa06xVtTokqMU8ytdSRiP5xAcyuU5N0VaYtTz1Y9vEhgT9xksT8HblygkezwHESYvSZzEW8EcIXln7jd5wpnUDJVplEo1ZrelpONMoyeU0WDPYl+l5lW8EWA9bSWL3akT2vQthzG/utq+z67iC/nx0sr8mYUCC7/9kDbFrIDwlapbkgHwpWEb5REJJYzvcbfLhk6T1iaMx0RSW6R+uNpxkl4+wDaVZ0y9+0MQR8goc/BgFlPi1ldeUu4bRwOBbQ3l1WWqzZyOtynWOgDK3pU7/EvlJAvXf2Zi8CXLPKsIy/ny2fH7P84W/9JIIp1ADWqGH1Rdeji3Q9/rX/73ds//OY9inXh3FlXJIFPFMvxLxPF7R1o30KP9nJytYCpX4yiJm097JViHEkvBttaUJlrmz4PiRoxZbNRPeUwLBYo+4m9ddw6wAXpqVf44AkZiHhYs1LjBhY7dkBmUed4z+UZiQ0DVT6FiXBRSFkqh/eThV2GaMRvmiDvJ59PYiXC5rRX/XlKKrozAkMX2/1pGbdNu2Ub+iSMm4v9W1LWTx38hVa7DQ5kqs3dYr3L9E+7i8sA5hknMHMxAg4JdwZX45/yvNyqnjbcOQUmSfk4fygkc7x1jj865J6O2WKMdZ9mGDqlOPzwfn72qIGCTbYrY+sj0rWWpvK/jfgHhGchVcBntFHXgelel078jHzF4ddhkOdpMYCfwhUPmAL9bH8JeRexmDos12jUcstzV46ONwQBz+slyEa1Qt5vit7ubv4z5K55Ir6lf4SSkyV5VyPZwXmxJk6cZkYl92MPFX1FZBl2cIwsOQNXuY81+NXgzn6NIvb4Gu3r61h0FlvfUOsbbH3DNm4wNfpiai9tKOXoEpTgvs7lFFjFXFWcM+RvpokyqvOnB/Oawgs6vTkWO2qfdS9Vb4PjH0McaAhufFpCornRNCBqRcclFGtEaVQdI3a+pPPqyerJKYPHM5nQa/F1pMY8CtC5lVJCXnJafganfxU+me8wwcmd67v29s0d+9nGQ34hoietjuoKs74krj+BdhrUCeQL5Sd1gHCTTOUbt2b76GT7QLd1L0Okt3Bj+IPDI8yboQT59TsaiXmsXs9idQipHoj3i1HyH2n4fKRcehUeEyq0UKQadt2cYmAb1EeecCnmOHiokFFO/pD9G5fC4n6/GZebzq4qPa/Mr8iI9lM2/U7I52f/5YtmTw9Az82e5uQ5td6JB6jxZaTbtM7pAzan4+nFCocOXsDVIgwH1TnFaV2sr/uI3vJwGkEu7yRVTkxNb+JIU2JgPr4aGeu8UpxqXkCCTgpBvUdOo3Ph3l2JSTRKWiGTUpdJgChk14bK8UTRXDXZE8ipK+RpPFtaPuNQRK+JDlJzK84Qe9aPSHFIakDU9sdQiKK2xvM7q+lIT4K+FD/wJxk8cB61MHa74qM5SaIvJGzYxwJl+3XykR7/tdDyej4wjb0tZHGX35z4I8GAOUWmhs6bDRurt63xt5Kjkq+wxbS4nyCyCIushakb5QJ/UGLfBMmhTJE/vyL2xKrYZ62MPbU6NqzQ1VHNrzN0NVNmhzV50csutme6x95e/DLChZhNrMc0J2hsunv8q5UwcdSulw1KeblbLv4vAAD//1BLBwjK8gQejBgAAJRYAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABEAAABydW5uZXIvb3V0c2lkZS5weYxXwY7bOAy95ysIXWoDHu8eFy1ymEMPvWx7WGAPg8JQLGaijS25Ij2ZoOi/L0Qpjp1JMs1hBtE8UuTjI6lRSv0bLCMBe9DwrBkP+ghD8C0SfSAg9gFhG3wPfmSyBsEyFH4MVH4E7TzvMJzwgM5Y9wwaOu3wA62CP1TAO8zfodXtDg3oZ3QMbecJDWyOoNvWGnRcRUtPDMGPjOADWGfwNR4HpLFH6HXYx3O9opEGdGS9g14bBOwIDzsMGNE9sjaaNRxicjV81u0ORkKCcSAOqPsPBP7gcnqP375UoEkizamsaKdDzCWeJdTBj535BN9yrr19RTEhBOvqlVJqtVq1nSaCr4mqrwN9XAEAGNxCI14Kwm5bptP4CchjcBBP6zA6h6EmpJhWwq8mez80wR8adAaNeKkg4I+ZK6XU49t60IL/MYRIffAHKCwnDlrvHLYcmWQPxJqxNpuyjgmdfEt8fkP1Bp+tK1TwhweJRFXiex3wx5Pa41F9LycjhHUyzKmXdYOOg0Wqn5GLayZ2CwiWwHmGv73Dc3bxk5JbAx+HROTMs9mURfkWXaMzTWa0wIlba4S9JxVQk3fzEOKnEW02ZlOIk/KyXD9/Leoiek42tyrzz40msHSlD6C4kOnjl8eIrgUKBiOMJveHHQoxvNN8LnnwhxK0M9ChfklKTVffLaxE9SD33CutOII1PCNr5lDM9FuBOhESQaqSQpaxa3/+OheasYd1Dmjww0wN2WCCJqLWYvL05/eoEUvWEWvXYhFPK+Bx6LCUISC4uaAmoq+LamIAe8sLAq6Iu4KsoPUpc8FXoM7KOmW8lJQ+F7B4T08y/prOE92T06nJo8tFl0fzOLpisx0r6LH34ShSkHH6TmOPjA/x6nvlp8vOPmvR8g6objrf7i94jt1PY4iJaYNGIGgumtZuEzCNiavCuF3KfA3pl/c5Fire5diMQW86TMRlpr3DvKCKuIm6rvw4Tc0Z+yyGkfUsDar/I+8+TVdIk47ORfB54eZq7REHKWp/t1wS12W5ZLoKZTMNNjLRBL8cnZL5VZPrxMUV3KR1fJW5yxAj/iHh70pqMc5nlzRDelUshHBjdl+POD0Vri/Ny2gz9vcjzQbTjrlmcYPI/Ej5rbhO4HuBbd3lRD7XWBHyKcZm5mw5au02OrnZX1u3KII6aMYQS6VmInrR3Yg3ZLSSh9C0XM0mZ8zheL7JbBZjEl9bHBg+yy/r3Rk4aKKTz7m6Y84V7PGYvdt+8IEhdp98p9YP8jaJwLrJDdvIcVFGEnaaEonJlVpiVF40uS/N5uzLbFaZx5MLs6lAxYnX5Mf15CsPOTWrehoz60jBPZNCwljLzzPPezzGufy0x6MsyT0eU5ydJS7EdTkn2WCHjDfviO4qeHPToHk35XuabI2xAf6YlmCadOpERTSp8dUSUzFLVh7oaymLZEuFAANq0zC+coGu9bHz12rk7cNfc01tfYA9WAfF23Sf9uc/yx12K3re18Q6MMUVVahGld/LpbwjWFbO/rIvJDD5XyJFJjGbsR+oiEZlBW9iXf0fAAD//1BLBwiCtgrBjAQAAFsNAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABEAAABydW5uZXIvcHJvY2Vzcy5weax87ZLcNpLg/3qKDCocYllsWvJNOHztrdnQ2D22Ym3LIckzcdHuY6BIVBemWABFgNWq8/p57j3uyS4y8UGAZLW0M1s/pCYJJBKJRH4DWZa9lhyGTpuesyPcM8Mf2Bm6XtVca8jV0Ov1dWjwVMP3tsmbQUreg5Jg9hxOojcDa6FuVX0o4EGYPezYga+6lpmd6o/AGtYZ3mtgsqEu2gxbYPdcmgK04V3HG1CSQ8/fD1wbYAYYGHHk5Wr1bs8DSq04cQ1CAoOd6g+8gXov2gbUjsDWSppetS3vIe8Jx7I7rwvQChgcRNuC0MCg56yFt6++/49XP/648ihJ/sHAVilj2+x6rvcgpOF913PDe9CGGQ7qxHs7BXbk8MPNm59u3lY/vP7ppgBmYWvDegRSrlYvw4Rq1veCa+oppDZMGhAG9qzruNQ43zxjJisCMX+V4gNoXivZ6HWgmxl6CbrjNZg9Myt81EAD8gYe9qLlCLUfpAbDDhzyDBtn1x5SAWowtTryAkl67AwYdeBSr0uIybwTvTarozo5jGllwSiwOO5EL+Q98BPvz7RKPTQD9+yALJQTopxGxHf8Qyf6MzwwU+95T+9WTc+EpO5qMLZZz/Vw5NAxrZ9qZIgrizdobkzL19RKQsd7ZCvt+hCF3Sc79T1ftUp1MEgjWqSI0PB+ENyUcINImz3iHxi/EQ0cOZOWgEgeDVtWH+yKIoatkPwaJywNsR+OsGe95IToSdVsO7SsPxfAWb23W0AYDXy347XBrbTVvD9xZMdylWXZaiWOneoNMH2WtVD+ETmYfzAn1mv/SoW/9Fmvdr06QsfMvhVbcO9/YWYfALqR/OOJ1s4/Pai+cTDUYLRouIfx2j6+7txnMwj/6d0gwmvc13r80EtdwJEdeOW2eFW3TId3uMHtG9vbIuO7f2vlxd8sx/+oVLdaffvDzbf/8cvrVz+/gw28KJ8DPMElQG5iGve7UaCN6oi37Pbshw653+yFBq2UhLxRtf6CZAGrTXls4P/93y/LF1+tVwtzEHKrBtngUtdD3yPC/hU8Aanes2u4+dPzL1erFU0EfrF7JB8JVjgKra9XAAAN30FVCSlMVeWat7sCdF8XuLQ7ce8a4Q+/lbqvYYMN0te2MWxcr/Qj8fYmJly+Di0cQ5Wam4oYtsLmeei4nsMqOdIxn3whMbOB/EX5vIBMHbICnk+akPCADTxfeK1hA7//gUSk1bv6M7gNY0VO2oN/ELiGG/grazWf4IHirTJMH2ADPys5+6y6y1+P+l7z93MUB837Cncaonl7N5/5iD42BWyKc0iFsFM7qiNxDJqTVJ+MJLuW1TS527sA78i1Zvdc2z7bwYBUBs6chLdE6aR6eGDCCDlZ/D1vm4Bb0LAn1g4cEQyAEbHwea/aRjtxiB+8qq+VlCig0iGYPuD0NTf5GkdpmeQaHvZKu8kzmsRT7Ueb7E0SkEJ70RyA2+1fkv5r22qLT0LeTxmvsltz+lptESkvSF/b/3ti7CkAMwjagBEIt93NvuesiYnqkHKb6R1qM7/BwgYJjUP3khrCZqn7ipo/gaurKySwNv1QG6EkvviXf6tRxqB445VFSVs6XH98vv4DdkYlFz6ongRONEX6y+6/VWiGQ9Or3Oyj8Qj0DjLb6Rel2psPvB6M6jNibSEhN/tSotWkesgya9Tgp8l7O6BGHZrn2Z73R66vHMNmBWROwGXryej4qxq+He7zzE4iQ6OAQBeQZeU/lJB5mHeJG4OZShtWH/JWHIXZfLW+vb56cbcue06bNs9+kzgk/Cdk69vrr54/v1snY/ac9gOSDsmxWmKUiIrIUyM1aRFrNUhzaRGzzNFTj8aKpQ6av2Qxd4LXHAXRg+oPkNet0ig9mAR+EjUKVWdmG2Fa+hLtFa2FkmsgHFADcrdk8A+11dckKWgroCCyQ5o9P5I9/bDnZm9N4TPshBR6D1u+Uz2PaOCsaoJBhGoU17TmDe+4RJvfGuNk6sOPSt5foYlPzoAG1nNo+c4Aa5XkJZpNHvZF9v7XuZhYcQMJUyYNDOvvOa7lPTfMmD43+wKyyr7OCtJCKZs8oHbYWMjPIIMMno2dqRsCqN4PrMU2VYVMl62nm2uhy1E1Qxs6wGYDWa2ks2TK3WCGnuvSbYf5fiHEnm0gg6V9S7ZXp1T7VBN70XJjs2sybpFJaI2If3hT2I1upmgrXXJ5Er2S5T03efb9y3c3f3/5v96++qn67uYvv36ffXQjX9FSZQXhW+AUacAMoeOYTJ7zBxQxNB/kU3r68fXP31c/vvrbzXfVux/e3Lz87u0aeKs5ZG3gtDmVaRLaOmk1p8V1Qh6938YSapRenz72fJb9IC2n9YOcfTSiPhCbudH/rvpDaV/mkaTxP+RoR5d8YSgYVR0BsiafBbf+aOtW1awt0YpAEbKBd/3AFzuZ/rw8Ntjp5stj7YRkbftI18eQSW3G6Y98sbh7fbo8DEyG8sbY1QZefHInNEyw07P/Sqf6VEplxO5csbZdWt9PnscS/ouoWL4jH4PYJmnwr2s2Z8VNVJo10FKtF1lp/3Vp4Sy+xBaamX3OfKD5Mg338X4jn9A3cH6Xd6yd/VyEv75N3bGkr7e2dbllOjjWf2Ga+94vrZNcwE/Wbr45kWp+y2XzhuuhNcuAnaL2EN/ax7dq6Gs+nWk/SOt3r1KS45QL++c4K3pMcaFXyQio6Kjz2G+K/hI+BOiv7MDdpGGzECjIF6mTEjumz/oi+FLJynkz3nKvGo4ivq/QZQodA4HKl69e4v8BsTFakc8ajQMjLaKuc3BiB3umSVFbumXuS+a0T+Klut3aMVPvnTa3ZmCp+zradjt24H5i0bRTi6buOTOBxC4EWgQ3cCEGgT8GGwKf+3apjGYlhVlYbcSJVy5Et4Fq/jYAKMkdTcEsagZWOh6vLK6WoJL3SUv+oeadgRv6Tyg5h9MxrZfEF1ul65bEr8sqpRdKwuTFSHzVW+NNSHj13Y831d9fvvv2h5s3b2f+T7zy6WgFQVjQzNpZdZe6FFCJpuWVC54mwnLCaGhoV3vOerPlzFRojZ94P5WYNNByU1pXHKxWvRqMiBiVQoflXqlDJV58Lac8SiLfL6Zls6nof0TQummPG54kyhuuuflFtaI+ByC13wSTwFi9Q1MggROpgXp3P4pnip4ka0shi9rqm9AsW6Ptf5sZ3vL7nh2zu5SMn6A3JtpihsltIo/zbn0Hm0nnnEu2bXmzQZOrsLGzTeaG1eKYpZNs+I4NrcENyU3VEe1wUe1f+ZywBdS3GbXO7lJQFsT2XIUo0gZ+TxE+rK8fBX1aE3kPBZwoAOBIHMG0RP79j3UpDD/qfP3HMg7m3KHQ+f3wzw6IAD4y2H2vhq5yylZXHe8ritVtYKtU62HZVv5jVpAtvE5JZ+2Qj4JyzSJYZMpOgDkolTaq59WRfUB9UzXsjIwspPHQ4i9ZAf/z+TIcXTUCEfmFmX0+Glu3WZTLyu7W8AVkvkeWwCHJQcKoUcH8tr4i+vJX6MtD+K52wEJSywYT1NCig9+e4Sj0TkQRg3Evxrsk3XZP4CXs1ZFDvWdS8hZHQG9UPUgKTFAkVioKWj7V2Mpm9EKEkhtQkpcJ0Mjo1Ny4TZR3Vo+VQ9fxPl+j607kqb794eXPP9/8iE73uBOvEKtoOzoVVO/u44BglLKy5PhYwO/jv1EA75lsWu6SDj1/n4aSfvFpsyjT+o1DUxMNe961Z8gpyO2yXqCFrLkNBTFtfL91Eo3pmNnD5jHT/Zc3r//66sebLNFe6D5j13SBHd2sCedmhHMZe7pU2S+92ol25J6uV7soKmOpkFX42kdlcP/7fqX7fxZ+dnDwvwR2aUVx1H5m03wU90VHl4A3Qk+gj5+GY1dpw4zOs890+VmTwWeQI+UKpPk9N51o8vU6VsWPsIJL7PT8vV0mShEnC4NvFrwsnxHatYqZHJ9un9+tC9BIbXx6gU8okujpy7tIAlFAvefvbzPVZZN8S5xvSL+orS63/F7IPGPNicmaZwUws6HUYck7Ve/z9aQPZbRca4cqjctQwxWgZEWp4I1dJP9IH47qxDdhYHxqRuAfsdR9s52c86DqqgyegeqmwUGxw/ZC0+sJKzGhOfwNBdBN36se1QV31vEYR9VDZ7O+HXzWI1vECT41oIeyk8SCVvVNWN3m1VMH3M2z+vb1rz+/S3EKUTlx5D0qGZxR0r48Km2qWh2PSuZfr1NmTlvWLWdx0lEN5jbzYie783YeroRB72TS0qYMx3b2OW1DeSZNbaJkaWlfo0SmbD2Kw5YbYPAPtQ2lFiScKV6A+qLm12OkGlrOUJuIMYjgwyVDHAFx1J2YwbbKAK2GhS1GzIs+JeXqLGtORIITnCn7LoX8LE5xrmHP60PlsooLuQaqjUjyk1ZE2/zlmRvIpbKBfKqzEKZwxRXYjBKT27Mv5DBxKgC15NolSYUtoUCqq11cXNRx2Qh5f+XH1q0yGrZ8L2RD6smpdB/UQkSKccF7eGCaVKBV9DSaqxwAO6irFiiAkpO4cXjjs6wFrXKi1tAcOSKurdA2kBWyuRNyG/7BFIQfbOCIPsMHk90V+Ce+jAQe2BWkfLKQI4sjhar3Ax94M1/JWkkj5EBWVkReIqvL7QpzDba7DcNPc8duXCbPeUgjFJCFPHjQkJuNRY6yPYgiVXmUrG1vr76+vlt0YCPClD1HuZlPgggQzSL50IoT0ux2NiB+yNdEq9ISdmMJTBvU6iLHeYj4jML4AWFcpmbywaXVkT6mDJxCpJmTBOEubsqcwKgeKsfM1Z45JeGDMQhpKXW5iNWnkJZL05+9FHRVb4nPUFbYRHCyFHKk4Xo+CPKg45mSNU1OaD7arKKygFv8NxHWyecwZAHP0YB+sUS1o7VDiOqStUv5oGAnEHI0B+tyzAsR9Fik4QoSvgGG44iaB8W5PDN+FCbP3AQyu6E3FntH0Q1RO9BXNDgHuwIU20POuL16cRe1KGaTGX/WnafxbdEMUUI0uYeTGnVuliTCdaWksy9MKsb/7lOzRIKnkeDDDYPEYfpgHbMJ9Uhk1uzIkXI4yCh9wwDNQMV/cYEH5AxQ5TPZPNXI/QyouG86tFSgh3qPw6f+g9OebqN7sUhr6dNssUUV9lJW0Th2sazvHFEr6Ma5pntb7zkZcLY6UVIFqatnJExIU7m6SvKAimAYcNa353mfAD6phfmGFD087LlEVanduA0KGqpCTOhgdXqqpsdN2Ih5hdSi0JxFJUdxObcz8WfKnteqb0Lk3Ayisq/yheyg27ZuufwKeSBz8HYIpx3tAPhQqZ0PkSyNYsYiLd8tvKjUbrmLc1G0d1fshopAFeO3ef9xIy5nzKKNeiuQNEHwpTVtSXsyYIcehTHxU+5xoD5Lk+CyqahgwJSeB5+5ud0+v1vo4Ip6bQ/riC20si5hXNdU1qxtK2Zy608dlVREWYfB2iFa2foOFDQzsJYpZ/lgYrpRjdo9Md3LaICMbTTnMmzjJR5Nm17KQpuSBqsEab9QxjWWCUZGg7enZtLK2lBePi5tAEuYmUA2F1LvT+DlVNi6De5FbFBallbCeBFSwsuAIMrWC/BHAXxJ5l6HMZ5qkl+anZMa2nIRdGDiyXKmfOw3xJxDrLzcQOKzwzMYS32X6Gt7/VvYDZekimXqskZvv71QXeBhFMlWoRFiDuRN9uggn7BzCOY/uW2cEmxEE+kwC2JBz9MG4+jrLEWgwivXZjoWsqNTdJyYrENO9FWhcVm17e7cOtfgqXWz7CYhe+KeS/M0CtTabfWg+rZxjhZxolOawtgY42zbCSVBPfDRgluPLEmNaSbRIm7S5SMJE0uXRBQE4RIEES3TJHCQymya/jKnFx6lKB5YLhbt9LzlTCeBQ/L3Sj2W8tiKzlHtLlp27/Yc3v36Cpy2thW5RHx38IGWFPLn18DCalo6JsVzTnxRjf9i7Mmy4lgzjWaGFk0BOnWHzSDKkObwWZW5/WG1cMZcFhyt0JIeLgUtnDND08R9pUVE5YDdSLipOXGRek76eTvzxHtC3ZUujsxMsQSjWht48HlNb9Qf+JmEaYBO8OxyWGdAsqNjY9ensP4BvjnwcziwRDGKZNAjazjSOzUMyd3fXLCCE29vVoDoEmI8rFwAgs3RiHbuYVbEubH5KvLY7dmQrRGeLy7kYbpsYX/5zqOfGAO09YxOkBB5I2K6VASToKL4VmIdXuQAp4XJrAw6l3ZPThvBHzeRKo2EOUss3Un8FJeBkjKhsyOzReDHzqAS5KfE/phaRPzkFRL6wTN5lTRzUZssDd3bgVQPuR0qDKNHJ7cz5+qo7z3Rg3v+Z3g+WfUls0WYvRqMJWDOoNsrdBbdWwY1Izm+9kexhBVL1zZSOIFOQvgszZ4bUZczsfFJKF8IFqT9bm2fu3kln2PLaFFrJhs6FmLKwwPr3aBZh7JCG0rVesMvW6NN4R7uki1XUx4TQc020qTCtKYMCgXo8Uv9ibEhHGTAQahyQ/MmT30kvWCKih3UuHUHSoShbWDr7IcLZqsjzjDdxFTCRC9tVlN1+r8hkZn8xn2tumqrlFnMZVUPvTDcrkk9rfpAPyFk4Svh6utdrYbLfXHe0MGmYsyH4WD0bpJYipJRrsnlTFTIZAeojXqQrqRkUkhCwONStqG77e7izLqtpDdU4i80aCPaFhCgq8kXOtR4pSiHqip6mlcYWYJM63aWJk6FP33Uyf49aZmc1YqMZVtWhe/jzrZ5PJxjr9//SFbf7a9Lee2ZiMopBOUcIlurTtLKHZ2gSloGumV6vy7htQQ2npSKtXqwh63EduWFFNyx51Un56uEIUnryg7pmQI/kek8Chl38oqODVNmKdQ7PIWha5jhNp6voVGQh+MfB847beNT9BmUpMILB28MNj7501dfffkiVVcuBEPp0EleIiryoRUKNT7Y7jZURcVFQmPZXLym/qw3cf28onCyk8L2oKOKqM6CZKV0hRsi1pm2gn/P2yaO0N5mB37O7h7NDvchNJSUrAYsN1Gh5J6ZSjQOtHvK7h6L5boftTXnzqJlJxfe4QSbI2oNklhuANvIvbEyAmf6CYO5CqIETng3QhppcHhIq9/EbpRQl+Lvh4fb8dvd1JUkerpjlknQzAXuAvhle4VahRAi/2Di41/ZF1NcnkCUpLRJNGcyD1K8H/hYAuTMOMPb1p9d9PLBHZFP7Q2HbvaZhtvjZ80d1VhEEUM7xYWUyKhwSzrNfzF3QvHIW/x4F4coQ0MyJul1XF9N0DYOEeLXDR0n9qEn0Wyyoy0JifAs4PPPDw8jEkd9jwuf8VN2DWQ+0v6/hmTvjMt8bQvVFnhjnTBPtEHnbiThgxs1KapKaoQLuL1be7od9X1KtlEdJCCpuCVnvlw86bagQWxzqzySTokW+YGsPhQwIRui4uy06zk3/4/6/hbpehfThZ/KhLPd8+PMbdnJZ/scUX63G+fagxiXjga2YjxdOvow7tg/RurU5oM9U27cJQNlrTrS+/giTxqiQM8nZ+JxIQvgpxm9l3W9p5mNnwU9zk/rwiOxqc2HOAQS1+ynaxYRC3nc7xXir051YbApg80qbrD3AuGXLRWPUMJu2mfl6CxqgvgCn+m5E+pxfKpt4tmf2i6oMqJvsKeSdXQ5y57ZKz2sNRG2nZwVLFRkdTJ5z/MXz6f+nHeqlnT1lH4Up3Ev597BtufskLxllDAM1w+0nHf589QiRikk5KUFiOxrR0weVHzC65dV/IjHRwUFzOn15ZRccHlagWNVR8HFy8ap3g+GbPXc3w1jHb30Zh2CsXYxRRIbrG3TW1n4B7Rk0aIcudn4+s15HjEip4t+fqRwLr5J4VNsd9X5GW1SZeHeZuv1xSFK1jRVoySvata2W1b77WajsY/Lc9vGh3iYPkQkJyjhOom5pUJhAds/XUQjHA7TRVz2SZArCJFLC48rp4eO9yehqTZJohuirBMyno32i2urwsiVQx0UvDwfnL+Oc/DJeWx754JR4NMNAz1ldKQ98zf/gNqFMmw6bZ34Bdg0pGiOSip4BqF00i6qBVfAV89jx9iiPYmlE/tGsP7NDpDuLTmmdYnPkBoVFRYu1LtZO285eT2XRC6YG89nLm3iMtEKm+RHIXNJdVyI7b9SKgoW7YgEm43HKsTiZrPGRvLDUkycSkHfDBIbumLQwH/RMf1QFYroQMe0Id+X+Mxe05R/Vn61W6OtKGMT1bN4xtDQSGREvO+8ZnAsPznPlGXZr6M88/6jjXQz444yOYfE5n/GG5Te/frKJSu7qJ+YlJk/Wm4dHFZCKzRzZ8fGOtpFCGM8y21vf0oRBffiDp+KWNfhisI8j4nakJEeyUn++JKHLXbQPZqhmVrG0yiStYHuZmUj7FGnPUGAxc53igSjAuJqxwxrK275cjwPUTlSZD5yNcies3rPti2HfGy3zpC2pj/jBzrmtOA7zU3LsnLnpePhPxpK8us6LCvsS6s6PK4+/5k1XSbpR1ZxKWE8mWEzHJfnNs2/UMP1arVy5ut2uM8/Z30wVz9+qMOdx175aSVHOSjKpjou3UGFjGVrYBp26YS7Xkhjxy1gJ1q+2QWc4hrKpHzSgohK3ei6E8qg4ag26UARP1dszOT5k4qNcx/+s8M9tfVnCMTvkKfQiNrY963QxscWbMJPs7OHjKKOInSjDNurtuE9pRYs/Dt4lqbkQkrPD+dycsQA2rMcKv49TssBHCnqD6oWcGJtSPiho5fvH8nsZQ7ncFUPHXbFKWY0heT9XD8tpicEOt6qbTTFRvITawtXJr1kZTvmDPztnq3UcuywDK3hXbjCRezsI/wZ/seM8UcJGF2lQoB8aCopgJ71D7iJXZy9IQjIE/OtxuQ5T7BOcIZn8MIeVzxFK9WOa72+NFqObQswQ9dSZapZU6TPnDtqsC6ryl4jQwUSDX8/8Oy/BzmH02R1nsBfWH247+nWPHdMWU/2m8tEkCmwZyeyGekWRqOgUX7fRhleseP1uW756gnkBya3TMJWsb7RBRWfqN1Ow5abB84lHFm9F5JTMN065C2/Z0YoqQvQNWv5lVFX/4f3Lm6vOt4zo/qnevXEeVwoemwywEyvNHV3OtKxRfQSwOzVoJkzqtGw0sBAi+PQMrR+G3b+BqGcV0/oehx3mRRV0TAIJ6stLawpP97M5uhk65lsSsE457BcPQF/HRT1pdp5Ja2lt3AZFN3NhBj4AwG8wSVdl6v57TSwATQq7alN1NrVNqxp5W5sw9cUxLPxnB6fwxFyfOg56+xrunQQ/1i4V+hSXPvyXV9Vtl6tkoP3hG5l+cIaAoL3/og8IeC+NUJ39m3y1bHQ+G6OU1bR6NXITAkEYqvKqArZKvlCDFW5u2jDF9RqUbgoPtLv1LVTgp9/brPOTp6k8QcbEl5TkX2+BDKwV/5PgbN61x6wrltdgD/pgiZO3fqrVbryqBr0sJrbDP9ywc+uJByOQg6G++PJzW0Wv/W2UFcyU+3V0I/N3IuxhbXw/Knpxhog9mV68No3rfiHuh0aXsWH/UlO+t6uQVZAnrFOVPYWQVy3B77dK3XI1gHm9r5y7nk4do34hYm5dPF9+jUr4Ms/pYKy85RdSEjzpqBrh0ej5q2/7qXRKJweUC6IHnpk2SN0rDf27gEG91xaQQYIZ6zTo2NrrqYUYdsbkB1GXcvOvKE21mhBAeRruNBCc45qThAelA9RoG9Jd0TUqm1FE9k1/uoZQjB+gxpJxy+GQTQ+4VnhQ/xxet0N03Dv/rao021PdpTyDf2XZ5/pLz7TlKuJSGmJ7zuXNOrGYlO+Fceu5T/jzDtW8xw//mnTsuO2YdcjYuWvv776LhfSbHpJtQI47lYYnb/48ut14SvHNrjSbnEXShHCmrqagzM7tr72a6+O/Boa7u6HPHGbkfZ5a1KZcV0NQuiPJIjc5c0EPLd1ZErU3BUs03U22saPSa9mL1t0tbJvIPW6v5D8ARhZs/aM47ikzvj/hEsCopll3mCR7mB3yT+giRyfSKDXllJkdmSs63p1Yq2+/k1CTI6KyFG5eV/DDq0Nuo+Ry1qhubrJBrO7+joLK/DIlTTjUkRBCvUgQyjd3u5LJdH+bkMG++HIcCvpB7Jo3MGQEKPIUbfZzSjcJao2RTfm/e1B4TE043h9z3vuKhP2om+ucFef3UcNR3aGLYej0FrI+3FVkgDIUSFTV+6eraoKvnd0EVUGz6LbfxBRtOQ2t9nnXshevlvHwg+XFYkdvVn0XIOdSJ7GUTWjxzLzNWJjtqA9aevbTuV4myHarUfVjHYsuSLz1c3CmKfLPgXpjtPCJUazWMFo4TuBxuO9oHRJzEvXiE69Yrcv3r751qa4x5sh8Hm8U2a8jAmeQVZ2Z+c+JytrCxUi33nG8CUyXp6s4Ou3k/DWdFJHSsaXmrO+3ud99r9/08/mRPlNf57/+/X1b/pzpNv633/Tn2/wHYL5T1uOmLkLrXte/pSouWMoOFQ9HO19KvkLeysl9s9W/z8AAP//UEsHCF9FYKK5HgAAc2AAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEAAAAHJ1bm5lci9ydW5uZXIucHm8WXuP27ay/1+fYq6KohKqVbxpcW/hwBcIUqfZ02Q38G5O0e4JBFoaWaxlUiGpddwi3/1gSOple5u2f9RAshY5nMdvnpS/+J8nrVZP1lw8QfEAzcFUUnwThGH4QopSqh0TOYJqhUA1h7bRRiHbfaVBIathwwzu2QEaJXPUGtZYcVEAg3/d3lxf1Fygpj0jc1lDJFul4zQI7iquoeQ1AhMFcKNBIN9Ua9oHprBjqzkJymWBKdxVeAC+a6QyYCrsNYEK1Q71BdugMEFeYb6VrQHBdljA+gCvlqs3y9vsdvXCCisUf0Ar8gcnY2Utg8iLfKJakTaH2MogyxgU2NTysCP2hUQ9B22YMlEMe24qaGpmCCZgBWsMKp3ADrVmG9RgKiXbTWV5DdvayKY7TYoUinGRkHbB7dUPP169fp3CtTQVFxuQ5WAoJygajgVIBQov+K6pkdTC4hnsK2ZIMVFo4AJKqaxU3SolW1FwsdEQsaDT9iuC3Oyl2iaWbicLrN3XvJb5NiZpxIdtUafNwWL3YLfS5pAGwVvncNTkGauZMErWNSrvJD0oLimCiEEp1VaDFAh5xesCGlTHETSHtZQmsJQJbHldg0YyykNjcQJmQQS7YXW27PYVinGEeqAVmlYJqyjSmsIg8lHx6ubN0vrTYFqsE9CoNZdCP/GoMLVFZSNVxyBbU/MH1IAPqA5OZgJMAzdAgQFSQMH11qFjQz6FG4E2F0Cuf8XcWJMpLYhYm4ILa482hWxNCkvLWeGHFrWBimkIZRNakpCZEKIHrkzL6uCd4B9BYy5FoeMUVtjUHF3u/B7KbTgHo1pMIE3TTxQufrFktcYEQlRKqnBut58B69NXNjaxm/oQ5EwpYhkavkPSmHhWSMaLsXP3KEwf6JqTq4msZtp0hiQu1k2FXAGWJeZGp0GwFA9cSUERPB+laQIj50DEQOeKmbyCgivMjVSHZ8AFN7DnDRL4cQJ3v6RUsYLAF4hftRTdd6m7b7pqDa/7J74RbHg66CB4u7q5u4EFPaTOJcHwdVhHpQC+GCBoFBdGP4MtYmON7yueJ8hrZCIIXi1XS1iA1GnDTJUWXFGVirpnttb0N8oyCrgsi+OAqpY9gA6rdIMmCgeswgTCMA54CUIaIGqp7NeOJ9fEqxfxq+QishiHPu+Igyt5YRzPAwAAi0K6V9xgRECmRbtrdORD6OVRCI20cVlA4skuYEMyQl+XbSRMa234KYavIfyPCOOR/LJudRW5FcIdP3ITPY2tQ5xpQqMy0Swhu+Pej1QCudDkICE/sDksv509DYJunY4ZVtdR3AdLLTcbqrVHJ/xyumaa59QL+SZy1iyGOEigxgesFx3xcrW6WcXByGMaTYEla2sThT88v1v+9Pzn7Pnr1zc/0f/Zu9vl6pZ8QOkaPnrw5u3yenXz7m65yp6/vcp+XP5MZ/T2QqqLoVeGMdlgy75p12A7IgiqVpCzuqZc6Y12tfzI5lLJXbfj6V6cIQvsYqpQo4kus//7bpbNZvZfOosD3yU8zhmVj6h3j1c2Va2YMk1efju7BIgcHfU4kWMCayylolA62ObR8yllXRxr5bPgOFs86LdXb7Lrm5c3r78P4zkdjTSahGq3aoUet41aykZTXTc0cjCFc2AugKkdk2QaEGxgErvl97Bwq/RfltdM62hkZzoZNHoX8aKmAcPkFSr9FTXFC1fPQRtsNEQTQR7Uf7vy/1rKJpUi+9ByNFkl5bZTQaFVtINJtSJzYXAKdhAUWELmKB2r+hBR5vo6EIbhlW/ljAaElhTmpqI0rtEYyhlu3DREHQBZoSEyLc866zUqCj5LoV09KJhBy90Bapu5cGAoZNQdmfGxR7D7IcXGb9f6yT/UPu0ASuEVp1T7iWk/H5IyXGxc9bAKLobV9M5+S+2GJTm/BQuo2W5dMNBYl3O4lsLpbtTBQUSfrIMwc+DZDfyYY2Ngaf9wKQbyhmltH0ouWF2PGD2qhNMzCI59FZ5iHcZBQNp1UdZPp03dbqgsutmlm2BrKbcU+wn0eVehQjexKWYqpDGSCTu2+CHBKU+VohPdCckUbrg2qp/TTzeYhv7BMuqfUqdhhsLQ3BHFwXkMLX5BYNMMXtAM1kcrzVpUJbA4uZd094yGZgYbLvaQzYCMpoksi8jJCQ2yJd/Eg1vUZQL7S9+3eYORTeHRvHvx/24WHE48TWD/9OSEnVGJuD86BAUvHDmp75sefXjpthYwGxSij9RpXkuN0f4yPr+hnk43Mis/2zEuaBwoC9mgiMi4UIVxAsPa/mkC4Z7WPBbHAjLbi2fD+iD08szifqQJYZw6axteTJf3HgKvxaXTYkqjJjQEdGhjHrwzqU54Ryr8MPKik3A61RDVZPoYEY9HEPrYuX3hFUkpRWll6i7qQLQ6dZdiXCOsWkHlakmTUxRSeh6HacGxGOnhbi52mk1ryQodEeuRuXQ/suaOLJ0UJ3CO6OkI+8SPvqm/Ug3yfMb5u91rKbdtY7WdMuxLGPRuQdZEI73s85/Qa8+4aXgxUm12oo3Nca/S55Sha29J91bHcZ949eLpmRNV7FkfrtNwf7yQdx9fkGwpGeWYKhLYq6N60vUnxXJcs3xrF20t7SLAU7wd1VragkW35Mb3cWaS0TY0uQBVjAoXfoDFafB026f+sHccP+bfqRY/HW+nrn9HpFFaMVHUaBPoxGc9XFTw8WP+B4JO7hNf6jl8qUP4EiJzaDDCj3mcZhn11ixLiFts52WW2ytpB2Vq31WZDD/mUXx/8c1sNpu/HyzYq9Pcl61JwM/YC23UaSHYq5MiwEuLhB0tqQ5Swh4lu83aoUf15X7e58ek5xxXKdcoFsO4MexYr5/dKuRe2NpkXLfpWq+GfSU19oMU12BJI26GFxpN9zLnqASupTQaFjAbMls2VvWzNZaXIwOmmAzrrhbFj+we21bJHU5uwPfh6O1A+H7iFn8xxI9cGx3R0SPPuBcAqdoZhegI+n2p0x3bYsGVPtqh5FP44T508I+E5vehRizC947CBYVdmRSyqe/yxx33GPojHY9heP7u7iZ7cXN9d3X9bpm9XC1vX10vb2+9So2KyloyE+VOt1KhrgRqHSbwzf/OZnEc/xHz1fL27vnqLvt+9fzqOru7erO8eXf3CGv7FjNM4PK7CVdegif4TQo8TpWxzLtfLOf83lG+nxB2hZPvcLJOC6n5bYre+HrqdLTuYyZ8H580198/TYKbQP+rwX2uu7OT3s41sJqGhgO0zfGw4Xz99QIuz9cC2wSjUSCN7fhwH1IUWfi0neKjPrSO6EiOo+ulHgNid7JSqj1ThS3vE4D6UeIvAPR3s797g7e2l5sBGcMM2g6i5F6H847AjmQZrUWPFgzqHf6KEbobnXsBJrjYhHO4H7WMLkDGb0Dvfw/tC1BqVGRKmNgXs3PoI4z4u1ecll0CoVU39K+ZP70fxVvWVekB0ATaZgTq4Mi04DpnqiCc2waw1jgUkJQVReyivGMZvh/5rXfnOcf5d5uDj+wQbR3fO+KzTW903A+D53ePXexBlq0ZtPWTxVldm64Yy+ao+jd27gv97yyZzQjyjn+mnDuj8uACCz7xX0wP9WdKqtMbNMwY5ZULZZOF8DXIJrFmTRArBeU8XQho6+/OWqU4GrFgitpI4Ahlrs8IfSSdoAeQTKfRKDydcvtk6DX+XCLR419PzykO/1CmP2qgDaL+6ZE6wEXTmr9VCI5kn6u89l5hLxQ+enNTUz/oh8ro9BLgX0/z0WXFX13pT6qN4s2fubXmUhgu2iFSHrky5KbubgPHt41/+mYwYPrIrxifn/mnPz/Y18qdDJsgmb3fZZlPEueb4L8BAAD//1BLBwjyXar5QgsAAEcfAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABIAAABydW5uZXIvc3RhbmRpbnMucHm8VTFv5DgP7fUrCFVy4DUWW3xFgBQpdqsvwQFJt1gYHJszFiJLhkhnYhzuvx8k2ZOZTA631U0ztqlHPvKRlNb6SdD3X6xn2IcIMtjYf5kwygITdi94IIZ5YomEI9hxClEYUGAM/ewIHL2Sg90sIAPBhDJwfoqz9xRVH+0rMXh6pQgdOgcmzJGrBh4DeJJjiC+AvgcftnBgfU9vgJEgEnYD7hzBQJFq4ACDyPQGJvlb1CtFtsFX2UOYyKMFcz9F6+Db12//g9XOK2+wAtYnai0eyEszLRWMuMCOYLTM1h8apZ4Hgn3iEIFtyTUlRCnEHnjhZiTBNqV6C3hiLQMKWE6cnVvAehZ0jnpAd8SF4Wg9N+oeeC33VkD0fKTIkDMCFIl2NwvdgseRuLiNhD0gA711NEnOKJXn9AqdQ2ZiZTgURDGl7zMTQypzVZcYMlh/AHJMiS4WbEFhl1AM6BfAeJhH8sKN0lortZUw/zm7a3DXXX8csRusT9qsJl54e5RlIlbq8f7h+xPcgdFZS12DLtKlp72NpCulVGHV3vvC91YBAPS0h7a13krbGia3r+EG44FruLl5OaanqhxMvwmZ1Rksdd9vwCLJHP17ZFOdOzmQJIlOfpJIZ2C7z18aFozCRyuD0W2rz07kEGiZ4H6T+nuMIZrs6TdZWKGNwjXzZDSmugDsQnD/CPiBjum95A+5L01Wqykvz8u0ZfnflmFzRL5f3eRTuoIQryzbNHxqfbYjhVk+cugcw13uzBy5BnNyU1c1/PnXO5c0Mf8GPun1EcylYGflqhP8SvDO8bsSP/IWMhcj1zyQ4B8oQzHWlwPZ/D9gT/FMq7TJWp6ouwidllcNgvFAcvcY/KfiTc6K0Y2ufn79BT7k3ZmH94OMhXnyctWK13th7ainxKhwKbwst+smvXuOM511bxcJhdqyLtcsUkKfzOzausnalEY6eaE36i59lJczL+VD0+bV3rZwBz9/XRsPKJQWuh3bvMqtz0cTaaVUCrWufrO6vrgxGpwm8r3ZtE1jmkEzU78htNbpEuLTxZyX85EirRWlHky+ZAnd6QI6Im+3WNWklX1WGc4g4/MV72sYk5aZWE6LGys0sqmS+Otsm7EG/Xm6ui47o6rU3wEAAP//UEsHCJqgNe5VAwAAQAgAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAADQAAAHJ1bm5lci90dWkucHnEWN9v3DYSftdfMeAhiITKOidPh233gCBI27uHJHDc9sFYCFxxtGJXImUO5bVh+H8/kNTP9fq8LXA9v1gSyZlvZr75RlrG2C8tWYO8eUtw/cu/YMctHvgDxLaTeX/zd0JzhyZrHxKQiqRAsBWOW1ujCySCWHeGkiyKPoDgVG01NwK0AYG0t7qFopaoLFhe7wn+/e3L54urrx/Bam9s7lvfoQEOv+H2my72aDP4GQ0C8qKKCq0UFlZqBZKAw498j9eGK2q1sRB3s2jGp63RVhe6XsHBSIvAlYCi1oRJ6q8N3nZIlmCnI1sZ3e0qmBnSBwVCUsttUcXJCgiJpFZZYZBbTMd7g9Q1mDp3TWsz6raNtNOy95i55BjdtiiAfHBAVrcElu+l2gWA9D1IS2CRG+GcS5rDyb2hvDdLealNbodY0+hQyaIK4ZHPrL+80OpCSOqzBwYLbQT56Ftu9mGnQbJQauNvtGkrrsAgbzO49qu8fUsuQciFVLvsWjZowHSKQCt/5k4a2/HauSz2EN/5/9mv4anfngRb82pTxU2AGvVMeksuKQZT4K7EE5m2vNijErMjUOkGsyi6GgIyCIo3KGD7ENa5UY6cUoE2Ag3oEnzhHIPikAd4l8L7FLIsS1Ko5T7Q+ycNB21q8Zai7l0K3ftVnyR/RHXNFg003NVOz+vTFwakgJikSJxHd5B4g2C42mcRYyyKZOPJKS0aq3VNUVQa3UBIGvSrH91NFEVFzYmWZF9FAACMsS8Kp16BqUFWUBreIHlSWVRwqGSNIK3vnFreoU/XHlv7PfDSYii8oydwbzy0S8llTb4WWrlyIB+4m/lA3E6BJeS5VNLmeUxYlylYKZKA0f25Z5mVAtZuYfk4YFnDtelwudIHsIabzeTHo+qd6O3vMyeyBKXtzOi05P4M2s4o+JHXdNJPxtsWlYid0ejokMc2QvA95SEchzjEEpwMhbvu5JeWxooNLTAKjy6Bw9dBRxt5jwKkSo7y6yTZpfik41ECXLoenwD+NnJ/XHKcvPjnkkZLK4MwuIw7EyQFtK7LF6y/gHdHx9oC1hOVs0J3ysbvkiOInYQ1fNZqlsk8zJbjkGQ5HZHkzyxr2ffHbEplwZLjabha7J8BOLG6M7xAv1SXWaFVKXfZDm3MnOjlfpUlS/9lf0iS59xzhMGrH5z5b9/yL1dff/7wOb/69OFr/tPVh4+f8m+whobfx5fZZQplrbmNvckkeY5cbymrtN47DvTUD7afEXUIdJbigtf10JTjoIAGbaVF6vSfNzTLfS8p44TuWQonRuMwFsPAMkitVoQQD4oThvtoeSLioUKnJa3WtVPZPRqouBK1470NvB/j8qKh8D7w3nFtClrBGmpU8Wi5b+V5WqgdKjuQLcnGef7IfietTFuwFbD32SVLgUnBVs5tCiwkia3GbLGQLrbq8/Y0y2kyp6/3e5K6AxRra4yXtXbDt3Sz6jieG7XaPKeXLEGSVGS5KjAuUxCysImf6mXgrxQsgfXaRfP8OEysKU8J5ePTMblcUBOxgijkuhwYuVB8ax5Oyu9cZzKpBN6HMfndTFTwvsDWwq+87vCTMdqctHQ5lxEpehTB9AyIcdKkbD/sTzdMj+fGa9vGJfYSfgADPwR6zfckgDUhsEYSSbW7eCMYvAEzYdFtfqC8n8MjqNtjwXYtvcWdVDE70EW/nc3otDZ4e8PcAtscK+ko9jezTRs/d2baHp+0MFX3GLJ/oT0bsd/9OmA7dN8LoE93qtcsmwJbvm2zFB5ZoWvXgP+4TIGFl2Gt8untlq1gq3Xtgg9N4PewJHmaZdGLShx7n9rA41MyCD51tWXJ4mGPIXfd9DwlbgYN0jfIbOqjcfgG2I7jr5cgfEOcW4Kw+y8rwejucZ6RFXhTlpsdWrZxMQ/1+X8kfARJTsADqvUC4RllCJ9w55Yh7H6pDIMihWfh+k8Vx29qaEd4C9+tZ2pp8d4ZYe71JmCBm+aN2Dhdmh1aGuoITe5Ojq+97uYo29RiQTduYTOgdI9e4cviA/g5Xfr5J0W8zEgKzHliKx/Q0x8t/FiFl+yfUXf37XNu1d3eP9V6nuInN8sS7MsvlPbo4+LVaIYfEM6NaNj/l0ZFyxez//rrRmzPqOH0bXZGyGE0/M8714vfS7w8U30HqMfdJMUfbpXB1EszKXLZVPoQ98nrl/yPERm2uqjiJPpPAAAA//9QSwcIj7f7GHUGAAA8FAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAQAAAAcnVubmVyL3ZjbG9jay5webQ7a4/cOHLf+1cU2lhYWsvK7AU54MbXh0x8s5cFvA94J7cIHEPgSNSIHonsJaludw7334MqkhL16PZ412nAnpZIVhXrXUX2drv9u9C2Zy1Y0XGolYZ+b6zmrHtu4IFZfmQn2GtVcmMgUb02GUhlo1lpvtn8KDmUrSofodLiwA3wA9cn2wj5ALbhAyDNWWWuCVeO/2Xua6ekskqKMoOKWU7vpDoCk9UGX+RWVewEQsbEdarqW24ynEVImDnJUiholdo/N6COEhwOo8JYblrO97TiyIQtaqU3FWdVKyQ3wDSHQ2CHUjncNZyggcT9wD3u0ICSuA/HsWvQvSx6aUVb/NoLbvHZb592e9qUrG3vWflIWN0ArtRQ9RykOmYDOQYSEcFOQcn2RDLhH3nZW6Xhg7o3YBtmiVhjRdtujko/CvnwClh1YLLk0CkUAbLEycQq4KxsPFolaQjFYRUwsEw/cAtCGsukzZDLSldc55vN7QQtYixVLy2vIPkbs7wK4+k1MJzjKNsz7bjEoGFaouKg/CFBtMb298AeuLTPzcb2WqZg2MmAUaMgieXCgGPoseEyMLSXElUKUQlDiHiVwy+NaLmnAJlhMgSzITAkDqlIFUkT6G2QiXG8V/qRa7ANqacXtpCW65azA4f7E5QNcjbfbLfbzUZ0e6Vt0KnwWCpZ9lpzafO6t73mJowEnQZmoAgPRaeqMKHhbP9reDCnYaGjSMiH4UWAgl+Gl6c9N5vNpmyZMfAaRX69AQDYbreowUGlvYSdWg8mBx4FMVSLjukTJKQpBkrV7VHq7IHhYhAW+EdW2vaUviIMR9Z6zyEMVBxtv4Jaqw6EzYlXOIvvVdlcwQ6u8it6gcjx+Zurq/jV+IZe/TttqOO2URW9qHgNmhtuk7I1mQObuq3ip2xN7lBl9N2DrFvFbOImjwOXcNBcxBEB1xyVNcIBLyAZsLwc4aafAlyo2tGP0z+F4XOg44QB+Jw5EXTH/ReQxJzxSBzmdNCmX5QelWnqDrwxZtCoI3RMnkDVaHcdOQpnm0svMFr5PbNKXgOzXv7GgpJ8NGJAJ+c9uHA+i/wSfSMKjpx8INPkkawoH7l1bkoY0/MK7k9OSxtFJk1TjXMUGQhreFtDo9oqhCnyDUqP5JHHGDEL51X3Wj1ojEEZgcdwiK+dtYIpG46RSWNoHGygPMButOf8tZKVsELJJKXh4Nl24MzBsy88StZxAzv4xz8Bnjn3V8HLv8AR/a3wQSepPenGollqjt7Bgff82MEVrg+ccm9pguH64PHTDNwOzULmGSeVjp1IMhi0aFGrStZOtkVvkhRB5J6x12Ab4hsxB1+akb8XtNmhn1nhUdiG9LQ8jC/xY2FH76Mthc/4Gl7s4JvJmLcKe8lmMQ44m7IRJdvt9hcK2cR0xyr73ICDp2ij4z5JD8LSkHDAzvnxAiN+ksIL+Onm7rvbH17ffnq/Rwp5OBIk92ew0yn4aXmNnBkwvpxgXEwXtVvx5x1cLYHhx2eLb5Ta56RmZsnU8NlrIW2y9bmfEV3IEjDXwTgRWxrsmXFmtGdWcFnybQa1aPnOnExubMW1XhIMjuhCmZzLg9BK5g/cJtu/3dzd/nLz3z9/931x9/bm9W1x9933t29/3qbru4LAarXnMomgvTsL6X0GW7ZNMRjX54HCyIb/uLn78YeXP9/dvHmzzcBmsfD8Tuv1DTolXQw5tciRmRSvVW93nZAJSjDDUPtv6aVoQanNU80rVrSFvD0hUllRnwrWomadx4uebYbW5ymoGsaqvQGf0QLl1aQUIYS05LcsPCgMLQkaoFMfSgeNoZCTTswNySO/FDwS7OBb1hr+tG17T7y66y/EEqorhHxwXgYFOmXOW/TuJOcUktGEEDPaEMP0llNURgtzyedzg6lS31oMuJg+S5u6jY7ON6AYGDeGuwAQSiZJHK980eDQOlGJtnUFgUEz8EILMAboFFQrxSkNp9oERddxJsmJ5fCdBcseeRQWAHNzF/V7LTNXAngGOGswExGLmmA/cMusJWftJJ7B1st8mzmZzxyA9/8O9GdoDM0gAxpXWX16CvBaSNa2p6WiDYEm96EvTRdz5lTd6Z5fTJZbzszcyr25TUyKhYwDJeuNC4skSqKG3CiDe14rzK8suUoTcrHnZoCO7j69DgNL/XDlAdW9XtlIQY5DMBU2YKHCgorZbADfqCPlci1WlLjEJxZH1KAc3jrtGOkKsXkSbCbK8xTrfzk38N+db/j82sfTO6y3hjx7zKfu4oo91HFU1F+7bDZJh3zTbbruZYl5ZVhEzGW15ZqgU1V7YO0AzPBSycqgK8X50qWS0eLngcXpK3QGJcdUpZcj1rjSI2w7+AETeZ9G+t7RcxPnDptBRYtCSGGLIsFkPBvoy4aNZMD0g9khyAwej8NDpNC4NB9X0uPAh1AAhvF0BD0FgJD9YocGdoQaC4J37wNufPrHP6crGyarlvt9T4ccx1rKvacuxFEppDANjY5Cv0VnHXkMmlkx3tFuyOQnQ1gcwA62sS5tRw47PcGZEcu8oOIleTsIJixluktmHtO72unmlgnQlC8IOUd3UqDZ6mRNYEUtNE9H/KKOWPLAbSEqYgvsPLzCDRdihp6IHt7w1vDp+EiMUUp6KIbVPGG6SyPNRILmfHvC9hdxAAZpe71Lvo4U7uuvI5WbevzVUAFz3ckNxoqRbm+kM8IX2jjRI1FPJCZcrEZ1niKPJuXBGaxr9JwqYQrWisOCod4jnsFOzYKB4QNsYYoZ+A9KSO9CQi48cxIeEZlo8L7UxLwjBUgip+vc3eCOv2fUHrxnhmN+5QNOnJWyllq9wEof7mqlnVOMEYX2SbLsFHqcPynVjj3VgP8moNwr1Y71+LQhKyT1akZXTKbf33fCer7UMoN/yeDroHZe40YO+Ui5c4BCEjIMU5ykoXmgpJehg0Exbxj2vilkZkjDtih+7VmLI0WxzUDzPQ5E2Y6oneNF4aOhsvsWjfPBvLt6P3NHBP/FDrbXW3gxoPFzz+AKkNKps/ug7ufOjmhf9ULL/VOL5l3H38OOqFrOcAme4+sKgNXcLp616li8WtcymQv2aa5kFfU0Uk2m0jbzvdonHc/ImpZF63lNmYAKGrNIriazztZYk1mrxRZE/qXfc52kubeID+o+3Ww2z+A/1RFaJR8goWMXnw2la3kpGzLY+DQmyogpc7rnRlT4eA1s82w8FBnhDKAT3cuiVFr1VkgeBaIUjqpvK1eFHYXhroGjyscc3iCxXKr+odk88ydBrhxr1dFl6wxaxSpeQcfKRkjnUClpVgeusdSikkqUjcfTsUdOZOleQsX3XGIxuHk2HkXlm9Cagh38K3XopwksJnVJOGT7mbe8tEpTIoMjkS/ztahvta4kthkYy/f7sfAITjZxe0CmIccPXEftVd+LGhqcHTdeYFzDI9/bsfxQmiROjWQmJy0nuOet720q6c7zikapxyil9UURVaR2flb1iozWDQo7ZOYVGIWVGaJPatVWueZlw8vHKIAhyWdiI53oUNd+nO58yWw+xSoSpW9UBwtzzKbuPG3A9bsppiTo1Py8wmm80o9m2kJxCdqQb33SKQZFIFGbHIP1BIcj3O2mOKpHHhJb5PAQYTt2goYdeMRHNpzcufJ0nsKlYATKkSTDjIW9atsopTtqYXlhVYEErKZIE3LGIe8+ZgDibBExrWSLMVClJ45vJbUasC89sBv31VThOOsSaaSF7C13X5KrNCbMGYEp7ntzWtGYX9YOno/+RHVyMopqPpw1E4GgkNlSkY/5XT3u1WjhqJjEir+4R1eWL2PLF+93P4Obod/2VPc9nmOLR55eQ8vtpCE2hR9OqcfIAZpR+43c0+D5V5f/znY84XanRVFDcZuBUdryKoki/oG1PTdJmn5GV54a5ut8pSnu+LpmfWtd6q/Pzo268wT1c7vvoe/+6Y2dacKHT0xtXvXdvrCalRxdUlJngD7Ja8IOPciljv6lNOuTjf1VUIPRzy6l+AqgFZ2wuz8UV1dX+C/yA6jYBdYQmskHntDEdN0/Rc4kXXNQqp1b2uAFqUg6U81ifCjQnayYaamkFbJf84eVVvtiKGvPIY4CiKzm795dvc8LCtl/3kWx9kvRKeqJlU7zinmpe3bmvDI5i252WKQZpo9vURc6fqu10skWXVOUhLm06ojPhG8bB48Zf2fhwznop/L4TL+kgZ27AJPj/3ufHUSLp4xuYlTnAyXdYBlRFlQnu1Jj2J3kH62buJ4KnFWuuGmxpkgriscxXLrmQ0Dvr2uFtoUq6PJFNqSevuepZNGpA5/3MzDZo3teh/gCn1URoFpoKldmd86iC2DhrterAem4R7rHFq6NLXNd6hhjihb26DCYWQ5ciSod9kDwBgwDXHdLjRr9y7TTc6lAm0xG8yxUnYSdpiPPBlTpgs8Ogmc23Xn7DFZ7GJm7MucYEa5T3bidPzfhFTwobqDhmu5qCQvCXGMOhUUbbZioptuNAQWltMLScVupOg6qx8JOq15STU6Fib+y4q7QdIrKYqvgQ28smAZjqar9lRkdu3Z3nw0LolYcOLFwcgBCVoxSW/H480iy8LCBhQtfFgae7LpIZXYObWSasyhj+R52EMzM/Z1hDs7c32wk03PfF+EBoX3C7YdpuwBwPeE4d0q/ttMRHe7X8v2crnOpE8bpBq3W5zFJE72aeRxRo68MvKAthG5qEznjNINHftq1rLuvGDTXYdGZqxIu3fGiaRbaULz+8b9+uDvfQAbv8Jeu87LTnMPwfUXq54WuX5PBtgj14dY3p9J313+8er9Yv9pLw0/dYwHR5IXvEq5PUhrK+8ylTHVv8wGtOZ+NWmYeo1Yort8WVEdSa3K9lRY+onbr56reMEPQcDCDLRbjWJJcuuiCnxJLeGYe87BgJZuJP57dZR73U+GFb7sa3E5e6qLWrON5XWDtJRUSPb52wtxul4j4x5LvLdzSH6HkOul7ZsxiwKnbO6Tn/bLycd6JAs9FhfSTsJwfL/O2WEoLJensuoieM1DunTIZMMs/CkuP7uvGW8BusiZ/TW16naSfuq7009sfv/3uzXhhKbKBC+blkeeaPwiDeJw5X4fyx4XmbeYB5J0yKPeuUzL55g8rNV26cS4I9/Hky1WbzYaSxqmLcBT+FoOdGOnE5kb7PGt6n21uX8DEnmJWX9yUzpvPYDJPqp69qnyV/7GGr/I/1fCV2cJX4HMudyc6ha/oivbVVRbiREY7iqrnzYbaLST/0P6hH3v49+PN8zA4vBkUaOzZOPp8wj0DkIz3lP/+V2b5neh4Mrlgn4eHsQM9XMZ3B2lSHZOU5Nzb0j0Mx3uTvvTYa169aoNL3SXR/z1z8li2Jq+16qg5bVm3n3IWV166JObJO3srvbflBeiXINOPa84Dvgw15v8K7z3I/we8xSFG1tM9A/olRP49Pd6d9jwZpL1NlwvyoqhEaYsi7/fVkvwwurZyUKLdqHlnpoUpXrepRGjbYrjzN2rmLdVpWJaxWc8xuuHnLuvFd+Vc+i7CEZPrbQXwYx/fJTYrR8/f0l9vZu7GIA++BHaU3oT3+H0YC1D9KOzA55BmcQx/DROihujkVk7P7X1va4Lqt8AeFq+CR16tswNHaMqZsZGW2kwpybz2klvcrSy/efOmeP3j9z+9ub27/es1/M+g9es7oAZghGQC3++DHwpP1Oz+0LiPtYHLDKU0PNyxGE4tlhx2uFf5+0EJOSHKXXDI8f2Mqmjkt8h5efMjTWe2hu8jO/tJCWkNDHHJ9esngQiYXUYASPzpy8ujqPhoWWOEg1BJkp+KBuOYFwiPjvWmUAppomkYlKch+Gv4hv8pXYN+biVVmtGyJ11Agd302sq5lU6STwHgpLJntmy8hzSJ0WWx17wWH0cBveX3QlZm+N2c+1VoNshpuMBn/BmCOyymzGr1N6KQWAz2BN+fjdMt1Ah5Dj+zmvpnmE+6X7y5e5Mg+XEAhKtHl6o0DiDOVhibYP7sJ47HClEGG6WjnaooH8WkacxH0daW15rr3P1wCbO4Jb/CZ9FoqGAHcRwb6VCaeJXBgX4V6IivcmF5N6XYE0HTZj9dHELgMguufD0Wx8Z4nLeXYH4S3tNgXQKzCNTnQQ6Z7CV4c5s/D2mw1IvkTY16838BAAD//1BLBwhe4IanBhIAAKU9AABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAAA8AAABydW5uZXIvd29yZHMucHmkWd2O47b1v/dTHDAXK220wuSPP9KNC6PYJtNi0WC23dliG8w4Ai0dyYwl0iEpe43NAH2D9KJAgVy1z9CbPk9eoK9QHJKyJFszs9vOzdjk4fn++JFmjL1dcwsccvq35wbMWu0lcFnAnpbsGoFXKP3mmssCiwQkb7AAId32mmuJxjwxsFM5X7U11weIVKtNnM5mf9waq5E3TwzslS4MSZIVwgrtHlHCDrURSpoEjALk+doxh1w1aKDUqnEyGmUsGMtXNYJdC1nN+I6Lmr7PSXvVNFwWTwxo3NaH/pz47LmEDR5AWAMW33kzNMoCNRaeLlortcmIMk6Ag0bTNjiTyqLfb3sLyDWrVtRF5qkyjbnaoT5kjjxS2gkSshYSnb1CVrDCUmmEL8r84uIX/x8npNlMo0ELUlmRo1uBQnMhw4oLAC3mSjq1iX/vD6GhFO+w6ESkM8bYbCaardIWNAI3kGmczdyBkm/QQNh8cXX99vL1bJZdX15fv3x1lb38ChZEnOaq2YoaI81ui/fP77Lb4v3nd9nNxbMv+LNy+f75HYtns+zq1ZuXX15mry9fXL+6uoYFRDMAgIhtNe6Eag0YNBRRn01WbbdYADlGWtS63VosWALMtGZLYShYnAQOFbe45weKgOXODu9csILSTbWWDgbP02EhqwzfbYUecim4qA9g8jUWbY10wq30BELy3IodQqk0bYuiRtol6758dfXm8k9vJszrLKHA9LpPG/KoCrlq64JiCivszCTepUXtU5Ac8CHWhgUoWgSrINgm7OHEstkncOl8aaymnBwktauRriQS2Au7dllMZTOojak6Eya0gtVh9onL11Gt5VTJlIKJaya4Q+2IusJQJVhqMqEHpLNjYS7g/d1s9vry919/k/3u8pthIEKWpK6AUjJT4r5LurNkSr0DU15r5MUhU5JOhG/wwIFVrfINFlTYmdpLdKkiFZg2Xz8qjQ6VqpXFxx3KGm7z9cecMXthKc36VDmvp4622/8AUtPmORrzICkVhHN/qIxJZpTG3X8hq8Cw++ZT00f57avXXw3DfNUHFdwBr/lkrK8DnUuJe6lee0uOG1PGXamj0Mfjt8JaycpQ3XEoRFmiRmkfPPLimHhDNabSsV/zNfII+XUIwlQ8rhSEjme52ZC6RDJJ+voYHAhRnAzZrMASjq0hMjqP544DAQrNt+asv9gohv0atesBvGMOjaIOGWYTQQqbkH41ci09GuhagmNPXeWJ60wpDTxaCmPNHIyn0AevyWDP4ZfUqcG9Oo4C3+W4tXDp/gkl+3Mabas9kdKigoU7lNqZWyLbbbTBQwJPua5MAk+fbvb0Ke5ZuP63cMenSXslSxBGSGO5zDGicwk16dhNGrLU+Z4Kfd2XFhuI8hp7L93Q+SUs6OCJOU4lb4G3BhZg3ddSaQoE4blaGBuZg0l9YEy643WLJooH8kpYQIWWW6ujRhUJsCwrRY1ZxhK4UhJjGvchPMHCcmgFpYuzbszFHo8L4xw3NrFRRdDZp1/mRlBGs8R5LWhIxujEz6FgT+ecVFhsxraIErRTRTs0i+/sWChx22osxbvETS2i6qfSmDbwOwmZPx2fk0IfGeKcHEPmZK41N3gq0/XIkfKeblr3EfMQjrBGbnZr3pV5zY0R5SEzKEfOZIxdcQLi+6lbwtzfDlqrng3RLERHCKGRGyXjc3zr282RLucWK6UPDoCvWnOAmkt8YoDnG6n2NRYVNnQJUSVw2HPhOlSDxvAKIRrdQhxrgs2a5xbW3IB01hoFwjrEoix81xYVFgHvl63hdUJJyz2u6ZtL6fw6jKfHzy7FT7fYmzWhue9bNBZKLmrqrJOE0ZWiYbVV0iBUKFFzi0U8rOoQKcal2Tvw8Z4RGzZ33G7mzy+WdwAedBFluJ14cmcMOZa0aDXeZwz7+cd/wlulN661T6pKFNdW1DUlkqc7V3KrVaU9YLhHTQ40KztNO3pYtatV/YB6P/0DXnb3Bgp53mqasW6QPaDwH1ps6XqnPN6U1IxJNIvhdlQj91rcrsKt91HnfKmaLdni1PO3tSkXUVY/4/lm2kUPBui3YRIPuH4CL47p7+CBpmGJhoAIldlggM99hmMBEaPU57mbd7ICLpVdEyR3nqGcGfBfY+0d6C8l1qW2v5dF7Pt7/BuIhQ339xUZHP8SUJCgAXea/XYtXCYQ0gTdSqpMz6V02Zue+VDjd5h7IHjiw88+f9CJP/393//6sfMjDOHMdFjH9GbdWuewQu0/MIXGDIT5aJnCnIo9TykX6We+oTqXdG2UzY+YjZFDBl9kkLythY3Yz3/+K4tvLpaAtUFgJNEJo2n8Ee7921+gg+A0DRpuRc7r+hAA+RA7DGabHw6k0smjwniMPTLlhg4ZuMIzZ/Mg5e7MeVO0rJU0biTz5Mex7B9Ixmij8wat9Bo1RNq/rKQGuc7XgxMwSudtfRjmchjVHdSfQ5NWWrXb6CImUY0PUxjehouiD9D/XSwTYBuk2G/wcDd7UNAwqh4CuPeliKoxAZtAY6oeAtBY8+9Pg2Fj/QVfa4Fm3rWHtvGUEIXgErTacS24tAEF9HDhOKi7963uVHycv6olxHezdF+IztDXxlR+JbxpuAfByZdKrxjlImEJXbUEIkziMYeSxuo2t0o/McnxxbN7pAgCdCslaiB0Q7lqPdgIPhg/zmlRIHAJBGnFqrUuYWtODbF75Ix9T6Mq2B3hqU39laDH2vBpt+OvLpv9+d6Oa9MRxFMwfXyv2PlLxbh2nEdTvt0S7NvFAy9/uvBSOoRuKeFEgTknKHKzdD3sZumPrGq1ggWwW8nS75SQLt3DDeeegj95ZxtpzW6uD8Zi49w6dz3LSaAI9Z2AlsbWqNZ2trxnGyGpOlgIEXVJ9xBHuJIKIKUPo1qzaficicLdeccNJB7JWmnkG19j0ncH90xHUkIRNaZKYOi+1qDOXP2Fa86xhejR1ZOkJV3RwALCRfReC73o/8ZAOnc0MAEWZLJ5Jz0YHdqIaunqlb36+ivq15dnr8bf3o4CBzff3i6XT381ePeF1WFw94/CVPqhGzs/HEmFkrE/fru8NU9Z4kRdx166TxpYuNbtB1s/8DIrGgxPxcd5Nu8/D/eH8oYshk/Vd/11czLEx7CG2hKul9Le2cCmqPuCaUVdDG7RxC6tdEtBuP/nhS5vOjGeizBudQgNf+1/b3joh4rutwgP32iJmuZeC2tRht8vElD9jxgD9lTS6N6StzW3pdLNHFiapvcGunsHTNMlI4H+Z6MAX9Px7OyyK3VPoRHNoWFvaM7tnXKwXzNUPo2pbpqUSiaeL08jMkinm27WfhYvE4gYd8iJmKTGarGN4gCSVqzvbH1Hix7Kv+HaVI6dACS35V/s+kZAMqI3uqWaXhFaj37Da+qqLGfxaV8fPoJ1f+Q9U8Fi4RMjOpY9S4YSF4PPD79anLSqKYHH4nDNe1L8keR/1IJxNiILr3tvDlu81Frpj3HIB0pcnb2pzP4TAAD//1BLBwg+gWwhQAoAAFEdAABQSwECFAAUAAgACAAAAAAA+KIkjGkLAAA3IwAADwAAAAAAAAAAAAAAAAAAAAAAcnVubmVyL2Zha2VzLnB5UEsBAhQAFAAIAAgAAAAAAOsA6k4pDQAAWCYAAA4AAAAAAAAAAAAAAAAApgsAAHJ1bm5lci9mb2xkLnB5UEsBAhQAFAAIAAgAAAAAAMryBB6MGAAAlFgAABEAAAAAAAAAAAAAAAAACxkAAHJ1bm5lci9vYnNlcnZlLnB5UEsBAhQAFAAIAAgAAAAAAIK2CsGMBAAAWw0AABEAAAAAAAAAAAAAAAAA1jEAAHJ1bm5lci9vdXRzaWRlLnB5UEsBAhQAFAAIAAgAAAAAAF9FYKK5HgAAc2AAABEAAAAAAAAAAAAAAAAAoTYAAHJ1bm5lci9wcm9jZXNzLnB5UEsBAhQAFAAIAAgAAAAAAPJdqvlCCwAARx8AABAAAAAAAAAAAAAAAAAAmVUAAHJ1bm5lci9ydW5uZXIucHlQSwECFAAUAAgACAAAAAAAmqA17lUDAABACAAAEgAAAAAAAAAAAAAAAAAZYQAAcnVubmVyL3N0YW5kaW5zLnB5UEsBAhQAFAAIAAgAAAAAAI+3+xh1BgAAPBQAAA0AAAAAAAAAAAAAAAAArmQAAHJ1bm5lci90dWkucHlQSwECFAAUAAgACAAAAAAAXuCGpwYSAAClPQAAEAAAAAAAAAAAAAAAAABeawAAcnVubmVyL3ZjbG9jay5weVBLAQIUABQACAAIAAAAAAA+gWwhQAoAAFEdAAAPAAAAAAAAAAAAAAAAAKJ9AABydW5uZXIvd29yZHMucHlQSwUGAAAAAAoACgBqAgAAH4gAAAAA"

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
                   TZ="Europe/Berlin", PYTHONDONTWRITEBYTECODE="1")
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


class TestGatewaysimB12Fix9fc0074ba(unittest.TestCase):
    def test_unify_reset_boundaries_and_recovery(self):
        replies = run_requests(REQUESTS[:STEP + 1], _checkout())
        got, want = project(replies[STEP]), project(EXPECTED)
        if MODE == "fixed":
            self.assertEqual(got, want, "step %d (%s) differs from the fixed gateway's" % (STEP, REQUESTS[STEP].get("op")))
        else:
            self.assertNotEqual(got, want, "step %d (%s) still does what the defect does" % (STEP, REQUESTS[STEP].get("op")))


if __name__ == "__main__":
    unittest.main()
