// Zakat years: the reminders before the hawl (e-mail, push, in-app) and the server's errors of the
// saved yearly snapshots — a namespace of its own, so the portfolio page's texts stay apart.
import { counted } from "../../counted";
import type { NamespaceZakatYearsTranslation } from "../../i18n-types";

const ar_zakatYears = {
  reminder: {
    subject30: "تحل زكاتك بعد ثلاثين يومًا",
    subject7: "تحل زكاتك بعد سبعة أيام",
    subject1: "تحل زكاتك غدًا",
    subjectDays: counted("تحل زكاتك بعد {{count:?? يوم|يوم واحد|يومين|?? أيام|?? يومًا|?? يوم}}"),
    greeting: "مرحبًا {name}،",
    hawl: "ينتهي حول زكاتك في {hijri} ({gregorian})، وهو يوم الحول المحفوظ في ملف الزكاة.",
    due: "بأسعار اليوم وما تملكه الآن، الزكاة الواجبة {amount}.",
    notDue: "بأسعار اليوم وما تملكه الآن، مالك البالغ {wealth} دون النصاب البالغ {nisab}: لا زكاة واجبة بعد.",
    snapshot: "في يوم الحول يُحفظ التقرير سجلًّا لهذه السنة، ولا يتغير بعد ذلك.",
    simulated: "الأسعار من سوق محاكاة، لا من البورصة.",
    footer: "وصلك هذا التذكير لأنك حفظت ملفًّا للزكاة. المبالغ تقديرية؛ راجعها مع أهل العلم.",
    pushBody: "تحل الزكاة في {hijri} ({gregorian}): {amount}.",
  },
  toast: {
    hawl: "يوم الحول: {hijri} ({gregorian}).",
    due: "الزكاة الواجبة بأسعار اليوم: {amount}.",
    notDue: "دون النصاب بأسعار اليوم: لا زكاة واجبة بعد.",
    open: "افتح تبويب الزكاة",
  },
  errors: {
    notFound: "لا يوجد سجل زكاة محفوظ للسنة الهجرية {year}.",
    invalidYear: "السنة الهجرية عدد صحيح من {min} إلى {max}.",
  },
} satisfies NamespaceZakatYearsTranslation;

export default ar_zakatYears;
