CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"hotel" jsonb NOT NULL,
	"room" jsonb NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"lead_traveller" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"lead_email" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"base_rate" integer NOT NULL,
	"tax_and_fee" integer NOT NULL,
	"total_rate" integer NOT NULL,
	"display_currency" text NOT NULL,
	"card_gateway" text,
	"card_brand" text,
	"card_last4" text,
	"card_amount" integer DEFAULT 0 NOT NULL,
	"card_charge_id" text,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"wallet_credits" integer DEFAULT 0 NOT NULL,
	"wallet_credits_currency" text,
	"free_cancellation_days" smallint,
	"cancelled_at" timestamp with time zone,
	"penalty" integer,
	"refund_card" integer,
	"refund_wallet" integer,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_agency_idempotency_key_unique" UNIQUE("agency_id","idempotency_key"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_reference_check" CHECK ("bookings"."reference" ~ '^H-[A-HJ-NP-Z2-9]{8}$'),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" ~ '^[A-Z]{3}$' and "bookings"."display_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."base_rate" >= 0 and "bookings"."tax_and_fee" >= 0 and "bookings"."total_rate" = "bookings"."base_rate" + "bookings"."tax_and_fee"),
	CONSTRAINT "bookings_payment_check" CHECK ("bookings"."card_amount" >= 0 and "bookings"."wallet_amount" >= 0 and "bookings"."card_amount" + "bookings"."wallet_amount" = "bookings"."total_rate"),
	CONSTRAINT "bookings_card_check" CHECK (("bookings"."card_amount" = 0) = ("bookings"."card_charge_id" is null)),
	CONSTRAINT "bookings_cancellation_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)
        and ("bookings"."cancelled_at" is null or ("bookings"."penalty" >= 0 and "bookings"."refund_card" between 0 and "bookings"."card_amount" and "bookings"."refund_wallet" between 0 and "bookings"."wallet_amount")))
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"sold" smallint NOT NULL,
	CONSTRAINT "hotel_room_nights_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "hotel_room_nights_sold_check" CHECK ("hotel_room_nights"."sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_agency_user_idx" ON "bookings" USING btree ("agency_id","user_id");