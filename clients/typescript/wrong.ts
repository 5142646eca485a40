// Must NOT type-check: a move of any game taken as a UIGO! move without narrowing by `ruleset`.
// The test expects tsc to refuse this file, so that the check above is known to have teeth.
import type { components } from "./schema";

type Schemas = components["schemas"];

export function unchecked(answer: Schemas["MoveResponse"]): Schemas["UigoMove"] | undefined {
  return answer.legal_moves?.moves[0];
}
