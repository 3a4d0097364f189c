-- The Shariah help article says what the screen now does: AAOIFI 21's ratios "must not exceed"
-- their thresholds, so a ratio at its threshold passes (src/shared/shariah.ts, passesAt). An
-- article an admin has rewritten keeps its words: REPLACE changes only the seed's sentences.
UPDATE help_articles SET
  body_en = REPLACE(REPLACE(REPLACE(REPLACE(body_en,
    '**Interest-bearing debt** below **30 %**', '**Interest-bearing debt** at most **30 %**'),
    '**Interest-bearing deposits and securities** below **30 %**', '**Interest-bearing deposits and securities** at most **30 %**'),
    '**Non-permissible income** below **5 %**', '**Non-permissible income** at most **5 %**'),
    'Each ratio must be strictly below its limit: 30.00 % fails.', 'A ratio must not exceed its limit: 30.00 % passes, 30.01 % fails.'),
  body_ar = REPLACE(REPLACE(REPLACE(REPLACE(body_ar,
    '**الديون الربوية** أقل من **30%**', '**الديون الربوية** لا تتجاوز **30%**'),
    '**الودائع والأوراق المالية الربوية** أقل من **30%**', '**الودائع والأوراق المالية الربوية** لا تتجاوز **30%**'),
    '**الدخل غير المباح** أقل من **5%**', '**الدخل غير المباح** لا يتجاوز **5%**'),
    'ويجب أن تكون كل نسبة دون حدها تمامًا: فنسبة 30.00% لا تجتاز الفحص.', 'ويجب ألا تتجاوز كل نسبة حدها: فنسبة 30.00% تجتاز الفحص، ونسبة 30.01% لا تجتازه.')
WHERE id = 'help-shariah';
