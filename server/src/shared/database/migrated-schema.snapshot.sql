-- extensions
plpgsql

-- types


-- tables
admin_actions p
admin_login_attempts p
admins p
audit_runs p
deposit_requests p
events p
identity_quota_events p
inline_projections p
ledger_postings p
otp_codes p
password_resets p
player_login_failures p
players p
projection_checkpoints p
push_tokens p
repeatable_sql p
round_secrets p
round_settlement_progress p
rounds p
schema_migrations p
sessions p
streams p WITH (fillfactor=50)
ticket_set_chunks p
tickets p
trusted_browsers p
username_claims p
wallet_balances p WITH (fillfactor=50)
wallet_posting_rules p
withdrawal_requests p

-- columns
admin_actions.event_id uuid NOT NULL
admin_actions.global_position bigint NOT NULL
admin_actions.stream_id text NOT NULL
admin_actions.stream_version integer NOT NULL
admin_actions.event_type text NOT NULL
admin_actions.kind text NOT NULL
admin_actions.at timestamp with time zone NOT NULL
admin_actions.actor text NOT NULL
admin_actions.subject text NOT NULL
admin_actions.details jsonb NOT NULL
admin_actions.previous jsonb
admin_actions.hidden_until timestamp with time zone
admin_login_attempts.id bigint NOT NULL DEFAULT nextval('admin_login_attempts_id_seq'::regclass)
admin_login_attempts.username_key text NOT NULL
admin_login_attempts.ip text NOT NULL
admin_login_attempts.succeeded boolean NOT NULL
admin_login_attempts.at timestamp with time zone NOT NULL
admin_login_attempts.browser_hash text
admins.id uuid NOT NULL DEFAULT gen_random_uuid()
admins.username text NOT NULL
admins.password_hash text NOT NULL
admins.role text NOT NULL
admins.last_login_at timestamp with time zone
admins.created_at timestamp with time zone NOT NULL
audit_runs.id uuid NOT NULL
audit_runs.seq bigint NOT NULL IDENTITY a
audit_runs.started_by uuid NOT NULL
audit_runs.started_at timestamp with time zone NOT NULL
audit_runs.heartbeat_at timestamp with time zone NOT NULL
audit_runs.finished_at timestamp with time zone
audit_runs.status text NOT NULL
audit_runs.progress jsonb NOT NULL
audit_runs.report jsonb
audit_runs.error text
deposit_requests.request_id uuid NOT NULL
deposit_requests.user_id uuid NOT NULL
deposit_requests.option text NOT NULL
deposit_requests.amount bigint NOT NULL
deposit_requests.status text NOT NULL
deposit_requests.reason text
deposit_requests.account_holder_name text NOT NULL
deposit_requests.account_number text
deposit_requests.type_of_account text
deposit_requests.bank_name text
deposit_requests.ifsc_code text
deposit_requests.upi_handle text
deposit_requests.transaction_id text
deposit_requests.network text
deposit_requests.image_name text
deposit_requests.image_mime text
deposit_requests.reference text NOT NULL
deposit_requests.version integer NOT NULL
deposit_requests.created_at timestamp with time zone NOT NULL
deposit_requests.updated_at timestamp with time zone NOT NULL
deposit_requests.updated_by text
events.global_position bigint NOT NULL DEFAULT nextval('events_global_position_seq'::regclass)
events.tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()
events.event_id uuid NOT NULL
events.stream_id text COLLATE "C" NOT NULL
events.stream_version integer NOT NULL
events.type text NOT NULL
events.data jsonb NOT NULL
events.metadata jsonb NOT NULL
events.hash text NOT NULL
events.created_at timestamp with time zone NOT NULL DEFAULT now()
identity_quota_events.id bigint NOT NULL DEFAULT nextval('identity_quota_events_id_seq'::regclass)
identity_quota_events.bucket text NOT NULL
identity_quota_events.subject text NOT NULL
identity_quota_events.at timestamp with time zone NOT NULL
inline_projections.name text NOT NULL
inline_projections.stream_prefix text NOT NULL
inline_projections.apply_function text NOT NULL
inline_projections.tables text[] NOT NULL DEFAULT '{}'::text[]
inline_projections.rebuild_function text
inline_projections.event_types text[]
inline_projections.apply_batch_function text
ledger_postings.global_position bigint NOT NULL
ledger_postings.account text NOT NULL
ledger_postings.event_id uuid NOT NULL
ledger_postings.stream_id text COLLATE "C" NOT NULL
ledger_postings.event_type text NOT NULL
ledger_postings.user_id text COLLATE "C"
ledger_postings.amount bigint NOT NULL
ledger_postings.posted_at timestamp with time zone NOT NULL
otp_codes.id uuid NOT NULL
otp_codes.email text NOT NULL
otp_codes.player_id uuid
otp_codes.purpose text NOT NULL
otp_codes.code_hash text NOT NULL
otp_codes.attempts integer NOT NULL DEFAULT 0
otp_codes.created_at timestamp with time zone NOT NULL
otp_codes.expires_at timestamp with time zone NOT NULL
otp_codes.consumed_at timestamp with time zone
otp_codes.voided_at timestamp with time zone
otp_codes.challenge_hashes text[] NOT NULL DEFAULT '{}'::text[]
password_resets.id uuid NOT NULL
password_resets.player_id uuid NOT NULL
password_resets.token_hash text NOT NULL
password_resets.created_at timestamp with time zone NOT NULL
password_resets.expires_at timestamp with time zone NOT NULL
password_resets.used_at timestamp with time zone
password_resets.voided_at timestamp with time zone
player_login_failures.id bigint NOT NULL DEFAULT nextval('player_login_failures_id_seq'::regclass)
player_login_failures.email text NOT NULL
player_login_failures.ip text NOT NULL
player_login_failures.at timestamp with time zone NOT NULL
player_login_failures.browser_hash text
players.id uuid NOT NULL DEFAULT gen_random_uuid()
players.username text NOT NULL
players.email text NOT NULL
players.password_hash text
players.google_sub text
players.email_verified boolean NOT NULL DEFAULT false
players.referral_code text NOT NULL
players.referred_by uuid
players.first_name text
players.last_name text
players.mobile text
players.date_of_birth date
players.gender text
players.is_profile_updated boolean NOT NULL DEFAULT false
players.last_login_at timestamp with time zone
players.created_at timestamp with time zone NOT NULL
players.updated_at timestamp with time zone NOT NULL
players.language text NOT NULL DEFAULT 'en'::text
projection_checkpoints.name text NOT NULL
projection_checkpoints.checkpoint text
projection_checkpoints.updated_at timestamp with time zone NOT NULL DEFAULT now()
push_tokens.token text NOT NULL
push_tokens.owner_kind text NOT NULL
push_tokens.owner_id uuid NOT NULL
push_tokens.session_id uuid
push_tokens.updated_at timestamp with time zone NOT NULL
repeatable_sql.name text NOT NULL
repeatable_sql.checksum text NOT NULL
repeatable_sql.applied_at timestamp with time zone NOT NULL DEFAULT now()
round_secrets.round_id text NOT NULL
round_secrets.seed bytea NOT NULL
round_secrets.created_at timestamp with time zone NOT NULL DEFAULT now()
round_settlement_progress.round_id text NOT NULL
round_settlement_progress.credited integer NOT NULL
round_settlement_progress.prizes integer NOT NULL
round_settlement_progress.updated_at timestamp with time zone NOT NULL
rounds.round_id text NOT NULL
rounds.period text NOT NULL
rounds.start_at timestamp with time zone NOT NULL
rounds.close_at timestamp with time zone NOT NULL
rounds.draw_at timestamp with time zone NOT NULL
rounds.next_draw_at timestamp with time zone NOT NULL
rounds.status text NOT NULL
rounds.price_paise bigint NOT NULL
rounds.commitment text NOT NULL
rounds.ticket_count integer
rounds.sales_paise bigint
rounds.ticket_root text
rounds.opened_at timestamp with time zone NOT NULL
rounds.closed_at timestamp with time zone
rounds.version integer NOT NULL
rounds.beacon_round bigint
rounds.beacon_chain text
rounds.result_source text
rounds.result_num_1 smallint
rounds.result_num_2 smallint
rounds.result_num_3 smallint
rounds.result_num_4 smallint
rounds.result_num_5 smallint
rounds.result_letter character(1)
rounds.result_admin_id text
rounds.result_recorded_at timestamp with time zone
rounds.result_at timestamp with time zone
rounds.seed text
rounds.beacon_randomness text
rounds.beacon_signature text
rounds.beacon_status text
rounds.settlement jsonb
rounds.settled_at timestamp with time zone
rounds.source text
rounds.tables jsonb
rounds.ticket_set_at timestamp with time zone
rounds.first_ticket_at timestamp with time zone
rounds.last_ticket_at timestamp with time zone
rounds.result_entry jsonb
rounds.result_entered_at timestamp with time zone
rounds.result_approver_id text
schema_migrations.id integer NOT NULL DEFAULT nextval('schema_migrations_id_seq'::regclass)
schema_migrations.timestamp bigint NOT NULL
schema_migrations.name character varying NOT NULL
sessions.id uuid NOT NULL
sessions.subject_kind text NOT NULL
sessions.subject_id uuid NOT NULL
sessions.created_at timestamp with time zone NOT NULL
sessions.expires_at timestamp with time zone NOT NULL
sessions.revoked_at timestamp with time zone
streams.stream_id text COLLATE "C" NOT NULL
streams.version integer NOT NULL
streams.last_hash text NOT NULL
ticket_set_chunks.round_id text NOT NULL
ticket_set_chunks.chunk integer NOT NULL
ticket_set_chunks.first_ticket_id text NOT NULL
ticket_set_chunks.root bytea NOT NULL
tickets.ticket_id text NOT NULL
tickets.round_id text NOT NULL
tickets.period text NOT NULL
tickets.user_id text NOT NULL
tickets.num_1 smallint NOT NULL
tickets.num_2 smallint NOT NULL
tickets.num_3 smallint NOT NULL
tickets.num_4 smallint NOT NULL
tickets.num_5 smallint NOT NULL
tickets.letter character(1)
tickets.price_paise bigint NOT NULL
tickets.from_referral_paise bigint NOT NULL
tickets.from_money_paise bigint NOT NULL
tickets.bought_at timestamp with time zone NOT NULL
tickets.global_position bigint NOT NULL
trusted_browsers.key_hash text NOT NULL
trusted_browsers.account_kind text NOT NULL
trusted_browsers.account_id uuid NOT NULL
trusted_browsers.trusted_at timestamp with time zone NOT NULL
trusted_browsers.expires_at timestamp with time zone NOT NULL
trusted_browsers.repeat_until timestamp with time zone
username_claims.username_key text NOT NULL
username_claims.claimed_at timestamp with time zone NOT NULL
wallet_balances.user_id text COLLATE "C" NOT NULL
wallet_balances.money bigint NOT NULL DEFAULT 0
wallet_balances.referral bigint NOT NULL DEFAULT 0
wallet_balances.held bigint NOT NULL DEFAULT 0
wallet_balances.version integer NOT NULL
wallet_balances.updated_at timestamp with time zone NOT NULL
wallet_posting_rules.type text NOT NULL
wallet_posting_rules.account text NOT NULL
wallet_posting_rules.field text NOT NULL
wallet_posting_rules.sign smallint NOT NULL
withdrawal_requests.request_id uuid NOT NULL
withdrawal_requests.user_id uuid NOT NULL
withdrawal_requests.option text NOT NULL
withdrawal_requests.amount bigint NOT NULL
withdrawal_requests.status text NOT NULL
withdrawal_requests.reason text
withdrawal_requests.account_holder_name text NOT NULL
withdrawal_requests.account_number text
withdrawal_requests.type_of_account text
withdrawal_requests.bank_name text
withdrawal_requests.ifsc_code text
withdrawal_requests.upi_handle text
withdrawal_requests.network text
withdrawal_requests.crypto_address text
withdrawal_requests.image_name text
withdrawal_requests.image_mime text
withdrawal_requests.proof_name text
withdrawal_requests.proof_mime text
withdrawal_requests.version integer NOT NULL
withdrawal_requests.created_at timestamp with time zone NOT NULL
withdrawal_requests.updated_at timestamp with time zone NOT NULL
withdrawal_requests.updated_by text

