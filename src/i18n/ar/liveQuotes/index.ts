// The live prices' texts (the banner that says when they are stale): a namespace of its own,
// loaded by the screens with live prices, so the landing page carries none of it.
import type { NamespaceLiveQuotesTranslation } from "../../i18n-types";

const ar_liveQuotes = {
  stale: {
    title: "الأسعار لا تتحدّث الآن",
    text: "الاتصال المباشر منقطع أو متوقف، لذا قد تكون الأسعار المعروضة غير محدّثة. ستتحدّث تلقائيًا فور وصول الأسعار من جديد.",
  },
} satisfies NamespaceLiveQuotesTranslation;

export default ar_liveQuotes;
