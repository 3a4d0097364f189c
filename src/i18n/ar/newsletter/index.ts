// The partner newsletter's texts in Arabic (see the English namespace).
import type { NamespaceNewsletterTranslation } from "../../i18n-types";

const ar_newsletter = {
  mail: {
    confirmSubject: "أكِّد اشتراكك في النشرة السوقية من {partner}",
    confirmIntro: "أضافت {partner} عنوانك هذا إلى نشرتها السوقية التي تُرسَل عبر {product}.",
    confirmAction: "لتصلك النشرة، أكِّد اشتراكك:",
    confirmIgnore: "إن لم تطلب الاشتراك فتجاهل هذه الرسالة، ولن يُرسَل إليك شيء.",
    confirmExpiry: "يبقى الرابط صالحًا سبعة أيام.",
    footer: "تصلك هذه الرسالة لأنك مشترك في نشرة {partner}.",
    unsubscribe: "لإلغاء الاشتراك بنقرة واحدة:",
    disclaimer: "للمعلومات فقط، وليست نصيحة استثمارية.",
  },
  errors: {
    subscriber_exists: "هذا العنوان في قائمتك من قبل.",
    subscriber_not_found: "هذا المشترك ليس في قائمتك.",
    subscriber_limit: "تتسع القائمة لـ{max} مشترك على الأكثر.",
    draft_not_found: "لم تعد هذه المسودة موجودة.",
    draft_limit: "يمكنك الاحتفاظ بـ{max} مسودة على الأكثر. احذف إحداها أولًا.",
    draft_empty: "اكتب العنوان والنص بلغة واحدة على الأقل قبل الإرسال.",
    send_not_found: "لم يعد هذا الإرسال موجودًا.",
    send_state: "لم يعد تغيير هذا الإرسال ممكنًا.",
    send_limit: "لا يزيد الإرسال على {max} مرات في اليوم. حاول غدًا.",
    schedule_past: "اختر وقتًا من الآن إلى {days} يومًا قادمة.",
    csv_empty: "لا يحتوي الملف على عناوين.",
    csv_too_large: "حجم الملف أكبر من {max} ميغابايت.",
    csv_rows: "يحتوي الملف على أكثر من {max} صف.",
    token_invalid: "هذا الرابط غير صالح أو انتهت صلاحيته.",
  },
} satisfies NamespaceNewsletterTranslation;

export default ar_newsletter;