-- constraints
admin_actions admin_actions_kind_check CHECK ((kind = ANY (ARRAY['setting'::text, 'prize_table'::text, 'deposit_request'::text, 'withdrawal_request'::text, 'result'::text, 'admin_created'::text])))
admin_actions admin_actions_pkey PRIMARY KEY (event_id)
admin_login_attempts admin_login_attempts_pkey PRIMARY KEY (id)
admins admins_pkey PRIMARY KEY (id)
admins admins_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'auditor'::text])))
audit_runs audit_runs_error_when_error CHECK (((status = 'error'::text) = (error IS NOT NULL)))
audit_runs audit_runs_finished_when_over CHECK (((status = ANY (ARRAY['passed'::text, 'failed'::text, 'error'::text])) = (finished_at IS NOT NULL)))
audit_runs audit_runs_pkey PRIMARY KEY (id)
audit_runs audit_runs_report_when_judged CHECK (((status = ANY (ARRAY['passed'::text, 'failed'::text])) = (report IS NOT NULL)))
audit_runs audit_runs_seq_key UNIQUE (seq)
audit_runs audit_runs_status_check CHECK ((status = ANY (ARRAY['running'::text, 'passed'::text, 'failed'::text, 'error'::text, 'abandoned'::text])))
deposit_requests deposit_requests_pkey PRIMARY KEY (request_id)
events events_event_id_key UNIQUE (event_id)
events events_pkey PRIMARY KEY (global_position)
events events_stream_id_stream_version_key UNIQUE (stream_id, stream_version)
identity_quota_events identity_quota_events_pkey PRIMARY KEY (id)
inline_projections inline_projections_pkey PRIMARY KEY (name)
ledger_postings ledger_postings_pkey PRIMARY KEY (global_position, account)
otp_codes otp_codes_pkey PRIMARY KEY (id)
otp_codes otp_codes_player_id_fkey FOREIGN KEY (player_id) REFERENCES players(id) ON DELETE CASCADE
otp_codes otp_codes_purpose_check CHECK ((purpose = ANY (ARRAY['register'::text, 'login'::text])))
password_resets password_resets_pkey PRIMARY KEY (id)
password_resets password_resets_player_id_fkey FOREIGN KEY (player_id) REFERENCES players(id) ON DELETE CASCADE
password_resets password_resets_token_hash_key UNIQUE (token_hash)
player_login_failures player_login_failures_pkey PRIMARY KEY (id)
players players_check CHECK (((referred_by IS NULL) OR (referred_by <> id)))
players players_email_check CHECK ((email = lower(email)))
players players_gender_check CHECK ((gender = ANY (ARRAY['male'::text, 'female'::text, 'other'::text])))
players players_google_sub_key UNIQUE (google_sub)
players players_language_check CHECK ((language = ANY (ARRAY['en'::text, 'hi'::text])))
players players_pkey PRIMARY KEY (id)
players players_referral_code_key UNIQUE (referral_code)
players players_referred_by_fkey FOREIGN KEY (referred_by) REFERENCES players(id)
projection_checkpoints projection_checkpoints_pkey PRIMARY KEY (name)
push_tokens push_tokens_owner_kind_check CHECK ((owner_kind = ANY (ARRAY['user'::text, 'admin'::text])))
push_tokens push_tokens_pkey PRIMARY KEY (token)
repeatable_sql repeatable_sql_pkey PRIMARY KEY (name)
round_secrets round_secrets_pkey PRIMARY KEY (round_id)
round_secrets round_secrets_seed_check CHECK ((octet_length(seed) = 32))
round_settlement_progress round_settlement_progress_credited_check CHECK ((credited >= 0))
round_settlement_progress round_settlement_progress_pkey PRIMARY KEY (round_id)
round_settlement_progress round_settlement_progress_prizes_check CHECK ((prizes >= 0))
rounds rounds_pkey PRIMARY KEY (round_id)
schema_migrations PK_62441bec32630ced9e4cccae336 PRIMARY KEY (id)
sessions sessions_pkey PRIMARY KEY (id)
sessions sessions_subject_kind_check CHECK ((subject_kind = ANY (ARRAY['user'::text, 'admin'::text])))
streams streams_pkey PRIMARY KEY (stream_id)
ticket_set_chunks ticket_set_chunks_chunk_check CHECK ((chunk >= 0))
ticket_set_chunks ticket_set_chunks_pkey PRIMARY KEY (round_id, chunk)
ticket_set_chunks ticket_set_chunks_root_check CHECK ((octet_length(root) = 32))
tickets tickets_pkey PRIMARY KEY (ticket_id)
trusted_browsers trusted_browsers_account_kind_check CHECK ((account_kind = ANY (ARRAY['user'::text, 'admin'::text])))
trusted_browsers trusted_browsers_pkey PRIMARY KEY (key_hash, account_kind, account_id)
username_claims username_claims_pkey PRIMARY KEY (username_key)
wallet_balances wallet_balances_not_negative CHECK (((money >= 0) AND (referral >= 0) AND (held >= 0)))
wallet_balances wallet_balances_pkey PRIMARY KEY (user_id)
wallet_posting_rules wallet_posting_rules_pkey PRIMARY KEY (type, account)
wallet_posting_rules wallet_posting_rules_sign_check CHECK ((sign = ANY (ARRAY['-1'::integer, 1])))
withdrawal_requests withdrawal_requests_pkey PRIMARY KEY (request_id)

