// The grammar of the generated market news (docs/architecture.md, Market news): counted nouns and
// the verbs that agree with them, in Arabic and English. The plural category comes from
// Intl.PluralRules; Arabic then needs the noun's gender and the phrase's case:
//
//   zero   "لا أسهم"           (a clause: "لم يرتفع أي سهم")
//   one    "سهم واحد"          (accusative "سهمًا واحدًا")
//   two    "سهمان"             (accusative and genitive "سهمين")
//   few    "3 أسهم"            3–10 (and 103–110 …): the plural, genitive
//   many   "11 سهمًا"          11–99 (and 111–199 …): the singular, accusative (tamyiz)
//   other  "100 سهم"           100–102, 200 … and fractions: the singular, genitive
//
// A verb before its subject is singular and takes the subject's gender; a count of 3–10 counts a
// plural, and a plural of things takes the feminine ("ارتفعت 3 أسهم", but "ارتفع 11 سهمًا"),
// as does a definite plural of things ("ارتفعت الأسهم"). Digits stay Latin in both languages
// (docs/architecture.md, Product decisions); thousands are grouped.
import { formatNumber } from "./format";

export type NewsLang = "en" | "ar";
type Gender = "m" | "f";
/** The case of a counted phrase where it stands: subject, object (or adverbial), after a preposition. */
type GrammaticalCase = "nom" | "acc" | "gen";

interface ArabicNoun {
  /** The singular, genitive or nominative without tanween: "سهم". */
  one: string;
  /** The singular accusative with its tanween, the 11–99 form: "سهمًا". */
  accusative: string;
  dualNom: string;
  dualAcc: string;
  /** The plural counted by 3–10: "أسهم". */
  plural: string;
  gender: Gender;
}

interface EnglishNoun {
  one: string;
  other: string;
}

interface CountedNoun {
  ar: ArabicNoun;
  en: EnglishNoun;
}

/** Every noun the news counts; the grammar test walks this list at 0, 1, 2, 3, 11 and 100. */
export const NOUNS = {
  share: {
    ar: { one: "سهم", accusative: "سهمًا", dualNom: "سهمان", dualAcc: "سهمين", plural: "أسهم", gender: "m" },
    en: { one: "share", other: "shares" },
  },
  company: {
    ar: { one: "شركة", accusative: "شركة", dualNom: "شركتان", dualAcc: "شركتين", plural: "شركات", gender: "f" },
    en: { one: "company", other: "companies" },
  },
  sector: {
    ar: { one: "قطاع", accusative: "قطاعًا", dualNom: "قطاعان", dualAcc: "قطاعين", plural: "قطاعات", gender: "m" },
    en: { one: "sector", other: "sectors" },
  },
  point: {
    ar: { one: "نقطة", accusative: "نقطة", dualNom: "نقطتان", dualAcc: "نقطتين", plural: "نقاط", gender: "f" },
    en: { one: "point", other: "points" },
  },
  session: {
    ar: { one: "جلسة", accusative: "جلسة", dualNom: "جلستان", dualAcc: "جلستين", plural: "جلسات", gender: "f" },
    en: { one: "session", other: "sessions" },
  },
  week: {
    ar: { one: "أسبوع", accusative: "أسبوعًا", dualNom: "أسبوعان", dualAcc: "أسبوعين", plural: "أسابيع", gender: "m" },
    en: { one: "week", other: "weeks" },
  },
  event: {
    ar: { one: "حدث", accusative: "حدثًا", dualNom: "حدثان", dualAcc: "حدثين", plural: "أحداث", gender: "m" },
    en: { one: "event", other: "events" },
  },
} as const satisfies Record<string, CountedNoun>;

export type NounKey = keyof typeof NOUNS;

/** A verb in the forms a news sentence needs: the past for what happened, the present after
 * "لم" for what did not. */
interface ArabicVerb {
  pastM: string;
  pastF: string;
  presentM: string;
  presentF: string;
}

