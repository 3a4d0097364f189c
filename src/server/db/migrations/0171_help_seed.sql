-- The Help Center's first articles, in English and Arabic (docs/api.md, "Help Center"). Admins
-- edit, reorder, unpublish or delete them like any other; this runs once, so a deleted one stays
-- deleted. The figures they state are the code's: src/shared/auth.ts (OTP), src/server/http/limits.ts,
-- src/shared/scanner-rules.ts, src/shared/shariah.ts, docs/portfolio.md (zakat).
-- tests/server/help.test.ts checks them against those sources.

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-code-email', 'troubleshooting', 1, 10, 'The code e-mail did not arrive',
'When you register, or sign in with a code, we e-mail you a **6-digit code** and a **one-time sign-in link**. Both work for 5 minutes.

If the e-mail is not in your inbox:

1. Wait a minute and look again: some mail services hold new senders for a short while.
2. Look in the spam, junk and promotions folders, and search your mailbox for "Rockets".
3. Check the address you typed. For your privacy the answer is the same for every address, so a typing mistake gives no error: the e-mail simply goes nowhere.
4. Press **Send a new code**. You can ask once a minute. While your code is still valid we send the same code and link again, so whichever e-mail arrives first works.

Two limits protect your mailbox from strangers: at most 10 code requests an hour from one network, and at most 15 new codes an hour for one account. If you reach one, the message says how long to wait.

Still nothing after a few minutes? Write to the support e-mail at the foot of the home page with the address you used, and we will look into it.',
'لم تصلني رسالة الرمز',
'عند التسجيل، أو عند الدخول برمز، نرسل إلى بريدك **رمزًا من 6 أرقام** و**رابط دخول لمرة واحدة**، ويعمل كلاهما مدة 5 دقائق.

إن لم تجد الرسالة في صندوق الوارد:

1. انتظر دقيقة ثم انظر مجددًا، فبعض خدمات البريد تؤخر رسائل المرسلين الجدد قليلًا.
2. ابحث في مجلد الرسائل غير المرغوب فيها ومجلد العروض، وابحث في بريدك عن اسم «روكتس».
3. تأكد من العنوان الذي كتبته. حرصًا على خصوصيتك نعطي الجواب نفسه لكل عنوان، فالخطأ في كتابة العنوان لا يُظهر تنبيهًا، وإنما تذهب الرسالة إلى غير وجهتها.
4. اضغط **إرسال رمز جديد**. يمكنك الطلب مرة كل دقيقة. وما دام رمزك صالحًا نعيد إرسال الرمز والرابط نفسيهما، فأي رسالة تصلك أولًا تصلح.

ولحماية بريدك من الغرباء حدّان: 10 طلبات رمز على الأكثر في الساعة من الشبكة الواحدة، و15 رمزًا جديدًا على الأكثر في الساعة للحساب الواحد. وإن بلغت أحدهما تخبرك الرسالة بمدة الانتظار.

ألم يصل شيء بعد بضع دقائق؟ راسل بريد الدعم المذكور أسفل الصفحة الرئيسية واذكر العنوان الذي استخدمته، وسنتابع الأمر.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-code-expired', 'troubleshooting', 1, 20, 'My code expired',
'A code and the sign-in link in the same e-mail last **5 minutes** (300 seconds) from the moment they are sent. The countdown under the code boxes shows the time left. After that the code is refused with "OTP has expired. Please request a new one."

- Press **Send a new code** to get a fresh code and link. Use the newest e-mail: once a new code is made, the older ones stop working.
- Each code works once. After **5 wrong tries** the code stops working, but the sign-in link in the same e-mail still works until it expires, so you can open the link instead.
- You can type the code in Latin digits or in Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩); both are read the same.
- If your device''s clock is wrong the countdown may look odd, but the server decides: a code is valid for 5 minutes from when it was sent.',
'انتهت صلاحية الرمز',
'يصلح الرمز ورابط الدخول الذي معه في الرسالة نفسها مدة **5 دقائق** (300 ثانية) من لحظة إرسالهما، ويعرض العدّاد تحت خانات الرمز الوقت المتبقي. وبعدها يُرفض الرمز برسالة تفيد بانتهاء صلاحيته وتدعوك إلى طلب رمز جديد.