-- indexes
CREATE UNIQUE INDEX "PK_62441bec32630ced9e4cccae336" ON public.schema_migrations USING btree (id)
CREATE INDEX admin_actions_by_actor ON public.admin_actions USING btree (actor, at DESC, global_position DESC)
CREATE INDEX admin_actions_by_kind ON public.admin_actions USING btree (kind, at DESC, global_position DESC)
CREATE INDEX admin_actions_by_time ON public.admin_actions USING btree (at DESC, global_position DESC)
CREATE UNIQUE INDEX admin_actions_pkey ON public.admin_actions USING btree (event_id)
CREATE INDEX admin_login_attempts_ip_idx ON public.admin_login_attempts USING btree (ip, at DESC)
CREATE UNIQUE INDEX admin_login_attempts_pkey ON public.admin_login_attempts USING btree (id)
CREATE INDEX admin_login_attempts_username_idx ON public.admin_login_attempts USING btree (username_key, at DESC)
CREATE UNIQUE INDEX admins_pkey ON public.admins USING btree (id)
CREATE UNIQUE INDEX admins_username_key ON public.admins USING btree (lower(username))
CREATE UNIQUE INDEX audit_runs_one_running ON public.audit_runs USING btree ((true)) WHERE (status = 'running'::text)
CREATE UNIQUE INDEX audit_runs_pkey ON public.audit_runs USING btree (id)
CREATE UNIQUE INDEX audit_runs_seq_key ON public.audit_runs USING btree (seq)
CREATE INDEX deposit_requests_by_image ON public.deposit_requests USING btree (image_name) WHERE (image_name IS NOT NULL)
CREATE INDEX deposit_requests_by_option ON public.deposit_requests USING btree (option, created_at DESC, request_id)
CREATE INDEX deposit_requests_by_reference ON public.deposit_requests USING btree (reference)
CREATE INDEX deposit_requests_by_status ON public.deposit_requests USING btree (status)
CREATE INDEX deposit_requests_by_time ON public.deposit_requests USING btree (created_at DESC, request_id)
CREATE INDEX deposit_requests_by_user ON public.deposit_requests USING btree (user_id, created_at DESC, request_id)
CREATE UNIQUE INDEX deposit_requests_pkey ON public.deposit_requests USING btree (request_id)
CREATE INDEX events_commit_order ON public.events USING btree (tx_id, global_position)
CREATE UNIQUE INDEX events_event_id_key ON public.events USING btree (event_id)
CREATE UNIQUE INDEX events_pkey ON public.events USING btree (global_position)
CREATE UNIQUE INDEX events_stream_id_stream_version_key ON public.events USING btree (stream_id, stream_version)
CREATE INDEX events_type ON public.events USING btree (type)
CREATE INDEX identity_quota_events_at_idx ON public.identity_quota_events USING btree (at)
CREATE UNIQUE INDEX identity_quota_events_pkey ON public.identity_quota_events USING btree (id)
CREATE INDEX identity_quota_events_subject_idx ON public.identity_quota_events USING btree (bucket, subject, at DESC)
CREATE UNIQUE INDEX inline_projections_pkey ON public.inline_projections USING btree (name)
CREATE UNIQUE INDEX ledger_postings_pkey ON public.ledger_postings USING btree (global_position, account)
CREATE INDEX ledger_postings_user ON public.ledger_postings USING btree (user_id, account) WHERE (user_id IS NOT NULL)
CREATE INDEX otp_codes_email_idx ON public.otp_codes USING btree (email, created_at DESC)
CREATE INDEX otp_codes_email_purpose_idx ON public.otp_codes USING btree (email, purpose, created_at DESC)
CREATE UNIQUE INDEX otp_codes_pkey ON public.otp_codes USING btree (id)
CREATE UNIQUE INDEX password_resets_pkey ON public.password_resets USING btree (id)
CREATE INDEX password_resets_player_idx ON public.password_resets USING btree (player_id, created_at DESC)
CREATE UNIQUE INDEX password_resets_token_hash_key ON public.password_resets USING btree (token_hash)
CREATE INDEX player_login_failures_email_idx ON public.player_login_failures USING btree (email, at DESC)
CREATE INDEX player_login_failures_ip_idx ON public.player_login_failures USING btree (ip, at DESC)
CREATE UNIQUE INDEX player_login_failures_pkey ON public.player_login_failures USING btree (id)
CREATE INDEX players_created_at_idx ON public.players USING btree (created_at DESC, id)
CREATE UNIQUE INDEX players_email_key ON public.players USING btree (email)
CREATE UNIQUE INDEX players_google_sub_key ON public.players USING btree (google_sub)
CREATE UNIQUE INDEX players_pkey ON public.players USING btree (id)
CREATE UNIQUE INDEX players_referral_code_key ON public.players USING btree (referral_code)
CREATE INDEX players_referred_by_idx ON public.players USING btree (referred_by) WHERE (referred_by IS NOT NULL)
CREATE UNIQUE INDEX players_username_key ON public.players USING btree (lower(username))
CREATE UNIQUE INDEX projection_checkpoints_pkey ON public.projection_checkpoints USING btree (name)
CREATE INDEX push_tokens_owner_idx ON public.push_tokens USING btree (owner_kind, owner_id)
CREATE UNIQUE INDEX push_tokens_pkey ON public.push_tokens USING btree (token)
CREATE UNIQUE INDEX repeatable_sql_pkey ON public.repeatable_sql USING btree (name)
CREATE UNIQUE INDEX round_secrets_pkey ON public.round_secrets USING btree (round_id)
CREATE UNIQUE INDEX round_settlement_progress_pkey ON public.round_settlement_progress USING btree (round_id)
CREATE INDEX rounds_awaiting_result ON public.rounds USING btree (draw_at) WHERE (status = 'closed'::text)
CREATE INDEX rounds_by_period ON public.rounds USING btree (period, start_at DESC)
CREATE INDEX rounds_open ON public.rounds USING btree (close_at) WHERE (status = 'open'::text)
CREATE UNIQUE INDEX rounds_pkey ON public.rounds USING btree (round_id)
CREATE UNIQUE INDEX sessions_pkey ON public.sessions USING btree (id)
CREATE INDEX sessions_subject_idx ON public.sessions USING btree (subject_kind, subject_id) WHERE (revoked_at IS NULL)
CREATE UNIQUE INDEX streams_pkey ON public.streams USING btree (stream_id)
CREATE UNIQUE INDEX ticket_set_chunks_pkey ON public.ticket_set_chunks USING btree (round_id, chunk)
CREATE INDEX tickets_by_period ON public.tickets USING btree (period, bought_at)
CREATE INDEX tickets_by_round ON public.tickets USING btree (round_id, ticket_id COLLATE "C")
CREATE INDEX tickets_by_user ON public.tickets USING btree (user_id, bought_at DESC)
CREATE UNIQUE INDEX tickets_pkey ON public.tickets USING btree (ticket_id)
CREATE INDEX trusted_browsers_account_idx ON public.trusted_browsers USING btree (account_kind, account_id)
CREATE UNIQUE INDEX trusted_browsers_pkey ON public.trusted_browsers USING btree (key_hash, account_kind, account_id)
CREATE UNIQUE INDEX username_claims_pkey ON public.username_claims USING btree (username_key)
CREATE UNIQUE INDEX wallet_balances_pkey ON public.wallet_balances USING btree (user_id)
CREATE UNIQUE INDEX wallet_posting_rules_pkey ON public.wallet_posting_rules USING btree (type, account)
CREATE INDEX withdrawal_requests_by_image ON public.withdrawal_requests USING btree (image_name) WHERE (image_name IS NOT NULL)
CREATE INDEX withdrawal_requests_by_option ON public.withdrawal_requests USING btree (option, created_at DESC, request_id)
CREATE INDEX withdrawal_requests_by_proof ON public.withdrawal_requests USING btree (proof_name) WHERE (proof_name IS NOT NULL)
CREATE INDEX withdrawal_requests_by_status ON public.withdrawal_requests USING btree (status)
CREATE INDEX withdrawal_requests_by_time ON public.withdrawal_requests USING btree (created_at DESC, request_id)
CREATE INDEX withdrawal_requests_by_user ON public.withdrawal_requests USING btree (user_id, created_at DESC, request_id)
CREATE UNIQUE INDEX withdrawal_requests_pkey ON public.withdrawal_requests USING btree (request_id)

-- sequences
admin_login_attempts_id_seq bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1 owned by admin_login_attempts.id
audit_runs_seq_seq bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1 owned by audit_runs.seq
events_global_position_seq bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1 owned by events.global_position
identity_quota_events_id_seq bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1 owned by identity_quota_events.id
player_login_failures_id_seq bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1 owned by player_login_failures.id
schema_migrations_id_seq integer start 1 increment 1 min 1 max 2147483647 cache 1 owned by schema_migrations.id

-- views


-- triggers
CREATE TRIGGER inline_projections_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.inline_projections FOR EACH STATEMENT EXECUTE FUNCTION fd_inline_projections_changed()
CREATE TRIGGER rounds_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.rounds FOR EACH STATEMENT EXECUTE FUNCTION rounds_changed_notify()

-- functions
CREATE OR REPLACE FUNCTION public.admin_actions_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT admin_actions_apply_events(ARRAY[e]);
$function$

