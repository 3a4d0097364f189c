// The partner news screens (recap, feed, weekly report): a namespace of their own, loaded with
// the route (docs/architecture.md, Texts).
import type { NamespaceMarketNewsTranslation } from "../../i18n-types";

const ar_marketNews = {
  markets: { US: "السوق الأمريكية", SA: "السوق السعودية" },
  marketLabel: "السوق",
  loading: "جارٍ التحميل...",
  failed: "تعذّر تحميل التقرير.",
  retry: "حاول مرة أخرى",
  recap: {
    title: "ملخص الجلسة",
    intro: "تقرير إغلاق جلسة مكتملة، مكتوب من الأرقام نفسها التي تعرضها الشاشات الأخرى. راجعه ثم انسخه إلى رسالتك.",
    dateLabel: "تاريخ الجلسة",
    show: "عرض",
    previous: "الجلسة السابقة",
    next: "الجلسة التالية",
    copy: "نسخ النص",
    copied: "نُسخ الملخص.",
    copyFailed: "تعذّر نسخ الملخص؛ حدّد النص وانسخه يدويًا.",
    noSession:
      "لا توجد جلسة مكتملة في {market} بتاريخ {date}: قد يكون اليوم عطلة أسبوعية أو رسمية، أو ما زالت الجلسة جارية، أو يسبق اليوم السجل المتاح.",
    latest: "آخر جلسة",
    figures: "الأرقام",
    index: "مؤشر السوق",
    change: "التغيّر",
    advancers: "المرتفعة",
    decliners: "المتراجعة",
    unchanged: "المستقرة",
    turnover: "قيمة التداول",
    gainers: "الأكثر ارتفاعًا",
    losers: "الأكثر تراجعًا",
    symbol: "الرمز",
    company: "الشركة",
    close: "الإغلاق",
  },
  errors: {
    noSession: "لا توجد جلسة مكتملة لهذه السوق في ذلك اليوم.",
  },
} satisfies NamespaceMarketNewsTranslation;

export default ar_marketNews;
