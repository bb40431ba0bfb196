CREATE TABLE "files" (
	"area" text NOT NULL,
	"id" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_area_id_pk" PRIMARY KEY("area","id")
);