CREATE OR REPLACE FUNCTION public.admin_actions_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO admin_actions (event_id, global_position, stream_id, stream_version, event_type, kind, at, actor, subject,
                             details, previous, hidden_until)
  SELECT e.event_id, e.global_position, e.stream_id, e.stream_version, e.type, a.kind,
         coalesce(CASE WHEN a.kind = 'admin_created' THEN (e.data->>'createdAt')::timestamptz END,
                  (e.metadata->>'occurredAt')::timestamptz, e.created_at),
         coalesce(e.metadata->>'actor', 'unknown'), a.subject, e.data, p.data,
         CASE WHEN a.kind = 'result' THEN greatest(
           coalesce((SELECT (o.data->>'drawAt')::timestamptz FROM events o
                     WHERE o.stream_id = e.stream_id AND o.stream_version = 1 AND o.type = 'RoundOpened'), 'infinity'),
           coalesce((e.metadata->>'occurredAt')::timestamptz, e.created_at)) END
  FROM unnest(p_events) e
  CROSS JOIN LATERAL (
    SELECT CASE
             WHEN e.stream_id = 'settings' AND e.type IN ('LatestNewsChanged', 'ReferralAmountChanged', 'TicketPriceChanged', 'PaymentDetailsChanged', 'ResultSourceChanged')
               THEN 'setting'
             WHEN e.stream_id = 'prize-tables' AND e.type = 'PrizeTableChanged' THEN 'prize_table'
             WHEN starts_with(e.stream_id, 'deposit-request-') AND e.type = 'DepositUpdated' THEN 'deposit_request'
             WHEN starts_with(e.stream_id, 'withdrawal-request-') AND e.type = 'WithdrawalUpdated' THEN 'withdrawal_request'
             WHEN starts_with(e.stream_id, 'round-') AND e.type IN ('ResultEntered', 'ResultPosted') THEN 'result'
             WHEN starts_with(e.stream_id, 'admin-account-') AND e.type = 'AdminCreated' THEN 'admin_created'
           END AS kind,
           CASE e.type
             WHEN 'LatestNewsChanged' THEN 'latest-news'
             WHEN 'ReferralAmountChanged' THEN 'referral-code-amount'
             WHEN 'TicketPriceChanged' THEN 'ticket-amount ' || (e.data->>'period')
             WHEN 'PaymentDetailsChanged' THEN 'payment-details'
             WHEN 'ResultSourceChanged' THEN 'result-source ' || (e.data->>'period')
             WHEN 'PrizeTableChanged' THEN 'prize-table ' || (e.data->>'period') || ' ' || (e.data->>'mode')
             WHEN 'DepositUpdated' THEN substr(e.stream_id, length('deposit-request-') + 1)
             WHEN 'WithdrawalUpdated' THEN substr(e.stream_id, length('withdrawal-request-') + 1)
             WHEN 'ResultPosted' THEN e.data->>'roundId'
             WHEN 'ResultEntered' THEN e.data->>'roundId'
             WHEN 'AdminCreated' THEN e.data->>'username'
           END AS subject
  ) a
  LEFT JOIN LATERAL (
    -- A request's state before: the event before it (every request event carries the status and amount it leaves).
    SELECT q.data FROM events q
    WHERE a.kind IN ('deposit_request', 'withdrawal_request') AND q.stream_id = e.stream_id AND q.stream_version = e.stream_version - 1
    UNION ALL
    -- A setting's or a prize table's value before: its latest earlier change (none: the default).
    (SELECT q.data FROM events q
     WHERE a.kind IN ('setting', 'prize_table') AND q.stream_id = e.stream_id AND q.stream_version < e.stream_version AND q.type = e.type
       AND q.data->>'period' IS NOT DISTINCT FROM e.data->>'period' AND q.data->>'mode' IS NOT DISTINCT FROM e.data->>'mode'
     ORDER BY q.stream_version DESC LIMIT 1)
  ) p ON true
  WHERE a.kind IS NOT NULL;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$

CREATE OR REPLACE FUNCTION public.deposit_requests_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d jsonb := e.data;
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'DepositRequested' THEN
    INSERT INTO deposit_requests (request_id, user_id, option, amount, status, reason, account_holder_name, account_number,
      type_of_account, bank_name, ifsc_code, upi_handle, transaction_id, network, image_name, image_mime, reference,
      version, created_at, updated_at, updated_by)
    VALUES ((d->>'requestId')::uuid, (d->>'userId')::uuid, d->>'option', (d->>'amountPaise')::bigint, 'on_hold', NULL,
      d->>'accountHolderName', d->>'accountNumber', d->>'typeOfAccount', d->>'bankName', d->>'ifscCode', d->>'upiHandle',
      d->>'transactionId', d->>'network', d->'image'->>'name', d->'image'->>'mime', d->>'reference',
      e.stream_version, v_at, v_at, NULL);
  ELSIF e.type = 'DepositUpdated' THEN
    UPDATE deposit_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      version = e.stream_version, updated_at = v_at, updated_by = d->>'adminId'
    WHERE request_id = substr(e.stream_id, 17)::uuid;
  ELSE
    RAISE EXCEPTION 'deposit_requests: unknown deposit event type %', e.type;
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_append_batch(p_items jsonb)
 RETURNS TABLE(item integer, outcome text, actual_version integer, global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_streams text[];
  v_ids uuid[];
  v_created text[];
  v_items int[];
  v_new events[];
  v_rest jsonb;
  -- Looked up once: pg_get_serial_sequence per event cost as much as the event's hash.
  v_positions regclass := pg_get_serial_sequence('events', 'global_position');
BEGIN
  SELECT array_agg(x->>'s' ORDER BY x->>'s'), array_agg((x->'e'->>'id')::uuid)
    INTO v_streams, v_ids FROM jsonb_array_elements(p_items) x;
  IF v_streams IS NULL OR cardinality(v_streams) <> (SELECT count(DISTINCT s) FROM unnest(v_streams) s)
     OR cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i) THEN
    RAISE EXCEPTION 'fd_append_batch needs a non-empty array of items with distinct streams and ids'
      USING ERRCODE = '22023';
  END IF;

  -- Stream heads: created for new streams, then locked in one order (no deadlocks between
  -- batches). The join probes the index once per stream, where = ANY of a long array
  -- would be planned as a scan of every stream.
  WITH created AS (
    INSERT INTO streams (stream_id, version, last_hash)
    SELECT x->>'s', 0, '' FROM jsonb_array_elements(p_items) x WHERE (x->>'v')::int = 0
    ORDER BY 1 ON CONFLICT DO NOTHING
    RETURNING streams.stream_id
  )
  SELECT array_agg(c.stream_id) INTO v_created FROM created c;
  PERFORM 1 FROM unnest(v_streams) x(sid) JOIN streams s ON s.stream_id = x.sid ORDER BY s.stream_id FOR UPDATE OF s;

  -- One pass judges every item against its locked head and the stored ids, and builds the
  -- new events whole: positions drawn in item order, versions and hashes chained from
  -- the heads. The other items' outcomes are kept aside (rare: retries and conflicts).
  WITH items AS (
    SELECT o::int AS item, x->>'s' AS sid, (x->>'v')::int AS expected, (x->'e'->>'id')::uuid AS id,
           x->'e'->>'type' AS etype, x->'e'->'data' AS edata, x->'e'->'metadata' AS emeta
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o)
  ), judged AS (
    SELECT i.*, coalesce(h.version, 0) AS actual, coalesce(h.last_hash, '') AS last_hash,
           CASE WHEN k.event_id IS NOT NULL AND k.stream_id = i.sid THEN 'duplicate'
                WHEN k.event_id IS NOT NULL THEN 'id_conflict'
                WHEN coalesce(h.version, 0) <> i.expected THEN 'version_conflict'
                ELSE 'appended' END AS verdict
    FROM items i
    LEFT JOIN streams h ON h.stream_id = i.sid
    LEFT JOIN events k ON k.event_id = i.id
    ORDER BY i.item
  )
  SELECT array_agg(j.item) FILTER (WHERE j.verdict = 'appended'),
         array_agg(ROW(nextval(v_positions), pg_current_xact_id(), j.id, j.sid,
                       j.actual + 1, j.etype, j.edata, j.emeta,
                       fd_chain_hash(j.last_hash, fd_event_canonical(j.id, j.sid, j.actual + 1, j.etype, j.edata, j.emeta)),
                       now())::events) FILTER (WHERE j.verdict = 'appended'),
         jsonb_agg(jsonb_build_object('item', j.item, 'verdict', j.verdict, 'actual', j.actual, 'id', j.id))
           FILTER (WHERE j.verdict <> 'appended')
    INTO v_items, v_new, v_rest
    FROM judged j;

  IF v_new IS NOT NULL THEN
    INSERT INTO events AS e (global_position, tx_id, event_id, stream_id, stream_version, type, data, metadata, hash, created_at)
    SELECT n.global_position, n.tx_id, n.event_id, n.stream_id, n.stream_version, n.type, n.data, n.metadata, n.hash, n.created_at
    FROM unnest(v_new) n;
    UPDATE streams s SET version = n.stream_version, last_hash = n.hash
    FROM unnest(v_new) n WHERE s.stream_id = n.stream_id;
    -- Exactly this statement's events, whole, so no projection reads the log for them (a
    -- position range would also take other transactions' events committed in between).
    PERFORM fd_apply_inline_projections(v_new);
  END IF;

  -- Heads created above for items that did not append.
  IF v_created IS NOT NULL THEN
    DELETE FROM streams s WHERE s.stream_id = ANY (v_created) AND s.version = 0;
  END IF;

  RETURN QUERY
  SELECT x.item, 'appended'::text, n.stream_version, n.global_position, n.tx_id::text, n.event_id, n.stream_version,
         n.type, NULL::jsonb, NULL::jsonb, n.hash, n.created_at
  FROM unnest(v_items) WITH ORDINALITY AS x(item, o)
  JOIN unnest(v_new) WITH ORDINALITY AS n ON n.ordinality = x.o;
  IF v_rest IS NOT NULL THEN
    -- The originals of duplicates come back whole.
    RETURN QUERY
    SELECT r.item, r.verdict, r.actual, d.global_position, d.tx_id::text, r.id, d.stream_version,
           coalesce(d.type, p_items->(r.item - 1)->'e'->>'type'), d.data, d.metadata, d.hash, d.created_at
    FROM jsonb_to_recordset(v_rest) AS r(item int, verdict text, actual int, id uuid)
    LEFT JOIN LATERAL (SELECT * FROM events k WHERE r.verdict = 'duplicate' AND k.event_id = r.id) d ON true;
  END IF;

  IF v_new IS NOT NULL AND coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', 'batch');
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_append_events(p_stream text, p_expected bigint, p_events jsonb)
 RETURNS TABLE(global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone, next_version integer, duplicate boolean)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_count int;
  v_found int;
  v_elsewhere int;
  v_version int;
  v_hash text;
  v_item jsonb;
  v_id uuid;
  v_row events;
  v_rows events[] := '{}';
