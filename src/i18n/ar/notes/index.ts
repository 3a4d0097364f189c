// نصوص مساعد الملاحظات: قائمة كل الملاحظات في لوحة التداول، وملاحظات السهم في صفحته، ورسائل
// أخطاء الخادم للملاحظات.
import { counted } from "../../counted";
import type { NamespaceNotesTranslation } from "../../i18n-types";

const ar_notes = {
  intro: "ملاحظاتك الخاصة على الأسهم، لا يراها أحد غيرك. اكتب ملاحظة من صفحة أي سهم أو من هنا.",
  symbolTitle: "ملاحظاتي",
  symbolIntro: "خاصة: لا يرى هذه الملاحظات أحد غيرك.",
  symbolField: "رمز السهم",
  textField: "الملاحظة",
  placeholder: "ما الذي تريد أن تتذكره؟",
  add: "إضافة ملاحظة",
  adding: "جارٍ الحفظ...",
  edit: "تعديل",
  editLabel: "تعديل الملاحظة على \u2068{symbol}\u2069",
  save: "حفظ",
  saving: "جارٍ الحفظ...",
  cancel: "إلغاء",
  delete: "حذف",
  deleteLabel: "حذف الملاحظة على \u2068{symbol}\u2069",
  confirmDelete: "هل تحذف هذه الملاحظة نهائيًا؟",
  confirm: "احذف",
  keep: "أبقِها",
  saved: "حُفظت الملاحظة.",
  deleted: "حُذفت الملاحظة.",
  empty: "لا توجد لديك ملاحظات بعد.",
  emptySymbol: "لا توجد ملاحظات على هذا السهم بعد.",
  loading: "جارٍ تحميل الملاحظات...",
  failed: "تعذّر تحميل ملاحظاتك.",
  retry: "أعد المحاولة",
  count: "الملاحظات: {count} من {max}",
  chars: "الأحرف: {count} من {max}",
  updated: "آخر تعديل {date}",
  openTicker: "فتح صفحة السهم \u2068{symbol}\u2069",
  failedAction: "لم تنجح العملية. أعد المحاولة.",
  errors: {
    note_not_found: "لم تعد هذه الملاحظة موجودة.",
    note_limit: counted(
      "لا يزيد عدد ملاحظاتك على {{max:?? ملاحظة|ملاحظة واحدة|ملاحظتين|?? ملاحظات|?? ملاحظةً|?? ملاحظة}}. احذف ملاحظة قبل إضافة أخرى.",
    ),
    required: "اكتب شيئًا في الملاحظة.",
    tooLong: counted("لا تزيد الملاحظة على {{max:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}}."),
    forbidden: "في الملاحظة محارف تحكّم غير مسموح بها.",
    symbol: "«\u2068{symbol}\u2069» ليس رمز سهم مدرج.",
  },
} satisfies NamespaceNotesTranslation;

export default ar_notes;
