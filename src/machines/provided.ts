// Stand-ins for actors that only the app can implement (a dictionary import, an image capture, a
// paged call): named in a machine's setup() and bound with .provide() where the actor is created.
// A stand-in that quietly answered (an empty page, nothing saved) would make a forgotten
// .provide() look like an empty screen; this one fails at once and says what is missing.
import { fromPromise, type PromiseActorLogic } from "xstate";

class MissingActorError extends Error {
  override name = "MissingActorError";
}

export function mustProvide<TOutput, TInput = void>(
  machine: string,
  actor: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    const error = new MissingActorError(
      `${machine}: the actor "${actor}" has no implementation; bind it with ${machine}Machine.provide({ actors: { ${actor} } }) where the actor is created`,
    );
    // Also on the console: a machine that handles every failure quietly would hide it.
    console.error(error.message);
    throw error;
  });
}
