-- The Command Center's Clients and Bookings (issue 22): an agency's clients, kept by an agent;
-- every booking names the agent who made it and the client it was for (both null for the
-- bookings before this, and when either is deleted); lead-traveller columns and partial indexes
-- for the agency's bookings list (apps/api/src/command/booking-list.ts says why each).
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"agent_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"nationality" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"passport_expiry" date,
	"preferences" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_check" CHECK ("clients"."email" = lower("clients"."email") and "clients"."email" <> ''),
	CONSTRAINT "clients_nationality_check" CHECK ("clients"."nationality" ~ '^([A-Z]{2})?$'),
	CONSTRAINT "clients_passport_check" CHECK ("clients"."passport_number" ~ '^[A-Z0-9]*$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_name" text GENERATED ALWAYS AS (lower((lead_traveller ->> 'firstName') || ' ' || (lead_traveller ->> 'lastName'))) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_last_name" text GENERATED ALWAYS AS (lower(lead_traveller ->> 'lastName')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_agency_email_unique" ON "clients" USING btree ("agency_id","email");--> statement-breakpoint
CREATE INDEX "clients_agency_name_idx" ON "clients" USING btree ("agency_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "clients_agency_agent_idx" ON "clients" USING btree ("agency_id","agent_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_listed_idx" ON "bookings" USING btree ("agency_id","created_at","id","service","status","agent_id","client_id","start_date","total_rate") WHERE "bookings"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "bookings_listed_traveller_idx" ON "bookings" USING btree ("agency_id","lead_name","id","lead_last_name","lead_email") WHERE "bookings"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "bookings_listed_travel_idx" ON "bookings" USING btree ("agency_id","start_date","id") WHERE "bookings"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "bookings_listed_client_idx" ON "bookings" USING btree ("client_id","created_at","id") WHERE "bookings"."status" <> 'pending' and "bookings"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_lead_name_idx" ON "bookings" USING btree ("agency_id","lead_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_lead_last_name_idx" ON "bookings" USING btree ("agency_id","lead_last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_lead_email_idx" ON "bookings" USING btree ("agency_id","lead_email" text_pattern_ops);