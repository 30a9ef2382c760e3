--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: stored_event_uuid; Type: TYPE; Schema: public; Owner: -
--

CREATE TYPE public.stored_event_uuid AS (
	originator_id uuid,
	originator_version bigint,
	topic text,
	state bytea
);


--
-- Name: es_insert_events_uuid(public.stored_event_uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.es_insert_events_uuid(events public.stored_event_uuid[]) RETURNS SETOF bigint
    LANGUAGE plpgsql
    AS $$BEGIN    SET LOCAL lock_timeout = '0s';    NOTIFY "maumau_events";    RETURN QUERY    INSERT INTO "public"."maumau_events" AS t (    originator_id, originator_version, topic, state)    SELECT originator_id, originator_version, topic, state    FROM unnest(events)    RETURNING notification_id;END;$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: alembic_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.alembic_version (
    version_num character varying(32) NOT NULL
);


--
-- Name: analytics_matches_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_matches_g1 (
    match_id uuid NOT NULL,
    ruleset character varying(200) NOT NULL,
    scoring character varying(20) NOT NULL,
    seats integer NOT NULL,
    players json NOT NULL,
    started_at timestamp with time zone NOT NULL,
    finished_at timestamp with time zone,
    duration_ms bigint,
    rounds integer NOT NULL,
    events integer NOT NULL,
    status character varying(10) NOT NULL,
    winners json NOT NULL,
    winner_players json NOT NULL,
    totals json NOT NULL,
    reason text
);


--
-- Name: analytics_matches; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.analytics_matches AS
 SELECT analytics_matches_g1.match_id,
    analytics_matches_g1.ruleset,
    analytics_matches_g1.scoring,
    analytics_matches_g1.seats,
    analytics_matches_g1.players,
    analytics_matches_g1.started_at,
    analytics_matches_g1.finished_at,
    analytics_matches_g1.duration_ms,
    analytics_matches_g1.rounds,
    analytics_matches_g1.events,
    analytics_matches_g1.status,
    analytics_matches_g1.winners,
    analytics_matches_g1.winner_players,
    analytics_matches_g1.totals,
    analytics_matches_g1.reason
   FROM public.analytics_matches_g1;


--
-- Name: analytics_moves_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_moves_g1 (
    match_id uuid NOT NULL,
    version integer NOT NULL,
    notification_id bigint NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    ruleset character varying(200) NOT NULL,
    seats integer NOT NULL,
    round_no integer NOT NULL,
    move_no integer NOT NULL,
    seat integer NOT NULL,
    "position" integer NOT NULL,
    player character varying(200) NOT NULL,
    kind character varying(20) NOT NULL,
    cards json,
    n_cards integer NOT NULL,
    rank character varying(2),
    effect character varying(10),
    wish character varying(1),
    call character varying(10),
    call_due character varying(10),
    call_missed boolean NOT NULL,
    hand_before integer NOT NULL,
    hand_after integer NOT NULL,
    pending_draw integer NOT NULL,
    top_before character varying(3),
    reason text
);


--
-- Name: analytics_moves; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.analytics_moves AS
 SELECT analytics_moves_g1.match_id,
    analytics_moves_g1.version,
    analytics_moves_g1.notification_id,
    analytics_moves_g1.recorded_at,
    analytics_moves_g1.ruleset,
    analytics_moves_g1.seats,
    analytics_moves_g1.round_no,
    analytics_moves_g1.move_no,
    analytics_moves_g1.seat,
    analytics_moves_g1."position",
    analytics_moves_g1.player,
    analytics_moves_g1.kind,
    analytics_moves_g1.cards,
    analytics_moves_g1.n_cards,
    analytics_moves_g1.rank,
    analytics_moves_g1.effect,
    analytics_moves_g1.wish,
    analytics_moves_g1.call,
    analytics_moves_g1.call_due,
    analytics_moves_g1.call_missed,
    analytics_moves_g1.hand_before,
    analytics_moves_g1.hand_after,
    analytics_moves_g1.pending_draw,
    analytics_moves_g1.top_before,
    analytics_moves_g1.reason
   FROM public.analytics_moves_g1;


--
-- Name: analytics_rounds_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.analytics_rounds_g1 (
    match_id uuid NOT NULL,
    round_no integer NOT NULL,
    ruleset character varying(200) NOT NULL,
    seats integer NOT NULL,
    first_seat integer NOT NULL,
    started_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone NOT NULL,
    duration_ms bigint NOT NULL,
    events integer NOT NULL,
    moves integer NOT NULL,
    turns integer NOT NULL,
    plays integer NOT NULL,
    cards_drawn integer NOT NULL,
    reshuffles integer NOT NULL,
    calls_missed integer NOT NULL,
    penalties integer NOT NULL,
    challenges_refused integer NOT NULL,
    winner_seat integer NOT NULL,
    winner_position integer NOT NULL,
    winner_player character varying(200) NOT NULL,
    reason character varying(20) NOT NULL,
    deciding_card character varying(3),
    deciding_rank character varying(2),
    deciding_effect character varying(10),
    last_special_rank character varying(2),
    last_special_effect character varying(10),
    last_special_seat integer,
    points json NOT NULL,
    cards_left json NOT NULL
);


--
-- Name: analytics_rounds; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.analytics_rounds AS
 SELECT analytics_rounds_g1.match_id,
    analytics_rounds_g1.round_no,
    analytics_rounds_g1.ruleset,
    analytics_rounds_g1.seats,
    analytics_rounds_g1.first_seat,
    analytics_rounds_g1.started_at,
    analytics_rounds_g1.ended_at,
    analytics_rounds_g1.duration_ms,
    analytics_rounds_g1.events,
    analytics_rounds_g1.moves,
    analytics_rounds_g1.turns,
    analytics_rounds_g1.plays,
    analytics_rounds_g1.cards_drawn,
    analytics_rounds_g1.reshuffles,
    analytics_rounds_g1.calls_missed,
    analytics_rounds_g1.penalties,
    analytics_rounds_g1.challenges_refused,
    analytics_rounds_g1.winner_seat,
    analytics_rounds_g1.winner_position,
    analytics_rounds_g1.winner_player,
    analytics_rounds_g1.reason,
    analytics_rounds_g1.deciding_card,
    analytics_rounds_g1.deciding_rank,
    analytics_rounds_g1.deciding_effect,
    analytics_rounds_g1.last_special_rank,
    analytics_rounds_g1.last_special_effect,
    analytics_rounds_g1.last_special_seat,
    analytics_rounds_g1.points,
    analytics_rounds_g1.cards_left
   FROM public.analytics_rounds_g1;


--
-- Name: audit_trail_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_trail_g1 (
    match_id uuid NOT NULL,
    version integer NOT NULL,
    notification_id bigint NOT NULL,
    round_no integer NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    event_type character varying(40) NOT NULL,
    seat integer,
    player character varying(200),
    description text NOT NULL,
    payload json NOT NULL,
    redacted boolean NOT NULL
);


--
-- Name: audit_trail; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.audit_trail AS
 SELECT audit_trail_g1.match_id,
    audit_trail_g1.version,
    audit_trail_g1.notification_id,
    audit_trail_g1.round_no,
    audit_trail_g1.recorded_at,
    audit_trail_g1.event_type,
    audit_trail_g1.seat,
    audit_trail_g1.player,
    audit_trail_g1.description,
    audit_trail_g1.payload,
    audit_trail_g1.redacted
   FROM public.audit_trail_g1;


--
-- Name: leaderboard_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.leaderboard_g1 (
    player character varying(200) NOT NULL,
    ruleset character varying(200) NOT NULL,
    period character varying(7) NOT NULL,
    matches_played integer NOT NULL,
    matches_won integer NOT NULL,
    win_rate double precision NOT NULL,
    rounds_played integer NOT NULL,
    rounds_won integer NOT NULL,
    penalty_points integer NOT NULL,
    mean_penalty_points double precision NOT NULL,
    current_streak integer NOT NULL,
    longest_streak integer NOT NULL,
    mu double precision NOT NULL,
    sigma double precision NOT NULL,
    ordinal double precision NOT NULL,
    last_at timestamp with time zone
);


--
-- Name: leaderboard; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.leaderboard AS
 SELECT leaderboard_g1.player,
    leaderboard_g1.ruleset,
    leaderboard_g1.period,
    leaderboard_g1.matches_played,
    leaderboard_g1.matches_won,
    leaderboard_g1.win_rate,
    leaderboard_g1.rounds_played,
    leaderboard_g1.rounds_won,
    leaderboard_g1.penalty_points,
    leaderboard_g1.mean_penalty_points,
    leaderboard_g1.current_streak,
    leaderboard_g1.longest_streak,
    leaderboard_g1.mu,
    leaderboard_g1.sigma,
    leaderboard_g1.ordinal,
    leaderboard_g1.last_at
   FROM public.leaderboard_g1;


--
-- Name: mau_challenges_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mau_challenges_g1 (
    match_id uuid NOT NULL,
    version integer NOT NULL,
    round_no integer NOT NULL,
    challenged_at timestamp with time zone NOT NULL,
    at_ms bigint,
    by_seat integer NOT NULL,
    by_player character varying(200) NOT NULL,
    target_seat integer NOT NULL,
    target_player character varying(200) NOT NULL,
    accepted boolean NOT NULL,
    reason text NOT NULL,
    penalty_cards integer,
    moment_version integer
);


--
-- Name: mau_challenges; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.mau_challenges AS
 SELECT mau_challenges_g1.match_id,
    mau_challenges_g1.version,
    mau_challenges_g1.round_no,
    mau_challenges_g1.challenged_at,
    mau_challenges_g1.at_ms,
    mau_challenges_g1.by_seat,
    mau_challenges_g1.by_player,
    mau_challenges_g1.target_seat,
    mau_challenges_g1.target_player,
    mau_challenges_g1.accepted,
    mau_challenges_g1.reason,
    mau_challenges_g1.penalty_cards,
    mau_challenges_g1.moment_version
   FROM public.mau_challenges_g1;


--
-- Name: mau_moments_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mau_moments_g1 (
    match_id uuid NOT NULL,
    play_version integer NOT NULL,
    round_no integer NOT NULL,
    seat integer NOT NULL,
    player character varying(200) NOT NULL,
    call_due character varying(10) NOT NULL,
    cards json NOT NULL,
    played_at timestamp with time zone NOT NULL,
    call_made boolean NOT NULL,
    call_auto boolean NOT NULL,
    missed_version integer,
    window_deadline_ms bigint,
    challenged_by integer,
    challenged_by_player character varying(200),
    challenged_at timestamp with time zone,
    challenge_version integer,
    penalty_cards integer,
    refused_challenges integer NOT NULL,
    window_closed_version integer,
    window_closed_at timestamp with time zone,
    window_close_reason text,
    outcome character varying(40) NOT NULL
);


--
-- Name: mau_moments; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.mau_moments AS
 SELECT mau_moments_g1.match_id,
    mau_moments_g1.play_version,
    mau_moments_g1.round_no,
    mau_moments_g1.seat,
    mau_moments_g1.player,
    mau_moments_g1.call_due,
    mau_moments_g1.cards,
    mau_moments_g1.played_at,
    mau_moments_g1.call_made,
    mau_moments_g1.call_auto,
    mau_moments_g1.missed_version,
    mau_moments_g1.window_deadline_ms,
    mau_moments_g1.challenged_by,
    mau_moments_g1.challenged_by_player,
    mau_moments_g1.challenged_at,
    mau_moments_g1.challenge_version,
    mau_moments_g1.penalty_cards,
    mau_moments_g1.refused_challenges,
    mau_moments_g1.window_closed_version,
    mau_moments_g1.window_closed_at,
    mau_moments_g1.window_close_reason,
    mau_moments_g1.outcome
   FROM public.mau_moments_g1;


--
-- Name: maumau_deal_sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_deal_sources (
    digest character varying(64) NOT NULL,
    table_id uuid NOT NULL,
    kind character varying(8) NOT NULL
);


--
-- Name: maumau_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_events (
    originator_id uuid NOT NULL,
    originator_version bigint NOT NULL,
    topic text,
    state bytea,
    notification_id bigint NOT NULL
)
WITH (autovacuum_enabled='true', autovacuum_vacuum_threshold='100000000', autovacuum_vacuum_scale_factor='0.5', autovacuum_analyze_threshold='1000', autovacuum_analyze_scale_factor='0.01');


--
-- Name: maumau_events_notification_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.maumau_events_notification_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: maumau_events_notification_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.maumau_events_notification_id_seq OWNED BY public.maumau_events.notification_id;


--
-- Name: maumau_players; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_players (
    id uuid NOT NULL,
    handle character varying(32) NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: maumau_reaction_timers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_reaction_timers (
    reaction character varying(80) NOT NULL,
    key character varying(200) NOT NULL,
    stream_id uuid NOT NULL,
    due_at bigint NOT NULL,
    payload json NOT NULL,
    notification_id bigint NOT NULL,
    attempts integer NOT NULL,
    error text,
    parked_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: maumau_reaction_tracking; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_reaction_tracking (
    name character varying(80) NOT NULL,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    parked_notification_id bigint,
    parked_stream_id character varying(36),
    parked_stream_version integer,
    parked_event_type character varying(80),
    parked_error text,
    parked_attempts integer,
    parked_at timestamp with time zone
);


--
-- Name: maumau_rulesets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_rulesets (
    id uuid NOT NULL,
    name character varying(64) NOT NULL,
    base character varying(64) NOT NULL,
    body json NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: maumau_seats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_seats (
    id integer NOT NULL,
    table_id uuid NOT NULL,
    seat integer NOT NULL,
    kind character varying(8) NOT NULL,
    player_id uuid,
    bot_name character varying(32),
    token_hash character varying(64) NOT NULL,
    joined_at timestamp with time zone NOT NULL,
    left_at timestamp with time zone
);


--
-- Name: maumau_seats_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.maumau_seats_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: maumau_seats_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.maumau_seats_id_seq OWNED BY public.maumau_seats.id;


--
-- Name: maumau_snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_snapshots (
    originator_id uuid NOT NULL,
    originator_version bigint NOT NULL,
    topic text,
    state bytea
)
WITH (autovacuum_enabled='true', autovacuum_vacuum_threshold='100000000', autovacuum_vacuum_scale_factor='0.5', autovacuum_analyze_threshold='1000', autovacuum_analyze_scale_factor='0.01');


--
-- Name: maumau_tables; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.maumau_tables (
    id uuid NOT NULL,
    ruleset_ref character varying(64) NOT NULL,
    ruleset json NOT NULL,
    seats integer NOT NULL,
    host_token_hash character varying(64) NOT NULL,
    seed character varying(64),
    deck json,
    created_at timestamp with time zone NOT NULL,
    settings json DEFAULT '{}'::json NOT NULL,
    host_player_id uuid,
    invite_hash character varying(64)
);


--
-- Name: projection_parking; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.projection_parking (
    name character varying(80) NOT NULL,
    "position" bigint NOT NULL,
    notification_id bigint NOT NULL,
    stream_id character varying(36),
    stream_version integer,
    event_type character varying(80) NOT NULL,
    error_type character varying(200) NOT NULL,
    error text NOT NULL,
    attempts integer NOT NULL,
    parked_at timestamp with time zone NOT NULL
);


--
-- Name: projection_skips; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.projection_skips (
    projection character varying(80) NOT NULL,
    notification_id bigint NOT NULL,
    stream_id character varying(36),
    stream_version integer,
    event_type character varying(80) NOT NULL,
    error text NOT NULL,
    reason text NOT NULL,
    skipped_at timestamp with time zone NOT NULL
);


--
-- Name: projection_tracking; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.projection_tracking (
    name character varying(80) NOT NULL,
    "position" bigint NOT NULL,
    generation integer NOT NULL,
    schema_version integer NOT NULL,
    updated_at timestamp with time zone
);


--
-- Name: score_sheet_matches_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.score_sheet_matches_g1 (
    match_id uuid NOT NULL,
    ruleset character varying(200) NOT NULL,
    scoring character varying(20) NOT NULL,
    card_values character varying(10) NOT NULL,
    seats integer NOT NULL,
    players json NOT NULL,
    status character varying(10) NOT NULL,
    rounds_played integer NOT NULL,
    wins json NOT NULL,
    penalty_totals json NOT NULL,
    totals json NOT NULL,
    winners json NOT NULL,
    winner_players json NOT NULL,
    result text NOT NULL,
    started_at timestamp with time zone NOT NULL,
    finished_at timestamp with time zone
);


--
-- Name: score_sheet_matches; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.score_sheet_matches AS
 SELECT score_sheet_matches_g1.match_id,
    score_sheet_matches_g1.ruleset,
    score_sheet_matches_g1.scoring,
    score_sheet_matches_g1.card_values,
    score_sheet_matches_g1.seats,
    score_sheet_matches_g1.players,
    score_sheet_matches_g1.status,
    score_sheet_matches_g1.rounds_played,
    score_sheet_matches_g1.wins,
    score_sheet_matches_g1.penalty_totals,
    score_sheet_matches_g1.totals,
    score_sheet_matches_g1.winners,
    score_sheet_matches_g1.winner_players,
    score_sheet_matches_g1.result,
    score_sheet_matches_g1.started_at,
    score_sheet_matches_g1.finished_at
   FROM public.score_sheet_matches_g1;


--
-- Name: score_sheet_rounds_g1; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.score_sheet_rounds_g1 (
    match_id uuid NOT NULL,
    round_no integer NOT NULL,
    seat integer NOT NULL,
    player character varying(200) NOT NULL,
    result character varying(10) NOT NULL,
    reason character varying(20) NOT NULL,
    cards_left integer NOT NULL,
    cards json NOT NULL,
    win_points integer NOT NULL,
    penalty_points integer NOT NULL,
    total_wins integer NOT NULL,
    total_penalty integer NOT NULL,
    points integer NOT NULL,
    total integer NOT NULL,
    ended_at timestamp with time zone NOT NULL
);


--
-- Name: score_sheet_rounds; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.score_sheet_rounds AS
 SELECT score_sheet_rounds_g1.match_id,
    score_sheet_rounds_g1.round_no,
    score_sheet_rounds_g1.seat,
    score_sheet_rounds_g1.player,
    score_sheet_rounds_g1.result,
    score_sheet_rounds_g1.reason,
    score_sheet_rounds_g1.cards_left,
    score_sheet_rounds_g1.cards,
    score_sheet_rounds_g1.win_points,
    score_sheet_rounds_g1.penalty_points,
    score_sheet_rounds_g1.total_wins,
    score_sheet_rounds_g1.total_penalty,
    score_sheet_rounds_g1.points,
    score_sheet_rounds_g1.total,
    score_sheet_rounds_g1.ended_at
   FROM public.score_sheet_rounds_g1;


--
-- Name: maumau_events notification_id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_events ALTER COLUMN notification_id SET DEFAULT nextval('public.maumau_events_notification_id_seq'::regclass);


--
-- Name: maumau_seats id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_seats ALTER COLUMN id SET DEFAULT nextval('public.maumau_seats_id_seq'::regclass);


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.alembic_version VALUES ('0007');


--
-- Data for Name: analytics_matches_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.analytics_matches_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 'TAVERN', 'wins', 2, '["ann", "ben"]', '2026-12-02 00:44:47.426262+00', '2026-12-02 00:44:52.571933+00', 5145, 2, 239, 'finished', '[0, 1]', '["ann", "ben"]', '[1, 1]', 'ended by the host');
INSERT INTO public.analytics_matches_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 'MM-001', 'penalty_points', 2, '["cleo", "bot:random"]', '2026-12-02 00:44:52.83647+00', NULL, NULL, 0, 1, 'running', '[]', '[]', '[]', NULL);
INSERT INTO public.analytics_matches_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 'MM-001', 'penalty_points', 2, '["dora", "emil"]', '2026-12-02 00:44:53.675223+00', NULL, NULL, 0, 1, 'running', '[]', '[]', '[]', NULL);


--
-- Data for Name: analytics_moves_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 5, 5, '2026-12-02 00:44:47.50789+00', 'TAVERN', 2, 1, 1, 0, 0, 'ann', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 7, 7, '2026-12-02 00:44:47.538535+00', 'TAVERN', 2, 1, 2, 1, 1, 'ben', 'play', '["SJ"]', 1, 'J', 'wish', 'C', NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 10, 10, '2026-12-02 00:44:47.552015+00', 'TAVERN', 2, 1, 3, 0, 0, 'ann', 'play', '["C8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 13, 13, '2026-12-02 00:44:47.572429+00', 'TAVERN', 2, 1, 4, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 15, 15, '2026-12-02 00:44:47.579155+00', 'TAVERN', 2, 1, 5, 1, 1, 'ben', 'play', '["C3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 17, 17, '2026-12-02 00:44:47.591988+00', 'TAVERN', 2, 1, 6, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 18, 18, '2026-12-02 00:44:47.611026+00', 'TAVERN', 2, 1, 7, 0, 0, 'ann', 'play', '["C9"]', 1, '9', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 20, 20, '2026-12-02 00:44:47.617785+00', 'TAVERN', 2, 1, 8, 1, 1, 'ben', 'play', '["H9"]', 1, '9', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 22, 22, '2026-12-02 00:44:47.629297+00', 'TAVERN', 2, 1, 9, 0, 0, 'ann', 'play', '["H7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 24, 24, '2026-12-02 00:44:47.649616+00', 'TAVERN', 2, 1, 10, 1, 1, 'ben', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 2, 4, 2, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 26, 26, '2026-12-02 00:44:47.657178+00', 'TAVERN', 2, 1, 11, 0, 0, 'ann', 'play', '["H4"]', 1, '4', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 28, 28, '2026-12-02 00:44:47.66501+00', 'TAVERN', 2, 1, 12, 1, 1, 'ben', 'play', '["H10"]', 1, '10', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 30, 30, '2026-12-02 00:44:47.689772+00', 'TAVERN', 2, 1, 13, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 32, 32, '2026-12-02 00:44:47.718752+00', 'TAVERN', 2, 1, 14, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 34, 34, '2026-12-02 00:44:47.749477+00', 'TAVERN', 2, 1, 15, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 35, 35, '2026-12-02 00:44:47.774437+00', 'TAVERN', 2, 1, 16, 0, 0, 'ann', 'play', '["H8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 38, 38, '2026-12-02 00:44:47.781802+00', 'TAVERN', 2, 1, 17, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 40, 40, '2026-12-02 00:44:47.792339+00', 'TAVERN', 2, 1, 18, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 42, 42, '2026-12-02 00:44:47.812336+00', 'TAVERN', 2, 1, 19, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 43, 43, '2026-12-02 00:44:47.818243+00', 'TAVERN', 2, 1, 20, 0, 0, 'ann', 'play', '["D8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 5, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 46, 46, '2026-12-02 00:44:47.824829+00', 'TAVERN', 2, 1, 21, 0, 0, 'ann', 'play', '["D2"]', 1, '2', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 48, 48, '2026-12-02 00:44:47.831808+00', 'TAVERN', 2, 1, 22, 1, 1, 'ben', 'play', '["C2"]', 1, '2', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 50, 50, '2026-12-02 00:44:47.862859+00', 'TAVERN', 2, 1, 23, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 51, 51, '2026-12-02 00:44:47.894696+00', 'TAVERN', 2, 1, 24, 0, 0, 'ann', 'play', '["S2"]', 1, '2', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 53, 53, '2026-12-02 00:44:47.967778+00', 'TAVERN', 2, 1, 25, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 55, 55, '2026-12-02 00:44:48.000778+00', 'TAVERN', 2, 1, 26, 0, 0, 'ann', 'play', '["S6"]', 1, '6', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 57, 57, '2026-12-02 00:44:48.016018+00', 'TAVERN', 2, 1, 27, 1, 1, 'ben', 'play', '["D6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 59, 59, '2026-12-02 00:44:48.035421+00', 'TAVERN', 2, 1, 28, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 61, 61, '2026-12-02 00:44:48.058162+00', 'TAVERN', 2, 1, 29, 1, 1, 'ben', 'play', '["C6"]', 1, '6', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 63, 63, '2026-12-02 00:44:48.070316+00', 'TAVERN', 2, 1, 30, 0, 0, 'ann', 'play', '["C10"]', 1, '10', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 65, 65, '2026-12-02 00:44:48.097413+00', 'TAVERN', 2, 1, 31, 1, 1, 'ben', 'play', '["C4"]', 1, '4', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 67, 67, '2026-12-02 00:44:48.107207+00', 'TAVERN', 2, 1, 32, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 69, 69, '2026-12-02 00:44:48.11827+00', 'TAVERN', 2, 1, 33, 1, 1, 'ben', 'play', '["D4"]', 1, '4', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 72, 72, '2026-12-02 00:44:48.126438+00', 'TAVERN', 2, 1, 34, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 73, 73, '2026-12-02 00:44:48.148895+00', 'TAVERN', 2, 1, 35, 0, 0, 'ann', 'play', '["D3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 75, 75, '2026-12-02 00:44:48.186847+00', 'TAVERN', 2, 1, 36, 1, 1, 'ben', 'play', '["DK"]', 1, 'K', NULL, NULL, 'maumau', NULL, false, 1, 0, 0, 'D3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 81, 81, '2026-12-02 00:44:48.882171+00', 'TAVERN', 2, 2, 1, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 83, 83, '2026-12-02 00:44:48.913889+00', 'TAVERN', 2, 2, 2, 0, 1, 'ann', 'play', '["SJ"]', 1, 'J', 'wish', 'D', NULL, NULL, false, 5, 4, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 86, 86, '2026-12-02 00:44:48.925489+00', 'TAVERN', 2, 2, 3, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 87, 87, '2026-12-02 00:44:48.935476+00', 'TAVERN', 2, 2, 4, 1, 0, 'ben', 'play', '["D4"]', 1, '4', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 89, 89, '2026-12-02 00:44:48.960441+00', 'TAVERN', 2, 2, 5, 0, 1, 'ann', 'play', '["DQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 91, 91, '2026-12-02 00:44:48.974615+00', 'TAVERN', 2, 2, 6, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 92, 92, '2026-12-02 00:44:48.984291+00', 'TAVERN', 2, 2, 7, 1, 0, 'ben', 'play', '["D9"]', 1, '9', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 94, 94, '2026-12-02 00:44:49.028378+00', 'TAVERN', 2, 2, 8, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 96, 96, '2026-12-02 00:44:49.055185+00', 'TAVERN', 2, 2, 9, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 98, 98, '2026-12-02 00:44:49.091047+00', 'TAVERN', 2, 2, 10, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 99, 99, '2026-12-02 00:44:49.126854+00', 'TAVERN', 2, 2, 11, 0, 1, 'ann', 'play', '["DA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 101, 101, '2026-12-02 00:44:49.174079+00', 'TAVERN', 2, 2, 12, 1, 0, 'ben', 'play', '["HA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'DA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 103, 103, '2026-12-02 00:44:49.204901+00', 'TAVERN', 2, 2, 13, 0, 1, 'ann', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'HA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 105, 105, '2026-12-02 00:44:49.240012+00', 'TAVERN', 2, 2, 14, 1, 0, 'ben', 'play', '["H8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 6, 5, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 108, 108, '2026-12-02 00:44:49.303322+00', 'TAVERN', 2, 2, 15, 1, 0, 'ben', 'play', '["H4"]', 1, '4', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 110, 110, '2026-12-02 00:44:49.404562+00', 'TAVERN', 2, 2, 16, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 112, 112, '2026-12-02 00:44:49.456069+00', 'TAVERN', 2, 2, 17, 1, 0, 'ben', 'play', '["H5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 114, 114, '2026-12-02 00:44:49.504153+00', 'TAVERN', 2, 2, 18, 0, 1, 'ann', 'play', '["D5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 116, 116, '2026-12-02 00:44:49.530816+00', 'TAVERN', 2, 2, 19, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 117, 117, '2026-12-02 00:44:49.587744+00', 'TAVERN', 2, 2, 20, 1, 0, 'ben', 'play', '["D7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'D5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 119, 119, '2026-12-02 00:44:49.638286+00', 'TAVERN', 2, 2, 21, 0, 1, 'ann', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 3, 5, 2, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 121, 121, '2026-12-02 00:44:49.775424+00', 'TAVERN', 2, 2, 22, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 123, 123, '2026-12-02 00:44:49.862781+00', 'TAVERN', 2, 2, 23, 0, 1, 'ann', 'play', '["H7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 5, 4, 0, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 125, 125, '2026-12-02 00:44:49.922892+00', 'TAVERN', 2, 2, 24, 1, 0, 'ben', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 4, 6, 2, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 127, 127, '2026-12-02 00:44:50.005433+00', 'TAVERN', 2, 2, 25, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 129, 129, '2026-12-02 00:44:50.063839+00', 'TAVERN', 2, 2, 26, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 130, 130, '2026-12-02 00:44:50.130777+00', 'TAVERN', 2, 2, 27, 1, 0, 'ben', 'play', '["HK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 132, 132, '2026-12-02 00:44:50.20322+00', 'TAVERN', 2, 2, 28, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'HK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 134, 134, '2026-12-02 00:44:50.304217+00', 'TAVERN', 2, 2, 29, 1, 0, 'ben', 'play', '["SK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'HK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 136, 136, '2026-12-02 00:44:50.398864+00', 'TAVERN', 2, 2, 30, 0, 1, 'ann', 'play', '["S10"]', 1, '10', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'SK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 138, 138, '2026-12-02 00:44:50.487348+00', 'TAVERN', 2, 2, 31, 1, 0, 'ben', 'play', '["S6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 140, 140, '2026-12-02 00:44:50.627605+00', 'TAVERN', 2, 2, 32, 0, 1, 'ann', 'play', '["C6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 142, 142, '2026-12-02 00:44:50.707652+00', 'TAVERN', 2, 2, 33, 1, 0, 'ben', 'play', '["C8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'C6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 145, 145, '2026-12-02 00:44:50.719691+00', 'TAVERN', 2, 2, 34, 1, 0, 'ben', 'play', '["D8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 3, 2, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 148, 148, '2026-12-02 00:44:50.729567+00', 'TAVERN', 2, 2, 35, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 150, 150, '2026-12-02 00:44:50.771968+00', 'TAVERN', 2, 2, 36, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 152, 152, '2026-12-02 00:44:50.781964+00', 'TAVERN', 2, 2, 37, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 154, 154, '2026-12-02 00:44:50.790699+00', 'TAVERN', 2, 2, 38, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 155, 155, '2026-12-02 00:44:50.804075+00', 'TAVERN', 2, 2, 39, 0, 1, 'ann', 'play', '["DK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 157, 157, '2026-12-02 00:44:50.817558+00', 'TAVERN', 2, 2, 40, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 158, 158, '2026-12-02 00:44:50.834975+00', 'TAVERN', 2, 2, 41, 1, 0, 'ben', 'play', '["D6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 160, 160, '2026-12-02 00:44:50.848906+00', 'TAVERN', 2, 2, 42, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 161, 161, '2026-12-02 00:44:50.861539+00', 'TAVERN', 2, 2, 43, 0, 1, 'ann', 'play', '["HJ"]', 1, 'J', 'wish', 'S', NULL, NULL, false, 6, 5, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 164, 164, '2026-12-02 00:44:50.900971+00', 'TAVERN', 2, 2, 44, 1, 0, 'ben', 'play', '["S7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'HJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 166, 166, '2026-12-02 00:44:50.963208+00', 'TAVERN', 2, 2, 45, 0, 1, 'ann', 'play', '["C7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 5, 4, 2, 'S7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 168, 168, '2026-12-02 00:44:51.01108+00', 'TAVERN', 2, 2, 46, 1, 0, 'ben', 'effect_draw', NULL, 4, NULL, NULL, NULL, NULL, NULL, false, 3, 7, 4, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 170, 170, '2026-12-02 00:44:51.029301+00', 'TAVERN', 2, 2, 47, 0, 1, 'ann', 'play', '["C5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 172, 172, '2026-12-02 00:44:51.084387+00', 'TAVERN', 2, 2, 48, 1, 0, 'ben', 'play', '["C4"]', 1, '4', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'C5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 174, 174, '2026-12-02 00:44:51.138966+00', 'TAVERN', 2, 2, 49, 0, 1, 'ann', 'play', '["CQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 176, 176, '2026-12-02 00:44:51.192668+00', 'TAVERN', 2, 2, 50, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 178, 178, '2026-12-02 00:44:51.242815+00', 'TAVERN', 2, 2, 51, 0, 1, 'ann', 'play', '["C2"]', 1, '2', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 181, 181, '2026-12-02 00:44:51.281334+00', 'TAVERN', 2, 2, 52, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 7, 8, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 182, 182, '2026-12-02 00:44:51.304442+00', 'TAVERN', 2, 2, 53, 1, 0, 'ben', 'play', '["C9"]', 1, '9', NULL, NULL, NULL, NULL, false, 8, 7, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 184, 184, '2026-12-02 00:44:51.340302+00', 'TAVERN', 2, 2, 54, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 185, 185, '2026-12-02 00:44:51.380468+00', 'TAVERN', 2, 2, 55, 0, 1, 'ann', 'play', '["C10"]', 1, '10', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 188, 188, '2026-12-02 00:44:51.42846+00', 'TAVERN', 2, 2, 56, 1, 0, 'ben', 'play', '["H10"]', 1, '10', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'C10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 190, 190, '2026-12-02 00:44:51.462844+00', 'TAVERN', 2, 2, 57, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 192, 192, '2026-12-02 00:44:51.589394+00', 'TAVERN', 2, 2, 58, 1, 0, 'ben', 'play', '["H9"]', 1, '9', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 194, 194, '2026-12-02 00:44:51.620026+00', 'TAVERN', 2, 2, 59, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 196, 196, '2026-12-02 00:44:51.630009+00', 'TAVERN', 2, 2, 60, 1, 0, 'ben', 'play', '["S9"]', 1, '9', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 198, 198, '2026-12-02 00:44:51.640138+00', 'TAVERN', 2, 2, 61, 0, 1, 'ann', 'play', '["SA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 200, 200, '2026-12-02 00:44:51.656777+00', 'TAVERN', 2, 2, 62, 1, 0, 'ben', 'play', '["S3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'SA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 202, 202, '2026-12-02 00:44:51.736041+00', 'TAVERN', 2, 2, 63, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'S3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 203, 203, '2026-12-02 00:44:51.832406+00', 'TAVERN', 2, 2, 64, 0, 1, 'ann', 'play', '["C3"]', 1, '3', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 205, 205, '2026-12-02 00:44:51.84602+00', 'TAVERN', 2, 2, 65, 1, 0, 'ben', 'play', '["D3"]', 1, '3', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 207, 207, '2026-12-02 00:44:51.856737+00', 'TAVERN', 2, 2, 66, 0, 1, 'ann', 'play', '["D10"]', 1, '10', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'D3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 210, 210, '2026-12-02 00:44:51.879935+00', 'TAVERN', 2, 2, 67, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 211, 211, '2026-12-02 00:44:51.957266+00', 'TAVERN', 2, 2, 68, 1, 0, 'ben', 'play', '["D2"]', 1, '2', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 213, 213, '2026-12-02 00:44:52.024295+00', 'TAVERN', 2, 2, 69, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 214, 214, '2026-12-02 00:44:52.092696+00', 'TAVERN', 2, 2, 70, 0, 1, 'ann', 'play', '["S2"]', 1, '2', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 217, 217, '2026-12-02 00:44:52.159691+00', 'TAVERN', 2, 2, 71, 1, 0, 'ben', 'play', '["S5"]', 1, '5', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 220, 220, '2026-12-02 00:44:52.199043+00', 'TAVERN', 2, 2, 72, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'S5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 221, 221, '2026-12-02 00:44:52.258959+00', 'TAVERN', 2, 2, 73, 0, 1, 'ann', 'play', '["CJ"]', 1, 'J', 'wish', 'H', 'mau', NULL, false, 2, 1, 0, 'S5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 225, 225, '2026-12-02 00:44:52.292331+00', 'TAVERN', 2, 2, 74, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'CJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 226, 226, '2026-12-02 00:44:52.310598+00', 'TAVERN', 2, 2, 75, 1, 0, 'ben', 'play', '["H6"]', 1, '6', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'CJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 229, 229, '2026-12-02 00:44:52.351728+00', 'TAVERN', 2, 2, 76, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 230, 230, '2026-12-02 00:44:52.392698+00', 'TAVERN', 2, 2, 77, 0, 1, 'ann', 'play', '["DJ"]', 1, 'J', 'wish', 'C', 'mau', NULL, false, 2, 1, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 234, 234, '2026-12-02 00:44:52.454784+00', 'TAVERN', 2, 2, 78, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'DJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 236, 236, '2026-12-02 00:44:52.499057+00', 'TAVERN', 2, 2, 79, 0, 1, 'ann', 'play', '["CA"]', 1, 'A', NULL, NULL, 'maumau', NULL, false, 1, 0, 0, 'DJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 5, 244, '2026-12-02 00:44:52.935527+00', 'MM-001', 2, 1, 1, 0, 0, 'cleo', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 7, 246, '2026-12-02 00:44:53.054654+00', 'MM-001', 2, 1, 2, 1, 1, 'bot:random', 'play', '["SJ"]', 1, 'J', 'wish', 'C', NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 10, 249, '2026-12-02 00:44:53.168742+00', 'MM-001', 2, 1, 3, 0, 0, 'cleo', 'play', '["C7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 12, 251, '2026-12-02 00:44:53.281165+00', 'MM-001', 2, 1, 4, 1, 1, 'bot:random', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 4, 6, 2, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 14, 253, '2026-12-02 00:44:53.36699+00', 'MM-001', 2, 1, 5, 0, 0, 'cleo', 'play', '["CQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 16, 255, '2026-12-02 00:44:53.39946+00', 'MM-001', 2, 1, 6, 1, 1, 'bot:random', 'play', '["CK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 18, 257, '2026-12-02 00:44:53.431913+00', 'MM-001', 2, 1, 7, 0, 0, 'cleo', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 5, 262, '2026-12-02 00:44:53.78153+00', 'MM-001', 2, 1, 1, 0, 0, 'dora', 'play', '["DQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 7, 264, '2026-12-02 00:44:53.926793+00', 'MM-001', 2, 1, 2, 1, 1, 'emil', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 8, 265, '2026-12-02 00:44:53.973247+00', 'MM-001', 2, 1, 3, 1, 1, 'emil', 'play', '["D10"]', 1, '10', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 10, 267, '2026-12-02 00:44:54.004505+00', 'MM-001', 2, 1, 4, 0, 0, 'dora', 'play', '["DK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 12, 269, '2026-12-02 00:44:54.027354+00', 'MM-001', 2, 1, 5, 1, 1, 'emil', 'play', '["SK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 14, 271, '2026-12-02 00:44:54.090963+00', 'MM-001', 2, 1, 6, 0, 0, 'dora', 'play', '["SA"]', 1, 'A', 'again', NULL, NULL, NULL, false, 3, 2, 0, 'SK', NULL);


--
-- Data for Name: analytics_rounds_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.analytics_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 'TAVERN', 2, 0, '2026-12-02 00:44:47.426262+00', '2026-12-02 00:44:48.186847+00', 760, 76, 36, 30, 22, 15, 0, 0, 0, 0, 1, 1, 'ben', 'out', 'DK', 'K', NULL, '8', 'skip', 0, '[0, 1]', '[3, 0]');
INSERT INTO public.analytics_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 2, 'TAVERN', 2, 1, '2026-12-02 00:44:48.242799+00', '2026-12-02 00:44:52.499057+00', 4256, 161, 79, 62, 46, 38, 0, 0, 0, 0, 0, 1, 'ann', 'out', 'CA', 'A', NULL, 'J', 'wish', 0, '[1, 0]', '[0, 2]');


--
-- Data for Name: audit_trail_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 1, 0, '2026-12-02 00:44:47.426262+00', 'MatchStarted', NULL, NULL, 'Match started under TAVERN with 2 seats: seat 0 (ann), seat 1 (ben)', '{"type": "MatchStarted", "ruleset": {"name": "TAVERN", "deck": 52, "decks": 1, "two_decks_from": null, "players": [2, 8], "hand_size": 5, "hand_size_2p": null, "start_card": "no_7_8_j", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": true, "last_card_forbidden": [], "multi_same_rank": false, "calls": "auto", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "wins", "card_values": "felt", "zone_jack_value": 2, "win_target": null, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["ann", "ben"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 2, 2, 1, '2026-12-02 00:44:47.426262+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (ann) begins; commitment 0e811ce16b06e8406ee2e8747d8dbb6839a4e701dd9bab3fa0b313976feb72f2; seed 955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937; deck HQ SJ H4 C3 D2 H9 H7 DK C8 H10 H6 S6 C9 C2 C6 SK D4 H8 SQ C4 D8 S2 D6 C10 S7 D3 C5 DA S4 CQ C7 S9 HK CK HJ D7 S3 D10 H5 D5 DQ H2 DJ S10 D9 S8 S5 HA SA H3 CA CJ', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "0e811ce16b06e8406ee2e8747d8dbb6839a4e701dd9bab3fa0b313976feb72f2", "seed": "955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937", "deck": ["HQ", "SJ", "H4", "C3", "D2", "H9", "H7", "DK", "C8", "H10", "H6", "S6", "C9", "C2", "C6", "SK", "D4", "H8", "SQ", "C4", "D8", "S2", "D6", "C10", "S7", "D3", "C5", "DA", "S4", "CQ", "C7", "S9", "HK", "CK", "HJ", "D7", "S3", "D10", "H5", "D5", "DQ", "H2", "DJ", "S10", "D9", "S8", "S5", "HA", "SA", "H3", "CA", "CJ"], "explicit_deck": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 3, 3, 1, '2026-12-02 00:44:47.426262+00', 'CardsDealt', NULL, NULL, 'Dealt: seat 0 (ann) HQ H4 D2 H7 C8; seat 1 (ben) SJ C3 H9 DK H10', '{"type": "CardsDealt", "hands": [["HQ", "H4", "D2", "H7", "C8"], ["SJ", "C3", "H9", "DK", "H10"]]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 4, 4, 1, '2026-12-02 00:44:47.426262+00', 'StartCardTurned', NULL, NULL, 'Start card H6', '{"type": "StartCardTurned", "card": "H6", "buried": [], "effect": "", "draw": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 5, 5, 1, '2026-12-02 00:44:47.50789+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 6, 6, 1, '2026-12-02 00:44:47.50789+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 7, 7, 1, '2026-12-02 00:44:47.538535+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played SJ (wish)', '{"type": "CardPlayed", "seat": 1, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 8, 8, 1, '2026-12-02 00:44:47.538535+00', 'SuitWished', 1, 'ben', 'seat 1 (ben) wished Clubs', '{"type": "SuitWished", "seat": 1, "suit": "C"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 9, 9, 1, '2026-12-02 00:44:47.538535+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 10, 10, 1, '2026-12-02 00:44:47.552015+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["C8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 11, 11, 1, '2026-12-02 00:44:47.552015+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 12, 12, 1, '2026-12-02 00:44:47.552015+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 13, 13, 1, '2026-12-02 00:44:47.572429+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S6', '{"type": "CardDrawn", "seat": 0, "cards": ["S6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 14, 14, 1, '2026-12-02 00:44:47.572429+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 15, 15, 1, '2026-12-02 00:44:47.579155+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C3', '{"type": "CardPlayed", "seat": 1, "cards": ["C3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 16, 16, 1, '2026-12-02 00:44:47.579155+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 17, 17, 1, '2026-12-02 00:44:47.591988+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C9; may play C9', '{"type": "CardDrawn", "seat": 0, "cards": ["C9"], "reason": "choice", "playable": "C9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 18, 18, 1, '2026-12-02 00:44:47.611026+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C9', '{"type": "CardPlayed", "seat": 0, "cards": ["C9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 19, 19, 1, '2026-12-02 00:44:47.611026+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 20, 20, 1, '2026-12-02 00:44:47.617785+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H9', '{"type": "CardPlayed", "seat": 1, "cards": ["H9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 21, 21, 1, '2026-12-02 00:44:47.617785+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 22, 22, 1, '2026-12-02 00:44:47.629297+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["H7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 23, 23, 1, '2026-12-02 00:44:47.629297+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 24, 24, 1, '2026-12-02 00:44:47.649616+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C2 C6 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["C2", "C6"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 25, 25, 1, '2026-12-02 00:44:47.649616+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 26, 26, 1, '2026-12-02 00:44:47.657178+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H4', '{"type": "CardPlayed", "seat": 0, "cards": ["H4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 27, 27, 1, '2026-12-02 00:44:47.657178+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 28, 28, 1, '2026-12-02 00:44:47.66501+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H10', '{"type": "CardPlayed", "seat": 1, "cards": ["H10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 29, 29, 1, '2026-12-02 00:44:47.66501+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 30, 30, 1, '2026-12-02 00:44:47.689772+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SK', '{"type": "CardDrawn", "seat": 0, "cards": ["SK"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 31, 31, 1, '2026-12-02 00:44:47.689772+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 32, 32, 1, '2026-12-02 00:44:47.718752+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D4', '{"type": "CardDrawn", "seat": 1, "cards": ["D4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 33, 33, 1, '2026-12-02 00:44:47.718752+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 34, 34, 1, '2026-12-02 00:44:47.749477+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew H8; may play H8', '{"type": "CardDrawn", "seat": 0, "cards": ["H8"], "reason": "choice", "playable": "H8"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 35, 35, 1, '2026-12-02 00:44:47.774437+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["H8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 36, 36, 1, '2026-12-02 00:44:47.774437+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 37, 37, 1, '2026-12-02 00:44:47.774437+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 38, 38, 1, '2026-12-02 00:44:47.781802+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SQ', '{"type": "CardDrawn", "seat": 0, "cards": ["SQ"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 39, 39, 1, '2026-12-02 00:44:47.781802+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 40, 40, 1, '2026-12-02 00:44:47.792339+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C4', '{"type": "CardDrawn", "seat": 1, "cards": ["C4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 41, 41, 1, '2026-12-02 00:44:47.792339+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 42, 42, 1, '2026-12-02 00:44:47.812336+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D8; may play D8', '{"type": "CardDrawn", "seat": 0, "cards": ["D8"], "reason": "choice", "playable": "D8"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 43, 43, 1, '2026-12-02 00:44:47.818243+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["D8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 44, 44, 1, '2026-12-02 00:44:47.818243+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 45, 45, 1, '2026-12-02 00:44:47.818243+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 46, 46, 1, '2026-12-02 00:44:47.824829+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D2', '{"type": "CardPlayed", "seat": 0, "cards": ["D2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 47, 47, 1, '2026-12-02 00:44:47.824829+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 48, 48, 1, '2026-12-02 00:44:47.831808+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C2', '{"type": "CardPlayed", "seat": 1, "cards": ["C2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 49, 49, 1, '2026-12-02 00:44:47.831808+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 50, 50, 1, '2026-12-02 00:44:47.862859+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S2; may play S2', '{"type": "CardDrawn", "seat": 0, "cards": ["S2"], "reason": "choice", "playable": "S2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 51, 51, 1, '2026-12-02 00:44:47.894696+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S2', '{"type": "CardPlayed", "seat": 0, "cards": ["S2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 52, 52, 1, '2026-12-02 00:44:47.894696+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 53, 53, 1, '2026-12-02 00:44:47.967778+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D6', '{"type": "CardDrawn", "seat": 1, "cards": ["D6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 54, 54, 1, '2026-12-02 00:44:47.967778+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 55, 55, 1, '2026-12-02 00:44:48.000778+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S6', '{"type": "CardPlayed", "seat": 0, "cards": ["S6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 56, 56, 1, '2026-12-02 00:44:48.000778+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 57, 57, 1, '2026-12-02 00:44:48.016018+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D6', '{"type": "CardPlayed", "seat": 1, "cards": ["D6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 58, 58, 1, '2026-12-02 00:44:48.016018+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 59, 59, 1, '2026-12-02 00:44:48.035421+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C10', '{"type": "CardDrawn", "seat": 0, "cards": ["C10"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 60, 60, 1, '2026-12-02 00:44:48.035421+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 61, 61, 1, '2026-12-02 00:44:48.058162+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C6', '{"type": "CardPlayed", "seat": 1, "cards": ["C6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 62, 62, 1, '2026-12-02 00:44:48.058162+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 63, 63, 1, '2026-12-02 00:44:48.070316+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C10', '{"type": "CardPlayed", "seat": 0, "cards": ["C10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 64, 64, 1, '2026-12-02 00:44:48.070316+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 65, 65, 1, '2026-12-02 00:44:48.097413+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C4', '{"type": "CardPlayed", "seat": 1, "cards": ["C4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 66, 66, 1, '2026-12-02 00:44:48.097413+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 67, 67, 1, '2026-12-02 00:44:48.107207+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S7', '{"type": "CardDrawn", "seat": 0, "cards": ["S7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 68, 68, 1, '2026-12-02 00:44:48.107207+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 69, 69, 1, '2026-12-02 00:44:48.11827+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D4', '{"type": "CardPlayed", "seat": 1, "cards": ["D4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 70, 70, 1, '2026-12-02 00:44:48.11827+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 71, 71, 1, '2026-12-02 00:44:48.11827+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 72, 72, 1, '2026-12-02 00:44:48.126438+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D3; may play D3', '{"type": "CardDrawn", "seat": 0, "cards": ["D3"], "reason": "choice", "playable": "D3"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 73, 73, 1, '2026-12-02 00:44:48.148895+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D3', '{"type": "CardPlayed", "seat": 0, "cards": ["D3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 74, 74, 1, '2026-12-02 00:44:48.148895+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 75, 75, 1, '2026-12-02 00:44:48.186847+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played DK', '{"type": "CardPlayed", "seat": 1, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 76, 76, 1, '2026-12-02 00:44:48.186847+00', 'MauCalled', 1, 'ben', 'The service called ''Mau-Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "maumau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 77, 77, 1, '2026-12-02 00:44:48.186847+00', 'RoundWon', 1, 'ben', 'Round 1 won by seat 1 (ben) (out); points 0, 1; cards left: seat 0 (ann) S7 SQ SK; seed revealed 955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937', '{"type": "RoundWon", "round_no": 1, "seat": 1, "reason": "out", "points": [0, 1], "hands": [["S7", "SQ", "SK"], []], "seed": "955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 78, 78, 2, '2026-12-02 00:44:48.242799+00', 'RoundStarted', NULL, NULL, 'Round 2 started; seat 1 (ben) begins; commitment afe2ccd5355484119188d89cfe89f05396a87dce11d6e0128fad87523f33ba67; seed 6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6; deck H8 SJ H4 C5 HA CQ H5 C2 S6 DQ CK S3 D4 D9 HQ C4 DA D5 D7 H7 S10 SK D8 C8 C6 HK C7 S7 SA S9 DK D6 HJ D3 H9 H10 S5 S8 C9 C10 CA D10 C3 D2 S2 CJ H6 DJ H2 S4 H3 SQ', '{"type": "RoundStarted", "round_no": 2, "first_seat": 1, "commitment": "afe2ccd5355484119188d89cfe89f05396a87dce11d6e0128fad87523f33ba67", "seed": "6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6", "deck": ["H8", "SJ", "H4", "C5", "HA", "CQ", "H5", "C2", "S6", "DQ", "CK", "S3", "D4", "D9", "HQ", "C4", "DA", "D5", "D7", "H7", "S10", "SK", "D8", "C8", "C6", "HK", "C7", "S7", "SA", "S9", "DK", "D6", "HJ", "D3", "H9", "H10", "S5", "S8", "C9", "C10", "CA", "D10", "C3", "D2", "S2", "CJ", "H6", "DJ", "H2", "S4", "H3", "SQ"], "explicit_deck": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 79, 79, 2, '2026-12-02 00:44:48.242799+00', 'CardsDealt', NULL, NULL, 'Dealt: seat 0 (ann) SJ C5 CQ C2 DQ; seat 1 (ben) H8 H4 HA H5 S6', '{"type": "CardsDealt", "hands": [["SJ", "C5", "CQ", "C2", "DQ"], ["H8", "H4", "HA", "H5", "S6"]]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 80, 80, 2, '2026-12-02 00:44:48.242799+00', 'StartCardTurned', NULL, NULL, 'Start card CK', '{"type": "StartCardTurned", "card": "CK", "buried": [], "effect": "", "draw": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 81, 81, 2, '2026-12-02 00:44:48.882171+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S3', '{"type": "CardDrawn", "seat": 1, "cards": ["S3"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 82, 82, 2, '2026-12-02 00:44:48.882171+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 83, 83, 2, '2026-12-02 00:44:48.913889+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played SJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 84, 84, 2, '2026-12-02 00:44:48.913889+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Diamonds', '{"type": "SuitWished", "seat": 0, "suit": "D"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 85, 85, 2, '2026-12-02 00:44:48.913889+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 86, 86, 2, '2026-12-02 00:44:48.925489+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D4; may play D4', '{"type": "CardDrawn", "seat": 1, "cards": ["D4"], "reason": "choice", "playable": "D4"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 87, 87, 2, '2026-12-02 00:44:48.935476+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D4', '{"type": "CardPlayed", "seat": 1, "cards": ["D4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 88, 88, 2, '2026-12-02 00:44:48.935476+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 89, 89, 2, '2026-12-02 00:44:48.960441+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DQ', '{"type": "CardPlayed", "seat": 0, "cards": ["DQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 90, 90, 2, '2026-12-02 00:44:48.960441+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 91, 91, 2, '2026-12-02 00:44:48.974615+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D9; may play D9', '{"type": "CardDrawn", "seat": 1, "cards": ["D9"], "reason": "choice", "playable": "D9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 92, 92, 2, '2026-12-02 00:44:48.984291+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D9', '{"type": "CardPlayed", "seat": 1, "cards": ["D9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 93, 93, 2, '2026-12-02 00:44:48.984291+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 94, 94, 2, '2026-12-02 00:44:49.028378+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew HQ', '{"type": "CardDrawn", "seat": 0, "cards": ["HQ"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 95, 95, 2, '2026-12-02 00:44:49.028378+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 96, 96, 2, '2026-12-02 00:44:49.055185+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C4', '{"type": "CardDrawn", "seat": 1, "cards": ["C4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 97, 97, 2, '2026-12-02 00:44:49.055185+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 98, 98, 2, '2026-12-02 00:44:49.091047+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DA; may play DA', '{"type": "CardDrawn", "seat": 0, "cards": ["DA"], "reason": "choice", "playable": "DA"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 99, 99, 2, '2026-12-02 00:44:49.126854+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DA', '{"type": "CardPlayed", "seat": 0, "cards": ["DA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 100, 100, 2, '2026-12-02 00:44:49.126854+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 101, 101, 2, '2026-12-02 00:44:49.174079+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played HA', '{"type": "CardPlayed", "seat": 1, "cards": ["HA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 102, 102, 2, '2026-12-02 00:44:49.174079+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 103, 103, 2, '2026-12-02 00:44:49.204901+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 143, 143, 2, '2026-12-02 00:44:50.707652+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 104, 104, 2, '2026-12-02 00:44:49.204901+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 105, 105, 2, '2026-12-02 00:44:49.240012+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["H8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 106, 106, 2, '2026-12-02 00:44:49.240012+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 107, 107, 2, '2026-12-02 00:44:49.240012+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 108, 108, 2, '2026-12-02 00:44:49.303322+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H4', '{"type": "CardPlayed", "seat": 1, "cards": ["H4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 109, 109, 2, '2026-12-02 00:44:49.303322+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 110, 110, 2, '2026-12-02 00:44:49.404562+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D5', '{"type": "CardDrawn", "seat": 0, "cards": ["D5"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 111, 111, 2, '2026-12-02 00:44:49.404562+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 112, 112, 2, '2026-12-02 00:44:49.456069+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H5', '{"type": "CardPlayed", "seat": 1, "cards": ["H5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 113, 113, 2, '2026-12-02 00:44:49.456069+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 114, 114, 2, '2026-12-02 00:44:49.504153+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D5', '{"type": "CardPlayed", "seat": 0, "cards": ["D5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 115, 115, 2, '2026-12-02 00:44:49.504153+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 116, 116, 2, '2026-12-02 00:44:49.530816+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D7; may play D7', '{"type": "CardDrawn", "seat": 1, "cards": ["D7"], "reason": "choice", "playable": "D7"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 117, 117, 2, '2026-12-02 00:44:49.587744+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D7 (draw 2)', '{"type": "CardPlayed", "seat": 1, "cards": ["D7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 118, 118, 2, '2026-12-02 00:44:49.587744+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 119, 119, 2, '2026-12-02 00:44:49.638286+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew H7 S10 (draw penalty)', '{"type": "CardDrawn", "seat": 0, "cards": ["H7", "S10"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 120, 120, 2, '2026-12-02 00:44:49.638286+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 121, 121, 2, '2026-12-02 00:44:49.775424+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew SK', '{"type": "CardDrawn", "seat": 1, "cards": ["SK"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 122, 122, 2, '2026-12-02 00:44:49.775424+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 123, 123, 2, '2026-12-02 00:44:49.862781+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["H7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 124, 124, 2, '2026-12-02 00:44:49.862781+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 125, 125, 2, '2026-12-02 00:44:49.922892+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D8 C8 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["D8", "C8"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 126, 126, 2, '2026-12-02 00:44:49.922892+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 127, 127, 2, '2026-12-02 00:44:50.005433+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C6', '{"type": "CardDrawn", "seat": 0, "cards": ["C6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 128, 128, 2, '2026-12-02 00:44:50.005433+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 129, 129, 2, '2026-12-02 00:44:50.063839+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew HK; may play HK', '{"type": "CardDrawn", "seat": 1, "cards": ["HK"], "reason": "choice", "playable": "HK"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 130, 130, 2, '2026-12-02 00:44:50.130777+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played HK', '{"type": "CardPlayed", "seat": 1, "cards": ["HK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 131, 131, 2, '2026-12-02 00:44:50.130777+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 132, 132, 2, '2026-12-02 00:44:50.20322+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C7', '{"type": "CardDrawn", "seat": 0, "cards": ["C7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 133, 133, 2, '2026-12-02 00:44:50.20322+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 134, 134, 2, '2026-12-02 00:44:50.304217+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played SK', '{"type": "CardPlayed", "seat": 1, "cards": ["SK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 135, 135, 2, '2026-12-02 00:44:50.304217+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 136, 136, 2, '2026-12-02 00:44:50.398864+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S10', '{"type": "CardPlayed", "seat": 0, "cards": ["S10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 137, 137, 2, '2026-12-02 00:44:50.398864+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 138, 138, 2, '2026-12-02 00:44:50.487348+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S6', '{"type": "CardPlayed", "seat": 1, "cards": ["S6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 139, 139, 2, '2026-12-02 00:44:50.487348+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 140, 140, 2, '2026-12-02 00:44:50.627605+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C6', '{"type": "CardPlayed", "seat": 0, "cards": ["C6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 141, 141, 2, '2026-12-02 00:44:50.627605+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 142, 142, 2, '2026-12-02 00:44:50.707652+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["C8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 144, 144, 2, '2026-12-02 00:44:50.707652+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 145, 145, 2, '2026-12-02 00:44:50.719691+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["D8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 146, 146, 2, '2026-12-02 00:44:50.719691+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 147, 147, 2, '2026-12-02 00:44:50.719691+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 148, 148, 2, '2026-12-02 00:44:50.729567+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S7', '{"type": "CardDrawn", "seat": 1, "cards": ["S7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 149, 149, 2, '2026-12-02 00:44:50.729567+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 150, 150, 2, '2026-12-02 00:44:50.771968+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SA', '{"type": "CardDrawn", "seat": 0, "cards": ["SA"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 151, 151, 2, '2026-12-02 00:44:50.771968+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 152, 152, 2, '2026-12-02 00:44:50.781964+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S9', '{"type": "CardDrawn", "seat": 1, "cards": ["S9"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 153, 153, 2, '2026-12-02 00:44:50.781964+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 154, 154, 2, '2026-12-02 00:44:50.790699+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DK; may play DK', '{"type": "CardDrawn", "seat": 0, "cards": ["DK"], "reason": "choice", "playable": "DK"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 155, 155, 2, '2026-12-02 00:44:50.804075+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DK', '{"type": "CardPlayed", "seat": 0, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 156, 156, 2, '2026-12-02 00:44:50.804075+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 157, 157, 2, '2026-12-02 00:44:50.817558+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D6; may play D6', '{"type": "CardDrawn", "seat": 1, "cards": ["D6"], "reason": "choice", "playable": "D6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 158, 158, 2, '2026-12-02 00:44:50.834975+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D6', '{"type": "CardPlayed", "seat": 1, "cards": ["D6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 159, 159, 2, '2026-12-02 00:44:50.834975+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 160, 160, 2, '2026-12-02 00:44:50.848906+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew HJ; may play HJ', '{"type": "CardDrawn", "seat": 0, "cards": ["HJ"], "reason": "choice", "playable": "HJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 161, 161, 2, '2026-12-02 00:44:50.861539+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["HJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 162, 162, 2, '2026-12-02 00:44:50.861539+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Spades', '{"type": "SuitWished", "seat": 0, "suit": "S"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 163, 163, 2, '2026-12-02 00:44:50.861539+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 164, 164, 2, '2026-12-02 00:44:50.900971+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S7 (draw 2)', '{"type": "CardPlayed", "seat": 1, "cards": ["S7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 165, 165, 2, '2026-12-02 00:44:50.900971+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 166, 166, 2, '2026-12-02 00:44:50.963208+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["C7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 167, 167, 2, '2026-12-02 00:44:50.963208+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 168, 168, 2, '2026-12-02 00:44:51.01108+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D3 H9 H10 S5 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["D3", "H9", "H10", "S5"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 169, 169, 2, '2026-12-02 00:44:51.01108+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 170, 170, 2, '2026-12-02 00:44:51.029301+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C5', '{"type": "CardPlayed", "seat": 0, "cards": ["C5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 171, 171, 2, '2026-12-02 00:44:51.029301+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 172, 172, 2, '2026-12-02 00:44:51.084387+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C4', '{"type": "CardPlayed", "seat": 1, "cards": ["C4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 173, 173, 2, '2026-12-02 00:44:51.084387+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 174, 174, 2, '2026-12-02 00:44:51.138966+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CQ', '{"type": "CardPlayed", "seat": 0, "cards": ["CQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 175, 175, 2, '2026-12-02 00:44:51.138966+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 176, 176, 2, '2026-12-02 00:44:51.192668+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S8', '{"type": "CardDrawn", "seat": 1, "cards": ["S8"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 177, 177, 2, '2026-12-02 00:44:51.192668+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 178, 178, 2, '2026-12-02 00:44:51.242815+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C2', '{"type": "CardPlayed", "seat": 0, "cards": ["C2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 179, 179, 2, '2026-12-02 00:44:51.242815+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 180, 180, 2, '2026-12-02 00:44:51.242815+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 181, 181, 2, '2026-12-02 00:44:51.281334+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C9; may play C9', '{"type": "CardDrawn", "seat": 1, "cards": ["C9"], "reason": "choice", "playable": "C9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 182, 182, 2, '2026-12-02 00:44:51.304442+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C9', '{"type": "CardPlayed", "seat": 1, "cards": ["C9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 183, 183, 2, '2026-12-02 00:44:51.304442+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 184, 184, 2, '2026-12-02 00:44:51.340302+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C10; may play C10', '{"type": "CardDrawn", "seat": 0, "cards": ["C10"], "reason": "choice", "playable": "C10"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 185, 185, 2, '2026-12-02 00:44:51.380468+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C10', '{"type": "CardPlayed", "seat": 0, "cards": ["C10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 186, 186, 2, '2026-12-02 00:44:51.380468+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 187, 187, 2, '2026-12-02 00:44:51.380468+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 188, 188, 2, '2026-12-02 00:44:51.42846+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H10', '{"type": "CardPlayed", "seat": 1, "cards": ["H10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 189, 189, 2, '2026-12-02 00:44:51.42846+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 190, 190, 2, '2026-12-02 00:44:51.462844+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew CA', '{"type": "CardDrawn", "seat": 0, "cards": ["CA"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 191, 191, 2, '2026-12-02 00:44:51.462844+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 192, 192, 2, '2026-12-02 00:44:51.589394+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H9', '{"type": "CardPlayed", "seat": 1, "cards": ["H9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 193, 193, 2, '2026-12-02 00:44:51.589394+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 194, 194, 2, '2026-12-02 00:44:51.620026+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D10', '{"type": "CardDrawn", "seat": 0, "cards": ["D10"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 195, 195, 2, '2026-12-02 00:44:51.620026+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 196, 196, 2, '2026-12-02 00:44:51.630009+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S9', '{"type": "CardPlayed", "seat": 1, "cards": ["S9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 197, 197, 2, '2026-12-02 00:44:51.630009+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 198, 198, 2, '2026-12-02 00:44:51.640138+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played SA', '{"type": "CardPlayed", "seat": 0, "cards": ["SA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 199, 199, 2, '2026-12-02 00:44:51.640138+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 200, 200, 2, '2026-12-02 00:44:51.656777+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S3', '{"type": "CardPlayed", "seat": 1, "cards": ["S3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 201, 201, 2, '2026-12-02 00:44:51.656777+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 202, 202, 2, '2026-12-02 00:44:51.736041+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C3; may play C3', '{"type": "CardDrawn", "seat": 0, "cards": ["C3"], "reason": "choice", "playable": "C3"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 203, 203, 2, '2026-12-02 00:44:51.832406+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C3', '{"type": "CardPlayed", "seat": 0, "cards": ["C3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 204, 204, 2, '2026-12-02 00:44:51.832406+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 205, 205, 2, '2026-12-02 00:44:51.84602+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D3', '{"type": "CardPlayed", "seat": 1, "cards": ["D3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 206, 206, 2, '2026-12-02 00:44:51.84602+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 207, 207, 2, '2026-12-02 00:44:51.856737+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D10', '{"type": "CardPlayed", "seat": 0, "cards": ["D10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 208, 208, 2, '2026-12-02 00:44:51.856737+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 209, 209, 2, '2026-12-02 00:44:51.856737+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 210, 210, 2, '2026-12-02 00:44:51.879935+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D2; may play D2', '{"type": "CardDrawn", "seat": 1, "cards": ["D2"], "reason": "choice", "playable": "D2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 211, 211, 2, '2026-12-02 00:44:51.957266+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D2', '{"type": "CardPlayed", "seat": 1, "cards": ["D2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 212, 212, 2, '2026-12-02 00:44:51.957266+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 213, 213, 2, '2026-12-02 00:44:52.024295+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S2; may play S2', '{"type": "CardDrawn", "seat": 0, "cards": ["S2"], "reason": "choice", "playable": "S2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 214, 214, 2, '2026-12-02 00:44:52.092696+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S2', '{"type": "CardPlayed", "seat": 0, "cards": ["S2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 215, 215, 2, '2026-12-02 00:44:52.092696+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 216, 216, 2, '2026-12-02 00:44:52.092696+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 217, 217, 2, '2026-12-02 00:44:52.159691+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S5', '{"type": "CardPlayed", "seat": 1, "cards": ["S5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 218, 218, 2, '2026-12-02 00:44:52.159691+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 219, 219, 2, '2026-12-02 00:44:52.159691+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 220, 220, 2, '2026-12-02 00:44:52.199043+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew CJ; may play CJ', '{"type": "CardDrawn", "seat": 0, "cards": ["CJ"], "reason": "choice", "playable": "CJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 221, 221, 2, '2026-12-02 00:44:52.258959+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["CJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 222, 222, 2, '2026-12-02 00:44:52.258959+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 223, 223, 2, '2026-12-02 00:44:52.258959+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Hearts', '{"type": "SuitWished", "seat": 0, "suit": "H"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 224, 224, 2, '2026-12-02 00:44:52.258959+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 225, 225, 2, '2026-12-02 00:44:52.292331+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew H6; may play H6', '{"type": "CardDrawn", "seat": 1, "cards": ["H6"], "reason": "choice", "playable": "H6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 226, 226, 2, '2026-12-02 00:44:52.310598+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H6', '{"type": "CardPlayed", "seat": 1, "cards": ["H6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 227, 227, 2, '2026-12-02 00:44:52.310598+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 228, 228, 2, '2026-12-02 00:44:52.310598+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 229, 229, 2, '2026-12-02 00:44:52.351728+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DJ; may play DJ', '{"type": "CardDrawn", "seat": 0, "cards": ["DJ"], "reason": "choice", "playable": "DJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 230, 230, 2, '2026-12-02 00:44:52.392698+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["DJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 231, 231, 2, '2026-12-02 00:44:52.392698+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 232, 232, 2, '2026-12-02 00:44:52.392698+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Clubs', '{"type": "SuitWished", "seat": 0, "suit": "C"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 233, 233, 2, '2026-12-02 00:44:52.392698+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 234, 234, 2, '2026-12-02 00:44:52.454784+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew H2', '{"type": "CardDrawn", "seat": 1, "cards": ["H2"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 235, 235, 2, '2026-12-02 00:44:52.454784+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 236, 236, 2, '2026-12-02 00:44:52.499057+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CA', '{"type": "CardPlayed", "seat": 0, "cards": ["CA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 237, 237, 2, '2026-12-02 00:44:52.499057+00', 'MauCalled', 0, 'ann', 'The service called ''Mau-Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "maumau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 238, 238, 2, '2026-12-02 00:44:52.499057+00', 'RoundWon', 0, 'ann', 'Round 2 won by seat 0 (ann) (out); points 1, 0; cards left: seat 1 (ben) S8 H2; seed revealed 6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6', '{"type": "RoundWon", "round_no": 2, "seat": 0, "reason": "out", "points": [1, 0], "hands": [[], ["S8", "H2"]], "seed": "6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 239, 239, 2, '2026-12-02 00:44:52.571933+00', 'MatchFinished', NULL, NULL, 'Match finished: seat 0 (ann), seat 1 (ben) won; totals 1, 1; ended by the host', '{"type": "MatchFinished", "winners": [0, 1], "totals": [1, 1], "termination": "ended_by_host", "reason": "ended by the host"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 1, 240, 0, '2026-12-02 00:44:52.83647+00', 'MatchStarted', NULL, NULL, 'Match started under MM-001 with 2 seats: seat 0 (cleo), seat 1 (bot:random)', '{"type": "MatchStarted", "ruleset": {"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["cleo", "bot:random"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 2, 241, 1, '2026-12-02 00:44:52.83647+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (cleo) begins; commitment 68c9ae5e467118c3e3233840d711e3a9fc8c3c2d46ca3997012f483818feac1c', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "68c9ae5e467118c3e3233840d711e3a9fc8c3c2d46ca3997012f483818feac1c", "seed": null, "deck": null, "explicit_deck": false, "deck_count": 32}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 3, 242, 1, '2026-12-02 00:44:52.83647+00', 'CardsDealt', NULL, NULL, 'Dealt 5 cards to each of 2 seats', '{"type": "CardsDealt", "hands": [null, null], "hand_sizes": [5, 5]}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 4, 243, 1, '2026-12-02 00:44:52.83647+00', 'StartCardTurned', NULL, NULL, 'Start card H10', '{"type": "StartCardTurned", "card": "H10", "buried": null, "effect": "", "draw": 0, "buried_count": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 5, 244, 1, '2026-12-02 00:44:52.935527+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 6, 245, 1, '2026-12-02 00:44:52.935527+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 7, 246, 1, '2026-12-02 00:44:53.054654+00', 'CardPlayed', 1, 'bot:random', 'seat 1 (bot:random) played SJ (wish)', '{"type": "CardPlayed", "seat": 1, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 8, 247, 1, '2026-12-02 00:44:53.054654+00', 'SuitWished', 1, 'bot:random', 'seat 1 (bot:random) wished Clubs', '{"type": "SuitWished", "seat": 1, "suit": "C"}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 9, 248, 1, '2026-12-02 00:44:53.054654+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 10, 249, 1, '2026-12-02 00:44:53.168742+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played C7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["C7"], "effect": "draw", "draw": 2, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 11, 250, 1, '2026-12-02 00:44:53.168742+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 12, 251, 1, '2026-12-02 00:44:53.281165+00', 'CardDrawn', 1, 'bot:random', 'seat 1 (bot:random) drew 2 cards (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": null, "reason": "draw_effect", "playable": null, "count": 2}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 13, 252, 1, '2026-12-02 00:44:53.281165+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 14, 253, 1, '2026-12-02 00:44:53.36699+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played CQ', '{"type": "CardPlayed", "seat": 0, "cards": ["CQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 15, 254, 1, '2026-12-02 00:44:53.36699+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 16, 255, 1, '2026-12-02 00:44:53.39946+00', 'CardPlayed', 1, 'bot:random', 'seat 1 (bot:random) played CK', '{"type": "CardPlayed", "seat": 1, "cards": ["CK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 17, 256, 1, '2026-12-02 00:44:53.39946+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 18, 257, 1, '2026-12-02 00:44:53.431913+00', 'CardDrawn', 0, 'cleo', 'seat 0 (cleo) drew 1 card', '{"type": "CardDrawn", "seat": 0, "cards": null, "reason": "choice", "playable": null, "count": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 1, 258, 0, '2026-12-02 00:44:53.675223+00', 'MatchStarted', NULL, NULL, 'Match started under MM-001 with 2 seats: seat 0 (dora), seat 1 (emil)', '{"type": "MatchStarted", "ruleset": {"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["dora", "emil"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 2, 259, 1, '2026-12-02 00:44:53.675223+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (dora) begins; commitment 948c65ab15fddc26c331ce33fb07df80b102b889bb0adc3b1cb1eae1e28534b1', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "948c65ab15fddc26c331ce33fb07df80b102b889bb0adc3b1cb1eae1e28534b1", "seed": null, "deck": null, "explicit_deck": false, "deck_count": 32}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 3, 260, 1, '2026-12-02 00:44:53.675223+00', 'CardsDealt', NULL, NULL, 'Dealt 5 cards to each of 2 seats', '{"type": "CardsDealt", "hands": [null, null], "hand_sizes": [5, 5]}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 4, 261, 1, '2026-12-02 00:44:53.675223+00', 'StartCardTurned', NULL, NULL, 'Start card HQ (2 buried first)', '{"type": "StartCardTurned", "card": "HQ", "buried": null, "effect": "", "draw": 0, "buried_count": 2}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 5, 262, 1, '2026-12-02 00:44:53.78153+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played DQ', '{"type": "CardPlayed", "seat": 0, "cards": ["DQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 6, 263, 1, '2026-12-02 00:44:53.78153+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 1 (emil) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 7, 264, 1, '2026-12-02 00:44:53.926793+00', 'CardDrawn', 1, 'emil', 'seat 1 (emil) drew 1 card', '{"type": "CardDrawn", "seat": 1, "cards": null, "reason": "choice", "playable": null, "count": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 8, 265, 1, '2026-12-02 00:44:53.973247+00', 'CardPlayed', 1, 'emil', 'seat 1 (emil) played D10', '{"type": "CardPlayed", "seat": 1, "cards": ["D10"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 9, 266, 1, '2026-12-02 00:44:53.973247+00', 'TurnEnded', 1, 'emil', 'seat 1 (emil)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 10, 267, 1, '2026-12-02 00:44:54.004505+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played DK', '{"type": "CardPlayed", "seat": 0, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 11, 268, 1, '2026-12-02 00:44:54.004505+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 1 (emil) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 12, 269, 1, '2026-12-02 00:44:54.027354+00', 'CardPlayed', 1, 'emil', 'seat 1 (emil) played SK', '{"type": "CardPlayed", "seat": 1, "cards": ["SK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 13, 270, 1, '2026-12-02 00:44:54.027354+00', 'TurnEnded', 1, 'emil', 'seat 1 (emil)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 14, 271, 1, '2026-12-02 00:44:54.090963+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played SA (again)', '{"type": "CardPlayed", "seat": 0, "cards": ["SA"], "effect": "again", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 15, 272, 1, '2026-12-02 00:44:54.090963+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', true);


--
-- Data for Name: leaderboard_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.leaderboard_g1 VALUES ('ann', '*', '2026-12', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', '*', 'all', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', 'TAVERN', '2026-12', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', 'TAVERN', 'all', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', '*', '2026-12', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', '*', 'all', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', 'TAVERN', '2026-12', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 00:44:52.571933+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', 'TAVERN', 'all', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 00:44:52.571933+00');


--
-- Data for Name: mau_challenges_g1; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: mau_moments_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 178, 2, 0, 'ann', 'mau', '["C2"]', '2026-12-02 00:44:51.242815+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 185, 2, 0, 'ann', 'mau', '["C10"]', '2026-12-02 00:44:51.380468+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 207, 2, 0, 'ann', 'mau', '["D10"]', '2026-12-02 00:44:51.856737+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 214, 2, 0, 'ann', 'mau', '["S2"]', '2026-12-02 00:44:52.092696+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 217, 2, 1, 'ben', 'mau', '["S5"]', '2026-12-02 00:44:52.159691+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 221, 2, 0, 'ann', 'mau', '["CJ"]', '2026-12-02 00:44:52.258959+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 226, 2, 1, 'ben', 'mau', '["H6"]', '2026-12-02 00:44:52.310598+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 230, 2, 0, 'ann', 'mau', '["DJ"]', '2026-12-02 00:44:52.392698+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 236, 2, 0, 'ann', 'maumau', '["CA"]', '2026-12-02 00:44:52.499057+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 69, 1, 1, 'ben', 'mau', '["D4"]', '2026-12-02 00:44:48.11827+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 75, 1, 1, 'ben', 'maumau', '["DK"]', '2026-12-02 00:44:48.186847+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');


--
-- Data for Name: maumau_deal_sources; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3432363236322b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223736643632363966656637303465663038323139393536613138613235653432222c226174223a313739363137323238373432327d2c2265223a7b2272756c65736574223a7b226e616d65223a2254415645524e222c226465636b223a35322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c385d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226e6f5f375f385f6a222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a747275652c226c6173745f636172645f666f7262696464656e223a5b5d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226175746f222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2277696e73222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a6e756c6c2c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22616e6e222c2262656e225d7d7d', 1);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3432363236322b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223736643632363966656637303465663038323139393536613138613235653432222c226174223a313739363137323238373432327d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2230653831316365313662303665383430366565326538373437643864626236383339613465373031646439626162336661306233313339373666656237326632222c2273656564223a2239353566373933363739613763623232323535663432353061636465643862633065303339303933336538313337643833336339663864313430666461393337222c226465636b223a5b224851222c22534a222c224834222c224333222c224432222c224839222c224837222c22444b222c224338222c22483130222c224836222c225336222c224339222c224332222c224336222c22534b222c224434222c224838222c225351222c224334222c224438222c225332222c224436222c22433130222c225337222c224433222c224335222c224441222c225334222c224351222c224337222c225339222c22484b222c22434b222c22484a222c224437222c225333222c22443130222c224835222c224435222c224451222c224832222c22444a222c22533130222c224439222c225338222c225335222c224841222c225341222c224833222c224341222c22434a225d2c226578706c696369745f6465636b223a66616c73657d7d', 2);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3432363236322b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223736643632363966656637303465663038323139393536613138613235653432222c226174223a313739363137323238373432327d2c2265223a7b2268616e6473223a5b5b224851222c224834222c224432222c224837222c224338225d2c5b22534a222c224333222c224839222c22444b222c22483130225d5d7d7d', 3);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3432363236322b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223736643632363966656637303465663038323139393536613138613235653432222c226174223a313739363137323238373432327d2c2265223a7b2263617264223a224836222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 4);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3530373839302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223363326230386339316131653435623462643564313930386237383335633663222c226174223a313739363137323238373530372c226b6579223a2263643031383332332d643061352d343165632d613637622d366539313761303132396664222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 5);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3530373839302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223363326230386339316131653435623462643564313930386237383335633663222c226174223a313739363137323238373530372c226b6579223a2263643031383332332d643061352d343165632d613637622d366539313761303132396664222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 6);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 7, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3533383533352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226665326364393830313932393464336138383765666462633364643631313163222c226174223a313739363137323238373533382c226b6579223a2236323638633662362d303930632d343962612d626338382d383035353230386437623333222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 7);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 8, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3533383533352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226665326364393830313932393464336138383765666462633364643631313163222c226174223a313739363137323238373533382c226b6579223a2236323638633662362d303930632d343962612d626338382d383035353230386437623333222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c2273756974223a2243227d7d', 8);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3533383533352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226665326364393830313932393464336138383765666462633364643631313163222c226174223a313739363137323238373533382c226b6579223a2236323638633662362d303930632d343962612d626338382d383035353230386437623333222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 9);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3535323031352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223330353366396338303462313439653838356263616639303430656664343330222c226174223a313739363137323238373535312c226b6579223a2232353662663435362d326566632d346538352d393564312d643234303530633833333465222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a302c226361726473223a5b224338225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 10);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 11, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3535323031352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223330353366396338303462313439653838356263616639303430656664343330222c226174223a313739363137323238373535312c226b6579223a2232353662663435362d326566632d346538352d393564312d643234303530633833333465222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a317d7d', 11);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 12, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3535323031352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223330353366396338303462313439653838356263616639303430656664343330222c226174223a313739363137323238373535312c226b6579223a2232353662663435362d326566632d346538352d393564312d643234303530633833333465222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 12);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 13, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3537323432392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223165383634633934623830323437343861386535633734383866313532613263222c226174223a313739363137323238373537322c226b6579223a2261656262373834312d373865632d343735322d383365322d383532663633636139643436222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225336225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 13);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 14, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3537323432392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223165383634633934623830323437343861386535633734383866313532613263222c226174223a313739363137323238373537322c226b6579223a2261656262373834312d373865632d343735322d383365322d383532663633636139643436222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 14);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 15, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3537393135352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226565396233303639623065393464663561313134656333383330323533663664222c226174223a313739363137323238373537392c226b6579223a2261646431343933632d323739652d343963652d396364362d383134326665616438373865222c226670223a2265613735333234373833613263616337373638363931373031346337363137663963356132333830316634316133363437306432623265663339363631623939227d2c2265223a7b2273656174223a312c226361726473223a5b224333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 15);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 16, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3537393135352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226565396233303639623065393464663561313134656333383330323533663664222c226174223a313739363137323238373537392c226b6579223a2261646431343933632d323739652d343963652d396364362d383134326665616438373865222c226670223a2265613735333234373833613263616337373638363931373031346337363137663963356132333830316634316133363437306432623265663339363631623939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 16);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 17, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3539313938382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226533633036623963623832383434366461373665643936616562353033656566222c226174223a313739363137323238373539312c226b6579223a2262333833316132622d323338302d343163332d386439352d613766393463353531386136222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224339227d7d', 17);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 18, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3631313032362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226432616333623934333266613430643161646265653239326634646363306330222c226174223a313739363137323238373631302c226b6579223a2230636639636436302d303836662d343331372d396164312d393135633531656665383033222c226670223a2265353938663536663964303163613338323465653666613464393966373231306436353464383134373337633364633864343865366630633063646261353866227d2c2265223a7b2273656174223a302c226361726473223a5b224339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 18);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 19, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3631313032362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226432616333623934333266613430643161646265653239326634646363306330222c226174223a313739363137323238373631302c226b6579223a2230636639636436302d303836662d343331372d396164312d393135633531656665383033222c226670223a2265353938663536663964303163613338323465653666613464393966373231306436353464383134373337633364633864343865366630633063646261353866227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 19);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 20, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3631373738352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226432356264373834633533613439333961353861323664363033656237643238222c226174223a313739363137323238373631372c226b6579223a2232303131396339652d323461662d346630382d613761642d313731636561333661386638222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226361726473223a5b224839225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 20);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 21, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3631373738352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226432356264373834633533613439333961353861323664363033656237643238222c226174223a313739363137323238373631372c226b6579223a2232303131396339652d323461662d346630382d613761642d313731636561333661386638222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 21);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 26, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3635373137382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223434313832633130306434343461343738323232356232353564376331356265222c226174223a313739363137323238373635372c226b6579223a2232633333383238352d616439392d343139652d386436392d343165336438663933313431222c226670223a2232643434303530653865613639303139306531346631326661366130626438646639633738616434373538653263376430623334383538353764363365366235227d2c2265223a7b2273656174223a302c226361726473223a5b224834225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 26);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 27, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3635373137382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223434313832633130306434343461343738323232356232353564376331356265222c226174223a313739363137323238373635372c226b6579223a2232633333383238352d616439392d343139652d386436392d343165336438663933313431222c226670223a2232643434303530653865613639303139306531346631326661366130626438646639633738616434373538653263376430623334383538353764363365366235227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 27);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 32, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3731383735322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226338323437613431343864663435383761343635613235663930353039316234222c226174223a313739363137323238373731352c226b6579223a2266653933653866322d306437652d343364382d616136392d383366386436653862316230222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 32);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 33, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3731383735322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226338323437613431343864663435383761343635613235663930353039316234222c226174223a313739363137323238373731352c226b6579223a2266653933653866322d306437652d343364382d616136392d383366386436653862316230222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 33);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 38, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3738313830322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223837633038306137383862353433633461303839366362363364313165303135222c226174223a313739363137323238373738312c226b6579223a2266353038633434352d613235642d346238642d616363392d353163373138323038643935222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225351225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 38);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 39, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3738313830322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223837633038306137383862353433633461303839366362363364313165303135222c226174223a313739363137323238373738312c226b6579223a2266353038633434352d613235642d346238642d616363392d353163373138323038643935222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 39);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 43, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3831383234332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161323663653337313530613432383638663038306232306138386239386631222c226174223a313739363137323238373831382c226b6579223a2264323935333636652d376465622d343162302d623763662d396236613331356530366665222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a302c226361726473223a5b224438225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 43);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 44, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3831383234332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161323663653337313530613432383638663038306232306138386239386631222c226174223a313739363137323238373831382c226b6579223a2264323935333636652d376465622d343162302d623763662d396236613331356530366665222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a317d7d', 44);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 45, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3831383234332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161323663653337313530613432383638663038306232306138386239386631222c226174223a313739363137323238373831382c226b6579223a2264323935333636652d376465622d343162302d623763662d396236613331356530366665222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 45);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 50, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3836323835392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226334373462306663383933653432633562366437613761353165623233343664222c226174223a313739363137323238373836322c226b6579223a2261356663613339342d323032332d343863642d393139342d353133616566383466333030222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a225332227d7d', 50);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 55, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3030303737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223338623132613239306161613436333239386566383033393763626539376364222c226174223a313739363137323238383030302c226b6579223a2234623761393464352d366163332d343963302d626132392d633262316235623266393062222c226670223a2230373965613237336135666635643865386362666136656534363535383135353939383264653765386161313861663934353164663038326138346161626465227d2c2265223a7b2273656174223a302c226361726473223a5b225336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 55);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 56, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3030303737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223338623132613239306161613436333239386566383033393763626539376364222c226174223a313739363137323238383030302c226b6579223a2234623761393464352d366163332d343963302d626132392d633262316235623266393062222c226670223a2230373965613237336135666635643865386362666136656534363535383135353939383264653765386161313861663934353164663038326138346161626465227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 56);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 61, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3035383136322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223866353534353263336339653434396439663436616662373564346563386530222c226174223a313739363137323238383035372c226b6579223a2236353265323234342d323333612d343963642d396139652d383034363761666139376634222c226670223a2238353338623834383634303132613837643530336430663532396366393830373630626639373763626538663635636437386537316630393761666330373735227d2c2265223a7b2273656174223a312c226361726473223a5b224336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 61);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 62, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3035383136322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223866353534353263336339653434396439663436616662373564346563386530222c226174223a313739363137323238383035372c226b6579223a2236353265323234342d323333612d343963642d396139652d383034363761666139376634222c226670223a2238353338623834383634303132613837643530336430663532396366393830373630626639373763626538663635636437386537316630393761666330373735227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 62);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 67, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3130373230372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161306266623035643438393434373161616139383264313633663337346431222c226174223a313739363137323238383130372c226b6579223a2232653834333366302d303736612d343131372d386539392d643764353732616636343437222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 67);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 68, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3130373230372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161306266623035643438393434373161616139383264313633663337346431222c226174223a313739363137323238383130372c226b6579223a2232653834333366302d303736612d343131372d386539392d643764353732616636343437222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 68);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 73, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3134383839352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226663666332333166313138303437356438643533393330656265383362343538222c226174223a313739363137323238383134382c226b6579223a2235336633396436642d316361312d346333382d393233352d303033653734313565376439222c226670223a2265623834666532383939656635363065653131373532663838336162633332653135373139656532653663376536396166376431346662366438636561646335227d2c2265223a7b2273656174223a302c226361726473223a5b224433225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 73);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 74, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3134383839352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226663666332333166313138303437356438643533393330656265383362343538222c226174223a313739363137323238383134382c226b6579223a2235336633396436642d316361312d346333382d393233352d303033653734313565376439222c226670223a2265623834666532383939656635363065653131373532663838336162633332653135373139656532653663376536396166376431346662366438636561646335227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 74);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 86, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3932353438392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226466383131373262366561623430333638326266653263396531396637623161222c226174223a313739363137323238383932352c226b6579223a2239643864303734392d393862622d343963372d396566662d636436383330366535616162222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224434227d7d', 86);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 22, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3632393239372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223963616337346462336430333432323661333865303430343161303962643732222c226174223a313739363137323238373632392c226b6579223a2231653239666366352d636238622d343232642d386261392d616639393665393738643266222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226361726473223a5b224837225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 22);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 23, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3632393239372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223963616337346462336430333432323661333865303430343161303962643732222c226174223a313739363137323238373632392c226b6579223a2231653239666366352d636238622d343232642d386261392d616639393665393738643266222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 23);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 28, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3636353031302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226466336139363064666565393465653861656634623238356635386237613835222c226174223a313739363137323238373636342c226b6579223a2262646633373364612d383332312d346639662d623465302d623063333532343165333065222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226361726473223a5b22483130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 28);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 29, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3636353031302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226466336139363064666565393465653861656634623238356635386237613835222c226174223a313739363137323238373636342c226b6579223a2262646633373364612d383332312d346639662d623465302d623063333532343165333065222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 29);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 34, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3734393437372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223830353731616566626236653439356561626661643430333730343239373065222c226174223a313739363137323238373734352c226b6579223a2264653235333636332d653338352d343364652d616662362d336539383264306161653761222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224838225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224838227d7d', 34);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 40, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3739323333392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226334356162613361666361303465393361373063633363653735383037353132222c226174223a313739363137323238373739322c226b6579223a2238613761366637312d393862352d343763332d386665322d336364653239383736656338222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 40);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 41, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3739323333392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226334356162613361666361303465393361373063633363653735383037353132222c226174223a313739363137323238373739322c226b6579223a2238613761366637312d393862352d343763332d386665322d336364653239383736656338222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 41);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 46, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3832343832392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223235366637653834323338663436343138353763306261346231353130326638222c226174223a313739363137323238373832342c226b6579223a2266303837623530662d636435622d346138642d393139382d626461633961386536363231222c226670223a2237653066396362346534356363313932333534646266336334626164356137663831626537613537613461623731343836663630303164306339666537613939227d2c2265223a7b2273656174223a302c226361726473223a5b224432225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 46);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 47, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3832343832392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223235366637653834323338663436343138353763306261346231353130326638222c226174223a313739363137323238373832342c226b6579223a2266303837623530662d636435622d346138642d393139382d626461633961386536363231222c226670223a2237653066396362346534356363313932333534646266336334626164356137663831626537613537613461623731343836663630303164306339666537613939227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 47);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 51, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3839343639362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226363643164363432323339373435353139323739336466356336303539303137222c226174223a313739363137323238373839342c226b6579223a2235636236656332362d613535332d346635342d383336392d396237643861303762306637222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 51);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 52, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3839343639362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226363643164363432323339373435353139323739336466356336303539303137222c226174223a313739363137323238373839342c226b6579223a2235636236656332362d613535332d346635342d383336392d396237643861303762306637222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 52);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 57, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3031363031382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223132663265316366616133393462326139663836626138353463396637613935222c226174223a313739363137323238383031352c226b6579223a2233303862353563632d383566642d346435302d623566352d666433646465303636366131222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 57);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 58, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3031363031382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223132663265316366616133393462326139663836626138353463396637613935222c226174223a313739363137323238383031352c226b6579223a2233303862353563632d383566642d346435302d623566352d666433646465303636366131222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 58);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 63, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3037303331362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223166363032646237393133323436666238353334323931333136363435376431222c226174223a313739363137323238383037302c226b6579223a2265666638613030332d363263612d343263632d623330632d376236316438313135613461222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 63);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 64, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3037303331362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223166363032646237393133323436666238353334323931333136363435376431222c226174223a313739363137323238383037302c226b6579223a2265666638613030332d363263612d343263632d623330632d376236316438313135613461222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 64);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 69, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3131383237302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223839666161666536636637323437333761313438623033643232653339323338222c226174223a313739363137323238383131382c226b6579223a2262376334663834332d306463332d346537652d626632382d396535353966623032373135222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 69);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 70, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3131383237302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223839666161666536636637323437333761313438623033643232653339323338222c226174223a313739363137323238383131382c226b6579223a2262376334663834332d306463332d346537652d626632382d396535353966623032373135222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 70);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 71, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3131383237302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223839666161666536636637323437333761313438623033643232653339323338222c226174223a313739363137323238383131382c226b6579223a2262376334663834332d306463332d346537652d626632382d396535353966623032373135222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 71);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 75, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3138363834372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226331336635346536356532373466336638393130396163666634366338343362222c226174223a313739363137323238383138362c226b6579223a2263313230613331652d393862362d343134612d616232652d633338313164643930313066222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b2273656174223a312c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 75);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 76, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3138363834372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226331336635346536356532373466336638393130396163666634366338343362222c226174223a313739363137323238383138362c226b6579223a2263313230613331652d393862362d343134612d616232652d633338313164643930313066222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b2273656174223a312c2263616c6c223a226d61756d6175222c226175746f223a747275657d7d', 76);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 83, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3931333838392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223366336435336266393966373435623638393431303931313065616637313636222c226174223a313739363137323238383931332c226b6579223a2263303636326533322d613937322d343066312d386633612d373334336466346434323266222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 83);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 24, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3634393631362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223538306365646338613631653430623062666162646633613262663636386233222c226174223a313739363137323238373634392c226b6579223a2261663332383038372d303065632d343634612d386331332d643163316235643433356539222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224332222c224336225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 24);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 25, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3634393631362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223538306365646338613631653430623062666162646633613262663636386233222c226174223a313739363137323238373634392c226b6579223a2261663332383038372d303065632d343634612d386331332d643163316235643433356539222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 25);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 30, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3638393737322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223663626130393033313533393436623139366331383063313063623639393563222c226174223a313739363137323238373638392c226b6579223a2237323833656533302d336165352d346361642d393337622d373439333335663938616233222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22534b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 30);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 31, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3638393737322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223663626130393033313533393436623139366331383063313063623639393563222c226174223a313739363137323238373638392c226b6579223a2237323833656533302d336165352d346361642d393337622d373439333335663938616233222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 31);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 35, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3737343433372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223832633330643530346162643463333939613734626362636266393633326464222c226174223a313739363137323238373737342c226b6579223a2232356333303038632d333934642d343934642d616365652d613936313361346535393464222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a302c226361726473223a5b224838225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 35);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 36, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3737343433372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223832633330643530346162643463333939613734626362636266393633326464222c226174223a313739363137323238373737342c226b6579223a2232356333303038632d333934642d343934642d616365652d613936313361346535393464222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a317d7d', 36);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 37, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3737343433372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223832633330643530346162643463333939613734626362636266393633326464222c226174223a313739363137323238373737342c226b6579223a2232356333303038632d333934642d343934642d616365652d613936313361346535393464222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 37);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 42, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3831323333362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223135646339343763613433343462636139666661646234313039333839343236222c226174223a313739363137323238373831322c226b6579223a2230336134333031312d303565382d343735302d623061302d636534663839366165393439222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224438225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224438227d7d', 42);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 48, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3833313830382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226133336339306363393032643438646638656237306239326361393139323736222c226174223a313739363137323238373833312c226b6579223a2266623137383262352d343262362d343463312d396337332d656135376533323863313231222c226670223a2264393666386533313539366433393831666363366564393866346133346432326163633766353366613130633361643638333062343539363861663166316465227d2c2265223a7b2273656174223a312c226361726473223a5b224332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 48);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 49, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3833313830382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226133336339306363393032643438646638656237306239326361393139323736222c226174223a313739363137323238373833312c226b6579223a2266623137383262352d343262362d343463312d396337332d656135376533323863313231222c226670223a2264393666386533313539366433393831666363366564393866346133346432326163633766353366613130633361643638333062343539363861663166316465227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 49);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 53, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3936373737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223230646465636335373033633465633038383164326130643764383664333565222c226174223a313739363137323238373936332c226b6579223a2238303132313637332d626235332d343432612d626638392d353232663436316632633839222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 53);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 54, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34372e3936373737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223230646465636335373033633465633038383164326130643764383664333565222c226174223a313739363137323238373936332c226b6579223a2238303132313637332d626235332d343432612d626638392d353232663436316632633839222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 54);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 59, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3033353432312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161653438313361353937623435623961343033386361663964386337386430222c226174223a313739363137323238383033352c226b6579223a2265323531656365322d613239332d346630622d396134642d643437633236366364663536222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 59);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 60, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3033353432312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161653438313361353937623435623961343033386361663964386337386430222c226174223a313739363137323238383033352c226b6579223a2265323531656365322d613239332d346630622d396134642d643437633236366364663536222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 60);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 65, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3039373431332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223038353731666435333931633463653061646530383132333064616633353763222c226174223a313739363137323238383039372c226b6579223a2238333531333135312d323961662d343139332d626463642d393162313763383439373735222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 65);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 66, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3039373431332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223038353731666435333931633463653061646530383132333064616633353763222c226174223a313739363137323238383039372c226b6579223a2238333531333135312d323961662d343139332d626463642d393162313763383439373735222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 66);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 72, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3132363433382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226161306466323837316434313461623161336364376239636164356466383132222c226174223a313739363137323238383132362c226b6579223a2261383635373635342d356435312d343936322d623833332d313538626335306162636633222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224433225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224433227d7d', 72);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 78, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3234323739392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226561376364316563363333353430306138663832643437323261656434356434222c226174223a313739363137323238383234327d2c2265223a7b22726f756e645f6e6f223a322c2266697273745f73656174223a312c22636f6d6d69746d656e74223a2261666532636364353335353438343131393138386438396366653839663035333936613837646365313164366530313238666164383735323366333362613637222c2273656564223a2236643965343237663562323837303338386265313934383837306437386330626631353466363263636564623363306261666136303230386564393132386636222c226465636b223a5b224838222c22534a222c224834222c224335222c224841222c224351222c224835222c224332222c225336222c224451222c22434b222c225333222c224434222c224439222c224851222c224334222c224441222c224435222c224437222c224837222c22533130222c22534b222c224438222c224338222c224336222c22484b222c224337222c225337222c225341222c225339222c22444b222c224436222c22484a222c224433222c224839222c22483130222c225335222c225338222c224339222c22433130222c224341222c22443130222c224333222c224432222c225332222c22434a222c224836222c22444a222c224832222c225334222c224833222c225351225d2c226578706c696369745f6465636b223a66616c73657d7d', 78);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 79, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3234323739392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226561376364316563363333353430306138663832643437323261656434356434222c226174223a313739363137323238383234327d2c2265223a7b2268616e6473223a5b5b22534a222c224335222c224351222c224332222c224451225d2c5b224838222c224834222c224841222c224835222c225336225d5d7d7d', 79);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 80, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3234323739392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226561376364316563363333353430306138663832643437323261656434356434222c226174223a313739363137323238383234327d2c2265223a7b2263617264223a22434b222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 80);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 84, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3931333838392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223366336435336266393966373435623638393431303931313065616637313636222c226174223a313739363137323238383931332c226b6579223a2263303636326533322d613937322d343066312d386633612d373334336466346434323266222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c2273756974223a2244227d7d', 84);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 77, 'maumau.RoundWon', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3138363834372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226331336635346536356532373466336638393130396163666634366338343362222c226174223a313739363137323238383138362c226b6579223a2263313230613331652d393862362d343134612d616232652d633338313164643930313066222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b22726f756e645f6e6f223a312c2273656174223a312c22726561736f6e223a226f7574222c22706f696e7473223a5b302c315d2c2268616e6473223a5b5b225337222c225351222c22534b225d2c5b5d5d2c2273656564223a2239353566373933363739613763623232323535663432353061636465643862633065303339303933336538313337643833336339663864313430666461393337227d7d', 77);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 81, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3838323137312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223635343435343137343232633436313738633866303338356530653638616464222c226174223a313739363137323238383838312c226b6579223a2261663834633537662d373761632d343039332d396666322d633836616464393162313233222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225333225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 81);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 82, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3838323137312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223635343435343137343232633436313738633866303338356530653638616464222c226174223a313739363137323238383838312c226b6579223a2261663834633537662d373761632d343039332d396666322d633836616464393162313233222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 82);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 87, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3933353437362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226633316265363930353761633431623962356230656339363031383338623633222c226174223a313739363137323238383933352c226b6579223a2232343936636535612d633436622d343137302d616262332d333936333762383265613334222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 87);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 88, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3933353437362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226633316265363930353761633431623962356230656339363031383338623633222c226174223a313739363137323238383933352c226b6579223a2232343936636535612d633436622d343137302d616262332d333936333762383265613334222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 88);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 92, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3938343239312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223965396263626665663437363462343362613662383338643163613764306330222c226174223a313739363137323238383938342c226b6579223a2237383133336437332d373333322d346534312d393465652d653063313631303632313264222c226670223a2265616462383464666162336435663331346238323037633330643964623631656638376432313230663333323438316437346362313963373464643536396533227d2c2265223a7b2273656174223a312c226361726473223a5b224439225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 92);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 93, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3938343239312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223965396263626665663437363462343362613662383338643163613764306330222c226174223a313739363137323238383938342c226b6579223a2237383133336437332d373333322d346534312d393465652d653063313631303632313264222c226670223a2265616462383464666162336435663331346238323037633330643964623631656638376432313230663333323438316437346362313963373464643536396533227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 93);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 98, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3039313034372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223131336233373830616261393462376339306261303566343139643664663033222c226174223a313739363137323238393039302c226b6579223a2230373036383331332d623932322d343430322d393533392d656365303838363463313236222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224441225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224441227d7d', 98);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 103, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3230343930312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223530356238663861376634653464316239333230316331303237333530623366222c226174223a313739363137323238393230342c226b6579223a2262356230613630642d393262642d343034382d626661392d373237653061323064376231222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 103);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 104, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3230343930312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223530356238663861376634653464316239333230316331303237333530623366222c226174223a313739363137323238393230342c226b6579223a2262356230613630642d393262642d343034382d626661392d373237653061323064376231222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 104);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 110, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3430343536322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223435373833316565393061353462326539383265663136323435353765353730222c226174223a313739363137323238393430342c226b6579223a2236383235393365642d303536372d346465352d396431362d643163366137353663356663222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224435225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 110);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 111, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3430343536322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223435373833316565393061353462326539383265663136323435353765353730222c226174223a313739363137323238393430342c226b6579223a2236383235393365642d303536372d346465352d396431362d643163366137353663356663222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 111);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 116, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3533303831362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226533653435333734656538613462346439316239666363383437636632323166222c226174223a313739363137323238393533302c226b6579223a2263663430663237632d363966362d343635312d383033302d313136643736333930306366222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224437225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224437227d7d', 116);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 121, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3737353432342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223931303937656431306232633430653061376263356532373237626266333238222c226174223a313739363137323238393737352c226b6579223a2265396130653063652d356264662d343532632d616434322d666364313065623433346238222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 121);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 122, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3737353432342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223931303937656431306232633430653061376263356532373237626266333238222c226174223a313739363137323238393737352c226b6579223a2265396130653063652d356264662d343532632d616434322d666364313065623433346238222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 122);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 127, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3030353433332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226565623136376134616139663465646139383032633630333466646562393431222c226174223a313739363137323239303030352c226b6579223a2236376362636236622d353762302d343530322d386338362d323665393234363131666161222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224336225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 127);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 128, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3030353433332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226565623136376134616139663465646139383032633630333466646562393431222c226174223a313739363137323239303030352c226b6579223a2236376362636236622d353762302d343530322d386338362d323665393234363131666161222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 128);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 132, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3230333232302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226237656464326331326163633439383262633532323236636430346663323639222c226174223a313739363137323239303230322c226b6579223a2238396536343365652d343830642d343030362d613163632d623432383166616635666565222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 132);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 133, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3230333232302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226237656464326331326163633439383262633532323236636430346663323639222c226174223a313739363137323239303230322c226b6579223a2238396536343365652d343830642d343030362d613163632d623432383166616635666565222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 133);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 138, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3438373334382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226634663465653636303730643432303738333864336135353831333131396335222c226174223a313739363137323239303438372c226b6579223a2239613166336636632d386266662d343730612d396465612d363961303135383732386661222c226670223a2235383135636533313635363737313165646530666239626634313661313838633061643431636666306638656539316664353434313437663132323030353833227d2c2265223a7b2273656174223a312c226361726473223a5b225336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 138);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 139, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3438373334382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226634663465653636303730643432303738333864336135353831333131396335222c226174223a313739363137323239303438372c226b6579223a2239613166336636632d386266662d343730612d396465612d363961303135383732386661222c226670223a2235383135636533313635363737313165646530666239626634313661313838633061643431636666306638656539316664353434313437663132323030353833227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 139);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 85, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3931333838392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223366336435336266393966373435623638393431303931313065616637313636222c226174223a313739363137323238383931332c226b6579223a2263303636326533322d613937322d343066312d386633612d373334336466346434323266222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 85);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 89, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3936303434312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223539303434653865313434343435386162363564323737663861663133323366222c226174223a313739363137323238383936302c226b6579223a2265363765366565622d353266362d343233352d613633612d333331383063326266323761222c226670223a2264646434666232323061643464616332376230643538613361333261343134326366366263663738653638666139343430626366383238656361376538393663227d2c2265223a7b2273656174223a302c226361726473223a5b224451225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 89);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 90, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3936303434312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223539303434653865313434343435386162363564323737663861663133323366222c226174223a313739363137323238383936302c226b6579223a2265363765366565622d353266362d343233352d613633612d333331383063326266323761222c226670223a2264646434666232323061643464616332376230643538613361333261343134326366366263663738653638666139343430626366383238656361376538393663227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 90);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 94, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3032383337382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226662396665646634613734653461333139303737306232366331636437303438222c226174223a313739363137323238393032382c226b6579223a2266356666326636302d623333312d343262322d623866332d616638343562336532323061222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 94);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 95, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3032383337382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226662396665646634613734653461333139303737306232366331636437303438222c226174223a313739363137323238393032382c226b6579223a2266356666326636302d623333312d343262322d623866332d616638343562336532323061222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 95);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 99, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3132363835342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223665613261316332343865303435373062663434396662653937326564323466222c226174223a313739363137323238393132362c226b6579223a2234396566396237362d633862382d343766652d396361612d343034306361343665626565222c226670223a2234306432636430306538383237323031656136333064366431613138376236393430613739633837636565326337396430303633313632366434363664666132227d2c2265223a7b2273656174223a302c226361726473223a5b224441225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 99);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 100, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3132363835342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223665613261316332343865303435373062663434396662653937326564323466222c226174223a313739363137323238393132362c226b6579223a2234396566396237362d633862382d343766652d396361612d343034306361343665626565222c226670223a2234306432636430306538383237323031656136333064366431613138376236393430613739633837636565326337396430303633313632366434363664666132227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 100);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 105, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3234303031322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539373439336135333538313438363138363361393966663863326437326335222c226174223a313739363137323238393233392c226b6579223a2231333163346638322d653637342d346266342d383662622d386435373335646231396438222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a312c226361726473223a5b224838225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 105);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 106, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3234303031322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539373439336135333538313438363138363361393966663863326437326335222c226174223a313739363137323238393233392c226b6579223a2231333163346638322d653637342d346266342d383662622d386435373335646231396438222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a307d7d', 106);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 107, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3234303031322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539373439336135333538313438363138363361393966663863326437326335222c226174223a313739363137323238393233392c226b6579223a2231333163346638322d653637342d346266342d383662622d386435373335646231396438222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 107);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 112, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3435363036392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226134616337353135383863303461383038346232653932383730613465393236222c226174223a313739363137323238393435352c226b6579223a2232653035663862662d633737662d346137662d393965312d353730363734323832616563222c226670223a2237346536353463343239346264336262636532343365383363316565336537303061366539366564386561363164323162346463356534636561376137333937227d2c2265223a7b2273656174223a312c226361726473223a5b224835225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 112);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 113, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3435363036392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226134616337353135383863303461383038346232653932383730613465393236222c226174223a313739363137323238393435352c226b6579223a2232653035663862662d633737662d346137662d393965312d353730363734323832616563222c226670223a2237346536353463343239346264336262636532343365383363316565336537303061366539366564386561363164323162346463356534636561376137333937227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 113);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 117, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3538373734342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226131333961363364666330373437623039623330326232613061656434363739222c226174223a313739363137323238393538372c226b6579223a2233346636666233392d386166622d343865362d626232662d623262396661626132323230222c226670223a2262303061346230376638366332326433316264383237353961343532393564333064613838623338356265393430376130383432323935326431393439363032227d2c2265223a7b2273656174223a312c226361726473223a5b224437225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 117);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 118, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3538373734342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226131333961363364666330373437623039623330326232613061656434363739222c226174223a313739363137323238393538372c226b6579223a2233346636666233392d386166622d343865362d626232662d623262396661626132323230222c226670223a2262303061346230376638366332326433316264383237353961343532393564333064613838623338356265393430376130383432323935326431393439363032227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 118);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 123, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3836323738312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223162396562363332666161613434623339656137356636653265326161386263222c226174223a313739363137323238393836322c226b6579223a2235333363373665332d313130352d346535302d383663382d343966646339343137393933222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226361726473223a5b224837225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 123);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 124, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3836323738312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223162396562363332666161613434623339656137356636653265326161386263222c226174223a313739363137323238393836322c226b6579223a2235333363373665332d313130352d346535302d383663382d343966646339343137393933222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 124);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 129, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3036333833392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223037353033396361353036363432326138646435653237363963666562396435222c226174223a313739363137323239303036332c226b6579223a2261376564666461662d626261322d343266632d623931652d373537323533643434346564222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b22484b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22484b227d7d', 129);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 134, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3330343231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226462376363633835306665633464323838643364313336653137326266613561222c226174223a313739363137323239303330332c226b6579223a2239353631353431392d653432652d346234322d396465332d363634376530373030383336222c226670223a2233336632333133393933326337613039393065326639646162393461383263313639373062383430373637313031343331366438653238343664636330653965227d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 134);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 135, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3330343231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226462376363633835306665633464323838643364313336653137326266613561222c226174223a313739363137323239303330332c226b6579223a2239353631353431392d653432652d346234322d396465332d363634376530373030383336222c226670223a2233336632333133393933326337613039393065326639646162393461383263313639373062383430373637313031343331366438653238343664636330653965227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 135);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 140, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3632373630352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223136643335303864376232623432326639626134386237303737613138336361222c226174223a313739363137323239303632372c226b6579223a2236336335613232372d393363632d346433352d393765302d616361343164623536663261222c226670223a2234616335383839356161393230353364386533613731326239613366656232663330346364623837613932356566386338313034663266646531303463363238227d2c2265223a7b2273656174223a302c226361726473223a5b224336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 140);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 141, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3632373630352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223136643335303864376232623432326639626134386237303737613138336361222c226174223a313739363137323239303632372c226b6579223a2236336335613232372d393363632d346433352d393765302d616361343164623536663261222c226670223a2234616335383839356161393230353364386533613731326239613366656232663330346364623837613932356566386338313034663266646531303463363238227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 141);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 91, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34382e3937343631352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223233643939346366313565313433313038393732306237303061303863393835222c226174223a313739363137323238383937342c226b6579223a2234336237663033392d363137332d346538302d396663382d623563623563363238636166222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224439225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224439227d7d', 91);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 96, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3035353138352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223732313661666538646361303436353439306635393866353737336163663162222c226174223a313739363137323238393035352c226b6579223a2238393630306437392d373335322d346564332d396664312d393036316662346630613232222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 96);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 97, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3035353138352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223732313661666538646361303436353439306635393866353737336163663162222c226174223a313739363137323238393035352c226b6579223a2238393630306437392d373335322d346564332d396664312d393036316662346630613232222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 97);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 101, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3137343037392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226137643037643938353963313465616461633633313734303064323635306337222c226174223a313739363137323238393137332c226b6579223a2233323236366561332d643031612d346334622d383763632d326433343837303338323538222c226670223a2238356166646637303431653565623864386134363131633538383239663534393136323737643361396261383864306133393033306237363436623664623361227d2c2265223a7b2273656174223a312c226361726473223a5b224841225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 101);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 102, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3137343037392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226137643037643938353963313465616461633633313734303064323635306337222c226174223a313739363137323238393137332c226b6579223a2233323236366561332d643031612d346334622d383763632d326433343837303338323538222c226670223a2238356166646637303431653565623864386134363131633538383239663534393136323737643361396261383864306133393033306237363436623664623361227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 102);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 108, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3330333332322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226162633638323161633435343439306238376562356566396639353134303031222c226174223a313739363137323238393330332c226b6579223a2234363931396461372d376561302d343539662d396637322d386265343130663964323466222c226670223a2233383432663363373932336639363065343166653162393437306236366365616239333561313033323666646263343935636139623061316337633636353536227d2c2265223a7b2273656174223a312c226361726473223a5b224834225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 108);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 109, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3330333332322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226162633638323161633435343439306238376562356566396639353134303031222c226174223a313739363137323238393330332c226b6579223a2234363931396461372d376561302d343539662d396637322d386265343130663964323466222c226670223a2233383432663363373932336639363065343166653162393437306236366365616239333561313033323666646263343935636139623061316337633636353536227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 109);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 114, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3530343135332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223464393937656233396635333438373839666164393961396535616537313036222c226174223a313739363137323238393530342c226b6579223a2237656630373536362d383666652d343639352d386430322d376563356538393963313434222c226670223a2266663033653632333734633936363264366466333630663435373234356563373132653361643938353731343233353234313234323238656435363434636261227d2c2265223a7b2273656174223a302c226361726473223a5b224435225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 114);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 115, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3530343135332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223464393937656233396635333438373839666164393961396535616537313036222c226174223a313739363137323238393530342c226b6579223a2237656630373536362d383666652d343639352d386430322d376563356538393963313434222c226670223a2266663033653632333734633936363264366466333630663435373234356563373132653361643938353731343233353234313234323238656435363434636261227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 115);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 119, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3633383238362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223061316539393631303466393465303761613064343136326565373531323862222c226174223a313739363137323238393633382c226b6579223a2237376439376531662d316265332d346562322d623639322d306362323538316663376163222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224837222c22533130225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 119);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 120, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3633383238362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223061316539393631303466393465303761613064343136326565373531323862222c226174223a313739363137323238393633382c226b6579223a2237376439376531662d316265332d346562322d623639322d306362323538316663376163222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 120);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 125, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3932323839322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363333661663536663664353435626462646334323465666332613366363933222c226174223a313739363137323238393932322c226b6579223a2262383137316431622d306664642d346333392d396366312d396663623665653462383864222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224438222c224338225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 125);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 126, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a34392e3932323839322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363333661663536663664353435626462646334323465666332613366363933222c226174223a313739363137323238393932322c226b6579223a2262383137316431622d306664642d346333392d396366312d396663623665653462383864222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 126);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 130, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3133303737372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223838333838313634313862373432363161323736653531616531633936306165222c226174223a313739363137323239303133302c226b6579223a2263343233323434342d303861632d343964302d626263652d363530373638306438323235222c226670223a2235303431313834636237643832656637396131393832303065653562303336353266386465646461313165613863336130363762343732396438393963383332227d2c2265223a7b2273656174223a312c226361726473223a5b22484b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 130);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 131, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3133303737372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223838333838313634313862373432363161323736653531616531633936306165222c226174223a313739363137323239303133302c226b6579223a2263343233323434342d303861632d343964302d626263652d363530373638306438323235222c226670223a2235303431313834636237643832656637396131393832303065653562303336353266386465646461313165613863336130363762343732396438393963383332227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 131);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 136, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3339383836342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226665623865346433346136643439356238376531356231656234356633613936222c226174223a313739363137323239303339382c226b6579223a2264666335656666362d343431332d343361642d623165392d383036666364346564666131222c226670223a2261646563343664336231616662663064386132383833633732643561383530623531313863323831623162653463633633636336626235333731643730383131227d2c2265223a7b2273656174223a302c226361726473223a5b22533130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 136);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 137, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3339383836342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226665623865346433346136643439356238376531356231656234356633613936222c226174223a313739363137323239303339382c226b6579223a2264666335656666362d343431332d343361642d623165392d383036666364346564666131222c226670223a2261646563343664336231616662663064386132383833633732643561383530623531313863323831623162653463633633636336626235333731643730383131227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 137);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 142, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3730373635322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226661323362363639656663313461393539633132323633353962653162656264222c226174223a313739363137323239303730372c226b6579223a2235343234373463342d366535392d343364392d613138632d643631313465663031393837222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a312c226361726473223a5b224338225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 142);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 143, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3730373635322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226661323362363639656663313461393539633132323633353962653162656264222c226174223a313739363137323239303730372c226b6579223a2235343234373463342d366535392d343364392d613138632d643631313465663031393837222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a307d7d', 143);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 144, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3730373635322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226661323362363639656663313461393539633132323633353962653162656264222c226174223a313739363137323239303730372c226b6579223a2235343234373463342d366535392d343364392d613138632d643631313465663031393837222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 144);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 150, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3737313936382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223763376666623739306138393435613739343731323335636536653035393134222c226174223a313739363137323239303737312c226b6579223a2234333266333437322d636330322d346565342d396536352d346432653661333735626565222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 150);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 145, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3731393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223762313262633435356135623432306362393231613864636265386163366632222c226174223a313739363137323239303731392c226b6579223a2239643761356262382d626530642d343764652d383537352d376665393332653438313364222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a312c226361726473223a5b224438225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 145);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 146, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3731393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223762313262633435356135623432306362393231613864636265386163366632222c226174223a313739363137323239303731392c226b6579223a2239643761356262382d626530642d343764652d383537352d376665393332653438313364222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a307d7d', 146);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 147, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3731393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223762313262633435356135623432306362393231613864636265386163366632222c226174223a313739363137323239303731392c226b6579223a2239643761356262382d626530642d343764652d383537352d376665393332653438313364222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 147);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 152, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3738313936342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223464616137373732643633653465303762343739343463333165353236633632222c226174223a313739363137323239303738312c226b6579223a2239336136363134652d343563322d343034652d623465302d613234323165333865376134222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 152);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 153, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3738313936342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223464616137373732643633653465303762343739343463333165353236633632222c226174223a313739363137323239303738312c226b6579223a2239336136363134652d343563322d343034652d623465302d613234323165333865376134222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 153);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 157, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3831373535382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226663643238316538343431343435663661613535616533613464336338663462222c226174223a313739363137323239303831372c226b6579223a2237626630393531362d303666312d343035652d616336342d393937653137666463623064222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224436227d7d', 157);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 161, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3836313533392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635613831336161393433613434393862666532363335333933373338333161222c226174223a313739363137323239303836312c226b6579223a2237653061626531322d633031302d343363632d623262392d616539303339303931633237222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c226361726473223a5b22484a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 161);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 162, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3836313533392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635613831336161393433613434393862666532363335333933373338333161222c226174223a313739363137323239303836312c226b6579223a2237653061626531322d633031302d343363632d623262392d616539303339303931633237222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c2273756974223a2253227d7d', 162);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 163, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3836313533392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635613831336161393433613434393862666532363335333933373338333161222c226174223a313739363137323239303836312c226b6579223a2237653061626531322d633031302d343363632d623262392d616539303339303931633237222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 163);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 168, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3031313038302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223266626463336433353235303461633262323938373962626233353430366535222c226174223a313739363137323239313031302c226b6579223a2261366162343634642d663466312d346265342d613434302d373564626539373539373335222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224433222c224839222c22483130222c225335225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 168);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 169, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3031313038302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223266626463336433353235303461633262323938373962626233353430366535222c226174223a313739363137323239313031302c226b6579223a2261366162343634642d663466312d346265342d613434302d373564626539373539373335222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 169);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 174, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3133383936362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223238616462333637653931303435646439393664366532313532383265623436222c226174223a313739363137323239313133382c226b6579223a2266643530326539662d356138392d343035642d383334662d326231393533323539613736222c226670223a2236623265316663656161663735366262663538383362343362373766663632346438323339636638386436393233303965653061353436633066663663346332227d2c2265223a7b2273656174223a302c226361726473223a5b224351225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 174);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 175, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3133383936362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223238616462333637653931303435646439393664366532313532383265623436222c226174223a313739363137323239313133382c226b6579223a2266643530326539662d356138392d343035642d383334662d326231393533323539613736222c226670223a2236623265316663656161663735366262663538383362343362373766663632346438323339636638386436393233303965653061353436633066663663346332227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 175);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 181, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3238313333342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226531316263656633666463393433353761663536343031616130666537353539222c226174223a313739363137323239313238312c226b6579223a2265656565613732322d303136622d343738392d393063332d663837663936333962343830222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224339227d7d', 181);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 185, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3338303436382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223462366561326136656239613464663139313035623838663338363631613330222c226174223a313739363137323239313338302c226b6579223a2238653136666534382d366333612d343731352d623063642d313635343036346262373837222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 185);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 186, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3338303436382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223462366561326136656239613464663139313035623838663338363631613330222c226174223a313739363137323239313338302c226b6579223a2238653136666534382d366333612d343731352d623063642d313635343036346262373837222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 186);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 187, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3338303436382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223462366561326136656239613464663139313035623838663338363631613330222c226174223a313739363137323239313338302c226b6579223a2238653136666534382d366333612d343731352d623063642d313635343036346262373837222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 187);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 192, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3538393339342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226338623863306462363439653430653262323062626138656363636564373338222c226174223a313739363137323239313538392c226b6579223a2237346265653737342d666265362d343333352d626535622d376364333862646234656535222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226361726473223a5b224839225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 192);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 193, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3538393339342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226338623863306462363439653430653262323062626138656363636564373338222c226174223a313739363137323239313538392c226b6579223a2237346265653737342d666265362d343333352d626535622d376364333862646234656535222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 193);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 198, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3634303133382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223764653330336435326638633430633961616166386638316162393635393432222c226174223a313739363137323239313633392c226b6579223a2233616165353434322d356364322d346236302d623465322d356130666264643739616536222c226670223a2263323032656333316437626465313136396438616539636536663931353932353761646237326362633134653363316338313766316663333933653762313162227d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 198);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 199, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3634303133382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223764653330336435326638633430633961616166386638316162393635393432222c226174223a313739363137323239313633392c226b6579223a2233616165353434322d356364322d346236302d623465322d356130666264643739616536222c226670223a2263323032656333316437626465313136396438616539636536663931353932353761646237326362633134653363316338313766316663333933653762313162227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 199);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 148, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3732393536372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226161663631303439383436663435626539326663323330393733363730303033222c226174223a313739363137323239303732392c226b6579223a2234636461393538662d306639632d346536322d383234302d313735613734386638346135222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 148);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 149, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3732393536372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226161663631303439383436663435626539326663323330393733363730303033222c226174223a313739363137323239303732392c226b6579223a2234636461393538662d306639632d346536322d383234302d313735613734386638346135222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 149);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 154, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3739303639392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223138373232626365646234373439653961623430366633383431336666373933222c226174223a313739363137323239303739302c226b6579223a2237323835666134372d613939342d343432362d386466662d303432343433306664313862222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444b227d7d', 154);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 158, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3833343937352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223430333366363838643639393430323261393265626562653662373332363334222c226174223a313739363137323239303833342c226b6579223a2261346166326236362d333138362d343062342d626339612d393738383264303630656334222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 158);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 159, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3833343937352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223430333366363838643639393430323261393265626562653662373332363334222c226174223a313739363137323239303833342c226b6579223a2261346166326236362d333138362d343062342d626339612d393738383264303630656334222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 159);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 164, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3930303937312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223137333166656338343739643465656438346431633762656662646139623561222c226174223a313739363137323239303930302c226b6579223a2237656463623830642d323439322d343064332d623262382d613966313961663430656438222c226670223a2236303331653266336235656165343732636635396134396430376432356535653237383335623037356164363433653430623861386230343636353638633863227d2c2265223a7b2273656174223a312c226361726473223a5b225337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 164);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 165, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3930303937312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223137333166656338343739643465656438346431633762656662646139623561222c226174223a313739363137323239303930302c226b6579223a2237656463623830642d323439322d343064332d623262382d613966313961663430656438222c226670223a2236303331653266336235656165343732636635396134396430376432356535653237383335623037356164363433653430623861386230343636353638633863227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 165);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 170, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3032393330312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226137656332626538623466303462633439393838346532316464383031393537222c226174223a313739363137323239313032392c226b6579223a2261653364353130312d356261332d346638612d616666392d346532613534656430656136222c226670223a2230323236303034396663313661393665666636383136356162343338383962353333343665316661396230653862363566306337653236366139373764333165227d2c2265223a7b2273656174223a302c226361726473223a5b224335225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 170);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 171, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3032393330312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226137656332626538623466303462633439393838346532316464383031393537222c226174223a313739363137323239313032392c226b6579223a2261653364353130312d356261332d346638612d616666392d346532613534656430656136222c226670223a2230323236303034396663313661393665666636383136356162343338383962353333343665316661396230653862363566306337653236366139373764333165227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 171);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 176, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3139323636382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539663835656266323335663463386339393830316634323036316336656562222c226174223a313739363137323239313139322c226b6579223a2264396335373431612d623237632d343733662d393537392d386636633466396637326263222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225338225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 176);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 177, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3139323636382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539663835656266323335663463386339393830316634323036316336656562222c226174223a313739363137323239313139322c226b6579223a2264396335373431612d623237632d343733662d393537392d386636633466396637326263222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 177);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 182, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3330343434322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223862663963306432326361623465346638633261346239376439396364643730222c226174223a313739363137323239313330342c226b6579223a2234323233663566662d363464352d346638372d383663622d313365323035373530333661222c226670223a2266316634346462343237373063356164373430383233363531383766643563313635646333643336613132383137313162633234383734646536653065653032227d2c2265223a7b2273656174223a312c226361726473223a5b224339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 182);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 183, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3330343434322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223862663963306432326361623465346638633261346239376439396364643730222c226174223a313739363137323239313330342c226b6579223a2234323233663566662d363464352d346638372d383663622d313365323035373530333661222c226670223a2266316634346462343237373063356164373430383233363531383766643563313635646333643336613132383137313162633234383734646536653065653032227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 183);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 188, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3432383436302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226532623664386665343264343434363161353536353663363961353735643030222c226174223a313739363137323239313432382c226b6579223a2263306464656139312d396336642d343730312d623665312d373465316364383565376437222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226361726473223a5b22483130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 188);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 189, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3432383436302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226532623664386665343264343434363161353536353663363961353735643030222c226174223a313739363137323239313432382c226b6579223a2263306464656139312d396336642d343730312d623665312d373465316364383565376437222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 189);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 194, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3632303032362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226137616130396634663032663438646562323730613961663432313364363933222c226174223a313739363137323239313631392c226b6579223a2233353862646564332d663838312d343236332d383732302d303937393435663137666336222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22443130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 194);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 195, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3632303032362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226137616130396634663032663438646562323730613961663432313364363933222c226174223a313739363137323239313631392c226b6579223a2233353862646564332d663838312d343236332d383732302d303937393435663137666336222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 195);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 200, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3635363737372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226465363332366134383863633465623961613333623162356238323835623436222c226174223a313739363137323239313635362c226b6579223a2234613938623534392d313863652d346664612d396666362d346563356433663663323138222c226670223a2236373236653231376538346131303034396431333162343231613433376235353036323030313763383337396664636461663835343036396133363965646536227d2c2265223a7b2273656174223a312c226361726473223a5b225333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 200);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 201, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3635363737372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226465363332366134383863633465623961613333623162356238323835623436222c226174223a313739363137323239313635362c226b6579223a2234613938623534392d313863652d346664612d396666362d346563356433663663323138222c226670223a2236373236653231376538346131303034396431333162343231613433376235353036323030313763383337396664636461663835343036396133363965646536227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 201);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 205, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3834363032302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223334613262343338343062363466323262323366343837393637343631373633222c226174223a313739363137323239313834352c226b6579223a2261346537386134352d616662302d343963622d393638652d373965666362363733393539222c226670223a2230616334653363323736346332383638393837623733393432373634346263666538663437343864343964643866633631366564373234646261623730636437227d2c2265223a7b2273656174223a312c226361726473223a5b224433225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 205);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 206, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3834363032302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223334613262343338343062363466323262323366343837393637343631373633222c226174223a313739363137323239313834352c226b6579223a2261346537386134352d616662302d343963622d393638652d373965666362363733393539222c226670223a2230616334653363323736346332383638393837623733393432373634346263666538663437343864343964643866633631366564373234646261623730636437227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 206);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 151, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3737313936382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223763376666623739306138393435613739343731323335636536653035393134222c226174223a313739363137323239303737312c226b6579223a2234333266333437322d636330322d346565342d396536352d346432653661333735626565222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 151);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 155, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3830343037352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223461613336666635653634323431393462643363646330323065333637383134222c226174223a313739363137323239303830332c226b6579223a2235376431323531612d616636392d343431302d393563312d393638386330363331306264222c226670223a2232363162643937303136643930306432343762393936616430386136333730626564656463306239636639616534663265366431373832303533636330613732227d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 155);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 156, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3830343037352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223461613336666635653634323431393462643363646330323065333637383134222c226174223a313739363137323239303830332c226b6579223a2235376431323531612d616636392d343431302d393563312d393638386330363331306264222c226670223a2232363162643937303136643930306432343762393936616430386136333730626564656463306239636639616534663265366431373832303533636330613732227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 156);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 160, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3834383930362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226133366263633031323766303463396539373731356164313166383933656433222c226174223a313739363137323239303834382c226b6579223a2230626261326133332d323234652d343830642d393962612d363965373131356630643663222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22484a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22484a227d7d', 160);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 166, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3936333230382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223835653338326130303435383437396438663137643432393663363461323438222c226174223a313739363137323239303936322c226b6579223a2232363430333136362d353338352d343032642d396130612d636166653237653838643966222c226670223a2230316135653033386537326239613930383161313539626131663430656533643037373437383534353463366439633263373461373332656139383038373931227d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 166);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 167, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35302e3936333230382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223835653338326130303435383437396438663137643432393663363461323438222c226174223a313739363137323239303936322c226b6579223a2232363430333136362d353338352d343032642d396130612d636166653237653838643966222c226670223a2230316135653033386537326239613930383161313539626131663430656533643037373437383534353463366439633263373461373332656139383038373931227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 167);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 172, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3038343338372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226232303133393566366639393438303838633833316366303562353432623338222c226174223a313739363137323239313038342c226b6579223a2232613864323830302d396132652d343263612d623932312d653765303338313237316463222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 172);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 173, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3038343338372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226232303133393566366639393438303838633833316366303562353432623338222c226174223a313739363137323239313038342c226b6579223a2232613864323830302d396132652d343263612d623932312d653765303338313237316463222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 173);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 178, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3234323831352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223637353233303630393637313433333162313839366664643139323833366163222c226174223a313739363137323239313234322c226b6579223a2231383265373032302d623861392d343739622d613731642d373936653331383932366465222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c226361726473223a5b224332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 178);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 179, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3234323831352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223637353233303630393637313433333162313839366664643139323833366163222c226174223a313739363137323239313234322c226b6579223a2231383265373032302d623861392d343739622d613731642d373936653331383932366465222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 179);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 180, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3234323831352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223637353233303630393637313433333162313839366664643139323833366163222c226174223a313739363137323239313234322c226b6579223a2231383265373032302d623861392d343739622d613731642d373936653331383932366465222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 180);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 184, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3334303330322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226330386664646464313562313438303961643838343961663031376164613735222c226174223a313739363137323239313334302c226b6579223a2236343163383534662d663565392d346533612d626164342d376564663536316630346364222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22433130227d7d', 184);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 190, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3436323834342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226534333962353138356131633465343039353566313765333065363266313831222c226174223a313739363137323239313436322c226b6579223a2261393166353839312d633464332d343537352d623032322d616139333237373465306337222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224341225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 190);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 191, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3436323834342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226534333962353138356131633465343039353566313765333065363266313831222c226174223a313739363137323239313436322c226b6579223a2261393166353839312d633464332d343537352d623032322d616139333237373465306337222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 191);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 196, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3633303030392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223534316536396335343163393461346362363734396565366264396232383934222c226174223a313739363137323239313632392c226b6579223a2232366235373062662d363132642d346532352d396335352d656138303336613161336239222c226670223a2265366362343766666366623564363034363930616166643532383763303437633639663335663033653239343861303266623466623832373363396530333434227d2c2265223a7b2273656174223a312c226361726473223a5b225339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 196);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 197, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3633303030392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223534316536396335343163393461346362363734396565366264396232383934222c226174223a313739363137323239313632392c226b6579223a2232366235373062662d363132642d346532352d396335352d656138303336613161336239222c226670223a2265366362343766666366623564363034363930616166643532383763303437633639663335663033653239343861303266623466623832373363396530333434227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 197);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 202, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3733363034312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039633732613639393666333431393061363636313038346530656339376531222c226174223a313739363137323239313733352c226b6579223a2263393333316239332d326266382d343539382d616364392d326264353865396530326638222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224333225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224333227d7d', 202);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 207, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3835363733372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226638656562313639643764333432373062663630343565363566326134373338222c226174223a313739363137323239313835362c226b6579223a2233633131353133352d616130622d343565662d616564302d363131643866326361353164222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c226361726473223a5b22443130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 207);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 208, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3835363733372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226638656562313639643764333432373062663630343565363566326134373338222c226174223a313739363137323239313835362c226b6579223a2233633131353133352d616130622d343565662d616564302d363131643866326361353164222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 208);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 209, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3835363733372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226638656562313639643764333432373062663630343565363566326134373338222c226174223a313739363137323239313835362c226b6579223a2233633131353133352d616130622d343565662d616564302d363131643866326361353164222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 209);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 213, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3032343239352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223538643961313861386134333437643339616363316366386632666439653038222c226174223a313739363137323239323032342c226b6579223a2232663563623836642d646565352d346239382d626162372d646437303632623062303034222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a225332227d7d', 213);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 203, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3833323430362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223961376532623761333630633434643138303765316163616332343938386138222c226174223a313739363137323239313833322c226b6579223a2265666533626531372d653930632d346231332d393537622d383530636338653264623064222c226670223a2234656434376236643632313638633932613834396533663733326331326435633965616432666439353166623266323265393164386638653165636230363363227d2c2265223a7b2273656174223a302c226361726473223a5b224333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 203);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 204, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3833323430362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223961376532623761333630633434643138303765316163616332343938386138222c226174223a313739363137323239313833322c226b6579223a2265666533626531372d653930632d346231332d393537622d383530636338653264623064222c226670223a2234656434376236643632313638633932613834396533663733326331326435633965616432666439353166623266323265393164386638653165636230363363227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 204);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 210, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3837393933352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363643262636565393364313434316238353936633134666630356134383834222c226174223a313739363137323239313837392c226b6579223a2233373037316333302d316562662d343935652d613161322d663561616463396339653334222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224432225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224432227d7d', 210);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 214, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3039323639362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226634366561353338336566653463376639336235323837633566316164626664222c226174223a313739363137323239323039322c226b6579223a2230663439356137322d353932332d343866312d613661312d663662373336343737316465222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 214);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 215, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3039323639362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226634366561353338336566653463376639336235323837633566316164626664222c226174223a313739363137323239323039322c226b6579223a2230663439356137322d353932332d343866312d613661312d663662373336343737316465222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 215);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 216, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3039323639362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226634366561353338336566653463376639336235323837633566316164626664222c226174223a313739363137323239323039322c226b6579223a2230663439356137322d353932332d343866312d613661312d663662373336343737316465222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 216);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 221, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3235383935392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039333831356332383463373430646139623639663361366435643363613664222c226174223a313739363137323239323235382c226b6579223a2237343931373336392d613666332d346338622d386666372d366138336262653635306138222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c226361726473223a5b22434a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 221);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 222, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3235383935392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039333831356332383463373430646139623639663361366435643363613664222c226174223a313739363137323239323235382c226b6579223a2237343931373336392d613666332d346338622d386666372d366138336262653635306138222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 222);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 223, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3235383935392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039333831356332383463373430646139623639663361366435643363613664222c226174223a313739363137323239323235382c226b6579223a2237343931373336392d613666332d346338622d386666372d366138336262653635306138222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c2273756974223a2248227d7d', 223);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 224, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3235383935392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039333831356332383463373430646139623639663361366435643363613664222c226174223a313739363137323239323235382c226b6579223a2237343931373336392d613666332d346338622d386666372d366138336262653635306138222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 224);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 229, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3335313732382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223439383363643136376239333461333839373363616533336333373038353031222c226174223a313739363137323239323335312c226b6579223a2234633661343530322d363631632d346335362d623432382d343465353837363861613162222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444a227d7d', 229);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 211, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3935373236362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331386534366662656463323438666661316333616335366361653935383565222c226174223a313739363137323239313935372c226b6579223a2265633930623935382d393235302d343863372d383035372d616439646561313265613539222c226670223a2266373861333633323031653461353664363134343262613762623132323764326330613339643537303165336262653962363662646161326266313435383237227d2c2265223a7b2273656174223a312c226361726473223a5b224432225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 211);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 212, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35312e3935373236362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331386534366662656463323438666661316333616335366361653935383565222c226174223a313739363137323239313935372c226b6579223a2265633930623935382d393235302d343863372d383035372d616439646561313265613539222c226670223a2266373861333633323031653461353664363134343262613762623132323764326330613339643537303165336262653962363662646161326266313435383237227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 212);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 217, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3135393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223731303662633630343233303466336239626434326339393138363039323936222c226174223a313739363137323239323135392c226b6579223a2263616230323737352d333137302d343832312d383938352d393762376335613432353133222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c226361726473223a5b225335225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 217);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 218, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3135393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223731303662633630343233303466336239626434326339393138363039323936222c226174223a313739363137323239323135392c226b6579223a2263616230323737352d333137302d343832312d383938352d393762376335613432353133222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 218);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 219, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3135393639312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223731303662633630343233303466336239626434326339393138363039323936222c226174223a313739363137323239323135392c226b6579223a2263616230323737352d333137302d343832312d383938352d393762376335613432353133222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 219);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 225, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3239323333312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223938366132383131396466383463613038623064393938663933393561313864222c226174223a313739363137323239323239322c226b6579223a2266623837303539362d633232662d343965382d383062332d663566303932386237643234222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224836225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224836227d7d', 225);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 230, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3339323639382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226232323765393963636364663434356461353735626131323637383936333230222c226174223a313739363137323239323339322c226b6579223a2264623835333164392d373664662d343834332d626631352d363862356133363537386332222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 230);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 231, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3339323639382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226232323765393963636364663434356461353735626131323637383936333230222c226174223a313739363137323239323339322c226b6579223a2264623835333164392d373664662d343834332d626631352d363862356133363537386332222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 231);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 232, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3339323639382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226232323765393963636364663434356461353735626131323637383936333230222c226174223a313739363137323239323339322c226b6579223a2264623835333164392d373664662d343834332d626631352d363862356133363537386332222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c2273756974223a2243227d7d', 232);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 233, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3339323639382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226232323765393963636364663434356461353735626131323637383936333230222c226174223a313739363137323239323339322c226b6579223a2264623835333164392d373664662d343834332d626631352d363862356133363537386332222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 233);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 220, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3139393034332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223963353430613366343133613438613962383865646135306232626530656335222c226174223a313739363137323239323139382c226b6579223a2234343837376434612d313233622d343066392d383937662d303730643262653134393639222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22434a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22434a227d7d', 220);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 226, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3331303539382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223161393436393131336230313462613939303164386537303064336630653430222c226174223a313739363137323239323331302c226b6579223a2261343638646537662d626132302d346664392d613634372d393362653365363964666661222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c226361726473223a5b224836225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 226);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 227, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3331303539382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223161393436393131336230313462613939303164386537303064336630653430222c226174223a313739363137323239323331302c226b6579223a2261343638646537662d626132302d346664392d613634372d393362653365363964666661222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 227);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 228, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3331303539382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223161393436393131336230313462613939303164386537303064336630653430222c226174223a313739363137323239323331302c226b6579223a2261343638646537662d626132302d346664392d613634372d393362653365363964666661222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 228);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 234, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3435343738342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223130363965613830306461313432363761326666636239313939393230623961222c226174223a313739363137323239323435342c226b6579223a2266316537616136632d343061312d343130632d386232392d303535306236316139316266222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224832225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 234);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 235, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3435343738342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223130363965613830306461313432363761326666636239313939393230623961222c226174223a313739363137323239323435342c226b6579223a2266316537616136632d343061312d343130632d386232392d303535306236316139316266222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 235);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 236, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3439393035372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223864363866383633363665363434346661666237373462303463353462626566222c226174223a313739363137323239323439382c226b6579223a2236383663623864362d383530312d346566622d626533622d353534343463616637323461222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b2273656174223a302c226361726473223a5b224341225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 236);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 237, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3439393035372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223864363866383633363665363434346661666237373462303463353462626566222c226174223a313739363137323239323439382c226b6579223a2236383663623864362d383530312d346566622d626533622d353534343463616637323461222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b2273656174223a302c2263616c6c223a226d61756d6175222c226175746f223a747275657d7d', 237);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 238, 'maumau.RoundWon', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3439393035372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223864363866383633363665363434346661666237373462303463353462626566222c226174223a313739363137323239323439382c226b6579223a2236383663623864362d383530312d346566622d626533622d353534343463616637323461222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b22726f756e645f6e6f223a322c2273656174223a302c22726561736f6e223a226f7574222c22706f696e7473223a5b312c305d2c2268616e6473223a5b5b5d2c5b225338222c224832225d5d2c2273656564223a2236643965343237663562323837303338386265313934383837306437386330626631353466363263636564623363306261666136303230386564393132386636227d7d', 238);
INSERT INTO public.maumau_events VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 239, 'maumau.MatchFinished', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3537313933332b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226666363065646336643165623435303562383236356365366139623062336566222c226174223a313739363137323239323537317d2c2265223a7b225f76223a322c2277696e6e657273223a5b302c315d2c22746f74616c73223a5b312c315d2c227465726d696e6174696f6e223a22656e6465645f62795f686f7374222c22726561736f6e223a22656e6465642062792074686520686f7374227d7d', 239);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3833363437302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226232323963313731653164303433323361363539393436316134373332356233222c226174223a313739363137323239323833357d2c2265223a7b2272756c65736574223a7b226e616d65223a224d4d2d303031222c226465636b223a33322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c355d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226f7264696e617279222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d2c2241223a7b226b696e64223a22616761696e222c22616d6f756e74223a302c2277696c64223a66616c73657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a66616c73652c226c6173745f636172645f666f7262696464656e223a5b2237222c2238222c224a222c2241225d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226d616e75616c222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2270656e616c74795f706f696e7473222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a352c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22636c656f222c22626f743a72616e646f6d225d7d7d', 240);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3833363437302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226232323963313731653164303433323361363539393436316134373332356233222c226174223a313739363137323239323833357d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2236386339616535653436373131386333653332333338343064373131653361396663386333633264343663613339393730313266343833383138666561633163222c2273656564223a2262306261633063313861333962373138663834626263336134633264383639616164386334386338633861643063313635383433313036656131663339303736222c226465636b223a5b224351222c22534a222c224851222c22434b222c224337222c224841222c224441222c224838222c224451222c225339222c22483130222c225337222c22444b222c22444a222c225338222c224341222c224438222c225351222c224839222c22484a222c22433130222c22443130222c22484b222c22434a222c225341222c22534b222c224338222c224837222c22533130222c224439222c224437222c224339225d2c226578706c696369745f6465636b223a66616c73657d7d', 241);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3833363437302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226232323963313731653164303433323361363539393436316134373332356233222c226174223a313739363137323239323833357d2c2265223a7b2268616e6473223a5b5b224351222c224851222c224337222c224441222c224451225d2c5b22534a222c22434b222c224841222c224838222c225339225d5d7d7d', 242);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3833363437302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226232323963313731653164303433323361363539393436316134373332356233222c226174223a313739363137323239323833357d2c2265223a7b2263617264223a22483130222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 243);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3933353532372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226661343864666535313765373431636638343535393934363036326634656434222c226174223a313739363137323239323933357d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 244);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35322e3933353532372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226661343864666535313765373431636638343535393934363036326634656434222c226174223a313739363137323239323933357d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 245);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 7, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3035343635342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223931346661633761396135663463306661386137333439343936323463376433222c226174223a313739363137323239333035347d2c2265223a7b2273656174223a312c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 246);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 8, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3035343635342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223931346661633761396135663463306661386137333439343936323463376433222c226174223a313739363137323239333035347d2c2265223a7b2273656174223a312c2273756974223a2243227d7d', 247);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3035343635342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223931346661633761396135663463306661386137333439343936323463376433222c226174223a313739363137323239333035347d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 248);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3136383734322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226539313137316631336236343439323261373937386532303230616131613134222c226174223a313739363137323239333136387d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 249);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 11, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3136383734322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226539313137316631336236343439323261373937386532303230616131613134222c226174223a313739363137323239333136387d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 250);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 12, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3238313136352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539323333653265343934383465356539316433376637613430356633336364222c226174223a313739363137323239333238317d2c2265223a7b2273656174223a312c226361726473223a5b225337222c22444b225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 251);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 13, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3238313136352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539323333653265343934383465356539316433376637613430356633336364222c226174223a313739363137323239333238317d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 252);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 16, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3339393436302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223266646363323638393836613439393539336333353233323733616133393262222c226174223a313739363137323239333339397d2c2265223a7b2273656174223a312c226361726473223a5b22434b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 255);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 17, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3339393436302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223266646363323638393836613439393539336333353233323733616133393262222c226174223a313739363137323239333339397d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 256);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 14, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3336363939302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223834663463656539386163653437353962643933306235643439333135373531222c226174223a313739363137323239333336367d2c2265223a7b2273656174223a302c226361726473223a5b224351225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 253);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 15, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3336363939302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223834663463656539386163653437353962643933306235643439333135373531222c226174223a313739363137323239333336367d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 254);
INSERT INTO public.maumau_events VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 18, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3433313931332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039353033363135343432663462643039633430326661313038373434663334222c226174223a313739363137323239333433317d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444a227d7d', 257);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3637353232332b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226163313233386331323332663462336162313333656262646262336163343836222c226174223a313739363137323239333636327d2c2265223a7b2272756c65736574223a7b226e616d65223a224d4d2d303031222c226465636b223a33322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c355d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226f7264696e617279222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d2c2241223a7b226b696e64223a22616761696e222c22616d6f756e74223a302c2277696c64223a66616c73657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a66616c73652c226c6173745f636172645f666f7262696464656e223a5b2237222c2238222c224a222c2241225d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226d616e75616c222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2270656e616c74795f706f696e7473222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a352c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22646f7261222c22656d696c225d7d7d', 258);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3637353232332b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226163313233386331323332663462336162313333656262646262336163343836222c226174223a313739363137323239333636327d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2239343863363561623135666464633236633333316365333366623037646638306231303262383839626230616463336231636231656165316532383533346231222c2273656564223a2235393838613762363736633061623830626562396430303434386634663132666538616465656263356363623339376231613238343132633965316533653165222c226465636b223a5b224437222c22483130222c225341222c22534b222c22444b222c224837222c22484b222c22533130222c224451222c225338222c22434a222c22444a222c224851222c22443130222c22484a222c22534a222c22433130222c22434b222c224839222c224341222c224838222c225337222c224439222c224338222c224351222c224841222c225339222c224337222c224339222c224441222c225351222c224438225d2c226578706c696369745f6465636b223a66616c73657d7d', 259);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3637353232332b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226163313233386331323332663462336162313333656262646262336163343836222c226174223a313739363137323239333636327d2c2265223a7b2268616e6473223a5b5b224437222c225341222c22444b222c22484b222c224451225d2c5b22483130222c22534b222c224837222c22533130222c225338225d5d7d7d', 260);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3637353232332b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226163313233386331323332663462336162313333656262646262336163343836222c226174223a313739363137323239333636327d2c2265223a7b2263617264223a224851222c22627572696564223a5b22434a222c22444a225d2c22656666656374223a22222c2264726177223a307d7d', 261);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3738313533302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223938666463333630383635363438356139363733386166393466326365303661222c226174223a313739363137323239333738317d2c2265223a7b2273656174223a302c226361726473223a5b224451225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 262);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3738313533302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223938666463333630383635363438356139363733386166393466326365303661222c226174223a313739363137323239333738317d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 263);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 7, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3932363739332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223761343433636534396433323432336461343461353730313432353662366233222c226174223a313739363137323239333932367d2c2265223a7b2273656174223a312c226361726473223a5b22443130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22443130227d7d', 264);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 8, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3937333234372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223435376462626531646430363437333662393064353139323937333162363737222c226174223a313739363137323239333937337d2c2265223a7b2273656174223a312c226361726473223a5b22443130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 265);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35332e3937333234372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223435376462626531646430363437333662393064353139323937333162363737222c226174223a313739363137323239333937337d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 266);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3030343530352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226639323166393633383661353431343739646365643866376564303037636662222c226174223a313739363137323239343030347d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 267);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 11, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3030343530352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226639323166393633383661353431343739646365643866376564303037636662222c226174223a313739363137323239343030347d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 268);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 12, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3032373335342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223330323539613565633935313465663539346234333164346565663730386338222c226174223a313739363137323239343032377d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 269);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 13, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3032373335342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223330323539613565633935313465663539346234333164346565663730386338222c226174223a313739363137323239343032377d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 270);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 14, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3039303936332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226630323165383466613939613432313562326234653463303761396632653233222c226174223a313739363137323239343039307d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22656666656374223a22616761696e222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 271);
INSERT INTO public.maumau_events VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 15, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430303a34343a35342e3039303936332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226630323165383466613939613432313562326234653463303761396632653233222c226174223a313739363137323239343039307d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 272);


