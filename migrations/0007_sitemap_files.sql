CREATE TABLE "sitemap_files" (
	"site_key" varchar(40) NOT NULL,
	"path" varchar(80) NOT NULL,
	"xml" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitemap_files_site_key_path_pk" PRIMARY KEY("site_key","path")
);