BEGIN
  IF jsonb_typeof(p_events) IS DISTINCT FROM 'array' OR jsonb_array_length(p_events) = 0 THEN
    RAISE EXCEPTION 'fd_append_events needs a non-empty array of events' USING ERRCODE = '22023';
  END IF;
  v_count := jsonb_array_length(p_events);

  -- Lock the stream head: appends to one stream queue here, other streams run in parallel.
  IF p_expected = 0 THEN
    INSERT INTO streams AS s (stream_id, version, last_hash) VALUES (p_stream, 0, '')
    ON CONFLICT DO NOTHING
    RETURNING s.version, s.last_hash INTO v_version, v_hash;
  END IF;
  IF v_version IS NULL THEN
    SELECT s.version, s.last_hash INTO v_version, v_hash FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
  END IF;
  v_version := coalesce(v_version, 0);
  v_hash := coalesce(v_hash, '');

  -- Idempotency comes before the version check: a retry carries its old expected version.
  -- (= ANY of an array, not IN (subquery): the planner then always probes the unique index.)
  SELECT count(*), count(*) FILTER (WHERE e.stream_id <> p_stream) INTO v_found, v_elsewhere
    FROM events e WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x));
  IF v_found > 0 THEN
    IF v_found = v_count AND v_elsewhere = 0 THEN
      RETURN QUERY
        SELECT e.global_position, e.tx_id::text, e.event_id, e.stream_version, e.type, e.data, e.metadata,
               e.hash, e.created_at, v_version, true
        FROM events e
        WHERE e.event_id = ANY (ARRAY(SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x))
        ORDER BY e.stream_version;
      RETURN;
    END IF;
    RAISE EXCEPTION 'event ids of this append to % are already stored (% of %, % in other streams)',
      p_stream, v_found, v_count, v_elsewhere USING ERRCODE = 'FD002';
  END IF;

  IF v_version <> p_expected THEN
    RAISE EXCEPTION 'stream % is at version %, expected %', p_stream, v_version, p_expected
      USING ERRCODE = 'FD001', DETAIL = v_version::text;
  END IF;

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_events) x LOOP
    v_version := v_version + 1;
    v_id := (v_item->>'id')::uuid;
    v_hash := fd_chain_hash(v_hash, fd_event_canonical(v_id, p_stream, v_version, v_item->>'type',
                                                       v_item->'data', v_item->'metadata'));
    INSERT INTO events AS e (event_id, stream_id, stream_version, type, data, metadata, hash)
    VALUES (v_id, p_stream, v_version, v_item->>'type', v_item->'data', v_item->'metadata', v_hash)
    RETURNING e.* INTO v_row;
    v_rows := v_rows || v_row;
    -- The rows are returned when the function ends; data and metadata the caller has.
    global_position := v_row.global_position;
    tx_id := v_row.tx_id::text;
    event_id := v_id;
    stream_version := v_version;
    type := v_row.type;
    data := NULL;
    metadata := NULL;
    hash := v_hash;
    created_at := v_row.created_at;
    next_version := p_expected + v_count;
    duplicate := false;
    RETURN NEXT;
  END LOOP;

  UPDATE streams s SET version = v_version, last_hash = v_hash WHERE s.stream_id = p_stream;

  -- This append's events, whole, through the compiled dispatcher: static calls, plans cached.
  PERFORM fd_apply_inline_projections(v_rows);

  -- Wakes catch-up subscriptions and live updates in every instance (sent at commit) when
  -- the session asks for it (SET fairdraw.notify = on); PostgresEventStore notifies after commit.
  IF coalesce(current_setting('fairdraw.notify', true), '') = 'on' THEN
    PERFORM pg_notify('fd_events', p_stream);
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_append_group(p_items jsonb)
 RETURNS TABLE(item integer, error_code text, error_message text, error_detail text, error_constraint text, global_position bigint, tx_id text, event_id uuid, stream_version integer, type text, data jsonb, metadata jsonb, hash text, created_at timestamp with time zone, next_version integer, duplicate boolean)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_item jsonb;
  v_n int;
BEGIN
  IF jsonb_typeof(p_items) IS DISTINCT FROM 'array' OR jsonb_array_length(p_items) = 0 OR jsonb_array_length(p_items) > 64 THEN
    RAISE EXCEPTION 'fd_append_group needs an array of 1 to 64 items' USING ERRCODE = '22023';
  END IF;
  FOR v_item, v_n IN SELECT t.x, t.o::int FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, o) ORDER BY t.x->>'s', t.o LOOP
    BEGIN
      -- fd_append_events runs to its end before any of its rows is returned here.
      RETURN QUERY
        SELECT v_n, NULL::text, NULL::text, NULL::text, NULL::text, a.*
        FROM fd_append_events(v_item->>'s', (v_item->>'v')::bigint, v_item->'e') a;
    EXCEPTION WHEN OTHERS THEN
      item := v_n;
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT,
                              error_detail = PG_EXCEPTION_DETAIL, error_constraint = CONSTRAINT_NAME;
      global_position := NULL; tx_id := NULL; event_id := NULL; stream_version := NULL; type := NULL;
      data := NULL; metadata := NULL; hash := NULL; created_at := NULL; next_version := NULL; duplicate := NULL;
      RETURN NEXT;
    END;
  END LOOP;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_apply_inline_projections(p_events events[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_mine events[];
BEGIN
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'admin-account-') AND e.type = ANY ('{AdminCreated}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'deposit-request-') AND e.type = ANY ('{DepositUpdated}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'prize-tables') AND e.type = ANY ('{PrizeTableChanged}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'round-') AND e.type = ANY ('{ResultEntered,ResultPosted}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'settings') AND e.type = ANY ('{LatestNewsChanged,ReferralAmountChanged,TicketPriceChanged,PaymentDetailsChanged,ResultSourceChanged}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'withdrawal-request-') AND e.type = ANY ('{WithdrawalUpdated}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM admin_actions_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'deposit-request-'));
  IF cardinality(v_mine) > 0 THEN
    PERFORM count(*) FROM (SELECT deposit_requests_apply(e) FROM unnest(v_mine) e) s;
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'wallet-') AND e.type = ANY ('{DepositCredited,PrizeCredited,AdjustmentCredited,ReferralCredited,TicketPurchased,FundsHeld,HoldReleased,HoldCaptured}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM ledger_postings_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'round-') AND e.type = ANY ('{RoundSettled}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM round_ledger_postings_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'round-'));
  IF cardinality(v_mine) > 0 THEN
    PERFORM count(*) FROM (SELECT rounds_apply(e) FROM unnest(v_mine) e) s;
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'wallet-') AND e.type = ANY ('{TicketPurchased}'::text[]));
  IF cardinality(v_mine) > 0 THEN
    PERFORM tickets_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'wallet-'));
  IF cardinality(v_mine) > 0 THEN
    PERFORM wallet_balances_apply_events(v_mine);
  END IF;
  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, 'withdrawal-request-'));
  IF cardinality(v_mine) > 0 THEN
    PERFORM count(*) FROM (SELECT withdrawal_requests_apply(e) FROM unnest(v_mine) e) s;
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_chain_hash(p_previous text, p_canonical text)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT encode(sha256(convert_to(p_previous || p_canonical, 'UTF8')), 'hex')
$function$

CREATE OR REPLACE FUNCTION public.fd_compile_inline_projections()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  p inline_projections;
  v_body text := '';
BEGIN
  FOR p IN SELECT * FROM inline_projections ORDER BY name LOOP
    v_body := v_body || format(E'\n  v_mine := ARRAY(SELECT e FROM unnest(p_events) e WHERE starts_with(e.stream_id, %L)%s);'
                                 || E'\n  IF cardinality(v_mine) > 0 THEN\n    %s\n  END IF;',
      p.stream_prefix,
      CASE WHEN p.event_types IS NULL THEN '' ELSE format(' AND e.type = ANY (%L::text[])', p.event_types) END,
      CASE WHEN p.apply_batch_function IS NOT NULL THEN format('PERFORM %s(v_mine);', p.apply_batch_function)
           ELSE format('PERFORM count(*) FROM (SELECT %s(e) FROM unnest(v_mine) e) s;', p.apply_function) END);
  END LOOP;
  EXECUTE format(E'CREATE OR REPLACE FUNCTION public.%I(p_events events[])\n'
                 || E' RETURNS void\n LANGUAGE plpgsql\nAS $compiled$\nDECLARE\n  v_mine events[];\nBEGIN%s\nEND\n$compiled$',
                 'fd_apply_inline_projections', v_body);
