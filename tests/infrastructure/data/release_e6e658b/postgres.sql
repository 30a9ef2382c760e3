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

INSERT INTO public.analytics_matches_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 'TAVERN', 'wins', 2, '["ann", "ben"]', '2026-12-02 01:04:41.553171+00', '2026-12-02 01:04:48.883799+00', 7330, 2, 239, 'finished', '[0, 1]', '["ann", "ben"]', '[1, 1]', 'ended by the host');
INSERT INTO public.analytics_matches_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 'MM-001', 'penalty_points', 2, '["cleo", "bot:random"]', '2026-12-02 01:04:49.175108+00', NULL, NULL, 0, 1, 'running', '[]', '[]', '[]', NULL);
INSERT INTO public.analytics_matches_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 'MM-001', 'penalty_points', 2, '["dora", "emil"]', '2026-12-02 01:04:50.03764+00', NULL, NULL, 0, 1, 'running', '[]', '[]', '[]', NULL);


--
-- Data for Name: analytics_moves_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 5, 5, '2026-12-02 01:04:41.763843+00', 'TAVERN', 2, 1, 1, 0, 0, 'ann', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 7, 7, '2026-12-02 01:04:41.809164+00', 'TAVERN', 2, 1, 2, 1, 1, 'ben', 'play', '["SJ"]', 1, 'J', 'wish', 'C', NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 10, 10, '2026-12-02 01:04:41.859749+00', 'TAVERN', 2, 1, 3, 0, 0, 'ann', 'play', '["C8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 13, 13, '2026-12-02 01:04:41.912716+00', 'TAVERN', 2, 1, 4, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 15, 15, '2026-12-02 01:04:41.982267+00', 'TAVERN', 2, 1, 5, 1, 1, 'ben', 'play', '["C3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 17, 17, '2026-12-02 01:04:42.050908+00', 'TAVERN', 2, 1, 6, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 18, 18, '2026-12-02 01:04:42.109707+00', 'TAVERN', 2, 1, 7, 0, 0, 'ann', 'play', '["C9"]', 1, '9', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 20, 20, '2026-12-02 01:04:42.168332+00', 'TAVERN', 2, 1, 8, 1, 1, 'ben', 'play', '["H9"]', 1, '9', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 22, 22, '2026-12-02 01:04:42.227019+00', 'TAVERN', 2, 1, 9, 0, 0, 'ann', 'play', '["H7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 24, 24, '2026-12-02 01:04:42.273774+00', 'TAVERN', 2, 1, 10, 1, 1, 'ben', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 2, 4, 2, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 26, 26, '2026-12-02 01:04:42.316032+00', 'TAVERN', 2, 1, 11, 0, 0, 'ann', 'play', '["H4"]', 1, '4', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 28, 28, '2026-12-02 01:04:42.362812+00', 'TAVERN', 2, 1, 12, 1, 1, 'ben', 'play', '["H10"]', 1, '10', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 30, 30, '2026-12-02 01:04:42.403619+00', 'TAVERN', 2, 1, 13, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 32, 32, '2026-12-02 01:04:42.445724+00', 'TAVERN', 2, 1, 14, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 34, 34, '2026-12-02 01:04:42.509555+00', 'TAVERN', 2, 1, 15, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 35, 35, '2026-12-02 01:04:42.578967+00', 'TAVERN', 2, 1, 16, 0, 0, 'ann', 'play', '["H8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 38, 38, '2026-12-02 01:04:42.647926+00', 'TAVERN', 2, 1, 17, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 40, 40, '2026-12-02 01:04:42.698796+00', 'TAVERN', 2, 1, 18, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 42, 42, '2026-12-02 01:04:42.758836+00', 'TAVERN', 2, 1, 19, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 43, 43, '2026-12-02 01:04:42.773217+00', 'TAVERN', 2, 1, 20, 0, 0, 'ann', 'play', '["D8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 5, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 46, 46, '2026-12-02 01:04:42.785194+00', 'TAVERN', 2, 1, 21, 0, 0, 'ann', 'play', '["D2"]', 1, '2', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 48, 48, '2026-12-02 01:04:42.799784+00', 'TAVERN', 2, 1, 22, 1, 1, 'ben', 'play', '["C2"]', 1, '2', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 50, 50, '2026-12-02 01:04:42.818975+00', 'TAVERN', 2, 1, 23, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 51, 51, '2026-12-02 01:04:42.82778+00', 'TAVERN', 2, 1, 24, 0, 0, 'ann', 'play', '["S2"]', 1, '2', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 53, 53, '2026-12-02 01:04:42.88673+00', 'TAVERN', 2, 1, 25, 1, 1, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 55, 55, '2026-12-02 01:04:42.933522+00', 'TAVERN', 2, 1, 26, 0, 0, 'ann', 'play', '["S6"]', 1, '6', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 57, 57, '2026-12-02 01:04:42.970017+00', 'TAVERN', 2, 1, 27, 1, 1, 'ben', 'play', '["D6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 59, 59, '2026-12-02 01:04:43.021831+00', 'TAVERN', 2, 1, 28, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 61, 61, '2026-12-02 01:04:43.076129+00', 'TAVERN', 2, 1, 29, 1, 1, 'ben', 'play', '["C6"]', 1, '6', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 63, 63, '2026-12-02 01:04:43.112992+00', 'TAVERN', 2, 1, 30, 0, 0, 'ann', 'play', '["C10"]', 1, '10', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 65, 65, '2026-12-02 01:04:43.150668+00', 'TAVERN', 2, 1, 31, 1, 1, 'ben', 'play', '["C4"]', 1, '4', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 67, 67, '2026-12-02 01:04:43.19076+00', 'TAVERN', 2, 1, 32, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 69, 69, '2026-12-02 01:04:43.225885+00', 'TAVERN', 2, 1, 33, 1, 1, 'ben', 'play', '["D4"]', 1, '4', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 72, 72, '2026-12-02 01:04:43.271157+00', 'TAVERN', 2, 1, 34, 0, 0, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 73, 73, '2026-12-02 01:04:43.315621+00', 'TAVERN', 2, 1, 35, 0, 0, 'ann', 'play', '["D3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 75, 75, '2026-12-02 01:04:43.35176+00', 'TAVERN', 2, 1, 36, 1, 1, 'ben', 'play', '["DK"]', 1, 'K', NULL, NULL, 'maumau', NULL, false, 1, 0, 0, 'D3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 81, 81, '2026-12-02 01:04:43.540677+00', 'TAVERN', 2, 2, 1, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 83, 83, '2026-12-02 01:04:43.587198+00', 'TAVERN', 2, 2, 2, 0, 1, 'ann', 'play', '["SJ"]', 1, 'J', 'wish', 'D', NULL, NULL, false, 5, 4, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 86, 86, '2026-12-02 01:04:43.64671+00', 'TAVERN', 2, 2, 3, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 87, 87, '2026-12-02 01:04:43.677709+00', 'TAVERN', 2, 2, 4, 1, 0, 'ben', 'play', '["D4"]', 1, '4', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 89, 89, '2026-12-02 01:04:43.701542+00', 'TAVERN', 2, 2, 5, 0, 1, 'ann', 'play', '["DQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 91, 91, '2026-12-02 01:04:44.407317+00', 'TAVERN', 2, 2, 6, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 92, 92, '2026-12-02 01:04:44.442866+00', 'TAVERN', 2, 2, 7, 1, 0, 'ben', 'play', '["D9"]', 1, '9', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 94, 94, '2026-12-02 01:04:44.480685+00', 'TAVERN', 2, 2, 8, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 96, 96, '2026-12-02 01:04:44.515167+00', 'TAVERN', 2, 2, 9, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 98, 98, '2026-12-02 01:04:44.565584+00', 'TAVERN', 2, 2, 10, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 99, 99, '2026-12-02 01:04:44.600155+00', 'TAVERN', 2, 2, 11, 0, 1, 'ann', 'play', '["DA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'D9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 101, 101, '2026-12-02 01:04:44.683117+00', 'TAVERN', 2, 2, 12, 1, 0, 'ben', 'play', '["HA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'DA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 103, 103, '2026-12-02 01:04:44.730722+00', 'TAVERN', 2, 2, 13, 0, 1, 'ann', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'HA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 105, 105, '2026-12-02 01:04:44.767173+00', 'TAVERN', 2, 2, 14, 1, 0, 'ben', 'play', '["H8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 6, 5, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 108, 108, '2026-12-02 01:04:44.843977+00', 'TAVERN', 2, 2, 15, 1, 0, 'ben', 'play', '["H4"]', 1, '4', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 110, 110, '2026-12-02 01:04:44.890753+00', 'TAVERN', 2, 2, 16, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 112, 112, '2026-12-02 01:04:44.923661+00', 'TAVERN', 2, 2, 17, 1, 0, 'ben', 'play', '["H5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 114, 114, '2026-12-02 01:04:44.981733+00', 'TAVERN', 2, 2, 18, 0, 1, 'ann', 'play', '["D5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'H5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 116, 116, '2026-12-02 01:04:45.024388+00', 'TAVERN', 2, 2, 19, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 117, 117, '2026-12-02 01:04:45.066997+00', 'TAVERN', 2, 2, 20, 1, 0, 'ben', 'play', '["D7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'D5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 119, 119, '2026-12-02 01:04:45.131284+00', 'TAVERN', 2, 2, 21, 0, 1, 'ann', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 3, 5, 2, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 121, 121, '2026-12-02 01:04:45.186938+00', 'TAVERN', 2, 2, 22, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 123, 123, '2026-12-02 01:04:45.23555+00', 'TAVERN', 2, 2, 23, 0, 1, 'ann', 'play', '["H7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 5, 4, 0, 'D7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 125, 125, '2026-12-02 01:04:45.302789+00', 'TAVERN', 2, 2, 24, 1, 0, 'ben', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 4, 6, 2, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 127, 127, '2026-12-02 01:04:45.360217+00', 'TAVERN', 2, 2, 25, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 129, 129, '2026-12-02 01:04:45.439162+00', 'TAVERN', 2, 2, 26, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 130, 130, '2026-12-02 01:04:45.482762+00', 'TAVERN', 2, 2, 27, 1, 0, 'ben', 'play', '["HK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'H7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 132, 132, '2026-12-02 01:04:45.542465+00', 'TAVERN', 2, 2, 28, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'HK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 134, 134, '2026-12-02 01:04:45.563687+00', 'TAVERN', 2, 2, 29, 1, 0, 'ben', 'play', '["SK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'HK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 136, 136, '2026-12-02 01:04:45.583333+00', 'TAVERN', 2, 2, 30, 0, 1, 'ann', 'play', '["S10"]', 1, '10', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'SK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 138, 138, '2026-12-02 01:04:45.624325+00', 'TAVERN', 2, 2, 31, 1, 0, 'ben', 'play', '["S6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 140, 140, '2026-12-02 01:04:45.633505+00', 'TAVERN', 2, 2, 32, 0, 1, 'ann', 'play', '["C6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'S6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 142, 142, '2026-12-02 01:04:45.660218+00', 'TAVERN', 2, 2, 33, 1, 0, 'ben', 'play', '["C8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 4, 3, 0, 'C6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 145, 145, '2026-12-02 01:04:45.669067+00', 'TAVERN', 2, 2, 34, 1, 0, 'ben', 'play', '["D8"]', 1, '8', 'skip', NULL, NULL, NULL, false, 3, 2, 0, 'C8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 148, 148, '2026-12-02 01:04:45.694633+00', 'TAVERN', 2, 2, 35, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 150, 150, '2026-12-02 01:04:45.713387+00', 'TAVERN', 2, 2, 36, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 152, 152, '2026-12-02 01:04:45.743831+00', 'TAVERN', 2, 2, 37, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 3, 4, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 154, 154, '2026-12-02 01:04:45.822608+00', 'TAVERN', 2, 2, 38, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 155, 155, '2026-12-02 01:04:45.855787+00', 'TAVERN', 2, 2, 39, 0, 1, 'ann', 'play', '["DK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'D8', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 157, 157, '2026-12-02 01:04:45.883638+00', 'TAVERN', 2, 2, 40, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 4, 5, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 158, 158, '2026-12-02 01:04:45.912396+00', 'TAVERN', 2, 2, 41, 1, 0, 'ben', 'play', '["D6"]', 1, '6', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 160, 160, '2026-12-02 01:04:45.954637+00', 'TAVERN', 2, 2, 42, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 161, 161, '2026-12-02 01:04:45.991689+00', 'TAVERN', 2, 2, 43, 0, 1, 'ann', 'play', '["HJ"]', 1, 'J', 'wish', 'S', NULL, NULL, false, 6, 5, 0, 'D6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 164, 164, '2026-12-02 01:04:46.058649+00', 'TAVERN', 2, 2, 44, 1, 0, 'ben', 'play', '["S7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'HJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 166, 166, '2026-12-02 01:04:46.101816+00', 'TAVERN', 2, 2, 45, 0, 1, 'ann', 'play', '["C7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 5, 4, 2, 'S7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 168, 168, '2026-12-02 01:04:46.137229+00', 'TAVERN', 2, 2, 46, 1, 0, 'ben', 'effect_draw', NULL, 4, NULL, NULL, NULL, NULL, NULL, false, 3, 7, 4, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 170, 170, '2026-12-02 01:04:46.21489+00', 'TAVERN', 2, 2, 47, 0, 1, 'ann', 'play', '["C5"]', 1, '5', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 172, 172, '2026-12-02 01:04:46.2819+00', 'TAVERN', 2, 2, 48, 1, 0, 'ben', 'play', '["C4"]', 1, '4', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'C5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 174, 174, '2026-12-02 01:04:46.346929+00', 'TAVERN', 2, 2, 49, 0, 1, 'ann', 'play', '["CQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C4', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 176, 176, '2026-12-02 01:04:46.435324+00', 'TAVERN', 2, 2, 50, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 6, 7, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 178, 178, '2026-12-02 01:04:46.632919+00', 'TAVERN', 2, 2, 51, 0, 1, 'ann', 'play', '["C2"]', 1, '2', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 181, 181, '2026-12-02 01:04:46.76166+00', 'TAVERN', 2, 2, 52, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 7, 8, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 182, 182, '2026-12-02 01:04:46.846062+00', 'TAVERN', 2, 2, 53, 1, 0, 'ben', 'play', '["C9"]', 1, '9', NULL, NULL, NULL, NULL, false, 8, 7, 0, 'C2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 184, 184, '2026-12-02 01:04:46.919656+00', 'TAVERN', 2, 2, 54, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 185, 185, '2026-12-02 01:04:46.986812+00', 'TAVERN', 2, 2, 55, 0, 1, 'ann', 'play', '["C10"]', 1, '10', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'C9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 188, 188, '2026-12-02 01:04:47.071176+00', 'TAVERN', 2, 2, 56, 1, 0, 'ben', 'play', '["H10"]', 1, '10', NULL, NULL, NULL, NULL, false, 7, 6, 0, 'C10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 190, 190, '2026-12-02 01:04:47.138778+00', 'TAVERN', 2, 2, 57, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 192, 192, '2026-12-02 01:04:47.238913+00', 'TAVERN', 2, 2, 58, 1, 0, 'ben', 'play', '["H9"]', 1, '9', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 194, 194, '2026-12-02 01:04:47.312068+00', 'TAVERN', 2, 2, 59, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 196, 196, '2026-12-02 01:04:47.424883+00', 'TAVERN', 2, 2, 60, 1, 0, 'ben', 'play', '["S9"]', 1, '9', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 198, 198, '2026-12-02 01:04:47.515407+00', 'TAVERN', 2, 2, 61, 0, 1, 'ann', 'play', '["SA"]', 1, 'A', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S9', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 200, 200, '2026-12-02 01:04:47.59112+00', 'TAVERN', 2, 2, 62, 1, 0, 'ben', 'play', '["S3"]', 1, '3', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'SA', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 202, 202, '2026-12-02 01:04:47.65795+00', 'TAVERN', 2, 2, 63, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'S3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 203, 203, '2026-12-02 01:04:47.72075+00', 'TAVERN', 2, 2, 64, 0, 1, 'ann', 'play', '["C3"]', 1, '3', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'S3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 205, 205, '2026-12-02 01:04:47.784047+00', 'TAVERN', 2, 2, 65, 1, 0, 'ben', 'play', '["D3"]', 1, '3', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 207, 207, '2026-12-02 01:04:47.850196+00', 'TAVERN', 2, 2, 66, 0, 1, 'ann', 'play', '["D10"]', 1, '10', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'D3', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 210, 210, '2026-12-02 01:04:47.908922+00', 'TAVERN', 2, 2, 67, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 211, 211, '2026-12-02 01:04:47.983343+00', 'TAVERN', 2, 2, 68, 1, 0, 'ben', 'play', '["D2"]', 1, '2', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 213, 213, '2026-12-02 01:04:48.095908+00', 'TAVERN', 2, 2, 69, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 214, 214, '2026-12-02 01:04:48.208049+00', 'TAVERN', 2, 2, 70, 0, 1, 'ann', 'play', '["S2"]', 1, '2', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'D2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 217, 217, '2026-12-02 01:04:48.281187+00', 'TAVERN', 2, 2, 71, 1, 0, 'ben', 'play', '["S5"]', 1, '5', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'S2', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 220, 220, '2026-12-02 01:04:48.337735+00', 'TAVERN', 2, 2, 72, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'S5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 221, 221, '2026-12-02 01:04:48.399056+00', 'TAVERN', 2, 2, 73, 0, 1, 'ann', 'play', '["CJ"]', 1, 'J', 'wish', 'H', 'mau', NULL, false, 2, 1, 0, 'S5', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 225, 225, '2026-12-02 01:04:48.465647+00', 'TAVERN', 2, 2, 74, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'CJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 226, 226, '2026-12-02 01:04:48.536667+00', 'TAVERN', 2, 2, 75, 1, 0, 'ben', 'play', '["H6"]', 1, '6', NULL, NULL, 'mau', NULL, false, 2, 1, 0, 'CJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 229, 229, '2026-12-02 01:04:48.606863+00', 'TAVERN', 2, 2, 76, 0, 1, 'ann', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 230, 230, '2026-12-02 01:04:48.657367+00', 'TAVERN', 2, 2, 77, 0, 1, 'ann', 'play', '["DJ"]', 1, 'J', 'wish', 'C', 'mau', NULL, false, 2, 1, 0, 'H6', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 234, 234, '2026-12-02 01:04:48.741739+00', 'TAVERN', 2, 2, 78, 1, 0, 'ben', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 1, 2, 0, 'DJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 236, 236, '2026-12-02 01:04:48.794305+00', 'TAVERN', 2, 2, 79, 0, 1, 'ann', 'play', '["CA"]', 1, 'A', NULL, NULL, 'maumau', NULL, false, 1, 0, 0, 'DJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 5, 244, '2026-12-02 01:04:49.363699+00', 'MM-001', 2, 1, 1, 0, 0, 'cleo', 'play', '["HQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'H10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 7, 246, '2026-12-02 01:04:49.628361+00', 'MM-001', 2, 1, 2, 1, 1, 'bot:random', 'play', '["SJ"]', 1, 'J', 'wish', 'C', NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 10, 249, '2026-12-02 01:04:49.653413+00', 'MM-001', 2, 1, 3, 0, 0, 'cleo', 'play', '["C7"]', 1, '7', 'draw', NULL, NULL, NULL, false, 4, 3, 0, 'SJ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 12, 251, '2026-12-02 01:04:49.670678+00', 'MM-001', 2, 1, 4, 1, 1, 'bot:random', 'effect_draw', NULL, 2, NULL, NULL, NULL, NULL, NULL, false, 4, 6, 2, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 14, 253, '2026-12-02 01:04:49.712707+00', 'MM-001', 2, 1, 5, 0, 0, 'cleo', 'play', '["CQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 3, 2, 0, 'C7', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 16, 255, '2026-12-02 01:04:49.756456+00', 'MM-001', 2, 1, 6, 1, 1, 'bot:random', 'play', '["CK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'CQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 18, 257, '2026-12-02 01:04:49.826826+00', 'MM-001', 2, 1, 7, 0, 0, 'cleo', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 2, 3, 0, 'CK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 5, 262, '2026-12-02 01:04:50.117307+00', 'MM-001', 2, 1, 1, 0, 0, 'dora', 'play', '["DQ"]', 1, 'Q', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'HQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 7, 264, '2026-12-02 01:04:50.225435+00', 'MM-001', 2, 1, 2, 1, 1, 'emil', 'draw', NULL, 1, NULL, NULL, NULL, NULL, NULL, false, 5, 6, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 8, 265, '2026-12-02 01:04:50.300362+00', 'MM-001', 2, 1, 3, 1, 1, 'emil', 'play', '["D10"]', 1, '10', NULL, NULL, NULL, NULL, false, 6, 5, 0, 'DQ', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 10, 267, '2026-12-02 01:04:50.373709+00', 'MM-001', 2, 1, 4, 0, 0, 'dora', 'play', '["DK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 4, 3, 0, 'D10', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 12, 269, '2026-12-02 01:04:50.430712+00', 'MM-001', 2, 1, 5, 1, 1, 'emil', 'play', '["SK"]', 1, 'K', NULL, NULL, NULL, NULL, false, 5, 4, 0, 'DK', NULL);
INSERT INTO public.analytics_moves_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 14, 271, '2026-12-02 01:04:50.507816+00', 'MM-001', 2, 1, 6, 0, 0, 'dora', 'play', '["SA"]', 1, 'A', 'again', NULL, NULL, NULL, false, 3, 2, 0, 'SK', NULL);


--
-- Data for Name: analytics_rounds_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.analytics_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 'TAVERN', 2, 0, '2026-12-02 01:04:41.553171+00', '2026-12-02 01:04:43.35176+00', 1798, 76, 36, 30, 22, 15, 0, 0, 0, 0, 1, 1, 'ben', 'out', 'DK', 'K', NULL, '8', 'skip', 0, '[0, 1]', '[3, 0]');
INSERT INTO public.analytics_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 2, 'TAVERN', 2, 1, '2026-12-02 01:04:43.424779+00', '2026-12-02 01:04:48.794305+00', 5369, 161, 79, 62, 46, 38, 0, 0, 0, 0, 0, 1, 'ann', 'out', 'CA', 'A', NULL, 'J', 'wish', 0, '[1, 0]', '[0, 2]');


--
-- Data for Name: audit_trail_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 1, 0, '2026-12-02 01:04:41.553171+00', 'MatchStarted', NULL, NULL, 'Match started under TAVERN with 2 seats: seat 0 (ann), seat 1 (ben)', '{"type": "MatchStarted", "ruleset": {"name": "TAVERN", "deck": 52, "decks": 1, "two_decks_from": null, "players": [2, 8], "hand_size": 5, "hand_size_2p": null, "start_card": "no_7_8_j", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": true, "last_card_forbidden": [], "multi_same_rank": false, "calls": "auto", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "wins", "card_values": "felt", "zone_jack_value": 2, "win_target": null, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["ann", "ben"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 2, 2, 1, '2026-12-02 01:04:41.553171+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (ann) begins; commitment 0e811ce16b06e8406ee2e8747d8dbb6839a4e701dd9bab3fa0b313976feb72f2; seed 955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937; deck HQ SJ H4 C3 D2 H9 H7 DK C8 H10 H6 S6 C9 C2 C6 SK D4 H8 SQ C4 D8 S2 D6 C10 S7 D3 C5 DA S4 CQ C7 S9 HK CK HJ D7 S3 D10 H5 D5 DQ H2 DJ S10 D9 S8 S5 HA SA H3 CA CJ', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "0e811ce16b06e8406ee2e8747d8dbb6839a4e701dd9bab3fa0b313976feb72f2", "seed": "955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937", "deck": ["HQ", "SJ", "H4", "C3", "D2", "H9", "H7", "DK", "C8", "H10", "H6", "S6", "C9", "C2", "C6", "SK", "D4", "H8", "SQ", "C4", "D8", "S2", "D6", "C10", "S7", "D3", "C5", "DA", "S4", "CQ", "C7", "S9", "HK", "CK", "HJ", "D7", "S3", "D10", "H5", "D5", "DQ", "H2", "DJ", "S10", "D9", "S8", "S5", "HA", "SA", "H3", "CA", "CJ"], "explicit_deck": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 3, 3, 1, '2026-12-02 01:04:41.553171+00', 'CardsDealt', NULL, NULL, 'Dealt: seat 0 (ann) HQ H4 D2 H7 C8; seat 1 (ben) SJ C3 H9 DK H10', '{"type": "CardsDealt", "hands": [["HQ", "H4", "D2", "H7", "C8"], ["SJ", "C3", "H9", "DK", "H10"]]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 4, 4, 1, '2026-12-02 01:04:41.553171+00', 'StartCardTurned', NULL, NULL, 'Start card H6', '{"type": "StartCardTurned", "card": "H6", "buried": [], "effect": "", "draw": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 5, 5, 1, '2026-12-02 01:04:41.763843+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 6, 6, 1, '2026-12-02 01:04:41.763843+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 7, 7, 1, '2026-12-02 01:04:41.809164+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played SJ (wish)', '{"type": "CardPlayed", "seat": 1, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 8, 8, 1, '2026-12-02 01:04:41.809164+00', 'SuitWished', 1, 'ben', 'seat 1 (ben) wished Clubs', '{"type": "SuitWished", "seat": 1, "suit": "C"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 9, 9, 1, '2026-12-02 01:04:41.809164+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 10, 10, 1, '2026-12-02 01:04:41.859749+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["C8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 11, 11, 1, '2026-12-02 01:04:41.859749+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 12, 12, 1, '2026-12-02 01:04:41.859749+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 13, 13, 1, '2026-12-02 01:04:41.912716+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S6', '{"type": "CardDrawn", "seat": 0, "cards": ["S6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 14, 14, 1, '2026-12-02 01:04:41.912716+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 15, 15, 1, '2026-12-02 01:04:41.982267+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C3', '{"type": "CardPlayed", "seat": 1, "cards": ["C3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 16, 16, 1, '2026-12-02 01:04:41.982267+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 17, 17, 1, '2026-12-02 01:04:42.050908+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C9; may play C9', '{"type": "CardDrawn", "seat": 0, "cards": ["C9"], "reason": "choice", "playable": "C9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 18, 18, 1, '2026-12-02 01:04:42.109707+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C9', '{"type": "CardPlayed", "seat": 0, "cards": ["C9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 19, 19, 1, '2026-12-02 01:04:42.109707+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 20, 20, 1, '2026-12-02 01:04:42.168332+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H9', '{"type": "CardPlayed", "seat": 1, "cards": ["H9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 21, 21, 1, '2026-12-02 01:04:42.168332+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 22, 22, 1, '2026-12-02 01:04:42.227019+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["H7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 23, 23, 1, '2026-12-02 01:04:42.227019+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 24, 24, 1, '2026-12-02 01:04:42.273774+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C2 C6 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["C2", "C6"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 25, 25, 1, '2026-12-02 01:04:42.273774+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 26, 26, 1, '2026-12-02 01:04:42.316032+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H4', '{"type": "CardPlayed", "seat": 0, "cards": ["H4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 27, 27, 1, '2026-12-02 01:04:42.316032+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 28, 28, 1, '2026-12-02 01:04:42.362812+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H10', '{"type": "CardPlayed", "seat": 1, "cards": ["H10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 29, 29, 1, '2026-12-02 01:04:42.362812+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 30, 30, 1, '2026-12-02 01:04:42.403619+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SK', '{"type": "CardDrawn", "seat": 0, "cards": ["SK"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 31, 31, 1, '2026-12-02 01:04:42.403619+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 32, 32, 1, '2026-12-02 01:04:42.445724+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D4', '{"type": "CardDrawn", "seat": 1, "cards": ["D4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 33, 33, 1, '2026-12-02 01:04:42.445724+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 34, 34, 1, '2026-12-02 01:04:42.509555+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew H8; may play H8', '{"type": "CardDrawn", "seat": 0, "cards": ["H8"], "reason": "choice", "playable": "H8"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 35, 35, 1, '2026-12-02 01:04:42.578967+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["H8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 36, 36, 1, '2026-12-02 01:04:42.578967+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 37, 37, 1, '2026-12-02 01:04:42.578967+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 38, 38, 1, '2026-12-02 01:04:42.647926+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SQ', '{"type": "CardDrawn", "seat": 0, "cards": ["SQ"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 39, 39, 1, '2026-12-02 01:04:42.647926+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 40, 40, 1, '2026-12-02 01:04:42.698796+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C4', '{"type": "CardDrawn", "seat": 1, "cards": ["C4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 41, 41, 1, '2026-12-02 01:04:42.698796+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 42, 42, 1, '2026-12-02 01:04:42.758836+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D8; may play D8', '{"type": "CardDrawn", "seat": 0, "cards": ["D8"], "reason": "choice", "playable": "D8"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 43, 43, 1, '2026-12-02 01:04:42.773217+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D8 (skip)', '{"type": "CardPlayed", "seat": 0, "cards": ["D8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 44, 44, 1, '2026-12-02 01:04:42.773217+00', 'TurnSkipped', 1, 'ben', 'seat 1 (ben) is skipped', '{"type": "TurnSkipped", "seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 45, 45, 1, '2026-12-02 01:04:42.773217+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 46, 46, 1, '2026-12-02 01:04:42.785194+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D2', '{"type": "CardPlayed", "seat": 0, "cards": ["D2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 47, 47, 1, '2026-12-02 01:04:42.785194+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 48, 48, 1, '2026-12-02 01:04:42.799784+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C2', '{"type": "CardPlayed", "seat": 1, "cards": ["C2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 49, 49, 1, '2026-12-02 01:04:42.799784+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 50, 50, 1, '2026-12-02 01:04:42.818975+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S2; may play S2', '{"type": "CardDrawn", "seat": 0, "cards": ["S2"], "reason": "choice", "playable": "S2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 51, 51, 1, '2026-12-02 01:04:42.82778+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S2', '{"type": "CardPlayed", "seat": 0, "cards": ["S2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 52, 52, 1, '2026-12-02 01:04:42.82778+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 53, 53, 1, '2026-12-02 01:04:42.88673+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D6', '{"type": "CardDrawn", "seat": 1, "cards": ["D6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 54, 54, 1, '2026-12-02 01:04:42.88673+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 55, 55, 1, '2026-12-02 01:04:42.933522+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S6', '{"type": "CardPlayed", "seat": 0, "cards": ["S6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 56, 56, 1, '2026-12-02 01:04:42.933522+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 57, 57, 1, '2026-12-02 01:04:42.970017+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D6', '{"type": "CardPlayed", "seat": 1, "cards": ["D6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 58, 58, 1, '2026-12-02 01:04:42.970017+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 59, 59, 1, '2026-12-02 01:04:43.021831+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C10', '{"type": "CardDrawn", "seat": 0, "cards": ["C10"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 60, 60, 1, '2026-12-02 01:04:43.021831+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 61, 61, 1, '2026-12-02 01:04:43.076129+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C6', '{"type": "CardPlayed", "seat": 1, "cards": ["C6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 62, 62, 1, '2026-12-02 01:04:43.076129+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 63, 63, 1, '2026-12-02 01:04:43.112992+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C10', '{"type": "CardPlayed", "seat": 0, "cards": ["C10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 64, 64, 1, '2026-12-02 01:04:43.112992+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 65, 65, 1, '2026-12-02 01:04:43.150668+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C4', '{"type": "CardPlayed", "seat": 1, "cards": ["C4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 66, 66, 1, '2026-12-02 01:04:43.150668+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 67, 67, 1, '2026-12-02 01:04:43.19076+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S7', '{"type": "CardDrawn", "seat": 0, "cards": ["S7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 68, 68, 1, '2026-12-02 01:04:43.19076+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 69, 69, 1, '2026-12-02 01:04:43.225885+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D4', '{"type": "CardPlayed", "seat": 1, "cards": ["D4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 70, 70, 1, '2026-12-02 01:04:43.225885+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 71, 71, 1, '2026-12-02 01:04:43.225885+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 72, 72, 1, '2026-12-02 01:04:43.271157+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D3; may play D3', '{"type": "CardDrawn", "seat": 0, "cards": ["D3"], "reason": "choice", "playable": "D3"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 73, 73, 1, '2026-12-02 01:04:43.315621+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D3', '{"type": "CardPlayed", "seat": 0, "cards": ["D3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 74, 74, 1, '2026-12-02 01:04:43.315621+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 75, 75, 1, '2026-12-02 01:04:43.35176+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played DK', '{"type": "CardPlayed", "seat": 1, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 76, 76, 1, '2026-12-02 01:04:43.35176+00', 'MauCalled', 1, 'ben', 'The service called ''Mau-Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "maumau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 77, 77, 1, '2026-12-02 01:04:43.35176+00', 'RoundWon', 1, 'ben', 'Round 1 won by seat 1 (ben) (out); points 0, 1; cards left: seat 0 (ann) S7 SQ SK; seed revealed 955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937', '{"type": "RoundWon", "round_no": 1, "seat": 1, "reason": "out", "points": [0, 1], "hands": [["S7", "SQ", "SK"], []], "seed": "955f793679a7cb22255f4250acded8bc0e0390933e8137d833c9f8d140fda937"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 78, 78, 2, '2026-12-02 01:04:43.424779+00', 'RoundStarted', NULL, NULL, 'Round 2 started; seat 1 (ben) begins; commitment afe2ccd5355484119188d89cfe89f05396a87dce11d6e0128fad87523f33ba67; seed 6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6; deck H8 SJ H4 C5 HA CQ H5 C2 S6 DQ CK S3 D4 D9 HQ C4 DA D5 D7 H7 S10 SK D8 C8 C6 HK C7 S7 SA S9 DK D6 HJ D3 H9 H10 S5 S8 C9 C10 CA D10 C3 D2 S2 CJ H6 DJ H2 S4 H3 SQ', '{"type": "RoundStarted", "round_no": 2, "first_seat": 1, "commitment": "afe2ccd5355484119188d89cfe89f05396a87dce11d6e0128fad87523f33ba67", "seed": "6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6", "deck": ["H8", "SJ", "H4", "C5", "HA", "CQ", "H5", "C2", "S6", "DQ", "CK", "S3", "D4", "D9", "HQ", "C4", "DA", "D5", "D7", "H7", "S10", "SK", "D8", "C8", "C6", "HK", "C7", "S7", "SA", "S9", "DK", "D6", "HJ", "D3", "H9", "H10", "S5", "S8", "C9", "C10", "CA", "D10", "C3", "D2", "S2", "CJ", "H6", "DJ", "H2", "S4", "H3", "SQ"], "explicit_deck": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 79, 79, 2, '2026-12-02 01:04:43.424779+00', 'CardsDealt', NULL, NULL, 'Dealt: seat 0 (ann) SJ C5 CQ C2 DQ; seat 1 (ben) H8 H4 HA H5 S6', '{"type": "CardsDealt", "hands": [["SJ", "C5", "CQ", "C2", "DQ"], ["H8", "H4", "HA", "H5", "S6"]]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 80, 80, 2, '2026-12-02 01:04:43.424779+00', 'StartCardTurned', NULL, NULL, 'Start card CK', '{"type": "StartCardTurned", "card": "CK", "buried": [], "effect": "", "draw": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 81, 81, 2, '2026-12-02 01:04:43.540677+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S3', '{"type": "CardDrawn", "seat": 1, "cards": ["S3"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 82, 82, 2, '2026-12-02 01:04:43.540677+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 83, 83, 2, '2026-12-02 01:04:43.587198+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played SJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 84, 84, 2, '2026-12-02 01:04:43.587198+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Diamonds', '{"type": "SuitWished", "seat": 0, "suit": "D"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 85, 85, 2, '2026-12-02 01:04:43.587198+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 86, 86, 2, '2026-12-02 01:04:43.64671+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D4; may play D4', '{"type": "CardDrawn", "seat": 1, "cards": ["D4"], "reason": "choice", "playable": "D4"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 87, 87, 2, '2026-12-02 01:04:43.677709+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D4', '{"type": "CardPlayed", "seat": 1, "cards": ["D4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 88, 88, 2, '2026-12-02 01:04:43.677709+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 89, 89, 2, '2026-12-02 01:04:43.701542+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DQ', '{"type": "CardPlayed", "seat": 0, "cards": ["DQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 90, 90, 2, '2026-12-02 01:04:43.701542+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 91, 91, 2, '2026-12-02 01:04:44.407317+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D9; may play D9', '{"type": "CardDrawn", "seat": 1, "cards": ["D9"], "reason": "choice", "playable": "D9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 92, 92, 2, '2026-12-02 01:04:44.442866+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D9', '{"type": "CardPlayed", "seat": 1, "cards": ["D9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 93, 93, 2, '2026-12-02 01:04:44.442866+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 94, 94, 2, '2026-12-02 01:04:44.480685+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew HQ', '{"type": "CardDrawn", "seat": 0, "cards": ["HQ"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 95, 95, 2, '2026-12-02 01:04:44.480685+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 96, 96, 2, '2026-12-02 01:04:44.515167+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C4', '{"type": "CardDrawn", "seat": 1, "cards": ["C4"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 97, 97, 2, '2026-12-02 01:04:44.515167+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 98, 98, 2, '2026-12-02 01:04:44.565584+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DA; may play DA', '{"type": "CardDrawn", "seat": 0, "cards": ["DA"], "reason": "choice", "playable": "DA"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 99, 99, 2, '2026-12-02 01:04:44.600155+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DA', '{"type": "CardPlayed", "seat": 0, "cards": ["DA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 100, 100, 2, '2026-12-02 01:04:44.600155+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 101, 101, 2, '2026-12-02 01:04:44.683117+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played HA', '{"type": "CardPlayed", "seat": 1, "cards": ["HA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 102, 102, 2, '2026-12-02 01:04:44.683117+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 103, 103, 2, '2026-12-02 01:04:44.730722+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 143, 143, 2, '2026-12-02 01:04:45.660218+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 104, 104, 2, '2026-12-02 01:04:44.730722+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 105, 105, 2, '2026-12-02 01:04:44.767173+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["H8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 106, 106, 2, '2026-12-02 01:04:44.767173+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 107, 107, 2, '2026-12-02 01:04:44.767173+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 108, 108, 2, '2026-12-02 01:04:44.843977+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H4', '{"type": "CardPlayed", "seat": 1, "cards": ["H4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 109, 109, 2, '2026-12-02 01:04:44.843977+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 110, 110, 2, '2026-12-02 01:04:44.890753+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D5', '{"type": "CardDrawn", "seat": 0, "cards": ["D5"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 111, 111, 2, '2026-12-02 01:04:44.890753+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 112, 112, 2, '2026-12-02 01:04:44.923661+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H5', '{"type": "CardPlayed", "seat": 1, "cards": ["H5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 113, 113, 2, '2026-12-02 01:04:44.923661+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 114, 114, 2, '2026-12-02 01:04:44.981733+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D5', '{"type": "CardPlayed", "seat": 0, "cards": ["D5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 115, 115, 2, '2026-12-02 01:04:44.981733+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 116, 116, 2, '2026-12-02 01:04:45.024388+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D7; may play D7', '{"type": "CardDrawn", "seat": 1, "cards": ["D7"], "reason": "choice", "playable": "D7"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 117, 117, 2, '2026-12-02 01:04:45.066997+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D7 (draw 2)', '{"type": "CardPlayed", "seat": 1, "cards": ["D7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 118, 118, 2, '2026-12-02 01:04:45.066997+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 119, 119, 2, '2026-12-02 01:04:45.131284+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew H7 S10 (draw penalty)', '{"type": "CardDrawn", "seat": 0, "cards": ["H7", "S10"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 120, 120, 2, '2026-12-02 01:04:45.131284+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 121, 121, 2, '2026-12-02 01:04:45.186938+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew SK', '{"type": "CardDrawn", "seat": 1, "cards": ["SK"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 122, 122, 2, '2026-12-02 01:04:45.186938+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 123, 123, 2, '2026-12-02 01:04:45.23555+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played H7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["H7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 124, 124, 2, '2026-12-02 01:04:45.23555+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 125, 125, 2, '2026-12-02 01:04:45.302789+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D8 C8 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["D8", "C8"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 126, 126, 2, '2026-12-02 01:04:45.302789+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 127, 127, 2, '2026-12-02 01:04:45.360217+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C6', '{"type": "CardDrawn", "seat": 0, "cards": ["C6"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 128, 128, 2, '2026-12-02 01:04:45.360217+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 129, 129, 2, '2026-12-02 01:04:45.439162+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew HK; may play HK', '{"type": "CardDrawn", "seat": 1, "cards": ["HK"], "reason": "choice", "playable": "HK"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 130, 130, 2, '2026-12-02 01:04:45.482762+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played HK', '{"type": "CardPlayed", "seat": 1, "cards": ["HK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 131, 131, 2, '2026-12-02 01:04:45.482762+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 132, 132, 2, '2026-12-02 01:04:45.542465+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C7', '{"type": "CardDrawn", "seat": 0, "cards": ["C7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 133, 133, 2, '2026-12-02 01:04:45.542465+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 134, 134, 2, '2026-12-02 01:04:45.563687+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played SK', '{"type": "CardPlayed", "seat": 1, "cards": ["SK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 135, 135, 2, '2026-12-02 01:04:45.563687+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 136, 136, 2, '2026-12-02 01:04:45.583333+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S10', '{"type": "CardPlayed", "seat": 0, "cards": ["S10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 137, 137, 2, '2026-12-02 01:04:45.583333+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 138, 138, 2, '2026-12-02 01:04:45.624325+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S6', '{"type": "CardPlayed", "seat": 1, "cards": ["S6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 139, 139, 2, '2026-12-02 01:04:45.624325+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 140, 140, 2, '2026-12-02 01:04:45.633505+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C6', '{"type": "CardPlayed", "seat": 0, "cards": ["C6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 141, 141, 2, '2026-12-02 01:04:45.633505+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 142, 142, 2, '2026-12-02 01:04:45.660218+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["C8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 144, 144, 2, '2026-12-02 01:04:45.660218+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 145, 145, 2, '2026-12-02 01:04:45.669067+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D8 (skip)', '{"type": "CardPlayed", "seat": 1, "cards": ["D8"], "effect": "skip", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 146, 146, 2, '2026-12-02 01:04:45.669067+00', 'TurnSkipped', 0, 'ann', 'seat 0 (ann) is skipped', '{"type": "TurnSkipped", "seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 147, 147, 2, '2026-12-02 01:04:45.669067+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 148, 148, 2, '2026-12-02 01:04:45.694633+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S7', '{"type": "CardDrawn", "seat": 1, "cards": ["S7"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 149, 149, 2, '2026-12-02 01:04:45.694633+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 150, 150, 2, '2026-12-02 01:04:45.713387+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew SA', '{"type": "CardDrawn", "seat": 0, "cards": ["SA"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 151, 151, 2, '2026-12-02 01:04:45.713387+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 152, 152, 2, '2026-12-02 01:04:45.743831+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S9', '{"type": "CardDrawn", "seat": 1, "cards": ["S9"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 153, 153, 2, '2026-12-02 01:04:45.743831+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 154, 154, 2, '2026-12-02 01:04:45.822608+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DK; may play DK', '{"type": "CardDrawn", "seat": 0, "cards": ["DK"], "reason": "choice", "playable": "DK"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 155, 155, 2, '2026-12-02 01:04:45.855787+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DK', '{"type": "CardPlayed", "seat": 0, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 156, 156, 2, '2026-12-02 01:04:45.855787+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 157, 157, 2, '2026-12-02 01:04:45.883638+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D6; may play D6', '{"type": "CardDrawn", "seat": 1, "cards": ["D6"], "reason": "choice", "playable": "D6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 158, 158, 2, '2026-12-02 01:04:45.912396+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D6', '{"type": "CardPlayed", "seat": 1, "cards": ["D6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 159, 159, 2, '2026-12-02 01:04:45.912396+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 160, 160, 2, '2026-12-02 01:04:45.954637+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew HJ; may play HJ', '{"type": "CardDrawn", "seat": 0, "cards": ["HJ"], "reason": "choice", "playable": "HJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 161, 161, 2, '2026-12-02 01:04:45.991689+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played HJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["HJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 162, 162, 2, '2026-12-02 01:04:45.991689+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Spades', '{"type": "SuitWished", "seat": 0, "suit": "S"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 163, 163, 2, '2026-12-02 01:04:45.991689+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 164, 164, 2, '2026-12-02 01:04:46.058649+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S7 (draw 2)', '{"type": "CardPlayed", "seat": 1, "cards": ["S7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 165, 165, 2, '2026-12-02 01:04:46.058649+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 166, 166, 2, '2026-12-02 01:04:46.101816+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["C7"], "effect": "draw", "draw": 2, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 167, 167, 2, '2026-12-02 01:04:46.101816+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 168, 168, 2, '2026-12-02 01:04:46.137229+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D3 H9 H10 S5 (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": ["D3", "H9", "H10", "S5"], "reason": "draw_effect", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 169, 169, 2, '2026-12-02 01:04:46.137229+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 170, 170, 2, '2026-12-02 01:04:46.21489+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C5', '{"type": "CardPlayed", "seat": 0, "cards": ["C5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 171, 171, 2, '2026-12-02 01:04:46.21489+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 172, 172, 2, '2026-12-02 01:04:46.2819+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C4', '{"type": "CardPlayed", "seat": 1, "cards": ["C4"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 173, 173, 2, '2026-12-02 01:04:46.2819+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 174, 174, 2, '2026-12-02 01:04:46.346929+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CQ', '{"type": "CardPlayed", "seat": 0, "cards": ["CQ"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 175, 175, 2, '2026-12-02 01:04:46.346929+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 176, 176, 2, '2026-12-02 01:04:46.435324+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew S8', '{"type": "CardDrawn", "seat": 1, "cards": ["S8"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 177, 177, 2, '2026-12-02 01:04:46.435324+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 178, 178, 2, '2026-12-02 01:04:46.632919+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C2', '{"type": "CardPlayed", "seat": 0, "cards": ["C2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 179, 179, 2, '2026-12-02 01:04:46.632919+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 180, 180, 2, '2026-12-02 01:04:46.632919+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 181, 181, 2, '2026-12-02 01:04:46.76166+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew C9; may play C9', '{"type": "CardDrawn", "seat": 1, "cards": ["C9"], "reason": "choice", "playable": "C9"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 182, 182, 2, '2026-12-02 01:04:46.846062+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played C9', '{"type": "CardPlayed", "seat": 1, "cards": ["C9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 183, 183, 2, '2026-12-02 01:04:46.846062+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 184, 184, 2, '2026-12-02 01:04:46.919656+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C10; may play C10', '{"type": "CardDrawn", "seat": 0, "cards": ["C10"], "reason": "choice", "playable": "C10"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 185, 185, 2, '2026-12-02 01:04:46.986812+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C10', '{"type": "CardPlayed", "seat": 0, "cards": ["C10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 186, 186, 2, '2026-12-02 01:04:46.986812+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 187, 187, 2, '2026-12-02 01:04:46.986812+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 188, 188, 2, '2026-12-02 01:04:47.071176+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H10', '{"type": "CardPlayed", "seat": 1, "cards": ["H10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 189, 189, 2, '2026-12-02 01:04:47.071176+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 190, 190, 2, '2026-12-02 01:04:47.138778+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew CA', '{"type": "CardDrawn", "seat": 0, "cards": ["CA"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 191, 191, 2, '2026-12-02 01:04:47.138778+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 192, 192, 2, '2026-12-02 01:04:47.238913+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H9', '{"type": "CardPlayed", "seat": 1, "cards": ["H9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 193, 193, 2, '2026-12-02 01:04:47.238913+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 194, 194, 2, '2026-12-02 01:04:47.312068+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew D10', '{"type": "CardDrawn", "seat": 0, "cards": ["D10"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 195, 195, 2, '2026-12-02 01:04:47.312068+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 196, 196, 2, '2026-12-02 01:04:47.424883+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S9', '{"type": "CardPlayed", "seat": 1, "cards": ["S9"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 197, 197, 2, '2026-12-02 01:04:47.424883+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 198, 198, 2, '2026-12-02 01:04:47.515407+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played SA', '{"type": "CardPlayed", "seat": 0, "cards": ["SA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 199, 199, 2, '2026-12-02 01:04:47.515407+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 200, 200, 2, '2026-12-02 01:04:47.59112+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S3', '{"type": "CardPlayed", "seat": 1, "cards": ["S3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 201, 201, 2, '2026-12-02 01:04:47.59112+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 202, 202, 2, '2026-12-02 01:04:47.65795+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew C3; may play C3', '{"type": "CardDrawn", "seat": 0, "cards": ["C3"], "reason": "choice", "playable": "C3"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 203, 203, 2, '2026-12-02 01:04:47.72075+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played C3', '{"type": "CardPlayed", "seat": 0, "cards": ["C3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 204, 204, 2, '2026-12-02 01:04:47.72075+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 205, 205, 2, '2026-12-02 01:04:47.784047+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D3', '{"type": "CardPlayed", "seat": 1, "cards": ["D3"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 206, 206, 2, '2026-12-02 01:04:47.784047+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 207, 207, 2, '2026-12-02 01:04:47.850196+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played D10', '{"type": "CardPlayed", "seat": 0, "cards": ["D10"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 208, 208, 2, '2026-12-02 01:04:47.850196+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 209, 209, 2, '2026-12-02 01:04:47.850196+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 210, 210, 2, '2026-12-02 01:04:47.908922+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew D2; may play D2', '{"type": "CardDrawn", "seat": 1, "cards": ["D2"], "reason": "choice", "playable": "D2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 211, 211, 2, '2026-12-02 01:04:47.983343+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played D2', '{"type": "CardPlayed", "seat": 1, "cards": ["D2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 212, 212, 2, '2026-12-02 01:04:47.983343+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 213, 213, 2, '2026-12-02 01:04:48.095908+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew S2; may play S2', '{"type": "CardDrawn", "seat": 0, "cards": ["S2"], "reason": "choice", "playable": "S2"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 214, 214, 2, '2026-12-02 01:04:48.208049+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played S2', '{"type": "CardPlayed", "seat": 0, "cards": ["S2"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 215, 215, 2, '2026-12-02 01:04:48.208049+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 216, 216, 2, '2026-12-02 01:04:48.208049+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 217, 217, 2, '2026-12-02 01:04:48.281187+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played S5', '{"type": "CardPlayed", "seat": 1, "cards": ["S5"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 218, 218, 2, '2026-12-02 01:04:48.281187+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 219, 219, 2, '2026-12-02 01:04:48.281187+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 220, 220, 2, '2026-12-02 01:04:48.337735+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew CJ; may play CJ', '{"type": "CardDrawn", "seat": 0, "cards": ["CJ"], "reason": "choice", "playable": "CJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 221, 221, 2, '2026-12-02 01:04:48.399056+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["CJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 222, 222, 2, '2026-12-02 01:04:48.399056+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 223, 223, 2, '2026-12-02 01:04:48.399056+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Hearts', '{"type": "SuitWished", "seat": 0, "suit": "H"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 224, 224, 2, '2026-12-02 01:04:48.399056+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 225, 225, 2, '2026-12-02 01:04:48.465647+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew H6; may play H6', '{"type": "CardDrawn", "seat": 1, "cards": ["H6"], "reason": "choice", "playable": "H6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 226, 226, 2, '2026-12-02 01:04:48.536667+00', 'CardPlayed', 1, 'ben', 'seat 1 (ben) played H6', '{"type": "CardPlayed", "seat": 1, "cards": ["H6"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 227, 227, 2, '2026-12-02 01:04:48.536667+00', 'MauCalled', 1, 'ben', 'The service called ''Mau'' for seat 1 (ben)', '{"type": "MauCalled", "seat": 1, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 228, 228, 2, '2026-12-02 01:04:48.536667+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 229, 229, 2, '2026-12-02 01:04:48.606863+00', 'CardDrawn', 0, 'ann', 'seat 0 (ann) drew DJ; may play DJ', '{"type": "CardDrawn", "seat": 0, "cards": ["DJ"], "reason": "choice", "playable": "DJ"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 230, 230, 2, '2026-12-02 01:04:48.657367+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played DJ (wish)', '{"type": "CardPlayed", "seat": 0, "cards": ["DJ"], "effect": "wish", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 231, 231, 2, '2026-12-02 01:04:48.657367+00', 'MauCalled', 0, 'ann', 'The service called ''Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "mau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 232, 232, 2, '2026-12-02 01:04:48.657367+00', 'SuitWished', 0, 'ann', 'seat 0 (ann) wished Clubs', '{"type": "SuitWished", "seat": 0, "suit": "C"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 233, 233, 2, '2026-12-02 01:04:48.657367+00', 'TurnEnded', 0, 'ann', 'seat 0 (ann)''s turn ended; seat 1 (ben) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 234, 234, 2, '2026-12-02 01:04:48.741739+00', 'CardDrawn', 1, 'ben', 'seat 1 (ben) drew H2', '{"type": "CardDrawn", "seat": 1, "cards": ["H2"], "reason": "choice", "playable": null}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 235, 235, 2, '2026-12-02 01:04:48.741739+00', 'TurnEnded', 1, 'ben', 'seat 1 (ben)''s turn ended; seat 0 (ann) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 236, 236, 2, '2026-12-02 01:04:48.794305+00', 'CardPlayed', 0, 'ann', 'seat 0 (ann) played CA', '{"type": "CardPlayed", "seat": 0, "cards": ["CA"], "effect": "", "draw": 0, "jump_in": false}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 237, 237, 2, '2026-12-02 01:04:48.794305+00', 'MauCalled', 0, 'ann', 'The service called ''Mau-Mau'' for seat 0 (ann)', '{"type": "MauCalled", "seat": 0, "call": "maumau", "auto": true}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 238, 238, 2, '2026-12-02 01:04:48.794305+00', 'RoundWon', 0, 'ann', 'Round 2 won by seat 0 (ann) (out); points 1, 0; cards left: seat 1 (ben) S8 H2; seed revealed 6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6', '{"type": "RoundWon", "round_no": 2, "seat": 0, "reason": "out", "points": [1, 0], "hands": [[], ["S8", "H2"]], "seed": "6d9e427f5b2870388be1948870d78c0bf154f62ccedb3c0bafa60208ed9128f6"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 239, 239, 2, '2026-12-02 01:04:48.883799+00', 'MatchFinished', NULL, NULL, 'Match finished: seat 0 (ann), seat 1 (ben) won; totals 1, 1; ended by the host', '{"type": "MatchFinished", "winners": [0, 1], "totals": [1, 1], "termination": "ended_by_host", "reason": "ended by the host"}', false);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 1, 240, 0, '2026-12-02 01:04:49.175108+00', 'MatchStarted', NULL, NULL, 'Match started under MM-001 with 2 seats: seat 0 (cleo), seat 1 (bot:random)', '{"type": "MatchStarted", "ruleset": {"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["cleo", "bot:random"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 2, 241, 1, '2026-12-02 01:04:49.175108+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (cleo) begins; commitment 68c9ae5e467118c3e3233840d711e3a9fc8c3c2d46ca3997012f483818feac1c', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "68c9ae5e467118c3e3233840d711e3a9fc8c3c2d46ca3997012f483818feac1c", "seed": null, "deck": null, "explicit_deck": false, "deck_count": 32}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 3, 242, 1, '2026-12-02 01:04:49.175108+00', 'CardsDealt', NULL, NULL, 'Dealt 5 cards to each of 2 seats', '{"type": "CardsDealt", "hands": [null, null], "hand_sizes": [5, 5]}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 4, 243, 1, '2026-12-02 01:04:49.175108+00', 'StartCardTurned', NULL, NULL, 'Start card H10', '{"type": "StartCardTurned", "card": "H10", "buried": null, "effect": "", "draw": 0, "buried_count": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 5, 244, 1, '2026-12-02 01:04:49.363699+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played HQ', '{"type": "CardPlayed", "seat": 0, "cards": ["HQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 6, 245, 1, '2026-12-02 01:04:49.363699+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 7, 246, 1, '2026-12-02 01:04:49.628361+00', 'CardPlayed', 1, 'bot:random', 'seat 1 (bot:random) played SJ (wish)', '{"type": "CardPlayed", "seat": 1, "cards": ["SJ"], "effect": "wish", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 8, 247, 1, '2026-12-02 01:04:49.628361+00', 'SuitWished', 1, 'bot:random', 'seat 1 (bot:random) wished Clubs', '{"type": "SuitWished", "seat": 1, "suit": "C"}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 9, 248, 1, '2026-12-02 01:04:49.628361+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 10, 249, 1, '2026-12-02 01:04:49.653413+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played C7 (draw 2)', '{"type": "CardPlayed", "seat": 0, "cards": ["C7"], "effect": "draw", "draw": 2, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 11, 250, 1, '2026-12-02 01:04:49.653413+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 12, 251, 1, '2026-12-02 01:04:49.670678+00', 'CardDrawn', 1, 'bot:random', 'seat 1 (bot:random) drew 2 cards (draw penalty)', '{"type": "CardDrawn", "seat": 1, "cards": null, "reason": "draw_effect", "playable": null, "count": 2}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 13, 252, 1, '2026-12-02 01:04:49.670678+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 14, 253, 1, '2026-12-02 01:04:49.712707+00', 'CardPlayed', 0, 'cleo', 'seat 0 (cleo) played CQ', '{"type": "CardPlayed", "seat": 0, "cards": ["CQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 15, 254, 1, '2026-12-02 01:04:49.712707+00', 'TurnEnded', 0, 'cleo', 'seat 0 (cleo)''s turn ended; seat 1 (bot:random) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 16, 255, 1, '2026-12-02 01:04:49.756456+00', 'CardPlayed', 1, 'bot:random', 'seat 1 (bot:random) played CK', '{"type": "CardPlayed", "seat": 1, "cards": ["CK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 17, 256, 1, '2026-12-02 01:04:49.756456+00', 'TurnEnded', 1, 'bot:random', 'seat 1 (bot:random)''s turn ended; seat 0 (cleo) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 18, 257, 1, '2026-12-02 01:04:49.826826+00', 'CardDrawn', 0, 'cleo', 'seat 0 (cleo) drew 1 card', '{"type": "CardDrawn", "seat": 0, "cards": null, "reason": "choice", "playable": null, "count": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 1, 258, 0, '2026-12-02 01:04:50.03764+00', 'MatchStarted', NULL, NULL, 'Match started under MM-001 with 2 seats: seat 0 (dora), seat 1 (emil)', '{"type": "MatchStarted", "ruleset": {"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}, "seats": 2, "players": ["dora", "emil"]}', false);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 2, 259, 1, '2026-12-02 01:04:50.03764+00', 'RoundStarted', NULL, NULL, 'Round 1 started; seat 0 (dora) begins; commitment 948c65ab15fddc26c331ce33fb07df80b102b889bb0adc3b1cb1eae1e28534b1', '{"type": "RoundStarted", "round_no": 1, "first_seat": 0, "commitment": "948c65ab15fddc26c331ce33fb07df80b102b889bb0adc3b1cb1eae1e28534b1", "seed": null, "deck": null, "explicit_deck": false, "deck_count": 32}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 3, 260, 1, '2026-12-02 01:04:50.03764+00', 'CardsDealt', NULL, NULL, 'Dealt 5 cards to each of 2 seats', '{"type": "CardsDealt", "hands": [null, null], "hand_sizes": [5, 5]}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 4, 261, 1, '2026-12-02 01:04:50.03764+00', 'StartCardTurned', NULL, NULL, 'Start card HQ (2 buried first)', '{"type": "StartCardTurned", "card": "HQ", "buried": null, "effect": "", "draw": 0, "buried_count": 2}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 5, 262, 1, '2026-12-02 01:04:50.117307+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played DQ', '{"type": "CardPlayed", "seat": 0, "cards": ["DQ"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 6, 263, 1, '2026-12-02 01:04:50.117307+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 1 (emil) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 7, 264, 1, '2026-12-02 01:04:50.225435+00', 'CardDrawn', 1, 'emil', 'seat 1 (emil) drew 1 card', '{"type": "CardDrawn", "seat": 1, "cards": null, "reason": "choice", "playable": null, "count": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 8, 265, 1, '2026-12-02 01:04:50.300362+00', 'CardPlayed', 1, 'emil', 'seat 1 (emil) played D10', '{"type": "CardPlayed", "seat": 1, "cards": ["D10"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 9, 266, 1, '2026-12-02 01:04:50.300362+00', 'TurnEnded', 1, 'emil', 'seat 1 (emil)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 10, 267, 1, '2026-12-02 01:04:50.373709+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played DK', '{"type": "CardPlayed", "seat": 0, "cards": ["DK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 11, 268, 1, '2026-12-02 01:04:50.373709+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 1 (emil) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 1}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 12, 269, 1, '2026-12-02 01:04:50.430712+00', 'CardPlayed', 1, 'emil', 'seat 1 (emil) played SK', '{"type": "CardPlayed", "seat": 1, "cards": ["SK"], "effect": "", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 13, 270, 1, '2026-12-02 01:04:50.430712+00', 'TurnEnded', 1, 'emil', 'seat 1 (emil)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 1, "next_seat": 0}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 14, 271, 1, '2026-12-02 01:04:50.507816+00', 'CardPlayed', 0, 'dora', 'seat 0 (dora) played SA (again)', '{"type": "CardPlayed", "seat": 0, "cards": ["SA"], "effect": "again", "draw": 0, "jump_in": false}', true);
INSERT INTO public.audit_trail_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 15, 272, 1, '2026-12-02 01:04:50.507816+00', 'TurnEnded', 0, 'dora', 'seat 0 (dora)''s turn ended; seat 0 (dora) to move', '{"type": "TurnEnded", "seat": 0, "next_seat": 0}', true);


--
-- Data for Name: leaderboard_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.leaderboard_g1 VALUES ('ann', '*', '2026-12', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', '*', 'all', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', 'TAVERN', '2026-12', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ann', 'TAVERN', 'all', 1, 1, 1, 2, 1, 27, 13.5, 1, 1, 25.411309192632373, 7.82288719288111, 1.9426476139890454, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', '*', '2026-12', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', '*', 'all', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', 'TAVERN', '2026-12', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 01:04:48.883799+00');
INSERT INTO public.leaderboard_g1 VALUES ('ben', 'TAVERN', 'all', 1, 1, 1, 2, 1, 10, 5, 1, 1, 24.588690807367627, 7.82288719288111, 1.1200292287242988, '2026-12-02 01:04:48.883799+00');


--
-- Data for Name: mau_challenges_g1; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: mau_moments_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 178, 2, 0, 'ann', 'mau', '["C2"]', '2026-12-02 01:04:46.632919+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 185, 2, 0, 'ann', 'mau', '["C10"]', '2026-12-02 01:04:46.986812+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 207, 2, 0, 'ann', 'mau', '["D10"]', '2026-12-02 01:04:47.850196+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 214, 2, 0, 'ann', 'mau', '["S2"]', '2026-12-02 01:04:48.208049+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 217, 2, 1, 'ben', 'mau', '["S5"]', '2026-12-02 01:04:48.281187+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 221, 2, 0, 'ann', 'mau', '["CJ"]', '2026-12-02 01:04:48.399056+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 226, 2, 1, 'ben', 'mau', '["H6"]', '2026-12-02 01:04:48.536667+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 230, 2, 0, 'ann', 'mau', '["DJ"]', '2026-12-02 01:04:48.657367+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 236, 2, 0, 'ann', 'maumau', '["CA"]', '2026-12-02 01:04:48.794305+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 69, 1, 1, 'ben', 'mau', '["D4"]', '2026-12-02 01:04:43.225885+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');
INSERT INTO public.mau_moments_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 75, 1, 1, 'ben', 'maumau', '["DK"]', '2026-12-02 01:04:43.35176+00', true, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, 'called_auto');


--
-- Data for Name: maumau_deal_sources; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3535333137312b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226239343764313535376332633438313039383330356232393461323365303831222c226174223a313739363137333438313533387d2c2265223a7b2272756c65736574223a7b226e616d65223a2254415645524e222c226465636b223a35322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c385d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226e6f5f375f385f6a222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a747275652c226c6173745f636172645f666f7262696464656e223a5b5d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226175746f222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2277696e73222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a6e756c6c2c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22616e6e222c2262656e225d7d7d', 1);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3535333137312b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226239343764313535376332633438313039383330356232393461323365303831222c226174223a313739363137333438313533387d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2230653831316365313662303665383430366565326538373437643864626236383339613465373031646439626162336661306233313339373666656237326632222c2273656564223a2239353566373933363739613763623232323535663432353061636465643862633065303339303933336538313337643833336339663864313430666461393337222c226465636b223a5b224851222c22534a222c224834222c224333222c224432222c224839222c224837222c22444b222c224338222c22483130222c224836222c225336222c224339222c224332222c224336222c22534b222c224434222c224838222c225351222c224334222c224438222c225332222c224436222c22433130222c225337222c224433222c224335222c224441222c225334222c224351222c224337222c225339222c22484b222c22434b222c22484a222c224437222c225333222c22443130222c224835222c224435222c224451222c224832222c22444a222c22533130222c224439222c225338222c225335222c224841222c225341222c224833222c224341222c22434a225d2c226578706c696369745f6465636b223a66616c73657d7d', 2);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3535333137312b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226239343764313535376332633438313039383330356232393461323365303831222c226174223a313739363137333438313533387d2c2265223a7b2268616e6473223a5b5b224851222c224834222c224432222c224837222c224338225d2c5b22534a222c224333222c224839222c22444b222c22483130225d5d7d7d', 3);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3535333137312b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226239343764313535376332633438313039383330356232393461323365303831222c226174223a313739363137333438313533387d2c2265223a7b2263617264223a224836222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 4);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3736333834332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223436636265653664626438343466613062353936323035333630323564336333222c226174223a313739363137333438313736332c226b6579223a2238616230646430312d376563332d343836632d396531342d323234633837643663336136222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 5);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3736333834332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223436636265653664626438343466613062353936323035333630323564336333222c226174223a313739363137333438313736332c226b6579223a2238616230646430312d376563332d343836632d396531342d323234633837643663336136222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 6);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 7, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3830393136342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223739336430633230343131343432306138633539353830303039626666356237222c226174223a313739363137333438313830382c226b6579223a2232633333346533662d373139622d343533352d393734322d653138306530316139346165222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 7);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 8, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3830393136342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223739336430633230343131343432306138633539353830303039626666356237222c226174223a313739363137333438313830382c226b6579223a2232633333346533662d373139622d343533352d393734322d653138306530316139346165222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c2273756974223a2243227d7d', 8);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3830393136342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223739336430633230343131343432306138633539353830303039626666356237222c226174223a313739363137333438313830382c226b6579223a2232633333346533662d373139622d343533352d393734322d653138306530316139346165222c226670223a2232386332616564393863613066616132653735646361633336303065626330656430663365663230363937396334366532333463396666653564396533323061227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 9);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3835393734392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223335306562323261353734393434613138356135613966383439343032353061222c226174223a313739363137333438313835392c226b6579223a2236613730613461312d323763312d343961302d383738362d363239373161363937383439222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a302c226361726473223a5b224338225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 10);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 11, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3835393734392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223335306562323261353734393434613138356135613966383439343032353061222c226174223a313739363137333438313835392c226b6579223a2236613730613461312d323763312d343961302d383738362d363239373161363937383439222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a317d7d', 11);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 12, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3835393734392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223335306562323261353734393434613138356135613966383439343032353061222c226174223a313739363137333438313835392c226b6579223a2236613730613461312d323763312d343961302d383738362d363239373161363937383439222c226670223a2232366336306236366538313165363534633934663731646338633638396235343465333538626366323339323763613863306631346136663034626335316363227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 12);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 13, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3931323731362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226135646332613466643165363436306661303865336330393638323663316331222c226174223a313739363137333438313931322c226b6579223a2266356632316332362d376636362d343965322d386261662d326266383732616533336464222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225336225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 13);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 14, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3931323731362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226135646332613466643165363436306661303865336330393638323663316331222c226174223a313739363137333438313931322c226b6579223a2266356632316332362d376636362d343965322d386261662d326266383732616533336464222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 14);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 15, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3938323236372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223265663364356239376265613462383362346264316665396535306362613436222c226174223a313739363137333438313938322c226b6579223a2238633630626236372d373538372d346532352d393335312d313464366162353437353333222c226670223a2265613735333234373833613263616337373638363931373031346337363137663963356132333830316634316133363437306432623265663339363631623939227d2c2265223a7b2273656174223a312c226361726473223a5b224333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 15);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 16, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34312e3938323236372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223265663364356239376265613462383362346264316665396535306362613436222c226174223a313739363137333438313938322c226b6579223a2238633630626236372d373538372d346532352d393335312d313464366162353437353333222c226670223a2265613735333234373833613263616337373638363931373031346337363137663963356132333830316634316133363437306432623265663339363631623939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 16);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 17, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3035303930382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223032366539343530333333643466656338393364623966616335663566376266222c226174223a313739363137333438323035302c226b6579223a2230393561336436392d323939612d343433302d383037382d303332343830346162643533222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224339227d7d', 17);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 18, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3130393730372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226262616333626662613364303466643838643265653832613933313361306465222c226174223a313739363137333438323130392c226b6579223a2237613334353765632d636465322d343736322d383135382d346638316535373737303065222c226670223a2265353938663536663964303163613338323465653666613464393966373231306436353464383134373337633364633864343865366630633063646261353866227d2c2265223a7b2273656174223a302c226361726473223a5b224339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 18);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 19, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3130393730372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226262616333626662613364303466643838643265653832613933313361306465222c226174223a313739363137333438323130392c226b6579223a2237613334353765632d636465322d343736322d383135382d346638316535373737303065222c226670223a2265353938663536663964303163613338323465653666613464393966373231306436353464383134373337633364633864343865366630633063646261353866227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 19);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 20, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3136383333322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226233363564383731323462333464386338653730396330643361306261353436222c226174223a313739363137333438323136382c226b6579223a2262623863626665642d363038612d343263392d383264382d653066376335396137613031222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226361726473223a5b224839225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 20);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 21, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3136383333322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226233363564383731323462333464386338653730396330643361306261353436222c226174223a313739363137333438323136382c226b6579223a2262623863626665642d363038612d343263392d383264382d653066376335396137613031222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 21);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 26, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3331363033322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223630313437653137633430343466386662373264333738383031643761303966222c226174223a313739363137333438323331352c226b6579223a2263656537393664362d303531342d346330612d393836642d346161643839326332613934222c226670223a2232643434303530653865613639303139306531346631326661366130626438646639633738616434373538653263376430623334383538353764363365366235227d2c2265223a7b2273656174223a302c226361726473223a5b224834225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 26);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 27, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3331363033322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223630313437653137633430343466386662373264333738383031643761303966222c226174223a313739363137333438323331352c226b6579223a2263656537393664362d303531342d346330612d393836642d346161643839326332613934222c226670223a2232643434303530653865613639303139306531346631326661366130626438646639633738616434373538653263376430623334383538353764363365366235227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 27);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 32, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3434353732342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223030333833393233613139613438383338366264646663366533383233643035222c226174223a313739363137333438323434352c226b6579223a2233323665373634662d656566662d343034362d393263352d643735633336343862623964222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 32);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 33, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3434353732342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223030333833393233613139613438383338366264646663366533383233643035222c226174223a313739363137333438323434352c226b6579223a2233323665373634662d656566662d343034362d393263352d643735633336343862623964222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 33);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 38, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3634373932362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039366135333231393534613435323739363432663337393232373430366539222c226174223a313739363137333438323634372c226b6579223a2264393266386461332d663134622d343964372d383239662d326562363066373230636432222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225351225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 38);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 39, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3634373932362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223039366135333231393534613435323739363432663337393232373430366539222c226174223a313739363137333438323634372c226b6579223a2264393266386461332d663134622d343964372d383239662d326562363066373230636432222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 39);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 43, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3737333231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431323264333231643739643466623062636337386136353136313836633764222c226174223a313739363137333438323737332c226b6579223a2233663263643337312d366161642d346535302d383539622d643338653736343364643362222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a302c226361726473223a5b224438225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 43);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 44, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3737333231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431323264333231643739643466623062636337386136353136313836633764222c226174223a313739363137333438323737332c226b6579223a2233663263643337312d366161642d346535302d383539622d643338653736343364643362222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a317d7d', 44);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 45, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3737333231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431323264333231643739643466623062636337386136353136313836633764222c226174223a313739363137333438323737332c226b6579223a2233663263643337312d366161642d346535302d383539622d643338653736343364643362222c226670223a2236366239326237623238323238343031663338643765303466343236303664316536633334366537386365643139356466643863383764646137373534303931227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 45);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 50, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3831383937352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223034366261343633323130313464383061613062353436663239613266373436222c226174223a313739363137333438323831382c226b6579223a2235636264326232642d396364392d346266352d623731322d383330626137373166663239222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a225332227d7d', 50);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 55, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3933333532322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223636343832313437623331353463366639646335303434656566326534613630222c226174223a313739363137333438323933332c226b6579223a2239623634313665612d333532652d346630632d393965362d666266326236326333666462222c226670223a2230373965613237336135666635643865386362666136656534363535383135353939383264653765386161313861663934353164663038326138346161626465227d2c2265223a7b2273656174223a302c226361726473223a5b225336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 55);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 56, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3933333532322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223636343832313437623331353463366639646335303434656566326534613630222c226174223a313739363137333438323933332c226b6579223a2239623634313665612d333532652d346630632d393965362d666266326236326333666462222c226670223a2230373965613237336135666635643865386362666136656534363535383135353939383264653765386161313861663934353164663038326138346161626465227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 56);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 61, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3037363132392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223239353338326231386539353461393761396363656631656139643864613439222c226174223a313739363137333438333037362c226b6579223a2232353739326433642d343831332d346638612d393762622d626531643839626533623166222c226670223a2238353338623834383634303132613837643530336430663532396366393830373630626639373763626538663635636437386537316630393761666330373735227d2c2265223a7b2273656174223a312c226361726473223a5b224336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 61);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 62, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3037363132392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223239353338326231386539353461393761396363656631656139643864613439222c226174223a313739363137333438333037362c226b6579223a2232353739326433642d343831332d346638612d393762622d626531643839626533623166222c226670223a2238353338623834383634303132613837643530336430663532396366393830373630626639373763626538663635636437386537316630393761666330373735227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 62);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 67, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3139303736302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223564353839356264333662333466366639326364613466323832353264346531222c226174223a313739363137333438333139302c226b6579223a2234663431643366332d666239332d346539622d613166342d386563326131663231616535222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 67);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 68, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3139303736302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223564353839356264333662333466366639326364613466323832353264346531222c226174223a313739363137333438333139302c226b6579223a2234663431643366332d666239332d346539622d613166342d386563326131663231616535222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 68);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 73, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3331353632312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223662323634323466353237643464396139643239326561386561393037343930222c226174223a313739363137333438333331352c226b6579223a2266616436333466312d636165372d346536362d396439372d326634643236653565336263222c226670223a2265623834666532383939656635363065653131373532663838336162633332653135373139656532653663376536396166376431346662366438636561646335227d2c2265223a7b2273656174223a302c226361726473223a5b224433225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 73);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 74, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3331353632312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223662323634323466353237643464396139643239326561386561393037343930222c226174223a313739363137333438333331352c226b6579223a2266616436333466312d636165372d346536362d396439372d326634643236653565336263222c226670223a2265623834666532383939656635363065653131373532663838336162633332653135373139656532653663376536396166376431346662366438636561646335227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 74);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 86, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3634363731302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223665366166316132666334323465343961326233376236643964393061613233222c226174223a313739363137333438333634362c226b6579223a2263373862303339322d323733612d343065322d616165312d633864383762636434643937222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224434227d7d', 86);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 22, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3232373031392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226566393332376234323463303436636138663236633335383664643535363534222c226174223a313739363137333438323232362c226b6579223a2239363131353764632d373633312d346235632d396265652d616634646366666239373664222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226361726473223a5b224837225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 22);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 23, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3232373031392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226566393332376234323463303436636138663236633335383664643535363534222c226174223a313739363137333438323232362c226b6579223a2239363131353764632d373633312d346235632d396265652d616634646366666239373664222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 23);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 28, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3336323831322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223330313730633631393261343430303161333066353063326530376137613161222c226174223a313739363137333438323336322c226b6579223a2230653063666164632d396463302d343864642d393036352d366561643562393861396437222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226361726473223a5b22483130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 28);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 29, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3336323831322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223330313730633631393261343430303161333066353063326530376137613161222c226174223a313739363137333438323336322c226b6579223a2230653063666164632d396463302d343864642d393036352d366561643562393861396437222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 29);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 34, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3530393535352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223961643031376164646135653432663739376265653733613135366365353661222c226174223a313739363137333438323530392c226b6579223a2239343939393065322d333133392d346237622d613364302d633062323764363030623639222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224838225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224838227d7d', 34);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 40, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3639383739362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226335336163383266343138623438326562353935313665666539383236643735222c226174223a313739363137333438323639382c226b6579223a2238656331373537652d623636352d346630382d383463362d353566626639353137643437222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 40);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 41, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3639383739362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226335336163383266343138623438326562353935313665666539383236643735222c226174223a313739363137333438323639382c226b6579223a2238656331373537652d623636352d346630382d383463362d353566626639353137643437222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 41);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 46, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3738353139342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223830353963323564623134653461343338393834333866316231656561323631222c226174223a313739363137333438323738352c226b6579223a2234623834663333352d623932392d343262342d623931302d313534666162623030653335222c226670223a2237653066396362346534356363313932333534646266336334626164356137663831626537613537613461623731343836663630303164306339666537613939227d2c2265223a7b2273656174223a302c226361726473223a5b224432225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 46);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 47, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3738353139342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223830353963323564623134653461343338393834333866316231656561323631222c226174223a313739363137333438323738352c226b6579223a2234623834663333352d623932392d343262342d623931302d313534666162623030653335222c226670223a2237653066396362346534356363313932333534646266336334626164356137663831626537613537613461623731343836663630303164306339666537613939227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 47);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 51, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3832373738302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166643635666461636338393463653138633537666665353133646234316130222c226174223a313739363137333438323832372c226b6579223a2265663534656236302d666330612d346162332d613961352d323937326135346134363737222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 51);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 52, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3832373738302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166643635666461636338393463653138633537666665353133646234316130222c226174223a313739363137333438323832372c226b6579223a2265663534656236302d666330612d346162332d613961352d323937326135346134363737222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 52);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 57, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3937303031372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223562306537663039663661303464346138613362326237653230636234313233222c226174223a313739363137333438323936392c226b6579223a2262326432633235312d663030662d343265642d613435392d666339653139323263303137222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 57);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 58, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3937303031372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223562306537663039663661303464346138613362326237653230636234313233222c226174223a313739363137333438323936392c226b6579223a2262326432633235312d663030662d343265642d613435392d666339653139323263303137222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 58);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 63, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3131323939322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226337373533393135643466623431333739363066663930626132363664646630222c226174223a313739363137333438333131322c226b6579223a2231643335626539372d626435332d346633652d616533352d303833663864666336373166222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 63);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 64, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3131323939322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226337373533393135643466623431333739363066663930626132363664646630222c226174223a313739363137333438333131322c226b6579223a2231643335626539372d626435332d346633652d616533352d303833663864666336373166222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 64);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 69, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3232353838352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226231333530376231363030633466653161663536383137613131613231303533222c226174223a313739363137333438333232352c226b6579223a2237366163343561322d366562352d343861382d383337382d393336326638643635633663222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 69);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 70, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3232353838352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226231333530376231363030633466653161663536383137613131613231303533222c226174223a313739363137333438333232352c226b6579223a2237366163343561322d366562352d343861382d383337382d393336326638643635633663222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 70);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 71, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3232353838352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226231333530376231363030633466653161663536383137613131613231303533222c226174223a313739363137333438333232352c226b6579223a2237366163343561322d366562352d343861382d383337382d393336326638643635633663222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 71);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 75, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3335313736302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226532363261626365653937343430383638386431623433333436336130363663222c226174223a313739363137333438333335312c226b6579223a2264656338383962372d633435302d343939332d393163612d643530343530326232326134222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b2273656174223a312c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 75);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 76, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3335313736302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226532363261626365653937343430383638386431623433333436336130363663222c226174223a313739363137333438333335312c226b6579223a2264656338383962372d633435302d343939332d393163612d643530343530326232326134222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b2273656174223a312c2263616c6c223a226d61756d6175222c226175746f223a747275657d7d', 76);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 83, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3538373139382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223533633232653933323964643466643762313364363132346662383266313936222c226174223a313739363137333438333538372c226b6579223a2263343833626462632d653833622d346135612d393538622d383835383566653838626532222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 83);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 24, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3237333737342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223766646430313335303337633463646639643162303736343134636664396639222c226174223a313739363137333438323237332c226b6579223a2239663965333563622d353364642d343064652d383237622d356330643339633461393236222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224332222c224336225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 24);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 25, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3237333737342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223766646430313335303337633463646639643162303736343134636664396639222c226174223a313739363137333438323237332c226b6579223a2239663965333563622d353364642d343064652d383237622d356330643339633461393236222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 25);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 30, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3430333631392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226466306138393761626564303464613938396434623833663262343232316363222c226174223a313739363137333438323430332c226b6579223a2264316333383234342d633164322d346434312d626563382d376231356632326665373865222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22534b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 30);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 31, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3430333631392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226466306138393761626564303464613938396434623833663262343232316363222c226174223a313739363137333438323430332c226b6579223a2264316333383234342d633164322d346434312d626563382d376231356632326665373865222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 31);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 35, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3537383936372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635623539323032336132313462653561393330643739376561363039656262222c226174223a313739363137333438323537382c226b6579223a2261303236373562632d383863342d343865642d383462372d353933326336316665353561222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a302c226361726473223a5b224838225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 35);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 36, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3537383936372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635623539323032336132313462653561393330643739376561363039656262222c226174223a313739363137333438323537382c226b6579223a2261303236373562632d383863342d343865642d383462372d353933326336316665353561222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a317d7d', 36);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 37, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3537383936372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635623539323032336132313462653561393330643739376561363039656262222c226174223a313739363137333438323537382c226b6579223a2261303236373562632d383863342d343865642d383462372d353933326336316665353561222c226670223a2262326361336132643537396635366165623333623830306338633063613930613533336537653833343134376234346436643435663462396138373932333266227d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 37);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 42, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3735383833362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223561343366366330346563313438366561643133636363326137383734333433222c226174223a313739363137333438323735382c226b6579223a2261643364366335362d353531652d343435342d396531362d336132346235376331333666222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224438225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224438227d7d', 42);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 48, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3739393738342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223633336538653432626634613464383962666163633062363130363064313965222c226174223a313739363137333438323739392c226b6579223a2238616537353330372d616465612d346132652d613930372d363739346163663864376561222c226670223a2264393666386533313539366433393831666363366564393866346133346432326163633766353366613130633361643638333062343539363861663166316465227d2c2265223a7b2273656174223a312c226361726473223a5b224332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 48);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 49, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3739393738342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223633336538653432626634613464383962666163633062363130363064313965222c226174223a313739363137333438323739392c226b6579223a2238616537353330372d616465612d346132652d613930372d363739346163663864376561222c226670223a2264393666386533313539366433393831666363366564393866346133346432326163633766353366613130633361643638333062343539363861663166316465227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 49);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 53, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3838363733302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223864353032363434356261353464306162343266396631633039346236323332222c226174223a313739363137333438323838362c226b6579223a2234393730333730642d643236612d346438312d386166372d613665666563346331323639222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 53);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 54, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34322e3838363733302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223864353032363434356261353464306162343266396631633039346236323332222c226174223a313739363137333438323838362c226b6579223a2234393730333730642d643236612d346438312d386166372d613665666563346331323639222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 54);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 59, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3032313833312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223365633135323938356161313461303538343664346235613832373464653864222c226174223a313739363137333438333032312c226b6579223a2235636566303066662d656438632d343765332d623561352d383439376437653366343339222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 59);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 60, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3032313833312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223365633135323938356161313461303538343664346235613832373464653864222c226174223a313739363137333438333032312c226b6579223a2235636566303066662d656438632d343765332d623561352d383439376437653366343339222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 60);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 65, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3135303636382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331623734343264633533393438323562303738663265623138653836633362222c226174223a313739363137333438333135302c226b6579223a2232656632316663322d643366362d346234362d386461632d633131336366316332323233222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 65);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 66, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3135303636382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331623734343264633533393438323562303738663265623138653836633362222c226174223a313739363137333438333135302c226b6579223a2232656632316663322d643366362d346234362d386461632d633131336366316332323233222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 66);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 72, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3237313135372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223433653637343438353137343462653238373163643439313265316435353761222c226174223a313739363137333438333237302c226b6579223a2239643263613531352d353334322d343339302d613232352d356433326130343130383366222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224433225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224433227d7d', 72);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 78, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3432343737392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226261656636366130313931343431373939663565346532333262373266393334222c226174223a313739363137333438333432347d2c2265223a7b22726f756e645f6e6f223a322c2266697273745f73656174223a312c22636f6d6d69746d656e74223a2261666532636364353335353438343131393138386438396366653839663035333936613837646365313164366530313238666164383735323366333362613637222c2273656564223a2236643965343237663562323837303338386265313934383837306437386330626631353466363263636564623363306261666136303230386564393132386636222c226465636b223a5b224838222c22534a222c224834222c224335222c224841222c224351222c224835222c224332222c225336222c224451222c22434b222c225333222c224434222c224439222c224851222c224334222c224441222c224435222c224437222c224837222c22533130222c22534b222c224438222c224338222c224336222c22484b222c224337222c225337222c225341222c225339222c22444b222c224436222c22484a222c224433222c224839222c22483130222c225335222c225338222c224339222c22433130222c224341222c22443130222c224333222c224432222c225332222c22434a222c224836222c22444a222c224832222c225334222c224833222c225351225d2c226578706c696369745f6465636b223a66616c73657d7d', 78);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 79, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3432343737392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226261656636366130313931343431373939663565346532333262373266393334222c226174223a313739363137333438333432347d2c2265223a7b2268616e6473223a5b5b22534a222c224335222c224351222c224332222c224451225d2c5b224838222c224834222c224841222c224835222c225336225d5d7d7d', 79);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 80, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3432343737392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226261656636366130313931343431373939663565346532333262373266393334222c226174223a313739363137333438333432347d2c2265223a7b2263617264223a22434b222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 80);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 84, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3538373139382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223533633232653933323964643466643762313364363132346662383266313936222c226174223a313739363137333438333538372c226b6579223a2263343833626462632d653833622d346135612d393538622d383835383566653838626532222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c2273756974223a2244227d7d', 84);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 77, 'maumau.RoundWon', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3335313736302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226532363261626365653937343430383638386431623433333436336130363663222c226174223a313739363137333438333335312c226b6579223a2264656338383962372d633435302d343939332d393163612d643530343530326232326134222c226670223a2239303135666438326332306137363136316239306166633935383863663763326562343434343038646365313962333235666335643731336237333864336134227d2c2265223a7b22726f756e645f6e6f223a312c2273656174223a312c22726561736f6e223a226f7574222c22706f696e7473223a5b302c315d2c2268616e6473223a5b5b225337222c225351222c22534b225d2c5b5d5d2c2273656564223a2239353566373933363739613763623232323535663432353061636465643862633065303339303933336538313337643833336339663864313430666461393337227d7d', 77);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 81, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3534303637372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539313738336235656431353463633038646463643333656635373936626136222c226174223a313739363137333438333534302c226b6579223a2238653334656236382d656363332d343836312d383161662d383434666633376661306638222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225333225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 81);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 82, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3534303637372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226539313738336235656431353463633038646463643333656635373936626136222c226174223a313739363137333438333534302c226b6579223a2238653334656236382d656363332d343836312d383161662d383434666633376661306638222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 82);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 87, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3637373730392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226465386336323161633361623435306139326361333038653565626363393165222c226174223a313739363137333438333637372c226b6579223a2235303634303137352d303237302d343865632d626538632d316131376566306634313265222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226361726473223a5b224434225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 87);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 88, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3637373730392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226465386336323161633361623435306139326361333038653565626363393165222c226174223a313739363137333438333637372c226b6579223a2235303634303137352d303237302d343865632d626538632d316131376566306634313265222c226670223a2261303230306339623434373437313864326235643764353662346430663432653661376534313038653636363062393361303866643562653433393139323730227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 88);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 92, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3434323836362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223031383763393334663266613436653062386561643863663139386637653639222c226174223a313739363137333438343434322c226b6579223a2239623337646563662d663763332d346337662d396231652d393839303366336638383666222c226670223a2265616462383464666162336435663331346238323037633330643964623631656638376432313230663333323438316437346362313963373464643536396533227d2c2265223a7b2273656174223a312c226361726473223a5b224439225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 92);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 93, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3434323836362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223031383763393334663266613436653062386561643863663139386637653639222c226174223a313739363137333438343434322c226b6579223a2239623337646563662d663763332d346337662d396231652d393839303366336638383666222c226670223a2265616462383464666162336435663331346238323037633330643964623631656638376432313230663333323438316437346362313963373464643536396533227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 93);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 98, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3536353538342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223063353934363031326161353430323639616533643036333338366630366131222c226174223a313739363137333438343536352c226b6579223a2232363634633235662d313065382d343562342d616337362d623234343339346135333835222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224441225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224441227d7d', 98);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 103, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3733303732322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226234666531623062366330323463396339633963323432333861336636393535222c226174223a313739363137333438343733302c226b6579223a2231386565373461392d663335362d346338322d383162372d363066663834303666616635222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 103);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 104, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3733303732322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226234666531623062366330323463396339633963323432333861336636393535222c226174223a313739363137333438343733302c226b6579223a2231386565373461392d663335362d346338322d383162372d363066663834303666616635222c226670223a2235356330363437363962646435616531323739313265366439346263383534323238613733353034663732373365303163643932646335326538626463383565227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 104);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 110, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3839303735332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226532626234663964326462353436353962646666373533363233333733633638222c226174223a313739363137333438343839302c226b6579223a2239323637303838302d613833392d343838322d623466372d643532386162613164366362222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224435225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 110);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 111, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3839303735332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226532626234663964326462353436353962646666373533363233333733633638222c226174223a313739363137333438343839302c226b6579223a2239323637303838302d613833392d343838322d623466372d643532386162613164366362222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 111);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 116, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3032343338382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226565363766656131313531613438366661353264613835626666623736646636222c226174223a313739363137333438353032342c226b6579223a2238333635666230612d343965612d343663652d396365312d336438653835643537383931222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224437225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224437227d7d', 116);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 121, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3138363933382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223132386262333162626231333431316661666235326263633263643235656234222c226174223a313739363137333438353138362c226b6579223a2235613735653534632d333034302d343934632d386334302d643831326638636336386163222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 121);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 122, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3138363933382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223132386262333162626231333431316661666235326263633263643235656234222c226174223a313739363137333438353138362c226b6579223a2235613735653534632d333034302d343934632d386334302d643831326638636336386163222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 122);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 127, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3336303231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226538303733373936613565633430376162376637366234333530346666323330222c226174223a313739363137333438353336302c226b6579223a2233653830393431662d626663312d346163362d396662362d366139313433663465386562222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224336225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 127);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 128, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3336303231372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226538303733373936613565633430376162376637366234333530346666323330222c226174223a313739363137333438353336302c226b6579223a2233653830393431662d626663312d346163362d396662362d366139313433663465386562222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 128);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 132, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3534323436352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223164633364343033316465323434663962336531326433313262623136343461222c226174223a313739363137333438353534312c226b6579223a2263366135376430642d363431342d346438382d386530612d363430333138333937666364222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 132);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 133, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3534323436352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223164633364343033316465323434663962336531326433313262623136343461222c226174223a313739363137333438353534312c226b6579223a2263366135376430642d363431342d346438382d386530612d363430333138333937666364222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 133);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 138, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3632343332352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226536616636303531336662313433356662363262663335626163333762633863222c226174223a313739363137333438353632342c226b6579223a2235316139663664652d353865662d343439392d626463612d613366393066356163313032222c226670223a2235383135636533313635363737313165646530666239626634313661313838633061643431636666306638656539316664353434313437663132323030353833227d2c2265223a7b2273656174223a312c226361726473223a5b225336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 138);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 139, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3632343332352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226536616636303531336662313433356662363262663335626163333762633863222c226174223a313739363137333438353632342c226b6579223a2235316139663664652d353865662d343439392d626463612d613366393066356163313032222c226670223a2235383135636533313635363737313165646530666239626634313661313838633061643431636666306638656539316664353434313437663132323030353833227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 139);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 85, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3538373139382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223533633232653933323964643466643762313364363132346662383266313936222c226174223a313739363137333438333538372c226b6579223a2263343833626462632d653833622d346135612d393538622d383835383566653838626532222c226670223a2235303930613464353663383532623935386465643165353631353965613936313162356136666465373966633538623838613232343864643337363065633838227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 85);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 89, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3730313534322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226666343633663031663237613461666438326335656339396264333334333666222c226174223a313739363137333438333730312c226b6579223a2232323463366164342d396535372d343433362d616435302d373561383236386165353837222c226670223a2264646434666232323061643464616332376230643538613361333261343134326366366263663738653638666139343430626366383238656361376538393663227d2c2265223a7b2273656174223a302c226361726473223a5b224451225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 89);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 90, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34332e3730313534322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226666343633663031663237613461666438326335656339396264333334333666222c226174223a313739363137333438333730312c226b6579223a2232323463366164342d396535372d343433362d616435302d373561383236386165353837222c226670223a2264646434666232323061643464616332376230643538613361333261343134326366366263663738653638666139343430626366383238656361376538393663227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 90);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 94, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3438303638352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223438646633373638623766643434326361656232303431343033343231643431222c226174223a313739363137333438343438302c226b6579223a2261343365346336382d346138652d346562322d616237652d333563363862613839353136222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 94);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 95, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3438303638352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223438646633373638623766643434326361656232303431343033343231643431222c226174223a313739363137333438343438302c226b6579223a2261343365346336382d346138652d346562322d616237652d333563363862613839353136222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 95);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 99, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3630303135352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223533343566303230333731303462393561393334383833326531313837333166222c226174223a313739363137333438343539392c226b6579223a2239633932353537362d343131622d343361632d623363382d393536326630363763363064222c226670223a2234306432636430306538383237323031656136333064366431613138376236393430613739633837636565326337396430303633313632366434363664666132227d2c2265223a7b2273656174223a302c226361726473223a5b224441225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 99);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 100, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3630303135352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223533343566303230333731303462393561393334383833326531313837333166222c226174223a313739363137333438343539392c226b6579223a2239633932353537362d343131622d343361632d623363382d393536326630363763363064222c226670223a2234306432636430306538383237323031656136333064366431613138376236393430613739633837636565326337396430303633313632366434363664666132227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 100);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 105, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3736373137332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364633862386166303733613436396138363536386533346137316362623866222c226174223a313739363137333438343736362c226b6579223a2263633431386664652d666539312d346561352d623734322d393032323061363039616239222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a312c226361726473223a5b224838225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 105);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 106, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3736373137332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364633862386166303733613436396138363536386533346137316362623866222c226174223a313739363137333438343736362c226b6579223a2263633431386664652d666539312d346561352d623734322d393032323061363039616239222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a307d7d', 106);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 107, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3736373137332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364633862386166303733613436396138363536386533346137316362623866222c226174223a313739363137333438343736362c226b6579223a2263633431386664652d666539312d346561352d623734322d393032323061363039616239222c226670223a2266343738313131333231343539646462353731333264333939653530643036626336663033306562663466386432346138633630643031613436616537393264227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 107);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 112, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3932333636312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223933336133316363373036303433613238356237323265346461663561613132222c226174223a313739363137333438343932332c226b6579223a2236376263306462642d656539362d343263652d393663302d366635323335383638613830222c226670223a2237346536353463343239346264336262636532343365383363316565336537303061366539366564386561363164323162346463356534636561376137333937227d2c2265223a7b2273656174223a312c226361726473223a5b224835225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 112);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 113, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3932333636312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223933336133316363373036303433613238356237323265346461663561613132222c226174223a313739363137333438343932332c226b6579223a2236376263306462642d656539362d343263652d393663302d366635323335383638613830222c226670223a2237346536353463343239346264336262636532343365383363316565336537303061366539366564386561363164323162346463356534636561376137333937227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 113);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 117, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3036363939372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226264393930636132373532373461346139326335333462386232393334396632222c226174223a313739363137333438353036362c226b6579223a2232626561646266652d303136302d346536362d616236362d383364656637393936393163222c226670223a2262303061346230376638366332326433316264383237353961343532393564333064613838623338356265393430376130383432323935326431393439363032227d2c2265223a7b2273656174223a312c226361726473223a5b224437225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 117);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 118, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3036363939372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226264393930636132373532373461346139326335333462386232393334396632222c226174223a313739363137333438353036362c226b6579223a2232626561646266652d303136302d346536362d616236362d383364656637393936393163222c226670223a2262303061346230376638366332326433316264383237353961343532393564333064613838623338356265393430376130383432323935326431393439363032227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 118);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 123, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3233353535302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226465366562616163623664643430303361633263326262363531346137666465222c226174223a313739363137333438353233352c226b6579223a2262336432326435642d323436632d343530372d623965342d353137343065333834313136222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226361726473223a5b224837225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 123);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 124, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3233353535302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226465366562616163623664643430303361633263326262363531346137666465222c226174223a313739363137333438353233352c226b6579223a2262336432326435642d323436632d343530372d623965342d353137343065333834313136222c226670223a2233316433666130323438386435636132383762613964613263636661323164383162663830633864313164373062656535343832626265336663323663313133227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 124);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 129, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3433393136322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223032396266303661653432303439343938373831646533303661376136303533222c226174223a313739363137333438353433392c226b6579223a2230626363386636622d646239622d343737382d393739622d333761373931333966636264222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b22484b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22484b227d7d', 129);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 134, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3536333638372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226364613435303135313739383433633339343731366537383634303032356438222c226174223a313739363137333438353536332c226b6579223a2264343337633633642d643930642d346631372d623865652d386239613438373631393131222c226670223a2233336632333133393933326337613039393065326639646162393461383263313639373062383430373637313031343331366438653238343664636330653965227d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 134);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 135, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3536333638372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226364613435303135313739383433633339343731366537383634303032356438222c226174223a313739363137333438353536332c226b6579223a2264343337633633642d643930642d346631372d623865652d386239613438373631393131222c226670223a2233336632333133393933326337613039393065326639646162393461383263313639373062383430373637313031343331366438653238343664636330653965227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 135);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 140, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3633333530352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226231303932313137336563343435626538633431303534663661393463366566222c226174223a313739363137333438353633332c226b6579223a2265333030653762662d393534362d343930342d613864372d613936383038663031303436222c226670223a2234616335383839356161393230353364386533613731326239613366656232663330346364623837613932356566386338313034663266646531303463363238227d2c2265223a7b2273656174223a302c226361726473223a5b224336225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 140);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 141, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3633333530352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226231303932313137336563343435626538633431303534663661393463366566222c226174223a313739363137333438353633332c226b6579223a2265333030653762662d393534362d343930342d613864372d613936383038663031303436222c226670223a2234616335383839356161393230353364386533613731326239613366656232663330346364623837613932356566386338313034663266646531303463363238227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 141);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 91, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3430373331372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223938653139666464393239633439313838306636333663663433333561653036222c226174223a313739363137333438343430372c226b6579223a2266626238636566322d303633352d343230652d396264312d363136353634386631346236222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224439225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224439227d7d', 91);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 96, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3531353136372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226439356438643435316162623466346539333561326666666335353834613936222c226174223a313739363137333438343531352c226b6579223a2238323432663466362d366238622d343764372d396437312d633431393138393133393038222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 96);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 97, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3531353136372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226439356438643435316162623466346539333561326666666335353834613936222c226174223a313739363137333438343531352c226b6579223a2238323432663466362d366238622d343764372d396437312d633431393138393133393038222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 97);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 101, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3638333131372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223136343261666564343030623432333162656435373936633935313738646636222c226174223a313739363137333438343638322c226b6579223a2266303861316633302d323766612d343435662d623336352d363438323939646164366236222c226670223a2238356166646637303431653565623864386134363131633538383239663534393136323737643361396261383864306133393033306237363436623664623361227d2c2265223a7b2273656174223a312c226361726473223a5b224841225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 101);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 102, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3638333131372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223136343261666564343030623432333162656435373936633935313738646636222c226174223a313739363137333438343638322c226b6579223a2266303861316633302d323766612d343435662d623336352d363438323939646164366236222c226670223a2238356166646637303431653565623864386134363131633538383239663534393136323737643361396261383864306133393033306237363436623664623361227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 102);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 108, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3834333937372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223133393763636339326239373461623962636338383664343131393835363039222c226174223a313739363137333438343834332c226b6579223a2262393237333761342d646335342d343666632d396565652d316339313634313937343666222c226670223a2233383432663363373932336639363065343166653162393437306236366365616239333561313033323666646263343935636139623061316337633636353536227d2c2265223a7b2273656174223a312c226361726473223a5b224834225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 108);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 109, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3834333937372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223133393763636339326239373461623962636338383664343131393835363039222c226174223a313739363137333438343834332c226b6579223a2262393237333761342d646335342d343666632d396565652d316339313634313937343666222c226670223a2233383432663363373932336639363065343166653162393437306236366365616239333561313033323666646263343935636139623061316337633636353536227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 109);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 114, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3938313733332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226461353034313539376564393433666339353064623536323862356635393936222c226174223a313739363137333438343938312c226b6579223a2263626538623066342d666137622d343963622d623666302d336138363636393466633764222c226670223a2266663033653632333734633936363264366466333630663435373234356563373132653361643938353731343233353234313234323238656435363434636261227d2c2265223a7b2273656174223a302c226361726473223a5b224435225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 114);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 115, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34342e3938313733332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226461353034313539376564393433666339353064623536323862356635393936222c226174223a313739363137333438343938312c226b6579223a2263626538623066342d666137622d343963622d623666302d336138363636393466633764222c226670223a2266663033653632333734633936363264366466333630663435373234356563373132653361643938353731343233353234313234323238656435363434636261227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 115);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 119, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3133313238342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223531666266346666363533363463336661643431366133373236653738313833222c226174223a313739363137333438353133312c226b6579223a2263653530666664632d626133382d346432352d393737652d363463323230313030363333222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224837222c22533130225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 119);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 120, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3133313238342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223531666266346666363533363463336661643431366133373236653738313833222c226174223a313739363137333438353133312c226b6579223a2263653530666664632d626133382d346432352d393737652d363463323230313030363333222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 120);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 125, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3330323738392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223338306637356363373438663431633862653036633731396232636239383031222c226174223a313739363137333438353330322c226b6579223a2232366334306163622d333864352d343438622d396362362d643537613837393438343561222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224438222c224338225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 125);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 126, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3330323738392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223338306637356363373438663431633862653036633731396232636239383031222c226174223a313739363137333438353330322c226b6579223a2232366334306163622d333864352d343438622d396362362d643537613837393438343561222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 126);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 130, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3438323736322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223434343930356462396131383435306138306537656333626465373163666261222c226174223a313739363137333438353438322c226b6579223a2232363439643831612d313762342d346339312d383933392d653333393934303961376464222c226670223a2235303431313834636237643832656637396131393832303065653562303336353266386465646461313165613863336130363762343732396438393963383332227d2c2265223a7b2273656174223a312c226361726473223a5b22484b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 130);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 131, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3438323736322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223434343930356462396131383435306138306537656333626465373163666261222c226174223a313739363137333438353438322c226b6579223a2232363439643831612d313762342d346339312d383933392d653333393934303961376464222c226670223a2235303431313834636237643832656637396131393832303065653562303336353266386465646461313165613863336130363762343732396438393963383332227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 131);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 136, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3538333333332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223331313137643336346262353439623239386135363530333264396364376366222c226174223a313739363137333438353538332c226b6579223a2233356638313638342d623162382d343965322d383434302d363034663632393731623233222c226670223a2261646563343664336231616662663064386132383833633732643561383530623531313863323831623162653463633633636336626235333731643730383131227d2c2265223a7b2273656174223a302c226361726473223a5b22533130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 136);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 137, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3538333333332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223331313137643336346262353439623239386135363530333264396364376366222c226174223a313739363137333438353538332c226b6579223a2233356638313638342d623162382d343965322d383434302d363034663632393731623233222c226670223a2261646563343664336231616662663064386132383833633732643561383530623531313863323831623162653463633633636336626235333731643730383131227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 137);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 142, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636303231382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226337363230306536633334653461646161663634333861316162376337316665222c226174223a313739363137333438353636302c226b6579223a2264303464343665302d653463332d343732382d386563372d636333623531663266633263222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a312c226361726473223a5b224338225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 142);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 143, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636303231382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226337363230306536633334653461646161663634333861316162376337316665222c226174223a313739363137333438353636302c226b6579223a2264303464343665302d653463332d343732382d386563372d636333623531663266633263222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a307d7d', 143);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 144, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636303231382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226337363230306536633334653461646161663634333861316162376337316665222c226174223a313739363137333438353636302c226b6579223a2264303464343665302d653463332d343732382d386563372d636333623531663266633263222c226670223a2232393939366138323133306235626235643636306338383264376436333936643830613039386161353562623765363632646230663235666533623365396434227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 144);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 150, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3731333338372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223461653330343533353264333463376262656630376361303434376136653631222c226174223a313739363137333438353731332c226b6579223a2235326665366135322d333566642d343865652d613363642d393663373763346431396431222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 150);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 145, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636393036372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223238626130363730313262383431313438346262306263346462336233313337222c226174223a313739363137333438353636382c226b6579223a2261623537633534392d326237342d343032382d393865662d373237663764653431633366222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a312c226361726473223a5b224438225d2c22656666656374223a22736b6970222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 145);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 146, 'maumau.TurnSkipped', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636393036372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223238626130363730313262383431313438346262306263346462336233313337222c226174223a313739363137333438353636382c226b6579223a2261623537633534392d326237342d343032382d393865662d373237663764653431633366222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a307d7d', 146);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 147, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3636393036372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223238626130363730313262383431313438346262306263346462336233313337222c226174223a313739363137333438353636382c226b6579223a2261623537633534392d326237342d343032382d393865662d373237663764653431633366222c226670223a2239633961613434303632343864636363326635326339303236616265333464663730323564643066363265343438613032386336626636306638343363623066227d2c2265223a7b2273656174223a312c226e6578745f73656174223a317d7d', 147);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 152, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3734333833312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226637313338613266343762303436343438623863636632333133333837323938222c226174223a313739363137333438353734332c226b6579223a2264353633663033632d396262352d343166352d383262622d666237396463393737656661222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 152);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 153, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3734333833312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226637313338613266343762303436343438623863636632333133333837323938222c226174223a313739363137333438353734332c226b6579223a2264353633663033632d396262352d343166352d383262622d666237396463393737656661222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 153);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 157, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3838333633382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364306238353634323836313430386639336266386332343539366566373864222c226174223a313739363137333438353838332c226b6579223a2239633839303031362d623163332d343934392d396134632d356133656664646139313966222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224436227d7d', 157);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 161, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3939313638392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653836366535393965613439633439646437613564616230623963646138222c226174223a313739363137333438353939312c226b6579223a2237313232306534332d643233612d343333382d613836632d626263366462646466343532222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c226361726473223a5b22484a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 161);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 162, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3939313638392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653836366535393965613439633439646437613564616230623963646138222c226174223a313739363137333438353939312c226b6579223a2237313232306534332d643233612d343333382d613836632d626263366462646466343532222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c2273756974223a2253227d7d', 162);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 163, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3939313638392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653836366535393965613439633439646437613564616230623963646138222c226174223a313739363137333438353939312c226b6579223a2237313232306534332d643233612d343333382d613836632d626263366462646466343532222c226670223a2230663535633335306564343139616338343462303533323931623265326233646637336364383838346562666136396337363130623264373664323966633731227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 163);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 168, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3133373232392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223735333363636663326633663432353838653962656464616338613232353539222c226174223a313739363137333438363133372c226b6579223a2238333535323231302d376433352d343436302d396338622d626162363439653566643663222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224433222c224839222c22483130222c225335225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 168);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 169, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3133373232392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223735333363636663326633663432353838653962656464616338613232353539222c226174223a313739363137333438363133372c226b6579223a2238333535323231302d376433352d343436302d396338622d626162363439653566643663222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 169);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 174, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3334363932392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223063646130626666396439613437343139386461643964646638646666613463222c226174223a313739363137333438363334362c226b6579223a2233613734616439332d366235332d346162392d383936622d376263663765646461373565222c226670223a2236623265316663656161663735366262663538383362343362373766663632346438323339636638386436393233303965653061353436633066663663346332227d2c2265223a7b2273656174223a302c226361726473223a5b224351225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 174);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 175, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3334363932392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223063646130626666396439613437343139386461643964646638646666613463222c226174223a313739363137333438363334362c226b6579223a2233613734616439332d366235332d346162392d383936622d376263663765646461373565222c226670223a2236623265316663656161663735366262663538383362343362373766663632346438323339636638386436393233303965653061353436633066663663346332227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 175);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 181, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3736313636302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223337383861353135393534363430326138636365613061306634376230613866222c226174223a313739363137333438363736312c226b6579223a2234646266653462382d353161372d343563612d396663352d353039623934363662626337222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224339225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224339227d7d', 181);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 185, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3938363831322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431383561346430666633653463363539376135343938353038653262616530222c226174223a313739363137333438363938362c226b6579223a2264633334336336342d653333342d346266662d626437372d323630366635373164313536222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 185);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 186, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3938363831322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431383561346430666633653463363539376135343938353038653262616530222c226174223a313739363137333438363938362c226b6579223a2264633334336336342d653333342d346266662d626437372d323630366635373164313536222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 186);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 187, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3938363831322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223431383561346430666633653463363539376135343938353038653262616530222c226174223a313739363137333438363938362c226b6579223a2264633334336336342d653333342d346266662d626437372d323630366635373164313536222c226670223a2231306565346233303364376131633466316331306565626330336165306636393961326531393133656632653531366239353438333339636530333762386432227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 187);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 192, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3233383931332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331323837323138623633643433363561613064323363633531353066356364222c226174223a313739363137333438373233382c226b6579223a2261623762313866302d643131312d346434392d383662322d363231303636643133383735222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226361726473223a5b224839225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 192);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 193, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3233383931332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223331323837323138623633643433363561613064323363633531353066356364222c226174223a313739363137333438373233382c226b6579223a2261623762313866302d643131312d346434392d383662322d363231303636643133383735222c226670223a2234616162616561313135346134313462336336336262383337626163303863363637363035353561323936306436643130613563343164623363646334333964227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 193);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 148, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3639343633332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226533666264623033386165653439393262316666353030386532663835633463222c226174223a313739363137333438353639342c226b6579223a2238306335386163652d646364382d346631652d383063352d323034386461343364313735222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225337225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 148);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 149, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3639343633332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226533666264623033386165653439393262316666353030386532663835633463222c226174223a313739363137333438353639342c226b6579223a2238306335386163652d646364382d346631652d383063352d323034386461343364313735222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 149);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 154, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3832323630382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223965333137623865663738663463613838356634616566313639376238633461222c226174223a313739363137333438353831382c226b6579223a2265646361663631362d643935642d343936662d613462662d656561633966356163316365222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444b227d7d', 154);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 158, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3931323339362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226134653464343363363630633432366461373238306538366435656261353464222c226174223a313739363137333438353931322c226b6579223a2239356136343063642d643539312d343635322d396431372d313565306266653962306235222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226361726473223a5b224436225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 158);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 159, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3931323339362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226134653464343363363630633432366461373238306538366435656261353464222c226174223a313739363137333438353931322c226b6579223a2239356136343063642d643539312d343635322d396431372d313565306266653962306235222c226670223a2238616235316131633866636339393036303061333935313535663838346266363339373530653338376463343330656336623533326636346635323664333131227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 159);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 164, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3035383634392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223232636436346166393762653439366239663762336364613734333064383362222c226174223a313739363137333438363035382c226b6579223a2264333433633839622d366230322d343339342d386564622d643363353434363536616338222c226670223a2236303331653266336235656165343732636635396134396430376432356535653237383335623037356164363433653430623861386230343636353638633863227d2c2265223a7b2273656174223a312c226361726473223a5b225337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 164);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 165, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3035383634392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223232636436346166393762653439366239663762336364613734333064383362222c226174223a313739363137333438363035382c226b6579223a2264333433633839622d366230322d343339342d386564622d643363353434363536616338222c226670223a2236303331653266336235656165343732636635396134396430376432356535653237383335623037356164363433653430623861386230343636353638633863227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 165);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 170, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3231343839302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223862663564396562336235653430616539376336323731623335646531663437222c226174223a313739363137333438363231342c226b6579223a2262613234653535642d393964312d346562382d393633622d306336666330323562323138222c226670223a2230323236303034396663313661393665666636383136356162343338383962353333343665316661396230653862363566306337653236366139373764333165227d2c2265223a7b2273656174223a302c226361726473223a5b224335225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 170);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 171, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3231343839302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223862663564396562336235653430616539376336323731623335646531663437222c226174223a313739363137333438363231342c226b6579223a2262613234653535642d393964312d346562382d393633622d306336666330323562323138222c226670223a2230323236303034396663313661393665666636383136356162343338383962353333343665316661396230653862363566306337653236366139373764333165227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 171);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 176, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3433353332342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223837646434643230613233393431633639303330643066343266393037646561222c226174223a313739363137333438363433352c226b6579223a2261653035323131662d383035662d346239352d623733342d626365316436343632656335222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b225338225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 176);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 177, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3433353332342b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223837646434643230613233393431633639303330643066343266393037646561222c226174223a313739363137333438363433352c226b6579223a2261653035323131662d383035662d346239352d623733342d626365316436343632656335222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 177);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 182, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3834363036322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223139396564313035316134653433653562666239643934663033623831303563222c226174223a313739363137333438363834352c226b6579223a2235616563613636652d386239632d343266612d616336642d343738616438653663333835222c226670223a2266316634346462343237373063356164373430383233363531383766643563313635646333643336613132383137313162633234383734646536653065653032227d2c2265223a7b2273656174223a312c226361726473223a5b224339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 182);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 183, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3834363036322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223139396564313035316134653433653562666239643934663033623831303563222c226174223a313739363137333438363834352c226b6579223a2235616563613636652d386239632d343266612d616336642d343738616438653663333835222c226670223a2266316634346462343237373063356164373430383233363531383766643563313635646333643336613132383137313162633234383734646536653065653032227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 183);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 188, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3037313137362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226235363037383133663438613436663738323030643631313738656436383532222c226174223a313739363137333438373037302c226b6579223a2231366463636237302d623465662d343036332d396230352d386435393461613637373231222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226361726473223a5b22483130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 188);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 189, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3037313137362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226235363037383133663438613436663738323030643631313738656436383532222c226174223a313739363137333438373037302c226b6579223a2231366463636237302d623465662d343036332d396230352d386435393461613637373231222c226670223a2263383535653365306365303734303638396430313433643862626138356363633535373461306663316364323463376434373438346333313062616236373934227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 189);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 194, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3331323036382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223066616163366131376136623439363661313963656637373666306634623761222c226174223a313739363137333438373331312c226b6579223a2231336533363064632d343934612d343763632d383538662d393066326435323835393661222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22443130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 194);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 195, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3331323036382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223066616163366131376136623439363661313963656637373666306634623761222c226174223a313739363137333438373331312c226b6579223a2231336533363064632d343934612d343763632d383538662d393066326435323835393661222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 195);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 200, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3539313132302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223530366465386262346664663464303038666634643434633230623331383862222c226174223a313739363137333438373539302c226b6579223a2265313037326530612d666636372d343165392d626531612d643465303032353231373365222c226670223a2236373236653231376538346131303034396431333162343231613433376235353036323030313763383337396664636461663835343036396133363965646536227d2c2265223a7b2273656174223a312c226361726473223a5b225333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 200);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 201, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3539313132302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223530366465386262346664663464303038666634643434633230623331383862222c226174223a313739363137333438373539302c226b6579223a2265313037326530612d666636372d343165392d626531612d643465303032353231373365222c226670223a2236373236653231376538346131303034396431333162343231613433376235353036323030313763383337396664636461663835343036396133363965646536227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 201);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 205, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3738343034372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223335393765643930636364663439376261613962613334303037646435306432222c226174223a313739363137333438373738332c226b6579223a2265343666376238382d633436652d343337382d383633342d666436303932666366346338222c226670223a2230616334653363323736346332383638393837623733393432373634346263666538663437343864343964643866633631366564373234646261623730636437227d2c2265223a7b2273656174223a312c226361726473223a5b224433225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 205);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 206, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3738343034372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223335393765643930636364663439376261613962613334303037646435306432222c226174223a313739363137333438373738332c226b6579223a2265343666376238382d633436652d343337382d383633342d666436303932666366346338222c226670223a2230616334653363323736346332383638393837623733393432373634346263666538663437343864343964643866633631366564373234646261623730636437227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 206);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 151, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3731333338372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223461653330343533353264333463376262656630376361303434376136653631222c226174223a313739363137333438353731332c226b6579223a2235326665366135322d333566642d343865652d613363642d393663373763346431396431222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 151);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 155, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3835353738372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226263343763623961396535353437363439393562623163356361616333356364222c226174223a313739363137333438353835352c226b6579223a2265316462636639632d663633612d343630352d383134302d316638656136316331303732222c226670223a2232363162643937303136643930306432343762393936616430386136333730626564656463306239636639616534663265366431373832303533636330613732227d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 155);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 156, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3835353738372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226263343763623961396535353437363439393562623163356361616333356364222c226174223a313739363137333438353835352c226b6579223a2265316462636639632d663633612d343630352d383134302d316638656136316331303732222c226670223a2232363162643937303136643930306432343762393936616430386136333730626564656463306239636639616534663265366431373832303533636330613732227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 156);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 160, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34352e3935343633372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226635396232633236386631663466653738303439636435643662633461396164222c226174223a313739363137333438353935342c226b6579223a2235653638363533382d333938662d343431342d623730622d386663376333663339643533222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22484a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22484a227d7d', 160);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 166, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3130313831362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223735376639633437383131363463663938666432396564383464313566346630222c226174223a313739363137333438363130312c226b6579223a2235346335653538362d623430302d343239622d623136332d316138653464376664636365222c226670223a2230316135653033386537326239613930383161313539626131663430656533643037373437383534353463366439633263373461373332656139383038373931227d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 166);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 167, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3130313831362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223735376639633437383131363463663938666432396564383464313566346630222c226174223a313739363137333438363130312c226b6579223a2235346335653538362d623430302d343239622d623136332d316138653464376664636365222c226670223a2230316135653033386537326239613930383161313539626131663430656533643037373437383534353463366439633263373461373332656139383038373931227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 167);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 172, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3238313930302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226231633339366233383066303433623461353531333435356530353965313735222c226174223a313739363137333438363238312c226b6579223a2232643763336237352d313766642d343961632d396461372d616431633835303131663134222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226361726473223a5b224334225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 172);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 173, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3238313930302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226231633339366233383066303433623461353531333435356530353965313735222c226174223a313739363137333438363238312c226b6579223a2232643763336237352d313766642d343961632d396461372d616431633835303131663134222c226670223a2232316130393432613461346339613932393063336435353130636430353235326533336136646130616338353934623339623837323138643962326261363939227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 173);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 178, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3633323931392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226630396461663237636635393432663562323534306334346338663330643763222c226174223a313739363137333438363633322c226b6579223a2237666535643261362d343738302d343863392d383865622d653730636631643430646134222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c226361726473223a5b224332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 178);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 179, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3633323931392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226630396461663237636635393432663562323534306334346338663330643763222c226174223a313739363137333438363633322c226b6579223a2237666535643261362d343738302d343863392d383865622d653730636631643430646134222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 179);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 180, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3633323931392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226630396461663237636635393432663562323534306334346338663330643763222c226174223a313739363137333438363633322c226b6579223a2237666535643261362d343738302d343863392d383865622d653730636631643430646134222c226670223a2262376338323565373138623538373134393636616564376137383939323037363138356637633230313366393263633065326533366466343664656538303230227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 180);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 184, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34362e3931393635362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223335356163303966373236653433333739353635313334313162386436386663222c226174223a313739363137333438363931392c226b6579223a2234653737316430382d326638302d346635312d613230392d636235363731333836633134222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22433130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22433130227d7d', 184);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 190, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3133383737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223061623036326637326463633462343961323666633132313039303362363331222c226174223a313739363137333438373133382c226b6579223a2233643738376231352d353330332d343238322d393734652d626232636539616333613435222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224341225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 190);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 191, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3133383737382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223061623036326637326463633462343961323666633132313039303362363331222c226174223a313739363137333438373133382c226b6579223a2233643738376231352d353330332d343238322d393734652d626232636539616333613435222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 191);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 196, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3432343838332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223034656331663434306234323439313862383638333337616162643035373961222c226174223a313739363137333438373432302c226b6579223a2231306665326163362d633339362d343739302d623034322d353965393039363262613962222c226670223a2265366362343766666366623564363034363930616166643532383763303437633639663335663033653239343861303266623466623832373363396530333434227d2c2265223a7b2273656174223a312c226361726473223a5b225339225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 196);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 197, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3432343838332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223034656331663434306234323439313862383638333337616162643035373961222c226174223a313739363137333438373432302c226b6579223a2231306665326163362d633339362d343739302d623034322d353965393039363262613962222c226670223a2265366362343766666366623564363034363930616166643532383763303437633639663335663033653239343861303266623466623832373363396530333434227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 197);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 198, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3531353430372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223566626162653835633033353436666161393765366666306539343933663531222c226174223a313739363137333438373531352c226b6579223a2262663739643563652d636563312d346538302d393066612d303536356334316662366436222c226670223a2263323032656333316437626465313136396438616539636536663931353932353761646237326362633134653363316338313766316663333933653762313162227d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 198);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 199, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3531353430372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223566626162653835633033353436666161393765366666306539343933663531222c226174223a313739363137333438373531352c226b6579223a2262663739643563652d636563312d346538302d393066612d303536356334316662366436222c226670223a2263323032656333316437626465313136396438616539636536663931353932353761646237326362633134653363316338313766316663333933653762313162227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 199);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 202, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3635373935302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226139396134633735353238303430616362333536363163383434393636303230222c226174223a313739363137333438373635372c226b6579223a2236386462653130392d333165622d343533622d393930622d376163343862653539646230222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b224333225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224333227d7d', 202);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 203, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3732303735302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226164336165623238353832363465316261386633303362366435616435376439222c226174223a313739363137333438373732302c226b6579223a2233626138663761352d663239322d343134312d623336352d346434653066356232383264222c226670223a2234656434376236643632313638633932613834396533663733326331326435633965616432666439353166623266323265393164386638653165636230363363227d2c2265223a7b2273656174223a302c226361726473223a5b224333225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 203);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 204, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3732303735302b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226164336165623238353832363465316261386633303362366435616435376439222c226174223a313739363137333438373732302c226b6579223a2233626138663761352d663239322d343134312d623336352d346434653066356232383264222c226670223a2234656434376236643632313638633932613834396533663733326331326435633965616432666439353166623266323265393164386638653165636230363363227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 204);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 207, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3835303139362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653337396665303331363436323638636139396437613339393966373861222c226174223a313739363137333438373834392c226b6579223a2231313932326237642d353063612d343164372d386235622d653265373033383262346139222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c226361726473223a5b22443130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 207);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 208, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3835303139362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653337396665303331363436323638636139396437613339393966373861222c226174223a313739363137333438373834392c226b6579223a2231313932326237642d353063612d343164372d386235622d653265373033383262346139222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 208);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 209, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3835303139362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223639653337396665303331363436323638636139396437613339393966373861222c226174223a313739363137333438373834392c226b6579223a2231313932326237642d353063612d343164372d386235622d653265373033383262346139222c226670223a2237376565386361663161643464316466663737343065396637653133656534363432636436313434306662343962626262363163366435613764646237616232227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 209);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 213, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3039353930382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223132386266346331353661663437326561303838623865303735313533303432222c226174223a313739363137333438383039352c226b6579223a2235353433316533612d613664372d346538302d383866342d333532373263643561383462222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a225332227d7d', 213);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 220, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3333373733352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226331626566373935656264613463646438633634396561343534373765666133222c226174223a313739363137333438383333372c226b6579223a2234303261386566382d306666332d343331622d616433342d626435613235316561666563222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22434a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22434a227d7d', 220);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 226, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3533363636372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363396239386463366266643432343862303038393434353063353264343865222c226174223a313739363137333438383533362c226b6579223a2233373638343666352d376336372d343731322d623562662d353939323536653664366137222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c226361726473223a5b224836225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 226);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 227, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3533363636372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363396239386463366266643432343862303038393434353063353264343865222c226174223a313739363137333438383533362c226b6579223a2233373638343666352d376336372d343731322d623562662d353939323536653664366137222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 227);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 228, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3533363636372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223363396239386463366266643432343862303038393434353063353264343865222c226174223a313739363137333438383533362c226b6579223a2233373638343666352d376336372d343731322d623562662d353939323536653664366137222c226670223a2265313335356264303538323335633364623030343635363765366435663736633461306533373439653131653861373662646436356233383462386264386130227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 228);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 234, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3734313733392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223039306666326538373034343432613738316464643963303735613730303861222c226174223a313739363137333438383734312c226b6579223a2231383330336562612d343662382d343932322d623962362d363735323337633863303139222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224832225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a6e756c6c7d7d', 234);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 235, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3734313733392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223039306666326538373034343432613738316464643963303735613730303861222c226174223a313739363137333438383734312c226b6579223a2231383330336562612d343662382d343932322d623962362d363735323337633863303139222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 235);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3033373634302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226464356163616335636636613432626439336237366266303135326464613065222c226174223a313739363137333439303033367d2c2265223a7b2272756c65736574223a7b226e616d65223a224d4d2d303031222c226465636b223a33322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c355d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226f7264696e617279222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d2c2241223a7b226b696e64223a22616761696e222c22616d6f756e74223a302c2277696c64223a66616c73657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a66616c73652c226c6173745f636172645f666f7262696464656e223a5b2237222c2238222c224a222c2241225d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226d616e75616c222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2270656e616c74795f706f696e7473222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a352c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22646f7261222c22656d696c225d7d7d', 258);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3033373634302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226464356163616335636636613432626439336237366266303135326464613065222c226174223a313739363137333439303033367d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2239343863363561623135666464633236633333316365333366623037646638306231303262383839626230616463336231636231656165316532383533346231222c2273656564223a2235393838613762363736633061623830626562396430303434386634663132666538616465656263356363623339376231613238343132633965316533653165222c226465636b223a5b224437222c22483130222c225341222c22534b222c22444b222c224837222c22484b222c22533130222c224451222c225338222c22434a222c22444a222c224851222c22443130222c22484a222c22534a222c22433130222c22434b222c224839222c224341222c224838222c225337222c224439222c224338222c224351222c224841222c225339222c224337222c224339222c224441222c225351222c224438225d2c226578706c696369745f6465636b223a66616c73657d7d', 259);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3033373634302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226464356163616335636636613432626439336237366266303135326464613065222c226174223a313739363137333439303033367d2c2265223a7b2268616e6473223a5b5b224437222c225341222c22444b222c22484b222c224451225d2c5b22483130222c22534b222c224837222c22533130222c225338225d5d7d7d', 260);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3033373634302b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226464356163616335636636613432626439336237366266303135326464613065222c226174223a313739363137333439303033367d2c2265223a7b2263617264223a224851222c22627572696564223a5b22434a222c22444a225d2c22656666656374223a22222c2264726177223a307d7d', 261);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 7, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3232353433352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226236346436646434343632373436376539376435386261383836303931356136222c226174223a313739363137333439303232357d2c2265223a7b2273656174223a312c226361726473223a5b22443130225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22443130227d7d', 264);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3337333730392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226334363530356363313765623433393062353364326430613031623934326537222c226174223a313739363137333439303337337d2c2265223a7b2273656174223a302c226361726473223a5b22444b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 267);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 11, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3337333730392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226334363530356363313765623433393062353364326430613031623934326537222c226174223a313739363137333439303337337d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 268);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 14, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3530373831362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226130353466313161306330623438373262376139626561646364303639613036222c226174223a313739363137333439303530367d2c2265223a7b2273656174223a302c226361726473223a5b225341225d2c22656666656374223a22616761696e222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 271);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 15, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3530373831362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226130353466313161306330623438373262376139626561646364303639613036222c226174223a313739363137333439303530367d2c2265223a7b2273656174223a302c226e6578745f73656174223a307d7d', 272);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 210, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3930383932322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223236333735633031303137383466323038663839326331313265323836316136222c226174223a313739363137333438373930382c226b6579223a2231616133303364662d313733612d343136382d623234612d396665333964353334643431222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224432225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224432227d7d', 210);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 214, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3230383034392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223962653138613762616435383465386561306565376330326432343833393537222c226174223a313739363137333438383139392c226b6579223a2235353536313638352d653565322d343362612d613830612d396636646261316539363137222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226361726473223a5b225332225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 214);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 215, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3230383034392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223962653138613762616435383465386561306565376330326432343833393537222c226174223a313739363137333438383139392c226b6579223a2235353536313638352d653565322d343362612d613830612d396636646261316539363137222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 215);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 216, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3230383034392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223962653138613762616435383465386561306565376330326432343833393537222c226174223a313739363137333438383139392c226b6579223a2235353536313638352d653565322d343362612d613830612d396636646261316539363137222c226670223a2234313535623431623462323232623331643330313034383039356532653536336662623038643337646334376130656333356161373664363737333537376364227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 216);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 221, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3339393035362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223266636330326638653764333431336261393562346365653839356437613366222c226174223a313739363137333438383339382c226b6579223a2234376132333137352d363935662d346664632d613363642d643262363664313039303663222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c226361726473223a5b22434a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 221);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 222, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3339393035362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223266636330326638653764333431336261393562346365653839356437613366222c226174223a313739363137333438383339382c226b6579223a2234376132333137352d363935662d346664632d613363642d643262363664313039303663222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 222);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 223, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3339393035362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223266636330326638653764333431336261393562346365653839356437613366222c226174223a313739363137333438383339382c226b6579223a2234376132333137352d363935662d346664632d613363642d643262363664313039303663222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c2273756974223a2248227d7d', 223);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 224, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3339393035362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223266636330326638653764333431336261393562346365653839356437613366222c226174223a313739363137333438383339382c226b6579223a2234376132333137352d363935662d346664632d613363642d643262363664313039303663222c226670223a2237376262326331633763653433303063343364393632656435383736633233646130336263303634663936613834626334326565333162326139343562663737227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 224);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 229, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3630363836332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226664383162653439346630663465383862643931646631646163346538366263222c226174223a313739363137333438383630362c226b6579223a2239366239326431372d306663342d346536652d626239372d626436303833626363613137222c226670223a2234343835343132366336363565623534366537636561393661646662343338323837663735396638663938306337386637363832656332633733393436656234227d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444a227d7d', 229);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 236, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3739343330352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223531633635663363336535633435313962356631636665366131376332353336222c226174223a313739363137333438383739342c226b6579223a2236393162636239652d396237632d343232352d616264612d306664643065663438396530222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b2273656174223a302c226361726473223a5b224341225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 236);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 237, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3739343330352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223531633635663363336535633435313962356631636665366131376332353336222c226174223a313739363137333438383739342c226b6579223a2236393162636239652d396237632d343232352d616264612d306664643065663438396530222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b2273656174223a302c2263616c6c223a226d61756d6175222c226175746f223a747275657d7d', 237);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 238, 'maumau.RoundWon', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3739343330352b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223531633635663363336535633435313962356631636665366131376332353336222c226174223a313739363137333438383739342c226b6579223a2236393162636239652d396237632d343232352d616264612d306664643065663438396530222c226670223a2230343337356163396566343761336238303366623835373631363362393662313066333835663762326530353862356662353463323832333534386134623262227d2c2265223a7b22726f756e645f6e6f223a322c2273656174223a302c22726561736f6e223a226f7574222c22706f696e7473223a5b312c305d2c2268616e6473223a5b5b5d2c5b225338222c224832225d5d2c2273656564223a2236643965343237663562323837303338386265313934383837306437386330626631353466363263636564623363306261666136303230386564393132386636227d7d', 238);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 211, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3938333334332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223062653437303337366266623432353862656463306433396532626131336131222c226174223a313739363137333438373938332c226b6579223a2232303561366238622d656530302d346339662d616635392d316233633866626165623032222c226670223a2266373861333633323031653461353664363134343262613762623132323764326330613339643537303165336262653962363662646161326266313435383237227d2c2265223a7b2273656174223a312c226361726473223a5b224432225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 211);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 212, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34372e3938333334332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223062653437303337366266623432353862656463306433396532626131336131222c226174223a313739363137333438373938332c226b6579223a2232303561366238622d656530302d346339662d616635392d316233633866626165623032222c226670223a2266373861333633323031653461353664363134343262613762623132323764326330613339643537303165336262653962363662646161326266313435383237227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 212);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 217, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3238313138372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223035333830323533383935643463616639636430396133613162343263313234222c226174223a313739363137333438383238302c226b6579223a2230353433303066662d613465352d346233632d623233622d343230323836333261366665222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c226361726473223a5b225335225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 217);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 218, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3238313138372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223035333830323533383935643463616639636430396133613162343263313234222c226174223a313739363137333438383238302c226b6579223a2230353433303066662d613465352d346233632d623233622d343230323836333261366665222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c2263616c6c223a226d6175222c226175746f223a747275657d7d', 218);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 219, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3238313138372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223035333830323533383935643463616639636430396133613162343263313234222c226174223a313739363137333438383238302c226b6579223a2230353433303066662d613465352d346233632d623233622d343230323836333261366665222c226670223a2266396263396563313633646530646139663864313236653234366562613836386539633066636339653330343932306331303837383830363262393135356631227d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 219);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 225, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3436353634372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223531613434303734353135623434323538386566363664306435336430346533222c226174223a313739363137333438383436352c226b6579223a2236356138376139322d393265372d346131362d393532392d306637613836383831383765222c226670223a2262653761636430653666616237353933383437346466653662663835623832633838333563323162646164633462343531363530666266356461336133616430227d2c2265223a7b2273656174223a312c226361726473223a5b224836225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a224836227d7d', 225);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 230, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3635373336372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166353834333037616136383430623439623863666237386431383364393937222c226174223a313739363137333438383635372c226b6579223a2263316563346465382d643839332d346635372d386534652d636662326130333332636531222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 230);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 231, 'maumau.MauCalled', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3635373336372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166353834333037616136383430623439623863666237386431383364393937222c226174223a313739363137333438383635372c226b6579223a2263316563346465382d643839332d346635372d386534652d636662326130333332636531222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c2263616c6c223a226d6175222c226175746f223a747275657d7d', 231);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 232, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3635373336372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166353834333037616136383430623439623863666237386431383364393937222c226174223a313739363137333438383635372c226b6579223a2263316563346465382d643839332d346635372d386534652d636662326130333332636531222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c2273756974223a2243227d7d', 232);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 233, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3635373336372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226166353834333037616136383430623439623863666237386431383364393937222c226174223a313739363137333438383635372c226b6579223a2263316563346465382d643839332d346635372d386534652d636662326130333332636531222c226670223a2234343436383237633066623830656361303130326430353261356633386436313933303065366430643861633936616165323239393164626565373737393864227d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 233);
INSERT INTO public.maumau_events VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 239, 'maumau.MatchFinished', '\x7b2274223a22323032362d31322d30325430313a30343a34382e3838333739392b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a226161646561326533323633313439383138386662376532633632366231373230222c226174223a313739363137333438383838337d2c2265223a7b225f76223a322c2277696e6e657273223a5b302c315d2c22746f74616c73223a5b312c315d2c227465726d696e6174696f6e223a22656e6465645f62795f686f7374222c22726561736f6e223a22656e6465642062792074686520686f7374227d7d', 239);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 1, 'maumau.MatchStarted', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3137353130382b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223338613361653639353638343439626362393561616463643662373166313133222c226174223a313739363137333438393135377d2c2265223a7b2272756c65736574223a7b226e616d65223a224d4d2d303031222c226465636b223a33322c226465636b73223a312c2274776f5f6465636b735f66726f6d223a6e756c6c2c22706c6179657273223a5b322c355d2c2268616e645f73697a65223a352c2268616e645f73697a655f3270223a6e756c6c2c2273746172745f63617264223a226f7264696e617279222c227370656369616c73223a7b2237223a7b226b696e64223a2264726177222c22616d6f756e74223a322c2277696c64223a66616c73657d2c2238223a7b226b696e64223a22736b6970222c22616d6f756e74223a302c2277696c64223a66616c73657d2c224a223a7b226b696e64223a2277697368222c22616d6f756e74223a302c2277696c64223a747275657d2c2241223a7b226b696e64223a22616761696e222c22616d6f756e74223a302c2277696c64223a66616c73657d7d2c22737461636b696e67223a747275652c22766f6c756e746172795f64726177223a747275652c22647261775f6d6f6465223a226f6e65222c22776973685f6f6e5f77697368223a66616c73652c226c6173745f636172645f666f7262696464656e223a5b2237222c2238222c224a222c2241225d2c226d756c74695f73616d655f72616e6b223a66616c73652c2263616c6c73223a226d616e75616c222c2266696e616c5f63616c6c5f6368616c6c656e676561626c65223a747275652c2263616c6c5f70656e616c7479223a322c22696c6c6567616c5f706c61795f70656e616c7479223a302c226a756d705f696e223a66616c73652c2273636f72696e67223a2270656e616c74795f706f696e7473222c22636172645f76616c756573223a2266656c74222c227a6f6e655f6a61636b5f76616c7565223a322c2277696e5f746172676574223a352c22706f696e74735f6c696d6974223a3130302c226d61785f726f756e6473223a6e756c6c2c226368616c6c656e67655f77696e646f775f6d73223a31303030307d2c227365617473223a322c22706c6179657273223a5b22636c656f222c22626f743a72616e646f6d225d7d7d', 240);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 2, 'maumau.RoundStarted', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3137353130382b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223338613361653639353638343439626362393561616463643662373166313133222c226174223a313739363137333438393135377d2c2265223a7b22726f756e645f6e6f223a312c2266697273745f73656174223a302c22636f6d6d69746d656e74223a2236386339616535653436373131386333653332333338343064373131653361396663386333633264343663613339393730313266343833383138666561633163222c2273656564223a2262306261633063313861333962373138663834626263336134633264383639616164386334386338633861643063313635383433313036656131663339303736222c226465636b223a5b224351222c22534a222c224851222c22434b222c224337222c224841222c224441222c224838222c224451222c225339222c22483130222c225337222c22444b222c22444a222c225338222c224341222c224438222c225351222c224839222c22484a222c22433130222c22443130222c22484b222c22434a222c225341222c22534b222c224338222c224837222c22533130222c224439222c224437222c224339225d2c226578706c696369745f6465636b223a66616c73657d7d', 241);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 3, 'maumau.CardsDealt', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3137353130382b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223338613361653639353638343439626362393561616463643662373166313133222c226174223a313739363137333438393135377d2c2265223a7b2268616e6473223a5b5b224351222c224851222c224337222c224441222c224451225d2c5b22534a222c22434b222c224841222c224838222c225339225d5d7d7d', 242);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 4, 'maumau.StartCardTurned', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3137353130382b30303a3030222c226d223a7b226163746f72223a22686f7374222c2273656174223a6e756c6c2c22726964223a223338613361653639353638343439626362393561616463643662373166313133222c226174223a313739363137333438393135377d2c2265223a7b2263617264223a22483130222c22627572696564223a5b5d2c22656666656374223a22222c2264726177223a307d7d', 243);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3336333639392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223233306431643838346465343432306439623833316134343335376563326536222c226174223a313739363137333438393336337d2c2265223a7b2273656174223a302c226361726473223a5b224851225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 244);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3336333639392b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223233306431643838346465343432306439623833316134343335376563326536222c226174223a313739363137333438393336337d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 245);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 7, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3632383336312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364636439343131373732373465373361336335386531333936613931393033222c226174223a313739363137333438393632387d2c2265223a7b2273656174223a312c226361726473223a5b22534a225d2c22656666656374223a2277697368222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 246);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 8, 'maumau.SuitWished', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3632383336312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364636439343131373732373465373361336335386531333936613931393033222c226174223a313739363137333438393632387d2c2265223a7b2273656174223a312c2273756974223a2243227d7d', 247);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3632383336312b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223364636439343131373732373465373361336335386531333936613931393033222c226174223a313739363137333438393632387d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 248);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 10, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3635333431332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223536633730336164666138303461343361383862313966653335653561376538222c226174223a313739363137333438393635337d2c2265223a7b2273656174223a302c226361726473223a5b224337225d2c22656666656374223a2264726177222c2264726177223a322c226a756d705f696e223a66616c73657d7d', 249);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 11, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3635333431332b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223536633730336164666138303461343361383862313966653335653561376538222c226174223a313739363137333438393635337d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 250);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 12, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3637303637382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226537343661333431633135623431643162363433376631656233396535346535222c226174223a313739363137333438393637307d2c2265223a7b2273656174223a312c226361726473223a5b225337222c22444b225d2c22726561736f6e223a22647261775f656666656374222c22706c617961626c65223a6e756c6c7d7d', 251);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 13, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3637303637382b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226537343661333431633135623431643162363433376631656233396535346535222c226174223a313739363137333438393637307d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 252);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 16, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3735363435362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223864646539353432376461333434613761653335323636383861353333636262222c226174223a313739363137333438393735367d2c2265223a7b2273656174223a312c226361726473223a5b22434b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 255);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 17, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3735363435362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223864646539353432376461333434613761653335323636383861353333636262222c226174223a313739363137333438393735367d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 256);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 14, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3731323730372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226264386334663938663239343431306662393736323830663330373333383936222c226174223a313739363137333438393731327d2c2265223a7b2273656174223a302c226361726473223a5b224351225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 253);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 15, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3731323730372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226264386334663938663239343431306662393736323830663330373333383936222c226174223a313739363137333438393731327d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 254);
INSERT INTO public.maumau_events VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 18, 'maumau.CardDrawn', '\x7b2274223a22323032362d31322d30325430313a30343a34392e3832363832362b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a226561656262656164396364343438346239613762386632353933643265626563222c226174223a313739363137333438393832367d2c2265223a7b2273656174223a302c226361726473223a5b22444a225d2c22726561736f6e223a2263686f696365222c22706c617961626c65223a22444a227d7d', 257);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 5, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3131373330372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223562313436643263313438363436633039346364666639636662396633363939222c226174223a313739363137333439303131377d2c2265223a7b2273656174223a302c226361726473223a5b224451225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 262);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 6, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3131373330372b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a302c22726964223a223562313436643263313438363436633039346364666639636662396633363939222c226174223a313739363137333439303131377d2c2265223a7b2273656174223a302c226e6578745f73656174223a317d7d', 263);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 8, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3330303336322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223438633739383630303834393431393361353162306631313435346432666638222c226174223a313739363137333439303330307d2c2265223a7b2273656174223a312c226361726473223a5b22443130225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 265);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 9, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3330303336322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a223438633739383630303834393431393361353162306631313435346432666638222c226174223a313739363137333439303330307d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 266);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 12, 'maumau.CardPlayed', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3433303731322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226463663965633066306165363433323239636464653164356462656233643561222c226174223a313739363137333439303433307d2c2265223a7b2273656174223a312c226361726473223a5b22534b225d2c22656666656374223a22222c2264726177223a302c226a756d705f696e223a66616c73657d7d', 269);
INSERT INTO public.maumau_events VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 13, 'maumau.TurnEnded', '\x7b2274223a22323032362d31322d30325430313a30343a35302e3433303731322b30303a3030222c226d223a7b226163746f72223a2273656174222c2273656174223a312c22726964223a226463663965633066306165363433323239636464653164356462656233643561222c226174223a313739363137333439303433307d2c2265223a7b2273656174223a312c226e6578745f73656174223a307d7d', 270);


