// The server's error messages (docs/api.md, Conventions): a namespace of their own, so the landing
// page does not ship them; the server reads every namespace, screens show the message it sends.
import { counted } from "../../counted";
import type { NamespaceApiErrorsTranslation } from "../../i18n-types";

const ar_apiErrors = {
  not_found: "غير موجود.",
  method_not_allowed: "هذه الطريقة غير مسموح بها هنا.",
  invalid_json: "نص الطلب ليس بصيغة JSON صالحة.",
  invalid_input: "بعض الحقول مفقودة أو غير صالحة.",
  payload_too_large: "حجم نص الطلب أكبر من 64 كيلوبايت.",
  unsupported_media_type: "أرسل نص الطلب بصيغة JSON.",
  csrf: "تم رفض هذا الطلب لأنه لم يصدر من هذا الموقع.",
  unauthenticated: "يرجى تسجيل الدخول للمتابعة.",
  forbidden: "ليس لديك صلاحية للوصول إلى هذا.",
  rate_limited: "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {wait}.",
  internal: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  // accounts (issue: accounts) — add codes below this line
  invalid_credentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  partner_invalid_credentials: "بيانات اعتماد الشريك هذه غير صالحة.",
  email_unverified: "يرجى تأكيد بريدك الإلكتروني بالرمز الذي أرسلناه قبل تسجيل الدخول.",
  email_taken: "يوجد حساب بهذا البريد الإلكتروني بالفعل.",
  password_too_short: counted(
    "يجب أن تتكون كلمة المرور من {{min:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}} على الأقل.",
  ),
  password_too_long: counted("يجب ألا تزيد كلمة المرور على {{max:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}}."),
  password_common: "كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة أخرى.",
  otp_invalid: "الرمز غير صحيح. المحاولات المتبقية: {attemptsLeft}.",
  otp_expired: "انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.",
  otp_locked: "عدد كبير من الرموز الخاطئة. يرجى طلب رمز جديد.",
  otp_cooldown: "يرجى الانتظار {wait} قبل طلب رمز جديد.",
  otp_not_pending: "لا يوجد تسجيل بانتظار رمز لهذا البريد الإلكتروني.",
  mail_failed: "تعذّر إرسال البريد الإلكتروني. يرجى المحاولة مرة أخرى.",

  // account hardening (lockout, sign-in by code, busy) — add codes below this line
  login_locked: counted(
    "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {{minutes:?? دقيقة|دقيقة واحدة|دقيقتين|?? دقائق|?? دقيقة|?? دقيقة}}، أو سجّل الدخول برمز نرسله إلى بريدك الإلكتروني: في تلك الرسالة أيضًا رابط لتسجيل الدخول يعمل حتى لو أدخل غيرك كلمات مرور أو رموزًا خاطئة.",
  ),
  register_other_browser:
    "لا يعمل هذا الرمز إلا في المتصفح الذي سُجِّل منه هذا الحساب آخر مرة. أدخله هناك، أو سجّل من جديد في هذا المتصفح لتصلك رسالة برمز جديد.",
  link_invalid: "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. اطلب رمزًا جديدًا لتحصل على رابط جديد.",
  partner_login_locked: counted(
    "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {{minutes:?? دقيقة|دقيقة واحدة|دقيقتين|?? دقائق|?? دقيقة|?? دقيقة}}، أو اطلب رابطًا لتسجيل الدخول يصلك بالبريد الإلكتروني: يعمل حتى لو أدخل غيرك كلمات مرور خاطئة.",
  ),
  partner_link_invalid: "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. اطلب رابطًا جديدًا من صفحة دخول الشركاء.",
  reset_locked: "أُدخلت رموز خاطئة كثيرة. افتح الرابط الموجود في الرسالة نفسها بدلًا من ذلك، فهو ما زال يعمل.",
  reset_link_invalid:
    "انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا أو سبق استخدامه. اطلب رابطًا جديدًا من صفحة تسجيل الدخول.",
  reset_expired: "انتهى الوقت المتاح لاختيار كلمة مرور جديدة. يرجى طلب رمز جديد.",
  busy: "الخادم مشغول الآن. يرجى المحاولة مرة أخرى بعد لحظات.",

  // market data and partner events — add codes below this line
  unknown_scanner: "لا يوجد ماسح بهذا الاسم.",
  upgrade_required: "هذا العنوان لا يقبل إلا اتصالات WebSocket.",

  // live connections (realtime hub) — add codes below this line
  too_many_sockets: counted(
    "لدى هذه الجلسة {{max:?? اتصال مباشر مفتوح|اتصال مباشر واحد مفتوح|اتصالان مباشران مفتوحان|?? اتصالات مباشرة مفتوحة|?? اتصالًا مباشرًا مفتوحًا|?? اتصال مباشر مفتوح}} بالفعل. أغلق اتصالًا لفتح آخر.",
  ),

  // watchlists, recommendations (user portal) — add codes below this line
  watchlist_name_required: "يرجى إدخال اسم.",
  watchlist_name_too_long: counted(
    "يمكن أن يتكون اسم قائمة المراقبة من {{max:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}} على الأكثر.",
  ),
  watchlist_name_taken: "لقد أنشأت بالفعل قائمة مراقبة بهذا الاسم.",
  watchlist_limit: counted(
    "يمكنك امتلاك {{max:?? قائمة مراقبة|قائمة مراقبة واحدة|قائمتَي مراقبة|?? قوائم مراقبة|?? قائمة مراقبة|?? قائمة مراقبة}} على الأكثر. احذف قائمة لإنشاء أخرى.",
  ),
  watchlist_full: counted(
    "تتسع قائمة المراقبة لـ {{max:?? سهم|سهم واحد|سهمين|?? أسهم|?? سهمًا|?? سهم}} على الأكثر. أزل سهمًا لإضافة آخر.",
  ),
  watchlist_not_found: "قائمة المراقبة هذه غير موجودة.",
  watchlist_scanner_unknown: "هذا الماسح غير موجود.",
  watchlist_symbol_unknown: "\u2066{symbol}\u2069 ليس رمز سهم معروفًا.",
  ticker_already_listed: "\u2066{symbol}\u2069 موجود بالفعل في قائمة المراقبة هذه.",
  ticker_not_listed: "\u2066{symbol}\u2069 غير موجود في قائمة المراقبة هذه.",
  recommendation_symbol_unknown: "\u2066{symbol}\u2069 ليس رمز سهم معروفًا.",
  recommendation_not_found: "هذه التوصية غير موجودة.",
  recommendation_stop_loss_order: "يجب أن يكون وقف الخسارة أدنى من جميع نقاط الدخول في توصية الشراء.",
  recommendation_target_order: "يجب أن يكون الهدف {n} أعلى من جميع نقاط الدخول في توصية الشراء.",

  // ticker page — add codes below this line
  unknown_symbol: "لا يوجد سهم بالرمز \u2066{symbol}\u2069.",
  invalid_range: "اختر مدى: 1M أو 3M أو 6M أو 1Y أو 5Y.",
  invalid_interval: "اختر مدة الشمعة: 1m أو 5m أو 15m.",
  intraday_unavailable: "لا يوفّر مصدر البيانات هذا أسعار اليوم دقيقةً بدقيقة.",
  intraday_failed: "لم يُرسل مصدر البيانات أسعار اليوم. حاول مرة أخرى بعد قليل.",
  unknown_section: "لا يوجد قسم بهذا الاسم.",
  no_fundamentals: "لا تتوفر بيانات مالية لهذا السهم.",

  // scale-out, support tools — add codes below this line
  user_not_found: "لا يوجد مستخدم بهذا البريد الإلكتروني.",
  account_verified: "البريد الإلكتروني لهذا الحساب موثّق بالفعل، فلا حاجة إلى رمز.",

  // server hardening: malformed and cut-off requests — add codes below this line
  bad_request: "هذا الطلب غير سليم.",
  request_aborted: "انتهى الطلب قبل أن يكتمل محتواه.",

  // portfolios — add codes below this line
  portfolio_limit: counted(
    "يمكنك امتلاك {{max:?? محفظة|محفظة واحدة|محفظتين|?? محافظ|?? محفظة|?? محفظة}} على الأكثر. احذف محفظة لإنشاء أخرى.",
  ),
  portfolio_not_found: "هذه المحفظة غير موجودة.",
  transaction_limit: counted(
    "تتسع المحفظة لـ {{max:?? عملية|عملية واحدة|عمليتين|?? عمليات|?? عملية|?? عملية}} على الأكثر.",
  ),
  transaction_not_found: "هذه العملية غير موجودة.",
  holding_not_found: "لا توجد في هذه المحفظة عمليات على \u2066{symbol}\u2069.",
  sale_exceeds_holding: "الكمية المبيعة أكبر من أسهم \u2066{symbol}\u2069 المملوكة في ذلك التاريخ ({held}).",
  insufficient_cash:
    "النقد المتاح في \u2066{date}\u2069 هو {cash} \u2066{currency}\u2069، ولا يُقبل سحب أو رسم يتجاوزه (أما الشراء بما يتجاوزه فيُحسب إيداعًا).",
  split_ratio_required:
    "أدخل نسبة التجزئة في خانة الكمية (2 لتجزئة سهم إلى سهمين): لا يتضمن تقويم التجزئة تجزئة لـ \u2066{symbol}\u2069 في ذلك التاريخ.",
  future_date: "لا يمكن أن يكون التاريخ في المستقبل.",
  negative_amount: "لا يمكن أن يكون {field} سالبًا.",
  csv_too_large: "حجم الملف أكبر من 2 ميغابايت.",
  csv_content_type: "أرسل الملف بصيغة text/csv.",
  csv_no_header: "لا يحتوي الملف على سطر عناوين يسمي أعمدته (التاريخ، النوع، الرمز، الكمية، السعر، الرسوم، العملة).",
  csv_missing_column: "لا يحتوي الملف على عمود {field}.",
  import_invalid: counted(
    "لم يُستورد شيء: في الملف {{count:?? صف|صف واحد|صفان|?? صفوف|?? صفًا|?? صف}} به أخطاء. صححها ثم استورد الملف مجددًا.",
  ),
  date_too_early: "لا يمكن أن يكون التاريخ قبل \u2066{min}\u2069.",
  csv_row_limit: counted(
    "في الملف أكثر من {{max:?? صف|صف واحد|صفين|?? صفوف|?? صفًا|?? صف}}. قسّمه إلى ملفات لا يزيد كل منها على هذا العدد.",
  ),

  // Rocket Movers (GET /work/movers): a bad parameter, named — add codes below this line
  movers_market: "يجب أن يكون معامل السوق (market) إما السوق الأمريكية (US) أو السوق السعودية (SA).",
  movers_kind:
    "يجب أن يكون معامل النوع (kind) أحد الأنواع: الخاسرة (losers) أو الأنشط حجمًا (active) أو الأنشط قيمةً (value) أو الحجم غير المعتاد (unusual).",
  movers_limit: "يجب أن يكون معامل العدد (limit) عددًا صحيحًا من ١ إلى {max}.",

  // reports made on the server (PNG, PDF) — add codes below this line
  // the admin's gold and silver price (PUT /admin/gold-price) — add codes below this line
  metal_price_range: "يجب أن يكون سعر الغرام أكبر من 0 وألا يزيد على 1,000,000.",

  renderer_unavailable:
    "تعذّر إنشاء صورة هذا التقرير أو ملف PDF منه على الخادم الآن: متصفح العرض غير مثبّت أو لم يبدأ. ولا يزال التقرير نفسه يُفتح في صفحته.",
} satisfies NamespaceApiErrorsTranslation;

export default ar_apiErrors;
