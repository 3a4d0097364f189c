// bun test preload: quiet request logs so test output stays readable.
import { setPasswordHashCost } from "../src/server/auth/passwords";
import { setQuiet } from "../src/server/log";

setQuiet(true);
// Cheap argon2id hashes in this process (servers the tests start as child processes keep the
// real cost): about 1 ms a hash instead of 100 ms or more. The tests of the hashing queue under
// load set the real cost back for themselves.
setPasswordHashCost({ memoryCost: 1024, timeCost: 1 });
