// Price alerts: texts of the alert dialog, the list, the history, the server's errors and the
// alert e-mail — a namespace of its own, loaded with the screens that show alerts.

import { counted } from "../../counted";
import type { NamespaceAlertsTranslation } from "../../i18n-types";

const ar_alerts = {
  ui: {
    saved: "حُفظ التنبيه.",
    create: "إنشاء تنبيه",
    createLabel: "إنشاء تنبيه على \u2066{symbol}\u2069",
    createTitle: "تنبيه جديد على \u2066{symbol}\u2069",
    editTitle: "تعديل التنبيه على \u2066{symbol}\u2069",
    kind: "الشرط",
    value: "القيمة",
    valuePercent: "القيمة (٪)",
    note: "ملاحظة (اختيارية)",
    channels: "طريقة إبلاغك",
    pushDenied: "الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات الموقع في متصفحك لاستخدام هذه الطريقة.",
    pushUnavailable: "تعذّر على هذا المتصفح تفعيل الإشعارات هنا. ما زال التنبيه داخل التطبيق وبالبريد الإلكتروني متاحًا.",
    save: "حفظ التنبيه",
    saving: "جارٍ الحفظ…",
    cancel: "إلغاء",
    heading: "تنبيهاتك",
    none: "ليس لديك تنبيهات بعد. استخدم «إنشاء تنبيه» على أي سهم.",
    loading: "جارٍ تحميل التنبيهات…",
    failed: "تعذّر تحميل التنبيهات.",
    retry: "أعد المحاولة",
    tableLabel: "قائمة تنبيهاتك",
    symbol: "السهم",
    condition: "الشرط",
    status: "الحالة",
    actions: "الإجراءات",
    active: "نشط",
    paused: "موقوف مؤقتًا",
    triggered: "انطلق في {time}، بسعر {price}",
    edit: "تعديل",
    pause: "إيقاف مؤقت",
    resume: "استئناف",
    delete: "حذف",
    rearm: "إعادة التفعيل",
    actionLabel: "{action}: التنبيه على \u2066{symbol}\u2069",
    history: "السجل",
    historyNone: "لم ينطلق أي تنبيه بعد.",
    historyLabel: "سجل التنبيهات التي انطلقت",
    time: "الوقت",
    price: "السعر",
    fired: "\u2066{symbol}\u2069: {condition} (السعر {price})",
  },
  errors: {
    alert_not_found: "هذا التنبيه غير موجود.",
    alert_limit: counted(
      "يمكنك أن تضع {{max:?? تنبيه نشط|تنبيهًا نشطًا واحدًا|تنبيهين نشطين|?? تنبيهات نشطة|?? تنبيهًا نشطًا|?? تنبيه نشط}} على الأكثر. أوقف تنبيهًا مؤقتًا أو احذفه لتضيف غيره.",
    ),
    symbolUnknown: "لا يوجد سهم بالرمز \u2066{symbol}\u2069.",
    noMarket: "لا يتوفر سعر للسهم \u2066{symbol}\u2069 بعد. حاول بعد لحظات.",
    value: "أدخل قيمة لهذا التنبيه.",
    valueInvalid: "أدخل رقمًا صحيحًا لهذا التنبيه.",
    valueNone: "هذا النوع من التنبيهات لا يأخذ قيمة.",
    channels: "اختر طريقة واحدة على الأقل لإبلاغك.",
    note: counted("لا تتجاوز الملاحظة {{max:?? حرف|حرف واحد|حرفين|?? أحرف|?? حرفًا|?? حرف}}."),
    invalid: "تحقّق من هذا الحقل: {field}.",
    push_disabled: "إشعارات المتصفح غير مفعّلة على هذا الخادم.",
    pushEndpoint:
      "لا يمكن استخدام اشتراك الإشعارات هذا: لا تُرسَل الإشعارات إلا إلى خدمات الإشعارات التابعة للمتصفحات نفسها، عبر https.",
    push_limit: counted(
      "إشعارات المتصفح مفعّلة بالفعل في {{max:?? متصفح|متصفح واحد|متصفحين|?? متصفحات|?? متصفحًا|?? متصفح}}، وهو الحد الأقصى. سجّل الخروج من متصفح لم تعد تستخدمه، ثم فعّلها هنا.",
    ),
  },
  kinds: {
    priceAbove: "السعر أعلى من",
    priceBelow: "السعر أدنى من",
    changeAbove: "التغيّر اليومي أعلى من",
    changeBelow: "التغيّر اليومي أدنى من",
    crossSma50: "يقطع متوسط 50 يومًا",
    crossSma200: "يقطع متوسط 200 يوم",
  },
  channels: {
    app: "داخل التطبيق",
    email: "البريد الإلكتروني",
    push: "إشعار المتصفح",
  },
  mail: {
    subject: "\u2066{symbol}\u2069: {condition}",
    greeting: "مرحبًا {name}،",
    body: "انطلق تنبيهك على السهم \u2066{symbol}\u2069: {condition}. السعر: \u2066{price}\u2069 في {time}.",
    simulated: "بيانات محاكاة: هذه الأسعار من سوق محاكاة، لا من البورصة.",
    note: "ملاحظتك: {note}",
    footer: "أصبح التنبيه منطلقًا الآن. أعد تفعيله من قائمة تنبيهاتك ليصلك التنبيه مجددًا.",
    summarySubject: counted(
      "انطلق {{count:?? تنبيه آخر|تنبيه آخر|تنبيهان آخران|?? تنبيهات أخرى|?? تنبيهًا آخر|?? تنبيه آخر}}",
    ),
    summaryBody: counted(
      "حتى لا يزدحم بريدك نرسل رسائل التنبيه بحدٍّ أقصى قدره {budget} في الساعة، وقد بلغتَ هذا الحد. بين الساعة {from} والساعة {to} (بالتوقيت العالمي) يوم {day} انطلق {{count:?? تنبيه آخر|تنبيه آخر|تنبيهان آخران|?? تنبيهات أخرى|?? تنبيهًا آخر|?? تنبيه آخر}}، وتجدها كلها في سجل التنبيهات داخل التطبيق.",
    ),
    summaryFooter: "افتح التطبيق لترى كل تنبيهاتك.",
  },
  condition: {
    priceAbove: "ارتفع السعر إلى {value} أو أكثر",
    priceBelow: "انخفض السعر إلى {value} أو أقل",
    changeAbove: "بلغ التغيّر اليومي {value}% أو أكثر",
    changeBelow: "بلغ التغيّر اليومي {value}% أو أقل",
    crossSma50: "قطع السعر متوسطه لخمسين يومًا",
    crossSma200: "قطع السعر متوسطه لمئتي يوم",
  },
} satisfies NamespaceAlertsTranslation;

export default ar_alerts;
