// The board without page loads: a touch on the board (an element that stands for several moves,
// a move and its preview), Cancel, and a step through the game's history fetch the page they
// lead to and show it in place, where the player was looking, without a blank page between; the
// address follows (history.pushState), so the browser's Back and a reload show the same thing.
// Playing a move (the preview's "Play it", a POST) stays an ordinary submission.
//
// Without this script the board's two GET forms (board-play, board-pick) and its links work as
// they are: this only saves the page loads. Anything it cannot show in place (an error, a page
// without <main>, a network failure) is simply loaded the ordinary way.

import { fetchPage, showMain } from "./pages.js";

const BOARD_FORMS = new Set(["board-play", "board-pick"]);
// The page shown (path and query): a Back that only changes the hash (the board's "touch your
// move" link) shows nothing new.
let shownPage = location.pathname + location.search;

function boardUrl(form, submitter) {
  const url = new URL(form.action, location.href);
  const data = new FormData(form, submitter);
  url.search = new URLSearchParams(data).toString();
  return url;
}

async function show(url, { push }) {
  try {
    const { page, url: reached } = await fetchPage(url.href);
    showMain(page);
    const shown = new URL(reached);
    shown.hash = url.hash;
    if (push) history.pushState({ board: true }, "", shown.href);
    shownPage = shown.pathname + shown.search;
    const board = document.getElementById("board");
    if (board) {
      board.scrollIntoView({ block: "start" });
      // A screen reader follows the focus: to the board, whose new content is what the touch gave.
      if (!board.hasAttribute("tabindex")) board.setAttribute("tabindex", "-1");
      board.focus({ preventScroll: true });
    }
  } catch {
    location.assign(url.href);
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!BOARD_FORMS.has(form.id) || form.method.toLowerCase() !== "get") return;
  event.preventDefault();
  show(boardUrl(form, event.submitter), { push: true });
});

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target.closest("#board a[href]");
  if (!link || link.target) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith("/games/")) return;
  if (url.pathname + url.search === location.pathname + location.search && url.hash) return; // a jump within the page
  event.preventDefault();
  show(url, { push: true });
});

// Back and Forward through the pages shown in place: show the page the address names.
window.addEventListener("popstate", () => {
  if (location.pathname + location.search !== shownPage) show(new URL(location.href), { push: false });
});