- اضغط **إرسال رمز جديد** لتحصل على رمز ورابط جديدين، واستخدم أحدث رسالة: فعند إنشاء رمز جديد تتوقف الرموز الأقدم عن العمل.
- كل رمز يصلح مرة واحدة. وبعد **5 محاولات خاطئة** يتوقف الرمز، لكن رابط الدخول في الرسالة نفسها يبقى صالحًا حتى تنتهي مدته، فيمكنك فتح الرابط بدلًا منه.
- يمكنك كتابة الرمز بالأرقام اللاتينية أو بالأرقام العربية (٠١٢٣٤٥٦٧٨٩)، فكلاهما يُقرأ بالطريقة نفسها.
- إن كانت ساعة جهازك غير مضبوطة فقد يبدو العدّاد غريبًا، لكن الحكم للخادم: يصلح الرمز 5 دقائق من وقت إرساله.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-locked-out', 'troubleshooting', 1, 30, 'I am locked out of my account',
'After **10 wrong passwords** for one account from the same network within **15 minutes**, or **100** in a day from anywhere, password sign-in for that account pauses. The message says how long; it unlocks by itself.

You do not have to wait:

- **Sign in with a code.** The login form then offers **E-mail me a sign-in code**. The e-mail has a 6-digit code and a sign-in link; either signs you in and clears the count of failed logins. Wrong passwords or codes typed by someone else can never block that link.
- **Forgot your password?** Press **Forgot password?** in the login form. We e-mail a code and a link (5 minutes). Once you use one, you have 10 minutes to choose a new password of 8 to 128 characters. Every device signed in to your account is then signed out, the lockout is cleared, and you get an e-mail saying the password changed.
- **Not verified yet?** If you registered but never entered the code, signing in asks for the code first: register again with the same address or press **Send a new code**.

Still locked out? Write to the support e-mail at the foot of the home page: an administrator can clear the lockout, send you a new code or sign out your other devices.',
'لا أستطيع الدخول إلى حسابي',
'بعد **10 كلمات مرور خاطئة** لحساب واحد من الشبكة نفسها خلال **15 دقيقة**، أو **100** خلال يوم من أي مكان، يتوقف الدخول بكلمة المرور لذلك الحساب مؤقتًا. وتخبرك الرسالة بالمدة، ثم يُفتح الحساب من تلقاء نفسه.

ولا حاجة إلى الانتظار:

- **ادخل برمز.** يعرض عليك نموذج الدخول حينها زر **أرسل لي رمز دخول بالبريد**. في الرسالة رمز من 6 أرقام ورابط دخول، وأيهما استخدمت أدخلك ومسح عدد المحاولات الفاشلة. ولا يمكن لكلمات المرور أو الرموز الخاطئة التي يكتبها غيرك أن توقف ذلك الرابط.
- **نسيت كلمة المرور؟** اضغط **نسيت كلمة المرور؟** في نموذج الدخول، فنرسل إليك رمزًا ورابطًا (5 دقائق). وبعد استخدام أحدهما لديك 10 دقائق لاختيار كلمة مرور جديدة من 8 إلى 128 حرفًا. ثم يُسجَّل خروج كل جهاز كان داخلًا إلى حسابك، ويُرفع الإيقاف، وتصلك رسالة تفيد بتغيير كلمة المرور.
- **لم تؤكد بريدك بعد؟** إن سجّلت ولم تُدخل الرمز، فسيطلب منك الدخول الرمز أولًا: سجّل مرة أخرى بالعنوان نفسه أو اضغط **إرسال رمز جديد**.

ألا يزال الدخول متعذرًا؟ راسل بريد الدعم المذكور أسفل الصفحة الرئيسية، ويستطيع المشرف رفع الإيقاف أو إرسال رمز جديد إليك أو تسجيل خروج أجهزتك الأخرى.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-prices-still', 'troubleshooting', 1, 40, 'Prices are not moving',
'Prices move only while their exchange is open, and stay at the last close otherwise:

- **US markets** (NYSE, NASDAQ): 09:30 to 16:00 New York time, Monday to Friday.
- **Saudi Exchange** (Tadawul): 10:00 to 15:00 Riyadh time, Sunday to Thursday.

