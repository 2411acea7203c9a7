-- A room's rules in one shape: the options it accepted, as the protocol writes them. The clock,
-- undo and opening of `rules` and the AI's time of `ai_budget_ms` join the JSON in `options`
-- (whose keys are already the protocol's), and the two columns go.
UPDATE rooms SET options = json_patch(options, rules) WHERE rules IS NOT NULL;
UPDATE rooms SET options = json_set(options, '$.ai_budget_ms', ai_budget_ms)
    WHERE ai_budget_ms IS NOT NULL;
UPDATE games SET options = json_patch(options, rules) WHERE rules IS NOT NULL;
ALTER TABLE rooms DROP COLUMN rules;
ALTER TABLE rooms DROP COLUMN ai_budget_ms;
ALTER TABLE games DROP COLUMN rules;
