// One typed contract per route, shared by the server and the client (docs/api.md, "Contracts"):
// the method, the path (its `:name` parameters), and valibot schemas of the query string, the
// JSON body and the answer. The server's route() validates the query and the body before the
// handler and, outside production, the answer after it; the client's request() builds the address
// from it and checks the answer, so a path or a shape is written once.
import type * as v from "valibot";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
type Schema = v.GenericSchema;

export interface Contract {
  method: Method;
  /** Below /api/v1, e.g. "/work/notes/:id". */
  path: string;
  /** The query string's parameters, each a string as sent (v.object: unknown ones are ignored). */
  query?: Schema;
  /** The JSON body (strict schemas refuse extra fields). */
  body?: Schema;
  /** The answer of a success. */
  response: Schema;
  /** The status of a success, 200 unless said. */
  status?: 200 | 201;
}

/** Declares a contract, keeping its literal path and schemas in its type. */
export const contract = <const C extends Contract>(spec: C): C => spec;

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's parameters by name, e.g. {id: string} for "/work/notes/:id". */
type PathParams<P extends string> = { [K in ParamName<P>]: string };

type Part<K extends string, S, Infer extends "in" | "out"> = S extends Schema
  ? { [Key in K]: Infer extends "in" ? v.InferInput<S> : v.InferOutput<S> }
  : unknown;

type ParamsPart<P extends string> = [ParamName<P>] extends [never] ? unknown : { params: PathParams<P> };

/** What a caller gives: the path's parameters, the query and the body, each only where the
 * contract has one. */
export type CallInput<C extends Contract> = ParamsPart<C["path"]> &
  Part<"query", C["query"], "in"> &
  Part<"body", C["body"], "in">;

/** What a handler receives, validated. */
export interface HandlerInput<C extends Contract> {
  params: PathParams<C["path"]>;
  query: C["query"] extends Schema ? v.InferOutput<C["query"]> : undefined;
  body: C["body"] extends Schema ? v.InferOutput<C["body"]> : undefined;
}

/** The answer of a success. */
export type Answer<C extends Contract> = v.InferOutput<C["response"]>;

/** The address of a call: each `:name` replaced by its parameter, encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