On the exchanges'' holidays, and on early-closing days after the early close, prices do not move either. The dashboard''s Rocket Movers section and each ticker page show whether the market is open.

If a market is open and nothing moves, reload the page. Live prices come over one connection that reconnects by itself; while it is down, the ticker page and Rocket Movers read prices again on their own every few seconds.',
'الأسعار لا تتحرك',
'تتحرك الأسعار فقط أثناء تداول سوقها، وتبقى على آخر إغلاق في غير ذلك:

- **السوق الأمريكية** (بورصة نيويورك وناسداك): من 09:30 إلى 16:00 بتوقيت نيويورك، من الاثنين إلى الجمعة.
- **السوق السعودية** (تداول): من 10:00 إلى 15:00 بتوقيت الرياض، من الأحد إلى الخميس.

ولا تتحرك الأسعار كذلك في إجازات الأسواق، ولا بعد الإغلاق المبكر في أيامه. ويبيّن قسم «المتحركون» في لوحة التداول وصفحة كل سهم هل السوق مفتوحة الآن.

وإن كانت السوق مفتوحة ولم يتحرك شيء فأعد تحميل الصفحة. تصل الأسعار الحية عبر اتصال واحد يعيد الاتصال من تلقاء نفسه، وفي أثناء انقطاعه تعيد صفحة السهم وقسم «المتحركون» قراءة الأسعار وحدهما كل بضع ثوانٍ.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-scanners', 'scanners', 1, 50, 'How the scanners choose stocks',
'The four scanners of **Rockets Invest** check every stock of both markets against fixed rules, on every price update. A stock joins or leaves a list as prices move. Results come 25 to a page.

- **Price Surge**: up at least **5 %** today, trading at least **twice** its 30-day average volume, and priced at 1 or more. Biggest rise first.
- **Big Liquidity**: traded value today (price × volume) of at least **100 million dollars**; Saudi riyals count at the peg of 3.75 riyals to the dollar. Largest first.
- **Momentum Power**: price above its 50-day average, which is above its 200-day average; a 3-month return of at least **15 %**; and a 14-day RSI between **55 and 80**. Best 3-month return first.
- **Rockets Elite**: a dividend yield over the last twelve months of at least **3 %** and a market value of at least **10 billion dollars**. Highest yield first.

Press a column''s header to sort the whole result by it. On the dashboard, **Rocket Gainers** is the 20 biggest risers by percent change, live, and **Rocket Movers** ranks the day''s fallers, the most traded and unusual volume.

A scanner is a filter, not advice: it tells you which stocks meet its rules, not which to buy. Read the [disclaimer](/disclaimer).',
'كيف تختار الماسحات الأسهم',
'تفحص الماسحات الأربعة في **روكتس للاستثمار** كل سهم في السوقين وفق قواعد ثابتة مع كل تحديث للأسعار، فيدخل السهم القائمة أو يخرج منها بحسب حركة السعر. وتُعرض النتائج 25 سهمًا في كل صفحة.

- **قفزة السعر**: ارتفع **5%** على الأقل اليوم، وتداوله **ضعف** متوسط حجمه في 30 يومًا على الأقل، وسعره 1 أو أكثر. الأكثر ارتفاعًا أولًا.
- **السيولة الكبرى**: قيمة تداوله اليوم (السعر × الحجم) **100 مليون دولار** على الأقل، ويُحسب الريال السعودي بسعر الربط 3.75 ريال للدولار. الأكبر أولًا.
- **قوة الزخم**: السعر فوق متوسط 50 يومًا، وهذا فوق متوسط 200 يوم، وعائد 3 أشهر **15%** على الأقل، ومؤشر القوة النسبية لـ14 يومًا بين **55 و80**. الأعلى عائدًا في 3 أشهر أولًا.
- **نخبة روكتس**: عائد توزيعات في آخر اثني عشر شهرًا **3%** على الأقل، وقيمة سوقية **10 مليارات دولار** على الأقل. الأعلى عائدًا أولًا.

