-- Reference data every database needs, whatever the mode (issue 10): the delivery statuses in
-- order (spec §3) and the standard bed sizes with the spec's ids 10-15 (13, 14, 15 are the cloud
-- storage sizes of spec §9), plus the catalog version row. Idempotent: rows that already exist
-- (e.g. a database seeded before this migration) are left as they are.
INSERT INTO "delivery_statuses" ("id", "name", "position") VALUES
	(1, 'awaiting dispatch', 1),
	(2, 'in production', 2),
	(3, 'quality check', 3),
	(4, 'ready for dispatch', 4),
	(5, 'out for delivery', 5),
	(6, 'order delivered', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('delivery_statuses', 'id'), (SELECT max("id") FROM "delivery_statuses"));--> statement-breakpoint
INSERT INTO "sizes" ("id", "label", "width_cm", "length_cm", "height_cm") VALUES
	(10, '2ft6 Small Single', 75, 190, NULL),
	(11, '3ft Single', 90, 190, NULL),
	(12, '4ft Small Double', 120, 190, NULL),
	(13, '4ft6 Double', 135, 190, NULL),
	(14, '5ft King', 150, 200, NULL),
	(15, '6ft Super King', 180, 200, NULL)
ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sizes', 'id'), (SELECT max("id") FROM "sizes"));--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
