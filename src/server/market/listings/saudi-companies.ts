// The Saudi Exchange (Tadawul) Main Market: listed companies and REITs, with their official
// English and Arabic names and the Exchange's sector (industry group) classification.
//
// Source: the public lists of the Saudi Exchange — the issuer directory ("Issuers" → "Main
// Market", with each issuer's full English and Arabic name and sector) and the sector indices'
// constituents — as they stood in 2025. Nomu (the Parallel Market) companies are not listed
// here: no Nomu list was at hand to check them against; the format marks them with the market
// field when they are added.
//
// Only names, symbols and sectors are facts here. Shares outstanding are the issued shares as
// last known to us, in millions; where the figure is an estimate it starts with "~" (the
// company record then says `sharesApproximate`). The price is a realistic reference level in
// SAR (not a quote), the dividend a realistic annual dividend per share, and the average daily
// volume (millions of shares) is left empty where it is not known: the universe then derives
// it from the free float (about 0.3 % of the shares a day).
//
// One listing a line:
// SYMBOL|Sector|English name|Arabic name|Shares (M)|Price (SAR)|Annual dividend|Avg volume (M)|Market|Aliases
// Market is "Main" (the default when empty) or "Nomu"; aliases are names people type for the
// company (brands, short names, both languages), separated by ",".

/** The Exchange's sectors (industry groups), their codes in the lines below and names in both
 * languages. */
export const SAUDI_SECTORS = {
  EN: { en: "Energy", ar: "الطاقة" },
  MAT: { en: "Materials", ar: "المواد الأساسية" },
  CAP: { en: "Capital Goods", ar: "السلع الرأسمالية" },
  CPS: { en: "Commercial & Professional Svc", ar: "الخدمات التجارية والمهنية" },
  TRN: { en: "Transportation", ar: "النقل" },
  CDA: { en: "Consumer Durables & Apparel", ar: "السلع طويلة الأجل" },
  CSV: { en: "Consumer Services", ar: "الخدمات الاستهلاكية" },
  MED: { en: "Media and Entertainment", ar: "الإعلام والترفيه" },
  RET: { en: "Retailing", ar: "تجزئة السلع الكمالية" },
  FSR: { en: "Food & Staples Retailing", ar: "تجزئة الأغذية" },
  FB: { en: "Food & Beverages", ar: "إنتاج الأغذية" },
  HC: { en: "Health Care Equipment & Svc", ar: "الرعاية الصحية" },
  PH: { en: "Pharma, Biotech & Life Science", ar: "الأدوية" },
  BNK: { en: "Banks", ar: "البنوك" },
  DFN: { en: "Diversified Financials", ar: "الاستثمار والتمويل" },
  INS: { en: "Insurance", ar: "التأمين" },
  SW: { en: "Software & Services", ar: "التطبيقات وخدمات التقنية" },
  TEL: { en: "Telecommunication Services", ar: "الاتصالات" },
  UTL: { en: "Utilities", ar: "المرافق العامة" },
  REIT: { en: "REITs", ar: "الصناديق العقارية المتداولة" },
  RE: { en: "Real Estate Mgmt & Dev't", ar: "إدارة وتطوير العقارات" },
} as const;
export type SaudiSectorCode = keyof typeof SAUDI_SECTORS;

