-- The standard bed sizes' overall height in cm (issue 14: the product's Dimensions accordion showed
-- "L x W x –"): 110 cm up to the 4ft6 Double, 120 cm for the King and Super King. Only sizes whose
-- height is still unknown are set, so a height an admin entered is kept.
UPDATE "sizes" SET "height_cm" = 110 WHERE "id" IN (10, 11, 12, 13) AND "height_cm" IS NULL;--> statement-breakpoint
UPDATE "sizes" SET "height_cm" = 120 WHERE "id" IN (14, 15) AND "height_cm" IS NULL;
