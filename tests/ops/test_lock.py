"""Builds are reproducible: requirements/runtime.lock and requirements/dev.lock pin
every package, with hashes, to versions pyproject.toml allows; the image installs the first,
bin/_common.sh (so bin/test, bin/serve and CI) the second, both with ``--require-hashes``."""

from __future__ import annotations

import re
import tomllib

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.ops.support import DOCKER, ROOT

LOCKS = ROOT / "requirements"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def pins(name: str) -> dict[str, tuple[str, int]]:
    """The lock's packages: canonical name -> (version, number of hashes)."""
    text = (LOCKS / name).read_text().replace("\\\n", " ")
    found = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        assert not line.startswith("-"), f"{name}: an option line ({line}) ties the lock to one machine"
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)((?:\s+--hash=sha256:[0-9a-f]{64})*)", line)
        assert match, f"{name}: not an exact pin with hashes: {line[:80]}"
        found[canonicalize_name(match[1])] = (match[2], match[3].count("--hash="))
    return found


@pytest.mark.parametrize(("lock", "requirements"), [
    ("runtime.lock", PROJECT["dependencies"]),
    ("dev.lock", PROJECT["dependencies"] + PROJECT["optional-dependencies"]["dev"]),
])
def test_each_lock_pins_every_requirement_with_hashes_within_pyproject(lock, requirements):
    locked = pins(lock)
    assert all(hashes >= 1 for _version, hashes in locked.values())
    for line in requirements:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{requirement.name} is not in {lock}: run pip-compile (requirements/README.md)"
        assert requirement.specifier.contains(locked[name][0], prereleases=True), (
            f"{lock} pins {requirement.name}=={locked[name][0]}, outside {requirement.specifier}")


def test_the_development_lock_runs_the_same_versions_as_production():
    runtime, dev = pins("runtime.lock"), pins("dev.lock")
    assert {name: dev.get(name, (None,))[0] for name in runtime} == {n: v for n, (v, _h) in runtime.items()}


def test_the_image_and_the_scripts_install_from_the_locks_with_hashes():
    dockerfile = (DOCKER / "Dockerfile").read_text()
    assert "requirements/runtime.lock" in dockerfile and "--require-hashes" in dockerfile
    common = (ROOT / "bin" / "_common.sh").read_text()
    assert "--require-hashes -r requirements/dev.lock" in common
    assert re.search(r"pip install [^\n]*-e \"?\.\[dev\]", common) is None  # not resolved afresh


def test_ranges_are_bounded():
    for line in PROJECT["dependencies"] + PROJECT["optional-dependencies"]["dev"]:
        requirement = Requirement(line)
        assert any(spec.operator in {"<", "<=", "==", "~="} for spec in requirement.specifier), (
            f"{line} has no upper bound")