END
$function$

CREATE OR REPLACE FUNCTION public.fd_event_canonical(p_id uuid, p_stream text, p_version integer, p_type text, p_data jsonb, p_metadata jsonb)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT jsonb_build_object('id', p_id, 'streamId', p_stream, 'version', p_version,
                            'type', p_type, 'data', p_data, 'metadata', p_metadata)::text
$function$

CREATE OR REPLACE FUNCTION public.fd_inline_projection_events(p inline_projections, p_events events[])
 RETURNS events[]
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT ARRAY(SELECT e FROM unnest(p_events) e
               WHERE starts_with(e.stream_id, p.stream_prefix) AND (p.event_types IS NULL OR e.type = ANY (p.event_types)))
$function$

CREATE OR REPLACE FUNCTION public.fd_inline_projections_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM fd_compile_inline_projections();
  RETURN NULL;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_rebuild_inline_projection(p_name text)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  p inline_projections;
  q inline_projections;
  v_count bigint := 0;
BEGIN
  SELECT * INTO p FROM inline_projections ip WHERE ip.name = p_name;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no inline projection named %', p_name USING ERRCODE = 'FD004';
  END IF;
  IF cardinality(p.tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || (SELECT string_agg(t::regclass::text, ', ') FROM unnest(p.tables) t);
  END IF;
  FOR q IN SELECT * FROM inline_projections ip
           WHERE ip.name = p.name OR (cardinality(p.tables) > 0 AND ip.tables && p.tables)
           ORDER BY ip.name LOOP
    v_count := v_count + fd_refill_inline_projection(q);
  END LOOP;
  RETURN v_count;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_refill_inline_projection(p inline_projections)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_count bigint := 0;
  v_stream text;
  v_version int := 0;
  v_versions int[];
  v_read bigint;
  v_mine bigint;
  v_chunk events[];
BEGIN
  -- The count is of every event of the projection's streams: those of other types are
  -- read and skipped.
  IF p.rebuild_function IS NOT NULL THEN
    EXECUTE format('SELECT %s()', p.rebuild_function);
    SELECT count(*) INTO v_count FROM events e WHERE starts_with(e.stream_id, p.stream_prefix);
  ELSIF p.apply_batch_function IS NOT NULL THEN
    -- Chunks walk the (stream_id, stream_version) index from the prefix on: each stream's
    -- events in version order, a stream split only where a chunk ends, so each stream's
    -- rows are written about once, not once per chunk. Stream ids are "C", so the prefix's
    -- streams come one after another; the first other stream ends the walk.
    v_stream := p.stream_prefix;
    LOOP
      SELECT count(*), count(*) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)),
             max((c.e).stream_id), array_agg((c.e).stream_version),
             array_agg(c.e) FILTER (WHERE starts_with((c.e).stream_id, p.stream_prefix)
                                      AND (p.event_types IS NULL OR (c.e).type = ANY (p.event_types)))
        INTO v_read, v_mine, v_stream, v_versions, v_chunk
        FROM (SELECT e FROM events e WHERE (e.stream_id, e.stream_version) > (v_stream, v_version)
              ORDER BY e.stream_id, e.stream_version LIMIT 20000) c;
      EXIT WHEN v_read = 0;
      -- The walk goes on after the chunk's last row, whatever its type.
      v_version := v_versions[v_read];
      v_count := v_count + v_mine;
      IF v_chunk IS NOT NULL THEN
        EXECUTE format('SELECT %s($1)', p.apply_batch_function) USING v_chunk;
      END IF;
      EXIT WHEN v_mine < v_read;
    END LOOP;
  ELSE
    EXECUTE format('SELECT count(*) FROM (SELECT CASE WHEN $2::text[] IS NULL OR (s.e).type = ANY ($2) THEN %s(s.e) END
                      FROM (SELECT e FROM events e WHERE starts_with(e.stream_id, $1) ORDER BY e.global_position) s) applied',
                   p.apply_function)
      INTO v_count USING p.stream_prefix, p.event_types;
  END IF;
  RETURN v_count;
END
$function$

