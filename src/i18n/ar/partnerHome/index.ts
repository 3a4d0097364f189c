// The partner portal's home: a namespace of its own, loaded with the route (docs/architecture.md, Texts).

import { counted } from "../../counted";
import type { NamespacePartnerHomeTranslation } from "../../i18n-types";

const ar_partnerHome = {
  title: "الرئيسية",
  intro: "نظرة سريعة على أسواق اليوم وأبرز الأسهم تحركًا والأحداث. تفتح كل بطاقة صفحتها.",
  loading: "جارٍ تحميل النظرة العامة…",
  failed: "تعذّر تحميل النظرة العامة.",
  retry: "حاول مرة أخرى",
  asOf: "الأسعار حتى {time}",
  markets: {
    heading: "الأسواق",
    localTime: "توقيت البورصة: {time}",
    opensAt: "يفتح {time}",
    closesAt: "يغلق {time}",
    computedIndex: { SA: "مؤشر السوق السعودية (يحسبه {product})", US: "مؤشر السوق الأمريكية (يحسبه {product})" },
    computedNasdaq: "مؤشر شركات ناسداك (يحسبه {product})",
    allNasdaq: counted("جميع الشركات المدرجة في ناسداك: {{count:لا شركات|شركة واحدة|شركتان|?? شركات|?? شركة|?? شركة}}"),
    largestNasdaq: counted(
      "{{count:أكبر ?? شركة|أكبر شركة|أكبر شركتين|أكبر ?? شركات|أكبر ?? شركة|أكبر ?? شركة}} من {{listings:لا شركات مدرجة|شركة مدرجة واحدة|شركتين مدرجتين|?? شركات مدرجة|?? شركة مدرجة|?? شركة مدرجة}} في ناسداك",
    ),
    allListings: counted("جميع الشركات المدرجة: {{count:لا شركات|شركة واحدة|شركتان|?? شركات|?? شركة|?? شركة}}"),
    largestOf: counted(
      "{{count:أكبر ?? شركة|أكبر شركة|أكبر شركتين|أكبر ?? شركات|أكبر ?? شركة|أكبر ?? شركة}} من {{listings:لا شركات مدرجة|شركة مدرجة واحدة|شركتين مدرجتين|?? شركات مدرجة|?? شركة مدرجة|?? شركة مدرجة}}",
    ),
    indexPending: "جارٍ حساب المؤشر، وسيظهر عند التحديث التالي.",
    changeToday: "اليوم",
    link: "جميع المؤشرات",
  },
  movers: {
    heading: "أبرز تحركات اليوم",
    gainers: "الأكثر ارتفاعًا",
    losers: "الأكثر انخفاضًا",
    noGainers: "لا توجد أسهم مرتفعة في هذه الجلسة بعد.",
    noLosers: "لا توجد أسهم منخفضة في هذه الجلسة بعد.",
    symbol: "الرمز",
    price: "السعر",
    change: "التغير",
    name: "الشركة",
    link: "الترتيب الكامل",
    live: "أسعار مباشرة",
  },
  events: {
    heading: "أحداث اليوم",
    date: "{date} (بتقويم نيويورك)",
    kinds: {
      earnings: "إعلانات الأرباح",
      dividends: "تاريخ استحقاق التوزيعات",
      ipos: "الاكتتابات العامة الأولية",
      splits: "تجزئة الأسهم",
    },
    none: "لا شيء اليوم.",
    count: "اليوم: {count}",
    more: "و{count} من الأحداث الأخرى",
    timing: { bmo: "قبل الافتتاح", amc: "بعد الإغلاق", unknown: "لم يُعلن الموعد" },
    open: "افتح التقويم",
  },
  news: {
    recapHeading: "أحدث ملخص",
    recapText: "ملخص السوق لهذا اليوم، جاهز لمشاركته مع قرّائك.",
    feedHeading: "آخر الأخبار",
    feedText: "أخبار السوقين أولًا بأول.",
    watchlistText: "قوائم فريقك المشتركة بأسعار مباشرة وملاحظات.",
    open: "افتح",
  },
  tools: {
    heading: "الأدوات",
    comparator: "قارن حتى خمسة أسهم من أي من السوقين جنبًا إلى جنب.",
    explorer: "الرسم البياني لشركة واحدة وأرقامها الرئيسية وفحصها الشرعي.",
    screener: "افرز أيًّا من السوقين بأي رقم.",
  },
} satisfies NamespacePartnerHomeTranslation;

export default ar_partnerHome;
