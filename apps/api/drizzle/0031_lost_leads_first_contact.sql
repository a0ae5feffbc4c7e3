-- One-off data fix. Closing a lead as 已流失 straight from 待跟进 used to stamp 首次联系, as if the
-- customer had been contacted. 首次联系 is the move to 已联系 (contacted is reachable only from new),
-- so a lead whose history holds a new → lost move was never contacted: its stamp is cleared.
-- Idempotent: cleared stamps no longer match.
UPDATE "leads" AS l
SET "first_contact_at" = NULL
WHERE l."status" = 'lost'
	AND l."first_contact_at" IS NOT NULL
	AND EXISTS (
		SELECT 1 FROM "lead_events" AS e
		WHERE e."lead_id" = l."id" AND e."from_status" = 'new' AND e."to_status" = 'lost'
	);
