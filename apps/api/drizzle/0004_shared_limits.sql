CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resort_holds" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "resort_holds" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "resort_holds" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "resort_holds" ADD CONSTRAINT "resort_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resort_holds_client_address_idx" ON "resort_holds" USING btree ("client_address","expires_at");--> statement-breakpoint
CREATE INDEX "resort_holds_session_idx" ON "resort_holds" USING btree ("session_id","expires_at");--> statement-breakpoint
CREATE INDEX "resort_holds_user_idx" ON "resort_holds" USING btree ("user_id","expires_at");