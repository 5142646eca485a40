// One page of this site fetched and put in place of the shown one's <main>, for the scripts that
// save a reload (live.js: a move made elsewhere; board.js: a touch on the board). Only <main> and
// the title change: the header, the live notice outside <main>, and the scripts stay.

/** The page at `url` as a document, or an Error when it cannot be shown in place (an answer
 * other than 200, or a page without <main>, such as a sign-in page after a session expired). */
export async function fetchPage(url) {
  const answer = await fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (!answer.ok) throw new Error(`page ${answer.status}`);
  const page = new DOMParser().parseFromString(await answer.text(), "text/html");
  if (!page.querySelector("main")) throw new Error("no page");
  return { page, url: answer.url };
}

/** Show `page`'s <main> and title in place of this document's. */
export function showMain(page) {
  document.title = page.title;
  document.querySelector("main").replaceWith(document.adoptNode(page.querySelector("main")));
}
