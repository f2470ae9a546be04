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
ALTER TABLE "after_sale_orders" ADD CONSTRAINT "after_sale_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_orders" ADD CONSTRAINT "after_sale_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_after_sale_id_after_sale_orders_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_no_key" ON "after_sale_orders" USING btree ("after_sale_no");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_open_key" ON "after_sale_orders" USING btree ("order_id") WHERE "after_sale_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_orders_success_key" ON "after_sale_orders" USING btree ("order_id") WHERE "after_sale_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "after_sale_orders_user_idx" ON "after_sale_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_steps_after_sale_idx" ON "after_sale_steps" USING btree ("after_sale_id","id");