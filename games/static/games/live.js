// The game page, live: when anyone moves (or talks, or takes a seat), an open page redraws itself
// without a reload, the tab's title says when it is your turn, and a page that lost its
// connection says so and recovers. The page works without this script: it only saves a reload.
//
// The page carries, outside its <main>, <p id="live" data-url="/games/N/live/" data-page="/games/N/"
// data-version="V" data-status="active" data-lost="…" data-back="…" data-moved="…" data-show="…"
// data-turn-title="…">, its words in the page's language; the server's live route (games/web/live.py) says
// whether the game's version is still V. Under the ASGI server the question is held until
// something changes (wait); under WSGI it is answered at once and asked again 1.5 s later.
// A hidden tab only marks its title; it redraws when it is shown again, so that a page left open
// in the background does not count as the player having seen the move (the turn email still goes).
// While the reader is writing (a text field with something in it or with the focus), the page
// is not redrawn under their fingers: a notice offers to show the new position instead.

import { fetchPage, showMain } from "./pages.js";

const live = document.getElementById("live");
const WAIT_SECONDS = 25;
const QUICK_ANSWER_MS = 1000;
const POLL_MS = 1500;

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function say(text, kind) {
  live.textContent = "";
  live.hidden = !text;
  live.className = kind ? `live ${kind}` : "live";
  if (text) live.append(text);
}

function busyWriting() {
  const active = document.activeElement;
  if (active && active.matches("textarea, input[type=text], select") && active.closest("main")) return true;
  return [...document.querySelectorAll("main textarea, main input[type=text]")].some(
    (field) => !field.readOnly && field.value.trim() !== "");
}

async function redraw() {
  let { page } = await fetchPage(location.href);
  if (!page.getElementById("live")) {
    // A page shown in place of the game page (a move's preview, board.js) is out of date once
    // the game has moved: the game page again.
    ({ page } = await fetchPage(live.dataset.page));
    history.pushState({}, "", live.dataset.page);
  }
  const next = page.getElementById("live");
  if (!next) throw new Error("no page");
  showMain(page);
  return next;
}

function offerToShow() {
  live.textContent = "";
  live.hidden = false;
  live.className = "live moved";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = live.dataset.show;
  button.addEventListener("click", () => location.reload());
  live.append(`${live.dataset.moved} `, button);
}

function markTitle(yourTurn) {
  const mark = `${live.dataset.turnTitle} · `;
  if (yourTurn && !document.title.startsWith(mark)) document.title = mark + document.title;
}

async function follow() {
  let version = live.dataset.version;
  let failures = 0;
  let pending = false;
  for (;;) {
    const asked = Date.now();
    try {
      const url = `${live.dataset.url}?version=${encodeURIComponent(version)}&wait=${WAIT_SECONDS}`;
      const answer = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (answer.status === 403 || answer.status === 404) return; // signed out, or no longer seated
      if (!answer.ok) throw new Error(`live ${answer.status}`);
      const state = await answer.json();
      if (failures > 1) {
        say(live.dataset.back, "back");
        setTimeout(() => live.classList.contains("back") && say(""), 4000);
      }
      failures = 0;
      if (state.changed || pending) {
        if (document.hidden) {
          pending = true;
          markTitle(state.your_turn);
          await new Promise((resolve) => document.addEventListener("visibilitychange", resolve, { once: true }));
          continue;
        }
        if (busyWriting()) {
          offerToShow();
          return;
        }
        const next = await redraw();
        pending = false;
        version = next.dataset.version;
        live.dataset.version = version;
        if (next.dataset.status !== "active" && next.dataset.status !== "waiting") return; // over
        continue;
      }
      if (Date.now() - asked < QUICK_ANSWER_MS) await sleep(POLL_MS);
    } catch (error) {
      failures += 1; // one failure may be a server restarting: said from the second on
      if (failures > 1) say(live.dataset.lost, "lost");
      await sleep(Math.min(POLL_MS * 2 ** failures, 30000));
    }
  }
}

if (live && (live.dataset.status === "active" || live.dataset.status === "waiting")) follow();