--
-- Data for Name: maumau_players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_players VALUES ('c3a71e93-2737-4214-a8f0-9ab0a75d76bb', 'ann', '2026-12-02 00:44:47.244291+00');
INSERT INTO public.maumau_players VALUES ('0f06d355-a16b-4066-821f-e1f06b62f72a', 'ben', '2026-12-02 00:44:47.336668+00');
INSERT INTO public.maumau_players VALUES ('ea23ffe7-6581-4dde-af65-64e705b7f9b7', 'cleo', '2026-12-02 00:44:52.690258+00');
INSERT INTO public.maumau_players VALUES ('00b4be7f-ea28-43df-91ba-970e53d15753', 'dora', '2026-12-02 00:44:53.506849+00');
INSERT INTO public.maumau_players VALUES ('0f11aaa0-5092-47e4-a0d1-53584976c968', 'emil', '2026-12-02 00:44:53.578878+00');
INSERT INTO public.maumau_players VALUES ('9dd42706-a541-4478-a2f0-d478f33092f1', 'fynn', '2026-12-02 00:44:54.173921+00');


--
-- Data for Name: maumau_reaction_timers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_reaction_tracking; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_rulesets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_seats; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_seats VALUES (1, 'c5bea6be-1c64-4c3a-abe0-493892dea9ae', 0, 'human', 'c3a71e93-2737-4214-a8f0-9ab0a75d76bb', NULL, 'c5287abca0322bac8c0a7ae8394aa968812c4bb7cdf0ab31b427a8e2545447ff', '2026-12-02 00:44:47.282623+00', NULL);
INSERT INTO public.maumau_seats VALUES (2, 'c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 'human', '0f06d355-a16b-4066-821f-e1f06b62f72a', NULL, '35242ceca87e147a9f4e2c9be3d1165378b2585cd2b3c847010cf950a464ddcb', '2026-12-02 00:44:47.356849+00', NULL);
INSERT INTO public.maumau_seats VALUES (3, '3a710bbf-f097-4a3d-a194-ac516895d556', 0, 'human', 'ea23ffe7-6581-4dde-af65-64e705b7f9b7', NULL, '760423a05b49eb1d44d79e58261843d2194265ef61a739bb7bf44f8ae5df81b5', '2026-12-02 00:44:52.727575+00', NULL);
INSERT INTO public.maumau_seats VALUES (4, '3a710bbf-f097-4a3d-a194-ac516895d556', 1, 'bot', NULL, 'random', '343276c1cbe9d4dc5d2154711f282aff42066c5e20eb89131c0baec5c2160461', '2026-12-02 00:44:52.783159+00', NULL);
INSERT INTO public.maumau_seats VALUES (5, '62abe99a-d7bc-4e59-8297-faa9e479102a', 0, 'human', '00b4be7f-ea28-43df-91ba-970e53d15753', NULL, '4eb52391843b91c4088ddbb48b89f2998ea97940bc0a3fceda9e69a37fecea8d', '2026-12-02 00:44:53.546798+00', NULL);
INSERT INTO public.maumau_seats VALUES (6, '62abe99a-d7bc-4e59-8297-faa9e479102a', 1, 'human', '0f11aaa0-5092-47e4-a0d1-53584976c968', NULL, '4a16d77354d646a5d3aa7d3b7964c9f9ca29c87c80a736c39aff5a6bd0f532aa', '2026-12-02 00:44:53.610193+00', NULL);
INSERT INTO public.maumau_seats VALUES (7, 'a9e2b590-927e-4413-a3c0-44281b9c2168', 0, 'human', '9dd42706-a541-4478-a2f0-d478f33092f1', NULL, '82934298614b976966887d0fd9d994c75b7665e628b9ab8dc582fa3d1e08a236', '2026-12-02 00:44:54.181341+00', NULL);
INSERT INTO public.maumau_seats VALUES (8, 'a9e2b590-927e-4413-a3c0-44281b9c2168', 1, 'bot', NULL, 'heuristic', 'b9615a5b1024c3d750079881d19cb50514d1c835c4918f616290cc6d4b509bdc', '2026-12-02 00:44:54.212052+00', NULL);


--
-- Data for Name: maumau_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_tables; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_tables VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 'TAVERN', '{"name": "TAVERN", "deck": 52, "decks": 1, "two_decks_from": null, "players": [2, 8], "hand_size": 5, "hand_size_2p": null, "start_card": "no_7_8_j", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": true, "last_card_forbidden": [], "multi_same_rank": false, "calls": "auto", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "wins", "card_values": "felt", "zone_jack_value": 2, "win_target": null, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, '44ef693e9502eb7930ff429c145d17a4c048a1dfc068a4b4b4c1535be21070a9', NULL, 'null', '2026-12-02 00:44:47.16385+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, 'a4bc5edcf0803d8a26708a800910eb5a55747414028f8e87cbc25c23f56480f3', NULL, 'null', '2026-12-02 00:44:52.638795+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, '07de926cd81a8a25a12ecacd5e34c6f4f0aa23c1ec118209f2051741fa4467a9', NULL, 'null', '2026-12-02 00:44:53.453955+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('a9e2b590-927e-4413-a3c0-44281b9c2168', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, 'cf64b3ce8a6c085f5bc92dda02e864e74505cb23d096dfb285c1016a7f7556fc', NULL, 'null', '2026-12-02 00:44:54.136622+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);


--
-- Data for Name: projection_parking; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: projection_skips; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: projection_tracking; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.projection_tracking VALUES ('leaderboards', 272, 1, 1, '2026-12-02 00:44:54.858087+00');
INSERT INTO public.projection_tracking VALUES ('audit', 272, 1, 1, '2026-12-02 00:44:54.942272+00');
INSERT INTO public.projection_tracking VALUES ('disputes', 272, 1, 1, '2026-12-02 00:44:54.94318+00');
INSERT INTO public.projection_tracking VALUES ('analytics', 272, 1, 1, '2026-12-02 00:44:54.943841+00');
INSERT INTO public.projection_tracking VALUES ('score_sheets', 272, 1, 1, '2026-12-02 00:44:54.951087+00');


--
-- Data for Name: score_sheet_matches_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.score_sheet_matches_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 'TAVERN', 'wins', 'felt', 2, '["ann", "ben"]', 'finished', 2, '[1, 1]', '[27, 10]', '[1, 1]', '[0, 1]', '["ann", "ben"]', 'ended by the host', '2026-12-02 00:44:47.426262+00', '2026-12-02 00:44:52.571933+00');
INSERT INTO public.score_sheet_matches_g1 VALUES ('3a710bbf-f097-4a3d-a194-ac516895d556', 'MM-001', 'penalty_points', 'felt', 2, '["cleo", "bot:random"]', 'running', 0, '[]', '[]', '[]', '[]', '[]', '', '2026-12-02 00:44:52.83647+00', NULL);
INSERT INTO public.score_sheet_matches_g1 VALUES ('62abe99a-d7bc-4e59-8297-faa9e479102a', 'MM-001', 'penalty_points', 'felt', 2, '["dora", "emil"]', 'running', 0, '[]', '[]', '[]', '[]', '[]', '', '2026-12-02 00:44:53.675223+00', NULL);


--
-- Data for Name: score_sheet_rounds_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.score_sheet_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 0, 'ann', 'lost', 'out', 3, '["S7", "SQ", "SK"]', 0, 27, 0, 27, 0, 0, '2026-12-02 00:44:48.186847+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 1, 1, 'ben', 'won', 'out', 0, '[]', 1, 0, 1, 0, 1, 1, '2026-12-02 00:44:48.186847+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 2, 0, 'ann', 'won', 'out', 0, '[]', 1, 0, 1, 27, 1, 1, '2026-12-02 00:44:52.499057+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('c5bea6be-1c64-4c3a-abe0-493892dea9ae', 2, 1, 'ben', 'lost', 'out', 2, '["S8", "H2"]', 0, 10, 1, 10, 0, 1, '2026-12-02 00:44:52.499057+00');


--
-- Name: maumau_events_notification_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.maumau_events_notification_id_seq', 272, true);


--
-- Name: maumau_seats_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.maumau_seats_id_seq', 8, true);


--
-- Name: alembic_version alembic_version_pkc; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);


