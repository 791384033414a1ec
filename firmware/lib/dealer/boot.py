"""At power-up: the setup, or the saved session resumed or offered, and what to tell."""

# "Resume session? Hand 3/6" (screens/resume_prompt.py) when the journal holds one;
# after a deep sleep or a crash screen's "resume" its last record says so, and the
# session resumes without asking. A lost or outdated save gets a message. This module,
# the journal's reader and the resume prompt are forgotten once they are done.

from micropython import const

from . import lang
from .lang import MESSAGES

# words (dealer/lang): the messages of a power-up
_LOST_SAVE = const(4)
_OLD_SAVE = const(5)
_DRIVE = const(6)
_IN_SETTINGS = const(7)
_PROBLEMS = const(8)
_CONSOLE = ("the last record could not be read back",    # lost.TORN, REWRITE, DAMAGED
            "the power went while a compaction wrote it",
            "damaged: read back to the start of an earlier hand")


def settings_text(warnings):
    """Every warning of settings.toml as one message, in the language in use: one OK
    reaches the game."""
    said = [lang.said(warning) for warning in warnings]
    if len(said) == 1:
        return MESSAGES[_IN_SETTINGS] % said[0]
    return MESSAGES[_PROBLEMS] % len(said) + "\n" + "\n".join(said)


def _language(setup, saved, settings):
    """The saved session's language (a resume keeps it; a save lost or damaged still
    names it, and its message is said in it); an older save without one, the
    settings'. At a fresh start, with none in settings.toml either, the setup asks first."""
    from . import lang
    from .store.restore import SAVED
    if saved.language in lang.CODES:
        lang.use(saved.language)
    elif saved.status != SAVED and getattr(settings, "language", None) is None:
        from .screens.setup import LANGUAGE
        setup.step = LANGUAGE


def boot(nav, messages):
    """At power-up: the setup, the saved session resumed or offered, `messages` on top."""
    from indian_poker.loading import unload, unload_if_compiled

    from .screens.setup import Setup
    from .sessions import resume
    from .store import restore
    setup = Setup(nav)   # now, not at the first screen: compiled early, it fragments less
    nav.reset(setup)
    saved = nav.saver.read(nav.hw.entropy)
    _language(setup, saved, nav.settings)   # first: the messages are said in it
    messages = [settings_text(messages)] if messages else []
    try:
        if nav.hw.drive_writable():
            messages.append(MESSAGES[_DRIVE])
    except AttributeError:
        pass
    if saved.status == restore.LOST:
        nav.console("save: no usable session in the NVM")
        messages.append(saved.lost or MESSAGES[_LOST_SAVE])
    elif saved.status == restore.OLD:
        nav.console("save: saved under the old rules, cannot resume")
        messages.append(MESSAGES[_OLD_SAVE])
    elif saved.loss != restore.NOTHING:   # never dropped silently: the players redo it
        nav.console("save: " + _CONSOLE[saved.loss - 1])
        if saved.lost:
            messages.append(saved.lost)
    if saved.status == restore.SAVED and saved.intent == restore.RESUME:
        resume(nav, saved)
    elif saved.status == restore.SAVED and saved.intent == restore.ASK:
        from .screens.resume_prompt import ResumePrompt
        nav.push(ResumePrompt(nav, saved))
    else:
        if saved.status == restore.SAVED and saved.intent == restore.SETUP:
            nav.saver.keep(saved)   # the crash screen's NEW: asked again at power-up
        unload("dealer.screens.resume_prompt")   # no question to ask
    unload("dealer.store.restore")   # the journal's reader is needed at power-up only
    unload("dealer.store.buyin_records")   # (restore.py's, for buy-in records)
    unload_if_compiled("indian_poker.snapshot")   # (the saver loads it again to compact)
    from .screens.base import Message
    for text in reversed(messages):   # the first message on top
        nav.push(Message(nav, text))
    unload("dealer.boot")   # needed at power-up only
