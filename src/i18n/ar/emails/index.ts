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
  passwordChangedMail: {
    subject: "تغيّرت كلمة مرور حسابك في {product}",
    intro: "تغيّرت كلمة مرور حسابك في {product} في {when}، وخرج كل جهاز آخر من حسابك.",
    notYou:
      "إن لم تكن أنت، فسجّل الدخول برمز نرسله إلى بريدك («تسجيل الدخول برمز» في صفحة الدخول)، ثم غيّر كلمة المرور فورًا وراجع حسابك.",
  },
  accountDeletedMail: {
    subject: "حُذف حسابك في {product}",
    intro:
      "حُذف حسابك في {product} وكل ما فيه (قوائم المتابعة والتنبيهات وسجلّها واشتراكات الإشعارات والجلسات) في {when}.",
    after: "لم نعد نحتفظ بشيء عنك، ويسعدنا أن تنشئ حسابًا جديدًا متى شئت.",
  },
  deleteCodeMail: {
    subject: "رمز حذف حسابك في {product}",
    intro: "طلب شخصٌ مسجّل الدخول إلى حسابك في {product} حذفَ الحساب. اكتب هذا الرمز في صفحة الحساب للتأكيد:",
    expiry: "يعمل الرمز مرة واحدة خلال خمس دقائق.",
    ignore: "إن لم تطلبه أنت، فلا تشارك الرمز مع أحد وغيّر كلمة المرور، وسيبقى حسابك كما هو.",
  },
} satisfies NamespaceEmailsTranslation;

export default ar_emails;