--
-- Name: analytics_matches_g1 analytics_matches_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_matches_g1
    ADD CONSTRAINT analytics_matches_g1_pkey PRIMARY KEY (match_id);


--
-- Name: analytics_moves_g1 analytics_moves_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_moves_g1
    ADD CONSTRAINT analytics_moves_g1_pkey PRIMARY KEY (match_id, version);


--
-- Name: analytics_rounds_g1 analytics_rounds_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.analytics_rounds_g1
    ADD CONSTRAINT analytics_rounds_g1_pkey PRIMARY KEY (match_id, round_no);


--
-- Name: audit_trail_g1 audit_trail_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_trail_g1
    ADD CONSTRAINT audit_trail_g1_pkey PRIMARY KEY (match_id, version);


--
-- Name: leaderboard_g1 leaderboard_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.leaderboard_g1
    ADD CONSTRAINT leaderboard_g1_pkey PRIMARY KEY (player, ruleset, period);


--
-- Name: mau_challenges_g1 mau_challenges_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mau_challenges_g1
    ADD CONSTRAINT mau_challenges_g1_pkey PRIMARY KEY (match_id, version);


--
-- Name: mau_moments_g1 mau_moments_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mau_moments_g1
    ADD CONSTRAINT mau_moments_g1_pkey PRIMARY KEY (match_id, play_version);


