"""``manage.py rulesets_messages``: the rule sets' message catalogues (``games.rulesets.i18n``).

    manage.py rulesets_messages --extract              # texts of the code into every .po
    manage.py rulesets_messages --extract --language de   # and start a German catalogue
    manage.py rulesets_messages --compile              # .po -> .mo (bin/serve and bin/test do it)

``--extract`` reads each converted domain's code (``games.rulesets.messages``: the rule set's
package, or the shared ``rulesets`` domain) into a template and merges it into each language's
``games/rulesets/<domain>/locale/<lang>/LC_MESSAGES/<domain>.po`` with ``msgmerge`` (a text that
changed comes back ``fuzzy``: review it, then remove the flag); ``--language`` creates the
catalogues of a new language first (``msginit``). ``--compile`` runs ``msgfmt --check``, which
also compares each translation's ``{placeholders}`` with its source's. Both need GNU gettext.
Django's ``makemessages`` does not see these domains (run it with ``--ignore=games/rulesets``);
its ``compilemessages`` compiles them along with ``locale/``.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from games.rulesets import messages
from games.rulesets.i18n import locale_dir


def _run(*command: str) -> None:
    if shutil.which(command[0]) is None:
        raise CommandError(f"{command[0]} (GNU gettext) is needed: apt-get install gettext.")
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        raise CommandError(f"{' '.join(command)} failed:\n{result.stderr}")


def _date_header(po: Path) -> None:
    """Give a new catalogue the ``PO-Revision-Date`` that ``msginit --no-translator`` leaves out
    (``msgfmt`` warns about a header without one)."""
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M+0000")
    text = po.read_text()
    if "PO-Revision-Date:" not in text:
        po.write_text(text.replace('msgstr ""\n', f'msgstr ""\n"PO-Revision-Date: {stamp}\\n"\n', 1))


class Command(BaseCommand):
    help = "Extract the rule sets' texts into their .po catalogues, or compile them."

    def add_arguments(self, parser):
        parser.add_argument("--extract", action="store_true", help="Merge the code's texts into every .po.")
        parser.add_argument("--compile", action="store_true", help="Compile every .po into its .mo.")
        parser.add_argument("--language", action="append", default=[], metavar="CODE",
                            help="With --extract: create this language's catalogues if missing (repeatable).")
        parser.add_argument("--domain", action="append", default=[], metavar="ID",
                            help=f"Only this domain (repeatable): {', '.join(messages.DOMAINS)}.")

    def handle(self, *args, extract: bool, compile: bool, language: list[str], domain: list[str], **options):
        if not (extract or compile):
            raise CommandError("Say --extract, --compile, or both.")
        unknown = [name for name in domain if name not in messages.DOMAINS]
        if unknown:
            raise CommandError(f"Unknown domain {unknown[0]!r}; domains: {', '.join(messages.DOMAINS)}.")
        for name in domain or messages.DOMAINS:
            if extract:
                self._extract(name, language)
            if compile:
                for po in messages.po_paths(name):
                    _run("msgfmt", "--check", "-o", str(po.with_suffix(".mo")), str(po))
                    self.stdout.write(f"compiled {po.with_suffix('.mo')}")

    def _extract(self, domain: str, languages: list[str]) -> None:
        with tempfile.TemporaryDirectory() as scratch:
            pot = Path(scratch) / f"{domain}.pot"
            pot.write_text(messages.pot(domain))
            for lang in languages:
                po = locale_dir(domain) / lang / "LC_MESSAGES" / f"{domain}.po"
                if not po.exists():
                    po.parent.mkdir(parents=True, exist_ok=True)
                    _run("msginit", "--no-translator", "--no-wrap", "-l", lang, "-i", str(pot), "-o", str(po))
                    _date_header(po)
                    self.stdout.write(f"created {po}")
            for po in messages.po_paths(domain):
                _run("msgmerge", "--quiet", "--update", "--backup=none", "--no-wrap", str(po), str(pot))
                self.stdout.write(f"merged {po}")
