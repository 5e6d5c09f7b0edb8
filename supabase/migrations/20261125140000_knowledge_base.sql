-- Knowledge base and the answer assistant (issue 13).
--
-- Articles (title, category, tags, sanitised rich-text body, author, owner, status, last review)
-- are searched in Postgres: kb_articles.search is a weighted tsvector (title A, tags B, body C)
-- with a GIN index, and search_articles() ranks them with highlighted snippets. Every save splits
-- the body into passages (kb_passages, kept by a trigger); answer_question() quotes the best
-- published passages for a customer's question, with the articles it used and a confidence from
-- 0 to 1, and declines below KB_ANSWER_THRESHOLD rather than guess. ask_assistant() keeps the
-- exchange in the caller's own conversation. Questions nobody could answer are logged in
-- kb_unanswered_questions for someone to write up.
--
-- Full-text search only: pg_trgm would have to be loaded into PGlite as well as exist on Supabase,
-- and the 'english' configuration's stemming already matches "banding" with "band".
--
-- Who may do what: every active staff member reads published articles, writes drafts, rates
-- articles, logs questions and talks to the assistant; publishing, archiving and categories need
-- the new permission knowledge.manage (administrators, and the sales manager in the seed). Authors
-- and owners edit their own articles and mark them reviewed.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

insert into public.permissions (code, area, description) values
  ('knowledge.manage', 'crm', 'Publish, archive and organise knowledge articles');

create type public.kb_article_status as enum ('draft', 'published', 'archived');

-- ---------------------------------------------------------------------------------------------
-- Helpers (immutable, so the generated search column may use them)
-- ---------------------------------------------------------------------------------------------