--
-- Name: maumau_deal_sources maumau_deal_sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_deal_sources
    ADD CONSTRAINT maumau_deal_sources_pkey PRIMARY KEY (digest);


--
-- Name: maumau_events maumau_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_events
    ADD CONSTRAINT maumau_events_pkey PRIMARY KEY (originator_id, originator_version);


--
-- Name: maumau_players maumau_players_handle_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_players
    ADD CONSTRAINT maumau_players_handle_key UNIQUE (handle);


--
-- Name: maumau_players maumau_players_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_players
    ADD CONSTRAINT maumau_players_pkey PRIMARY KEY (id);


--
-- Name: maumau_reaction_timers maumau_reaction_timers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_reaction_timers
    ADD CONSTRAINT maumau_reaction_timers_pkey PRIMARY KEY (reaction, key);


--
-- Name: maumau_reaction_tracking maumau_reaction_tracking_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_reaction_tracking
    ADD CONSTRAINT maumau_reaction_tracking_pkey PRIMARY KEY (name);


--
-- Name: maumau_rulesets maumau_rulesets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_rulesets
    ADD CONSTRAINT maumau_rulesets_pkey PRIMARY KEY (id);


--
-- Name: maumau_seats maumau_seats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_seats
    ADD CONSTRAINT maumau_seats_pkey PRIMARY KEY (id);


