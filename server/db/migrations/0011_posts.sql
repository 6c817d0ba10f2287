-- Posts (issue #14): announcements the admin team writes and users read in their dashboard.
-- The audience is everyone, artists (neither admin nor investor), investors, or the users of an
-- email list or segment (checked when read; a deleted list or segment leaves the post unaddressed).

create table posts (
  id text primary key default new_object_id() check (id ~ '^[0-9a-f]{24}$'),
  slug text not null unique,
  title text not null,
  excerpt text,
  -- Markdown; rendered without raw HTML
  body text not null,
  cover_image text,
  tags text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'published')),
  audience_kind text not null default 'everyone'
    check (audience_kind in ('everyone', 'artists', 'investors', 'list', 'segment')),
  audience_list_id text,
  audience_segment_id text,
  author_id text references users (id) on delete set null,
  views integer not null default 0,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((audience_kind = 'list') = (audience_list_id is not null)),
  check ((audience_kind = 'segment') = (audience_segment_id is not null))
);
create index posts_created on posts (created_at desc, id desc);
create index posts_published on posts (published_at desc, id desc) where status = 'published';
