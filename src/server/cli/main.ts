// Administration commands: npm run cli -- <command> [--flag value …]
//   create-admin   --email E --password P [--first-name F] [--last-name L]
//   create-partner --email E --partner-id ID --key1 K1 --key2 K2 --password P --name N
//   set-role       --email E --role admin|user
//   market-check   (runs the configured market provider once and prints what it got)
// Uses the same configuration (DATA_DIR, DATABASE_URL) and migrations as the server.
// Every command exits once its work is done: 0 with its line on stdout, 1 (2 for a usage
// error) with a message on stderr. The process exits explicitly rather than waiting for the event
// loop to drain: a module of the market (its worker's message handler) or a pool that did not
// close would otherwise keep it running after "created" was printed.
import { parseArgs } from "node:util";
import * as v from "valibot";
import { FIELD_LIMITS, nameField } from "../../shared/fields";
import { createPartner, createVerifiedUser, normaliseEmail, setRole, userExists } from "../auth/accounts";
import { loadConfig } from "../config";
import { openDb } from "../db";
import { migrate } from "../db/migrate";
import { inputError } from "../http/body";
import { HttpError, translateError } from "../http/errors";

const USAGE = `Usage: npm run cli -- <command> [options]

  create-admin   --email E --password P [--first-name F] [--last-name L]
  create-partner --email E --partner-id ID --key1 K1 --key2 K2 --password P --name N
  set-role       --email E --role admin|user
  market-check   run MARKET_PROVIDER once against its service and print what it got`;

class CliError extends Error {}

function need<const N extends string[]>(
  values: Record<string, string | undefined>,
  ...names: N
): { [K in keyof N]: string } {
  const missing = names.filter((n) => !values[n]);
  if (missing.length) throw new CliError(`missing ${missing.map((n) => `--${n}`).join(", ")}\n\n${USAGE}`);
  return names.map((n) => values[n] as string) as { [K in keyof N]: string };
}

/** The names an account shows are held to the same rules as in the API (no bidi or control
 * characters, not only invisible ones, at most the field's limit), trimmed. */
const names = v.object({
  firstName: nameField(FIELD_LIMITS.firstName, true),
  lastName: nameField(FIELD_LIMITS.lastName, false),
  name: nameField(FIELD_LIMITS.partnerName, true),
  partnerID: v.pipe(v.string(), v.trim(), v.minLength(1, "required"), v.maxLength(FIELD_LIMITS.partnerID, "too_long")),
});

function checkNames(input: v.InferInput<typeof names>): v.InferOutput<typeof names> {
  const result = v.safeParse(names, input);
  if (result.success) return result.output;
  const error = inputError(result.issues);
  throw new CliError(error.localise?.("en") ?? error.code);
}

/** Runs one command; returns the line to print. Throws CliError for a usage or input problem. */
export async function runCli(argv: string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      "partner-id": { type: "string" },
      key1: { type: "string" },
      key2: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
  });
  if (!command || !["create-admin", "create-partner", "set-role", "market-check"].includes(command))
    throw new CliError(USAGE);
  const config = loadConfig(env);
  // Loaded only for its command: the market's modules are heavy and hold the event loop open.
  if (command === "market-check") return (await import("./market-check")).marketCheck(config);
  const db = await openDb(config);
  const services = { db, now: Date.now };
  try {
    await migrate(db);
    if (command === "create-admin") {
      const [rawEmail, password] = need(values, "email", "password");
      const email = normaliseEmail(rawEmail);
      if (await userExists(services, email)) {
        throw new CliError(`a user with ${email} exists; use set-role --email ${email} --role admin`);
      }
      const { firstName, lastName } = checkNames({
        firstName: values["first-name"] ?? "Admin",
        lastName: values["last-name"] ?? "",
        name: "-",
        partnerID: "-",
      });
      await createVerifiedUser(services, { email, password, firstName, lastName, role: "admin" });
      return `admin ${email} created`;
    }
    if (command === "create-partner") {
      const [email, rawPartnerID, key1, key2, password, rawName] = need(
        values,
        "email",
        "partner-id",
        "key1",
        "key2",
        "password",
        "name",
      );
      const { name, partnerID } = checkNames({ firstName: "-", lastName: "", name: rawName, partnerID: rawPartnerID });
      await createPartner(services, { email, partnerID, key1, key2, password, name });
      return `partner ${email} (${partnerID}) created; the password and both keys are stored hashed`;
    }
    const [email, role] = need(values, "email", "role");
    if (role !== "admin" && role !== "user") throw new CliError(`--role must be admin or user\n\n${USAGE}`);
    if (!(await setRole(services, email, role))) throw new CliError(`no user with ${email}`);
    return `${email} is now ${role}`;
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(translateError("en", error.code, error.params));
    if (String(error).includes("UNIQUE") || String(error).includes("unique")) {
      throw new CliError("an account with this e-mail or partner ID already exists");
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** The one line a failure prints: the message, without a stack (a connection error names its
 * cause, e.g. "Failed to connect (ERR_POSTGRES_CONNECTION_REFUSED)"). */
function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

if (import.meta.main) {
  let status = 0;
  try {
    console.log(await runCli(process.argv.slice(2)));
  } catch (error) {
    const usage = error instanceof CliError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(usage ? (error as Error).message : `error: ${failureMessage(error)}`);
    status = usage ? 2 : 1;
  }
  process.exit(status);
}
