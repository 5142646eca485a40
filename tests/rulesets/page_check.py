"""Checking a rule set's game page (``render_view_html``) as a parser reads it: the tags balance,
and what the page marks as cards (``data-card``) and as the viewer's hand (``data-hand-card``)."""

from __future__ import annotations

from html.parser import HTMLParser

VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "col", "source"}


class PageChecker(HTMLParser):
    """Balanced tags, every ``data-card`` / ``data-hand-card`` value (as written), the tags used
    and the text seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.cards: set[str] = set()
        self.hand_cards: list[str] = []
        self.tags: set[str] = set()
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        values = dict(attrs)
        if "data-card" in values:
            self.cards.add(values["data-card"])
        if "data-hand-card" in values:
            self.hand_cards.append(values["data-hand-card"])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
            return
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse_page(html: str) -> PageChecker:
    """Parse ``html``; assert its tags balance and it has no script."""
    checker = PageChecker()
    checker.feed(html)
    checker.close()
    assert not checker.errors, checker.errors[:3]
    assert not checker.stack, f"unclosed: {checker.stack}"
    assert "<script" not in html.lower()
    return checker