اضغط عنوان أي عمود لترتيب النتيجة كلها بحسبه. وفي لوحة التداول يعرض قسم **الصاعدون** أكثر 20 سهمًا ارتفاعًا بالنسبة المئوية لحظة بلحظة، ويرتّب قسم **المتحركون** أكثر الأسهم هبوطًا وأكثرها تداولًا وأصحاب الحجم غير المعتاد.

الماسح أداة تصفية وليس نصيحة: يخبرك بالأسهم التي تحقق قواعده، لا بما يجب أن تشتريه. اقرأ [إخلاء المسؤولية](/disclaimer).',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-simulated', 'marketData', 1, 60, 'What "Simulated data" means',
'When the **Simulated data** badge shows, prices come from Rockets'' own simulated market, not from an exchange.

- It models the real listed companies of the US markets and the Saudi Exchange, with their names, sectors and approximate public figures, and moves their prices only during each exchange''s real trading hours.
- It is built from a fixed seed, so the same history comes back after every restart and on every server.
- Company figures, the Shariah screen''s ratios and the calendars are simulated too while the badge shows. Images you export carry the same label.

Use it to learn the tools and try ideas. **Do not trade on simulated prices**: they are not quotes.

When a real data provider is connected, the badge goes away and the [disclaimer](/disclaimer) names the source and how late its prices may be.',
'ما معنى «بيانات محاكاة»',
'حين تظهر شارة **بيانات محاكاة** فالأسعار تأتي من سوق المحاكاة الخاصة بروكتس، لا من البورصة.

- تحاكي الشركات المدرجة فعلًا في السوق الأمريكية والسوق السعودية بأسمائها وقطاعاتها وأرقامها العامة التقريبية، ولا تحرّك أسعارها إلا في ساعات التداول الحقيقية لكل سوق.
- تُبنى من بذرة ثابتة، فيعود التاريخ نفسه بعد كل إعادة تشغيل وعلى كل خادم.
- وأرقام الشركات ونسب الفحص الشرعي والتقويمات محاكاة أيضًا ما دامت الشارة ظاهرة، والصور التي تصدّرها تحمل الشارة نفسها.

استخدمها لتتعلم الأدوات وتجرّب أفكارك، و**لا تتداول بناءً على أسعار المحاكاة** فليست أسعار سوق.

وحين يُربط مزوّد بيانات حقيقي تختفي الشارة، وتذكر صفحة [إخلاء المسؤولية](/disclaimer) المصدر ومقدار تأخر أسعاره.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-alerts', 'alerts', 1, 70, 'Price alerts and notifications',
'Create an alert with **Create alert** on a ticker page, and find all of yours under [Alerts](/investment-screener?tab=watchlist#alerts).

**What an alert watches:** the price going above or below a value, the day''s change going above or below a percent, or the price crossing its 50-day or 200-day average.

**How you are told:** in the app (a notice while Rockets is open), by e-mail, and by a browser notification (push). Choose one or more for each alert.

- An alert fires **once**, on the first price update where its condition holds, also right away if it already holds when you create it. It then shows as triggered: **re-arm** it to be told again.
- Up to **100 active alerts**; paused and triggered ones do not count. Each may carry a note of up to 200 characters.
- At most **20 alert e-mails an hour**. Alerts beyond that are gathered in one summary e-mail after the hour.

**Not notified?**

- Prices, and so alerts, move only while the market is open.
- For browser notifications, allow notifications for this site when the browser asks, or in its site settings. A browser stops receiving them when you log out in it.
- For e-mails, look in the spam folder.
- The alert''s history shows each delivery as pending, delivered or failed.',
'تنبيهات الأسعار والإشعارات',
'أنشئ تنبيهًا بزر **إنشاء تنبيه** في صفحة أي سهم، وتجد تنبيهاتك كلها في [التنبيهات](/investment-screener?tab=watchlist#alerts).

**ما يراقبه التنبيه:** صعود السعر فوق قيمة أو نزوله تحتها، أو تجاوز تغير اليوم نسبة معينة صعودًا أو هبوطًا، أو عبور السعر متوسط 50 يومًا أو 200 يوم.

**كيف نبلغك:** داخل التطبيق (إشعار ما دام روكتس مفتوحًا)، وبالبريد الإلكتروني، وبإشعار من المتصفح. اختر وسيلة أو أكثر لكل تنبيه.

