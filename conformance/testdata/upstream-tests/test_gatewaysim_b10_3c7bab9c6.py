"""B10: an expired resume marker is announced and labelled; every automatic reset's row carries its reason (fixed upstream by 3c7bab9c6)

A regression test for upstream hermes-agent, written by gatewaysim's history campaign (a
deterministic simulation harness for the gateway's session lifecycle). It drives this checkout's
own gateway process (gateway/run.py's GatewayRunner: start(), messages through a platform
adapter, stop() with its drain, SIGKILL) on a virtual clock, with a platform adapter that has no
network and an agent that has no model, and checks what the process did at one step.

What the harness found: an expired resume marker is announced and labelled; every automatic
reset's row carries its reason (B10, upstream #58933). The generic campaign with seed 474 broke
the harness's invariant I8 on the commit before the fix and not on the fix; the shrunk run is 10
ops.

The invariant's report: I8: lane agent:main:telegram:dm:tg5 was not told of its resume_pending_expired reset (now 20260328_091400_adce6426)

At 039f6b2f1 (the commit before the fix) this test fails; at 3c7bab9c6 (the fix) it passes.
Run it with pytest or with the standard library:

    python -m pytest test_gatewaysim_b10_3c7bab9c6.py
    python -m unittest test_gatewaysim_b10_3c7bab9c6

It needs nothing beyond what upstream's session store imports. The harness it runs (gatewaysim's
runner, ours) is embedded below and unpacked into a temporary directory; GATEWAYSIM_UPSTREAM may
name the checkout to test (default: the checkout this file sits in), GATEWAYSIM_PYTHON the
interpreter that runs the gateway (default: this one).
"""

