-- Proposals (issue 22): an agent offers a client a trip of one or more items of any service,
-- each kept as the offer its service re-quotes and books (`offer`), priced when added
-- (`quoted_total`) and re-priced when the client opens it and daily (`current_total`,
-- `availability`), so a changed or sold-out item is shown as such. The id is the client's
-- unguessable link; `expires_at` ends an open proposal. apps/api/src/command/proposals.ts says why each index.
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"agent_id" uuid,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"drift_threshold_percent" integer DEFAULT 5 NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('draft', 'sent', 'viewed', 'approved', 'declined', 'expired', 'booked')),
	CONSTRAINT "proposals_drift_threshold_check" CHECK ("proposals"."drift_threshold_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "proposal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service" text NOT NULL,
	"offer" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"quoted_total" integer NOT NULL,
	"currency" text NOT NULL,
	"current_total" integer,
	"availability" text DEFAULT 'available' NOT NULL,
	"requoted_at" timestamp with time zone,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_items_availability_check" CHECK ("proposal_items"."availability" in ('available', 'changed', 'soldOut')),
	CONSTRAINT "proposal_items_totals_check" CHECK ("proposal_items"."quoted_total" >= 0 and ("proposal_items"."current_total" is null or "proposal_items"."current_total" >= 0))
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_agency_updated_idx" ON "proposals" USING btree ("agency_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "proposals_agency_agent_updated_idx" ON "proposals" USING btree ("agency_id","agent_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "proposals_client_idx" ON "proposals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "proposals_open_expiry_idx" ON "proposals" USING btree ("expires_at") WHERE "proposals"."status" in ('sent', 'viewed', 'approved');--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_idx" ON "proposal_items" USING btree ("proposal_id","position");