- ينطلق التنبيه **مرة واحدة** عند أول تحديث للسعر يتحقق فيه شرطه، ويحدث ذلك فورًا إن كان الشرط متحققًا لحظة إنشائه. ثم يظهر منطلقًا، **فأعد تفعيله** لتُبلَّغ من جديد.
- لك حتى **100 تنبيه نشط**، ولا تُحسب التنبيهات الموقوفة أو المنطلقة. ويمكن أن تضيف لكل تنبيه ملاحظة حتى 200 حرف.
- نرسل **20 رسالة تنبيه في الساعة** على الأكثر، وما زاد عليها يُجمع في رسالة واحدة ملخِّصة بعد انقضاء الساعة.

**لم يصلك إشعار؟**

- الأسعار، ومعها التنبيهات، لا تتحرك إلا والسوق مفتوحة.
- لإشعارات المتصفح اسمح لهذا الموقع بالإشعارات حين يسألك المتصفح أو من إعدادات الموقع فيه. ويتوقف المتصفح عن تلقيها حين تسجّل الخروج منه.
- وللبريد الإلكتروني ابحث في مجلد الرسائل غير المرغوب فيها.
- ويعرض سجل التنبيه حالة كل إرسال: قيد الإرسال أو وصل أو تعذّر.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-shariah', 'shariah', 1, 80, 'How the Shariah screen works',
'Each ticker page has a **Shariah screen** card. It follows AAOIFI Shariah Standard No. 21 on financial papers (shares):

1. **Interest-bearing debt** below **30 %** of market value.
2. **Interest-bearing deposits and securities** below **30 %** of market value.
3. **Non-permissible income** below **5 %** of total income, over the last twelve months.

Market value here is the average of the last 36 month-ends, which smooths out a single month''s swing. Each ratio must be strictly below its limit: 30.00 % fails.

**Business activity.** Conventional banking and insurance, alcohol, tobacco, gambling, pork, adult entertainment and weapons are not compliant. Islamic banks and cooperative (takaful) insurers are not treated as conventional ones.

**Result.** *Compliant* when every test passes; *Non-compliant* when any fails, with the reason; *Unknown* when a figure is missing.

**Purification.** When a company has some non-permissible income, give away that share of its dividends: dividend × non-permissible income ÷ total income. The card shows it per share and as a percent of the dividend; the portfolio''s Zakat tab adds it up for what you received.

The screen applies published ratios to the figures at hand. It is information, **not a fatwa**, and a company''s status can change with its next report. Ask a qualified scholar about your own case.',
'كيف يعمل الفحص الشرعي',
'في صفحة كل سهم بطاقة **الفحص الشرعي**، وهي تتبع المعيار الشرعي رقم 21 (الأوراق المالية: الأسهم والسندات) الصادر عن هيئة المحاسبة والمراجعة للمؤسسات المالية الإسلامية:

1. **الديون الربوية** أقل من **30%** من القيمة السوقية.
2. **الودائع والأوراق المالية الربوية** أقل من **30%** من القيمة السوقية.
3. **الدخل غير المباح** أقل من **5%** من إجمالي الدخل في آخر اثني عشر شهرًا.

والقيمة السوقية هنا متوسط قيم آخر 36 نهاية شهر، فلا يتأثر الحكم بتقلب شهر واحد. ويجب أن تكون كل نسبة دون حدها تمامًا: فنسبة 30.00% لا تجتاز الفحص.

**النشاط.** البنوك والتأمين التقليديان والخمور والتبغ والقمار ولحم الخنزير والترفيه الإباحي والأسلحة أنشطة غير متوافقة. ولا تُعامل المصارف الإسلامية وشركات التأمين التعاوني (التكافلي) معاملة التقليدية.

**النتيجة.** *متوافق* إن اجتاز كل الاختبارات، و*غير متوافق* إن أخفق في أحدها مع بيان السبب، و*غير معروف* إن نقص رقم من الأرقام.

