CREATE TABLE "enquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"side" varchar(8) NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_messages_side_check" CHECK ("enquiry_messages"."side" in ('owner', 'visitor')),
	CONSTRAINT "enquiry_messages_body_check" CHECK (char_length("enquiry_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_unread" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "visitor_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "visitor_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing enquiries: one unread message (the enquiry) for the owner unless marked read; last message = the enquiry.
UPDATE "enquiries" SET "owner_unread" = CASE WHEN "read_at" IS NULL THEN 1 ELSE 0 END, "last_message_at" = "created_at";--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" USING btree ("enquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiry_messages_author_idx" ON "enquiry_messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "agents_user_idx" ON "agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enquiries_sender_idx" ON "enquiries" USING btree ("sender_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_owner_unread_idx" ON "enquiries" USING btree ("property_id") WHERE "enquiries"."owner_unread" > 0;--> statement-breakpoint
CREATE INDEX "enquiries_visitor_unread_idx" ON "enquiries" USING btree ("sender_user_id") WHERE "enquiries"."visitor_unread" > 0;