export const SAUDI_LISTINGS = `
2222|EN|Saudi Arabian Oil Company|شركة الزيت العربية السعودية|242000|24.5|1.32|20||Aramco,Saudi Aramco,أرامكو,أرامكو السعودية
2030|EN|Saudi Arabia Refineries Company|شركة المصافي العربية السعودية|15|75|1|0.3||SARCO,ساركو
2380|EN|Rabigh Refining and Petrochemical Company|شركة رابغ للتكرير والبتروكيماويات|1671|7.6|0|5||Petro Rabigh,بترورابغ
2381|EN|Arabian Drilling Company|شركة الحفر العربية|89|95|2.3|0.3||Arabian Drilling,الحفر العربية
2382|EN|ADES Holding Company|شركة أديس القابضة|1129|16|0.2|3||ADES,أديس
4030|EN|National Shipping Company of Saudi Arabia|الشركة الوطنية السعودية للنقل البحري|787|26|1|2||Bahri,البحري
4200|EN|Aldrees Petroleum and Transport Services Company|شركة الدريس للخدمات البترولية والنقليات|100|130|1|0.2||Aldrees,الدريس
2223|EN|Saudi Aramco Base Oil Company|شركة أرامكو السعودية لزيوت الأساس|169|110|7|0.3||Luberef,لوبريف
1201|MAT|Takween Advanced Industries Company|شركة تكوين المتطورة للصناعات|~95|9|0|||Takween,تكوين
1202|MAT|Middle East Paper Company|شركة الشرق الأوسط لصناعة وإنتاج الورق|~87|30|0|||MEPCO,ميبكو
1210|MAT|Basic Chemical Industries Company|شركة الصناعات الكيميائية الأساسية|~27.5|32|1|||BCI
1211|MAT|Saudi Arabian Mining Company|شركة التعدين العربية السعودية|3800|52|0|2.5||Maaden,Ma'aden,معادن
1301|MAT|United Wire Factories Company|شركة اتحاد مصانع الأسلاك|~58.5|25|1.5|||Aslak,أسلاك
1304|MAT|Al Yamamah Steel Industries Company|شركة اليمامة للصناعات الحديدية|~50.8|33|1|||Yamamah Steel,اليمامة للحديد
1320|MAT|Saudi Steel Pipe Company|الشركة السعودية لأنابيب الصلب|~51|50|1.5|||SSP,أنابيب الصلب
1321|MAT|East Pipes Integrated Company for Industry|شركة أنابيب الشرق المتكاملة للصناعة|~31.5|135|4|||East Pipes,أنابيب الشرق
1322|MAT|Almasane Alkobra Mining Company|شركة المصانع الكبرى للتعدين|~90|60|1|||AMAK,أماك
1323|MAT|United Carton Industries Company|شركة الكرتون المتحدة للصناعة|~30|38|1|||UCIC
2001|MAT|Methanol Chemicals Company|شركة كيميائيات الميثانول|~67.4|15|0|||Chemanol,كيمانول
2010|MAT|Saudi Basic Industries Corporation|الشركة السعودية للصناعات الأساسية|3000|58|2.5|2.5||SABIC,سابك
2020|MAT|SABIC Agri-Nutrients Company|شركة سابك للمغذيات الزراعية|476|112|5|0.6||SABIC Agri-Nutrients,سابك للمغذيات
2060|MAT|National Industrialization Company|الشركة الوطنية للتصنيع|669|10|0|2.5||Tasnee,التصنيع
2090|MAT|National Gypsum Company|شركة الجبس الأهلية|~31.7|24|0.5|||Gypsum,الجبس
2150|MAT|The National Company for Glass Industries|الشركة الوطنية لصناعة الزجاج|~30|40|1|||Zoujaj,زجاج
2170|MAT|Alujain Corporation|شركة اللجين|~69.2|35|1|||Alujain,اللجين
2180|MAT|Filing and Packing Materials Manufacturing Company|شركة تصنيع مواد التعبئة والتغليف|~11.5|40|0|||FIPCO,فيبكو
2200|MAT|Arabian Pipes Company|الشركة العربية للأنابيب|~40|10|0|||Arabian Pipes,الأنابيب العربية
2210|MAT|Nama Chemicals Company|شركة نماء للكيماويات|~23.5|27|0|||Nama,نماء
2220|MAT|National Metal Manufacturing and Casting Company|الشركة الوطنية لتصنيع وسبك المعادن|~57|12|0|||Maadaniyah,معدنية
2250|MAT|Saudi Industrial Investment Group|المجموعة السعودية للاستثمار الصناعي|754|17|0.5|1.5||SIIG
2290|MAT|Yanbu National Petrochemical Company|شركة ينبع الوطنية للبتروكيماويات|562|35|1.5|0.8||Yansab,ينساب
2300|MAT|Saudi Paper Manufacturing Company|الشركة السعودية لصناعة الورق|~50|60|1|||Saudi Paper,الورق
2310|MAT|Sahara International Petrochemical Company|شركة الصحراء العالمية للبتروكيماويات|733|22|1|1.5||Sipchem,سبكيم
2330|MAT|Advanced Petrochemical Company|الشركة المتقدمة للبتروكيماويات|260|33|0|0.6||Advanced,المتقدمة
2350|MAT|Saudi Kayan Petrochemical Company|شركة كيان السعودية للبتروكيماويات|1500|6.4|0|6||Kayan,كيان
2360|MAT|Saudi Vitrified Clay Pipe Company|الشركة السعودية لإنتاج الأنابيب الفخارية|~15|40|0|||SVCP,الفخارية
3002|MAT|Najran Cement Company|شركة أسمنت نجران|~170|9|0.3|||Najran Cement,أسمنت نجران
3003|MAT|City Cement Company|شركة أسمنت المدينة|~140|17|1|||City Cement,أسمنت المدينة
3004|MAT|Northern Region Cement Company|شركة أسمنت المنطقة الشمالية|~180|8.5|0.3|||Northern Cement,أسمنت الشمالية
3005|MAT|Umm Al-Qura Cement Company|شركة أسمنت أم القرى|~55|16|0|||Umm Al-Qura Cement,أسمنت أم القرى
3007|MAT|Zahrat Al Waha for Trading Company|شركة زهرة الواحة للتجارة|~22.5|28|1|||Zahrat Al Waha,زهرة الواحة
3008|MAT|Al Kathiri Holding Company|شركة الكثيري القابضة|~225|2.5|0|||Al Kathiri,الكثيري
3010|MAT|Arabian Cement Company|شركة الأسمنت العربية|100|25|2|0.2||Arabian Cement,الأسمنت العربية
3020|MAT|Yamama Cement Company|شركة أسمنت اليمامة|202|35|1.2|0.5||Yamama Cement,أسمنت اليمامة
3030|MAT|Saudi Cement Company|شركة الأسمنت السعودية|153|45|3|0.3||Saudi Cement,الأسمنت السعودية
3040|MAT|Qassim Cement Company|شركة أسمنت القصيم|90|50|2|0.2||Qassim Cement,أسمنت القصيم
3050|MAT|Southern Province Cement Company|شركة أسمنت المنطقة الجنوبية|140|30|1|0.25||Southern Cement,أسمنت الجنوبية
3060|MAT|Yanbu Cement Company|شركة أسمنت ينبع|158|22|1|0.4||Yanbu Cement,أسمنت ينبع
3080|MAT|Eastern Province Cement Company|شركة أسمنت المنطقة الشرقية|~86|32|1.5|||Eastern Cement,أسمنت الشرقية
3090|MAT|Tabuk Cement Company|شركة أسمنت تبوك|~90|13|0.5|||Tabuk Cement,أسمنت تبوك
3091|MAT|Al Jouf Cement Company|شركة أسمنت الجوف|~130|10|0.3|||Jouf Cement,أسمنت الجوف
3092|MAT|Riyadh Cement Company|شركة أسمنت الرياض|~120|30|1.5|||Riyadh Cement,أسمنت الرياض
1212|CAP|Astra Industrial Group|مجموعة أسترا الصناعية|80|170|3|0.15||Astra,أسترا
1214|CAP|Al Hassan Ghazi Ibrahim Shaker Company|شركة الحسن غازي إبراهيم شاكر|~63|22|0|||Shaker,شاكر
1302|CAP|Bawan Company|شركة بوان|~60|40|1.5|||Bawan,بوان
1303|CAP|Electrical Industries Company|شركة الصناعات الكهربائية|~450|7.5|0.2|||EIC
2040|CAP|Saudi Ceramic Company|شركة الخزف السعودي|~80|30|0.5|||Saudi Ceramic,الخزف
2110|CAP|Saudi Cable Company|شركة الكابلات السعودية|~20|90|0|||Saudi Cable,الكابلات السعودية
2160|CAP|Saudi Arabian Amiantit Company|شركة أميانتيت العربية السعودية|~48.6|25|0|||Amiantit,أميانتيت
2320|CAP|Al-Babtain Power and Telecommunication Company|شركة البابطين للطاقة والاتصالات|~63.9|50|1.5|||Al-Babtain,البابطين
2370|CAP|Middle East Specialized Cables Company|شركة الشرق الأوسط للكابلات المتخصصة|60|30|0|1||MESC,مسك
4080|CAP|Sinad Holding Company|شركة سناد القابضة|~120|10|0|||Sinad,سناد
4140|CAP|Saudi Industrial Export Company|الشركة السعودية للصادرات الصناعية|~22|3|0|||SIECO,صادرات
4141|CAP|Alomran Industrial Investment Company|شركة العمران للصناعة والتجارة|~12|30|0.5|||Alomran,العمران
4142|CAP|Riyadh Cables Group Company|شركة مجموعة كابلات الرياض|150|140|3|0.3||Riyadh Cables,كابلات الرياض
4143|CAP|Al Taiseer Group TALCO Industrial Company|شركة مجموعة التيسير تالكو الصناعية|~16|45|1|||TALCO,تالكو
4146|CAP|Gas Arabian Services Company|شركة جاز العربية للخدمات|~75|16|0.4|||GAS,جاز العربية
1831|CPS|Maharah Human Resources Company|شركة مهارة للموارد البشرية|~475|6|0.2|||Maharah,مهارة
1833|CPS|Al Mawarid Manpower Company|شركة الموارد للقوى البشرية|~15|120|3|||Al Mawarid,الموارد
1834|CPS|Saudi Manpower Solutions Company|الشركة السعودية لحلول القوى البشرية|~125|7|0.2|||SMASCO,سماسكو
4110|CPS|Batic Investment and Logistics Company|شركة باتك للاستثمار والأعمال اللوجستية|~300|2.5|0|||Batic,باتك
4270|CPS|Saudi Printing and Packaging Company|الشركة السعودية للطباعة والتغليف|~60|11|0|||SPPC
4031|TRN|Saudi Ground Services Company|الشركة السعودية للخدمات الأرضية|188|50|1|0.6||SGS
4040|TRN|Saudi Public Transport Company|الشركة السعودية للنقل الجماعي|~125|18|0|||SAPTCO,سابتكو
4260|TRN|United International Transportation Company|الشركة المتحدة الدولية للمواصلات|~71.2|75|2.5|||Budget,بدجت
4261|TRN|Theeb Rent a Car Company|شركة ذيب لتأجير السيارات|~43|65|2|||Theeb,ذيب
4262|TRN|Lumi Rental Company|شركة لومي للتأجير|~55|65|1|||Lumi,لومي
4263|TRN|SAL Saudi Logistics Services Company|شركة سال السعودية للخدمات اللوجستية|80|200|5|0.3||SAL,سال
4264|TRN|Flynas Company|شركة طيران ناس|~171|75|0|||flynas,طيران ناس,ناس
6004|TRN|CATRION Catering Holding Company|شركة كاتريون للتموين القابضة|82|120|4|0.15||Catrion,Saudi Airlines Catering,كاتريون
1213|CDA|Naseej International Trading Company|شركة نسيج العالمية التجارية|~11.2|60|0|||Naseej,نسيج
2130|CDA|Saudi Industrial Development Company|الشركة السعودية للتنمية الصناعية|~40|20|0|||SIDC,صدق
2340|CDA|Artex Industrial Investment Company|شركة ارتيكس للاستثمار الصناعي|~81.3|13|0|||Artex,ارتيكس
4011|CDA|L'azurde Company for Jewelry|شركة لازوردي للمجوهرات|~43|15|0|||Lazurde,لازوردي
4012|CDA|Thob Al Aseel Company|شركة ثوب الأصيل|~400|4|0.1|||Al Aseel,الأصيل
4180|CDA|Fitaihi Holding Group|مجموعة فتيحي القابضة|~283|4|0|||Fitaihi,فتيحي
1810|CSV|Seera Group Holding|مجموعة سيرا القابضة|300|25|0|1.5||Seera,سيرا
1820|CSV|Baan Holding Group Company|شركة مجموعة بان القابضة|~480|3|0|||Baan,بان
1830|CSV|Leejam Sports Company|شركة لجام للرياضة|52|170|8|0.15||Leejam,Fitness Time,لجام,وقت اللياقة
4090|CSV|Taiba Investments Company|شركة طيبة للاستثمار|~261|40|1|||Taiba,طيبة
4170|CSV|Tourism Enterprise Company|شركة المشروعات السياحية|~500|1|0|||Shams,شمس
4290|CSV|Alkhaleej Training and Education Company|شركة الخليج للتدريب والتعليم|~65|25|0.5|||Alkhaleej Training,الخليج للتدريب
4291|CSV|National Company for Learning and Education|الشركة الوطنية للتعليم والتدريب|~43|150|2.5|||NCLE,الوطنية للتعليم
4292|CSV|Ataa Educational Company|شركة عطاء التعليمية|~42|70|1.5|||Ataa,عطاء
6002|CSV|Herfy Food Services Company|شركة هرفي للخدمات الغذائية|~64.7|25|0|||Herfy,هرفي
6012|CSV|Raydan Food Company|شركة ريدان الغذائية|~33.8|22|0|||Raydan,ريدان
6013|CSV|Development Works Food Company|شركة الأعمال التطويرية الغذائية|~8|100|0|||Development Works,الأعمال التطويرية
6014|CSV|Alamar Foods Company|شركة الآمار الغذائية|~25.6|70|2|||Alamar,الآمار
6015|CSV|Americana Restaurants International PLC|شركة أمريكانا للمطاعم العالمية|~8424|2.2|0.05|||Americana,أمريكانا
4070|MED|Tihama Advertising and Public Relations Company|شركة تهامة للإعلان والعلاقات العامة|~40|12|0|||Tihama,تهامة
4071|MED|Arabian Contracting Services Company|الشركة العربية للتعهدات الفنية|~110|120|2|||Al Arabia,العربية
4072|MED|MBC Group Company|شركة مجموعة إم بي سي|~332.5|40|0|||MBC,إم بي سي
4210|MED|Saudi Research and Media Group|المجموعة السعودية للأبحاث والإعلام|80|200|0|0.1||SRMG,الأبحاث والإعلام
4003|RET|United Electronics Company|الشركة المتحدة للإلكترونيات|78|90|4|0.15||eXtra,إكسترا
4008|RET|Saudi Company for Hardware|الشركة السعودية للعدد والأدوات|~36|30|0|||SACO,ساكو
4050|RET|Saudi Automotive Services Company|الشركة السعودية لخدمات السيارات والمعدات|~60|60|1|||SASCO,ساسكو
4051|RET|Baazeem Trading Company|شركة باعظيم التجارية|~79|6|0.2|||Baazeem,باعظيم
4190|RET|Jarir Marketing Company|شركة جرير للتسويق|1200|13.5|0.8|1.5||Jarir,جرير
4191|RET|Abdullah Saad Mohammed Abo Moati for Bookstores Company|شركة عبدالله سعد محمد أبو معطي للمكتبات|~20|35|0.8|||Abo Moati,أبو معطي
4192|RET|Alsaif Stores for Development and Investment Company|شركة متاجر السيف للتنمية والاستثمار|~35|65|2|||Alsaif Gallery,معارض السيف
4193|RET|Nice One Beauty Digital Marketing Company|شركة نايس ون للتسويق الرقمي للتجميل|~114|30|0|||Nice One,نايس ون
4240|RET|Cenomi Retail Company|شركة سينومي ريتيل|~115|20|0|||Cenomi Retail,Fawaz Alhokair,سينومي ريتيل,الحكير
4001|FSR|Abdullah Al Othaim Markets Company|شركة أسواق عبدالله العثيم|900|8|0.3|1.5||Othaim,العثيم
4006|FSR|Saudi Marketing Company|الشركة السعودية للتسويق|~90|20|0|||Farm Superstores,أسواق المزرعة
4161|FSR|BinDawood Holding Company|شركة بن داود القابضة|1143|6.5|0.1|1||BinDawood,Danube,بن داود,الدانوب
4162|FSR|Almunajem Foods Company|شركة المنجم للأغذية|~60|65|3|||Almunajem,المنجم
4163|FSR|Al-Dawaa Medical Services Company|شركة الدواء للخدمات الطبية|~85|70|2|||Al-Dawaa,الدواء
4164|FSR|Al Nahdi Medical Company|شركة النهدي الطبية|130|125|4|0.2||Nahdi,النهدي
2050|FB|Savola Group Company|مجموعة صافولا|534|25|0|1.5||Savola,صافولا
2100|FB|Wafrah for Industry and Development Company|شركة وفرة للصناعة والتنمية|~48|30|0|||Wafrah,وفرة
2270|FB|Saudia Dairy and Foodstuff Company|الشركة السعودية لمنتجات الألبان والأغذية|32|280|8|0.05||SADAFCO,سدافكو
2280|FB|Almarai Company|شركة المراعي|1000|54|1|1||Almarai,المراعي
2281|FB|Tanmiah Food Company|شركة التنمية الغذائية|~20|110|2|||Tanmiah,التنمية الغذائية
2282|FB|Naqi Water Company|شركة نقي للمياه|~37.5|60|1.5|||Naqi,نقي
2283|FB|First Milling Company|شركة المطاحن الأولى|~55.5|55|1.5|||First Milling,المطاحن الأولى
2284|FB|Modern Mills for Food Products Company|شركة المطاحن الحديثة للمنتجات الغذائية|~81.8|38|1.5|||Modern Mills,المطاحن الحديثة
2285|FB|Arabian Mills for Food Products Company|شركة المطاحن العربية للمنتجات الغذائية|~51.3|50|1.5|||Arabian Mills,المطاحن العربية
2286|FB|Fourth Milling Company|شركة المطاحن الرابعة|~540|4.5|0.1|||Fourth Milling,المطاحن الرابعة
4061|FB|Anaam International Holding Group|مجموعة أنعام الدولية القابضة|~100|2|0|||Anaam,أنعام
6001|FB|Halwani Bros Company|شركة حلواني إخوان|~35.4|45|0|||Halwani,حلواني
6010|FB|National Agricultural Development Company|الشركة الوطنية للتنمية الزراعية|~296|25|0.5|||NADEC,نادك
6020|FB|Al Gassim Investment Holding Company|شركة القصيم القابضة للاستثمار|~90|15|0|||GACO,جاكو
6040|FB|Tabuk Agricultural Development Company|شركة تبوك للتنمية الزراعية|~52.1|12|0|||TADCO,تادكو
6050|FB|Saudi Fisheries Company|الشركة السعودية للأسماك|~40|15|0|||Saudi Fisheries,الأسماك
6060|FB|Ash-Sharqiyah Development Company|شركة الشرقية للتنمية|~75|8|0|||Sharqiyah Development,الشرقية للتنمية
6070|FB|Al-Jouf Agricultural Development Company|شركة الجوف للتنمية الزراعية|~30|50|1.5|||Jouf Agricultural,الجوف الزراعية
6090|FB|Jazan Energy and Development Company|شركة جازان للطاقة والتنمية|~50|13|0|||JAZADCO,جازادكو
2140|HC|Ayyan Investment Company|شركة أيان للاستثمار|~99|14|0|||Ayyan,أيان
4002|HC|Mouwasat Medical Services Company|شركة المواساة للخدمات الطبية|200|80|1|0.3||Mouwasat,المواساة
4004|HC|Dallah Healthcare Company|شركة دله للخدمات الصحية|97.6|140|2|0.15||Dallah,دله
4005|HC|National Medical Care Company|الشركة الوطنية للرعاية الطبية|45|180|3|0.1||Care,رعاية
4007|HC|Al Hammadi Holding|شركة الحمادي القابضة|160|40|1.2|0.6||Al Hammadi,الحمادي
4009|HC|Middle East Healthcare Company|شركة الشرق الأوسط للرعاية الصحية|92|70|0|0.4||Saudi German Hospital,السعودي الألماني
4013|HC|Dr. Sulaiman Al Habib Medical Services Group|شركة مجموعة الدكتور سليمان الحبيب للخدمات الطبية|350|280|6|0.3||Al Habib,Sulaiman Al Habib,الحبيب,سليمان الحبيب
4014|HC|Scientific and Medical Equipment House Company|شركة دار المعدات الطبية والعلمية|~30|60|1.5|||Equipment House,دار المعدات
4017|HC|Dr. Soliman Abdel Kader Fakeeh Hospital Company|شركة مستشفى الدكتور سليمان عبدالقادر فقيه|~232|55|0.5|||Fakeeh Care,فقيه
4018|HC|Almoosa Health Company|شركة الموسى الصحية|~44|150|1|||Almoosa,الموسى
4019|HC|Specialized Medical Company|الشركة الطبية التخصصية|~250|25|0|||Specialized Medical,الطبية التخصصية
4021|HC|Canadian Medical Center Company|شركة مجمع المركز الكندي الطبي|~27|45|0|||Canadian Medical Center,المركز الكندي
2070|PH|Saudi Pharmaceutical Industries and Medical Appliances Corporation|الشركة السعودية للصناعات الدوائية والمستلزمات الطبية|~120|30|0.5|||SPIMACO,الدوائية
2230|PH|Saudi Chemical Holding Company|الشركة الكيميائية السعودية القابضة|~843|8|0.1|||Saudi Chemical,الكيميائية
4015|PH|Jamjoom Pharmaceuticals Factory Company|شركة مصنع جمجوم للأدوية|~70|160|3|||Jamjoom Pharma,جمجوم
4016|PH|Middle East Pharmaceutical Industries Company|شركة الشرق الأوسط للصناعات الدوائية|~20|100|2|||Avalon Pharma,أفالون فارما
1010|BNK|Riyad Bank|بنك الرياض|3000|28|1.6|4||Riyad Bank,الرياض
1020|BNK|Bank AlJazira|بنك الجزيرة|1025|13|0|3||AlJazira,الجزيرة
1030|BNK|The Saudi Investment Bank|البنك السعودي للاستثمار|1250|14|0.75|1||SAIB,السعودي للاستثمار
1050|BNK|Banque Saudi Fransi|البنك السعودي الفرنسي|2410|17|0.9|1.5||BSF,السعودي الفرنسي
1060|BNK|Saudi Awwal Bank|البنك السعودي الأول|2055|34|1.7|1.5||SAB,Saudi British Bank,SABB,ساب,الأول
1080|BNK|Arab National Bank|البنك العربي الوطني|1960|21|1.1|1.5||ANB,العربي
1120|BNK|Al Rajhi Banking and Investment Corporation|مصرف الراجحي|4000|96|2.5|5||Al Rajhi,Al Rajhi Bank,Rajhi,الراجحي
1140|BNK|Bank Albilad|بنك البلاد|1250|28|0.5|2.5||Albilad,البلاد
1150|BNK|Alinma Bank|مصرف الإنماء|2500|26|1|6||Alinma,الإنماء
1180|BNK|The Saudi National Bank|البنك الأهلي السعودي|6000|36|1.9|6||SNB,Al Ahli,الأهلي
1111|DFN|Saudi Tadawul Group Holding Company|مجموعة تداول السعودية القابضة|120|180|3.5|0.3||Tadawul,Saudi Exchange,تداول
1182|DFN|Amlak International Finance Company|شركة أملاك العالمية للتمويل|~101.9|11|0.3|||Amlak,أملاك
2120|DFN|Saudi Advanced Industries Company|الشركة السعودية للصناعات المتطورة|~57.6|25|0.5|||SAIC,المتطورة
4081|DFN|Nayifat Finance Company|شركة النايفات للتمويل|~120|14|0.5|||Nayifat,النايفات
4082|DFN|Morabaha Marina Financing Company|شركة مرابحة مرنة للتمويل|~80|8|0.2|||Morabaha Marina,مرابحة مرنة
4130|DFN|Al Baha Investment and Development Company|شركة الباحة للاستثمار والتنمية|~1775|0.3|0|||Al Baha,الباحة
4280|DFN|Kingdom Holding Company|شركة المملكة القابضة|3706|8.5|0.28|2||Kingdom Holding,المملكة القابضة
8010|INS|The Company for Cooperative Insurance|الشركة التعاونية للتأمين|150|140|2|0.3||Tawuniya,التعاونية
8012|INS|Aljazira Takaful Taawuni Company|شركة الجزيرة تكافل تعاوني|~46.3|15|0.5|||Aljazira Takaful,الجزيرة تكافل
8020|INS|Malath Cooperative Insurance Company|شركة ملاذ للتأمين التعاوني|~100|18|0|||Malath,ملاذ
8030|INS|The Mediterranean and Gulf Insurance and Reinsurance Company|شركة المتوسط والخليج للتأمين وإعادة التأمين التعاوني|~140|20|0|||MedGulf,ميدغلف
8050|INS|Salama Cooperative Insurance Company|شركة سلامة للتأمين التعاوني|~25|15|0|||Salama,سلامة
8060|INS|Walaa Cooperative Insurance Company|شركة ولاء للتأمين التعاوني|~85|18|0|||Walaa,ولاء
8070|INS|Arabian Shield Cooperative Insurance Company|شركة الدرع العربي للتأمين التعاوني|~75|18|0|||Arabian Shield,الدرع العربي
8100|INS|Saudi Arabian Cooperative Insurance Company|الشركة العربية السعودية للتأمين التعاوني|~30|15|0|||SAICO,سايكو
8120|INS|Gulf Union Alahlia Cooperative Insurance Company|شركة اتحاد الخليج الأهلية للتأمين التعاوني|~40|13|0|||Gulf Union,اتحاد الخليج
8150|INS|Allied Cooperative Insurance Group|المجموعة المتحدة للتأمين التعاوني|~30|15|0|||ACIG,أسيج
8160|INS|Arabia Insurance Cooperative Company|شركة التأمين العربية التعاونية|~53|12|0|||Arabia Insurance,التأمين العربية
8170|INS|Al-Etihad Cooperative Insurance Company|شركة الاتحاد للتأمين التعاوني|~55|14|0|||Al-Etihad,الاتحاد للتأمين
8200|INS|Saudi Reinsurance Company|الشركة السعودية لإعادة التأمين التعاوني|~89|40|0|||Saudi Re,إعادة
8210|INS|Bupa Arabia for Cooperative Insurance Company|شركة بوبا العربية للتأمين التعاوني|150|170|4|0.25||Bupa,بوبا
8230|INS|Al Rajhi Company for Cooperative Insurance|شركة الراجحي للتأمين التعاوني|~130|140|0|||Al Rajhi Takaful,الراجحي تكافل
8240|INS|Chubb Arabia Cooperative Insurance Company|شركة تشب العربية للتأمين التعاوني|~30|25|0.5|||Chubb Arabia,تشب
8250|INS|Gulf Insurance Group Saudi Arabia|مجموعة الخليج للتأمين السعودية|~60|30|1|||GIG Saudi,AXA Cooperative,جي آي جي
8260|INS|Gulf General Cooperative Insurance Company|شركة الخليجية العامة للتأمين التعاوني|~50|8|0|||Gulf General,الخليجية العامة
8270|INS|Buruj Cooperative Insurance Company|شركة بروج للتأمين التعاوني|~30|20|0|||Buruj,بروج
8280|INS|Liva Insurance Company|شركة ليفا للتأمين|~40|18|0|||Liva,ليفا
8300|INS|Wataniya Insurance Company|الشركة الوطنية للتأمين|~40|25|0|||Wataniya,الوطنية للتأمين
8310|INS|Amana Cooperative Insurance Company|شركة أمانة للتأمين التعاوني|~60|8|0|||Amana,أمانة
8311|INS|Saudi Enaya Cooperative Insurance Company|الشركة السعودية لعناية للتأمين التعاوني|~70|10|0|||Enaya,عناية
7200|SW|Al Moammar Information Systems Company|شركة المعمر لأنظمة المعلومات|~30|150|3|||MIS,المعمر
7201|SW|Arab Sea Information Systems Company|شركة بحر العرب لأنظمة المعلومات|~50|5|0|||Arab Sea,بحر العرب
7202|SW|Arabian Internet and Communications Services Company|شركة العربية لخدمات الإنترنت والاتصالات|120|270|9|0.15||solutions by stc,solutions,حلول
7203|SW|Elm Company|شركة علم|80|900|10|0.1||Elm,علم
7204|SW|Perfect Presentation for Commercial Services Company|شركة العرض المتقن للخدمات التجارية|~120|25|0.5|||2P,توبي,العرض المتقن
8313|SW|Rasan Information Technology Company|شركة رسن لتقنية المعلومات|~76|80|0|||Rasan,رسن,Tameeni,تأميني
7010|TEL|Saudi Telecom Company|شركة الاتصالات السعودية|4987|42|1.6|4||stc,STC,Saudi Telecom,الاتصالات,اس تي سي,إس تي سي
7020|TEL|Etihad Etisalat Company|شركة اتحاد اتصالات|770|55|2|1.5||Mobily,موبايلي
7030|TEL|Mobile Telecommunication Company Saudi Arabia|شركة الاتصالات المتنقلة السعودية|898|11|0.5|5||Zain KSA,Zain,زين
7040|TEL|Etihad Atheeb Telecommunication Company|شركة اتحاد عذيب للاتصالات|~157|90|1|||GO Telecom,Atheeb,جو,عذيب
2080|UTL|National Gas and Industrialization Company|شركة الغاز والتصنيع الأهلية|~75|85|1|||GASCO,الغاز
2081|UTL|Alkhorayef Water and Power Technologies Company|شركة الخريف لتقنية المياه والطاقة|35|150|1.5|0.1||Alkhorayef Water,الخريف
2082|UTL|ACWA Power Company|شركة أكوا باور|760|240|0.44|0.6||ACWA,أكوا
2083|UTL|Power and Water Utility Company for Jubail and Yanbu|شركة مرافق الكهرباء والمياه بالجبيل وينبع|250|40|1.3|0.4||Marafiq,مرافق
2084|UTL|Miahona Company|شركة مياهنا|~160|25|0.3|||Miahona,مياهنا
5110|UTL|Saudi Electricity Company|الشركة السعودية للكهرباء|4166|16|0.7|3||SEC,Saudi Electricity,الكهرباء
4020|RE|Saudi Real Estate Company|الشركة العقارية السعودية|~375|20|0|||Alakaria,العقارية
4100|RE|Makkah Construction and Development Company|شركة مكة للإنشاء والتعمير|165|95|1.5|0.1||Makkah Construction,مكة
4150|RE|Arriyadh Development Company|شركة الرياض للتعمير|~178|22|0.7|||Arriyadh Development,الرياض للتعمير
4220|RE|Emaar The Economic City|شركة إعمار المدينة الاقتصادية|1133|14|0|4||Emaar EC,إعمار
4230|RE|Red Sea International Company|شركة البحر الأحمر العالمية|~60|45|0|||Red Sea International,البحر الأحمر
4250|RE|Jabal Omar Development Company|شركة جبل عمر للتطوير|1155|20|0|3||Jabal Omar,جبل عمر
4300|RE|Dar Al Arkan Real Estate Development Company|شركة دار الأركان للتطوير العقاري|1080|16|0|5||Dar Al Arkan,دار الأركان
4310|RE|Knowledge Economic City Company|شركة مدينة المعرفة الاقتصادية|~339|14|0|||Knowledge Economic City,مدينة المعرفة
4320|RE|Al Andalus Property Company|شركة الأندلس العقارية|~93|20|0.5|||Al Andalus,الأندلس
4321|RE|Arabian Centres Company|شركة المراكز العربية|475|21|1|0.8||Cenomi Centers,Arabian Centres,سينومي سنترز,المراكز العربية
4322|RE|Retal Urban Development Company|شركة رتال للتطوير العمراني|~500|12|0.4|||Retal,رتال
4323|RE|Sumou Real Estate Company|شركة سمو العقارية|~37.5|40|0|||Sumou,سمو
4330|REIT|Riyad REIT Fund|صندوق الرياض ريت|~172|7|0.5|||Riyad REIT,الرياض ريت
4331|REIT|Aljazira REIT Fund|صندوق الجزيرة ريت|~11.8|17|0.9|||Aljazira REIT,الجزيرة ريت
4332|REIT|Jadwa REIT Alharamain Fund|صندوق جدوى ريت الحرمين|~66|5|0|||Jadwa Alharamain,جدوى الحرمين
4333|REIT|Taleem REIT Fund|صندوق تعليم ريت|~51|10|0.6|||Taleem REIT,تعليم ريت
4334|REIT|Al Maather REIT Fund|صندوق المعذر ريت|~59|8|0.4|||Al Maather REIT,المعذر ريت
4335|REIT|Musharaka REIT Fund|صندوق مشاركة ريت|~88|5|0.3|||Musharaka REIT,مشاركة ريت
4336|REIT|Mulkia Gulf Real Estate REIT Fund|صندوق ملكية عقارات الخليج ريت|~101|6|0.4|||Mulkia REIT,ملكية ريت
4338|REIT|Al Ahli REIT Fund 1|صندوق الأهلي ريت ١|~136|7|0.4|||Al Ahli REIT,الأهلي ريت
4339|REIT|Derayah REIT Fund|صندوق دراية ريت|~157|6|0.4|||Derayah REIT,دراية ريت
4340|REIT|Al Rajhi REIT Fund|صندوق الراجحي ريت|~161|8|0.6|||Al Rajhi REIT,الراجحي ريت
4342|REIT|Jadwa REIT Saudi Fund|صندوق جدوى ريت السعودية|~189|12|0.7|||Jadwa REIT Saudi,جدوى ريت
4344|REIT|SEDCO Capital REIT Fund|صندوق سدكو كابيتال ريت|~166|7|0.5|||SEDCO REIT,سدكو ريت
4345|REIT|Alinma Retail REIT Fund|صندوق الإنماء ريت للتجزئة|~119|5|0.3|||Alinma REIT,الإنماء ريت
4346|REIT|MEFIC REIT Fund|صندوق ميفك ريت|~66|5|0.3|||MEFIC REIT,ميفك ريت
4347|REIT|Bonyan REIT Fund|صندوق بنيان ريت|~162|8|0.5|||Bonyan REIT,بنيان ريت
4348|REIT|Alkhabeer REIT Fund|صندوق الخبير ريت|~247|6|0.3|||Alkhabeer REIT,الخبير ريت
`;
