"""The French catalogue is complete: every string the pages and emails mark for translation
has a French text, so a French player never meets a stray English sentence."""

import re
import subprocess
from pathlib import Path

import pytest

PO = Path(__file__).resolve().parent.parent / "locale" / "fr" / "LC_MESSAGES" / "django.po"


def entries(text):
    """Yield (msgid, [msgstr...]) for each entry of a .po file, continuation lines joined."""
    for block in text.split("\n\n"):
        if "#, fuzzy" in block and 'msgid ""\nmsgstr ""' not in block:
            yield "FUZZY", []
        fields, current = {}, None
        for line in block.splitlines():
            match = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', line)
            if match:
                current = match.group(1)
                fields[current] = match.group(2)
            elif line.startswith('"') and current:
                fields[current] += line[1:-1]
        if fields.get("msgid"):
            yield fields["msgid"], [v for k, v in fields.items() if k.startswith("msgstr")]


def test_every_french_string_is_translated():
    untranslated = [msgid for msgid, strs in entries(PO.read_text()) if not strs or not all(strs)]
    assert untranslated == []


def test_placeholders_survive_translation():
    for msgid, strs in entries(PO.read_text()):
        wanted = sorted(re.findall(r"%\(\w+\)[sd]", msgid))
        for translated in strs:
            assert sorted(set(re.findall(r"%\(\w+\)[sd]", translated))) == sorted(set(wanted)), msgid


def test_catalogue_compiles():
    msgfmt = subprocess.run(["which", "msgfmt"], capture_output=True, text=True).stdout.strip()
    if not msgfmt:
        pytest.fail("msgfmt (GNU gettext) is missing: bin/test installs it")
    subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(PO)], check=True)


# Where a French text quotes code, its colon is the code's ("Authorization: Bearer").
CODE_COLONS = ("Authorization: Bearer",)


def test_french_punctuation_has_its_non_breaking_spaces():
    """French puts U+00A0 before « : ; ! ? » and inside « »; a plain space, or none, breaks the
    line before a colon or sticks the colon to the word."""
    from tests.french.typography import CHECKS

    kinds = ("space before : ; ! ?", "colon without a space", "« » without non-breaking spaces")
    found = []
    for _msgid, strs in entries(PO.read_text()):
        for translated in strs:
            text = translated.replace("\\n", "\n").replace('\\"', '"')
            for code in CODE_COLONS:
                text = text.replace(code, "")
            found += [f"{kind}: {text!r}" for kind in kinds if CHECKS[kind].search(text)]
    assert found == []


def test_french_says_robot_and_refuser():
    """One word for bots in French, « robot » (« Robot » only at the start of a text, a seat's
    name), and an invitation is refused (« Refuser »), not « déclinée »."""
    found = []
    for _msgid, strs in entries(PO.read_text()):
        for translated in strs:
            words = re.sub(r'\{[^{}]*\}', "", translated)  # JSON examples keep their "bot"
            if re.search(r"\bbots?\b|déclin|Déclin", words, re.IGNORECASE) or re.search(r"(?<!^)\bRobot", words):
                found.append(translated)
    assert found == []
