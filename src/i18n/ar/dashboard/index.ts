// The dashboard screen's texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { NamespaceDashboardTranslation } from "../../i18n-types";

const ar_dashboard = {
  navLabel: "أقسام لوحة التحكم",
  backHome: "العودة إلى الرئيسية",
  groups: {
    screener: "ماسح روكتس",
    exclusive: "حصري",
    tools: "الأدوات",
    support: "الدعم",
  },
  sections: {
    gainers: "الأسهم الصاعدة",
    movers: "الأسهم المتحركة",
    exclusiveService: "الخدمة الحصرية",
    explanation: "الشرح",
    portfolioInsights: "رؤى المحفظة",
    portfolioReview: "مراجعة المحفظة",
    tradeTracker: "متتبع الصفقات",
    caseHandler: "معالج الحالات",
    notesHelper: "مساعد الملاحظات",
    disclaimer: "إخلاء المسؤولية",
    helpCenter: "مركز المساعدة",
    commonIssues: "المشكلات الشائعة",
    ticketForm: "نموذج التذاكر",
  },
  gainers: {
    intro: "أكبر الأسهم ارتفاعًا في الجلسة، تتحدّث مع كل حركة.",
    live: "مباشر",
    connected: "متصل",
    connecting: "جارٍ الاتصال...",
    reconnecting: "جارٍ إعادة الاتصال...",
    updatedAt: "آخر تحديث {time}",
    waiting: "بانتظار الأسعار الأولى...",
    caption: "الأسهم الأكثر ارتفاعًا",
    columns: {
      rank: "#",
      symbol: "الرمز",
      price: "السعر",
      change: "التغير",
      changesPercentage: "التغير %",
      volume: "حجم التداول",
    },
    // direction of the last price change, read out beside the ▲ ▼ mark
    up: "صعود",
    down: "هبوط",
  },
  // Rocket Movers: the day's movers beyond the gainers, per market (GET /work/movers).
  movers: {
    intro:
      "الأسهم الأكثر انخفاضًا اليوم، والأكثر تداولًا بعدد الأسهم وبالقيمة، والأسهم التي يفوق تداولها حجمها المعتاد كثيرًا.",
    marketLabel: "السوق",
    markets: { US: "الأمريكية", SA: "السعودية" },
    kindLabel: "القائمة",
    kinds: {
      losers: "الأكثر انخفاضًا",
      active: "الأنشط بحجم التداول",
      value: "الأنشط بقيمة التداول",
      unusual: "حجم تداول غير معتاد",
    },
    caption: "{kind}، السوق {market}",
    columns: {
      symbol: "الرمز",
      price: "السعر",
      changesPercentage: "التغير %",
      volume: "حجم التداول",
      avgVolume: "متوسط حجم التداول لثلاثين يومًا",
      value: "قيمة التداول",
      relativeVolume: "الحجم ÷ المتوسط",
    },
    times: "{value}×",
    updatedAt: "آخر تحديث {time}",
    open: "تتحدّث الأسعار لحظيًا ما دامت السوق مفتوحة، وتتجدّد القائمة كل دقيقة.",
    notOpen: "السوق الآن: {state}؛ الأرقام أرقام آخر جلسة لها.",
    loading: "جارٍ تحميل الأسهم المتحركة...",
    empty: "لا أسهم في هذه القائمة الآن.",
    failed: "تعذّر تحديث الأسهم المتحركة؛ ستُعاد المحاولة بعد قليل.",
  },
  portfolioLinks: {
    portfolioInsights:
      "أسهمك في السوقين السعودية والأمريكية وتوزيعها والتوزيعات المستلمة والمتوقعة والزكاة والتطهير، كلها في صفحة المحفظة.",
    portfolioReview:
      "العائد الموزون زمنيًا والعائد الموزون بالمبالغ والربح ومؤشر السوق لشهر ومنذ بداية السنة ولسنة ومنذ أول عملية، مع شرح طريقة الحساب.",
    tradeTracker: "عملياتك مع ملاحظاتها، وكل مركز مغلق مع مدة الاحتفاظ به ونتيجته.",
    open: "افتح صفحة المحفظة",
    zakat: "الزكاة والتطهير",
  },
  underDevelopment: {
    title: "هذا القسم قيد التطوير",
    apology: "نعتذر منكم: هذا الجزء من لوحة التحكم غير جاهز بعد. نعمل على بنائه لنقدّم لكم مزيدًا من الأدوات لتداولكم.",
    stayTuned: "ترقّبونا",
  },
  explanation: {
    title: "عن الخدمة الحصرية",
    purposeTitle: "الهدف",
    purpose:
      "تقدّم الخدمة الحصرية في كل يوم تداول عددًا محدودًا من الفرص المختارة التي يُعدّها محللونا: رمز السهم، وأربعة مستويات للدخول، وخمسة أهداف سعرية، ووقف الخسارة. هدفها مساعدتك على التخطيط للصفقة بمستويات واضحة بدلًا من الانفعال مع حركة السوق.",
    rulesTitle: "طريقة الاستخدام",
    rule1: "ادخل على أجزاء موزّعة على مستويات الدخول الأربعة بدلًا من الدخول بكامل المبلغ مرة واحدة.",
    rule2: "جنِ جزءًا من الأرباح عند كل هدف؛ الهدف الأخضر تحقق، والأحمر لم يتحقق قبل وقف الخسارة.",
    rule3: "التزم بوقف الخسارة: أغلق المركز إذا أغلق السعر دونه.",
    rule4: "لا تخاطر أبدًا بأكثر من جزء صغير من رأس مالك في فرصة واحدة.",
    disclaimerTitle: "إخلاء المسؤولية",
    disclaimer:
      "التوصيات للتعليم والمعلومات فقط، وليست نصيحة استثمارية ولا عرضًا للشراء أو البيع. الأسواق تنطوي على مخاطر، والنتائج السابقة لا تضمن العوائد المستقبلية. أنت وحدك المسؤول عن قراراتك؛ استشر مستشارًا مرخّصًا عند الحاجة.",
  },
  exclusive: {
    intro: "توصيات اليوم من محللينا. اقرأ قسم الشرح قبل استخدامها.",
    empty: "لم تُنشر أي توصيات بعد.",
    loadFailed: "تعذّر تحميل التوصيات.",
    entries: "نقاط الدخول",
    targets: "الأهداف",
    stopLoss: "وقف الخسارة",
    tracking: {
      label: "منذ النشر",
      now: "السعر الآن",
      change: "التغير منذ النشر",
      status: "الحالة",
      open: "مفتوحة",
      target: "تحقق الهدف في {date}",
      stop: "بلغ السعر وقف الخسارة في {date}",
      untracked: "لا يتوفر سعر لهذا الرمز",
      zones: {
        "America/New_York": "{date} بتوقيت نيويورك",
        "Asia/Riyadh": "{date} بتوقيت الرياض",
      },
    },
    published: "نُشرت {date}",
    target: "الهدف {n}",
    entry: "الدخول {n}",
    colors: {
      green: "تحقق",
      red: "لم يتحقق",
      gray: "قيد الانتظار",
      none: "",
    },
  },
} satisfies NamespaceDashboardTranslation;

export default ar_dashboard;
