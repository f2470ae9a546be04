ALTER TABLE "deposits" ADD COLUMN "transfer_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_pkey";--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tx_id_address_transfer_index_pk" PRIMARY KEY("tx_id","address","transfer_index");
