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
  feed: {
    title: "موجز الأخبار",
    intro:
      "أحداث السوق لحظة وقوعها: بلوغ حدود التذبذب اليومية، والقمم والقيعان الجديدة في 52 أسبوعًا، وأحجام التداول غير المعتادة، وتقاطعات المتوسطات المتحركة، وأحداث التقويم لليوم. تظهر الأحداث الجديدة في الأعلى.",
    all: "الكل",
    kindLabel: "الحدث",
    sectorLabel: "القطاع",
    listLabel: "أحداث السوق، الأحدث أولًا",
    empty: "لا توجد أحداث تطابق هذه التصفية بعد.",
    older: "عرض أحداث أقدم",
    kinds: {
      limitUp: "الحد الأعلى",
      limitDown: "الحد الأدنى",
      high52: "أعلى مستوى في 52 أسبوعًا",
      low52: "أدنى مستوى في 52 أسبوعًا",
      unusualVolume: "حجم تداول غير معتاد",
      golden: "تقاطع ذهبي",
      death: "تقاطع الموت",
      earnings: "النتائج المالية",
      exDividend: "دون أحقية الأرباح",
      split: "تجزئة الأسهم",
      listing: "إدراج جديد",
    },
  },
  sectors: {
    T: "التقنية",
    C: "خدمات الاتصالات",
    Y: "السلع الكمالية",
    D: "السلع الاستهلاكية الأساسية",
    H: "الرعاية الصحية",
    F: "الخدمات المالية",
    I: "الصناعة",
    E: "الطاقة",
    U: "المرافق العامة",
    R: "العقارات",
    M: "المواد الأساسية",
  },
  errors: {
    noSession: "لا توجد جلسة مكتملة لهذه السوق في ذلك اليوم.",
  },
} satisfies NamespaceMarketNewsTranslation;

export default ar_marketNews;
