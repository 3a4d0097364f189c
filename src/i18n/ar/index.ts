// Arabic dictionary. Written for Arabic readers, never a fallback to English.
import type { Translation } from "../i18n-types";

const ar = {
  common: {
    languageName: "العربية",
    switchLanguage: "English",
    switchLanguageLabel: "التبديل إلى الإنجليزية",
    loading: "جارٍ التحميل...",
    close: "إغلاق",
    skipToContent: "انتقل إلى المحتوى",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundText: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
    backHome: "العودة إلى الرئيسية",
    copyright: "© {year} {provider}. جميع الحقوق محفوظة.",
  },
  landing: {
    nav: {
      features: "المزايا",
      solutions: "الحلول",
      pricing: "الأسعار",
      insights: "الرؤى",
      screener: "الماسح",
      invest: "روكتس للاستثمار",
      trade: "روكتس للتداول",
      menu: "القائمة",
      home: "الصفحة الرئيسية لـ {product}",
    },
    hero: {
      title: "اكتشف الأسهم التي توشك على الانطلاق",
      subtitle: "ماسحات فورية للسوقين الأمريكي والسعودي، مصممة للمستثمرين والمتداولين.",
    },
    sections: {
      features: "المزايا",
      solutions: "الحلول",
      pricing: "الأسعار",
      insights: "رؤى استثمارية",
    },
    footer: {
      partnerPortal: "بوابة الشركاء",
    },
  },
  auth: {},
  scanner: {},
  dashboard: {},
  admin: {},
  partner: {},
  errors: {
    not_found: "غير موجود.",
    method_not_allowed: "هذه الطريقة غير مسموح بها هنا.",
    invalid_json: "نص الطلب ليس بصيغة JSON صالحة.",
    invalid_input: "بعض الحقول مفقودة أو غير صالحة.",
    payload_too_large: "حجم نص الطلب أكبر من 64 كيلوبايت.",
    unsupported_media_type: "أرسل نص الطلب بصيغة JSON.",
    csrf: "تم رفض هذا الطلب لأنه لم يصدر من هذا الموقع.",
    unauthenticated: "يرجى تسجيل الدخول للمتابعة.",
    forbidden: "ليس لديك صلاحية للوصول إلى هذا.",
    rate_limited: "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.",
    internal: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
    // accounts (issue: accounts) — add codes below this line

    // market data and partner events — add codes below this line

    // watchlists, recommendations (user portal) — add codes below this line

    // scale-out, support tools — add codes below this line
  },
} satisfies Translation;

export default ar;
