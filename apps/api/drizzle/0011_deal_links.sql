-- The Command Center's Deal Links (issue 22): an agent's short link (/url/<id>) to a search or
-- an offer on the agency's own site, with a label, an optional expiry and its click count; a
-- booking made through one names it, so the list can show what each link sold. The id is
-- the short code itself (random, unguessable); the target is a path on the agency's site,
-- never an absolute URL, so a link can never redirect elsewhere.
CREATE TABLE "deal_links" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"agent_id" uuid,
	"label" text NOT NULL,
	"target" text NOT NULL,
	"service" text NOT NULL,
	"expires_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_links_id_check" CHECK ("deal_links"."id" ~ '^[A-Za-z0-9]{10}$'),
	CONSTRAINT "deal_links_target_check" CHECK ("deal_links"."target" like '/%' and "deal_links"."target" not like '//%' and strpos("deal_links"."target", chr(92)) = 0),
	CONSTRAINT "deal_links_service_check" CHECK ("deal_links"."service" in ('hotels', 'flights', 'cars', 'activities', 'cruise', 'resort')),
	CONSTRAINT "deal_links_clicks_check" CHECK ("deal_links"."clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deal_link_id" text;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_links" ADD CONSTRAINT "deal_links_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_links_agency_idx" ON "deal_links" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deal_links_agency_agent_idx" ON "deal_links" USING btree ("agency_id","agent_id","created_at","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deal_link_id_deal_links_id_fk" FOREIGN KEY ("deal_link_id") REFERENCES "public"."deal_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_deal_link_idx" ON "bookings" USING btree ("deal_link_id","status") WHERE "bookings"."deal_link_id" is not null;