**التطهير.** إن كان للشركة دخل غير مباح فتخلّص من حصته من التوزيعات: التوزيع × الدخل غير المباح ÷ إجمالي الدخل. وتعرضه البطاقة لكل سهم ونسبةً من التوزيع، ويجمعه تبويب الزكاة في المحفظة لما قبضته من توزيعات.

يطبّق الفحص نسبًا منشورة على الأرقام المتاحة، وهو معلومات **وليس فتوى**، وقد يتغير حكم الشركة مع تقريرها التالي. اسأل عالمًا مؤهلًا عن حالتك.',
1795737600000, 1795737600000);

INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar, body_ar, created_at, updated_at)
VALUES ('help-zakat', 'shariah', 1, 90, 'Zakat on shares: the calculator',
'Open your portfolio''s **Zakat** tab ([Portfolio, Zakat](/portfolio?tab=zakat)). For a date, today by default, it values your holdings and cash at that day''s close and works out the zakat.

**Method, chosen per holding:**

- **Trading** (bought to sell): 2.5 % of the market value.
- **Company pays** (the default for Saudi companies): Saudi companies pay zakat to the Zakat, Tax and Customs Authority on their shareholders'' behalf, so nothing more is due on the shares; dividends you still hold are counted with your cash.
- **Zakatable assets** (the default for other companies): your share of the company''s zakatable assets, that is cash and short-term investments plus receivables plus inventory, divided by its shares and multiplied by the shares you hold, from its latest quarterly balance sheet. Without the company''s figures the market value is used and marked as estimated.

**Rate:** 2.5 % for a lunar (hijri) year, or 2.577 % for a solar year.

**Nisab:** 85 grams of gold at the gold price per gram. Enter today''s price: the default is the LBMA price at the close of 2024 (83.94 dollars a gram), and gold has moved since. Zakat is due only when your cash and holdings together reach the nisab.

The methods follow AAOIFI Shariah Standard No. 35 on zakah and the International Islamic Fiqh Academy''s resolution 28 (3/4). This is a calculator, **not a fatwa**: ask a qualified scholar about your own case.',
'زكاة الأسهم: الحاسبة',
'افتح تبويب **الزكاة** في محفظتك ([المحفظة، الزكاة](/portfolio?tab=zakat)). يقيّم أسهمك ونقدك بسعر إغلاق تاريخ تختاره، وهو اليوم إن لم تختر، ثم يحسب الزكاة.

**الطريقة، وتُختار لكل سهم:**

- **للمتاجرة** (اشتريته لتبيعه): 2.5% من القيمة السوقية.
- **تزكّيها الشركة** (الافتراضية للشركات السعودية): تدفع الشركات السعودية الزكاة إلى هيئة الزكاة والضريبة والجمارك نيابة عن مساهميها، فلا يجب شيء آخر على الأسهم، أما التوزيعات التي ما زالت بيدك فتُحسب مع نقدك.
- **الموجودات الزكوية** (الافتراضية لغيرها): حصتك من موجودات الشركة الزكوية، أي النقد والاستثمارات قصيرة الأجل والذمم المدينة والمخزون، مقسومةً على عدد أسهمها ومضروبةً في عدد أسهمك، من أحدث ميزانية ربع سنوية لها. وإن لم تتوفر أرقام الشركة استُخدمت القيمة السوقية وعُلِّمت بأنها تقديرية.

**النسبة:** 2.5% للسنة القمرية (الهجرية)، أو 2.577% للسنة الشمسية.

**النصاب:** قيمة 85 غرامًا من الذهب بسعر الغرام. أدخل سعر اليوم، فالسعر الافتراضي هو سعر رابطة سوق لندن للسبائك عند إغلاق 2024 (83.94 دولارًا للغرام) وقد تغيّر الذهب منذ ذلك الحين. ولا تجب الزكاة إلا إذا بلغ نقدك وأسهمك معًا النصاب.

تتبع الطرق المعيار الشرعي رقم 35 (الزكاة) الصادر عن هيئة المحاسبة والمراجعة للمؤسسات المالية الإسلامية، وقرار مجمع الفقه الإسلامي الدولي رقم 28 (3/4). وهذه حاسبة **وليست فتوى**، فاسأل عالمًا مؤهلًا عن حالتك.',
1795737600000, 1795737600000);