-- The text of the editor's HTML: tags become spaces, the entities the editor writes are decoded.
create or replace function public.kb_html_text(p_html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(p_html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;

create or replace function public.kb_tags_text(p_tags text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_to_string(p_tags, ' '), '')
$$;

-- At most 12 tags, each 1 to 40 characters (a check constraint cannot hold the subquery itself).
create or replace function public.kb_tags_valid(p_tags text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(cardinality(p_tags), 0) <= 12
     and not exists (select 1 from unnest(p_tags) t where t is null or length(btrim(t)) not between 1 and 40)
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.kb_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint kb_categories_name_key unique
    constraint kb_categories_name_check check (length(btrim(name)) between 1 and 80),
  description text not null default ''
    constraint kb_categories_description_length_check check (length(description) <= 400),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table public.kb_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint kb_articles_title_check check (length(btrim(title)) between 1 and 160),
  category_id uuid references public.kb_categories (id) on delete set null,
  tags text[] not null default '{}' constraint kb_articles_tags_check check (public.kb_tags_valid(tags)),
  body_html text not null default ''
    constraint kb_articles_body_html_length_check check (length(body_html) <= 100000),
  status public.kb_article_status not null default 'draft',
  created_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  owner_id uuid default public.current_staff_id() references public.staff (id) on delete set null,
  last_reviewed_at timestamptz not null default now(),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', public.kb_tags_text(tags)), 'B')
    || setweight(to_tsvector('english', public.kb_html_text(body_html)), 'C')
  ) stored
);
create index kb_articles_search_idx on public.kb_articles using gin (search);
create index kb_articles_category_idx on public.kb_articles (category_id, status);
create index kb_articles_owner_idx on public.kb_articles (owner_id);

-- Derived from the articles by kb_articles_passages; never written by clients, so neither
-- versioned nor audited (the article's own audit row records the change).
create table public.kb_passages (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  position integer not null,
  body text not null constraint kb_passages_body_length_check check (length(body) <= 4000),
  search tsvector not null,
  constraint kb_passages_position_key unique (article_id, position)
);
create index kb_passages_search_idx on public.kb_passages using gin (search);

-- One vote per person and article; changing one's mind replaces the vote (rate_article).
create table public.kb_feedback (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  staff_id uuid not null default public.current_staff_id() references public.staff (id) on delete cascade,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint kb_feedback_person_key unique (article_id, staff_id)
);

create table public.kb_unanswered_questions (
  id uuid primary key default gen_random_uuid(),
  question text not null
    constraint kb_unanswered_questions_question_check check (length(btrim(question)) between 1 and 1000),
  asked_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  asked_at timestamptz not null default now(),
  status text not null default 'open'
    constraint kb_unanswered_questions_status_check check (status in ('open', 'answered'))
    constraint kb_unanswered_questions_status_length_check check (length(status) <= 20),
  article_id uuid references public.kb_articles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint kb_unanswered_questions_answer_check check (status = 'open' or article_id is not null)
);
create index kb_unanswered_questions_status_idx on public.kb_unanswered_questions (status, asked_at desc);

create table public.assistant_conversations (
  id uuid primary key default gen_random_uuid(),
  created_by uuid default public.current_staff_id() references public.staff (id) on delete cascade,
  title text not null default 'New conversation'
    constraint assistant_conversations_title_check check (length(btrim(title)) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index assistant_conversations_owner_idx on public.assistant_conversations (created_by, updated_at desc);

create table public.assistant_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.assistant_conversations (id) on delete cascade,
  role text not null constraint assistant_messages_role_check check (role in ('user', 'assistant'))
    constraint assistant_messages_role_length_check check (length(role) <= 20),
  body text not null constraint assistant_messages_body_check check (length(btrim(body)) between 1 and 8000),
  cited_article_ids uuid[] not null default '{}',
  confidence numeric(4, 3)
    constraint assistant_messages_confidence_finite_check
    check (confidence <> 'NaN'::numeric and confidence >= 0 and confidence <= 1),
  answered boolean,
  created_at timestamptz not null default clock_timestamp()
);
create index assistant_messages_conversation_idx on public.assistant_messages (conversation_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- Rules in triggers
-- ---------------------------------------------------------------------------------------------

-- Publishing and archiving need knowledge.manage; a changed text or a review stamps the review
-- date with now() (a client cannot back- or forward-date it); publishing stamps published_at.
create or replace function public.kb_article_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and new.status <> 'draft'
     and (tg_op = 'INSERT' or new.status is distinct from old.status)
     and not public.has_permission('knowledge.manage') then
    raise exception 'Only someone with knowledge.manage may publish or archive an article'
      using errcode = 'insufficient_privilege';
  end if;
  if tg_op = 'UPDATE' then
    if new.title is distinct from old.title or new.body_html is distinct from old.body_html
       or new.tags is distinct from old.tags
       or new.last_reviewed_at is distinct from old.last_reviewed_at then
      new.last_reviewed_at := case when auth.uid() is null then new.last_reviewed_at else now() end;
    end if;
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status <> 'published') then
    new.published_at := coalesce(case when tg_op = 'UPDATE' then null else new.published_at end, now());
  end if;
  return new;
end;
$$;

create trigger kb_articles_rules
  before insert or update on public.kb_articles
  for each row execute function public.kb_article_rules();

-- The body split at its blocks (paragraphs, list items, headings, quotes); each passage carries the
-- article's title and tags in its search vector, so a passage answers for the article it is from.
-- Headings alone are too short to quote: blocks under 25 characters are skipped.
-- SECURITY DEFINER: passages are derived rows no client writes.
create or replace function public.kb_refresh_passages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.title is not distinct from old.title
     and new.body_html is not distinct from old.body_html and new.tags is not distinct from old.tags then
    return null;
  end if;
  delete from public.kb_passages where article_id = new.id;
  insert into public.kb_passages (article_id, position, body, search)
  select new.id, row_number() over (order by b.n), left(b.text, 4000),
         setweight(to_tsvector('english', new.title), 'A')
         || setweight(to_tsvector('english', public.kb_tags_text(new.tags)), 'B')
         || setweight(to_tsvector('english', b.text), 'C')
    from (
      select n, public.kb_html_text(block) as text
        from regexp_split_to_table(new.body_html, '</(p|li|h[1-4]|blockquote|pre)>', 'i')
             with ordinality as s(block, n)
    ) b
   where length(b.text) >= 25;
  return null;
end;
$$;

create trigger kb_articles_passages
  after insert or update on public.kb_articles
  for each row execute function public.kb_refresh_passages();

revoke execute on function public.kb_article_rules(), public.kb_refresh_passages() from public, anon;

-- Who asked or wrote is the caller (as 20261125090200 does for the *_by columns of its day).
create trigger kb_articles_created_by_from_caller before insert on public.kb_articles
  for each row execute function public.stamp_caller('created_by');
create trigger kb_articles_created_by_unchanged before update of created_by on public.kb_articles
  for each row execute function public.keep_caller_stamp('created_by');
create trigger kb_unanswered_questions_asked_by_from_caller before insert on public.kb_unanswered_questions
  for each row execute function public.stamp_caller('asked_by');
create trigger kb_unanswered_questions_asked_by_unchanged before update of asked_by on public.kb_unanswered_questions
  for each row execute function public.keep_caller_stamp('asked_by');
create trigger kb_feedback_staff_id_from_caller before insert on public.kb_feedback
  for each row execute function public.stamp_caller('staff_id');
create trigger kb_feedback_staff_id_unchanged before update of staff_id on public.kb_feedback
  for each row execute function public.keep_caller_stamp('staff_id');
create trigger assistant_conversations_created_by_from_caller before insert on public.assistant_conversations
  for each row execute function public.stamp_caller('created_by');
create trigger assistant_conversations_created_by_unchanged before update of created_by on public.assistant_conversations
  for each row execute function public.keep_caller_stamp('created_by');

select public.track_changes('public.kb_categories');
select public.track_changes('public.kb_articles');
select public.track_changes('public.kb_feedback');
select public.track_changes('public.kb_unanswered_questions');
select public.track_changes('public.assistant_conversations');
select public.track_changes('public.assistant_messages');

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.kb_categories enable row level security;
alter table public.kb_articles enable row level security;
alter table public.kb_passages enable row level security;
alter table public.kb_feedback enable row level security;
alter table public.kb_unanswered_questions enable row level security;
alter table public.assistant_conversations enable row level security;
alter table public.assistant_messages enable row level security;

create policy kb_categories_read on public.kb_categories for select to authenticated
  using ((select public.is_staff()));
create policy kb_categories_write on public.kb_categories for all to authenticated
  using ((select public.has_permission('knowledge.manage')))
  with check ((select public.has_permission('knowledge.manage')));

-- Published articles are everyone's; drafts and archived ones their author's, owner's and managers'.
create policy kb_articles_read on public.kb_articles for select to authenticated
  using (
    (select public.is_staff())
    and (
      status = 'published'
      or created_by = (select public.current_staff_id())
      or owner_id = (select public.current_staff_id())
      or (select public.has_permission('knowledge.manage'))
    )
  );
create policy kb_articles_insert on public.kb_articles for insert to authenticated
  with check ((select public.is_staff()));
create policy kb_articles_update on public.kb_articles for update to authenticated
  using (
    (select public.has_permission('knowledge.manage'))
    or created_by = (select public.current_staff_id())
    or owner_id = (select public.current_staff_id())
  )
  with check (
    (select public.has_permission('knowledge.manage'))
    or created_by = (select public.current_staff_id())
    or owner_id = (select public.current_staff_id())
  );
create policy kb_articles_delete on public.kb_articles for delete to authenticated
  using ((select public.has_permission('knowledge.manage')));

create policy kb_passages_read on public.kb_passages for select to authenticated
  using (exists (select 1 from public.kb_articles a where a.id = article_id));

create policy kb_feedback_read on public.kb_feedback for select to authenticated
  using ((select public.is_staff()));
create policy kb_feedback_insert on public.kb_feedback for insert to authenticated
  with check (
    staff_id = (select public.current_staff_id())
    and exists (select 1 from public.kb_articles a where a.id = article_id and a.status = 'published')
  );
create policy kb_feedback_update on public.kb_feedback for update to authenticated
  using (staff_id = (select public.current_staff_id()))
  with check (staff_id = (select public.current_staff_id()));

create policy kb_unanswered_questions_read on public.kb_unanswered_questions for select to authenticated
  using ((select public.is_staff()));
create policy kb_unanswered_questions_insert on public.kb_unanswered_questions for insert to authenticated
  with check ((select public.is_staff()) and status = 'open');
create policy kb_unanswered_questions_update on public.kb_unanswered_questions for update to authenticated
  using ((select public.has_permission('knowledge.manage')) or asked_by = (select public.current_staff_id()))
  with check ((select public.has_permission('knowledge.manage')) or asked_by = (select public.current_staff_id()));
create policy kb_unanswered_questions_delete on public.kb_unanswered_questions for delete to authenticated
  using ((select public.has_permission('knowledge.manage')));

-- A conversation is its author's alone.
create policy assistant_conversations_own on public.assistant_conversations for all to authenticated
  using ((select public.is_staff()) and created_by = (select public.current_staff_id()))
  with check ((select public.is_staff()) and created_by = (select public.current_staff_id()));
create policy assistant_messages_read on public.assistant_messages for select to authenticated
  using (exists (select 1 from public.assistant_conversations c where c.id = conversation_id));
create policy assistant_messages_insert on public.assistant_messages for insert to authenticated
  with check (exists (select 1 from public.assistant_conversations c where c.id = conversation_id));

grant select on public.kb_categories, public.kb_articles, public.kb_passages, public.kb_feedback,
  public.kb_unanswered_questions, public.assistant_conversations, public.assistant_messages to authenticated;
grant insert, update, delete on public.kb_categories, public.kb_articles, public.kb_unanswered_questions,
  public.assistant_conversations to authenticated;
grant insert, update on public.kb_feedback to authenticated;
grant insert on public.assistant_messages to authenticated;
revoke insert, update, delete on public.kb_passages from authenticated;
revoke update, delete on public.assistant_messages from authenticated;
revoke delete on public.kb_feedback from authenticated;
revoke all on public.kb_categories, public.kb_articles, public.kb_passages, public.kb_feedback,
  public.kb_unanswered_questions, public.assistant_conversations, public.assistant_messages from anon;
revoke truncate, references, trigger on public.kb_categories, public.kb_articles, public.kb_passages,
  public.kb_feedback, public.kb_unanswered_questions, public.assistant_conversations,
  public.assistant_messages from authenticated;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.kb_articles_list with (security_invoker = true) as
select
  a.id,
  a.title,
  a.category_id,
  c.name as category_name,
  a.tags,
  a.body_html,
  a.status,
  a.created_by,
  au.name as author_name,
  a.owner_id,
  ow.name as owner_name,
  a.last_reviewed_at,
  a.last_reviewed_at < now() - interval '6 months' as needs_review,
  a.published_at,
  a.created_at,
  a.updated_at,
  a.version,
  (select count(*) from public.kb_feedback f where f.article_id = a.id and f.helpful)::integer as helpful_yes,
  (select count(*) from public.kb_feedback f where f.article_id = a.id and not f.helpful)::integer as helpful_no
from public.kb_articles a
left join public.kb_categories c on c.id = a.category_id
left join public.staff au on au.id = a.created_by
left join public.staff ow on ow.id = a.owner_id;

create view public.kb_unanswered_list with (security_invoker = true) as
select
  q.id,
  q.question,
  q.asked_by,
  s.name as asked_by_name,
  q.asked_at,
  q.status,
  q.article_id,
  a.title as article_title,
  q.version
from public.kb_unanswered_questions q
left join public.staff s on s.id = q.asked_by
left join public.kb_articles a on a.id = q.article_id;

grant select on public.kb_articles_list, public.kb_unanswered_list to authenticated;
revoke all on public.kb_articles_list, public.kb_unanswered_list from anon;
revoke insert, update, delete, truncate, references, trigger on public.kb_articles_list,
  public.kb_unanswered_list from authenticated;

-- ---------------------------------------------------------------------------------------------
-- Search and the assistant
-- ---------------------------------------------------------------------------------------------

-- Ranked articles the caller may see for a search as people type it ("edge band", "gst -labour"),
-- with up to two highlighted fragments of the body: matching words sit between chr(2) and chr(3),
-- which the page turns into <mark> (no HTML travels, so nothing needs sanitising).
create or replace function public.search_articles(q text, category uuid default null, lim integer default 20)
returns table (
  id uuid,
  title text,
  category_id uuid,
  category_name text,
  tags text[],
  status public.kb_article_status,
  owner_name text,
  needs_review boolean,
  helpful_yes integer,
  helpful_no integer,
  version integer,
  snippet text,
  rank real
)
language sql
stable
set search_path = ''
as $$
  with query as (select websearch_to_tsquery('english', coalesce(q, '')) as tsq)
  select l.id, l.title, l.category_id, l.category_name, l.tags, l.status, l.owner_name, l.needs_review,
         l.helpful_yes, l.helpful_no, l.version,
         ts_headline('english', public.kb_html_text(a.body_html), query.tsq,
           format('StartSel=%s, StopSel=%s, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "',
             chr(2), chr(3))) as snippet,
         ts_rank(a.search, query.tsq) as rank
    from query
    join public.kb_articles a on a.search @@ query.tsq
    join public.kb_articles_list l on l.id = a.id
   where numnode(query.tsq) > 0
     and (category is null or a.category_id = category)
   order by rank desc, l.title
   limit greatest(1, least(coalesce(lim, 20), 100))
$$;

-- The lexemes of a question that say what it is about: stemmed by 'english' (stop words gone),
-- less the words every question has ("how long does it take", "can you tell me").
create or replace function public.kb_question_lexemes(p_question text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(l order by l), '{}')
    from unnest(tsvector_to_array(to_tsvector('english', left(coalesce(p_question, ''), 1000)))) l
   where l <> all (array['long', 'take', 'get', 'need', 'much', 'mani', 'tell', 'know', 'want', 'like',
                         'would', 'could', 'pleas', 'make', 'good', 'best', 'way', 'one', 'also', 'say',
                         'ask', 'custom', 'client', 'us', 'hi', 'hello'])
     and position('\' in l) = 0
$$;

-- Below this confidence the assistant says it does not know.
create or replace function public.kb_answer_threshold()
returns numeric
language sql
immutable
set search_path = ''
as $$ select 0.5::numeric $$;

-- The answer to one question from the published articles: the best passage (and up to two more
-- almost as good) quoted with the article each comes from. A passage's score is 0.8 x the share of
-- the question's words it holds (with its article's title and tags) + 0.2 x its rank, normalised
-- as rank / (rank + 1); the best score is the confidence. More passages of the best article are
-- quoted when nearly as good, another article's only when as good as the best. Below
-- kb_answer_threshold() the answer declines and cites nothing.
create or replace function public.answer_question(p_question text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_lexemes text[] := public.kb_question_lexemes(p_question);
  v_query tsquery;
  v_top numeric;
  v_result jsonb;
begin
  if cardinality(v_lexemes) = 0 then
    return jsonb_build_object('answered', false, 'confidence', 0, 'citations', '[]'::jsonb, 'passages', '[]'::jsonb,
      'answer', 'I don''t know: the question has no words I can look up in the knowledge base.');
  end if;
  v_query := array_to_string(array(select quote_literal(l) from unnest(v_lexemes) l), ' | ')::tsquery;

  with scored as (
    select p.id, p.article_id, a.title, p.body, p.position,
           round(0.8 * cardinality(array(select unnest(v_lexemes) intersect select unnest(tsvector_to_array(p.search))))::numeric
                   / cardinality(v_lexemes)
                 + 0.2 * (ts_rank(p.search, v_query) / (ts_rank(p.search, v_query) + 1))::numeric, 3) as score
      from public.kb_passages p
      join public.kb_articles a on a.id = p.article_id
     where a.status = 'published' and p.search @@ v_query
  ),
  best as (
    select s.*,
           first_value(s.score) over (order by s.score desc, s.position, s.id) as top,
           first_value(s.article_id) over (order by s.score desc, s.position, s.id) as top_article
      from scored s
     order by s.score desc, s.position, s.id
     limit 3
  ),
  chosen as (
    select b.* from best b
     where b.score >= public.kb_answer_threshold()
       and (b.score >= b.top - 0.01 or (b.article_id = b.top_article and b.score >= b.top * 0.85))
  )
  select (select max(top) from best),
         jsonb_build_object(
           'passages', coalesce((select jsonb_agg(jsonb_build_object('passage_id', c.id, 'article_id', c.article_id,
                'title', c.title, 'text', c.body, 'score', c.score) order by c.score desc, c.position) from chosen c), '[]'::jsonb),
           'citations', coalesce((select jsonb_agg(jsonb_build_object('article_id', x.article_id, 'title', x.title) order by x.score desc)
                from (select distinct on (c.article_id) c.article_id, c.title, c.score from chosen c
                       order by c.article_id, c.score desc) x), '[]'::jsonb),
           'answer', (select string_agg(format('From “%s”: %s', c.title, c.body), E'\n\n' order by c.score desc, c.position)
                from chosen c)
         )
    into v_top, v_result;

  v_top := coalesce(v_top, 0);
  if v_top < public.kb_answer_threshold() then
    return jsonb_build_object('answered', false, 'confidence', v_top, 'citations', '[]'::jsonb, 'passages', '[]'::jsonb,
      'answer', 'I don''t know: no published article answers this well enough, and I would rather not guess. '
             || 'Log it as an unanswered question and someone will write it up.');
  end if;
  return v_result || jsonb_build_object('answered', true, 'confidence', v_top);
end;
$$;

-- One exchange in the caller's conversation (a new one when p_conversation_id is null): the
-- question and the answer are stored, and the answer comes back with its conversation's id.
create or replace function public.ask_assistant(p_question text, p_conversation_id uuid default null)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_question text := btrim(coalesce(p_question, ''));
  v_conversation uuid := p_conversation_id;
  v_answer jsonb;
  v_message uuid;
begin
  if length(v_question) = 0 then
    raise exception 'Type a question first' using errcode = 'check_violation';
  end if;
  if length(v_question) > 1000 then
    raise exception 'A question is at most 1000 characters' using errcode = 'check_violation';
  end if;
  if v_conversation is null then
    insert into public.assistant_conversations (title) values (left(v_question, 80)) returning id into v_conversation;
  elsif not exists (select 1 from public.assistant_conversations c where c.id = v_conversation) then
    raise exception 'No such conversation of yours' using errcode = 'no_data_found';
  else
    update public.assistant_conversations set updated_at = now() where id = v_conversation;
  end if;
  insert into public.assistant_messages (conversation_id, role, body) values (v_conversation, 'user', v_question);
  v_answer := public.answer_question(v_question);
  insert into public.assistant_messages (conversation_id, role, body, cited_article_ids, confidence, answered)
  values (
    v_conversation, 'assistant', left(v_answer ->> 'answer', 8000),
    array(select (c ->> 'article_id')::uuid from jsonb_array_elements(v_answer -> 'citations') c),
    (v_answer ->> 'confidence')::numeric, (v_answer ->> 'answered')::boolean
  )
  returning id into v_message;
  return v_answer || jsonb_build_object('conversation_id', v_conversation, 'message_id', v_message);
end;
$$;

-- A vote on an article: yes or no, one per person (a second vote replaces the first).
create or replace function public.rate_article(p_article_id uuid, p_helpful boolean)
returns void
language sql
set search_path = ''
as $$
  insert into public.kb_feedback (article_id, staff_id, helpful)
  values (p_article_id, public.current_staff_id(), p_helpful)
  on conflict (article_id, staff_id) do update set helpful = excluded.helpful
$$;

revoke execute on function
  public.search_articles(text, uuid, integer),
  public.kb_question_lexemes(text),
  public.kb_answer_threshold(),
  public.answer_question(text),
  public.ask_assistant(text, uuid),
  public.rate_article(uuid, boolean)
  from public, anon;
revoke execute on function public.kb_html_text(text), public.kb_tags_text(text[]), public.kb_tags_valid(text[])
  from public, anon;
grant execute on function
  public.search_articles(text, uuid, integer),
  public.kb_question_lexemes(text),
  public.kb_answer_threshold(),
  public.answer_question(text),
  public.ask_assistant(text, uuid),
  public.rate_article(uuid, boolean),
  public.kb_html_text(text),
  public.kb_tags_text(text[]),
  public.kb_tags_valid(text[])
  to authenticated;
