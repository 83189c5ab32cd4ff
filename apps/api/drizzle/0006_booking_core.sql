-- The booking core (issue 21): bookings of every service in one table, the money each one
-- moved in booking_payments, the wallet as a ledger. Every hotel booking, payment, refund
-- and wallet balance is carried over as it was (apps/api/test/booking-core-migration.test.ts).
CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway" text,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_once" UNIQUE("booking_id","kind","method"),
	CONSTRAINT "booking_payments_kind_check" CHECK ("booking_payments"."kind" in ('charge', 'refund')),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('card', 'wallet')),
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_gateway_check" CHECK (("booking_payments"."method" = 'card') = ("booking_payments"."gateway" is not null and "booking_payments"."gateway_reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_kind_check" CHECK ("wallet_transactions"."kind" in ('opening', 'booking', 'refund')),
	CONSTRAINT "wallet_transactions_currency_check" CHECK ("wallet_transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount" <> 0 and ("wallet_transactions"."kind" = 'opening' or ("wallet_transactions"."booking_id" is not null and ("wallet_transactions"."kind" = 'booking') = ("wallet_transactions"."amount" < 0))))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_booking_once" ON "wallet_transactions" USING btree ("booking_id","kind") WHERE "wallet_transactions"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms" jsonb;--> statement-breakpoint
UPDATE "bookings" SET
	"service" = 'hotels',
	"start_date" = "check_in",
	"end_date" = "check_out",
	"summary" = jsonb_build_object(
		'title', "hotel"->>'name',
		'subtitle', "room"->>'name',
		'places', jsonb_build_array("hotel"->>'city'),
		'start', to_char("check_in", 'YYYY-MM-DD'),
		'end', to_char("check_out", 'YYYY-MM-DD'),
		'travellers', (select sum(("party"->>'adults')::int + coalesce(jsonb_array_length("party"->'childAges'), 0))::int from jsonb_array_elements("rooms") as "party"),
		'thumbnail', "hotel"->>'heroImage'),
	"detail" = jsonb_build_object(
		'hotelId', "hotel_id",
		'roomId', "room_id",
		'hotel', "hotel",
		'room', "room",
		'rooms', "rooms",
		'guests', "guests",
		'specialRequests', "special_requests"),
	"terms" = jsonb_build_object('freeCancellationDays', "free_cancellation_days");--> statement-breakpoint
INSERT INTO "booking_payments" ("booking_id", "kind", "method", "amount", "currency", "gateway", "gateway_reference", "created_at")
	SELECT "id", 'charge', 'card', "card_amount", "currency", "card_gateway", "card_charge_id", "created_at" FROM "bookings" WHERE "card_amount" > 0
	UNION ALL
	SELECT "id", 'charge', 'wallet', "wallet_amount", "currency", NULL, NULL, "created_at" FROM "bookings" WHERE "wallet_amount" > 0
	UNION ALL
	SELECT "id", 'refund', 'card', "refund_card", "currency", "card_gateway", "refund_id", "cancelled_at" FROM "bookings" WHERE "refund_card" > 0
	UNION ALL
	SELECT "id", 'refund', 'wallet', "refund_wallet", "currency", NULL, NULL, "cancelled_at" FROM "bookings" WHERE "refund_wallet" > 0;--> statement-breakpoint
-- The credits a cancellation gave back: all of them for a full refund, else in proportion, half up (creditsRefunded).
INSERT INTO "wallet_transactions" ("user_id", "amount", "currency", "kind", "booking_id", "created_at")
	SELECT "user_id", -"wallet_credits", "wallet_credits_currency", 'booking', "id", "created_at" FROM "bookings" WHERE "wallet_credits" > 0 AND "user_id" IS NOT NULL
	UNION ALL
	SELECT "user_id",
		CASE WHEN "refund_wallet" = "wallet_amount" THEN "wallet_credits" ELSE ("wallet_credits"::bigint * "refund_wallet" * 2 + "wallet_amount") / (2 * "wallet_amount") END,
		"wallet_credits_currency", 'refund', "id", "cancelled_at"
	FROM "bookings" WHERE "refund_wallet" > 0 AND "wallet_credits" > 0 AND "user_id" IS NOT NULL;--> statement-breakpoint
-- What the accounts hold now, less what their bookings moved, is what they were given.
INSERT INTO "wallet_transactions" ("user_id", "amount", "currency", "kind", "created_at")
	SELECT "users"."id", "users"."credits_minor" - coalesce("moved"."sum", 0), "users"."credits_currency", 'opening', "users"."created_at"
	FROM "users" LEFT JOIN (SELECT "user_id", sum("amount")::int AS "sum" FROM "wallet_transactions" GROUP BY "user_id") AS "moved" ON "moved"."user_id" = "users"."id"
	WHERE "users"."credits_minor" - coalesce("moved"."sum", 0) <> 0;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reference_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_dates_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_card_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancellation_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_hotel_id_hotels_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_room_id_hotel_rooms_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "hotel_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "room_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "hotel";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "room";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "check_in";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "check_out";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "rooms";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "guests";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "special_requests";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "card_charge_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "free_cancellation_days";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "summary" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "detail" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "terms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credits_minor";--> statement-breakpoint
CREATE INDEX "bookings_unsettled_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" in ('pending', 'cancelling');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_check" CHECK ("bookings"."service" in ('hotels', 'flights', 'cars', 'activities', 'cruise', 'resort'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelling', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_check" CHECK ("bookings"."reference" ~ '^[HFCASR]-[A-HJ-NP-Z2-9]{8}$' and left("bookings"."reference", 1) = case "bookings"."service"
        when 'hotels' then 'H' when 'flights' then 'F' when 'cars' then 'C' when 'activities' then 'A' when 'cruise' then 'S' else 'R' end);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_check" CHECK ("bookings"."end_date" >= "bookings"."start_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_check" CHECK (("bookings"."card_amount" = 0) = ("bookings"."card_gateway" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_check" CHECK (("bookings"."status" in ('cancelling', 'cancelled')) = ("bookings"."cancelled_at" is not null)
        and ("bookings"."cancelled_at" is null or ("bookings"."penalty" >= 0 and "bookings"."refund_card" between 0 and "bookings"."card_amount" and "bookings"."refund_wallet" between 0 and "bookings"."wallet_amount")));
