-- One-off data fix. Before disabling a consultant (or moving them to another role) returned their
-- open leads to 未分配, such leads stayed with someone who can no longer follow them up, out of the
-- 未分配 queue. This hands them back as the console now does, with a history entry saying why; the
-- actor is 'system' (no operator made this move). Leads already ended (won/lost) stay where they are.
-- Idempotent: once released, a lead no longer matches.
WITH released AS (
	UPDATE "leads" AS l
	SET "assigned_consultant_id" = NULL, "updated_at" = now()
	FROM "operators" AS o
	WHERE o."id" = l."assigned_consultant_id"
		AND l."status" IN ('new', 'contacted', 'qualified')
		AND (o."status" <> 'active' OR o."role" <> 'consultant')
	RETURNING l."id", o."display_name", o."status"
)
INSERT INTO "lead_events" ("lead_id", "actor", "from_status", "to_status", "note")
SELECT "id", 'system', NULL, NULL,
	'顾问 ' || "display_name" || CASE WHEN "status" <> 'active' THEN ' 已停用' ELSE ' 已调离' END || '，线索退回未分配（停用时遗留，数据修复）'
FROM released;
