"""The Settings page as a person meets it at a phone's width and on a desktop: every drop-down
is wide enough to show the whole of its chosen option, and the page fits the screen."""

from __future__ import annotations

import pytest

from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"
# For each select: the width its longest option needs (text plus the arrow's room) against its own.
CUT = """() => [...document.querySelectorAll('main select')].flatMap(select => {
  const probe = document.createElement('span');
  probe.style.font = getComputedStyle(select).font;
  probe.style.visibility = 'hidden';
  probe.style.whiteSpace = 'pre';
  document.body.appendChild(probe);
  const widest = Math.max(...[...select.options].map(o => { probe.textContent = o.text; return probe.offsetWidth; }));
  probe.remove();
  const style = getComputedStyle(select);
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
  return widest > room && widest < window.innerWidth - 80 ? [select.name + ': ' + widest + ' > ' + room] : [];
})"""


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_settings_drop_downs_show_their_options_whole(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/settings/")
    page.screenshot(path=f"/tmp/shots/settings-{shot}.png", full_page=True)
    assert page.evaluate(FITS)
    assert page.evaluate(CUT) == []
    # The long choices are read whole, at any width.
    for choice in ("two reminders: a third of my time left, then a tenth",
                   "only when I am away from the game (not while I am on its page or just moved)"):
        assert page.get_by_label(choice).is_visible(), choice
    page.get_by_label("two reminders: a third of my time left, then a tenth").check()
    page.get_by_role("button", name="Save").click()
    page.wait_for_load_state()
    alice.refresh_from_db()
    assert alice.reminders == "two"
