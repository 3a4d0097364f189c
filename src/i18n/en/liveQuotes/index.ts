// The live prices' texts (the banner that says when they are stale): a namespace of its own,
// loaded by the screens with live prices, so the landing page carries none of it.
import type { BaseTranslation } from "../../i18n-types";

const en_liveQuotes = {
  stale: {
    title: "Prices are not updating",
    text: "The live connection is down or quiet, so the prices shown may be out of date. They will update by themselves as soon as quotes arrive again.",
  },
} satisfies BaseTranslation;

export default en_liveQuotes;
