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
CREATE INDEX "remote_load_failures_remote_idx" ON "remote_load_failures" USING btree ("remote","created_at");--> statement-breakpoint
CREATE INDEX "remote_registry_history_remote_idx" ON "remote_registry_history" USING btree ("remote","id");