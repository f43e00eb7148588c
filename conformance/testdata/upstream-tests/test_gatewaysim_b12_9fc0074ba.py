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
HARNESS = "UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL2Zha2VzLnB5rFndrts4kr7XUxSYi0jdije72Jt1w4s9E6SBXjQyiySzuQgCgZbKFscyKbCo4xjBefdB8UeWZJ1MAkwuuo/5UyxWFb/6qiSE+Ngi0GCtGXSj9JHAHGDoyVmU55cEdtAaLeRmsFRsQULfSXcw9gyykb1DCxflWtAGNLqLsSeQugGpQR5RuyxNnk2D3SbLfpcnfIgbadjXnSRCmh74F0n4f/GMuLIEMoCPaK+uVfoIrsWkV2OQggZSZ0mjvFHUS1e3pV+6H+j6ipBIGQ3HQdqmhB79beGMRPKIVIK79kofC1AzbcxF/wZGd1eWlF2URV7AxtgCoW7yAizWxjYEl1Y6kFDz/y5m6Bpo5SPCHlEDteaiN1n2wQ37BzYMkJO6IVAaDsbybSpvsM3DH35+A384AjdYDb20J7+QF9VGP6Il6fgug3aq81dspdVIlKGX6SD/OFhNm4PSitoiGIjXmcHV5ozeR7015969cuaEGmozaDcVBXVrCH9jTyrt0Nqhd5mkkxfvDJAzPUgHyhFo/OqgbrE+9Uax7n+qEwYvoexCJPC2i1UOyU8MhPYlJfPDpUXtLexvTE5aR17JIKTvrmGJcuCvaE7sWmuGY7hX8m4jndxLwmmItMHQrmSBGetbd4YwX3E1JOv7FZBz2IU48fLMBYwOuxd7G6wVK1BsMiFElqlzb6wDSVddK5N+1kY7/OoepaU05FqLkk8YB9QZs+xgzRke687UJ4gTb/hHCZ+MPWVZ9vDuw6e372EHIj9Khxd5JXUGqemCtgAB8AJacwm2ccM++OAlxRUUTAx5DFcfnmC0v5Y2HMbe6EX24ePf/lL9/vDHn397/5ZPGwX6Bw0HqTpsYKJD4c+WaYb9+ZIArTW2hEur6ja9kbO8wh7D2VmWvQBGIqX3DET82rWDC8egd2DHTrCDZvUukBM62F9n8XppkR+ni/5OzuEA9sJ+y15AbXqFDQe0mXrP+bjmcMOvWA/OWPi72dP4bJRNris2WdJwN3Xn5k34+/+lzcXNGFVcLEpo8CCHzu3eGY1FlmUe+eADR/M2AwAQQrydQ1yEM2KgcSUjgLEN2o2PMN7SmSPs4POXLMsaPMBZnrCKmyovP18F0zTwxuiDOpZeifdIQ+eKoErQbQLVa3LiWv439LCDb0/s+DE7PMpuQHj13+wX16KNQBFShCJGhrqV+w5HKcajm8bawQ7YTCyvlh2H0QhgY9KJaBB3EOQ8m05/SdBi14zoXmTjKWyoqlJauarKCbtDOe6a3Ij/0dCjzYvNuHputxw1q9/sPtoBS/Awupv4XhQTybfzPSR4LaLqUYlfpD1SCb/8crrwXwtd1ME/y4lLNkO/OWLYvUnnbLzVS2CVFhL4n0UPr7/LjnA2eZb2BDs4opPO2aiRqHg4+QQ5iEPwLhRjF7Elcl6+cioP53e7pleZeD7iDx90L2l9j1d3Lj9elM2wZvlG0Wzv9oeNcdv5L7VH1JfFrenriUbQg5GzUk0ZwIdhwQN15YxHlhLO6CRnwfjzmXjyuLPpzHEje6ZC+TeRYkgwsVmJKRGP5nln8/irKO/uN/8nQoa7bcyThmAsfHsqfBRPVhU8Lvj1CEbUdFy4bvG0argbguU01DUSxVcZAaBSzY6ldKjz8epFsfossVGuivt+6G3+hA7itVg9kx1cBQL6M0c+Fy/VCbH/GXkv4MFHFudCvwuUblQtHSdtiweL1GITKDgc8AKEtdGe86oOQQaiyum55BfMRG4ufgLM+4GUT9icbzn5+xc/Jr2Uzv8+NEekLbhW0Yj6fC9PQI1eHMAJwgxMXJhAWS5iOOGYiy4nNDmxEd1ALXWNHQvbzETJi1Qjcdu8ZeaQFxsezNdd58xPmfqfuO6IrgpPSx/M/M2vC/om/MsacUFoecblGwXhrj2PiuYsnsK5YzIYMXVkJVw8jKTkrxojg/fruWDp1LF1NxqyklL9hjH0S7gzhYeYIHYXS8XZVCoMdknGfDrIg10UPJ+MxUClmiR7MjRf2kmN46LTJWBRzOFV2nTCa0KlxUFMopFP8eR8g72p2wm0h0U91hNCk8enU6ZaLFIHKkpYZ7We5xyUJQeEsXxiV8yPYQSRiTnNp1LRtzY31naVpJO/ypwdLBYxIk8uw6okT00LRc/BMVRvwcm5cpG+M4uei2d7w+5WCqVXd3fB5/Rzqj7hUq+9dEZDnJqaVBENTClv9WTU1Bt1+gZuzPxjnKZFRQWtjLUUNmsMXXZdYOj8g+tRhjkeSFoGoUx5gh5XDEw/1Gdemt/rK8Gpjf409Skh0v94lc/oWtOML7JTj5jX3fTR1R1tJko433pwfNx0JnJNFyz+ZdwdAaNT5PLJ+iJWH5U2ps/XwW8GetHA1buA+jkLLEZLf+LScGHkVLSyulID0zK1H5yv9nwDiPVt5SNuAc+9u5Zw4CApQTm0TMUCSfnfD39994rQKtkp4mHIJcHnL4XvDIy8DfKgLtvCE7wSSOkabyUl+4CA+E2Zw5jtbr0OrrOTjgSSfFtiPIPAcEFESwDluRFAn08iq7Z8Y869RSJjt+uQvITeTpKrQgeoCvgDO3g9XxPr26pDfXStn58Ij/x41JjzzuQUjiJ5xoCRxOk5F1UllklMKkJ4SMZ6a62xuZe0vK8Pr1mhy5aOZe57lJ1v3MwK2LHZdjtTCHHXaptwh9ClHP0C68nt+wk+5qf73ASr+SksConnNiGK+22h4zLf4cdicuIHI+63jRX5fOdI91dOGjNfs39Gw2a/ti8FTD1GI+ymsZmv7EkSn4/Fu6UsvkPHf35veeXjZregWj8UvPDDAQw/FsQwCeSEexM6GVqKOxjjODYg1YETjC9DxymuxHhSFIAdYXoYSVQikbJ26lG5a0XD+Sztda3SFUI8wMXYE0NdRK4t+J0I2lw2viUX6RDgo6odgRzz2NjXPSjfYW26Oe3vJYX+MFNyfmCpyxsaxok4MDch3+KXoSv+SunxTXr6n/vCYyb7lgPkaNHCAzPjLaviswVv9MB7kRQugA1Irh9q3MK/+Sa2Y60OZtDN7ARtfF9w7ELvB7oC80WuYYw5cS3CVugMuTGVe+yYS2EkYANs+D/rdf834eF4dJkjseWdJSwmGqSaWXzy2bT3y8+/EOvluIiks/KJbJQntvB685oDarCW0dQZ04kthNaBkL0KScl/HBBb+PdnpJ/l18qnWn6TrPt/sdA9V3CuGggbv3ccOcuvfs3TPGpH9hjfZIyP1Mj4Lugy+bs9+uU7nrWVvEMnBOf+PbsVVuxbScuF6pCUvBeyFBSZc6pm5njkP4zEa1vT4djeWVzT4/ESope3bfZ8XX9VY/1NF1nnucbg3KL2er+u2cd+0aRBkqTuFqeEm+xm19mla80k49caewcfr33Azh87d+Wwm9nm9l1+OJsH2PNBFfIHVwLLHXH93fLN7etA/MvnzbUcG6XfGd63usPnOyb998YIc7LrUu+ORRTPLItY/fzSHi0pClXsjB+EcX6+Nll9kfNjSN8kqAMoUppBvMZ8HC+BnI3ZalnNw2iP8AYEnyfKIHsuj4emoshZP1bMtfpk7GnT3/dYvXsYL1Mz524T8mP1JooV5cqaztSy27Sma0IRdYcLrSJn7BV2oVCamnQaglVcF7jb5y/zo87kmxtJ1q/w+ZvgAGfsjwYSMdTFNtn06cvcqj3WN37kb8VDn//ji4fE9DvY8vUdZPL82DjYgTAnsYYbfcdXjV8jf4U86vL51X++3n5ZOHB8PTcfCgnrsQXLuJDEwSS1E2X6Nrm6/p6Drtc6E/OsC1onpr9+fyc77tZSTy6b6j7xm7/G0/09RlZwUFp2lUXqjSZMO0oQ6bsWO584LY65mmKqjRzZp16O0ad/6uAxVfGen9BJiJ9WyLdwnv9wMFcFQhf9Njii0TZB7jTHzi/6vNqR4/zLFBfhg/dNX//JW2xh+gV93nod69PsHwEAAP//UEsHCHN/GL+aCwAAhyMAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAADgAAAHJ1bm5lci9mb2xkLnB5nFpfb+Q4cn/Xpyj0PFjKyoKdewjSdx1gctkFNjjMALdzmAfDkGmpZDFNkVqSstwI8t2DKlL/utueTfphLIlkkVX1q7+c3W73i1G1g6F33qLobhzIWiH0RimpX0AZ07schAc7aPCywxycAd8KDwKc7AYlPNZQixNUxnkH7aBri7UD0ySVMtUROvOKDqR2HkUNpgExTQLfmsEJXRdJ8o/lBM+iOr5YM+gaRuGrFq2D1LcIDp2TRgO+9dKepsEcaKxXwjfGdmCxMlpj5TfjyVHoZ6FBGy8biTaDUUgPz+hHRA29cI4PCUbjrSMSNTiPvVuz600PqGtHBDv4fZDVUZ32SQIAMLZS0QlVU5R20Frqlz0P0K8oivm5MRZK2skK/YKp1B7tq1DZMpt+sqGjvkdv+j1bFMfzj+H3CYzdg0U/WL1ZJ5hx4U66kqZwCrFP77Mk+apZjq/S+kEoCLpDUbWkMt8ah1Eg0oGARbU5jNK3vJbOiZY0aMzxiNgThETj0YL0SVChNxZvHDgtetcaH5RHh3Q34KoW64GAl+1BaBD1q9AVBswQxEZB+ugQ7v/lLr+7u4vYErqGzjif8EQ76BvHWC3gWysddKYeFILF0UqPLjDlhqpleOekCzpEh7419Y0DM2pwZrAV0pg3ySw/2XykkWuSndWbJGMrqxZGcaQTe97SiQ7ZMoT2LkKIvr8Ij6M4ESsuBydJCNr4luT5PIS1dHawKAIck8oMtBXLYj01wrZSKKyD6eAkGSSsQy2bBi3SDqRYVlZYs+dtGqNqrJNoS2w/FVmKJx6kd6DxzbP9rE2cICE1EWJTou1ougN8E5VnGxjbKIRWWI3OJebZoSV1PmMlBocgAo/SxUOA0eoEY4v2UhqoK2UcfXm6YolPSdVidYTUEHNPldFe6gGf2NWANyB9RpsoMxJrgfOJZd+ihtqgmzftjEVA6Wl0FKechJ6wE7KmQkdcStYnapZkmkVDdEWSfA5cBZ+inAkeBYVVJzAkMhKY9OTnpGdHPCE2eKX0aUZhI6TCupxcn9sn7BCe4BkbOiJDjGAYrOw/B3W6dI8Zydt06BgODOH0if4QGWXGLBzVIosw2eCXOLmJEBhbw2LnQxrCE81YmGkp0Px55SegEsRbJMzSwle0LEh8Re1n9f8+SPQs5QABijw13mLTYOVvG4vrfVItuugThPdWPg8eXbagqEgSwr5F5wmpLNpg+jRnCYQ5VKbrScDQWNOtQ2RDAIvwJ2ehpEbQQ/eM1hXJl4iSBbcBsgwQ4T1aHa2OA47QJzATlPbR03LcBXKhtEzaVVhK2AsXyW63SxLZ9caSz/HLI7uf6VVq12M1j3bCt9OzO7np0eObH63okySpsYFSuslySlZOqk2NMULtdrunrXHRSWgkYBxS6YJLq5DX5XS84vOkiyy6qBoL0g8cDrCbSO22/lSTSja0ilehhkjxi+jWxHikkDUTpAPusomdfrCY4ltvFxa+t8gyp68BVMGVXgMPpPTukdIbivzZHpB2E57V7EG8CFKkT8KpgzajW4dWkOOAAFZCXERNMYmNnKFmJDhfjEId10eFJRdYiyKHdBLBmXjD69+MqMPTP7Swp699FBkFXHr4d2PU1z6/SCi2PyasI6GvNvz9qwmMZWcZS9T+L0I5XMPhmx1wUgQ7o5LAfYaoOU7miyVnIe6vErJ1VpqDsfDFaAyhbOU0QzwkwiTHmDISKQ3kOv/69ct/7GF2lCH/m7wSUQ/uiFU++U9Iv7BzbMNUS7GSd9BGY7Zf4vGlQ6e46oPzmzUeFXrdUH4xdkK1D8g2FhWFwyvm4IV9Qb+yhwsDWk2bjKPcXaUlPU4qFkpdUro2v2gGXV01x3l02pXT3UsDV6hX5IR9cRlNv9+KgAePeBqNrd123bOpTxmZT/rPOfxpjcoIQFIdf2MMHZZ32ZxTORzgT8v6oMIDzBMe7h/PjXKtQ54fhPFrs+iQP6+VSJuGj/Ou9xeWeCbxZf7D3WO0YYJw2CZ6OJ5Dfuod25w5h0Uay6IgIwJ/HlG/Zp12Xd5uoySuSCFSOJcCf34HymGMzrDxWR9CcFlTmMW7RXFcxK/NbLRC15fESS1h3jtqoUkXnF7TyaVbNfby7JuFf2cNheNvhkNcI69G2vsI3ld0EZM/2uBniinnQuTxdUz9TInfh3JfLVkvZJfxke0JpeAAF6vfRZFQauVczrKHeXRJIZjyh/nDsuhqEnE2PLmtmE9dd1y85orP4u+Tu/rhmYjADIQ5vC6HiuMRCbTRB4KO71uXytQ5eYyBOCSm6VT/rmPvKs27KHc/LnGfOCZzN2BVxTC1d0l9//zrt1XwV6J7rsWegzTR29YZvRIVrqMo+7BoGotIItYmWKak1MMGRSmL8jABIJX1YVZ0DpV/O0xJVJplOaeCh4iwy+FLa48/kvzhYWLuMYcJEYeHx2Bj5AyXczc6nvpvLIWU19O7sC9Dh9q7tDeOktVAmRAzPRzHzffjWNbYiEH58L56yXIg13JgXf9YZpN8SFHXRLPhMYdGX+NT4xiJ/9qk857kjn+sF07l31XKXDl8oBdm92Fygqs92NvF94od2OOyKoSqmYVoV7SsMv2pVKYSBO9U45gzQKnc+AS3t7cgpsKPc8JgEDqmE6hrmvP//CUJ6QEoiYs9Iic7tuaSeNkBfApNmdBYWhetoQuWJEmlhHNQfhfSB+yxRyillr4sUxJ3HjNsvfEI9GMbDoP86O/ig45/Y1YRptC/hZcdptlMbEuqGXycXVQWhceyGTzlMtl2Xit0rXCeKpQqhU/jEeAnmLYvR3HEs7VTGhcqk4VjmsokLkut6WxFbTSmZ8nUPOjQlxbdoDyXB9lC22JsZWKUp/B50P+5LANjRUXRQJ1zPZ2c/74jkFkjs1Ror7UwkqQk0PwGB3h4TJKEHR0fk+Gvz92+Pi+5HFVP9Lbfdi8bad1Z34c7JaHPKyy3CEPXc9Y8F0KQTk0fhcJqF6riLIeQHHIPUkeSS9XExnSYg88LST8meVxRRlcDBwpoqc6mIKHhLwe4O4+Y/EpeiQ0h3QKeB4PUCtH3qOt0DB+9PS2UQqeRCtwtQsY/gmuYO8Y8ffOdKpPFduDfDjAGnI+F5hjLdnYOTNgyN/3GYgXHhU4eDCIjl7Ht1PFlSD01EcmdEAqgEl1IMRqphVJrObwL4yhDi515RZJhyD+i+tMFdBR0QqeMm4BLRT21//aLVw1C4z7Zcmhtxggu6WA0R9SxQzdjZ2pUnqG7YAWG2l56vlGoQTDSZ+iFj4dVc4M72ORhA4cbDzIGw90qZ+o5zx83SKJfKwkzk2rnIXyrsPfwM/+RRl9bxBxEPbKupCcPAKMZVA1WSId7UEjyyKfGZexPrQ/eThFh+h3hAJ14S+9z7hwWFUqVjsUam7cBmrdwj7f/mmXnMD7CXwhsl0C9hspjzpxc1k+T/LmXBEs05u/rnLZ8VqY6ps533uXghVSlOS4oC5edE7bY7xiNwItCmzsuARHuAoKnkxZ64xhnf462Mmg/9ZMnkJDnuZvBIXNwngCCeujQCo/hVCubbfiK87Bpi7lV9SWbOEXy1QNnuaEvFQ4ZCD5I+Anu94/nUSqMPRL9mO1Tef1PTHErYQ0/TaXuVD1sZOotYkr/xC22jFKlselermbCj5pd38mDvle0h9bVlXbGhS194h6gEs5T4PFIyXK4tpyvcW5c8CeUDK6vY5n5NXbmJsdUjfBVwZ6ZoKdstWtRFMbmoYtPNc5T2FR4CATCldJ0c/V8un75xIjimn8FDRvhMx9nf25a66Lczw2XS0u74ND5a/xRPcv8LaXsagcaWdeozEKWXQVNJ/SLwnoNhD8CFM5ZD6ubgS2PV68SOGEItW797vxQ4/PU3W6DS9FhwZmKoyQ93ZXlbtV7pVHU9WpsK9x1gxvOO+BBFix1TrjTSrnFEf19uouulLtxIaeJt1AuAIhiGS8Xzyq6q+B7wg3FfCcfbrU9LvcJlLOGXG+WPF8TNHzJoKSjkseGAxXSY+fS7MptQ7g4KqSrjDWDlxqpJuSSp9EZZSGNLsqyUsYNFsvy/xrulNTo8phEHub9XtCHu3cep602q3rh22uzG6lwMzmGzfTrbz9bS0b67dQjP/7ImThbwWG+EitqrFH7dLcr/stInfKxVnHugi9CdSx2e2Edps5WF8f67aS9eOPj/OA08tygSPLnfplM9u46IXJTqYDeylfhA3piWqARwxUH45MqRNpG6pc8Ju34hhUoUR3dcn5iq5FvZSedC5l3KINdOMhmntSVZVdcktC04SmTxm/hfpkd/4fGAdzJFeHFPTC8wktZPp7NLcqylpUvS6rCYncjDT2KbQvTVaYnyv/9P++rjBhN421vPCThLIcdjeyy/HzTPJD9o0nahVJDP4RpEIT5ynoT92lC7GsBu86PDVLj+CNUaxyLsvx9EIo2K0s4BPtdviwiQ0/+lxxEHn0HbTCPk4OZyqLl5NH70WDyvwEAAP//UEsHCOsA6k4pDQAAWCYAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEQAAAHJ1bm5lci9vYnNlcnZlLnB5vDx/r+O4jf/nU6heLMZp/XIzPRxwyF7usG2n7QLdbjEzbVG8ezAUm3nRxpFSSX556WC++4HUD0u2897b6VwfsDuOJVEUSZEURbooir/uuWX9yVgN/PjKMN1LCZq1oq2YkMzuge25lmDMK8MeVMO3fcf1hZWq12a5Wiw+7IGprQH9AJodAE6GcWbFETohgakdgweQ1lQMeLNnZ2H3BBR2O2isYQZAsvNedMCEZWduWNNrDdKuF4sb1vaabztgzZ7LezAV215Yo44nroW8JzjGKg1sCzv8h8uW8Z0FzUqtzgZnN5ZbWLXbVziVMUJJwyzC/GbBCMAJtBHGQsu06i2CFbKFx4rttDqmw++5hTO/1KEbQWHnPWhCHR6FoWV2BmjsgsUZVz8aJb+h6YS8OcJR6QsDabUA84qZ3pxAttAS/vB4EvpS74TknfgHtGzX8XuzrNiu680eWr/WBUPC6gtTdg/ak5MZxSwy1O7hQszAJ6GZ0i3obxY3YY3GLy9hvDpL9t7h+x5puroHWytdNxq4hdovhZVnzU8naCsmcX7PmXaJwG2vZYDseNNvGb8Hab9hUllI2yw8EpqunRi/50iEih25bXCh/J4LaSw777ldsDGu2150LWjDTlq1fQOspDe1BtMfodbQKKRPjRMvmdJMWMN24hFa1ihJ0xNOiPjZ0wxXYw07I0vNXp1lgvCOH4Dxlp8saGQayNZUrOm4MWInkC+XFMWz0q2Q9wvGSlplb9WNBgM0q2igIqCt5kL6N4SkhpPSKIwct5GGU3dZLRZ/VHaPIkey1kIjWjAO6TAjott3LdvzB2CtkvANyqSS3YVJfgy9hcWNvVoURbFYiCNOFYjxwLUJr1Baw7OKb83fO2Hh38NPu9fAaYlEohO3+05smW/9E7f7hWtBwpnw/j2Szb1HCsX3no6XGulaOc64bg9Np5pD6Pdr/LFYfMXeg/VqI5IA5acDw5TEbbZVvWzZEYzh9zDoHRK3tRcGbeyw6w22L74KQ1AX+qay46hT5jdEw7uONA1JPD8CbQOm4Qbp43SdtPqyXC0CvE1K9NWv3fNfuC4Lr2OMOAY1U1SshR3vO7v5o5KwXCwWRCv2g9e56wVjDPuwuhZS2LouDXS7CvdFs3St+IcvV/iObagpbyAabwamrt79QTWHcpn3cqqcbdjtXd7Q9JptGCKYv7eiOdTc+jbGvnK7jGY7qgdoSaTX9FbilvR6TJ1AOjvSHHKIZy48DQ3YcokgewOa9IlhoXULe4G2gMwZKetey1lAdccl4JI+fkJY+Ivd/HcQAsOkOkeoSjJhcyjIsPrvPfTQXkEJl6bBmSnszfaqa00OpRXaXtiG/Zaj8QhUcnbQ2c+gZ5lRR3DKwAjZAAkyGSlSoZYfYLROlCNCLl8gSasXYbVDSnnhjBpogN9xY51UG8uxLZ/BgxlRMgD3c9G8OTDNJVMjbOF4spf6aO6nLEGamlcDZ3BLq946S+L2fsu2PSlY5Du7wIhZthe1UwsB9oc/f8eMaAOSVnNpSM8IiwrBdbaKldxEwiynQI1oB3xFWy4dSQm6J0MrGovTEL9Ey0rOTgoNaexx5BdC3fDLaAqkQNQ3TzHyefoalKUNez3avgR3un2N5cfTbEtwzDas/PipYvjf7d2A9l4dsU2ZFcgHoZW8LX7/9t33b9/Xv//h+7fFSHug7UD6lcrQ8+pHJWSJMCpWBA+sWFbsqfabM++KZRUh53+zI713ViTP5KkVyxEDjOQn2t7dblXjD7NXtlwuqNdX7ObmxolP8HpvvsjfYtDsTacMkF5PNHpRFN9ay5s9GO9uoRrwngzINhilXJFYhcJN/nE19UYT8Aq3v/OmCWCmhri8kBaqyLPaIcg9R20pAffdCj2MAEjsBiMhDMk4WQP0dstE/yntuVlQHyHjsAQrlpicW9/9LvCGfiZGi80q2IGurv+IrHRyCMz2cl4ub385CK0/I23QI+DW6jLa1ooVrrGomDPXEQ0yAMMQ122QvJo6TIZ5toz3IJKUAI7pGTHC1ooVdad4C21RuaUvqRNpmYDyCh6FhTan8DDtx8OawcqqGhVYuWQ7pdmhYuhhsU4Y62Za1X7ESlg4mnK5/DRQC0gbfSyQsMWaOckr/IBiHSbztEOfZ80Mqdqy9m88uRBsZN4W7oX0vg76uBXjzkeq2M9/vhPQtak0kwNogqszI081na/mhMfvvpmW3L3JKfiAxCto1xRrj2DB8Zl82BWcVLMvl8hKTsaGeEinR26RPu6AXKzZ7d2nEehVf2pRcv0qp4g5R22FJzXZlvAw08W5bPAwEBSdhxkd8yHVbM4pcAYd7Qw/QOVoS5abHDbjzuHtA5cNGNZqsnOZSvjS3EA/YMNugcQTourw/qrYMbiNBL1DRYO/iTV3QdeUhccYzQEuo1jeXSNslZLw9q6asp/anYRGuFf5lDvUbNgzqrcDe+AorBf3g8BD0heWcoI/gpyYIHTJa6TLWEQyBftB97mWShQ/CbjS+dZJFFiOLm2rtOs/s/0cQ7/UBvz8LVa/hImOHQO9E2tAi8KBxZrGD3hB0AmosB+Cmn5AyXYTBM2M632IQu/0ZRHsQ8VeLz+NnB8ytHHzxAUnsoGn9Rct6mkRowPhjAL6i9C25x0pIX9qtMoHGfUrw4Q0luOhnmIce0LQuOOkCIdI9IXQO1ZnuWIf9oOw5M6RC8P5aKLwcQLnVwl/usIT4f+rLhuJdiasqce5V+pgvpCr6f8GXiDw2hldz1lvgROOeo/GNawyPyZ2UtvgSw2vtKDj+/Ug4yL2RVRmu5RG9bpBU8/1vUFxOpzxaeQpHgCVUn2AS612wSlyQ3Oie5YHtKI7cw+2PMCFdg0Ce5GPRTpkopLcFLXA06d7jjQTLcIPYpe4dPOQKJ6Exyst7q8SIhuxV11LHqs/5dO68i5ih8xamUadoI1B7uAulh4C/naPtwXqAfTW7kZEZ4MBI0zH07jx0zETuNFhT3vtNJg9qlUEnVLwZ5uBxNkIDdzQATcwjoaiMeitqikoW7s+wf1GLMedz9zUw4DnmE1KAek51QnMbYt5tRAbSVUWLnhTVHTa3+RLPsClCif/zZgalaPThv5feRJs3D/zM7qpbidz3M3QekTehNW5drhyh7CZ39O5rRgJ4gbPl/nJqXZBn9pHhGqkeU3x3cTVCj5IDm7kauCY+sTtflBn14Ev8rHmIhunMq8NKMm2PKeq8M8qNDDDLjVgy49xP6zJu/o0ZZ/VlyksNrCGn7mwySqvITSBQZdQ3TXgHknaDyWhvsxp8ywpiavXyBygUHR17uTs4q41xST7U+2DrLXz+cYHabHzgK46nMjDJyC+nIu4m5K48Iq3bRm1iQNSWHiMOM7vR6cAHIigABwmFGiNZKBXMzA87wnAVYbPsusJIrDNUySK0BxT9dXdNMx7bfu8jNrT+yV/75ObHPeOdpOjlguxk0dnDv4+0V/JrONNGS2RLsQNU5JtYc+7XbzQHhs1lKkxk4W0oCXvptGXa/JQFHQLiP/87+ymQwDG6sn4sH9Em0FZuUXgriqLYzEjrF+xbymy/spkd2UhsL5mUvm7Wvy368gjJsnaXlj5ANpfqSPRdE8JAzNz+EteD7hRp0u4vw93segIJ3FGq9QSPTUf0pbANBzhuAVtmLCryRTUZcOub5AreyzcNtziEDR1+Wvyk7AJD0bsF+zNmO1jPtR70Ecwk/2h4dTxy1QQJuOTG8BWmJO7Co/jpvyjgav5YePzePgbK6hWmIbrz1dSGaI/SVFlBsprjeeV1bxSmRiT2B8Pwy4Ad9pzQ+Ghsix82kWtoQFpu0vNGyseKPyzVcreHLk+3DSaG1zXshrRvj5rfqp9DNIdBNwU7rREEw1rTXsP9itgYGzfHOpOqVOd3Ek4QA4XMA3vuIUb6lo8Cxh50XcQkiG8B3ENuut1c+IGW5TsLjXdjW9Qeia3HB/+/F3Ihfkyp8/RqdP2IrnBRkz1Q3bwLIriHd3FmTE+rwzT0CjdhoShNeOSKX3ac4k+8IlxfYS2otQK1w/1zmAuyph246OaqH5Att6BXiYjT1wfoGXnPbh7N6OaA1h2Ru3Fz/ySxQhmjsFcH+kVLm41cOxsaocvHklO+Un4SqfSoL//tKU06VzhrguVmxEtGYuPeYgLN3cLdLnUlp4POMvISRx0ACJyQ9QtKk+iDV0vuGc6fot2OZxY3PRFctIorigHfZxfYXLYeJqKuPYr9A0QAt8TMoVX81GJcWvp/32OEXQecceg4SqGfjt6DIlfc9Y6HmUdbDfEKTF/fsXXt6/vKKqp7407nha2Fy7WVEz1uBEudSFFwojW+RDI4HDDTW2iDStdUod5N0XCoy3LQxaGnIhfFpAUMT9vSQ7MBGw4MGSIjk974S+VSxS/G7fPnxbN2ZXQX5DZYCBp2uTujrwuFzmg+HaCYSbfTx7EvbgH/l8XqKncj4WRbSbyGccQJWpkzCDq7l1gDDbWMRUiF/unepbx6blNEKNtH41o18zLcRxeuGtGp3CGi8Yr8rMcaS66CoqrfAqpbFyckQLjPkDnp5huxCf16aS32DGKRQ/5JeTHT25vZwjhu8RX82fxF6rr8bUSS2ToKc5Ggj4lIigeEYfMgDtMZg24N6aog7xBVbvdNBfnzIdknMplJpxAs60gvyYztdarszTfZ3VS3kpOggLY/WpIYLi0CHokLPAZIxeR31ha/JM2L1IP8dVgTkoayCiYyDC2h2sWJ65c34NPDsxI/C15Rhr+3oOxrwzj0pxBrwcPJmY35eQuXVSupbl6cpdOWh1PFlId6RQqpX9In526I1KnvACNWqZEnJ2PsfQWS2ul8yAdaH2V9lLZGwJeZJQNTyui8XV2kM0V7RCpvabpA5scSSt23l82xdeGfW0K9jUrQWuHfqNaQGUeX/gDR7Gc9WBGW83nX6J0pgRAlrLNhhXOTq+fAuTjDag8n+oWQuW4eH/hl5DHpOCoaw4s7Rpu/TLt9lN8yq1wWXeFE65izcJTxQonXvjOP31y9y5COji4++iE0qiuLSK63rfxbR2e3ZazFPVQo8M1s1ivGdlXjHtpZz6fTp1lsjlwHSZKvIRzwtxU49wa0d6xDcuENEXOzEh7cLRu0cla3jnO5RNkymjr98QLNVG2X2a2wFNaCtkQtgXSYIP/y1SXlrXPDvWqy1Yunp1opaO5R5qswold7Jgw7vq2gTK+r5ix2t+s5HlkwQFD58uttKjY67n0MEcoROvGozUQynoqDYrZZlcnhPbGR7RTyKP99Xk3vz5UZSmtM2tBc7TqDeja+svrzDvI2nyGi09NnnFQktYY4EkgzJwDYJwVHYNiR/5Yvq5meuTxsRv25gpYf521U12nzjf9KcSJ8H+Ta0ga4a6jyHA7+P5izsyYaebjmEGsKBiJeELrwrdUTBEnD3mRtONF7OlyxlHri2Y/Az/k5xJmjC5UuJDrGBAdKowQS3wbbkgmwKJihlF2b6Tnkv0MRWSQyifpml8TOnrNi3ZyK7icymuKSmT+VSzcvZpvcwKT9sWxExGP+VlU4ZEmTtoK1cOcqz0sFEgeXALMEh15mFlEPbv1iTJuz71g21fMXKTdgxXNZrQlnQcZFR/F+HV/sjU3h6d0X6KV4pgbGvOTsRvrXcpaGc1cudoiaDfjyPFPUqM+hc324oYICnJWj2akU71t1BHX459mmJTwiLD/LOX87FRTt8kT5fpKqcNN5NCYOwN8tE5PESwSK+Pt09j7doNLPkFz+8s7ZxPwhzOHr5dzApXR8afJ0iwNo3i53ODZjD+/UOxRZDHiUc3ml4gRJwl0zqKaSZJYOFDGUj6XnhTLZvK81ZDDH2tcszSw7AzjdAqV+6XlUFcqAkJ7WPyG1f7R6TrsWtHozFUN3dHMD0UTzg/73bcf3v7127+9/+77+jdvf/Xn343jgi7V5ASyTMstJqPuKlbwYom2cDdVsictpC2zXLMkyZViExBzAemC/c63+0y1aqjR3YkONru59c25SHN5jrF1lHsIjxZPIR7aaCsElsgQNid5cYwbyYsrHPT2S1r2X6wDWVJt4qpTYyOEXIxtt3HUTHYwAfvFZnRN6A7rLt2RIilJqWNpbt01292cJbtGm0keaMWKZk+5reaWnmrREsdPHbc7pY+uJf7CJlfrVwzhN/odb5BHOefPppw/nyYaiylmdq86O+G3WUW2r8SmQkrytlxFK925hLofVvra3h9VryXv8KiSCIY/lv5olLymDBD8mnGCSPf7vNmTEFP6aNcxLlkv4+Asv7FRVPRNPiM7cmtBG7aFhvf+OnuodTTM7lVvOB4g0QMVR9zwzIhj33FcbTu6NGq3FTvzrmLmx6BqqFJqWJ0vzyrx5GXLdrusmHs88y4+mx+X2V70o4aSmeNp9ixMzZ5l2XjwFWMhZdorLaqvclXwiEoOczZFKULahOJi/CWhwaOC6GD9tfmfo2pho1XBviZ69FrQrWRF9FO93fwHah5oDrXhR6idEHuf5+qEK63O9Y43VlEeZZj8nTrnQv/YwCkWPq/eaq1m0haTVWRpgKHCyn1MoO86Kt0LtXLXKDofiJwlH/rSeiiTUnIFj9D0Fsri/ds/vP31B/Zz9tt3P3w/fPjgh3e/efuO/epvoY6T9LaYvWnCv5ZS0c6u9EdPycn8Km/b2wL1DXr8ZXtbkCdSc7IR7me4n3Iv0sjC3TxYpFfQITMB9asZb8/TJJm8ckmLNSkHotToGw/XCMMoq6iFx1s9Wg2SAMGtOsVbU6JKjFPMrXUkYj+cQHMrlOTdFWmLU89WPbxIYE/cZLE/B25coJHs8BxEmL0mcxFvBHCF5Z+43ecKZ1AyVaZRKNWa3paTjTKMnlNFgz2JfpeZVvBFgPW0li92pE9r0LYcxv7ravs+u4gv58dLK/JmFAgu//ZA2xayA8JWqW5IB8KVhG+URCSWM73G3y4ZOk9YmjMdEUlukfrjacZJePsA2lWdMvftDEEfIKHPwYBZT4tZXXlLuG0cDgW0N5dVlqs2cjrcp1joAyt6VO/xL5SQL139mYvAlyzyrCMv58tnx+z/OFv/SSCKdQA1qhh9UXXo4t0Pf61/+93bP/zmPYp14dxZVySBTxTL8S8Txe0daN9Cj/ZycrWAqV+MoiZtPeyVYhxJLwbbWlCZa5s+D4kaMWWzUT3lMCwWKPuJvXXcOsAF6alX+OAJGYh4WLNS4wYWO3ZAZlHneM/lGYkNA1U+hYlwUUhZKof3k4VdhmjEb5og7yefT2Ilwua0V/15Siq6MwJDF9v9aRm3TbtlG/okjJuL/VtS1k8d/IVWuw0OZKrN3WK9y/RPu4vLAOYZJzBzMQIOCXcGV+Of8rzcqp423DkFJkn5OH8oJHO8dY4/OuSejtlijHWfZhg6pTj88H5+9qiBgk22K2PrI9K1lqbyv434B4RnIVXAZ7RR14HpXpdO/Ix8xeHXYZDnaTGAn8IVD5gC/Wx/CXkXsZg6LNdo1HLLc1eOjjcEAc/rJchGtULeb4re7m7+M+SueSK+pX+EkpMleVcj2cF5sSZOnGZGJfdjDxV9RWQZdnCMLDkDV7mPNfjV4M5+jSL2+Brt6+tYdBZb31DrG2x9wzZuMDX6YmovbSjl6BKU4L7O5RRYxVxVnDPkb6aJMqrzpwfzmsILOr05Fjtqn3UvVW+D4x9DHGgIbnxaQqK50TQgakXHJRRrRGlUHSN2vqTz6snqySmDxzOZ0GvxdaTGPArQuZVSQl5yWn4Gp38VPpnvMMHJneu79vbNHfvZxkN+IaInrY7qCrO+JK4/gXYa1AnkC+UndYBwk0zlG7dm++hk+0C3dS9DpLdwY/iDwyPMm6EE+fU7Gol5rF7PYnUIqR6I94tR8h9p+HykXHoVHhMqtFCkGnbdnGJgG9RHnnAp5jh4qJBRTv6Q/RuXwuJ+vxmXm86uKj2vzK/IiPZTNv1OyOdn/+WLZk8PQM/NnubkObXeiQeo8WWk27TO6QM2p+PpxQqHDl7A1SIMB9U5xWldrK/7iN7ycBpBLu8kVU5MTW/iSFNiYD6+GhnrvFKcal5Agk4KQb1HTqNz4d5diUk0Slohk1KXSYAoZNeGyvFE0Vw12RPIqSvkaTxbWj7jUESviQ5ScyvOEHvWj0hxSGpA1PbHUIiitsbzO6vpSE+CvhQ/8CcZPHAetTB2u+KjOUmiLyRs2McCZft18pEe/7XQ8no+MI29LWRxl9+c+CPBgDlFpobOmw0bq7et8beSo5KvsMW0uJ8gsgiLrIWpG+UCf1Bi3wTJoUyRP78i9sSq2GetjD21Ojas0NVRza8zdDVTZoc1edHLLrZnusfeXvwywoWYTazHNCdobLp7/KuVMHHUrpcNSnm5Wy7+LwAA//9QSwcIyvIEHowYAACUWAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL291dHNpZGUucHmMV8GO2zgMvecrCF1qAx7vHhctcphDD71se1hgD4PCUCxmoo0tuSI9maDovy9EKY6dSTLNYQbRPFLk4yOpUUr9GywjAXvQ8KwZD/oIQ/AtEn0gIPYBYRt8D35ksgbBMhR+DFR+BO087zCc8IDOWPcMGjrt8AOtgj9UwDvM36HV7Q4N6Gd0DG3nCQ1sjqDb1hp0XEVLTwzBj4zgA1hn8DUeB6SxR+h12MdzvaKRBnRkvYNeGwTsCA87DBjRPbI2mjUcYnI1fNbtDkZCgnEgDqj7DwT+4HJ6j9++VKBJIs2prGinQ8wlniXUwY+d+QTfcq69fUUxIQTr6pVSarVatZ0mgq+Jqq8DfVwBABjcQiNeCsJuW6bT+AnIY3AQT+swOoehJqSYVsKvJns/NMEfGnQGjXipIOCPmSul1OPbetCC/zGESH3wBygsJw5a7xy2HJlkD8SasTabso4JnXxLfH5D9QafrStU8IcHiURV4nsd8MeT2uNRfS8nI4R1Msypl3WDjoNFqp+Ri2smdgsIlsB5hr+9w3N28ZOSWwMfh0TkzLPZlEX5Fl2jM01mtMCJW2uEvScVUJN38xDipxFtNmZTiJPyslw/fy3qInpONrcq88+NJrB0pQ+guJDp45fHiK4FCgYjjCb3hx0KMbzTfC558IcStDPQoX5JSk1X3y2sRPUg99wrrTiCNTwja+ZQzPRbgToREkGqkkKWsWt//joXmrGHdQ5o8MNMDdlggiai1mLy9Of3qBFL1hFr12IRTyvgceiwlCEguLmgJqKvi2piAHvLCwKuiLuCrKD1KXPBV6DOyjplvJSUPheweE9PMv6azhPdk9OpyaPLRZdH8zi6YrMdK+ix9+EoUpBx+k5jj4wP8ep75afLzj5r0fIOqG463+4veI7dT2OIiWmDRiBoLprWbhMwjYmrwrhdynwN6Zf3ORYq3uXYjEFvOkzEZaa9w7ygiriJuq78OE3NGfsshpH1LA2q/yPvPk1XSJOOzkXweeHmau0RBylqf7dcEtdluWS6CmUzDTYy0QS/HJ2S+VWT68TFFdykdXyVucsQI/4h4e9KajHOZ5c0Q3pVLIRwY3Zfjzg9Fa4vzctoM/b3I80G0465ZnGDyPxI+a24TuB7gW3d5UQ+11gR8inGZuZsOWrtNjq52V9btyiCOmjGEEulZiJ60d2IN2S0kofQtFzNJmfM4Xi+yWwWYxJfWxwYPssv690ZOGiik8+5umPOFezxmL3bfvCBIXaffKfWD/I2icC6yQ3byHFRRhJ2mhKJyZVaYlReNLkvzebsy2xWmceTC7OpQMWJ1+TH9eQrDzk1q3oaM+tIwT2TQsJYy88zz3s8xrn8tMejLMk9HlOcnSUuxHU5J9lgh4w374juKnhz06B5N+V7mmyNsQH+mJZgmnTqREU0qfHVElMxS1Ye6Gspi2RLhQADatMwvnKBrvWx89dq5O3DX3NNbX2APVgHxdt0n/bnP8sddit63tfEOjDFFVWoRpXfy6W8I1hWzv6yLyQw+V8iRSYxm7EfqIhGZQVvYl39HwAA//9QSwcIgrYKwYwEAABbDQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAARAAAAcnVubmVyL3Byb2Nlc3MucHmsfO2S3DaS4P96igwqHGJZbFryTTh87a3Z0Ng9tmJtyyHJM3HR7mOgSFQXplgARYDVqvP6ee497skuMvFBgGS1tDNbP6QmCSQSiUR+A1mWvZYchk6bnrMj3DPDH9gZul7VXGvI1dDr9XVo8FTD97bJm0FK3oOSYPYcTqI3A2uhblV9KOBBmD3s2IGvupaZneqPwBrWGd5rYLKhLtoMW2D3XJoCtOFdxxtQkkPP3w9cG2AGGBhx5OVq9W7PA0qtOHENQgKDneoPvIF6L9oG1I7A1kqaXrUt7yHvCceyO68L0AoYHETbgtDAoOeshbevvv+PVz/+uPIoSf7BwFYpY9vseq73IKThfddzw3vQhhkO6sR7OwV25PDDzZufbt5WP7z+6aYAZmFrw3oEUq5WL8OEatb3gmvqKaQ2TBoQBvas67jUON88YyYrAjF/leIDaF4r2eh1oJsZegm64zWYPTMrfNRAA/IGHvai5Qi1H6QGww4c8gwbZ9ceUgFqMLU68gJJeuwMGHXgUq9LiMm8E702q6M6OYxpZcEosDjuRC/kPfAT78+0Sj00A/fsgCyUE6KcRsR3/EMn+jM8MFPveU/vVk3PhKTuajC2Wc/1cOTQMa2famSIK4s3aG5My9fUSkLHe2Qr7foQhd0nO/U9X7VKdTBII1qkiNDwfhDclHCDSJs94h8YvxENHDmTloBIHg1bVh/siiKGrZD8GicsDbEfjrBnveSE6EnVbDu0rD8XwFm9t1tAGA18t+O1wa201bw/cWTHcpVl2Woljp3qDTB9lrVQ/hE5mH8wJ9Zr/0qFv/RZr3a9OkLHzL4VW3Dvf2FmHwC6kfzjidbOPz2ovnEw1GC0aLiH8do+vu7cZzMI/+ndIMJr3Nd6/NBLXcCRHXjltnhVt0yHd7jB7Rvb2yLju39r5cXfLMf/qFS3Wn37w823//HL61c/v4MNvCifAzzBJUBuYhr3u1GgjeqIt+z27IcOud/shQatlIS8UbX+gmQBq015bOD//d8vyxdfrVcLcxByqwbZ4FLXQ98jwv4VPAGp3rNruPnT8y9XqxVNBH6xeyQfCVY4Cq2vVwAADd9BVQkpTFXlmre7AnRfF7i0O3HvGuEPv5W6r2GDDdLXtjFsXK/0I/H2JiZcvg4tHEOVmpuKGLbC5nnouJ7DKjnSMZ98ITGzgfxF+byATB2yAp5PmpDwgA08X3itYQO//4FEpNW7+jO4DWNFTtqDfxC4hhv4K2s1n+CB4q0yTB9gAz8rOfusustfj/pe8/dzFAfN+wp3GqJ5ezef+Yg+NgVsinNIhbBTO6ojcQyak1SfjCS7ltU0udu7AO/ItWb3XNs+28GAVAbOnIS3ROmkenhgwgg5Wfw9b5uAW9CwJ9YOHBEMgBGx8Hmv2kY7cYgfvKqvlZQooNIhmD7g9DU3+RpHaZnkGh72SrvJM5rEU+1Hm+xNEpBCe9EcgNvtX5L+a9tqi09C3k8Zr7Jbc/pabREpL0hf2/97YuwpADMI2oARCLfdzb7nrImJ6pBym+kdajO/wcIGCY1D95Iawmap+4qaP4GrqysksDb9UBuhJL74l3+rUcageOOVRUlbOlx/fL7+A3ZGJRc+qJ4ETjRF+svuv1VohkPTq9zso/EI9A4y2+kXpdqbD7wejOozYm0hITf7UqLVpHrIMmvU4KfJezugRh2a59me90eurxzDZgVkTsBl68no+Ksavh3u88xOIkOjgEAXkGXlP5SQeZh3iRuDmUobVh/yVhyF2Xy1vr2+enG3LntOmzbPfpM4JPwnZOvb66+eP79bJ2P2nPYDkg7JsVpilIiKyFMjNWkRazVIc2kRs8zRU4/GiqUOmr9kMXeC1xwF0YPqD5DXrdIoPZgEfhI1ClVnZhthWvoS7RWthZJrIBxQA3K3ZPAPtdXXJCloK6AgskOaPT+SPf2w52ZvTeEz7IQUeg9bvlM9j2jgrGqCQYRqFNe05g3vuESb3xrjZOrDj0reX6GJT86ABtZzaPnOAGuV5CWaTR72Rfb+17mYWHEDCVMmDQzr7zmu5T03zJg+N/sCssq+zgrSQimbPKB22FjIzyCDDJ6NnakbAqjeD6zFNlWFTJetp5troctRNUMbOsBmA1mtpLNkyt1ghp7r0m2H+X4hxJ5tIIOlfUu2V6dU+1QTe9FyY7NrMm6RSWiNiH94U9iNbqZoK11yeRK9kuU9N3n2/ct3N39/+b/evvqp+u7mL79+n310I1/RUmUF4VvgFGnADKHjmEye8wcUMTQf5FN6+vH1z99XP77628131bsf3ty8/O7tGnirOWRt4LQ5lWkS2jppNafFdUIevd/GEmqUXp8+9nyW/SAtp/WDnH00oj4Qm7nR/676Q2lf5pGk8T/kaEeXfGEoGFUdAbImnwW3/mjrVtWsLdGKQBGygXf9wBc7mf68PDbY6ebLY+2EZG37SNfHkEltxumPfLG4e326PAxMhvLG2NUGXnxyJzRMsNOz/0qn+lRKZcTuXLG2XVrfT57HEv6LqFi+Ix+D2CZp8K9rNmfFTVSaNdBSrRdZaf91aeEsvsQWmpl9znyg+TIN9/F+I5/QN3B+l3esnf1chL++Td2xpK+3tnW5ZTo41n9hmvveL62TXMBP1m6+OZFqfstl84broTXLgJ2i9hDf2se3auhrPp1pP0jrd69SkuOUC/vnOCt6THGhV8kIqOio89hviv4SPgTor+zA3aRhsxAoyBepkxI7ps/6IvhSycp5M95yrxqOIr6v0GUKHQOBypevXuL/AbExWpHPGo0DIy2irnNwYgd7pklRW7pl7kvmtE/ipbrd2jFT7502t2Zgqfs62nY7duB+YtG0U4um7jkzgcQuBFoEN3AhBoE/BhsCn/t2qYxmJYVZWG3EiVcuRLeBav42ACjJHU3BLGoGVjoeryyulqCS90lL/qHmnYEb+k8oOYfTMa2XxBdbpeuWxK/LKqUXSsLkxUh81VvjTUh49d2PN9XfX7779oebN29n/k+88uloBUFY0MzaWXWXuhRQiabllQueJsJywmhoaFd7znqz5cxUaI2feD+VmDTQclNaVxysVr0ajIgYlUKH5V6pQyVefC2nPEoi3y+mZbOp6H9E0LppjxueJMobrrn5RbWiPgcgtd8Ek8BYvUNTIIETqYF6dz+KZ4qeJGtLIYva6pvQLFuj7X+bGd7y+54ds7uUjJ+gNybaYobJbSKP8259B5tJ55xLtm15s0GTq7Cxs03mhtXimKWTbPiODa3BDclN1RHtcFHtX/mcsAXUtxm1zu5SUBbE9lyFKNIGfk8RPqyvHwV9WhN5DwWcKADgSBzBtET+/Y91KQw/6nz9xzIO5tyh0Pn98M8OiAA+Mth9r4aucspWVx3vK4rVbWCrVOth2Vb+Y1aQLbxOSWftkI+Ccs0iWGTKToA5KJU2qufVkX1AfVM17IyMLKTx0OIvWQH/8/kyHF01AhH5hZl9Phpbt1mUy8ru1vAFZL5HlsAhyUHCqFHB/La+IvryV+jLQ/iudsBCUssGE9TQooPfnuEo9E5EEYNxL8a7JN12T+Al7NWRQ71nUvIWR0BvVD1ICkxQJFYqClo+1djKZvRChJIbUJKXCdDI6NTcuE2Ud1aPlUPX8T5fo+tO5Km+/eHlzz/f/IhO97gTrxCraDs6FVTv7uOAYJSysuT4WMDv479RAO+ZbFrukg49f5+Gkn7xabMo0/qNQ1MTDXvetWfIKcjtsl6ghay5DQUxbXy/dRKN6ZjZw+Yx0/2XN6//+urHmyzRXug+Y9d0gR3drAnnZoRzGXu6VNkvvdqJduSerle7KCpjqZBV+NpHZXD/+36l+38WfnZw8L8EdmlFcdR+ZtN8FPdFR5eAN0JPoI+fhmNXacOMzrPPdPlZk8FnkCPlCqT5PTedaPL1OlbFj7CCS+z0/L1dJkoRJwuDbxa8LJ8R2rWKmRyfbp/frQvQSG18eoFPKJLo6cu7SAJRQL3n728z1WWTfEucb0i/qK0ut/xeyDxjzYnJmmcFMLOh1GHJO1Xv8/WkD2W0XGuHKo3LUMMVoGRFqeCNXST/SB+O6sQ3YWB8akbgH7HUfbOdnPOg6qoMnoHqpsFBscP2QtPrCSsxoTn8DQXQTd+rHtUFd9bxGEfVQ2ezvh181iNbxAk+NaCHspPEglb1TVjd5tVTB9zNs/r29a8/v0txClE5ceQ9KhmcUdK+PCptqlodj0rmX69TZk5b1i1ncdJRDeY282Inu/N2Hq6EQe9k0tKmDMd29jltQ3kmTW2iZGlpX6NEpmw9isOWG2DwD7UNpRYknClegPqi5tdjpBpazlCbiDGI4MMlQxwBcdSdmMG2ygCthoUtRsyLPiXl6ixrTkSCE5wp+y6F/CxOca5hz+tD5bKKC7kGqo1I8pNWRNv85ZkbyKWygXyqsxCmcMUV2IwSk9uzL+QwcSoAteTaJUmFLaFAqqtdXFzUcdkIeX/lx9atMhq2fC9kQ+rJqXQf1EJEinHBe3hgmlSgVfQ0mqscADuoqxYogJKTuHF447OsBa1yotbQHDkirq3QNpAVsrkTchv+wRSEH2zgiD7DB5PdFfgnvowEHtgVpHyykCOLI4Wq9wMfeDNfyVpJI+RAVlZEXiKry+0Kcw22uw3DT3PHblwmz3lIIxSQhTx40JCbjUWOsj2IIlV5lKxtb6++vr5bdGAjwpQ9R7mZT4IIEM0i+dCKE9LsdjYgfsjXRKvSEnZjCUwb1Ooix3mI+IzC+AFhXKZm8sGl1ZE+pgycQqSZkwThLm7KnMCoHirHzNWeOSXhgzEIaSl1uYjVp5CWS9OfvRR0VW+Jz1BW2ERwshRypOF6PgjyoOOZkjVNTmg+2qyisoBb/DcR1snnMGQBz9GAfrFEtaO1Q4jqkrVL+aBgJxByNAfrcswLEfRYpOEKEr4BhuOImgfFuTwzfhQmz9wEMruhNxZ7R9ENUTvQVzQ4B7sCFNtDzri9enEXtShmkxl/1p2n8W3RDFFCNLmHkxp1bpYkwnWlpLMvTCrG/+5Ts0SCp5Hgww2DxGH6YB2zCfVIZNbsyJFyOMgofcMAzUDFf3GBB+QMUOUz2TzVyP0MqLhvOrRUoId6j8On/oPTnm6je7FIa+nTbLFFFfZSVtE4drGs7xxRK+jGuaZ7W+85GXC2OlFSBamrZyRMSFO5ukrygIpgGHDWt+d5nwA+qYX5hhQ9POy5RFWp3bgNChqqQkzoYHV6qqbHTdiIeYXUotCcRSVHcTm3M/Fnyp7Xqm9C5NwMorKv8oXsoNu2brn8Cnkgc/B2CKcd7QD4UKmdD5EsjWLGIi3fLbyo1G65i3NRtHdX7IaKQBXjt3n/cSMuZ8yijXorkDRB8KU1bUl7MmCHHoUx8VPucaA+S5PgsqmoYMCUngefubndPr9b6OCKem0P64gttLIuYVzXVNasbStmcutPHZVURFmHwdohWtn6DhQ0M7CWKWf5YGK6UY3aPTHdy2iAjG005zJs4yUeTZteykKbkgarBGm/UMY1lglGRoO3p2bSytpQXj4ubQBLmJlANhdS70/g5VTYug3uRWxQWpZWwngRUsLLgCDK1gvwRwF8SeZehzGeapJfmp2TGtpyEXRg4slypnzsN8ScQ6y83EDis8MzGEt9l+hre/1b2A2XpIpl6rJGb7+9UF3gYRTJVqERYg7kTfboIJ+wcwjmP7ltnBJsRBPpMAtiQc/TBuPo6yxFoMIr12Y6FrKjU3ScmKxDTvRVoXFZte3u3DrX4Kl1s+wmIXvinkvzNArU2m31oPq2cY4WcaJTmsLYGONs2wklQT3w0YJbjyxJjWkm0SJu0uUjCRNLl0QUBOESBBEt0yRwkMpsmv4ypxcepSgeWC4W7fS85UwngUPy90o9lvLYis5R7S5adu/2HN79+gqctrYVuUR8d/CBlhTy59fAwmpaOibFc058UY3/YuzJsuJYM41mhhZNATp1h80gypDm8FmVuf1htXDGXBYcrdCSHi4FLZwzQ9PEfaVFROWA3Ui4qTlxkXpO+nk788R7Qt2VLo7MTLEEo1obePB5TW/UH/iZhGmATvDsclhnQLKjY2PXp7D+Ab458HM4sEQximTQI2s40js1DMnd31ywghNvb1aA6BJiPKxcAILN0Yh27mFWxLmx+Sry2O3ZkK0Rni8u5GG6bGF/+c6jnxgDtPWMTpAQeSNiulQEk6Ci+FZiHV7kAKeFyawMOpd2T04bwR83kSqNhDlLLN1J/BSXgZIyobMjs0Xgx86gEuSnxP6YWkT85BUS+sEzeZU0c1GbLA3d24FUD7kdKgyjRye3M+fqqO890YN7/md4Pln1JbNFmL0ajCVgzqDbK3QW3VsGNSM5vvZHsYQVS9c2UjiBTkL4LM2eG1GXM7HxSShfCBak/W5tn7t5JZ9jy2hRayYbOhZiysMD692gWYeyQhtK1XrDL1ujTeEe7pItV1MeE0HNNtKkwrSmDAoF6PFL/YmxIRxkwEGockPzJk99JL1giood1Lh1B0qEoW1g6+yHC2arI84w3cRUwkQvbVZTdfq/IZGZ/MZ9rbpqq5RZzGVVD70w3K5JPa36QD8hZOEr4errXa2Gy31x3tDBpmLMh+Fg9G6SWIqSUa7J5UxUyGQHqI16kK6kZFJIQsDjUrahu+3u4sy6raQ3VOIvNGgj2hYQoKvJFzrUeKUoh6oqeppXGFmCTOt2liZOhT991Mn+PWmZnNWKjGVbVoXv4862eTycY6/f/0hW3+2vS3ntmYjKKQTlHCJbq07Syh2doEpaBrpler8u4bUENp6UirV6sIetxHblhRTcsedVJ+erhCFJ68oO6ZkCP5HpPAoZd/KKjg1TZinUOzyFoWuY4Taer6FRkIfjHwfOO23jU/QZlKTCCwdvDDY++dNXX335IlVXLgRD6dBJXiIq8qEVCjU+2O42VEXFRUJj2Vy8pv6sN3H9vKJwspPC9qCjiqjOgmSldIUbItaZtoJ/z9smjtDeZgd+zu4ezQ73ITSUlKwGLDdRoeSemUo0DrR7yu4ei+W6H7U1586iZScX3uEEmyNqDZJYbgDbyL2xMgJn+gmDuQqiBE54N0IaaXB4SKvfxG6UUJfi74eH2/Hb3dSVJHq6Y5ZJ0MwF7gL4ZXuFWoUQIv9g4uNf2RdTXJ5AlKS0STRnMg9SvB/4WALkzDjD29afXfTywR2RT+0Nh272mYbb42fNHdVYRBFDO8WFlMiocEs6zX8xd0LxyFv8eBeHKENDMibpdVxfTdA2DhHi1w0dJ/ahJ9FssqMtCYnwLODzzw8PIxJHfY8Ln/FTdg1kPtL+v4Zk74zLfG0L1RZ4Y50wT7RB524k4YMbNSmqSmqEC7i9W3u6HfV9SrZRHSQgqbglZ75cPOm2oEFsc6s8kk6JFvmBrD4UMCEbouLstOs5N/+P+v4W6XoX04WfyoSz3fPjzG3ZyWf7HFF+txvn2oMYl44GtmI8XTr6MO7YP0bq1OaDPVNu3CUDZa060vv4Ik8aokDPJ2ficSEL4KcZvZd1vaeZjZ8FPc5P68IjsanNhzgEEtfsp2sWEQt53O8V4q9OdWGwKYPNKm6w9wLhly0Vj1DCbtpn5egsaoL4Ap/puRPqcXyqbeLZn9ouqDKib7CnknV0Ocue2Ss9rDURtp2cFSxUZHUyec/zF8+n/px3qpZ09ZR+FKdxL+fewbbn7JC8ZZQwDNcPtJx3+fPUIkYpJOSlBYjsa0dMHlR8wuuXVfyIx0cFBczp9eWUXHB5WoFjVUfBxcvGqd4Phmz13N8NYx299GYdgrF2MUUSG6xt01tZ+Ae0ZNGiHLnZ+PrNeR4xIqeLfn6kcC6+SeFTbHfV+RltUmXh3mbr9cUhStY0VaMkr2rWtltW++1mo7GPy3Pbxod4mD5EJCco4TqJuaVCYQHbf4KbGQRBztPFNcLhNl3cZV8FucWCucAQuKJ66Hh/EppqliS6J8o6J+OZab/otlqMXDzUTcH780H76zg3n5zTtncxGAU+DTHQU0ZH3TN/IxCoXSjPplPYib+ATUPq5qikgmcQSirtYltwBXz1PHaYLdqTGDuxdQTr3+wA6Z6TY7qX+A+pUVHB4UIdnLX/lpPacwnlgrzxfOZSKC4frbBJfhQyl1Tfhdj+KyWkYNGOSLDZeKxCjG42a2wkPyzFyqlE9M0gsaErEg38Fx3fD9WiiA50TBvyiYnP7PVN+WflV7s12pAyNl09i2cMDZBEdsT70WsMx/KTc05Zlv06yjnvV9oIODPuiJNzVGxeaLxZ6d2vr1wSs4v6iUn5+aNl2MGRJbRCM3embKyvXYQwxrnc9vanF1GgL+7wqeh1Ha4o/POYCA6Z6pGc5Kcved5iB92jmZupxTyNLlnb6G5WTsIedeYTBFjslKdIMCosrnbMsLbili/HcxKVI0XmI1qD7Dmr92zbcsjHdusMaWv6M36g408LPtXc5Cwrd446Hv6jISa/rsOyIr+0qsPjavWfWdNlkn5kFZcSyZMZNsNxeW7TvAw1XK9WK2fWbof7/HPWBzP244c93DntlZ9WcsSDom+q49IdYMhYtgamYZdOuOuFNHbcAnai5ZtdwCmurUzKKi2IqASOrkGhzBqOapMRFAl0RchMnj+pCDn3YUE73FNbl4ZA/A55Co2ojX3fCm18zMEmAjU7e8go6ihyN8qwvWob3lPKwcK/g2dpqi6k+vxwLldHDKA9y6Hi3+O0HMCRov4AawEn1oZEIDqA+f6RjF/mcA5X+NAhWJxiRlNI3s/102LaQqBDrtpGU8wkP7G2cOXTS9a3Y87A3+7ZSi3HDsvQGt6Fq13Ezj7Cn+F/zBh/lIDRFSsEyIesksLoWf+Am9jFWR2CgDwx32pMnvME6wRneAYv7DHGU7RS7bjW60uj5di2ADN0LVWsmjVFAM25owbrsqrs9TJUONHw9wPP/nuQczhNVucJ/IXVh/uebtNzx5f1ZL+5DAWZAnt2IpuRbmc0Chrl922U+RU7Xp/rlq+eQH5gcsskbBXrG11QUYra7TRsuXngXMKR1XshOQXZraPe8ntmhJK6AF2zll8ZdfV/eO/i+arjPTOqf6pXT5wnhqLHJgnM9KpTd9cjHWdELwHMXg2aOaMaDSsNDLQ4Di1D67dh528Qynn1hK7NcZdMUXUNg3Di2tLCmvLjjW2OTrbOyaYajHMay9UT8NdEUV+qqVfSWnoLl0TRnU2IgT8owBtc0nW5mt9aAxtAo9Ke5kStXW3DmlbuJjd8TcE9G+fp8TkcLceHnrPOvqbLCPGPhfuGLsW7L98BVmXr1So5kE/oVpYvrCEgeO+PzhMC7lsjdGffJl8dC43v5jhlFY1ejcyUQCC2qoyqkK2SL8RQlbujNnxBrRaFkeKj/k5dOyX4+ec2G+3kSRqXsKHiNRXf50sgA3vl/xQ4q3ftweu61QX4EzBo4tStv3KlK4+qQQ+ruc3wLxcU7UrC4SjkYLg/ttzcZvFbbwt1JTPVXg392My9GFtYC8+fpm6sAWJfpgeyfdOKf6jboeFVfAkAyUnf2zXICsgz1onK3i6I6/bAt3ulDtk6wNzeV849D8exEb8wMZdGvk+/ZgV8+adUUHaesguJat4UdB3xaNS89dfANBqF0wPKBdFDjyx7hI71xt5JwOCeSyvIAOGM9Xt0nM3VmiJsezOyw6hr2Zk31MYaLSiAfG0XWmjOUc0JwoPyIQr0LenuiFq1rWgiu8ZfSUMIxm9QI+n4xTCIxidCK3yIP06vwWEa7t3fFnW6BcqOUr6h//LsM/3FZ5pyOBEpLfF955JG3Vhsyrfi2LX8Z5x5x2qe48c/bVp23DbsekSs/PXXV9/lQppNL6mGAMfdCqPzF19+vS58RdkGV9ot7kKJQlhTV4twZsfW14Tt1ZFfQ8PdvZEnbjPVPp9NKjOut0EI/ZEEkbvUmYDntr5MiZq7Qma65kbbuDLp1exli65W9g2kXvcXkj8AI2vWnn0cl9QZ/59weUA0s8wbLNId+C75BzSR45MK9NpSisyOjHVdr06s1de/SYjJURE5Kjfva9ihtUH3NHJZKzRXN9lgdldfZ2EFHrmqZlyKKEihHmQIsdtbf6lU2t95yGA/HBluJf1AFo07MBJiFDnqNrsZhbtc1abuxnoAe4B4DM04Xt/znruKhb3omyvc1Wf3UcORnWHL4Si0FvJ+XJUkAHJUyNSVu3+rqoLvHV1QlcGz6FYgRBQtuc1t9rkXspfv3LHwwyVGYkdvFj3XYCeSp3FUzeixzHyN2JgtaE/aurdTOd5yiHbrUTWjHUuuyHx1szDm6bJPQbrjtHC50SxWMFr4TqDxeC8oXRLz0vWiU6/Y7Yu3b761qe/xxgh8Hu+aGS9pgmeQld3Zuc/JytoChsh3njF8iYyXJyv4+u0kvDWd1JGS9KXmrK/3eZ/979/0szlRftOf5/9+ff2b/hzptv733/TnG3yHYP7Tlilm7qLrnpc/JWruGAoRVQ9He89K/sLeVon9s9X/DwAA//9QSwcIC+PFucAeAACLYAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAQAAAAcnVubmVyL3J1bm5lci5webxZe4/btrL/X59iroqiEqpVvGlxb+HAFwhSp9nTZDfwbk7R7gkEWhpZrGVSIal13CLf/WBI6mV7m7Z/1ECyFjmcx2+elL/4nyetVk/WXDxB8QDNwVRSfBOEYfhCilKqHRM5gmqFQDWHttFGIdt9pUEhq2HDDO7ZARolc9Qa1lhxUQCDf93eXF/UXKCmPSNzWUMkW6XjNAjuKq6h5DUCEwVwo0Eg31Rr2gemsGOrOQnKZYEp3FV4AL5rpDJgKuw1gQrVDvUF26AwQV5hvpWtAcF2WMD6AK+WqzfL2+x29cIKKxR/QCvyBydjZS2DyIt8olqRNofYyiDLGBTY1PKwI/aFRD0HbZgyUQx7bipoamYIJmAFawwqncAOtWYb1GAqJdtNZXkN29rIpjtNihSKcZGQdsHt1Q8/Xr1+ncK1NBUXG5DlYCgnKBqOBUgFCi/4rqmR1MLiGewrZkgxUWjgAkqprFTdKiVbUXCx0RCxoNP2K4Lc7KXaJpZuJwus3de8lvk2JmnEh21Rp83BYvdgt9LmkAbBW+dw1OQZq5kwStY1Ku8kPSguKYKIQSnVVoMUCHnF6wIaVMcRNIe1lCawlAlseV2DRjLKQ2NxAmZBBLthdbbs9hWKcYR6oBWaVgmrKNKawiDyUfHq5s3S+tNgWqwT0Kg1l0I/8agwtUVlI1XHIFtT8wfUgA+oDk5mAkwDN0CBAVJAwfXWoWNDPoUbgTYXQK5/xdxYkyktiFibggtrjzaFbE0KS8tZ4YcWtYGKaQhlE1qSkJkQogeuTMvq4J3gH0FjLkWh4xRW2NQcXe78HsptOAejWkwgTdNPFC5+sWS1xgRCVEqqcG63nwHr01c2NrGb+hDkTCliGRq+Q9KYeFZIxouxc/coTB/ompOriaxm2nSGJC7WTYVcAZYl5kanQbAUD1xJQRE8H6VpAiPnQMRA54qZvIKCK8yNVIdnwAU3sOcNEvhxAne/pFSxgsAXiF+1FN13qbtvumoNr/snvhFseDroIHi7urm7gQU9pM4lwfB1WEelAL4YIGgUF0Y/gy1iY43vK54nyGtkIgheLVdLWIDUacNMlRZcUZWKume21vQ3yjIKuCyL44Cqlj2ADqt0gyYKB6zCBMIwDngJQhogaqns144n18SrF/Gr5CKyGIc+74iDK3lhHM8DAACLQrpX3GBEQKZFu2t05EPo5VEIjbRxWUDiyS5gQzJCX5dtJExrbfgphq8h/I8I45H8sm51FbkVwh0/chM9ja1DnGlCozLRLCG7496PVAK50OQgIT+wOSy/nT0Ngm6djhlW11HcB0stNxuqtUcn/HK6Zprn1Av5JnLWLIY4SKDGB6wXHfFytbpZxcHIYxpNgSVraxOFPzy/W/70/Ofs+evXNz/R/9m72+XqlnxA6Ro+evDm7fJ6dfPubrnKnr+9yn5c/kxn9PZCqouhV4Yx2WDLvmnXYDsiCKpWkLO6plzpjXa1/MjmUsldt+PpXpwhC+xiqlCjiS6z//tuls1m9l86iwPfJTzOGZWPqHePVzZVrZgyTV5+O7sEiBwd9TiRYwJrLKWiUDrY5tHzKWVdHGvls+A4Wzzot1dvsuublzevvw/jOR2NNJqEardqhR63jVrKRlNdNzRyMIVzYC6AqR2TZBoQbGASu+X3sHCr9F+W10zraGRnOhk0ehfxoqYBw+QVKv0VNcULV89BG2w0RBNBHtR/u/L/WsomlSL70HI0WSXltlNBoVW0g0m1InNhcAp2EBRYQuYoHav6EFHm+joQhuGVb+WMBoSWFOamojSu0RjKGW7cNEQdAFmhITItzzrrNSoKPkuhXT0omEHL3QFqm7lwYChk1B2Z8bFHsPshxcZv1/rJP9Q+7QBK4RWnVPuJaT8fkjJcbFz1sAouhtX0zn5L7YYlOb8FC6jZbl0w0FiXc7iWwulu1MFBRJ+sgzBz4NkN/JhjY2Bp/3ApBvKGaW0fSi5YXY8YPaqE0zMIjn0VnmIdxkFA2nVR1k+nTd1uqCy62aWbYGsptxT7CfR5V6FCN7EpZiqkMZIJO7b4IcEpT5WiE90JyRRuuDaqn9NPN5iG/sEy6p9Sp2GGwtDcEcXBeQwtfkFg0wxe0AzWRyvNWlQlsDi5l3T3jIZmBhsu9pDNgIymiSyLyMkJDbIl38SDW9RlAvtL37d5g5FN4dG8e/H/bhYcTjxNYP/05ISdUYm4PzoEBS8cOanvmx59eOm2FjAbFKKP1GleS43R/jI+v6GeTjcyKz/bMS5oHCgL2aCIyLhQhXECw9r+aQLhntY8FscCMtuLZ8P6IPTyzOJ+pAlhnDprG15Ml/ceAq/FpdNiSqMmNAR0aGMevDOpTnhHKvww8qKTcDrVENVk+hgRj0cQ+ti5feEVSSlFaWXqLupAtDp1l2JcI6xaQeVqSZNTFFJ6HodpwbEY6eFuLnaaTWvJCh0R65G5dD+y5o4snRQncI7o6Qj7xI++qb9SDfJ8xvm73Wspt21jtZ0y7EsY9G5B1kQjvezzn9Brz7hpeDFSbXaijc1xr9LnlKFrb0n3Vsdxn3j14umZE1XsWR+u03B/vJB3H1+QbCkZ5ZgqEtiro3rS9SfFclyzfGsXbS3tIsBTvB3VWtqCRbfkxvdxZpLRNjS5AFWMChd+gMVp8HTbp/6wdxw/5t+pFj8db6euf0ekUVoxUdRoE+jEZz1cVPDxY/4Hgk7uE1/qOXypQ/gSInNoMMKPeZxmGfXWLEuIW2znZZbbK2kHZWrfVZkMP+ZRfH/xzWw2m78fLNir09yXrUnAz9gLbdRpIdirkyLAS4uEHS2pDlLCHiW7zdqhR/Xlft7nx6TnHFcp1ygWw7gx7Fivn90q5F7Y2mRct+lar4Z9JTX2gxTXYEkjboYXGk33MueoBK6lNBoWMBsyWzZW9bM1lpcjA6aYDOuuFsWP7B7bVskdTm7A9+Ho7UD4fuIWfzHEj1wbHdHRI8+4FwCp2hmF6Aj6fanTHdtiwZU+2qHkU/jhPnTwj4Tm96FGLML3jsIFhV2ZFLKp7/LHHfcY+iMdj2F4/u7uJntxc313df1umb1cLW9fXS9vb71KjYrKWjIT5U63UqGuBGodJvDN/85mcRz/EfPV8vbu+eou+371/Oo6u7t6s7x5d/cIa/sWM0zg8rsJV16CJ/hNCjxOlbHMu18s5/zeUb6fEHaFk+9wsk4Lqfltit74eup0tO5jJnwfnzTX3z9NgptA/6vBfa67s5PezjWwmoaGA7TN8bDhfP31Ai7P1wLbBKNRII3t+HAfUhRZ+LSd4qM+tI7oSI6j66UeA2J3slKqPVOFLe8TgPpR4i8A9Hezv3uDt7aXmwEZwwzaDqLkXofzjsCOZBmtRY8WDOod/ooRuhudewEmuNiEc7gftYwuQMZvQO9/D+0LUGpUZEqY2Bezc+gjjPi7V5yWXQKhVTf0r5k/vR/FW9ZV6QHQBNpmBOrgyLTgOmeqIJzbBrDWOBSQlBVF7KK8Yxm+H/mtd+c5x/l3m4OP7BBtHd874rNNb3TcD4Pnd49d7EGWrRm09ZPFWV2brhjL5qj6N3buC/3vLJnNCPKOf6acO6Py4AILPvFfTA/1Z0qq0xs0zBjllQtlk4XwNcgmsWZNECsF5TxdCGjr785apTgasWCK2kjgCGWuzwh9JJ2gB5BMp9EoPJ1y+2ToNf5cItHjX0/PKQ7/UKY/aqANov7pkTrARdOav1UIjmSfq7z2XmEvFD56c1NTP+iHyuj0EuBfT/PRZcVfXelPqo3izZ+5teZSGC7aIVIeuTLkpu5uA8e3jX/6ZjBg+sivGJ+f+ac/P9jXyp0MmyCZvd9lmU8S55vgvwEAAP//UEsHCPJdqvlCCwAARx8AAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEgAAAHJ1bm5lci9zdGFuZGlucy5webxVMW/kOA/t9SsIVXLgNRZbfEWAFCl2qy/BAUm3WBgcmzMWIkuGSGdiHO6/HyTZk5lMDrfVTTO2qUc+8pGU1vpJ0PdfrGfYhwgy2Nh/mTDKAhN2L3gghnliiYQj2HEKURhQYAz97AgcvZKD3SwgA8GEMnB+irP3FFUf7SsxeHqlCB06BybMkasGHgN4kmOIL4C+Bx+2cGB9T2+AkSASdgPuHMFAkWrgAIPI9AYm+VvUK0W2wVfZQ5jIowVzP0Xr4NvXb/+D1c4rb7AC1idqLR7ISzMtFYy4wI5gtMzWHxqlngeCfeIQgW3JNSVEKcQeeOFmJME2pXoLeGItAwpYTpydW8B6FnSOekB3xIXhaD036h54LfdWQPR8pMiQMwIUiXY3C92Cx5G4uI2EPSADvXU0Sc4olef0Cp1DZmJlOBREMaXvMxNDKnNVlxgyWH8AckyJLhZsQWGXUAzoF8B4mEfywo3SWiu1lTD/ObtrcNddfxyxG6xP2qwmXnh7lGUiVurx/uH7E9yB0VlLXYMu0qWnvY2kK6VUYdXe+8L3VgEA9LSHtrXeStsaJrev4QbjgWu4uXk5pqeqHEy/CZnVGSx132/AIskc/XtkU507OZAkiU5+kkhnYLvPXxoWjMJHK4PRbavPTuQQaJngfpP6e4whmuzpN1lYoY3CNfNkNKa6AOxCcP8I+IGO6b3kD7kvTVarKS/Py7Rl+d+WYXNEvl/d5FO6ghCvLNs0fGp9tiOFWT5y6BzDXe7MHLkGc3JTVzX8+dc7lzQx/wY+6fURzKVgZ+WqE/xK8M7xuxI/8hYyFyPXPJDgHyhDMdaXA9n8P2BP8UyrtMlanqi7CJ2WVw2C8UBy9xj8p+JNzorRja5+fv0FPuTdmYf3g4yFefJy1YrXe2HtqKfEqHApvCy36ya9e44znXVvFwmF2rIu1yxSQp/M7Nq6ydqURjp5oTfqLn2UlzMv5UPT5tXetnAHP39dGw8olBa6Hdu8yq3PRxNppVQKta5+s7q+uDEanCbyvdm0TWOaQTNTvyG01ukS4tPFnJfzkSKtFaUeTL5kCd3pAjoib7dY1aSVfVYZziDj8xXvaxiTlplYTosbKzSyqZL462ybsQb9ebq6LjujqtTfAQAA//9QSwcImqA17lUDAABACAAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAANAAAAcnVubmVyL3R1aS5wecRY227kNtK+76coMBhYQmTFnqsfnfQPDAaTyewGM4Oxk1wYhsCWSi2mJVLDotw2DD/Pvsc+2aJISS2127ETYLO+cYuHOnz1VRVJIcQvLTmLsjkhuPzlA2ykw528g8h1Kus/viO0N2jT9i4GpUkVCK7CcWlrTY5EEJnOUpwuFm+gkFStjbQFGAsF0taZFvJaoXbgZL0l+MfFp4+nXz6/BWe8sKluc4MWJPyG6wuTb9Gl8BNaBJR5tciN1pg7ZTQoAgk/yi1eWqmpNdZB1E28GUdba5zJTb2EnVUOQeoC8toQxon/bfFrh+QINmbhKmu6TQUTQWanoVDUSpdXUbwEQiJldJpblA6T8dsidQ0mrK5pXUrdulFuP+01pgyONW2LBZB3DsiZlsDJrdKbYCB9D8oROJS2YOWKpuZkXlDWi6WsNDZzg6/JYlepvArukUfW/zw1+rRQ1KMHFnNjC/Let9Juw0qL5KA01n8Y21ZSg0XZpnDpZ2V7QgwQykLpTXqpGrRgO01gtN9zo6zrZM0q8y1EN/5/+msY9cvjIGsabaqkDaYueiadEINiMQHJId6TaS3zLepisgUqw5CzHwxZrUp0qsElSOenR4mLvEapAW+VA+UGfHjPAGSgPC9gDn8ZELIIWjZYwPouKJRWM9uVBmMLtGBK8ExgSkYBWDhP4HUCaZrGCdRqG/LlvYGdsXVxQovuPIHu9bJH3W/RXbNGC41kMphpwHsDQRUQkSpi1sgbSTYIVuptuhBCLBaq8WxXDq0zpqbForSmgRAF6Gff8sdischrSTTPnuUCAEAI8UnjPvlgn3FLKK1skDxLHWrYVapGhpNTsVY36OHaYuu+B1k6DExivoP0wkP+lVLV5INrNMcX5ZAMqXeEVxZYQpYprVyWRYR1mYBTRRxs5D8eS50qYMUT8+FgywoubYfzmd6BFVxd7/V4q3olZv37RIkqQRs3Ebqf4j+LrrMafpQ1HdWTyrZFXUQsdHGwyds2muD56E04dHHwJSgZAnfZqU8tjREbcmqsZKYECZ+HwtyoWyxA6fgAXyY8Q3xU8VhTGK77B4BvRu6PU8zJ0/+f02guZag0jDiLIFVAy2VjxvpTOD/Y1uaw2lM5zU2nXXQeH5jYKVjBR6MnSGahWR26pMr9FkV+zzyWfX5M2l4aJDFPw6/Z+okBR2Y3Vubop+oyzY0u1SbdoIsEV9HMz4p4rr/sNynynHtsYdDqO3H220X26cvnn958zL68e/M5e//lzdt32QWsoJG30Vl6lkBZG+kiLzKOH1tu1pRWxmyZAz31g+xHRB0cnUCcy7oeknLsPNCgq0yRcEORDU2w70vK2PJ7lsKRXjv02dABLVJrNCFEQ8UJp4VR8p6Iuwq5lrTG1Fxlt2ihkrqomfcu8H70yxcNjbeB98y1vdMaVlCjjkbJfSpPYaF2iOxAtjgdDwj34ncy2ra5WIJ4nZ6JBIQqxJLVJiACSGI5oiUCXGLZ4/YwwTSe0tfrPUrdwRTnaozmseZuXnKvOvTnSi+vH9NLlaBIaXJS5xiVCRQqd7Fvr2XgrypEDKsVe/N4O+xZUx4rlPcPh+Rip/bECkUhM+XAyFnFd/buaPmd1plU6QJvQ5v8dlJU8DbH1sGvsu7wnbXGHpV0Ni0jquitCKInhlguTdr1zf54wvT2XPnads3AnsEPYOGHQK/pmhiwJgTRKCKlN6evCgGvwO5tMW22o6zvw6NRXw8LNqf0GjdKR2JHp/1yMaHTyuLXK8ET4vqwko7F/mqy6Nr3nUltj45K2Ef30GR/Qn6xxX718wa7IfueMPp4pvqa5RIQ8+O7SOBe5KbmBPy/swREOF0bne2Py2IJa2Nqdj4kgV8j4vhhgqIvKlHkdRoL9w/xUPCpq52IZ4O9DRln02NIuAcNpW8os4n3hu0bzGaOPx+CcCl5aQjC6r8tBKO6+ykiS/CinLQbdOKafR7i878AfDSSuIAHq1YzC18QhnAnfGkYwuqnwjBUpDAWfv+l4PhFDW0Iv8K3q0m1dHjLQgQfb4ItcNW8Kq65Lk02zQV1hDbjneOxlz8O0KYWc7riievBSh56hi+zG/VjuvT9TxXRHJEEBGsSS+/Qw58N/BiFp+S/IO5893lp1HntX0o9T/Gji1UJ7ukDpTu4XDzrzfAi8VKPhvV/q1c0P5j94XNJ5P4whsODwOFlYnLjGl4xeBnBTrlq+u7Ad2OGmEBpf+FV4aEkPFYVJqfvcqOdlblLm/0l9t//ep2enyf97VkqfULg3y9OuzZezh6DqOocQzw6mEB4AZIz83p79s52mkA6f8r2byKRdPw/4arpB7WzdycEpDZa1v1Z2sbJ8HKCN2jv9k8TDipTF3v5kjx4g3UpfNL1HSuUsH+IWYKEiw/v//nh55+DQdq4SulNCtHkVbJBIrlRejMKH5yqUTK06zswlGbB/OA8bVXL/vFYuEpMwfC6lL8u9GEyJS8aFZidZkmGMIDjKkWgKI2n14hnb5Q9oeAb0GZ6OweLMq+wCGJ7E5Yjhry6x3WfWz2OsIINOulcuN+y7gTEYxKIxNszS5lRxtOZ06+I4kcHufF54gVZH05H//Xm5fv/U6X5mYYye5M90lBU8ae7xSDqqWPZgtHUZhf14PVT/j0uxdbkVRQv/hMAAP//UEsHCGy4hIHHBwAAkBcAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEAAAAHJ1bm5lci92Y2xvY2sucHm0e32P3DaS9//9KQptBJZsWc9kH9wCO95enM872QtuEhv23BkLnyFwJGpEj0R2SKrbfYv97ocqkhL10uNxkmsg8Ugkq8hivfyqSG232/8S2vasBSs6DrXS0O+N1Zx1Tw3cMcuP7AR7rUpuDCSq1yYDqWzUK803mzeSQ9mq8h4qLQ7cAD9wfbKNkHdgGz4Q0pxV5pJ45fi/zP3ZKamskqLMoGKW0zupjsBktcEXuVUVO4GQ8eQ6VfUtNxn2IibMnGQpFLRK7Z8aUEcJjodRoS03Led7GnFkwha10puKs6oVkhtgmsMhiEOpHG4aTtRA4nrgFldoQElch5PYJeheFr20oi1+6QW3+OyXT6s9bUrWtresvCeurgFHaqh6DlIds2E6BhIR0U5ByfZEe8K/8LK3SsNndWvANszSZI0Vbbs5Kn0v5N1LYNWByZJDp3ALUCRuT6wCzsrGs1WSmnA7rAIGluk7bkFIY5m0GUpZ6YrrfLO5mrBFjqXqpeUVJH9jllehPb0Ehn3czPZMOykxaJiWqDi4/5AgW2P7W2B3XNqnZmN7LVMw7GTAqHEjSeTCgBPoseEyCLSXElUKWQlDjHiVw4dGtNzPAIVhMiSzITK0HVKRKpIm0NuwJ8bJXul7rsE2pJ5+s4W0XLecHTjcnqBsULL5Zrvdbjai2yttg06Fx1LJsteaS5vXve01N6El6DQwA0V4KDpVhQ4NZ/tfwoM5DQPdjIS8G14EKvjH8PK052az2ZQtMwZe45ZfbgAAttstanBQab/DTq0HkwPPggSqRcf0CRLSFAOl6va46+yO4WAQFvgXVtr2lL4kDkfWes8hDFQcbb+CWqsOhM1JVtiL71XZXMAOLvILeoHM8fn7i4v41fiGXv0rLajjtlEVvah4DZobbpOyNZkjm7ql4q9sTe5YZfS3J1m3itnEdR4bHuJBfZFHRFxzVNaIBzyHZODyYqSbfo1woWo3f+z+NQ7fQh07DMTnwomoO+k/hySWjGfiOKeDNn1QelSmqTvwxphBo47QMXkCVaPddeQonG0uvcBo5bfMKnkJzPr9NxaU5KMRAzo578GF81nkl+gvmsGRkw9kmjySFeU9t85NCWN6XsHtyWlpo8ikqatxjiIDYQ1va2hUW4UwRb5B6XF65DFGzsJ51b1WdxpjUEbkMRzia2etYMqGY2TSGBoHGygPsBvtOX+tZCWsUDJJqTl4th04c/DiC4+SddzADv7xT4Anzv1V8OIvcER/K3zQSWo/dWPRLDVH7+DIe3ns4ALHB0m5t9TBcH3w/KkHLod6ofCM25WOnWhnMGjRoFaVrJ0si94kKZLIvWAvwTYkNxIOvjSjfB/QZsd+ZoVHYRvS0/IwvsSfhR29j5YUfuNreL6D7ydt3irsQzaLccDZlI1mst1uP1DIJqE7UdmnBhw9RQsd10l6EIYGwAE758cLjPhJCs/h7aubH69+fn319fUeKeRhS9i5P4OddsFfy2uUzMDxxYTjoruo3Yg/7+BiSQx/Hi1eK7XPSc3MUqjht9dC2mTrsZ8RXUAJiHUwTsSWBntmnBntmRVclnybQS1avjMnkxtbca2XEwY36UKZnMuD0Ermd9wm27+9urn68Orv73/8qbh59+r1VXHz409X795v0/VVQRC12nOZRNQ+nqX0KYMt26YYjOvzRGEUw7+9unnz84v3N6+ur7cZ2CzePL/Sen2BTkkXTU4tchQmxWvV210nZII7mGGo/Zf0oWhB0Oax5hUr2mK//USksqI+FaxFzTrPFz3bjK3HKagaxqq9AY9ogXA1KUUIIS35LQt3CkNLggbo1IfgoDEUctKJueH0yC8FjwQ7+IG1hj9u2d4Tr676dxIJ5RVC3jkvgxs6Fc479O60zykkowkhZ7QhhvCWU1RGC3Pg86lBqNS3FgMuwmdpU7fQ0fkGFoPgxnAXCELJJG3HS580OLZuq0TbuoTAoBn4TQs0BuoUVCvFCYZTboJb13EmyYnl8KMFy+55FBYAsbmL+r2WmUsBvACcNZjJFouaaN9xy6wlZ+12PIOt3/Nt5vZ85gC8/3ekv0FjqAcZ0DjK6tNjiNdCsrY9LRVtCDS5D31puugzn9WN7vmDYLnlzMyt3JvbxKRYQBy4s964MEkiEDVgowxuea0QX1lylSZgsadmoI7uPr0MDUv9cOkB5b1e2UhBjkMwFTZwocSCktlsIN+oI2G5FjNKHOKBxRE1KId3TjvGeYXYPAk2E+V5jPW/mBv4b8YbHl9TGn0dZ2xvJEcgHRU6qOqQoQhxvYR8DcfFT7LuhhnEHSjHIEayazMzeIcchA0VB0T4efBAaQZGyJI7n6taBL0I+245LP3OKE74IGyjeofkEe5lk5lNMR8lAGMphdH6oOEtqVrkzCA5NqJsRtXw5D2d1MEaokN49aiigBFQhIPGqrc5XI01Kd4aHtA81VuQTMDz767pAdRRcm0asQdnVgaELNu+omRjieSh98LuIthfFKZV1hQF7CDZEu7aZj4WoIUWhZDCFkWCuUhGc4ksFV/mNAh21DYOZOUvvdDcjwv7t0OH4IpqCAdefB8RE3VELw/jH/CK5Fyi0ehiA6PVAVMf6V9O9CtpWXdbscu1mUymnkYyCl4Mx6wKJw89JoIlf+olu0yEaXRgPR33JdqQZ/xL+Q08fQQahmPetuQd4tRIzffcbDbF9ZvX/1Hc/P3t1XtUGXva80jZUDOTNM1g9v6dbxgTdw/Ub0TH9eBbxgE3cSkwFIioWnjp0uQkHRJZZyZ1L0tScz+IvDarLXdmSeWyA2sHYoaXSlYGMRr2l94Qx8FPg+9OXyLKKDnmQL0cucYlJOK2g5+V5CE/9UXppyZOSs5aVphfNiwkA6bvzA5JZnB/HB7m2z2OpMdBDqGyFNrTkfSUAFL2gx0b2BFrUBo+fgq88ekf/5yObJisWu7XPW1yEmspqZ/anZulkMI01Dpu+hWiwAiKUM+K8Y5WMzF3akKdhB1sY13ajhJ2ejIzL79R8ZC8HTYmDGW6S2ZOxzuY6eKWmdVULkg5R5xSIB7wFjXbsKIWmqeb2JONIrnjthAViQV2nl7hmgsxY0+THt5gCJm2j5MxSklPxbCaJ0x3sZuog+OeeuevLX8BMGHYba93ybNI4Z49i1RuCiVXMSjMdSc3CELHeXsjXXPDsTbOw0a8Y8IlAajOU+ZRpzw4g3WNns9KmIK14rAQaOznl9wJhAwCH2gLU8zIf1ZCehcSourMSXhGZKITWHdDChB5afciHdzxT4zOHW6Z4QjlPJKN013W0hkSsNLj6Fpp5xRjRqEumyyPIDzPt0q142FN4P8qsNwr1Y6FvulJj/AhfHDFZPr9bSesl0stM/h/GTwLauc1bpSQh+A7RyhkN0MzAXBqmiNwehlKowSmh2bvm0IoxTlsi+KXnrXYUhRbBFN7bIjSKFE7x4ubj4bKbls0zjvz8eLTzB0R/ec72F5u4fnAxvc9wytQSqfO7rO6nTs7mvuqF1qun2q/Hzv+CXY0q2UPlzk6ua4QWE0a416rjsWrdS2T+cY+zpWssp5GqklXWma+V/uk4xlZ07Iadl5TJqSCxiyytkmvs8WbSa/VKg5E/qXfc52kubeIz+oWMdgT+Hd1hFbJO0gIvns0lK4lvGxIjeNj3ijVJuR0y42ofNa3eTJmVyOdgXSie1mUSqveCsmjQJTCUfVt5co7R2H4kELlcI2T5VL1d83miT9idnWeVh1dGQBTNYbpT8fKRkjnUCkbVweuLbvnVKuhnI34dOzepZK6l1DxPZcVKLl5Mp5x55tQ84Yd/H86+psCWAR1STi9f89bXlqlCchgS+TLfJHLn+GsANsMjOX7/VjRCE42cWtAoaHED1xHCZwvcg8nJx03fsO4hnu+t2NdQ2nacTqhYnKahd7y1h+aKOkuChSNUvcRpPXVFip12fkh+EsyWtco7IDMKzAKc1Nkn9SqrXLNy4aX91EAwymfiY10VEzHgWN350tm/SlW0VaGnNlbmBM2HfvRAtxBGsWUBJ2a71c4jVf63kxrsw6gDXjrq04xKAJttckxWE94uIn71Puo7nkAtijhIcJ27AQNO/BIjmy4EuDqXnMIl0Z1kZYZC3vVRtl4cdTC8sKqAiewnqnG0xmbvPuYEYjRInJaQYsxUaUnjm8FWg3clx7YtftsqnCS9amp8faWuz+SizgtL5wRmOK2N6cVjfmwdqPl6K9qTK5coJoPl1hogqBQ2FKRj/lNh2er0cLNYhIr/uIeXb1vGVt+94O0J/BqKKg91n2PF2TEPU8voeWUWp+hH66/jJEDNKPaGrmnwfOvDv+N53zE2x1DRxXDbQZGacurJIr4B9b23FBR49HHfXQSty5X6uLuxdSsb62D/vps3+jYj6h+67FeOND7+sLOnO6FXzzbvOq7fWE1Kzm6pKTOAH2S1wQq8j10VPgQzPrqieEqqcHoZ7fdfAbQik7Y3R+Ki4sL/C/yA6jYBeYQmsk7nlDHdN0/Rc4kXXNQqp1bWlzRrM5lsxgfCnQnK2ZaKmmF7Nf8YaXVvhjS2nOMowAiq/m7jxef8oJC9p93Uaz9veYp6omVTnHFPNU923OemZxlNzuF1gzh4zvUhY5faa10skXXFIEwB6uO+Ez8tnHwmMl3Fj6cg36sjM/USxrYuZt1Of5/79FBNHgq6CZmdT5Q0tW4kWVBebJLNYbVSf7Fuo7rUOCscsVFizVFWlE8OspwxYfA3t8DDWULVdCtrmyAnr7mqWTRqQOf1zMQ7NEF0kN8M9iqiFAtNKUrs8us0c3ScIn05cB0XCNdkA33UZdYlyrGCNHCGh0HM8PAlajSYQ1Eb+Aw0HXXX+kEcQk7vZQKtMlkNM9C1UlYaTrKbGCVLuTsKHhh02XabxC1p5G5u7hOEOGe5iu38qcmvII7xQ00XHN3GgjCXCKGwqSNFkyzpmvTgQVBWmHpHL9UHQfVY2KnVS8pJ6fExN+Fc3fzOkVpsVXwuTcWTIOxVNX+Lp6OXbu7KIsJUSsOnEQ4OVklK8ZdW/H480iy8LBBhAtfFhoe7bpIZXaObWSasyhj+R52EMzM/TvjHJy5vzJNpuf+XoQHpPYVtx+67QLBdcBx7vrP2kpHdrhey/fzeZ2DThinG7Raj2OSJno18ziiRl8ZZEFLCNXUJnLGaQb3/LRzJ37QXIZBK7uGPwd3/NY0C20oXr/5z59vzheQwTv8pet82GnOafi6ItXzQtWvyWBbhPxw64tT6cfLP158WoxfraXhr+4xgWjywlcJ1zspDeVt5iBT3dt8YGvOo1HLzH1UCsXx24LySCpNrpfSwk/Ubvxc1RtmiBo2ZrDFZBxTkodu0OGvxBSemfs8DFhBM/HPi7vM43oqPPdlV4PLyUtd1Jp1PK8LzL2kwkmPr91mbrdLRvxLyfcWrugfoeT61PfMmEWDU7ePOJ9Py8zHeScKPA8qpO+E6fz4lUCLqbRQki7FFNFzBsq9UyYDZvkXYenR/bnxFrCbjMlfU5leJ+nX7kG+fffmhx+vx5uQkQ08YF6eea75nTDIJxzg+/THheZt5gnknTK4712nZPL9H1ZyunTjXBCu49G3NjebDYHGqYtwM/w1Bjsx0onNjfZ51vS+2dx+BxN7jFn97qZ03nwGk3lU9uxV5bv8jzV8l/+phu/MFr4Dj7ncxxYpfEffflxcZCFO+DsRY/a82VC5hfY/lH/oKzL/fvykJTQObwYFGms2bn4ecM8IJNE9ir8yy29Ex5PJlzt5eBgr0MNXPu4gTapjktI+97Z0D8Px3qQuPdaaV+/w4VB3+/x/zpw8lq3Ja606Kk5b1u2nksWRD90+9dM7+7lLb8sHqD9Emb7aO0/4Yaqx/Fdk70n+H/AtDjGznu4Z0CdW+U/0eHPa82TY7W26HJAXRSVKWxR5v6+W0w+tayMHJdqNmnemW+jidZtShLYthqtWo2bSxTdKy9is5hjftpvfFvzKTcEB6Ttgs3L0/AP9683MXUXmwZfAjuBNeI9/D22Bqm+FHXgMaRbH8Jdnrpe5kdNze1/bmrD6NbSHwavk6f7lqjiwhbqcaRvnUpvpTDKvveQWdyvDX11fF6/f/PT2+urm6q+X8N+D1q+vgAqAEZMJfb8Ofij8pGb3h8Z1rDU8LFCC4eGOxXBqsZSw470q389KyMmk3AWHHN/PZhW1/Jp9Xt78SNOZreH7yM7eKiGtgSEuuXr9JBABs8sIAIk/fXlxFBUfLWuMcBAySfJTUWMc88LEo2O9KZVCmqgbBuVpCH4G3/M/pWvUz42kTDMa9qgLKLCbXls5N9Lt5GMIuF3ZM1s23kOaxOiy2Gteiy/jBr3jt0JWZvgg131ung37NFzgM/4MwR0WE7Ja/fgcEovBnuj7s3G63h4xd9TvmHW+VWg/9kXLD9xdPDb+c+prVd6nObxnNdXbEH+6T2+JPt21BMmPA3PkOLphRZRxnq0wNkHM7TuORxER6o0gbKcqwrAItEYMi/a5/Maizt1XlIj8ljIOv0VxooIdxLFvnIfSJN8MDvSJspt8lQvLu+mM/STo5uuBtSl2jm7LLkFz5dO33XjL3g2ks2AnG3+9HhLbi8KfYD01UBhuDOpB4W8OsNMUcPNW1G7Gs0+6hwj+0HzG0P54ml+l9zhaD5FZ4IzzJAcg/hC9ucs6T2lwNA9Ob+qTNv8bAAD//1BLBwj7P/gflBMAAL1CAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABUAAABydW5uZXIvdmNsb2NrX3Rlc3QucHmcVUGPpEYPvfMrLL7DgsTyTTS3WXGINrOrRKtVFE2Sw2qEqsE0lYYyqXKlZ/995CqaBqazitKXBpft52c/F2maPqFjB9TBX81AzemNg4NiMpCRty5/gOkr92Tu4e0I3mhmdDy71vJcQGdphIZMR3ZUpsH/W28M2jJJJPVHxdh+ouYE2gH3CK5XEwpeeGE1DMBWNdiCYvCTY4tqfOPgJz98hYbGUbN7AAV/0AF6GloHCgQdqEtW7udeDwia4aw0O+jIgjLEPVqJLMCRHBrENpYRSR5UcwImOBKQeQcjKhMTcY+JIHKvGJjotA4SeAdk4qm8lfC75h4UTIPSJtYnAXymUFCoB1XTQyzJG9ZDIh6TYo2mQbDeOCDP7+Asqa59C8CSEdvQhEk5h2sSZECZFoStNsfYU1emaZokepzIskyn8dai4bLz7C26ywn3FlWrzfFiuMx4iY2zTsKU4zPMJ6HExxdsPJMtrhUX8Ju27NXwiWhKkqQZlHOwEUN2gSnF/F45zB8SAIAWO3DIv06Zw6GbjfKT1/LSrGKupPz5+6cfHz+/f4Rqbyngu/JuiZ4PtQnNqUM7tTlmebKgMir7A53NHvg10qaUa4LY9xBeBAWskhywI4tQrTtTxoDFR8vWQHVjWOWH8J/liy/ZNvh+eU4Wm9QgC4I2WyHLLwhKKtqal0SlmiY0bZbGcOhVlJeEpPmrmFBoadH5gbMc4H+rnXPIjLYIIhUxLir9d8hHQlmsNN/SmuX/n3ld1mdHbIMRK99DRK4OuZ75fiaD25ZsoWIasGpDAl+g2u5LNqqX+kz2hNZV99eMnWcng8WX0vnDqDmLrckLuJpmPhtbBM6fl0w3dCRzygShANYjkufq/i5fVVm63nMrWyCu1ZP1K7IW2VtzQ8LwdhZ4EZuxXirH9VF41+GLEe+umnusgyr2y2aKRdphy+adut4by31Vhtc8z7c3hOS3/PinV0NmCrib833DK5wX8OWm+AtYD7SAvU4LuK2t53zXg/BdiD1Y3RNb5vWO9Suut0h8tKhEt0J2DxobbwOqdrVFNGyV4T12uNQruNXlX/bQ/7Bz31jFVbGipyxcp1IPnY3s9E1aH9Tgbrkmie6gro0asa6hqiCt61FaW6cRefmwiDXLk78DAAD//1BLBwhL1jWvXwMAAOIIAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAAA8AAABydW5uZXIvd29yZHMucHmkWe+O47YR/+6nGDAfVrrohE1RpBcXRnFJNsGhwV67u8E12HUEWhrZjCXSISn7jMsCfYP0Q4EC+dQ+Q7/0ee4F+grFkJQl2dq9u3S/rE0OOZz/vxkzxl6tuAUOOf3bcQNmpXYSuCxgR0t2hcCXKP3missCiwQkr7EAId32imuJxpwZ2KqcL5qK6z1EqtEmTieTbzfGauT1mYGd0oUhTnKJsEC7Q5SwRW2EkiYBowB5vnKXQ65qNFBqVTsetTIWjOWLCsGuhFxO+JaLir5P6fWqrrkszgxo3FT77pz45JmENe5BWAMWX3sxNMoCNRaeLloptc6IMk6Ag0bT1DiRyqLfbzoJSDWLRlRF5qkyjbnaot5njjxS2jESshISnbxCLmGBpdIIn5X5+fnvfhsn9LKJRoMWpLIiR7cCheZChhVnAFrMlXTPpvs7fQgNpXiNRcsinTDGJhNRb5S2oBG4gUzjZOIOlHyNBsLm88vrVxdXCVzffPt59tXzF998e3UxmWTXF9fXL15eZi++hBkdTXNVb0SFkWZ3xZtn99ld8ebT++z2/Oln/Gk5f/PsnsWTSXb58ubFFxfZ1cXz65eX1zCDaAIAELGNxq1QjQGDhuzrfcuqzQYLIDVJi1o3G4sFS4CZxmzIKAWLk3DDklvc8T3Zw3InlVc1WEHOpxpLB4Md6LCQywxfb4Tu31JwUe3B5CssmgrphFvpCITkuRVbhFJp2hZFhbRL0n3x8vLm4i83I+K1kpCZurePC/LOJ+SqqQqyMCywFZPuLi1q75CkgPeRNixA0SBYBUE2YfdHkk0+ggunS2M1eWjPxV3EtAGSwE7YlfNpCqJepIxFnTAhMSz2k4+c9w4iL6e4JodMXGrBLWpH1IaJKsFSygkZIZ0cwnQGb+4nk6uLP33zXfbHi+/6hghekrpwSklMibvW6U6cKfUKTHmlkRf7TEk6Eb7BIwcWlcrXWFCYZ2on0bmKVGCafPVObnSoVI0sPuxQVnObrz7kjNkJS27WucppPLW07f57kJomz9GYR0kpIJz6Q2SMXkZu3P4XchkubL951/RWfvXy6su+mS87o4I74F8+auvrQOdc4kGqKy/JYWNMuEt1YPpu+y2wUnJpKO44FKIsUaO0jx55fnC8/jPG3LFb8zHyDvLrYIQxe3yldI5PzRgFgA/b5xstqjYuk7Z+9eup6TQU0qflZk2y022jfK8OlobgEqP2nxRYwiHPREbn8dTdQFhF8405SVY2imG3Qu0SCm8vh1pRug1lj9CKTeh9FXItPdBo84u7nlLUmUtzKdVSWgoV0wRprd77l/T2HDRK3TO4f46jwNc5bixcuH9Cye6cRttoT6S0WMLMHUrtxC2R7DZa4z6BJ1wvTQJPnqx39CnurnDJdOaOj5N2jyxBGCGN5TLHiM4llPFjV7ZIUqd7yhqrLk5Zj5V/sdfSLZ2fw4wOHonjnuQl8NLADKz7WipNhiCoWAljI7M3qTeMSbe8atBEcY9fCTNYouXW6qhWRQIsy0pRYZaxBC6VxJiwQzBPkLDsS0Hu4qQb3mIPx4VxihuKWKsivNm7X+bqWUYB4LQWXkjC6MQXtSBPq5xUWKyHsogStHuKdkAZX9shU7pto7EUrxMXakTVlbghbbjvyGT+dHxKCp1l6ObkYDLHc6W5wWOeLuEOHu/pxt8+uDyYI6yRmt2aV2VecWNEuc8MyoEyGWOXnDD+bqwBmfrGo7HqaR8oQ3TAIxq5UTI+hc4+3Rzocm5xqfTeYftFY/ZQcYlnBni+lmpXYbHEmvobVQKHHRcuQ9VoDF8iRIMGx11NiFzz3MKKG5BOWqNAWAd/lIUfmmKJRWglysbwKiGn5R4kdcmldHrt29ND85Qw2SaKnasfk7CbFUHEHxs0FkouKsqwo4TRpaIKuFHSICxRouYWi5jFcDcwpdKDVuDU3h8B8STbhgaIS7NDDRGHTcVtqXQNNd+D1aImNRDutAZKoY31LV/sFOAWuagajc66PQbGNoszA6i10gm94IAPS02gkYwQUCFsGmqwLETs7S///O9/foY0TRmdMarGOD3OTMy/liXwhpFcbOrEu50+O5/fP2QI9vbnf8MrpdeuLI2qlyiurahcmfR0x0ke2EarpfbIaYQ7Sc6BQEOr3ZYeFs1iUeHDz/vlX/CibaDIXfNGE9hwRfiRB/+5wYa6XuWBt6RCQqzHnGJc4mYRhgHvVM4Xqt6QLO55vokdUxFF5FOer3+Fgb4OKCLu++rzQ+g6nKSp0KMhREYpogc+pj46sYCIUdjy3NVquQQulV1Rb+I0Q77bu3+FlVeg786sC0ffoEbsxwf0G4iFDWONBQkc/x5QEKPe7YRb7Eo4TyDIDbqRlFX8LaWLolMX1/gD5h4RH+nwk08fVaIPoK+HjfYjZh3Sm1VjncIKtXtPFxpeIMwH8xTmmO2pSzlLP/XFwKmkLQFsesCbjBTS+yID500lbMTe/vXvLL49nwNWBoERR8eMkMQHqPcff4O2F6FKVnMrcl5V+9CZ9HFPry77wkZPOpquDEvwOyp0XyE9VfjL2TRwuT9R3hgtaySVSsk8+QFS+EnRECm12qCV7kU1kXYjptQg1/mqdwIG7ryp9n1fDjCj7XmmUKdLrZpNdB4Tq9qbKQAPw0XRGeg35/ME2BrJ9mvc308eZdS3qocvbuwWUTQmYBOozbKDL1QW/VjOdgXS+kmH1gLNtE0PTe0pIQrGJVi45VpwaQOC6aDOAWS0Y7/2VHzADqohtHo7d1+IztDX2iz9ShjuuDnp6ADXP4x8kXCQXjYEgEzi8ZKSxuomt0qfmeQwCG6nNYGBbqREDYTMyFetB0pBB8OZpRYFApdAcFwsGusctuKUENvZbyjbFAXbA7S2qW9nuj4BPm53fNu13p3ubbk2LUE81mIMe6Ktb4iGseM0mvLNhiDrNu5p+eOZ59J2F5YcThSYc0IYt3OXw27n/siiUguYAbuTLP1BCencPXRnDwT80cBx8Gp2e703Fmun1qnLWY4DWajLBLQ0lEY1tpXlDVsLSdHBgokoS7qJJGFiCoCUPgxizabhcyYK168PE0g84LXQyNc+xqTPDm5eSVxCENVmmUBffY1Bnbn4Cy3aIYXoQdtM3JI2aGAGoYl+UELP+tcISOcOAibAAk82bbkHoUMaUQ21jdnLb76kfH1xMj7//m5gOLj9/m4+f/KH3gAcFvve3CIKVemntuz8dCAVSsb++N38zjxhiWN1HXvu3mlg5lK3L2xdwcusqDHMzA/1bNp97u/3+fWv6M/s77tWedTEB7OG2BIul9LeScEmq/uAaURV9CYAdF261A0Z4eFfXVq/adn4W4Rxq31o+LkfYz32+037E42Hb7RESXOnhbUow886Cajut53e9RTS6IbqbVs0BZam6YOGbgeiaTpnxND/mhbgazqsna13pW4mHFEd6ueG+lTeMQX7NUPhU5vlbZ1SyMTT+bFFeu5029baT+J5AhHjDjnRJW2fGkDSgnWZrcto0WP+118b87EjgOS2/LSxSwTEI7rRDcX0gtB69BWvKKuynMXHeb0/wGv/SHtmCbOZd4zoEPYs6XOc9T4/PnE5SlVjDA/B4ZL3KPsDyf/5CsbZgCxMJm/2G7ygdvtDFPKeHBcn86DJ/wIAAP//UEsHCB0c+7+0CgAAaB4AAFBLAQIUABQACAAIAAAAAABzfxi/mgsAAIcjAAAPAAAAAAAAAAAAAAAAAAAAAABydW5uZXIvZmFrZXMucHlQSwECFAAUAAgACAAAAAAA6wDqTikNAABYJgAADgAAAAAAAAAAAAAAAADXCwAAcnVubmVyL2ZvbGQucHlQSwECFAAUAAgACAAAAAAAyvIEHowYAACUWAAAEQAAAAAAAAAAAAAAAAA8GQAAcnVubmVyL29ic2VydmUucHlQSwECFAAUAAgACAAAAAAAgrYKwYwEAABbDQAAEQAAAAAAAAAAAAAAAAAHMgAAcnVubmVyL291dHNpZGUucHlQSwECFAAUAAgACAAAAAAAC+PFucAeAACLYAAAEQAAAAAAAAAAAAAAAADSNgAAcnVubmVyL3Byb2Nlc3MucHlQSwECFAAUAAgACAAAAAAA8l2q+UILAABHHwAAEAAAAAAAAAAAAAAAAADRVQAAcnVubmVyL3J1bm5lci5weVBLAQIUABQACAAIAAAAAACaoDXuVQMAAEAIAAASAAAAAAAAAAAAAAAAAFFhAABydW5uZXIvc3RhbmRpbnMucHlQSwECFAAUAAgACAAAAAAAbLiEgccHAACQFwAADQAAAAAAAAAAAAAAAADmZAAAcnVubmVyL3R1aS5weVBLAQIUABQACAAIAAAAAAD7P/gflBMAAL1CAAAQAAAAAAAAAAAAAAAAAOhsAABydW5uZXIvdmNsb2NrLnB5UEsBAhQAFAAIAAgAAAAAAEvWNa9fAwAA4ggAABUAAAAAAAAAAAAAAAAAuoAAAHJ1bm5lci92Y2xvY2tfdGVzdC5weVBLAQIUABQACAAIAAAAAAAdHPu/tAoAAGgeAAAPAAAAAAAAAAAAAAAAAFyEAABydW5uZXIvd29yZHMucHlQSwUGAAAAAAsACwCtAgAATY8AAAAA"

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
