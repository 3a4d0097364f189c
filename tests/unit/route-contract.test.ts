// A route declared by its shared contract (src/shared/contract.ts): the pipeline reads the query
// and the body by their schemas before the handler, answers with the contract's status, and
// outside production refuses an answer that breaks the contract.
import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { HttpError } from "../../src/server/http/errors";
import { type RequestContext, route } from "../../src/server/http/router";
import type { Services } from "../../src/server/services";
import { contract, pathOf } from "../../src/shared/contract";

const thing = contract({
  method: "POST",
  path: "/things/:id",
  query: v.object({ view: v.optional(v.picklist(["short", "long"])) }),
  body: v.strictObject({ count: v.number() }),
  response: v.object({ id: v.string(), count: v.number(), view: v.string() }),
  status: 201,
});

function context(address: string, body: unknown, production = false): RequestContext {
  const url = new URL(address, "http://127.0.0.1");
  const req = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const services = { config: { production } } as unknown as Services;
  return { req, url, params: { id: "a b" }, locale: "en", ip: "127.0.0.1", services };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("no error");
}

describe("a contract route", () => {
  const declared = route({
    contract: thing,
    access: "public",
    handler: async (_ctx, _who, { params, query, body }) => ({
      id: params.id,
      count: body.count * 2,
      view: query.view ?? "short",
    }),
  });

  test("takes its method and path from the contract", () => {
    expect(declared.method).toBe("POST");
    expect(declared.path).toBe("/things/:id");
  });

  test("hands the handler the validated input and answers with the contract's status", async () => {
    const answer = await declared.handler(context("/things/x?view=long", { count: 2 }), null);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: "a b", count: 4, view: "long" });
  });

  test("a query parameter off its schema is a 400 naming it", async () => {
    const error = await failure(Promise.resolve(declared.handler(context("/things/x?view=wide", { count: 2 }), null)));
    expect(error.status).toBe(400);
    expect(error.extra.field).toBe("view");
  });

  test("a repeated query parameter is read by its first value; __proto__ is only a name", async () => {
    const answer = await declared.handler(context("/things/x?view=long&view=wide&__proto__=x", { count: 1 }), null);
    expect(await answer.json()).toEqual({ id: "a b", count: 2, view: "long" });
  });

  test("a body off its schema is a 400 naming the field", async () => {
    const error = await failure(Promise.resolve(declared.handler(context("/things/x", { count: "2" }), null)));
    expect(error.status).toBe(400);
    expect(error.extra.field).toBe("count");
  });

  test("outside production an answer that breaks the contract fails; in production it is sent", async () => {
    const broken = route({
      contract: thing,
      access: "public",
      // A handler that lies to the type checker, as a cast or an untyped store row could.
      handler: async () => ({ id: 1 }) as unknown as { id: string; count: number; view: string },
    });
    await expect(Promise.resolve(broken.handler(context("/things/x", { count: 1 }), null))).rejects.toThrow(
      "breaks its contract at id",
    );
    const sent = await broken.handler(context("/things/x", { count: 1 }, true), null);
    expect(await sent.json()).toEqual({ id: 1 });
  });
});

test("the client's address puts each parameter in its place, encoded", () => {
  expect(pathOf("/work/notes/:id", { id: "a/b c" })).toBe("/work/notes/a%2Fb%20c");
  expect(pathOf("/work/portfolios/:id/transactions/:tx", { id: "p", tx: "t" })).toBe(
    "/work/portfolios/p/transactions/t",
  );
});
