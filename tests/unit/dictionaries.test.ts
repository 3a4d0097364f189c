// The tests' whole dictionaries (tests/e2e/dictionaries.ts) hold every namespace, so the checks of
// Arabic plurals, words and field messages see every text a screen, an e-mail or the API shows.
import { expect, test } from "bun:test";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { NAMESPACES } from "../e2e/dictionaries";

test("every namespace folder of the dictionaries is in the tests' whole dictionaries", () => {
  for (const lang of ["en", "ar"]) {
    const dir = join(import.meta.dir, "../../src/i18n", lang);
    const folders = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
    expect(folders.sort()).toEqual([...NAMESPACES].sort());
  }
});
