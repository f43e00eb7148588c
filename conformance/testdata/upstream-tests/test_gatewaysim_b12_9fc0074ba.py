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
HARNESS = "UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL2Zha2VzLnB5rFndrts4kr7XUxSYi0jdije72Jt1w4s9E6SBXjQyiySzuQgCgZbKFscyKbCo4xjBefdB8UeWZJ1MAkwuuo/5UyxWFb/6qiSE+Ngi0GCtGXSj9JHAHGDoyVmU55cEdtAaLeRmsFRsQULfSXcw9gyykb1DCxflWtAGNLqLsSeQugGpQR5RuyxNnk2D3SbLfpcnfIgbadjXnSRCmh74F0n4f/GMuLIEMoCPaK+uVfoIrsWkV2OQggZSZ0mjvFHUS1e3pV+6H+j6ipBIGQ3HQdqmhB79beGMRPKIVIK79kofC1AzbcxF/wZGd1eWlF2URV7AxtgCoW7yAizWxjYEl1Y6kFDz/y5m6Bpo5SPCHlEDteaiN1n2wQ37BzYMkJO6IVAaDsbybSpvsM3DH35+A384AjdYDb20J7+QF9VGP6Il6fgug3aq81dspdVIlKGX6SD/OFhNm4PSitoiGIjXmcHV5ozeR7015969cuaEGmozaDcVBXVrCH9jTyrt0Nqhd5mkkxfvDJAzPUgHyhFo/OqgbrE+9Uax7n+qEwYvoexCJPC2i1UOyU8MhPYlJfPDpUXtLexvTE5aR17JIKTvrmGJcuCvaE7sWmuGY7hX8m4jndxLwmmItMHQrmSBGetbd4YwX3E1JOv7FZBz2IU48fLMBYwOuxd7G6wVK1BsMiFElqlzb6wDSVddK5N+1kY7/OoepaU05FqLkk8YB9QZs+xgzRke687UJ4gTb/hHCZ+MPWVZ9vDuw6e372EHIj9Khxd5JXUGqemCtgAB8AJacwm2ccM++OAlxRUUTAx5DFcfnmC0v5Y2HMbe6EX24ePf/lL9/vDHn397/5ZPGwX6Bw0HqTpsYKJD4c+WaYb9+ZIArTW2hEur6ja9kbO8wh7D2VmWvQBGIqX3DET82rWDC8egd2DHTrCDZvUukBM62F9n8XppkR+ni/5OzuEA9sJ+y15AbXqFDQe0mXrP+bjmcMOvWA/OWPi72dP4bJRNris2WdJwN3Xn5k34+/+lzcXNGFVcLEpo8CCHzu3eGY1FlmUe+eADR/M2AwAQQrydQ1yEM2KgcSUjgLEN2o2PMN7SmSPs4POXLMsaPMBZnrCKmyovP18F0zTwxuiDOpZeifdIQ+eKoErQbQLVa3LiWv439LCDb0/s+DE7PMpuQHj13+wX16KNQBFShCJGhrqV+w5HKcajm8bawQ7YTCyvlh2H0QhgY9KJaBB3EOQ8m05/SdBi14zoXmTjKWyoqlJauarKCbtDOe6a3Ij/0dCjzYvNuHputxw1q9/sPtoBS/Awupv4XhQTybfzPSR4LaLqUYlfpD1SCb/8crrwXwtd1ME/y4lLNkO/OWLYvUnnbLzVS2CVFhL4n0UPr7/LjnA2eZb2BDs4opPO2aiRqHg4+QQ5iEPwLhRjF7Elcl6+cioP53e7pleZeD7iDx90L2l9j1d3Lj9elM2wZvlG0Wzv9oeNcdv5L7VH1JfFrenriUbQg5GzUk0ZwIdhwQN15YxHlhLO6CRnwfjzmXjyuLPpzHEje6ZC+TeRYkgwsVmJKRGP5nln8/irKO/uN/8nQoa7bcyThmAsfHsqfBRPVhU8Lvj1CEbUdFy4bvG0argbguU01DUSxVcZAaBSzY6ldKjz8epFsfossVGuivt+6G3+hA7itVg9kx1cBQL6M0c+Fy/VCbH/GXkv4MFHFudCvwuUblQtHSdtiweL1GITKDgc8AKEtdGe86oOQQaiyum55BfMRG4ufgLM+4GUT9icbzn5+xc/Jr2Uzv8+NEekLbhW0Yj6fC9PQI1eHMAJwgxMXJhAWS5iOOGYiy4nNDmxEd1ALXWNHQvbzETJi1Qjcdu8ZeaQFxsezNdd58xPmfqfuO6IrgpPSx/M/M2vC/om/MsacUFoecblGwXhrj2PiuYsnsK5YzIYMXVkJVw8jKTkrxojg/fruWDp1LF1NxqyklL9hjH0S7gzhYeYIHYXS8XZVCoMdknGfDrIg10UPJ+MxUClmiR7MjRf2kmN46LTJWBRzOFV2nTCa0KlxUFMopFP8eR8g72p2wm0h0U91hNCk8enU6ZaLFIHKkpYZ7We5xyUJQeEsXxiV8yPYQSRiTnNp1LRtzY31naVpJO/ypwdLBYxIk8uw6okT00LRc/BMVRvwcm5cpG+M4uei2d7w+5WCqVXd3fB5/Rzqj7hUq+9dEZDnJqaVBENTClv9WTU1Bt1+gZuzPxjnKZFRQWtjLUUNmsMXXZdYOj8g+tRhjkeSFoGoUx5gh5XDEw/1Gdemt/rK8Gpjf409Skh0v94lc/oWtOML7JTj5jX3fTR1R1tJko433pwfNx0JnJNFyz+ZdwdAaNT5PLJ+iJWH5U2ps/XwW8GetHA1buA+jkLLEZLf+LScGHkVLSyulID0zK1H5yv9nwDiPVt5SNuAc+9u5Zw4CApQTm0TMUCSfnfD39994rQKtkp4mHIJcHnL4XvDIy8DfKgLtvCE7wSSOkabyUl+4CA+E2Zw5jtbr0OrrOTjgSSfFtiPIPAcEFESwDluRFAn08iq7Z8Y869RSJjt+uQvITeTpKrQgeoCvgDO3g9XxPr26pDfXStn58Ij/x41JjzzuQUjiJ5xoCRxOk5F1UllklMKkJ4SMZ6a62xuZe0vK8Pr1mhy5aOZe57lJ1v3MwK2LHZdjtTCHHXaptwh9ClHP0C68nt+wk+5qf73ASr+SksConnNiGK+22h4zLf4cdicuIHI+63jRX5fOdI91dOGjNfs39Gw2a/ti8FTD1GI+ymsZmv7EkSn4/Fu6UsvkPHf35veeXjZregWj8UvPDDAQw/FsQwCeSEexM6GVqKOxjjODYg1YETjC9DxymuxHhSFIAdYXoYSVQikbJ26lG5a0XD+Sztda3SFUI8wMXYE0NdRK4t+J0I2lw2viUX6RDgo6odgRzz2NjXPSjfYW26Oe3vJYX+MFNyfmCpyxsaxok4MDch3+KXoSv+SunxTXr6n/vCYyb7lgPkaNHCAzPjLaviswVv9MB7kRQugA1Irh9q3MK/+Sa2Y60OZtDN7ARtfF9w7ELvB7oC80WuYYw5cS3CVugMuTGVe+yYS2EkYANs+D/rdf834eF4dJkjseWdJSwmGqSaWXzy2bT3y8+/EOvluIiks/KJbJQntvB685oDarCW0dQZ04kthNaBkL0KScl/HBBb+PdnpJ/l18qnWn6TrPt/sdA9V3CuGggbv3ccOcuvfs3TPGpH9hjfZIyP1Mj4Lugy+bs9+uU7nrWVvEMnBOf+PbsVVuxbScuF6pCUvBeyFBSZc6pm5njkP4zEa1vT4djeWVzT4/ESope3bfZ8XX9VY/1NF1nnucbg3KL2er+u2cd+0aRBkqTuFqeEm+xm19mla80k49caewcfr33Azh87d+Wwm9nm9l1+OJsH2PNBFfIHVwLLHXH93fLN7etA/MvnzbUcG6XfGd63usPnOyb998YIc7LrUu+ORRTPLItY/fzSHi0pClXsjB+EcX6+Nll9kfNjSN8kqAMoUppBvMZ8HC+BnI3ZalnNw2iP8AYEnyfKIHsuj4emoshZP1bMtfpk7GnT3/dYvXsYL1Mz524T8mP1JooV5cqaztSy27Sma0IRdYcLrSJn7BV2oVCamnQaglVcF7jb5y/zo87kmxtJ1q/w+ZvgAGfsjwYSMdTFNtn06cvcqj3WN37kb8VDn//ji4fE9DvY8vUdZPL82DjYgTAnsYYbfcdXjV8jf4U86vL51X++3n5ZOHB8PTcfCgnrsQXLuJDEwSS1E2X6Nrm6/p6Drtc6E/OsC1onpr9+fyc77tZSTy6b6j7xm7/G0/09RlZwUFp2lUXqjSZMO0oQ6bsWO584LY65mmKqjRzZp16O0ad/6uAxVfGen9BJiJ9WyLdwnv9wMFcFQhf9Njii0TZB7jTHzi/6vNqR4/zLFBfhg/dNX//JW2xh+gV93nod69PsHwEAAP//UEsHCHN/GL+aCwAAhyMAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAADgAAAHJ1bm5lci9mb2xkLnB5nFpfb+Q4cn/Xpyj0PFjKyoKdewjSdx1gctkFNjjMALdzmAfDkGmpZDFNkVqSstwI8t2DKlL/utueTfphLIlkkVX1q7+c3W73i1G1g6F33qLobhzIWiH0RimpX0AZ07schAc7aPCywxycAd8KDwKc7AYlPNZQixNUxnkH7aBri7UD0ySVMtUROvOKDqR2HkUNpgExTQLfmsEJXRdJ8o/lBM+iOr5YM+gaRuGrFq2D1LcIDp2TRgO+9dKepsEcaKxXwjfGdmCxMlpj5TfjyVHoZ6FBGy8biTaDUUgPz+hHRA29cI4PCUbjrSMSNTiPvVuz600PqGtHBDv4fZDVUZ32SQIAMLZS0QlVU5R20Frqlz0P0K8oivm5MRZK2skK/YKp1B7tq1DZMpt+sqGjvkdv+j1bFMfzj+H3CYzdg0U/WL1ZJ5hx4U66kqZwCrFP77Mk+apZjq/S+kEoCLpDUbWkMt8ah1Eg0oGARbU5jNK3vJbOiZY0aMzxiNgThETj0YL0SVChNxZvHDgtetcaH5RHh3Q34KoW64GAl+1BaBD1q9AVBswQxEZB+ugQ7v/lLr+7u4vYErqGzjif8EQ76BvHWC3gWysddKYeFILF0UqPLjDlhqpleOekCzpEh7419Y0DM2pwZrAV0pg3ySw/2XykkWuSndWbJGMrqxZGcaQTe97SiQ7ZMoT2LkKIvr8Ij6M4ESsuBydJCNr4luT5PIS1dHawKAIck8oMtBXLYj01wrZSKKyD6eAkGSSsQy2bBi3SDqRYVlZYs+dtGqNqrJNoS2w/FVmKJx6kd6DxzbP9rE2cICE1EWJTou1ougN8E5VnGxjbKIRWWI3OJebZoSV1PmMlBocgAo/SxUOA0eoEY4v2UhqoK2UcfXm6YolPSdVidYTUEHNPldFe6gGf2NWANyB9RpsoMxJrgfOJZd+ihtqgmzftjEVA6Wl0FKechJ6wE7KmQkdcStYnapZkmkVDdEWSfA5cBZ+inAkeBYVVJzAkMhKY9OTnpGdHPCE2eKX0aUZhI6TCupxcn9sn7BCe4BkbOiJDjGAYrOw/B3W6dI8Zydt06BgODOH0if4QGWXGLBzVIosw2eCXOLmJEBhbw2LnQxrCE81YmGkp0Px55SegEsRbJMzSwle0LEh8Re1n9f8+SPQs5QABijw13mLTYOVvG4vrfVItuugThPdWPg8eXbagqEgSwr5F5wmpLNpg+jRnCYQ5VKbrScDQWNOtQ2RDAIvwJ2ehpEbQQ/eM1hXJl4iSBbcBsgwQ4T1aHa2OA47QJzATlPbR03LcBXKhtEzaVVhK2AsXyW63SxLZ9caSz/HLI7uf6VVq12M1j3bCt9OzO7np0eObH63okySpsYFSuslySlZOqk2NMULtdrunrXHRSWgkYBxS6YJLq5DX5XS84vOkiyy6qBoL0g8cDrCbSO22/lSTSja0ilehhkjxi+jWxHikkDUTpAPusomdfrCY4ltvFxa+t8gyp68BVMGVXgMPpPTukdIbivzZHpB2E57V7EG8CFKkT8KpgzajW4dWkOOAAFZCXERNMYmNnKFmJDhfjEId10eFJRdYiyKHdBLBmXjD69+MqMPTP7Swp699FBkFXHr4d2PU1z6/SCi2PyasI6GvNvz9qwmMZWcZS9T+L0I5XMPhmx1wUgQ7o5LAfYaoOU7miyVnIe6vErJ1VpqDsfDFaAyhbOU0QzwkwiTHmDISKQ3kOv/69ct/7GF2lCH/m7wSUQ/uiFU++U9Iv7BzbMNUS7GSd9BGY7Zf4vGlQ6e46oPzmzUeFXrdUH4xdkK1D8g2FhWFwyvm4IV9Qb+yhwsDWk2bjKPcXaUlPU4qFkpdUro2v2gGXV01x3l02pXT3UsDV6hX5IR9cRlNv9+KgAePeBqNrd123bOpTxmZT/rPOfxpjcoIQFIdf2MMHZZ32ZxTORzgT8v6oMIDzBMe7h/PjXKtQ54fhPFrs+iQP6+VSJuGj/Ou9xeWeCbxZf7D3WO0YYJw2CZ6OJ5Dfuod25w5h0Uay6IgIwJ/HlG/Zp12Xd5uoySuSCFSOJcCf34HymGMzrDxWR9CcFlTmMW7RXFcxK/NbLRC15fESS1h3jtqoUkXnF7TyaVbNfby7JuFf2cNheNvhkNcI69G2vsI3ld0EZM/2uBniinnQuTxdUz9TInfh3JfLVkvZJfxke0JpeAAF6vfRZFQauVczrKHeXRJIZjyh/nDsuhqEnE2PLmtmE9dd1y85orP4u+Tu/rhmYjADIQ5vC6HiuMRCbTRB4KO71uXytQ5eYyBOCSm6VT/rmPvKs27KHc/LnGfOCZzN2BVxTC1d0l9//zrt1XwV6J7rsWegzTR29YZvRIVrqMo+7BoGotIItYmWKak1MMGRSmL8jABIJX1YVZ0DpV/O0xJVJplOaeCh4iwy+FLa48/kvzhYWLuMYcJEYeHx2Bj5AyXczc6nvpvLIWU19O7sC9Dh9q7tDeOktVAmRAzPRzHzffjWNbYiEH58L56yXIg13JgXf9YZpN8SFHXRLPhMYdGX+NT4xiJ/9qk857kjn+sF07l31XKXDl8oBdm92Fygqs92NvF94od2OOyKoSqmYVoV7SsMv2pVKYSBO9U45gzQKnc+AS3t7cgpsKPc8JgEDqmE6hrmvP//CUJ6QEoiYs9Iic7tuaSeNkBfApNmdBYWhetoQuWJEmlhHNQfhfSB+yxRyillr4sUxJ3HjNsvfEI9GMbDoP86O/ig45/Y1YRptC/hZcdptlMbEuqGXycXVQWhceyGTzlMtl2Xit0rXCeKpQqhU/jEeAnmLYvR3HEs7VTGhcqk4VjmsokLkut6WxFbTSmZ8nUPOjQlxbdoDyXB9lC22JsZWKUp/B50P+5LANjRUXRQJ1zPZ2c/74jkFkjs1Ror7UwkqQk0PwGB3h4TJKEHR0fk+Gvz92+Pi+5HFVP9Lbfdi8bad1Z34c7JaHPKyy3CEPXc9Y8F0KQTk0fhcJqF6riLIeQHHIPUkeSS9XExnSYg88LST8meVxRRlcDBwpoqc6mIKHhLwe4O4+Y/EpeiQ0h3QKeB4PUCtH3qOt0DB+9PS2UQqeRCtwtQsY/gmuYO8Y8ffOdKpPFduDfDjAGnI+F5hjLdnYOTNgyN/3GYgXHhU4eDCIjl7Ht1PFlSD01EcmdEAqgEl1IMRqphVJrObwL4yhDi515RZJhyD+i+tMFdBR0QqeMm4BLRT21//aLVw1C4z7Zcmhtxggu6WA0R9SxQzdjZ2pUnqG7YAWG2l56vlGoQTDSZ+iFj4dVc4M72ORhA4cbDzIGw90qZ+o5zx83SKJfKwkzk2rnIXyrsPfwM/+RRl9bxBxEPbKupCcPAKMZVA1WSId7UEjyyKfGZexPrQ/eThFh+h3hAJ14S+9z7hwWFUqVjsUam7cBmrdwj7f/mmXnMD7CXwhsl0C9hspjzpxc1k+T/LmXBEs05u/rnLZ8VqY6ps533uXghVSlOS4oC5edE7bY7xiNwItCmzsuARHuAoKnkxZ64xhnf462Mmg/9ZMnkJDnuZvBIXNwngCCeujQCo/hVCubbfiK87Bpi7lV9SWbOEXy1QNnuaEvFQ4ZCD5I+Anu94/nUSqMPRL9mO1Tef1PTHErYQ0/TaXuVD1sZOotYkr/xC22jFKlselermbCj5pd38mDvle0h9bVlXbGhS194h6gEs5T4PFIyXK4tpyvcW5c8CeUDK6vY5n5NXbmJsdUjfBVwZ6ZoKdstWtRFMbmoYtPNc5T2FR4CATCldJ0c/V8un75xIjimn8FDRvhMx9nf25a66Lczw2XS0u74ND5a/xRPcv8LaXsagcaWdeozEKWXQVNJ/SLwnoNhD8CFM5ZD6ubgS2PV68SOGEItW797vxQ4/PU3W6DS9FhwZmKoyQ93ZXlbtV7pVHU9WpsK9x1gxvOO+BBFix1TrjTSrnFEf19uouulLtxIaeJt1AuAIhiGS8Xzyq6q+B7wg3FfCcfbrU9LvcJlLOGXG+WPF8TNHzJoKSjkseGAxXSY+fS7MptQ7g4KqSrjDWDlxqpJuSSp9EZZSGNLsqyUsYNFsvy/xrulNTo8phEHub9XtCHu3cep602q3rh22uzG6lwMzmGzfTrbz9bS0b67dQjP/7ImThbwWG+EitqrFH7dLcr/stInfKxVnHugi9CdSx2e2Edps5WF8f67aS9eOPj/OA08tygSPLnfplM9u46IXJTqYDeylfhA3piWqARwxUH45MqRNpG6pc8Ju34hhUoUR3dcn5iq5FvZSedC5l3KINdOMhmntSVZVdcktC04SmTxm/hfpkd/4fGAdzJFeHFPTC8wktZPp7NLcqylpUvS6rCYncjDT2KbQvTVaYnyv/9P++rjBhN421vPCThLIcdjeyy/HzTPJD9o0nahVJDP4RpEIT5ynoT92lC7GsBu86PDVLj+CNUaxyLsvx9EIo2K0s4BPtdviwiQ0/+lxxEHn0HbTCPk4OZyqLl5NH70WDyvwEAAP//UEsHCOsA6k4pDQAAWCYAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEQAAAHJ1bm5lci9vYnNlcnZlLnB5vDx/r+O4jf/nU6heLMZp/XIzPRxwyF7usG2n7QLdbjEzbVG8ezAUm3nRxpFSSX556WC++4HUD0u2897b6VwfsDuOJVEUSZEURbooir/uuWX9yVgN/PjKMN1LCZq1oq2YkMzuge25lmDMK8MeVMO3fcf1hZWq12a5Wiw+7IGprQH9AJodAE6GcWbFETohgakdgweQ1lQMeLNnZ2H3BBR2O2isYQZAsvNedMCEZWduWNNrDdKuF4sb1vaabztgzZ7LezAV215Yo44nroW8JzjGKg1sCzv8h8uW8Z0FzUqtzgZnN5ZbWLXbVziVMUJJwyzC/GbBCMAJtBHGQsu06i2CFbKFx4rttDqmw++5hTO/1KEbQWHnPWhCHR6FoWV2BmjsgsUZVz8aJb+h6YS8OcJR6QsDabUA84qZ3pxAttAS/vB4EvpS74TknfgHtGzX8XuzrNiu680eWr/WBUPC6gtTdg/ak5MZxSwy1O7hQszAJ6GZ0i3obxY3YY3GLy9hvDpL9t7h+x5puroHWytdNxq4hdovhZVnzU8naCsmcX7PmXaJwG2vZYDseNNvGb8Hab9hUllI2yw8EpqunRi/50iEih25bXCh/J4LaSw777ldsDGu2150LWjDTlq1fQOspDe1BtMfodbQKKRPjRMvmdJMWMN24hFa1ihJ0xNOiPjZ0wxXYw07I0vNXp1lgvCOH4Dxlp8saGQayNZUrOm4MWInkC+XFMWz0q2Q9wvGSlplb9WNBgM0q2igIqCt5kL6N4SkhpPSKIwct5GGU3dZLRZ/VHaPIkey1kIjWjAO6TAjott3LdvzB2CtkvANyqSS3YVJfgy9hcWNvVoURbFYiCNOFYjxwLUJr1Baw7OKb83fO2Hh38NPu9fAaYlEohO3+05smW/9E7f7hWtBwpnw/j2Szb1HCsX3no6XGulaOc64bg9Np5pD6Pdr/LFYfMXeg/VqI5IA5acDw5TEbbZVvWzZEYzh9zDoHRK3tRcGbeyw6w22L74KQ1AX+qay46hT5jdEw7uONA1JPD8CbQOm4Qbp43SdtPqyXC0CvE1K9NWv3fNfuC4Lr2OMOAY1U1SshR3vO7v5o5KwXCwWRCv2g9e56wVjDPuwuhZS2LouDXS7CvdFs3St+IcvV/iObagpbyAabwamrt79QTWHcpn3cqqcbdjtXd7Q9JptGCKYv7eiOdTc+jbGvnK7jGY7qgdoSaTX9FbilvR6TJ1AOjvSHHKIZy48DQ3YcokgewOa9IlhoXULe4G2gMwZKetey1lAdccl4JI+fkJY+Ivd/HcQAsOkOkeoSjJhcyjIsPrvPfTQXkEJl6bBmSnszfaqa00OpRXaXtiG/Zaj8QhUcnbQ2c+gZ5lRR3DKwAjZAAkyGSlSoZYfYLROlCNCLl8gSasXYbVDSnnhjBpogN9xY51UG8uxLZ/BgxlRMgD3c9G8OTDNJVMjbOF4spf6aO6nLEGamlcDZ3BLq946S+L2fsu2PSlY5Du7wIhZthe1UwsB9oc/f8eMaAOSVnNpSM8IiwrBdbaKldxEwiynQI1oB3xFWy4dSQm6J0MrGovTEL9Ey0rOTgoNaexx5BdC3fDLaAqkQNQ3TzHyefoalKUNez3avgR3un2N5cfTbEtwzDas/PipYvjf7d2A9l4dsU2ZFcgHoZW8LX7/9t33b9/Xv//h+7fFSHug7UD6lcrQ8+pHJWSJMCpWBA+sWFbsqfabM++KZRUh53+zI713ViTP5KkVyxEDjOQn2t7dblXjD7NXtlwuqNdX7ObmxolP8HpvvsjfYtDsTacMkF5PNHpRFN9ay5s9GO9uoRrwngzINhilXJFYhcJN/nE19UYT8Aq3v/OmCWCmhri8kBaqyLPaIcg9R20pAffdCj2MAEjsBiMhDMk4WQP0dstE/yntuVlQHyHjsAQrlpicW9/9LvCGfiZGi80q2IGurv+IrHRyCMz2cl4ub385CK0/I23QI+DW6jLa1ooVrrGomDPXEQ0yAMMQ122QvJo6TIZ5toz3IJKUAI7pGTHC1ooVdad4C21RuaUvqRNpmYDyCh6FhTan8DDtx8OawcqqGhVYuWQ7pdmhYuhhsU4Y62Za1X7ESlg4mnK5/DRQC0gbfSyQsMWaOckr/IBiHSbztEOfZ80Mqdqy9m88uRBsZN4W7oX0vg76uBXjzkeq2M9/vhPQtak0kwNogqszI081na/mhMfvvpmW3L3JKfiAxCto1xRrj2DB8Zl82BWcVLMvl8hKTsaGeEinR26RPu6AXKzZ7d2nEehVf2pRcv0qp4g5R22FJzXZlvAw08W5bPAwEBSdhxkd8yHVbM4pcAYd7Qw/QOVoS5abHDbjzuHtA5cNGNZqsnOZSvjS3EA/YMNugcQTourw/qrYMbiNBL1DRYO/iTV3QdeUhccYzQEuo1jeXSNslZLw9q6asp/anYRGuFf5lDvUbNgzqrcDe+AorBf3g8BD0heWcoI/gpyYIHTJa6TLWEQyBftB97mWShQ/CbjS+dZJFFiOLm2rtOs/s/0cQ7/UBvz8LVa/hImOHQO9E2tAi8KBxZrGD3hB0AmosB+Cmn5AyXYTBM2M632IQu/0ZRHsQ8VeLz+NnB8ytHHzxAUnsoGn9Rct6mkRowPhjAL6i9C25x0pIX9qtMoHGfUrw4Q0luOhnmIce0LQuOOkCIdI9IXQO1ZnuWIf9oOw5M6RC8P5aKLwcQLnVwl/usIT4f+rLhuJdiasqce5V+pgvpCr6f8GXiDw2hldz1lvgROOeo/GNawyPyZ2UtvgSw2vtKDj+/Ug4yL2RVRmu5RG9bpBU8/1vUFxOpzxaeQpHgCVUn2AS612wSlyQ3Oie5YHtKI7cw+2PMCFdg0Ce5GPRTpkopLcFLXA06d7jjQTLcIPYpe4dPOQKJ6Exyst7q8SIhuxV11LHqs/5dO68i5ih8xamUadoI1B7uAulh4C/naPtwXqAfTW7kZEZ4MBI0zH07jx0zETuNFhT3vtNJg9qlUEnVLwZ5uBxNkIDdzQATcwjoaiMeitqikoW7s+wf1GLMedz9zUw4DnmE1KAek51QnMbYt5tRAbSVUWLnhTVHTa3+RLPsClCif/zZgalaPThv5feRJs3D/zM7qpbidz3M3QekTehNW5drhyh7CZ39O5rRgJ4gbPl/nJqXZBn9pHhGqkeU3x3cTVCj5IDm7kauCY+sTtflBn14Ev8rHmIhunMq8NKMm2PKeq8M8qNDDDLjVgy49xP6zJu/o0ZZ/VlyksNrCGn7mwySqvITSBQZdQ3TXgHknaDyWhvsxp8ywpiavXyBygUHR17uTs4q41xST7U+2DrLXz+cYHabHzgK46nMjDJyC+nIu4m5K48Iq3bRm1iQNSWHiMOM7vR6cAHIigABwmFGiNZKBXMzA87wnAVYbPsusJIrDNUySK0BxT9dXdNMx7bfu8jNrT+yV/75ObHPeOdpOjlguxk0dnDv4+0V/JrONNGS2RLsQNU5JtYc+7XbzQHhs1lKkxk4W0oCXvptGXa/JQFHQLiP/87+ymQwDG6sn4sH9Em0FZuUXgriqLYzEjrF+xbymy/spkd2UhsL5mUvm7Wvy368gjJsnaXlj5ANpfqSPRdE8JAzNz+EteD7hRp0u4vw93segIJ3FGq9QSPTUf0pbANBzhuAVtmLCryRTUZcOub5AreyzcNtziEDR1+Wvyk7AJD0bsF+zNmO1jPtR70Ecwk/2h4dTxy1QQJuOTG8BWmJO7Co/jpvyjgav5YePzePgbK6hWmIbrz1dSGaI/SVFlBsprjeeV1bxSmRiT2B8Pwy4Ad9pzQ+Ghsix82kWtoQFpu0vNGyseKPyzVcreHLk+3DSaG1zXshrRvj5rfqp9DNIdBNwU7rREEw1rTXsP9itgYGzfHOpOqVOd3Ek4QA4XMA3vuIUb6lo8Cxh50XcQkiG8B3ENuut1c+IGW5TsLjXdjW9Qeia3HB/+/F3Ihfkyp8/RqdP2IrnBRkz1Q3bwLIriHd3FmTE+rwzT0CjdhoShNeOSKX3ac4k+8IlxfYS2otQK1w/1zmAuyph246OaqH5Att6BXiYjT1wfoGXnPbh7N6OaA1h2Ru3Fz/ySxQhmjsFcH+kVLm41cOxsaocvHklO+Un4SqfSoL//tKU06VzhrguVmxEtGYuPeYgLN3cLdLnUlp4POMvISRx0ACJyQ9QtKk+iDV0vuGc6fot2OZxY3PRFctIorigHfZxfYXLYeJqKuPYr9A0QAt8TMoVX81GJcWvp/32OEXQecceg4SqGfjt6DIlfc9Y6HmUdbDfEKTF/fsXXt6/vKKqp7407nha2Fy7WVEz1uBEudSFFwojW+RDI4HDDTW2iDStdUod5N0XCoy3LQxaGnIhfFpAUMT9vSQ7MBGw4MGSIjk974S+VSxS/G7fPnxbN2ZXQX5DZYCBp2uTujrwuFzmg+HaCYSbfTx7EvbgH/l8XqKncj4WRbSbyGccQJWpkzCDq7l1gDDbWMRUiF/unepbx6blNEKNtH41o18zLcRxeuGtGp3CGi8Yr8rMcaS66CoqrfAqpbFyckQLjPkDnp5huxCf16aS32DGKRQ/5JeTHT25vZwjhu8RX82fxF6rr8bUSS2ToKc5Ggj4lIigeEYfMgDtMZg24N6aog7xBVbvdNBfnzIdknMplJpxAs60gvyYztdarszTfZ3VS3kpOggLY/WpIYLi0CHokLPAZIxeR31ha/JM2L1IP8dVgTkoayCiYyDC2h2sWJ65c34NPDsxI/C15Rhr+3oOxrwzj0pxBrwcPJmY35eQuXVSupbl6cpdOWh1PFlId6RQqpX9In526I1KnvACNWqZEnJ2PsfQWS2ul8yAdaH2V9lLZGwJeZJQNTyui8XV2kM0V7RCpvabpA5scSSt23l82xdeGfW0K9jUrQWuHfqNaQGUeX/gDR7Gc9WBGW83nX6J0pgRAlrLNhhXOTq+fAuTjDag8n+oWQuW4eH/hl5DHpOCoaw4s7Rpu/TLt9lN8yq1wWXeFE65izcJTxQonXvjOP31y9y5COji4++iE0qiuLSK63rfxbR2e3ZazFPVQo8M1s1ivGdlXjHtpZz6fTp1lsjlwHSZKvIRzwtxU49wa0d6xDcuENEXOzEh7cLRu0cla3jnO5RNkymjr98QLNVG2X2a2wFNaCtkQtgXSYIP/y1SXlrXPDvWqy1Yunp1opaO5R5qswold7Jgw7vq2gTK+r5ix2t+s5HlkwQFD58uttKjY67n0MEcoROvGozUQynoqDYrZZlcnhPbGR7RTyKP99Xk3vz5UZSmtM2tBc7TqDeja+svrzDvI2nyGi09NnnFQktYY4EkgzJwDYJwVHYNiR/5Yvq5meuTxsRv25gpYf521U12nzjf9KcSJ8H+Ta0ga4a6jyHA7+P5izsyYaebjmEGsKBiJeELrwrdUTBEnD3mRtONF7OlyxlHri2Y/Az/k5xJmjC5UuJDrGBAdKowQS3wbbkgmwKJihlF2b6Tnkv0MRWSQyifpml8TOnrNi3ZyK7icymuKSmT+VSzcvZpvcwKT9sWxExGP+VlU4ZEmTtoK1cOcqz0sFEgeXALMEh15mFlEPbv1iTJuz71g21fMXKTdgxXNZrQlnQcZFR/F+HV/sjU3h6d0X6KV4pgbGvOTsRvrXcpaGc1cudoiaDfjyPFPUqM+hc324oYICnJWj2akU71t1BHX459mmJTwiLD/LOX87FRTt8kT5fpKqcNN5NCYOwN8tE5PESwSK+Pt09j7doNLPkFz+8s7ZxPwhzOHr5dzApXR8afJ0iwNo3i53ODZjD+/UOxRZDHiUc3ml4gRJwl0zqKaSZJYOFDGUj6XnhTLZvK81ZDDH2tcszSw7AzjdAqV+6XlUFcqAkJ7WPyG1f7R6TrsWtHozFUN3dHMD0UTzg/73bcf3v7127+9/+77+jdvf/Xn343jgi7V5ASyTMstJqPuKlbwYom2cDdVsictpC2zXLMkyZViExBzAemC/c63+0y1aqjR3YkONru59c25SHN5jrF1lHsIjxZPIR7aaCsElsgQNid5cYwbyYsrHPT2S1r2X6wDWVJt4qpTYyOEXIxtt3HUTHYwAfvFZnRN6A7rLt2RIilJqWNpbt01292cJbtGm0keaMWKZk+5reaWnmrREsdPHbc7pY+uJf7CJlfrVwzhN/odb5BHOefPppw/nyYaiylmdq86O+G3WUW2r8SmQkrytlxFK925hLofVvra3h9VryXv8KiSCIY/lv5olLymDBD8mnGCSPf7vNmTEFP6aNcxLlkv4+Asv7FRVPRNPiM7cmtBG7aFhvf+OnuodTTM7lVvOB4g0QMVR9zwzIhj33FcbTu6NGq3FTvzrmLmx6BqqFJqWJ0vzyrx5GXLdrusmHs88y4+mx+X2V70o4aSmeNp9ixMzZ5l2XjwFWMhZdorLaqvclXwiEoOczZFKULahOJi/CWhwaOC6GD9tfmfo2pho1XBviZ69FrQrWRF9FO93fwHah5oDrXhR6idEHuf5+qEK63O9Y43VlEeZZj8nTrnQv/YwCkWPq/eaq1m0haTVWRpgKHCyn1MoO86Kt0LtXLXKDofiJwlH/rSeiiTUnIFj9D0Fsri/ds/vP31B/Zz9tt3P3w/fPjgh3e/efuO/epvoY6T9LaYvWnCv5ZS0c6u9EdPycn8Km/b2wL1DXr8ZXtbkCdSc7IR7me4n3Iv0sjC3TxYpFfQITMB9asZb8/TJJm8ckmLNSkHotToGw/XCMMoq6iFx1s9Wg2SAMGtOsVbU6JKjFPMrXUkYj+cQHMrlOTdFWmLU89WPbxIYE/cZLE/B25coJHs8BxEmL0mcxFvBHCF5Z+43ecKZ1AyVaZRKNWa3paTjTKMnlNFgz2JfpeZVvBFgPW0li92pE9r0LYcxv7ravs+u4gv58dLK/JmFAgu//ZA2xayA8JWqW5IB8KVhG+URCSWM73G3y4ZOk9YmjMdEUlukfrjacZJePsA2lWdMvftDEEfIKHPwYBZT4tZXXlLuG0cDgW0N5dVlqs2cjrcp1joAyt6VO/xL5SQL139mYvAlyzyrCMv58tnx+z/OFv/SSCKdQA1qhh9UXXo4t0Pf61/+93bP/zmPYp14dxZVySBTxTL8S8Txe0daN9Cj/ZycrWAqV+MoiZtPeyVYhxJLwbbWlCZa5s+D4kaMWWzUT3lMCwWKPuJvXXcOsAF6alX+OAJGYh4WLNS4wYWO3ZAZlHneM/lGYkNA1U+hYlwUUhZKof3k4VdhmjEb5og7yefT2Ilwua0V/15Siq6MwJDF9v9aRm3TbtlG/okjJuL/VtS1k8d/IVWuw0OZKrN3WK9y/RPu4vLAOYZJzBzMQIOCXcGV+Of8rzcqp423DkFJkn5OH8oJHO8dY4/OuSejtlijHWfZhg6pTj88H5+9qiBgk22K2PrI9K1lqbyv434B4RnIVXAZ7RR14HpXpdO/Ix8xeHXYZDnaTGAn8IVD5gC/Wx/CXkXsZg6LNdo1HLLc1eOjjcEAc/rJchGtULeb4re7m7+M+SueSK+pX+EkpMleVcj2cF5sSZOnGZGJfdjDxV9RWQZdnCMLDkDV7mPNfjV4M5+jSL2+Brt6+tYdBZb31DrG2x9wzZuMDX6YmovbSjl6BKU4L7O5RRYxVxVnDPkb6aJMqrzpwfzmsILOr05Fjtqn3UvVW+D4x9DHGgIbnxaQqK50TQgakXHJRRrRGlUHSN2vqTz6snqySmDxzOZ0GvxdaTGPArQuZVSQl5yWn4Gp38VPpnvMMHJneu79vbNHfvZxkN+IaInrY7qCrO+JK4/gXYa1AnkC+UndYBwk0zlG7dm++hk+0C3dS9DpLdwY/iDwyPMm6EE+fU7Gol5rF7PYnUIqR6I94tR8h9p+HykXHoVHhMqtFCkGnbdnGJgG9RHnnAp5jh4qJBRTv6Q/RuXwuJ+vxmXm86uKj2vzK/IiPZTNv1OyOdn/+WLZk8PQM/NnubkObXeiQeo8WWk27TO6QM2p+PpxQqHDl7A1SIMB9U5xWldrK/7iN7ycBpBLu8kVU5MTW/iSFNiYD6+GhnrvFKcal5Agk4KQb1HTqNz4d5diUk0Slohk1KXSYAoZNeGyvFE0Vw12RPIqSvkaTxbWj7jUESviQ5ScyvOEHvWj0hxSGpA1PbHUIiitsbzO6vpSE+CvhQ/8CcZPHAetTB2u+KjOUmiLyRs2McCZft18pEe/7XQ8no+MI29LWRxl9+c+CPBgDlFpobOmw0bq7et8beSo5KvsMW0uJ8gsgiLrIWpG+UCf1Bi3wTJoUyRP78i9sSq2GetjD21Ojas0NVRza8zdDVTZoc1edHLLrZnusfeXvwywoWYTazHNCdobLp7/KuVMHHUrpcNSnm5Wy7+LwAA//9QSwcIyvIEHowYAACUWAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL291dHNpZGUucHmMV8GO2zgMvecrCF1qAx7vHhctcphDD71se1hgD4PCUCxmoo0tuSI9maDovy9EKY6dSTLNYQbRPFLk4yOpUUr9GywjAXvQ8KwZD/oIQ/AtEn0gIPYBYRt8D35ksgbBMhR+DFR+BO087zCc8IDOWPcMGjrt8AOtgj9UwDvM36HV7Q4N6Gd0DG3nCQ1sjqDb1hp0XEVLTwzBj4zgA1hn8DUeB6SxR+h12MdzvaKRBnRkvYNeGwTsCA87DBjRPbI2mjUcYnI1fNbtDkZCgnEgDqj7DwT+4HJ6j9++VKBJIs2prGinQ8wlniXUwY+d+QTfcq69fUUxIQTr6pVSarVatZ0mgq+Jqq8DfVwBABjcQiNeCsJuW6bT+AnIY3AQT+swOoehJqSYVsKvJns/NMEfGnQGjXipIOCPmSul1OPbetCC/zGESH3wBygsJw5a7xy2HJlkD8SasTabso4JnXxLfH5D9QafrStU8IcHiURV4nsd8MeT2uNRfS8nI4R1Msypl3WDjoNFqp+Ri2smdgsIlsB5hr+9w3N28ZOSWwMfh0TkzLPZlEX5Fl2jM01mtMCJW2uEvScVUJN38xDipxFtNmZTiJPyslw/fy3qInpONrcq88+NJrB0pQ+guJDp45fHiK4FCgYjjCb3hx0KMbzTfC558IcStDPQoX5JSk1X3y2sRPUg99wrrTiCNTwja+ZQzPRbgToREkGqkkKWsWt//joXmrGHdQ5o8MNMDdlggiai1mLy9Of3qBFL1hFr12IRTyvgceiwlCEguLmgJqKvi2piAHvLCwKuiLuCrKD1KXPBV6DOyjplvJSUPheweE9PMv6azhPdk9OpyaPLRZdH8zi6YrMdK+ix9+EoUpBx+k5jj4wP8ep75afLzj5r0fIOqG463+4veI7dT2OIiWmDRiBoLprWbhMwjYmrwrhdynwN6Zf3ORYq3uXYjEFvOkzEZaa9w7ygiriJuq78OE3NGfsshpH1LA2q/yPvPk1XSJOOzkXweeHmau0RBylqf7dcEtdluWS6CmUzDTYy0QS/HJ2S+VWT68TFFdykdXyVucsQI/4h4e9KajHOZ5c0Q3pVLIRwY3Zfjzg9Fa4vzctoM/b3I80G0465ZnGDyPxI+a24TuB7gW3d5UQ+11gR8inGZuZsOWrtNjq52V9btyiCOmjGEEulZiJ60d2IN2S0kofQtFzNJmfM4Xi+yWwWYxJfWxwYPssv690ZOGiik8+5umPOFezxmL3bfvCBIXaffKfWD/I2icC6yQ3byHFRRhJ2mhKJyZVaYlReNLkvzebsy2xWmceTC7OpQMWJ1+TH9eQrDzk1q3oaM+tIwT2TQsJYy88zz3s8xrn8tMejLMk9HlOcnSUuxHU5J9lgh4w374juKnhz06B5N+V7mmyNsQH+mJZgmnTqREU0qfHVElMxS1Ye6Gspi2RLhQADatMwvnKBrvWx89dq5O3DX3NNbX2APVgHxdt0n/bnP8sddit63tfEOjDFFVWoRpXfy6W8I1hWzv6yLyQw+V8iRSYxm7EfqIhGZQVvYl39HwAA//9QSwcIgrYKwYwEAABbDQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL3Byb2Nlc3MucHmsfO2S3DaS4P96igwqHGJZbFryTTh87a3Z0Ng9tmJtyyHJM3HR7mOgSFQXplgARYDVqvP6ee497skuMvFBgGS1tDNbP6QmCSQSiUR+A1mWvZYchk6bnrMj3DPDH9gZul7VXGvI1dDr9XVo8FTD97bJm0FK3oOSYPYcTqI3A2uhblV9KOBBmD3s2IGvupaZneqPwBrWGd5rYLKhLtoMW2D3XJoCtOFdxxtQkkPP3w9cG2AGGBhx5OVq9W7PA0qtOHENQgKDneoPvIF6L9oG1I7A1kqaXrUt7yHvCceyO68L0AoYHETbgtDAoOeshbevvv+PVz/+uPIoSf7BwFYpY9vseq73IKThfddzw3vQhhkO6sR7OwV25PDDzZufbt5WP7z+6aYAZmFrw3oEUq5WL8OEatb3gmvqKaQ2TBoQBvas67jUON88YyYrAjF/leIDaF4r2eh1oJsZegm64zWYPTMrfNRAA/IGHvai5Qi1H6QGww4c8gwbZ9ceUgFqMLU68gJJeuwMGHXgUq9LiMm8E702q6M6OYxpZcEosDjuRC/kPfAT78+0Sj00A/fsgCyUE6KcRsR3/EMn+jM8MFPveU/vVk3PhKTuajC2Wc/1cOTQMa2famSIK4s3aG5My9fUSkLHe2Qr7foQhd0nO/U9X7VKdTBII1qkiNDwfhDclHCDSJs94h8YvxENHDmTloBIHg1bVh/siiKGrZD8GicsDbEfjrBnveSE6EnVbDu0rD8XwFm9t1tAGA18t+O1wa201bw/cWTHcpVl2Woljp3qDTB9lrVQ/hE5mH8wJ9Zr/0qFv/RZr3a9OkLHzL4VW3Dvf2FmHwC6kfzjidbOPz2ovnEw1GC0aLiH8do+vu7cZzMI/+ndIMJr3Nd6/NBLXcCRHXjltnhVt0yHd7jB7Rvb2yLju39r5cXfLMf/qFS3Wn37w823//HL61c/v4MNvCifAzzBJUBuYhr3u1GgjeqIt+z27IcOud/shQatlIS8UbX+gmQBq015bOD//d8vyxdfrVcLcxByqwbZ4FLXQ98jwv4VPAGp3rNruPnT8y9XqxVNBH6xeyQfCVY4Cq2vVwAADd9BVQkpTFXlmre7AnRfF7i0O3HvGuEPv5W6r2GDDdLXtjFsXK/0I/H2JiZcvg4tHEOVmpuKGLbC5nnouJ7DKjnSMZ98ITGzgfxF+byATB2yAp5PmpDwgA08X3itYQO//4FEpNW7+jO4DWNFTtqDfxC4hhv4K2s1n+CB4q0yTB9gAz8rOfusustfj/pe8/dzFAfN+wp3GqJ5ezef+Yg+NgVsinNIhbBTO6ojcQyak1SfjCS7ltU0udu7AO/ItWb3XNs+28GAVAbOnIS3ROmkenhgwgg5Wfw9b5uAW9CwJ9YOHBEMgBGx8Hmv2kY7cYgfvKqvlZQooNIhmD7g9DU3+RpHaZnkGh72SrvJM5rEU+1Hm+xNEpBCe9EcgNvtX5L+a9tqi09C3k8Zr7Jbc/pabREpL0hf2/97YuwpADMI2oARCLfdzb7nrImJ6pBym+kdajO/wcIGCY1D95Iawmap+4qaP4GrqysksDb9UBuhJL74l3+rUcageOOVRUlbOlx/fL7+A3ZGJRc+qJ4ETjRF+svuv1VohkPTq9zso/EI9A4y2+kXpdqbD7wejOozYm0hITf7UqLVpHrIMmvU4KfJezugRh2a59me90eurxzDZgVkTsBl68no+Ksavh3u88xOIkOjgEAXkGXlP5SQeZh3iRuDmUobVh/yVhyF2Xy1vr2+enG3LntOmzbPfpM4JPwnZOvb66+eP79bJ2P2nPYDkg7JsVpilIiKyFMjNWkRazVIc2kRs8zRU4/GiqUOmr9kMXeC1xwF0YPqD5DXrdIoPZgEfhI1ClVnZhthWvoS7RWthZJrIBxQA3K3ZPAPtdXXJCloK6AgskOaPT+SPf2w52ZvTeEz7IQUeg9bvlM9j2jgrGqCQYRqFNe05g3vuESb3xrjZOrDj0reX6GJT86ABtZzaPnOAGuV5CWaTR72Rfb+17mYWHEDCVMmDQzr7zmu5T03zJg+N/sCssq+zgrSQimbPKB22FjIzyCDDJ6NnakbAqjeD6zFNlWFTJetp5troctRNUMbOsBmA1mtpLNkyt1ghp7r0m2H+X4hxJ5tIIOlfUu2V6dU+1QTe9FyY7NrMm6RSWiNiH94U9iNbqZoK11yeRK9kuU9N3n2/ct3N39/+b/evvqp+u7mL79+n310I1/RUmUF4VvgFGnADKHjmEye8wcUMTQf5FN6+vH1z99XP77628131bsf3ty8/O7tGnirOWRt4LQ5lWkS2jppNafFdUIevd/GEmqUXp8+9nyW/SAtp/WDnH00oj4Qm7nR/676Q2lf5pGk8T/kaEeXfGEoGFUdAbImnwW3/mjrVtWsLdGKQBGygXf9wBc7mf68PDbY6ebLY+2EZG37SNfHkEltxumPfLG4e326PAxMhvLG2NUGXnxyJzRMsNOz/0qn+lRKZcTuXLG2XVrfT57HEv6LqFi+Ix+D2CZp8K9rNmfFTVSaNdBSrRdZaf91aeEsvsQWmpl9znyg+TIN9/F+I5/QN3B+l3esnf1chL++Td2xpK+3tnW5ZTo41n9hmvveL62TXMBP1m6+OZFqfstl84broTXLgJ2i9hDf2se3auhrPp1pP0jrd69SkuOUC/vnOCt6THGhV8kIqOio89hviv4SPgTor+zA3aRhsxAoyBepkxI7ps/6IvhSycp5M95yrxqOIr6v0GUKHQOBypevXuL/AbExWpHPGo0DIy2irnNwYgd7pklRW7pl7kvmtE/ipbrd2jFT7502t2Zgqfs62nY7duB+YtG0U4um7jkzgcQuBFoEN3AhBoE/BhsCn/t2qYxmJYVZWG3EiVcuRLeBav42ACjJHU3BLGoGVjoeryyulqCS90lL/qHmnYEb+k8oOYfTMa2XxBdbpeuWxK/LKqUXSsLkxUh81VvjTUh49d2PN9XfX7779oebN29n/k+88uloBUFY0MzaWXWXuhRQiabllQueJsJywmhoaFd7znqz5cxUaI2feD+VmDTQclNaVxysVr0ajIgYlUKH5V6pQyVefC2nPEoi3y+mZbOp6H9E0LppjxueJMobrrn5RbWiPgcgtd8Ek8BYvUNTIIETqYF6dz+KZ4qeJGtLIYva6pvQLFuj7X+bGd7y+54ds7uUjJ+gNybaYobJbSKP8259B5tJ55xLtm15s0GTq7Cxs03mhtXimKWTbPiODa3BDclN1RHtcFHtX/mcsAXUtxm1zu5SUBbE9lyFKNIGfk8RPqyvHwV9WhN5DwWcKADgSBzBtET+/Y91KQw/6nz9xzIO5tyh0Pn98M8OiAA+Mth9r4aucspWVx3vK4rVbWCrVOth2Vb+Y1aQLbxOSWftkI+Ccs0iWGTKToA5KJU2qufVkX1AfVM17IyMLKTx0OIvWQH/8/kyHF01AhH5hZl9Phpbt1mUy8ru1vAFZL5HlsAhyUHCqFHB/La+IvryV+jLQ/iudsBCUssGE9TQooPfnuEo9E5EEYNxL8a7JN12T+Al7NWRQ71nUvIWR0BvVD1ICkxQJFYqClo+1djKZvRChJIbUJKXCdDI6NTcuE2Ud1aPlUPX8T5fo+tO5Km+/eHlzz/f/IhO97gTrxCraDs6FVTv7uOAYJSysuT4WMDv479RAO+ZbFrukg49f5+Gkn7xabMo0/qNQ1MTDXvetWfIKcjtsl6ghay5DQUxbXy/dRKN6ZjZw+Yx0/2XN6//+urHmyzRXug+Y9d0gR3drAnnZoRzGXu6VNkvvdqJduSerle7KCpjqZBV+NpHZXD/+36l+38WfnZw8L8EdmlFcdR+ZtN8FPdFR5eAN0JPoI+fhmNXacOMzrPPdPlZk8FnkCPlCqT5PTedaPL1OlbFj7CCS+z0/L1dJkoRJwuDbxa8LJ8R2rWKmRyfbp/frQvQSG18eoFPKJLo6cu7SAJRQL3n728z1WWTfEucb0i/qK0ut/xeyDxjzYnJmmcFMLOh1GHJO1Xv8/WkD2W0XGuHKo3LUMMVoGRFqeCNXST/SB+O6sQ3YWB8akbgH7HUfbOdnPOg6qoMnoHqpsFBscP2QtPrCSsxoTn8DQXQTd+rHtUFd9bxGEfVQ2ezvh181iNbxAk+NaCHspPEglb1TVjd5tVTB9zNs/r29a8/v0txClE5ceQ9KhmcUdK+PCptqlodj0rmX69TZk5b1i1ncdJRDeY282Inu/N2Hq6EQe9k0tKmDMd29jltQ3kmTW2iZGlpX6NEpmw9isOWG2DwD7UNpRYknClegPqi5tdjpBpazlCbiDGI4MMlQxwBcdSdmMG2ygCthoUtRsyLPiXl6ixrTkSCE5wp+y6F/CxOca5hz+tD5bKKC7kGqo1I8pNWRNv85ZkbyKWygXyqsxCmcMUV2IwSk9uzL+QwcSoAteTaJUmFLaFAqqtdXFzUcdkIeX/lx9atMhq2fC9kQ+rJqXQf1EJEinHBe3hgmlSgVfQ0mqscADuoqxYogJKTuHF447OsBa1yotbQHDkirq3QNpAVsrkTchv+wRSEH2zgiD7DB5PdFfgnvowEHtgVpHyykCOLI4Wq9wMfeDNfyVpJI+RAVlZEXiKry+0Kcw22uw3DT3PHblwmz3lIIxSQhTx40JCbjUWOsj2IIlV5lKxtb6++vr5bdGAjwpQ9R7mZT4IIEM0i+dCKE9LsdjYgfsjXRKvSEnZjCUwb1Ooix3mI+IzC+AFhXKZm8sGl1ZE+pgycQqSZkwThLm7KnMCoHirHzNWeOSXhgzEIaSl1uYjVp5CWS9OfvRR0VW+Jz1BW2ERwshRypOF6PgjyoOOZkjVNTmg+2qyisoBb/DcR1snnMGQBz9GAfrFEtaO1Q4jqkrVL+aBgJxByNAfrcswLEfRYpOEKEr4BhuOImgfFuTwzfhQmz9wEMruhNxZ7R9ENUTvQVzQ4B7sCFNtDzri9enEXtShmkxl/1p2n8W3RDFFCNLmHkxp1bpYkwnWlpLMvTCrG/+5Ts0SCp5Hgww2DxGH6YB2zCfVIZNbsyJFyOMgofcMAzUDFf3GBB+QMUOUz2TzVyP0MqLhvOrRUoId6j8On/oPTnm6je7FIa+nTbLFFFfZSVtE4drGs7xxRK+jGuaZ7W+85GXC2OlFSBamrZyRMSFO5ukrygIpgGHDWt+d5nwA+qYX5hhQ9POy5RFWp3bgNChqqQkzoYHV6qqbHTdiIeYXUotCcRSVHcTm3M/Fnyp7Xqm9C5NwMorKv8oXsoNu2brn8Cnkgc/B2CKcd7QD4UKmdD5EsjWLGIi3fLbyo1G65i3NRtHdX7IaKQBXjt3n/cSMuZ8yijXorkDRB8KU1bUl7MmCHHoUx8VPucaA+S5PgsqmoYMCUngefubndPr9b6OCKem0P64gttLIuYVzXVNasbStmcutPHZVURFmHwdohWtn6DhQ0M7CWKWf5YGK6UY3aPTHdy2iAjG005zJs4yUeTZteykKbkgarBGm/UMY1lglGRoO3p2bSytpQXj4ubQBLmJlANhdS70/g5VTYug3uRWxQWpZWwngRUsLLgCDK1gvwRwF8SeZehzGeapJfmp2TGtpyEXRg4slypnzsN8ScQ6y83EDis8MzGEt9l+hre/1b2A2XpIpl6rJGb7+9UF3gYRTJVqERYg7kTfboIJ+wcwjmP7ltnBJsRBPpMAtiQc/TBuPo6yxFoMIr12Y6FrKjU3ScmKxDTvRVoXFZte3u3DrX4Kl1s+wmIXvinkvzNArU2m31oPq2cY4WcaJTmsLYGONs2wklQT3w0YJbjyxJjWkm0SJu0uUjCRNLl0QUBOESBBEt0yRwkMpsmv4ypxcepSgeWC4W7fS85UwngUPy90o9lvLYis5R7S5adu/2HN79+gqctrYVuUR8d/CBlhTy59fAwmpaOibFc058UY3/YuzJsuJYM41mhhZNATp1h80gypDm8FmVuf1htXDGXBYcrdCSHi4FLZwzQ9PEfaVFROWA3Ui4qTlxkXpO+nk788R7Qt2VLo7MTLEEo1obePB5TW/UH/iZhGmATvDsclhnQLKjY2PXp7D+Ab458HM4sEQximTQI2s40js1DMnd31ywghNvb1aA6BJiPKxcAILN0Yh27mFWxLmx+Sry2O3ZkK0Rni8u5GG6bGF/+c6jnxgDtPWMTpAQeSNiulQEk6Ci+FZiHV7kAKeFyawMOpd2T04bwR83kSqNhDlLLN1J/BSXgZIyobMjs0Xgx86gEuSnxP6YWkT85BUS+sEzeZU0c1GbLA3d24FUD7kdKgyjRye3M+fqqO890YN7/md4Pln1JbNFmL0ajCVgzqDbK3QW3VsGNSM5vvZHsYQVS9c2UjiBTkL4LM2eG1GXM7HxSShfCBak/W5tn7t5JZ9jy2hRayYbOhZiysMD692gWYeyQhtK1XrDL1ujTeEe7pItV1MeE0HNNtKkwrSmDAoF6PFL/YmxIRxkwEGockPzJk99JL1giood1Lh1B0qEoW1g6+yHC2arI84w3cRUwkQvbVZTdfq/IZGZ/MZ9rbpqq5RZzGVVD70w3K5JPa36QD8hZOEr4errXa2Gy31x3tDBpmLMh+Fg9G6SWIqSUa7J5UxUyGQHqI16kK6kZFJIQsDjUrahu+3u4sy6raQ3VOIvNGgj2hYQoKvJFzrUeKUoh6oqeppXGFmCTOt2liZOhT991Mn+PWmZnNWKjGVbVoXv4862eTycY6/f/0hW3+2vS3ntmYjKKQTlHCJbq07Syh2doEpaBrpler8u4bUENp6UirV6sIetxHblhRTcsedVJ+erhCFJ68oO6ZkCP5HpPAoZd/KKjg1TZinUOzyFoWuY4Taer6FRkIfjHwfOO23jU/QZlKTCCwdvDDY++dNXX335IlVXLgRD6dBJXiIq8qEVCjU+2O42VEXFRUJj2Vy8pv6sN3H9vKJwspPC9qCjiqjOgmSldIUbItaZtoJ/z9smjtDeZgd+zu4ezQ73ITSUlKwGLDdRoeSemUo0DrR7yu4ei+W6H7U1586iZScX3uEEmyNqDZJYbgDbyL2xMgJn+gmDuQqiBE54N0IaaXB4SKvfxG6UUJfi74eH2/Hb3dSVJHq6Y5ZJ0MwF7gL4ZXuFWoUQIv9g4uNf2RdTXJ5AlKS0STRnMg9SvB/4WALkzDjD29afXfTywR2RT+0Nh272mYbb42fNHdVYRBFDO8WFlMiocEs6zX8xd0LxyFv8eBeHKENDMibpdVxfTdA2DhHi1w0dJ/ahJ9FssqMtCYnwLODzzw8PIxJHfY8Ln/FTdg1kPtL+v4Zk74zLfG0L1RZ4Y50wT7RB524k4YMbNSmqSmqEC7i9W3u6HfV9SrZRHSQgqbglZ75cPOm2oEFsc6s8kk6JFvmBrD4UMCEbouLstOs5N/+P+v4W6XoX04WfyoSz3fPjzG3ZyWf7HFF+txvn2oMYl44GtmI8XTr6MO7YP0bq1OaDPVNu3CUDZa060vv4Ik8aokDPJ2ficSEL4KcZvZd1vaeZjZ8FPc5P68IjsanNhzgEEtfsp2sWEQt53O8V4q9OdWGwKYPNKm6w9wLhly0Vj1DCbtpn5egsaoL4Ap/puRPqcXyqbeLZn9ouqDKib7CnknV0Ocue2Ss9rDURtp2cFSxUZHUyec/zF8+n/px3qpZ09ZR+FKdxL+fewbbn7JC8ZZQwDNcPtJx3+fPUIkYpJOSlBYjsa0dMHlR8wuuXVfyIx0cFBczp9eWUXHB5WoFjVUfBxcvGqd4Phmz13N8NYx299GYdgrF2MUUSG6xt01tZ+Ae0ZNGiHLnZ+PrNeR4xIqeLfn6kcC6+SeFTbHfV+RltUmXh3mbr9cUhStY0VaMkr2rWtltW++1mo7GPy3Pbxod4mD5EJCco4TqJuaVCYQHbP11EIxwO00Vc9kmQKwiRSwuPK6eHjvcnoak2SaIboqwTMp6N9otrq8LIlUMdFLw8H5y/jnPwyXlse+eCUeDTDQM9ZXSkPfM3/4DahTJsOm2d+AXYNKRojkoqeAahdNIuqgVXwFfPY8fYoj2JpRP7RrD+zQ6Q7i05pnWJz5AaFRUWLtS7WTtvOXk9l0QumBvPZy5t4jLRCpvkRyFzSXVciO2/UioKFu2IBJuNxyrE4mazxkbyw1JMnEpB3wwSG7pi0MB/0TH9UBWK6EDHtCHfl/jMXtOUf1Z+tVujrShjE9WzeMbQ0EhkRLzvvGZwLD85z5Rl2a+jPPP+o410M+OOMjmHxOZ/xhuU3v36yiUru6ifmJSZP1puHRxWQis0c2fHxjraRQhjPMttb39KEQX34g6filjX4YrCPI+J2pCRHslJ/viShy120D2aoZlaxtMokrWB7mZlI+xRpz1BgMXOd4oEowLiascMaytu+XI8D1E5UmQ+cjXInrN6z7Yth3xst86QtqY/4wc65rTgO81Ny7Jy56Xj4T8aSvLrOiwr7EurOjyuPv+ZNV0m6UdWcSlhPJlhMxyX5zbNv1DD9Wq1cubrdrjPP2d9MFc/fqjDncde+WklRzkoyqY6Lt1BhYxla2AadumEu15IY8ctYCdavtkFnOIayqR80oKISt3ouhPKoOGoNulAET9XbMzk+ZOKjXMf/rPDPbX1ZwjE75Cn0Ija2Pet0MbHFmzCT7Ozh4yijiJ0owzbq7bhPaUWLPw7eJam5EJKzw/ncnLEANqzHCr+PU7LARwp6g+qFnBibUj4oaOX7x/J7GUO53BVDx12xSlmNIXk/Vw/LaYnBDreqm00xUbyE2sLVya9ZGU75gz87Z6t1HLssAyt4V24wkXs7CP8Gf7HjPFHCRhdpUKAfGgqKYCe9Q+4iV2cvSEIyBPzrcbkOU+wTnCGZ/DCHlc8RSvVjmu9vjRajm0LMEPXUmWqWVOkz5w7arAuq8peI0MFEg1/P/Dsvwc5h9NkdZ7AX1h9uO/p1jx3TFlP9pvLRJApsGcnshnpFkajoFF+30YZXrHj9blu+eoJ5Acmt0zCVrG+0QUVn6jdTsOWmwfOJRxZvReSUzDdOuQtv2dGKKkL0DVr+ZVRV/+H9y5urzreM6P6p3r1xHlcKHpsMsBMrzR1dzrSsUX0EsDs1aCZM6rRsNLAQIvj0DK0fht2/gahnFdP6Hocd5kUVdEwCCerLS2sKT/ezOboZOuZbErBOOewXD0Bfx0U9aXaeSWtpbdwGRTdzYQY+AMBvMElXZer+e00sAE0Ku2pTdTa1TasaeVubMPXFMSz8Zwen8MRcnzoOevsa7p0EP9YuFfoUlz78l1fVbZerZKD94RuZfnCGgKC9/6IPCHgvjVCd/Zt8tWx0PhujlNW0ejVyEwJBGKryqgK2Sr5QgxVubtowxfUalG4KD7S79S1U4Kff26zzk6epPEHGxJeU5F9vgQysFf+T4GzetcesK5bXYA/6YImTt36q1W68qga9LCa2wz/csHPriQcjkIOhvvjyc1tFr/1tlBXMlPt1dCPzdyLsYW18Pyp6cYaIPZlevDaN634h7odGl7Fh/1JTvrerkFWQJ6xTlT2FkFctwe+3St1yNYB5va+cu55OHaN+IWJuXTxffo1K+DLP6WCsvOUXUhI86aga4dHo+atv+6l0SicHlAuiB56ZNkjdKw39u4BBvdcWkEGCGes06Nja66mFGHbG5AdRl3LzryhNtZoQQHka7jQQnOOak4QHpQPUaBvSXdE1KptRRPZNf7qGUIwfoMaSccvhkE0PuFZ4UP8cXrdDdNw7/62qNNtT3aU8g39l2ef6S8+05SriUhpie87lzTqxmJTvhXHruU/48w7VvMcP/5p07LjtmHXI2Llr7+++i4X0mx6SbUCOO5WGJ2/+PLrdeErxza40m5xF0oRwpq6moMzO7a+9muvjvwaGu7uhzxxm5H2eWtSmXFdDULojySI3OXNBDy3dWRK1NwVLNN1NtrGj0mvZi9bdLWybyD1ur+Q/AEYWbP2jOO4pM74/4RLAqKZZd5gke5gd8k/oIkcn0ig15ZSZHZkrOt6dWKtvv5NQkyOishRuXlfww6tDbqPkctaobm6yQazu/o6CyvwyJU041JEQQr1IEMo3d7uSyXR/m5DBvvhyHAr6QeyaNzBkBCjyFG32c0o3CWqNkU35v3tQeExNON4fc977ioT9qJvrnBXn91HDUd2hi2Ho9BayPtxVZIAyFEhU1funq2qCr53dBFVBs+i238QUbTkNrfZ517IXr5bx8IPlxWJHb1Z9FyDnUiexlE1o8cy8zViY7agPWnr207leJsh2q1H1Yx2LLki89XNwpinyz4F6Y7TwiVGs1jBaOE7gcbjvaB0ScxL14hOvWK3L96++damuMebIfB5vFNmvIwJnkFWdmfnPicrawsVIt95xvAlMl6erODrt5Pw1nRSR0rGl5qzvt7nffa/f9PP5kT5TX+e//v19W/6c6Tb+t9/059v8B2C+U9bjpi5C617Xv6UqLljKDhUPRztfSr5C3srJfbPVv8/AAD//1BLBwhfRWCiuR4AAHNgAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABAAAABydW5uZXIvcnVubmVyLnB5vFl7j9u2sv9fn2KuiqISqlW8aXFv4cAXCFKn2dNkN/BuTtHuCQRaGlmsZVIhqXXcIt/9YEjqZXubtn/UQLIWOZzHb56Uv/ifJ61WT9ZcPEHxAM3BVFJ8E4Rh+EKKUqodEzmCaoVANYe20UYh232lQSGrYcMM7tkBGiVz1BrWWHFRAIN/3d5cX9RcoKY9I3NZQyRbpeM0CO4qrqHkNQITBXCjQSDfVGvaB6awY6s5CcplgSncVXgAvmukMmAq7DWBCtUO9QXboDBBXmG+la0BwXZYwPoAr5arN8vb7Hb1wgorFH9AK/IHJ2NlLYPIi3yiWpE2h9jKIMsYFNjU8rAj9oVEPQdtmDJRDHtuKmhqZggmYAVrDCqdwA61ZhvUYCol201leQ3b2simO02KFIpxkZB2we3VDz9evX6dwrU0FRcbkOVgKCcoGo4FSAUKL/iuqZHUwuIZ7CtmSDFRaOACSqmsVN0qJVtRcLHRELGg0/Yrgtzspdomlm4nC6zd17yW+TYmacSHbVGnzcFi92C30uaQBsFb53DU5BmrmTBK1jUq7yQ9KC4pgohBKdVWgxQIecXrAhpUxxE0h7WUJrCUCWx5XYNGMspDY3ECZkEEu2F1tuz2FYpxhHqgFZpWCaso0prCIPJR8ermzdL602BarBPQqDWXQj/xqDC1RWUjVccgW1PzB9SAD6gOTmYCTAM3QIEBUkDB9dahY0M+hRuBNhdArn/F3FiTKS2IWJuCC2uPNoVsTQpLy1nhhxa1gYppCGUTWpKQmRCiB65My+rgneAfQWMuRaHjFFbY1Bxd7vweym04B6NaTCBN008ULn6xZLXGBEJUSqpwbrefAevTVzY2sZv6EORMKWIZGr5D0ph4VkjGi7Fz9yhMH+iak6uJrGbadIYkLtZNhVwBliXmRqdBsBQPXElBETwfpWkCI+dAxEDnipm8goIrzI1Uh2fABTew5w0S+HECd7+kVLGCwBeIX7UU3Xepu2+6ag2v+ye+EWx4OuggeLu6ubuBBT2kziXB8HVYR6UAvhggaBQXRj+DLWJjje8rnifIa2QiCF4tV0tYgNRpw0yVFlxRlYq6Z7bW9DfKMgq4LIvjgKqWPYAOq3SDJgoHrMIEwjAOeAlCGiBqqezXjifXxKsX8avkIrIYhz7viIMreWEczwMAAItCulfcYERApkW7a3TkQ+jlUQiNtHFZQOLJLmBDMkJfl20kTGtt+CmGryH8jwjjkfyybnUVuRXCHT9yEz2NrUOcaUKjMtEsIbvj3o9UArnQ5CAhP7A5LL+dPQ2Cbp2OGVbXUdwHSy03G6q1Ryf8crpmmufUC/kmctYshjhIoMYHrBcd8XK1ulnFwchjGk2BJWtrE4U/PL9b/vT85+z569c3P9H/2bvb5eqWfEDpGj568Obt8np18+5uucqev73Kflz+TGf09kKqi6FXhjHZYMu+addgOyIIqlaQs7qmXOmNdrX8yOZSyV234+lenCEL7GKqUKOJLrP/+26WzWb2XzqLA98lPM4ZlY+od49XNlWtmDJNXn47uwSIHB31OJFjAmsspaJQOtjm0fMpZV0ca+Wz4DhbPOi3V2+y65uXN6+/D+M5HY00moRqt2qFHreNWspGU103NHIwhXNgLoCpHZNkGhBsYBK75fewcKv0X5bXTOtoZGc6GTR6F/GipgHD5BUq/RU1xQtXz0EbbDREE0Ee1H+78v9ayiaVIvvQcjRZJeW2U0GhVbSDSbUic2FwCnYQFFhC5igdq/oQUeb6OhCG4ZVv5YwGhJYU5qaiNK7RGMoZbtw0RB0AWaEhMi3POus1Kgo+S6FdPSiYQcvdAWqbuXBgKGTUHZnxsUew+yHFxm/X+sk/1D7tAErhFadU+4lpPx+SMlxsXPWwCi6G1fTOfkvthiU5vwULqNluXTDQWJdzuJbC6W7UwUFEn6yDMHPg2Q38mGNjYGn/cCkG8oZpbR9KLlhdjxg9qoTTMwiOfRWeYh3GQUDadVHWT6dN3W6oLLrZpZtgaym3FPsJ9HlXoUI3sSlmKqQxkgk7tvghwSlPlaIT3QnJFG64Nqqf0083mIb+wTLqn1KnYYbC0NwRxcF5DC1+QWDTDF7QDNZHK81aVCWwOLmXdPeMhmYGGy72kM2AjKaJLIvIyQkNsiXfxINb1GUC+0vft3mDkU3h0bx78f9uFhxOPE1g//TkhJ1Ribg/OgQFLxw5qe+bHn146bYWMBsUoo/UaV5LjdH+Mj6/oZ5ONzIrP9sxLmgcKAvZoIjIuFCFcQLD2v5pAuGe1jwWxwIy24tnw/og9PLM4n6kCWGcOmsbXkyX9x4Cr8Wl02JKoyY0BHRoYx68M6lOeEcq/DDyopNwOtUQ1WT6GBGPRxD62Ll94RVJKUVpZeou6kC0OnWXYlwjrFpB5WpJk1MUUnoeh2nBsRjp4W4udppNa8kKHRHrkbl0P7LmjiydFCdwjujpCPvEj76pv1IN8nzG+bvdaym3bWO1nTLsSxj0bkHWRCO97POf0GvPuGl4MVJtdqKNzXGv0ueUoWtvSfdWx3GfePXi6ZkTVexZH67TcH+8kHcfX5BsKRnlmCoS2KujetL1J8VyXLN8axdtLe0iwFO8HdVa2oJFt+TG93FmktE2NLkAVYwKF36AxWnwdNun/rB3HD/m36kWPx1vp65/R6RRWjFR1GgT6MRnPVxU8PFj/geCTu4TX+o5fKlD+BIic2gwwo95nGYZ9dYsS4hbbOdlltsraQdlat9VmQw/5lF8f/HNbDabvx8s2KvT3JetScDP2Att1Gkh2KuTIsBLi4QdLakOUsIeJbvN2qFH9eV+3ufHpOccVynXKBbDuDHsWK+f3SrkXtjaZFy36Vqvhn0lNfaDFNdgSSNuhhcaTfcy56gErqU0GhYwGzJbNlb1szWWlyMDppgM664WxY/sHttWyR1ObsD34ejtQPh+4hZ/McSPXBsd0dEjz7gXAKnaGYXoCPp9qdMd22LBlT7aoeRT+OE+dPCPhOb3oUYswveOwgWFXZkUsqnv8scd9xj6Ix2PYXj+7u4me3FzfXd1/W6ZvVwtb19dL29vvUqNispaMhPlTrdSoa4Eah0m8M3/zmZxHP8R89Xy9u756i77fvX86jq7u3qzvHl39whr+xYzTODyuwlXXoIn+E0KPE6Vscy7Xyzn/N5Rvp8QdoWT73CyTgup+W2K3vh66nS07mMmfB+fNNffP02Cm0D/q8F9rruzk97ONbCahoYDtM3xsOF8/fUCLs/XAtsEo1Egje34cB9SFFn4tJ3ioz60juhIjqPrpR4DYneyUqo9U4Ut7xOA+lHiLwD0d7O/e4O3tpebARnDDNoOouReh/OOwI5kGa1FjxYM6h3+ihG6G517ASa42IRzuB+1jC5Axm9A738P7QtQalRkSpjYF7Nz6COM+LtXnJZdAqFVN/SvmT+9H8Vb1lXpAdAE2mYE6uDItOA6Z6ognNsGsNY4FJCUFUXsorxjGb4f+a135znH+Xebg4/sEG0d3zvis01vdNwPg+d3j13sQZatGbT1k8VZXZuuGMvmqPo3du4L/e8smc0I8o5/ppw7o/LgAgs+8V9MD/VnSqrTGzTMGOWVC2WThfA1yCaxZk0QKwXlPF0IaOvvzlqlOBqxYIraSOAIZa7PCH0knaAHkEyn0Sg8nXL7ZOg1/lwi0eNfT88pDv9Qpj9qoA2i/umROsBF05q/VQiOZJ+rvPZeYS8UPnpzU1M/6IfK6PQS4F9P89FlxV9d6U+qjeLNn7m15lIYLtohUh65MuSm7m4Dx7eNf/pmMGD6yK8Yn5/5pz8/2NfKnQybIJm932WZTxLnm+C/AQAA//9QSwcI8l2q+UILAABHHwAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAASAAAAcnVubmVyL3N0YW5kaW5zLnB5vFUxb+Q4D+31KwhVcuA1Flt8RYAUKXarL8EBSbdYGBybMxYiS4ZIZ2Ic7r8fJNmTmUwOt9VNM7apRz7ykZTW+knQ91+sZ9iHCDLY2H+ZMMoCE3YveCCGeWKJhCPYcQpRGFBgDP3sCBy9koPdLCADwYQycH6Ks/cUVR/tKzF4eqUIHToHJsyRqwYeA3iSY4gvgL4HH7ZwYH1Pb4CRIBJ2A+4cwUCRauAAg8j0Bib5W9QrRbbBV9lDmMijBXM/Revg29dv/4PVzitvsALWJ2otHshLMy0VjLjAjmC0zNYfGqWeB4J94hCBbck1JUQpxB544WYkwTalegt4Yi0DClhOnJ1bwHoWdI56QHfEheFoPTfqHngt91ZA9HykyJAzAhSJdjcL3YLHkbi4jYQ9IAO9dTRJziiV5/QKnUNmYmU4FEQxpe8zE0Mqc1WXGDJYfwByTIkuFmxBYZdQDOgXwHiYR/LCjdJaK7WVMP85u2tw111/HLEbrE/arCZeeHuUZSJW6vH+4fsT3IHRWUtdgy7Spae9jaQrpVRh1d77wvdWAQD0tIe2td5K2xomt6/hBuOBa7i5eTmmp6ocTL8JmdUZLHXfb8AiyRz9e2RTnTs5kCSJTn6SSGdgu89fGhaMwkcrg9Ftq89O5BBomeB+k/p7jCGa7Ok3WVihjcI182Q0proA7EJw/wj4gY7pveQPuS9NVqspL8/LtGX535Zhc0S+X93kU7qCEK8s2zR8an22I4VZPnLoHMNd7swcuQZzclNXNfz51zuXNDH/Bj7p9RHMpWBn5aoT/ErwzvG7Ej/yFjIXI9c8kOAfKEMx1pcD2fw/YE/xTKu0yVqeqLsInZZXDYLxQHL3GPyn4k3OitGNrn5+/QU+5N2Zh/eDjIV58nLVitd7Ye2op8SocCm8LLfrJr17jjOddW8XCYXasi7XLFJCn8zs2rrJ2pRGOnmhN+oufZSXMy/lQ9Pm1d62cAc/f10bDyiUFrod27zKrc9HE2mlVAq1rn6zur64MRqcJvK92bRNY5pBM1O/IbTW6RLi08Wcl/ORIq0VpR5MvmQJ3ekCOiJvt1jVpJV9VhnOIOPzFe9rGJOWmVhOixsrNLKpkvjrbJuxBv15urouO6Oq1N8BAAD//1BLBwiaoDXuVQMAAEAIAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAAA0AAABydW5uZXIvdHVpLnB5xFjfb9w2En7XXzHgIYiEyjonT4dt94AgSNu7hyRw3PbBWAhccbRiVyJlDuW1Yfh/P5DUz/X6vC1wPb9YEsmZb2a++UZaxtgvLVmDvHlLcP3Lv2DHLR74A8S2k3l/83dCc4cmax8SkIqkQLAVjltbowskglh3hpIsij6A4FRtNTcCtAGBtLe6haKWqCxYXu8J/v3ty+eLq68fwWpvbO5b36EBDr/h9psu9mgz+BkNAvKiigqtFBZWagWSgMOPfI/XhitqtbEQd7Noxqet0VYXul7BwUiLwJWAotaESeqvDd52SJZgpyNbGd3tKpgZ0gcFQlLLbVHFyQoIiaRWWWGQW0zHe4PUNZg6d01rM+q2jbTTsveYueQY3bYogHxwQFa3BJbvpdoFgPQ9SEtgkRvhnEuaw8m9obw3S3mpTW6HWNPoUMmiCuGRz6y/vNDqQkjqswcGC20E+ehbbvZhp0GyUGrjb7RpK67AIG8zuParvH1LLkHIhVS77Fo2aMB0ikArf+ZOGtvx2rks9hDf+f/Zr+Gp354EW/NqU8VNgBr1THpLLikGU+CuxBOZtrzYoxKzI1DpBrMouhoCMgiKNyhg+xDWuVGOnFKBNgIN6BJ84RyD4pAHeJfC+xSyLEtSqOU+0PsnDQdtavGWou5dCt37VZ8kf0R1zRYNNNzVTs/r0xcGpICYpEicR3eQeINguNpnEWMsimTjySktGqt1TVFUGt1ASBr0qx/dTRRFRc2JlmRfRQAAjLEvCqdegalBVlAa3iB5UllUcKhkjSCt75xa3qFP1x5b+z3w0mIovKMncG88tEvJZU2+Flq5ciAfuJv5QNxOgSXkuVTS5nlMWJcpWCmSgNH9uWeZlQLWbmH5OGBZw7XpcLnSB7CGm83kx6Pqnejt7zMnsgSl7czotOT+DNrOKPiR13TST8bbFpWIndHo6JDHNkLwPeUhHIc4xBKcDIW77uSXlsaKDS0wCo8ugcPXQUcbeY8CpEqO8usk2aX4pONRAly6Hp8A/jZyf1xynLz455JGSyuDMLiMOxMkBbSuyxesv4B3R8faAtYTlbNCd8rG75IjiJ2ENXzWapbJPMyW45BkOR2R5M8sa9n3x2xKZcGS42m4WuyfATixujO8QL9Ul1mhVSl32Q5tzJzo5X6VJUv/ZX9Ikufcc4TBqx+c+W/f8i9XX3/+8Dm/+vTha/7T1YePn/JvsIaG38eX2WUKZa25jb3JJHmOXG8pq7TeOw701A+2nxF1CHSW4oLX9dCU46CABm2lRer0nzc0y30vKeOE7lkKJ0bjMBbDwDJIrVaEEA+KE4b7aHki4qFCpyWt1rVT2T0aqLgSteO9Dbwf4/KiofA+8N5xbQpawRpqVPFouW/leVqoHSo7kC3Jxnn+yH4nrUxbsBWw99klS4FJwVbObQosJImtxmyxkC626vP2NMtpMqev93uSugMUa2uMl7V2w7d0s+o4nhu12jynlyxBklRkuSowLlMQsrCJn+pl4K8ULIH12kXz/DhMrClPCeXj0zG5XFATsYIo5LocGLlQfGseTsrvXGcyqQTehzH53UxU8L7A1sKvvO7wkzHanLR0OZcRKXoUwfQMiHHSpGw/7E83TI/nxmvbxiX2En4AAz8Ees33JIA1IbBGEkm1u3gjGLwBM2HRbX6gvJ/DI6jbY8F2Lb3FnVQxO9BFv53N6LQ2eHvD3ALbHCvpKPY3s00bP3dm2h6ftDBV9xiyf6E9G7Hf/TpgO3TfC6BPd6rXLJsCW75tsxQeWaFr14D/uEyBhZdhrfLp7ZatYKt17YIPTeD3sCR5mmXRi0oce5/awONTMgg+dbVlyeJhjyF33fQ8JW4GDdI3yGzqo3H4BtiO46+XIHxDnFuCsPsvK8Ho7nGekRV4U5abHVq2cTEP9fl/JHwESU7AA6r1AuEZZQifcOeWIex+qQyDIoVn4fpPFcdvamhHeAvfrWdqafHeGWHu9SZggZvmjdg4XZodWhrqCE3uTo6vve7mKNvUYkE3bmEzoHSPXuHL4gP4OV36+SdFvMxICsx5Yisf0NMfLfxYhZfsn1F39+1zbtXd3j/Vep7iJzfLEuzLL5T26OPi1WiGHxDOjWjY/5dGRcsXs//660Zsz6jh9G12RshhNPzPO9eL30u8PFN9B6jH3STFH26VwdRLMyly2VT6EPfJ65f8jxEZtrqo4iT6TwAAAP//UEsHCI+3+xh1BgAAPBQAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEAAAAHJ1bm5lci92Y2xvY2sucHm0O2uP3Dhy3/tXFNpYWFrLyuwFOeDG14dMfLOXBbwPeCe3CBxD4EjUiB6J7CWpbncO99+DKpIS9ej2eNdpwJ6WSFYV611F9na7/bvQtmctWNFxqJWGfm+s5qx7buCBWX5kJ9hrVXJjIFG9NhlIZaNZab7Z/Cg5lK0qH6HS4sAN8APXJ9sI+QC24QMgzVllrglXjv9l7munpLJKijKDillO76Q6ApPVBl/kVlXsBELGxHWq6ltuMpxFSJg5yVIoaJXaPzegjhIcDqPCWG5azve04siELWqlNxVnVSskN8A0h0Ngh1I53DWcoIHE/cA97tCAkrgPx7Fr0L0semlFW/zaC27x2W+fdnvalKxt71n5SFjdAK7UUPUcpDpmAzkGEhHBTkHJ9kQy4R952Vul4YO6N2AbZolYY0Xbbo5KPwr58ApYdWCy5NApFAGyxMnEKuCsbDxaJWkIxWEVMLBMP3ALQhrLpM2Qy0pXXOebze0ELWIsVS8tryD5G7O8CuPpNTCc4yjbM+24xKBhWqLioPwhQbTG9vfAHri0z83G9lqmYNjJgFGjIInlwoBj6LHhMjC0lxJVClEJQ4h4lcMvjWi5pwCZYTIEsyEwJA6pSBVJE+htkIlxvFf6kWuwDamnF7aQluuWswOH+xOUDXI232y3281GdHulbdCp8FgqWfZac2nzure95iaMBJ0GZqAID0WnqjCh4Wz/a3gwp2Gho0jIh+FFgIJfhpenPTebzaZsmTHwGkV+vQEA2G63qMFBpb2EnVoPJgceBTFUi47pEySkKQZK1e1R6uyB4WIQFvhHVtr2lL4iDEfWes8hDFQcbb+CWqsOhM2JVziL71XZXMEOrvIreoHI8fmbq6v41fiGXv07bajjtlEVvah4DZobbpOyNZkDm7qt4qdsTe5QZfTdg6xbxWziJo8Dl3DQXMQRAdcclTXCAS8gGbC8HOGmnwJcqNrRj9M/heFzoOOEAficORF0x/0XkMSc8Ugc5nTQpl+UHpVp6g68MWbQqCN0TJ5A1Wh3HTkKZ5tLLzBa+T2zSl4Ds17+xoKSfDRiQCfnPbhwPov8En0jCo6cfCDT5JGsKB+5dW5KGNPzCu5PTksbRSZNU41zFBkIa3hbQ6PaKoQp8g1Kj+SRxxgxC+dV91o9aIxBGYHHcIivnbWCKRuOkUljaBxsoDzAbrTn/LWSlbBCySSl4eDZduDMwbMvPErWcQM7+Mc/AZ4591fBy7/AEf2t8EEnqT3pxqJZao7ewYH3/NjBFa4PnHJvaYLh+uDx0wzcDs1C5hknlY6dSDIYtGhRq0rWTrZFb5IUQeSesddgG+IbMQdfmpG/F7TZoZ9Z4VHYhvS0PIwv8WNhR++jLYXP+Bpe7OCbyZi3CnvJZjEOOJuyESXb7fYXCtnEdMcq+9yAg6doo+M+SQ/C0pBwwM758QIjfpLCC/jp5u672x9e3356v0cKeTgSJPdnsNMp+Gl5jZwZML6cYFxMF7Vb8ecdXC2B4cdni2+U2uekZmbJ1PDZayFtsvW5nxFdyBIw18E4EVsa7JlxZrRnVnBZ8m0GtWj5zpxMbmzFtV4SDI7oQpmcy4PQSuYP3Cbbv93c3f5y898/f/d9cff25vVtcffd97dvf96m67uCwGq15zKJoL07C+l9Blu2TTEY1+eBwsiG/7i5+/GHlz/f3bx5s83AZrHw/E7r9Q06JV0MObXIkZkUr1Vvd52QCUoww1D7b+mlaEGpzVPNK1a0hbw9IVJZUZ8K1qJmnceLnm2G1ucpqBrGqr0Bn9EC5dWkFCGEtOS3LDwoDC0JGqBTH0oHjaGQk07MDckjvxQ8EuzgW9Ya/rRte0+8uusvxBKqK4R8cF4GBTplzlv07iTnFJLRhBAz2hDD9JZTVEYLc8nnc4OpUt9aDLiYPkubuo2OzjegGBg3hrsAEEomSRyvfNHg0DpRibZ1BYFBM/BCCzAG6BRUK8UpDafaBEXXcSbJieXwnQXLHnkUFgBzcxf1ey0zVwJ4BjhrMBMRi5pgP3DLrCVn7SSewdbLfJs5mc8cgPf/DvRnaAzNIAMaV1l9egrwWkjWtqelog2BJvehL00Xc+ZU3emeX0yWW87M3Mq9uU1MioWMAyXrjQuLJEqihtwog3teK8yvLLlKE3Kx52aAju4+vQ4DS/1w5QHVvV7ZSEGOQzAVNmChwoKK2WwA36gj5XItVpS4xCcWR9SgHN467RjpCrF5EmwmyvMU6385N/DfnW/4/NrH0zust4Y8e8yn7uKKPdRxVNRfu2w2SYd802267mWJeWVYRMxlteWaoFNVe2DtAMzwUsnKoCvF+dKlktHi54HF6St0BiXHVKWXI9a40iNsO/gBE3mfRvre0XMT5w6bQUWLQkhhiyLBZDwb6MuGjWTA9IPZIcgMHo/DQ6TQuDQfV9LjwIdQAIbxdAQ9BYCQ/WKHBnaEGguCd+8Dbnz6xz+nKxsmq5b7fU+HHMdayr2nLsRRKaQwDY2OQr9FZx15DJpZMd7RbsjkJ0NYHMAOtrEubUcOOz3BmRHLvKDiJXk7CCYsZbpLZh7Tu9rp5pYJ0JQvCDlHd1Kg2epkTWBFLTRPR/yijljywG0hKmIL7Dy8wg0XYoaeiB7e8Nbw6fhIjFFKeiiG1TxhuksjzUSC5nx7wvYXcQAGaXu9S76OFO7rryOVm3r81VABc93JDcaKkW5vpDPCF9o40SNRTyQmXKxGdZ4ijyblwRmsa/ScKmEK1orDgqHeI57BTs2CgeEDbGGKGfgPSkjvQkIuPHMSHhGZaPC+1MS8IwVIIqfr3N3gjr9n1B68Z4ZjfuUDTpyVspZavcBKH+5qpZ1TjBGF9kmy7BR6nD8p1Y491YD/JqDcK9WO9fi0ISsk9WpGV0ym3993wnq+1DKDf8ng66B2XuNGDvlIuXOAQhIyDFOcpKF5oKSXoYNBMW8Y9r4pZGZIw7Yofu1ZiyNFsc1A8z0ORNmOqJ3jReGjobL7Fo3zwby7ej9zRwT/xQ6211t4MaDxc8/gCpDSqbP7oO7nzo5oX/VCy/1Ti+Zdx9/DjqhaznAJnuPrCoDV3C6etepYvFrXMpkL9mmuZBX1NFJNptI2873aJx3PyJqWRet5TZmAChqzSK4ms87WWJNZq8UWRP6l33OdpLm3iA/qPt1sNs/gP9URWiUfIKFjF58NpWt5KRsy2Pg0JsqIKXO650ZU+HgNbPNsPBQZ4QygE93LolRa9VZIHgWiFI6qbytXhR2F4a6Bo8rHHN4gsVyq/qHZPPMnQa4ca9XRZesMWsUqXkHHykZI51ApaVYHrrHUopJKlI3H07FHTmTpXkLF91xiMbh5Nh5F5ZvQmoId/Ct16KcJLCZ1SThk+5m3vLRKUyKDI5Ev87Wob7WuJLYZGMv3+7HwCE42cXtApiHHD1xH7VXfixoanB03XmBcwyPf27H8UJokTo1kJictJ7jnre9tKunO84pGqccopfVFEVWkdn5W9YqM1g0KO2TmFRiFlRmiT2rVVrnmZcPLxyiAIclnYiOd6FDXfpzufMlsPsUqEqVvVAcLc8ym7jxtwPW7KaYk6NT8vMJpvNKPZtpCcQnakG990ikGRSBRmxyD9QSHI9ztpjiqRx4SW+TwEGE7doKGHXjERzac3LnydJ7CpWAEypEkw4yFvWrbKKU7amF5YVWBBKymSBNyxiHvPmYA4mwRMa1kizFQpSeObyW1GrAvPbAb99VU4TjrEmmkhewtd1+SqzQmzBmBKe57c1rRmF/WDp6P/kR1cjKKaj6cNROBoJDZUpGP+V097tVo4aiYxIq/uEdXli9jyxfvdz+Dm6Hf9lT3PZ5ji0eeXkPL7aQhNoUfTqnHyAGaUfuN3NPg+VeX/852POF2p0VRQ3GbgVHa8iqJIv6BtT03SZp+RleeGubrfKUp7vi6Zn1rXeqvz86NuvME9XO776Hv/umNnWnCh09MbV713b6wmpUcXVJSZ4A+yWvCDj3IpY7+pTTrk439VVCD0c8upfgKoBWdsLs/FFdXV/gv8gOo2AXWEJrJB57QxHTdP0XOJF1zUKqdW9rgBalIOlPNYnwo0J2smGmppBWyX/OHlVb7YihrzyGOAois5u/eXb3PCwrZf95FsfZL0SnqiZVO84p5qXt25rwyOYtudlikGaaPb1EXOn6rtdLJFl1TlIS5tOqIz4RvGwePGX9n4cM56Kfy+Ey/pIGduwCT4/97nx1Ei6eMbmJU5wMl3WAZURZUJ7tSY9id5B+tm7ieCpxVrrhpsaZIK4rHMVy65kNA769rhbaFKujyRTaknr7nqWTRqQOf9zMw2aN7Xof4Ap9VEaBaaCpXZnfOogtg4a7XqwHpuEe6xxaujS1zXeoYY4oW9ugwmFkOXIkqHfZA8AYMA1x3S40a/cu003OpQJtMRvMsVJ2EnaYjzwZU6YLPDoJnNt15+wxWexiZuzLnGBGuU924nT834RU8KG6g4ZruagkLwlxjDoVFG22YqKbbjQEFpbTC0nFbqToOqsfCTqteUk1OhYm/suKu0HSKymKr4ENvLJgGY6mq/ZUZHbt2d58NC6JWHDixcHIAQlaMUlvx+PNIsvCwgYULXxYGnuy6SGV2Dm1kmrMoY/kedhDMzP2dYQ7O3N9sJNNz3xfhAaF9wu2HabsAcD3hOHdKv7bTER3u1/L9nK5zqRPG6Qat1ucxSRO9mnkcUaOvDLygLYRuahM54zSDR37atay7rxg012HRmasSLt3xomkW2lC8/vG/frg730AG7/CXrvOy05zD8H1F6ueFrl+TwbYI9eHWN6fSd9d/vHq/WL/aS8NP3WMB0eSF7xKuT1IayvvMpUx1b/MBrTmfjVpmHqNWKK7fFlRHUmtyvZUWPqJ26+eq3jBD0HAwgy0W41iSXLrogp8SS3hmHvOwYCWbiT+e3WUe91PhhW+7GtxOXuqi1qzjeV1g7SUVEj2+dsLcbpeI+MeS7y3c0h+h5Drpe2bMYsCp2zuk5/2y8nHeiQLPRYX0k7CcHy/ztlhKCyXp7LqInjNQ7p0yGTDLPwpLj+7rxlvAbrImf01tep2kn7qu9NPbH7/97s14YSmygQvm5ZHnmj8Ig3icOV+H8seF5m3mAeSdMij3rlMy+eYPKzVdunEuCPfx5MtVm82Gksapi3AU/haDnRjpxOZG+zxrep9tbl/AxJ5iVl/clM6bz2AyT6qevap8lf+xhq/yP9XwldnCV+BzLncnOoWv6Ir21VUW4kRGO4qq582G2i0k/9D+oR97+PfjzfMwOLwZFGjs2Tj6fMI9A5CM95T//ldm+Z3oeDK5YJ+Hh7EDPVzGdwdpUh2TlOTc29I9DMd7k7702GtevWqDS90l0f89c/JYtiavteqoOW1Zt59yFldeuiTmyTt7K7235QXolyDTj2vOA74MNeb/Cu89yP8HvMUhRtbTPQP6JUT+PT3enfY8GaS9TZcL8qKoRGmLIu/31ZL8MLq2clCi3ah5Z6aFKV63qURo22K48zdq5i3VaViWsVnPMbrh5y7rxXflXPouwhGT620F8GMf3yU2K0fP39Jfb2buxiAPvgR2lN6E9/h9GAtQ/SjswOeQZnEMfw0Toobo5FZOz+19b2uC6rfAHhavgkderbMDR2jKmbGRltpMKcm89pJb3K0sv3nzpnj94/c/vbm9u/3rNfzPoPXrO6AGYIRkAt/vgx8KT9Ts/tC4j7WBywylNDzcsRhOLZYcdrhX+ftBCTkhyl1wyPH9jKpo5LfIeXnzI01ntobvIzv7SQlpDQxxyfXrJ4EImF1GAEj86cvLo6j4aFljhINQSZKfigbjmBcIj471plAKaaJpGJSnIfhr+Ib/KV2Dfm4lVZrRsiddQIHd9NrKuZVOkk8B4KSyZ7ZsvIc0idFlsde8Fh9HAb3l90JWZvjdnPtVaDbIabjAZ/wZgjsspsxq9TeikFgM9gTfn43TLdQIeQ4/s5r6Z5hPul+8uXuTIPlxAISrR5eqNA4gzlYYm2D+7CeOxwpRBhulo52qKB/FpGnMR9HWltea69z9cAmzuCW/wmfRaKhgB3EcG+lQmniVwYF+FeiIr3JheTel2BNB02Y/XRxC4DILrnw9FsfGeJy3l2B+Et7TYF0CswjU50EOmewleHObPw9psNSL5E2NevN/AQAA//9QSwcIXuCGpwYSAAClPQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL3dvcmRzLnB5pFnvjuO2Ef/upxgwH1a66IRNUaQXF0ZxSTbBocFeu7vBNdh1BFoa2Ywl0iEp+4zLAn2D9EOBAvnUPkO/9HnuBfoKxZCUJdnavbt0v6xNDjmc/78ZM8ZerbgFDjn923EDZqV2ErgsYEdLdoXAlyj95orLAosEJK+xACHd9opricacGdiqnC+aius9RKrRJk4nk283xmrk9ZmBndKFIU5yibBAu0OUsEVthJImAaMAeb5yl0OuajRQalU7HrUyFozliwrBroRcTviWi4q+T+n1qq65LM4MaNxU++6c+OSZhDXuQVgDFl97MTTKAjUWni5aKbXOiDJOgING09Q4kcqi3286CUg1i0ZUReapMo252qLeZ448UtoxErISEp28Qi5hgaXSCJ+V+fn5734bJ/SyiUaDFqSyIke3AoXmQoYVZwBazJV0z6b7O30IDaV4jUXLIp0wxiYTUW+UtqARuIFM42TiDpR8jQbC5vPL61cXVwlc33z7efbV8xfffHt1MZlk1xfX1y9eXmYvvoQZHU1zVW9EhZFmd8WbZ/fZXfHm0/vs9vzpZ/xpOX/z7J7Fk0l2+fLmxRcX2dXF8+uXl9cwg2gCABCxjcatUI0Bg4bs633Lqs0GCyA1SYtaNxuLBUuAmcZsyCgFi5Nww5Jb3PE92cNyJ5VXNVhBzqcaSweDHeiwkMsMX2+E7t9ScFHtweQrLJoK6YRb6QiE5LkVW4RSadoWRYW0S9J98fLy5uIvNyPitZKQmbq3jwvyzifkqqkKsjAssBWT7i4tau+QpID3kTYsQNEgWAVBNmH3R5JNPoILp0tjNXloz8VdxLQBksBO2JXzaQqiXqSMRZ0wITEs9pOPnPcOIi+nuCaHTFxqwS1qR9SGiSrBUsoJGSGdHMJ0Bm/uJ5Oriz998132x4vv+oYIXpK6cEpJTIm71ulOnCn1Ckx5pZEX+0xJOhG+wSMHFpXK11hQmGdqJ9G5ilRgmnz1Tm50qFSNLD7sUFZzm68+5IzZCUtu1rnKaTy1tO3+e5CaJs/RmEdJKSCc+kNkjF5Gbtz+F3IZLmy/edf0Vn718urLvpkvO6OCO+BfPmrr60DnXOJBqisvyWFjTLhLdWD6bvstsFJyaSjuOBSiLFGjtI8eeX5wvP4zxtyxW/Mx8g7y62CEMXt8pXSOT80YBYAP2+cbLao2LpO2fvXrqek0FNKn5WZNstNto3yvDpaG4BKj9p8UWMIhz0RG5/HU3UBYRfONOUlWNopht0LtEgpvL4daUboNZY/Qik3ofRVyLT3QaPOLu55S1JlLcynVUloKFdMEaa3e+5f09hw0St0zuH+Oo8DXOW4sXLh/QsnunEbbaE+ktFjCzB1K7cQtkew2WuM+gSdcL00CT56sd/Qp7q5wyXTmjo+Tdo8sQRghjeUyx4jOJZTxY1e2SFKne8oaqy5OWY+Vf7HX0i2dn8OMDh6J457kJfDSwAys+1oqTYYgqFgJYyOzN6k3jEm3vGrQRHGPXwkzWKLl1uqoVkUCLMtKUWGWsQQulcSYsEMwT5Cw7EtB7uKkG95iD8eFcYobilirIrzZu1/m6llGAeC0Fl5IwujEF7UgT6ucVFish7KIErR7inZAGV/bIVO6baOxFK8TF2pE1ZW4IW2478hk/nR8SgqdZejm5GAyx3OlucFjni7hDh7v6cbfPrg8mCOskZrdmldlXnFjRLnPDMqBMhljl5ww/m6sAZn6xqOx6mkfKEN0wCMauVEyPoXOPt0c6HJucan03mH7RWP2UHGJZwZ4vpZqV2GxxJr6G1UChx0XLkPVaAxfIkSDBsddTYhc89zCihuQTlqjQFgHf5SFH5piiUVoJcrG8Cohp+UeJHXJpXR67dvTQ/OUMNkmip2rH5OwmxVBxB8bNBZKLirKsKOE0aWiCrhR0iAsUaLmFouYxXA3MKXSg1bg1N4fAfEk24YGiEuzQw0Rh03Fbal0DTXfg9WiJjUQ7rQGSqGN9S1f7BTgFrmoGo3Ouj0GxjaLMwOotdIJveCAD0tNoJGMEFAhbBpqsCxE7O0v//zvf36GNE0ZnTGqxjg9zkzMv5Yl8IaRXGzqxLudPjuf3z9kCPb253/DK6XXriyNqpcorq2oXJn0dMdJHthGq6X2yGmEO0nOgUBDq92WHhbNYlHhw8/75V/wom2gyF3zRhPYcEX4kQf/ucGGul7lgbekQkKsx5xiXOJmEYYB71TOF6rekCzueb6JHVMRReRTnq9/hYG+Digi7vvq80PoOpykqdCjIURGKaIHPqY+OrGAiFHY8tzVarkELpVdUW/iNEO+27t/hZVXoO/OrAtH36BG7McH9BuIhQ1jjQUJHP8eUBCj3u2EW+xKOE8gyA26kZRV/C2li6JTF9f4A+YeER/p8JNPH1WiD6Cvh432I2Yd0ptVY53CCrV7TxcaXiDMB/MU5pjtqUs5Sz/1xcCppC0BbHrAm4wU0vsiA+dNJWzE3v717yy+PZ8DVgaBEUfHjJDEB6j3H3+DthehSlZzK3JeVfvQmfRxT68u+8JGTzqargxL8DsqdF8hPVX4y9k0cLk/Ud4YLWsklUrJPPkBUvhJ0RAptdqgle5FNZF2I6bUINf5qncCBu68qfZ9Xw4wo+15plCnS62aTXQeE6vamykAD8NF0RnoN+fzBNgayfZr3N9PHmXUt6qHL27sFlE0JmATqM2ygy9UFv1YznYF0vpJh9YCzbRND03tKSEKxiVYuOVacGkDgumgzgFktGO/9lR8wA6qIbR6O3dfiM7Q19os/UoY7rg56egA1z+MfJFwkF42BIBM4vGSksbqJrdKn5nkMAhupzWBgW6kRA2EzMhXrQdKQQfDmaUWBQKXQHBcLBrrHLbilBDb2W8o2xQF2wO0tqlvZ7o+AT5ud3zbtd6d7m25Ni1BPNZiDHuirW+IhrHjNJryzYYg6zbuafnjmefSdheWHE4UmHNCGLdzl8Nu5/7IolILmAG7kyz9QQnp3D10Zw8E/NHAcfBqdnu9NxZrp9apy1mOA1moywS0NJRGNbaV5Q1bC0nRwYKJKEu6iSRhYgqAlD4MYs2m4XMmCtevDxNIPOC10MjXPsakzw5uXklcQhDVZplAX32NQZ25+Ast2iGF6EHbTNySNmhgBqGJflBCz/rXCEjnDgImwAJPNm25B6FDGlENtY3Zy2++pHx9cTI+//5uYDi4/f5uPn/yh94AHBb73twiClXpp7bs/HQgFUrG/vjd/M48YYljdR177t5pYOZSty9sXcHLrKgxzMwP9Wzafe7v9/n1r+jP7O+7VnnUxAezhtgSLpfS3knBJqv7gGlEVfQmAHRdutQNGeHhX11av2nZ+FuEcat9aPi5H2M99vtN+xONh2+0RElzp4W1KMPPOgmo7red3vUU0uiG6m1bNAWWpumDhm4Homk6Z8TQ/5oW4Gs6rJ2td6VuJhxRHernhvpU3jEF+zVD4VOb5W2dUsjE0/mxRXrudNvW2k/ieQIR4w450SVtnxpA0oJ1ma3LaNFj/tdfG/OxI4Dktvy0sUsExCO60Q3F9ILQevQVryirspzFx3m9P8Br/0h7ZgmzmXeM6BD2LOlznPU+Pz5xOUpVYwwPweGS9yj7A8n/+QrG2YAsTCZv9hu8oHb7QxTynhwXJ/Ogyf8CAAD//1BLBwgdHPu/tAoAAGgeAABQSwECFAAUAAgACAAAAAAAc38Yv5oLAACHIwAADwAAAAAAAAAAAAAAAAAAAAAAcnVubmVyL2Zha2VzLnB5UEsBAhQAFAAIAAgAAAAAAOsA6k4pDQAAWCYAAA4AAAAAAAAAAAAAAAAA1wsAAHJ1bm5lci9mb2xkLnB5UEsBAhQAFAAIAAgAAAAAAMryBB6MGAAAlFgAABEAAAAAAAAAAAAAAAAAPBkAAHJ1bm5lci9vYnNlcnZlLnB5UEsBAhQAFAAIAAgAAAAAAIK2CsGMBAAAWw0AABEAAAAAAAAAAAAAAAAABzIAAHJ1bm5lci9vdXRzaWRlLnB5UEsBAhQAFAAIAAgAAAAAAF9FYKK5HgAAc2AAABEAAAAAAAAAAAAAAAAA0jYAAHJ1bm5lci9wcm9jZXNzLnB5UEsBAhQAFAAIAAgAAAAAAPJdqvlCCwAARx8AABAAAAAAAAAAAAAAAAAAylUAAHJ1bm5lci9ydW5uZXIucHlQSwECFAAUAAgACAAAAAAAmqA17lUDAABACAAAEgAAAAAAAAAAAAAAAABKYQAAcnVubmVyL3N0YW5kaW5zLnB5UEsBAhQAFAAIAAgAAAAAAI+3+xh1BgAAPBQAAA0AAAAAAAAAAAAAAAAA32QAAHJ1bm5lci90dWkucHlQSwECFAAUAAgACAAAAAAAXuCGpwYSAAClPQAAEAAAAAAAAAAAAAAAAACPawAAcnVubmVyL3ZjbG9jay5weVBLAQIUABQACAAIAAAAAAAdHPu/tAoAAGgeAAAPAAAAAAAAAAAAAAAAANN9AABydW5uZXIvd29yZHMucHlQSwUGAAAAAAoACgBqAgAAxIgAAAAA"

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
