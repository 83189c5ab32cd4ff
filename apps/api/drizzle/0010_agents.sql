-- The Command Center's Agents (issue 22): owners and admins deactivate an agent (who then
-- cannot sign in) and invite new ones by email. An invitation keeps only the SHA-256 of its
-- link's token, as account_tokens does; accepting it creates the account with its role. One
-- pending (neither accepted nor revoked) invitation per agency and email.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "agent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agent_invitations_email_check" CHECK ("agent_invitations"."email" = lower("agent_invitations"."email") and "agent_invitations"."email" <> ''),
	CONSTRAINT "agent_invitations_role_check" CHECK ("agent_invitations"."role" in ('AgencyOwner', 'Admin', 'SalesAgent', 'Agent', 'RestrictedAgent')),
	CONSTRAINT "agent_invitations_outcome_check" CHECK ("agent_invitations"."accepted_at" is null or "agent_invitations"."revoked_at" is null)
);
--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_pending_unique" ON "agent_invitations" USING btree ("agency_id","email") WHERE "agent_invitations"."accepted_at" is null and "agent_invitations"."revoked_at" is null;
