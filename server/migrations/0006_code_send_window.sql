CREATE TABLE "code_send_windows" (
	"email" text NOT NULL,
	"scene" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_send_windows_email_scene_pk" PRIMARY KEY("email","scene")
);
