CREATE INDEX "captcha_challenges_created_idx" ON "captcha_challenges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "qr_login_requests_created_idx" ON "qr_login_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_expires_idx" ON "sms_codes" USING btree ("expires_at");