CREATE OR REPLACE FUNCTION public.fd_verify_stream(p_stream text)
 RETURNS TABLE(stream_id text, events bigint, problem text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT * FROM fd_verify_streams(p_stream, p_stream)
$function$

CREATE OR REPLACE FUNCTION public.fd_verify_streams(p_from text, p_to text)
 RETURNS TABLE(stream_id text, events bigint, problem text)
 LANGUAGE sql
 STABLE
AS $function$
  WITH chain AS (
    SELECT e.stream_id, e.stream_version, e.hash,
           row_number() OVER w AS n,
           fd_chain_hash(coalesce(lag(e.hash) OVER w, ''),
                         fd_event_canonical(e.event_id, e.stream_id, e.stream_version, e.type, e.data, e.metadata)) AS expected
    FROM events e
    WHERE e.stream_id >= p_from AND e.stream_id <= p_to
    WINDOW w AS (PARTITION BY e.stream_id ORDER BY e.stream_version)
  ), stored AS (
    SELECT c.stream_id, count(*) AS events,
           min(c.n) FILTER (WHERE c.stream_version <> c.n) AS first_gap,
           min(c.stream_version) FILTER (WHERE c.hash <> c.expected) AS first_bad,
           max(c.stream_version) AS last_version,
           (array_agg(c.hash ORDER BY c.n DESC))[1] AS last_hash
    FROM chain c GROUP BY c.stream_id
  ), heads AS (
    SELECT s.stream_id, s.version, s.last_hash FROM streams s
    WHERE s.stream_id >= p_from AND s.stream_id <= p_to
  )
  SELECT coalesce(st.stream_id, h.stream_id)::text, coalesce(st.events, 0),
    CASE
      WHEN st.first_gap IS NOT NULL THEN format('version %s is missing', st.first_gap)
      WHEN st.first_bad IS NOT NULL THEN format('event at version %s does not match its hash', st.first_bad)
      WHEN h.stream_id IS NULL THEN 'the stream has events but no head record'
      WHEN st.stream_id IS NULL OR h.version <> st.last_version OR h.last_hash <> st.last_hash
        THEN format('the stream head is at version %s but the stored events end at version %s',
                    h.version, coalesce(st.last_version, 0))
    END
  FROM stored st FULL JOIN heads h ON h.stream_id = st.stream_id
  ORDER BY 1
$function$

CREATE OR REPLACE FUNCTION public.ledger_postings_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'ledger_postings: unknown wallet event type %', e.type;
  END IF;
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at
  FROM wallet_event_postings(e.type, e.data) p;
END
$function$

CREATE OR REPLACE FUNCTION public.ledger_postings_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(r.account, 7) = 'player_' THEN substr(e.stream_id, 8) END,
         r.sign * (e.data->>r.field)::bigint, e.created_at
  FROM unnest(p_events) e JOIN wallet_posting_rules r ON r.type = e.type
  WHERE (e.data->>r.field)::bigint <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$

CREATE OR REPLACE FUNCTION public.ledger_postings_apply_range(p_after bigint, p_upto bigint)
 RETURNS bigint
 LANGUAGE sql
AS $function$
  SELECT ledger_postings_apply_events(ARRAY(
    SELECT e FROM events e
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND starts_with(e.stream_id, 'wallet-')
    ORDER BY e.global_position))
$function$

CREATE OR REPLACE FUNCTION public.ledger_postings_rebuild()
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, p.account, e.event_id, e.stream_id, e.type,
         CASE WHEN left(p.account, 7) = 'player_' THEN substr(e.stream_id, 8) END, p.amount, e.created_at
  FROM events e CROSS JOIN LATERAL wallet_event_postings(e.type, e.data) p
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.';
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$

CREATE OR REPLACE FUNCTION public.round_ledger_postings_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT round_ledger_postings_apply_events(ARRAY[e]);
$function$

CREATE OR REPLACE FUNCTION public.round_ledger_postings_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_rows bigint;
BEGIN
  INSERT INTO ledger_postings (global_position, account, event_id, stream_id, event_type, user_id, amount, posted_at)
  SELECT e.global_position, r.account, e.event_id, e.stream_id, e.type, NULL, r.amount, e.created_at
  FROM unnest(p_events) e, LATERAL round_settled_postings(e.data) r
  WHERE e.type = 'RoundSettled' AND r.amount <> 0;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$

CREATE OR REPLACE FUNCTION public.round_settled_postings(p_data jsonb)
 RETURNS TABLE(account text, amount bigint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT 'prize_pool', (p_data->>'prizesPaise')::bigint
  UNION ALL SELECT 'prize_expense', -(p_data->>'fixedPrizesPaise')::bigint
  UNION ALL SELECT 'house_revenue', -coalesce((SELECT sum((p->>'sharePaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_seed', -coalesce((SELECT sum((p->>'seedPaise')::bigint) FROM jsonb_array_elements(p_data->'pots') p), 0)::bigint
  UNION ALL SELECT 'pot_' || (p->>'name'), (p->>'seedPaise')::bigint + (p->>'sharePaise')::bigint - (p->>'paidPaise')::bigint
            FROM jsonb_array_elements(p_data->'pots') p
$function$

CREATE OR REPLACE FUNCTION public.rounds_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d jsonb := e.data;
  v_round text := d->>'roundId';
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'RoundOpened' THEN
    INSERT INTO rounds (round_id, period, start_at, close_at, draw_at, next_draw_at, status, price_paise, commitment,
      ticket_count, sales_paise, ticket_root, opened_at, closed_at, version, beacon_round, beacon_chain, source, tables)
    VALUES (v_round, d->>'period', (d->>'startAt')::timestamptz, (d->>'closeAt')::timestamptz, (d->>'drawAt')::timestamptz,
      (d->>'nextDrawAt')::timestamptz, 'open', (d->>'pricePaise')::bigint, d->>'commitment',
      NULL, NULL, NULL, v_at, NULL, e.stream_version, (d->>'beaconRound')::bigint, d->>'beaconChain',
      d->>'resultSource', d->'tables');
  ELSIF e.type = 'SalesClosed' THEN
    -- The fence's close: waits for every purchase projecting a ticket into this round to
    -- commit; purchases after it wait for this transaction and then see 'closed'.
    PERFORM pg_advisory_xact_lock(1795265, hashtext(v_round));
    UPDATE rounds SET status = 'closed', closed_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSIF e.type = 'RoundClosed' THEN
    UPDATE rounds SET ticket_count = (d->>'ticketCount')::int, sales_paise = (d->>'salesPaise')::bigint,
      ticket_root = d->>'ticketRoot', ticket_set_at = v_at, first_ticket_at = (d->>'firstTicketAt')::timestamptz,
      last_ticket_at = (d->>'lastTicketAt')::timestamptz, version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type = 'ResultEntered' THEN
    UPDATE rounds SET result_entry = jsonb_build_object('numbers', d->'numbers', 'letter', d->'letter',
      'adminId', d->>'adminId', 'entry', d->'entry', 'enteredAt', d->>'enteredAt'), version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type IN ('ResultPosted', 'ResultDrawn') THEN
    UPDATE rounds SET status = 'resulted',
      result_source = CASE e.type WHEN 'ResultPosted' THEN 'manual' ELSE 'rng' END,
      result_num_1 = (d->'numbers'->>0)::smallint, result_num_2 = (d->'numbers'->>1)::smallint,
      result_num_3 = (d->'numbers'->>2)::smallint, result_num_4 = (d->'numbers'->>3)::smallint,
      result_num_5 = (d->'numbers'->>4)::smallint, result_letter = (d->>'letter')::char(1),
      result_admin_id = d->>'adminId', result_recorded_at = v_at, result_at = greatest(draw_at, v_at),
      result_entered_at = (d->>'enteredAt')::timestamptz, result_approver_id = d->>'approvedBy', result_entry = NULL,
      seed = d->>'seed', beacon_randomness = d->'beacon'->>'randomness', beacon_signature = d->'beacon'->>'signature',
      beacon_status = d->>'beaconStatus', version = e.stream_version
    WHERE round_id = v_round;
  ELSIF e.type = 'RoundSettled' THEN
    UPDATE rounds SET status = 'settled', settlement = d, settled_at = v_at, version = e.stream_version WHERE round_id = v_round;
  ELSE
    RAISE EXCEPTION 'rounds: unknown round event type %', e.type;
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.rounds_changed_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('fd_rounds', '');
  RETURN NULL;
END
$function$

CREATE OR REPLACE FUNCTION public.tickets_apply(e events)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT tickets_apply_events(ARRAY[e]);
$function$

CREATE OR REPLACE FUNCTION public.tickets_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_closed text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1795265, hashtext(r.round_id))
  FROM (SELECT DISTINCT e.data->>'roundId' AS round_id FROM unnest(p_events) e ORDER BY 1) r;
  -- A statement of its own: its snapshot is taken once the locks are held, so a close
  -- that committed while this purchase waited is seen.
  SELECT r.round_id INTO v_closed
  FROM (SELECT DISTINCT e.data->>'roundId' AS round_id FROM unnest(p_events) e) r
  LEFT JOIN rounds o ON o.round_id = r.round_id
  WHERE o.status IS DISTINCT FROM 'open'
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'round % is not open', v_closed USING ERRCODE = 'FD410', DETAIL = v_closed;
  END IF;
  INSERT INTO tickets SELECT t.* FROM unnest(p_events) e, LATERAL tickets_row(e) t;
  RETURN cardinality(p_events);
END
$function$

CREATE OR REPLACE FUNCTION public.tickets_rebuild()
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO tickets SELECT t.* FROM events e, LATERAL tickets_row(e) t
  WHERE starts_with(e.stream_id, 'wallet-') AND e.type = 'TicketPurchased';
$function$

CREATE OR REPLACE FUNCTION public.tickets_row(e events)
 RETURNS tickets
 LANGUAGE sql
 STABLE
AS $function$
  SELECT e.data->>'ticketId', e.data->>'roundId', e.data->>'period', substr(e.stream_id, 8),
    (e.data->'numbers'->>0)::smallint, (e.data->'numbers'->>1)::smallint, (e.data->'numbers'->>2)::smallint,
    (e.data->'numbers'->>3)::smallint, (e.data->'numbers'->>4)::smallint, (e.data->>'letter')::char(1),
    (e.data->>'pricePaise')::bigint, (e.data->>'fromReferralPaise')::bigint, (e.data->>'fromMoneyPaise')::bigint,
    (e.metadata->>'occurredAt')::timestamptz, e.global_position
$function$

CREATE OR REPLACE FUNCTION public.wallet_balances_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d_money bigint;
  d_referral bigint;
  d_held bigint;
BEGIN
  IF NOT wallet_event_known(e.type) THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', e.type;
  END IF;
  IF e.type = 'WalletOpened' THEN
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    VALUES (substr(e.stream_id, 8), 0, 0, 0, e.stream_version, e.created_at);
    RETURN;
  END IF;
  SELECT coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_money'), 0) AS money,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_referral'), 0) AS referral,
    coalesce(sum(p.amount) FILTER (WHERE p.account = 'player_held'), 0) AS held INTO d_money, d_referral, d_held
  FROM wallet_event_postings(e.type, e.data) p;
  UPDATE wallet_balances SET
    money = money + d_money,
    referral = referral + d_referral,
    held = held + d_held,
    version = e.stream_version,
    updated_at = e.created_at
  WHERE user_id = substr(e.stream_id, 8);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_balances: % on %, which has no WalletOpened', e.type, e.stream_id;
  END IF;
END
$function$

CREATE OR REPLACE FUNCTION public.wallet_balances_apply_events(p_events events[])
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_wallets bigint;
  v_done bigint;
  v_bad text;
BEGIN
  SELECT e.type INTO v_bad FROM unnest(p_events) e WHERE NOT wallet_event_known(e.type) LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', v_bad;
  END IF;
  -- Per wallet: the sum of its player_* postings, and its last event's version and time.
  WITH w AS (
    SELECT substr(e.stream_id, 8) AS user_id, bool_or(e.type = 'WalletOpened') AS opened,
      (array_agg(e.stream_version ORDER BY e.stream_version DESC))[1] AS version,
      (array_agg(e.created_at ORDER BY e.stream_version DESC))[1] AS created_at,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0) AS money,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0) AS referral,
      coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0) AS held
    FROM unnest(p_events) e
    LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
    GROUP BY e.stream_id
  ), updated AS (
    UPDATE wallet_balances b SET money = b.money + w.money, referral = b.referral + w.referral,
      held = b.held + w.held, version = w.version, updated_at = w.created_at
    FROM w WHERE NOT w.opened AND b.user_id = w.user_id
    RETURNING 1
  ), inserted AS (
    INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
    SELECT w.user_id, w.money, w.referral, w.held, w.version, w.created_at FROM w WHERE w.opened
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM w), (SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted)
  INTO v_wallets, v_done;
  IF v_done <> v_wallets THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_wallets - v_done;
  END IF;
  RETURN v_wallets;
END
$function$

CREATE OR REPLACE FUNCTION public.wallet_balances_apply_range(p_after bigint, p_upto bigint)
 RETURNS bigint
 LANGUAGE sql
AS $function$
  SELECT wallet_balances_apply_events(ARRAY(
    SELECT e FROM events e
    WHERE e.global_position > p_after AND e.global_position <= p_upto AND starts_with(e.stream_id, 'wallet-')
    ORDER BY e.global_position))
$function$

CREATE OR REPLACE FUNCTION public.wallet_balances_rebuild()
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_bad text;
  v_rows bigint;
