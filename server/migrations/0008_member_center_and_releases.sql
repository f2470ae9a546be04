CREATE TABLE "after_sale_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"currency_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"refund_path" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "after_sale_orders_status_check" CHECK ("after_sale_orders"."status" between 0 and 3),
	CONSTRAINT "after_sale_orders_amount_check" CHECK ("after_sale_orders"."amount" > 0),
	CONSTRAINT "after_sale_orders_path_check" CHECK ("after_sale_orders"."refund_path" in (5, 6, 8, 9, 10, 11))
);
--> statement-breakpoint
CREATE TABLE "after_sale_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_id" bigint NOT NULL,
	"step" text NOT NULL,
	"status" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_locale_slug_pk" PRIMARY KEY("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"currency_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_index_range" CHECK ("deposit_addresses"."derivation_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"tx_id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"confirmations" integer NOT NULL,
	"status" text NOT NULL,
	"credit_currency" text,
	"credit_amount_minor" bigint,
	"rate" text,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"values_key" text NOT NULL,
	"review_note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "form_submissions_status" CHECK ("form_submissions"."status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"field_key" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text,
	"max_bytes" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "form_uploads_state" CHECK ("form_uploads"."state" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "invitation_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"currency_name" text,
	"amount_minor" bigint,
	"coupon_template_key" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_rewards_not_self" CHECK ("invitation_rewards"."inviter_id" <> "invitation_rewards"."invitee_id"),
	CONSTRAINT "invitation_rewards_kind" CHECK ("invitation_rewards"."kind" in ('balance', 'coupon'))
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "order_messages_side" CHECK ("order_messages"."side" in ('store', 'customer')),
	CONSTRAINT "order_messages_reply_side" CHECK (("order_messages"."kind" = 'reply') = ("order_messages"."side" = 'customer'))
);
--> statement-breakpoint
CREATE TABLE "product_forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"recharge_no" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pay_way" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"currency_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "recharges_amount_positive" CHECK ("recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "remote_load_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_load_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"manifest_url" text,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_origins" (
	"origin" text PRIMARY KEY NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_registry" (
	"remote" text PRIMARY KEY NOT NULL,
	"manifest_url" text NOT NULL,
	"previous_url" text,
	"canary_url" text,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_registry_canary_percent" CHECK ("remote_registry"."canary_percent" between 0 and 100),
	CONSTRAINT "remote_registry_canary_url" CHECK ("remote_registry"."canary_percent" = 0 or "remote_registry"."canary_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "remote_registry_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_registry_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"manifest_url" text NOT NULL,
	"previous_url" text,
	"canary_url" text,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_transfers" (
	"tx_id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sale_orders" ADD CONSTRAINT "after_sale_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_orders" ADD CONSTRAINT "after_sale_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_after_sale_id_after_sale_orders_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_forms" ADD CONSTRAINT "product_forms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_no_key" ON "after_sale_orders" USING btree ("after_sale_no");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_open_key" ON "after_sale_orders" USING btree ("order_id") WHERE "after_sale_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_success_key" ON "after_sale_orders" USING btree ("order_id") WHERE "after_sale_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "after_sale_orders_user_idx" ON "after_sale_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_steps_after_sale_idx" ON "after_sale_steps" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index" ON "deposit_addresses" USING btree ("network","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_one_standing" ON "form_submissions" USING btree ("order_id") WHERE "form_submissions"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "form_submissions_order_idx" ON "form_submissions" USING btree ("order_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_uploads_object_key" ON "form_uploads" USING btree ("object_key");--> statement-breakpoint
CREATE INDEX "form_uploads_order_field_idx" ON "form_uploads" USING btree ("order_id","field_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_rewards_invitee_key" ON "invitation_rewards" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "invitation_rewards_inviter_idx" ON "invitation_rewards" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_messages_state_once" ON "order_messages" USING btree ("order_id","kind") WHERE "order_messages"."kind" in ('paid', 'delivered', 'sent', 'closed', 'refunded');--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_unread_idx" ON "order_messages" USING btree ("user_id") WHERE "order_messages"."side" = 'store' and "order_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_forms_product_key" ON "product_forms" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_provider_ref" ON "recharges" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "remote_load_failures_remote_idx" ON "remote_load_failures" USING btree ("remote","created_at");--> statement-breakpoint
CREATE INDEX "remote_registry_history_remote_idx" ON "remote_registry_history" USING btree ("remote","id");--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","signed_in_at");