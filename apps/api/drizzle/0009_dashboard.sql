-- The Command Center's Dashboard (issue 22): what the agency's markup added to each booking's
-- total (what it earned), and the last day the booking can be cancelled free of charge (null:
-- never), both written by the booking core as it books (bookings/book.ts bookingRowValues).
-- Bookings made before this have no markup recorded (0: it was not kept); their
-- free-cancellation day is read from the terms they were booked with. The index holds the
-- dashboard's free-cancellation deadlines (apps/api/src/command/dashboard.ts).
ALTER TABLE "bookings" ADD COLUMN "free_cancellation_until" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "markup" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_markup_check" CHECK ("bookings"."markup" between 0 and "bookings"."base_rate");--> statement-breakpoint
UPDATE "bookings" SET "free_cancellation_until" = CASE "service"
		WHEN 'hotels' THEN "start_date" - nullif(greatest(("terms" ->> 'freeCancellationDays')::int, 0), 0)
		WHEN 'flights' THEN CASE WHEN "terms" ->> 'refund' = 'full' THEN "start_date" - 1 END
	END;--> statement-breakpoint
UPDATE "bookings" SET "free_cancellation_until" = NULL WHERE "free_cancellation_until" < ("created_at" at time zone 'UTC')::date;--> statement-breakpoint
CREATE INDEX "bookings_free_cancellation_idx" ON "bookings" USING btree ("agency_id","free_cancellation_until") WHERE "bookings"."status" = 'confirmed' and "bookings"."free_cancellation_until" is not null;