# gatewaysim: mode=fixed pre=039f6b2f1 post=3c7bab9c6

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
   "drain": 0,
   "freshness": 600,
   "group_per_user": true,
   "max_age_days": 90,
   "platforms": [
    "api_server",
    "discord",
    "telegram",
    "webhook"
   ],
   "reap_grace": 0,
   "reset": {
    "at_hour": 4,
    "bg_max_age_hours": 24,
    "exclude": [
     "api_server",
     "webhook"
    ],
    "idle_minutes": 1440,
    "mode": "both",
    "notify": true
   },
   "thread_per_user": false,
   "zone": "Europe/Berlin"
  },
  "op": "init",
  "seed": 474
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "boot",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   6694.182,
   "ok",
   0
  ]
 },
 {
  "at": 1774684859,
  "op": "tick",
  "spec": [
   116.32,
   "ok",
   19085
  ]
 },
 {
  "at": 1774684859,
  "internal": false,
  "lane": {
   "chat_id": "tg5",
   "chat_type": "dm",
   "key": "agent:main:telegram:dm:tg5",
   "platform": "telegram",
   "thread_id": "",
   "user_id": "u5"
  },
  "op": "message",
  "spec": [
   84,
   "failed",
   0
  ],
  "text": "hi"
 },
 {
  "at": 1774684859,
  "op": "tick",
  "spec": [
   84,
   "failed",
   0
  ]
 },
 {
  "at": 1774684859,
  "op": "kill",
  "spec": [
   105.242,
   "ok",
   0
  ]
 },
 {
  "at": 1774684859,
  "op": "tick",
  "spec": [
   105.242,
   "ok",
   0
  ]
 },
 {
  "at": 1774684859,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "boot",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "tick",
  "spec": [
   5.953,
   "ok",
   6736
  ]
 },
 {
  "at": 1774684859,
  "op": "kill",
  "spec": [
   54.563,
   "ok",
   18826
  ]
 },
 {
  "at": 1774684859,
  "op": "tick",
  "spec": [
   54.563,
   "ok",
   18826
  ]
 },
 {
  "at": 1774685639,
  "op": "tick",
  "spec": [
   91.659,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "boot",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "op": "tick",
  "spec": [
   117.694,
   "ok",
   0
  ]
 },
 {
  "at": 1774685639,
  "internal": false,
  "lane": {
   "chat_id": "tg5",
   "chat_type": "dm",
   "key": "agent:main:telegram:dm:tg5",
   "platform": "telegram",
   "thread_id": "",
   "user_id": "u5"
  },
  "op": "message",
  "spec": [
   72,
   "failed",
   10062
  ],
  "text": "hi"
 },
 {
  "at": 1774685639,
  "op": "tick",
  "spec": [
   72,
   "failed",
   10062
  ]
 },
 {
  "at": 1774685658,
  "op": "tick",
  "spec": [
   63.921,
   "ok",
   0
  ]
 }
]''')

# The step the test checks, and the reply it is compared with: what the process does there once
# the defect is fixed (MODE "fixed": the step must look like it), or what it did with the defect
# (MODE "defect": the step must not look like it).
STEP = 32
MODE = "fixed"
EXPECTED = json.loads(r'''{"ok": true, "timeline": [{"event": "boot-resume-pass", "at": 1774685640.0, "effects": [{"kind": "dispatched", "lane": "agent:main:telegram:dm:tg5"}, {"kind": "row-ended", "session": "20260328_090059_82ff8d3e", "reason": "resume_pending_expired", "lane": "agent:main:telegram:dm:tg5"}, {"kind": "row-created", "session": "20260328_091400_adce6426", "lane": "agent:main:telegram:dm:tg5"}, {"kind": "route-saved", "lane": "agent:main:telegram:dm:tg5", "session": "20260328_091400_adce6426"}, {"kind": "routed", "lane": "agent:main:telegram:dm:tg5", "session": "20260328_091400_adce6426", "fresh": true, "reason": "resume_pending_expired"}, {"kind": "notice", "chat": "tg5", "platform": "telegram", "thread": "", "reason": "resume_pending_expired"}, {"kind": "context-note", "lane": "agent:main:telegram:dm:tg5", "session": "20260328_091400_adce6426", "reason": "resume_pending_expired"}, {"kind": "turn-started", "lane": "agent:main:telegram:dm:tg5", "session": "20260328_091400_adce6426", "token": 1}], "state": {"rows": [{"id": "20260328_090059_82ff8d3e", "source": "telegram", "user_id": "u5", "session_key": "agent:main:telegram:dm:tg5", "chat_id": "tg5", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684859.0, "ended_at": 1774685640.0, "end_reason": "resume_pending_expired", "message_count": 1}, {"id": "20260328_091400_adce6426", "source": "telegram", "user_id": "u5", "session_key": "agent:main:telegram:dm:tg5", "chat_id": "tg5", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774685640.0, "ended_at": null, "end_reason": null, "message_count": 1}], "entries": {"agent:main:telegram:dm:tg5": {"session_key": "agent:main:telegram:dm:tg5", "session_id": "20260328_091400_adce6426", "created_at": "2026-03-28T09:14:00", "updated_at": "2026-03-28T09:14:00", "display_name": null, "platform": "telegram", "chat_type": "dm", "input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "total_tokens": 0, "last_prompt_tokens": 0, "estimated_cost_usd": 0.0, "cost_status": "unknown", "expiry_finalized": false, "suspended": false, "resume_pending": false, "resume_reason": null, "last_resume_marked_at": null, "is_fresh_reset": false, "was_auto_reset": false, "auto_reset_reason": null, "reset_had_activity": false, "origin": {"platform": "telegram", "chat_id": "tg5", "chat_name": null, "chat_type": "dm", "user_id": "u5", "user_name": null, "thread_id": null, "chat_topic": null}}}, "running": ["agent:main:telegram:dm:tg5"]}}], "exited": false, "stalls": 0, "spins": 0}
''')

# gatewaysim's runner (conformance/runner/*.py), zipped.
HARNESS = "UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL2Zha2VzLnB5rFndrts4kr7XUxSYi0jdije72Jt1w4s9E6SBXjQyiySzuQgCgZbKFscyKbCo4xjBefdB8UeWZJ1MAkwuuo/5UyxWFb/6qiSE+Ngi0GCtGXSj9JHAHGDoyVmU55cEdtAaLeRmsFRsQULfSXcw9gyykb1DCxflWtAGNLqLsSeQugGpQR5RuyxNnk2D3SbLfpcnfIgbadjXnSRCmh74F0n4f/GMuLIEMoCPaK+uVfoIrsWkV2OQggZSZ0mjvFHUS1e3pV+6H+j6ipBIGQ3HQdqmhB79beGMRPKIVIK79kofC1AzbcxF/wZGd1eWlF2URV7AxtgCoW7yAizWxjYEl1Y6kFDz/y5m6Bpo5SPCHlEDteaiN1n2wQ37BzYMkJO6IVAaDsbybSpvsM3DH35+A384AjdYDb20J7+QF9VGP6Il6fgug3aq81dspdVIlKGX6SD/OFhNm4PSitoiGIjXmcHV5ozeR7015969cuaEGmozaDcVBXVrCH9jTyrt0Nqhd5mkkxfvDJAzPUgHyhFo/OqgbrE+9Uax7n+qEwYvoexCJPC2i1UOyU8MhPYlJfPDpUXtLexvTE5aR17JIKTvrmGJcuCvaE7sWmuGY7hX8m4jndxLwmmItMHQrmSBGetbd4YwX3E1JOv7FZBz2IU48fLMBYwOuxd7G6wVK1BsMiFElqlzb6wDSVddK5N+1kY7/OoepaU05FqLkk8YB9QZs+xgzRke687UJ4gTb/hHCZ+MPWVZ9vDuw6e372EHIj9Khxd5JXUGqemCtgAB8AJacwm2ccM++OAlxRUUTAx5DFcfnmC0v5Y2HMbe6EX24ePf/lL9/vDHn397/5ZPGwX6Bw0HqTpsYKJD4c+WaYb9+ZIArTW2hEur6ja9kbO8wh7D2VmWvQBGIqX3DET82rWDC8egd2DHTrCDZvUukBM62F9n8XppkR+ni/5OzuEA9sJ+y15AbXqFDQe0mXrP+bjmcMOvWA/OWPi72dP4bJRNris2WdJwN3Xn5k34+/+lzcXNGFVcLEpo8CCHzu3eGY1FlmUe+eADR/M2AwAQQrydQ1yEM2KgcSUjgLEN2o2PMN7SmSPs4POXLMsaPMBZnrCKmyovP18F0zTwxuiDOpZeifdIQ+eKoErQbQLVa3LiWv439LCDb0/s+DE7PMpuQHj13+wX16KNQBFShCJGhrqV+w5HKcajm8bawQ7YTCyvlh2H0QhgY9KJaBB3EOQ8m05/SdBi14zoXmTjKWyoqlJauarKCbtDOe6a3Ij/0dCjzYvNuHputxw1q9/sPtoBS/Awupv4XhQTybfzPSR4LaLqUYlfpD1SCb/8crrwXwtd1ME/y4lLNkO/OWLYvUnnbLzVS2CVFhL4n0UPr7/LjnA2eZb2BDs4opPO2aiRqHg4+QQ5iEPwLhRjF7Elcl6+cioP53e7pleZeD7iDx90L2l9j1d3Lj9elM2wZvlG0Wzv9oeNcdv5L7VH1JfFrenriUbQg5GzUk0ZwIdhwQN15YxHlhLO6CRnwfjzmXjyuLPpzHEje6ZC+TeRYkgwsVmJKRGP5nln8/irKO/uN/8nQoa7bcyThmAsfHsqfBRPVhU8Lvj1CEbUdFy4bvG0argbguU01DUSxVcZAaBSzY6ldKjz8epFsfossVGuivt+6G3+hA7itVg9kx1cBQL6M0c+Fy/VCbH/GXkv4MFHFudCvwuUblQtHSdtiweL1GITKDgc8AKEtdGe86oOQQaiyum55BfMRG4ufgLM+4GUT9icbzn5+xc/Jr2Uzv8+NEekLbhW0Yj6fC9PQI1eHMAJwgxMXJhAWS5iOOGYiy4nNDmxEd1ALXWNHQvbzETJi1Qjcdu8ZeaQFxsezNdd58xPmfqfuO6IrgpPSx/M/M2vC/om/MsacUFoecblGwXhrj2PiuYsnsK5YzIYMXVkJVw8jKTkrxojg/fruWDp1LF1NxqyklL9hjH0S7gzhYeYIHYXS8XZVCoMdknGfDrIg10UPJ+MxUClmiR7MjRf2kmN46LTJWBRzOFV2nTCa0KlxUFMopFP8eR8g72p2wm0h0U91hNCk8enU6ZaLFIHKkpYZ7We5xyUJQeEsXxiV8yPYQSRiTnNp1LRtzY31naVpJO/ypwdLBYxIk8uw6okT00LRc/BMVRvwcm5cpG+M4uei2d7w+5WCqVXd3fB5/Rzqj7hUq+9dEZDnJqaVBENTClv9WTU1Bt1+gZuzPxjnKZFRQWtjLUUNmsMXXZdYOj8g+tRhjkeSFoGoUx5gh5XDEw/1Gdemt/rK8Gpjf409Skh0v94lc/oWtOML7JTj5jX3fTR1R1tJko433pwfNx0JnJNFyz+ZdwdAaNT5PLJ+iJWH5U2ps/XwW8GetHA1buA+jkLLEZLf+LScGHkVLSyulID0zK1H5yv9nwDiPVt5SNuAc+9u5Zw4CApQTm0TMUCSfnfD39994rQKtkp4mHIJcHnL4XvDIy8DfKgLtvCE7wSSOkabyUl+4CA+E2Zw5jtbr0OrrOTjgSSfFtiPIPAcEFESwDluRFAn08iq7Z8Y869RSJjt+uQvITeTpKrQgeoCvgDO3g9XxPr26pDfXStn58Ij/x41JjzzuQUjiJ5xoCRxOk5F1UllklMKkJ4SMZ6a62xuZe0vK8Pr1mhy5aOZe57lJ1v3MwK2LHZdjtTCHHXaptwh9ClHP0C68nt+wk+5qf73ASr+SksConnNiGK+22h4zLf4cdicuIHI+63jRX5fOdI91dOGjNfs39Gw2a/ti8FTD1GI+ymsZmv7EkSn4/Fu6UsvkPHf35veeXjZregWj8UvPDDAQw/FsQwCeSEexM6GVqKOxjjODYg1YETjC9DxymuxHhSFIAdYXoYSVQikbJ26lG5a0XD+Sztda3SFUI8wMXYE0NdRK4t+J0I2lw2viUX6RDgo6odgRzz2NjXPSjfYW26Oe3vJYX+MFNyfmCpyxsaxok4MDch3+KXoSv+SunxTXr6n/vCYyb7lgPkaNHCAzPjLaviswVv9MB7kRQugA1Irh9q3MK/+Sa2Y60OZtDN7ARtfF9w7ELvB7oC80WuYYw5cS3CVugMuTGVe+yYS2EkYANs+D/rdf834eF4dJkjseWdJSwmGqSaWXzy2bT3y8+/EOvluIiks/KJbJQntvB685oDarCW0dQZ04kthNaBkL0KScl/HBBb+PdnpJ/l18qnWn6TrPt/sdA9V3CuGggbv3ccOcuvfs3TPGpH9hjfZIyP1Mj4Lugy+bs9+uU7nrWVvEMnBOf+PbsVVuxbScuF6pCUvBeyFBSZc6pm5njkP4zEa1vT4djeWVzT4/ESope3bfZ8XX9VY/1NF1nnucbg3KL2er+u2cd+0aRBkqTuFqeEm+xm19mla80k49caewcfr33Azh87d+Wwm9nm9l1+OJsH2PNBFfIHVwLLHXH93fLN7etA/MvnzbUcG6XfGd63usPnOyb998YIc7LrUu+ORRTPLItY/fzSHi0pClXsjB+EcX6+Nll9kfNjSN8kqAMoUppBvMZ8HC+BnI3ZalnNw2iP8AYEnyfKIHsuj4emoshZP1bMtfpk7GnT3/dYvXsYL1Mz524T8mP1JooV5cqaztSy27Sma0IRdYcLrSJn7BV2oVCamnQaglVcF7jb5y/zo87kmxtJ1q/w+ZvgAGfsjwYSMdTFNtn06cvcqj3WN37kb8VDn//ji4fE9DvY8vUdZPL82DjYgTAnsYYbfcdXjV8jf4U86vL51X++3n5ZOHB8PTcfCgnrsQXLuJDEwSS1E2X6Nrm6/p6Drtc6E/OsC1onpr9+fyc77tZSTy6b6j7xm7/G0/09RlZwUFp2lUXqjSZMO0oQ6bsWO584LY65mmKqjRzZp16O0ad/6uAxVfGen9BJiJ9WyLdwnv9wMFcFQhf9Njii0TZB7jTHzi/6vNqR4/zLFBfhg/dNX//JW2xh+gV93nod69PsHwEAAP//UEsHCHN/GL+aCwAAhyMAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAADgAAAHJ1bm5lci9mb2xkLnB5nFpfb+Q4cn/Xpyj0PFjKyoKdewjSdx1gctkFNjjMALdzmAfDkGmpZDFNkVqSstwI8t2DKlL/utueTfphLIlkkVX1q7+c3W73i1G1g6F33qLobhzIWiH0RimpX0AZ07schAc7aPCywxycAd8KDwKc7AYlPNZQixNUxnkH7aBri7UD0ySVMtUROvOKDqR2HkUNpgExTQLfmsEJXRdJ8o/lBM+iOr5YM+gaRuGrFq2D1LcIDp2TRgO+9dKepsEcaKxXwjfGdmCxMlpj5TfjyVHoZ6FBGy8biTaDUUgPz+hHRA29cI4PCUbjrSMSNTiPvVuz600PqGtHBDv4fZDVUZ32SQIAMLZS0QlVU5R20Frqlz0P0K8oivm5MRZK2skK/YKp1B7tq1DZMpt+sqGjvkdv+j1bFMfzj+H3CYzdg0U/WL1ZJ5hx4U66kqZwCrFP77Mk+apZjq/S+kEoCLpDUbWkMt8ah1Eg0oGARbU5jNK3vJbOiZY0aMzxiNgThETj0YL0SVChNxZvHDgtetcaH5RHh3Q34KoW64GAl+1BaBD1q9AVBswQxEZB+ugQ7v/lLr+7u4vYErqGzjif8EQ76BvHWC3gWysddKYeFILF0UqPLjDlhqpleOekCzpEh7419Y0DM2pwZrAV0pg3ySw/2XykkWuSndWbJGMrqxZGcaQTe97SiQ7ZMoT2LkKIvr8Ij6M4ESsuBydJCNr4luT5PIS1dHawKAIck8oMtBXLYj01wrZSKKyD6eAkGSSsQy2bBi3SDqRYVlZYs+dtGqNqrJNoS2w/FVmKJx6kd6DxzbP9rE2cICE1EWJTou1ougN8E5VnGxjbKIRWWI3OJebZoSV1PmMlBocgAo/SxUOA0eoEY4v2UhqoK2UcfXm6YolPSdVidYTUEHNPldFe6gGf2NWANyB9RpsoMxJrgfOJZd+ihtqgmzftjEVA6Wl0FKechJ6wE7KmQkdcStYnapZkmkVDdEWSfA5cBZ+inAkeBYVVJzAkMhKY9OTnpGdHPCE2eKX0aUZhI6TCupxcn9sn7BCe4BkbOiJDjGAYrOw/B3W6dI8Zydt06BgODOH0if4QGWXGLBzVIosw2eCXOLmJEBhbw2LnQxrCE81YmGkp0Px55SegEsRbJMzSwle0LEh8Re1n9f8+SPQs5QABijw13mLTYOVvG4vrfVItuugThPdWPg8eXbagqEgSwr5F5wmpLNpg+jRnCYQ5VKbrScDQWNOtQ2RDAIvwJ2ehpEbQQ/eM1hXJl4iSBbcBsgwQ4T1aHa2OA47QJzATlPbR03LcBXKhtEzaVVhK2AsXyW63SxLZ9caSz/HLI7uf6VVq12M1j3bCt9OzO7np0eObH63okySpsYFSuslySlZOqk2NMULtdrunrXHRSWgkYBxS6YJLq5DX5XS84vOkiyy6qBoL0g8cDrCbSO22/lSTSja0ilehhkjxi+jWxHikkDUTpAPusomdfrCY4ltvFxa+t8gyp68BVMGVXgMPpPTukdIbivzZHpB2E57V7EG8CFKkT8KpgzajW4dWkOOAAFZCXERNMYmNnKFmJDhfjEId10eFJRdYiyKHdBLBmXjD69+MqMPTP7Swp699FBkFXHr4d2PU1z6/SCi2PyasI6GvNvz9qwmMZWcZS9T+L0I5XMPhmx1wUgQ7o5LAfYaoOU7miyVnIe6vErJ1VpqDsfDFaAyhbOU0QzwkwiTHmDISKQ3kOv/69ct/7GF2lCH/m7wSUQ/uiFU++U9Iv7BzbMNUS7GSd9BGY7Zf4vGlQ6e46oPzmzUeFXrdUH4xdkK1D8g2FhWFwyvm4IV9Qb+yhwsDWk2bjKPcXaUlPU4qFkpdUro2v2gGXV01x3l02pXT3UsDV6hX5IR9cRlNv9+KgAePeBqNrd123bOpTxmZT/rPOfxpjcoIQFIdf2MMHZZ32ZxTORzgT8v6oMIDzBMe7h/PjXKtQ54fhPFrs+iQP6+VSJuGj/Ou9xeWeCbxZf7D3WO0YYJw2CZ6OJ5Dfuod25w5h0Uay6IgIwJ/HlG/Zp12Xd5uoySuSCFSOJcCf34HymGMzrDxWR9CcFlTmMW7RXFcxK/NbLRC15fESS1h3jtqoUkXnF7TyaVbNfby7JuFf2cNheNvhkNcI69G2vsI3ld0EZM/2uBniinnQuTxdUz9TInfh3JfLVkvZJfxke0JpeAAF6vfRZFQauVczrKHeXRJIZjyh/nDsuhqEnE2PLmtmE9dd1y85orP4u+Tu/rhmYjADIQ5vC6HiuMRCbTRB4KO71uXytQ5eYyBOCSm6VT/rmPvKs27KHc/LnGfOCZzN2BVxTC1d0l9//zrt1XwV6J7rsWegzTR29YZvRIVrqMo+7BoGotIItYmWKak1MMGRSmL8jABIJX1YVZ0DpV/O0xJVJplOaeCh4iwy+FLa48/kvzhYWLuMYcJEYeHx2Bj5AyXczc6nvpvLIWU19O7sC9Dh9q7tDeOktVAmRAzPRzHzffjWNbYiEH58L56yXIg13JgXf9YZpN8SFHXRLPhMYdGX+NT4xiJ/9qk857kjn+sF07l31XKXDl8oBdm92Fygqs92NvF94od2OOyKoSqmYVoV7SsMv2pVKYSBO9U45gzQKnc+AS3t7cgpsKPc8JgEDqmE6hrmvP//CUJ6QEoiYs9Iic7tuaSeNkBfApNmdBYWhetoQuWJEmlhHNQfhfSB+yxRyillr4sUxJ3HjNsvfEI9GMbDoP86O/ig45/Y1YRptC/hZcdptlMbEuqGXycXVQWhceyGTzlMtl2Xit0rXCeKpQqhU/jEeAnmLYvR3HEs7VTGhcqk4VjmsokLkut6WxFbTSmZ8nUPOjQlxbdoDyXB9lC22JsZWKUp/B50P+5LANjRUXRQJ1zPZ2c/74jkFkjs1Ror7UwkqQk0PwGB3h4TJKEHR0fk+Gvz92+Pi+5HFVP9Lbfdi8bad1Z34c7JaHPKyy3CEPXc9Y8F0KQTk0fhcJqF6riLIeQHHIPUkeSS9XExnSYg88LST8meVxRRlcDBwpoqc6mIKHhLwe4O4+Y/EpeiQ0h3QKeB4PUCtH3qOt0DB+9PS2UQqeRCtwtQsY/gmuYO8Y8ffOdKpPFduDfDjAGnI+F5hjLdnYOTNgyN/3GYgXHhU4eDCIjl7Ht1PFlSD01EcmdEAqgEl1IMRqphVJrObwL4yhDi515RZJhyD+i+tMFdBR0QqeMm4BLRT21//aLVw1C4z7Zcmhtxggu6WA0R9SxQzdjZ2pUnqG7YAWG2l56vlGoQTDSZ+iFj4dVc4M72ORhA4cbDzIGw90qZ+o5zx83SKJfKwkzk2rnIXyrsPfwM/+RRl9bxBxEPbKupCcPAKMZVA1WSId7UEjyyKfGZexPrQ/eThFh+h3hAJ14S+9z7hwWFUqVjsUam7cBmrdwj7f/mmXnMD7CXwhsl0C9hspjzpxc1k+T/LmXBEs05u/rnLZ8VqY6ps533uXghVSlOS4oC5edE7bY7xiNwItCmzsuARHuAoKnkxZ64xhnf462Mmg/9ZMnkJDnuZvBIXNwngCCeujQCo/hVCubbfiK87Bpi7lV9SWbOEXy1QNnuaEvFQ4ZCD5I+Anu94/nUSqMPRL9mO1Tef1PTHErYQ0/TaXuVD1sZOotYkr/xC22jFKlselermbCj5pd38mDvle0h9bVlXbGhS194h6gEs5T4PFIyXK4tpyvcW5c8CeUDK6vY5n5NXbmJsdUjfBVwZ6ZoKdstWtRFMbmoYtPNc5T2FR4CATCldJ0c/V8un75xIjimn8FDRvhMx9nf25a66Lczw2XS0u74ND5a/xRPcv8LaXsagcaWdeozEKWXQVNJ/SLwnoNhD8CFM5ZD6ubgS2PV68SOGEItW797vxQ4/PU3W6DS9FhwZmKoyQ93ZXlbtV7pVHU9WpsK9x1gxvOO+BBFix1TrjTSrnFEf19uouulLtxIaeJt1AuAIhiGS8Xzyq6q+B7wg3FfCcfbrU9LvcJlLOGXG+WPF8TNHzJoKSjkseGAxXSY+fS7MptQ7g4KqSrjDWDlxqpJuSSp9EZZSGNLsqyUsYNFsvy/xrulNTo8phEHub9XtCHu3cep602q3rh22uzG6lwMzmGzfTrbz9bS0b67dQjP/7ImThbwWG+EitqrFH7dLcr/stInfKxVnHugi9CdSx2e2Edps5WF8f67aS9eOPj/OA08tygSPLnfplM9u46IXJTqYDeylfhA3piWqARwxUH45MqRNpG6pc8Ju34hhUoUR3dcn5iq5FvZSedC5l3KINdOMhmntSVZVdcktC04SmTxm/hfpkd/4fGAdzJFeHFPTC8wktZPp7NLcqylpUvS6rCYncjDT2KbQvTVaYnyv/9P++rjBhN421vPCThLIcdjeyy/HzTPJD9o0nahVJDP4RpEIT5ynoT92lC7GsBu86PDVLj+CNUaxyLsvx9EIo2K0s4BPtdviwiQ0/+lxxEHn0HbTCPk4OZyqLl5NH70WDyvwEAAP//UEsHCOsA6k4pDQAAWCYAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEQAAAHJ1bm5lci9vYnNlcnZlLnB5vHx/j+O4kej//hSMFouRE7XfzD484MF7vsMmmSQLZLPBzCRB0NcQaKnc5lomHZJqtzOY736o4g+RktzdO5lLA7sji2SxWFWsKharVBTF3/bcsv5krAZ+fGWY7qUEzVrRVkxIZvfA9lxLMOaVYQ+q4du+4/rCStVrs1wtFh/2wNTWgH4AzQ4AJ8M4s+IInZDA1I7BA0hrKga82bOzsHsCCrsdNNYwAyDZeS86YMKyMzes6bUGadeLxQ1re823HbBmz+U9mIptL6xRxxPXQt4THGOVBraFHf7DZcv4zoJmpVZng7Mbyy2s2u0rnMoYoaRhFmF+u2AE4ATaCGOhZVr1FsEK2cJjxXZaHdPh99zCmV/q0I2gsPMeNKEOj8LQMjsDNHbB4oyrn4yS39J0Qt4c4aj0hYG0WoB5xUxvTiBbaAl/eDwJfal3QvJO/BNatuv4vVlWbNf1Zg+tX+uCIWH1hSm7B+3JyYxiFhlq93AhZuCT0EzpFvS3i5uwRuOXlzBenSV77/B9jzRd3YOtla4bDdxC7ZfCyrPmpxO0FZM4v+dMu0TgttcyQHa86beM34O03zKpLKRtFh4JTddOjN9zJELFjtw2uFB+z4U0lp333C7YGNdtL7oWtGEnrdq+AVbSm1qD6Y9Qa2gU0qfGiZdMaSasYTvxCC1rlKTpCSdE/Oxphquxhp2RpWavzjJBeMcPwHjLTxY0Mg1kayrWdNwYsRPIl0uK4lnpVsj7BWMlrbK36kaDAZpVNFAR0FZzIf0bQlLDSWkURo7bSMOpu6wWiz8pu0eRI1lroREtGId0mBHR7buW7fkDsFZJ+BZlUsnuwiQ/ht7C4sZeLYqiWCzEEacKxHjg2oRXKK3hWcW35h+dsPB/w0+718BpiUSiE7f7TmyZb/0zt/uFa0HCmfD+PZLNvUcKxfeejpca6Vo5zrhuD02nmkPo9xv8sVh8xd6D9WojkgDlpwPDlMRttlW9bNkRjOH3MOgdEre1FwZt7LDrDbYvvgpDUBf6prLjqFPmN0TDu440DUk8PwJtA6bhBunjdJ20+rJcLQK8TUr01W/c81+5LguvY4w4BjVTVKyFHe87u/mTkrBcLBZEK/aj17nrBWMM+7C6FlLYui4NdLsK90WzdK34hy9X+I5tqClvIBpvBqau3v1RNYdymfdyqpxt2O1d3tD0mm0YIpi/t6I51Nz6Nsa+cruMZjuqB2hJpNf0VuKW9HpMnUA6O9IccohnLjwNDdhyiSB7A5r0iWGhdQt7gbaAzBkp617LWUB1xyXgkj5+Qlj4i938ZxACw6Q6R6hKMmFzKMiw+h899NBeQQmXpsGZKezN9qprTQ6lFdpe2Ib9jqPxCFRydtDZz6BnmVFHcMrACNkACTIZKVKhlh9gtE6UI0IuXyBJqxdhtUNKeeGMGmiA33FjnVQby7Etn8GDGVEyAPdz0bw5MM0lUyNs4Xiyl/po7qcsQZqaVwNncEur3jpL4vZ+y7Y9KVjkO7vAiFm2F7VTCwH2h798z4xoA5JWc2lIzwiLCsF1toqV3ETCLKdAjWgHfEVbLh1JCbonQysai9MQv0TLSs5OCg1p7HHkF0Ld8MtoCqRA1DdPMfJ5+hqUpQ17Pdq+BHe6fY3lx9NsS3DMNqz8+Kli+N/t3YD2Xh2xTZkVyAehlbwt/vD23Q9v39d/+PGHt8VIe6DtQPqVytDz6iclZIkwKlYED6xYVuyp9psz74plFSHnf7MjvXdWJM/kqRXLEQOM5Cfa3t1uVeMPs1e2XC6o11fs5ubGiU/wem++yN9i0OxNpwyQXk80elEU31nLmz0Y726hGvCeDMg2GKVckViFwk3+cTX1RhPwCre/86YJYKaGuLyQFqrIs9ohyD1HbSkB990KPYwASOwGIyEMyThZA/R2y0T/Ke25WVAfIeOwBCuWmJxb3/0u8IZ+JkaLzSrYga6u/4isdHIIzPZyXi5vvxmE1p+RNugRcGt1GW1rxQrXWFTMmeuIBhmAYYjrNkheTR0mwzxbxnsQSUoAx/SMGGFrxYq6U7yFtqjc0pfUibRMQHkFj8JCm1N4mPbjYc1gZVWNCqxcsp3S7FAx9LBYJ4x1M61qP2IlLBxNuVx+GqgFpI0+FkjYYs2c5BV+QLEOk3naoc+zZoZUbVn7N55cCDYybwv3QnpfB33cinHnI1Xsl7/cCejaVJrJATTB1ZmRp5rOV3PC43ffTEvu3uQUfEDiFbRrirVHsOD4TD7sCk6q2ZdLZCUnY0M8pNMjt0gfd0Au1uz27tMI9Ko/tSi5fpVTxJyjtsKTmmxLeJjp4lw2eBgIis7DjI75kGo25xQ4g452hh+gcrQly00Om3Hn8PaBywYMazXZuUwlfGluoB+wYbdA4glRdXh/VewY3EaC3qGiwd/Emruga8rCY4zmAJdRLO+uEbZKSXh7V03ZT+1OQiPcq3zKHWo27BnV24E9cBTWi/tB4CHpC0s5wR9BTkwQuuQ10mUsIpmC/aD7XEslip8EXOl86yQKLEeXtlXa9V/Zfo6hX2oDfv4Wq1/CRMeOgd6JNaBF4cBiTeMHvCDoBFTYD0FNP6BkuwmCZsb1PkShd/qyCPahYq+Xn0bODxnauHnighPZwNP6ixb1tIjRgXBGAf1VaNvzjpSQPzVa5YOM+pVhQhrL8VBPMY49IWjccVKEQyT6Qugdq7NcsQ/7QVhy58iF4Xw0Ufg4gfOrhD9d4Ynwf1WXjUQ7E9bU49wrdTBfyNX0fwMvEHjtjK7nrLfACUe9R+MaVpkfEzupbfClhlda0PH9epBxEfsiKrNdSqN63aCp5/reoDgdzvg08hQPgEqpPsClVrvgFLmhOdE9ywNa0Z25B1se4EK7BoG9yMciHTJRSW6KWuDp0z1HmokW4QexS1y6eUgUT8LjlRb3VwmRjdirriWP1Z/yaV15F7FDZq1Mo07QxiB3cBdLDwF/u8fbAvUAemt3I6KzwYARpuNp3PjpmAnc6LCnvXYazB7VKoJOKfiLzUDibIQGbuiAGxhHQ9EY9FbVFJStXZ/gfiOW485nbuphwHPMJqWA9JzqBOa2xbxaiI2kKgsXvCkqOu1v8iUf4FKFk/9mTI3K0WlD/688CTbun/kZ3VS3kznuZmg9Im/C6lw7XLlD2Mzv6dxWjARxg+fL/ORUu6BP7SNCNdK8pvhu4moFHyQHN3I1cEx94nY/qLPrwBf5WHORjVOZ1waUZFueU1X4ZxUamGGXGrDlx7gf1uRdfZqyz+rLFBYbWMPPXNhkldcQmsCgS6juGnCPJO2HklBf5rR5lpTE1WtkDlAoujp3cnZx15pikv2p9kHW2vl844O02HlAVx1O5OETEF/ORdxNSVx4xdu2jNrEASksPEYc5/ejUwAORFAADhMKtEYy0KsZGJ73BOAqw2fZ9QQR2OYpEkVojqn66m4a5r22fV5G7en9kr/3yU2Oe0e7yVHLhdjJozMHf5/or2TW8aaMlkgX4oYpybaw590uXmiPjRrK1JjJQlrQknfT6Ms1eSgKugXEf/57dtMhAGP1ZHzYP6LNoKzcInBXlcWxmBHWr9h3FFl/ZbK7shBYXzOp/F0t/tt15BGTZG0vrHwA7a/UkWi6p4SBmTn8Ja8H3KjTJdzfh7tYdISTOKNVaomemg9pS2AajnDcgjZM2NVkCuqyYdc3yJU9Fm4bbnEImrr8NflJ2IQHI/Yr9mbM9jEf6j3oI5jJ/tBw6vhlKgiT8ckNYCvMyV2Fx3FT/tHA1fyw8Xk8/I0VVCtMw/XnK6kM0Z+lqDID5bXG88pqXqlMjEnsj4dhF4A77bmh8FBZFj7totbQgLTdpeaNFQ8U/tkqZW+OXB9uGs0NrmtZjWhfnzU/1T4G6Q4Cbgp3WqKJhrWmvQf7FTAwtm8OdafUqU7uJBwghwuYhnfcwg11LZ4FjLzoOwjJEN6DuAbd9bo5cYMtSnaXmu7GNyg9k1uOD3/5PuTCfJnT5+jUaXuR3GAjpvohO3gWRfGO7uLMGJ9XhmlolG5DwtCaccmUPu25RB/4xLg+QltRaoXrh3pnMBdlTLvxUU1UPyBb70Avk5Enrg/QsvMe3L2bUc0BLDuj9uJnfsliBDPHYK6P9AoXtxo4dja1wxePJKf8JHylU2nQ33/aUpp0rnDXhcrNiJaMxcc8xIWbuwW6XGpLzwecZeQkDjoAEbkh6haVJ9GGrhfcMx2/RbscTixu+iI5aRRXlIM+zq8wOWw8TUVc+xX6BgiB7wmZwqv5qMS4tfT/PscIOo+4Y9BwFUO/HT2GxK85ax2Psg62G+KUmD+/4uvb13cU1dT3xh1PC9sLF2sqpnrcCJe6kCJhROt8CGRwuOGmNtGGlS6pw7ybIuHRluUhC0NOxC8LSIqYn7ckB2YCNhwYMkTHp73wl8olit+N2+dPi+bsSugvyGwwkDRtcndHXpeLHFB8O8Ewk+8nD+Je3AP/rwvUVO7Hwsg2E/mMY4gSNTJmEHX3LjAGG+uYCpGL/VM9y/j03CaI0baPRrRr5uU4Di/cNaNTOMNF4xX5WY40F10FxVU+hVQ2Ls5IgXEfoPNTTDfik/p00lvsGMWih/wS8uMnt7czhPBd4qv5s/gL1fX4WoklMvQUZyNBnxIRFI+IQ2bAHSazBtwbU9RB3qCq3W6ai3PmQzJO5TITTqDZVpBfk5la69VZmu+zOilvJSdBAex+NSQwXFoEPRIW+IyRi8hvLC3+SZsXqYf4ajAnJQ1kFExkGNvDNYsTV67vwScHZiT+jjwjDf/owdhXhnFpzqDXgwcTs5tycpcuKtfSXD25SyetjicLqY50CpXSP6TPTt0RqVNegEYtUyLOzsdYeoultdJ5kA60vkp7qewNAS8yyoanFdH4OjvI5op2iNRe0/SBTY6kFTvvL5via8O+NgX7mpWgtUO/US2gMo8v/IGjWM56MKOt5vMvUTpTAiBL2WbDCmen108B8vEGVJ5PdQuhcly8v/BLyGNScNQ1B5Z2Dbd+mXb7OT7lVrisu8IJV7Fm4alihRMvfOefPrl7FyEdHNx9dEJpVNcWEV3v2/i2Ds9uy1mKeqjR4ZpZrNeM7CvGvbQzn0+nzjLZHLgOEyVewjlhbqpxbo1o79iGZUKaImdmpD04WrfoZC3vHOfyCTJltPV74oWaKNsvM1vgKS2FbAjbAmmwwf9lqkvL2meHetVlKxfPTrTS0dwjTVbhxC52TBh3fdtAGd9XzFjtb1byPLLggKHz5VZaVOz1XHqYIxSidePRGghlPZUGxWyzqxNCe+Mj2ink0f76vJtfH6qylNaZtaA5WvUGdG395XXmHWRtPsPFpybPOChJawzwJBBmzgEwzoqOQbEjfyxfVzM98vjYDXtzBay/ztqprlPnm/4U4kT4v8k1JI1w11FkuB18fzFnZsw083HMIFYUjEQ8oXXhWyqmiJOHvEja8SL2dDnjqPVFs5+BH/JzCTNGFypcyHUMiA4VRoglvg03JBNgUTHDKLs30nPJfoEiMkjlk3TNrwkdveZFO7kVXE7lNUUlMv8qFu5ezbc5gUn74tiJiMf8LKrwSBMnbYXqYc7VHhYKJA8uAWaJjjzMLKKe3fpEGbfnXrDtK2Yu0u7BimYz2pLOg4yKj2L8uj/ZmpvDU7ov0UpxzA2N+dnYjfUuZa2MZq5cbRG0m3Hk+GepUZ/CZntxQwQFOatHM9Kp3jbqiOvxTzNMSnhE2H+Wcn52qqnb5IlyfaXU4SZyaMydAT5ap6cIFomV8fZp7H27wSWfoLn95s7ZBPzhzOHr5ZxAZXT8ebI0S8MoXi43eDbjzy8UexRZjHhUs/klYsRJAp2zqGaSJBYOlLGUz6UnxbKZPG815PDHGtcsDSw7wzidQuV+aTnUlYqA0I5mTPITReKM15T+Nx308fnNqO1N0vbNHXquQ9s3d9f81WGtggydPy2XVIqmgbfhssllaLwyrqDUJdKtoyvrCRUnCdzbsNo/lhGbinDMFhu641RD1YdzJH//3Ye3f/vu7++//6H+7dtf/+X348Cmy5U5gSzTepHJqLuKFbxY4hp3Uytx0kLaMkuWS7J0ia4QkxkpQ+DOt/tUu2ooMt6JDja7ufXN+XhziZqxdZQ8CY8Wj1Ee2mgvB5mSIe5PAu8kbyTwrvLRG2Bp2X+wDmRJxZWrTo2tKHIxtt3GUTPpzQTsV5vRPaeLNrh8TQoFJbWapbl194R3c6b4Gm0miawVK5o9JeeaW3qqRUscP3Xc7pQ+upb4C5tcsWIxxA/pd7wCHyXNP5sz/3yea6wGmVE/6uyE32Yl5b6UnCpByV10Jbl0aRQKl1jpi5N/Ur2WvMOzViIY/lz9k1HymjZD8GvGCSIlKPBmT0JMKqHrGJesl3FwlqDZKKpaJ6eXHbm1oA3bQsN7fx8/FGsaZveqNxxPwOhCiyNueGbEse84rrYd3Xq124qdeVcx81PQlVTqNazO15eVeHS0ZbtdVsw9nnkXn81Py1yxulFDzc/xNKscqdmzLBsPvuQt5Hx7pUUFYq6MH1HJYc7mWEVIm1Adjb8kNHjWER2svzb/dVQtbLQq2NdEj14LulatiH6qt5v/h5oHmkONGrt2QuydtqsTrrQ61zveWEWJoGHyd+qcC/1jA6dYub16q7WaybtMVpHlMYYSMfc1hL7rqPYwFPtdo+h8JHWWfHgY0EOdl5IreISmt1AW79/+8e1vPrBfst+9+/GH4csNP7777dt37Nd/D4WopLfF7FUZ/rWUS3d2tUt6Sk7mV3nb3haob/DIUra3BblSNScb4X6GCzb3Ig2N3M2DRXoFHTJzI3A1Ze95miSTV86m16QciFKjj1RcIwyjtKgWHm/1aDVIAgS36hRvTYkqMU4xt9aRiP14As2tUJJ3V6QtTj1btvEigT1xkwUvHbhxhUmyw3MQYfaazEW80sAVln/mdp8rnEHJVJlGoVxxeltONsowek4VDfYkOo5mWoIYAdbTYsTY0blymzTS+m8sTvzsKsScHy8tKZxRILj82wNtW8hOOFuluiGfCVcSPrISkVjO9Bp/fGXoPGFpznREJLkG64+nGSfh7QNoVzbL3Mc/BH1Bhb5nA2Y9rcZ19TnhunTw9GlvLqss2W7kdLhvydAXYvSoYOXfKCFfunw1F4EvWaVaR17O1/+O2f9xtoCVQBTrAGpU8vqi8tbFux//Vv/u+7d//O17FOvCubOuygOfKBjlXyaK2zvQvoUe7eXkihlTvxhFTdp62CvF+CqgGGxrQXW6bfo8ZJrEnNNG9ZSEsVig7Cf21nHrABekp17hgydkIOJhzUqNG1js2AGZRZ3jRZ1nJDYMVPkUJsJFIWWpnt9PFnYZohE/yoK8n3z/iZUIm9Ne9ecpqejSCwzdzPenZdw27ZZt6Js2bi72f5LvElAHfyPXboMDmWpzt1jvMv3L7uIygHnGCcxcjIBDwp3B1fiXPC+3qqcNd06BSVUBzh8q4RxvneOPDrmnY7YYY923JYZOKQ4/vp+fPWqgYJPtytj6iHStpan8byP+CeFZSBXwGW3UdWC616UTPyNfcfh1GOR5Ws3gp3DVD6ZAP9vfot5FLKYOyzUatdzy3JWj4w1BwPN6CbJRrZD3m6K3u5v/H5LvPBHf0j9CycmSvKuR7OC82hQnTlO7kgu+h4o+g7IMOzhGlpyBq9zXJvxqcGe/RhF7fI329XWsmoutb6j1Dba+YRs3mBp9NbiXNpRydAlKcJ8XcwqsYq6szxnyN9NMH9X504N5TeEFnV59ix21z7qXqrfB8Y8hDjQENz6vItHcaBoQtaLjEoo1ojQq7xE7X5N69WT15JTB45lM6LX4OlJjHgXo3Ep9HDPa6Wdw+nfhk/kOE5zcub5rb9/csV9sPOQXInrS6qiuMOtL4vozaKdBnUC+UH5SBwg3yVS+cWu2j062D3Td+DJEegs3hj84PMK8GUqQ5w+gkZjH6vUsVoeQq4J4vxgl/5WJz0fK5YfhMaFCC0WqYdfNKQa2QX3kCZdijoOHEh/l5A/Zv3E5OO73m3G97Oyq0vPK/IqMaD9l0++EfH72b140e3oAem72NKnQqfVOPECNLyPdpoVaH7A5HU8vVjh08AKuVpE4qM4pTgt7feFK9JaH0whyeSep9GNqehNHmjIb8/HVyFjnpe5UtAMSdFLJ6j1yGp0L9+5KTKJR0gqZ1OpMAkQhPTiUvieK5qrJnkBOXSFP49na+BmHInpNdJCaW3GG2LN+RIpDUsSitj+FShq1NZ7fWVFKehL03xII/EkGD5xHLYzdrvhoTpLoEw8b9rFA2X6dfGXIf+60vJ7QTGNvC1nc5Tcn/kgwYE6RqaHzZsPG6m1r/LXqqGYtbDEt7ieILMIia2HqRrnAH5TYN0FyqLPkz6+IPbEq9lkrY0+tjg0rdIVg8+sMXc2U2WFNXvSym/mZ7rG3F7+McCFmEwtKzQkam+4e/2olTBy162WDUl7ulov/CQAA//9QSwcISyxeZ8sYAABVWQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL291dHNpZGUucHmMV8GO2zgMvecrCF1qAx7vHhctcphDD71se1hgD4PCUCxmoo0tuSI9maDovy9EKY6dSTLNYQbRPFLk4yOpUUr9GywjAXvQ8KwZD/oIQ/AtEn0gIPYBYRt8D35ksgbBMhR+DFR+BO087zCc8IDOWPcMGjrt8AOtgj9UwDvM36HV7Q4N6Gd0DG3nCQ1sjqDb1hp0XEVLTwzBj4zgA1hn8DUeB6SxR+h12MdzvaKRBnRkvYNeGwTsCA87DBjRPbI2mjUcYnI1fNbtDkZCgnEgDqj7DwT+4HJ6j9++VKBJIs2prGinQ8wlniXUwY+d+QTfcq69fUUxIQTr6pVSarVatZ0mgq+Jqq8DfVwBABjcQiNeCsJuW6bT+AnIY3AQT+swOoehJqSYVsKvJns/NMEfGnQGjXipIOCPmSul1OPbetCC/zGESH3wBygsJw5a7xy2HJlkD8SasTabso4JnXxLfH5D9QafrStU8IcHiURV4nsd8MeT2uNRfS8nI4R1Msypl3WDjoNFqp+Ri2smdgsIlsB5hr+9w3N28ZOSWwMfh0TkzLPZlEX5Fl2jM01mtMCJW2uEvScVUJN38xDipxFtNmZTiJPyslw/fy3qInpONrcq88+NJrB0pQ+guJDp45fHiK4FCgYjjCb3hx0KMbzTfC558IcStDPQoX5JSk1X3y2sRPUg99wrrTiCNTwja+ZQzPRbgToREkGqkkKWsWt//joXmrGHdQ5o8MNMDdlggiai1mLy9Of3qBFL1hFr12IRTyvgceiwlCEguLmgJqKvi2piAHvLCwKuiLuCrKD1KXPBV6DOyjplvJSUPheweE9PMv6azhPdk9OpyaPLRZdH8zi6YrMdK+ix9+EoUpBx+k5jj4wP8ep75afLzj5r0fIOqG463+4veI7dT2OIiWmDRiBoLprWbhMwjYmrwrhdynwN6Zf3ORYq3uXYjEFvOkzEZaa9w7ygiriJuq78OE3NGfsshpH1LA2q/yPvPk1XSJOOzkXweeHmau0RBylqf7dcEtdluWS6CmUzDTYy0QS/HJ2S+VWT68TFFdykdXyVucsQI/4h4e9KajHOZ5c0Q3pVLIRwY3Zfjzg9Fa4vzctoM/b3I80G0465ZnGDyPxI+a24TuB7gW3d5UQ+11gR8inGZuZsOWrtNjq52V9btyiCOmjGEEulZiJ60d2IN2S0kofQtFzNJmfM4Xi+yWwWYxJfWxwYPssv690ZOGiik8+5umPOFezxmL3bfvCBIXaffKfWD/I2icC6yQ3byHFRRhJ2mhKJyZVaYlReNLkvzebsy2xWmceTC7OpQMWJ1+TH9eQrDzk1q3oaM+tIwT2TQsJYy88zz3s8xrn8tMejLMk9HlOcnSUuxHU5J9lgh4w374juKnhz06B5N+V7mmyNsQH+mJZgmnTqREU0qfHVElMxS1Ye6Gspi2RLhQADatMwvnKBrvWx89dq5O3DX3NNbX2APVgHxdt0n/bnP8sddit63tfEOjDFFVWoRpXfy6W8I1hWzv6yLyQw+V8iRSYxm7EfqIhGZQVvYl39HwAA//9QSwcIgrYKwYwEAABbDQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL3Byb2Nlc3MucHmsvO+S3DaSIP69niKDCodYFpuW/Jufw9femg2NrbEVa1sOSZ6Ji3YfA0WiujDFAigArO46r5/n3uOe7CITf0iQrJZ2ZuuD1CSBRCKRyP9AlmVvJIe+M1ZzdoQ7Zvk9O0OnVc2NgVz12qyvY4OnBr53Td72UnINSoLdczgJbXvWQt2q+lDAvbB72LEDX3Utszulj8Aa1lmuDTDZUBdj+y2wOy5tAcbyruMNKMlB8w89NxaYBQZWHHm5Wr3f84hSK07cgJDAYKf0gTdQ70XbgNoR2FpJq1Xbcg25JhzL7rwuwChgcBBtC8IAA81ZC+9ef/8fr3/8cRVQkvzBwlYp69rsNDd7ENJy3WluuQZjmeWgTly7KbAjhx9evf3p1bvqhzc/vSqAOdjGMo1AytXqZZxQzbQW3FBPIY1l0oKwsGddx6XB+eYZs1kRifmrFA9geK1kY9aRbrbXEkzHa7B7Zlf4aIAG5A3c70XLEarupQHLDhzyDBtn1wFSAaq3tTryAkl67CxYdeDSrEsYk3kntLGrozp5jGllwSpwOO6EFvIO+InrM62ShqbngR2QhXJClNOI+I4/dEKf4Z7Zes81vVs1mglJ3VVvXTPNTX/k0DFjnhpkiCuHNxhubcvX1EpCxzWylfF9iML+k5v6nq9apTropRUtUkQY+NALbkt4hUjbPeIfGb8RDRw5k46ASB4DW1Yf3Ioihq2Q/BonLC2xH46wZ1pyQvSkarbtW6bPBXBW790WENYA3+14bXErbQ3XJ47sWK6yLFutxLFT2gIzZ1kLFR6Rg/mDPTFtwisV/zJns9ppdYSO2X0rtuDf/8LsPgL0I4XHE61deLpXuvEwVG+NaHiA8cY9vun8Z9uL8Ol9L+Jr3Ndm+KClKeDIDrzyW7yqW2biO9zg7o3r7ZAJ3b918uJvjuN/VKpbrb794dW3//HLm9c/v4cNvCifAzzBJUBuYgb3u1VgrOqIt9z21H2H3G/3woBRSkLeqNp8QbKA1bY8NvB//8+X5Yuv1quFOQi5Vb1scKnrXmtEOLyCJyDVB3YNr/70/MvVakUTgV/cHskHghWeQuvrFQBAw3dQVUIKW1W54e2uAKPrApd2J+58I/zht9LoGjbYIH3tGsPG90o/Em9vxoTL17GFZ6jScFsRw1bYPI8d13NYJUc65pMvJGY2kL8onxeQqUNWwPNJExIesIHnC68NbOD3P5CItHpXfwa/YZzISXvwB4FruIG/stbwCR4o3irLzAE28LOSs8+qu/z1aO4M/zBHsTdcV7jTEM2b2/nMB/SxKWBTnEMqhL3aUR2JYzCcpPpkJNm1rKbJ3dxGeEduDLvjxvXZ9haksnDmJLwlSiel4Z4JK+Rk8fe8bSJuUcOeWNtzRDACRsTi571qG+PFIX4Iqr5WUqKASodg5oDTN9zmaxylZZIbuN8r4yfPaBJPTRhtsjdJQAoTRHME7rZ/SfqvbastPgl5N2W8ym3N6Wu1RaSCIH3j/tfE2EPL0Z4olaxMJ2SFeoym44CU+NxMhrS9oC07GtQLCLvXnDXjZfDT8EO9R/0XtmTcUrFx7F5SQ9gsdV9R8ydwdXWFS2Ks7msrlMQX//JvNUglFIi8cigZR7nrj883fMDOqBbjB6VJRI2mSH+5HbuKzXBoepXb/Wg8Ar2DzHX6Ran21QOve6t0RptBSMjtvpRoZykNWebMIPw0ee8GNKh18zzbc33k5sqzeFZA5kVitp6Mjr+q4dv+Ls/cJDI0Iwh0AVlW/kMJmcd5l7iVmK2MZfUhb8VR2M1X65vrqxe361Jz2uZ59pvEIeE/IVvfXH/1/PntOhlTc9pBSDokx2qJUUZURJ4aqEmLWKte2kuLmGWenmYwbxx10GAmG7sTvOYouu6VPkBet8qgvGES+EnUKIa9YW6FbenLaK8YI5RcA+GAOpP7JYN/qK25JtlCWwFFlxvS7vmRLPD7Pbd7ZzyfYSekMHvY8p3SfEQDb4cTDCJUo7ihNW94xyV6Cc58J+cAflTy7gqdAnIfDDDNoeU7C6xVkpdoaAXYF9n7X+diYsUNJEyZNLBM33FcyztumbU6t/sCssq9zgrSWymb3KM+2TjIzyCDDJ4NnakbAqg+9KzFNlWFTJetp5troctRNX0bO8BmA1mtpLd9yl1ve81N6bfDfL8QYs82kMHSviVrrVOqfWqIvWi5sdk1mcPIJLRGxD+8KdxGt1O0lSm5PAmtZHnHbZ59//L9q7+//J/vXv9UfffqL79+n310I1/RUmUF4VvgFGnADKHjmEye83sUMTQf5FN6+vHNz99XP77+26vvqvc/vH318rt3a+Ct4ZC1kdPmVKZJGOfW1ZwW1wt59JcbR6hBen362PNZ6l46TtO9nH20oj4Qm/nR/670oXQv85GkCT/kaE+XfGEoGFQdAXJGogO3/mjrVtWsLdHuQBGygfe654udrD4vjw1uuvnyWDshWds+0vUxZFIrc/oj723cvT5dHgYmQwXz7WoDLz65E5oy2OnZf6VTfSqlsmJ3rljbLq3vJ89jCf9FVBzfkVdCbJM0+Nc1m7f7JirNGWip1htZaf91aeEtvsQWmpl93nyg+TIDd+P9Rl5kaOA9teCKe4u7iH99mzpwSd9gn5tyy0x0xf/CDA+9Xzq3uoCfnKX96kSq+R2XzVtu+tYuA/aKOkB85x7fqV7XfDpT3Uvnqa9SkuOUC/fnMCt6THGhV8kIqOio89Bviv4SPgTor+zA/aRhsxBayBepkxJ7TJ/1RfDoH3j/J1juVcNRxOsKnazYMRKofPn6Jf4fERviG/ms0TAw0mLUdQ5O7GDPDClqR7fMf8m89kn8Wr9bO2brvdfmzgwsja5H227HDtHtGU07tWhqzZmNJPZB0yI6jgtRC/wx2BD4PLRLZTQrKTDDaitOvPJBvQ1U87cRQEkObApmUTOw0vN45XB1BJVcJy35Q807C6/oP6HkHE7HjFkSX2yVrlsS8S6rlF4oCZMXA/GVdsabkPD6ux9fVX9/+f7bH169fTfzf8Yrn45WEIQFzWy8VXepSwGVaFpe+XBrIiwnjIaGdrXnTNstZ7ZCa/zE9VRi0kDLTWldcbBaadVbMWJUCjaWe6UOlXjxtZzyKIn8sJiOzaai/xFB66c9bHiSKG+54fYX1Yr6HIHUYRNMQmn1Dk2BBM5IDdS7u0E8U7wlWVsKctRO38Rm2Rpt/5vM8pbfaXbMblMyfoLemGiLGSY3iTzOu/UtbCadcy7ZtuXNBk2uwkXbNpkf1ohjlk6y4TvWtxY3JLdVR7TDRXV/5XPCFlDfZNQ6u01BORDbcxXjThv4PUX4sL5+FPRpTeQ9FHCiAIAn8QimI/Lvf6xLYfnR5Os/lnGw5w6Fzu+Hf3ZABPCRwe606rvKK1tTdVxXFN3bwFapNsByrcLHrCBbeJ2SztkhHwXlm41gkSk7AeahVMYqzasje0B9UzXsjIwspA3Qxl+yAv7H82U4pmoEIvILs/t8MLZuslH2K7tdwxeQhR5ZAockBwmjRkXz2/mK6MtfoS8P8bvaAYtpMBdMUH2LDn57hqMwOzGKGAx7cbxL0m33BF7CXh051HsmJW9xBPRG1b2kwATFbqWiMOdTg61cDjDGNLkFJXmZAB0ZnYZbv4nyzumxsu86rvM1uu5EnurbH17+/POrH9HpHnbiFWI12o5eBdW7u3FAcJTkcuT4WMDv479BAO+ZbFru0xSaf0hDSb+ERNsoN/uNR9MQDTXv2jPkFBb3eTIwQtbchYKYsaHfOonGdMzuYfOY6f7L2zd/ff3jqyzRXug+Y9d0gT3dnAnnZ4RzGXr65NovWu1EO3BPp9VuFJVxVMgqfB2iMrj/Q7/S/z8LWHs4+F8Cu3SieNR+ZtN8FPdFR5eAN8JMoA+f+mNXGcusybPPTPlZk8FnkCPlCqT5HbedaPL1eqyKH2EFnwrS/INbJkoqJwuDbxa8rJBD2rWK2Ryfbp7frgswSG18eoFPKJLo6cvbkQSigLrmH24y1WWTDM04Q5F+UVtTbvmdkHnGmhOTNc8KYHZDycaSd6re5+tJH8qB+dYeVRqXoYYrQMmKkscbt0jhkT4c1YlvTJJZGIB/xFIPzXZyzoOqqzJ4BqqbBgfFDtsLQ68nrMSE4fA3FECvtFYa1QX31vEQRzV95/LEHXymkS3GKUHVo4eyk8SCTvVNWN1l4lMH3M+z+vbNrz+/T3GKUTlx5BqVDM4oaV8elbFVrY5HJfOv1ykzpy3rlrNxmlL19iYLYie7Hed4LHonk5YuyTi0c89pG8pMGWozTiW51yiRKb+P4rDlFhj8Q21jcQYJZ4oXoL6o+fUQqYaWM9QmQk6G64RcGA3fxoYhrtKPQyV+GSb2sitgQPNiYS8Sl6PzSWlAx8MT2eElbMrnS7FBh9M4KbHn9aHyCcuFpASVXSSpTyfLXWr0zC3kUrmIP5VwCFv4ug1sRjnP7TnUiNhxzgDV6drnX4WrzsDlUbtx3VLHZSPk3VUY27TKGtjyvZAN6TGv+0P0CxEphqXScM8M6UpnEdBovigB3KC+EKEAynviDuNNSOAWxA6J/kO75Yi4tsK4iFdMFE/IbfmDLQg/2MARnYsHm90W+Ce+HElGcCtIqWohh72AFKo+9LznzXwlayWtkD2ZYyPyEll92ljYa3DdXbx+mpb24zJ5zmO+oYAsptijKt1sHHKUFkIUqYCkZG17c/X19e2ipzsiTKk5Cth8Em2A0SySD62gvO/NbED8kK+JVqUj7MYRmHayU1qe8xDxGYXxA8K4TM3kg8/YI31sGTmFSDMnCcJd3JQ5gVEaKs/M1Z55bRKiNghpKce5iNWnkJZLq89BXPqCusS5KCtsIjiZFDnScD0fBHnQ80zJmiYnNB9tVlHFwQ3+m0j15HMcsoDnaGm/WKLa0RksRHXJ2qXEUTQoCDmag/NN5jUOZqj/8LUO3wDDcUTNo4Zdnhk/CptnfgKZ29Abh72n6IaoHekrGpyDWwEKAiJn3Fy9uB21KGaTGX7O76fxXT0OUUI0eYCTWn9+liTCTaWkN0RsKsb/HnK4RIKnI8GHGwaJw8zBeXAT6pHIrNmRI+VwkEH6xgGanuoKx7UjkDNA24DJ5qlB7mdAdYPToaUC09d7HD51NLz29Bs9iEVay5CPG5tecS9lFY3jFss52SNqRd0413Tv6j0nS88VPkoqTvWlkoQJaSpfskmuUhEtCM50e573ieCTMptvSNHD/Z5LVJXGj9ugoKECx4QOTqenanrYhI2YF18tCs1Z+HIQl3ODFH+21LxWuokhdtuLyr3KF9KIftv65QorFIDMwbshvHZ0A+BDpXYhlrI0ih3qv0K3+KJSu+Uu3pcxwa9xG2oEqhi+zfsPG3E5tTbaqDcCSRMFX1oul7QnS7fXKIyJn/KAA/VZmgSXTUWVBbYMPPjMz+3m+e1CB18v7Ho4j22hlfMdxwVQZc3atmI2d47XUUlFlPUYrD2ilSsEQUEzA+uYcpY4JqYb1KjbE9O9jAbI0MZwLuM2XuLRtOmldLUtabBKkPaL9V5DBeLIaAj21ExaORsqyMelDeAIMxPI9kKO/gm8nApbv8GDiI1Ky9FK2CBCSngZEUTZegH+IIAvydzrOMZTQ/LLsHNSnlsugo5MPFnOlI/DhphziJOXG0ice3gGQxXxEn1dr3+Lu+GSVHFMXdZM1ry9UIYQYBTJVqERxhzIm+zRQT5h5xDMf3LbeCXYiGakwxyIBT1PG4yjr7MUqoqvfJvpWMiOXtFxYrIOOTEUnI4rtl1379b5Bk+dm+U2CdkTd1zap6OIrttW90q3jXe0iBO90hTWBSNn204oCeqeDxbcemBJakwzGS3iJl0+kjBj6ZKIgihcoiCiZZpEGFKZTdNf5vQioDQKHJaL1T2at5yZJMJI/l5phpofV/o5qN1Fy+79nsP7X1+D19au2JeI789U0JJC/vwaWFxNR8ekys6LLzo+sBikcqw4lGOjmWFEU4BJ3WHbizLmQ0L6ZW5/OC2cMZ8uRyu0pIdLQQvvzNA0cV8ZMaJyxG4g3NScuEg9L/2CnXnimlD3NY4DM1MswarWBR5CAjQY9Qd+JmEaoRM8txzOGZDs6NnY9ymcf4BvDvwcz0JRjCIZ9MgajvRODUNy9zcXrODE25tVKvrMGY8rF4FgczSivXuYFeMk2nwV+djt2ZCtEZ8vLuRhumxxf4XOg584BugKH70gIfKOiOlzFkyCGsW3EuvwIgd4LUxmZdS5tHty2gjhJItUaSTMW2LpTuKncb0oKRM6ljJbBH7sLCpBfkrsj6lFxE9BIaEfPJNXSTMftcnSGL8bSGnI3VBxGDM4uZ09V0dzF4ge3fM/w/PJqi+ZLcLuVW8dAXMG3V6hs+jfMqgZyfF1OOUlnFi6dpHCCXQSwmdp99yKupyJjU9C+UKwIO134/rczkv+PFuOFrVmsqETJ7Y83DPtB806lBXGUk43GH7ZGm0K/3CbbLmaEp4IaraRJqWoNaVaKJKPX+pPjA3hID0OQiUehjd56iOZBVNU7KDGrdtTxgxtA1eQ318wWz1x+ukmploneunSn6oz/w0Zz+Q37GvVVVul7GLSq7rXwnK3JvW0PAT9hJiur4QvxPdFHT5JxnlDZ6aKIXGGg9G7SQZqlLXyTS6nrGLKO0Jt1L30tSeTihMCPq5567ub7nacgncl95bOAggDxoq2BQToi/eFicVgKcqx/Iqe5qVIjiDTAp+liVOFkB51cn9PWibHwEbGsqu/wvfjzq75eDjPXr//kay+31+XEuAzEZVTCMo7RK6onaSVP2NBJbcMTMvMfl3CGwlsOIQ11urRHnYS29chUnDHHYWdHN0SliStr0+kZwr8jEznQcj4Q110IplSULEw4in0XcMsd/F8A42CPJ4TOXDeGRefos+gJFVoeHhDsPHJn7766ssXqbryIRjKm07yEqNqIFqhWAyE7W5i+dS4mmiorxuvaThGTlw/Lz2c7KS4PegUJKqzKFkpXeGHGOtMV+q/520zjtDeZAd+zm4fTSPrGBpKalsjlptRReWe2Uo0HrR/ym4fi+X6H7W1586h5SYX3+EEmyNqDZJYfgDXyL9xMgJn+gmD+VKjBE58N0AaaHC4T8vkxG6QUJfi74f7m+Hb7dSVJHr6E5xJ0MwH7iL4ZXuFWsUQIn+w43Ni2RdTXJ7AKEnpkmjeZO6l+NDzoVbIm3GWt204Fhnkgz99n9obHt3sMwM3x8+aWyrGGEUM3RQXUiKDwi3pooCLuROKR97gx9txiDI2JGOSXo8LsQnaxiNC/Lqhk8oh9CSaTXZ0tSMjPAv4/PPD/YDE0dzhwmf8lF0DmY+0/68h2TvDMl+7irYF3lgnzDPaoHM3kvDBjZpUXyXFxAXc3K4D3Y7mLiXboA4SkFQFk7NQV550W9AgrrlTHkmnRIv8QFYfCpiYDVHj7LTvOTf/j+buBul6O6YLP5UJZ/vnx5nbsVPI9nmi/O42znUAMSwdDezEeLp09GHYsX8M1Kntgzuubv39BWWtOtL7+CJPGqJAzyfH7XEhC+CnGb2XdX2gmYufRT3OT+siILGp7cM4BDIu7k/XbEQs5PGwV4i/OtXFwaYMNivNwd4LhF+2VAJCCbuZkJWjQ6sJ4gt8ZuZOaMDxqXGJ53AgvKDKCN1gTyXr0b0ve+ZuC3HWRNx2clawUJHVyeQdz188n/pzwala0tVT+lGcxr+cewdbzdkhecsoYRhvNmg57/LnqUWMUkjISwswsq89MXlU8QmvX1bxAx4fFRQwp9eXU3LB5WlFjlUdBRcvG6dm31uy1fNw7Yxz9NJLewjG2scUSWywtk0vfOEPaMmiRTlwsw2FnvM84oicPvr5kQq78SUNn2K7qy7MaJMqC/82W68vDlGypqkaJXlVs7bdsjpsNxeNfVyeuzYhxMPMYURyghJvqphbKhQWcP0nuNleEOQ8XVwrPG7TxV32VZBbHJgLDIEravqO65MwVLMk0T1RzjkZDleHRXfVYuTioW6K3l8I2l+Pc/PJgW53zYNVENIQPT1ldCY+C5cNgdrFOm46rp34C9g0pm6OSip4BrH20i22A1fAV8/HDrNDexJjJ7Yewfo3N0C65+SQ7iX+Q2pUVJm4UAfn7L/lpPZcQvkg73g+cyk0rjOtsEl+FDKXVN+F2P4rtabg0B6RYLMJWMUY3WzW2Eg+LMXKqZb0bS+xoa8mjfw3Oucfy0rpko2OGUs+MfGZuxkq/6z8ardGG1KOTdfA4hlDAySRHeP9GDSGZ/nJgagsy34d5FzwK10EnFl/Fso7Ki4vNFza9P7X1z6J2Y36iUmd+qP12tGRJbRiM3/4bCjEXYQwxLn89g7HHFGgL+7wqej1Ha4o/POYCI6Z6oGc5Kcved5iB92jmZupxTyNLjnb6HZWTsIedeYTBNjYKU+RYFSBXO2YZW3FHV8OByoqT4osRLR6qTmr92zbcsiHdusMaWv1GT/QOakFn2pucpaVP3A9Hv6jIaawrv2yIr+0qv3javWfWdNlkn5kFZcSyZMZNv1xeW7TvAw1XK9WK2/Wbvu7/HOmoxn78VMh/kD3KkwrOQtC0TfVcelPOmQsWwMzsEsn3GkhrRu3gJ1o+WYXcRrXViZllQ7EqASO7kuhzBqO6pIRFAn0RchMnj+pCDkPYUE33FNXl4ZAwg55Co2orXvfCmNDzMElAg07B8go6ihyN8iwvWobrinl4ODfwrM0VRdTfWE4n6sjBjCB5VDx73FaHuBA0XDStYATa2MiEB3AfP9Ixi/zOMe7fui0LE4xoykk7+f6aTFtIdAhV21jKGaSn1hb+PLpJevbM2fkb//spJZnh2VoDe/iHTBi5x7hz/D/zRh/kICju1gIUAhZJYXRs/4RN7EbZ3UIAvLEfKsxec4TrBOc4Rm8cOcdT6OVaoe1Xl8aLce2Bdi+a6li1a4pAmjPHTVYl1Xl7qGhwomGf+h59t+DnMdpsjpP4C+sPtxpuqjPn3M2k/3mMxRkCuzZiWxGuvjRKmhU2LejzK/Y8fpct3z1BPIDk1smYauYbkxBRSlqtzOw5faecwlHVu+F5BRkd456y++YFUqaAkzNWn5l1dX/5trH81XHNbNKPzWrJ94TQ9HjkgR2eouqv0aSzj2ilwB2r3rDvFGNhpUBBkYc+5ah9duw8zcI5bx6Qvfr+NuoqLqGQTya7WjhTPnhMjhPJ1fn5FIN1juN5eoJhPukqC/V1CvpLL2F26TocifEIBwU4A0u6bpcza+3gQ2gUemOfaLWrrZxTSt/SRy+puCei/NofI5n0PFBc9a513TPIf6xcDHRpXj35cvCqmy9WiUn9wndyvGFMwQE1+GMPSHgvzXCdO5t8tWz0PBujlNW0ejVwEwJBGKryqoK2Sr5QgxV+etv4xfUaqMw0vhOAK+uvRL8/HOXjfbyJI1LuFDxmorv8yWQkb3yfwqc07vuhHbdmgLCCRg0ceo23M3SlUfVoIfV3GT4lw+KdiXhcBSytzycb25usvHbYAt1JbPVXvV6aOZfDC2chReOXTfOAHEv05PboWnFH+q2b3g1vi2A5GTo7RtkBeQZ60TlLi7Edbvn271Sh2wdYW7vKu+ex3PbiF+cmE8j36VfswK+/FMqKLtA2YVENW8Kuul4MGrehftiGoPC6R7lgtCgkWWP0DFt3eUFDO64dIIMEM5Qv0fn3nytKcJ2ly57jLqWnXlDbZzRggIo1HahheYd1Zwg3KsQokDfki6ZqFXbimZk14S7awjB8RvUSGb8ou9FExKhFT6MP07vy2EG7vzfDnW6LsqNUr6l//LsM/PFZ4ZyOCNSOuKHziWNunHYlO/EsWv5zzjzjtU8x49/2rTsuG3Y9YBY+euvr7/LhbQbLamGAMfdCmvyF19+vS5CRdkmrPQTCEV7IZu8RFzZgFb3vmCMHf39zIRCvi73/OHm+qtbanZz/fXt+ht3f55VfghaW87aYeELYAgRRAON2O24RibwWhHXjopz1I60gyMQxR8UFaYyOAnVkmiLA3hPnTRPzmDXii4CdLl2n/2mCJR4CFrMuCsBEEPR+HJO2wt0jM6m9OdtfYKwF9Ww1rT9oqnjSxWTwqlYd9WLAjIkVrTVFv0oe5lRvrC9WGYWIOeLuxpaxyk/EdLv0apyo05bllWFhl9VlS6Rnw/cE77MutBawwYeYTj7MY4bZtqLwNwOfJAzC9UyUbz4spgzO7ahPHGvjvwaGu7vOj1xVzQRSivIehuXfiEEfSTG8VeXE/DclToqUXNfU09XMxmX4iATL3vZoteffQNpAOgLye+BkWPlzuuuHadSdks4ocKMEe6y9nivrtrtIEcV37Jz6dtWsV01pFviESjDrRXybn3tQ6fh6nsagQrlg2EauJ52MAVtoy8ozT16aUHE1kqa/hisW2co1kzrM7YmwEhILi3TZ+hU2xp/nuj/fw50cbpW/d1+dMYI8bV7oRt3ekv38qnxtijdA1/Cm92u8KlvGoBu4GYu3uertPGdK912AWE3GJqoGleKWULlqUFrmZ3X18CGxLk/GXUvZKPuwYdPWyXvuPYWqz/N4LPvvkKZ6IKbcpSv8mGET7ivZMSYWZAH0t8xUfIHdLbHZ57otWN0cmAy1nVanVhrrn+TMObmiri58mx7DTv0W36Ty6cA8Jd5liJAl9lqgFQAl7VCF3qT9XZ39XUWjalH7tka9uQocKruZUz7uUvOiSvDha0M9v2RSU9r4+75Z3aIm6IQapyBELjPlRMMNUpOGg/hYq9/91xzX0WFvHeFlsbZfzRwZGfYcjgKY3D/xPVNgrJHhbKo8pcHVlWMB45u18vg2ehKM0QUvcvNTfZ5MPwuXxjm4Mcb2MSO3ixqgei7UvTjqJohijKLf4wd7IKkv6vFPZXDFa3oSx9VM/jWFB6Zr24WxzxdjnOQPXtauJltFr8cog7eyOLjXaVMSduA7kaeRur8Dnv39ltXjjNcd4PPw0VZww1z8Ayysjt7RZesrCuqGsXzZgxfIuPlyQq+eTcJuU8ndaTCodJwput9rrP/9Zt5NifKb+bz/N+vr38znyPd1v/+m/l8g+8QzH+60unM3+uveflTYnofY3G00nB0l0TlL9xVu9g/W/2/AAAA//9QSwcIfZLwzZEgAAB6ZQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAQAAAAcnVubmVyL3J1bm5lci5webxZe4/bRpL/n5+ijkYQEpHpGWdxt5AxBxiOkvjWmQk04wt2fQbRIktiR1Q33d0cjTbwdz9UdfOpmXWSP1aAPWS/6v2rquaz/3jRWvNiI9ULVPfQnFyl1bdRHMdvtNpqcxCqQDCtUmiW0DbWGRSHry0YFDXshMOjOEFjdIHWwgYrqUoQ8D+3N9fPa6nQ0pzTha4h0a2xaRZFd5W0sJU1glAlSGdBodxVG5oHYbA71koiVOgSM7ir8ATy0GjjwFXYcwIVmgPa52KHykVFhcVetw6UOGAJmxP8uFr/tLrNb9dvmFhp5D0yyR88jTVLBkkg+cK0KmtOKdMgyQSU2NT6dKDjS412CdYJ45IUjtJV0NTCkZpAlKJxaOwCDmit2KEFVxnd7io+a5i2TjfdbmKkNEKqBXEX3b794W9v373L4Fq7Sqod6O0gqCRVNBJL0AYMPpeHpkZiC8tXcKyEI8ZUaUEq2GrDVG1rjG5VKdXOQiKijtuvSeXuqM1+wesOusTaPxa1LvYpUaNzxB5t1pxYd/c8lTWnLIp+9gZHS5ZhzpQzuq7RBCPZgXFNHkQHbLXZW9AKoahkXUKDZu5BS9ho7SJeuYC9rGuwSEIF1bCeQLASgSeYZz7uWKEae2hQtEHXGsWMIo0ZjJLgFT/e/LRiezrMys0CLFortbIvglaE2aNhT7Up6NbV8h4t4D2ak6e5AGFBOiDHAK2glHbvtcMun8GNQo4F0JtfsXAsMoUFLbaulIrlsa7UrctgxScb/NSidVAJC7FuYl4SCxdDci+Na0UdvVfyASwWWpU2zWCNTS3Rx85vsd7HS3CmxQVkWfaZ3CUMbkVtcQExGqNNvOTpVyD68NUNB3ZTn6JCGENHxk4ekDimMysk4dXYuEdUrnd0K8nUtKwW1nWCLLyvuwqlAdxusXA2i6KVupdGK/Lg5ShMFzAyDiQCbGGEKyoopcHCaXN6BVJJB0fZICk/XcDdPzJCrCgKAPGr1ap71rZ7slXrZN2/yZ0Sw9vJRtHP65u7G7iil8ybJBoeh3E0BuDZoILGSOXsK9gjNix8j3hhQVGjUFH042q9givQNmuEq7JSGkKppHsXG0t/kzwnh8vzNI0ItXgDel1lO3RJPOgqXkAcp5HcgtIOaLU2/NidKS2d1ZP4VUuVsI7jEHd0goe8OE2XEQAAayE7GukwIUVmZXtobBJc6PuZC4248VFA5EkuEEMwQo/L7AlTrI0/p/ANxP+n4nREf1u3tkr8COkdH6RLXqZsEC+asmhccrEgudPejgSBUlkykNKfxBJWf7l4GUXdOG1zoq6TtHeWWu92hLWzHWE42wgrC8qFcpd4aa4GP1hAjfdYX3WLV+v1zTqNRhaz6ErcirZ2SfzD67vVL6//nr9+9+7mF/o/f3+7Wt+SDShc4yc33vy8ul7fvL9brfPXP7/N/7b6O+2x++faPB9yZZySDAz7rt0AZ0RQhFZQiLqmWOmF9lg+k3lr9KGbCevePLIs4sHMoEWXXOb/9deL/OKC/2UXaRSyRNBzTvCR9OYJzGamVdNDF9//5eISIPHrKMepAhewwa025EonTh79OVtdl3OuQhTMoyUo/fbtT/n1zfc3776L0yVtTSy6BWG3aZUdp41a68YSrjsqOYTBJQjvwJSOiTIVCOyYdNzqO7jyo/RfXtTC2mQkZzYpNHoTybKmAsMVFRr7NSXF5x7PwTpsLCQTQkGp/+vh/53WTaZV/qmV6PJK633HgkFmtFOTaVXu3eBc2VFU4hZyv9IfVZ8SityAA3Ecvw2pXFCB0BLD0lUUxjU6RzEjna+GKAOgKC0krpV5J71FQ87HK6zHg1I45NO9QjmZK68Mg4Kyo3DB90jtoUhh/+1SP9mH0icXoOReaUbYT4f29SExI9XOowczeDWMZnf8lPEEL3l8Cq6gFodNKcBivV3CtVaed2dOXkX0yzsV5l55PIEPBTYOVvxHajUsb4S1/LKVStT16KAnmfB8RtHcVvG5ruM0ip7BL1QM+iplXqB3xZlWXHvSVNtAQs9dbWgXAUOEa32ZHgpDfThQkfoMnNiE2j1ku0PjwGld76XrWgDOy300V2jQ14FGuAqpOCWzK0BRVBzaWPqKahk9I686CvI6h8pVFHWCXJmqqfoUXNHCsdIWO5OXuOVmg8tmy7x5h1Tadxp6y8xW+oCvomfkWpyjhsxUi2Jvqey1e9k0WGZUhELOy6SCJPaNRs7VYjxk0MwrajzSCGmk2o2HKEgna4pKKIV13lc18aL3BP8bCFStK/VR5YSFyspiclApbVOLU15wipow5qtZmnH44J4m0Fs+O+KGOJ0I00+KRubBzR6dL6UttCl/Dx2HNe6MONBBQa9FLbPgYnY23BjNNfhsmJsWe05uvLOjONtKzmpHKhtNWSxaI90pF+W9tJqK4HMSvD9j32m0VC4/CCV2XjF+ztbCVp6COQzDRS2M3J7yUfnlJ5w00lV5R/2cJON4Zius67z3Jj/oFZGXeE9jPh7zEI9xQPM5eOQerCLCsi4n9b1sU7c7KqI8hnT9bk1UoW2+GNcE4wFwPNRRXTF3gtzgTlpn+q7+fEJY6F+8EN1b5jnMUTkyUJJGjyMuo20UcVKGNx5fwOc26swC8MxBsruVaKjD4OTCmzhf5tR75HlCKWEB3oPSAcTN5QKOl6HKlw0mnPBH3fHz//Y4N+x4uYDjy7Md3NHS4n7rkEJk6ZcT+6FEpp/c+qkruFhOvEeT32mLyfEyfXzCvJxO5Ew/PwipqHnYlrpBlZBwsYnTBQxjx5cLiI80FnQxJ5Bz5X4xjA9ELx8ZPI44IR1nXtpGltPhY1BB4OLSczFdYyZrSNExZ0gIxqSqIhjS4KeRFT2F8x6IVk16ldHiccNCP+7yrwIjGSUjGpmai+pVGp2aywhpEdatouJmRX1WElN4zt20lFiO+PD3HNz7ZrUWpU3o6JG4exnEHUk6KWXAG6JfR7pfhEY5CxcwA70QceEm6J3W+7ZhbqcH9gUP9GZB0SQjvvj9d/B1FNI1shyxdnHGDcd4YOlLzFB+33Ju9yZcBPbS6Z4zVnhvcNepuz9d9nW/AEgMJaMYM+UCjmaGJ101a0SBG1HseZCxdFrNdSbgeZqCq27IN/vjyCSh2TWlAlOOgAs/wdW583TT5/bgG5FwKXBnWvw8n858tZ8QR1klVFkjB9CZzXp1EeDjQ/EvCJ3dPnxll/CVjeErSNypwQQfijTLObnl+YJOS7m7FgVfYHWqzPhm2+X4UCTph+ffXlxcLD8OEhzNeezr1i0gdORX1plzIDiaMxCQW9YEN6KEgxSws2DnqB1yVA/3yz4+JjlnjlI+UVwNzckww1Z/dIqqScYm57NNXyaForpru6QFXppIN1x/Nt3V7wwCN1o7C1dwMUS2bpj1RzFWbkcCTHUyjHssSp+YnctGxf3kvuxDPLpLjD9OzBKukfBBWmcT2jqzjL8uzMzBGUS/oJ/XNjuIPZbS2NkMBZ/BTx/iUFwORIsPsUUs449+hXcKHpkA2dR2xdOGe0r7Ix7nanj9/u4mf3Nzfff2+v0q/369uv3xenV7G1hqTLKttXBJ4XnbGrSVQkuV5rf/eXGRpum/Ony9ur17vb7Lv1u/fnud3739aXXz/u6Jo/mbR7yAy79OTpVbCAv+qRXOQ2VM8+4ffHLxwa/8OFnYAac84GScBjL3z6n2xpdZnkc2n3Dxx/Qsuf72eeLcpPQ/6tyPZXdx3qdbEDUVDdSfz4sNb+tvruDycSzgJJiMHGksx6cPMXkRq89yFZ/0rjVbR3T8up7qXCE8Q43pUZiS4X2ioL6U+AMK+rPR3933b7hHHTRD/TpnEKOPNl52C7gky2kseRIwKHeEFiP29z/+ulxRd7+ED6OU0TnI+HvJh99i/lxCiYpE4Y6N3noPo/P9BxE+bgGxv14IH6U+fxz5W96h9KDQBbTNSKmDIbkXF6YkPbcNYG1xAJBMlGXqvbw7Mv44sltvzscMF76EDDbiIpoN3xvii0lvtD0Ug4/Pzk0clKxbN3AbKotHeW06MNbNDP0bf6cTvsrmHBFknfBOMfcIy4MJWPl0/tV0U79nSzi9QyecM4G5WDd5DN+AbhYs1kRjW0UxTw0BTf3ZWmurZiUWTLU2IjjSsrSPEH0inKBXIIlOpVF8XuX2wdBz/KVAotc/Hp5TPfybIv1JAdmJ+rcncECqpnV/CghmtB9DXu4ruKEI3lu4mvJBX1Qm501A+JglR81KaF3pT2adkc3v6VoLrZxU7eApT7QMhau7bmDebfy7O4NBp0988/xyzT/9WMkfoToaHCA593d5HoLE2yb6/wAAAP//UEsHCIvM5SuzDAAAdSMAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEgAAAHJ1bm5lci9zdGFuZGlucy5webxVMW/kOA/t9SsIVXLgNRZbfEWAFCl2qy/BAUm3WBgcmzMWIkuGSGdiHO6/HyTZk5lMDrfVTTO2qUc+8pGU1vpJ0PdfrGfYhwgy2Nh/mTDKAhN2L3gghnliiYQj2HEKURhQYAz97AgcvZKD3SwgA8GEMnB+irP3FFUf7SsxeHqlCB06BybMkasGHgN4kmOIL4C+Bx+2cGB9T2+AkSASdgPuHMFAkWrgAIPI9AYm+VvUK0W2wVfZQ5jIowVzP0Xr4NvXb/+D1c4rb7AC1idqLR7ISzMtFYy4wI5gtMzWHxqlngeCfeIQgW3JNSVEKcQeeOFmJME2pXoLeGItAwpYTpydW8B6FnSOekB3xIXhaD036h54LfdWQPR8pMiQMwIUiXY3C92Cx5G4uI2EPSADvXU0Sc4olef0Cp1DZmJlOBREMaXvMxNDKnNVlxgyWH8AckyJLhZsQWGXUAzoF8B4mEfywo3SWiu1lTD/ObtrcNddfxyxG6xP2qwmXnh7lGUiVurx/uH7E9yB0VlLXYMu0qWnvY2kK6VUYdXe+8L3VgEA9LSHtrXeStsaJrev4QbjgWu4uXk5pqeqHEy/CZnVGSx132/AIskc/XtkU507OZAkiU5+kkhnYLvPXxoWjMJHK4PRbavPTuQQaJngfpP6e4whmuzpN1lYoY3CNfNkNKa6AOxCcP8I+IGO6b3kD7kvTVarKS/Py7Rl+d+WYXNEvl/d5FO6ghCvLNs0fGp9tiOFWT5y6BzDXe7MHLkGc3JTVzX8+dc7lzQx/wY+6fURzKVgZ+WqE/xK8M7xuxI/8hYyFyPXPJDgHyhDMdaXA9n8P2BP8UyrtMlanqi7CJ2WVw2C8UBy9xj8p+JNzorRja5+fv0FPuTdmYf3g4yFefJy1YrXe2HtqKfEqHApvCy36ya9e44znXVvFwmF2rIu1yxSQp/M7Nq6ydqURjp5oTfqLn2UlzMv5UPT5tXetnAHP39dGw8olBa6Hdu8yq3PRxNppVQKta5+s7q+uDEanCbyvdm0TWOaQTNTvyG01ukS4tPFnJfzkSKtFaUeTL5kCd3pAjoib7dY1aSVfVYZziDj8xXvaxiTlplYTosbKzSyqZL462ybsQb9ebq6LjujqtTfAQAA//9QSwcImqA17lUDAABACAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAANAAAAcnVubmVyL3R1aS5wecRY227kNtK+76coMBhYQmTFnqsfnfQPDAaTyewGM4Oxk1wYhsCWSi2mJVLDotw2DD/Pvsc+2aJISS2127ETYLO+cYuHOnz1VRVJIcQvLTmLsjkhuPzlA2ykw528g8h1Kus/viO0N2jT9i4GpUkVCK7CcWlrTY5EEJnOUpwuFm+gkFStjbQFGAsF0taZFvJaoXbgZL0l+MfFp4+nXz6/BWe8sKluc4MWJPyG6wuTb9Gl8BNaBJR5tciN1pg7ZTQoAgk/yi1eWqmpNdZB1E28GUdba5zJTb2EnVUOQeoC8toQxon/bfFrh+QINmbhKmu6TQUTQWanoVDUSpdXUbwEQiJldJpblA6T8dsidQ0mrK5pXUrdulFuP+01pgyONW2LBZB3DsiZlsDJrdKbYCB9D8oROJS2YOWKpuZkXlDWi6WsNDZzg6/JYlepvArukUfW/zw1+rRQ1KMHFnNjC/Let9Juw0qL5KA01n8Y21ZSg0XZpnDpZ2V7QgwQykLpTXqpGrRgO01gtN9zo6zrZM0q8y1EN/5/+msY9cvjIGsabaqkDaYueiadEINiMQHJId6TaS3zLepisgUqw5CzHwxZrUp0qsElSOenR4mLvEapAW+VA+UGfHjPAGSgPC9gDn8ZELIIWjZYwPouKJRWM9uVBmMLtGBK8ExgSkYBWDhP4HUCaZrGCdRqG/LlvYGdsXVxQovuPIHu9bJH3W/RXbNGC41kMphpwHsDQRUQkSpi1sgbSTYIVuptuhBCLBaq8WxXDq0zpqbForSmgRAF6Gff8sdischrSTTPnuUCAEAI8UnjPvlgn3FLKK1skDxLHWrYVapGhpNTsVY36OHaYuu+B1k6DExivoP0wkP+lVLV5INrNMcX5ZAMqXeEVxZYQpYprVyWRYR1mYBTRRxs5D8eS50qYMUT8+FgywoubYfzmd6BFVxd7/V4q3olZv37RIkqQRs3Ebqf4j+LrrMafpQ1HdWTyrZFXUQsdHGwyds2muD56E04dHHwJSgZAnfZqU8tjREbcmqsZKYECZ+HwtyoWyxA6fgAXyY8Q3xU8VhTGK77B4BvRu6PU8zJ0/+f02guZag0jDiLIFVAy2VjxvpTOD/Y1uaw2lM5zU2nXXQeH5jYKVjBR6MnSGahWR26pMr9FkV+zzyWfX5M2l4aJDFPw6/Z+okBR2Y3Vubop+oyzY0u1SbdoIsEV9HMz4p4rr/sNynynHtsYdDqO3H220X26cvnn958zL68e/M5e//lzdt32QWsoJG30Vl6lkBZG+kiLzKOH1tu1pRWxmyZAz31g+xHRB0cnUCcy7oeknLsPNCgq0yRcEORDU2w70vK2PJ7lsKRXjv02dABLVJrNCFEQ8UJp4VR8p6Iuwq5lrTG1Fxlt2ihkrqomfcu8H70yxcNjbeB98y1vdMaVlCjjkbJfSpPYaF2iOxAtjgdDwj34ncy2ra5WIJ4nZ6JBIQqxJLVJiACSGI5oiUCXGLZ4/YwwTSe0tfrPUrdwRTnaozmseZuXnKvOvTnSi+vH9NLlaBIaXJS5xiVCRQqd7Fvr2XgrypEDKsVe/N4O+xZUx4rlPcPh+Rip/bECkUhM+XAyFnFd/buaPmd1plU6QJvQ5v8dlJU8DbH1sGvsu7wnbXGHpV0Ni0jquitCKInhlguTdr1zf54wvT2XPnads3AnsEPYOGHQK/pmhiwJgTRKCKlN6evCgGvwO5tMW22o6zvw6NRXw8LNqf0GjdKR2JHp/1yMaHTyuLXK8ET4vqwko7F/mqy6Nr3nUltj45K2Ef30GR/Qn6xxX718wa7IfueMPp4pvqa5RIQ8+O7SOBe5KbmBPy/swREOF0bne2Py2IJa2Nqdj4kgV8j4vhhgqIvKlHkdRoL9w/xUPCpq52IZ4O9DRln02NIuAcNpW8os4n3hu0bzGaOPx+CcCl5aQjC6r8tBKO6+ykiS/CinLQbdOKafR7i878AfDSSuIAHq1YzC18QhnAnfGkYwuqnwjBUpDAWfv+l4PhFDW0Iv8K3q0m1dHjLQgQfb4ItcNW8Kq65Lk02zQV1hDbjneOxlz8O0KYWc7riievBSh56hi+zG/VjuvT9TxXRHJEEBGsSS+/Qw58N/BiFp+S/IO5893lp1HntX0o9T/Gji1UJ7ukDpTu4XDzrzfAi8VKPhvV/q1c0P5j94XNJ5P4whsODwOFlYnLjGl4xeBnBTrlq+u7Ad2OGmEBpf+FV4aEkPFYVJqfvcqOdlblLm/0l9t//ep2enyf97VkqfULg3y9OuzZezh6DqOocQzw6mEB4AZIz83p79s52mkA6f8r2byKRdPw/4arpB7WzdycEpDZa1v1Z2sbJ8HKCN2jv9k8TDipTF3v5kjx4g3UpfNL1HSuUsH+IWYKEiw/v//nh55+DQdq4SulNCtHkVbJBIrlRejMKH5yqUTK06zswlGbB/OA8bVXL/vFYuEpMwfC6lL8u9GEyJS8aFZidZkmGMIDjKkWgKI2n14hnb5Q9oeAb0GZ6OweLMq+wCGJ7E5Yjhry6x3WfWz2OsIINOulcuN+y7gTEYxKIxNszS5lRxtOZ06+I4kcHufF54gVZH05H//Xm5fv/U6X5mYYye5M90lBU8ae7xSDqqWPZgtHUZhf14PVT/j0uxdbkVRQv/hMAAP//UEsHCGy4hIHHBwAAkBcAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEAAAAHJ1bm5lci92Y2xvY2sucHm0PO2O3DaS//spCm0ElmJZN9nDLrDj7eB83tk94yaxYc9dsPAZAkeiWsxIZIekpt232Hc/VJGUqI+eGW9yDSSeFskqsljfVertdvvfQtuetWBFx6FWGvqDsZqz7rmBPbP8yE5w0KrkxkCiem0ykMpGs9J8s3knOZStKu+g0uKeG+D3XJ9sI+QebMMHQJqzylwSrhz/l7k/OyWVVVKUGVTMcnom1RGYrDb4ILeqYicQMt5cp6q+5SbDWYSEmZMshYJWqcNzA+ooweEwKozlpuX8QCuOTNiiVnpTcVa1QnIDTHO4D+RQKoebhhM0kHgeuMUTGlASz+Eodgm6l0UvrWiLX3rBLX73x6fTnjYla9tbVt4RVjeAKzVUPQepjtmwHQOJiGCnoGR7ojvhX3jZW6XhZ3VrwDbM0maNFW27OSp9J+T+FbDqnsmSQ6fwCpAk7k6sAs7KxqNVkobwOqwCBpbpPbcgpLFM2gyprHTFdb7ZXE3QIsZS9dLyCpK/MsurMJ5eAsM5bmcHph2VGDRMS2QcvH9IEK2x/S2wPZf2udnYXssUDDsZMGq8SCK5MOAIemy4DATtpUSWQlTCECJe5fBTI1rud4DEMBmC2RAYug6piBWJE+hpuBPjaK/0HddgG2JPf9lCWq5bzu453J6gbJCy+Wa73W42ojsobQNPha+lkmWvNZc2r3vba27CSOBpYAaK8KXoVBUmNJwdfglfzGlY6HYk5H54EKDgH8PD04GbzWZTtswYeINXfrkBANhut8jBgaX9DTu2HkQOPAoiqBYd0ydIiFMMlKo74K2zPcPFICzwL6y07Sl9RRiOrPWaQxioOMp+BbVWHQibE61wFj+osrmAHVzkF/QAkeP37y4u4kfjE3r0b3SgjttGVfSg4jVobrhNytZkDmzqjoqfsjW5Q5XR3x5k3SpmEzd5HHgIB81FHBFwzZFZIxzwApIBy8sRbvoY4ELVbv84/TEMXwMdJwzA58SJoDvqv4AkpoxH4jCnAzf9pPTITFN14IUxg0YdoWPyBKpGuetIUTjZXGqBUcpvmVXyEpj1928sKMlHIQZUcl6DC6ezSC/RX7SDIycdyDRpJCvKO26dmhLG9LyC25Pj0kaRSNNU4xRFBsIa3tbQqLYKZop0g9Lj9khjjJiF06oHrfYabVBG4NEc4mMnrWDKhqNl0mgaBxko72E3ynP+RslKWKFkktJw0Gw7cOLgyRe+StZxAzv4+z8Anjn1V8HL7+GI+lZ4o5PUfuvGolhqjtrBgff02MEFrg+Uck9pguH63uOnGXgcmoXEM+5WOnaim0GjRYtaVbJ2cix6kqQIIveEvQTbEN2IOPjQjPR9gJsd+pkUHoVtiE/L+/Ehfizs6Hl0pPAZH8OLHXw3GfNSYR+SWbQDTqZstJPtdvsTmWwiuiOVfW7AwVN00PGcxAdhaXA4YOf0eIEWP0nhBbx/ffP26sc3V4+f90gmD0fCzf0J7HQKflpeI2UGjC8nGBfTRe1W/GkHF0tg+PHe4rVSh5zYzCyJGj4HLaRNtt73M6ILXgL6OmgnYkmDAzNOjA7MCi5Lvs2gFi3fmZPJja241ssNg9t0oUzO5b3QSuZ7bpPtX1/fXP30+m8f3/5Q3Hx4/eaquHn7w9WHj9t0/VQQSK0OXCYRtE9nIX3OYMu2KRrj+jxQGMnw769v3v348uPN6+vrbQY2iy/Pn7ReP6Bj0sWQY4sciUn2WvV21wmZ4A1maGp/nz5kLci1eap4xYy2uG+/EamsqE8Fa5GzzuNFzTZD6/0UZA1j1cGA92iB/GpiimBCWtJbFvYKTUuCAujYh9xBY8jkpBNxw+2RXgoaCXbwF9Ya/rRje028eurfiCQUVwi5d1oGL3RKnA+o3emeU0hGEULMKEMM3VtOVhklzDmfzw26Sn1r0eCi+yxt6g46Kt+AYiDcaO4CQCiZpOt45YMGh9ZdlWhbFxAYFAN/aQHGAJ2MaqU4ueEUm+DVdZxJUmI5vLVg2R2PzAKgb+6sfq9l5kIATwAnDWZyxaIm2HtumbWkrN2NZ7D1d77N3J3PFIDX/w70V3AMzSABGldZfXoK8FpI1ranJaMNhib3pi9NF3Pmu7rRPX/QWW45M3Mp9+I2ESkWPA68WS9cGCSREzX4Rhnc8lqhf2VJVZrgiz03A3RU9+llGFjyhwsPKO71zEYMchyMqbABCwUWFMxmA/hGHcmXazGixCXesTgiB+XwwXHHuK9gmyfGZsI8T5H+l3MB/9X+hvevKYy+jiO2d5KjIx0lOijrkCEJ8bzk+RqOh59E3Q0z6HcgHQMZSa7NTOCd5yBsyDigh58HDZRmYIQsudO5qkWnF92+Ww5LvTOSE34StlG98+TR3csmO5v6fBQAjKkURueDhrfEapEyg+TYiLIZWcOD93BS59YQHPJXjyoyGMGLcK6x6m0OV2NOireGB2+e8i0IJvjzH67pC6ij5No04gBOrAwIWbZ9RcHG0pOH3hO7i9z+ojCtsqYoYAfJlvyubeZtAUpoUQgpbFEkGItktJdIUvFhTotgR2PjQlb+0gvN/bpwfztUCC6phu7Ay+8iYKKO4OVh/QNakZRLtBpVbEC0umCqI/3DCX8lLetuK3a5tpPJ1tOIRkGL4ZpV4uRhxoSwpE89ZZeBMK0OqKfrvkQX8i3/Un4FTm+BhuUYty1xBzs1QvMzN5tNcf3uzX8WN397f/URWcaeDjxiNuTMJE0zmD3/4AfGwN076jei43rQLeOCmzgVGBJElC28dGFykg6BrBOTupclsblfRFqb1ZY7saR02T1rB2CGl0pWBn00nC+9II6Lnwfdnb5CL6PkGAP1csQap5AI2w5+VJKH+NQnpZ+bOCg5K1lhf9lwkAyY3psdgszg7jh8mV/3uJK+DnQImaUwno6gpwAQsl/s0MCOUIPS8OlzwI3f/v6P6cqGyarl/tzTIUexloL6qdy5XQopTEOj46VfoRcYuSI0s2K8o9NMxJ2GkCdhB9uYl7YjhR2fzMTLX1S8JG+HiwlLme6SmdLxCmZ6uGVkNaULQs7RTynQH/ASNbuwohaap5tYk40k2XNbiIrIAjsPr3DDhZihp00PT9CETMfHzRilpIdiWM0TprtYTdRBcU+182PHXziYMNy257vk24jhvv02YrmpK7nqg8Kcd3KDTui4by+ka2o45sa52YhvTLggANl5ijyalAdlsM7R810JU7BW3C8IGuv5JXZyQgaCD7CFKWbgf1ZCehUSrOpMSXhEJKITt+6GGCDS0u5BOqjjHxjVHW6Z4ejKeU82DndZSzUkYKX3o2ulnVKMEYW8bLIsQXic75Vqx2JNwP86oDwo1Y6JvmmlR3gTPqhiEv3+thPW06WWGfxLBt8GtvMcN1LIu+A7ByhEN8MwOeA0NPfA6WFIjZIzPQx73RRMKe5hWxS/9KzFkaLYojN1wIEojBK1U7x4+Sio7LZF4dybTxefZ+qI4L/YwfZyCy8GNH7uGVwBUjpVdj+r27myo72vaqHl+Sn3+6njn2FHu1rOcJGjo+sKgNWgMZ61qlg8W9cymV/s01TJKuqppZpMpWPmB3VIOp6RNC2zYec5ZQIqcMwiapvMOpu8mcxazeJApF/6A9dJmnuJ+Fndog/2DP5DHaFVcg8Jue/eG0rXAl42hMZxmTcKtclzuuVGVD7q2zwbo6sRzgA60b0sSqVVb4XkkSFK4aj6tnLpnaMwfAihcrjGzXKp+n2zeeZLzC7P06qjSwNgqMYw/OlY2QjpFCpF4+qea8vuOOVqKGYjPB27c6Gk7iVU/MBlBUpuno017nwTct6wg3+l0t8zeDNUZ3Edc3UhX70ccgPhsGOCwRyEu/eEwW1vTi4WphCT6plpDq83z8Bwa1vuGwSonjHDIAwwqPkRml5WmldjtfgVMMIyTjlwTWF2hjeApMg3H9+//bG4fvvD2xvYwe8viouLi7lXjp5qEloSPvKWl1Zp8s5wJFLQPnPnC1Mr3noGxvLDYUzTBMuRuItBTvA7i6JSn7kfykEdN54LuYY7frBjskZpYmMquzE5Da1veesrQUq67oeiUeou8tN9Conyd3Ze2X9FmsgNCjuEGxUYhQE33WSt2irXvGx4eef0AdJ/tvUBsjks+WVMCbhmiE7d8wqsomSK5F9cUV2HYyD4gpKUi1NQsBM4wIMZwFJzg7pFpcI1dafc8yryIxDJGReFKvZUlR2nO5U+m08uA0lUSF14RefYo3bbYW3r6plk2hO0LX5e4RSP0ndmmiJ3fvLg9j5qmwLrEnOaHH2mCQ63cZ8BOao7HuILpObg6HTsBA2759HNs0HWXPpx7kmnUXqqZcbCQbVRUqQ4amF5YVWBG1hPGMTbGYe8Fp8BiJ12xLTitMdAlZ7YnxUPd8C+NIRu3Ae1haOszxAYryFy90dyEWdHCie2pkCVt8IxP601Fh19x8yk8wUFc+glog2CQmJLEifzq2qYq0bb7WJisr93X13adWnif/N65jN4PeQ1n2pFxz4lccfTS2g5ZTjOwA9dSKMBB80oxUkKdTDAq8t/ZbnVKUXqBogSt9sMjNKWV0nkeN2ztueGcktPrrpSQXSdrjTFtSfVrG+ti8D02blR9ZWgfm11NdRVHz/YmSJr+MS7zau+OxRWs5KjSkrqDFAneU6gXOtDFduHvN1HC7eroAahnzUd+kCsFZ2wu9+hx4H/xaoPDaO3meXEuxr1qbNjpFXJeA2LUSoKjAM1k3ueEJZ0XblFmihd026qnYtpnJWu1jISuPNVnseVOPj9DiKXC2XTa0205FYVaONJS+h5FDbBEVptJgNuZ70sUBGuKJhSSStkv6bJK60OxZAXOXfqyPSNGw/PPl18zgtyj/60i7yEM2mbr96nqCf6ZerDzXMlZ2euEXUV3ayNQTOMPz4gF3f8Smulky2yYeTwOhf2iN8J3zY2eyvXuzR+QwPvHecHE1q+KDiYuonZtKLufMLLoQpHfgb6yKZVdkDgmlJ/fwGdgQTVxF1Bna2jfa1V26rjy/4AHTeG7TmUp9Jl1DVGWiR4rGIHS04jBkhC7kexbZV1qlEqYBTOUGDmy+UYP8GHYNV9zIXRyFjkI2/5FTRcR0I+wPeNwq4MO/rCvtYYgkWnIJiFri+b0YuAhlWwV5LnEz9+ArxacTPPCkacAh2F4HKFiWaadWIlKTyYKIxRcmAHHfuSjA+ysyI32daM+ccY4Ww+89yKZKHZxxI+sfWMOjOWdvf6VNVxJo/cwM51HOf4/4N316PFU/3RxKjOe67EOSPKguJyl4IZTndeVh9hjTiZu6YfV/QplXhdUjag9/3xIZ2rCup2zYbo1deClLuqeZ4Xoy+Sl/v4jQkUngFQLTSlcWZN/lHHfWiufzUgHc9ILw6EPv1luEyVNIyZwhkdBjMLoytRpcMZCN6AYYA7RsJmKaCeSgXKRyQqhaqTcNJ0pNmAKl3Q2UHwxKaXDL6C1B5G5t5RcIQI/euv3cmfmyHI3ytunJJzmkuYy4mKpV3T6yQBBcWYwlJ/U6k6Dqq3wECrnlSwy214g+F6ljtF6UKr4OfeWDANOreqDsZigOzTLS5H1Ip7TiScdJyQFOOtrXhRc9du4TgEEi5MdBh4skUmltk5tLGXNN2U5QfYQRAz9+8Mc/BR/KskJHru7/nmCdoj3kyYtgsA1722c22RayedmAAEPt/XuVgGvYEGpdYHFkkTPZppHFGjrgy0oCOEKlMTKeM0gzt+2rlOCGguw6IzzqmLP/zVNAtuKN68+68fb84bIvAKf6k6H1aacxi+3kJ1jlANaTLYFiGc2Pqkffrp8g8XnxfrV2sM+Kl7jOibvPDVk/VJSkN5m7kwpO5tPqA158NDy8xdVCLC9duCEjtUslkvMYSPqN36Oas3zBA0HMxgu+eWcgQPdRbjp4QdwcvDghUnPf54cpd5XGeCF74cZfA4eamLWrOO53XRCsmlwk2Pj91lbrdLRPxLyQ8WrugfoeT61tGRXAw4dvuE+/m8DMucdnrYMwKXZ/XO0GZ8e6ptORWxKZdfRN8zUO6ZMhkwy78IS1/dnxsvAbvJmvwNlS91kj7WH/7+w7u/vL0eO8QjGXhAvDzyXPO9MIgnNDb5fIQzzdvMA8g7ZfDeu07J5LvfrSRZ0o1TQXiOJ3ezbzYbchqnKsLt8J8R2ImQTmRulM+zovfV4vYbiNhTxOo3F6Xz4jOIzJPSWZ5Vvsn/UMM3+R9r+MZs4RvwPpd7CS2Fb+iduIuLLNgJ3ys2prM2G8p/0v2HfCy9Xeufj6/6hcHhycBAYxLV7c873DMASdRf9mdm+Y3oeDJ5ozEPX8Yi1vD2o2swkOqYpHTPvS3dl6HtYVLaGstVq73NuNS9lfO/ZzoyytbktVYdIjeWdYcpZXHlQ135fntnXwPsbfkA9Icg09vM5wE/DDWm/wrtPcj/B7zFfYysp/4revU0/4G+3pwOPBlue5suF+RFUYnSFkXeH6rl9sPo2sqBiXYj552ZFqZ43qYQoW2LoQV15ExqCKawjM2KAHEX8ryL+pEO6sHTd47NSkvOX+hfL2buFQ0edAnsyL0Jz/HvYSxA9aOwA+9DmkV70uWZtlu3ctrP5JPNE1T/DOxh8Sp4Sl6tkgNHaMqZsXEvtZnuJPPcS2pxt7L89fV18ebdD++vr26u/nwJ/zNw/foJKCMfIZnA9+fg94Xf1KyvcjzH2sDDBCU3PPSeDWXEJYUd7lX6/qyEnGzKNX7l+Hy2q2jkn7nnZUdcms5kDZ9HcvZeCWl9vpKEmApoE0MEzC4tACS+HPryKCo+StZo4SBEkqSnosHY5oWNR3X2KZSCGgrCNDTKUxP8LXzH/5iuQT+3kiLNaNmTGvNgN23nO7fS3eRTAGw2xYHZ0vUBu3eHReVyFk5hPjewb9Utaw28/J56GDr67QShXV+Ni+ypJnRk7R2vMuROxx2zXwHxLED4vDo2idFlcdC8Fl9GbvjAb4WszPCrCO43P7KBKYYuauMriK65hdy41V8AwX0rn5P0DUr0jlGE3EHfM+sUudB+7cuW33P39ofxv2lxrcq7NIePrKbkHjq77vcPCL7rAZH8OCBHjJcDQamGTpRyi9xPePjc3EjsveZHpKRpNJN3kDBaRBgOXIPmv/ScaG6AgeUSvUm8Nd1HLzeioeoUdWi2wtgEowm/q7HqOVr6KnLOO1WRd+4M7sI7N5wSQ4F5KAoRVVJNWympYYC8djwJX8kLJfj003ef5xPx0W4HLZcIc+rWL/I39cq+0fUd941gl28D1rl73x998SUjhk844yc632fYQVIFsPBsxuSXoSRFN/zwttcB+yMj6CS0RVZjdQrFk3j3luOI5r2J0/F44ygHGdzT73m4e69yYXk3vWzw8RX6ZPesTXFy9GrJMpKqfEy/G19JcwupY2fQFr7XqReF7zN4bqAw3BiU16J1HWnsNI3CeCtqt+PZ758Mbt1D+xn9vafDfBTe02A9BGbhfJ4HOURnD8Gb27HzkAbr8+D2poZq838BAAD//1BLBwg1GPszARYAAOpJAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABUAAABydW5uZXIvdmNsb2NrX3Rlc3QucHmcV11v3MYOfdevIPY+RLqQdZ0Yvi0S7EOQOoGLNAgct30IgsFY4q6mKw2VGcpr//uCM/shaeUkiB8Sa8QhechDHnmxWNyiZw+0gvuyoXLzzMOdZrKQUu989hK6R67JXsBZC701zOh5Z6rk9xxWjlooya7ItdqW+D/XW4uuSBJx/U4zVu+p3IDxwDWCr3WHEi88sG4aYKdLrEAz9J1nh7p95uH3vnmEktrWsH8JGv6hO6ipqTxokOhAq2Rgvq1Ng2AYttqwhxU50Ja4Ric3c/AkLy1iFdOIIO90uQEmWBOQfQUtahsdcY2JRORaMzDRZnhJwnsgG9/KUwF/G65BQ9doY2N+coG3FBIK+aAua4gp9ZZNk4hFp9mgLRFcbz1Qz69gK66OdQuBxSNWoQid9h6HIMiCthUIWmPXsaa+WCwWSWLajhyD9o+2NLR/LMmWvXNouVj13Dv0+zdcO9SVsev9wb7lB1ex9Uloevwddm9CxlcPWPZMLj8CyOEv47jXzXuiLkmSstHew4gb6T5MIcdvtMfsZQIAUOEKPPKfXeqxWe0O5Ucei33t8l0mxcfXt9dXH95cwXJ6ksPz4vxwe/fS2FArFapr7DrNkkNURu1+o62dBj6NNErl6CC2IVzPAyEGTu5wRQ5hOaxMES8cbIwMESxnmlW8Df+n2cGWXBVsP39JDmeSg8wLunQQWX4CvySj8fHBUaG7Dm2VLuJ1qHVkm1xZZCd3QqKFQ983nGYA/xmMoEdmdHngrHDzQNofi7wmlDlbZGNYu2n4aVz7aZoAG8WImU9DRKweWe3wfiCL45KMQ0U34PQIBD7Acjwvaasf1JbcBp1fXhw9rnr20lh8KHx/1xpOY2myHI5HOzyjsxg4+3LwNMMj6VMqEXJg0yL1vLw4zwZZFr7uuZIpENPlresHYB1y7+wMheFsR/A8FmM4VJ7VWnCrICBxlSmuUQVWTIfN5gdqhynbzdRxbxz2VREesywbbwjx7/jqa6+b1OZwvvP3DavwPofPs+TPYdjQHKY8zWGeW1+ySQ2CTMQaDPbEGLmaoD7BOgfinUMtvBWw06Cx8C5ENV45RMtOW57GDkt9CXNVvpmGfmLmvjGKg2SFT2lYp5IPba3M9Cyst7rxc6ZDNfnUGfukkMiHzvDjwyNW8Pz8hXx0YFn+/5cXl79eymdGi97rNUL5WDZBZR31a1F23xBHXJZAB1EX+Q/eWW/E1rQYlR00XJ5D66GjpoGVkaEInzsNcQE3qJtovJPyw7eL74z1r4LpfRyr4L4h6qCle/QgizWqLlOwkwjPYmwHImioKwFo8T4QU7bu194gxw8C+K6ohmAjZUqzU4sCbViP4zctWTpq75vwr5x9X1Z3XygF3qNlX6iwYntrjV0riTdZtMc8VCSnMhUsQYxmbMqG/FAuT/LbT9o0V89KK2mKCpKmVuTCsrL4wCqU/KSEwpKxEAdowaH0aqookUl7+L5B7NLz4vxyLCqBOHtN0Wu0PJSTYwTJ9UQWA7sscfByOpCzGQQdfzTYVCIOgd6WAsuOYT1rx3kk7VzX87E2iNlcc8LGUqz9Jo0FOkKXw31vTowj1jlOuN6qMIcqMH/K0sHyEUdFRRaf2DtRE05gwFlEncPz2Wuvm5b87vIp2c72lYt9nueb4VpZiiSTlaetQufohHA/0nuB+qN9T36u+GExDipwo41Hf4NrfEhvpBctXkn6OSziZtqi5biYFpOcn+5jY1rDywv4755rnz5ef1Dvr/+4vh1zpijlD9FmdnGdkiNJzAqUsrpFpWC5hIVSreizWsTMDqIip2mW/BsAAP//UEsHCNMRb3RTBQAANg8AAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAADwAAAHJ1bm5lci93b3Jkcy5weaRZ747jthH/7qcYMB9WuuiETVGkFxdGcUk2waHBXru7wTXYdQRaGtmMJdIhKfuMywJ9g/RDgQL51D5Dv/R57gX6CsWQlCXZ2r27dL+sTQ45nP+/GTPGXq24BQ45/dtxA2aldhK4LGBHS3aFwJco/eaKywKLBCSvsQAh3faKa4nGnBnYqpwvmorrPUSq0SZOJ5NvN8Zq5PWZgZ3ShSFOcomwQLtDlLBFbYSSJgGjAHm+cpdDrmo0UGpVOx61MhaM5YsKwa6EXE74louKvk/p9aquuSzODGjcVPvunPjkmYQ17kFYAxZfezE0ygI1Fp4uWim1zogyToCDRtPUOJHKot9vOglINYtGVEXmqTKNudqi3meOPFLaMRKyEhKdvEIuYYGl0giflfn5+e9+Gyf0solGgxaksiJHtwKF5kKGFWcAWsyVdM+m+zt9CA2leI1FyyKdMMYmE1FvlLagEbiBTONk4g6UfI0Gwubzy+tXF1cJXN98+3n21fMX33x7dTGZZNcX19cvXl5mL76EGR1Nc1VvRIWRZnfFm2f32V3x5tP77Pb86Wf8aTl/8+yexZNJdvny5sUXF9nVxfPrl5fXMINoAgAQsY3GrVCNAYOG7Ot9y6rNBgsgNUmLWjcbiwVLgJnGbMgoBYuTcMOSW9zxPdnDcieVVzVYQc6nGksHgx3osJDLDF9vhO7fUnBR7cHkKyyaCumEW+kIhOS5FVuEUmnaFkWFtEvSffHy8ubiLzcj4rWSkJm6t48L8s4n5KqpCrIwLLAVk+4uLWrvkKSA95E2LEDRIFgFQTZh90eSTT6CC6dLYzV5aM/FXcS0AZLATtiV82kKol6kjEWdMCExLPaTj5z3DiIvp7gmh0xcasEtakfUhokqwVLKCRkhnRzCdAZv7ieTq4s/ffNd9seL7/qGCF6SunBKSUyJu9bpTpwp9QpMeaWRF/tMSToRvsEjBxaVytdYUJhnaifRuYpUYJp89U5udKhUjSw+7FBWc5uvPuSM2QlLbta5ymk8tbTt/nuQmibP0ZhHSSkgnPpDZIxeRm7c/hdyGS5sv3nX9FZ+9fLqy76ZLzujgjvgXz5q6+tA51ziQaorL8lhY0y4S3Vg+m77LbBScmko7jgUoixRo7SPHnl+cLz+M8bcsVvzMfIO8utghDF7fKV0jk/NGAWAD9vnGy2qNi6Ttn7166npNBTSp+VmTbLTbaN8rw6WhuASo/afFFjCIc9ERufx1N1AWEXzjTlJVjaKYbdC7RIKby+HWlG6DWWP0IpN6H0Vci090Gjzi7ueUtSZS3Mp1VJaChXTBGmt3vuX9PYcNErdM7h/jqPA1zluLFy4f0LJ7pxG22hPpLRYwswdSu3ELZHsNlrjPoEnXC9NAk+erHf0Ke6ucMl05o6Pk3aPLEEYIY3lMseIziWU8WNXtkhSp3vKGqsuTlmPlX+x19ItnZ/DjA4eieOe5CXw0sAMrPtaKk2GIKhYCWMjszepN4xJt7xq0ERxj18JM1ii5dbqqFZFAizLSlFhlrEELpXEmLBDME+QsOxLQe7ipBveYg/HhXGKG4pYqyK82btf5upZRgHgtBZeSMLoxBe1IE+rnFRYrIeyiBK0e4p2QBlf2yFTum2jsRSvExdqRNWVuCFtuO/IZP50fEoKnWXo5uRgMsdzpbnBY54u4Q4e7+nG3z64PJgjrJGa3ZpXZV5xY0S5zwzKgTIZY5ecMP5urAGZ+sajseppHyhDdMAjGrlRMj6Fzj7dHOhybnGp9N5h+0Vj9lBxiWcGeL6WaldhscSa+htVAocdFy5D1WgMXyJEgwbHXU2IXPPcwoobkE5ao0BYB3+UhR+aYolFaCXKxvAqIaflHiR1yaV0eu3b00PzlDDZJoqdqx+TsJsVQcQfGzQWSi4qyrCjhNGlogq4UdIgLFGi5haLmMVwNzCl0oNW4NTeHwHxJNuGBohLs0MNEYdNxW2pdA0134PVoiY1EO60BkqhjfUtX+wU4Ba5qBqNzro9BsY2izMDqLXSCb3ggA9LTaCRjBBQIWwaarAsROztL//8739+hjRNGZ0xqsY4Pc5MzL+WJfCGkVxs6sS7nT47n98/ZAj29ud/wyul164sjaqXKK6tqFyZ9HTHSR7YRqul9shphDtJzoFAQ6vdlh4WzWJR4cPP++Vf8KJtoMhd80YT2HBF+JEH/7nBhrpe5YG3pEJCrMecYlziZhGGAe9Uzheq3pAs7nm+iR1TEUXkU56vf4WBvg4oIu776vND6DqcpKnQoyFERimiBz6mPjqxgIhR2PLc1Wq5BC6VXVFv4jRDvtu7f4WVV6DvzqwLR9+gRuzHB/QbiIUNY40FCRz/HlAQo97thFvsSjhPIMgNupGUVfwtpYuiUxfX+APmHhEf6fCTTx9Vog+gr4eN9iNmHdKbVWOdwgq1e08XGl4gzAfzFOaY7alLOUs/9cXAqaQtAWx6wJuMFNL7IgPnTSVsxN7+9e8svj2fA1YGgRFHx4yQxAeo9x9/g7YXoUpWcytyXlX70Jn0cU+vLvvCRk86mq4MS/A7KnRfIT1V+MvZNHC5P1HeGC1rJJVKyTz5AVL4SdEQKbXaoJXuRTWRdiOm1CDX+ap3AgbuvKn2fV8OMKPteaZQp0utmk10HhOr2pspAA/DRdEZ6Dfn8wTYGsn2a9zfTx5l1Leqhy9u7BZRNCZgE6jNsoMvVBb9WM52BdL6SYfWAs20TQ9N7SkhCsYlWLjlWnBpA4LpoM4BZLRjv/ZUfMAOqiG0ejt3X4jO0NfaLP1KGO64OenoANc/jHyRcJBeNgSATOLxkpLG6ia3Sp+Z5DAIbqc1gYFupEQNhMzIV60HSkEHw5mlFgUCl0BwXCwa6xy24pQQ29lvKNsUBdsDtLapb2e6PgE+bnd827Xene5tuTYtQTzWYgx7oq1viIax4zSa8s2GIOs27mn545nn0nYXlhxOFJhzQhi3c5fDbuf+yKJSC5gBu5Ms/UEJ6dw9dGcPBPzRwHHwanZ7vTcWa6fWqctZjgNZqMsEtDSURjW2leUNWwtJ0cGCiShLuokkYWIKgJQ+DGLNpuFzJgrXrw8TSDzgtdDI1z7GpM8Obl5JXEIQ1WaZQF99jUGdufgLLdohhehB20zckjZoYAahiX5QQs/61whI5w4CJsACTzZtuQehQxpRDbWN2ctvvqR8fXEyPv/+bmA4uP3+bj5/8ofeABwW+97cIgpV6ae27Px0IBVKxv743fzOPGGJY3Ude+7eaWDmUrcvbF3By6yoMczMD/Vs2n3u7/f59a/oz+zvu1Z51MQHs4bYEi6X0t5JwSar+4BpRFX0JgB0XbrUDRnh4V9dWr9p2fhbhHGrfWj4uR9jPfb7TfsTjYdvtERJc6eFtSjDzzoJqO63nd71FNLohuptWzQFlqbpg4ZuB6JpOmfE0P+aFuBrOqydrXelbiYcUR3q54b6VN4xBfs1Q+FTm+VtnVLIxNP5sUV67nTb1tpP4nkCEeMOOdElbZ8aQNKCdZmty2jRY/7XXxvzsSOA5Lb8tLFLBMQjutENxfSC0Hr0Fa8oq7Kcxcd5vT/Aa/9Ie2YJs5l3jOgQ9izpc5z1Pj8+cTlKVWMMD8Hhkvco+wPJ//kKxtmALEwmb/YbvKB2+0MU8p4cFyfzoMn/AgAA//9QSwcIHRz7v7QKAABoHgAAUEsBAhQAFAAIAAgAAAAAAHN/GL+aCwAAhyMAAA8AAAAAAAAAAAAAAAAAAAAAAHJ1bm5lci9mYWtlcy5weVBLAQIUABQACAAIAAAAAADrAOpOKQ0AAFgmAAAOAAAAAAAAAAAAAAAAANcLAABydW5uZXIvZm9sZC5weVBLAQIUABQACAAIAAAAAABLLF5nyxgAAFVZAAARAAAAAAAAAAAAAAAAADwZAABydW5uZXIvb2JzZXJ2ZS5weVBLAQIUABQACAAIAAAAAACCtgrBjAQAAFsNAAARAAAAAAAAAAAAAAAAAEYyAABydW5uZXIvb3V0c2lkZS5weVBLAQIUABQACAAIAAAAAAB9kvDNkSAAAHplAAARAAAAAAAAAAAAAAAAABE3AABydW5uZXIvcHJvY2Vzcy5weVBLAQIUABQACAAIAAAAAACLzOUrswwAAHUjAAAQAAAAAAAAAAAAAAAAAOFXAABydW5uZXIvcnVubmVyLnB5UEsBAhQAFAAIAAgAAAAAAJqgNe5VAwAAQAgAABIAAAAAAAAAAAAAAAAA0mQAAHJ1bm5lci9zdGFuZGlucy5weVBLAQIUABQACAAIAAAAAABsuISBxwcAAJAXAAANAAAAAAAAAAAAAAAAAGdoAABydW5uZXIvdHVpLnB5UEsBAhQAFAAIAAgAAAAAADUY+zMBFgAA6kkAABAAAAAAAAAAAAAAAAAAaXAAAHJ1bm5lci92Y2xvY2sucHlQSwECFAAUAAgACAAAAAAA0xFvdFMFAAA2DwAAFQAAAAAAAAAAAAAAAACohgAAcnVubmVyL3ZjbG9ja190ZXN0LnB5UEsBAhQAFAAIAAgAAAAAAB0c+7+0CgAAaB4AAA8AAAAAAAAAAAAAAAAAPowAAHJ1bm5lci93b3Jkcy5weVBLBQYAAAAACwALAK0CAAAvlwAAAAA="

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


class TestGatewaysimB10Fix3c7bab9c6(unittest.TestCase):
    def test_an_expired_resume_marker_is_announced_and_labelled_every_aut(self):
        replies = run_requests(REQUESTS[:STEP + 1], _checkout())
        got, want = project(replies[STEP]), project(EXPECTED)
        if MODE == "fixed":
            self.assertEqual(got, want, "step %d (%s) differs from the fixed gateway's" % (STEP, REQUESTS[STEP].get("op")))
        else:
            self.assertNotEqual(got, want, "step %d (%s) still does what the defect does" % (STEP, REQUESTS[STEP].get("op")))


if __name__ == "__main__":
    unittest.main()