--
-- Name: maumau_seats maumau_seats_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_seats
    ADD CONSTRAINT maumau_seats_token_hash_key UNIQUE (token_hash);


--
-- Name: maumau_snapshots maumau_snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_snapshots
    ADD CONSTRAINT maumau_snapshots_pkey PRIMARY KEY (originator_id, originator_version);


--
-- Name: maumau_tables maumau_tables_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_tables
    ADD CONSTRAINT maumau_tables_pkey PRIMARY KEY (id);


--
-- Name: projection_parking projection_parking_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.projection_parking
    ADD CONSTRAINT projection_parking_pkey PRIMARY KEY (name);


--
-- Name: projection_skips projection_skips_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.projection_skips
    ADD CONSTRAINT projection_skips_pkey PRIMARY KEY (projection, notification_id);


--
-- Name: projection_tracking projection_tracking_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.projection_tracking
    ADD CONSTRAINT projection_tracking_pkey PRIMARY KEY (name);


--
-- Name: score_sheet_matches_g1 score_sheet_matches_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.score_sheet_matches_g1
    ADD CONSTRAINT score_sheet_matches_g1_pkey PRIMARY KEY (match_id);


--
-- Name: score_sheet_rounds_g1 score_sheet_rounds_g1_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.score_sheet_rounds_g1
    ADD CONSTRAINT score_sheet_rounds_g1_pkey PRIMARY KEY (match_id, round_no, seat);


