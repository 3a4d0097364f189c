// The partner comparator: a namespace of its own, loaded with the route (docs/architecture.md,
// Texts); the server reads its errors for the comparison call's 400s.
import type { NamespaceComparatorTranslation } from "../../i18n-types";

const ar_comparator = {
  title: "المقارنة",
  intro: "قارن ما يصل إلى {max} من الأسهم في السوقين كلتيهما: أسعارها بعد جعلها 100 في بداية المدة، وأرقامها الرئيسية.",
  search: {
    label: "أضف سهمًا",
  },
  chosen: "الأسهم في المقارنة",
  remove: "إزالة {symbol}",
  full: "يمكنك مقارنة {max} من الأسهم على الأكثر. أزل سهمًا لتضيف غيره.",
  duplicate: "السهم {symbol} موجود في المقارنة.",
  empty: "أضف سهمًا لتبدأ المقارنة. يمكنك الجمع بين أسهم السوق الأمريكية والسوق السعودية.",
  rangeLabel: "المدة",
  ranges: { "1M": "شهر", "3M": "3 أشهر", "6M": "6 أشهر", YTD: "منذ بداية العام", "1Y": "سنة", "5Y": "5 سنوات" },
  rangeNames: {
    "1M": "شهر واحد",
    "3M": "ثلاثة أشهر",
    "6M": "ستة أشهر",
    YTD: "منذ بداية العام",
    "1Y": "سنة واحدة",
    "5Y": "خمس سنوات",
  },
  chart: {
    heading: "الأداء",
    rebased: "سعر كل سهم محوَّل إلى 100 عند إغلاقه في {date} أو قبله.",
    label: "أسعار {symbols} محوَّلة إلى 100 في بداية المدة",
    readout: "{date}",
  },
  table: {
    heading: "الأرقام الرئيسية",
    figure: "الرقم",
    price: "السعر",
    changeToday: "التغير اليوم",
    rangeChange: "التغير خلال المدة",
    pe: "مكرر الربحية",
    pb: "مكرر القيمة الدفترية",
    evEbitda: "قيمة المنشأة إلى الأرباح قبل الفوائد والضرائب والإهلاك والاستهلاك",
    revenueGrowth: "نمو الإيرادات (آخر سنة)",
    epsGrowth: "نمو ربحية السهم (آخر سنة)",
    dividendYield: "عائد التوزيعات",
    shariah: "الحالة الشرعية",
    unknown: "غير متاح",
  },
  shariah: {
    compliant: "متوافق",
    "non-compliant": "غير متوافق",
    unknown: "غير محدد",
    none: "لا توجد بيانات",
  },
  loading: "جارٍ تحميل المقارنة…",
  failed: "تعذّر تحميل المقارنة.",
  retry: "حاول مرة أخرى",
  download: "تنزيل صورة",
  downloadFailed: "تعذّر حفظ الصورة.",
  errors: {
    symbolsRequired: "اختر سهمًا واحدًا على الأقل للمقارنة.",
    tooMany: "يمكن مقارنة {max} من الأسهم على الأكثر في المرة الواحدة.",
    range: "يجب أن تكون المدة شهرًا أو 3 أشهر أو 6 أشهر أو منذ بداية العام أو سنة أو 5 سنوات.",
  },
} satisfies NamespaceComparatorTranslation;

export default ar_comparator;
