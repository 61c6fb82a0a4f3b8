-- Enumeration columns keep to the app's lists (docs/decisions/0031-enumerations-in-the-database.md).
-- Each constraint is added NOT VALID (no table scan under lock), then validated. A database holding a value
-- outside a list (only possible through SQL written by hand) still migrates: that constraint guards every
-- new write, stays unvalidated, and the migration logs a warning naming it.
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_emirate_check" CHECK ("agencies"."emirate" in ('Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_emirate_check" CHECK ("properties"."emirate" in ('Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_type_check" CHECK ("properties"."price_type" in ('sale', 'rent')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_check" CHECK ("properties"."property_type" in ('Villa', 'Apartment', 'Townhouse', 'Penthouse', 'Office', 'Retail', 'Warehouse')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_check" CHECK ("properties"."category" in ('residential', 'commercial')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_completion_status_check" CHECK ("properties"."completion_status" in ('ready', 'off-plan')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_furnished_check" CHECK ("properties"."furnished" in ('furnished', 'unfurnished', 'partly')) NOT VALID;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('draft', 'published', 'under-offer', 'sold', 'rented', 'archived')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_site_key_check" CHECK ("contact_messages"."site_key" in ('uae', 'dubai', 'dubaipropertymarkets')) NOT VALID;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD CONSTRAINT "featured_orders_plan_check" CHECK ("featured_orders"."plan" in ('7-days', '30-days')) NOT VALID;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD CONSTRAINT "featured_orders_status_check" CHECK ("featured_orders"."status" in ('pending', 'active', 'expired', 'cancelled')) NOT VALID;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_site_key_check" CHECK ("newsletter_subscribers"."site_key" in ('uae', 'dubai', 'dubaipropertymarkets')) NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_emirate_check" CHECK ("transactions"."emirate" in ('Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain')) NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_property_type_check" CHECK ("transactions"."property_type" in ('Villa', 'Apartment', 'Townhouse', 'Penthouse', 'Office', 'Retail', 'Warehouse')) NOT VALID;--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass AS table_name, conname
    FROM pg_constraint
    WHERE contype = 'c' AND NOT convalidated AND conname LIKE '%\_check'
      AND connamespace = 'public'::regnamespace
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', c.table_name, c.conname);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'Rows of % hold values outside the list of %; fix them, then run ALTER TABLE % VALIDATE CONSTRAINT %',
        c.table_name, c.conname, c.table_name, c.conname;
    END;
  END LOOP;
END $$;