--
-- Name: ix_analytics_matches_g1_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_analytics_matches_g1_time ON public.analytics_matches_g1 USING btree (started_at);


--
-- Name: ix_analytics_moves_g1_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_analytics_moves_g1_time ON public.analytics_moves_g1 USING btree (recorded_at);


--
-- Name: ix_analytics_rounds_g1_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_analytics_rounds_g1_time ON public.analytics_rounds_g1 USING btree (ended_at);


--
-- Name: ix_audit_trail_g1_round; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_audit_trail_g1_round ON public.audit_trail_g1 USING btree (match_id, round_no);


--
-- Name: ix_leaderboard_g1_rank; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_leaderboard_g1_rank ON public.leaderboard_g1 USING btree (ruleset, period, ordinal);


--
-- Name: ix_mau_challenges_g1_moment; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_mau_challenges_g1_moment ON public.mau_challenges_g1 USING btree (match_id, moment_version);


--
-- Name: ix_maumau_deal_sources_table_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_deal_sources_table_id ON public.maumau_deal_sources USING btree (table_id);


--
-- Name: ix_maumau_reaction_timers_due_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_reaction_timers_due_at ON public.maumau_reaction_timers USING btree (due_at);


--
-- Name: ix_maumau_reaction_timers_stream; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_reaction_timers_stream ON public.maumau_reaction_timers USING btree (reaction, stream_id);


