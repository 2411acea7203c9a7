-- A room's rules in one shape, as in SQLite's V9: the clock, undo and opening of `rules` and
-- the AI's time of `ai_budget_ms` join the JSON in `options`, and the two columns go.
UPDATE rooms SET options = (options::jsonb || rules::jsonb)::text WHERE rules IS NOT NULL;
UPDATE rooms SET options = (options::jsonb || jsonb_build_object('ai_budget_ms', ai_budget_ms))::text
    WHERE ai_budget_ms IS NOT NULL;
UPDATE games SET options = (options::jsonb || rules::jsonb)::text WHERE rules IS NOT NULL;
ALTER TABLE rooms DROP COLUMN rules, DROP COLUMN ai_budget_ms;
ALTER TABLE games DROP COLUMN rules;
