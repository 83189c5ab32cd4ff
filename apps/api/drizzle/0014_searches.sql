-- The Command Center's Searches and markup simulator (issue 22): every hotel and flight search
-- an agency's site answers, with its cheapest price before and after the agency's markup
-- (apps/api/src/command/search-log.ts writes them, after the answer; kept 90 days). And the
-- sidebar's links out (Academy, Applications, a pay product) as agency settings: toAgency reads
-- settings as stored, so every existing agency gets them, blank (hidden).
CREATE TABLE "agency_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"service" text NOT NULL,
	"destination" text NOT NULL,
	"path" text NOT NULL,
	"trip" jsonb NOT NULL,
	"currency" text,
	"wholesale" integer,
	"tax_and_fee" integer,
	"traveller_price" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_searches_service_check" CHECK ("agency_searches"."service" in ('hotels', 'flights')),
	CONSTRAINT "agency_searches_price_check" CHECK (("agency_searches"."currency" is null and "agency_searches"."wholesale" is null and "agency_searches"."tax_and_fee" is null and "agency_searches"."traveller_price" is null) or ("agency_searches"."currency" ~ '^[A-Z]{3}$' and "agency_searches"."wholesale" >= 0 and "agency_searches"."tax_and_fee" >= 0 and "agency_searches"."traveller_price" >= 0))
);
--> statement-breakpoint
ALTER TABLE "agency_searches" ADD CONSTRAINT "agency_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_searches" ADD CONSTRAINT "agency_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_searches_agency_created_idx" ON "agency_searches" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_searches_agency_service_created_idx" ON "agency_searches" USING btree ("agency_id","service","created_at");--> statement-breakpoint
UPDATE "agencies" SET "settings" = '{"academyUrl": "", "applicationsUrl": "", "payProduct": {"label": "", "url": ""}}'::jsonb || "settings";