--
-- Name: ix_maumau_seats_table_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_seats_table_id ON public.maumau_seats USING btree (table_id);


--
-- Name: ix_maumau_tables_host_token_hash; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_tables_host_token_hash ON public.maumau_tables USING btree (host_token_hash);


--
-- Name: ix_maumau_tables_invite_hash; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_maumau_tables_invite_hash ON public.maumau_tables USING btree (invite_hash);


--
-- Name: ix_score_sheet_rounds_g1_ended; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ix_score_sheet_rounds_g1_ended ON public.score_sheet_rounds_g1 USING btree (ended_at);


--
-- Name: maumau_events_notification_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX maumau_events_notification_id_idx ON public.maumau_events USING btree (notification_id);


--
-- Name: maumau_seats_open_uq; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX maumau_seats_open_uq ON public.maumau_seats USING btree (table_id, seat) WHERE (left_at IS NULL);


--
-- Name: maumau_deal_sources maumau_deal_sources_table_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_deal_sources
    ADD CONSTRAINT maumau_deal_sources_table_id_fkey FOREIGN KEY (table_id) REFERENCES public.maumau_tables(id) ON DELETE CASCADE;


--
-- Name: maumau_seats maumau_seats_player_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_seats
    ADD CONSTRAINT maumau_seats_player_id_fkey FOREIGN KEY (player_id) REFERENCES public.maumau_players(id);


--
-- Name: maumau_seats maumau_seats_table_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.maumau_seats
    ADD CONSTRAINT maumau_seats_table_id_fkey FOREIGN KEY (table_id) REFERENCES public.maumau_tables(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


