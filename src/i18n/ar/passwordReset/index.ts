// Texts of the forgot-password screens (the login dialog's reset stage and the page of the
// e-mailed link) and of the reset calls' answers: a namespace of its own, loaded when it is
// opened, so the landing page does not ship them (docs/architecture.md, Texts).
import type { NamespacePasswordResetTranslation } from "../../i18n-types";

const ar_passwordReset = {
  title: "إعادة تعيين كلمة المرور",
  back: "العودة إلى تسجيل الدخول",
  email: {
    intro: "أدخل البريد الإلكتروني لحسابك، وسنرسل إليه رمزًا من 6 أرقام ورابطًا لاختيار كلمة مرور جديدة.",
    label: "البريد الإلكتروني",
    submit: "أرسل لي رمزًا",
    submitting: "جارٍ الإرسال...",
  },
  code: {
    intro:
      "إن كان للعنوان {email} حساب، فقد أرسلنا إليه رمزًا من 6 أرقام ورابطًا. أدخل الرمز هنا، أو افتح الرابط الموجود في الرسالة. يعمل كلاهما خلال 5 دقائق.",
    label: "الرمز المكوّن من 6 أرقام",
    incomplete: "أدخل أرقام الرمز الستة.",
    submit: "متابعة",
    submitting: "جارٍ التحقق...",
    resend: "أرسل الرسالة مرة أخرى",
    resending: "جارٍ الإرسال...",
    resent: "إن كان للعنوان حساب، فالرسالة في طريقها إليه مرة أخرى.",
  },
  password: {
    intro: "اختر كلمة مرور جديدة للحساب {email}. سيخرج كل جهاز مسجَّل الدخول إلى الحساب.",
    label: "كلمة المرور الجديدة",
    hint: "8 أحرف على الأقل، وتُرفض كلمات المرور الشائعة.",
    submit: "احفظ كلمة المرور الجديدة",
    submitting: "جارٍ الحفظ...",
  },
  link: {
    title: "اختر كلمة مرور جديدة",
    intro: "فتحت رابط إعادة تعيين كلمة المرور من رسالتنا. اضغط الزر للمتابعة. يعمل الرابط مرة واحدة خلال 5 دقائق.",
    submit: "متابعة",
    submitting: "جارٍ الفتح...",
    missing: "لا يحمل هذا العنوان رابط إعادة تعيين. افتح الرابط من الرسالة مرة أخرى، أو اطلب رابطًا جديدًا.",
    invalid: "انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا أو سبق استخدامه.",
    again: "اطلب رابطًا جديدًا من صفحة تسجيل الدخول.",
    toLogin: "الذهاب إلى صفحة تسجيل الدخول",
  },
  expired: "انتهى الوقت المتاح لاختيار كلمة مرور جديدة.",
  restart: "ابدأ من جديد",
  done: "تغيّرت كلمة المرور وخرجت كل الأجهزة من حسابك. سجّل الدخول بكلمة المرور الجديدة.",
  signIn: "تسجيل الدخول",
  server: {
    sent: "إن كان لهذا العنوان حساب، فقد أرسلنا إليه رمزًا ورابطًا.",
    changed: "تغيّرت كلمة المرور. يرجى تسجيل الدخول بها.",
  },
} satisfies NamespacePasswordResetTranslation;

export default ar_passwordReset;