const VERBS = {
  rise: { pastM: "ارتفع", pastF: "ارتفعت", presentM: "يرتفع", presentF: "ترتفع" },
  fall: { pastM: "تراجع", pastF: "تراجعت", presentM: "يتراجع", presentF: "تتراجع" },
  hold: { pastM: "استقر", pastF: "استقرت", presentM: "يستقر", presentF: "تستقر" },
  close: { pastM: "أغلق", pastF: "أغلقت", presentM: "يغلق", presentF: "تغلق" },
  report: { pastM: "أعلن", pastF: "أعلنت", presentM: "يعلن", presentF: "تعلن" },
  list: { pastM: "أُدرج", pastF: "أُدرجت", presentM: "يُدرج", presentF: "تُدرج" },
  record: { pastM: "سجّل", pastF: "سجّلت", presentM: "يسجّل", presentF: "تسجّل" },
} as const satisfies Record<string, ArabicVerb>;

type VerbKey = keyof typeof VERBS;

const rules = new Map<string, Intl.PluralRules>();
/** The plural category of a count as it is written (with `digits` decimals). */
export function pluralCategory(lang: NewsLang, n: number, digits = 0): Intl.LDMLPluralRule {
  const key = `${lang}|${digits}`;
  let r = rules.get(key);
  if (!r) {
    r = new Intl.PluralRules(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    rules.set(key, r);
  }
  return r.select(n);
}

/** A count as written: Latin digits, thousands grouped, `digits` decimals. */
export function numeral(n: number, digits = 0): string {
  return formatNumber(n, { digits, minDigits: digits });
}

const ONE_WORD: Record<Gender, Record<GrammaticalCase, string>> = {
  m: { nom: "واحد", acc: "واحدًا", gen: "واحد" },
  f: { nom: "واحدة", acc: "واحدة", gen: "واحدة" },
};

/** An Arabic counted phrase: "سهم واحد", "سهمين", "3 أسهم", "11 سهمًا", "100 سهم", "لا أسهم". */
export function countAr(noun: NounKey, n: number, grammaticalCase: GrammaticalCase = "nom", digits = 0): string {
  const w = NOUNS[noun].ar;
  switch (pluralCategory("ar", n, digits)) {
    case "zero":
      return `لا ${w.plural}`;
    case "one":
      return `${grammaticalCase === "acc" ? w.accusative : w.one} ${ONE_WORD[w.gender][grammaticalCase]}`;
    case "two":
      return grammaticalCase === "nom" ? w.dualNom : w.dualAcc;
    case "few":
      return `${numeral(n, digits)} ${w.plural}`;
    case "many":
      return `${numeral(n, digits)} ${w.accusative}`;
    default:
      return `${numeral(n, digits)} ${w.one}`;
  }
}

/** An English counted phrase: "no shares", "1 share", "2 shares", "1,234 shares". */
export function countEn(noun: NounKey, n: number, digits = 0): string {
  const w = NOUNS[noun].en;
  if (n === 0 && digits === 0) return `no ${w.other}`;
  return `${numeral(n, digits)} ${pluralCategory("en", n, digits) === "one" ? w.one : w.other}`;
}

export function count(lang: NewsLang, noun: NounKey, n: number, grammaticalCase: GrammaticalCase = "nom", digits = 0) {
  return lang === "ar" ? countAr(noun, n, grammaticalCase, digits) : countEn(noun, n, digits);
}

/** The gender a verb before a counted subject takes: the noun's, but feminine for a plural of
 * things (3–10). */
function countedSubjectGender(noun: NounKey, n: number): Gender {
  const category = pluralCategory("ar", n);
  return category === "few" ? "f" : NOUNS[noun].ar.gender;
}

/** A verb and its counted subject: "ارتفع سهم واحد", "ارتفع سهمان", "ارتفعت 3 أسهم",
 * "ارتفع 11 سهمًا", "ارتفع 100 سهم", and for none "لم يرتفع أي سهم". */
export function clauseAr(verb: VerbKey, noun: NounKey, n: number): string {
  const v = VERBS[verb];
  const w = NOUNS[noun].ar;
  if (n === 0) return `لم ${w.gender === "f" ? v.presentF : v.presentM} أي ${w.one}`;
  return `${countedSubjectGender(noun, n) === "f" ? v.pastF : v.pastM} ${countAr(noun, n, "nom")}`;
}

/** The direction of a change as written (a change that rounds to zero at `digits` is flat). */
export function direction(change: number, digits = 2): "rise" | "fall" | "hold" {
  const rounded = Number(change.toFixed(digits));
  return rounded > 0 ? "rise" : rounded < 0 ? "fall" : "hold";
}
