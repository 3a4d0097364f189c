// The admin screens' texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { NamespaceAdminTranslation } from "../../i18n-types";

const ar_admin = {
  title: "لوحة الإدارة",
  navLabel: "أقسام الإدارة",
  backHome: "العودة إلى الرئيسية",
  sections: {
    recommendations: "التوصيات",
    helpCenter: "مركز المساعدة",
    commonIssues: "المشكلات الشائعة",
    ticketForm: "نموذج التذاكر",
  },
  form: {
    title: "توصية جديدة",
    symbol: "الرمز",
    symbolHint: "مثل \u2066AAPL\u2069 أو \u20662222.SR\u2069",
    entries: "نقاط الدخول",
    entry: "الدخول {n}",
    targets: "الأهداف",
    target: "الهدف {n}",
    color: "لون الهدف {n}",
    colors: {
      green: "أخضر",
      red: "أحمر",
      gray: "رمادي",
      none: "بلا لون",
    },
    stopLoss: "وقف الخسارة",
    percentage: "النسبة المحققة",
    submit: "نشر",
    saving: "جارٍ النشر...",
    saved: "تم نشر التوصية.",
    fixErrors: "يرجى تصحيح الحقول المحددة.",
    invalidSymbol: "أدخل رمز سهم مثل \u2066AAPL\u2069 أو \u20662222.SR\u2069.",
    invalidPrice: "أدخل سعرًا أكبر من 0.",
    // price order (long recommendations)
    stopLossBelowEntries: "اجعل وقف الخسارة أدنى من جميع نقاط الدخول.",
    targetAboveEntries: "اجعل هذا الهدف أعلى من جميع نقاط الدخول.",
  },
  list: {
    title: "التوصيات المنشورة",
    empty: "لا توجد توصيات بعد.",
    delete: "حذف",
    deleteLabel: "حذف توصية \u2066{symbol}\u2069",
    deleted: "تم حذف التوصية.",
    loadFailed: "تعذّر تحميل التوصيات.",
  },
  placeholders: {
    helpCenter: "سيجمع مركز المساعدة إجابات الأسئلة الأكثر شيوعًا لدى الأعضاء، مع أدلة لكل ماسح وأداة.",
    commonIssues: "ستُدرج هنا المشكلات المعروفة وحلولها ليتمكن الفريق من الرد على الأعضاء بسرعة.",
    ticketForm: "سيتمكن الأعضاء قريبًا من فتح تذاكر الدعم هنا، وسيتابعها الفريق من هذه اللوحة.",
  },
} satisfies NamespaceAdminTranslation;

export default ar_admin;
