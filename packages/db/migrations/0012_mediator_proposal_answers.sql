CREATE TABLE "mediation_proposal_answers" (
	"proposal_id" integer NOT NULL,
	"party" varchar(12) NOT NULL,
	"answer" varchar(12) NOT NULL,
	"note" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediation_proposal_answers_proposal_id_party_pk" PRIMARY KEY("proposal_id","party")
);
--> statement-breakpoint
ALTER TABLE "mediation_proposal_answers" ADD CONSTRAINT "mediation_proposal_answers_proposal_id_mediation_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."mediation_proposals"("id") ON DELETE cascade ON UPDATE no action;