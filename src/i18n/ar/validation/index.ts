// Per-field messages of the API (400 invalid_input with `field`), read by the server: a
// namespace of their own, so the landing page does not ship them.
import { counted } from "../../counted";
import type { NamespaceValidationTranslation } from "../../i18n-types";

// Per-field validation (400 invalid_input with `field`): one sentence naming the field at fault.
const ar_validation = {
  fields: {
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    name: "الاسم",
    partnerID: "معرّف الشريك",
    securityKey1: "مفتاح الأمان 1",
    securityKey2: "مفتاح الأمان 2",
    watchlistName: "اسم القائمة",
    newWatchlistName: "اسم القائمة",
    otp: "الرمز",
    code: "الرمز",
    symbol: "الرمز",
    market: "السوق",
    page: "الصفحة",
    filter: "التصفية",
    date: "التاريخ",
    type: "النوع",
    quantity: "الكمية",
    price: "السعر",
    fees: "الرسوم",
    currency: "العملة",
    note: "الملاحظة",
    baseCurrency: "العملة الأساسية",
    costMethod: "طريقة احتساب التكلفة",
    zakatMethod: "طريقة حساب الزكاة",
    goldPrice: "سعر الذهب",
    year: "السنة",
    file: "الملف",
    indicators: "مؤشرات الرسم البياني",
  },
  thisField: "هذا الحقل",
  required: "حقل {field} مطلوب.",
  too_long: counted("يجب ألا يزيد {field} على {{max:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}}."),
  email: "أدخل عنوان بريد إلكتروني صالحًا.",
  forbidden_chars: "يحتوي {field} على أحرف غير مسموح بها (أحرف تحكم أو أحرف اتجاه النص).",
  invisible: "لا يمكن أن يتكون {field} من أحرف غير مرئية فقط.",
  no_letter: "يجب أن يحتوي {field} على حرف واحد على الأقل.",
  format_chars: "يحتوي {field} على أحرف غير مسموح بها (أحرف تنسيق غير مرئية أو فواصل أسطر أو فقرات أو أحرف وسوم).",
  unexpected: "الحقل {field} غير متوقع هنا.",
  invalid: "قيمة {field} غير صالحة.",
} satisfies NamespaceValidationTranslation;

export default ar_validation;
