-- Payment Settings, Subscription and wallet grants (issue 22). An agency's payment settings
-- move out of its settings document into their own row: the gateway that charges its cards,
-- the currencies it charges in and whether travellers may pay with wallet credits; every
-- existing agency gets the row its settings meant so far (its gateway, USD - the currency
-- the catalogue charges in -, the wallet offered). An agency's subscriptions record what the
-- platform charged it. A wallet row of kind 'grant' is credits an owner or admin gave a
-- client, with the reason the traveller reads and the agent who gave them.
CREATE TABLE "agency_payment_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"charge_currencies" text[] NOT NULL,
	"wallet_offered" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_payment_settings_gateway_check" CHECK ("agency_payment_settings"."gateway" <> ''),
	CONSTRAINT "agency_payment_settings_currencies_check" CHECK (cardinality("agency_payment_settings"."charge_currencies") > 0)
);
--> statement-breakpoint
CREATE TABLE "agency_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gateway" text NOT NULL,
	"charge_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "agency_subscriptions_status_check" CHECK ("agency_subscriptions"."status" in ('active', 'ended')),
	CONSTRAINT "agency_subscriptions_amount_check" CHECK ("agency_subscriptions"."amount" > 0),
	CONSTRAINT "agency_subscriptions_currency_check" CHECK ("agency_subscriptions"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "agency_payment_settings" ADD CONSTRAINT "agency_payment_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD CONSTRAINT "agency_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_subscriptions_active_once" ON "agency_subscriptions" USING btree ("agency_id") WHERE "agency_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_subscriptions_charge_unique" ON "agency_subscriptions" USING btree ("gateway","charge_reference");--> statement-breakpoint
INSERT INTO "agency_payment_settings" ("agency_id", "gateway", "charge_currencies", "wallet_offered")
SELECT "id", lower(coalesce(nullif("settings" ->> 'currentPaymentGateway', ''), 'demo')), ARRAY['USD'], true FROM "agencies"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_kind_check" CHECK ("wallet_transactions"."kind" in ('opening', 'booking', 'refund', 'grant'));--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_amount_check";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount" <> 0 and ("wallet_transactions"."kind" = 'opening' or ("wallet_transactions"."kind" = 'grant' and "wallet_transactions"."amount" > 0 and "wallet_transactions"."booking_id" is null) or ("wallet_transactions"."booking_id" is not null and ("wallet_transactions"."kind" = 'booking') = ("wallet_transactions"."amount" < 0))));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_grant_check" CHECK (("wallet_transactions"."kind" = 'grant') = ("wallet_transactions"."reason" is not null));--> statement-breakpoint
CREATE INDEX "wallet_transactions_grants_idx" ON "wallet_transactions" USING btree ("created_at","id") WHERE "wallet_transactions"."kind" = 'grant';
