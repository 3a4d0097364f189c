// Arabic counts read right: every counted noun of the Arabic dictionaries uses typesafe-i18n's
// plural syntax with all six categories of Intl.PluralRules('ar') (zero, one, two, few, many,
// other), and reads right at 0, 1, 2, 3, 11 and 100: "شركة واحدة", "شركتان", "4 شركات",
// "11 شركة", "100 شركة", never "1 شركة واحدة" or "4 شركة".
import { describe, expect, test } from "bun:test";
import { i18nString } from "typesafe-i18n";
import { ar, en } from "../e2e/dictionaries";

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const L = i18nString("ar");

const walk = (o: unknown, path: string[] = []): [string, string][] =>
  typeof o === "string"
    ? [[path.join("."), o]]
    : o && typeof o === "object"
      ? Object.entries(o).flatMap(([k, v]) => walk(v, [...path, k]))
      : [];
const texts = new Map(walk(ar));
const enTexts = new Map(walk(en));

/** The computed index's rule with both counts at n ("أكبر 3 شركات من 3 شركات مدرجة"). */
const LARGEST_OF = [
  "أكبر 0 شركة من لا شركات مدرجة",
  "أكبر شركة من شركة مدرجة واحدة",
  "أكبر شركتين من شركتين مدرجتين",
  "أكبر 3 شركات من 3 شركات مدرجة",
  "أكبر 11 شركة من 11 شركة مدرجة",
  "أكبر 100 شركة من 100 شركة مدرجة",
];
/** The counted noun phrase each message shows at 0, 1, 2, 3, 11 and 100. */
const CHARS = ["0 حرف", "حرف واحد", "حرفين", "3 أحرف", "11 حرفًا", "100 حرف"];
const EXPECTED: Record<string, string[]> = {
  "common.newAlerts": [
    "لا تنبيهات جديدة",
    "تنبيه جديد واحد",
    "تنبيهان جديدان",
    "3 تنبيهات جديدة",
    "11 تنبيهًا جديدًا",
    "100 تنبيه جديد",
  ],
  "signIn.locked.message": [
    "بعد 0 دقيقة",
    "بعد دقيقة واحدة",
    "بعد دقيقتين",
    "بعد 3 دقائق",
    "بعد 11 دقيقة",
    "بعد 100 دقيقة",
  ],
  "scanner.caption": ["لا أسهم", "سهم واحد", "سهمان", "3 أسهم", "11 سهمًا", "100 سهم"],
  "duration.seconds": ["0 ثانية", "ثانية واحدة", "ثانيتين", "3 ثوانٍ", "11 ثانية", "100 ثانية"],
  "duration.minutes": ["0 دقيقة", "دقيقة واحدة", "دقيقتين", "3 دقائق", "11 دقيقة", "100 دقيقة"],
  "duration.hours": ["0 ساعة", "ساعة واحدة", "ساعتين", "3 ساعات", "11 ساعة", "100 ساعة"],
  "apiErrors.password_too_short": CHARS,
  "apiErrors.password_too_long": CHARS,
  "apiErrors.login_locked": [
    "بعد 0 دقيقة",
    "بعد دقيقة واحدة",
    "بعد دقيقتين",
    "بعد 3 دقائق",
    "بعد 11 دقيقة",
    "بعد 100 دقيقة",
  ],
  "apiErrors.partner_login_locked": [
    "بعد 0 دقيقة",
    "بعد دقيقة واحدة",
    "بعد دقيقتين",
    "بعد 3 دقائق",
    "بعد 11 دقيقة",
    "بعد 100 دقيقة",
  ],
  "apiErrors.too_many_sockets": [
    "0 اتصال مباشر مفتوح",
    "اتصال مباشر واحد مفتوح",
    "اتصالان مباشران مفتوحان",
    "3 اتصالات مباشرة مفتوحة",
    "11 اتصالًا مباشرًا مفتوحًا",
    "100 اتصال مباشر مفتوح",
  ],
  "apiErrors.watchlist_name_too_long": CHARS,
  "apiErrors.watchlist_limit": [
    "0 قائمة مراقبة",
    "قائمة مراقبة واحدة",
    "قائمتَي مراقبة",
    "3 قوائم مراقبة",
    "11 قائمة مراقبة",
    "100 قائمة مراقبة",
  ],
  "apiErrors.watchlist_full": ["0 سهم", "سهم واحد", "سهمين", "3 أسهم", "11 سهمًا", "100 سهم"],
  "validation.too_long": CHARS,
  "alerts.errors.alert_limit": [
    "0 تنبيه نشط",
    "تنبيهًا نشطًا واحدًا",
    "تنبيهين نشطين",
    "3 تنبيهات نشطة",
    "11 تنبيهًا نشطًا",
    "100 تنبيه نشط",
  ],
  "alerts.errors.note": CHARS,
  "help.errors.help_article_limit": ["0 مقالة", "مقالة واحدة", "مقالتين", "3 مقالات", "11 مقالةً", "100 مقالة"],
  "help.errors.titleTooLong": CHARS,
  "help.errors.query": CHARS,
  "notes.errors.note_limit": ["0 ملاحظة", "ملاحظة واحدة", "ملاحظتين", "3 ملاحظات", "11 ملاحظةً", "100 ملاحظة"],
  "notes.errors.tooLong": CHARS,
  "alerts.errors.push_limit": ["0 متصفح", "متصفح واحد", "متصفحين", "3 متصفحات", "11 متصفحًا", "100 متصفح"],
  "alerts.mail.summarySubject": [
    "0 تنبيه آخر",
    "تنبيه آخر",
    "تنبيهان آخران",
    "3 تنبيهات أخرى",
    "11 تنبيهًا آخر",
    "100 تنبيه آخر",
  ],
  "alerts.mail.summaryBody": [
    "0 تنبيه آخر",
    "تنبيه آخر",
    "تنبيهان آخران",
    "3 تنبيهات أخرى",
    "11 تنبيهًا آخر",
    "100 تنبيه آخر",
  ],
  "support.status.loginLocked": [
    "بعد 0 محاولة فاشلة",
    "بعد محاولة فاشلة واحدة",
    "بعد محاولتين فاشلتين",
    "بعد 3 محاولات فاشلة",
    "بعد 11 محاولة فاشلة",
    "بعد 100 محاولة فاشلة",
  ],
  "support.status.loginOpen": [
    "لا محاولات فاشلة",
    "محاولة فاشلة واحدة",
    "محاولتان فاشلتان",
    "3 محاولات فاشلة",
    "11 محاولة فاشلة",
    "100 محاولة فاشلة",
  ],
  "support.status.codeLive": [
    "لا محاولات خاطئة",
    "محاولة خاطئة واحدة",
    "محاولتان خاطئتان",
    "3 محاولات خاطئة",
    "11 محاولة خاطئة",
    "100 محاولة خاطئة",
  ],
  "support.status.codeLocked": [
    "بعد 0 محاولة خاطئة",
    "بعد محاولة خاطئة واحدة",
    "بعد محاولتين خاطئتين",
    "بعد 3 محاولات خاطئة",
    "بعد 11 محاولة خاطئة",
    "بعد 100 محاولة خاطئة",
  ],
  "screener.errors.tooManyFilters": ["0 شرط", "شرطًا واحدًا", "شرطين", "3 شروط", "11 شرطًا", "100 شرط"],
  "screener.errors.nameTooLong": ["0 حرف", "حرف واحد", "حرفان", "3 أحرف", "11 حرفًا", "100 حرف"],
  "screener.errors.screen_limit": ["0 فرز", "فرزًا واحدًا", "فرزين", "3 عمليات فرز", "11 فرزًا", "100 فرز"],
  "screener.results.count": ["لا أسهم", "سهم واحد", "سهمان", "3 أسهم", "11 سهمًا", "100 سهم"],
  "insights.heatmap.intro": [
    "أكبر 0 شركة",
    "أكبر شركة",
    "أكبر شركتين",
    "أكبر 3 شركات",
    "أكبر 11 شركة",
    "أكبر 100 شركة",
  ],
  "insights.indices.allListings": ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركة", "100 شركة"],
  "insights.indices.largestOf": LARGEST_OF,
  "partnerHome.markets.allListings": ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركة", "100 شركة"],
  "partnerHome.markets.largestOf": LARGEST_OF,
  "insights.indices.allNasdaq": ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركة", "100 شركة"],
  "insights.indices.largestNasdaq": LARGEST_OF,
  "partnerHome.markets.allNasdaq": ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركة", "100 شركة"],
  "partnerHome.markets.largestNasdaq": LARGEST_OF,
  "fundamentals.valuation.peers": ["0 شركة", "شركة واحدة", "شركتين", "3 شركات", "11 شركة", "100 شركة"],
  "fundamentals.ratings.analysts": ["لا محللين", "محلل واحد", "محللان", "3 محللين", "11 محللًا", "100 محلل"],
  "fundamentals.insiders.summary": [
    "لا عمليات شراء ولا عمليات بيع",
    "عملية شراء واحدة وعملية بيع واحدة",
    "عمليتا شراء وعمليتا بيع",
    "3 عمليات شراء و3 عمليات بيع",
    "11 عملية شراء و11 عملية بيع",
    "100 عملية شراء و100 عملية بيع",
  ],
  "fundamentals.institutions.summary": [
    "أكبر 0 مستثمرين",
    "أكبر مستثمر",
    "أكبر مستثمرَين",
    "أكبر 3 مستثمرين",
    "أكبر 11 مستثمرًا",
    "أكبر 100 مستثمر",
  ],
  "fundamentals.shariah.basis": ["0 شهر", "شهر واحد", "شهرين", "3 أشهر", "11 شهرًا", "100 شهر"],
  "portfolio.count": ["لا محافظ", "محفظة واحدة", "محفظتان", "3 محافظ", "11 محفظة", "100 محفظة"],
  "portfolio.confirm.portfolioText": ["ولا عمليات", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "portfolio.transactions.caption": ["لا عمليات", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "portfolio.import.rowsCaption": ["لا صفوف", "صف واحد", "صفان", "3 صفوف", "11 صفًا", "100 صف"],
  "portfolio.import.errorCount": ["لا أخطاء", "في صف واحد", "في صفين", "في 3 صفوف", "في 11 صفًا", "في 100 صف"],
  "portfolio.import.importRows": ["لا صفوف", "صف واحد", "صفين", "3 صفوف", "11 صفًا", "100 صف"],
  "portfolio.import.imported": ["لا عمليات", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "portfolio.journal.days": ["أقل من يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"],
  "zakatYears.reminder.subjectDays": [
    "بعد 0 يوم",
    "بعد يوم واحد",
    "بعد يومين",
    "بعد 3 أيام",
    "بعد 11 يومًا",
    "بعد 100 يوم",
  ],
  "symbolSearch.count": ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركةً", "100 شركة"],
  "apiErrors.portfolio_limit": ["0 محفظة", "محفظة واحدة", "محفظتين", "3 محافظ", "11 محفظة", "100 محفظة"],
  "apiErrors.transaction_limit": ["0 عملية", "عملية واحدة", "عمليتين", "3 عمليات", "11 عملية", "100 عملية"],
  "apiErrors.import_invalid": ["0 صف", "صف واحد", "صفان", "3 صفوف", "11 صفًا", "100 صف"],
  // "أكثر من …": the genitive after من ("أكثر من صفين").
  "apiErrors.csv_row_limit": ["0 صف", "صف واحد", "صفين", "3 صفوف", "11 صفًا", "100 صف"],
  "portfolio.import.moreErrors": [
    "لا أخطاء أخرى",
    "خطأ آخر",
    "خطآن آخران",
    "3 أخطاء أخرى",
    "11 خطأً آخر",
    "100 خطأ آخر",
  ],
  "tickets.form.imagesHint": ["لا صور", "صورة واحدة", "صورتان", "حتى 3 صور", "حتى 11 صورة", "حتى 100 صورة"],
  "tickets.form.limits": [
    "تفتح لا تذاكر",
    "تفتح تذكرة واحدة",
    "تفتح تذكرتين",
    "تفتح 3 تذاكر",
    "تفتح 11 تذكرة",
    "تفتح 100 تذكرة",
  ],
  "tickets.form.errors.tooLong": CHARS,
  "tickets.form.errors.tooMany": ["لا صور", "صورة واحدة", "صورتين", "3 صور", "11 صورة", "100 صورة"],
  "tickets.queue.messages": ["لا رسائل", "رسالة واحدة", "رسالتان", "3 رسائل", "11 رسالة", "100 رسالة"],
  "tickets.errors.ticket_open_limit": [
    "0 تذكرة مفتوحة",
    "تذكرة واحدة مفتوحة",
    "تذكرتين مفتوحتين",
    "3 تذاكر مفتوحة",
    "11 تذكرة مفتوحة",
    "100 تذكرة مفتوحة",
  ],
  "tickets.errors.ticket_message_limit": ["لا رسائل", "رسالة واحدة", "رسالتين", "3 رسائل", "11 رسالة", "100 رسالة"],
  "tickets.errors.tooManyImages": ["لا صور", "صورة واحدة", "صورتين", "3 صور", "11 صورة", "100 صورة"],
  "tickets.errors.imageDimensions": ["0 بكسل", "بكسل واحد", "بكسلين", "3 بكسلات", "11 بكسلًا", "100 بكسل"],
};

/** The names of a message's counted values: those its plural parts ({{name:…}}) follow. */
function countedNames(text: string): string[] {
  return [...text.matchAll(/\{\{(?:(\w+):)?[^}]*\}\}/g)].map((m) => m[1] ?? "count");
}

test("Intl.PluralRules('ar') gives the six categories at 0, 1, 2, 3, 11 and 100", () => {
  const rules = new Intl.PluralRules("ar");
  expect(COUNTS.map((n) => rules.select(n))).toEqual(["zero", "one", "two", "few", "many", "other"]);
});

describe("every counted noun of the Arabic dictionaries", () => {
  const counted = [...texts].filter(([, text]) => text.includes("{{"));
  test("the list of counted messages is the one checked here", () => {
    expect(counted.map(([key]) => key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
  for (const [key, text] of counted) {
    test(`${key}: six forms, each right at 0, 1, 2, 3, 11 and 100`, () => {
      for (const part of text.matchAll(/\{\{(?:\w+:)?([^}]*)\}\}/g)) expect(part[1]!.split("|")).toHaveLength(6);
      const names = countedNames(text);
      COUNTS.forEach((n, i) => {
        const args: Record<string, string | number> = { field: "الاسم", scanner: "الماسح", page: 7, pages: 9 };
        for (const name of names) args[name] = n;
        const out = L(text, args);
        expect(out).toContain(EXPECTED[key]![i]!);
        // One and two are said by the noun alone: never "1 شركة واحدة" or "2 شركتان".
        if (n === 1 || n === 2) expect(out).not.toMatch(new RegExp(`(^|[^0-9])${n} `));
      });
    });
  }
});

test("no Arabic message puts a bare number before a noun without plural forms ('4 شركة')", () => {
  // A number value (typed :number in English) followed by an Arabic word is a count; ordinals
  // ("الرقم {n} من 6"), labels and a number before a preposition ("{page} من {pages}") are not.
  // The nisab is always 85 grams, and its text is written for 85 ("85 غرامًا").
  const NOT_COUNTS = new Set(["auth.otp.digit", "apiErrors.recommendation_target_order", "portfolio.zakat.nisab"]);
  const bare = [...texts].filter(([key, text]) => {
    if (NOT_COUNTS.has(key)) return false;
    const numbers = [...(enTexts.get(key) ?? "").matchAll(/\{(\w+):number\}/g)].map((m) => m[1]!);
    return numbers.some((name) =>
      new RegExp(`\\{${name}\\}\\s*(?!(?:من|في|على|إلى)[\\s.،])[\u0621-\u064A]`).test(text),
    );
  });
  expect(bare.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
});

test("the brand is written one way in Arabic (روكتس), never translated as a weapon", () => {
  const weapon = [...texts].filter(([, text]) => /صواريخ|صاروخ(?!ية)/.test(text));
  expect(weapon.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  const others = [...texts].filter(([, text]) => /روكيتس|روكِتس|راكتس|روكتز/.test(text));
  expect(others).toEqual([]);
  expect(texts.get("scanner.title")).toBe("ماسح روكتس");
});

test("no column header names one currency over rows of both markets ('Dividend ($)' over SAR rows)", () => {
  // Names of a currency, and the liquidity scanner's traded value, which is converted to dollars
  // for every row (riyals at the peg), are not such headers.
  const NAMES_A_CURRENCY =
    /^(ticker\.currencies|fundamentals\.currencyNames|portfolio\.currencies|admin\.goldPrice\.currencies)\.|^scanner\.metrics\.tradedValueUsd$/;
  const fixed = [...walk(en), ...walk(ar)].filter(
    ([key, text]) => !NAMES_A_CURRENCY.test(key) && /\((?:\$|USD|SAR)\)/.test(text),
  );
  expect(fixed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
});
