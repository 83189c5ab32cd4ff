-- The flights service's seat ledger (issue 21): seats sold per flight, local departure date and
-- cabin, never above the aircraft's capacity. No row: nothing sold.
CREATE TABLE "flight_seats" (
	"flight" text NOT NULL,
	"departure_date" date NOT NULL,
	"cabin" text NOT NULL,
	"capacity" smallint NOT NULL,
	"sold" smallint NOT NULL,
	CONSTRAINT "flight_seats_flight_departure_date_cabin_pk" PRIMARY KEY("flight","departure_date","cabin"),
	CONSTRAINT "flight_seats_sold_check" CHECK ("flight_seats"."sold" >= 0 and "flight_seats"."sold" <= "flight_seats"."capacity"),
	CONSTRAINT "flight_seats_cabin_check" CHECK ("flight_seats"."cabin" in ('economy', 'premium', 'business', 'first'))
);
