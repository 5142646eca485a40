// What a bot author writes against types generated from the OpenAPI schema (openapi-typescript):
// a move's answer narrowed by its `ruleset`, with no cast. tests/clients/test_typescript_types.py
// generates ./schema.d.ts from the server's schema and type-checks this file with `tsc --strict`.
import type { components } from "./schema";

type Schemas = components["schemas"];
export type MoveResponse = Schemas["MoveResponse"];

/** A line about the game a move's answer shows, read from the view of its own rule set. */
export function describeView(answer: MoveResponse): string {
  const shown = answer.view;
  if (shown === undefined) {
    return `seq ${answer.seq}`;
  }
  switch (shown.ruleset) {
    case "uigo": {
      const view = shown.view;
      return "round" in view ? `UIGO! round ${view.round}` : "UIGO!, not started";
    }
    case "fjords":
    case "knarr":
    case "graenaland":
    case "greenland":
      return `${shown.ruleset} at seq ${shown.seq}`;
    default: {
      const unknown: never = shown; // every rule set of the schema is handled above
      return unknown;
    }
  }
}

/** The first move open to the bot, typed as its own game's move. */
export function firstUigoMove(answer: MoveResponse): Schemas["UigoMove"] | undefined {
  const legal = answer.legal_moves;
  if (legal === undefined || legal.ruleset !== "uigo") {
    return undefined;
  }
  return legal.moves[0];
}

/** The body of the next move: the move and the seq it answers. */
export function nextMove(answer: MoveResponse): Schemas["MoveRequest"] | undefined {
  const legal = answer.legal_moves;
  const move = legal?.moves[0];
  return legal && move ? { move, expected_seq: legal.seq } : undefined;
}
