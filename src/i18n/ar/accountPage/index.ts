// Texts of the account page (/account) and of its server errors (docs/architecture.md, Texts).
import type { NamespaceAccountPageTranslation } from "../../i18n-types";

const ar_accountPage = {
  title: "حسابك",
  back: "العودة إلى الماسح",
  loading: "جارٍ تحميل حسابك…",
  loadFailed: "تعذّر تحميل حسابك.",
  retry: "أعد المحاولة",
  profile: {
    title: "الملف الشخصي",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    emailHint: "عنوان بريدك الإلكتروني هو الاسم الذي تسجّل الدخول به.",
    language: "لغة التطبيق والرسائل",
    save: "حفظ",
    saved: "حُفظ ملفك الشخصي.",
  },
  password: {
    title: "تغيير كلمة المرور",
    current: "كلمة المرور الحالية",
    next: "كلمة المرور الجديدة",
    hint: "ثمانية أحرف على الأقل، ولا تُقبل كلمة مرور شائعة.",
    submit: "غيّر كلمة المرور",
    done: "تغيّرت كلمة المرور، وخرجتَ من كل الأجهزة الأخرى.",
  },
  sessions: {
    title: "الخروج من كل الأجهزة",
    text: "يُنهي جلساتك على كل جهاز ومتصفح، ومنها هذا الجهاز.",
    submit: "اخرج من كل الأجهزة",
    done: "خرجتَ من كل الأجهزة.",
  },
  data: {
    title: "تنزيل بياناتي",
    text: "ملف بيانات بكل ما نحفظه عنك: الملف الشخصي وقوائم المتابعة والتنبيهات وسجلّها واشتراكات الإشعارات والجلسات وسجل الدخول.",
    submit: "نزّل بياناتي",
    done: "نُزّلت بياناتك.",
  },
  remove: {
    title: "حذف الحساب",
    text: "يحذف حسابك وكل ما فيه: قوائم المتابعة والتنبيهات وسجلّها واشتراكات الإشعارات والجلسات. لا يمكن التراجع عن ذلك.",
    byPassword: "التأكيد بكلمة المرور",
    byCode: "لا أتذكر كلمة المرور: أرسلوا إليّ رمزًا بالبريد",
    password: "كلمة المرور الحالية",
    code: "الرمز الوارد في الرسالة",
    sendCode: "أرسل إليّ رمزًا",
    codeSent: "أرسلنا رمزًا من ستة أرقام إلى {email}، وهو صالح لخمس دقائق.",
    submit: "احذف حسابي نهائيًا",
    cancel: "إلغاء",
    confirm: "نعم، احذف حسابي",
    confirmText: "سيُحذف حسابك وكل بياناته الآن، ولا يمكن التراجع عن ذلك.",
    done: "حُذف حسابك.",
  },
  languages: {
    en: "English",
    ar: "العربية",
  },
  errors: {
    wrong_password: "كلمة المرور الحالية غير صحيحة.",
    password_locked: "محاولات خاطئة كثيرة. أعد المحاولة بعد {wait}.",
    same_password: "يجب أن تختلف كلمة المرور الجديدة عن الحالية.",
  },
  fields: {
    currentPassword: "كلمة المرور الحالية",
    newPassword: "كلمة المرور الجديدة",
    language: "اللغة",
    code: "الرمز",
  },
} satisfies NamespaceAccountPageTranslation;

export default ar_accountPage;
