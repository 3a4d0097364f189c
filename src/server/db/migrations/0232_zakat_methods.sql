-- The zakat help article says what the calculator now does (docs/portfolio.md, Zakat): the solar
-- rate of AAOIFI FAS 9 (2.5775 %), "company pays" only for companies domiciled in Saudi Arabia, and
-- the net zakatable assets (current liabilities deducted, never above the market value), with
-- banks and insurers at market value. An article an admin has rewritten keeps its words: REPLACE
-- changes only the seed's sentences.
UPDATE help_articles SET
  body_en = REPLACE(REPLACE(REPLACE(body_en,
    '**Rate:** 2.5 % for a lunar (hijri) year, or 2.577 % for a solar year.',
    '**Rate:** 2.5 % for a lunar (hijri) year, or 2.5775 % for a solar year (AAOIFI FAS 9).'),
    '- **Company pays** (the default for Saudi companies): Saudi companies pay zakat',
    '- **Company pays** (the default for companies domiciled in Saudi Arabia; not for REIT and investment funds, which pay no zakat themselves, nor for companies domiciled abroad such as Americana): these companies pay zakat'),
    'your share of the company''s zakatable assets, that is cash and short-term investments plus receivables plus inventory, divided by its shares and multiplied by the shares you hold, from its latest quarterly balance sheet. Without the company''s figures the market value is used and marked as estimated.',
    'your share of the company''s net zakatable assets, that is cash and short-term investments plus receivables plus inventory less current liabilities (never below zero), divided by its shares and multiplied by the shares you hold, from its latest quarterly balance sheet. A bank''s or insurer''s balance sheet does not separate these, so its shares count at market value (AAOIFI Standard No. 35), as do, marked as estimated, those of a company whose figures are missing. A holding''s zakat never exceeds the rate of its market value.'),
  body_ar = REPLACE(REPLACE(REPLACE(body_ar,
    '**النسبة:** 2.5% للسنة القمرية (الهجرية)، أو 2.577% للسنة الشمسية.',
    '**النسبة:** 2.5% للسنة القمرية (الهجرية)، أو 2.5775% للسنة الشمسية (معيار المحاسبة المالي رقم 9 لأيوفي).'),
    '- **تزكّيها الشركة** (الافتراضية للشركات السعودية): تدفع الشركات السعودية الزكاة',
    '- **تزكّيها الشركة** (الافتراضية للشركات المقيمة في السعودية، لا لصناديق الريت وصناديق الاستثمار التي لا تدفع الزكاة بنفسها، ولا للشركات المقيمة خارجها مثل أمريكانا): تدفع هذه الشركات الزكاة'),
    'حصتك من موجودات الشركة الزكوية، أي النقد والاستثمارات قصيرة الأجل والذمم المدينة والمخزون، مقسومةً على عدد أسهمها ومضروبةً في عدد أسهمك، من أحدث ميزانية ربع سنوية لها. وإن لم تتوفر أرقام الشركة استُخدمت القيمة السوقية وعُلِّمت بأنها تقديرية.',
    'حصتك من صافي موجودات الشركة الزكوية، أي النقد والاستثمارات قصيرة الأجل والذمم المدينة والمخزون مطروحًا منها المطلوبات المتداولة (ولا تقل عن الصفر)، مقسومةً على عدد أسهمها ومضروبةً في عدد أسهمك، من أحدث ميزانية ربع سنوية لها. وميزانية البنك أو شركة التأمين لا تفصل ذلك، فتُحسب أسهمها بالقيمة السوقية (المعيار الشرعي رقم 35)، وكذلك أسهم الشركة التي لا تتوفر أرقامها مع وسمها بأنها تقديرية. ولا تتجاوز زكاة أي سهم النسبة من قيمته السوقية.')
WHERE id = 'help-zakat';
