CREATE TABLE "coupon_code_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_code_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"outcome" integer,
	"user_coupon_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_uses" CHECK ("coupon_codes"."use_count" >= 0 and ("coupon_codes"."max_uses" is null or "coupon_codes"."use_count" <= "coupon_codes"."max_uses")),
	CONSTRAINT "coupon_codes_per_user_limit" CHECK ("coupon_codes"."per_user_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency_name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount_minor" bigint,
	"discount_percent" smallint,
	"max_discount_minor" bigint,
	"threshold_minor" bigint DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	"per_user_limit" integer,
	"total_quantity" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_discount" CHECK (("coupon_templates"."discount_type" = 'amount' and "coupon_templates"."discount_amount_minor" > 0 and "coupon_templates"."discount_percent" is null and "coupon_templates"."max_discount_minor" is null)
        or ("coupon_templates"."discount_type" = 'percent' and "coupon_templates"."discount_percent" between 1 and 99 and "coupon_templates"."discount_amount_minor" is null
          and ("coupon_templates"."max_discount_minor" is null or "coupon_templates"."max_discount_minor" > 0))),
	CONSTRAINT "coupon_templates_threshold" CHECK ("coupon_templates"."threshold_minor" >= 0),
	CONSTRAINT "coupon_templates_scope" CHECK (("coupon_templates"."scope" = 'all' and cardinality("coupon_templates"."category_ids") = 0) or ("coupon_templates"."scope" = 'categories' and cardinality("coupon_templates"."category_ids") > 0)),
	CONSTRAINT "coupon_templates_validity" CHECK (("coupon_templates"."valid_days" is null and "coupon_templates"."valid_to" is not null and ("coupon_templates"."valid_from" is null or "coupon_templates"."valid_from" < "coupon_templates"."valid_to"))
        or ("coupon_templates"."valid_days" > 0 and "coupon_templates"."valid_to" is null and "coupon_templates"."valid_from" is null)),
	CONSTRAINT "coupon_templates_per_user_limit" CHECK ("coupon_templates"."per_user_limit" is null or "coupon_templates"."per_user_limit" > 0),
	CONSTRAINT "coupon_templates_quantity" CHECK ("coupon_templates"."issued_count" >= 0 and ("coupon_templates"."total_quantity" is null or "coupon_templates"."issued_count" <= "coupon_templates"."total_quantity"))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"order_no" text,
	"locked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"source" text NOT NULL,
	"grant_key" text,
	CONSTRAINT "user_coupons_status" CHECK ("user_coupons"."status" in ('unused', 'locked', 'used')),
	CONSTRAINT "user_coupons_order" CHECK (("user_coupons"."status" = 'unused' and "user_coupons"."order_no" is null) or ("user_coupons"."status" <> 'unused' and "user_coupons"."order_no" is not null)),
	CONSTRAINT "user_coupons_validity" CHECK ("user_coupons"."valid_from" < "user_coupons"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"user_id" bigint NOT NULL,
	"currency_name" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balances_user_id_currency_name_pk" PRIMARY KEY("user_id","currency_name"),
	CONSTRAINT "wallet_balances_amount_not_negative" CHECK ("wallet_balances"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"currency_name" text NOT NULL,
	"flow_type" smallint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"reference" text,
	"remark" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_flow_type" CHECK ("wallet_ledger"."flow_type" between 0 and 3),
	CONSTRAINT "wallet_ledger_amount_not_zero" CHECK ("wallet_ledger"."amount_minor" <> 0),
	CONSTRAINT "wallet_ledger_balance_after_not_negative" CHECK ("wallet_ledger"."balance_after_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_code_attempts" ADD CONSTRAINT "coupon_code_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code_attempts" ADD CONSTRAINT "coupon_code_attempts_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_code_attempts_user_time_idx" ON "coupon_code_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_code_attempts_user_code_idx" ON "coupon_code_attempts" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_templates_key" ON "coupon_templates" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_grant_key" ON "user_coupons" USING btree ("user_id","grant_key");--> statement-breakpoint
CREATE INDEX "user_coupons_user_status_idx" ON "user_coupons" USING btree ("user_id","status","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_order_no" ON "user_coupons" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_user_idempotency_key" ON "wallet_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_currency_idx" ON "wallet_ledger" USING btree ("user_id","currency_name","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_reference_idx" ON "wallet_ledger" USING btree ("reference");