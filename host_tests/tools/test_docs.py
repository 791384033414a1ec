"""The project's documents: no link leaves the repository, and the rulebook defines every
rule id the tests name."""

import re

from conftest import ROOT

DOCS = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"\]\(([^)\s]+)\)")
RULE_ID = re.compile(r"\b((?:R|O|V)-[A-Z][A-Z-]*[A-Z]|EX-\d+)\b")


def test_every_link_in_the_readme_and_docs_stays_in_the_repository():
    for path in DOCS:
        for target in LINK.findall(path.read_text(encoding="utf-8")):
            assert "://" not in target, (path.name, target)
            resolved = (path.parent / target.split("#")[0]).resolve()
            assert resolved.is_relative_to(ROOT), (path.name, target)
            assert resolved.exists(), (path.name, target)


def test_the_rulebook_defines_every_rule_id_the_tests_name():
    rulebook = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"\*\*((?:R|O|V)-[A-Z-]+|EX-\d+)\*\*", rulebook))
    named = set()
    for path in (ROOT / "host_tests").rglob("*.py"):
        named |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    named = {n.replace("_", "-") for n in named}
    assert named <= defined, sorted(named - defined)
    assert len(defined) >= 40
