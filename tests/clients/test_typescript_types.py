"""A bot author's TypeScript against types generated from the schema.

``clients/typescript/bot.ts`` reads a move's answer the way a bot does: the view and the legal
moves narrowed by their ``ruleset`` (a discriminated union), no cast. The committed schema,
``clients/openapi.yaml`` (kept current by ``test_python_sdk.py``), is turned into types by
openapi-typescript, and ``tsc --strict`` must accept the bot; ``wrong.ts``, which takes any game's
move as a UIGO! move without narrowing, must be refused, so the check is known to have teeth.
Node.js and npm are needed (the npm registry for the two pinned packages); without them the test
fails and says so.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ["openapi-typescript@7.13.0", "typescript@5.9.3"]
TSC = ["--noEmit", "--strict", "--target", "es2020", "--moduleResolution", "node"]
SCHEMA = ROOT / "clients" / "openapi.yaml"


@pytest.fixture(scope="module")
def toolchain(tmp_path_factory) -> Path:
    npm = shutil.which("npm")
    assert npm, "npm (Node.js) is needed to check the generated TypeScript types: apt-get install nodejs npm"
    folder = tmp_path_factory.mktemp("typescript-tools")
    installed = subprocess.run([npm, "install", "--silent", "--no-audit", "--no-fund", *PACKAGES],
                               cwd=folder, capture_output=True, text=True, timeout=600)
    assert installed.returncode == 0, f"npm could not install {PACKAGES}:\n{installed.stderr[-2000:]}"
    return folder / "node_modules" / ".bin"


@pytest.fixture(scope="module")
def checked_folder(toolchain, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("typescript-bot")
    shutil.copy(SCHEMA, folder / "openapi.yaml")
    made = subprocess.run([str(toolchain / "openapi-typescript"), "openapi.yaml", "-o", "schema.d.ts"],
                          cwd=folder, capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr[-2000:]
    for name in ("bot.ts", "wrong.ts"):
        shutil.copy(ROOT / "clients" / "typescript" / name, folder / name)
    return folder


def tsc(toolchain: Path, folder: Path, name: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(toolchain / "tsc"), *TSC, name], cwd=folder, capture_output=True, text=True,
                          timeout=300)


def test_a_bot_narrows_views_and_legal_moves_by_ruleset_without_a_cast(toolchain, checked_folder):
    checked = tsc(toolchain, checked_folder, "bot.ts")
    assert checked.returncode == 0, checked.stdout[-4000:]


def test_a_move_of_any_game_is_not_a_uigo_move_without_narrowing(toolchain, checked_folder):
    checked = tsc(toolchain, checked_folder, "wrong.ts")
    assert checked.returncode != 0 and "wrong.ts(" in checked.stdout, checked.stdout[-2000:]
