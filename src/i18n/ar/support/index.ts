// The support screens' texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).

import { counted } from "../../counted";
import type { NamespaceSupportTranslation } from "../../i18n-types";

const ar_support = {
  title: "دعم الحسابات",
  intro: "ابحث عن مستخدم ببريده الإلكتروني لترى سجل دخوله وتساعده على العودة.",
  emailLabel: "البريد الإلكتروني للمستخدم",
  find: "بحث",
  searching: "جارٍ البحث...",
  refresh: "تحديث",
  account: {
    roles: { user: "مستخدم", admin: "مسؤول" },
    verified: "البريد الإلكتروني موثّق",
    unverified: "البريد الإلكتروني غير موثّق",
    joined: "انضم في {date}",
  },
  status: {
    heading: "الحالة",
    loginLocked: counted(
      "تسجيل الدخول مقفل بعد {{count:?? محاولة فاشلة|محاولة فاشلة واحدة|محاولتين فاشلتين|?? محاولات فاشلة|?? محاولة فاشلة|?? محاولة فاشلة}}، ويُفتح تلقائيًا بعد {wait}.",
    ),
    loginOpen: counted(
      "تسجيل الدخول متاح؛ {{count:لا محاولات فاشلة|محاولة فاشلة واحدة|محاولتان فاشلتان|?? محاولات فاشلة|?? محاولة فاشلة|?? محاولة فاشلة}} في نافذة الخمس عشرة دقيقة الحالية.",
    ),
    codeNone: "لا يوجد رمز تحقق بانتظار الإدخال.",
    codeLive: counted(
      "رمز التحقق صالح حتى {time}؛ {{attempts:لا محاولات خاطئة|محاولة خاطئة واحدة|محاولتان خاطئتان|?? محاولات خاطئة|?? محاولة خاطئة|?? محاولة خاطئة}}.",
    ),
    codeLocked: counted(
      "رمز التحقق مقفل بعد {{attempts:?? محاولة خاطئة|محاولة خاطئة واحدة|محاولتين خاطئتين|?? محاولات خاطئة|?? محاولة خاطئة|?? محاولة خاطئة}}.",
    ),
    codeExpired: "انتهت صلاحية آخر رمز تحقق في {time}.",
    sessions: "الجلسات النشطة: {count}",
  },
  actions: {
    heading: "الإجراءات",
    sendCode: "إرسال رمز جديد",
    clearLockout: "إلغاء القفل",
    endSessions: "إنهاء جميع الجلسات",
    sendCodeHint: "الرمز الجديد مخصص فقط لحساب لم يُوثَّق بريده الإلكتروني بعد.",
    working: "جارٍ التنفيذ...",
    done: {
      sendCode: "أُرسل رمز جديد إلى {email}.",
      clearLockout: "أُلغي قفل الحساب {email}.",
      endSessions: "أُنهيت جميع جلسات {email}.",
    },
  },
  timeline: {
    heading: "أحداث الدخول",
    empty: "لا توجد أحداث دخول بعد.",
    by: "بواسطة {admin}",
    attemptsLeft: "المحاولات المتبقية: {count}",
    sessionsEnded: "الجلسات المنتهية: {count}",
    events: {
      registered: "تسجيل حساب",
      code_sent: "إرسال رمز",
      code_failed: "رمز خاطئ",
      code_expired: "انتهاء صلاحية الرمز",
      verified: "توثيق البريد",
      login_ok: "دخول ناجح",
      login_failed: "دخول فاشل",
      locked: "قفل الحساب",
      logout: "تسجيل خروج",
      lockout_cleared: "إلغاء القفل",
      sessions_ended: "إنهاء جميع الجلسات",
      profile_changed: "تغيّر الملف الشخصي",
      password_changed: "تغيّرت كلمة المرور",
      reset_verified: "استخدام رمز أو رابط إعادة تعيين كلمة المرور",
      password_reset: "إعادة تعيين كلمة المرور",
      alert_triggered: "انطلاق تنبيه سعري",
    },
    alert: "\u2066{symbol}\u2069 عند {price}",
    delivery: "{channel}: {status}",
    channels: { email: "البريد الإلكتروني", push: "إشعار المتصفح" },
    deliveryStates: { pending: "قيد الانتظار", delivered: "وصل", failed: "تعذّر" },
  },
} satisfies NamespaceSupportTranslation;

export default ar_support;
