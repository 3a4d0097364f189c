// Texts of the account e-mails sent by the server only (the sign-in link, a registration of a taken
// address): a namespace of its own, so the landing page does not ship them (docs/architecture.md, Texts).
import type { NamespaceEmailsTranslation } from "../../i18n-types";

const ar_emails = {
  linkMail: {
    register: "أو افتح هذا الرابط وأكِّد لإكمال إنشاء حسابك (يعمل مرة واحدة خلال 5 دقائق):",
    signIn: "أو افتح هذا الرابط وأكِّد لتسجيل الدخول (يعمل مرة واحدة خلال 5 دقائق، حتى لو أدخل أحدٌ رموزًا خاطئة):",
    button: "افتح رابط تسجيل الدخول",
  },
  registerNoticeMail: {
    subject: "حاول أحدهم التسجيل بعنوانك في {product}",
    intro:
      "حاول أحدهم للتو إنشاء حساب جديد في {product} بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذا لم يُنشأ شيء ولم يتغير شيء.",
    signIn: "إن كنت أنت، فسجّل الدخول فقط. وإن نسيت كلمة المرور، فسجّل الدخول برمز نرسله إلى بريدك الإلكتروني.",
    ignore: "إن لم تكن أنت، يمكنك تجاهل هذه الرسالة: حسابك في أمان.",
  },
} satisfies NamespaceEmailsTranslation;

export default ar_emails;