--
-- Data for Name: maumau_players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_players VALUES ('da1b9d9c-4dda-428b-841b-26a8f574fb63', 'ann', '2026-12-02 01:04:41.356583+00');
INSERT INTO public.maumau_players VALUES ('4d3a68ca-1a7f-44b1-a5dd-26bd8898847b', 'ben', '2026-12-02 01:04:41.442403+00');
INSERT INTO public.maumau_players VALUES ('2f3330dc-7481-496b-860d-905eb5dda967', 'cleo', '2026-12-02 01:04:49.006574+00');
INSERT INTO public.maumau_players VALUES ('1e666c10-2942-4b53-8354-3bfec32405f2', 'dora', '2026-12-02 01:04:49.881143+00');
INSERT INTO public.maumau_players VALUES ('1d858960-404c-481e-ad74-2f9a85659f86', 'emil', '2026-12-02 01:04:49.941979+00');
INSERT INTO public.maumau_players VALUES ('43c032e2-dad1-4033-8884-3b77362bee5a', 'fynn', '2026-12-02 01:04:50.612171+00');


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

INSERT INTO public.maumau_seats VALUES (1, '394d14c0-98a7-42b9-8127-38d948fb5cd0', 0, 'human', 'da1b9d9c-4dda-428b-841b-26a8f574fb63', NULL, '5a58ab2073d8a002c788e8529b7c1e924aa45a5e66509bd6ccaa41cfb93ec703', '2026-12-02 01:04:41.400773+00', NULL);
INSERT INTO public.maumau_seats VALUES (2, '394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 'human', '4d3a68ca-1a7f-44b1-a5dd-26bd8898847b', NULL, '55cec2f69191f974eff376f478ca541701f904146c053252323e135cb256c34c', '2026-12-02 01:04:41.468369+00', NULL);
INSERT INTO public.maumau_seats VALUES (3, '288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 0, 'human', '2f3330dc-7481-496b-860d-905eb5dda967', NULL, '4b5c77f56ca7e287c9a5077084a63a7b96b74a950189823d6653b0e1030b47ce', '2026-12-02 01:04:49.033633+00', NULL);
INSERT INTO public.maumau_seats VALUES (4, '288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 1, 'bot', NULL, 'random', 'af1da82f475f502b186cd0a53fd801e35e193f786e4f76fbe63715794948a208', '2026-12-02 01:04:49.09483+00', NULL);
INSERT INTO public.maumau_seats VALUES (5, 'b29e8cb1-909a-437b-b472-cfc54d93c683', 0, 'human', '1e666c10-2942-4b53-8354-3bfec32405f2', NULL, 'c3f0bd8e409cfa1f0201e901864fec0266cd5eeda16eb8029a676806f0be33ff', '2026-12-02 01:04:49.906591+00', NULL);
INSERT INTO public.maumau_seats VALUES (6, 'b29e8cb1-909a-437b-b472-cfc54d93c683', 1, 'human', '1d858960-404c-481e-ad74-2f9a85659f86', NULL, 'a0b4032b5b51bbdbffc3b2303e38d0c70aa4d6df0899c4c9a8434068e7db3049', '2026-12-02 01:04:49.975404+00', NULL);
INSERT INTO public.maumau_seats VALUES (7, '59fe143b-f4a2-4d74-8a18-c5e6a563ea53', 0, 'human', '43c032e2-dad1-4033-8884-3b77362bee5a', NULL, '393cc14b8ed7d0042aba9e445666bba4ee98b90fb739ac9f84e0cbafb4f024e3', '2026-12-02 01:04:50.638542+00', NULL);
INSERT INTO public.maumau_seats VALUES (8, '59fe143b-f4a2-4d74-8a18-c5e6a563ea53', 1, 'bot', NULL, 'heuristic', '2052bab6d36566a1cf0ab91492466ef72e24cbb0abd8bb0eeff702ea6f175f96', '2026-12-02 01:04:50.680342+00', NULL);


--
-- Data for Name: maumau_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: maumau_tables; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.maumau_tables VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 'TAVERN', '{"name": "TAVERN", "deck": 52, "decks": 1, "two_decks_from": null, "players": [2, 8], "hand_size": 5, "hand_size_2p": null, "start_card": "no_7_8_j", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": true, "last_card_forbidden": [], "multi_same_rank": false, "calls": "auto", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "wins", "card_values": "felt", "zone_jack_value": 2, "win_target": null, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, 'cb03d840db07fa9e18291f8cf214f8bbdbcb143a50b6234ab9ef861b803f59bf', NULL, 'null', '2026-12-02 01:04:41.275433+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, '38a45ca80dbbc8790c582b51eb7b4bff4df7cb02786f33620fe4232e36195bd5', NULL, 'null', '2026-12-02 01:04:48.955208+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, '06b11d78f03ee00b4fc6c8552d90b43aefc5828bc65ce1af0eabbc0135ee7a40', NULL, 'null', '2026-12-02 01:04:49.83941+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);
INSERT INTO public.maumau_tables VALUES ('59fe143b-f4a2-4d74-8a18-c5e6a563ea53', 'MM-001', '{"name": "MM-001", "deck": 32, "decks": 1, "two_decks_from": null, "players": [2, 5], "hand_size": 5, "hand_size_2p": null, "start_card": "ordinary", "specials": {"7": {"kind": "draw", "amount": 2, "wild": false}, "8": {"kind": "skip", "amount": 0, "wild": false}, "J": {"kind": "wish", "amount": 0, "wild": true}, "A": {"kind": "again", "amount": 0, "wild": false}}, "stacking": true, "voluntary_draw": true, "draw_mode": "one", "wish_on_wish": false, "last_card_forbidden": ["7", "8", "J", "A"], "multi_same_rank": false, "calls": "manual", "final_call_challengeable": true, "call_penalty": 2, "illegal_play_penalty": 0, "jump_in": false, "scoring": "penalty_points", "card_values": "felt", "zone_jack_value": 2, "win_target": 5, "points_limit": 100, "max_rounds": null, "challenge_window_ms": 10000}', 2, '1f7f7dd9421ddbe72e42ebd050bd1f6bbb287c77028328496e2966cecd63fd8f', NULL, 'null', '2026-12-02 01:04:50.556156+00', '{"rated": false, "private": false, "spectators": true, "turn_seconds": null, "bank_seconds": 0, "max_timeouts": 3, "on_leave": "bot", "substitute_bot": "heuristic", "auto_deal_seconds": null}', NULL, NULL);


--
-- Data for Name: projection_parking; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: projection_skips; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: projection_tracking; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.projection_tracking VALUES ('leaderboards', 272, 1, 1, '2026-12-02 01:04:51.204813+00');
INSERT INTO public.projection_tracking VALUES ('score_sheets', 272, 1, 1, '2026-12-02 01:04:51.277099+00');
INSERT INTO public.projection_tracking VALUES ('audit', 272, 1, 1, '2026-12-02 01:04:51.304039+00');
INSERT INTO public.projection_tracking VALUES ('disputes', 272, 1, 1, '2026-12-02 01:04:51.303269+00');
INSERT INTO public.projection_tracking VALUES ('analytics', 272, 1, 1, '2026-12-02 01:04:51.310253+00');


--
-- Data for Name: score_sheet_matches_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.score_sheet_matches_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 'TAVERN', 'wins', 'felt', 2, '["ann", "ben"]', 'finished', 2, '[1, 1]', '[27, 10]', '[1, 1]', '[0, 1]', '["ann", "ben"]', 'ended by the host', '2026-12-02 01:04:41.553171+00', '2026-12-02 01:04:48.883799+00');
INSERT INTO public.score_sheet_matches_g1 VALUES ('288cd37a-e8b7-4cc5-91e3-0eab62a862a3', 'MM-001', 'penalty_points', 'felt', 2, '["cleo", "bot:random"]', 'running', 0, '[]', '[]', '[]', '[]', '[]', '', '2026-12-02 01:04:49.175108+00', NULL);
INSERT INTO public.score_sheet_matches_g1 VALUES ('b29e8cb1-909a-437b-b472-cfc54d93c683', 'MM-001', 'penalty_points', 'felt', 2, '["dora", "emil"]', 'running', 0, '[]', '[]', '[]', '[]', '[]', '', '2026-12-02 01:04:50.03764+00', NULL);


--
-- Data for Name: score_sheet_rounds_g1; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.score_sheet_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 0, 'ann', 'lost', 'out', 3, '["S7", "SQ", "SK"]', 0, 27, 0, 27, 0, 0, '2026-12-02 01:04:43.35176+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 1, 1, 'ben', 'won', 'out', 0, '[]', 1, 0, 1, 0, 1, 1, '2026-12-02 01:04:43.35176+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 2, 0, 'ann', 'won', 'out', 0, '[]', 1, 0, 1, 27, 1, 1, '2026-12-02 01:04:48.794305+00');
INSERT INTO public.score_sheet_rounds_g1 VALUES ('394d14c0-98a7-42b9-8127-38d948fb5cd0', 2, 1, 'ben', 'lost', 'out', 2, '["S8", "H2"]', 0, 10, 1, 10, 0, 1, '2026-12-02 01:04:48.794305+00');


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


