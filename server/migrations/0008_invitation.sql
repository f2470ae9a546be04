CREATE TABLE "content_pages" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_locale_slug_pk" PRIMARY KEY("locale","slug")
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
CREATE TABLE "sign_ins" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_rewards_invitee_key" ON "invitation_rewards" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "invitation_rewards_inviter_idx" ON "invitation_rewards" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","signed_in_at");