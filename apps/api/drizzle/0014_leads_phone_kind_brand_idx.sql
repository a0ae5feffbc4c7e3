DROP INDEX "leads_phone_kind_idx";--> statement-breakpoint
CREATE INDEX "leads_phone_kind_brand_idx" ON "leads" USING btree ("phone","kind",lower(btrim("brand_name")));