BEGIN
  SELECT e.type INTO v_bad FROM events e
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.' AND NOT wallet_event_known(e.type) LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet_balances: unknown wallet event type %', v_bad;
  END IF;
  SELECT count(*) INTO v_rows FROM (
    SELECT 1 FROM events e WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.'
    GROUP BY e.stream_id HAVING NOT bool_or(e.type = 'WalletOpened')) w;
  IF v_rows > 0 THEN
    RAISE EXCEPTION 'wallet_balances: % wallets have events but no WalletOpened', v_rows;
  END IF;
  INSERT INTO wallet_balances (user_id, money, referral, held, version, updated_at)
  SELECT substr(e.stream_id, 8),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_money'), 0),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_referral'), 0),
    coalesce(sum(r.sign * (e.data->>r.field)::bigint) FILTER (WHERE r.account = 'player_held'), 0),
    max(e.stream_version),
    (array_agg(e.created_at ORDER BY e.stream_version DESC))[1]
  FROM events e
  LEFT JOIN wallet_posting_rules r ON r.type = e.type AND left(r.account, 7) = 'player_'
  WHERE e.stream_id >= 'wallet-' AND e.stream_id < 'wallet.'
  GROUP BY e.stream_id;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$function$

CREATE OR REPLACE FUNCTION public.wallet_event_known(p_type text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT p_type = ANY (ARRAY['WalletOpened', 'DepositCredited', 'PrizeCredited', 'AdjustmentCredited', 'ReferralCredited', 'TicketPurchased', 'FundsHeld', 'HoldReleased', 'HoldCaptured', 'DepositLimitsSet', 'DepositLimitPromptDeclined', 'DepositLimitsReviewed', 'RealityCheckSet', 'PlayPaused'])
$function$

CREATE OR REPLACE FUNCTION public.wallet_event_postings(p_type text, p_data jsonb)
 RETURNS TABLE(account text, amount bigint)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT r.account, r.sign * (p_data->>r.field)::bigint
  FROM wallet_posting_rules r
  WHERE r.type = p_type AND (p_data->>r.field)::bigint <> 0
$function$

CREATE OR REPLACE FUNCTION public.withdrawal_requests_apply(e events)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  d jsonb := e.data;
  v_at timestamptz := (e.metadata->>'occurredAt')::timestamptz;
BEGIN
  IF e.type = 'WithdrawalRequested' THEN
    INSERT INTO withdrawal_requests (request_id, user_id, option, amount, status, reason, account_holder_name, account_number,
      type_of_account, bank_name, ifsc_code, upi_handle, network, crypto_address, image_name, image_mime, proof_name, proof_mime,
      version, created_at, updated_at, updated_by)
    VALUES ((d->>'requestId')::uuid, (d->>'userId')::uuid, d->>'option', (d->>'amountPaise')::bigint, 'on_hold', NULL,
      d->>'accountHolderName', d->>'accountNumber', d->>'typeOfAccount', d->>'bankName', d->>'ifscCode', d->>'upiHandle',
      d->>'network', d->>'cryptoAddress', d->'image'->>'name', d->'image'->>'mime', NULL, NULL,
      e.stream_version, v_at, v_at, NULL);
  ELSIF e.type = 'WithdrawalUpdated' THEN
    UPDATE withdrawal_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      proof_name = coalesce(d->'proof'->>'name', proof_name), proof_mime = coalesce(d->'proof'->>'mime', proof_mime),
      version = e.stream_version, updated_at = v_at, updated_by = d->>'adminId'
    WHERE request_id = substr(e.stream_id, 20)::uuid;
  ELSIF e.type = 'WithdrawalUpdateRefused' THEN
    -- The wallet refused a step: the request is as it was before that change (updated_by stays).
    UPDATE withdrawal_requests SET status = d->>'status', amount = (d->>'amountPaise')::bigint, reason = d->>'reason',
      version = e.stream_version, updated_at = v_at
    WHERE request_id = substr(e.stream_id, 20)::uuid;
  ELSE
    RAISE EXCEPTION 'withdrawal_requests: unknown withdrawal event type %', e.type;
  END IF;
END
$function$


-- comments


-- seeded rows
inline_projections (admin_actions_accounts,admin-account-,admin_actions_apply,{admin_actions},,{AdminCreated},admin_actions_apply_events)
inline_projections (admin_actions_deposits,deposit-request-,admin_actions_apply,{admin_actions},,{DepositUpdated},admin_actions_apply_events)
inline_projections (admin_actions_prize_tables,prize-tables,admin_actions_apply,{admin_actions},,{PrizeTableChanged},admin_actions_apply_events)
inline_projections (admin_actions_results,round-,admin_actions_apply,{admin_actions},,"{ResultEntered,ResultPosted}",admin_actions_apply_events)
inline_projections (admin_actions_settings,settings,admin_actions_apply,{admin_actions},,"{LatestNewsChanged,ReferralAmountChanged,TicketPriceChanged,PaymentDetailsChanged,ResultSourceChanged}",admin_actions_apply_events)
inline_projections (admin_actions_withdrawals,withdrawal-request-,admin_actions_apply,{admin_actions},,{WithdrawalUpdated},admin_actions_apply_events)
inline_projections (deposit_requests,deposit-request-,deposit_requests_apply,{deposit_requests},,,)
inline_projections (ledger_postings,wallet-,ledger_postings_apply,{ledger_postings},ledger_postings_rebuild,"{DepositCredited,PrizeCredited,AdjustmentCredited,ReferralCredited,TicketPurchased,FundsHeld,HoldReleased,HoldCaptured}",ledger_postings_apply_events)
inline_projections (round_ledger_postings,round-,round_ledger_postings_apply,{ledger_postings},,{RoundSettled},round_ledger_postings_apply_events)
inline_projections (rounds,round-,rounds_apply,{rounds},,,)
inline_projections (tickets,wallet-,tickets_apply,{tickets},tickets_rebuild,{TicketPurchased},tickets_apply_events)
inline_projections (wallet_balances,wallet-,wallet_balances_apply,{wallet_balances},wallet_balances_rebuild,,wallet_balances_apply_events)
inline_projections (withdrawal_requests,withdrawal-request-,withdrawal_requests_apply,{withdrawal_requests},,,)
schema_migrations (1,1795251000000,EventStore1795251000000)
schema_migrations (10,1795261000000,IdentitySignInSteps1795261000000)
schema_migrations (11,1795262000000,IdentityRegistrationLimits1795262000000)
schema_migrations (12,1795263000000,MoneyRequests1795263000000)
schema_migrations (13,1795265000000,RoundsAndTickets1795265000000)
schema_migrations (14,1795266000000,RoundsChangedNotify1795266000000)
schema_migrations (15,1795270000000,RoundResults1795270000000)
schema_migrations (16,1795271000000,RoundSettlement1795271000000)
schema_migrations (17,1795272000000,TicketSetChunks1795272000000)
schema_migrations (18,1795273000000,AuditRuns1795273000000)
schema_migrations (19,1795273500000,AdminActions1795273500000)
schema_migrations (2,1795252000000,Wallet1795252000000)
schema_migrations (20,1795274000000,WalletResponsiblePlayEvents1795274000000)
schema_migrations (21,1795275000000,PlayerLanguage1795275000000)
schema_migrations (22,1795276000000,RoundSources1795276000000)
schema_migrations (23,1795277000000,RepeatableSql1795277000000)
schema_migrations (24,1795278000000,WalletRebuildFunctions1795278000000)
schema_migrations (3,1795253000000,Identity1795253000000)
schema_migrations (4,1795253100000,IdentityPlayerLoginAttempts1795253100000)
schema_migrations (5,1795259000000,EventStoreBatchAppend1795259000000)
schema_migrations (6,1795259100000,EventStoreNotifyAfterCommit1795259100000)
schema_migrations (7,1795260000000,InlineProjectionsSetBased1795260000000)
schema_migrations (8,1795260100000,EventStoreBatchTuning1795260100000)
schema_migrations (9,1795260200000,InlineProjectionRebuildByStream1795260200000)
wallet_posting_rules (AdjustmentCredited,house_adjustments,amountPaise,-1)
wallet_posting_rules (AdjustmentCredited,player_money,amountPaise,1)
wallet_posting_rules (DepositCredited,operator_cash_in,amountPaise,-1)
wallet_posting_rules (DepositCredited,player_money,amountPaise,1)
wallet_posting_rules (FundsHeld,player_held,amountPaise,1)
wallet_posting_rules (FundsHeld,player_money,amountPaise,-1)
wallet_posting_rules (HoldCaptured,operator_cash_out,amountPaise,1)
wallet_posting_rules (HoldCaptured,player_held,amountPaise,-1)
wallet_posting_rules (HoldReleased,player_held,amountPaise,-1)
wallet_posting_rules (HoldReleased,player_money,amountPaise,1)
wallet_posting_rules (PrizeCredited,player_money,amountPaise,1)
wallet_posting_rules (PrizeCredited,prize_pool,amountPaise,-1)
wallet_posting_rules (ReferralCredited,player_referral,amountPaise,1)
wallet_posting_rules (ReferralCredited,referral_promotions,amountPaise,-1)
wallet_posting_rules (TicketPurchased,house_revenue,pricePaise,1)
wallet_posting_rules (TicketPurchased,player_money,fromMoneyPaise,-1)
wallet_posting_rules (TicketPurchased,player_referral,fromReferralPaise,-1)
