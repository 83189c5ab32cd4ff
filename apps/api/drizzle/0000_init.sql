CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"agency_name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"primary_color" text DEFAULT '#2c7be5' NOT NULL,
	"settings" jsonb NOT NULL,
	"deals_city" text NOT NULL,
	"deals_latitude" double precision NOT NULL,
	"deals_longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_subdomain_unique" UNIQUE("subdomain"),
	CONSTRAINT "agencies_status_check" CHECK ("agencies"."status" in ('Active', 'Inactive')),
	CONSTRAINT "agencies_subdomain_check" CHECK ("agencies"."subdomain" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
	CONSTRAINT "agencies_primary_color_check" CHECK ("agencies"."primary_color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "agencies_deals_coordinates_check" CHECK ("agencies"."deals_latitude" between -90 and 90 and "agencies"."deals_longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "agency_markups" (
	"agency_id" integer NOT NULL,
	"service" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	CONSTRAINT "agency_markups_agency_service_unique" UNIQUE("agency_id","service"),
	CONSTRAINT "agency_markups_service_check" CHECK ("agency_markups"."service" in ('hotels', 'flights', 'resort', 'cars', 'activities', 'cruise')),
	CONSTRAINT "agency_markups_percent_check" CHECK ("agency_markups"."percent_basis_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_travel_agent" boolean DEFAULT false NOT NULL,
	"is_restricted_agent" boolean DEFAULT false NOT NULL,
	"is_reward_wallet_enable" boolean DEFAULT false NOT NULL,
	"is_sso_user" boolean DEFAULT false NOT NULL,
	"credits_minor" integer DEFAULT 0 NOT NULL,
	"credits_currency" text DEFAULT 'USD' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"profile_image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('Customer', 'Agent', 'AgencyOwner', 'Admin', 'SalesAgent')),
	CONSTRAINT "users_credits_currency_check" CHECK ("users"."credits_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "agency_markups" ADD CONSTRAINT "agency_markups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_agency_email_unique" ON "users" USING btree ("agency_id",lower("email"));