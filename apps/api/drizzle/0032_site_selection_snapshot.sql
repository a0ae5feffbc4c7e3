ALTER TABLE "site_selection_records" ADD COLUMN "retrofit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_selection_records" ADD COLUMN "results" jsonb;