"""What a chat was shown and what the agent was handed, named in the harness's vocabulary (ours).

Upstream's words change between versions, so each name comes from the most stable thing
available: a command's reply from the i18n key its text was rendered from (hook_i18n), a resume
note from upstream's own build_resume_recovery_note (or its inline wording before 9fc0074), the
reset notice, the drain notice and the context notes from their fixed wording.
"""

import re as _re

from fakes import ANSWER, STUB_FAILURE

_SESSION_ID = _re.compile(r"\d{8}_\d{6}_[0-9a-f]{8}")

_NOTICE_REASONS = (
    ("previous session was stopped or interrupted", "suspended"),
    ("gateway restart recovery timed out", "resume_pending_expired"),
    ("daily schedule", "daily"),
    ("inactive for", "idle"),
)

_CONTEXT_REASONS = (
    ("stopped and suspended", "suspended"),
    ("daily schedule", "daily"),
    ("could not be recovered after a restart", "resume_pending_expired"),
    ("expired due to inactivity", "idle"),
)


# Every string upstream's i18n rendered, with its key (hook_i18n): a command's reply is named by
# the key its text came from, whatever the wording of that version.
rendered = {}

REPLY_KEYS = (
    ("gateway.reset.", "new session"),
    ("gateway.resume.already_on", "already on"),
    ("gateway.resume.blocked_not_owner", "no such session"),
    ("gateway.resume.not_found", "no such session"),
    ("gateway.resume.no_match", "no such session"),
    ("gateway.resume.switched", "resumed"),
    ("gateway.resume.resumed", "resumed"),
    ("gateway.resume.success", "resumed"),
    ("gateway.stop.", "stopped"),
    ("gateway.restart.restarting", "restarting"),
)

REPLY_WORDS = (
    ("New session started", "new session"),
    ("Session reset", "new session"),
    ("Resumed session", "resumed"),
    ("No session found", "no such session"),
    ("belongs to a different", "no such session"),
    ("Already on session", "already on"),
    ("already on that session", "already on"),
    ("Stopped", "stopped"),
    ("Force-stopped", "stopped"),  # the April wording, before the i18n keys
    ("No active task to stop", "stopped"),
    ("Restarting gateway", "restarting"),
)


def hook_i18n(src):
    """Wraps upstream's i18n t() wherever a gateway module imported it, to learn each rendered
    text's key."""
    import sys
    try:
        import agent.i18n as i18n
    except Exception:
        return
    orig = i18n.t

    def t(key, *args, **kwargs):
        text = orig(key, *args, **kwargs)
        if isinstance(text, str) and key.startswith("gateway."):
            rendered[text] = key
        return text

    i18n.t = t
    for mod in list(sys.modules.values()):
        f = getattr(mod, "__file__", None) or ""
        if f.startswith(src) and getattr(mod, "t", None) is orig:
            mod.t = t


def _reply_word(text):
    for r, key in list(rendered.items()):
        if r and r in text:
            for prefix, word in REPLY_KEYS:
                if key.startswith(prefix):
                    return word, key
    for phrase, word in REPLY_WORDS:
        if phrase in text:
            return word, ""
    return None, ""


def classify_send(text):
    """Names what a chat was shown: the auto-reset notice (with its reason), the drain notice
    (with its category), a busy lane's acknowledgement of a waiting message (the harness's
    contract has none, so it is not judged), a refusal, or a reply."""
    if text.startswith(ANSWER.strip()) or text.startswith("The request failed") or text.startswith("(No response generated)") \
            or STUB_FAILURE in text:
        # The turn's own answer (a platform may trim it to its first words), or its failure: the
        # stub's error, in whatever frame the version puts it ("⚠️ ..." in some).
        return "answer", {"text": text[:80]}
    if text.startswith("⏳ Working") or text.startswith("⏳ Still working"):
        return "progress", {"text": text[:80]}  # a long turn's progress bubble
    if text.startswith("⚡ Interrupting current task") or text.startswith("⏳ Queued for the next turn") \
            or text.startswith("⏳ Subagent working") or text.startswith("⏳ Compressing context"):
        return "busy-ack", {"text": text[:80]}
    if text.startswith("⏳ Gateway"):
        # A message that reaches a draining gateway: refused ("not accepting another turn"), or
        # held for after the restart ("queued for the next turn after it comes back"); either
        # way this process runs no turn for it.
        return "rejected", {"text": text[:160]}
    if text.startswith("⚠️ Gateway restarting") or text.startswith("⚠️ Gateway shutting down") \
            or text.startswith("⚠️ Gateway is restarting") or text.startswith("⚠️ Gateway is shutting down"):
        return "drain-notice", {"category": "restart" if "restart" in text.split("—")[0] else "shutdown", "text": text[:160]}
    if text.startswith("◐ Session automatically reset"):
        for phrase, reason in _NOTICE_REASONS:
            if phrase in text:
                return "notice", {"reason": reason}
        return "notice", {"reason": "unknown"}
    word, key = _reply_word(text)
    if word:
        m = _SESSION_ID.search(text)
        return "reply", {"text": word, "session": m.group(0) if m else None, "said": text[:120], "key": key}
    return "reply", {"text": text[:160]}


def notes(proc, t, msg):
    """The notes the turn's text carries: the resume note (reason and variant), the auto-reset
    context note (reason)."""
    out = []
    texts = [msg]
    # Everything the agent was handed: the call's arguments, its constructor's, and whatever the
    # runner set on it (the turn's context notes ride an attribute in later versions).
    for v in list(t.kwargs.values()) + list(t.agent.kw.values()) + list(vars(t.agent).values()):
        if isinstance(v, str):
            texts.append(v)
    texts += list(getattr(t, "sidecar", []) or [])
    blob = "\n".join(texts)
    for phrase, reason in _CONTEXT_REASONS:
        if "[System note:" in blob and phrase in blob:
            out.append({"kind": "context-note", "lane": t.lane, "session": t.session_id, "reason": reason})
            break
    rn = _resume_note(proc, msg, getattr(t, "user_text", None))
    if rn:
        reason, variant = rn
        out.append({"kind": "resume-note", "lane": t.lane, "session": t.session_id, "resume": reason, "variant": variant})
    return out


_OLD_NOTE = _re.compile(r"^\[System note: [^\]]*?interrupted by a gateway (restart|shutdown|interruption)[^\]]*\]\s*", _re.S)
_OLD_REASON = {"restart": "restart_timeout", "shutdown": "shutdown_timeout", "interruption": "restart_interrupted"}


def _resume_note(proc, msg, user_text):
    if not msg:
        return None
    build = getattr(proc.grun, "build_resume_recovery_note", None)
    if build is None:
        # Before build_resume_recovery_note (9fc0074) the note was written inline, one wording
        # for every platform: "...interrupted by a gateway restart...]" then the message.
        m = _OLD_NOTE.match(msg)
        if m is None:
            return None
        rest = msg[m.end():]
        return _OLD_REASON[m.group(1)], ("a" if rest.strip() else "b")
    for reason in ("restart_timeout", "shutdown_timeout", "restart_interrupted"):
        for interactive, variant in ((True, "b"), (False, "c")):
            try:
                if msg == build(reason, "", interactive=interactive):
                    return reason, variant
                if user_text and msg == build(reason, user_text, interactive=interactive):
                    return reason, "a"
            except TypeError:
                if msg == build(reason, ""):
                    return reason, "b"
    return None
