// The support ticket machines with their calls stood in: the Ticket Form (its own checks, a
// refusal shown under the field it names, the sent case), the Case Handler (the list, the ticket
// of the address, a ticket that is not the user's, a reply) and the admins' queue (filter, answer,
// assign, close and reopen).
import { expect, test } from "bun:test";
import { type AnyActorLogic, createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { casesMachine } from "../../src/machines/tickets/cases.machine";
import { queueMachine } from "../../src/machines/tickets/queue.machine";
import { ticketFormMachine } from "../../src/machines/tickets/ticketForm.machine";
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../src/shared/tickets";
import { DETAIL, QUEUED, SUMMARY } from "./tickets.graph";

const file = (name: string, size = 10) => ({ name, size }) as File;
const answer = <I, O>(fn: (input: I) => O | Promise<O>) =>
  fromPromise(async ({ input }: { input: I }) => fn(input)) as unknown as AnyActorLogic;

test("Ticket Form: checks its fields, keeps 3 images of 2 MB at most, and shows a refusal under its field", async () => {
  const sent: unknown[] = [];
  let refuse = true;
  const actor = createActor(
    ticketFormMachine.provide({
      actors: {
        openTicket: answer((input: unknown) => {
          sent.push(input);
          if (refuse)
            throw new ApiError(400, {
              message: "Image 1 is not a PNG or JPEG image.",
              code: "ticket_image_invalid",
              field: "images",
            } as never);
          return DETAIL;
        }),
      },
    }),
  ).start();
  actor.send({ type: "submit" });
  expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(["category", "message", "subject"]);
  expect(sent).toEqual([]);
  actor.send({ type: "field.change", field: "subject", value: "  Prices stopped " });
  actor.send({ type: "category.change", value: "data" });
  actor.send({ type: "field.change", field: "message", value: "The table stopped." });
  actor.send({ type: "images.add", files: [file("a.png"), file("big.png", MAX_IMAGE_BYTES + 1)] });
  expect(actor.getSnapshot().context.images.map((f) => f.name)).toEqual(["a.png"]);
  expect(actor.getSnapshot().context.errors.images).toMatchObject({ key: "imageSize", name: "big.png" });
  actor.send({ type: "images.add", files: [file("b.png"), file("c.png"), file("d.png")] });
  expect(actor.getSnapshot().context.images).toHaveLength(MAX_IMAGES);
  expect(actor.getSnapshot().context.errors.images?.key).toBe("tooMany");
  actor.send({ type: "images.remove", index: 2 });
  expect(actor.getSnapshot().context.errors.images).toBeUndefined();
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("editing") && sent.length === 1);
  expect(sent[0]).toMatchObject({ subject: "Prices stopped", category: "data", message: "The table stopped." });
  expect(actor.getSnapshot().context.errors.images?.message).toBe("Image 1 is not a PNG or JPEG image.");
  refuse = false;
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("sent"));
  expect(actor.getSnapshot().context.sent?.number).toBe(1042);
  actor.send({ type: "another" });
  expect(actor.getSnapshot().context).toMatchObject({ subject: "", category: "", images: [], sent: null });
});

test("Case Handler: the ticket of the address opens after the list; a ticket not the user's says so; a reply updates both", async () => {
  const asked: string[] = [];
  const actor = createActor(
    casesMachine.provide({
      actors: {
        listTickets: answer(() => [SUMMARY, { ...SUMMARY, id: "t2", updatedAt: 5 }]),
        loadTicket: answer(({ id }: { id: string }) => {
          asked.push(id);
          if (id !== "t1")
            throw new ApiError(404, { message: "This ticket does not exist.", code: "ticket_not_found" });
          return DETAIL;
        }),
        replyToTicket: answer(() => ({ ...DETAIL, status: "open", messageCount: 2, updatedAt: 9 })),
      },
    }),
    { input: { ticketId: "t1" } },
  ).start();
  await waitFor(actor, (s) => s.matches("ticket"));
  expect(asked).toEqual(["t1"]);
  actor.send({ type: "reply.send" });
  expect(actor.getSnapshot().context.errors.message?.key).toBe("required");
  actor.send({ type: "reply.change", value: "Thanks" });
  actor.send({ type: "reply.send" });
  await waitFor(actor, (s) => s.matches({ ticket: "editing" }) && s.context.reply === "");
  expect(actor.getSnapshot().context.tickets.map((t) => [t.id, t.messageCount])).toEqual([
    ["t1", 2],
    ["t2", 1],
  ]);
  actor.send({ type: "select", id: "t9" });
  await waitFor(actor, (s) => s.matches("missing"));
  actor.send({ type: "back" });
  expect(actor.getSnapshot().matches("list")).toBe(true);
});

test("Queue: the open tickets first, an answer, an assignment and a close each notify; back reads the list again", async () => {
  const notices: string[] = [];
  const queries: unknown[] = [];
  const updates: unknown[] = [];
  const actor = createActor(
    queueMachine.provide({
      actions: { notify: (_, params: { notice: string }) => notices.push(params.notice) },
      actors: {
        loadQueue: answer((input: unknown) => {
          queries.push(input);
          return {
            page: { tickets: [QUEUED], total: 1, page: 1, pageSize: 25 },
            assignees: [{ id: "a1", name: "Ali", email: "a@x" }],
          };
        }),
        loadTicket: answer(() => DETAIL),
        answerTicket: answer(() => ({ ...DETAIL, status: "answered" })),
        updateTicket: answer((input: { change: unknown }) => {
          updates.push(input.change);
          return DETAIL;
        }),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches("list"));
  actor.send({ type: "filter", value: "closed" });
  await waitFor(actor, (s) => s.matches("list"));
  expect(queries).toEqual([
    { filter: "open", page: 1 },
    { filter: "closed", page: 1 },
  ]);
  actor.send({ type: "select", id: "t1" });
  await waitFor(actor, (s) => s.matches({ ticket: "idle" }));
  actor.send({ type: "reply.change", value: "Fixed." });
  actor.send({ type: "reply.send" });
  await waitFor(actor, (s) => s.matches({ ticket: "idle" }) && notices.length === 1);
  expect(actor.getSnapshot().context.ticket?.status).toBe("answered");
  actor.send({ type: "assign", assigneeId: "a1" });
  await waitFor(actor, () => notices.length === 2);
  actor.send({ type: "close" });
  await waitFor(actor, () => notices.length === 3);
  actor.send({ type: "reopen" });
  await waitFor(actor, () => notices.length === 4);
  expect(notices).toEqual(["replied", "assigned", "closed", "reopened"]);
  expect(updates).toEqual([{ assigneeId: "a1" }, { status: "closed" }, { status: "open" }]);
  actor.send({ type: "back" });
  await waitFor(actor, (s) => s.matches("list"));
  expect(queries).toHaveLength(3);
});
