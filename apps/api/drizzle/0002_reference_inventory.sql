CREATE TABLE "agency_cruise_lines" (
	"agency_id" integer NOT NULL,
	"cruise_line_id" text NOT NULL,
	CONSTRAINT "agency_cruise_lines_agency_id_cruise_line_id_pk" PRIMARY KEY("agency_id","cruise_line_id")
);
--> statement-breakpoint
CREATE TABLE "agency_reference_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"enabled_countries" jsonb,
	"enabled_currencies" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airport_search_terms" (
	"airport_code" text NOT NULL,
	"term" text NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "airport_search_terms_airport_code_term_pk" PRIMARY KEY("airport_code","term")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "airports_code_check" CHECK ("airports"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "airports_coordinates_check" CHECK ("airports"."latitude" between -90 and 90 and "airports"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"capital" text NOT NULL,
	"continent" text NOT NULL,
	"dial_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "countries_code_check" CHECK ("countries"."code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_continent_check" CHECK ("countries"."continent" in ('AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'))
);
--> statement-breakpoint
CREATE TABLE "cruise_line_ports" (
	"cruise_line_id" text NOT NULL,
	"port_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "cruise_line_ports_cruise_line_id_port_id_pk" PRIMARY KEY("cruise_line_id","port_id")
);
--> statement-breakpoint
CREATE TABLE "cruise_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"headquarters_city" text NOT NULL,
	"headquarters_country" text NOT NULL,
	"regions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cruise_ports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "cruise_ports_coordinates_check" CHECK ("cruise_ports"."latitude" between -90 and 90 and "cruise_ports"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" smallint NOT NULL,
	"flag_region" text NOT NULL,
	CONSTRAINT "currencies_code_check" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_flag_region_check" CHECK ("currencies"."flag_region" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"units_per_usd" double precision NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "reference_catalogue_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_free_cancellation" boolean NOT NULL,
	"rating" double precision NOT NULL,
	"image_url" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"currency" text NOT NULL,
	"wholesale" integer NOT NULL,
	"tax" integer NOT NULL,
	"published" integer NOT NULL,
	CONSTRAINT "activities_product_code_unique" UNIQUE("product_code")
);
--> statement-breakpoint
CREATE TABLE "car_offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"location_kind" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"vehicle_picture" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_logo" text NOT NULL,
	"passenger_capacity" smallint NOT NULL,
	"bag_capacity" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"pickup_name" text NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"drop_off_name" text NOT NULL,
	"drop_off_latitude" double precision NOT NULL,
	"drop_off_longitude" double precision NOT NULL,
	"currency" text NOT NULL,
	"daily_wholesale" integer NOT NULL,
	"daily_tax" integer NOT NULL,
	"daily_published" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"airport_iata" text NOT NULL,
	"airport_name" text NOT NULL,
	"airport_latitude" double precision NOT NULL,
	"airport_longitude" double precision NOT NULL,
	CONSTRAINT "catalogue_cities_country_check" CHECK ("catalogue_cities"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "catalogue_cities_iata_check" CHECK ("catalogue_cities"."airport_iata" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_search_terms" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"term" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "catalogue_search_terms_kind_ref_id_term_pk" PRIMARY KEY("kind","ref_id","term")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"board" text NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"min_nights" smallint NOT NULL,
	"allotment" smallint NOT NULL,
	"currency" text NOT NULL,
	"nightly_wholesale" integer NOT NULL,
	"nightly_tax" integer NOT NULL,
	"nightly_published" integer NOT NULL,
	"free_cancellation_days" smallint
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"stars" smallint NOT NULL,
	"guest_rating" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"amenities" jsonb NOT NULL,
	"hero_image" text NOT NULL,
	"closed_months" jsonb NOT NULL,
	CONSTRAINT "hotels_stars_check" CHECK ("hotels"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "resort_holds" (
	"reference_number" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"resort_room_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"guests" smallint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resort_holds_status_check" CHECK ("resort_holds"."status" in ('HELD', 'RELEASED')),
	CONSTRAINT "resort_holds_dates_check" CHECK ("resort_holds"."checkout" > "resort_holds"."checkin")
);
--> statement-breakpoint
CREATE TABLE "resort_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "resort_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"resort_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_guests" smallint NOT NULL,
	"allotment" smallint NOT NULL,
	"currency" text NOT NULL,
	"nightly_wholesale" integer NOT NULL,
	"nightly_tax" integer NOT NULL,
	"nightly_published" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resorts" (
	"id" integer PRIMARY KEY NOT NULL,
	"subregion_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"stars" smallint NOT NULL,
	"rating" double precision NOT NULL,
	"all_inclusive" boolean NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_cruise_lines" ADD CONSTRAINT "agency_cruise_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_cruise_lines" ADD CONSTRAINT "agency_cruise_lines_cruise_line_id_cruise_lines_id_fk" FOREIGN KEY ("cruise_line_id") REFERENCES "public"."cruise_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_reference_settings" ADD CONSTRAINT "agency_reference_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_search_terms" ADD CONSTRAINT "airport_search_terms_airport_code_airports_code_fk" FOREIGN KEY ("airport_code") REFERENCES "public"."airports"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_line_ports" ADD CONSTRAINT "cruise_line_ports_cruise_line_id_cruise_lines_id_fk" FOREIGN KEY ("cruise_line_id") REFERENCES "public"."cruise_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_line_ports" ADD CONSTRAINT "cruise_line_ports_port_id_cruise_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."cruise_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_lines" ADD CONSTRAINT "cruise_lines_headquarters_country_countries_code_fk" FOREIGN KEY ("headquarters_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cruise_ports" ADD CONSTRAINT "cruise_ports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_city_id_catalogue_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalogue_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_offers" ADD CONSTRAINT "car_offers_city_id_catalogue_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalogue_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_catalogue_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalogue_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_holds" ADD CONSTRAINT "resort_holds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_holds" ADD CONSTRAINT "resort_holds_resort_room_id_resort_rooms_id_fk" FOREIGN KEY ("resort_room_id") REFERENCES "public"."resort_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resort_rooms" ADD CONSTRAINT "resort_rooms_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resorts" ADD CONSTRAINT "resorts_subregion_id_resort_regions_id_fk" FOREIGN KEY ("subregion_id") REFERENCES "public"."resort_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airport_search_terms_term_idx" ON "airport_search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "activities_position_idx" ON "activities" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "car_offers_pickup_idx" ON "car_offers" USING btree ("pickup_latitude","pickup_longitude");--> statement-breakpoint
CREATE INDEX "catalogue_search_terms_term_idx" ON "catalogue_search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hotel_rooms_hotel_idx" ON "hotel_rooms" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hotels_position_idx" ON "hotels" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "resort_holds_agency_idx" ON "resort_holds" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "resort_regions_parent_idx" ON "resort_regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resort_rooms_resort_idx" ON "resort_rooms" USING btree ("resort_id");--> statement-breakpoint
CREATE INDEX "resorts_search_name_idx" ON "resorts" USING btree ("search_name" text_pattern_ops);