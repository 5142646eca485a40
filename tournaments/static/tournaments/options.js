// The new-tournament form: choosing a game opens its options' fold and closes the others'. The
// form works without this script (every game's options are a fold a person can open; only the
// chosen game's are read); it only saves a tap.

const game = document.getElementById("id_ruleset");
if (game) {
  const show = () => {
    for (const fold of document.querySelectorAll("details[id^='options-']")) {
      fold.open = fold.id === `options-${game.value}`;
    }
  };
  game.addEventListener("change", show);
}
