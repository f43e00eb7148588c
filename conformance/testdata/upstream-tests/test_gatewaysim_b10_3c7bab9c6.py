"""B10: an expired resume marker is announced and labelled (fixed upstream by 3c7bab9c6)

A regression test for upstream hermes-agent, written by gatewaysim's history campaign (a
deterministic simulation harness for the gateway's session lifecycle). It drives this checkout's
own gateway process (gateway/run.py's GatewayRunner: start(), messages through a platform
adapter, stop() with its drain, SIGKILL) on a virtual clock, with a platform adapter that has no
network and an agent that has no model, and checks what the process did at one step.

What the harness found: an expired resume marker is announced and labelled (B10, upstream
#58933). The generic campaign with seed 4 broke the harness's invariant I7 on the commit before
the fix and not on the fix; the shrunk run is 20 ops.

The invariant's report: I7: lane agent:main:webhook:dm:hook3 idle reset: old row 20260328_090001_99e2bb15 reads session_reset, want {idle,daily}

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
   "reap_grace": 0,
   "reset": {
    "at_hour": 0,
    "bg_max_age_hours": 24,
    "exclude": [
     "api_server",
     "webhook"
    ],
    "idle_minutes": 1440,
    "mode": "idle",
    "notify": true
   },
   "thread_per_user": false,
   "zone": "Europe/Berlin"
  },
  "op": "init",
  "seed": 4
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "api_server",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "discord",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "telegram",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "tui",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "adapter_up",
  "platform": "webhook",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "boot",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   8398.584,
   "ok",
   12497
  ]
 },
 {
  "at": 1774684800,
  "event": "new",
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
   32.93,
   "ok",
   9575
  ],
  "text": "/new"
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   32.93,
   "ok",
   9575
  ]
 },
 {
  "at": 1774684800,
  "event": "new",
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
   62.696,
   "ok",
   2812
  ],
  "text": "/new"
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   62.696,
   "ok",
   2812
  ]
 },
 {
  "at": 1774684800,
  "internal": true,
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
   86,
   "ok",
   13052
  ],
  "text": "hi"
 },
 {
  "at": 1774684800,
  "op": "tick",
  "spec": [
   86,
   "ok",
   13052
  ]
 },
 {
  "at": 1774684901,
  "op": "tick",
  "spec": [
   5272.304,
   "failed",
   233
  ]
 },
 {
  "at": 1774684901,
  "internal": true,
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
   99,
   "interrupted",
   16955
  ],
  "text": "hi"
 },
 {
  "at": 1774684901,
  "op": "tick",
  "spec": [
   99,
   "interrupted",
   16955
  ]
 },
 {
  "at": 1774684901,
  "key": "agent:main:webhook:dm:hook3",
  "op": "agent_close",
  "spec": [
   8.312,
   "ok",
   18385
  ]
 },
 {
  "at": 1774684901,
  "op": "tick",
  "spec": [
   8.312,
   "ok",
   18385
  ]
 },
 {
  "at": 1774771201,
  "op": "tick",
  "spec": [
   107.822,
   "ok",
   0
  ]
 },
 {
  "at": 1774771201,
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
   115,
   "ok",
   9257
  ],
  "text": "hi"
 },
 {
  "at": 1774771201,
  "op": "tick",
  "spec": [
   115,
   "ok",
   9257
  ]
 },
 {
  "at": 1774771201,
  "key": "agent:main:webhook:dm:hook3",
  "op": "metadata",
  "spec": [
   4.368,
   "ok",
   18355
  ],
  "value": 1
 },
 {
  "at": 1774771201,
  "op": "tick",
  "spec": [
   4.368,
   "ok",
   18355
  ]
 },
 {
  "at": 1774771201,
  "internal": true,
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
   53,
   "failed",
   17988
  ],
  "text": "hi"
 },
 {
  "at": 1774771201,
  "op": "tick",
  "spec": [
   53,
   "failed",
   17988
  ]
 },
 {
  "at": 1774774802,
  "op": "tick",
  "spec": [
   46.453,
   "ok",
   13354
  ]
 },
 {
  "at": 1774774842,
  "op": "tick",
  "spec": [
   27.505,
   "ok",
   13328
  ]
 },
 {
  "at": 1774857717,
  "op": "tick",
  "spec": [
   90.773,
   "ok",
   0
  ]
 },
 {
  "at": 1774857742,
  "op": "tick",
  "spec": [
   4.819,
   "ok",
   6169
  ]
 },
 {
  "at": 1774857742,
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
   42,
   "ok",
   5068
  ],
  "text": "hi"
 },
 {
  "at": 1774857742,
  "op": "tick",
  "spec": [
   42,
   "ok",
   5068
  ]
 },
 {
  "at": 1774857900,
  "op": "tick",
  "spec": [
   95.463,
   "ok",
   15107
  ]
 },
 {
  "at": 1774857947,
  "op": "tick",
  "spec": [
   40.291,
   "ok",
   0
  ]
 },
 {
  "at": 1774944185,
  "op": "tick",
  "spec": [
   116.367,
   "ok",
   15573
  ]
 },
 {
  "at": 1774944185,
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
   105,
   "ok",
   13581
  ],
  "text": "hi"
 }
]''')

# The step the test checks, and the reply it is compared with: what the process does there once
# the defect is fixed (MODE "fixed": the step must look like it), or what it did with the defect
# (MODE "defect": the step must not look like it).
STEP = 35
MODE = "fixed"
EXPECTED = json.loads(r'''{"ok": true, "timeline": [{"event": "message", "at": 1774944185.0, "effects": [{"kind": "row-ended", "session": "20260329_100001_c4408fb3", "reason": "idle", "lane": "agent:main:webhook:dm:hook3"}, {"kind": "row-created", "session": "20260331_100305_912cb7d2", "lane": "agent:main:webhook:dm:hook3"}, {"kind": "route-saved", "lane": "agent:main:webhook:dm:hook3", "session": "20260331_100305_912cb7d2"}, {"kind": "routed", "lane": "agent:main:webhook:dm:hook3", "session": "20260331_100305_912cb7d2", "fresh": true, "reason": "idle"}, {"kind": "context-note", "lane": "agent:main:webhook:dm:hook3", "session": "20260331_100305_912cb7d2", "reason": "idle"}, {"kind": "turn-started", "lane": "agent:main:webhook:dm:hook3", "session": "20260331_100305_912cb7d2", "token": 6}], "lane": "agent:main:webhook:dm:hook3", "state": {"rows": [{"id": "20260328_090000_b44b6ea0", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684800.0, "ended_at": 1774684801.0, "end_reason": "session_reset", "message_count": 1}, {"id": "20260328_090001_4c4b32f4", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684801.0, "ended_at": 1774684801.0, "end_reason": "session_reset", "message_count": 0}, {"id": "20260328_090001_99e2bb15", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774684801.0, "ended_at": 1774767961.0, "end_reason": "session_reset", "message_count": 2}, {"id": "20260329_100001_c4408fb3", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774771201.0, "ended_at": 1774944185.0, "end_reason": "idle", "message_count": 6}, {"id": "20260331_100305_912cb7d2", "source": "webhook", "user_id": "svc3", "session_key": "agent:main:webhook:dm:hook3", "chat_id": "hook3", "chat_type": "dm", "thread_id": null, "parent_session_id": null, "started_at": 1774944185.0, "ended_at": null, "end_reason": null, "message_count": 1}], "entries": {"agent:main:webhook:dm:hook3": {"session_key": "agent:main:webhook:dm:hook3", "session_id": "20260331_100305_912cb7d2", "created_at": "2026-03-31T10:03:05", "updated_at": "2026-03-31T10:03:05", "display_name": null, "platform": "webhook", "chat_type": "dm", "input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "total_tokens": 0, "last_prompt_tokens": 0, "estimated_cost_usd": 0.0, "cost_status": "unknown", "expiry_finalized": false, "suspended": false, "resume_pending": false, "resume_reason": null, "last_resume_marked_at": null, "is_fresh_reset": false, "was_auto_reset": false, "auto_reset_reason": null, "reset_had_activity": true, "origin": {"platform": "webhook", "chat_id": "hook3", "chat_name": null, "chat_type": "dm", "user_id": "svc3", "user_name": null, "thread_id": null, "chat_topic": null}}}, "running": ["agent:main:webhook:dm:hook3"]}}], "exited": false, "stalls": 0}
''')

# gatewaysim's runner (conformance/runner/*.py), zipped.
HARNESS = "UEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAPAAAAcnVubmVyL2Zha2VzLnB5tFlfr9u4sX/XpxgwD5F2Fd/ci/tSL1w0DbLAFotssQmahyAQaGlscS2TAoc6jhGc714M/8iSrJNNgPY8JDY5HA7n72/GQoj3LQIN1ppBN0ofCcwBhp6cRXl+TmAHrdFCbgZLxRYk9J10B2PPIBvZO7RwUa4FbUCjuxh7AqkbkBrkEbXL0ubZNNhtsuxnecJX8SAN+7qTREjTC/8uCf8Z74iUJZABfEB7da3SR3AtJrkagxQkkDpLEuWNol66ui096X6g6wtCImU0HAdpmxJ69K+FMxLJI1IJ7torfSxAzaQxF/0TGN1dmVN2URaZgJWxBULd5AVYrI1tCC6tdCCh5v8uZugaaOUDwh5RA7XmojdZ9s4N+1esGCAndUOgNByM5ddUXmGbV7/4/Q384gjcYDX00p48IRPVRj+gJen4LYN2qvNPbKXVSJSh5+kgfz9YTZuD0oraIiiI6czganNGb6PemnPvXjhzQg21GbSbsoK6NYQ/sSWVdmjt0LtM0smzdwbImR6kA+UINH52ULdYn3qjWPZf1QmDlVB2wRP42MUqh+Q3BkL7nJL64dKi9hr2LyYnrSMvZGDSd9dAohz4J5oTm9aa4RjelazbSCf3knDqIm1QtCuZYcby1p0hzFdMDUn7ngJydrvgJ56fuYDR4fTibIO1YgGKTSaEyDJ17o11IOmqa2XS19poh5/dg7SUllxrUfIN44I6Y5YdrDnDQ92Z+gRx4zV/KeGDsacsy169fffhze+wA5EfpcOLvJI6g9R0QVuAAHgGrbkE3bhhH2zwnCIFBRVDHt3VuycY7Z+lDbuxV3qRZdkz4Ayh9J4TBEehdnBh3/CK7Vg5dtB87AI5oYP9deZHlxY5aFy0Q1IaO5Zn9lP2DGrTK2zY0cxUq877G7sBfsZ6cMbCH2ZPozsrm1RabLIk4W6q5s3r8Plf0ubipqgqEosSGjzIoXO7t0YjP9dnJHjHXrbNAACEEG/mqSemGeIE4EqOTGMbtBtveT7SmSPs4OOnLMsaPMBZnrCKhyrPP19NcmnhtdEHdSy9EL8jDZ0rgihBtkkKXeMTaflv6GEHXx7ZGcas/SC7AeHFX9kurkUbAzikbkUcsXUr9x1mIxt+Q1UprVxV5YTdoRzZTS7jPxp6tHmxGannT8pRM+dm994OWILPPLuJWUQx4Xy730eRl6I2WmPtohA/SHukEn744XThTwtZ1MF78kRbm6HfHDGc3qR7Nl4hJbBICw78Z9FnpJ9lRzjbPEt7gh0c0UnnbJRIVLxcRTGR/Sv41UKwWnYdayJn8pVbeTmfn4qCsJhrmmkUTZWz4Pk1YW8n/xvyMrs1eX3tDHJwBqpUU4a45YjyuadyxgdlCWd0khN7/PqEvX3Ibjpz3Mieq3v+RSQbC67VKzYX8WredzaP34ry7n3zPxGS9u1gniQEY+HLY+G9bEJV8Lpg7xacjNJ14bnF46ribsGf01DXSBSjJpbMSjU75tKhzsenF8Vq2GCjXBXPfVPsfIcM4qVYvZMNXAVM9T1XPuUv1Qmx/x5+z+CV9ywuI/4UKN2oWjpj2cEOFqnFJqBKOOAFCGujPYxTHYIM2IsrW8lpkbHJnH1ypufEAFP5WselimupL6JjvUiV8I+hOSJtwbWKRvTM7/KYyujFBVzlzMC1mDGBZVzOudpcdDlBfizmc2KYArXUNXbMbDNjJS9SjVhk84aLbl5seDFfN50z36XqPzHdEV0VQksfzDzm1xl9ET6yxrwgtDzjMkZBuGvPq6I5i8dw75isx5Q/FnTGw2M9/01jBKWenjF4p46tu1XwlZLnD4yuX8KdKnyKCWx3sfuZbSWsu0s85tuBH+wi4/lmxLeVahLvydKctJMaR6LTJeSiWGOrdOiE15SVFhcxLkS+xePNDfambiepPRD1WMPOG5wdNY+hU6b2IpZ2KkpYB4QeyB+UJQeEsSNgU8yv4QwiXbxovpX6mLW9sV2pJJ38U+bVe0HEGXnyGBYlWWra+3j4iqEhCUbOlYvIlwHonD3rG3Y3dJ+i7u6BT8nnVH3CpVx76YyGuDVVqSIasJm2SFFSr9RpDNxA7fu4TYsmAVoZ2wNs1sCt7LoAbvkLt1ic5nghSRmYMvYKclwxgOTQcnhu/qxvbqY6+tXUp5SR/uZFPqNrTTNGZKceMK+7adDVHW0mQjjfTTu+broTsaALGv80no4Jo1Pk8gl9EYF7pY3p8/XkN0t6UcHV25D1c2ZYjJr+wC3WQsmpD2NxpQaGZWo/ON8o+ZkGy9vKB9wCnnt3LeHATlKCcmgZigWQ8o93v719QWiV7BTxMuSS4OOnwje7I26DPIjLuvAArwRSusZbN8Y2ICCOKXMYq92tfefWMclIIMl32uMdBIZ7CVomUN4bE+jTRWRVl6/NubdIZOx2PSUvU28nyVVhqFGF/AM7eDmnia1h1aE+utbvT5hHfDxKzHVncgt7kTxjyJHE5TkXVSWWRUwqQniVlPXGWmNzz2n5Xu9esx6RNR07xN9Rdn4WMev9xvnR7U4hxN30aIIdwuBttAusF7evF/hYn+5rE6zWp0AUCs9tQxT3x7xwixN+LRYnDhhxf2xsZucnR7i/ctNY+Zr9ExI2+7VzyWHq0RthN/XNfOVM4vi0L96RMvsOHX/8Gnnl/Wa3gFrf5LzwzQ4M3+bEMHHklPcmcDJMyXYw+nGcqakDFxjfho5b3InxpigAO8IUGIlVApGydupBuWtFw/ks7XWt0xVCvIKLsSdOdTFzbcGfRNDmsvHTrAiHAB9U7QjkWMfGUeVB+aFh081hfy8pjDwZknOApcFlmIEm4MDYhPzUWoZB7wulx5j08D/3jceM960GyFGjhU/MnG9ZFF8t+KBPvBdJ4QHYgOT+ocYt/I+fyzqW6mAG3cxu0MaP1MbB6n6gKzBe5B7GmBP3IqyFzpAbS7nPHXMunAlYARv+Z73v/yJ8Oh5N5khs+WQJi40GqWYUn2w2HWdy+BdivR0XEXRWvpCN/MQWXm5eskMN1nI2dcZ0YgthdCBkr0JR8vNusYX/fYL7WX6ufKnlmGTZ/8JM99zBuWogbPzZceUsP3uax7nXjugxxmT0jzTI+GrSZfB3C/plHLs0qfX4kA06ATj38exWULEfJS0J1SEJec9kySgi59TNzPORn/XHZ1vT4TjeWTzT5+Nlil6+ttnzc/1TjfUvXVSdpwZ3c43a6z1ds4/zosmAJHHdLW4JL9nNnrNLz5pxxs819g7eX/uQO7/t3pXLbmqb63f5W9DcwZ52qlA/uBNYnoj0d+Sb22A9fvJ1c63GRu53ivfz+vCLFIP+e2WEPdl1aXbHLIonyGKufpq0R0uKQhc7wwdhncPXJq0van506RsHdQBFSnMSrzEf10sgZ2O1WnbzMOojxIDg+0QZeM/58dKUFTnr14q5VB+MPW36+xmrNw/nyzTMuTuEHKxeRbGjXKHpTC27TWu6JjRRd3mhVeSMvcIuNEpTlU5dsIp0Abt9/DS/6kx+uJF4/Qgfvwh2cM79UUEiurrYJp0+fpprtcf6ho/8q3jp4/998ikxfQ+6fHmXMnl/HBzsQJiTWMsbfcdPjT+w/Qh5lOXji/9/uf20MOAYPTcbCgnrvgVLv5DEziS1E2X6uW2V/h6Drvc6E/WsM1oHpj9+/SQb7jZSTyabyj6xm3/G4/07RlRwUFp2lUXqjSZMJ0oQ6Yd4Nj5xWRxrNcVSGzGyL73so49/auCxVPGZ75BJiO8WyI9wnv7hYC4KhCn6bXHMRtuUcqc1dv7Qp8WOGOc/Jrg4SNVN5UUuZayfcZgRGrhAN4VuxWIkO/at2b8DAAD//1BLBwiUuBd2OAsAAHIiAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABEAAABydW5uZXIvb2JzZXJ2ZS5webw87Y7juJH//RSMFouRE7VvJocDDt7zHTbJJFkgmw1mJgmCvoZAS+U21zLpkFS7ncG8+6GKHyIlubt3MpcGdkcWyWKxvklWqSiKv+65Zf3JWA38+Mow3UsJmrWirZiQzO6B7bmWYMwrwx5Uw7d9x/WFlarXZrlaLD7sgamtAf0Amh0AToZxZsUROiGBqR2DB5DWVAx4s2dnYfcEFHY7aKxhBkCy8150wIRlZ25Y02sN0q4XixvW9ppvO2DNnst7MBXbXlijjieuhbwnOMYqDWwLO/yHy5bxnQXNSq3OBmc3lltYtdtXOJUxQknDLML8ZsEIwAm0EcZCy7TqLYIVsoXHiu20OqbD77mFM7/UoRtBYec9aEIdHoWhZXYGaOyCxRlXPxolv6HphLw5wlHpCwNptQDzipnenEC20BL+8HgS+lLvhOSd+Ae0bNfxe7Os2K7rzR5av9YFQ8LqC1N2D9qTkxnFLDLU7uFCzMAnoZnSLehvFjdhjcYvL2G8Okv23uH7Hmm6ugdbK103GriF2i+FlWfNTydoKyZxfs+ZdonAba9lgOx4028Zvwdpv2FSWUjbLDwSmq6dGL/nSISKHbltcKH8ngtpLDvvuV2wMa7bXnQtaMNOWrV9A6ykN7UG0x+h1tAopE+NEy+Z0kxYw3biEVrWKEnTE06I+NnTDFdjDTsjS81enWWC8I4fgPGWnyxoZBrI1lSs6bgxYieQL5cUxbPSrZD3C8ZKWmVv1Y0GAzSraKAioK3mQvo3hKSGk9IojBzVSMOpu6wWiz8qu0eRI1lroREtGId0mBHR7buW7fkDsFZJ+AZlUsnuwiQ/ht7ComKvFkVRLBbiiFMFYjxwbcIrlNbwrOJb8/dOWPj38NPuNXBaIpHoxO2+E1vmW//E7X7hWpBwJrx/j2Rz75FC8b2n46VGulaOM67bQ9Op5hD6/Rp/LBZfsfdgvdmIJED56cAwJVHNtqqXLTuCMfweBrtD4rb2wqCNHbTeYPviqzAEbaFvKjuONmVeIRredWRpSOL5EUgNmIYbpI+zddLqy3K1CPA2KdFXv3bPf+G6LLyNMeIYzExRsRZ2vO/s5o9KwnKxWBCt2A/e5q4XjDHsw+paSGHrujTQ7SrUi2bpWvEPX67wHdtQU95ANN4MTF29+4NqDuUy7+VMOduw27u8oek12zBEMH9vRXOoufVtjH3ltIxmO6oHaEmk1/RWokp6O6ZOIJ0faQ45xDMXnoYGbLlEkL0BTfbEsNC6hb1AX0DujIx1r+UsoLrjEnBJHz8hLPzFbv47CIFhUp0jVCWZsDkUZFj99x56aK+ghEvT4NwU9mZ71bUmh9IKbS9sw37L0XkEKjk/6PxnsLPMqCM4Y2CEbIAEmZwUmVDLDzBaJ8oRIZcvkKTVi7DaIaW8cEYLNMDvuLFOqo3l2JbP4MGMKBmA+7lo3hyY5pKpEbZwPNlLfTT3U5YgTc2rgTOo0qq3zpM43W/ZticDi3xnFxgxy/aidmYhwP7w5++YEW1A0mouDdkZYdEguM5WsZKbSJjlFKgR7YCvaMulIylB92RoRWNxGuKXaFnJ2UmhI409jvxCqBt+GU2BFIj25ilGPk9fg7K0Ya9H6ktwp+prLD+eZltCYLZh5cdPFcP/bu8GtPfqiG3KrEA+CK3kbfH7t+++f/u+/v0P378tRtYDfQfSr1SGnlc/KiFLhFGxIkRgxbJiT7XfnHlXLKsIOf+bHemjsyJ5pkitWI4YYCQ/kXp3u1WNP8xe2XK5oF5fsZubGyc+Ieq9+SJ/i8GyN50yQHY9sehFUXxrLW/2YHy4hWbARzIg2+CUckNiFQo3xcfVNBpNwCtUfxdNE8DMDHF5IStUUWS1Q5B7jtZSAurdCiOMAEjsBichDMk4eQOMdsvE/intuVlQHyHjsAQrlricW9/9LvCGfiZOi80a2IGurv+IrLRzCMz2cl4ub385CK3fI20wIuDW6jL61ooVrrGomHPXEQ1yAMMQ122QvJo6TIZ5tox1EElKAMf0jBhha8WKulO8hbao3NKX1ImsTEB5BY/CQptTeJj242HNYGVVjQasXLKd0uxQMYywWCeMdTOtaj9iJSwcTblcfhqoBWSNPhZI2GLNnOQVfkCxDpN52mHMs2aGTG1Z+zeeXAg2Mm8L90L6WAdj3IpxFyNV7Oc/3wno2lSaKQA0IdSZkaea9ldzwuO1b6YlD29yCj4g8QrSmmLtESw4PlMMu4KTavblElnJydkQD2n3yC3Sx22QizW7vfs0Ar3qTy1Krl/lFDEXqK1wpybbEh5muriQDR4GgmLwMGNjPqSWzQUFzqGjn+EHqBxtyXNTwGbcPrx94LIBw1pNfi4zCV+aGxgHbNgtkHhCNB0+XhU7BreRoHdoaPA3seYu2Jqy8BijO8BlFMu7a4StUhLe3lVT9lO7k9AI9yqf8oCaDTqjejuwB47CenE/CNwkfWEpJ/gjyIkLwpC8RrqMRSQzsB90n1upxPCTgCudq05iwHJ0Sa3Srv+M+jmGfikF/HwVq1/CRMeOgd6JN6BF4cBiTeMHvCDYBDTYD8FMP6BkuwmCZcb1PkShd/ayCP6hYq+Xn0bBDznaqDxxwYls4G79RYt6WsRoQzhjgP4itO15R0bI7xqt8oeM+pVhQhrLcVNPZxx7QtC47aQIm0iMhTA6Vme5Yh/2g7DkwZE7hvOnicKfE7i4SvjdFe4I/19t2Ui0M2FNI869UgfzhUJN/zfwAoHXzul6znoPnHDURzSuYZXFMbGT2oZYanilBW3frx8yLmJfRGW2S2lUrxt09VzfGxSnwxmfRpHiAdAo1Qe41GoXgiI3NCe6Z3lAK4Yz92DLA1xIaxDYi2IssiETk+SmqAXuPt1zpJloEX4QuySkm4dE50m4vdLi/iohshF71bUUsfpdPq0r7yJ2yKyVadQJ2njIHcLF0kPA3+7xtkA7gNHa3YjobHBghOl4Gjd+OmYCNwbsaa+dBrNHs4qgUwr+bDOQOBuhgRva4AbG0VB0Br1VNR3K1q5PCL8Ry3HnMzf1MOA5ZpNRQHpObQJzajFvFmIjmcrCHd4UFe32N/mSD3Cpws5/M6ZG5ei0of9XngQb98/8jG6q28kcdzO0HpE3YXVuHa7cIWzmdTr3FSNB3OD+Mt851e7Qp/YnQjXSvKbz3STUCjFIDm4UauCY+sTtfjBn14Ev8rHmIhtnMq8NKMm3PGeq8M8qdDCDlhqw5ceoD2uKrj5N2Wf1ZQqLDazhZy5sssprCE1g0CVUdw24R5L0oSTUlzltniUlcfUamQMUOl2d2zm7c9eaziT7U+0PWWsX84030mLnAV0NOJGHT0B8ORdRm5Jz4RVv2zJaEweksPAYcZzXR2cAHIhgABwmdNAayUCvZmB43hOAqwyfZdcTRGCbp0gUoTmm6qvaNMx7TX1eRu3p/ZK/98ldjntH2uSo5Y7YKaIzB3+f6K9k1vGmjJZIF+KGKcm2sOfdLl5oj50aytSYyUJa0JJ309OXa/JQFHQLiP/876zSIQBj9WR80B/RZlBWbhGoVWVxLGaE9Sv2LZ2svzLZXVk4WF8zqfxdLf7bdRQRk2RtL6x8AO2v1JFouqeEgZk5/CWvB9yo0yXc34e7WAyEk3NGq9QSIzV/pC2BaTjCcQvaMGFXkymoy4ZdV5ArOhZuG25xCLq6/DXFSdiEGyP2C/ZmzPYxH+o96COYiX5oOHX8MhWEyfjkBrAV5uSuwuO4Kf9o4Gp+2Hg/Hv7GBqoVpuH6841UhuhPMlSZg/JW43ljNW9UJs4k9sfNsDuAO+25oeOhsix82kWtoQFpu0vNGyse6Phnq5S9OXJ9uGk0N7iuZTWifX3W/FT7M0i3EXBTuN0STTSsNe09+K+AgbF9c6g7pU51cifhADlcwDS84xZuqGvxLGDkRd9BSIbwEcQ16K7XzYkbbFGyu9R0N75B6Znccnz483chF+bL7D5Hu07bi+QGGzHVD9nGsyiKd3QXZ8b4vDJMQ6N0GxKG1oxLpvRpzyXGwCfG9RHailIrXD+0O4O7KGPajT/VRPMDsvUB9DIZeeL6AC0778HduxnVHMCyM1ovfuaX7IxgZhvM9ZFe4eJWA8fOpnb44pbklO+Er3QqDcb7T3tKk84V7rrQuBnRkrP4mB9xoXK3QJdLben5gLOMgsTBBiAiN0TdovIk2tD1gnum7bdol8OOxU1fJDuN4opx0Mf5FSabjaepiGu/Qt8AIfA9IVN4NX8qMW4t/b/PMYL2I24bNFzF0G9HjyHxa85bx62sg+2GOCPm96/4+vb1HZ1q6nvjtqeF7YU7ayqmdtwIl7qQImFE62IIZHC44aY20YaVLqnDfJgi4dGW5SE7hpyIX3YgKWJ+3pICmAnYsGHIEB3v9sJfKpcofjdOz58WzdmV0F+Q2eAgadrk7o6iLndyQOfbCYaZfD+5EffiHvh/XaCmcj8WRraZyGccQ5SokTGDqLt3gTHYWMdUiFzsn+pZxqfnlCCetn00ol0zL8dxeOGuGZ3BGS4ar8jPcmS56CoorvIppLJxcUY6GPcHdH6KqSI+aU8nvcWO0Vn0kF9Ccfzk9naGEL5LfDW/F3+huR5fK7FEhp7ibCToUyKC4hFxyBy4w2TWgXtnijbIO1S1201zcc58SMapXGbCCTTbCoprMldrvTlL831WJ+W95ORQALtfPRIYLi2CHQkLfMbJReQ3lhb/pM+L1EN8NZiTkgYyCiYyjO3hmsWJK9f34JMDMxJ/S5GRhr/3YOwrw7g0Z9DrIYKJ2U05uUt3KtfSXD2FSyetjicLqY10BpXSP6TPTt0RqVNegEYrUyLOLsZYeo+ltdL5IR1ofZX2UtkbAl5klA1PK6LxdXaQzxXtcFJ7zdIHNjmSVuy8v2yKrw372hTsa1aC1g79RrWAxjy+8BuOYjkbwYxUzedfonSmBECWss2GFc5Pr58C5M8b0Hg+1S0clePi/YVfQh6TgqOuObC0a7j1y6zbT4kpt8Jl3RVOuIo1C08VK5x44Tv/9Mnduwjp4KD20Q6lUV1bRHR9bOPbOty7LWcp6qHGgGtmsd4ysq8Y99LOfD6dOstEOXAdJkq8hHPC3NTi3BrR3rENy4Q0Rc7MSHsItG4xyFreOc7lE2TGaOt14oWWKNOXGRV4ykohG4JaIA02+L/MdGlZ++xQb7ps5c6zE6t0NPdIk1XYsYsdE8Zd3zZQxvcVM1b7m5U8jywEYBh8uZUWFXs9lx7mCIVo3Xi0BkJZT6XBMNvs6oTQ3vgT7RTySL8+7+bXH1VZSuvMWtAdrXoDurb+8jqLDrI2n+HiU5NnApSkNR7wJBBm9gEwzoqOh2JH/li+rmZ65OdjN+zNFbD+Omunuk6db/pTOCfC/02uIWmEu44ix+3g+4s5M+OmmT/HDGJFh5GIJ7Tu+JaKKeLkIS+SNF7Eni5nHK2+aPYz8EN+LmHG6EKFC7mOB6JDhRFiiW/DDckEWDTMMMrujfRcsp+hiAxS+SRd82tCR6950U5uBZdTeU1Ricy/ioW7V/NtTmDSvjh2IuIxP4sqPNLESVuheZgLtYeFAsmDS4BZYiAPM4uoZ1WfKON07gVqXzFzkXYPVjSbkUq6CDIaPjrj1/3J1twcnrJ9iVWKY25ozE/Gbmx3KWvl+sw/yW76nDXbixuiIMhZw5nRSvW2UUdcgH+a4UrCFEL3s6zxs1NNAq50RXE1GbWfBu/bDeJ0gub2l3fOSuMP56BeL+dYnC30p3F3dpGR4S5bdzYHzy8UexTZqe2oivJLnNomKW3Ox5lJ2lbY4sXiOpcwFAtZ8kzSkFUfq06zxKxsV+G0nArw0gKlKzn6oT0sfsNq/+isD3ataHQWPIbu6HiHMgYXGf3u2w9v//rt395/9339m7e/+vPvxid1LvnjBLJMCyAmo+4qVvBiid5pNzV7Jy2kLbPsryTtlE4LIGbn0ZX3nW/3uWPVUDW7Ex1sdnPrmwta5jIPY+soGxAeLe4LPLSRKgSWyHCQTfLiGDeSF1fK5z2KtOy/WAeypGrBVafGbgG5GNtu46iZfF0C9ovN6OLObZ9dAiKdbSTFh6W5dRdfd3O+5RptJpmZFSuaPWWbmlt6qkVLHD913O6UPrqW+Guc4/1sivfzaZmxeGFGN9XZibbNKqB95TMVLlJ04ypI6Y4j1Nmw0tfS/qh6LXmHW4OE7X4b+KNR8pqqI/g14wSR7tN5sycRpXTNrmNcsl7GwVk+YaOoyJpiNHbk1oI2bAsN7/318VBbaJjdq95w3LBhxCeOqM7MiGPfcVxtO7qkabcVO/OuYubHYEioMmlYnS+HKnGnY8t2u6yYezzzLj6bH5eZpvlRQ4nK8TS796Rmz7JsPPgKrZCi7E0S1TO5qnNEJYc5mxIUIW1CMS/+ktBgaC46WH9t/ueoWthoVbCviR69FnQLWBH9VG83/4F2BZpDbfgRalcwunG301cnXGl1rne8sYryFsPk79Q5F/rHBk6x0Hj1Vms1kyaYrCJLuwsVTa54v+86KpULtWnXKDp/8DdLPoxd9VCWpOQKHqHpLZTF+7d/ePvrD+zn7Lfvfvh++NDAD+9+8/Yd+9XfQt0kWWUxe7ODfy2lfp1dqY2ekpP5Vd62twVaE4ywy/a2oDij5uQB3M9wH+RepDv5u3mwSK9gQ2YOsK9mmD1Pk2TyyiUJ1mQciFKjbypcIwyjLJ4WHm/1aDVIAgS36hRvTYkmMU4xt9aRiP1wAs2tUJJ3V6QtTj1bZfAigT1xk521OXDjgohEw3MQYXbkaTucwOMKyz9xu88NzmBkqsyiUGozvS0nijKMnjNFgz+JUZWZVsxFgPW0di52pE9ZkFoOY/91tXSfXTSX8+OlFXAzBgSXf3sgtYUs/N8q1Q3pN7iS8E2QiMRyptf4WyFD5wlLc6YjIsmtTX88zQQJbx9AuypP5r5VIeiDH/T5FTDrafGoKycJt3tDyE+6uayy3LBR0OE+fUIfNNGj+op/oYR86WrLXAS+ZFFlHXk5X646Zv/H2XpLAlGsA6hRheaLqjEX7374a/3b797+4TfvUawLl4DoihLwic5O/MvEcPvw2LfQo72cXO0dhRS+BUVN2nrQlWJ8cl0MvrWgstI2fR4SI2KKZKN6yhlYLFD2E3/ruHWAC9JTr/DBEzIQ8bBmpUYFFjt2QGZR53iv5BmJDQNVPoWJcFFIWSo/95MFLUM04jdEkPeTzxWxEmFz0lW/W5KK7mjA0EVyf1pGtWm3bEOfYHFzsX9Lyuipg79AarchgEytuVusD5n+6XBxGcA8EwRmIUbAIeHOEGr8U5GXW9XTjjunwCQJHucPhVuOty7wx4Dc0zFbjLHuUwhDpxSHH97Pzx4tUPDJdmVsfUS61tJU/rcR/4DwLKQK+IwUdR2Y7m3pJM7IVxx+HQZ5nibf+ylcsr4pMM72l353EYtpwHKNRi23PA/laHtDEHA3XoJsVCvk/abo7e7mP0OumCfiW/pHKDlZkg81Eg3OiyNx4jQTKbmPeqjoqx3LoMHx3Mg5uMp9HMGvBjX7NYrY42v0r69jkVdsfUOtb7D1Ddu4wdToi5e9tKGUY0hQgvsaljNgFXNVaM6Rv5kmpqjO7x7Mazqk0ulNrdhR+2x4qXobAv94gIGO4ManASSWG10DolZ0XEKxRpRG1Shi50sor+6snpwyRDyTCb0VX0dqzKMAnVspJcAlu+VncPpX4ZPFDhOc3L6+a2/f3LGfbTzkFyJ60uqorjDrS+L6E2inQZ1AvlB+0gAIlWQq36ia7aOT7QPdjr0Mkd7CjeEPDo8wb4YS5Nfd6CTmsXo9i9UhpFYg3i9GyX8U4fORculMuE2o0EORadh1c4aBbdAeecKlmOPgoSJFOflD9m9cyoj7/WZc3jm7qnS/Mr8iI9pP2fQ7IZ+f/Zcvmj3dAD03e5oD58x6Jx6gxpeRbtO6og/YnI6nFyscOkQBV4seHFQXFKd1qL7OIkbLw24EubyTVKkwdb1JIE2JePn4auSs88psqjEBCTopvPQROY3OhXt35UyiUdIKmZSWTA6IQjZrqNRODM1Vlz2BnIZCnsazpdwzAUWMmmgjNbfiDLFn44gUh6TmQm1/DIUfams8v7MainQn6EvfA3+SwQPn0QpjtysxmpMk+iLBhn0sULZfJx/F8V/nLK/n39LY20IWd/m9iN8SDJjTydTQebNhY/O2Nf7OcVRiFVRMi/sJIouwyFqYulHu4A9K7JsgOZQF8udXxJ5YFfuslbGnVseGFbq6pfl1hq5myuywJi96nUm4PNM99vbilxEunNnE+kdzgsam2uNfrYSJo3a9bFDKy91y8X8BAAD//1BLBwgxEaQPaRgAAARYAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABEAAABydW5uZXIvb3V0c2lkZS5weYxXwY7bOAy95ysIXWoDHu8eFy1ymEMPvWx7WGAPg8JQLGaijS25Ij2ZoOi/L0Qpjp1JMs1hBtE8UuTjI6lRSv0bLCMBe9DwrBkP+ghD8C0SfSAg9gFhG3wPfmSyBsEyFH4MVH4E7TzvMJzwgM5Y9wwaOu3wA62CP1TAO8zfodXtDg3oZ3QMbecJDWyOoNvWGnRcRUtPDMGPjOADWGfwNR4HpLFH6HXYx3O9opEGdGS9g14bBOwIDzsMGNE9sjaaNRxicjV81u0ORkKCcSAOqPsPBP7gcnqP375UoEkizamsaKdDzCWeJdTBj535BN9yrr19RTEhBOvqlVJqtVq1nSaCr4mqrwN9XAEAGNxCI14Kwm5bptP4CchjcBBP6zA6h6EmpJhWwq8mez80wR8adAaNeKkg4I+ZK6XU49t60IL/MYRIffAHKCwnDlrvHLYcmWQPxJqxNpuyjgmdfEt8fkP1Bp+tK1TwhweJRFXiex3wx5Pa41F9LycjhHUyzKmXdYOOg0Wqn5GLayZ2CwiWwHmGv73Dc3bxk5JbAx+HROTMs9mURfkWXaMzTWa0wIlba4S9JxVQk3fzEOKnEW02ZlOIk/KyXD9/Leoiek42tyrzz40msHSlD6C4kOnjl8eIrgUKBiOMJveHHQoxvNN8LnnwhxK0M9ChfklKTVffLaxE9SD33CutOII1PCNr5lDM9FuBOhESQaqSQpaxa3/+OheasYd1Dmjww0wN2WCCJqLWYvL05/eoEUvWEWvXYhFPK+Bx6LCUISC4uaAmoq+LamIAe8sLAq6Iu4KsoPUpc8FXoM7KOmW8lJQ+F7B4T08y/prOE92T06nJo8tFl0fzOLpisx0r6LH34ShSkHH6TmOPjA/x6nvlp8vOPmvR8g6objrf7i94jt1PY4iJaYNGIGgumtZuEzCNiavCuF3KfA3pl/c5Fire5diMQW86TMRlpr3DvKCKuIm6rvw4Tc0Z+yyGkfUsDar/I+8+TVdIk47ORfB54eZq7REHKWp/t1wS12W5ZLoKZTMNNjLRBL8cnZL5VZPrxMUV3KR1fJW5yxAj/iHh70pqMc5nlzRDelUshHBjdl+POD0Vri/Ny2gz9vcjzQbTjrlmcYPI/Ej5rbhO4HuBbd3lRD7XWBHyKcZm5mw5au02OrnZX1u3KII6aMYQS6VmInrR3Yg3ZLSSh9C0XM0mZ8zheL7JbBZjEl9bHBg+yy/r3Rk4aKKTz7m6Y84V7PGYvdt+8IEhdp98p9YP8jaJwLrJDdvIcVFGEnaaEonJlVpiVF40uS/N5uzLbFaZx5MLs6lAxYnX5Mf15CsPOTWrehoz60jBPZNCwljLzzPPezzGufy0x6MsyT0eU5ydJS7EdTkn2WCHjDfviO4qeHPToHk35XuabI2xAf6YlmCadOpERTSp8dUSUzFLVh7oaymLZEuFAANq0zC+coGu9bHz12rk7cNfc01tfYA9WAfF23Sf9uc/yx12K3re18Q6MMUVVahGld/LpbwjWFbO/rIvJDD5XyJFJjGbsR+oiEZlBW9iXf0fAAD//1BLBwiCtgrBjAQAAFsNAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAABEAAABydW5uZXIvcHJvY2Vzcy5weax87ZLcNpLg/3qKDCoUYklsjuSbcPjaW7OhsXtsxcqWQpJn4qLdx0CRqCamSIACwGrVef089x73ZBeZAEiCZLe0460fUhMEEolEIr/BJEneSA59Z6zmrIVbZvkdO0OnVcmNgVT12mwvhw5PDPzgurzrpeQalARbczgJbXvWQNmo8pjBnbA1HNiRb7qG2YPSLbCKdZZrA0xWNMTYfg/slkubgbG863gFSnLQ/GPPjQVmgYEVLc83mw81H1BqxIkbEBIYHJQ+8grKWjQVqAOBLZW0WjUN15BqwjHvztsMjAIGR9E0IAww0Jw18P7VD//x6vXrTUBJ8k8W9kpZ1+egualBSMt1p7nlGoxlloM6ce2WwFoOP169++nqffHjm5+uMmAOtrFMI5B8s3k5LKhkWgtuaKSQxjJpQVioWddxaXC9acJskg3E/EWKT2B4qWRltgPdbK8lmI6XYGtmN/hogCbkFdzVouEIVffSgGVHDmmCnZPLACkD1dtStTxDkradBauOXJptDlMyH4Q2dtOqk8eYdhasAofjQWghb4GfuD7TLmmoeh7YAVkoJUQ5zYht/FMn9BnumC1rrqltU2kmJA1XvXXdNDd9y6FjxjwxyBAXDm8w3NqGb6mXhI5rZCvjxxCF/Su39JpvGqU66KUVDVJEGPjYC25zuEKkbY34D4xfiQpazqQjIJLHwJ6VR7ejiGEjJL/EBUtL7Icz1ExLToieVMn2fcP0OQPOytodAWEN8MOBlxaP0t5wfeLIjvkmSZLNRrSd0haYOctSqPCIHMw/2RPTJjSp4S9zNpuDVi10zNaN2INvf8tsPQD0M4XHE+1deLpTuvIwVG+NqHiA8cY9vun8a9uL8OpDL4ZmPNdmfKGlyaBlR174I16UDTNDGx5w1+JGO2TC8O+cvPi74/jXSnWbzXc/Xn33H2/fvPr5A+zgRf4c4BFuAXITM3jerQJjVUe85Y6n7jvkflsLA0YpCWmlSvMnkgWstHlbwf/7v1/lL77eblbWIORe9bLCrS57rRHh0ASPQKqP7BKu/vz8q81mQwuBt+6MpCPBMk+h7eUGAKDiBygKIYUtitTw5pCB0WWGW3sQt74T/vBdbnQJO+wQN7vOsPOj4pfE27sp4dLt0MMzVG64LYhhC+yeDgO3S1g5RzqmszckZnaQvsifZ5CoY5LB81kXEh6wg+crzQZ28NvvSETavYu/gD8wTuTEI/gngXu4g7+xxvAZHijeCsvMEXbws5KL16q7/21rbg3/uESxN1wXeNIQzeub5cpH9LErYFdcQyyEvdpRHYljMJyk+mwm2TWspMVd3wzwWm4Mu+XGjdn3FqSycOYkvCVKJ6Xhjgkr5GzzmTkibobbdIvgGia5gbtaGY8ZoxmemDDH7OCQ9BImyM0BuDubOSmnpin2+CTk7ZwrCndu5s1qj0gFKffG/a+J6+YAbC/odExA+LNoa81ZNV2xR8pz+gdUNYH7B+4dOg/Dc+oIu7XhG+r+CC4uLvBsGav70golseEP/zajAEDZwwuHknF0uPz8esMLHIwaaHihNEmDyRLpL3c4NkM3nJqaUltP5iPQB0jcoLdKNVefeNlbpRPiOyEhtXUu0aRRGpLEWRz4atbuJjSo4NI0qbluubnwhmOSQeKlT7KdzY6/ouL7/jZN3CIS1NgEOoMkyf+phEyHdeeo35ktjGXlMW1EK+zu6+315cWLm22uOZ2oNPlV4pTwn5Bsry+/fv78ZhvNqTmdByQdkmOzxigTKiJPjdSkTSxVL+19m5gknp5mtCQcddA2JXO2E7zkKCXulD5CWjbK4NFmEvhJlCjxvA1shW3ozeSsGCOU3ALhgOqJ+y2Df6q9uSTBQ0cBpYSb0ta8JWP3rua2dnbqGQ5CClPDnh+U5hMaeJOXYBChKsUN7XnFOy7RIHeWMtnh8FrJ2wu0v8lSN8A0h4YfLLBGSZ6jTRNg38vef5yLiRV3EDFl1MEyfctxL2+5Zdbq1NYZJIVrTjJSETGb3KHo3jnIzyCBBJ6Ng2kYAig+9qzBPkWBTJds54drZUirqr4ZBsBuB0mppDcz8kNve81N7o/D8rwQYs92kMDauSXDqFOqeWKIvWi7sdslWZ7IJLRHxD+8ytxBt3O0lcm5PAmtZH7LbZr88PLD1T9e/q/3r34qvr/66y8/JJ89yBe0VUlG+Ga4RJowQeg4J5Pn9A5FDK0H+ZSeXr/5+Yfi9au/X31ffPjx3dXL799vgTeGQ9IMnLakMi3COA+q5LS5Xsija1o5Qo3S68vnXq5S99Jxmu7l4qUV5ZHYzM/+D6WPuWtMJ5Im/JCjPV3SlalgVHUEyNljDtz2s70bVbImr1WDRwp28EH3fHWQ1ef1ucEtN12f6yAka5oHhj6ETGzQzX/kKE2Hl6f7p4HZVMFSutjBiy8ehIYJDnr2XxlUnnKprDicC9Y0a/v7xetYw38VFcd35AAQ20Qd/rhm81bcTKU5Ay3WehMr7b8uLbzFF9lCC7PPmw+0XmbgdnreyGELHbxTFLxeH13Khr++i32laGyIRZl8z8zg9f6VGR5Gv3QebAY/Obv56kSq+T2X1Ttu+sauA/aKOkB87x7fq16XfL5S3UvnFG9ikuOSM/fnuCp6jHGhpmgGVHQ0eBw3R38NHwL0N3bkftGwW/Hi01XqxMSe0mfc2GGd+ctXL/H/Af4YEUgXncbxuKTJ0CU4cYCaGdK3bvmJf5N4JRJ5gv7QdcyWtVfKzppD73tyeg7syINnMSFObJiUmjM7UMqHGTPoBvov/Hz8MdgR+DT0i0UtyymUwUorTrzwYbAdFMvWAUB+Yk0/M2VWBTzLPasWDldHUMl11JN/Knln4Yr+E0ou4XTMmDUpxDbxvkUx4ryI6YUCLWoYia+0s8GEhFffv74q/vHyw3c/Xr17v3Bjpjsfz5YRhBUFa7xxdt+QDApRNbzwAcpI5s0YDe3louZM2z1ntkCj+sT1XPDRROtdaV9xslJp1VsxYVQKz+W1UsdCvPhGznmUJHfYTMdmcwn+gLz0yx7PLQmGd9xw+1Y1ojwPQMpwCGbBp/KAGj2CM5Hm5eF2lLIUPYn2liIPpVMbQ7dkiyb8dWJ5w281a5ObmIxfIP5nQn+ByXUkVtNuewO72eCUS7ZveLVDyylz8ald4qc1ok3iRVb8wPrG4oHktuiIdrip7q90SdgMyuuEeic3MSgHYn8uhlTJDn6LET5uLx8EfdoSeY8ZnMiP9ySewHRE/u33bS4sb026/X0dB3vuUOj8dvxXJ0QAn5nsVqu+K7zONEXHdUHxsB3slWoCLNcrvEwyMmm3MemcOfFZUL7bBBZZpDNgHkphrNK8aNkn1DdFxc7IyELaAG36Jsngfz5fh2OKSiAib5mt09Fmuk4m+aLkZgt/giSMSCI4JDlIGFVqsKKdy4cu+QW65DC8VwdgQ+LIxQRU36Cf3pyhFeYgJo7/eBanpyQ+do/gJdSq5VDWTEre4AzoVKo7SfEFinZKRbHHJwZ7uazZEGjkFpTkeQR0Yjsabv0hSjunx/K+67hOt+iBE3mK7358+fPPV6/Rdx5P4gViNTmOXgWVh9tpXG+SFnLk+Fzc7vO/UQDXTFYN94F9zT/GEaG3ITU1yWZ+69E0REPNu+YMKQWSfWYJjJAldxEdZmwYt42CKh2zNewessDfvnvzt1evr5JIe6EXjEPjDfZ0c+a5XxGuZRzp01FvtTqIZuSeTqvDJLjiqJAU2ByCK3j+w7jc/7+IIns4+F8EO3eieNJ/YdN8FvdVf5WAV8LMoI+v+rYrjGXWpMljkz+uEngMKVIuQ5rfctuJKt1up6r4AVbwyRPNP7ptojRstDHYsuIshazLoVHMpvh0/fxmm4FBauPTC3xCkURPX91MJBDFxTX/eJ2oLpnlNKZpg/iN2pt8z2+FTBNWnZgseZIBsztKz+W8U2WdbmdjKGvke3tUaV6GGi4DJQtKt+7cJoVHetGqE98NE+NTNQL/jKUeuh3kkgdVVyTwDFQ3j/GJA/YXhppnrMSE4fB3FEBXWiuN6oJ763gMh5q+c5nVDh5rZItpEk316KEcJLGgU30zVne569iP9ussvnvzy88fYpyG4JpouUYlgyuK+uetMrYoVdsqmX6zjZk57lk2nE0Te6q310kQO8lNsPNwJyx6J7OeLi039nPPcR9KFxnqM0lI5q4ZJTJlxFEcNtwCg3+q/VDOQMKZ3H7UFyW/HAPO0HCG2kSMsYAQ9eingQxP3ZkZ7DL5aDWsHDFiXvQpqTzAseZMJHjBGbPvWuTO4TRNGdS8PBY+c7eSMqD6gygH6ES0yxGeuYVUKhePp1oGYTNfwIDdat5UsD+HYgk7jeijltz6RKRwZQpIdXWYFvB0XFZC3l6EuU2jrIE9r4WsSD15lR5iU4hINm64hjtmSAU6RU+z+ew8uEl9Rj4DyjHiweFVyGRmtMuRWkNzpEVcG2FcPGrImM7IbfknmxF+sIMWfYZPNrnJ8E9snAg8cDtIOVshRxZHChUfe97zarmTpZJWyJ6srAl5iaxQq6bCBV6CG+6i6fP8rJ+XyXM6ZAMySIZc86AhdzuHHCVtEEWqpMhZ01xffHN5s+rATgiTa45yM50FEWCyiuhFI05Is+vFhPgi3RKtckfYnSMwHVCnizznIeILCuMLhHE/NaMXxL07oo/NB04h0ixJgnBXD2VKYJSGwjNzUTOvJEIwBiGtZSBXsfoS0nJp9TlIQV9ZFvkMeYFdBCdLIUUabpeTIA96nslZVaWE5oPdCsruX+O/kbCOXg9TZvAcDegXa1RrnR1CVJesWUvrDHYCIUdrcC7Hsp7AjIUQvq7gW2A4jyj5oDjXV8ZbYdPELyBxB3rnsPcU3RG1B/qKCtfgdoBie8gZ1xcvbiY9ssVixp9z52l+V5hClBBVGuDERp1fJYlwUyjp7Qsbi/F/hAwrkeDJRPDhgUHiMHN0jtmMeiQyS9ZypBxOMkrfYYKqpwK7aZ0GpAxQ5TNZPTHI/QyogG4+tVRg+rLG6WP/wWtPf9CDWKS9DNmyqUU1nKWkoHncZjnfeUKtQTcuNd37suZkwLkKQElVmr5mkDAhTeVrF8kDygbDgDPdnJdjBvBRScu3pOjhruYSVaXx81YoaKjSL6KD0+mxmh4PYSWWVUirQnMRlRzF5dLOxJ/NNS+VrsIxpjoY15SuJPn8sfXbFXYoAFmCd1N47egmwIdCHUKIZG0WOxZChWFDQ6EO60O8i2KCu+IO1ARUNr5bjh8P4nria3JQrwWSZhB8cd1Y1J8M2F6jMCZ+SgMONGZtEVxWBeX9bR548Jlf2/Xzm5UBvnDWjXCO2Eov5xJOy5PykjVNwWzq/KlWSUWU9RhsPaKFK9NAQbMA65hykdYlphvVqDsT87OMBsjYx3Auh2O8xqNx1/uSyei+EtILYWnvyW4/gpdzQegPXxB/g0Jx6xA2HO8cXg6iDuXePfBH4XifPLwc5nhiSLYYdo5qSPNV0AODzUgd81hg1uXuOVm2g8ifhmcwlrqu0deN+reBU+878Y7h8hI98eaeBH6AkUVsTDNMuYNXyYOTfAFXE8x/kaW9gqpENdEvDsSKDibm5+iHrEWHhibfZz5XLDSoy+e20+arNR+aN5yZKGBFfkZuxkoQVxA4ivtVi+JDzeHDL6/AawlX0ElZT1/UTjoT0ueXwIarGtgYq/lwNKl+ezXm4cg81sOiejOiysDEbpjtRT6E10M0f6n3nPRPmM++ovWT08N9zrI3ommZyDNGTAJAA3Yj4eZq7F7q+ZMd7JsT14S6r3xzRhnRE31Yqxrn8IZ8WjAmj/xMgmKATvDcdjgjVLLWGzV+TObsUmw58vNwGYV842jSllUc6R0bJORm7u6xviIvY1G/5hMxfNi5AQh2R+PNuyVJNs3JLHeRT83tHem44fnejTzOt204VmHw6J9MAbpyOO9nE3knxPQhcCZBTeIqkVVyLwd4DUPmzKBP6PSkdBDCVQKp4giMtwDik8RP0ypCEpR0L2CxCbztLAp4fpo6ywtNzE9B2KL/FZTwejcfLUjikLGbSGlI3VTDNGZ0rjp7LlpzG4g+uIV/geezXV9TycLWqreOgCmDrlbopPhWBiWj2oBtuGYjnFi6dBGqGXQKoJ2lrbkVZb4QG1+E8j1Oajzu2o25WRaCebacbGrJZEUl/zY/3jHtJ006lBXGUoowGDXJFvWlf7iJjlxJ+TMEtThIswLFkiL3FBjGN+UXxiRwkh4noYoBw6s0ts3NipklDlDi0e0pAYN6z5Vp9/eYZJ44/fwQU+kMNbpsmurMf0MCLfqN51p1xV4pu5pDKe60sNztSTmvNkD7dMj+FsKXZ/saAZ9z4byiSyvZmIfByahtltCYJEF8l/szIEMGdYBaqTvpSxlmBQwEfFJLlPfddXczzei6QmxLFeLCgLGiaQAB+pJuYYbaohjloZqHnpaVLY4g83qRtYVTwYmeDHJ/z3pG93AmhqAr58H26WDXfTqdZ6/ffo9235+v+/KpCxGVUujDG/uu1Jmkla+8p0JMBqZhpo7FuXeNKU01ixfPOGDYVro+hWJ4IhGGcNV1cuTn5OYhRhlrnqaECZdhaQ56MdR6OLhD3cY0tycOA7hVs25Yg1SWp0mlVdcR+y8RvqvPuyQAI6mkpOSlXdRbjzs2zKIHzz8qLByq0nafWVBGZlEhKo+Sf0puHorg+R/1tefOLcdt0dCG21S1uEMkL/wErpNvcScUSfcFk/m6kQjO0DZCGgl2vItrnsRhlA/3RV2Pd9fju5tVJ8VfYItCJT5cM4Bftxao1xA44p/s9O5O8qc5Lo9gkppyqRNvsPZSfOz5WPjhjSjLmyZcPAun018+jrW9Rzd5bOC6fVzdUGZ9EidyS1wJhI/qLqd70vdGzCkKdY0vb6aBqaEjmXLUPC2OJWg7jwix8Y4uaoaghqh2SesKASZ4ZvD06fHuj1DarS0kHPzKfnO7eOnTXE5EXUJ0cEdeuXQ1TisMtv19RK20n9wNUuuvFOel6kgTYEMadUTplM5uwKIPmwE/zRTBQux7WeLDBINI56dtFmbflfbT51SBsf6e6qoeMHVvSS2m4Yq9s6niDxQQjG3mAka0J6xp4svt/BMqjbt6EktEtnUlOstQ8cQyQOCfr42YXkj9EjWpurCiXbypvjXZbu+dImdVVVRK8qJkTbNnpQdeuEz9gxT3fYI3xcxxWr/Cp7dy12Mnfvw22kQrPA7zTVzf8zsmLCFy38bjzpm+4/okDKWfJWp85fT9eIstbK5L/JPVhM7RYFAhxTohby+naZbo5py7HWsVhKhVT08JXT5MwgcU0LkPlXZ0Ly4yMbDrEOlrlVTwDIbqGLepDlwGXz+f2qAO7aHkwBMe2XcC69/cBLEwkWPknvgMqVFQ7chKSYMT6uv5ib3m7Bi1+rjJdD1LOTatBCqwS9oKmUpK1SO2f6QaCBzaExLsdgGrwe1drBo7yU9r4Seq9nnXS+zo630G/ptcqBwKfxAd6JixZGYSn7mvXaSP868PW1QMcqqPAosnDAV5JCOm5y6YQ57lZyXrSZL8MsqzYEm5oBKzvlrdWx+ujHD8EMWHX175mHc3GSdmlYQPVtQNphuhNXTz1wPGUqlVCKPr6I93uE+Cgnu9To7PK9BowAV5VA+J2uEK+EhOMu0ntuYo3g/orz0QDJ3XbM0dNlejerPIDLKHTPsuNt6nsaEYCUY1YsWBWdYU3PHlWPJaeFIkwUnspeasrNm+4ZCO/bYJ0tbqM76gSvYVQ2mpuvPC32ybTv9Zry3sa7+usO/b1f5h9fmv7Ok6ST+zi2t5h9kKq75dX9s81Ekdt5vNhs62K957yvRtCNF8vm7X35zbhGVF1brk0KqOS1+LmrBkC8zAIV5wp4W0bt4MDqLhu8OA07RMJqqQcSAm1Qx0MZ2C1Tiri++Rc+3ryZg8f1E9WRri5266J67EAIGEE/IEKlFa194IY4Mj4WLrhp0DZBR1VHM1yrBaNRXXFMVz8G/gWRz9HqLnYTof/iYGMIHlUPHXuCwPcKRouIuUwYk1Q2wdLei0fiCInnich48q0H0mXGJCS4javzASKA5QUPUZOULpiTWZdxHm8VwYmXPgb//spJZnh3VoFe+Gy/bi4B7hL/A/Fow/SsDJpXcCFPzQqMZtMX7ATRymgVKCgDyxPGpMntMI6whneAYv3I2U02SnmnGvt/fNlmLfDGzfNVR8ZLfk1ttzRx22eVG4C/90c7/iH3ue/Pcg53Ga7c4j+Csrj7eaPj7kb6KZ2XnzQT8yBWp2IpuRPmZlFVQqnNtJMkUceHkuG755BOmRyT2TsFdMVyajMk51OBjYc3vHuYSWlbWQ3GTuI0JQ8YbfMiuUNBmYkjX8wqqL/8O1yvx3b7hmVuknZvPIe1woerY5vFn5Mpz/NBbdTEEvAWytesO8UY2GlQEGRrR9w9D6rdj5W/qCxeYRfcjAf/aD6l8ZDJfnHC2cKe++9zWp4XZpcYMOHhUboXOYbx5B+HAHjaXySCWdpbfy2Q76igZiEGo+eYVbus03y+8IwA7QqHQXc1BrF/thTwv/bR1spssvzl/W+DzcEsQHzVnnmunbTfjHyhcg7gti3f9VliLZbjbR3UpCt3B84QwBwXW4BUkI+HeVMJ1rjd56FhrbljglBc1ejMwUQSC2KqwqkK2iN8RQhf+k3/AGtVrgzkN8a9Ora68Enz51CR4vTxiV2oWPY7n4z5bqKNM1kAN7pf8SOKd33R26sjEZhGJmNHHKJlyC7/JWVehhVdcJ/uVj0l1OOLRC9paHG2jVdTJtDbZQlzNb1KrXYzffMPZwFl64GFc5A8Q1xnfrQteCfyqbvuLF9D4nyckw2ndIMkgT1onCfe8J9+2O72uljsl2gLm/Lbx7PtysQ/yGhfnMzG38Nsngqz/HgrILlF3J/fAqo683jkbN+3AxvzIonO5QLggNGlm2hY5p666XMrjl0gkyQDh8rLDv5VCRiLDdhyQ9Rl3DzryiPs5oQQEUyiXQQvOOakoQ7lQIUaBvSdeAS9U0oprYNeEjAYTgtAU1kpk29L2gL9ZpzpoCH6Yv5x8mYAZu/d8Odfouh5slf0f/pclj86fHhgKzE1I64ofBOc26c9jk70XbNfxnXHnHSp7iyz/vGtbuK3Y5Ipb/8sur71Mh7U5LSsvhvHthTfriq2+2WSjS2OFO+81dyfoNe+rTe2fWNqHMolYtv4SK+y95nbhL/oQUEanMaQobIeiWBJH/BiYBT13JhhIl9zW79MUCQzcWnF5NXjboaiXfQux1/0nyO2BkzbprLOOWeuP/C+6BTlaWBIMl3N3L+Sc0kadFp9TsKEVmR8K6TqsTa8zlrxKm5CiIHIVf9yUc0NqgL2dxWSo0V3dJbw8X3yTDDjzw1YFxKyZBCnUnh+SU+0giVdaFr1AxqPuW4VEyd2TR+NrfIUaRom5zh1FYx+guHu9qepHa7i7YGJrxvF5zzX0SsBa6usBTffYvDbTsDHsOrTBGyNtxV6IASKuQqQv/RZSiGHzvySdDEng2+cADIoqW3O46eRqE7P2fT3Dwh+9RiAO1rHqug51InkarqtFjWfgaU2M2ozPpSklO+fjdKbRbW1WNdiy5IsvdTYY5T/f7FKQ7TivfqVjECkYL3ws0Pj0LyuTEvPTBt7lX7M/F+3ffuXzWePkXn8fPBozf24BnkOTd2bvP0c66ZOXEd14wfI6Ml0Y7+Ob9LLw1X1RLmbfccKbLOtXJ//7VPFsS5VfzNP33y8tfzVOk2/bffzVPd9iGYP7TVf4k/rugmuc/RWquHWp7lIbWXZlPX7jvh+H4ZPP/AwAA//9QSwcIESZ/cNIcAAC6WQAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAAQAAAAcnVubmVyL3J1bm5lci5webxZe4/bNhL/X59iTkVRCVUUb1rcFQ58QJBzm1zT3cDroGj3AoGWxjZrmVRIar1uke9+mKGetrdp+0cNtCuRw3n85knls388ra15upLqKap7qI5uq9VXQRiGL7Vaa7MXKkcwtVJoplBX1hkU+y8sGBQlbITDgzhCZXSO1sIKt1IVIOC/tzfXT0qp0NKe07kuIdK1sXEaBMuttLCWJYJQBUhnQaHcbFe0D8Jgy9ZKEpTrAlNYbvEIcl9p48BtsdMEtmj2aJ+IDSoX5FvMd7p2oMQeC1gd4dV88cP8NrtdvGRhhZH3yCK/8zIWbBlEjcinplZpdYxZBlkmoMCq1Mc9sS802ilYJ4yLYjhIt4WqFI5gAlGIyqGxCezRWrFBC25rdL3ZMq9+2zpdtadJkcIIqRLSLrh9/d33r9+8SeFau61UG9Dr3lBJUFQSC9AGDD6R+6pEUguL53DYCkeKqcKCVLDWhqXa2hhdq0KqjYVIBK22XxDk7qDNLmG6vS6w9I95qfNdTNKIj9ihTasjY3fPW2l1TIPgrXc4WvIMa6ac0WWJpnGS7RXXFEHEYK3NzoJWCPlWlgVUaE4jaAorrV3AlAnsZFmCRTKqgYZxAsEgAm+wzszusEU1jNAGaIOuNooVRVozGERNVLy6+WHO/nSYFqsELFortbJPG1SE2aHhSLUx6NqV8h4t4D2ao5eZgLAgHVBggFZQSLvz6HDIp3CjkHMB9OoXzB2bTGlBxNYVUrE91hW6dinMmbPBDzVaB1thIdRVyCShcCFE99K4WpTBOyUfwGKuVWHjFBZYlRJ97vwW6l04BWdqTCBN048ULs3iWpQWEwjRGG3CKW8/B9Glr644savyGOTCGGIZOrlH0ph4bpGMV0PnHlC5LtCtJFcTWSmsaw1JfKy7LUoDuF5j7mwaBHN1L41WFMHTQZomMHAORAJsboTLt1BIg7nT5vgcpJIODrJCAj9OYPlzShUrCJoC8YvVqn3Wtn2y29rJsnuTGyX6t6MNgreLm+UNzOgl9S4J+sd+HY0B+KyHoDJSOfscdogVG99VvIYgL1GoIHg1X8xhBtqmlXDbtJCGqlTUvouVpb9RllHAZVkcB1S1+AB6rNINuijssQoTCMM4kGtQ2gFRa8OPLU9piVcn4hctVcQYh03eEQdf8sI4ngYAAIxCejDSYURApkW9r2zUhNC3JyE00MZnAYknu0D0yQhdXeZIGNfa8GMMX0L4PxXGA/nrsrbbyK8Q7vggXfQsZod405RF46JJQnbHnR+pBEplyUFKfxBTmH89eRYE7Todc6Iso7gLllJvNlRrT040y+lKWJlTL5SbyFsz6+MggRLvsZy1xPPF4mYRBwOPWXQFrkVduij87sVy/uOLn7IXb97c/Ej/z97dzhe35ANK1/DRgzdv59eLm3fL+SJ78fZ19v38Jzpjd0+0edL3yjAmG7jsu3oF3BFBUbWCXJQl5UpntK/lJzavjd63Ow3dywtkAS+mBi266Cr71zeTbDLh/9JJHDRdosE5o/IRde5plE1NrcZMk2+/nlwBRJ6OepzKMYEVrrWhUDpy8+j4mFpl3r5zLkFQ4BoyT5l9qCW68hhRSDYBHobh66ZHCep8dYkclxSfJTpHwSCdb/NU2lAUFiJXy6xV36IhVJnC+kAvhEPmzqHuu5QCWZRIkxKVfeEaUKcg2u7Ljml7Wql1RX2BJyvCLU6pqBHTbvAhZaTa+LRgBWf9arrkp5Q3mOTyFsygFPtVIcBiuZ7CtVZed2eOHiL6ZS2EmQePN/Ahx8rBnP9IrXrySljLL2upRFkOGD2qhNczCE59FZ5jHcZBQNq1Ed6NXVVZbyjffVNuR7NS6x01qQS6gNqiQT+KGOG2SPORUNyPm+7nlacUaEW3QjKDG2md6QbQ8w1hoXthRt1b6jXMUDlqqFEcXMaQ8QuCvBTWwksaLrpopSGCwh+Ls4G7HaAraoYcLnyIMyCjNpllETk5oQltLTdx7xZzlcDhqmlIssKIy8dgkHvybz/k9CeeJXB4dnaChy8i7o72QSELT07qN9WcfnLtt2Yw6RWin7ZpXmqL0eEqvrxhno03Mpaf7YVU1OfWha5QRWRcaMI4gX7t8CyB8EBrDRanAjJuMpN+vRd6dWHxMNCEME69tZUsxsuHBoJGiyuvxZjGjGgI6JBjHhpnUp1oHGnww8CLXsJ5uyaqUVsdEA97K/14IJ01iqSUorQydhe1dVodu8sIaREWtaJyNaeRIAopPU/DtJBYDPTwIzmPaWmpRWEjYj0wlwZ/Nndg6ag4gXdER0fYJ81MlzZ3hV5ek3HNpeWN1ru6Ym3HDLsSBp1bUFTRQC9+/wN6HYR0lSwGqk3OtOEcb1T6lDJ0n1vThcxzPCSNevH4zJkqfLYJ13G4P17I219TkLiUDHLMFAkczEk9afuTETmuRL7jRa6lbQQ0FG8HtZa2YNYu+bl0mJlkNIemVGCKQeHCDzA7D552+9wfPLw38+vS1PjxdDv1/TsijdKtUEWJnEBnPuvgooKPD/nvCDoblD+3U/jchvA5RO5YYYQPeZxmGfXWLEuIW8yDoMj5rtVCmfJHGJfhQx7Fd0++mkwm0/e9BQdznvu6dgk0w+PMOnNeCA7mrAjINSPBNwyqg5SwJ8nOWdv3qK7cT7v8GPWc0yrlG8WsHzf6Hfb6xa1CHxTXJue7Tdt6LRy22mI3SEkLTBpJ19/Uq/YrxUkJXGntLMxg0me2rlj1izVWrgcGjDHp130tih/ZPbVtq/c4utrdhYNrb/h+5JbmxoMP0job0dETz/ibbWr2ziB6gm5f23QvdlhIY092KPkMfrgLPfwDofldaBGL8L2n8EHBK6NCNvZd/rjjHkN/oOMpDC/eLW+ylzfXy9fX7+bZt4v57avr+e1to1JlonWphYtyr9vaoN0qtDZM4Kt/TiZxHP8e88X8dvliscz+s3jx+jpbvv5hfvNu+Qhr/jwXJnD1zYirXEND8KtWeJoqQ5nLn5lzfucp348I28Ip9zhap4XU/TpGb3jv8jqy+4QL38dnzfW3j6PgJtD/bHBf6u7irLdLC6KkoeEIdXU6bHhffzmDq8u1gJtgNAikoR0f7kKKIobP8hQfdaF1QkdyPF0n9RQQ3snW2hyEKbi8jwDqRok/AdBfzf7209SKLzc9Mk445A5i9MGG05aAR7KM1qJHCwb1juaKEfobnf+yo6TahFO4G7SMNkCGn/bufgv5yx41KjIlTPiL4xS6CCP+/tsds0sgZHXD5vvpx/eDeMvaKt0DmkBdDUDtHZkW0ubCFIRzXQGWFvsCkoqiiH2UtyzD9wO/de685Ljmo13vIx6i2fGdIz7Z9AbHm2Hw8u6pixuQde16bZvJ4qKuVVuMdXVS/Sue+8LmHxAyzgjyTvNOOXdB5d4FDD7xn40PdWfWVKc36IRzplEu1FUWwpegq4TNGiG2VpTzdCGgrb86a63VyYgFY9QGAgcoS3tB6CPpBB2AZDqNRuH5lNslQ6fxpxKJXv98eo5x+Jsy/VEDOYi6t0fqgFRV7f5SITiRfany8r2CLxRN9OaupH7QDZXR+SWg+e4qB5eV5upKf1LrjKz+yK0118pJVfeR8siVIXdlexs4vW383TeDHtNHPs9/euYff1cPAknjupfBCZLx/S7LmiTxvgn+HwAA//9QSwcIHdVXD8MKAAAgHgAAUEsDBBQACAAIAAAAAAAAAAAAAAAAAAAAAAASAAAAcnVubmVyL3N0YW5kaW5zLnB5vFUxb+Q4D+31KwhVcuA1Flt8RYAUKXarL8EBSbdYGBybMxYiS4ZIZ2Ic7r8fJNmTmUwOt9VNM7apRz7ykZTW+knQ91+sZ9iHCDLY2H+ZMMoCE3YveCCGeWKJhCPYcQpRGFBgDP3sCBy9koPdLCADwYQycH6Ks/cUVR/tKzF4eqUIHToHJsyRqwYeA3iSY4gvgL4HH7ZwYH1Pb4CRIBJ2A+4cwUCRauAAg8j0Bib5W9QrRbbBV9lDmMijBXM/Revg29dv/4PVzitvsALWJ2otHshLMy0VjLjAjmC0zNYfGqWeB4J94hCBbck1JUQpxB544WYkwTalegt4Yi0DClhOnJ1bwHoWdI56QHfEheFoPTfqHngt91ZA9HykyJAzAhSJdjcL3YLHkbi4jYQ9IAO9dTRJziiV5/QKnUNmYmU4FEQxpe8zE0Mqc1WXGDJYfwByTIkuFmxBYZdQDOgXwHiYR/LCjdJaK7WVMP85u2tw111/HLEbrE/arCZeeHuUZSJW6vH+4fsT3IHRWUtdgy7Spae9jaQrpVRh1d77wvdWAQD0tIe2td5K2xomt6/hBuOBa7i5eTmmp6ocTL8JmdUZLHXfb8AiyRz9e2RTnTs5kCSJTn6SSGdgu89fGhaMwkcrg9Ftq89O5BBomeB+k/p7jCGa7Ok3WVihjcI182Q0proA7EJw/wj4gY7pveQPuS9NVqspL8/LtGX535Zhc0S+X93kU7qCEK8s2zR8an22I4VZPnLoHMNd7swcuQZzclNXNfz51zuXNDH/Bj7p9RHMpWBn5aoT/ErwzvG7Ej/yFjIXI9c8kOAfKEMx1pcD2fw/YE/xTKu0yVqeqLsInZZXDYLxQHL3GPyn4k3OitGNrn5+/QU+5N2Zh/eDjIV58nLVitd7Ye2op8SocCm8LLfrJr17jjOddW8XCYXasi7XLFJCn8zs2rrJ2pRGOnmhN+oufZSXMy/lQ9Pm1d62cAc/f10bDyiUFrod27zKrc9HE2mlVAq1rn6zur64MRqcJvK92bRNY5pBM1O/IbTW6RLi08Wcl/ORIq0VpR5MvmQJ3ekCOiJvt1jVpJV9VhnOIOPzFe9rGJOWmVhOixsrNLKpkvjrbJuxBv15urouO6Oq1N8BAAD//1BLBwiaoDXuVQMAAEAIAABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAAA0AAABydW5uZXIvdHVpLnB5xFjfb9w2En7XXzHgIYiEyjonT4dt94AgSNu7hyRw3PbBWAhccbRiVyJlDuW1Yfh/P5DUz/X6vC1wPb9YEsmZb2a++UZaxtgvLVmDvHlLcP3Lv2DHLR74A8S2k3l/83dCc4cmax8SkIqkQLAVjltbowskglh3hpIsij6A4FRtNTcCtAGBtLe6haKWqCxYXu8J/v3ty+eLq68fwWpvbO5b36EBDr/h9psu9mgz+BkNAvKiigqtFBZWagWSgMOPfI/XhitqtbEQd7Noxqet0VYXul7BwUiLwJWAotaESeqvDd52SJZgpyNbGd3tKpgZ0gcFQlLLbVHFyQoIiaRWWWGQW0zHe4PUNZg6d01rM+q2jbTTsveYueQY3bYogHxwQFa3BJbvpdoFgPQ9SEtgkRvhnEuaw8m9obw3S3mpTW6HWNPoUMmiCuGRz6y/vNDqQkjqswcGC20E+ehbbvZhp0GyUGrjb7RpK67AIG8zuParvH1LLkHIhVS77Fo2aMB0ikArf+ZOGtvx2rks9hDf+f/Zr+Gp354EW/NqU8VNgBr1THpLLikGU+CuxBOZtrzYoxKzI1DpBrMouhoCMgiKNyhg+xDWuVGOnFKBNgIN6BJ84RyD4pAHeJfC+xSyLEtSqOU+0PsnDQdtavGWou5dCt37VZ8kf0R1zRYNNNzVTs/r0xcGpICYpEicR3eQeINguNpnEWMsimTjySktGqt1TVFUGt1ASBr0qx/dTRRFRc2JlmRfRQAAjLEvCqdegalBVlAa3iB5UllUcKhkjSCt75xa3qFP1x5b+z3w0mIovKMncG88tEvJZU2+Flq5ciAfuJv5QNxOgSXkuVTS5nlMWJcpWCmSgNH9uWeZlQLWbmH5OGBZw7XpcLnSB7CGm83kx6Pqnejt7zMnsgSl7czotOT+DNrOKPiR13TST8bbFpWIndHo6JDHNkLwPeUhHIc4xBKcDIW77uSXlsaKDS0wCo8ugcPXQUcbeY8CpEqO8usk2aX4pONRAly6Hp8A/jZyf1xynLz455JGSyuDMLiMOxMkBbSuyxesv4B3R8faAtYTlbNCd8rG75IjiJ2ENXzWapbJPMyW45BkOR2R5M8sa9n3x2xKZcGS42m4WuyfATixujO8QL9Ul1mhVSl32Q5tzJzo5X6VJUv/ZX9Ikufcc4TBqx+c+W/f8i9XX3/+8Dm/+vTha/7T1YePn/JvsIaG38eX2WUKZa25jb3JJHmOXG8pq7TeOw701A+2nxF1CHSW4oLX9dCU46CABm2lRer0nzc0y30vKeOE7lkKJ0bjMBbDwDJIrVaEEA+KE4b7aHki4qFCpyWt1rVT2T0aqLgSteO9Dbwf4/KiofA+8N5xbQpawRpqVPFouW/leVqoHSo7kC3Jxnn+yH4nrUxbsBWw99klS4FJwVbObQosJImtxmyxkC626vP2NMtpMqev93uSugMUa2uMl7V2w7d0s+o4nhu12jynlyxBklRkuSowLlMQsrCJn+pl4K8ULIH12kXz/DhMrClPCeXj0zG5XFATsYIo5LocGLlQfGseTsrvXGcyqQTehzH53UxU8L7A1sKvvO7wkzHanLR0OZcRKXoUwfQMiHHSpGw/7E83TI/nxmvbxiX2En4AAz8Ees33JIA1IbBGEkm1u3gjGLwBM2HRbX6gvJ/DI6jbY8F2Lb3FnVQxO9BFv53N6LQ2eHvD3ALbHCvpKPY3s00bP3dm2h6ftDBV9xiyf6E9G7Hf/TpgO3TfC6BPd6rXLJsCW75tsxQeWaFr14D/uEyBhZdhrfLp7ZatYKt17YIPTeD3sCR5mmXRi0oce5/awONTMgg+dbVlyeJhjyF33fQ8JW4GDdI3yGzqo3H4BtiO46+XIHxDnFuCsPsvK8Ho7nGekRV4U5abHVq2cTEP9fl/JHwESU7AA6r1AuEZZQifcOeWIex+qQyDIoVn4fpPFcdvamhHeAvfrWdqafHeGWHu9SZggZvmjdg4XZodWhrqCE3uTo6vve7mKNvUYkE3bmEzoHSPXuHL4gP4OV36+SdFvMxICsx5Yisf0NMfLfxYhZfsn1F39+1zbtXd3j/Vep7iJzfLEuzLL5T26OPi1WiGHxDOjWjY/5dGRcsXs//660Zsz6jh9G12RshhNPzPO9eL30u8PFN9B6jH3STFH26VwdRLMyly2VT6EPfJ65f8jxEZtrqo4iT6TwAAAP//UEsHCI+3+xh1BgAAPBQAAFBLAwQUAAgACAAAAAAAAAAAAAAAAAAAAAAAEAAAAHJ1bm5lci92Y2xvY2sucHm0O+2O2ziS//0UBQeDSBNF17OHW2A768X1ZXv2BshMgqRvg0MuENgSZTMtkR6SsuNb7LsfqkhK1IedzkzOQNKWSFYV67uK9Hq9/rvQtmMNWNFyqJWGbm+s5qx9amDLLD+yE+y1KrkxkKhOmwykstGsNF+tXksOZaPKB6i0OHAD/MD1ye6E3ILd8R6Q5qwy14Qrx/8y97VVUlklRZlBxSynd1IdgclqhS9yqyp2AiFj4lpVdQ03Gc4iJMycZCkUNErtnxpQRwkOh1FhLDcN53tacWTCFrXSq4qzqhGSG2CawyGwQ6kc7nacoIHE/cA97tCAkrgPx7Fr0J0sOmlFU/zaCW7x2W+fdntalaxp7ln5QFjdAK7UUHUcpDpmPTkGEhHBTkHJ5kQy4Z952Vml4ZO6N2B3zBKxxoqmWR2VfhBy+wJYdWCy5NAqFAGyxMnEKuCs3Hm0StIQisMqYGCZ3nILQhrLpM2Qy0pXXOer1e0ILWIsVSctryD5G7O8CuPpNTCc4yjbM+24xGDHtETFQflDgmiN7e6Bbbm0T83KdlqmYNjJgFGDIInlwoBj6HHHZWBoJyWqFKIShhDxKof3O9FwTwEyw2QIZkVgSBxSkSqSJtDbIBPjeK/0A9dgd6SeXthCWq4bzg4c7k9Q7pCz+Wq9Xq9Wot0rbYNOhcdSybLTmkub153tNDdhJOg0MANFeChaVYUJO872v4YHc+oXOoqE3PYvAhT80r887blZrVZlw4yBlyjy6xUAwHq9Rg0OKu0l7NS6NznwKIihWrRMnyAhTTFQqnaPUmdbhotBWOCfWWmbU/qCMBxZ4z2HMFBxtP0Kaq1aEDYnXuEsvlfl7go2cJVf0QtEjs8/XF3Fr4Y39OrfaUMttztV0YuK16C54TYpG5M5sKnbKn7KxuQOVUbfPci6UcwmbvIwcAkHzUUcEXDNUVkjHPAMkh7L8wFu+iXAhaod/Tj9Sxi+BjpO6IFPmRNBd9x/BknMGY/EYU57bXqv9KBMY3fgjTGDnTpCy+QJVI1215KjcLY59wKDld8zq+Q1MOvlbywoyQcjBnRy3oML57PIL9E3ouDIyQcyTR7JivKBW+emhDEdr+D+5LR0p8ikaapxjiIDYQ1vatippgphinyD0gN55DEGzMJ51b1WW40xKCPwGA7xtbNWMOWOY2TSGBp7GygPsBnsOX+pZCWsUDJJaTh4tg04c/DsC4+StdzABv7xT4Anzv1V8PwvcER/K3zQSWpPurFolpqjd3DgPT82cIXrA6fcW5pguD54/DQDt0OzkHnGSaVlJ5IMBi1a1KiSNaNt0ZskRRC5Z+w12B3xjZiDL83A3wva7NBPrPAo7I70tDwML/FjYUPvoy2Fz/Aanm3gh9GYtwp7yWYxDjibshEl6/X6PYVsYrpjlX1qwMFTtNFhn6QHYWlIOGDj/HiBET9J4Rm8ubn76faXl7df3u+RQh6OBMn9Gex4Cn4aXiNneozPRxhn00XtVvx5A1dzYPjx2eIrpfY5qZmZMzV89lpIm6x97mdEG7IEzHUwTsSWBntmnBntmRVclnydQS0avjEnkxtbca3nBIMjulAm5/IgtJL5lttk/bebu9v3N//97qefi7u3Ny9vi7uffr59+26dLu8KAqvVnsskgvbhLKSPGazZOsVgXJ8HCgMb/uPm7vUvz9/d3bx6tc7AZrHw/E7r5Q06JZ0NObXIkZkUr1VnN62QCUoww1D7b+mlaEGpzWPNK1a0mbw9IVJZUZ8K1qBmnceLnm2C1ucpqBrGqr0Bn9EC5dWkFCGENOS3LGwVhpYEDdCpD6WDxlDISUfmhuSRXwoeCTbwI2sMf9y2vSde3PU3YgnVFUJunZdBgY6Z8xa9O8k5hWQwIcSMNsQwveUUldHCXPL51GCq1DUWAy6mz9KmbqOD8w0oesYN4S4AhJJJEscLXzQ4tE5UomlcQWDQDLzQAoweOgXVSnFKw6k2QdG1nElyYjn8ZMGyBx6FBcDc3EX9TsvMlQCeAc4azEjEoibYW26ZteSsncQzWHuZrzMn84kD8P7fgf4KjaEZZEDDKqtPjwFeC8ma5jRXtD7Q5D70pelszpSqO93xi8lyw5mZWrk3t5FJsZBxoGS9cWGRRElUnxtlcM9rhfmVJVdpQi721PTQ0d2n12Fgrh+uPKC61ysbKcixD6bCBixUWFAxm/Xgd+pIuVyDFSUu8YnFETUoh7dOOwa6QmweBZuR8jzG+p9PDfx35xs+v/bx9A7rrT7PHvKpu7hiD3UcFfXXLptN0j7fdJuuO1liXhkWEXNZbbkm6FTVHljTAzO8VLIy6EpxvnSpZLT4aWBx+gKdQckxVenkgDWu9AjbBn7BRN6nkb539NTEucOqV9GiEFLYokgwGc96+rJ+IxkwvTUbBJnBw7F/iBQal+bDSnrs+RAKwDCeDqDHABCyX+zQwIZQY0Hw4WPAjU//+Od45Y7JquF+3+Mhx7GGcu+xC3FUCinMjkYHod+is448Bs2sGG9pN2TyoyEsDmAD61iX1gOHnZ7gzIhlXlDxkrzpBROWMt0mE4/pXe14c/MEaMwXhJyjOynQbHWyJLCiFpqnA35RRyzZcluIitgCGw+vcMOFmKAnovs3vDF8PD4QY5SSHophNU+YbtNIM5GgKd8esf1ZHIBe2l7vku8jhfv++0jlxh5/MVTAVHdyg7FioNsb6YTwmTaO9EjUI4kJF6tRncfIo0l5cAbLGj2lSpiCNeIwY6j3iGewU7OgZ3gPW5hiAv6TEtK7kJALT5yER0QmGrwvNTHvSAGSyOk6d9e7458ZtQfvmeGYX/mAE2elrKFWL7DSh7taaecUY0ShfZLMO4Ue5xulmqGnGvDfBJR7pZqhHh83ZIWkXs3gisn0u/tWWM+XWmbwLxl8H9TOa9zAIR8pNw5QSEL6YYqTNDQNlPQydDAo5vXD3jeFzAxpWBfFrx1rcKQo1hlovseBKNsRtXO8KHw0VHbfoHFuzYerjxN3RPCfbWB9vYZnPRo/9wyuACkdO7tP6n7q7Ij2RS803z+1aD60/CNsiKr5DJfgOb4uAFjM7eJZi47Fq3Utk6lgH+dKFlGPI9VoKm0z36t90vKMrGletJ7XlBGooDGz5Go062yNNZq1WGxB5F+6PddJmnuL+KTu09Vq9QT+Ux2hUXILCR27+GwoXcpLWZ/BxqcxUUZMmdM9N6LCx2tgqyfDocgApwed6E4WpdKqs0LyKBClcFRdU7kq7CgMdw0cVT7k8AqJ5VJ1293qiT8JcuVYo44uW2fQKFbxClpW7oR0DpWSZnXgGkstKqlEufN4WvbAiSzdSaj4nkssBldPhqOofBVaU7CBf6UO/TiBxaQuCYds73jDS6s0JTI4EvkyX4v6VutCYpuBsXy/HwqP4GQTtwdkGnL8wHXUXvW9qL7B2XLjBcY1PPC9HcoPpUni1EhmctRygnveqOPgPxHOmYBFxyzUSh+mOwOfzKcAQvz13eOg9o4D1DInL+ea0OToE/Q0fl7h1FDpBzPua7isqU+CvuipgnSI/ybHCDrC4Qh3uymO6oGHbBM52oe9lp1gxw68LzsqYP1xmqsZp3lVCkYgc0nxmbGwV00T5VlHLSwvrCqQgMW8ZUTOMORtegIgTuEQ00IKFwNVeuSNFvKdHvvcLbpxX+IUjrMuu0VayAhy9yW5SmPCnGaa4r4zpwWNeb90Gnz0x5yj40o07v4AmAgEhcyWigz/dzWeF124o2LkwP/iHl2tPHf437wJ/QRu+ibYY33qcLgsHnh6DQ23oy7VGH44Oh7cOWhGPTHyGb07Xlz+O3vkhNsd4URdvnUGRmnLqyQKwwfWdNwkafoVrXLqYi/zlaa4M+WadY11+bg+OzdqmRPUr22Jh2b4lzd2pjMePjG1edW1+8JqVnJ0SUmdAfokrwkb9CCX2uyXcp8vdtsXQfVGP7kp4tPyRrTCbv5QXF1d4b/ID6BiF5jYaya3PKGJ6bJ/ipxJuuSgVDO1tN4LUuVypsTE+FCgO1kw01JJK2S35A8rrfZFX2ueQxwFEFlN3324+pgX1Pb98yaKtd+KzsmRimaYZL1F4bT8VmulkzX6iihVccnHEZ9JeuvYm082PPHnzmM+dtNnugo72LhrIjn+v/fhOlo83vkuRnU+ctE9jwFlQdWkS8j73Un+2bqJy7H5rLTj0n5JsguawDF+uRI9oPeXmkJxrwq6opCBks6MfGdQyaJVBz6t+jH7ottQh/iam1URoFpoSuonN7Oia1LhRtSLHumwR7rtFS5XDXGov72UCEs5U9ijw2BeuMzK8cFCJaq03wPB6zH0cN1dLmqHz/NAz6UCjSQZ7KVQdRJ2mg4861GlMz47CJ7ZdDPsK1jtYWTuYpljRLh0dON2/tSEV7BV3MCOa7rRJCwIc41JDZY2tGGimu4ABhSUYwpLh1KlajmoDssfrTpJlSul7/5ih7to0ioqHq2CT52xYHYY3FTtL5bo2Ne6W19YNjTiwImFo2MCsmKU2oILnrr2mcsLLJw1t8LAtPUA51wXqczGoY1Mc+L2Ld/DBoKZub8TzMG7+vt/ZHru+8xfI7Qv+OEwbRMALmcA586yl3Y6oMP9Wr6f0nUul8HAuUOr9YlFsoteTTyOqNFXBl7QFkLPcRc54zSDB37aNKy9rxjsrsOiMxcKXP7hRbObaUPx8vV//XJ3vs0K3uHPXedlpzmF4btv1PUKvbFdBusiFGxr38JJP1z/8erjbP1ixwk/dYcZ/S4vfC9teZLSUN5nLoepO5v3aM359NAy8xA1DHH9uqDCjhp4yw2n8BG1Wz9V9R0zBA0HM1hjdYw1wqXrIPgpsaZm5iEPCxbSi/jj2V3mcdcRnvnmpMHt5KUuas1antcFFkNSIdHDayfM9XqOiH8u+d7CLf0RSi6TvmfGzAacun1Aej7OSxHnnSjwXFRIPwnr6+HKa4O1rVCSTniL6DkD5d4pkwGz/LOw9Oi+rrwFbEZr8pfUzNZJ+qVLPW/evv7xp1fDtZ7IBi6Yl0eea74VBvE4c74O9YgLzevMA8hbZVDubatk8sMfFoqsdOVcEO7j0VeQVqsVJY1jF+Eo/C0GOzLSkc0N9nnW9L7a3L6BiT3GrL65KZ03n95kHlXOelX5Lv9jDd/lf6rhO7OG78DnXO7mcArf0UXmq6ssxImMdhSVs6sV9T9I/qEfQz+J8O+H+9lhsH/TK9DQRHH0+YR7AiAZbvP+/a/M8jvR8mR0DT0PD0Oftr+y7o6bpDomKcm5s6V76A/BRt3boSO7eCEFl7qrlP975nyubExea9VSC9eydj/mLK68dJXKk3f27nZnywvQL0Gmn6CcB3wZasz/Bd57kP8PeItDjKyj03j6vUD+Mz3enfY86aW9TucL8qKoRGmLIu/21Zz8MLq0sleizaB5Z6aFKV63qURomqK/GTdo5i3VaViWsUkTMLoH5660xTfKXPouwkGMazYF8ENj3SU2Cwe0P9Jfb2buXh0PvgQ2lN6E9/i9HwtQ/ShswOeQZnZYfQ0jovro5FaOT7d9s2mE6rfA7hcvgkdeLbMDR2jKmbGBltqMKcm89pJb3Cwsv3n1qnj5+uc3r27vbv96Df/Ta/3yDqgjFyEZwff74IfCEzW5ZTPsY2ngMkMpDQ83EfpjhDmHHe5F/n5SQo6IctcAcnw/oSoa+S1ynt+PSNOJreH7yM7eKCGtgT4uuQb6KBABs/MIAIk/Dnl+FBUfLGuIcBAqSfJT0WAc8wLh0TnbGEohTTQNg/I4BH8PP/A/pUvQz62kSjNa9qhrGrAZX+44t9JJ8jEAnFT2zJY77yFNYnRZ7DWvxedBQG/5vZCV6X9d5n47mfVy6q+5Gd/Ud0eqlFkt/pISEovBnuD7E2S6qxkhz+Edq6l/hvmk+12Yu10Ikh97QLh6cKlK4wDibISxCebPfuLQ548y2CgdbVVF+SgmTUM+irY2v/xb5+7nPZjFzfkVPrNGQwUbiOPYQIfSxKsMDvTbOUd8lQvL2zHFngiaNvmBXx8C51lw5euxODbG47y5BPOL8B4H6xKYWaA+D7LPZC/Bm9r8eUi9pV4kb2zUq/8LAAD//1BLBwieKCoE1REAAMs8AABQSwMEFAAIAAgAAAAAAAAAAAAAAAAAAAAAAA8AAABydW5uZXIvd29yZHMucHmkWd2O47b1v/dTHDAXK220wuSPP9KNC6PYJtNi0WC23dliG8w4Ai0dyYwl0iEpe43NAH2D9KJAgVy1z9CbPk9eoK9QHJKyJFszs9vOzdjk4fn++JFmjL1dcwsccvq35wbMWu0lcFnAnpbsGoFXKP3mmssCiwQkb7AAId32mmuJxjwxsFM5X7U11weIVKtNnM5mf9waq5E3TwzslS4MSZIVwgrtHlHCDrURSpoEjALk+doxh1w1aKDUqnEyGmUsGMtXNYJdC1nN+I6Lmr7PSXvVNFwWTwxo3NaH/pz47LmEDR5AWAMW33kzNMoCNRaeLlortcmIMk6Ag0bTNjiTyqLfb3sLyDWrVtRF5qkyjbnaoT5kjjxS2gkSshYSnb1CVrDCUmmEL8r84uIX/x8npNlMo0ELUlmRo1uBQnMhw4oLAC3mSjq1iX/vD6GhFO+w6ESkM8bYbCaardIWNAI3kGmczdyBkm/QQNh8cXX99vL1bJZdX15fv3x1lb38ChZEnOaq2YoaI81ui/fP77Lb4v3nd9nNxbMv+LNy+f75HYtns+zq1ZuXX15mry9fXL+6uoYFRDMAgIhtNe6Eag0YNBRRn01WbbdYADlGWtS63VosWALMtGZLYShYnAQOFbe45weKgOXODu9csILSTbWWDgbP02EhqwzfbYUecim4qA9g8jUWbY10wq30BELy3IodQqk0bYuiRtol6758dfXm8k9vJszrLKHA9LpPG/KoCrlq64JiCivszCTepUXtU5Ac8CHWhgUoWgSrINgm7OHEstkncOl8aaymnBwktauRriQS2Au7dllMZTOojak6Eya0gtVh9onL11Gt5VTJlIKJaya4Q+2IusJQJVhqMqEHpLNjYS7g/d1s9vry919/k/3u8pthIEKWpK6AUjJT4r5LurNkSr0DU15r5MUhU5JOhG/wwIFVrfINFlTYmdpLdKkiFZg2Xz8qjQ6VqpXFxx3KGm7z9cecMXthKc36VDmvp4622/8AUtPmORrzICkVhHN/qIxJZpTG3X8hq8Cw++ZT00f57avXXw3DfNUHFdwBr/lkrK8DnUuJe6lee0uOG1PGXamj0Mfjt8JaycpQ3XEoRFmiRmkfPPLimHhDNabSsV/zNfII+XUIwlQ8rhSEjme52ZC6RDJJ+voYHAhRnAzZrMASjq0hMjqP544DAQrNt+asv9gohv0atesBvGMOjaIOGWYTQQqbkH41ci09GuhagmNPXeWJ60wpDTxaCmPNHIyn0AevyWDP4ZfUqcG9Oo4C3+W4tXDp/gkl+3Mabas9kdKigoU7lNqZWyLbbbTBQwJPua5MAk+fbvb0Ke5ZuP63cMenSXslSxBGSGO5zDGicwk16dhNGrLU+Z4Kfd2XFhuI8hp7L93Q+SUs6OCJOU4lb4G3BhZg3ddSaQoE4blaGBuZg0l9YEy643WLJooH8kpYQIWWW6ujRhUJsCwrRY1ZxhK4UhJjGvchPMHCcmgFpYuzbszFHo8L4xw3NrFRRdDZp1/mRlBGs8R5LWhIxujEz6FgT+ecVFhsxraIErRTRTs0i+/sWChx22osxbvETS2i6qfSmDbwOwmZPx2fk0IfGeKcHEPmZK41N3gq0/XIkfKeblr3EfMQjrBGbnZr3pV5zY0R5SEzKEfOZIxdcQLi+6lbwtzfDlqrng3RLERHCKGRGyXjc3zr282RLucWK6UPDoCvWnOAmkt8YoDnG6n2NRYVNnQJUSVw2HPhOlSDxvAKIRrdQhxrgs2a5xbW3IB01hoFwjrEoix81xYVFgHvl63hdUJJyz2u6ZtL6fw6jKfHzy7FT7fYmzWhue9bNBZKLmrqrJOE0ZWiYbVV0iBUKFFzi0U8rOoQKcal2Tvw8Z4RGzZ33G7mzy+WdwAedBFluJ14cmcMOZa0aDXeZwz7+cd/wlulN661T6pKFNdW1DUlkqc7V3KrVaU9YLhHTQ40KztNO3pYtatV/YB6P/0DXnb3Bgp53mqasW6QPaDwH1ps6XqnPN6U1IxJNIvhdlQj91rcrsKt91HnfKmaLdni1PO3tSkXUVY/4/lm2kUPBui3YRIPuH4CL47p7+CBpmGJhoAIldlggM99hmMBEaPU57mbd7ICLpVdEyR3nqGcGfBfY+0d6C8l1qW2v5dF7Pt7/BuIhQ339xUZHP8SUJCgAXea/XYtXCYQ0gTdSqpMz6V02Zue+VDjd5h7IHjiw88+f9CJP/393//6sfMjDOHMdFjH9GbdWuewQu0/MIXGDIT5aJnCnIo9TykX6We+oTqXdG2UzY+YjZFDBl9kkLythY3Yz3/+K4tvLpaAtUFgJNEJo2n8Ee7921+gg+A0DRpuRc7r+hAA+RA7DGabHw6k0smjwniMPTLlhg4ZuMIzZ/Mg5e7MeVO0rJU0biTz5Mex7B9Ixmij8wat9Bo1RNq/rKQGuc7XgxMwSudtfRjmchjVHdSfQ5NWWrXb6CImUY0PUxjehouiD9D/XSwTYBuk2G/wcDd7UNAwqh4CuPeliKoxAZtAY6oeAtBY8+9Pg2Fj/QVfa4Fm3rWHtvGUEIXgErTacS24tAEF9HDhOKi7963uVHycv6olxHezdF+IztDXxlR+JbxpuAfByZdKrxjlImEJXbUEIkziMYeSxuo2t0o/McnxxbN7pAgCdCslaiB0Q7lqPdgIPhg/zmlRIHAJBGnFqrUuYWtODbF75Ix9T6Mq2B3hqU39laDH2vBpt+OvLpv9+d6Oa9MRxFMwfXyv2PlLxbh2nEdTvt0S7NvFAy9/uvBSOoRuKeFEgTknKHKzdD3sZumPrGq1ggWwW8nS75SQLt3DDeeegj95ZxtpzW6uD8Zi49w6dz3LSaAI9Z2AlsbWqNZ2trxnGyGpOlgIEXVJ9xBHuJIKIKUPo1qzaficicLdeccNJB7JWmnkG19j0ncH90xHUkIRNaZKYOi+1qDOXP2Fa86xhejR1ZOkJV3RwALCRfReC73o/8ZAOnc0MAEWZLJ5Jz0YHdqIaunqlb36+ivq15dnr8bf3o4CBzff3i6XT381ePeF1WFw94/CVPqhGzs/HEmFkrE/fru8NU9Z4kRdx166TxpYuNbtB1s/8DIrGgxPxcd5Nu8/D/eH8oYshk/Vd/11czLEx7CG2hKul9Le2cCmqPuCaUVdDG7RxC6tdEtBuP/nhS5vOjGeizBudQgNf+1/b3joh4rutwgP32iJmuZeC2tRht8vElD9jxgD9lTS6N6StzW3pdLNHFiapvcGunsHTNMlI4H+Z6MAX9Px7OyyK3VPoRHNoWFvaM7tnXKwXzNUPo2pbpqUSiaeL08jMkinm27WfhYvE4gYd8iJmKTGarGN4gCSVqzvbH1Hix7Kv+HaVI6dACS35V/s+kZAMqI3uqWaXhFaj37Da+qqLGfxaV8fPoJ1f+Q9U8Fi4RMjOpY9S4YSF4PPD79anLSqKYHH4nDNe1L8keR/1IJxNiILr3tvDlu81Frpj3HIB0pcnb2pzP4TAAD//1BLBwg+gWwhQAoAAFEdAABQSwECFAAUAAgACAAAAAAAlLgXdjgLAAByIgAADwAAAAAAAAAAAAAAAAAAAAAAcnVubmVyL2Zha2VzLnB5UEsBAhQAFAAIAAgAAAAAADERpA9pGAAABFgAABEAAAAAAAAAAAAAAAAAdQsAAHJ1bm5lci9vYnNlcnZlLnB5UEsBAhQAFAAIAAgAAAAAAIK2CsGMBAAAWw0AABEAAAAAAAAAAAAAAAAAHSQAAHJ1bm5lci9vdXRzaWRlLnB5UEsBAhQAFAAIAAgAAAAAABEmf3DSHAAAulkAABEAAAAAAAAAAAAAAAAA6CgAAHJ1bm5lci9wcm9jZXNzLnB5UEsBAhQAFAAIAAgAAAAAAB3VVw/DCgAAIB4AABAAAAAAAAAAAAAAAAAA+UUAAHJ1bm5lci9ydW5uZXIucHlQSwECFAAUAAgACAAAAAAAmqA17lUDAABACAAAEgAAAAAAAAAAAAAAAAD6UAAAcnVubmVyL3N0YW5kaW5zLnB5UEsBAhQAFAAIAAgAAAAAAI+3+xh1BgAAPBQAAA0AAAAAAAAAAAAAAAAAj1QAAHJ1bm5lci90dWkucHlQSwECFAAUAAgACAAAAAAAnigqBNURAADLPAAAEAAAAAAAAAAAAAAAAAA/WwAAcnVubmVyL3ZjbG9jay5weVBLAQIUABQACAAIAAAAAAA+gWwhQAoAAFEdAAAPAAAAAAAAAAAAAAAAAFJtAABydW5uZXIvd29yZHMucHlQSwUGAAAAAAkACQAuAgAAz3cAAAAA"

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
    def test_an_expired_resume_marker_is_announced_and_labelled(self):
        replies = run_requests(REQUESTS[:STEP + 1], _checkout())
        got, want = project(replies[STEP]), project(EXPECTED)
        if MODE == "fixed":
            self.assertEqual(got, want, "step %d (%s) differs from the fixed gateway's" % (STEP, REQUESTS[STEP].get("op")))
        else:
            self.assertNotEqual(got, want, "step %d (%s) still does what the defect does" % (STEP, REQUESTS[STEP].get("op")))


if __name__ == "__main__":
    unittest.main()
