"""Extraction and reading of the rule sets' catalogues (``games.rulesets.i18n``), standard library
only: ``ast`` finds the texts, so no Babel and no ``xgettext`` keyword list to keep in step.

``extract(domain)`` reads the domain's modules (a rule set's package; the shared domain: the
modules directly in ``games/rulesets/``) for calls of the ``Texts`` methods (``gettext``,
``ngettext``, ``pgettext``, ``npgettext``, ``html``, ``nhtml``) and of ``IllegalMove`` (its sentence,
the refusal's template) whose texts are literal strings,
and ``pot(domain)`` writes them as a PO template, a text with placeholders flagged
``python-brace-format`` (so ``msgfmt --check`` compares a translation's placeholders with its
source's). A comment on the line above a call that begins ``Translators:`` goes with it.
``read_po(path)`` parses a catalogue, for the checks in ``tests/rulesets/i18n``.

The ``rulesets_messages`` management command is the front end: ``--extract`` writes the
templates and merges them into every language's ``.po`` (``msgmerge``), ``--compile`` builds the
``.mo`` files (``msgfmt``).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from games.rulesets.i18n import RULESETS, SHARED_DOMAIN, locale_dir

# method name -> (index of the context or None, index of the text, index of the plural or None)
KEYWORDS: dict[str, tuple[int | None, int, int | None]] = {
    "gettext": (None, 0, None),
    "html": (None, 0, None),
    "ngettext": (None, 0, 1),
    "nhtml": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
    # a refusal: IllegalMove(code, "English sentence with {placeholders}", **params)
    "IllegalMove": (None, 1, None),
}
# The catalogues' domains: the shared one and one per rule set (a new rule set adds its own; a
# test checks every registered rule set has one, and the scan in tests/rulesets/i18n covers them).
DOMAINS = (SHARED_DOMAIN, "uigo", "knarr", "fjords", "graenaland", "greenland")
# The domains whose refusals are templates: their ``IllegalMove`` sentences are extracted. Every
# rule set's are (a test says so): a new rule set writes its refusals as literal templates and
# translates them like its other texts.
REFUSAL_DOMAINS = ("uigo", "knarr", "fjords", "graenaland", "greenland")
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


@dataclass
class Message:
    msgid: str
    context: str | None = None
    plural: str | None = None
    locations: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    msgstr: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


def placeholders(text: str) -> set[str]:
    """The named ``{placeholders}`` of a text."""
    return set(PLACEHOLDER.findall(text))


def modules(domain: str) -> list[Path]:
    """The Python modules whose texts belong to ``domain``."""
    if domain == SHARED_DOMAIN:
        return sorted(RULESETS.glob("*.py"))
    return sorted((RULESETS / domain).rglob("*.py"))


def catalogue_calls(tree: ast.AST, refusals: bool = False) -> list[tuple[ast.Call, str]]:
    """Every call of a ``Texts`` method in ``tree``, with the method's name; and of
    ``IllegalMove`` if ``refusals`` (a domain of ``REFUSAL_DOMAINS``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in KEYWORDS and (refusals or name != "IllegalMove"):
                found.append((node, name))
    return found


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract(domain: str) -> list[Message]:
    """The domain's messages in the order of their first use, each with where it is used."""
    root = RULESETS.parent.parent
    messages: dict[tuple[str | None, str], Message] = {}
    for path in modules(domain):
        source = path.read_text()
        lines = source.splitlines()
        for call, name in sorted(catalogue_calls(ast.parse(source), domain in REFUSAL_DOMAINS), key=lambda item: item[0].lineno):
            context_at, text_at, plural_at = KEYWORDS[name]
            args = call.args
            if len(args) <= max(i for i in (context_at, text_at, plural_at) if i is not None):
                continue
            texts = [None if i is None else _literal(args[i]) for i in (context_at, text_at, plural_at)]
            if texts[1] is None or (context_at is not None and texts[0] is None):
                continue  # not a literal text: the scan test reports it
            message = messages.setdefault(
                (texts[0], texts[1]), Message(texts[1], context=texts[0], plural=texts[2])
            )
            # The file, not the line: a catalogue's diff then shows texts, not moved lines.
            location = str(path.relative_to(root))
            if location not in message.locations:
                message.locations.append(location)
            above = lines[call.lineno - 2].strip() if call.lineno > 1 else ""
            if above.startswith("# Translators:") and above[2:] not in message.comments:
                message.comments.append(above[2:])
    return list(messages.values())


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def pot(domain: str) -> str:
    """The PO template of ``domain`` (no date in the header: the file changes only with its texts)."""
    out = [
        f"# Texts of the {domain} domain of Ravenpost's rule sets. Written by",
        "# `manage.py rulesets_messages --extract` from the code: do not edit.",
        'msgid ""',
        'msgstr ""',
        # msginit copies the project into a new language's header (msgfmt warns without one).
        f'"Project-Id-Version: Ravenpost {domain}\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        "",
    ]
    for message in extract(domain):
        out.extend(f"#. {comment}" for comment in message.comments)
        out.extend(f"#: {location}" for location in message.locations)
        if "{" in message.msgid:
            out.append("#, python-brace-format")
        if message.context is not None:
            out.append(f"msgctxt {_quote(message.context)}")
        out.append(f"msgid {_quote(message.msgid)}")
        if message.plural is not None:
            out.append(f"msgid_plural {_quote(message.plural)}")
            out.extend(['msgstr[0] ""', 'msgstr[1] ""'])
        else:
            out.append('msgstr ""')
        out.append("")
    return "\n".join(out)


def pot_path(domain: str) -> Path:
    return locale_dir(domain) / f"{domain}.pot"


def po_paths(domain: str) -> list[Path]:
    return sorted(locale_dir(domain).glob(f"*/LC_MESSAGES/{domain}.po"))


def _unquote(text: str) -> str:
    return ast.literal_eval(text)


def read_po(path: Path) -> list[Message]:
    """The entries of a PO file (the header and obsolete ``#~`` entries left out)."""
    entries: list[Message] = []
    current: dict[str, object] = {}
    last: str | None = None

    def close() -> None:
        if "msgid" in current and current["msgid"]:
            strings = current.get("msgstr", {})
            assert isinstance(strings, dict)
            entries.append(Message(
                str(current["msgid"]), context=current.get("msgctxt"),  # type: ignore[arg-type]
                plural=current.get("msgid_plural"),  # type: ignore[arg-type]
                msgstr=[strings[i] for i in sorted(strings)],
                flags=set(current.get("flags", set())),  # type: ignore[call-overload]
            ))
        current.clear()

    for raw in path.read_text().splitlines() + [""]:
        line = raw.strip()
        if not line:
            close()
            last = None
            continue
        if line.startswith("#,"):
            current.setdefault("flags", set()).update(  # type: ignore[attr-defined]
                flag.strip() for flag in line[2:].split(","))
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if last is None:
                continue
            if last.startswith("msgstr["):
                strings = current["msgstr"]
                assert isinstance(strings, dict)
                index = int(last[7:-1])
                strings[index] += _unquote(line)
            else:
                current[last] = str(current[last]) + _unquote(line)
            continue
        keyword, _, value = line.partition(" ")
        if keyword.startswith("msgstr"):
            index = int(keyword[7:-1]) if keyword.startswith("msgstr[") else 0
            current.setdefault("msgstr", {})[index] = _unquote(value)  # type: ignore[index]
        else:
            if keyword == "msgid" and "msgid" in current:
                close()
            current[keyword] = _unquote(value)
        last = keyword
    return entries
