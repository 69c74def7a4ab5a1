ALTER TABLE "poll_answer" DROP CONSTRAINT "poll_answer_poll_id_poll_id_fk";

--> statement-breakpoint
ALTER TABLE "poll_answer" ADD CONSTRAINT "poll_answer_poll_id_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."poll"("id") ON DELETE cascade ON UPDATE no action;
