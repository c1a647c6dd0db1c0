-- A screen result no longer references its parcel by a foreign key: the key's check locked the parcel's row for every result a refresh wrote, a third of the refresh's WAL (decision 715).
ALTER TABLE "screen_results" DROP CONSTRAINT "screen_results_apn_parcels_apn_fk";
