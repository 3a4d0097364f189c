// bun test preload: quiet request logs so test output stays readable.
import { setQuiet } from "../src/server/log";

setQuiet(true);
